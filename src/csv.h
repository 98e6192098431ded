/*
 * csv.h
 *		A CSV record reader (RFC 4180: quoted fields, doubled quotes, LF or
 *		CRLF line ends), plain C.
 */
#ifndef CS_CSV_H
#define CS_CSV_H

#include <stddef.h>

/* called for each field of a record: its bytes (unquoted) and length */
typedef void (*CsCsvField) (void *arg, const char *field, size_t len);

/*
 * Reads the record starting at *pos in buf[0..len): calls emit for each
 * field, with the unquoted text written into scratch (at least len bytes),
 * and advances *pos past the record's line end.  Returns 1 for a record,
 * 0 at the end of the input, -1 for an unterminated quoted field.
 */
int			cs_csv_record(const char *buf, size_t len, size_t *pos, char *scratch,
						  CsCsvField emit, void *arg);

#endif
