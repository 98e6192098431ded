/*
 * gpu_name.c
 *		Matching keys for GPU names (plain C, no server headers).
 */
#include "gpu_name.h"
#include "ascii.h"

#include <string.h>

static const char *const brand_words[] = {
	"nvidia", "tesla", "geforce", "quadro", "amd", "instinct", NULL
};

size_t
cs_gpu_key(const char *name, size_t len, char *out)
{
	size_t		n = 0;
	size_t		start = 0;
	int			changed = 1;

	for (size_t i = 0; i < len; i++)
	{
		char		c = cs_ascii_lower(name[i]);

		if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
			out[n++] = c;
	}
	out[n] = '\0';

	while (changed)
	{
		changed = 0;
		for (const char *const *w = brand_words; *w != NULL; w++)
		{
			size_t		wl = strlen(*w);

			if (n - start > wl && strncmp(out + start, *w, wl) == 0)
			{
				start += wl;
				changed = 1;
			}
		}
	}
	if (start > 0)
		memmove(out, out + start, n - start + 1);
	return n - start;
}
