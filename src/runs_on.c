/*
 * runs_on.c
 *		Which accelerators a job can run on.
 *
 * A framework targets software stacks (PyTorch's CUDA and ROCm builds;
 * optimum-neuron for Trainium and Inferentia; torch-xla for TPUs;
 * optimum-habana for Gaudi; vLLM all five).  Within a stack, some kernels
 * need more: bitsandbytes (QLoRA outside torchtune, its 8-bit and paged
 * optimizers, NF4/FP4 weights, LLM.int8()) is a CUDA library for compute
 * capability 5.0 and later, LLM.int8()'s matrix product needs 7.5; fp8
 * weights need fp8 tensor cores, except under vLLM on compute capability
 * 8.0 and later, whose Marlin kernels keep fp8 weights and multiply in 16
 * bits; vLLM's CUDA build needs compute capability 7.0.  Sources: README, Hardware a job runs on.
 */
#include <stdio.h>
#include <string.h>

#include "runs_on.h"

typedef struct StackName
{
	const char *name;
	int			stacks;
} StackName;

static const StackName stack_names[] = {
	{"cuda", CS_STACK_CUDA},
	{"rocm", CS_STACK_ROCM},
	{"xla", CS_STACK_XLA},
	{"neuron", CS_STACK_NEURON},
	{"gaudi", CS_STACK_GAUDI},
	{NULL, 0}
};

#define GPU_STACKS (CS_STACK_CUDA | CS_STACK_ROCM)
#define ALL_STACKS (CS_STACK_CUDA | CS_STACK_ROCM | CS_STACK_XLA | CS_STACK_NEURON | CS_STACK_GAUDI)

static const StackName framework_stacks[] = {
	{"pytorch", GPU_STACKS},
	{"transformers", GPU_STACKS},
	{"torchtune", GPU_STACKS},
	{"litgpt", GPU_STACKS},
	{"deepspeed", GPU_STACKS},
	{"llama.cpp", GPU_STACKS},
	{"vllm", ALL_STACKS},
	{"optimum-neuron", CS_STACK_NEURON},
	{"torch-xla", CS_STACK_XLA},
	{"optimum-habana", CS_STACK_GAUDI},
	{NULL, 0}
};

int
cs_stack_of(const char *name)
{
	for (const StackName *s = stack_names; s->name; s++)
		if (strcmp(s->name, name) == 0)
			return s->stacks;
	return 0;
}

int
cs_framework_stacks(const char *framework)
{
	for (const StackName *s = framework_stacks; s->name; s++)
		if (strcmp(s->name, framework) == 0)
			return s->stacks;
	return GPU_STACKS;
}

/* the stacks of a bit set, by name, as "cuda, rocm and xla" */
static void
stack_list(int stacks, char *buf, size_t len)
{
	size_t		used = 0;
	int			left = 0;

	for (const StackName *s = stack_names; s->name; s++)
		left += (stacks & s->stacks) != 0;
	buf[0] = '\0';
	for (const StackName *s = stack_names; s->name; s++)
		if (stacks & s->stacks)
		{
			left--;
			used += snprintf(buf + used, used < len ? len - used : 0, "%s%s",
							 used == 0 ? "" : left == 0 ? " and " : ", ", s->name);
		}
}

static const char *
stack_name(int stack)
{
	for (const StackName *s = stack_names; s->name; s++)
		if (s->stacks == stack)
			return s->name;
	return "unknown";
}

static bool
bnb_optimizer(CsOptimizer o)
{
	return o == CS_OPT_ADAMW_8BIT || o == CS_OPT_PAGED_ADAMW || o == CS_OPT_PAGED_ADAMW_8BIT ||
		o == CS_OPT_GALORE_8BIT || (o >= CS_OPT_BNB_ONE_STATE && o < CS_OPT_NONE);
}

/* what of bitsandbytes the job uses, NULL if nothing */
static const char *
bnb_use(const CsJob *job)
{
	if (job->kind == CS_KIND_TRAINING)
	{
		if (job->method == CS_METHOD_QLORA && job->framework != CS_FW_TORCHTUNE)
			return "QLoRA's 4-bit base (bitsandbytes)";
		if (bnb_optimizer(job->optimizer))
			return "bitsandbytes' optimizers";
		return NULL;
	}
	if (job->precision->dequantizes)
		return "bitsandbytes' 4-bit weights";
	return NULL;
}

/* LLM.int8(): int8 weights under PyTorch or transformers */
static bool
llm_int8(const CsJob *job)
{
	return job->kind != CS_KIND_TRAINING && strcmp(job->precision->name, "int8") == 0 &&
		cs_framework_hf(job->framework);
}

static bool
cc_below(const CsGpuCaps *caps, double cc)
{
	return caps->cc > 0 && caps->cc < cc;
}

/* the reason, formatted into buf where the caller asked for one */
#define REFUSE(...) \
	do { \
		if (buf == NULL) \
			return ""; \
		snprintf(buf, len, __VA_ARGS__); \
		return buf; \
	} while (0)

const char *
cs_why_not(const CsJob *job, const char *framework, int framework_stacks,
		   const CsGpuSpec *g, const CsGpuCaps *caps, char *buf, size_t len)
{
	const char *bnb = bnb_use(job);
	const CsDtype *p = job->precision;
	bool		inference = job->kind != CS_KIND_TRAINING;
	char		stacks[64];

	if (!(framework_stacks & caps->stack))
	{
		if (buf != NULL)
			stack_list(framework_stacks, stacks, sizeof(stacks));
		REFUSE("framework %s runs on %s, not on %s", framework, stacks, stack_name(caps->stack));
	}
	if (job->framework == CS_FW_VLLM && caps->stack == CS_STACK_CUDA && cc_below(caps, 7.0))
		REFUSE("vllm needs compute capability 7.0 or later on CUDA");
	if (bnb && (caps->stack != CS_STACK_CUDA || cc_below(caps, 5.0)))
		REFUSE("%s need%s CUDA on compute capability 5.0 or later",
			   bnb, bnb[strlen(bnb) - 1] == 's' ? "" : "s");
	if (llm_int8(job) && (caps->stack != CS_STACK_CUDA || cc_below(caps, 7.5)))
		REFUSE("int8 weights under %s (bitsandbytes' LLM.int8()) need CUDA on compute capability 7.5 or later",
			   framework);
	if (inference && p->kind == CS_DT_FLOAT8 && !(g->fp8_tflops > 0) &&
		!(job->framework == CS_FW_VLLM && caps->stack == CS_STACK_CUDA && !cc_below(caps, 8.0)))
		REFUSE("fp8 weights need fp8 tensor cores (Ada, Hopper, Blackwell, CDNA3), or vLLM on compute capability 8.0 or later");
	if (inference && (p->kind == CS_DT_INT || p->kind == CS_DT_MX) && !(caps->stack & GPU_STACKS))
		REFUSE("%s weights need CUDA or ROCm kernels", p->name);
	if (inference && p->kind == CS_DT_INT && strcmp(p->name, "int8") == 0 && !llm_int8(job) &&
		!(g->int8_tops > 0))
		REFUSE("int8 weights need int8 tensor cores");
	return NULL;
}

const char *
cs_fallbacks(const CsJob *job, const CsGpuSpec *g, const CsGpuCaps *caps, char *buf, size_t len)
{
	size_t		used = 0;
	const CsDtype *p = job->precision;

	buf[0] = '\0';
	if (strcmp(p->name, "bf16") == 0 && !(g->bf16_tflops > 0))
		used += snprintf(buf + used, used < len ? len - used : 0,
						 "%sno bf16 support: runs in fp16 (same memory, at the fp16 peak)", used ? "; " : "");
	if (strcmp(p->name, "fp16") == 0 && !(g->fp16_tflops > 0) && g->bf16_tflops > 0)
		used += snprintf(buf + used, used < len ? len - used : 0,
						 "%sno fp16 support: runs in bf16 (same memory)", used ? "; " : "");
	if (job->kind != CS_KIND_TRAINING && p->kind == CS_DT_FLOAT8 && !(g->fp8_tflops > 0))
		used += snprintf(buf + used, used < len ? len - used : 0,
						 "%sno fp8 tensor cores: vLLM keeps fp8 weights and multiplies in 16 bits (Marlin)",
						 used ? "; " : "");
	if (cs_flash_fallback(job, caps))
		used += snprintf(buf + used, used < len ? len - used : 0,
						 "%sno FlashAttention 2 (it needs compute capability 8.0, or MI200, MI300): estimated with standard attention",
						 used ? "; " : "");
	return used ? buf : NULL;
}
