/*
 * workload.c
 *		training_job(), inference_job() and memory(): fmgr glue between the
 *		computesize.workload composite and the estimator in estimate.c, and
 *		the codec of that composite (encode_workload(), workload_decode()).
 *		The argument checks are in workload_checks.c, the model catalog in
 *		model_cache.c.
 *
 * The constructors read the computesize.model catalog once per query (the
 * rows are cached in fn_extra, never across queries) and are STABLE;
 * memory() takes everything from its argument and is IMMUTABLE.
 */
#include "postgres.h"

#include <math.h>

#include "access/htup_details.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_type.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "funcapi.h"
#include "common/hashfn.h"
#include "utils/builtins.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "nodes/supportnodes.h"
#include "parser/parse_func.h"
#include "utils/lsyscache.h"
#include "utils/syscache.h"
#include "utils/typcache.h"

#include "catalog.h"
#include "estimate.h"
#include "workload.h"
#include "workload_checks.h"
#include "model_cache.h"
#include "model_name.h"
#include "memsize.h"

/* columns of computesize.workload, in order */
enum
{
	W_KIND, W_MODEL, W_PARAMS, W_ACTIVE_PARAMS, W_METHOD, W_PRECISION,
	W_OPTIMIZER, W_BATCH, W_SEQ_LEN, W_TOKENS, W_GRAD_CKPT, W_FLASH,
	W_LORA_RANK, W_LORA_TARGETS, W_ZERO_STAGE, W_GPUS, W_FRAMEWORK,
	W_KV_PRECISION, W_QUANT, W_MIXED, W_LAYERS, W_HIDDEN, W_HEADS, W_KV_HEADS,
	W_HEAD_DIM, W_INTERMEDIATE, W_VOCAB, W_TIED, W_EXPERTS,
	W_ACTIVE_EXPERTS, W_KV_WIDTH, W_WINDOW, W_WINDOW_LAYERS, W_GATED,
	W_CHUNKED_LOSS, W_OPT_IN_BWD, W_ACT_OFFLOAD, W_DROPOUT, W_COMPILED,
	W_LORA_DROPOUT, W_GRAD_ACCUM,
	W_POST_NORMS, W_QK_NORM, W_ATTN_SOFTCAP, W_LOGIT_SOFTCAP,
	W_LORA_DTYPE, W_NUM_LABELS, W_ENCODER,
	W_CUDA_CONTEXT, W_ENCODER_DECODER, W_GALORE_RANK, W_OFFLOAD,
	W_HIDDEN_ACT, W_KV_BROADCAST, W_PROMPT,
	W_CHECKPOINT, W_RESTART,	/* not in 0.1.24's type */
	W_NATTS
};

/* the columns of workload in 0.1.24, which this library serves too */
#define W_NATTS_0_1_24 W_CHECKPOINT

/* columns of computesize.memory_estimate, in order */
enum
{
	M_WEIGHTS, M_GRADIENTS, M_OPTIMIZER, M_ACTIVATIONS, M_KV_CACHE,
	M_OVERHEAD, M_TOTAL, M_GPUS, M_ALLOCATED, M_RESERVED, M_TRAINABLE,
	M_OPTIMIZER_STEP,
	M_NATTS
};


#define MAX_DTYPES 64

/*
 * The memory_estimate row type and its layout, worked out once per query.
 * Every column is 8 bytes wide and by value (memsize, double precision)
 * but gpus (integer), and none is NULL, so every result has the same
 * header and the same data offsets: estimate_datum() copies a template that
 * heap_form_tuple() built (its header is PostgreSQL's to define) and
 * stores the row's values at those offsets, without the per-column size
 * and null bookkeeping on every row.
 */
typedef struct ResultRow
{
	TupleDesc	desc;			/* NULL: not looked up yet */
	HeapTupleHeader template;	/* NULL: not that layout (heap_form_tuple) */
	int			natts;			/* M_NATTS */
	Size		len;
	Size		off[M_NATTS];	/* of each column, from the header's start */
} ResultRow;

/*
 * A per-query memo of estimates by their inputs' exact bytes (see
 * memo_wanted() and memo_lookup() below): 4096 entries in four-way sets.
 */
#define MEMO_SLOTS 4096
#define MEMO_WAYS 4
#define MEMO_SEED UINT64CONST(0x9E3779B97F4A7C15)	/* the hash's start */

typedef struct MemoEntry
{
	char	   *key;			/* NULL: empty */
	Size		keylen;
	HeapTupleHeader result;		/* a memory_estimate; NULL: a column's bytes */
	int64		value;			/* the bytes of one column (direct_part()) */
} MemoEntry;

typedef struct Memo
{
	MemoEntry  *slots;			/* MEMO_SLOTS of them; NULL: not made yet */
	bool		off;			/* stopped: it did not pay */
	uint64		calls;
	uint64		hits;
} Memo;

/* per-query cache of a constructor */
typedef struct CtorCache
{
	TupleDesc	tupdesc;
	CsModelCache models;		/* the model catalog, loaded at the first name */
	Datum		kind_text[2];	/* "training", "inference" */
	Datum		dtype_text[MAX_DTYPES]; /* the names of cs_dtypes */
	Datum		act_text[CS_ACT_GELU_PYTHON + 1];	/* each CsHiddenAct's name */
	const CsDtype *bf16;		/* the formats the defaults name */
	const CsDtype *nf4;
	const CsDtype *f16;
	ResultRow	result;			/* memory_estimate, for the direct functions */
	Memo		memo;			/* the direct functions' */
	bool		arg_is_text[FUNC_MAX_ARGS];
	/* the direct functions' arguments that are not constants of the call */
	int16		vary[FUNC_MAX_ARGS];
	int			nvary;			/* worked out with the memo */
	/* arguments with the same value on every call, and their names' codes */
	bool		stable_known[FUNC_MAX_ARGS];
	bool		stable[FUNC_MAX_ARGS];
	bool		code_known[FUNC_MAX_ARGS];
	int			code[FUNC_MAX_ARGS];
	Datum		listed[FUNC_MAX_ARGS];	/* the name as listed, if given in other case */
	const CsDtype *precision;	/* of stable precision arguments; NULL: not known */
	/* the texts of the defaults of text arguments, made once */
	const char *default_name[4];
	Datum		default_text[4];
	/* the last LoRA target list decoded, and its mask */
	CsRecentText recent_targets;
	/* the longest sequence of the model resolve_arch() found last; 0: none */
	int			model_max_context;
	/* the job's arguments: PG_NARGS(), less the direct functions' gpus */
	int			job_nargs;
	const CsDtype *fp32;		/* lora_dtype's */
} CtorCache;

/* per-query cache of memory() */
typedef struct MemCache
{
	ResultRow	result;
	CsWorkloadReader reader;	/* of workload values */
	Memo		memo;			/* of workload values (and gpus) */
} MemCache;


/* a workload's kinds, as its kind column names them */
static const CsName kind_names[] = {
	{"training", CS_KIND_TRAINING},
	{"inference", CS_KIND_INFERENCE},
	{NULL, 0}
};


/*
 * A text datum in place: short and plain values (every name an argument
 * or a workload column holds) need no call to the detoaster.
 */
static inline text *
text_in_place(Datum d)
{
	struct varlena *v = (struct varlena *) DatumGetPointer(d);

	if (VARATT_IS_COMPRESSED(v) || VARATT_IS_EXTERNAL(v))
		v = pg_detoast_datum_packed(v);
	return (text *) v;
}

/* do the len bytes at p spell s? */
static inline bool
bytes_are(const char *p, size_t len, const char *s)
{
	/* names are short: compare inline (a shorter s stops at its NUL) */
	for (size_t i = 0; i < len; i++)
		if (p[i] != s[i])
			return false;
	return s[len] == '\0';
}

/* does text datum d spell s?  (no copy, no detoasting of short values) */
static inline bool
text_is(Datum d, const char *s)
{
	text	   *t = text_in_place(d);

	return bytes_are(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t), s);
}

/*
 * Names are matched exactly first (a name spelt as listed is found by the
 * first loop, as before); failing that, ignoring ASCII letter case: 'QLoRA',
 * 'vLLM', 'BF16' and 'Q4_K_M' name what 'qlora', 'vllm', 'bf16' and
 * 'q4_k_m' do.  Every listed name is lower case.  The slow paths are cold:
 * a name spelt as listed never reaches them.
 */
static inline bool
bytes_are_any_case(const char *p, size_t len, const char *s)
{
	for (size_t i = 0; i < len; i++)
		if (pg_ascii_tolower((unsigned char) p[i]) != s[i])
			return false;
	return s[len] == '\0';
}

static pg_noinline pg_attribute_cold const CsName *
name_entry_any_case(const CsName *table, const char *p, size_t len)
{
	for (const CsName *n = table; n->name != NULL; n++)
		if (bytes_are_any_case(p, len, n->name))
			return n;
	return NULL;
}

/*
 * The entry of a name given as a text datum, NULL if none; *exact: spelt
 * as the table lists it
 */
static const CsName *
name_entry(const CsName *table, Datum d, bool *exact)
{
	text	   *t = text_in_place(d);
	const char *p = VARDATA_ANY(t);
	size_t		len = VARSIZE_ANY_EXHDR(t);

	*exact = true;
	for (const CsName *n = table; n->name != NULL; n++)
		if (bytes_are(p, len, n->name))
			return n;
	*exact = false;
	return name_entry_any_case(table, p, len);
}

static pg_noinline pg_attribute_cold const CsDtype *
dtype_any_case(const char *p, size_t len)
{
	for (const CsDtype *f = cs_dtypes; f->name != NULL; f++)
		if (bytes_are_any_case(p, len, f->name))
			return f;
	return NULL;
}

static const CsDtype *
dtype_of(Datum d)
{
	text	   *t = text_in_place(d);
	const char *p = VARDATA_ANY(t);
	size_t		len = VARSIZE_ANY_EXHDR(t);

	for (const CsDtype *f = cs_dtypes; f->name != NULL; f++)
		if (bytes_are(p, len, f->name))
			return f;
	return dtype_any_case(p, len);
}

/*
 * The LoRA target mask of a text datum, or the error listing the valid ones.
 * Out of line: rows that repeat their list never parse it (see
 * lora_targets_remembered()).
 */
static pg_noinline int
lora_targets_of(Datum d)
{
	text	   *t = text_in_place(d);
	int			mask = cs_lora_targets_parse_n(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t));

	if (mask < 0)
		cs_bad_value("lora_targets", text_to_cstring(t),
				  "attention, all-linear, mlp, qv, or a list of q, k, v, o, gate, up, down, lm_head separated by commas or spaces");
	return mask;
}

/* the entry of a name given as text, or the error listing the valid names */
static const CsName *
entry_of(const CsName *table, const char *what, Datum d, bool *exact)
{
	const CsName *e = name_entry(table, d, exact);

	if (e == NULL)
	{
		char		buf[1024];

		cs_name_list(table, buf, sizeof(buf));
		cs_bad_value(what, TextDatumGetCString(d), buf);
	}
	return e;
}

/*
 * Is argument n a constant of the call (a literal, or NULL for its
 * default), the same on every call that uses this cache?  Only a Const
 * node qualifies: an external parameter is fixed within one execution of
 * a query, but PL/pgSQL evaluates a simple expression again and again with
 * the same expression state (and so the same fn_extra) for new values of
 * its variables.  Asked once per call site.
 */
static inline bool
arg_stable(FunctionCallInfo fcinfo, CtorCache *cache, int n)
{
	if (!cache->stable_known[n])
	{
		Node	   *expr = fcinfo->flinfo->fn_expr;
		List	   *args = (expr != NULL && IsA(expr, FuncExpr)) ? ((FuncExpr *) expr)->args : NIL;

		cache->stable[n] = n < list_length(args) && IsA(list_nth(args, n), Const);
		cache->stable_known[n] = true;
	}
	return cache->stable[n];
}

/* the text of a listed name, for the query (stable) or the row */
static pg_noinline pg_attribute_cold Datum
listed_name(FunctionCallInfo fcinfo, bool stable, const char *name)
{
	MemoryContext old = MemoryContextSwitchTo(stable ? fcinfo->flinfo->fn_mcxt : CurrentMemoryContext);
	Datum		d = CStringGetTextDatum(name);

	MemoryContextSwitchTo(old);
	return d;
}

/*
 * The code of the name argument n gives (*d: its value or default), or the
 * error listing the valid names; looked up once if stable.  A name given in
 * other letter case is replaced in *d by the name as listed, which the
 * workload then stores.
 */
static int
arg_code_lookup(FunctionCallInfo fcinfo, CtorCache *cache, int n,
				const CsName *table, const char *what, Datum *d)
{
	bool		exact;
	const CsName *e = entry_of(table, what, *d, &exact);
	bool		stable = arg_stable(fcinfo, cache, n);

	if (unlikely(!exact))
		*d = listed_name(fcinfo, stable, e->name);
	if (stable)
	{
		cache->code[n] = e->code;
		cache->listed[n] = exact ? (Datum) 0 : *d;
		cache->code_known[n] = true;
	}
	return e->code;
}

static pg_attribute_always_inline int
arg_code(FunctionCallInfo fcinfo, CtorCache *cache, int n,
		 const CsName *table, const char *what, Datum *d)
{
	if (cache->code_known[n])
	{
		if (unlikely(cache->listed[n] != (Datum) 0))
			*d = cache->listed[n];
		return cache->code[n];
	}
	return arg_code_lookup(fcinfo, cache, n, table, what, d);
}

/* the number format named by a text datum, or the error listing the valid ones */
static const CsDtype *
dtype_checked(const char *what, Datum d, int train_only)
{
	const CsDtype *t = dtype_of(d);

	if (t == NULL || (train_only && t->kind != CS_DT_FLOAT))
	{
		char		buf[512];

		cs_dtype_list(train_only, buf, sizeof(buf));
		cs_bad_value(what, TextDatumGetCString(d), buf);
	}
	return t;
}

/* a row type of the extension, looked up in the calling function's schema,
 * with min_natts to natts columns */
static TupleDesc
named_tupdesc(FunctionCallInfo fcinfo, const char *typname, int min_natts, int natts)
{
	MemoryContext mcxt = fcinfo->flinfo->fn_mcxt;
	Oid			nsp = get_func_namespace(fcinfo->flinfo->fn_oid);
	Oid			typid = GetSysCacheOid2(TYPENAMENSP, Anum_pg_type_oid,
										CStringGetDatum(typname),
										ObjectIdGetDatum(nsp));
	MemoryContext old;
	TupleDesc	desc,
				cached;

	if (!OidIsValid(typid))
		elog(ERROR, "type %s does not exist in the extension's schema", typname);
	cached = lookup_rowtype_tupdesc(typid, -1);
	old = MemoryContextSwitchTo(mcxt);
	desc = CreateTupleDescCopy(cached);
	MemoryContextSwitchTo(old);
	ReleaseTupleDesc(cached);
	if (desc->natts < min_natts || desc->natts > natts)
		elog(ERROR, "type %s has %d columns, expected %d to %d",
			 typname, desc->natts, min_natts, natts);
	return BlessTupleDesc(desc);
}

/* looks up memory_estimate and works out its layout */
static void
result_row_init(FunctionCallInfo fcinfo, ResultRow *row)
{
	Datum		zeros[M_NATTS] = {0};
	bool		nulls[M_NATTS] = {0};
	HeapTuple	tuple;
	Size		off;

	row->desc = named_tupdesc(fcinfo, "memory_estimate", M_NATTS, M_NATTS);
	row->natts = row->desc->natts;
	row->template = NULL;
	for (int i = 0; i < row->natts; i++)
	{
		Form_pg_attribute att = TupleDescAttr(row->desc, i);

		if (att->attisdropped || !att->attbyval ||
			att->attlen != (i == M_GPUS ? sizeof(int32) : sizeof(int64)))
			return;				/* heap_form_tuple() on every row */
	}
	tuple = heap_form_tuple(row->desc, zeros, nulls);
	off = tuple->t_data->t_hoff;
	for (int i = 0; i < row->natts; i++)
	{
		Form_pg_attribute att = TupleDescAttr(row->desc, i);

		off = att_align_nominal(off, att->attalign);
		row->off[i] = off;
		off += att->attlen;
	}
	row->len = HeapTupleHeaderGetDatumLength(tuple->t_data);
	if (off != row->len)
		elog(ERROR, "unexpected layout of type memory_estimate");
	row->template = MemoryContextAlloc(fcinfo->flinfo->fn_mcxt, row->len);
	memcpy(row->template, tuple->t_data, row->len);
	heap_freetuple(tuple);
}

static CtorCache *
ctor_cache(FunctionCallInfo fcinfo)
{
	CtorCache  *cache = (CtorCache *) fcinfo->flinfo->fn_extra;

	if (cache == NULL)
	{
		MemoryContext old;

		cache = MemoryContextAllocZero(fcinfo->flinfo->fn_mcxt, sizeof(CtorCache));
		cache->tupdesc = named_tupdesc(fcinfo, "workload", W_NATTS_0_1_24, W_NATTS);
		old = MemoryContextSwitchTo(fcinfo->flinfo->fn_mcxt);
		cache->kind_text[0] = PointerGetDatum(cstring_to_text(kind_names[0].name));
		cache->kind_text[1] = PointerGetDatum(cstring_to_text(kind_names[1].name));
		cache->bf16 = cs_dtype_lookup("bf16");
		cache->nf4 = cs_dtype_lookup("nf4");
		cache->fp32 = cs_dtype_lookup("fp32");
		cache->f16 = cs_dtype_lookup("f16");
		for (int i = 0; cs_dtypes[i].name != NULL; i++)
		{
			Assert(i < MAX_DTYPES);
			cache->dtype_text[i] = PointerGetDatum(cstring_to_text(cs_dtypes[i].name));
		}
		/* a code's first name (silu, not swish) */
		for (int i = 0; cs_hidden_act_names[i].name != NULL; i++)
			if (cache->act_text[cs_hidden_act_names[i].code] == (Datum) 0)
				cache->act_text[cs_hidden_act_names[i].code] =
					PointerGetDatum(cstring_to_text(cs_hidden_act_names[i].name));
		MemoryContextSwitchTo(old);
		fcinfo->flinfo->fn_extra = cache;
	}
	return cache;
}

/* argument helpers: NULL gives the default */
#define ARG_TEXT(n, dflt)	(PG_ARGISNULL(n) ? (dflt) : text_to_cstring(PG_GETARG_TEXT_PP(n)))
#define ARG_INT(n, dflt)	(PG_ARGISNULL(n) ? (dflt) : PG_GETARG_INT32(n))
#define ARG_F8(n, dflt)		(PG_ARGISNULL(n) ? (dflt) : PG_GETARG_FLOAT8(n))
#define ARG_BOOL(n, dflt)	(PG_ARGISNULL(n) ? (dflt) : PG_GETARG_BOOL(n))

static Datum dtype_datum(CtorCache *cache, const CsDtype *d);

/*
 * "precision" is a keyword in PostgreSQL's grammar, so a call must quote it
 * ("precision" => 'fp16'); dtype => 'fp16' is the same argument unquoted.
 */
static Datum
precision_argument(FunctionCallInfo fcinfo, CtorCache *cache, int precision_arg, int dtype_arg)
{
	if (!PG_ARGISNULL(dtype_arg))
	{
		Datum		d = PG_GETARG_DATUM(dtype_arg);

		if (!PG_ARGISNULL(precision_arg) &&
			!text_is(PG_GETARG_DATUM(precision_arg), "bf16") &&
			!text_is(PG_GETARG_DATUM(precision_arg), TextDatumGetCString(d)))
			ereport(ERROR,
					errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					errmsg("precision \"%s\" and dtype \"%s\" disagree",
						   TextDatumGetCString(PG_GETARG_DATUM(precision_arg)),
						   TextDatumGetCString(d)),
					errhint("dtype is another name for precision: give one of them."));
		return d;
	}
	if (!PG_ARGISNULL(precision_arg))
		return PG_GETARG_DATUM(precision_arg);
	return dtype_datum(cache, cache->bf16);
}

/*
 * The adapters' type of an argument or a stored workload: fp32, or the
 * job's own 16-bit compute type (fp32 weights, under AMP or in fp32
 * training, have fp32 adapters); anything else is an error
 */
static CsLoraDtype
lora_dtype_of(const CsDtype *lora, const CsDtype *compute, bool mixed)
{
	if (lora->bytes >= 4)
		return CS_LORA_DTYPE_FP32;
	if (mixed || compute->bytes >= 4)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("lora_dtype \"%s\" cannot be used with fp32 weights", lora->name),
				errdetail("Under mixed precision and in fp32 training the model's weights are fp32, and so are its adapters."),
				errhint("Use lora_dtype => 'fp32', or train in pure 16-bit (mixed_precision => false, \"precision\" => 'bf16' or 'fp16')."));
	if (lora != compute)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("lora_dtype \"%s\" is not the job's compute type \"%s\"", lora->name, compute->name),
				errhint("Valid values are: fp32 (PEFT's adapters on a 16-bit model), %s (the model's own type, as torchtune and litgpt build them).", compute->name));
	return CS_LORA_DTYPE_COMPUTE;
}

/*
 * Where a constructor takes its architecture arguments: argument numbers of
 * the integer overrides and of the gated-MLP, tied-embeddings and dropout
 * flags (-1 where the constructor has none).
 */
typedef struct ArchArgnos
{
	int			layers,
				hidden,
				heads,
				kv_heads,
				intermediate,
				vocab,
				head_dim,
				experts,
				active_experts;
	int			gated,
				tied,
				dropout;
	/* inference_job's cache layout; -1: none (training_job) */
	int			kv_cache_width,
				sliding_window,
				sliding_window_layers;
} ArchArgnos;

/*
 * An integer architecture argument, if given, overrides the model's value
 * (above zero).  Written out per argument, not looped over a table: a few
 * instructions each.
 */
#define ARCH_INT(field) \
	do { \
		if (!PG_ARGISNULL(an->field)) \
		{ \
			arch->field = PG_GETARG_INT32(an->field); \
			require_positive_int(#field, arch->field, true); \
		} \
	} while (0)

/* the integer architecture arguments that are given override the model */
static pg_attribute_always_inline void
apply_arch_args(FunctionCallInfo fcinfo, CsArch *arch, const ArchArgnos *an)
{
	ARCH_INT(layers);
	ARCH_INT(hidden);
	ARCH_INT(heads);
	ARCH_INT(kv_heads);
	ARCH_INT(intermediate);
	ARCH_INT(vocab);
	ARCH_INT(head_dim);
	ARCH_INT(experts);
	ARCH_INT(active_experts);
}

/* boolean architecture overrides: gated_mlp and tied_embeddings */
static void
apply_arch_bools(FunctionCallInfo fcinfo, CsArch *arch, int gated_arg, int tied_arg)
{
	if (!PG_ARGISNULL(gated_arg))
		arch->gated_mlp = PG_GETARG_BOOL(gated_arg);
	if (!PG_ARGISNULL(tied_arg))
		arch->tied_embeddings = PG_GETARG_BOOL(tied_arg);
}

/*
 * inference_job's cache-layout overrides: the width of an MLA latent and a
 * sliding window with the number of layers that have it
 */
static void
apply_cache_args(FunctionCallInfo fcinfo, CtorCache *cache, CsArch *arch,
				 const ArchArgnos *an)
{
	/* none: training_job */
	if (an->kv_cache_width < 0)
		return;
	ARCH_INT(kv_cache_width);
	ARCH_INT(sliding_window);
	ARCH_INT(sliding_window_layers);
	if (!PG_ARGISNULL(an->sliding_window_layers) && arch->sliding_window <= 0)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("sliding_window_layers needs a sliding window"),
				errhint("Give sliding_window (tokens) as well, or a model whose catalog row has one."));
}
#undef ARCH_INT

/* the model's architecture (if named), with the explicit overrides */
static void
resolve_arch(FunctionCallInfo fcinfo, CtorCache *cache, const char *model,
			 double params, CsArch *arch)
{
	*arch = cs_zero_arch;
	arch->gated_mlp = -1;
	cache->model_max_context = 0;
	if (model != NULL)
	{
		const CsModelRow *m = cs_model_lookup(&cache->models, get_func_namespace(fcinfo->flinfo->fn_oid),
											  fcinfo->flinfo->fn_mcxt, model);

		if (m->convolutional && params <= 0)
			ereport(ERROR,
					errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					errmsg("model \"%s\" is a convolutional network, which computesize's estimator does not model", m->name),
					errhint("The estimator models transformers (decoders, encoders, encoder-decoders, vision transformers). For a convolutional network, pass params and a transformer shape that matches its activations, or measure it."));
		*arch = m->arch;
		cache->model_max_context = m->max_context;
	}
	if (params > 0)
	{
		if (arch->active_params == arch->params)
			arch->active_params = 0;
		arch->params = params;
	}
}

/*
 * What a constructor's arguments come to: the estimator's input, and the
 * text columns a workload keeps as they were given.  training_job() and
 * inference_job() store it as a workload value; training_memory() and
 * inference_memory() estimate from it without that round trip.
 */
typedef struct Decoded
{
	CsArch		arch;
	CsJob		job;
	Datum		model;			/* text as given; 0: NULL */
	Datum		method;			/* training only */
	Datum		optimizer;		/* training only */
	Datum		framework;
	Datum		lora_targets;	/* 0: no adapters */
	Datum		offload;		/* training only; 0: none */
	bool		tokens_null;
} Decoded;

/*
 * A completed architecture in the form a workload's columns hold it (no
 * experts is one expert; a missing MLA width or sliding window is zero;
 * flags are 0 or 1), so that the direct estimate and the estimate of the
 * stored value read the same numbers.
 */
static void
arch_as_stored(CsArch *a)
{
	if (a->experts <= 1)
	{
		a->experts = 1;
		a->active_experts = 1;
	}
	if (a->kv_cache_width < 0)
		a->kv_cache_width = 0;
	if (a->sliding_window <= 0)
	{
		a->sliding_window = 0;
		a->sliding_window_layers = 0;
	}
	a->tied_embeddings = a->tied_embeddings != 0;
	a->gated_mlp = a->gated_mlp != 0;
	a->dropout = a->dropout != 0;
	/* post_norms, qk_norm and the soft-capping flags are 0 or 1 as read */
}

/* the text columns a workload keeps as given (0: NULL) */
static void
decoded_texts(Decoded *d, Datum model, Datum method, Datum optimizer,
			  Datum framework, Datum lora_targets, Datum offload, bool tokens_null)
{
	d->offload = offload;
	d->model = model;
	d->method = method;
	d->optimizer = optimizer;
	d->framework = framework;
	d->lora_targets = lora_targets;
	d->tokens_null = tokens_null;
}

/* fills values/nulls of the architecture columns (from arch_as_stored()) */
static void
put_arch(const CsArch *a, Datum *values, bool *nulls)
{
	values[W_PARAMS] = Float8GetDatum(a->params);
	values[W_ACTIVE_PARAMS] = Float8GetDatum(a->active_params);
	values[W_LAYERS] = Int32GetDatum(a->layers);
	values[W_HIDDEN] = Int32GetDatum(a->hidden);
	values[W_HEADS] = Int32GetDatum(a->heads);
	values[W_KV_HEADS] = Int32GetDatum(a->kv_heads);
	values[W_HEAD_DIM] = Int32GetDatum(a->head_dim);
	values[W_INTERMEDIATE] = Int32GetDatum(a->intermediate);
	values[W_VOCAB] = Int32GetDatum(a->vocab);
	values[W_TIED] = BoolGetDatum(a->tied_embeddings);
	values[W_EXPERTS] = Int32GetDatum(a->experts);
	values[W_ACTIVE_EXPERTS] = Int32GetDatum(a->active_experts);
	values[W_KV_WIDTH] = Int32GetDatum(a->kv_cache_width);
	nulls[W_KV_WIDTH] = a->kv_cache_width == 0;
	values[W_WINDOW] = Int32GetDatum(a->sliding_window);
	nulls[W_WINDOW] = a->sliding_window == 0;
	values[W_WINDOW_LAYERS] = Int32GetDatum(a->sliding_window_layers);
	nulls[W_WINDOW_LAYERS] = a->sliding_window == 0;
	values[W_GATED] = BoolGetDatum(a->gated_mlp);
	values[W_DROPOUT] = BoolGetDatum(a->dropout);
	values[W_POST_NORMS] = BoolGetDatum(a->post_norms);
	values[W_QK_NORM] = BoolGetDatum(a->qk_norm);
	values[W_ATTN_SOFTCAP] = BoolGetDatum(a->attention_softcapping);
	values[W_LOGIT_SOFTCAP] = BoolGetDatum(a->logit_softcapping);
	values[W_ENCODER] = BoolGetDatum(a->encoder);
	values[W_ENCODER_DECODER] = BoolGetDatum(a->encoder_decoder);
	values[W_KV_BROADCAST] = BoolGetDatum(a->kv_broadcast);
}

pg_noinline void
cs_gpu_count_error(const CsArch *arch, const CsJob *job, int gpus)
{
	StringInfoData sizes;

	/* a training job's one rule: layer-wise GaLore (cs_galore_gpus_ok()) */
	if (job->kind == CS_KIND_TRAINING)
		galore_layerwise_error(gpus);
	initStringInfo(&sizes);
	for (int d = 1; d <= arch->heads; d++)
		if (arch->heads % d == 0)
			appendStringInfo(&sizes, "%s%d", sizes.len > 0 ? ", " : "", d);
	ereport(ERROR,
			errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			errmsg("vllm cannot split %d attention heads across %d GPUs", arch->heads, gpus),
			errdetail("vLLM's tensor parallelism gives every GPU the same number of heads."),
			errhint("Valid gpus for this model under vllm: %s.", sizes.data));
}

static void
check_arch(CsArch *arch)
{
	const char *hint;
	const char *problem = cs_arch_complete(arch, &hint);

	if (problem != NULL)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("%s", problem),
				errhint("%s", hint));
}

/* the cached text datum of a format's name */
static Datum
dtype_datum(CtorCache *cache, const CsDtype *d)
{
	return cache->dtype_text[d - cs_dtypes];
}

/* a text argument as given, or the default's text (made once per query) */
static Datum
text_arg(FunctionCallInfo fcinfo, CtorCache *cache, int n, const char *dflt)
{
	if (!PG_ARGISNULL(n))
		return PG_GETARG_DATUM(n);
	for (int i = 0; i < lengthof(cache->default_name); i++)
	{
		if (cache->default_name[i] == dflt)
			return cache->default_text[i];
		if (cache->default_name[i] == NULL)
		{
			MemoryContext old = MemoryContextSwitchTo(fcinfo->flinfo->fn_mcxt);

			cache->default_text[i] = PointerGetDatum(cstring_to_text(dflt));
			MemoryContextSwitchTo(old);
			cache->default_name[i] = dflt;
			return cache->default_text[i];
		}
	}
	return PointerGetDatum(cstring_to_text(dflt));
}

/*
 * The last text a name argument or column held (CsRecentText), and what it
 * named: rows repeat their names, and a row that repeats one compares its
 * bytes instead of looking it up or parsing it again
 */
/* is d the slot's last text?  Then *value is what it named */
static inline bool
recent_text(const CsRecentText *r, Datum d, int64 *value)
{
	text	   *t = text_in_place(d);
	const char *p = VARDATA_ANY(t);
	size_t		len = VARSIZE_ANY_EXHDR(t);

	if ((size_t) r->len != len + 1)
		return false;
	for (size_t i = 0; i < len; i++)
		if (p[i] != r->bytes[i])
			return false;
	*value = r->value;
	return true;
}

/* remembers what d named, if it is short enough */
static inline void
remember_text(CsRecentText *r, Datum d, int64 value)
{
	text	   *t = text_in_place(d);
	size_t		len = VARSIZE_ANY_EXHDR(t);

	if (len < sizeof(r->bytes))
	{
		memcpy(r->bytes, VARDATA_ANY(t), len);
		r->len = (int32) len + 1;
		r->value = value;
	}
}

/* a LoRA target list's mask, remembered in r */
static inline int
lora_targets_remembered(CsRecentText *r, Datum d)
{
	int64		mask;

	if (recent_text(r, d, &mask))
		return (int) mask;
	mask = lora_targets_of(d);
	remember_text(r, d, mask);
	return (int) mask;
}

/* a workload value's columns from a decoded constructor call */
static void
encode_workload(CtorCache *cache, const Decoded *d, Datum *values, bool *nulls)
{
	const CsJob *job = &d->job;
	bool		training = job->kind == CS_KIND_TRAINING;

	memset(nulls, 0, sizeof(bool) * W_NATTS);
	memset(values, 0, sizeof(Datum) * W_NATTS);
	values[W_KIND] = cache->kind_text[training ? 0 : 1];
	values[W_MODEL] = d->model;
	nulls[W_MODEL] = d->model == (Datum) 0;
	values[W_METHOD] = d->method;
	nulls[W_METHOD] = !training;
	values[W_PRECISION] = dtype_datum(cache, job->precision);
	values[W_OPTIMIZER] = d->optimizer;
	nulls[W_OPTIMIZER] = !training;
	values[W_BATCH] = Int32GetDatum((int32) job->batch);
	values[W_SEQ_LEN] = Int32GetDatum((int32) job->seq_len);
	values[W_TOKENS] = Float8GetDatum(job->tokens);
	nulls[W_TOKENS] = d->tokens_null;
	values[W_GRAD_CKPT] = BoolGetDatum(job->gradient_checkpointing);
	values[W_FLASH] = BoolGetDatum(job->flash_attention);
	values[W_LORA_RANK] = Int32GetDatum(job->lora_rank);
	nulls[W_LORA_RANK] = d->lora_targets == (Datum) 0;
	values[W_LORA_TARGETS] = d->lora_targets;
	nulls[W_LORA_TARGETS] = d->lora_targets == (Datum) 0;
	values[W_ZERO_STAGE] = Int32GetDatum(job->zero_stage);
	values[W_GPUS] = Int32GetDatum(job->gpus);
	values[W_FRAMEWORK] = d->framework;
	if (training)
		nulls[W_KV_PRECISION] = true;
	else
		values[W_KV_PRECISION] = dtype_datum(cache, job->kv_precision);
	if (job->quant != NULL)
		values[W_QUANT] = dtype_datum(cache, job->quant);
	nulls[W_QUANT] = job->quant == NULL;
	values[W_MIXED] = BoolGetDatum(job->mixed);
	values[W_CHUNKED_LOSS] = BoolGetDatum(job->chunked_loss);
	values[W_OPT_IN_BWD] = BoolGetDatum(job->optimizer_in_backward);
	values[W_ACT_OFFLOAD] = BoolGetDatum(job->activation_offloading);
	values[W_COMPILED] = BoolGetDatum(job->compiled);
	values[W_LORA_DROPOUT] = Float8GetDatum(job->lora_dropout);
	nulls[W_LORA_DROPOUT] = d->lora_targets == (Datum) 0;
	values[W_GRAD_ACCUM] = Int32GetDatum(job->gradient_accumulation);
	nulls[W_GRAD_ACCUM] = !training;
	if (job->lora_dtype != CS_LORA_DTYPE_UNSET)
		values[W_LORA_DTYPE] = dtype_datum(cache, job->lora_dtype == CS_LORA_DTYPE_FP32 ?
										   cache->fp32 : job->precision);
	nulls[W_LORA_DTYPE] = job->lora_dtype == CS_LORA_DTYPE_UNSET;
	values[W_NUM_LABELS] = Int32GetDatum(job->num_labels);
	nulls[W_NUM_LABELS] = job->num_labels <= 0;
	values[W_CUDA_CONTEXT] = MemsizeGetDatum((memsize) job->cuda_context);
	nulls[W_CUDA_CONTEXT] = job->cuda_context <= 0;
	values[W_GALORE_RANK] = Int32GetDatum(job->galore_rank);
	nulls[W_GALORE_RANK] = job->galore_rank <= 0;
	values[W_OFFLOAD] = d->offload;
	nulls[W_OFFLOAD] = d->offload == (Datum) 0;
	values[W_HIDDEN_ACT] = cache->act_text[d->arch.hidden_act];
	nulls[W_HIDDEN_ACT] = d->arch.hidden_act == CS_ACT_UNSET;
	values[W_PROMPT] = Int32GetDatum(job->prompt);
	nulls[W_PROMPT] = job->prompt <= 0;
	/* restarts: the defaults until checkpointed() or not_restartable() says */
	nulls[W_CHECKPOINT] = nulls[W_RESTART] = true;
	put_arch(&d->arch, values, nulls);
}

/*
 * The format precision_argument() named (d), NULL if it names none; looked
 * up once when the precision and dtype arguments are both constants.
 */
static const CsDtype *
precision_of(FunctionCallInfo fcinfo, CtorCache *cache, int precision_arg, int dtype_arg, Datum d)
{
	const CsDtype *prec;

	if (cache->precision != NULL)
		return cache->precision;
	prec = dtype_of(d);
	if (prec != NULL && arg_stable(fcinfo, cache, precision_arg) && arg_stable(fcinfo, cache, dtype_arg))
		cache->precision = prec;
	return prec;
}

/* LoRA targets must name a matrix the model has: a plain MLP has no gate */
static void
check_lora_targets(const CsArch *arch, int mask)
{
	if (cs_lora_targets_of_arch(arch, mask) == 0)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("lora_targets name no matrix of this model"),
				errdetail("The model has a plain MLP (gated_mlp false), which has no gate projection."),
				errhint("Target up and down (or mlp, all-linear), or the attention projections q, k, v, o."));
}

/*
 * A constructor's architecture: the model's (if named) with the explicit
 * overrides (an: where the constructor takes them), completed and in
 * stored form.
 */
static pg_attribute_always_inline void
decode_arch(FunctionCallInfo fcinfo, CtorCache *cache, const char *model, double params,
			const ArchArgnos *an, CsArch *arch)
{
	resolve_arch(fcinfo, cache, model, params, arch);
	apply_arch_args(fcinfo, arch, an);
	apply_arch_bools(fcinfo, arch, an->gated, an->tied);
	if (an->dropout >= 0 && !PG_ARGISNULL(an->dropout))
		arch->dropout = PG_GETARG_BOOL(an->dropout);
	apply_cache_args(fcinfo, cache, arch, an);
	check_arch(arch);
	arch_as_stored(arch);
}

/* params: a whole model has at least one parameter and at most 1e15 */
static void
check_params(double v)
{
	if (!(v > 0 && isfinite(v)))
		cs_bad_number("params", "must be a positive number", "Give the parameter count itself, e.g. 7e9.");
	if (v < 1)
		cs_bad_number("params", "must be at least 1", "Give the parameter count itself, e.g. 7e9, not billions.");
	if (v > CS_MAX_PARAMS)
		cs_bad_number("params", "must be at most 1e15", "Give the parameter count itself, e.g. 7e9, not bytes.");
}

/* a token count, when given: a positive finite number */
static void
check_token_count(double v)
{
	if (!(v > 0 && isfinite(v)))
		cs_bad_number("tokens", "must be a positive number", "Give the number of tokens to process, e.g. 1e9, or leave it NULL.");
}

/* params and tokens, when given */
static void
check_amounts(FunctionCallInfo fcinfo, int params_arg, int tokens_arg)
{
	if (!PG_ARGISNULL(tokens_arg))
		check_token_count(PG_GETARG_FLOAT8(tokens_arg));
	if (!PG_ARGISNULL(params_arg))
		check_params(PG_GETARG_FLOAT8(params_arg));
}

/*
 * training_job()'s lora_dtype (argument 35): an error with method 'full';
 * for LoRA and QLoRA the type given, or the framework's.
 */
static pg_noinline CsLoraDtype
lora_dtype_argument(FunctionCallInfo fcinfo, int method_code, int fw, const CsDtype *prec, bool mixed)
{
	if (method_code == CS_METHOD_FULL)
	{
		if (!PG_ARGISNULL(35))
			lora_argument_with_full("lora_dtype");
		return CS_LORA_DTYPE_UNSET;
	}
	/*
	 * PEFT (the pytorch and transformers frameworks' LoRA) keeps the
	 * adapters of a 16-bit model in fp32 (autocast_adapter_dtype, from
	 * 0.12); torchtune, litgpt and DeepSpeed (which casts the whole module)
	 * in the compute type; fp32 weights have fp32 adapters
	 */
	if (!PG_ARGISNULL(35))
		return lora_dtype_of(dtype_checked("lora_dtype", PG_GETARG_DATUM(35), 1), prec, mixed);
	return (cs_framework_hf(fw) || mixed || prec->bytes >= 4) ? CS_LORA_DTYPE_FP32 : CS_LORA_DTYPE_COMPUTE;
}

/*
 * training_job()'s offload argument (number 39), given: what it names, its
 * text as listed (*d, left 0 for none), checked against the framework and
 * stage.  Out of line, reached by the jobs that give it alone (see
 * galore_checked()).
 */
static pg_noinline CsOffload
offload_argument(FunctionCallInfo fcinfo, CtorCache *cache, CsFramework fw, int zero_stage, Datum *d)
{
	Datum		offload_d = PG_GETARG_DATUM(39);
	CsOffload	offload = arg_code(fcinfo, cache, 39, cs_offload_names, "offload", &offload_d);

	if (offload != CS_OFFLOAD_NONE)
	{
		check_offload(offload, fw, zero_stage);
		*d = offload_d;
	}
	return offload;
}

/*
 * training_job(model, params, method, precision, optimizer, batch, seq_len,
 *   tokens, gradient_checkpointing, flash_attention, lora_rank,
 *   lora_targets, zero_stage, gpus, framework, layers, hidden, heads,
 *   kv_heads, intermediate, vocab, head_dim, mixed_precision, chunked_loss,
 *   optimizer_in_backward, activation_offloading, experts, active_experts,
 *   dtype, gated_mlp, tied_embeddings, dropout, compiled, lora_dropout,
 *   gradient_accumulation, lora_dtype, num_labels, cuda_context,
 *   galore_rank, offload, hidden_act)
 */
static void
training_decode(FunctionCallInfo fcinfo, CtorCache *cache, Decoded *d)
{
	static const ArchArgnos arch_args = {
		.layers = 15, .hidden = 16, .heads = 17, .kv_heads = 18, .intermediate = 19,
		.vocab = 20, .head_dim = 21, .experts = 26, .active_experts = 27,
		.gated = 29, .tied = 30, .dropout = 31,
		.kv_cache_width = -1, .sliding_window = -1, .sliding_window_layers = -1
	};
	char	   *model = ARG_TEXT(0, NULL);
	double		params = ARG_F8(1, 0);
	Datum		method_d = text_arg(fcinfo, cache, 2, "full");
	Datum		precision_d = precision_argument(fcinfo, cache, 3, 28);
	Datum		optimizer_d = text_arg(fcinfo, cache, 4, "adamw");
	int			batch = ARG_INT(5, 1);
	int			seq_len = ARG_INT(6, 2048);
	double		tokens = ARG_F8(7, 0);
	bool		ckpt;
	bool		flash = ARG_BOOL(9, true);
	int			zero_stage = ARG_INT(12, 0);
	int			gpus = ARG_INT(13, 1);
	Datum		framework_d = text_arg(fcinfo, cache, 14, "pytorch");
	int			method_code,
				optimizer_code,
				fw;
	const CsDtype *prec;
	const CsDtype *quant = NULL;
	int			lora_rank = 0;
	Datum		lora_targets = (Datum) 0;
	int			lora_mask = 0;
	double		lora_dropout = 0;
	int			grad_accum;
	CsLoraDtype lora_dtype = CS_LORA_DTYPE_UNSET;
	int			num_labels = 0;
	double		cuda_context = 0;
	int			galore_rank;
	CsOffload	offload = CS_OFFLOAD_NONE;
	Datum		offload_d = (Datum) 0;
	bool		opt_in_bwd = ARG_BOOL(24, false);
	bool		mixed;
	CsJob	   *job = &d->job;

	method_code = arg_code(fcinfo, cache, 2, cs_method_names, "method", &method_d);
	optimizer_code = arg_code(fcinfo, cache, 4, cs_optimizer_names, "optimizer", &optimizer_d);
	fw = arg_code(fcinfo, cache, 14, cs_framework_names, "framework", &framework_d);
	if (fw == CS_FW_VLLM || fw == CS_FW_LLAMACPP)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("framework \"%s\" does not train models", TextDatumGetCString(framework_d)),
				errhint("Valid training frameworks are: pytorch, transformers, torchtune, litgpt, deepspeed, optimum-neuron, optimum-habana, torch-xla."));

	prec = precision_of(fcinfo, cache, 3, 28, precision_d);
	if (method_code == CS_METHOD_QLORA && prec != NULL && prec->kind == CS_DT_INT)
	{
		/* qlora with the base format named: compute in bf16 */
		quant = prec;
		prec = cache->bf16;
	}
	else
	{
		if (prec == NULL)
			prec = dtype_checked("precision", precision_d, 1);	/* the error */
		/* a known format that is neither a compute type nor QLoRA's base */
		if (prec->kind != CS_DT_FLOAT && method_code != CS_METHOD_QLORA)
			ereport(ERROR,
					errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					errmsg("precision \"%s\" cannot be trained with method \"%s\"",
						   TextDatumGetCString(precision_d), TextDatumGetCString(method_d)),
					errhint("Train in fp32, fp16 or bf16; for a 4-bit base model use method => 'qlora' (precision nf4, nf4_dq, fp4, int4 or int8 names the base format)."));
		if (prec->kind != CS_DT_FLOAT)
			ereport(ERROR,
					errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					errmsg("precision \"%s\" cannot be the base format of method \"qlora\"",
						   TextDatumGetCString(precision_d)),
					errhint("QLoRA's frozen base is nf4, nf4_dq, fp4, int4 or int8 (the adapters then compute in bf16), or name the compute type: fp32, fp16 or bf16."));
		if (method_code == CS_METHOD_QLORA)
			quant = cache->nf4;
	}

	if (method_code == CS_METHOD_FULL)
	{
		if (!PG_ARGISNULL(10) || !PG_ARGISNULL(11))
			lora_argument_with_full("lora_rank and lora_targets");
	}
	else
	{
		lora_rank = ARG_INT(10, 8);
		require_positive_int("lora_rank", lora_rank, true);
		lora_targets = text_arg(fcinfo, cache, 11, "attention");
		lora_mask = lora_targets_remembered(&cache->recent_targets, lora_targets);
	}

	require_positive_int("batch", batch, true);
	require_positive_int("seq_len", seq_len, true);
	require_gpu_count(gpus);
	check_amounts(fcinfo, 1, 7);
	check_zero_stage(zero_stage);

	/*
	 * The defaults of the recipes users follow (README, Defaults): full
	 * fine-tuning keeps fp32 master weights under the AMP-style frameworks;
	 * LoRA and QLoRA (PEFT's and TRL's examples, LLaMA-Factory, axolotl,
	 * torchtune, Unsloth) load the frozen base in 16 bits and turn gradient
	 * checkpointing on
	 */
	mixed = ARG_BOOL(22, method_code == CS_METHOD_FULL && (cs_framework_hf(fw) || fw == CS_FW_DEEPSPEED));
	ckpt = ARG_BOOL(8, method_code != CS_METHOD_FULL);

	decode_arch(fcinfo, cache, model, params, &arch_args, &d->arch);
	/* and no longer a sequence than the model reads (BERT: 512) */
	if (PG_ARGISNULL(6) && cache->model_max_context > 0 && seq_len > cache->model_max_context)
		seq_len = cache->model_max_context;
	if (method_code != CS_METHOD_FULL)
		check_lora_targets(&d->arch, lora_mask);

	if (method_code == CS_METHOD_FULL)
	{
		if (!PG_ARGISNULL(33))
			lora_argument_with_full("lora_dropout");
	}
	else
	{
		/* litgpt's LoRA recipes default to 0.05; PEFT, torchtune: 0 */
		lora_dropout = ARG_F8(33, fw == CS_FW_LITGPT ? 0.05 : 0.0);
		check_lora_dropout(lora_dropout);
	}

	grad_accum = ARG_INT(34, 1);
	check_gradient_accumulation(grad_accum, opt_in_bwd);

	lora_dtype = lora_dtype_argument(fcinfo, method_code, fw, prec, mixed);

	/* num_labels: NULL, the language-model head */
	if (!PG_ARGISNULL(36))
	{
		num_labels = PG_GETARG_INT32(36);
		require_positive_int("num_labels", num_labels, true);
	}

	/* cuda_context: NULL, the framework's profile */
	if (!PG_ARGISNULL(37))
		cuda_context = cuda_context_checked(PG_GETARG_MEMSIZE(37));

	/*
	 * galore_rank came with 0.1.17; GaLore's checks stay out of the way of
	 * every other job (out of line: see galore_checked())
	 */
	galore_rank = 0;
	if (unlikely(cs_optimizer_galore(optimizer_code) || !PG_ARGISNULL(38)))
	{
		/* (only GaLore's names end in _layerwise; the test keeps the constructor's layout, measured) */
		if (cs_optimizer_galore(optimizer_code))
			opt_in_bwd = galore_layerwise(optimizer_d, opt_in_bwd, grad_accum);
		galore_rank = galore_checked(optimizer_code, method_code, fw, zero_stage, opt_in_bwd, gpus,
									 !PG_ARGISNULL(38) ? PG_GETARG_INT32(38) : 0,
									 !PG_ARGISNULL(38), optimizer_d);
	}

	/* offload: NULL, none */
	if (unlikely(!PG_ARGISNULL(39)))
		offload = offload_argument(fcinfo, cache, fw, zero_stage, &offload_d);

	/* hidden_act: NULL, the catalog's (without a model, fused) */
	if (unlikely(!PG_ARGISNULL(40)))
	{
		Datum		act_d = PG_GETARG_DATUM(40);

		d->arch.hidden_act = arg_code(fcinfo, cache, 40, cs_hidden_act_names, "hidden_act", &act_d);
	}

	decoded_texts(d, PG_ARGISNULL(0) ? (Datum) 0 : PG_GETARG_DATUM(0), method_d,
				  optimizer_d, framework_d, lora_targets, offload_d, PG_ARGISNULL(7));
	*job = (CsJob) {
		.kind = CS_KIND_TRAINING,
		.method = method_code,
		.precision = prec,
		.quant = quant,
		.mixed = mixed,
		.optimizer = optimizer_code,
		.batch = batch,
		.seq_len = seq_len,
		.gradient_checkpointing = ckpt,
		.flash_attention = flash,
		.lora_rank = lora_rank,
		.lora_targets = lora_mask,
		.zero_stage = zero_stage,
		.gpus = gpus,
		.framework = fw,
		.kv_precision = prec,
		/* torchtune's and litgpt's recipes chunk the output and the loss */
		.chunked_loss = ARG_BOOL(23, fw == CS_FW_TORCHTUNE || fw == CS_FW_LITGPT),
		.optimizer_in_backward = opt_in_bwd,
		.activation_offloading = ARG_BOOL(25, false),
		.compiled = ARG_BOOL(32, false),
		.lora_dropout = lora_dropout,
		.gradient_accumulation = grad_accum,
		.lora_dtype = lora_dtype,
		.num_labels = num_labels,
		.tokens = tokens,
		.galore_rank = galore_rank,
		.offload = offload,
		.cuda_context = cuda_context,
		.prompt = 0,			/* every field named: no memset() of the whole */
	};
	cs_arch_for_job(&d->arch, job);
}

/* decodes a constructor's arguments */
typedef void (*DecodeFn) (FunctionCallInfo fcinfo, CtorCache *cache, Decoded *d);

/* a constructor: its arguments into a workload value */
static Datum
form_workload(FunctionCallInfo fcinfo, DecodeFn decode)
{
	CtorCache  *cache = ctor_cache(fcinfo);
	Decoded		d;
	Datum		values[W_NATTS];
	bool		nulls[W_NATTS];

	cache->job_nargs = PG_NARGS();
	decode(fcinfo, cache, &d);
	encode_workload(cache, &d, values, nulls);
	return HeapTupleGetDatum(heap_form_tuple(cache->tupdesc, values, nulls));
}

PG_FUNCTION_INFO_V1(training_job);
Datum
training_job(PG_FUNCTION_ARGS)
{
	PG_RETURN_DATUM(form_workload(fcinfo, training_decode));
}

/*
 * inference_job(model, params, precision, batch, context, kv_precision,
 *   tokens, framework, gpus, layers, hidden, heads, kv_heads, head_dim,
 *   vocab, intermediate, flash_attention, experts, active_experts, dtype,
 *   gated_mlp, tied_embeddings, kv_cache_width, sliding_window,
 *   sliding_window_layers, cuda_context)
 */
static void
inference_decode(FunctionCallInfo fcinfo, CtorCache *cache, Decoded *d)
{
	static const ArchArgnos arch_args = {
		.layers = 9, .hidden = 10, .heads = 11, .kv_heads = 12, .head_dim = 13,
		.vocab = 14, .intermediate = 15, .experts = 17, .active_experts = 18,
		.gated = 20, .tied = 21, .dropout = -1,
		.kv_cache_width = 22, .sliding_window = 23, .sliding_window_layers = 24
	};
	char	   *model = ARG_TEXT(0, NULL);
	double		params = ARG_F8(1, 0);
	Datum		precision_d = precision_argument(fcinfo, cache, 2, 19);
	char	   *precision;
	int			batch = ARG_INT(3, 1);
	int			context = ARG_INT(4, 4096);
	double		tokens = ARG_F8(6, 0);
	Datum		framework_d = text_arg(fcinfo, cache, 7, "pytorch");
	int			gpus = ARG_INT(8, 1);
	bool		flash = ARG_BOOL(16, true);
	const CsDtype *prec,
			   *kv;
	int			fw;
	CsJob	   *job = &d->job;

	prec = precision_of(fcinfo, cache, 2, 19, precision_d);
	if (prec == NULL)
		prec = dtype_checked("precision", precision_d, 0);	/* the error */
	precision = (char *) prec->name;
	fw = arg_code(fcinfo, cache, 7, cs_framework_names, "framework", &framework_d);
	if (prec->kind == CS_DT_GGUF && fw != CS_FW_LLAMACPP)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("precision \"%s\" is a GGUF format, which only framework \"llama.cpp\" runs", precision),
				errhint("Use framework => 'llama.cpp', or a precision such as bf16, fp8, int8, int4 or nf4."));
	if (fw == CS_FW_LLAMACPP && prec->kind != CS_DT_GGUF && prec->kind != CS_DT_FLOAT &&
		prec->kind != CS_DT_MX)
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("framework \"llama.cpp\" runs GGUF formats, not \"%s\"", precision),
				errhint("Use a GGUF type such as q4_k_m, q8_0, mxfp4 or f16."));
	if (PG_ARGISNULL(5))
		kv = (prec->kind == CS_DT_FLOAT) ? prec : (fw == CS_FW_LLAMACPP ? cache->f16 : cache->bf16);
	else
	{
		kv = dtype_of(PG_GETARG_DATUM(5));
		if (kv == NULL || !(kv->kind == CS_DT_FLOAT || kv->kind == CS_DT_FLOAT8 ||
							strcmp(kv->name, "q8_0") == 0 || strcmp(kv->name, "q4_0") == 0 ||
							strcmp(kv->name, "f16") == 0 || strcmp(kv->name, "int8") == 0))
			cs_bad_value("kv_precision", TextDatumGetCString(PG_GETARG_DATUM(5)),
					  "fp32, fp16, bf16, fp8, int8, f16, q8_0, q4_0");
	}

	require_positive_int("batch", batch, true);
	require_positive_int("context", context, true);
	require_gpu_count(gpus);
	check_amounts(fcinfo, 1, 6);

	decode_arch(fcinfo, cache, model, params, &arch_args, &d->arch);
	/* the default context no longer than the model reads (ViT-B/16: 197 tokens) */
	if (PG_ARGISNULL(4) && cache->model_max_context > 0 && context > cache->model_max_context)
		context = cache->model_max_context;

	decoded_texts(d, PG_ARGISNULL(0) ? (Datum) 0 : PG_GETARG_DATUM(0), (Datum) 0,
				  (Datum) 0, framework_d, (Datum) 0, (Datum) 0, PG_ARGISNULL(6));
	/* field by field over a zero job: a compound literal clears it with memset() */
	*job = cs_zero_job;
	job->kind = CS_KIND_INFERENCE;
	job->method = CS_METHOD_NONE;
	job->optimizer = CS_OPT_NONE;
	job->precision = prec;
	job->kv_precision = kv;
	job->batch = batch;
	job->seq_len = context;
	job->flash_attention = flash;
	job->gpus = gpus;
	job->framework = fw;
	job->tokens = tokens;
	/* cuda_context: NULL, the framework's profile */
	if (!PG_ARGISNULL(25))
		job->cuda_context = cuda_context_checked(PG_GETARG_MEMSIZE(25));
	/* prompt: NULL, the whole context */
	if (!PG_ARGISNULL(26))
	{
		job->prompt = PG_GETARG_INT32(26);
		check_prompt(job->prompt, context, &d->arch);
	}
	cs_check_gpu_count(&d->arch, job, gpus);
}

PG_FUNCTION_INFO_V1(inference_job);
Datum
inference_job(PG_FUNCTION_ARGS)
{
	PG_RETURN_DATUM(form_workload(fcinfo, inference_decode));
}

/* text column of the workload, or an error naming it when it is NULL */
static char *
wl_text(Datum *v, bool *n, int col, const char *name)
{
	if (n[col])
		ereport(ERROR,
				errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				errmsg("workload field %s is missing", name),
				errhint("Build workloads with training_job() or inference_job()."));
	return TextDatumGetCString(v[col]);
}

/*
 * Stored workloads repeat their names row after row (a job history's
 * framework, precision, method, optimizer, LoRA targets), so the reader
 * remembers each name column's last text and what it named: a row that
 * repeats it compares its bytes once instead of looking it up again.
 */
enum
{
	R_FRAMEWORK, R_TRAIN_PRECISION, R_INFER_PRECISION, R_METHOD, R_OPTIMIZER,
	R_LORA_TARGETS, R_LORA_DTYPE, R_QUANT, R_KV_PRECISION, R_HIDDEN_ACT
};
StaticAssertDecl(R_HIDDEN_ACT < CS_RECENT_TEXTS, "CsWorkloadReader holds a slot for every name column");

/* a named choice from a text column, or the error naming the valid ones */
static int
decode_name(Datum *v, bool *n, int col, const char *what, const CsName *table)
{
	bool		exact;

	if (n[col])
		(void) wl_text(v, n, col, what);
	return entry_of(table, what, v[col], &exact)->code;
}

/*
 * The last text of a name column if the row repeats it, else decode_name()
 * (inlined into the reader: placed after the constructors' code, which
 * then keeps its addresses)
 */
static pg_attribute_always_inline int
recent_name(CsRecentText *r, Datum *v, bool *n, int col, const char *what, const CsName *table)
{
	int64		code;

	if (!n[col] && recent_text(r, v[col], &code))
		return (int) code;
	code = decode_name(v, n, col, what, table);
	remember_text(r, v[col], code);
	return (int) code;
}

/*
 * The framework named by the workload cs_decode_workload() read last
 * through this reader (its name column's last text), for runs_on.c
 */
const char *
cs_workload_framework(const CsWorkloadReader *reader, char *buf, size_t len)
{
	const CsRecentText *r = &reader->recent[R_FRAMEWORK];
	size_t		n = r->len > 0 ? (size_t) r->len - 1 : 0;

	if (n >= len)
		n = len - 1;
	memcpy(buf, r->bytes, n);
	buf[n] = '\0';
	return buf;
}

static const CsDtype *
decode_dtype(Datum *v, bool *n, int col, const char *what, int train_only)
{
	if (n[col])
		(void) wl_text(v, n, col, what);
	return dtype_checked(what, v[col], train_only);
}

/* the same for a number format */
static pg_attribute_always_inline const CsDtype *
recent_dtype(CsRecentText *r, Datum *v, bool *n, int col, const char *what, int train_only)
{
	int64		index;
	const CsDtype *f;

	if (!n[col] && recent_text(r, v[col], &index))
		return &cs_dtypes[index];
	f = decode_dtype(v, n, col, what, train_only);
	remember_text(r, v[col], f - cs_dtypes);
	return f;
}

static int
wl_int(Datum *v, bool *n, TupleDesc desc, int col)
{
	int			x = n[col] ? 0 : DatumGetInt32(v[col]);

	if (x < 0)
		cs_bad_number(NameStr(TupleDescAttr(desc, col)->attname),
				   "cannot be negative", "Build workloads with training_job() or inference_job().");
	return x;
}

/* checkpoint_minutes and restart_minutes of a workload value (0.2.0) */
static pg_noinline void
decode_restarts(Datum *v, bool *n, CsJob *job)
{
	if (!n[W_CHECKPOINT])
	{
		double		m = DatumGetFloat8(v[W_CHECKPOINT]);

		if (!(m >= 0 && m <= 1e9))
			cs_bad_number("checkpoint_minutes", "must be 0 (cannot restart) or a positive number of minutes",
					   "Set it with computesize.checkpointed(w, every => interval '30 minutes') or computesize.not_restartable(w).");
		job->checkpoint_hours = m > 0 ? m / 60.0 : -1;
	}
	if (!n[W_RESTART])
	{
		double		m = DatumGetFloat8(v[W_RESTART]);

		if (!(m >= 0 && m <= 1e9))
			cs_bad_number("restart_minutes", "must be a number of minutes, 0 or more",
					   "Set it with computesize.checkpointed(w, every => interval '30 minutes', restart => interval '10 minutes').");
		job->restart_hours = m / 60.0;
	}
}


/* a workload's column values into CsArch / CsJob, with the same checks */
static void
workload_decode(Datum *v, bool *n, CsWorkloadReader *reader, CsArch *arch, CsJob *job)
{
	TupleDesc	desc = reader->desc;
	CsRecentText *recent = reader->recent;
	bool		exact;

	*arch = cs_zero_arch;
	*job = cs_zero_job;
	arch->params = n[W_PARAMS] ? 0 : DatumGetFloat8(v[W_PARAMS]);
	arch->active_params = n[W_ACTIVE_PARAMS] ? 0 : DatumGetFloat8(v[W_ACTIVE_PARAMS]);
	/*
	 * a value written by hand (a text cast) has had no constructor's checks
	 */
	if (!n[W_PARAMS])
		check_params(arch->params);
	/* zero or less is the constructors' "derive it" (cs_arch_complete()) */
	if (!isfinite(arch->active_params))
		cs_bad_number("active_params", "must be a finite number", "Give the parameters used per token, e.g. 7e9, or 0 to derive them from the architecture.");
	arch->layers = wl_int(v, n, desc, W_LAYERS);
	arch->hidden = wl_int(v, n, desc, W_HIDDEN);
	arch->heads = wl_int(v, n, desc, W_HEADS);
	arch->kv_heads = wl_int(v, n, desc, W_KV_HEADS);
	arch->head_dim = wl_int(v, n, desc, W_HEAD_DIM);
	arch->intermediate = wl_int(v, n, desc, W_INTERMEDIATE);
	arch->vocab = wl_int(v, n, desc, W_VOCAB);
	arch->tied_embeddings = !n[W_TIED] && DatumGetBool(v[W_TIED]);
	arch->experts = wl_int(v, n, desc, W_EXPERTS);
	arch->active_experts = wl_int(v, n, desc, W_ACTIVE_EXPERTS);
	arch->kv_cache_width = wl_int(v, n, desc, W_KV_WIDTH);
	arch->sliding_window = wl_int(v, n, desc, W_WINDOW);
	arch->sliding_window_layers = wl_int(v, n, desc, W_WINDOW_LAYERS);
	arch->gated_mlp = n[W_GATED] ? -1 : DatumGetBool(v[W_GATED]);
	arch->dropout = !n[W_DROPOUT] && DatumGetBool(v[W_DROPOUT]);
	arch->post_norms = !n[W_POST_NORMS] && DatumGetBool(v[W_POST_NORMS]);
	arch->qk_norm = !n[W_QK_NORM] && DatumGetBool(v[W_QK_NORM]);
	arch->attention_softcapping = !n[W_ATTN_SOFTCAP] && DatumGetBool(v[W_ATTN_SOFTCAP]);
	arch->logit_softcapping = !n[W_LOGIT_SOFTCAP] && DatumGetBool(v[W_LOGIT_SOFTCAP]);
	/* NULL in a value stored before 0.1.16: as that release, a decoder */
	arch->encoder = !n[W_ENCODER] && DatumGetBool(v[W_ENCODER]);
	/* NULL in a value stored before 0.1.17: as that release, every layer caches */
	arch->encoder_decoder = !n[W_ENCODER_DECODER] && DatumGetBool(v[W_ENCODER_DECODER]);
	/* NULL in a value stored before 0.1.20: as that release, not broadcast */
	arch->kv_broadcast = !n[W_KV_BROADCAST] && DatumGetBool(v[W_KV_BROADCAST]);
	/* NULL in a value stored before 0.1.20 (and for no model): fused */
	if (!n[W_HIDDEN_ACT])
		arch->hidden_act = recent_name(&recent[R_HIDDEN_ACT], v, n, W_HIDDEN_ACT, "hidden_act",
									   cs_hidden_act_names);
	check_arch(arch);

	if (n[W_KIND])
		(void) wl_text(v, n, W_KIND, "kind");
	job->kind = entry_of(kind_names, "workload kind", v[W_KIND], &exact)->code;
	/* NULL (and in a value stored before 0.1.17): the framework's profile */
	if (!n[W_CUDA_CONTEXT])
		job->cuda_context = cuda_context_checked(DatumGetMemsize(v[W_CUDA_CONTEXT]));

	job->framework = recent_name(&recent[R_FRAMEWORK], v, n, W_FRAMEWORK, "framework", cs_framework_names);
	job->batch = wl_int(v, n, desc, W_BATCH);
	job->seq_len = wl_int(v, n, desc, W_SEQ_LEN);
	job->gpus = wl_int(v, n, desc, W_GPUS);
	job->tokens = n[W_TOKENS] ? 0 : DatumGetFloat8(v[W_TOKENS]);
	if (!n[W_TOKENS])
		check_token_count(job->tokens);
	require_positive_int("batch", (int) job->batch, true);
	require_positive_int("seq_len", (int) job->seq_len, true);
	require_gpu_count(job->gpus);
	job->flash_attention = !n[W_FLASH] && DatumGetBool(v[W_FLASH]);
	job->precision = job->kind == CS_KIND_TRAINING ?
		recent_dtype(&recent[R_TRAIN_PRECISION], v, n, W_PRECISION, "precision", 1) :
		recent_dtype(&recent[R_INFER_PRECISION], v, n, W_PRECISION, "precision", 0);

	if (job->kind == CS_KIND_TRAINING)
	{
		job->method = recent_name(&recent[R_METHOD], v, n, W_METHOD, "method", cs_method_names);
		job->optimizer = recent_name(&recent[R_OPTIMIZER], v, n, W_OPTIMIZER, "optimizer", cs_optimizer_names);
		job->gradient_checkpointing = !n[W_GRAD_CKPT] && DatumGetBool(v[W_GRAD_CKPT]);
		job->zero_stage = wl_int(v, n, desc, W_ZERO_STAGE);
		check_zero_stage(job->zero_stage);
		/* NULL (and in a value stored before 0.1.17): nothing offloaded */
		if (unlikely(!n[W_OFFLOAD]))
		{
			job->offload = decode_name(v, n, W_OFFLOAD, "offload", cs_offload_names);
			if (job->offload != CS_OFFLOAD_NONE)
				check_offload(job->offload, job->framework, job->zero_stage);
		}
		job->mixed = !n[W_MIXED] && DatumGetBool(v[W_MIXED]);
		job->chunked_loss = !n[W_CHUNKED_LOSS] && DatumGetBool(v[W_CHUNKED_LOSS]);
		job->optimizer_in_backward = !n[W_OPT_IN_BWD] && DatumGetBool(v[W_OPT_IN_BWD]);
		job->activation_offloading = !n[W_ACT_OFFLOAD] && DatumGetBool(v[W_ACT_OFFLOAD]);
		job->compiled = !n[W_COMPILED] && DatumGetBool(v[W_COMPILED]);
		job->lora_dropout = n[W_LORA_DROPOUT] ? 0 : DatumGetFloat8(v[W_LORA_DROPOUT]);
		check_lora_dropout(job->lora_dropout);
		/* NULL in a value stored before 0.1.12: none */
		job->gradient_accumulation = n[W_GRAD_ACCUM] ? 1 : DatumGetInt32(v[W_GRAD_ACCUM]);
		check_gradient_accumulation(job->gradient_accumulation, job->optimizer_in_backward);
		/* NULL (and in a value stored before 0.1.17): GaLore's default rank */
		if (unlikely(cs_optimizer_galore(job->optimizer) || !n[W_GALORE_RANK]))
		{
			if (cs_optimizer_galore(job->optimizer))
				job->optimizer_in_backward = galore_layerwise(v[W_OPTIMIZER], job->optimizer_in_backward,
															  job->gradient_accumulation);
			job->galore_rank = galore_checked(job->optimizer, job->method, job->framework, job->zero_stage,
											  job->optimizer_in_backward, job->gpus,
											  n[W_GALORE_RANK] ? 0 : DatumGetInt32(v[W_GALORE_RANK]),
											  !n[W_GALORE_RANK], v[W_OPTIMIZER]);
		}
		/* NULL (and in a value stored before 0.1.16): the language-model head */
		if (!n[W_NUM_LABELS])
		{
			job->num_labels = DatumGetInt32(v[W_NUM_LABELS]);
			require_positive_int("num_labels", job->num_labels, true);
		}
		if (job->method != CS_METHOD_FULL)
		{
			job->lora_rank = wl_int(v, n, desc, W_LORA_RANK);
			require_positive_int("lora_rank", job->lora_rank, true);
			if (n[W_LORA_TARGETS])
				(void) wl_text(v, n, W_LORA_TARGETS, "lora_targets");
			job->lora_targets = lora_targets_remembered(&recent[R_LORA_TARGETS], v[W_LORA_TARGETS]);
			check_lora_targets(arch, job->lora_targets);
			/* NULL in a value stored before 0.1.14: that release's rule */
			if (!n[W_LORA_DTYPE])
				job->lora_dtype = lora_dtype_of(recent_dtype(&recent[R_LORA_DTYPE], v, n, W_LORA_DTYPE, "lora_dtype", 1),
												job->precision, job->mixed);
		}
		job->quant = job->method == CS_METHOD_QLORA ?
			recent_dtype(&recent[R_QUANT], v, n, W_QUANT, "quantization", 0) : NULL;
		job->kv_precision = job->precision;
	}
	else
	{
		job->method = CS_METHOD_NONE;
		job->optimizer = CS_OPT_NONE;
		job->kv_precision = recent_dtype(&recent[R_KV_PRECISION], v, n, W_KV_PRECISION, "kv_precision", 0);
	}
	/* NULL (and in a value stored before 0.1.21): the whole context */
	if (unlikely(!n[W_PROMPT]))
	{
		job->prompt = DatumGetInt32(v[W_PROMPT]);
		if (job->kind == CS_KIND_TRAINING)
			cs_bad_number("prompt", "applies to inference workloads", "Build workloads with training_job() or inference_job().");
		check_prompt(job->prompt, (int) job->seq_len, arch);
	}
	/* NULL (and before 0.2.0): the spot model's defaults; 0: cannot restart */
	if (unlikely(!n[W_CHECKPOINT] || !n[W_RESTART]))
		decode_restarts(v, n, job);
}

/* an estimate beyond memsize's range: sizes no job has */
static pg_noinline void
estimate_out_of_range(void)
{
	ereport(ERROR,
			errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
			errmsg("memory estimate out of range"),
			errdetail("A component comes to more than memsize holds (8 EiB)."),
			errhint("Check the workload's sizes: batch, seq_len or context, layers, hidden, heads, head_dim and intermediate."));
}

/* a gpus argument of memory() and host_memory(), when given, for the workload's own */
static pg_attribute_always_inline void
gpus_override(FunctionCallInfo fcinfo, int gpus_arg, const CsArch *arch, CsJob *job)
{
	if (!PG_ARGISNULL(gpus_arg))
	{
		job->gpus = PG_GETARG_INT32(gpus_arg);
		require_gpu_count(job->gpus);
		cs_check_gpu_count(arch, job, job->gpus);
	}
}

/* an 8-byte column of a result row being filled in place */
static pg_attribute_always_inline void
put8(char *td, const ResultRow *row, int col, int64 v)
{
	memcpy(td + row->off[col], &v, sizeof(int64));
}

/*
 * The estimate of a decoded job, in doubles (*est) and in bytes (*b);
 * gpus_arg (if not NULL) overrides the workload's GPU count
 */
static inline void
estimate_bytes(FunctionCallInfo fcinfo, int gpus_arg, const CsArch *arch, CsJob *job,
			   CsEstimate *est, CsBytes *b)
{
	gpus_override(fcinfo, gpus_arg, arch, job);
	cs_estimate(arch, job, est);
	if (!cs_bytes(est, b))
		estimate_out_of_range();
}

/*
 * The memory_estimate datum for a decoded job; gpus_arg (if not NULL)
 * overrides the workload's GPU count.
 */
static Datum
estimate_datum(FunctionCallInfo fcinfo, int gpus_arg, const ResultRow *result,
			   const CsArch *arch, CsJob *job)
{
	CsEstimate	est;
	CsBytes		b;
	Datum		values[M_NATTS];
	bool		nulls[M_NATTS];

	estimate_bytes(fcinfo, gpus_arg, arch, job, &est, &b);

	if (result->template != NULL)
	{
		/* the usual layout: the values go straight into a copy of the template */
		char	   *td = palloc(result->len);
		int32		gpus = job->gpus;
		double		trainable = est.trainable;

		memcpy(td, result->template, result->len);
		put8(td, result, M_WEIGHTS, b.weights);
		put8(td, result, M_GRADIENTS, b.gradients);
		put8(td, result, M_OPTIMIZER, b.optimizer);
		put8(td, result, M_ACTIVATIONS, b.activations);
		put8(td, result, M_KV_CACHE, b.kv_cache);
		put8(td, result, M_OVERHEAD, b.overhead);
		put8(td, result, M_TOTAL, b.total);
		memcpy(td + result->off[M_GPUS], &gpus, sizeof(int32));
		put8(td, result, M_ALLOCATED, b.allocated);
		put8(td, result, M_RESERVED, b.reserved);
		memcpy(td + result->off[M_TRAINABLE], &trainable, sizeof(double));
		put8(td, result, M_OPTIMIZER_STEP, b.optimizer_step);
		return HeapTupleHeaderGetDatum((HeapTupleHeader) td);
	}
	memset(nulls, 0, sizeof(nulls));
	values[M_WEIGHTS] = MemsizeGetDatum(b.weights);
	values[M_GRADIENTS] = MemsizeGetDatum(b.gradients);
	values[M_OPTIMIZER] = MemsizeGetDatum(b.optimizer);
	values[M_ACTIVATIONS] = MemsizeGetDatum(b.activations);
	values[M_KV_CACHE] = MemsizeGetDatum(b.kv_cache);
	values[M_OVERHEAD] = MemsizeGetDatum(b.overhead);
	values[M_TOTAL] = MemsizeGetDatum(b.total);
	values[M_GPUS] = Int32GetDatum(job->gpus);
	values[M_ALLOCATED] = MemsizeGetDatum(b.allocated);
	values[M_RESERVED] = MemsizeGetDatum(b.reserved);
	values[M_TRAINABLE] = Float8GetDatum(est.trainable);
	values[M_OPTIMIZER_STEP] = MemsizeGetDatum(b.optimizer_step);
	return HeapTupleGetDatum(heap_form_tuple(result->desc, values, nulls));
}

void
cs_decode_workload(FunctionCallInfo fcinfo, HeapTupleHeader rec, CsWorkloadReader *reader,
				   CsArch *arch, CsJob *job)
{
	Datum		v[W_NATTS];
	bool		n[W_NATTS];

	if (reader->desc == NULL)
	{
		reader->desc = named_tupdesc(fcinfo, "workload", W_NATTS_0_1_24, W_NATTS);
		reader->plan = cs_deform_plan(reader->desc, fcinfo->flinfo->fn_mcxt);
	}
	cs_deform(rec, reader->plan, v, n);
	for (int i = reader->desc->natts; i < W_NATTS; i++)
		n[i] = true;			/* the type of an older release */
	workload_decode(v, n, reader, arch, job);
	cs_arch_for_job(arch, job);
	cs_check_gpu_count(arch, job, job->gpus);
}

/*
 * training_memory(<training_job's arguments>, gpus) and
 * inference_memory(<inference_job's arguments>, gpus): memory(training_job(
 * ...), gpus) without building the workload value in between.  The planner
 * support function below rewrites the nested call into these.
 */
/*
 * Job-history tables repeat configurations, so the direct functions keep a
 * small per-query memo of argument sets and their results (a Memo, above):
 * a hit copies the stored result instead of validating and
 * estimating again.  Keys are the exact values of every argument that is not
 * a Const of the call (nulls, pass-by-value datums, text bytes), so a hit is
 * the same computation; the memo lives in fn_mcxt and ends with the
 * expression state (the query; for a PL/pgSQL simple expression, the
 * transaction, whose variables are non-Const arguments and so in the key).
 */
/* one step of the memo's hash: mix in a word, multiply and fold */
static inline uint64
memo_mix(uint64 h, uint64 w)
{
	h = (h ^ w) * UINT64CONST(0xFF51AFD7ED558CCD);
	return h ^ (h >> 32);
}

/* the hash of n bytes, eight at a time */
static inline uint64
memo_mix_bytes(uint64 h, const char *p, Size n)
{
	Size		i = 0;

	for (; i + 8 <= n; i += 8)
	{
		uint64		w;

		memcpy(&w, p + i, 8);
		h = memo_mix(h, w);
	}
	if (i < n)
	{
		uint64		w = 0;

		memcpy(&w, p + i, n - i);
		h = memo_mix(h, w ^ UINT64CONST(0xC4CEB9FE1A85EC53));
	}
	return h;
}

/*
 * Serialise the arguments that may vary from call to call into buf (Const
 * arguments, see arg_stable(), are the same in every key) and hash them as
 * they go in; returns the length, 0 if too long.
 */
static Size
memo_key(FunctionCallInfo fcinfo, CtorCache *cache, char *buf, Size buflen, uint64 *hash)
{
	Size		len = 0;
	uint64		h = MEMO_SEED;

	buf[len++] = 'k';			/* never empty, even when every argument is constant */

	/* constants of the call are the same in every key: only the others */
	for (int k = 0; k < cache->nvary; k++)
	{
		int			i = cache->vary[k];

		if (len + 1 + sizeof(Datum) > buflen)
			return 0;
		if (PG_ARGISNULL(i))
		{
			buf[len++] = 'n';
			h = memo_mix(h, (uint64) k);
		}
		else if (!cache->arg_is_text[i])
		{
			Datum		d = PG_GETARG_DATUM(i);

			buf[len++] = 'v';
			memcpy(buf + len, &d, sizeof(Datum));
			len += sizeof(Datum);
			h = memo_mix(h, (uint64) d);
		}
		else
		{
			text	   *t = text_in_place(PG_GETARG_DATUM(i));
			uint32		tl = VARSIZE_ANY_EXHDR(t);

			if (len + 1 + sizeof(uint32) + tl > buflen)
				return 0;
			buf[len++] = 't';
			memcpy(buf + len, &tl, sizeof(uint32));
			len += sizeof(uint32);
			memcpy(buf + len, VARDATA_ANY(t), tl);
			len += tl;
			h = memo_mix_bytes(memo_mix(h, tl), VARDATA_ANY(t), tl);
		}
	}
	*hash = h ^ len;
	return len;
}

/* makes a memo's slots, in the function's per-query context */
static void
memo_init(Memo *m, MemoryContext cxt)
{
	m->slots = MemoryContextAllocZero(cxt, sizeof(MemoEntry) * MEMO_SLOTS);
}

/*
 * Counts a call to a memo, and says whether to use it: after 4096 calls
 * that found less than one in eight, it stops (all-distinct inputs then pay
 * only the estimate).
 */
static bool
memo_wanted(Memo *m)
{
	if (!m->off && m->calls >= 4096 && m->hits * 8 < m->calls)
		m->off = true;
	m->calls++;
	return !m->off;
}

/*
 * The entry stored under key (hash h); or NULL, and in *slot where to store
 * it: the set's first free way, or else one evicted round-robin.
 */
static MemoEntry *
memo_find(Memo *m, const char *key, Size keylen, uint64 h, MemoEntry **slot)
{
	/* four-way set: a key may sit in any of four slots from its hash */
	MemoEntry  *set = &m->slots[(h % (MEMO_SLOTS / MEMO_WAYS)) * MEMO_WAYS];

	*slot = NULL;
	for (int w = 0; w < MEMO_WAYS; w++)
	{
		MemoEntry  *e = &set[w];

		if (e->key == NULL)
		{
			if (*slot == NULL)
				*slot = e;		/* first free way: where a miss goes */
			continue;
		}
		if (e->keylen == keylen && memcmp(e->key, key, keylen) == 0)
		{
			m->hits++;
			return e;
		}
	}
	if (*slot == NULL)			/* set full: evict round-robin */
		*slot = &set[m->calls % MEMO_WAYS];
	return NULL;
}

/*
 * The memory_estimate stored under key (hash h), copied into the current
 * context; or 0, and in *slot where to store it (memo_find())
 */
static Datum
memo_lookup(Memo *m, const char *key, Size keylen, uint64 h, MemoEntry **slot)
{
	MemoEntry  *e = memo_find(m, key, keylen, h, slot);
	Size		size;
	HeapTupleHeader copy;

	if (e == NULL)
		return (Datum) 0;
	size = HeapTupleHeaderGetDatumLength(e->result);
	copy = (HeapTupleHeader) palloc(size);
	memcpy(copy, e->result, size);
	return PointerGetDatum(copy);
}

/*
 * stores key and a copy of its result in slot, in cxt: a memory_estimate
 * (result), or one column's bytes (value, result 0)
 */
static void
memo_store(MemoryContext cxt, MemoEntry *slot, const char *key, Size keylen, Datum result, int64 value)
{
	if (slot->key != NULL)
	{
		pfree(slot->key);
		if (slot->result != NULL)
			pfree(slot->result);
	}
	slot->key = MemoryContextAlloc(cxt, keylen);
	memcpy(slot->key, key, keylen);
	slot->keylen = keylen;
	slot->result = NULL;
	slot->value = value;
	if (result != (Datum) 0)
	{
		HeapTupleHeader tup = DatumGetHeapTupleHeader(result);
		Size		size = HeapTupleHeaderGetDatumLength(tup);

		slot->result = MemoryContextAlloc(cxt, size);
		memcpy(slot->result, tup, size);
	}
}

/*
 * A direct function's first call: which of its arguments are text (the
 * others are int4, float8, bool: by value), which vary from call to call
 * (the memo's key), and the memo itself
 */
static pg_noinline void
direct_init(FunctionCallInfo fcinfo, CtorCache *cache)
{
	Oid			fn = fcinfo->flinfo->fn_oid;
	HeapTuple	proc = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn));
	Form_pg_proc form;

	if (!HeapTupleIsValid(proc))
		elog(ERROR, "cache lookup failed for function %u", fn);
	form = (Form_pg_proc) GETSTRUCT(proc);
	if (form->pronargs != PG_NARGS() || form->pronargs > FUNC_MAX_ARGS)
		elog(ERROR, "unexpected argument count of function %u", fn);
	for (int i = 0; i < form->pronargs; i++)
	{
		Oid			t = form->proargtypes.values[i];

		cache->arg_is_text[i] = (t == TEXTOID);
		if (t != TEXTOID && !get_typbyval(t))
			cache->memo.off = true; /* float8 by reference (32-bit builds) */
	}
	cache->nvary = 0;
	for (int i = 0; i < form->pronargs; i++)
		if (!arg_stable(fcinfo, cache, i))
			cache->vary[cache->nvary++] = i;
	ReleaseSysCache(proc);
	memo_init(&cache->memo, fcinfo->flinfo->fn_mcxt);
}

static Datum
direct_memory(FunctionCallInfo fcinfo, DecodeFn decode)
{
	CtorCache  *cache = ctor_cache(fcinfo);
	Decoded		d;
	char		key[1024];
	Size		keylen;
	uint64		h = 0;
	MemoEntry  *slot = NULL;
	Datum		result;

	if (cache->result.desc == NULL)
		result_row_init(fcinfo, &cache->result);
	if (cache->memo.slots == NULL)
		direct_init(fcinfo, cache);

	keylen = memo_wanted(&cache->memo) ? memo_key(fcinfo, cache, key, sizeof(key), &h) : 0;
	if (keylen > 0)
	{
		result = memo_lookup(&cache->memo, key, keylen, h, &slot);
		if (result != (Datum) 0)
			return result;
	}

	cache->job_nargs = PG_NARGS() - 1;	/* the last argument is memory's gpus */
	decode(fcinfo, cache, &d);
	result = estimate_datum(fcinfo, cache->job_nargs, &cache->result, &d.arch, &d.job);

	if (slot != NULL)
		memo_store(fcinfo->flinfo->fn_mcxt, slot, key, keylen, result, 0);
	return result;
}

/*
 * memory(w, gpus): the per-GPU estimate.  Job histories that store their
 * workloads repeat them: a per-query memo keyed by the workload value's
 * bytes (and gpus) returns a stored result where the same value came before,
 * as the direct functions' memo does for their arguments.  Equal bytes are
 * the same workload; the same workload in other bytes (a value of an older
 * release, another varlena header) is only a miss.
 */
PG_FUNCTION_INFO_V1(workload_memory);
Datum
workload_memory(PG_FUNCTION_ARGS)
{
	HeapTupleHeader rec;
	MemCache   *cache = (MemCache *) fcinfo->flinfo->fn_extra;
	CsArch		arch;
	CsJob		job;
	char		key[1024];
	Size		keylen = 0;
	uint64		h = 0;
	MemoEntry  *slot = NULL;
	Datum		result;

	/* not STRICT (a NULL gpus is the workload's own): no workload, no estimate */
	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	rec = PG_GETARG_HEAPTUPLEHEADER(0);
	if (cache == NULL)
	{
		cache = MemoryContextAllocZero(fcinfo->flinfo->fn_mcxt, sizeof(MemCache));
		result_row_init(fcinfo, &cache->result);
		memo_init(&cache->memo, fcinfo->flinfo->fn_mcxt);
		fcinfo->flinfo->fn_extra = cache;
	}
	if (memo_wanted(&cache->memo))
	{
		Size		len = HeapTupleHeaderGetDatumLength(rec);
		int32		gpus = PG_ARGISNULL(1) ? 0 : PG_GETARG_INT32(1);

		if (1 + sizeof(int32) + len <= sizeof(key))
		{
			key[0] = PG_ARGISNULL(1) ? 'n' : 'g';
			memcpy(key + 1, &gpus, sizeof(int32));
			memcpy(key + 1 + sizeof(int32), rec, len);
			keylen = 1 + sizeof(int32) + len;
			h = memo_mix_bytes(MEMO_SEED, key, keylen) ^ keylen;
			result = memo_lookup(&cache->memo, key, keylen, h, &slot);
			if (result != (Datum) 0)
				return result;
		}
	}
	cs_decode_workload(fcinfo, rec, &cache->reader, &arch, &job);
	result = estimate_datum(fcinfo, 1, &cache->result, &arch, &job);
	if (slot != NULL)
		memo_store(fcinfo->flinfo->fn_mcxt, slot, key, keylen, result, 0);
	return result;
}

/*
 * host_memory(w, gpus): the host memory the job keeps by design for each
 * GPU's process (offloaded optimizer states, gradients, parameters and
 * activations; estimate.c's cs_host_memory()), as memory() gives GPU
 * memory per GPU.  Not STRICT, as memory() is not.
 */
PG_FUNCTION_INFO_V1(workload_host_memory);
Datum
workload_host_memory(PG_FUNCTION_ARGS)
{
	CsArch		arch;
	CsJob		job;
	int64		bytes;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	cs_decode_workload(fcinfo, PG_GETARG_HEAPTUPLEHEADER(0), cs_workload_reader(fcinfo), &arch, &job);
	gpus_override(fcinfo, 1, &arch, &job);
	if (!cs_host_bytes(cs_host_memory(&arch, &job), &bytes))
		estimate_out_of_range();
	PG_RETURN_MEMSIZE(bytes);
}

PG_FUNCTION_INFO_V1(training_memory);
Datum
training_memory(PG_FUNCTION_ARGS)
{
	PG_RETURN_DATUM(direct_memory(fcinfo, training_decode));
}

PG_FUNCTION_INFO_V1(inference_memory);
Datum
inference_memory(PG_FUNCTION_ARGS)
{
	PG_RETURN_DATUM(direct_memory(fcinfo, inference_decode));
}

/*
 * The memsize columns of memory_estimate, by column number (1 to M_NATTS):
 * the offset of each one's bytes in CsBytes; -1 for gpus and
 * trainable_params, which are not sizes
 */
static const int part_offset[M_NATTS] = {
	[M_WEIGHTS] = offsetof(CsBytes, weights),
	[M_GRADIENTS] = offsetof(CsBytes, gradients),
	[M_OPTIMIZER] = offsetof(CsBytes, optimizer),
	[M_ACTIVATIONS] = offsetof(CsBytes, activations),
	[M_KV_CACHE] = offsetof(CsBytes, kv_cache),
	[M_OVERHEAD] = offsetof(CsBytes, overhead),
	[M_TOTAL] = offsetof(CsBytes, total),
	[M_GPUS] = -1,
	[M_ALLOCATED] = offsetof(CsBytes, allocated),
	[M_RESERVED] = offsetof(CsBytes, reserved),
	[M_TRAINABLE] = -1,
	[M_OPTIMIZER_STEP] = offsetof(CsBytes, optimizer_step),
};

/* the part argument of a direct_part() function: a memsize column's number */
static pg_noinline pg_attribute_cold void
bad_part(void)
{
	ereport(ERROR,
			errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			errmsg("part must be the number of a memsize column of memory_estimate"),
			errhint("Give 1 to 7 (weights, gradients, optimizer, activations, kv_cache, overhead, total), 9 (allocated), 10 (reserved) or 12 (optimizer_step); or call memory(), whose columns the planner reads through these functions."));
}

/*
 * training_memory_part(<training_memory()'s arguments>, part) and
 * inference_memory_part(...): one memsize column of memory(training_job(
 * ...), gpus), part its number.  The planner reads a column of the nested
 * call through these (see support.c), so that a query over millions of rows
 * builds no memory_estimate row per row to take one column of it.  The same
 * estimate as direct_memory(), and the same per-query memo.
 */
static Datum
direct_part(FunctionCallInfo fcinfo, DecodeFn decode)
{
	CtorCache  *cache = ctor_cache(fcinfo);
	int			part_arg = PG_NARGS() - 1;
	int			part;
	Decoded		d;
	char		key[1024];
	Size		keylen;
	uint64		h = 0;
	MemoEntry  *slot = NULL;
	CsEstimate	est;
	CsBytes		b;
	int64		value;

	if (PG_ARGISNULL(part_arg))
		bad_part();
	part = PG_GETARG_INT32(part_arg);
	if (part < 1 || part > M_NATTS || part_offset[part - 1] < 0)
		bad_part();
	if (cache->memo.slots == NULL)
		direct_init(fcinfo, cache);

	keylen = memo_wanted(&cache->memo) ? memo_key(fcinfo, cache, key, sizeof(key), &h) : 0;
	if (keylen > 0)
	{
		MemoEntry  *e = memo_find(&cache->memo, key, keylen, h, &slot);

		if (e != NULL)
			PG_RETURN_MEMSIZE(e->value);
	}

	cache->job_nargs = PG_NARGS() - 2;	/* then memory's gpus, then part */
	decode(fcinfo, cache, &d);
	estimate_bytes(fcinfo, cache->job_nargs, &d.arch, &d.job, &est, &b);
	memcpy(&value, (const char *) &b + part_offset[part - 1], sizeof(int64));

	if (slot != NULL)
		memo_store(fcinfo->flinfo->fn_mcxt, slot, key, keylen, (Datum) 0, value);
	PG_RETURN_MEMSIZE(value);
}

PG_FUNCTION_INFO_V1(training_memory_part);
Datum
training_memory_part(PG_FUNCTION_ARGS)
{
	return direct_part(fcinfo, training_decode);
}

PG_FUNCTION_INFO_V1(inference_memory_part);
Datum
inference_memory_part(PG_FUNCTION_ARGS)
{
	return direct_part(fcinfo, inference_decode);
}
