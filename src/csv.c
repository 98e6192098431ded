/*
 * csv.c
 *		CSV records (plain C, no server headers).
 */
#include "csv.h"

int
cs_csv_record(const char *buf, size_t len, size_t *pos, char *scratch,
			  CsCsvField emit, void *arg)
{
	size_t		p = *pos;

	if (p >= len)
		return 0;
	for (;;)
	{
		size_t		n = 0;

		if (p < len && buf[p] == '"')
		{
			p++;
			for (;;)
			{
				if (p >= len)
					return -1;
				if (buf[p] == '"')
				{
					if (p + 1 < len && buf[p + 1] == '"')
					{
						scratch[n++] = '"';
						p += 2;
						continue;
					}
					p++;
					break;
				}
				scratch[n++] = buf[p++];
			}
			/* anything up to the delimiter after the closing quote is kept */
			while (p < len && buf[p] != ',' && buf[p] != '\n' && buf[p] != '\r')
				scratch[n++] = buf[p++];
		}
		else
		{
			while (p < len && buf[p] != ',' && buf[p] != '\n' && buf[p] != '\r')
				scratch[n++] = buf[p++];
		}
		emit(arg, scratch, n);
		if (p < len && buf[p] == ',')
		{
			p++;
			continue;
		}
		/* end of record: CRLF, LF, CR or end of input */
		if (p < len && buf[p] == '\r')
			p++;
		if (p < len && buf[p] == '\n')
			p++;
		*pos = p;
		return 1;
	}
}
