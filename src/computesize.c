/*
 * computesize.c
 *		Module magic and initialisation of the computesize extension.
 */
#include "postgres.h"

#include "fmgr.h"
#include "utils/guc.h"

#ifdef PG_MODULE_MAGIC_EXT
PG_MODULE_MAGIC_EXT(.name = "computesize",.version = COMPUTESIZE_VERSION);
#else
PG_MODULE_MAGIC;
#endif

void		_PG_init(void);

/* reserve the computesize.* GUC prefix */
void
_PG_init(void)
{
	MarkGUCPrefixReserved("computesize");
}
