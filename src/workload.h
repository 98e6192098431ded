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

#endif
