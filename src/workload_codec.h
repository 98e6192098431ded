/*
 * workload_codec.h
 *		The computesize.workload composite: its columns, the names its text
 *		columns hold, and its encoding from a constructor's decoded call.
 *		Reading a stored value back is cs_decode_workload() (workload.h).
 */
#ifndef CS_WORKLOAD_CODEC_H
#define CS_WORKLOAD_CODEC_H

#include "postgres.h"
#include "fmgr.h"
#include "access/tupdesc.h"

#include "estimate.h"
#include "internal.h"
#include "workload.h"

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

#define CS_MAX_DTYPES 64

/* the text datums a constructor's values hold, made once per query */
typedef struct CsWorkloadTexts
{
	Datum		kind_text[2];	/* "training", "inference" */
	Datum		dtype_text[CS_MAX_DTYPES];	/* the names of cs_dtypes */
	Datum		act_text[CS_ACT_GELU_PYTHON + 1];	/* each CsHiddenAct's name */
	const CsDtype *fp32;		/* lora_dtype's */
} CsWorkloadTexts;

/* the cached text datum of a format's name */
static inline Datum
cs_dtype_datum(const CsWorkloadTexts *texts, const CsDtype *d)
{
	return texts->dtype_text[d - cs_dtypes];
}

/* a workload's kinds, as its kind column names them */
extern CS_INTERNAL const CsName cs_kind_names[];

/* a constructor's call, decoded */
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
/*
 * The last text a name argument or column held (CsRecentText), and what it
 * named: rows repeat their names, and a row that repeats one compares its
 * bytes instead of looking it up or parsing it again.  Is d the slot's last
 * text?  Then *value is what it named.
 */
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

extern CS_INTERNAL const CsName *name_entry(const CsName *table, Datum d, bool *exact);
extern CS_INTERNAL const CsDtype *dtype_of(Datum d);
extern CS_INTERNAL const CsName *entry_of(const CsName *table, const char *what, Datum d, bool *exact);
extern CS_INTERNAL int lora_targets_remembered(CsRecentText *r, Datum d);
extern CS_INTERNAL const CsDtype *dtype_checked(const char *what, Datum d, int train_only);
extern CS_INTERNAL TupleDesc named_tupdesc(FunctionCallInfo fcinfo, const char *typname, int min_natts, int natts);
extern CS_INTERNAL void arch_as_stored(CsArch *a);
extern CS_INTERNAL void encode_workload(const CsWorkloadTexts *texts, const Decoded *d, Datum *values, bool *nulls);

#endif
