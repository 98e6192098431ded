/*
 * model_name.c
 *		The base names of a fine-tuned or quantized release of a model,
 *		which has its base's architecture (model_id()).  Plain C, on the
 *		library's own string loops.
 */
#include "model_name.h"

/* the length of s[0 .. end) up to its first hyphen */
static size_t
word_length(const char *s, const char *end)
{
	size_t		n = 0;

	while (s + n < end && s[n] != '-')
		n++;
	return n;
}

/* whether the word w[0 .. len) is s (lower case), ignoring ASCII case */
static int
word_is(const char *w, size_t len, const char *s)
{
	size_t		i;

	for (i = 0; i < len && s[i] != '\0'; i++)
		if ((w[i] >= 'A' && w[i] <= 'Z' ? w[i] - 'A' + 'a' : w[i]) != s[i])
			return 0;
	return i == len && s[i] == '\0';
}

/*
 * whether the word w[0 .. len) is one of words, a list of lower-case words
 * each ended by a NUL, the list by an empty one (a string, not an array of
 * pointers, which the shared library would have to relocate)
 */
static int
word_in(const char *w, size_t len, const char *words)
{
	for (; *words != '\0'; words += strlen(words) + 1)
		if (word_is(w, len, words))
			return 1;
	return 0;
}

/* whether s[0 .. len) is a hyphen and four digits, a release date ("-2507") */
static int
is_release_date(const char *s, size_t len)
{
	if (len != 5 || s[0] != '-')
		return 0;
	for (int i = 1; i <= 4; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return 1;
}

/*
 * One base name into buf at *used: name[skip .. head), mid, name[tail ..
 * end); with the owner (skip 0) and then without it
 */
static int
add_base(char *buf, size_t buflen, size_t *used, const char **bases, int k, int max,
		 const char *name, size_t owner, size_t head, const char *mid, size_t tail, size_t end)
{
	for (int without = 0; without < (owner > 0 ? 2 : 1) && k < max; without++)
	{
		size_t		skip = without ? owner : 0,
					a = head - skip,
					b = strlen(mid),
					c = end - tail;

		if (*used + a + b + c + 1 > buflen)
			return k;
		bases[k++] = buf + *used;
		memcpy(buf + *used, name + skip, a);
		memcpy(buf + *used + a, mid, b);
		memcpy(buf + *used + a + b, name + tail, c);
		buf[*used + a + b + c] = '\0';
		*used += a + b + c + 1;
	}
	return k;
}

/* the repository's own name: what follows the owner's "/", or the whole */
static const char *
own_name(const char *name)
{
	const char *own = name;

	for (const char *p = name; *p != '\0'; p++)
		if (*p == '/')
			own = p + 1;
	return own;
}

/*
 * A release's name: the words a quantized upload ends with ("-GPTQ",
 * "-AWQ", "-GGUF", "-bnb-4bit", "-FP8", "-GPTQ-Int4") taken off its end,
 * and then a word "instruct", "chat" or "it" between hyphens after the
 * family's name (the first word after the owner) taken out
 * ("meta-llama/Llama-2-7b-chat-hf": meta-llama/Llama-2-7b-hf), with a
 * release date after it taken out too ("Qwen3-30B-A3B-Instruct-2507":
 * Qwen3-30B-A3B), or the word made "Base" ("Mistral-Nemo-Instruct-2407":
 * Mistral-Nemo-Base-2407), each with its owner and then without it.  The
 * family's name is never taken off.  Nothing else is guessed.
 */
static int
release_bases(const char *name, char *buf, size_t buflen, size_t *used,
			  const char **bases, int k, int max)
{
	static const char tuned[] = "instruct\0chat\0it\0";
	/* (a literal apiece: "\0" before a digit would be an octal escape) */
	static const char quantized[] = "gptq\0" "awq\0" "gguf\0" "bnb\0" "4bit\0" "8bit\0"
		"fp8\0" "int4\0" "int8\0" "exl2\0";
	const char *own = own_name(name);
	const char *end = name + strlen(name);
	const char *first = own + word_length(own, end);
	size_t		owner = (size_t) (own - name);

	/* the quantized upload's words off the end, the family's name kept */
	for (;;)
	{
		const char *w = end;

		while (w > first && w[-1] != '-')
			w--;
		if (w <= first || !word_in(w, (size_t) (end - w), quantized))
			break;
		end = w - 1;
	}
	if (*end != '\0')
		k = add_base(buf, buflen, used, bases, k, max, name, owner,
					 (size_t) (end - name), "", (size_t) (end - name), (size_t) (end - name));
	/* each word after the first, as it starts */
	for (const char *w = first; w < end && *w == '-' && k < max; w += word_length(w, end))
	{
		size_t		len,
					head,
					after;

		w++;
		len = word_length(w, end);
		if (!word_in(w, len, tuned))
			continue;
		head = (size_t) (w - 1 - name); /* up to the hyphen before */
		after = (size_t) (w + len - name);	/* "-..." or the end */
		k = add_base(buf, buflen, used, bases, k, max, name, owner, head, "", after,
					 (size_t) (end - name));
		if (is_release_date(name + after, (size_t) (end - name) - after))
			k = add_base(buf, buflen, used, bases, k, max, name, owner, head, "",
						 (size_t) (end - name), (size_t) (end - name));
		k = add_base(buf, buflen, used, bases, k, max, name, owner, head, "-Base", after,
					 (size_t) (end - name));
	}
	return k;
}

/*
 * The base names of a release's name (release_bases()), and then the same
 * of the name without "Meta-" before "Llama-": Meta's repositories of Llama
 * 3.1 were renamed so (meta-llama/Meta-Llama-3.1-8B-Instruct is now
 * meta-llama/Llama-3.1-8B-Instruct), and job logs keep the old names
 */
int
cs_fine_tune_bases(const char *name, char *buf, size_t buflen, const char **bases, int max)
{
	const char *own = own_name(name);
	size_t		owner = (size_t) (own - name),
				used = 0;
	int			k = release_bases(name, buf, buflen, &used, bases, 0, max);
	char		renamed[256];

	if (word_is(own, 11, "meta-llama-") && strlen(own) > 11 && strlen(name) - 5 < sizeof(renamed))
	{
		size_t		len = strlen(name) - 5;

		memcpy(renamed, name, owner);
		memcpy(renamed + owner, own + 5, strlen(own + 5) + 1);
		k = add_base(buf, buflen, &used, bases, k, max, renamed, owner, len, "", len, len);
		k = release_bases(renamed, buf, buflen, &used, bases, k, max);
	}
	return k;
}
