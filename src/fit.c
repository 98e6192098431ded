/*
 * fit.c
 *		The searches that invert fits(): the largest batch or length a GPU
 *		holds (max_batch(), max_context()) and the fewest GPUs that hold a
 *		job (min_gpus()), over the estimate.  Plain C.
 */
#include "fit.h"

#include <limits.h>

/*
 * The per-GPU memory a job needs as fits() compares it with a GPU's:
 * memory()'s total in whole bytes, or beyond what a memsize holds the
 * unrounded sum, which no GPU holds
 */
double
cs_needed_bytes(const CsArch *a, const CsJob *job)
{
	CsEstimate	est;
	CsBytes		b;

	cs_estimate(a, job, &est);
	return cs_bytes(&est, &b) ? (double) b.total : cs_total(&est);
}

/*
 * The largest batch, or seq_len (the context, for inference), from 1 to
 * INT_MAX with which the job needs at most limit bytes per GPU; 0 when not
 * even 1 does (max_batch(), max_context()).  The memory never falls as
 * either grows (the invariant tests check twice the batch and the context,
 * the estimator's fuzzer one more of either),
 * so the values that fit are 1 up to the answer: doubling from 1 finds a
 * value that does not fit, and bisection the last that does, some 2 log2
 * of the answer estimates.
 */
int
cs_largest_fitting(const CsArch *a, const CsJob *job, bool seq_len, double limit)
{
	CsJob		j = *job;
	double	   *v = seq_len ? &j.seq_len : &j.batch;
	int64_t		fits = 0,		/* the largest value known to fit */
				over;			/* the least known not to */

	for (over = 1;; over *= 2)
	{
		if (over > INT_MAX)
			over = INT_MAX;
		*v = (double) over;
		if (!(cs_needed_bytes(a, &j) <= limit))
			break;
		fits = over;
		if (over == INT_MAX)
			return INT_MAX;
	}
	while (over - fits > 1)
	{
		int64_t		mid = fits + (over - fits) / 2;

		*v = (double) mid;
		if (cs_needed_bytes(a, &j) <= limit)
			fits = mid;
		else
			over = mid;
	}
	return (int) fits;
}

/*
 * The fewest GPUs, from 1 to most, that the job can run on
 * (cs_gpu_count_ok()) needing at most limit bytes on each; 0 when no count
 * does (min_gpus()).  Counted up one at a time, not bisected: the memory
 * per GPU need not fall as GPUs are added (plain data parallelism adds its
 * gradient buckets and shards nothing; vLLM splits only counts that divide
 * the heads).  Plain data parallelism stops at 1.
 */
int
cs_fewest_gpus(const CsArch *a, const CsJob *job, int most, double limit)
{
	CsJob		j = *job;

	for (int n = 1; n <= most; n++)
	{
		if (!cs_gpu_count_ok(a, &j, n))
			continue;
		j.gpus = n;
		if (cs_needed_bytes(a, &j) <= limit)
			return n;
		/*
		 * training under plain data parallelism: every GPU holds the whole
		 * job, and more GPUs add to it (DDP's gradient buckets, NCCL's
		 * context), so where one GPU is too small every count is
		 */
		if (n == 1 && j.kind == CS_KIND_TRAINING && j.zero_stage <= 0)
			return 0;
	}
	return 0;
}
