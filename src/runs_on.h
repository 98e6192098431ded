/*
 * runs_on.h
 *		Which accelerators a job can run on: the software stack its
 *		framework targets, and the kernels its method, precision and
 *		optimizer need (README: Hardware a job runs on).  Plain C.
 */
#ifndef CS_RUNS_ON_H
#define CS_RUNS_ON_H

#include <stdbool.h>
#include <stddef.h>

#include "estimate.h"
#include "perf.h"

/* software stacks, as a bit set */
#define CS_STACK_CUDA	1
#define CS_STACK_ROCM	2
#define CS_STACK_XLA	4
#define CS_STACK_NEURON 8
#define CS_STACK_GAUDI	16

/* what an accelerator runs, beyond its peaks (CsGpuSpec) */
typedef struct CsGpuCaps
{
	int			stack;			/* one CS_STACK_* */
	double		cc;				/* NVIDIA compute capability; 0: not known */
	bool		flash_attention;	/* FlashAttention 2 or the stack's fused
									 * attention */
} CsGpuCaps;

/* a stack's name (computesize.gpu.stack), 0 if none */
extern int	cs_stack_of(const char *name);

/* the stacks a framework (as the workload names it) runs on */
extern int	cs_framework_stacks(const char *framework);

/*
 * Why the job cannot run on the accelerator, written to buf (with buf
 * NULL: an empty string, nothing formatted); NULL when it can (perhaps
 * with a fallback: cs_fallbacks()).
 */
extern const char *cs_why_not(const CsJob *job, const char *framework, int framework_stacks,
							  const CsGpuSpec *g, const CsGpuCaps *caps, char *buf, size_t len);

/*
 * What runs otherwise than asked on the accelerator (bf16 as fp16,
 * attention without FlashAttention ...), written to buf; NULL when
 * nothing does
 */
extern const char *cs_fallbacks(const CsJob *job, const CsGpuSpec *g, const CsGpuCaps *caps,
								char *buf, size_t len);

/*
 * The job asks for FlashAttention where it does not run: its memory and
 * time are those of standard attention there
 */
static inline bool
cs_flash_fallback(const CsJob *job, const CsGpuCaps *caps)
{
	return job->flash_attention && !caps->flash_attention;
}

#endif
