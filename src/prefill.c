/*
 * prefill.c
 *		The estimate for one job, cs_estimate(): cs_estimate_base()'s, and
 *		for inference outside vLLM and llama.cpp what its prefill of the
 *		whole context holds beyond it, or, where the prompt is shorter than
 *		the context, the larger of its prefill and its last step.  Plain C.
 */
#include "estimate.h"

/*
 * A prefill outside vLLM and llama.cpp: every layer holds the whole
 * prompt's keys and values, window or not.  Hugging Face's dynamic cache
 * keeps a window layer's last window - 1 tokens as a slice of the
 * prefill's keys and values, a view that keeps all of them until the first
 * generated token replaces it (validation rows 1026, 1033 and 1035 to
 * 1038), and torchtune's, litgpt's and DeepSpeed's caches are allocated for
 * the whole sequence.
 *
 * A Hugging Face decoder (pytorch, transformers) holds four residual-stream
 * buffers beside its MLP's, where the base estimate counts one: the
 * embeddings (the model's inputs_embeds), the layer's input, the
 * attention's residual sum and the MLP's normed input (every traced
 * prefill, rows 1026, 1032, 1033 and 1035 to 1038).  A window shorter than
 * the prompt adds transformers' attention mask (sdpa_mask; a causal mask
 * alone needs none), a boolean one of batch x prompt x prompt bytes held
 * through the forward pass.  With it SDPA's memory-efficient kernel
 * converts the mask to a float bias of the query's type and transformers
 * expands GQA's keys and values to every head (no enable_gqa with a mask),
 * so a layer's attention holds that bias, the rotated queries, the
 * expanded keys and values and the output beside three residual-stream
 * buffers, more than its MLP at long prompts (Mistral 7B at 32,768 tokens,
 * row 1036).  Falcon 7B's attention in transformers (kv_broadcast) hands
 * SDPA its one KV head broadcast over the 71 query heads, with the mask,
 * which neither fused kernel takes: PyTorch's math kernel upcasts to fp32
 * and holds the scores and the softmax's output, 8 bytes a score, and a
 * byte more a score (a boolean of their shape: the one reading of the
 * kernel that both traces fit), beside the mask as an fp32 bias and two
 * fp32 copies of the queries.  Rows 1043 and 1048: 18.13 GiB live at that
 * call at batch 8 x 1,920 tokens (18.18 by this count) and, predicted
 * before it ran, 19.07 GiB at batch 2 x 3,968 (19.13).  The allocator's
 * slack, a share of the activations, grows with them.
 */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void
prefill(const CsArch *a, const CsJob *job, CsEstimate *est)
{
	double		activations = est->activations;

	if (a->sliding_window > 0)
	{
		CsArch		whole = *a;
		CsEstimate	e;

		whole.sliding_window = 0;
		whole.sliding_window_layers = 0;
		cs_estimate_base(&whole, job, &e);
		est->kv_cache = e.kv_cache;
	}
	if (cs_framework_hf(job->framework) && !a->encoder_decoder)
	{
		double		tp = cs_inference_shards(job);
		double		act_bytes = cs_activation_bytes(job);
		double		tokens = job->batch * job->seq_len;
		double		residual = tokens * act_bytes * a->hidden / tp;
		double		mlp_width = cs_token_mlp_width(a);
		double		mlp = 4 * residual + tokens * act_bytes * 3 * mlp_width / tp;
		double		attention = -1;	/* the attention's peak with a mask; none */

		activations += 3 * residual;
		if (job->flash_attention && a->kv_broadcast)
			attention = tokens * (job->seq_len * (9 * a->heads / tp + 4) +
								  8 * (double) a->heads * a->head_dim / tp);
		else if (job->flash_attention && a->sliding_window > 0 && a->sliding_window < job->seq_len)
			attention = tokens * act_bytes * (job->seq_len +
											  (a->kv_heads < a->heads ? 4 : 2) * a->heads * a->head_dim / tp);
		/* the boolean mask, and the attention beside three residual buffers beyond the MLP */
		if (attention >= 0)
		{
			attention += 3 * residual;
			activations += tokens * job->seq_len + (attention > mlp ? attention - mlp : 0);
		}
	}
	if (est->activations > 0)
		est->slack *= activations / est->activations;
	est->activations = activations;
	est->peak = est->weights + est->kv_cache + est->activations;
}

/*
 * A generation whose prompt is shorter than its context (job->prompt):
 * the prefill reads the prompt, and each step after it one token a
 * sequence against the cache of every token so far.  The peak is the
 * larger of the prefill's, the prompt's cache and its buffers (prefill()
 * of the prompt as a whole context), and the last step's, the whole
 * context's cache and one token's buffers.  Hugging Face's dynamic cache
 * (framework transformers: generate()'s default) grows with the sequence:
 * at the prefill it holds the prompt's keys and values, and at the last
 * step a window layer its window (DynamicSlidingWindowLayer).  torchtune's,
 * litgpt's and DeepSpeed's caches are allocated for the whole sequence
 * before the prefill, and a plain PyTorch loop (pytorch), which may do
 * either, is counted so too, the larger: the whole context's cache beside
 * the larger phase's buffers.  The last step attends to the whole
 * context: without a fused kernel, batch x heads x context scores at the
 * prefill's 6 bytes a score.  The cache and the activations are the
 * peak's: the prompt's cache and the prefill's buffers where a growing
 * cache peaks at the prefill, else the last step's cache beside the
 * larger phase's buffers (each a sum, never a difference, so that no
 * rounding lets the total fall as the context grows).  The allocator's
 * slack is the larger phase's: the caching allocator keeps what the
 * prefill reserved through the steps after it.  (Validation row
 * 1044, 128 tokens of 1,024: 4.43 GiB measured, where a prefill of the
 * whole context counts 8.33.)
 */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void
generation(const CsArch *a, const CsJob *job, CsEstimate *est)
{
	CsJob		phase = *job;
	CsEstimate	pre,
				step;
	const CsEstimate *larger;
	double		held;

	cs_estimate_base(a, job, est);
	held = est->kv_cache;		/* as the base lays it out: windows their window */
	prefill(a, job, est);		/* the cache of the whole sequence, every layer */
	if (job->framework != CS_FW_TRANSFORMERS)
		held = est->kv_cache;

	phase.seq_len = job->prompt;
	cs_estimate_base(a, &phase, &pre);
	prefill(a, &phase, &pre);
	phase.seq_len = 1;
	cs_estimate_base(a, &phase, &step);
	prefill(a, &phase, &step);
	if (!job->flash_attention)
	{
		double		scores = job->batch * a->heads / cs_inference_shards(job) * (job->seq_len - 1) * 6;

		step.slack *= (step.activations + scores) / step.activations;
		step.activations += scores;
	}

	larger = pre.activations > step.activations ? &pre : &step;
	if (job->framework == CS_FW_TRANSFORMERS &&
		pre.kv_cache + pre.activations > held + step.activations)
	{
		/* the prefill's peak: the prompt's cache and its buffers */
		est->kv_cache = pre.kv_cache;
		est->activations = pre.activations;
	}
	else
	{
		est->kv_cache = held;
		est->activations = job->framework == CS_FW_TRANSFORMERS ? step.activations : larger->activations;
	}
	/* the allocator keeps what the larger phase reserved */
	est->slack = larger->slack;
	est->peak = est->weights + est->kv_cache + est->activations;
}

/* the estimate for one job; est is fully written */
void
cs_estimate(const CsArch *arch, const CsJob *job, CsEstimate *est)
{
	if (job->kind == CS_KIND_TRAINING || arch->encoder ||
		job->framework == CS_FW_VLLM || job->framework == CS_FW_LLAMACPP)
	{
		cs_estimate_base(arch, job, est);
		return;
	}
	if (job->prompt > 0 && job->prompt < job->seq_len)
	{
		generation(arch, job, est);
		return;
	}
	cs_estimate_base(arch, job, est);
	prefill(arch, job, est);
}
