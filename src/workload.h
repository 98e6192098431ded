/*
 * workload.h
 *		Reading computesize.workload values in other fmgr glue.
 */
#ifndef CS_WORKLOAD_H
#define CS_WORKLOAD_H

#include "postgres.h"
#include "fmgr.h"
#include "access/htup.h"

#include "estimate.h"

/*
 * A workload composite into CsArch / CsJob, with memory()'s checks; *desc
 * caches the row type in the function's memory context (NULL at first).
 */
extern void cs_decode_workload(FunctionCallInfo fcinfo, HeapTupleHeader rec,
							   TupleDesc *desc, CsArch *arch, CsJob *job);

/* ERROR 22023 unless cs_tensor_parallel_ok(): the hint lists the sizes */
extern pg_noinline void cs_tensor_parallel_error(const CsArch *arch, int gpus);

static inline void
cs_check_tensor_parallel(const CsArch *arch, const CsJob *job, int gpus)
{
	if (unlikely(!cs_tensor_parallel_ok(arch, job, gpus)))
		cs_tensor_parallel_error(arch, gpus);
}

/* ERROR 22023: a name not among the valid ones, which the hint lists */
extern pg_noinline void cs_bad_value(const char *what, const char *value, const char *valid);

#endif
