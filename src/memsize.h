/*
 * memsize.h
 *		The memsize type: a signed 64-bit count of bytes.
 */
#ifndef MEMSIZE_H
#define MEMSIZE_H

#include "postgres.h"

#include "fmgr.h"
#include "utils/numeric.h"

typedef int64 memsize;

#define DatumGetMemsize(X)		DatumGetInt64(X)
#define MemsizeGetDatum(X)		Int64GetDatum(X)
#define PG_GETARG_MEMSIZE(n)	DatumGetMemsize(PG_GETARG_DATUM(n))
#define PG_RETURN_MEMSIZE(x)	return MemsizeGetDatum(x)

/* the range of the type, as every out-of-range error's hint states it */
#define MEMSIZE_RANGE_HINT "A memsize holds from -8 EiB to 8 EiB minus one byte."

/* the one arithmetic-overflow error of the type */
#define memsize_out_of_range() \
	ereport(ERROR, \
			errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE), \
			errmsg("memsize out of range"), \
			errhint(MEMSIZE_RANGE_HINT))

/* a NaN factor, divisor or value: no count of bytes at all */
#define memsize_nan() \
	ereport(ERROR, \
			errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE), \
			errmsg("cannot convert NaN to memsize"), \
			errhint("A memsize is a whole number of bytes; check the expression that gave NaN."))

/* memsize_ops.c */
extern memsize memsize_from_numeric(Numeric num);

#endif							/* MEMSIZE_H */
