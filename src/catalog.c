/*
 * catalog.c
 *		fmgr glue for the catalogs: gpu_key(), gpu_id(), model_id() and the
 *		guard that tells the catalog triggers whether an extension script
 *		is running.
 */
#include "postgres.h"

#include "catalog/dependency.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_type.h"
#include "commands/extension.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "funcapi.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/hsearch.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"

#include "catalog.h"
#include "csv.h"
#include "gpu_name.h"
#include "model_name.h"

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

/*
 * A catalog's rows, read with SPI (connected: the caller finishes).  The
 * query runs with search_path pinned to pg_catalog, pg_temp, as a function's
 * SET clause would pin it: an operator, function or type that a caller's
 * path holds (a schema named after the user comes first by default) is
 * never resolved, and with it no code another role planted.  The query
 * names the extension's tables by the calling function's schema.  The
 * result's column types must be types[0..ncols): a table of another shape
 * is an error, never read as this one.
 */
void
cs_catalog_query(const char *query, const char *what, int ncols, const Oid *types)
{
	int			nest;
	int			ret;
	TupleDesc	desc;

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	nest = NewGUCNestLevel();
	(void) set_config_option("search_path", "pg_catalog, pg_temp", PGC_USERSET, PGC_S_SESSION,
							 GUC_ACTION_SAVE, true, 0, false);
	ret = SPI_execute(query, true, 0);
	AtEOXact_GUC(true, nest);
	if (ret != SPI_OK_SELECT)
		elog(ERROR, "reading the %s catalog failed", what);
	desc = SPI_tuptable->tupdesc;
	if (desc->natts != ncols)
		elog(ERROR, "the %s catalog query returned %d columns, not %d", what, desc->natts, ncols);
	for (int k = 0; k < ncols; k++)
		if (SPI_gettypeid(desc, k + 1) != types[k])
			ereport(ERROR,
					errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
					errmsg("the %s catalog does not have the columns computesize reads", what),
					errdetail("Column %d of the query is of type %s, not %s.", k + 1,
							  format_type_be(SPI_gettypeid(desc, k + 1)), format_type_be(types[k])),
					errhint("The extension's tables were altered: ALTER EXTENSION computesize UPDATE, or drop and create it again."));
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

	cs_catalog_query(q.data, "GPU", 2, (const Oid[]) {TEXTOID, TEXTOID});
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

/* a model's names, as model_id() reads them */
typedef struct ModelName
{
	char	   *name;
	char	   *hf_repo_id;
} ModelName;

/* model_id()'s per-query state: the catalog's names, and the last answer */
typedef struct ModelNames
{
	int			n;
	ModelName  *rows;
	char	   *last;			/* the last name asked, NULL before any */
	text	   *last_model;		/* its model, NULL when unknown */
} ModelNames;

/* the catalog's model names, in the constructors' order (by name, "C") */
static ModelNames *
model_names(FunctionCallInfo fcinfo)
{
	MemoryContext mcxt = fcinfo->flinfo->fn_mcxt;
	ModelNames *c = MemoryContextAllocZero(mcxt, sizeof(ModelNames));
	StringInfoData q;

	initStringInfo(&q);
	appendStringInfo(&q, "SELECT name, hf_repo_id FROM %s.model ORDER BY name COLLATE \"C\"",
					 quote_identifier(get_namespace_name(get_func_namespace(fcinfo->flinfo->fn_oid))));
	cs_catalog_query(q.data, "model", 2, (const Oid[]) {TEXTOID, TEXTOID});
	c->n = (int) SPI_processed;
	c->rows = MemoryContextAllocZero(mcxt, sizeof(ModelName) * (SPI_processed + 1));
	for (uint64 i = 0; i < SPI_processed; i++)
	{
		bool		isnull;
		Datum		name = SPI_getbinval(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1, &isnull);
		Datum		repo = SPI_getbinval(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 2, &isnull);

		c->rows[i].name = MemoryContextStrdup(mcxt, TextDatumGetCString(name));
		c->rows[i].hf_repo_id = isnull ? NULL : MemoryContextStrdup(mcxt, TextDatumGetCString(repo));
	}
	SPI_finish();
	return c;
}

/* the row a name refers to as the constructors find it, or NULL */
static const ModelName *
model_named(const ModelNames *c, const char *name)
{
	CS_RETURN_MODEL_NAMED(c->rows, c->n, name);
	return NULL;
}

/*
 * model_id(name): the catalog's name of a model as a job log names it: as
 * the constructors find it, or the base of an instruction-tuned fine-tune
 * or a quantized upload (cs_fine_tune_bases()); NULL when unknown.  The catalog is read once per
 * query and the last answer kept, as a job history repeats its names.
 */
PG_FUNCTION_INFO_V1(model_id);
Datum
model_id(PG_FUNCTION_ARGS)
{
	ModelNames *c = (ModelNames *) fcinfo->flinfo->fn_extra;
	char	   *name = text_to_cstring(PG_GETARG_TEXT_PP(0));

	if (c == NULL)
		fcinfo->flinfo->fn_extra = c = model_names(fcinfo);
	if (c->last == NULL || strcmp(c->last, name) != 0)
	{
		const ModelName *m = model_named(c, name);
		MemoryContext old = MemoryContextSwitchTo(fcinfo->flinfo->fn_mcxt);

		if (m == NULL)
		{
			char		buf[4 * 1024];
			const char *bases[CS_MAX_BASE_NAMES];
			int			k = cs_fine_tune_bases(name, buf, sizeof(buf), bases, CS_MAX_BASE_NAMES);

			for (int i = 0; i < k && m == NULL; i++)
				m = model_named(c, bases[i]);
		}
		if (c->last != NULL)
			pfree(c->last);
		if (c->last_model != NULL)
			pfree(c->last_model);
		c->last = MemoryContextStrdup(fcinfo->flinfo->fn_mcxt, name);
		c->last_model = m ? cstring_to_text(m->name) : NULL;
		MemoryContextSwitchTo(old);
	}
	if (c->last_model == NULL)
		PG_RETURN_NULL();
	PG_RETURN_TEXT_P(c->last_model);
}

/*
 * true while CREATE EXTENSION / ALTER EXTENSION UPDATE runs a script of the
 * extension this function belongs to (not while another extension's script
 * runs, which could otherwise write the shipped rows)
 */
PG_FUNCTION_INFO_V1(in_extension_script);
Datum
in_extension_script(PG_FUNCTION_ARGS)
{
	Oid		   *ext = (Oid *) fcinfo->flinfo->fn_extra;

	if (!creating_extension)
		PG_RETURN_BOOL(false);
	if (ext == NULL)
	{
		ext = MemoryContextAlloc(fcinfo->flinfo->fn_mcxt, sizeof(Oid));
		*ext = getExtensionOfObject(ProcedureRelationId, fcinfo->flinfo->fn_oid);
		fcinfo->flinfo->fn_extra = ext;
	}
	PG_RETURN_BOOL(OidIsValid(*ext) && CurrentExtensionObject == *ext);
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
