/*
 * perf.c
 *		FLOPs, time and billed hours of a workload on a GPU configuration
 *		(plain C, no server headers).  The constants are in perf.h and the
 *		README says where each comes from.
 */
#include "perf.h"

#include <math.h>
#include <string.h>

const CsWork cs_zero_work;

static double
tokens_of(const CsJob *job)
{
	return job->tokens > 0 ? job->tokens : job->batch * job->seq_len;
}

static double
active_params(const CsArch *a)
{
	return a->active_params > 0 ? a->active_params : a->params;
}

/*
 * The parameters a generated token multiplies by: the active ones, and of an
 * encoder-decoder its decoder's alone (the encoder reads the input once, as
 * a decoder's prefill, which is not counted either)
 */
static double
decode_params(const CsArch *a)
{
	return a->encoder_decoder ? cs_decoder_params(a) : active_params(a);
}

/* forward attention FLOPs per token at context s (Kaplan et al. 2020) */
static double
attention_flops(const CsArch *a, double s)
{
	return 2.0 * a->layers * s * (double) a->heads * a->head_dim;
}

double
cs_flops(const CsArch *arch, const CsJob *job)
{
	double		n = active_params(arch);
	double		tokens = tokens_of(job);
	double		attn = attention_flops(arch, job->seq_len);

	if (job->kind == CS_KIND_INFERENCE)
		return tokens * (2.0 * decode_params(arch) + attn);

	/*
	 * A classification head multiplies by labels x hidden weights where a
	 * language-model head multiplies by the vocabulary's: the difference
	 * is not computed (the embeddings keep their size, and a lookup has no
	 * FLOPs); kept where params given by hand leave no room for it
	 */
	if (job->num_labels > 0)
	{
		double		head = (double) (arch->vocab - job->num_labels) * arch->hidden;

		if (head > 0 && head < n)
			n -= head;
	}

	/*
	 * Forward 2N per token, backward 4N (input and weight gradients); frozen
	 * weights (LoRA, QLoRA) need no weight gradients: 2N.  Checkpointing
	 * runs the forward pass again.  Attention has no weights: its backward
	 * pass is twice its forward pass.
	 */
	{
		double		per_token = 2.0 * n + (job->method == CS_METHOD_FULL ? 4.0 : 2.0) * n + 3.0 * attn;
		double		flops;

		if (job->gradient_checkpointing)
			per_token += 2.0 * n + attn;
		flops = tokens * per_token;

		/*
		 * Muon orthogonalizes every matrix it steps once per optimizer
		 * step, of batch x seq_len x gradient_accumulation tokens on each
		 * GPU.  Each GPU orthogonalizes every matrix (torch.optim.Muon under
		 * data parallelism), so over the job's GPUs that is once per such
		 * step of any one of them, whatever their number.  A full
		 * fine-tune's matrices only: a LoRA adapter's are r wide.
		 */
		if (job->optimizer == CS_OPT_MUON && job->method == CS_METHOD_FULL)
			flops += tokens / (job->batch * job->seq_len *
							   (job->gradient_accumulation > 1 ? job->gradient_accumulation : 1)) *
				cs_muon_step_flops(arch);
		return flops;
	}
}

/*
 * The formats the peak depends on, looked up once: every offer of a
 * ranking asks, and a pointer compares where a name would not
 */
static const CsDtype *
dtype_named(const CsDtype **slot, const char *name)
{
	if (*slot == NULL)
		*slot = cs_dtype_lookup(name);
	return *slot;
}

static const CsDtype *fp32_dtype;
static const CsDtype *fp16_dtype;

/* first non-zero of the given peaks, in TFLOPS */
static double
first_peak(double a, double b, double c)
{
	return a > 0 ? a : (b > 0 ? b : c);
}

double
cs_peak_flops(const CsGpuSpec *g, const CsJob *job)
{
	double		tflops;
	const CsDtype *p = job->precision;

	if (p != NULL && p == dtype_named(&fp32_dtype, "fp32"))
		tflops = g->fp32_tflops;	/* PyTorch does not use TF32 for matmuls by default */
	else if (job->framework == CS_FW_LLAMACPP && g->fp16_acc16_tflops > 0)
		/* llama.cpp's cuBLAS matmuls accumulate in fp16 */
		tflops = g->fp16_acc16_tflops;
	else if (p != NULL && p == dtype_named(&fp16_dtype, "fp16"))
		tflops = first_peak(g->fp16_tflops, g->bf16_tflops, g->fp32_tflops);
	else if (job->kind == CS_KIND_INFERENCE && p != NULL && p->kind == CS_DT_FLOAT8)
		tflops = first_peak(g->fp8_tflops, g->bf16_tflops, g->fp16_tflops);
	else
		/* bf16, and quantized weights, which run their matmuls in 16 bits */
		tflops = first_peak(g->bf16_tflops, g->fp16_tflops, g->fp32_tflops);
	return tflops * 1e12;
}

double
cs_matmul_share(const CsGpuSpec *g)
{
	double		spec = first_peak(g->bf16_tflops, g->fp16_tflops, 0);

	return g->matmul_tflops > 0 && spec > 0 ? g->matmul_tflops / spec : CS_MATMUL_SHARE;
}

double
cs_default_mfu_on(const CsJob *job, const CsGpuSpec *gpu)
{
	return cs_default_mfu(job) / CS_MATMUL_SHARE * cs_matmul_share(gpu);
}

/* the memory bandwidth a job's kernels reach on the GPU, bytes a second; 0: unknown */
static double
bandwidth(const CsGpuSpec *g, const CsJob *job)
{
	double		bw = g->measured_bandwidth_gbs > 0 ? g->measured_bandwidth_gbs * 1e9 :
		g->bandwidth_gbs * 1e9 * CS_BW_EFFICIENCY;

	if (job->kind == CS_KIND_INFERENCE && job->framework == CS_FW_LLAMACPP &&
		job->batch <= CS_LLAMACPP_MMV_MAX_BATCH && g->sm_count > 0 && g->boost_clock_mhz > 0)
		bw = fmin(bw, g->sm_count * g->boost_clock_mhz * 1e6 * CS_LLAMACPP_BYTES_PER_SM_CLOCK);
	return bw;
}

/*
 * How several GPUs serve one model: vLLM splits every layer across them
 * (tensor parallelism), the others give each GPU whole layers (llama.cpp's
 * default split, transformers' device_map), which take turns: no speed-up
 */
static bool
tensor_parallel(const CsJob *job)
{
	return job->framework == CS_FW_VLLM;
}

/* one direction's bytes a second of the ring n GPUs all-reduce over */
static double
link_bandwidth(const CsGpuSpec *g, int n, double *hop)
{
	double		bw;

	if (g->link == CS_LINK_FABRIC || (g->link == CS_LINK_BRIDGE && n <= 2))
	{
		*hop = CS_FABRIC_HOP_SECONDS;
		bw = g->link_gbs > 0 ? g->link_gbs * 1e9 / 2 : CS_IB_BYTES_PER_GPU;
	}
	else
	{
		*hop = CS_PCIE_HOP_SECONDS;
		/* a x16 slot each way: 15.75 GB/s at gen 3, doubling a generation; gen 3 if unknown */
		bw = ldexp(15.75e9, (g->pcie_gen >= 3 ? g->pcie_gen : 3) - 3);
	}
	if (n > CS_GPUS_PER_NODE)
	{
		*hop = CS_IB_HOP_SECONDS;
		bw = fmin(bw, CS_IB_BYTES_PER_GPU);
	}
	return bw;
}

/* seconds of count all-reduces of bytes each across n GPUs */
static double
allreduce_seconds(const CsGpuSpec *g, int n, double count, double bytes)
{
	double		hop,
				bw;

	if (n <= 1 || count <= 0)
		return 0;
	bw = link_bandwidth(g, n, &hop);
	return count * (2.0 * (n - 1) * hop + 2.0 * (n - 1) / n * bytes / bw);
}

/* the host's seconds a forward pass of an eager framework takes to dispatch */
static double
dispatch_seconds(const CsArch *a, const CsJob *job)
{
	if (job->framework == CS_FW_VLLM || job->framework == CS_FW_LLAMACPP)
		return 0;				/* CUDA graphs, or C++ */
	return (double) a->layers * CS_EAGER_OPS_PER_LAYER * CS_EAGER_SECONDS_PER_OP;
}

double
cs_default_mfu(const CsJob *job)
{
	if (job->kind == CS_KIND_INFERENCE)
		return CS_MFU_PREFILL;
	return job->method == CS_METHOD_FULL ? CS_MFU_FULL : CS_MFU_LORA;
}

double
cs_scaling(int gpus)
{
	/* a ranking asks for every offer: the counts it meets, computed once */
	static double table[1025];

	if (gpus <= 1)
		return 1.0;
	if (gpus > 1024)
		return pow(CS_SCALING_PER_DOUBLING, log2((double) gpus));
	if (table[gpus] == 0)
		table[gpus] = pow(CS_SCALING_PER_DOUBLING, log2((double) gpus));
	return table[gpus];
}

/*
 * The weights one decode step of `batch` tokens reads: every dense weight,
 * and of a mixture of experts only the experts its tokens route to.  With k
 * of n experts per token and the router spreading tokens evenly, a layer's
 * step touches n (1 - (1 - k/n)^batch) experts in expectation: k at batch 1
 * (Mixtral 8x7B reads 2 of its 8, why it decodes at the speed of the 12.9B
 * parameters a token uses, not of its 46.7B), nearly all of them at large
 * batches.  Every format stores the experts' matrices at its bytes per value
 * (so they are part of the weights: the routed count leaves out embeddings).
 */
static double
decode_weight_bytes(const CsArch *a, const CsJob *job, double weights)
{
	double		experts = cs_routed_expert_params(a) * job->precision->bytes;
	double		n = a->experts,
				k = a->active_experts,
				touched;

	if (experts <= 0 || k <= 0 || k >= n)
		return weights;
	touched = n * (1.0 - pow(1.0 - k / n, job->batch));
	return weights - experts * (1.0 - touched / n);
}

void
cs_prepare(const CsArch *arch, const CsJob *job, CsWork *w)
{
	CsEstimate	est;
	CsJob		one = *job;

	*w = cs_zero_work;
	w->job = job;
	w->slowdown = job->method == CS_METHOD_QLORA ? CS_QLORA_SLOWDOWN : 1.0;
	one.gpus = 1;
	if (job->kind == CS_KIND_INFERENCE)
	{
		/*
		 * Decoding a step of `batch` tokens reads the weights (of a mixture
		 * of experts, the experts it routes to) and, on average, half the
		 * full-context KV cache: memory bound at small batches, compute
		 * bound at large ones (a roofline).  The cache decoding reads is
		 * cs_estimate_base()'s, a window layer's window: the whole prompt
		 * a prefill holds there (prefill.c) is gone after the first token.
		 */
		cs_estimate_base(arch, &one, &est);
		w->roofline = 1;
		w->dispatch = dispatch_seconds(arch, job);
		/* two 16-bit activations of the step's tokens a layer */
		w->allreduces = 2.0 * arch->layers;
		w->allreduce_bytes = job->batch * arch->hidden * 2.0;
		w->steps = tokens_of(job) / job->batch;
		w->flops = job->batch * (2.0 * decode_params(arch) + attention_flops(arch, job->seq_len));
		/* an encoder-decoder's step reads its decoder's share of the weights */
		w->bytes = (arch->encoder_decoder ? est.weights * decode_params(arch) / arch->params :
					decode_weight_bytes(arch, job, est.weights)) + 0.5 * est.kv_cache;
		return;
	}

	/*
	 * Training: the FLOPs at the achieved share of the peak, plus memory
	 * traffic that no matmul hides: each layer's activations are written in
	 * the forward pass and read back with their gradients in the backward
	 * pass (three passes over the un-checkpointed activations), the weights
	 * are read once per pass, and the optimizer step reads and writes every
	 * state.
	 */
	w->steps = 1;
	w->flops = cs_flops(arch, job);
	one.gradient_checkpointing = 0;
	one.activation_offloading = 0;
	one.zero_stage = 0;
	cs_estimate(arch, &one, &est);

	/*
	 * On several GPUs every optimizer step all-reduces the gradients (under
	 * ZeRO-3 and FSDP the parameters are also gathered for the forward and
	 * the backward pass: 1.5 times the traffic), overlapped with the
	 * backward pass, 4N of 6N FLOPs a token (2N of 4N with frozen weights)
	 */
	w->sync_steps = tokens_of(job) / (job->batch * job->seq_len *
									  (job->gradient_accumulation > 1 ? job->gradient_accumulation : 1));
	w->sync_bytes = est.gradients * (job->zero_stage >= 3 ? 1.5 : 1.0);
	w->backward_share = job->method == CS_METHOD_FULL ? 4.0 / 6.0 : 2.0 / 4.0;
	{
		double		steps = tokens_of(job) / (job->batch * job->seq_len);
		double		passes = (job->method == CS_METHOD_FULL ? 3.0 : 2.0) +
			(job->gradient_checkpointing ? 1.0 : 0.0);
		double		weight_bytes = job->method == CS_METHOD_FULL ?
			arch->params * job->precision->bytes : est.weights;

		w->bytes = steps * (3.0 * est.activations + passes * weight_bytes +
							2.0 * (est.gradients + est.optimizer));
	}
}

/*
 * The seconds a data-parallel job on n GPUs waits for its gradients: each
 * of its optimizer steps all-reduces them in buckets, as far as its
 * backward pass (of compute seconds on each GPU in all) does not hide it
 */
static double
exposed_sync_seconds(const CsWork *w, const CsGpuSpec *gpu, int n, double compute)
{
	double		steps,
				buckets,
				comm;

	if (n <= 1 || w->sync_steps <= 0 || w->sync_bytes <= 0)
		return 0;
	steps = w->sync_steps / n;
	buckets = ceil(w->sync_bytes / CS_DDP_BUCKET_BYTES);
	comm = allreduce_seconds(gpu, n, buckets, w->sync_bytes / buckets);
	return steps * fmax(0, comm - w->backward_share * compute / steps);
}

double
cs_seconds_on(const CsWork *w, const CsGpuSpec *gpu, int gpus, double mfu)
{
	double		peak = cs_peak_flops(gpu, w->job);
	double		bw = bandwidth(gpu, w->job);
	double		compute,
				memory = 0,
				parallel;

	if (peak <= 0)
		return -1;
	if (mfu <= 0)
		mfu = cs_default_mfu_on(w->job, gpu);
	if (gpus < 1)
		gpus = 1;
	parallel = gpus * cs_scaling(gpus);
	compute = w->flops * w->slowdown / (peak * mfu);
	if (bw > 0)
		memory = w->bytes / bw;
	if (!w->roofline)
		return (compute + memory) / parallel + exposed_sync_seconds(w, gpu, gpus, compute / parallel);
	/*
	 * a step: the longer of its compute and its reads, or of dispatching it;
	 * split over the GPUs with its all-reduces, or on each in turn
	 */
	if (!tensor_parallel(w->job))
		return w->steps * fmax(fmax(compute, memory), w->dispatch);
	return w->steps * (fmax(fmax(compute, memory) / gpus, w->dispatch) +
					   allreduce_seconds(gpu, gpus, w->allreduces, w->allreduce_bytes));
}

double
cs_seconds(const CsArch *arch, const CsJob *job, const CsGpuSpec *gpu, int gpus, double mfu)
{
	CsWork		w;

	cs_prepare(arch, job, &w);
	return cs_seconds_on(&w, gpu, gpus, mfu);
}

/*
 * Time to first token: the prefill of batch prompts of the job's prompt
 * length (its whole context when it names no prompt) in one forward pass,
 * compute bound at the prefill's utilisation unless reading the weights
 * takes longer.  A causal decoder's token attends to half the prompt on
 * average (the kernels skip the masked half); an encoder's to all of it.
 */
double
cs_prefill_seconds(const CsArch *arch, const CsJob *job, const CsGpuSpec *gpu, int gpus)
{
	double		peak = cs_peak_flops(gpu, job);
	double		bw = bandwidth(gpu, job);
	double		prompt = job->prompt > 0 ? job->prompt : job->seq_len;
	double		tokens = job->batch * prompt;
	double		attn = attention_flops(arch, arch->encoder ? prompt : prompt / 2);
	double		flops,
				compute,
				memory = 0;
	CsEstimate	est;
	CsJob		one = *job;

	if (peak <= 0)
		return -1;
	if (gpus < 1)
		gpus = 1;
	one.gpus = 1;
	one.batch = tokens;			/* every expert a prompt's tokens route to */
	cs_estimate_base(arch, &one, &est);
	flops = tokens * (2.0 * active_params(arch) + attn);
	compute = flops * (job->method == CS_METHOD_QLORA ? CS_QLORA_SLOWDOWN : 1.0) /
		(peak * cs_default_mfu_on(job, gpu));
	if (bw > 0)
		memory = decode_weight_bytes(arch, &one, est.weights) / bw;
	if (!tensor_parallel(job))
		return fmax(fmax(compute, memory), dispatch_seconds(arch, job));
	return fmax(fmax(compute, memory) / gpus, dispatch_seconds(arch, job)) +
		allreduce_seconds(gpu, gpus, 2.0 * arch->layers, tokens * arch->hidden * 2.0);
}

/*
 * Time per output token: one decode step of the job's batch of sequences
 * (duration()'s step: the roofline of reading the weights and half the
 * full-context KV cache against the step's FLOPs)
 */
double
cs_decode_step_seconds(const CsArch *arch, const CsJob *job, const CsGpuSpec *gpu, int gpus)
{
	CsJob		step = *job;

	step.tokens = job->batch;
	return cs_seconds(arch, &step, gpu, gpus, 0);
}

int
cs_billing_of(const char *name)
{
	if (strcmp(name, "per_second") == 0)
		return CS_BILL_SECOND;
	if (strcmp(name, "per_minute") == 0)
		return CS_BILL_MINUTE;
	if (strcmp(name, "per_hour") == 0)
		return CS_BILL_HOUR;
	return -1;
}

double
cs_spot_hours(double hours, double rate, double checkpoint, double restart)
{
	return hours * (1.0 + rate * (fmin(hours, checkpoint) / 2.0 + restart));
}

double
cs_billed_hours(double hours, CsBilling billing, double minimum)
{
	double		per_hour = billing == CS_BILL_HOUR ? 1 : billing == CS_BILL_MINUTE ? 60 : 3600;
	double		billed;

	if (!(hours > 0))
		return 0;
	/*
	 * from 2^53 units on every double is a whole number of units (and the
	 * product can overflow): the run is billed as it is.  Below, float dust
	 * (2.000000000001 units) is not a unit, and any run is at least one.
	 */
	if (hours >= 9007199254740992.0 / per_hour)
		billed = hours;
	else
		billed = fmax(ceil(hours * per_hour - 1e-9), 1) / per_hour;
	return billed > minimum ? billed : minimum;
}
