/*
 * internal.h
 *		CS_INTERNAL: a function of the library called directly from its other
 *		files, not exported and not through the procedure linkage table, whose
 *		growth would move all the code after it.  Plain C.
 */
#ifndef CS_INTERNAL_H
#define CS_INTERNAL_H

#if defined(__GNUC__) || defined(__clang__)
#define CS_INTERNAL __attribute__((visibility("hidden")))
#else
#define CS_INTERNAL
#endif

#endif							/* CS_INTERNAL_H */
