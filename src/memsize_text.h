/*
 * memsize_text.h
 *		Text form of memsize values: parsing, exact formatting, rounded
 *		display.  Plain C with no PostgreSQL dependencies, so that the
 *		libFuzzer target in fuzz/ can drive it outside the server.
 */
#ifndef MEMSIZE_TEXT_H
#define MEMSIZE_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* outcome of cs_memsize_parse() */
typedef enum CsParseStatus
{
	CS_PARSE_OK = 0,
	CS_PARSE_NO_NUMBER,			/* no digits where the number should be */
	CS_PARSE_BAD_UNIT,			/* a unit that is not in the table */
	CS_PARSE_TRAILING,			/* junk after the unit */
	CS_PARSE_OUT_OF_RANGE		/* well-formed but outside int64 */
} CsParseStatus;

/* one accepted unit */
typedef struct CsUnit
{
	const char *name;			/* as written, case-sensitive */
	int			base;			/* 1 (bytes), 1000 or 1024 */
	int			power;			/* multiplier is base^power */
	int			canonical;		/* used by the output function */
} CsUnit;

/* details of a failed parse, for error messages */
typedef struct CsParseError
{
	size_t		offset;			/* where the offending text starts */
	size_t		length;			/* and how long it is */
	const CsUnit *suggest;		/* case-insensitive match for a bad unit */
} CsParseError;

/* longest output of cs_memsize_format / cs_memsize_pretty, NUL included */
#define CS_MEMSIZE_BUFLEN	96

/* the list of units for hints, as one string */
extern const char cs_unit_hint[];

extern const CsUnit *cs_unit_lookup(const char *name, size_t len);
extern const CsUnit *cs_unit_lookup_ci(const char *name, size_t len);

extern CsParseStatus cs_memsize_parse(const char *str, size_t len,
									  int64_t *result, CsParseError *err);
extern size_t cs_memsize_format(int64_t value, char *buf);
extern size_t cs_memsize_decimal(int64_t value, const CsUnit *unit,
								 char *buf);
extern size_t cs_memsize_pretty(int64_t value, const CsUnit *unit,
								int decimals, char *buf);

#define CS_PRETTY_MAX_DECIMALS 18

#endif							/* MEMSIZE_TEXT_H */
