/*
 * memsize_agg.c
 *		avg(memsize).  sum, min and max need no C of their own: they use the
 *		overflow-checked memsize_pl and the int8 larger/smaller built-ins.
 *
 * The state of avg is a concrete int8[3] = {count, sum_high, sum_low}, the
 * sum being a 128-bit integer, so that it cannot overflow and so that
 * distributed planners (Citus) can combine partial states, which they do
 * not do for "internal" states.
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "fmgr.h"
#include "utils/array.h"

#include "memsize.h"

#ifndef HAVE_INT128
#error "computesize needs a compiler with a 128-bit integer type"
#endif

typedef struct AvgState
{
	int64		count;
	int128		sum;
} AvgState;

/* the int8[3] transition array, checked */
static int64 *
state_values(ArrayType *a)
{
	if (ARR_NDIM(a) != 1 || ARR_DIMS(a)[0] != 3 || ARR_HASNULL(a) ||
		ARR_ELEMTYPE(a) != INT8OID)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("invalid state for avg(memsize)"),
				errdetail("The state must be a bigint array of three elements without nulls."));
	return (int64 *) ARR_DATA_PTR(a);
}

static AvgState
state_get(ArrayType *a)
{
	int64	   *v = state_values(a);
	AvgState	s;

	s.count = v[0];
	s.sum = (int128) (((uint128) (uint64) v[1] << 64) | (uint64) v[2]);
	return s;
}

static void
state_put(ArrayType *a, AvgState s)
{
	int64	   *v = state_values(a);

	v[0] = s.count;
	v[1] = (int64) (uint64) ((uint128) s.sum >> 64);
	v[2] = (int64) (uint64) (uint128) s.sum;
}

/*
 * The array to update: in an aggregate the first argument may be changed
 * in place (as core's int4_avg_accum does); otherwise work on a copy.
 */
static ArrayType *
state_for_update(FunctionCallInfo fcinfo)
{
	if (AggCheckCallContext(fcinfo, NULL))
		return PG_GETARG_ARRAYTYPE_P(0);
	return PG_GETARG_ARRAYTYPE_P_COPY(0);
}

/* avg transition: count the row and add it to the 128-bit sum */
PG_FUNCTION_INFO_V1(memsize_avg_accum);
Datum
memsize_avg_accum(PG_FUNCTION_ARGS)
{
	ArrayType  *a = state_for_update(fcinfo);
	AvgState	s = state_get(a);

	s.count++;
	s.sum += PG_GETARG_MEMSIZE(1);
	state_put(a, s);
	PG_RETURN_ARRAYTYPE_P(a);
}

/* avg combine: add two partial states */
PG_FUNCTION_INFO_V1(memsize_avg_combine);
Datum
memsize_avg_combine(PG_FUNCTION_ARGS)
{
	ArrayType  *a = state_for_update(fcinfo);
	AvgState	s = state_get(a);
	AvgState	t = state_get(PG_GETARG_ARRAYTYPE_P(1));

	s.count += t.count;
	s.sum += t.sum;
	state_put(a, s);
	PG_RETURN_ARRAYTYPE_P(a);
}

/* avg final: the mean rounded to the byte, halves away from zero */
PG_FUNCTION_INFO_V1(memsize_avg_final);
Datum
memsize_avg_final(PG_FUNCTION_ARGS)
{
	AvgState	s = state_get(PG_GETARG_ARRAYTYPE_P(0));
	int128		q,
				r;

	if (s.count == 0)
		PG_RETURN_NULL();
	q = s.sum / s.count;
	r = s.sum % s.count;
	if (r < 0)
		r = -r;
	if (2 * r >= s.count)
		q += (s.sum < 0) ? -1 : 1;
	PG_RETURN_MEMSIZE((memsize) q);
}
