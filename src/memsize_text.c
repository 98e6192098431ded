/*
 * memsize_text.c
 *		Parsing and formatting of memsize values, independent of the server.
 *
 * Input grammar (whitespace is ASCII space, tab, newline, CR, FF, VT):
 *
 *		[ws] [+|-] digits [. digits] [(e|E) [+|-] digits] [ws] [unit] [ws]
 *
 * At least one digit is required, before or after the point.  An "e" or "E"
 * is an exponent only when a digit (after an optional sign) follows it, so
 * "1E" is one exabyte (the Kubernetes suffix) and "1E3" is 1000 bytes.
 * Units are case-sensitive (see unit_table).
 *
 * The value is computed exactly: the decimal digits are multiplied by the
 * unit's factor digit by digit, so no floating point is involved, and the
 * result is rounded to the nearest byte, halves away from zero.
 */
#include "memsize_text.h"
#include "ascii.h"

#include <string.h>

#define ARRAY_LEN(a)	(sizeof(a) / sizeof((a)[0]))

/*
 * Every accepted unit.  The canonical ones are the candidates of the output
 * function; the others are accepted spellings.
 */
static const CsUnit unit_table[] = {
	{"B", 1, 0, 1},
	{"kB", 1000, 1, 1},
	{"MB", 1000, 2, 1},
	{"GB", 1000, 3, 1},
	{"TB", 1000, 4, 1},
	{"PB", 1000, 5, 1},
	{"EB", 1000, 6, 1},
	{"KiB", 1024, 1, 1},
	{"MiB", 1024, 2, 1},
	{"GiB", 1024, 3, 1},
	{"TiB", 1024, 4, 1},
	{"PiB", 1024, 5, 1},
	{"EiB", 1024, 6, 1},
	{"bytes", 1, 0, 0},
	{"k", 1000, 1, 0},
	{"M", 1000, 2, 0},
	{"G", 1000, 3, 0},
	{"T", 1000, 4, 0},
	{"P", 1000, 5, 0},
	{"E", 1000, 6, 0},
	{"Ki", 1024, 1, 0},
	{"Mi", 1024, 2, 0},
	{"Gi", 1024, 3, 0},
	{"Ti", 1024, 4, 0},
	{"Pi", 1024, 5, 0},
	{"Ei", 1024, 6, 0},
};

const char	cs_unit_hint[] =
"Valid units are \"B\" (or \"bytes\"); \"kB\", \"MB\", \"GB\", \"TB\", \"PB\", \"EB\" "
"(powers of 1000); \"KiB\", \"MiB\", \"GiB\", \"TiB\", \"PiB\", \"EiB\" (powers of 1024); "
"and the Kubernetes suffixes \"k\", \"M\", \"G\", \"T\", \"P\", \"E\", "
"\"Ki\", \"Mi\", \"Gi\", \"Ti\", \"Pi\", \"Ei\".  Units are case-sensitive, "
"and \"GB\" means 1000^3 bytes while \"GiB\" means 1024^3 bytes.";

static const uint64_t pow10_table[20] = {
	1ULL, 10ULL, 100ULL, 1000ULL, 10000ULL, 100000ULL, 1000000ULL,
	10000000ULL, 100000000ULL, 1000000000ULL, 10000000000ULL,
	100000000000ULL, 1000000000000ULL, 10000000000000ULL,
	100000000000000ULL, 1000000000000000ULL, 10000000000000000ULL,
	100000000000000000ULL, 1000000000000000000ULL,
	10000000000000000000ULL
};

/* magnitude limits: 2^63 - 1 for positive values, 2^63 for negative ones */
#define MAG_LIMIT_POS	((uint64_t) INT64_MAX)
#define MAG_LIMIT_NEG	((uint64_t) INT64_MAX + 1)

static inline int
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
		c == '\v';
}

static inline int
is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static inline int
is_alpha(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* the unit's factor; at most 1000^6 or 1024^6, both below 2^61 */
static uint64_t
unit_factor(const CsUnit *unit)
{
	uint64_t	f = 1;

	for (int i = 0; i < unit->power; i++)
		f *= (uint64_t) unit->base;
	return f;
}

/* exact, case-sensitive lookup of a unit name */
const CsUnit *
cs_unit_lookup(const char *name, size_t len)
{
	for (size_t i = 0; i < ARRAY_LEN(unit_table); i++)
	{
		const char *u = unit_table[i].name;

		if (strlen(u) == len && memcmp(u, name, len) == 0)
			return &unit_table[i];
	}
	return NULL;
}

/* case-insensitive lookup, only to suggest a spelling in error messages */
const CsUnit *
cs_unit_lookup_ci(const char *name, size_t len)
{
	for (size_t i = 0; i < ARRAY_LEN(unit_table); i++)
	{
		const char *u = unit_table[i].name;
		size_t		j;

		if (strlen(u) != len)
			continue;
		for (j = 0; j < len; j++)
			if (cs_ascii_lower(u[j]) != cs_ascii_lower(name[j]))
				break;
		if (j == len)
			return &unit_table[i];
	}
	return NULL;
}

/*
 * Accumulator for the digits of the exact product, fed from the least
 * significant digit.  A digit lands at decimal place "place" of the value
 * (0 = units, -1 = tenths, ...).
 */
typedef struct DigitSink
{
	uint64_t	magnitude;		/* integer part so far */
	int			tenths;			/* digit at place -1, for rounding */
	int			overflow;
} DigitSink;

static inline void
sink_digit(DigitSink *sink, uint64_t digit, int64_t place)
{
	uint64_t	term;

	if (digit == 0)
		return;
	if (place == -1)
		sink->tenths = (int) digit;
	if (place < 0)
		return;
	if (place > 19 ||
		__builtin_mul_overflow(digit, pow10_table[place], &term) ||
		__builtin_add_overflow(sink->magnitude, term, &sink->magnitude))
		sink->overflow = 1;
}

CsParseStatus
cs_memsize_parse(const char *s, size_t len, int64_t *result, CsParseError *err)
{
	size_t		i = 0;
	size_t		num_start,
				int_start,
				int_end,
				frac_start,
				frac_end,
				unit_start;
	int			negative = 0;
	int64_t		exp10 = 0;
	int64_t		place;
	uint64_t	factor = 1;
	uint64_t	carry = 0;
	size_t		nint,
				ndigits;
	const CsUnit *unit = NULL;
	DigitSink	sink = {0, 0, 0};
	uint64_t	limit;

	err->offset = 0;
	err->length = 0;
	err->suggest = NULL;

	while (i < len && is_space(s[i]))
		i++;
	num_start = i;
	if (i < len && (s[i] == '+' || s[i] == '-'))
	{
		negative = (s[i] == '-');
		i++;
	}
	int_start = i;
	while (i < len && is_digit(s[i]))
		i++;
	int_end = frac_start = frac_end = i;
	if (i < len && s[i] == '.')
	{
		frac_start = ++i;
		while (i < len && is_digit(s[i]))
			i++;
		frac_end = i;
	}
	if (int_end == int_start && frac_end == frac_start)
	{
		err->offset = num_start;
		err->length = (i < len) ? 1 : 0;
		return CS_PARSE_NO_NUMBER;
	}

	/* exponent, only when a digit follows the optional sign */
	if (i < len && (s[i] == 'e' || s[i] == 'E'))
	{
		size_t		j = i + 1;
		int			exp_negative = 0;

		if (j < len && (s[j] == '+' || s[j] == '-'))
		{
			exp_negative = (s[j] == '-');
			j++;
		}
		if (j < len && is_digit(s[j]))
		{
			/* saturate: anything past 10^9 is out of range or zero anyway */
			while (j < len && is_digit(s[j]))
			{
				if (exp10 < 1000000000)
					exp10 = exp10 * 10 + (s[j] - '0');
				j++;
			}
			if (exp_negative)
				exp10 = -exp10;
			i = j;
		}
	}

	while (i < len && is_space(s[i]))
		i++;
	unit_start = i;
	while (i < len && is_alpha(s[i]))
		i++;
	if (i > unit_start)
	{
		unit = cs_unit_lookup(s + unit_start, i - unit_start);
		if (unit == NULL)
		{
			err->offset = unit_start;
			err->length = i - unit_start;
			err->suggest = cs_unit_lookup_ci(s + unit_start, i - unit_start);
			return CS_PARSE_BAD_UNIT;
		}
	}
	while (i < len && is_space(s[i]))
		i++;
	if (i < len)
	{
		err->offset = i;
		err->length = len - i;
		return CS_PARSE_TRAILING;
	}

	/*
	 * value = digits * 10^(exp10 - fraction digits) * factor.  Powers of 1000
	 * fold into the decimal exponent; powers of 1024 multiply the digits.
	 */
	place = exp10 - (int64_t) (frac_end - frac_start);
	if (unit != NULL && unit->base == 1000)
		place += 3 * unit->power;
	else if (unit != NULL && unit->base == 1024)
		factor = unit_factor(unit);

	nint = int_end - int_start;
	ndigits = nint + (frac_end - frac_start);
	for (size_t k = ndigits; k-- > 0; place++)
	{
		char		c = (k < nint) ? s[int_start + k] : s[frac_start + k - nint];
		uint64_t	t = (uint64_t) (c - '0') * factor + carry;	/* < 10 * 2^60 */

		sink_digit(&sink, t % 10, place);
		carry = t / 10;
	}
	for (; carry != 0; place++)
	{
		sink_digit(&sink, carry % 10, place);
		carry /= 10;
	}

	if (sink.tenths >= 5 &&
		__builtin_add_overflow(sink.magnitude, 1, &sink.magnitude))
		sink.overflow = 1;
	limit = negative ? MAG_LIMIT_NEG : MAG_LIMIT_POS;
	if (sink.overflow || sink.magnitude > limit)
	{
		err->offset = num_start;
		err->length = len - num_start;
		return CS_PARSE_OUT_OF_RANGE;
	}
	if (negative)
		*result = (sink.magnitude == MAG_LIMIT_NEG) ? INT64_MIN :
			-(int64_t) sink.magnitude;
	else
		*result = (int64_t) sink.magnitude;
	return CS_PARSE_OK;
}

/*
 * The exact quotient |value| / unit as decimal digits: integer part and
 * fraction digits (at most 60, since the factor is at most 2^60 or 10^18).
 * Returns the number of fraction digits.
 */
static int
exact_quotient(uint64_t magnitude, const CsUnit *unit, uint64_t *int_part,
			   char *frac)
{
	uint64_t	factor = unit_factor(unit);
	uint64_t	rem = magnitude % factor;
	int			n = 0;

	*int_part = magnitude / factor;
	while (rem != 0)
	{
		rem *= 10;				/* rem < 2^60, so this stays below 2^64 */
		frac[n++] = (char) ('0' + rem / factor);
		rem %= factor;
	}
	return n;
}

static inline uint64_t
magnitude_of(int64_t value)
{
	return value < 0 ? (uint64_t) 0 - (uint64_t) value : (uint64_t) value;
}

/* writes an unsigned integer; returns its length */
static size_t
put_uint(uint64_t v, char *buf)
{
	char		tmp[24];
	size_t		n = 0;

	do
	{
		tmp[n++] = (char) ('0' + v % 10);
		v /= 10;
	} while (v != 0);
	for (size_t i = 0; i < n; i++)
		buf[i] = tmp[n - 1 - i];
	return n;
}

/*
 * Exact decimal of value / unit, no unit name: "-1.5" for -1610612736 in
 * GiB.  Returns the length written (buf needs CS_MEMSIZE_BUFLEN).
 */
size_t
cs_memsize_decimal(int64_t value, const CsUnit *unit, char *buf)
{
	char		frac[64];
	uint64_t	ip;
	int			nfrac = exact_quotient(magnitude_of(value), unit, &ip, frac);
	size_t		n = 0;

	if (value < 0)
		buf[n++] = '-';
	n += put_uint(ip, buf + n);
	if (nfrac > 0)
	{
		buf[n++] = '.';
		memcpy(buf + n, frac, (size_t) nfrac);
		n += (size_t) nfrac;
	}
	buf[n] = '\0';
	return n;
}

/*
 * The output function's text: exact, and as short to read as possible.
 * Among the canonical units whose size does not exceed the value and in
 * which the value is a round amount (at most 6 digits, at most 3 of them
 * after the point), pick the one whose mantissa has the fewest digits; ties
 * go to the shorter text, then to the binary unit.  Other values are shown
 * in bytes.  "0 B" for zero.
 */
size_t
cs_memsize_format(int64_t value, char *buf)
{
	uint64_t	mag = magnitude_of(value);
	const CsUnit *best = &unit_table[0];
	size_t		best_digits = (size_t) -1;
	size_t		best_len = 0;
	size_t		n;

	for (size_t i = 0; i < ARRAY_LEN(unit_table); i++)
	{
		const CsUnit *u = &unit_table[i];
		char		frac[64];
		uint64_t	ip;
		int			nfrac;
		size_t		digits,
					textlen;
		char		tmp[24];

		if (!u->canonical || (u->power > 0 && mag < unit_factor(u)))
			continue;
		nfrac = exact_quotient(mag, u, &ip, frac);
		digits = put_uint(ip, tmp) + (size_t) nfrac;
		/* a unit only for round amounts; anything else reads best in bytes */
		if (u->power > 0 && (nfrac > 3 || digits > 6))
			continue;
		textlen = digits + (nfrac > 0) + strlen(u->name);
		if (digits < best_digits ||
			(digits == best_digits &&
			 (textlen < best_len ||
			  (textlen == best_len &&
			   (u->base == 1024 || best->base != 1024)))))
		{
			best = u;
			best_digits = digits;
			best_len = textlen;
		}
	}
	n = cs_memsize_decimal(value, best, buf);
	buf[n++] = ' ';
	strcpy(buf + n, best->name);
	return n + strlen(best->name);
}

/*
 * Rounded display: value in the given unit (NULL picks the largest binary
 * unit not above the value) with exactly "decimals" fraction digits, rounded
 * half away from zero.  Whole bytes are shown without fraction digits.
 */
size_t
cs_memsize_pretty(int64_t value, const CsUnit *unit, int decimals, char *buf)
{
	uint64_t	mag = magnitude_of(value);
	int			auto_unit = (unit == NULL);
	char		digits[96];
	char		frac[64];
	uint64_t	ip;
	int			nfrac;
	size_t		nint,
				ndig,
				n = 0;
	int			nonzero = 0;

	if (decimals < 0)
		decimals = 0;
	if (decimals > CS_PRETTY_MAX_DECIMALS)
		decimals = CS_PRETTY_MAX_DECIMALS;

	if (auto_unit)
	{
		unit = &unit_table[0];
		for (size_t i = 0; i < ARRAY_LEN(unit_table); i++)
			if (unit_table[i].canonical && unit_table[i].base == 1024 &&
				mag >= unit_factor(&unit_table[i]))
				unit = &unit_table[i];
	}

	for (;;)
	{
		int			keep = (unit->base == 1) ? 0 : decimals;

		nfrac = exact_quotient(mag, unit, &ip, frac);
		/* digits = integer part then exactly "keep" fraction digits */
		nint = put_uint(ip, digits + 1) + 1;
		digits[0] = '0';		/* room for a carry out of the top digit */
		for (int k = 0; k < keep; k++)
			digits[nint + (size_t) k] = (k < nfrac) ? frac[k] : '0';
		ndig = nint + (size_t) keep;
		if (keep < nfrac && frac[keep] >= '5')
		{
			size_t		k = ndig;

			while (k-- > 0)
			{
				if (digits[k] == '9')
					digits[k] = '0';
				else
				{
					digits[k]++;
					break;
				}
			}
		}

		/* rounding up to 1024 of a binary unit: show the next unit instead */
		if (auto_unit && unit->base == 1024 && unit->power < 6)
		{
			uint64_t	shown = 0;

			for (size_t k = 0; k < nint; k++)
				shown = shown * 10 + (uint64_t) (digits[k] - '0');
			if (shown >= 1024)
			{
				unit = unit + 1;	/* the table lists KiB..EiB in order */
				continue;
			}
		}
		break;
	}

	for (size_t k = 0; k < ndig; k++)
		if (digits[k] != '0')
			nonzero = 1;
	if (value < 0 && nonzero)
		buf[n++] = '-';
	/* skip the spare leading zero unless the carry used it */
	{
		size_t		k = (digits[0] == '0') ? 1 : 0;

		for (; k < nint; k++)
			buf[n++] = digits[k];
		if (ndig > nint)
		{
			buf[n++] = '.';
			for (k = nint; k < ndig; k++)
				buf[n++] = digits[k];
		}
	}
	buf[n++] = ' ';
	strcpy(buf + n, unit->name);
	return n + strlen(unit->name);
}
