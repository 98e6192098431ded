/*
 * memsize_fuzz.c
 *		libFuzzer target for the memsize parser and formatters
 *		(src/memsize_text.c), and for the other text the library takes apart,
 *		a fine-tune's model name (src/model_name.c), run outside the server:
 *		make fuzz.
 *
 * Checks, beyond "no crash and no sanitizer report":
 *	- a failed parse points inside the input;
 *	- every accepted string round-trips: parse(format(parse(s))) = parse(s);
 *	- the exact decimal in every unit parses back to the same value;
 *	- the first 8 bytes read as an int64 round-trip through the formatter,
 *	  so the whole int64 range is covered, not only parseable values;
 *	- the rounded display never overflows its buffer;
 *	- a fine-tune's base names (cs_fine_tune_bases()), into a buffer of 1 to
 *	  256 bytes, are at most the asked count, each a string inside the
 *	  buffer, at most 5 bytes longer than the name ("-Base").
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "memsize_text.h"
#include "model_name.h"

static const char *const unit_names[] = {
	"B", "kB", "MB", "GB", "TB", "PB", "EB",
	"KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "Gi", "k"
};

static void
fail(const char *what, int64_t v, const char *text)
{
	fprintf(stderr, "%s: value %lld text \"%s\"\n", what, (long long) v, text);
	abort();
}

static void
check_value(int64_t v)
{
	char		buf[CS_MEMSIZE_BUFLEN + 8];
	char		text[CS_MEMSIZE_BUFLEN + 16];
	int64_t		back;
	CsParseError err;
	size_t		n;

	n = cs_memsize_format(v, buf);
	if (n != strlen(buf) || n >= CS_MEMSIZE_BUFLEN)
		fail("format length", v, buf);
	if (cs_memsize_parse(buf, n, &back, &err) != CS_PARSE_OK || back != v)
		fail("format round trip", v, buf);

	for (size_t i = 0; i < sizeof(unit_names) / sizeof(unit_names[0]); i++)
	{
		const CsUnit *u = cs_unit_lookup(unit_names[i], strlen(unit_names[i]));

		n = cs_memsize_decimal(v, u, buf);
		if (n >= CS_MEMSIZE_BUFLEN)
			fail("decimal length", v, buf);
		snprintf(text, sizeof(text), "%s %s", buf, u->name);
		if (cs_memsize_parse(text, strlen(text), &back, &err) != CS_PARSE_OK ||
			back != v)
			fail("decimal round trip", v, text);
		for (int d = 0; d <= CS_PRETTY_MAX_DECIMALS; d += 6)
			if (cs_memsize_pretty(v, u, d, buf) >= CS_MEMSIZE_BUFLEN)
				fail("pretty length", v, buf);
	}
	for (int d = 0; d <= CS_PRETTY_MAX_DECIMALS; d++)
		if (cs_memsize_pretty(v, NULL, d, buf) >= CS_MEMSIZE_BUFLEN)
			fail("pretty length", v, buf);
}

/* the input as a model name (to its first NUL), into a buffer its first byte sizes */
static void
check_model_name(const uint8_t *data, size_t size)
{
	char	   *name = malloc(size + 1);
	size_t		buflen = 1 + (size ? data[0] : 0),
				len;
	char	   *buf = malloc(buflen);
	const char *bases[CS_MAX_BASE_NAMES];
	int			max = 1 + (int) (size > 1 ? data[1] % CS_MAX_BASE_NAMES : 0);
	int			k;

	memcpy(name, data, size);
	name[size] = '\0';
	len = strlen(name);
	k = cs_fine_tune_bases(name, buf, buflen, bases, max);
	if (k < 0 || k > max)
		fail("model name: base count out of range", k, name);
	for (int i = 0; i < k; i++)
	{
		size_t		n;

		if (bases[i] < buf || bases[i] >= buf + buflen)
			fail("model name: a base outside the buffer", i, name);
		n = strnlen(bases[i], (size_t) (buf + buflen - bases[i]));
		if (bases[i] + n >= buf + buflen || n > len + 5)
			fail("model name: a base not a string in the buffer, or too long", i, name);
	}
	free(buf);
	free(name);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int64_t		v;
	CsParseError err;
	CsParseStatus st;

	/* the parser must not read past size: hand it an exact-size copy */
	char	   *copy = malloc(size ? size : 1);

	memcpy(copy, data, size);
	st = cs_memsize_parse(copy, size, &v, &err);
	if (st == CS_PARSE_OK)
		check_value(v);
	else if (err.offset > size || err.length > size - err.offset)
		fail("error span outside the input", 0, "");
	free(copy);

	if (size >= 8)
	{
		memcpy(&v, data, 8);
		check_value(v);
	}
	check_model_name(data, size);
	return 0;
}
