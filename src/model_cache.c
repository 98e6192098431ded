/*
 * model_cache.c
 *		The model catalog of a query and its lookup by name.
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"

#include "catalog.h"
#include "model_cache.h"
#include "model_name.h"

/* a catalog row's hidden_act (its CHECK allows only these names) */
static int
hidden_act_code(const char *name)
{
	for (const CsName *e = cs_hidden_act_names; e->name != NULL; e++)
		if (pg_strcasecmp(e->name, name) == 0)
			return e->code;
	return CS_ACT_UNSET;
}

/*
 * loads the model catalog of the schema into the cache: an encoder-only
 * model (arch_type encoder or vision-encoder) and an encoder-decoder (T5,
 * Whisper) by their arch_type, a CNN or a diffusion UNet as convolutional
 */
static void
load_models(CsModelCache *mc, Oid nspoid, MemoryContext mcxt)
{
	uint64		n;

	cs_catalog_query(psprintf("SELECT name, hf_repo_id, params, active_params, layers, hidden, heads,"
							  " kv_heads, head_dim, intermediate, vocab, tied_embeddings, experts,"
							  " active_experts, kv_cache_width, sliding_window, sliding_window_layers,"
							  " gated_mlp, dropout, arch_type ~ '(cnn|unet)',"
							  " post_norms, qk_norm, attention_softcapping, logit_softcapping,"
							  " arch_type IN ('encoder', 'vision-encoder'), arch_type LIKE 'encoder-decoder%%',"
							  " hidden_act, kv_broadcast, max_context"
							  " FROM %s.model ORDER BY name COLLATE \"C\"",
							  quote_identifier(get_namespace_name(nspoid))),
					 "model", 29,
					 (const Oid[]) {TEXTOID, TEXTOID, FLOAT8OID, FLOAT8OID, INT4OID, INT4OID, INT4OID,
						 INT4OID, INT4OID, INT4OID, INT4OID, BOOLOID, INT4OID,
						 INT4OID, INT4OID, INT4OID, INT4OID,
						 BOOLOID, BOOLOID, BOOLOID, BOOLOID, BOOLOID, BOOLOID, BOOLOID,
						 BOOLOID, BOOLOID, TEXTOID, BOOLOID, INT4OID});
	n = SPI_processed;
	mc->models = MemoryContextAllocZero(mcxt, sizeof(CsModelRow) * (n + 1));
	for (uint64 i = 0; i < n; i++)
	{
		HeapTuple	tup = SPI_tuptable->vals[i];
		TupleDesc	desc = SPI_tuptable->tupdesc;
		CsModelRow *m = &mc->models[i];
		bool		isnull;
		Datum		v;

#define GET_INT(col, field) \
		v = SPI_getbinval(tup, desc, col, &isnull); \
		m->arch.field = isnull ? 0 : DatumGetInt32(v)
#define GET_BOOL(col, field, dflt) \
		v = SPI_getbinval(tup, desc, col, &isnull); \
		m->arch.field = isnull ? (dflt) : DatumGetBool(v)

		v = SPI_getbinval(tup, desc, 1, &isnull);
		m->name = MemoryContextStrdup(mcxt, TextDatumGetCString(v));
		v = SPI_getbinval(tup, desc, 2, &isnull);
		m->hf_repo_id = isnull ? NULL : MemoryContextStrdup(mcxt, TextDatumGetCString(v));
		v = SPI_getbinval(tup, desc, 3, &isnull);
		m->arch.params = isnull ? 0 : DatumGetFloat8(v);
		v = SPI_getbinval(tup, desc, 4, &isnull);
		m->arch.active_params = isnull ? 0 : DatumGetFloat8(v);
		GET_INT(5, layers);
		GET_INT(6, hidden);
		GET_INT(7, heads);
		GET_INT(8, kv_heads);
		GET_INT(9, head_dim);
		GET_INT(10, intermediate);
		GET_INT(11, vocab);
		GET_BOOL(12, tied_embeddings, 0);
		GET_INT(13, experts);
		GET_INT(14, active_experts);
		GET_INT(15, kv_cache_width);
		GET_INT(16, sliding_window);
		GET_INT(17, sliding_window_layers);
		GET_BOOL(18, gated_mlp, -1);
		GET_BOOL(19, dropout, 0);
		v = SPI_getbinval(tup, desc, 20, &isnull);
		m->convolutional = !isnull && DatumGetBool(v);
		GET_BOOL(21, post_norms, 0);
		GET_BOOL(22, qk_norm, 0);
		GET_BOOL(23, attention_softcapping, 0);
		GET_BOOL(24, logit_softcapping, 0);
		GET_BOOL(25, encoder, 0);
		GET_BOOL(26, encoder_decoder, 0);
		v = SPI_getbinval(tup, desc, 27, &isnull);
		if (!isnull)
			m->arch.hidden_act = hidden_act_code(TextDatumGetCString(v));
		GET_BOOL(28, kv_broadcast, 0);
		v = SPI_getbinval(tup, desc, 29, &isnull);
		m->max_context = isnull ? 0 : DatumGetInt32(v);
#undef GET_INT
#undef GET_BOOL
	}
	mc->nmodels = (int) n;
	mc->loaded = true;
	SPI_finish();
}

/* CS_RETURN_MODEL_NAMED(), which model_id() shares */
static const CsModelRow *
find_model(const CsModelCache *mc, const char *name)
{
	CS_RETURN_MODEL_NAMED(mc->models, mc->nmodels, name);
	return NULL;
}

static pg_noinline void
unknown_model(const CsModelCache *mc, const char *name)
{
	StringInfoData buf;

	initStringInfo(&buf);
	for (int i = 0; i < mc->nmodels; i++)
		appendStringInfo(&buf, "%s%s", i ? ", " : "", mc->models[i].name);
	ereport(ERROR,
			errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			errmsg("model \"%s\" does not exist", name),
			errhint("Known models (table computesize.model): %s. A fine-tune (an -Instruct or -chat model) has its base model's architecture: name the base, which model_id(name) gives for such a name. Or pass params and the architecture arguments.",
					buf.data));
}

const CsModelRow *
cs_model_lookup(CsModelCache *mc, Oid nspoid, MemoryContext mcxt, const char *name)
{
	const CsModelRow *m = NULL;

	if (!mc->loaded)
		load_models(mc, nspoid, mcxt);
	/* a query names a few models over and over */
	for (int i = 0; i < lengthof(mc->recent_row); i++)
		if (mc->recent_row[i] != NULL && strcmp(mc->recent_name[i], name) == 0)
			return mc->recent_row[i];
	m = find_model(mc, name);
	if (m == NULL)
		unknown_model(mc, name);
	if (strlen(name) < sizeof(mc->recent_name[0]))
	{
		int			slot = mc->recent_next++ % lengthof(mc->recent_row);

		strcpy(mc->recent_name[slot], name);
		mc->recent_row[slot] = m;
	}
	return m;
}
