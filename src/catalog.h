/*
 * catalog.h
 *		The GPU catalog's spellings, shared by gpu_id() and the ranking
 *		functions.
 */
#ifndef CS_CATALOG_H
#define CS_CATALOG_H

#include "postgres.h"
#include "utils/hsearch.h"

#define CS_GPU_KEY_MAX 128		/* longer names are not GPU names */

/* one spelling of the catalog: a gpu id or a gpu_alias row, by its key */
typedef struct CsGpuSpelling
{
	char		key[CS_GPU_KEY_MAX];	/* hash key: cs_gpu_key() of the spelling */
	text	   *gpu_id;			/* the gpu it names */
	int			index;			/* the caller's index of that gpu; -1 until set */
} CsGpuSpelling;

/*
 * Every spelling of schema nsp's GPU catalog (gpu ids and gpu_alias rows),
 * read with SPI into a hash table in mcxt.  A GPU's own id wins over an
 * alias with the same key.
 */
extern HTAB *cs_gpu_spellings(const char *nsp, MemoryContext mcxt);

/*
 * Runs a catalog query through SPI (connected: the caller finishes) with
 * search_path pinned to pg_catalog, pg_temp, and checks that its ncols
 * columns are of types[]: an error otherwise.
 */
extern void cs_catalog_query(const char *query, const char *what, int ncols, const Oid *types);

/* the spelling entry of name[0..len), or NULL (unknown, too long or empty) */
extern CsGpuSpelling *cs_gpu_spelling_find(HTAB *spellings, const char *name, size_t len);

#endif
