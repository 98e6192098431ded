/*
 * deform.h
 *		Taking apart composite values whose columns are all pass-by-value
 *		numbers or varlenas (a workload), faster than heap_deform_tuple().
 */
#ifndef CS_DEFORM_H
#define CS_DEFORM_H

#include "postgres.h"
#include "access/htup_details.h"
#include "access/tupdesc.h"

#include "internal.h"

/*
 * Each column's length (1, 2, 4 or 8 bytes by value; -1 a varlena) and
 * alignment mask, worked out once from the row type
 */
typedef struct CsDeformPlan
{
	int			natts;
	int8		len[FLEXIBLE_ARRAY_MEMBER];
	/* then natts alignment masks (uint8), at align_of(plan) */
} CsDeformPlan;

/* a plan for desc in mcxt (every column a number by value or a varlena) */
extern CS_INTERNAL CsDeformPlan *cs_deform_plan(TupleDesc desc, MemoryContext mcxt);

/*
 * heap_deform_tuple() of a composite value with a plan: values and isnull
 * for plan->natts columns, those past the value's own count null
 */
extern CS_INTERNAL void cs_deform(HeapTupleHeader tup, const CsDeformPlan *plan,
					  Datum *values, bool *isnull);

#endif
