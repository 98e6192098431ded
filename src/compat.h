/*
 * compat.h
 *		Every PostgreSQL version conditional of computesize lives here.
 */
#ifndef COMPUTESIZE_COMPAT_H
#define COMPUTESIZE_COMPAT_H

#include "postgres.h"

#include "utils/elog.h"

/*
 * Soft input errors (pg_input_is_valid) arrived in PostgreSQL 16.  Before
 * that, ereturn() is a plain ereport(ERROR).
 */
#if PG_VERSION_NUM < 160000
#define ereturn(context, dummy_value, ...) \
	do { \
		(void) (context); \
		ereport(ERROR, __VA_ARGS__); \
		return (dummy_value); \
	} while (0)
#endif

/* PostgreSQL 16 moved the varlena macros to their own header */
#if PG_VERSION_NUM >= 160000
#include "varatt.h"
#endif

#endif							/* COMPUTESIZE_COMPAT_H */
