/*
 * estimate_fuzz.c
 *		libFuzzer target for the estimator (src/estimate.c) and the time
 *		model (src/perf.c), run outside the server: make fuzz.
 *
 * The input draws an architecture (any sizes: cs_arch_complete() accepts it
 * or refuses it with a message and a hint) and a job as the constructors
 * accept it (their ranges and their rules on combinations: LoRA targets the
 * architecture has, GaLore outside ZeRO and DeepSpeed and layer-wise on one
 * GPU, offload only where the framework offloads, no gradient accumulation
 * with the optimizer step in the backward pass, GGUF formats under
 * llama.cpp only, vLLM on GPU counts that divide the heads).  Checks, beyond
 * "no crash and no sanitizer report":
 *	- an accepted architecture has every size positive and its parameters
 *	  within CS_MAX_PARAMS;
 *	- every component of the estimate, the host memory and the peak are
 *	  non-negative wherever cs_bytes() gives whole bytes (it refuses only
 *	  magnitudes beyond CS_MAX_BYTES, or NaN);
 *	- the whole-byte columns add up to the total, allocated is at most the
 *	  total and reserved lies between allocated and the total;
 *	- the same job estimated twice gives the same estimate (no state);
 *	- one more sequence, token a sequence, or token of a prompt shorter
 *	  than the context never needs less memory;
 *	- the FLOPs are non-negative, and a job's seconds on a GPU are too
 *	  (or -1, for a GPU without a peak at the job's precision).
 */
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "estimate.h"
#include "fit.h"
#include "perf.h"

typedef struct Src
{
	const uint8_t *p;
	size_t		n;
} Src;

static uint32_t
take(Src *s)
{
	uint32_t	v = 0;

	for (int i = 0; i < 4; i++)
	{
		v <<= 8;
		if (s->n > 0)
		{
			v |= *s->p++;
			s->n--;
		}
	}
	return v;
}

/* 0 .. n - 1 */
static int
pick(Src *s, int n)
{
	return (int) (take(s) % (uint32_t) n);
}

/* lo .. hi, spread over the decades between them */
static double
log_between(Src *s, double lo, double hi)
{
	return lo * pow(hi / lo, take(s) / 4294967295.0);
}

/* 0 (not given: derived) or 1 .. hi */
static int
maybe_int(Src *s, int hi)
{
	return pick(s, 4) == 0 ? 0 : (int) log_between(s, 1, hi);
}

static const CsDtype *
dtype_named(const char *name)
{
	const CsDtype *d = cs_dtype_lookup(name);

	if (d == NULL)
		abort();
	return d;
}

static const CsDtype *
any_dtype(Src *s, int kind)
{
	int			n = 0,
				k;

	for (const CsDtype *d = cs_dtypes; d->name != NULL; d++)
		if (d->kind == kind)
			n++;
	k = pick(s, n);
	for (const CsDtype *d = cs_dtypes; d->name != NULL; d++)
		if (d->kind == kind && k-- == 0)
			return d;
	abort();
}

static void
fail(const char *what, double v)
{
	fprintf(stderr, "%s: %g\n", what, v);
	abort();
}

static void
draw_arch(Src *s, CsArch *a)
{
	*a = cs_zero_arch;
	if (pick(s, 2))
		a->params = log_between(s, 1e5, 2e15);
	a->layers = maybe_int(s, 512);
	a->hidden = maybe_int(s, 131072);
	a->heads = maybe_int(s, 1024);
	a->kv_heads = pick(s, 2) ? 0 : (a->heads > 0 ? 1 + pick(s, a->heads) : maybe_int(s, 1024));
	a->head_dim = maybe_int(s, 1024);
	a->intermediate = maybe_int(s, 1 << 20);
	a->vocab = maybe_int(s, 1 << 20);
	a->tied_embeddings = pick(s, 2);
	a->gated_mlp = pick(s, 3) - 1;	/* -1: not given */
	if (pick(s, 4) == 0)
	{
		a->experts = 2 + pick(s, 255);
		a->active_experts = 1 + pick(s, a->experts + 1);	/* may exceed: refused */
	}
	if (pick(s, 6) == 0)
		a->kv_cache_width = 1 + pick(s, 4096);
	if (pick(s, 4) == 0)
	{
		a->sliding_window = (int) log_between(s, 1, 1 << 20);
		a->sliding_window_layers = pick(s, 600);
	}
	a->dropout = pick(s, 2);
	a->post_norms = pick(s, 2);
	a->qk_norm = pick(s, 2);
	a->attention_softcapping = pick(s, 2);
	a->logit_softcapping = pick(s, 2);
	switch (pick(s, 6))
	{
		case 0:
			a->encoder = 1;
			break;
		case 1:
			a->encoder_decoder = 1;
			break;
		default:
			break;
	}
	a->hidden_act = pick(s, CS_ACT_GELU_PYTHON + 1);
	a->kv_broadcast = pick(s, 4) == 0;
}

static void
draw_training(Src *s, const CsArch *a, CsJob *j)
{
	int			mask;

	*j = cs_zero_job;
	j->kind = CS_KIND_TRAINING;
	j->method = (CsMethod) pick(s, 3);
	j->framework = (CsFramework) pick(s, 5);	/* the training frameworks */
	if (j->framework == CS_FW_LLAMACPP || j->framework == CS_FW_VLLM)
		j->framework = CS_FW_TRANSFORMERS;
	j->precision = any_dtype(s, CS_DT_FLOAT);
	if (j->method == CS_METHOD_QLORA)
	{
		j->quant = any_dtype(s, CS_DT_INT);
		j->precision = dtype_named(pick(s, 2) ? "bf16" : "fp16");
	}
	j->mixed = pick(s, 2);
	j->optimizer = (CsOptimizer) pick(s, CS_OPT_NONE);
	j->batch = (int) log_between(s, 1, 65536);
	j->seq_len = (int) log_between(s, 1, 1 << 22);
	j->gradient_checkpointing = pick(s, 2);
	j->flash_attention = pick(s, 2);
	j->zero_stage = pick(s, 4);
	j->gpus = (int) log_between(s, 1, 1024);
	j->chunked_loss = pick(s, 2);
	j->optimizer_in_backward = pick(s, 2);
	j->activation_offloading = pick(s, 2);
	j->compiled = pick(s, 2);
	j->gradient_accumulation = j->optimizer_in_backward ? 1 : (int) log_between(s, 1, 64);
	j->num_labels = pick(s, 4) == 0 ? 1 + pick(s, 1000) : 0;
	j->tokens = pick(s, 2) ? log_between(s, 1, 1e13) : 0;
	j->cuda_context = pick(s, 4) == 0 ? log_between(s, 1048576.0, 1099511627776.0) : 0;
	if (j->method != CS_METHOD_FULL)
	{
		j->lora_rank = (int) log_between(s, 1, 65536);
		/* the targets the architecture has: no gate without a gated MLP */
		mask = 1 + pick(s, 255);
		if (!a->gated_mlp)
			mask &= ~CS_LORA_GATE;
		j->lora_targets = mask != 0 ? mask : CS_LORA_Q;
		j->lora_dropout = pick(s, 2) ? take(s) / 4294967295.0 * 0.9 : 0;
		j->lora_dtype = (CsLoraDtype) pick(s, 3);
	}
	/* GaLore: full fine-tuning, no ZeRO or DeepSpeed; layer-wise on one GPU */
	if (cs_optimizer_galore(j->optimizer))
	{
		if (j->method != CS_METHOD_FULL || j->framework == CS_FW_DEEPSPEED)
			j->optimizer = CS_OPT_ADAMW;
		else
		{
			j->zero_stage = 0;
			if (j->optimizer_in_backward)
				j->gpus = 1;
			j->galore_rank = (int) log_between(s, 1, 16384);
		}
	}
	/* offload where the framework offloads */
	if (j->framework == CS_FW_DEEPSPEED && j->zero_stage >= 1 && pick(s, 2))
		j->offload = j->zero_stage == 3 && pick(s, 2) ? CS_OFFLOAD_ALL : CS_OFFLOAD_OPTIMIZER;
	else if (j->zero_stage == 3 && pick(s, 3) == 0)
		j->offload = CS_OFFLOAD_ALL;
	j->kv_precision = j->precision;
}

static void
draw_inference(Src *s, const CsArch *a, CsJob *j)
{
	static const char *const kv_names[] = {"fp32", "fp16", "bf16", "fp8", "int8", "f16", "q8_0", "q4_0"};
	int			kind;

	*j = cs_zero_job;
	j->kind = CS_KIND_INFERENCE;
	j->method = CS_METHOD_NONE;
	j->optimizer = CS_OPT_NONE;
	switch (pick(s, 3))
	{
		case 0:
			j->framework = CS_FW_LLAMACPP;
			kind = pick(s, 3) == 0 ? CS_DT_FLOAT : CS_DT_GGUF;
			break;
		case 1:
			j->framework = CS_FW_VLLM;
			kind = pick(s, 5);
			kind = kind == CS_DT_GGUF ? CS_DT_FLOAT : kind;
			break;
		default:
			j->framework = pick(s, 2) ? CS_FW_PYTORCH : CS_FW_TRANSFORMERS;
			kind = pick(s, 5);
			kind = kind == CS_DT_GGUF ? CS_DT_INT : kind;
			break;
	}
	j->precision = any_dtype(s, kind);
	j->kv_precision = pick(s, 2) ? dtype_named(kv_names[pick(s, 8)]) :
		(j->precision->kind == CS_DT_FLOAT ? j->precision :
		 dtype_named(j->framework == CS_FW_LLAMACPP ? "f16" : "bf16"));
	j->batch = (int) log_between(s, 1, 65536);
	j->seq_len = (int) log_between(s, 1, 1 << 24);
	j->flash_attention = pick(s, 2);
	j->gpus = (int) log_between(s, 1, 1024);
	/* vLLM's tensor-parallel size divides the heads */
	if (j->framework == CS_FW_VLLM && a->heads % j->gpus != 0)
		j->gpus = 1;
	j->tokens = pick(s, 2) ? log_between(s, 1, 1e13) : 0;
	j->cuda_context = pick(s, 4) == 0 ? log_between(s, 1048576.0, 1099511627776.0) : 0;
	/* a prompt of 1 token to the whole context, the rest generated */
	if (pick(s, 3) == 0)
		j->prompt = 1 + pick(s, (int) j->seq_len);
}

static void
check_estimate(const CsArch *a, const CsJob *j)
{
	CsEstimate	e,
				again;
	CsBytes		b;
	double		host;
	int64_t		host_bytes;
	double		flops;
	CsWork		w;
	CsGpuSpec	gpu = {85899345920.0, 3350, 67, 495, 989, 989, 1979, 3958};

	cs_estimate(a, j, &e);
	cs_estimate(a, j, &again);
	if (memcmp(&e, &again, sizeof(e)) != 0)
		fail("the same job estimated twice differs", e.peak - again.peak);
	host = cs_host_memory(a, j);
	if (cs_bytes(&e, &b))
	{
		const double c[] = {e.weights, e.gradients, e.optimizer, e.activations, e.kv_cache,
		e.context, e.slack, e.paged, e.step_buffers, e.peak};

		for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++)
			if (!(c[i] >= 0))
				fail("negative component", c[i]);
		if (b.total != b.weights + b.gradients + b.optimizer + b.activations + b.kv_cache +
			b.optimizer_step + b.overhead)
			fail("columns do not add up", (double) b.total);
		if (b.allocated > b.total || b.reserved < b.allocated || b.reserved > b.total)
			fail("allocated or reserved out of order", (double) b.reserved);
		if (!(host >= 0) && cs_host_bytes(host, &host_bytes))
			fail("negative host memory", host);
	}
	/*
	 * one more sequence, or one more token in each, never needs less
	 * memory: max_batch() and max_context() bisect on it
	 */
	{
		CsJob		k = *j;
		double		needed = cs_needed_bytes(a, j);

		k.batch = j->batch + 1;
		if (cs_needed_bytes(a, &k) < needed)
			fail("one more sequence needs less memory", needed);
		k = *j;
		k.seq_len = j->seq_len + 1;
		if (cs_needed_bytes(a, &k) < needed)
			fail("one more token a sequence needs less memory", needed);
		if (j->prompt > 0 && j->prompt < j->seq_len)
		{
			k = *j;
			k.prompt = j->prompt + 1;
			if (cs_needed_bytes(a, &k) < needed)
				fail("one more token of prompt needs less memory", needed);
		}
	}
	flops = cs_flops(a, j);
	if (!(flops >= 0))
		fail("negative FLOPs", flops);
	cs_prepare(a, j, &w);
	{
		double		seconds = cs_seconds_on(&w, &gpu, j->gpus, 0);

		if (!(seconds >= 0 || seconds == -1))
			fail("negative seconds", seconds);
	}
}

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Src			s = {data, size};
	CsArch		a;
	CsJob		j;
	const char *hint;

	draw_arch(&s, &a);
	if (cs_arch_complete(&a, &hint) != NULL)
	{
		if (hint == NULL || hint[0] == '\0')
			abort();
		return 0;
	}
	if (a.layers <= 0 || a.hidden <= 0 || a.heads <= 0 || a.kv_heads <= 0 || a.head_dim <= 0 ||
		a.intermediate <= 0 || a.vocab <= 0 || !(a.params > 0 && a.params <= CS_MAX_PARAMS))
		fail("an accepted architecture has a size out of range", a.params);
	if (pick(&s, 2))
		draw_training(&s, &a, &j);
	else
		draw_inference(&s, &a, &j);
	cs_arch_for_job(&a, &j);
	check_estimate(&a, &j);
	/*
	 * now and then, max_batch()'s and max_context()'s search against a
	 * memory limit from 1 MiB to 1 TiB: the answer fits and one more does
	 * not, or not even 1 fits (0)
	 */
	if (pick(&s, 16) == 0)
	{
		double		limit = log_between(&s, 1048576.0, 1099511627776.0);
		bool		seq = pick(&s, 2);
		int			r = cs_largest_fitting(&a, &j, seq, limit);
		CsJob		k = j;
		double	   *v = seq ? &k.seq_len : &k.batch;

		*v = r > 0 ? r : 1;
		if ((cs_needed_bytes(&a, &k) <= limit) != (r > 0))
			fail("max_batch()/max_context(): the answer does not fit, or 0 where 1 fits", r);
		*v = (double) r + 1;
		if (r > 0 && r < INT_MAX && cs_needed_bytes(&a, &k) <= limit)
			fail("max_batch()/max_context(): one beyond the answer fits", r);
	}
	return 0;
}
