/*
 * workload.c
 *		training_job(), inference_job() and memory(): fmgr glue between the
 *		computesize.workload composite and the estimator in estimate.c, with
 *		the direct functions' memo.  The composite's codec is in
 *		workload_codec.c, the argument checks in workload_checks.c, the model
 *		catalog in model_cache.c.
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
#include "workload_codec.h"
#include "model_cache.h"
#include "model_name.h"
#include "memsize.h"


/* columns of computesize.memory_estimate, in order */
enum
{
	M_WEIGHTS, M_GRADIENTS, M_OPTIMIZER, M_ACTIVATIONS, M_KV_CACHE,
	M_OVERHEAD, M_TOTAL, M_GPUS, M_ALLOCATED, M_RESERVED, M_TRAINABLE,
	M_OPTIMIZER_STEP,
	M_NATTS
};


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
	CsWorkloadTexts texts;		/* the names its values hold */
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
} CtorCache;

/* per-query cache of memory() */
typedef struct MemCache
{
	ResultRow	result;
	CsWorkloadReader reader;	/* of workload values */
	Memo		memo;			/* of workload values (and gpus) */
} MemCache;


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
		cache->texts.kind_text[0] = PointerGetDatum(cstring_to_text(cs_kind_names[0].name));
		cache->texts.kind_text[1] = PointerGetDatum(cstring_to_text(cs_kind_names[1].name));
		cache->bf16 = cs_dtype_lookup("bf16");
		cache->nf4 = cs_dtype_lookup("nf4");
		cache->texts.fp32 = cs_dtype_lookup("fp32");
		cache->f16 = cs_dtype_lookup("f16");
		for (int i = 0; cs_dtypes[i].name != NULL; i++)
		{
			Assert(i < CS_MAX_DTYPES);
			cache->texts.dtype_text[i] = PointerGetDatum(cstring_to_text(cs_dtypes[i].name));
		}
		/* a code's first name (silu, not swish) */
		for (int i = 0; cs_hidden_act_names[i].name != NULL; i++)
			if (cache->texts.act_text[cs_hidden_act_names[i].code] == (Datum) 0)
				cache->texts.act_text[cs_hidden_act_names[i].code] =
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
	return cs_dtype_datum(&cache->texts, cache->bf16);
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
	encode_workload(&cache->texts, &d, values, nulls);
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

/* memory(w, gpus)'s bytes of a decoded job: gpus NULL is the workload's own */
void
cs_estimate_on(const CsArch *arch, CsJob *job, const int32 *gpus, CsEstimate *est, CsBytes *b)
{
	if (gpus != NULL)
	{
		job->gpus = *gpus;
		require_gpu_count(job->gpus);
		cs_check_gpu_count(arch, job, job->gpus);
	}
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
