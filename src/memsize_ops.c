/*
 * memsize_ops.c
 *		Arithmetic and casts of memsize.  Comparison, hashing, min/max and
 *		the casts to bigint and numeric reuse the int8 built-ins (see the
 *		install script), since a memsize is stored exactly as a bigint.
 *
 * Every operation is exact or rounds to the nearest byte, halves away from
 * zero; overflow raises 22003 and division by zero 22012.
 */
#include "postgres.h"

#include <math.h>

#include "common/int.h"
#include "fmgr.h"
#include "utils/builtins.h"
#include "utils/float.h"
#include "utils/fmgrprotos.h"
#include "utils/numeric.h"

#include "memsize.h"

#define division_by_zero() \
	ereport(ERROR, \
			errcode(ERRCODE_DIVISION_BY_ZERO), \
			errmsg("division by zero"))

/* an extended-precision result rounded to the nearest byte, range-checked */
static memsize
round_to_memsize(long double v)
{
	v = roundl(v);				/* halves away from zero */
	if (!(v >= -9223372036854775808.0L && v < 9223372036854775808.0L))
		memsize_out_of_range();
	return (memsize) v;
}

/* x * f rounded to the nearest byte */
static memsize
mul_float8(memsize x, float8 f)
{
	int64		r;

	if (isnan(f))
		memsize_nan();
	if (f == floor(f) && FLOAT8_FITS_IN_INT64(f))
	{
		/* integral factor: exact integer arithmetic */
		if (unlikely(pg_mul_s64_overflow(x, (int64) f, &r)))
			memsize_out_of_range();
		return r;
	}
	/* long double keeps all 64 bits of x (x87 extended or binary128) */
	return round_to_memsize((long double) x * (long double) f);
}

/* x / d for integral d, rounded half away from zero */
static memsize
div_int64(memsize x, int64 d)
{
	int64		q,
				r;
	uint64		twice_r,
				abs_d;

	if (d == 0)
		division_by_zero();
	if (d == -1)
	{
		if (unlikely(x == PG_INT64_MIN))
			memsize_out_of_range();
		return -x;
	}
	q = x / d;
	r = x % d;
	twice_r = (r < 0 ? (uint64) 0 - (uint64) r : (uint64) r) * 2;
	abs_d = d < 0 ? (uint64) 0 - (uint64) d : (uint64) d;
	if (twice_r >= abs_d)
		q += ((x < 0) == (d < 0)) ? 1 : -1;
	return q;
}

/* x / f rounded to the nearest byte */
static memsize
div_float8(memsize x, float8 f)
{
	if (f == 0.0)
		division_by_zero();
	if (isnan(f))
		memsize_nan();
	if (f == floor(f) && FLOAT8_FITS_IN_INT64(f))
		return div_int64(x, (int64) f);
	return round_to_memsize((long double) x / (long double) f);
}

static int
numeric_sign_of(Numeric n)
{
	Numeric		zero = int64_to_numeric(0);

	return DatumGetInt32(DirectFunctionCall2(numeric_cmp, NumericGetDatum(n),
											 NumericGetDatum(zero)));
}

/* x / f for a numeric f, exactly, rounded half away from zero */
static memsize
div_numeric(memsize x, Numeric f)
{
	Numeric		xn = int64_to_numeric(x);
	Numeric		q,
				r,
				twice_abs_r,
				abs_f;

	if (numeric_is_nan(f))
		memsize_nan();
	if (numeric_is_inf(f))
		return 0;
	if (numeric_sign_of(f) == 0)
		division_by_zero();
	q = DatumGetNumeric(DirectFunctionCall2(numeric_div_trunc,
											NumericGetDatum(xn),
											NumericGetDatum(f)));
	r = numeric_sub_opt_error(xn, numeric_mul_opt_error(q, f, NULL), NULL);
	twice_abs_r = DatumGetNumeric(DirectFunctionCall1(numeric_abs,
													  NumericGetDatum(numeric_add_opt_error(r, r, NULL))));
	abs_f = DatumGetNumeric(DirectFunctionCall1(numeric_abs, NumericGetDatum(f)));
	if (DatumGetInt32(DirectFunctionCall2(numeric_cmp,
										  NumericGetDatum(twice_abs_r),
										  NumericGetDatum(abs_f))) >= 0)
		q = numeric_add_opt_error(q,
								  int64_to_numeric((x < 0) == (numeric_sign_of(f) < 0) ? 1 : -1),
								  NULL);
	return memsize_from_numeric(q);
}

/* memsize + memsize */
PG_FUNCTION_INFO_V1(memsize_pl);
Datum
memsize_pl(PG_FUNCTION_ARGS)
{
	memsize		result;

	if (unlikely(pg_add_s64_overflow(PG_GETARG_MEMSIZE(0), PG_GETARG_MEMSIZE(1),
									 &result)))
		memsize_out_of_range();
	PG_RETURN_MEMSIZE(result);
}

/*
 * max() and min()'s transition and combine functions, in C rather than
 * bound to int8larger and int8smaller: a caller that looks a function up
 * for every row (Citus's worker_partial_agg() does) finds a C function in
 * a hash table, a built-in bound by another name by a search of every
 * built-in's name
 */
PG_FUNCTION_INFO_V1(memsize_larger);
Datum
memsize_larger(PG_FUNCTION_ARGS)
{
	PG_RETURN_MEMSIZE(Max(PG_GETARG_MEMSIZE(0), PG_GETARG_MEMSIZE(1)));
}

PG_FUNCTION_INFO_V1(memsize_smaller);
Datum
memsize_smaller(PG_FUNCTION_ARGS)
{
	PG_RETURN_MEMSIZE(Min(PG_GETARG_MEMSIZE(0), PG_GETARG_MEMSIZE(1)));
}

/* memsize - memsize */
PG_FUNCTION_INFO_V1(memsize_mi);
Datum
memsize_mi(PG_FUNCTION_ARGS)
{
	memsize		result;

	if (unlikely(pg_sub_s64_overflow(PG_GETARG_MEMSIZE(0), PG_GETARG_MEMSIZE(1),
									 &result)))
		memsize_out_of_range();
	PG_RETURN_MEMSIZE(result);
}

/* - memsize */
PG_FUNCTION_INFO_V1(memsize_um);
Datum
memsize_um(PG_FUNCTION_ARGS)
{
	memsize		x = PG_GETARG_MEMSIZE(0);

	if (unlikely(x == PG_INT64_MIN))
		memsize_out_of_range();
	PG_RETURN_MEMSIZE(-x);
}

/* memsize * float8 */
PG_FUNCTION_INFO_V1(memsize_mul_float8);
Datum
memsize_mul_float8(PG_FUNCTION_ARGS)
{
	PG_RETURN_MEMSIZE(mul_float8(PG_GETARG_MEMSIZE(0), PG_GETARG_FLOAT8(1)));
}

/* float8 * memsize */
PG_FUNCTION_INFO_V1(float8_mul_memsize);
Datum
float8_mul_memsize(PG_FUNCTION_ARGS)
{
	PG_RETURN_MEMSIZE(mul_float8(PG_GETARG_MEMSIZE(1), PG_GETARG_FLOAT8(0)));
}

/* memsize / float8 */
PG_FUNCTION_INFO_V1(memsize_div_float8);
Datum
memsize_div_float8(PG_FUNCTION_ARGS)
{
	PG_RETURN_MEMSIZE(div_float8(PG_GETARG_MEMSIZE(0), PG_GETARG_FLOAT8(1)));
}

/* memsize * numeric, exact before rounding to the byte */
PG_FUNCTION_INFO_V1(memsize_mul_numeric);
Datum
memsize_mul_numeric(PG_FUNCTION_ARGS)
{
	Numeric		x = int64_to_numeric(PG_GETARG_MEMSIZE(0));

	PG_RETURN_MEMSIZE(memsize_from_numeric(numeric_mul_opt_error(x, PG_GETARG_NUMERIC(1), NULL)));
}

/* numeric * memsize */
PG_FUNCTION_INFO_V1(numeric_mul_memsize);
Datum
numeric_mul_memsize(PG_FUNCTION_ARGS)
{
	Numeric		x = int64_to_numeric(PG_GETARG_MEMSIZE(1));

	PG_RETURN_MEMSIZE(memsize_from_numeric(numeric_mul_opt_error(x, PG_GETARG_NUMERIC(0), NULL)));
}

/* memsize / numeric */
PG_FUNCTION_INFO_V1(memsize_div_numeric);
Datum
memsize_div_numeric(PG_FUNCTION_ARGS)
{
	PG_RETURN_MEMSIZE(div_numeric(PG_GETARG_MEMSIZE(0), PG_GETARG_NUMERIC(1)));
}

/* memsize / memsize: the ratio */
PG_FUNCTION_INFO_V1(memsize_div);
Datum
memsize_div(PG_FUNCTION_ARGS)
{
	memsize		y = PG_GETARG_MEMSIZE(1);

	if (y == 0)
		division_by_zero();
	PG_RETURN_FLOAT8((float8) PG_GETARG_MEMSIZE(0) / (float8) y);
}

/* cast numeric -> memsize (bytes, rounded half away from zero) */
PG_FUNCTION_INFO_V1(memsize_from_numeric_cast);
Datum
memsize_from_numeric_cast(PG_FUNCTION_ARGS)
{
	PG_RETURN_MEMSIZE(memsize_from_numeric(PG_GETARG_NUMERIC(0)));
}
