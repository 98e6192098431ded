/*
 * ascii.h
 *		ASCII letter case for the plain-C parts of the library (no server
 *		headers: the estimator, GPU names and memsize text are also built
 *		outside the server, for bench/core.c and the fuzzer).
 */
#ifndef CS_ASCII_H
#define CS_ASCII_H

/* c in lower case if it is an ASCII capital, else c */
static inline char
cs_ascii_lower(char c)
{
	return (c >= 'A' && c <= 'Z') ? (char) (c - 'A' + 'a') : c;
}

#endif
