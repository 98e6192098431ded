/*
 * catalog.c
 *		fmgr glue for the hardware catalog: gpu_key(), gpu_id() and the
 *		guard that tells the catalog triggers whether an extension script
 *		is running.
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "commands/extension.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "funcapi.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/hsearch.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"

#include "catalog.h"
#include "csv.h"
#include "gpu_name.h"

PG_FUNCTION_INFO_V1(gpu_key);
Datum
gpu_key(PG_FUNCTION_ARGS)
{
	text	   *t = PG_GETARG_TEXT_PP(0);
	size_t		len = VARSIZE_ANY_EXHDR(t);
	char	   *buf = palloc(len + 1);
	size_t		n = cs_gpu_key(VARDATA_ANY(t), len, buf);

	PG_RETURN_TEXT_P(cstring_to_text_with_len(buf, (int) n));
}

HTAB *
cs_gpu_spellings(const char *nsp, MemoryContext mcxt)
{
	HASHCTL		ctl;
	HTAB	   *tab;
	StringInfoData q;

	memset(&ctl, 0, sizeof(ctl));
	ctl.keysize = CS_GPU_KEY_MAX;
	ctl.entrysize = sizeof(CsGpuSpelling);
	ctl.hcxt = mcxt;
	tab = hash_create("computesize gpu spellings", 256, &ctl, HASH_ELEM | HASH_STRINGS | HASH_CONTEXT);

	initStringInfo(&q);
	appendStringInfo(&q,
					 "SELECT id AS spelling, id AS gpu_id FROM %s.gpu "
					 "UNION ALL SELECT alias, gpu_id FROM %s.gpu_alias",
					 quote_identifier(nsp), quote_identifier(nsp));

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	if (SPI_execute(q.data, true, 0) != SPI_OK_SELECT)
		elog(ERROR, "reading the GPU catalog failed");
	for (uint64 i = 0; i < SPI_processed; i++)
	{
		HeapTuple	tup = SPI_tuptable->vals[i];
		TupleDesc	desc = SPI_tuptable->tupdesc;
		bool		isnull1,
					isnull2;
		Datum		spelling = SPI_getbinval(tup, desc, 1, &isnull1);
		Datum		target = SPI_getbinval(tup, desc, 2, &isnull2);
		text	   *t;
		size_t		len;
		char		key[CS_GPU_KEY_MAX];
		CsGpuSpelling *e;
		bool		found;

		if (isnull1 || isnull2)
			continue;
		t = DatumGetTextPP(spelling);
		len = VARSIZE_ANY_EXHDR(t);
		if (len >= CS_GPU_KEY_MAX || cs_gpu_key(VARDATA_ANY(t), len, key) == 0)
			continue;
		e = hash_search(tab, key, HASH_ENTER, &found);
		if (!found)
		{
			MemoryContext old = MemoryContextSwitchTo(mcxt);

			e->gpu_id = DatumGetTextPCopy(target);
			e->index = -1;
			MemoryContextSwitchTo(old);
		}
	}
	SPI_finish();
	pfree(q.data);
	return tab;
}

CsGpuSpelling *
cs_gpu_spelling_find(HTAB *spellings, const char *name, size_t len)
{
	char		key[CS_GPU_KEY_MAX];

	if (len >= CS_GPU_KEY_MAX || cs_gpu_key(name, len, key) == 0)
		return NULL;
	return hash_search(spellings, key, HASH_FIND, NULL);
}

/* gpu_id(name): the catalog's id for a spelling, or NULL */
PG_FUNCTION_INFO_V1(gpu_id);
Datum
gpu_id(PG_FUNCTION_ARGS)
{
	HTAB	   *tab = (HTAB *) fcinfo->flinfo->fn_extra;
	text	   *name = PG_GETARG_TEXT_PP(0);
	CsGpuSpelling *e;

	if (tab == NULL)
	{
		tab = cs_gpu_spellings(get_namespace_name(get_func_namespace(fcinfo->flinfo->fn_oid)),
							   fcinfo->flinfo->fn_mcxt);
		fcinfo->flinfo->fn_extra = tab;
	}
	e = cs_gpu_spelling_find(tab, VARDATA_ANY(name), VARSIZE_ANY_EXHDR(name));
	if (e == NULL)
		PG_RETURN_NULL();
	PG_RETURN_TEXT_P(e->gpu_id);
}

/* true while CREATE EXTENSION / ALTER EXTENSION UPDATE runs a script */
PG_FUNCTION_INFO_V1(in_extension_script);
Datum
in_extension_script(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(creating_extension);
}

/*
 * csv_records(content text) -> setof text[]: the records of a CSV text, one
 * array of fields each (the header is the first record).  Empty lines are
 * skipped.  For importing catalogs loaded with psql (\set v `cat f.csv`).
 */
typedef struct CsvState
{
	char	   *buf;
	size_t		len;
	size_t		pos;
	char	   *scratch;
	int			line;
} CsvState;

static void
collect_field(void *arg, const char *field, size_t len)
{
	ArrayBuildState **astate = (ArrayBuildState **) arg;

	*astate = accumArrayResult(*astate, PointerGetDatum(cstring_to_text_with_len(field, (int) len)),
							   false, TEXTOID, CurrentMemoryContext);
}

PG_FUNCTION_INFO_V1(csv_records);
Datum
csv_records(PG_FUNCTION_ARGS)
{
	FuncCallContext *funcctx;
	CsvState   *st;

	if (SRF_IS_FIRSTCALL())
	{
		MemoryContext old;
		text	   *t;

		funcctx = SRF_FIRSTCALL_INIT();
		old = MemoryContextSwitchTo(funcctx->multi_call_memory_ctx);
		t = PG_GETARG_TEXT_PP(0);
		st = palloc0(sizeof(CsvState));
		st->len = VARSIZE_ANY_EXHDR(t);
		st->buf = palloc(st->len + 1);
		memcpy(st->buf, VARDATA_ANY(t), st->len);
		st->scratch = palloc(st->len + 1);
		funcctx->user_fctx = st;
		MemoryContextSwitchTo(old);
	}
	funcctx = SRF_PERCALL_SETUP();
	st = (CsvState *) funcctx->user_fctx;

	for (;;)
	{
		ArrayBuildState *astate = NULL;
		size_t		start = st->pos;
		int			r;

		/* skip empty lines */
		if (st->pos < st->len && (st->buf[st->pos] == '\n' || st->buf[st->pos] == '\r'))
		{
			if (st->buf[st->pos] == '\r' && st->pos + 1 < st->len && st->buf[st->pos + 1] == '\n')
				st->pos++;
			st->pos++;
			st->line++;
			continue;
		}
		r = cs_csv_record(st->buf, st->len, &st->pos, st->scratch, collect_field, &astate);
		if (r == 0)
			SRF_RETURN_DONE(funcctx);
		st->line++;
		if (r < 0)
			ereport(ERROR,
					errcode(ERRCODE_BAD_COPY_FILE_FORMAT),
					errmsg("unterminated quoted field in CSV record %d", st->line),
					errdetail("The record starts at byte %zu.", start),
					errhint("Pass the whole file: in psql, \\set v `cat vms.csv` and then :'v'."));
		SRF_RETURN_NEXT(funcctx, makeArrayResult(astate, CurrentMemoryContext));
	}
}
