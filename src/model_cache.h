/*
 * model_cache.h
 *		The model catalog (computesize.model), read once per query into a
 *		function's cache, and its lookup by name.
 */
#ifndef CS_MODEL_CACHE_H
#define CS_MODEL_CACHE_H

#include "postgres.h"

#include "estimate.h"

/* one catalog row */
typedef struct CsModelRow
{
	char	   *name;
	char	   *hf_repo_id;
	bool		convolutional;	/* a CNN or a diffusion UNet: not a transformer */
	int			max_context;	/* the longest sequence it reads; 0: not known */
	CsArch		arch;
} CsModelRow;

/* the catalog of a query (zeroed at first: not loaded) */
typedef struct CsModelCache
{
	bool		loaded;
	int			nmodels;
	CsModelRow *models;
	/* the last names looked up, as given, and their rows */
	char		recent_name[8][64];
	const CsModelRow *recent_row[8];
	int			recent_next;
} CsModelCache;

/*
 * The row of a model named by its name or Hugging Face repository id, any
 * case, from the catalog of schema nspoid (loaded into mcxt at the first
 * call); ERROR 22023 listing the known models when there is none
 */
extern const CsModelRow *cs_model_lookup(CsModelCache *mc, Oid nspoid, MemoryContext mcxt,
										 const char *name);

#endif
