/*
 * workload.h
 *		Reading computesize.workload values in other fmgr glue.
 */
#ifndef CS_WORKLOAD_H
#define CS_WORKLOAD_H

#include "postgres.h"
#include "fmgr.h"
#include "access/htup.h"

#include "deform.h"
#include "estimate.h"

/* the last text a workload column held (len: its bytes + 1, 0: none) and what it named */
typedef struct CsRecentText
{
	int32		len;
	char		bytes[52];		/* 64 bytes in all */
	int64		value;			/* a code, a mask or a CsDtype's index */
} CsRecentText;

#define CS_RECENT_TEXTS 10

/*
 * How to read workload values, kept per query (zeroed at first): the row
 * type, the plan that takes its values apart, and each name column's last
 * text
 */
typedef struct CsWorkloadReader
{
	TupleDesc	desc;
	CsDeformPlan *plan;
	CsRecentText recent[CS_RECENT_TEXTS];	/* one per name column (workload.c) */
} CsWorkloadReader;

/*
 * A workload composite into CsArch / CsJob, with memory()'s checks; the
 * reader is filled in the function's memory context at the first call.
 */
extern void cs_decode_workload(FunctionCallInfo fcinfo, HeapTupleHeader rec,
							   CsWorkloadReader *reader, CsArch *arch, CsJob *job);

/* the per-query reader of workload values of a function that reads nothing else */
static inline CsWorkloadReader *
cs_workload_reader(FunctionCallInfo fcinfo)
{
	if (fcinfo->flinfo->fn_extra == NULL)
		fcinfo->flinfo->fn_extra = MemoryContextAllocZero(fcinfo->flinfo->fn_mcxt,
														  sizeof(CsWorkloadReader));
	return (CsWorkloadReader *) fcinfo->flinfo->fn_extra;
}

/*
 * memory(w, gpus)'s estimate of a decoded job (gpus NULL: the workload's
 * own), with its errors
 */
extern void cs_estimate_on(const CsArch *arch, CsJob *job, const int32 *gpus,
						   CsEstimate *est, CsBytes *b);

/* the framework the reader's last workload named, as text, into buf */
extern const char *cs_workload_framework(const CsWorkloadReader *reader, char *buf, size_t len);

/* ERROR 22023 unless cs_gpu_count_ok(): the hint says which counts run */
extern pg_noinline void cs_gpu_count_error(const CsArch *arch, const CsJob *job, int gpus);

static inline void
cs_check_gpu_count(const CsArch *arch, const CsJob *job, int gpus)
{
	if (unlikely(!cs_gpu_count_ok(arch, job, gpus)))
		cs_gpu_count_error(arch, job, gpus);
}

/*
 * ERROR 22023 unless 1 <= n <= max: a count argument (gpus, max_gpus), named
 * in the message with its bounds
 */
extern void cs_require_count(const char *name, int n, int max, const char *hint);

/* ERROR 22023: a name not among the valid ones, which the hint lists */
extern pg_noinline void cs_bad_value(const char *what, const char *value, const char *valid);

#endif
