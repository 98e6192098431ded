/*
 * fit.h
 *		The searches that invert fits() (fit.c, plain C)
 */
#ifndef FIT_H
#define FIT_H

#include "estimate.h"

/*
 * The per-GPU memory a job needs as fits() compares it, the largest batch
 * or seq_len (the context, for inference) with which it needs at most a
 * given number of bytes per GPU (max_batch(), max_context()), and the
 * fewest GPUs on which it needs at most that on each (min_gpus())
 */
extern CS_INTERNAL double cs_needed_bytes(const CsArch *arch, const CsJob *job);
extern CS_INTERNAL int cs_largest_fitting(const CsArch *arch, const CsJob *job, bool seq_len, double limit);
extern CS_INTERNAL int cs_fewest_gpus(const CsArch *arch, const CsJob *job, int most, double limit);

#endif							/* FIT_H */
