/*
 * memsize_io.c
 *		Text and binary I/O of memsize, and its display functions.
 *
 * The parsing and formatting logic is in memsize_text.c; this file maps its
 * results to PostgreSQL errors and Datums.
 */
#include "postgres.h"

#include "compat.h"
#include "fmgr.h"
#include "libpq/pqformat.h"
#include "utils/builtins.h"
#include "utils/numeric.h"

#include "memsize.h"
#include "memsize_text.h"

/*
 * Reports a failed parse of "str" (of length len).  Returns false so that
 * callers can "return" through ereturn()'s soft-error path.
 */
static bool
report_parse_error(CsParseStatus status, const char *str, size_t len,
				   const CsParseError *perr, Node *escontext)
{
	char	   *shown = pnstrdup(str, len);

	switch (status)
	{
		case CS_PARSE_OUT_OF_RANGE:
			ereturn(escontext, false,
					errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
					errmsg("value \"%s\" is out of range for type %s",
						   shown, "memsize"),
					errhint(MEMSIZE_RANGE_HINT));
		case CS_PARSE_BAD_UNIT:
			if (perr->suggest != NULL)
				ereturn(escontext, false,
						errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						errmsg("invalid input syntax for type %s: \"%s\"",
							   "memsize", shown),
						errdetail("Unit \"%s\" is not recognized; units are case-sensitive, did you mean \"%s\"?",
								  pnstrdup(str + perr->offset, perr->length),
								  perr->suggest->name),
						errhint("%s", cs_unit_hint));
			ereturn(escontext, false,
					errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					errmsg("invalid input syntax for type %s: \"%s\"",
						   "memsize", shown),
					errdetail("Unit \"%s\" is not recognized.",
							  pnstrdup(str + perr->offset, perr->length)),
					errhint("%s", cs_unit_hint));
		case CS_PARSE_NO_NUMBER:
			ereturn(escontext, false,
					errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					errmsg("invalid input syntax for type %s: \"%s\"",
						   "memsize", shown),
					errdetail("A number is expected before the unit."),
					errhint("Write a number and a unit, such as \"24 GiB\". %s",
							cs_unit_hint));
		case CS_PARSE_TRAILING:
			ereturn(escontext, false,
					errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					errmsg("invalid input syntax for type %s: \"%s\"",
						   "memsize", shown),
					errdetail("Unexpected text \"%s\" after the unit.",
							  pnstrdup(str + perr->offset, perr->length)),
					errhint("Write a number and a unit, such as \"24 GiB\". %s",
							cs_unit_hint));
		case CS_PARSE_OK:
			break;
	}
	elog(ERROR, "unrecognized memsize parse status: %d", (int) status);
	return false;
}

/* memsize from text; false (soft error reported) when it is not one */
static bool
parse_memsize(const char *str, size_t len, memsize *result, Node *escontext)
{
	CsParseError perr;
	int64_t		value;
	CsParseStatus status = cs_memsize_parse(str, len, &value, &perr);

	if (status != CS_PARSE_OK)
		return report_parse_error(status, str, len, &perr, escontext);
	*result = (memsize) value;
	return true;
}

/* the unit named by a text argument of pretty() / to_unit() */
static const CsUnit *
unit_argument(text *name)
{
	const char *s = VARDATA_ANY(name);
	size_t		len = VARSIZE_ANY_EXHDR(name);
	const CsUnit *unit = cs_unit_lookup(s, len);

	if (unit == NULL)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("unit \"%s\" is not recognized", text_to_cstring(name)),
				errhint("%s", cs_unit_hint));
	return unit;
}

/* input function: '24 GiB', '14 GB', '16Gi', '7e9' */
PG_FUNCTION_INFO_V1(memsize_in);
Datum
memsize_in(PG_FUNCTION_ARGS)
{
	char	   *str = PG_GETARG_CSTRING(0);
	memsize		result;

	if (!parse_memsize(str, strlen(str), &result, fcinfo->context))
		PG_RETURN_NULL();
	PG_RETURN_MEMSIZE(result);
}

/* output function: exact and lossless, independent of settings */
PG_FUNCTION_INFO_V1(memsize_out);
Datum
memsize_out(PG_FUNCTION_ARGS)
{
	memsize		value = PG_GETARG_MEMSIZE(0);
	char	   *buf = palloc(CS_MEMSIZE_BUFLEN);

	cs_memsize_format(value, buf);
	PG_RETURN_CSTRING(buf);
}

/* binary input: a big-endian int64 count of bytes */
PG_FUNCTION_INFO_V1(memsize_recv);
Datum
memsize_recv(PG_FUNCTION_ARGS)
{
	StringInfo	buf = (StringInfo) PG_GETARG_POINTER(0);

	PG_RETURN_MEMSIZE((memsize) pq_getmsgint64(buf));
}

/* binary output: a big-endian int64 count of bytes */
PG_FUNCTION_INFO_V1(memsize_send);
Datum
memsize_send(PG_FUNCTION_ARGS)
{
	memsize		value = PG_GETARG_MEMSIZE(0);
	StringInfoData buf;

	pq_begintypsend(&buf);
	pq_sendint64(&buf, value);
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

/* pretty(m, unit, decimals): rounded text for people; NULL unit picks one */
PG_FUNCTION_INFO_V1(memsize_pretty);
Datum
memsize_pretty(PG_FUNCTION_ARGS)
{
	memsize		value;
	const CsUnit *unit = NULL;
	int32		decimals;
	char		buf[CS_MEMSIZE_BUFLEN];

	if (PG_ARGISNULL(0) || PG_ARGISNULL(2))
		PG_RETURN_NULL();
	value = PG_GETARG_MEMSIZE(0);
	if (!PG_ARGISNULL(1))
		unit = unit_argument(PG_GETARG_TEXT_PP(1));
	decimals = PG_GETARG_INT32(2);
	if (decimals < 0 || decimals > CS_PRETTY_MAX_DECIMALS)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("decimals must be between 0 and %d", CS_PRETTY_MAX_DECIMALS),
				errhint("For the exact value, cast the memsize to text."));
	cs_memsize_pretty(value, unit, decimals, buf);
	PG_RETURN_TEXT_P(cstring_to_text(buf));
}

/* to_unit(m, unit): the exact amount in that unit, as numeric */
PG_FUNCTION_INFO_V1(memsize_to_unit);
Datum
memsize_to_unit(PG_FUNCTION_ARGS)
{
	memsize		value = PG_GETARG_MEMSIZE(0);
	const CsUnit *unit = unit_argument(PG_GETARG_TEXT_PP(1));
	char		buf[CS_MEMSIZE_BUFLEN];

	cs_memsize_decimal(value, unit, buf);
	return DirectFunctionCall3(numeric_in, CStringGetDatum(buf),
							   ObjectIdGetDatum(InvalidOid), Int32GetDatum(-1));
}

/*
 * memsize from a numeric count of bytes, rounded half away from zero.
 * numeric's text form is a plain decimal, which the memsize parser reads
 * exactly.
 */
memsize
memsize_from_numeric(Numeric num)
{
	char	   *str;
	CsParseError perr;
	int64_t		value;

	if (numeric_is_nan(num))
		memsize_nan();
	if (numeric_is_inf(num))
		memsize_out_of_range();
	str = DatumGetCString(DirectFunctionCall1(numeric_out, NumericGetDatum(num)));
	if (cs_memsize_parse(str, strlen(str), &value, &perr) != CS_PARSE_OK)
		memsize_out_of_range();
	return (memsize) value;
}
