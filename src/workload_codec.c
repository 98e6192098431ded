/*
 * workload_codec.c
 *		The computesize.workload composite's codec: the names of its text
 *		columns, a constructor's call into its columns (encode_workload()),
 *		and a stored value back into CsArch / CsJob with memory()'s checks
 *		(cs_decode_workload()).
 */
#include "postgres.h"

#include <math.h>

#include "access/htup_details.h"
#include "catalog/pg_type.h"
#include "funcapi.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/syscache.h"
#include "utils/typcache.h"

#include "catalog.h"
#include "estimate.h"
#include "workload.h"
#include "workload_checks.h"
#include "workload_codec.h"
#include "memsize.h"

/* a workload's kinds, as its kind column names them */
const CsName cs_kind_names[] = {
	{"training", CS_KIND_TRAINING},
	{"inference", CS_KIND_INFERENCE},
	{NULL, 0}
};

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
const CsName *
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

const CsDtype *
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
const CsName *
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

/* a LoRA target list's mask, remembered in r */
int
lora_targets_remembered(CsRecentText *r, Datum d)
{
	int64		mask;

	if (recent_text(r, d, &mask))
		return (int) mask;
	mask = lora_targets_of(d);
	remember_text(r, d, mask);
	return (int) mask;
}

/* the number format named by a text datum, or the error listing the valid ones */
const CsDtype *
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
TupleDesc
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

/*
 * A completed architecture in the form a workload's columns hold it (no
 * experts is one expert; a missing MLA width or sliding window is zero;
 * flags are 0 or 1), so that the direct estimate and the estimate of the
 * stored value read the same numbers.
 */
void
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

/* a workload value's columns from a decoded constructor call */
void
encode_workload(const CsWorkloadTexts *texts, const Decoded *d, Datum *values, bool *nulls)
{
	const CsJob *job = &d->job;
	bool		training = job->kind == CS_KIND_TRAINING;

	memset(nulls, 0, sizeof(bool) * W_NATTS);
	memset(values, 0, sizeof(Datum) * W_NATTS);
	values[W_KIND] = texts->kind_text[training ? 0 : 1];
	values[W_MODEL] = d->model;
	nulls[W_MODEL] = d->model == (Datum) 0;
	values[W_METHOD] = d->method;
	nulls[W_METHOD] = !training;
	values[W_PRECISION] = cs_dtype_datum(texts, job->precision);
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
		values[W_KV_PRECISION] = cs_dtype_datum(texts, job->kv_precision);
	if (job->quant != NULL)
		values[W_QUANT] = cs_dtype_datum(texts, job->quant);
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
		values[W_LORA_DTYPE] = cs_dtype_datum(texts, job->lora_dtype == CS_LORA_DTYPE_FP32 ?
										   texts->fp32 : job->precision);
	nulls[W_LORA_DTYPE] = job->lora_dtype == CS_LORA_DTYPE_UNSET;
	values[W_NUM_LABELS] = Int32GetDatum(job->num_labels);
	nulls[W_NUM_LABELS] = job->num_labels <= 0;
	values[W_CUDA_CONTEXT] = MemsizeGetDatum((memsize) job->cuda_context);
	nulls[W_CUDA_CONTEXT] = job->cuda_context <= 0;
	values[W_GALORE_RANK] = Int32GetDatum(job->galore_rank);
	nulls[W_GALORE_RANK] = job->galore_rank <= 0;
	values[W_OFFLOAD] = d->offload;
	nulls[W_OFFLOAD] = d->offload == (Datum) 0;
	values[W_HIDDEN_ACT] = texts->act_text[d->arch.hidden_act];
	nulls[W_HIDDEN_ACT] = d->arch.hidden_act == CS_ACT_UNSET;
	values[W_PROMPT] = Int32GetDatum(job->prompt);
	nulls[W_PROMPT] = job->prompt <= 0;
	/* restarts: the defaults until checkpointed() or not_restartable() says */
	nulls[W_CHECKPOINT] = nulls[W_RESTART] = true;
	put_arch(&d->arch, values, nulls);
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
	job->kind = entry_of(cs_kind_names, "workload kind", v[W_KIND], &exact)->code;
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
