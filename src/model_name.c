/*
 * model_name.c
 *		The base names of an instruction-tuned fine-tune, which has its
 *		base's architecture (model_id()).  Plain C, on the library's own
 *		string loops.
 */
#include "model_name.h"

/* the length of s up to its first hyphen or its end */
static size_t
word_length(const char *s)
{
	size_t		n = 0;

	while (s[n] != '\0' && s[n] != '-')
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

/* whether s is a hyphen and four digits, a release date ("-2507") */
static int
is_release_date(const char *s)
{
	if (s[0] != '-')
		return 0;
	for (int i = 1; i <= 4; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return s[5] == '\0';
}

/* one base name, head[skip .. head_len) mid tail, into buf at *used */
static int
add_name(char *buf, size_t buflen, size_t *used, const char **bases, int k,
		 const char *head, size_t skip, size_t head_len, const char *mid, const char *tail)
{
	size_t		a = head_len - skip,
				b = strlen(mid),
				c = strlen(tail);

	if (*used + a + b + c + 1 > buflen)
		return k;
	bases[k] = buf + *used;
	memcpy(buf + *used, head + skip, a);
	memcpy(buf + *used + a, mid, b);
	memcpy(buf + *used + a + b, tail, c + 1);
	*used += a + b + c + 1;
	return k + 1;
}

/* a base name with its owner, and then without it */
static int
add_base(char *buf, size_t buflen, size_t *used, const char **bases, int k, int max,
		 size_t owner, const char *head, size_t head_len, const char *mid, const char *tail)
{
	if (k < max)
		k = add_name(buf, buflen, used, bases, k, head, 0, head_len, mid, tail);
	if (owner > 0 && k < max)
		k = add_name(buf, buflen, used, bases, k, head, owner, head_len, mid, tail);
	return k;
}

/*
 * A name with a word "instruct", "chat" or "it" between hyphens after the
 * family's name (the first word after the owner): the name with that word
 * taken out ("meta-llama/Llama-2-7b-chat-hf": meta-llama/Llama-2-7b-hf),
 * with a release date after it taken out too ("Qwen3-30B-A3B-Instruct-2507":
 * Qwen3-30B-A3B), and with the word made "Base"
 * ("Mistral-Nemo-Instruct-2407": Mistral-Nemo-Base-2407), each with its
 * owner and then without it.  Nothing else is guessed.
 */
int
cs_fine_tune_bases(const char *name, char *buf, size_t buflen, const char **bases, int max)
{
	static const char *const tuned[] = {"instruct", "chat", "it"};
	const char *own = name;
	size_t		owner,
				used = 0;
	int			k = 0;

	for (const char *p = name; *p != '\0'; p++)
		if (*p == '/')
			own = p + 1;
	owner = (size_t) (own - name);
	/* each word after the first, as it starts */
	for (const char *w = own + word_length(own); *w == '-' && k < max; w += word_length(w))
	{
		size_t		len;

		w++;
		len = word_length(w);
		for (size_t t = 0; t < sizeof(tuned) / sizeof(tuned[0]); t++)
		{
			const char *after = w + len;	/* "-..." or the end */
			size_t		head = (size_t) (w - 1 - name);	/* up to the hyphen */

			if (!word_is(w, len, tuned[t]))
				continue;
			k = add_base(buf, buflen, &used, bases, k, max, owner, name, head, "", after);
			if (is_release_date(after))
				k = add_base(buf, buflen, &used, bases, k, max, owner, name, head, "", "");
			k = add_base(buf, buflen, &used, bases, k, max, owner, name, head, "-Base", after);
		}
	}
	return k;
}
