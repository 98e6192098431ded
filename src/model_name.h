/*
 * model_name.h
 *		Model names as job logs write them (plain C): the catalog lookup
 *		that the constructors and model_id() share, and the base names of a
 *		fine-tuned or quantized release (model_name.c).
 */
#ifndef MODEL_NAME_H
#define MODEL_NAME_H

#include <stddef.h>
#include <string.h>

#include "internal.h"

/*
 * Return from the enclosing function the row of rows[0 .. n) (each with
 * char *name and char *hf_repo_id) that a model name refers to, ignoring
 * case: a catalog name first, then a whole repository id
 * ("meta-llama/Llama-2-7b-hf"), then the repository's own name without its
 * owner ("Meta-Llama-3-8B", as job logs often record a model); fall through
 * when none does.  A macro, expanded where each lookup runs (the
 * constructors' in workload.c, model_id()'s in catalog.c): one definition,
 * with the constructors' machine code as it was.
 */
#define CS_RETURN_MODEL_NAMED(rows, n, model_name) \
	do { \
		for (int i_ = 0; i_ < (n); i_++) \
			if (pg_strcasecmp((rows)[i_].name, (model_name)) == 0) \
				return &(rows)[i_]; \
		for (int i_ = 0; i_ < (n); i_++) \
			if ((rows)[i_].hf_repo_id != NULL && \
				pg_strcasecmp((rows)[i_].hf_repo_id, (model_name)) == 0) \
				return &(rows)[i_]; \
		for (int i_ = 0; i_ < (n); i_++) \
		{ \
			const char *repo_ = (rows)[i_].hf_repo_id; \
			const char *slash_ = repo_ ? strrchr(repo_, '/') : NULL; \
 \
			if (slash_ != NULL && pg_strcasecmp(slash_ + 1, (model_name)) == 0) \
				return &(rows)[i_]; \
		} \
	} while (0)

/* the most base names cs_fine_tune_bases() gives */
#define CS_MAX_BASE_NAMES 24

/*
 * The names under which the base of an instruction-tuned fine-tune or a
 * quantized upload may be in the catalog, in the order to try them, into
 * buf (each NUL-terminated); their count, 0 for a name that is neither's
 */
extern CS_INTERNAL int cs_fine_tune_bases(const char *name, char *buf, size_t buflen,
							   const char **bases, int max);

#endif							/* MODEL_NAME_H */
