/*
 * workload_checks.c
 *		The constructors' and the workload decoder's argument checks.
 */
#include "postgres.h"

#include <math.h>

#include "utils/builtins.h"

#include "workload.h"
#include "workload_checks.h"

pg_noinline void
cs_bad_value(const char *what, const char *value, const char *valid)
{
	ereport(ERROR,
			errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			errmsg("%s \"%s\" is not recognized", what, value),
			errhint("Valid values are: %s.", valid));
}

pg_noinline void
cs_bad_number(const char *what, const char *rule, const char *hint)
{
	if (hint)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("parameter %s %s", what, rule),
				errhint("%s", hint));
	ereport(ERROR,
			errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			errmsg("parameter %s %s", what, rule));
}

void
require_positive_int(const char *what, int value, bool given)
{
	if (given && value <= 0)
		cs_bad_number(what, "must be greater than zero", "Valid values are whole numbers from 1 up.");
}

void
cs_require_count(const char *name, int n, int max, const char *hint)
{
	if (n < 1 || n > max)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("%s must be between 1 and %d, not %d", name, max, n),
				errhint("%s", hint));
}

/* a GPU count: 1 to CS_MAX_GPUS, as every function that takes one */
inline void
require_gpu_count(int gpus)
{
	cs_require_count("gpus", gpus, CS_MAX_GPUS, "The number of GPUs the job runs on.");
}

/*
 * An inference job's prompt, of an argument or a stored workload (since
 * 0.1.21): from 1 token to the context, which holds the prompt and the
 * output; a decoder's only.  An encoder reads its whole input and
 * generates nothing, and an encoder-decoder's context is already its
 * input and its output (kv_values()).
 */
pg_noinline void
check_prompt(int prompt, int context, const CsArch *arch)
{
	require_positive_int("prompt", prompt, true);
	if (prompt > context)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("prompt of %d tokens is longer than the context of %d", prompt, context),
				errhint("context counts a sequence's tokens, the prompt and the output: give context => the prompt plus the tokens generated."));
	if (arch->encoder || arch->encoder_decoder)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("prompt applies to decoder-only models"),
				errhint("An encoder reads its whole input, the context, and an encoder-decoder's context is its input and its output: leave prompt NULL."));
}

/* the ZeRO stage of an argument or a stored workload */
void
check_zero_stage(int zero_stage)
{
	if (zero_stage < 0 || zero_stage > 3)
		cs_bad_number("zero_stage", "must be between 0 and 3", "0: plain data parallel; 1: optimizer state sharded; 2: and gradients; 3 (FSDP full shard): and weights.");
}

/*
 * Gradient accumulation of an argument or a stored workload: whole
 * micro-batches, and none where the optimizer steps inside the backward
 * pass (torchtune refuses the pair: each parameter's gradient is applied
 * and freed as soon as it is computed)
 */
void
check_gradient_accumulation(int steps, bool optimizer_in_backward)
{
	require_positive_int("gradient_accumulation", steps, true);
	if (steps > 1 && optimizer_in_backward)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("gradient_accumulation cannot be used with optimizer_in_backward"),
				errdetail("A step inside the backward pass applies and frees each gradient as soon as it is computed: nothing is left to accumulate."),
				errhint("Use gradient_accumulation => 1, or optimizer_in_backward => false."));
}


/* a LoRA argument given with method 'full': args names what to drop */
pg_noinline void
lora_argument_with_full(const char *args)
{
	ereport(ERROR,
			errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			errmsg("LoRA arguments cannot be used with method \"full\""),
			errhint("Use method => 'lora' or 'qlora', or drop %s.", args));
	pg_unreachable();
}

/* the LoRA dropout probability of an argument or a stored workload */
void
check_lora_dropout(double p)
{
	if (!(p >= 0 && p < 1))
		cs_bad_number("lora_dropout", "must be at least 0 and below 1", "A probability such as 0.05; 0 turns it off.");
}

/* layer-wise GaLore on more than one GPU (cs_galore_gpus_ok()) */
pg_noinline void
galore_layerwise_error(int gpus)
{
	ereport(ERROR,
			errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			errmsg("GaLore stepped layer by layer cannot run on %d GPUs", gpus),
			errdetail("The Hugging Face Trainer refuses its layer-wise GaLore optimizers under distributed data parallelism."),
			errhint("Use gpus => 1, or optimizer_in_backward => false (with galore_adamw or galore_adamw_8bit, not a _layerwise name)."));
}

/*
 * GaLore trains the full weights in a low-rank subspace of each matrix's
 * gradient (an argument or a stored value): not LoRA's adapters, and not
 * under DeepSpeed or a ZeRO or FSDP stage, which flatten or shard the
 * parameters it needs whole (galore-torch's issues 2, 12 and 23: "not
 * compatible with DeepSpeed", FSDP neither)
 */
void
check_galore(CsOptimizer optimizer, CsMethod method, CsFramework framework, int zero_stage)
{
	if (!cs_optimizer_galore(optimizer))
		return;
	if (method != CS_METHOD_FULL)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("the GaLore optimizers cannot be used with method \"%s\"",
					   method == CS_METHOD_LORA ? "lora" : "qlora"),
				errhint("GaLore trains the full weights in a low-rank subspace of their gradients: use method => 'full', or another optimizer for the adapters."));
	if (framework == CS_FW_DEEPSPEED || zero_stage > 0)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("the GaLore optimizers cannot run under DeepSpeed or a ZeRO stage"),
				errdetail("GaLore projects each matrix's whole gradient; DeepSpeed flattens the parameters and ZeRO and FSDP shard them."),
				errhint("Use zero_stage => 0 (plain data parallelism) outside deepspeed, or another optimizer."));
}

/*
 * GaLore's rank, as given (an argument or a stored column): for the GaLore
 * optimizers only, and a whole number from 1 up; 0 when not given, which
 * under GaLore is the Hugging Face Trainer's default
 */
int
galore_rank_checked(int rank, bool given, CsOptimizer optimizer, Datum optimizer_name)
{
	if (!given)
		return cs_optimizer_galore(optimizer) ? CS_GALORE_DEFAULT_RANK : 0;
	if (!cs_optimizer_galore(optimizer))
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("galore_rank cannot be used with optimizer \"%s\"", TextDatumGetCString(optimizer_name)),
				errhint("galore_rank is the rank of optimizer galore_adamw or galore_adamw_8bit (or their _layerwise names); drop it, or name one of them."));
	require_positive_int("galore_rank", rank, true);
	return rank;
}

/*
 * The Hugging Face Trainer's layer-wise GaLore optimizers (galore_adamw_
 * layerwise, galore_adamw_8bit_layerwise: an optimizer per parameter,
 * stepped from its gradient hook) are GaLore's with the step inside the
 * backward pass: whether a GaLore job's optimizer name (an argument or a
 * stored value, in any letter case) says so, or optimizer_in_backward
 * does; a layer-wise name with gradient accumulation is the error it is
 * with optimizer_in_backward.  Out of line, GaLore's jobs alone.
 */
pg_noinline bool
galore_layerwise(Datum optimizer_name, bool optimizer_in_backward, int gradient_accumulation)
{
	static const char suffix[] = "_layerwise";
	text	   *t = DatumGetTextPP(optimizer_name);
	int			len = VARSIZE_ANY_EXHDR(t),
				n = sizeof(suffix) - 1;

	if (len < n || pg_strncasecmp(VARDATA_ANY(t) + len - n, suffix, n) != 0)
		return optimizer_in_backward;
	if (gradient_accumulation > 1)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("gradient_accumulation cannot be used with optimizer \"%s\"", text_to_cstring(t)),
				errdetail("The layer-wise GaLore optimizers step each parameter inside the backward pass: nothing is left to accumulate."),
				errhint("Use gradient_accumulation => 1, or galore_adamw or galore_adamw_8bit."));
	return true;
}

/*
 * A GaLore job's checks, its GPU count's among them (cs_galore_gpus_ok(),
 * the rule cs_gpu_count_ok() applies), and its rank (or a rank given with
 * another optimizer, the error).  Out of line and reached by GaLore's jobs
 * alone: every other job skips it.
 */
pg_noinline int
galore_checked(CsOptimizer optimizer, CsMethod method, CsFramework framework, int zero_stage,
			   bool optimizer_in_backward, int gpus, int rank, bool given, Datum optimizer_name)
{
	check_galore(optimizer, method, framework, zero_stage);
	if (!cs_galore_gpus_ok(optimizer, optimizer_in_backward, gpus))
		galore_layerwise_error(gpus);
	return galore_rank_checked(rank, given, optimizer, optimizer_name);
}

/*
 * CPU offload where the framework has it (an argument or a stored value):
 * DeepSpeed offloads the optimizer from ZeRO stage 1 (offload_optimizer)
 * and the parameters at stage 3 (offload_param); FSDP offloads the
 * parameters with their gradients and optimizer (CPUOffload) when it
 * shards them, stage 3, and has no optimizer-only offload.  Out of line,
 * reached by offloaded jobs alone (see galore_checked()).
 */
pg_noinline void
check_offload(CsOffload offload, CsFramework framework, int zero_stage)
{
	if (offload == CS_OFFLOAD_OPTIMIZER && (framework != CS_FW_DEEPSPEED || zero_stage < 1))
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("offload \"optimizer\" needs framework \"deepspeed\" at a ZeRO stage"),
				errhint("DeepSpeed offloads the optimizer from zero_stage => 1 on; FSDP offloads the parameters with it: offload => 'all' at zero_stage => 3."));
	if (offload == CS_OFFLOAD_ALL && zero_stage != 3)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("offload \"all\" needs zero_stage 3"),
				errhint("The parameters are offloaded where they are sharded: zero_stage => 3 (DeepSpeed's offload_param, FSDP's CPUOffload); for the optimizer alone use offload => 'optimizer' under deepspeed."));
}

/*
 * The non-tensor memory of a job's process, as given (an argument or a
 * stored column): a CUDA context alone holds tens of MiB, so a figure below
 * 1 MiB is a number given without its unit, not a measurement; one beyond
 * 1 TiB is more than any GPU holds
 */
#define CUDA_CONTEXT_HINT "It is what nvidia-smi shows for the process beyond the tensors PyTorch reserves, per GPU, such as '1343 MiB' (a number without a unit is bytes); NULL takes the framework's profile."

double
cuda_context_checked(memsize bytes)
{
	if (bytes < INT64CONST(1) << 20)
		cs_bad_number("cuda_context", "must be at least 1 MiB", CUDA_CONTEXT_HINT);
	if (bytes > INT64CONST(1) << 40)
		cs_bad_number("cuda_context", "must be at most 1 TiB, more than any GPU holds", CUDA_CONTEXT_HINT);
	return (double) bytes;
}

/* params: a whole model has at least one parameter and at most 1e15 */
void
check_params(double v)
{
	if (!(v > 0 && isfinite(v)))
		cs_bad_number("params", "must be a positive number", "Give the parameter count itself, e.g. 7e9.");
	if (v < 1)
		cs_bad_number("params", "must be at least 1", "Give the parameter count itself, e.g. 7e9, not billions.");
	if (v > CS_MAX_PARAMS)
		cs_bad_number("params", "must be at most 1e15", "Give the parameter count itself, e.g. 7e9, not bytes.");
}

void
check_arch(CsArch *arch)
{
	const char *hint;
	const char *problem = cs_arch_complete(arch, &hint);

	if (problem != NULL)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("%s", problem),
				errhint("%s", hint));
}

/*
 * The adapters' type of an argument or a stored workload: fp32, or the
 * job's own 16-bit compute type (fp32 weights, under AMP or in fp32
 * training, have fp32 adapters); anything else is an error
 */
CsLoraDtype
lora_dtype_of(const CsDtype *lora, const CsDtype *compute, bool mixed)
{
	if (lora->bytes >= 4)
		return CS_LORA_DTYPE_FP32;
	if (mixed || compute->bytes >= 4)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("lora_dtype \"%s\" cannot be used with fp32 weights", lora->name),
				errdetail("Under mixed precision and in fp32 training the model's weights are fp32, and so are its adapters."),
				errhint("Use lora_dtype => 'fp32', or train in pure 16-bit (mixed_precision => false, \"precision\" => 'bf16' or 'fp16')."));
	if (lora != compute)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("lora_dtype \"%s\" is not the job's compute type \"%s\"", lora->name, compute->name),
				errhint("Valid values are: fp32 (PEFT's adapters on a 16-bit model), %s (the model's own type, as torchtune and litgpt build them).", compute->name));
	return CS_LORA_DTYPE_COMPUTE;
}

/* LoRA targets must name a matrix the model has: a plain MLP has no gate */
void
check_lora_targets(const CsArch *arch, int mask)
{
	if (cs_lora_targets_of_arch(arch, mask) == 0)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("lora_targets name no matrix of this model"),
				errdetail("The model has a plain MLP (gated_mlp false), which has no gate projection."),
				errhint("Target up and down (or mlp, all-linear), or the attention projections q, k, v, o."));
}

/* a token count, when given: a positive finite number */
void
check_token_count(double v)
{
	if (!(v > 0 && isfinite(v)))
		cs_bad_number("tokens", "must be a positive number", "Give the number of tokens to process, e.g. 1e9, or leave it NULL.");
}
