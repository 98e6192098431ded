/*
 * estimate.c
 *		GPU memory of training and inference jobs, component by component.
 *
 * Everything here is plain arithmetic on the architecture and the job; the
 * formulas and the sources of every constant are documented in the README
 * ("How the estimate is computed").  Bytes are doubles: the largest
 * estimates are far below 2^53.
 */
#include "estimate.h"
#include "ascii.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

const CsArch cs_zero_arch;
const CsJob cs_zero_job;
const CsEstimate cs_zero_estimate;

/* a helper that each caller specialises (a constant argument) */
#if defined(__GNUC__)
#define CS_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define CS_ALWAYS_INLINE inline
#endif

#define GiB			1073741824.0
#define MiB			1048576.0

/*
 * bitsandbytes' 8-bit optimizer state (block_wise, its default): a byte a
 * value and an fp32 absmax per 256-value block
 */
#define BNB_8BIT_STATE_BYTES (1 + 4.0 / 256)

const CsName cs_method_names[] = {
	{"full", CS_METHOD_FULL},
	{"lora", CS_METHOD_LORA},
	{"qlora", CS_METHOD_QLORA},
	{NULL, 0}
};

const CsName cs_optimizer_names[] = {
	{"adamw", CS_OPT_ADAMW},
	{"adam", CS_OPT_ADAMW},
	{"adamw_fused", CS_OPT_ADAMW_FUSED},
	{"adamw_torch_fused", CS_OPT_ADAMW_FUSED},
	{"adamw_hf", CS_OPT_ADAMW_LOOP},
	{"adamw_8bit", CS_OPT_ADAMW_8BIT},
	{"paged_adamw", CS_OPT_PAGED_ADAMW},
	{"paged_adamw_8bit", CS_OPT_PAGED_ADAMW_8BIT},
	{"sgd", CS_OPT_SGD},
	{"sgd_momentum", CS_OPT_SGD_MOMENTUM},
	{"adafactor", CS_OPT_ADAFACTOR},
	{"lion", CS_OPT_LION},
	{"muon", CS_OPT_MUON},
	{"galore_adamw", CS_OPT_GALORE},
	{"galore_adamw_8bit", CS_OPT_GALORE_8BIT},
	/* the same stepped layer by layer (workload.c: galore_layerwise()) */
	{"galore_adamw_layerwise", CS_OPT_GALORE},
	{"galore_adamw_8bit_layerwise", CS_OPT_GALORE_8BIT},
	/* the Hugging Face Trainer's names (optim=...) of the same optimizers */
	{"adamw_torch", CS_OPT_ADAMW},
	{"adamw_bnb_8bit", CS_OPT_ADAMW_8BIT},
	{"paged_adamw_32bit", CS_OPT_PAGED_ADAMW},
	{"adamw_apex_fused", CS_OPT_ADAMW_FUSED},
	/* schedulefree's: AdamW's and RAdam's z and second moment, SGD's z */
	{"schedule_free_adamw", CS_OPT_ADAMW},
	{"schedule_free_radam", CS_OPT_ADAMW},
	{"schedule_free_sgd", CS_OPT_SGD_MOMENTUM},
	{"rmsprop", CS_OPT_RMSPROP},
	{"adagrad", CS_OPT_ADAGRAD},
	/* bitsandbytes' Lion, RMSprop and AdEMAMix (their states in fp32 or 8 bits) */
	{"lion_32bit", CS_OPT_BNB_ONE_STATE},
	{"rmsprop_bnb", CS_OPT_BNB_ONE_STATE},
	{"rmsprop_bnb_32bit", CS_OPT_BNB_ONE_STATE},
	{"lion_8bit", CS_OPT_BNB_ONE_STATE_8BIT},
	{"rmsprop_bnb_8bit", CS_OPT_BNB_ONE_STATE_8BIT},
	{"paged_lion_32bit", CS_OPT_PAGED_BNB_ONE_STATE},
	{"paged_lion_8bit", CS_OPT_PAGED_BNB_ONE_STATE_8BIT},
	{"ademamix", CS_OPT_ADEMAMIX},
	{"ademamix_8bit", CS_OPT_ADEMAMIX_8BIT},
	{"paged_ademamix_32bit", CS_OPT_PAGED_ADEMAMIX},
	{"paged_ademamix_8bit", CS_OPT_PAGED_ADEMAMIX_8BIT},
	{NULL, 0}
};

const CsName cs_offload_names[] = {
	{"none", CS_OFFLOAD_NONE},
	{"optimizer", CS_OFFLOAD_OPTIMIZER},
	{"all", CS_OFFLOAD_ALL},
	{NULL, 0}
};

const CsName cs_framework_names[] = {
	{"pytorch", CS_FW_PYTORCH},
	{"transformers", CS_FW_TRANSFORMERS},
	{"torchtune", CS_FW_TORCHTUNE},
	{"litgpt", CS_FW_LITGPT},
	{"deepspeed", CS_FW_DEEPSPEED},
	{"vllm", CS_FW_VLLM},
	{"llama.cpp", CS_FW_LLAMACPP},
	/*
	 * the Hugging Face trainers and models for other stacks (runs_on.c):
	 * the memory of the transformers and PyTorch profiles they follow
	 */
	{"optimum-neuron", CS_FW_TRANSFORMERS},
	{"optimum-habana", CS_FW_TRANSFORMERS},
	{"torch-xla", CS_FW_PYTORCH},
	{NULL, 0}
};

/* CsHiddenAct's names, as Hugging Face configurations write them */
const CsName cs_hidden_act_names[] = {
	{"silu", CS_ACT_SILU},
	{"swish", CS_ACT_SILU},
	{"gelu", CS_ACT_GELU},
	{"gelu_pytorch_tanh", CS_ACT_GELU_PYTORCH_TANH},
	{"relu", CS_ACT_RELU},
	{"gelu_new", CS_ACT_GELU_NEW},
	{"gelu_fast", CS_ACT_GELU_FAST},
	{"quick_gelu", CS_ACT_QUICK_GELU},
	{"gelu_python", CS_ACT_GELU_PYTHON},
	{NULL, 0}
};

/*
 * ggml's tensor types, with their blocks (ggml-common.h): bytes per block
 * and values per block.  q8_0 is 32 int8 values and an fp16 scale (34
 * bytes); the k-quants pack 256 values (q4_k: 144 bytes, 4.5 bits); the
 * i-quants' blocks hold lattice indices and scales (iq4_xs: 136 bytes per
 * 256, 4.25 bits; iq1_s: 50, 1.5625 bits).
 */
typedef enum GgmlType
{
	GG_F32, GG_F16, GG_Q8_0, GG_Q6_K, GG_Q5_K, GG_Q4_K, GG_Q3_K, GG_Q2_K,
	GG_Q5_1, GG_Q5_0, GG_Q4_1, GG_Q4_0, GG_IQ4_NL, GG_IQ4_XS, GG_IQ3_S,
	GG_IQ3_XXS, GG_IQ2_S, GG_IQ2_XS, GG_IQ2_XXS, GG_IQ1_M, GG_IQ1_S
} GgmlType;

/* each type's block once: bytes per block, values per block */
#define BLK_F32		4, 1
#define BLK_F16		2, 1
#define BLK_Q8_0	34, 32
#define BLK_Q6_K	210, 256
#define BLK_Q5_K	176, 256
#define BLK_Q4_K	144, 256
#define BLK_Q3_K	110, 256
#define BLK_Q2_K	84, 256
#define BLK_Q5_1	24, 32
#define BLK_Q5_0	22, 32
#define BLK_Q4_1	20, 32
#define BLK_Q4_0	18, 32
#define BLK_IQ4_NL	18, 32
#define BLK_IQ4_XS	136, 256
#define BLK_IQ3_S	110, 256
#define BLK_IQ3_XXS 98, 256
#define BLK_IQ2_S	82, 256
#define BLK_IQ2_XS	74, 256
#define BLK_IQ2_XXS 66, 256
#define BLK_IQ1_M	56, 256
#define BLK_IQ1_S	50, 256

static const struct
{
	double		bytes;
	int			values;
}			ggml_blocks[] = {
	[GG_F32] = {BLK_F32}, [GG_F16] = {BLK_F16}, [GG_Q8_0] = {BLK_Q8_0},
	[GG_Q6_K] = {BLK_Q6_K}, [GG_Q5_K] = {BLK_Q5_K}, [GG_Q4_K] = {BLK_Q4_K},
	[GG_Q3_K] = {BLK_Q3_K}, [GG_Q2_K] = {BLK_Q2_K}, [GG_Q5_1] = {BLK_Q5_1},
	[GG_Q5_0] = {BLK_Q5_0}, [GG_Q4_1] = {BLK_Q4_1}, [GG_Q4_0] = {BLK_Q4_0},
	[GG_IQ4_NL] = {BLK_IQ4_NL}, [GG_IQ4_XS] = {BLK_IQ4_XS},
	[GG_IQ3_S] = {BLK_IQ3_S}, [GG_IQ3_XXS] = {BLK_IQ3_XXS},
	[GG_IQ2_S] = {BLK_IQ2_S}, [GG_IQ2_XS] = {BLK_IQ2_XS},
	[GG_IQ2_XXS] = {BLK_IQ2_XXS}, [GG_IQ1_M] = {BLK_IQ1_M},
	[GG_IQ1_S] = {BLK_IQ1_S},
};

#define GGML_BYTES(t) (ggml_blocks[t].bytes / ggml_blocks[t].values)
#define BLOCK_BYTES(blk) BLOCK_BYTES_(blk)
#define BLOCK_BYTES_(bytes, values) ((double) (bytes) / (values))

/* llama.cpp's file types (llama_ftype) */
typedef enum GgufFtype
{
	FT_F16, FT_Q8_0, FT_Q6_K, FT_Q5_K_M, FT_Q5_K_S, FT_Q5_0, FT_Q5_1,
	FT_Q4_K_M, FT_Q4_K_S, FT_Q4_0, FT_Q4_1, FT_Q3_K_L, FT_Q3_K_M, FT_Q3_K_S,
	FT_Q2_K, FT_Q2_K_S, FT_IQ4_XS, FT_IQ4_NL, FT_IQ3_M, FT_IQ3_S, FT_IQ3_XS,
	FT_IQ3_XXS, FT_IQ2_M, FT_IQ2_S, FT_IQ2_XS, FT_IQ2_XXS, FT_IQ1_M, FT_IQ1_S
} GgufFtype;

/*
 * Number formats.  Block formats carry their scales: bitsandbytes NF4/FP4
 * keep one fp32 absmax per 64 values (4.5 bits), with double quantization
 * an 8-bit absmax plus one fp32 per 256 blocks (~4.13 bits); GPTQ/AWQ int4
 * one fp16 scale and a 4-bit zero per group of 128 (~4.16 bits).  A GGUF
 * precision is a llama.cpp file type: its bytes are its default tensor
 * type's, and gguf_weights() gives each tensor the type llama.cpp's
 * quantizer gives it.  MXFP4 (the OCP microscaling format) stores 32 4-bit
 * E2M1 values with one shared 8-bit E8M0 scale: 4.25 bits, in safetensors
 * and in ggml's block (17 bytes per 32 values) alike.
 */
/*
 * A GGUF file type with the tensor type it starts every tensor from
 * (llama_model_quantize_impl: IQ2_S files from iq2_xs, IQ2_M from iq2_s,
 * IQ3_XS and IQ3_M from iq3_s), whose bytes it has
 */
#define GGUF(name, ft, type) {name, BLOCK_BYTES(BLK_##type), CS_DT_GGUF, FT_##ft, GG_##type, false}

const CsDtype cs_dtypes[] = {
	{"fp32", 4.0, CS_DT_FLOAT, 0, 0, false},
	{"fp16", 2.0, CS_DT_FLOAT, 0, 0, false},
	{"bf16", 2.0, CS_DT_FLOAT, 0, 0, false},
	{"fp8", 1.0, CS_DT_FLOAT8, 0, 0, false},
	{"int8", 1.0, CS_DT_INT, 0, 0, false},
	{"int4", 0.5 + (2.0 + 0.5) / 128.0, CS_DT_INT, 0, 0, false},
	{"nf4", 0.5 + 4.0 / 64.0, CS_DT_INT, 0, 0, true},
	{"nf4_dq", 0.5 + 1.0 / 64.0 + 4.0 / (64.0 * 256.0), CS_DT_INT, 0, 0, true},
	{"fp4", 0.5 + 4.0 / 64.0, CS_DT_INT, 0, 0, true},
	{"mxfp4", 0.5 + 1.0 / 32.0, CS_DT_MX, 0, 0, false},
	GGUF("q8_0", Q8_0, Q8_0),
	GGUF("q6_k", Q6_K, Q6_K),
	GGUF("q5_k_m", Q5_K_M, Q5_K),
	GGUF("q5_k_s", Q5_K_S, Q5_K),
	GGUF("q5_0", Q5_0, Q5_0),
	GGUF("q5_1", Q5_1, Q5_1),
	GGUF("q4_k_m", Q4_K_M, Q4_K),
	GGUF("q4_k_s", Q4_K_S, Q4_K),
	GGUF("q4_0", Q4_0, Q4_0),
	GGUF("q4_1", Q4_1, Q4_1),
	GGUF("q3_k_l", Q3_K_L, Q3_K),
	GGUF("q3_k_m", Q3_K_M, Q3_K),
	GGUF("q3_k_s", Q3_K_S, Q3_K),
	GGUF("q2_k", Q2_K, Q2_K),
	GGUF("q2_k_s", Q2_K_S, Q2_K),
	GGUF("iq4_xs", IQ4_XS, IQ4_XS),
	GGUF("iq4_nl", IQ4_NL, IQ4_NL),
	GGUF("iq3_m", IQ3_M, IQ3_S),
	GGUF("iq3_s", IQ3_S, IQ3_S),
	GGUF("iq3_xs", IQ3_XS, IQ3_S),
	GGUF("iq3_xxs", IQ3_XXS, IQ3_XXS),
	GGUF("iq2_m", IQ2_M, IQ2_S),
	GGUF("iq2_s", IQ2_S, IQ2_XS),
	GGUF("iq2_xs", IQ2_XS, IQ2_XS),
	GGUF("iq2_xxs", IQ2_XXS, IQ2_XXS),
	GGUF("iq1_m", IQ1_M, IQ1_M),
	GGUF("iq1_s", IQ1_S, IQ1_S),
	GGUF("f16", F16, F16),
	{NULL, 0, 0, 0, 0, false}
};

/* appends ", name" (or "name" at n = 0) to buf; returns the new length */
static size_t
append_name(char *buf, size_t buflen, size_t n, const char *name)
{
	return n + (size_t) snprintf(buf + (n < buflen ? n : buflen), n < buflen ? buflen - n : 0,
								 "%s%s", n == 0 ? "" : ", ", name);
}

/* "a, b, c" into buf; returns the length it needed */
size_t
cs_name_list(const CsName *table, char *buf, size_t buflen)
{
	size_t		n = 0;

	for (const CsName *t = table; t->name != NULL; t++)
		n = append_name(buf, buflen, n, t->name);
	return n;
}

const CsDtype *
cs_dtype_lookup(const char *name)
{
	for (const CsDtype *d = cs_dtypes; d->name != NULL; d++)
		if (strcmp(d->name, name) == 0)
			return d;
	return NULL;
}

/* the formats' names (only the trainable ones, if asked) into buf */
size_t
cs_dtype_list(int train_only, char *buf, size_t buflen)
{
	size_t		n = 0;

	for (const CsDtype *d = cs_dtypes; d->name != NULL; d++)
		if (!train_only || d->kind == CS_DT_FLOAT)
			n = append_name(buf, buflen, n, d->name);
	return n;
}

/*
 * LoRA targets: "attention" (q,k,v,o), "all-linear" (attention and MLP),
 * "qv", or a list of q, k, v, o, gate, up, down, lm_head separated by
 * commas, spaces or both (the Hugging Face names q_proj ... down_proj are
 * accepted too).  Returns the bit mask, or -1 if a name is not known or
 * empty (two commas in a row, a leading or trailing comma).
 */
int
cs_lora_targets_parse(const char *spec)
{
	return cs_lora_targets_parse_n(spec, strlen(spec));
}

int
cs_lora_targets_parse_n(const char *spec, size_t speclen)
{
	static const struct
	{
		const char *name;
		int			bits;
	}			names[] = {
		{"attention", CS_LORA_ATTENTION},
		{"all-linear", CS_LORA_ATTENTION | CS_LORA_MLP},
		{"all_linear", CS_LORA_ATTENTION | CS_LORA_MLP},
		{"mlp", CS_LORA_MLP},
		{"qv", CS_LORA_Q | CS_LORA_V},
		{"q", CS_LORA_Q}, {"q_proj", CS_LORA_Q},
		{"k", CS_LORA_K}, {"k_proj", CS_LORA_K},
		{"v", CS_LORA_V}, {"v_proj", CS_LORA_V},
		{"o", CS_LORA_O}, {"o_proj", CS_LORA_O},
		{"gate", CS_LORA_GATE}, {"gate_proj", CS_LORA_GATE},
		{"up", CS_LORA_UP}, {"up_proj", CS_LORA_UP},
		{"down", CS_LORA_DOWN}, {"down_proj", CS_LORA_DOWN},
		{"lm_head", CS_LORA_HEAD}, {"output", CS_LORA_HEAD},
	};
	int			bits = 0;
	bool		want_name = true;	/* at the start or after a comma */
	const char *p = spec;
	const char *end = spec + speclen;

	/* names separated by commas, spaces or both; no empty name */
	while (p < end)
	{
		const char *start;
		size_t		len;
		size_t		i;

		if (*p == ' ')
		{
			p++;
			continue;
		}
		if (*p == ',')
		{
			if (want_name)
				return -1;
			want_name = true;
			p++;
			continue;
		}
		start = p;
		while (p < end && *p != ',' && *p != ' ')
			p++;
		len = (size_t) (p - start);
		want_name = false;
		for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		{
			const char *nm = names[i].name;
			size_t		k = 0;

			/* in any letter case: every name is lower case */
			while (k < len && nm[k] == cs_ascii_lower(start[k]))
				k++;
			if (k == len && nm[len] == '\0')
				break;
		}
		if (i == sizeof(names) / sizeof(names[0]))
			return -1;
		bits |= names[i].bits;
	}
	return bits == 0 || want_name ? -1 : bits;
}

/* the larger of two sizes */
static inline double
larger(double x, double y)
{
	return x > y ? x : y;
}

/* the smaller of two sizes */
static inline double
smaller(double x, double y)
{
	return x < y ? x : y;
}

/* x rounded up to whole units (allocation blocks, padded sizes) */
static inline double
pad_to(double x, double unit)
{
	return unit * ceil(x / unit);
}

/* parameters of one MLP (one expert) */
static double
mlp_params(const CsArch *a)
{
	return (a->gated_mlp ? 3.0 : 2.0) * a->hidden * (double) a->intermediate;
}

/* parameters of one attention block */
static double
attention_params(const CsArch *a)
{
	double		qo = 2.0 * a->hidden * (double) a->heads * a->head_dim;
	double		kv = 2.0 * a->hidden * (double) a->kv_heads * a->head_dim;

	return qo + kv;
}

/* embedding and output head, which quantization formats leave alone */
static double
embedding_params(const CsArch *a)
{
	return (double) a->vocab * a->hidden * (a->tied_embeddings ? 1 : 2);
}

/* parameters counted from the dimensions (estimation reference, 18.1) */
static double
params_from_dims(const CsArch *a, double experts)
{
	double		per_layer = attention_params(a) + experts * mlp_params(a) +
		2.0 * a->hidden + (experts > 1 ? (double) a->hidden * experts : 0);

	return a->layers * per_layer + embedding_params(a) + a->hidden;
}

/*
 * The embedding and head parameters within the model's params.  The tables'
 * own count when params holds them; when it is smaller (a small model
 * sized from params alone, whose derived 32000-token vocabulary alone
 * outweighs it, or dimensions that do not match params), the tables' share
 * of what the dimensions count, so that the layers never get a negative
 * count and a quantized model never weighs more than its 16-bit self.
 */
static inline double
embedding_share(const CsArch *a)
{
	double		emb = embedding_params(a);

	if (emb <= a->params)
		return emb;
	return a->params * emb / params_from_dims(a, a->experts > 1 ? a->experts : 1);
}

/*
 * Fills what is missing.  With only a parameter count, the model is taken
 * to be a Llama-like decoder with hidden = 128 x layers (Llama 2 7B and 13B
 * have exactly that ratio), MHA, a gated MLP of 8/3 x hidden and a 32000
 * token vocabulary.  Returns NULL, or an error message (and sets *hint to
 * its hint).
 */
const char *
cs_arch_complete(CsArch *a, const char **hint)
{
	int			experts = a->experts > 1 ? a->experts : 1;

	if (a->gated_mlp < 0)
		a->gated_mlp = 1;
	*hint = "Name a model from table computesize.model, or pass params (and optionally layers, hidden, heads, kv_heads, intermediate, vocab).";
	if (a->params > CS_MAX_PARAMS)
	{
		*hint = "Give the parameter count itself, e.g. 7e9, not bytes; computesize sizes models of up to 1e15 parameters.";
		return "params is larger than any model computesize can size";
	}
	if (a->layers <= 0 || a->hidden <= 0)
	{
		double		l;

		if (a->params <= 0)
			return "the architecture needs params, or layers and hidden";
		l = a->layers > 0 ? a->layers : round(cbrt(a->params / 196608.0));
		if (l < 1)
			l = 1;
		if (a->layers <= 0)
			a->layers = (int) l;
		if (a->hidden <= 0)
		{
			double		h = sqrt(a->params / (12.0 * a->layers));

			h = 128.0 * round(h / 128.0);
			a->hidden = (int) (h < 128 ? 128 : h);
		}
	}
	/*
	 * no heads given: heads of 128, or of 64 where 128 does not divide
	 * hidden (Falcon 7B: 71 of 64 in 4544), or else as many as divide it
	 * with heads at least 128 wide
	 */
	if (a->heads <= 0)
	{
		if (a->hidden % 128 != 0 && a->hidden % 64 == 0)
			a->heads = a->hidden / 64;
		else
		{
			a->heads = a->hidden >= 128 ? a->hidden / 128 : 1;
			while (a->hidden % a->heads != 0)
				a->heads--;
		}
	}
	if (a->kv_heads <= 0)
		a->kv_heads = a->heads;
	/* also when the head width is given (a model's, or head_dim) */
	if (a->heads > a->hidden)
	{
		*hint = "Give heads at most hidden: each head is hidden / heads wide unless head_dim says otherwise (Llama 2 7B: 4096 / 32 = 128).";
		return "heads cannot exceed hidden";
	}
	if (a->head_dim <= 0)
	{
		if (a->hidden % a->heads != 0)
		{
			*hint = "Give heads that divide hidden, or head_dim, the width of one head, where heads x head_dim is not hidden (Gemma 7B: 16 heads of 256 in a hidden size of 3072).";
			return "hidden is not a multiple of heads";
		}
		a->head_dim = a->hidden / a->heads;
	}
	if (a->intermediate <= 0)
	{
		double		width = a->gated_mlp ? pad_to(8.0 * a->hidden / 3.0, 256) : 4.0 * a->hidden;

		if (width > INT_MAX)
		{
			*hint = "Give intermediate, the MLP's width, as well; without it the width is 8/3 x hidden for a gated MLP and 4 x hidden for a plain one (Llama 3 405B: 53248 for a hidden size of 16384).";
			return "hidden is too large to derive the MLP's width from";
		}
		a->intermediate = (int) width;
	}
	if (a->vocab <= 0)
		a->vocab = 32000;
	if (a->active_experts > experts)
	{
		*hint = "A mixture-of-experts layer routes each token to active_experts of its experts (Mixtral 8x7B: 2 of 8); a dense model has one.";
		return "active_experts cannot exceed experts";
	}
	if (a->kv_heads > a->heads)
	{
		*hint = "Each key-value head serves one or more query heads: kv_heads equals heads for multi-head attention, is fewer for grouped-query attention and 1 for multi-query.";
		return "kv_heads cannot exceed heads";
	}
	if (a->heads % a->kv_heads != 0)
	{
		*hint = "Each key-value head serves an equal group of query heads, so kv_heads divides heads (Llama 3 8B: 32 heads in 8 groups of 4; 1 for multi-query attention).";
		return "heads is not a multiple of kv_heads";
	}
	if (a->sliding_window > 0 && a->sliding_window_layers > a->layers)
	{
		*hint = "Give at most the number of layers; a window on every layer needs sliding_window alone.";
		return "sliding_window_layers cannot exceed layers";
	}
	if (a->params <= 0)
	{
		a->params = params_from_dims(a, experts);
		if (a->params > CS_MAX_PARAMS)
		{
			*hint = "Check layers, hidden, intermediate, vocab and experts: computesize sizes models of up to 1e15 parameters (Llama 3 405B: 126 layers, hidden 16384).";
			return "the architecture comes to more parameters than any model computesize can size";
		}
	}
	if (a->active_params <= 0)
	{
		if (experts > 1 && a->active_experts > 0)
			a->active_params = a->params - a->layers * (experts - a->active_experts) * mlp_params(a);
		else
			a->active_params = a->params;
	}
	if (a->active_experts <= 0)
		a->active_experts = experts > 1 ? 2 : 1;
	return NULL;
}

/*
 * Weights with `quantized` parameters at linear_bytes each and the rest at
 * other_bytes.
 */
static inline double
split_weights(const CsArch *a, double quantized, double linear_bytes, double other_bytes)
{
	return quantized * linear_bytes + (a->params - quantized) * other_bytes;
}

/*
 * Weights with the linear layers quantized to format q: frameworks
 * (bitsandbytes, torchao, fp8 and int8 kernels) keep the embeddings and the
 * output head in 16 bits, Hugging Face by its modules_to_not_convert.
 * litgpt quantizes through Lightning's BitsandbytesPrecision, which swaps
 * torch.nn.Linear for bitsandbytes' layer wherever the model builds one,
 * the output head too: only its embedding table stays 16-bit (cs_estimate()
 * has untied the two).
 */
static double
quantized_weights(const CsArch *a, const CsJob *job, const CsDtype *q)
{
	double		tables = embedding_share(a);

	if (job->framework == CS_FW_LITGPT)
		tables /= 2;
	return split_weights(a, a->params - tables, q->bytes, 2);
}

/*
 * bitsandbytes' 4-bit layers multiply anything but a single token (a
 * prompt, a training batch) by dequantizing the whole weight first,
 * F.dequantize_4bit(B, quant_state).to(A.dtype) in MatMul4Bit's forward
 * pass and again for the input's gradient in its backward pass; only a
 * decoding step's one token takes the 4-bit gemv kernel.  So beside the
 * step's buffers lies a 16-bit copy of the largest quantized matrix:
 * the MLP's (or the output head's where it is quantized; litgpt's fused
 * query-key-value matrix, where that is larger).  litgpt quantizes from
 * fp16 (BitsandbytesPrecision's quant state is fp16), so its bf16 layers
 * also hold the fp16 copy while it is cast: 4 bytes an element.  Bytes,
 * split across tp shards.
 */
static double
dequantized_matrix(const CsArch *a, const CsJob *job, const CsDtype *q,
				   double compute, double tp)
{
	double		h = a->hidden,
				largest = h * a->intermediate;

	if (!q->dequantizes)
		return 0;
	largest = larger(largest, h * (double) a->heads * a->head_dim);
	if (job->framework == CS_FW_LITGPT)
	{
		/* its fused query-key-value matrix and its quantized head */
		largest = larger(largest, h * ((double) a->heads + 2.0 * a->kv_heads) * a->head_dim);
		largest = larger(largest, embedding_share(a) / 2);
		if (compute == 2)
			compute = 4;
	}
	return largest * compute / tp;
}

/*
 * The routed experts' parameters: layers x experts x the MLP's matrices,
 * every layer routed and no shared expert (Mixtral, Qwen 3, gpt-oss).  A
 * model with dense layers or shared experts (DeepSeek) has fewer routed
 * ones, so the count is capped at what the embeddings and the attention
 * leave.  0 for a dense model.
 */
double
cs_routed_expert_params(const CsArch *a)
{
	double		most;

	if (a->experts <= 1)
		return 0;
	most = a->params - embedding_share(a) - a->layers * attention_params(a);
	return smaller((double) a->layers * a->experts * mlp_params(a), larger(most, 0));
}

/*
 * Weights in a microscaling format as models ship in it: gpt-oss keeps its
 * experts' projections in MXFP4 and its attention, router, embeddings and
 * head in bf16 (the checkpoint's modules_to_not_convert), as vLLM and
 * transformers' MXFP4 kernels load them; llama.cpp's MXFP4 files (ggml-org's
 * conversions) hold those other matrices in q8_0.  A dense model has every
 * linear layer in the format and its embeddings and head in other_bytes.
 */
static double
mx_weights(const CsArch *a, double linear_bytes, double other_bytes)
{
	double		experts = cs_routed_expert_params(a);

	return split_weights(a, experts > 0 ? experts : a->params - embedding_share(a),
						 linear_bytes, other_bytes);
}

/*
 * GGUF files: the tensor types llama.cpp's quantizer gives a file type's
 * tensors (llama_tensor_get_type, src/llama-quant.cpp), per role and
 * layer.  A rule gives type `in` to a set of layers and `out` to the rest:
 * all of them, the first `first`, the first and last eighths and every
 * third layer between (use_more_bits), or the middle three quarters.  The
 * estimate follows a file quantized without an importance matrix, which
 * keeps more bits in a few IQ3_XXS and IQ4 tensors than an imatrix file
 * does (at most about 1% more).
 */
typedef enum GgufRole
{
	R_Q, R_K, R_V, R_O, R_UP, R_DOWN	/* R_UP: the gate projection too */
} GgufRole;

typedef enum LayerSet
{
	LS_ALL, LS_FIRST, LS_MORE_BITS, LS_MIDDLE
} LayerSet;

typedef struct GgufRule
{
	GgmlType	in,
				out;
	LayerSet	set;
	int			first;
} GgufRule;

/* the file types below 3 bits, whose rules form a branch of their own */
static inline int
ftype_very_low(int ft)
{
	return ft == FT_IQ2_XXS || ft == FT_IQ2_XS || ft == FT_IQ1_S ||
		ft == FT_IQ2_S || ft == FT_IQ2_M || ft == FT_IQ1_M;
}

/*
 * a file type and what its rules test of the architecture, worked out once
 * per estimate, with the sizes of the layer sets
 */
typedef struct GgufFile
{
	int			ft;
	GgmlType	def;			/* the type it starts every tensor from */
	bool		very_low;		/* below 3 bits */
	int			layers;
	int			more_bits;		/* layers in use_more_bits' set */
	int			middle;			/* layers in the middle three quarters */
	int			experts;		/* 1: dense */
	bool		gqa4;			/* 4 or more query heads per KV head */
	bool		is_70b;			/* 80 layers, grouped KV heads */
} GgufFile;

static GgufFile
gguf_file(const CsArch *a, const CsDtype *file)
{
	int			n = a->layers,
				lo = n / 8,
				hi = 7 * n / 8;

	return (GgufFile) {
		.ft = file->ftype,
		.def = file->tensor_type,
		.very_low = ftype_very_low(file->ftype),
		.layers = n,
		/* i < n/8, i >= 7n/8, and (i - n/8) % 3 == 2 between */
		.more_bits = lo + (n - hi) + (hi - lo) / 3,
		.middle = hi - lo,
		.experts = a->experts > 1 ? a->experts : 1,
		.gqa4 = a->heads / a->kv_heads >= 4,
		.is_70b = n == 80 && a->kv_heads < a->heads,
	};
}

/* how many of the file's layers a rule's set holds */
static inline int
layers_in(const GgufRule *r, const GgufFile *f)
{
	switch (r->set)
	{
		case LS_FIRST:
			return r->first < f->layers ? r->first : f->layers;
		case LS_MORE_BITS:
			return f->more_bits;
		case LS_MIDDLE:
			return f->middle;
		default:
			return f->layers;
	}
}

/*
 * The rules of one role, inlined into each caller, which names one: only
 * that role's rules are then tested.
 */
static CS_ALWAYS_INLINE GgufRule
gguf_rule(const GgufFile *f, GgufRole role)
{
	int			ft = f->ft;
	GgmlType	def = f->def;
	GgufRule	r = {def, def, LS_ALL, 0};
	bool		gqa4 = f->gqa4;
	int			experts = f->experts;
	int			iq2_s_m = ft == FT_IQ2_S || ft == FT_IQ2_M;

	if (f->very_low)
	{
		switch (role)
		{
			case R_V:
				r.in = r.out = gqa4 || experts >= 4 ? GG_Q4_K : iq2_s_m ? GG_IQ3_S : GG_Q2_K;
				break;
			case R_K:
				if (experts == 8)
					r.in = r.out = GG_Q4_K;
				break;
			case R_DOWN:
				r = (GgufRule) {iq2_s_m ? GG_IQ3_S : GG_Q2_K, def, LS_FIRST, f->layers / 8};
				break;
			case R_O:
				if (experts == 8)
					r.in = r.out = GG_Q5_K;
				else if (ft == FT_IQ1_S || ft == FT_IQ1_M)
					r.in = r.out = GG_IQ2_XXS;
				else if (iq2_s_m)
					r.in = r.out = GG_IQ3_S;
				break;
			default:
				break;
		}
		return r;
	}
	switch (role)
	{
		case R_V:
			if (ft == FT_Q2_K)
				r.in = r.out = gqa4 ? GG_Q4_K : GG_Q3_K;
			else if (ft == FT_Q2_K_S && gqa4)
				r.in = r.out = GG_Q4_K;
			else if (ft == FT_IQ3_XXS)
				r.in = r.out = gqa4 ? GG_Q4_K : GG_IQ3_S;
			else if ((ft == FT_IQ3_XS || ft == FT_IQ3_S) && gqa4)
				r.in = r.out = GG_Q4_K;
			else if (ft == FT_IQ3_M)
				r.in = r.out = GG_Q4_K;
			else if (ft == FT_Q3_K_M)
				r = (GgufRule) {GG_Q5_K, GG_Q4_K, LS_FIRST, 2};
			else if (ft == FT_Q3_K_L)
				r.in = r.out = GG_Q5_K;
			else if ((ft == FT_IQ4_NL || ft == FT_IQ4_XS) && gqa4)
				r.in = r.out = GG_Q5_K;
			else if (ft == FT_Q4_K_M || ft == FT_Q5_K_M)
				r = (GgufRule) {GG_Q6_K, def, LS_MORE_BITS, 0};
			else if (ft == FT_Q4_K_S)
				r = (GgufRule) {GG_Q5_K, def, LS_FIRST, 4};

			/*
			 * a 70B model (80 layers, grouped KV heads) has a small value
			 * projection: its q3_k and q4_k ones get q5_k
			 */
			if (f->is_70b)
			{
				if (r.in == GG_Q3_K || r.in == GG_Q4_K)
					r.in = GG_Q5_K;
				if (r.out == GG_Q3_K || r.out == GG_Q4_K)
					r.out = GG_Q5_K;
			}
			if (experts == 8)
				r.in = r.out = GG_Q8_0;
			break;
		case R_K:
			/* a key projection: q8_0 in an eight-expert model, else the query's rule */
			if (experts == 8)
			{
				r.in = r.out = GG_Q8_0;
				break;
			}
			/* FALLTHROUGH */
		case R_Q:
			if (ft == FT_IQ3_XS)
				r.in = r.out = GG_IQ3_XXS;
			else if (ft == FT_IQ3_XXS)
				r.in = r.out = GG_IQ2_S;
			break;
		case R_DOWN:
			if (ft == FT_Q2_K)
				r.in = r.out = GG_Q3_K;
			else if (ft == FT_Q2_K_S)
				r = (GgufRule) {GG_Q4_K, def, LS_FIRST, f->layers / 8};
			else if (ft == FT_IQ3_XXS)
				r = (GgufRule) {GG_Q4_K, GG_Q3_K, LS_FIRST, f->layers / 8};
			else if (ft == FT_Q3_K_M)
				r = (GgufRule) {GG_Q5_K, GG_Q4_K, LS_FIRST, f->layers / 16};
			else if (ft == FT_IQ3_M)
				r = experts == 8 ? (GgufRule) {GG_Q4_K, def, LS_MORE_BITS, 0} :
					(GgufRule) {GG_Q4_K, def, LS_FIRST, f->layers / 8};
			else if (ft == FT_Q3_K_L)
				r.in = r.out = GG_Q5_K;
			else if (ft == FT_Q4_K_M || ft == FT_Q5_K_M)
				r = (GgufRule) {GG_Q6_K, def, LS_MORE_BITS, 0};
			else if (ft == FT_IQ4_NL || ft == FT_IQ4_XS || ft == FT_Q4_K_S)
				r = (GgufRule) {GG_Q5_K, def, LS_FIRST, f->layers / 8};
			break;
		case R_O:
			if (experts == 8)
			{
				if (ft == FT_Q2_K || ft == FT_IQ3_XS || ft == FT_IQ3_XXS ||
					ft == FT_Q3_K_S || ft == FT_Q3_K_M || ft == FT_IQ4_NL ||
					ft == FT_Q4_K_S || ft == FT_Q4_K_M || ft == FT_IQ3_S ||
					ft == FT_IQ3_M || ft == FT_IQ4_XS)
					r.in = r.out = GG_Q5_K;
			}
			else if (ft == FT_Q2_K)
				r.in = r.out = GG_Q3_K;
			else if (ft == FT_IQ3_XXS)
				r.in = r.out = GG_IQ3_S;
			else if (ft == FT_Q3_K_M || ft == FT_IQ3_M)
				r.in = r.out = GG_Q4_K;
			else if (ft == FT_Q3_K_L)
				r.in = r.out = GG_Q5_K;
			break;
		case R_UP:
			if (ft == FT_IQ3_XS)
				r = (GgufRule) {GG_IQ3_XXS, def, LS_MIDDLE, 0};
			break;
	}
	return r;
}

/*
 * A type whose block does not divide the tensor's rows (ne0 values) falls
 * back to one that does (llama.cpp's convert_incompatible_tensor), or f16.
 */
static GgmlType
ggml_fitting(GgmlType t, int ne0)
{
	if (ne0 % ggml_blocks[t].values == 0)
		return t;
	switch (t)
	{
		case GG_Q4_K:
			t = GG_Q5_0;
			break;
		case GG_Q5_K:
			t = GG_Q5_1;
			break;
		case GG_Q6_K:
			t = GG_Q8_0;
			break;
		case GG_Q2_K:
		case GG_Q3_K:
		case GG_IQ4_XS:
		case GG_IQ3_S:
		case GG_IQ3_XXS:
		case GG_IQ2_S:
		case GG_IQ2_XS:
		case GG_IQ2_XXS:
		case GG_IQ1_M:
		case GG_IQ1_S:
			t = GG_IQ4_NL;
			break;
		default:
			return GG_F16;
	}
	return ne0 % ggml_blocks[t].values == 0 ? t : GG_F16;
}

/* bytes of a role's tensors over all layers, `params` per layer */
static CS_ALWAYS_INLINE double
gguf_role_bytes(const GgufFile *f, GgufRole role, double params, int ne0)
{
	GgufRule	r = gguf_rule(f, role);
	int			in;

	if (r.in == r.out)
		return params * f->layers * GGML_BYTES(ggml_fitting(r.in, ne0));
	in = layers_in(&r, f);
	return params * (in * GGML_BYTES(ggml_fitting(r.in, ne0)) +
					 (f->layers - in) * GGML_BYTES(ggml_fitting(r.out, ne0)));
}

/*
 * A GGUF file's weights, tensor by tensor.  The output head gets q6_k
 * (q5_k below 3 bits; q8_0 when its rows do not fit the default type's
 * blocks, and the block-size fallback, q6_k to q8_0, when they do not fit
 * q6_k's), and a model that ties it to the embeddings keeps that one tensor
 * so; the token embeddings keep the default type (q2_k or iq3_s below 3
 * bits and in IQ3_XXS files).  Norms and routers stay f32.  Parameters the
 * dimensions do not account for (biases, MLA's projections, shared
 * experts) take the default type; if the dimensions count more than the
 * model has, the layers' tensors are scaled down to its total.  An F16
 * file is every tensor in f16.
 */
static double
gguf_weights(const CsArch *a, const CsDtype *file)
{
	GgufFile	f = gguf_file(a, file);
	int			ft = f.ft;
	GgmlType	def = f.def;
	double		h = a->hidden,
				L = a->layers,
				q = h * (double) a->heads * a->head_dim,
				kv = h * (double) a->kv_heads * a->head_dim,
				experts = a->experts > 1 ? a->experts : 0,
				mlp = experts > 0 ? cs_routed_expert_params(a) / L : mlp_params(a),
				emb = embedding_share(a),
				table = emb / (a->tied_embeddings ? 1 : 2),
				/* norms and routers, within what the tables leave */
				f32 = smaller((2 * L + 1) * h + L * h * experts, a->params - emb),
				layer = 2 * q + 2 * kv + mlp,
				rest = a->params - emb - f32 - L * layer,
				scale = 1,
				bytes;
	GgmlType	head;

	if (ft == FT_F16)
		return a->params * 2;
	if (rest < 0)
	{
		scale = (a->params - emb - f32) / (L * layer);
		rest = 0;
	}
	head = a->hidden % ggml_blocks[def].values != 0 ? GG_Q8_0 :
		f.very_low || ft == FT_IQ3_XXS ? GG_Q5_K :
		def == GG_Q8_0 ? GG_Q8_0 : GG_Q6_K;
	/* whose blocks, like any tensor's, must divide its rows */
	head = ggml_fitting(head, a->hidden);
	bytes = table * GGML_BYTES(head) + f32 * 4 + rest * GGML_BYTES(def);
	if (!a->tied_embeddings)
	{
		GgmlType	embd = def;

		if (ft == FT_IQ2_XXS || ft == FT_IQ2_XS || ft == FT_IQ1_S || ft == FT_IQ1_M)
			embd = GG_Q2_K;
		else if (ft == FT_IQ2_S || ft == FT_IQ2_M || ft == FT_IQ3_XXS)
			embd = GG_IQ3_S;
		bytes += table * GGML_BYTES(ggml_fitting(embd, a->hidden));
	}
	bytes += scale * (gguf_role_bytes(&f, R_Q, q, a->hidden) +
					  gguf_role_bytes(&f, R_K, kv, a->hidden) +
					  gguf_role_bytes(&f, R_V, kv, a->hidden) +
					  gguf_role_bytes(&f, R_O, q, a->heads * a->head_dim));
	/* the gate and up projections share their rules: one call for both */
	{
		double		matrices = a->gated_mlp ? 3 : 2;

		bytes += scale * ((matrices - 1) * gguf_role_bytes(&f, R_UP, mlp / matrices, a->hidden) +
						  gguf_role_bytes(&f, R_DOWN, mlp / matrices, a->intermediate));
	}
	return bytes;
}

/*
 * The LoRA targets that name matrices of this architecture: a plain
 * (ungated) MLP has no gate projection, so "mlp" and "all-linear" are its
 * two matrices there and "gate" names nothing.
 */
int
cs_lora_targets_of_arch(const CsArch *a, int targets)
{
	return a->gated_mlp ? targets : targets & ~CS_LORA_GATE;
}

/* LoRA adapter parameters: r x (in + out) per targeted matrix */
static double
lora_params(const CsArch *a, int r, int targets)
{
	double		h = a->hidden,
				qd = (double) a->heads * a->head_dim,
				kvd = (double) a->kv_heads * a->head_dim,
				I = a->intermediate,
				e = a->experts > 1 ? a->experts : 1;
	double		per_layer = 0;

	if (targets & CS_LORA_Q)
		per_layer += h + qd;
	if (targets & CS_LORA_K)
		per_layer += h + kvd;
	if (targets & CS_LORA_V)
		per_layer += h + kvd;
	if (targets & CS_LORA_O)
		per_layer += qd + h;
	if (targets & CS_LORA_GATE)
		per_layer += e * (h + I);
	if (targets & CS_LORA_UP)
		per_layer += e * (h + I);
	if (targets & CS_LORA_DOWN)
		per_layer += e * (I + h);
	return r * (a->layers * per_layer + ((targets & CS_LORA_HEAD) ? h + a->vocab : 0));
}

/*
 * The 16-bit tensors of one layer that LoRA leaves kept by nothing: of the
 * inputs the layer layout of the activations counts for its linear layers
 * (the first norm's output for q, k and v, the second's for gate and up,
 * the MLP's product for down), a frozen layer keeps none, since it needs
 * no input for a weight gradient (autograd saves a matrix product's input
 * only when the weight requires a gradient).  A group's input stays when
 * an adapter of the group takes it as it is; it leaves the count when the
 * group's adapters keep copies of their own (own_copies) or when no matrix
 * of the group is targeted (untargeted).
 */
static double
lora_unkept_inputs(const CsArch *a, int targets, bool own_copies, bool untargeted)
{
	double		n = 0;

	if ((targets & (CS_LORA_Q | CS_LORA_K | CS_LORA_V)) ? own_copies : untargeted)
		n += a->hidden;
	if ((targets & (CS_LORA_GATE | CS_LORA_UP)) ? own_copies : untargeted)
		n += a->hidden;
	if ((targets & CS_LORA_DOWN) ? own_copies : untargeted)
		n += (double) a->intermediate * (a->experts > 1 ? a->active_experts : 1);
	return n;
}

/* input features of the LoRA-targeted matrices of one layer (and the head) */
static double
lora_inputs(const CsArch *a, int targets, int fused_qkv)
{
	double		h = a->hidden,
				qd = (double) a->heads * a->head_dim,
				e = a->experts > 1 ? a->active_experts : 1;
	double		n = 0;
	int			qkv = ((targets & CS_LORA_Q) != 0) + ((targets & CS_LORA_K) != 0) +
		((targets & CS_LORA_V) != 0);

	/* a fused query-key-value layer drops out its input once */
	n += h * (fused_qkv && qkv > 0 ? 1 : qkv);
	if (targets & CS_LORA_O)
		n += qd;
	if (targets & CS_LORA_GATE)
		n += e * h;
	if (targets & CS_LORA_UP)
		n += e * h;
	if (targets & CS_LORA_DOWN)
		n += e * a->intermediate;
	if (targets & CS_LORA_HEAD)
		n += h / a->layers;		/* once per model, spread over the layers */
	return n;
}

/* Adafactor's factored second moment: 4 bytes x (rows + columns) per matrix */
static double
adafactor_bytes(const CsArch *a)
{
	double		h = a->hidden,
				qd = (double) a->heads * a->head_dim,
				kvd = (double) a->kv_heads * a->head_dim,
				I = a->intermediate,
				e = a->experts > 1 ? a->experts : 1;
	double		per_layer = (h + qd) * 2 + (h + kvd) * 2 +
		e * (a->gated_mlp ? 3 : 2) * (h + I) + 2 * h;	/* norms: full */

	return 4.0 * (a->layers * per_layer + (a->vocab + h) * (a->tied_embeddings ? 1 : 2));
}

/* the layers' weight matrices (attention and MLP, every expert's), by their shapes */
static double
layer_matrix_params(const CsArch *a)
{
	double		e = a->experts > 1 ? a->experts : 1;

	return a->layers * (attention_params(a) + e * mlp_params(a));
}

/*
 * The same within params (a params below what the shapes count leaves the
 * embedding tables their share): what Muon orthogonalizes and GaLore
 * projects.  The rest (embeddings, output head, norms, routers, biases) is
 * AdamW's.
 */
static double
matrix_params(const CsArch *a)
{
	return smaller(layer_matrix_params(a), a->params - embedding_share(a));
}

/*
 * The larger of cost(rows, columns, g) for a layer's two largest matrix
 * shapes, an MLP's (hidden x intermediate) and a query projection's
 * (hidden x the heads' width; the KV projections are no wider): the
 * buffers of an optimizer that steps one whole matrix at a time
 */
static double
largest_matrix_cost(const CsArch *a, double (*cost) (double m, double n, double g), double g)
{
	return larger(cost(a->hidden, a->intermediate, g),
				  cost(a->hidden, (double) a->heads * a->head_dim, g));
}

/*
 * What Muon's step allocates for one m x n matrix, bytes per value of its
 * gradient g: torch.optim.Muon's Nesterov blend of gradient and momentum
 * (one matrix at g), and its Newton-Schulz iteration in bf16 on the matrix
 * turned wide, k = min(m, n) rows: X, A = X X^T and A A (k x k), B = bA +
 * cA A, B X, and aX + B X
 */
static double
muon_matrix_step(double m, double n, double g)
{
	double		k = smaller(m, n);

	return m * n * g + 2 * (3 * m * n + 3 * k * k);
}

/*
 * GaLore (Zhao et al. 2024; galore-torch, which the Hugging Face Trainer's
 * galore_adamw and galore_adamw_8bit run) steps each of the layers'
 * matrices in a rank-r subspace of its gradient: an m x n matrix keeps its
 * projector, r x min(m, n) at the gradient's type, and Adam's two states
 * on the projected gradient, r x max(m, n) each at state_bytes (r at most
 * min(m, n): the SVD gives no more).  The layers' matrices are those Muon
 * takes (attention and MLP, every expert's).
 */
static double
galore_one(double m, double n, double r, double state_bytes, double grad_bytes)
{
	double		k = smaller(m, n),
				rr = smaller(r, k);

	return 2 * rr * larger(m, n) * state_bytes + rr * k * grad_bytes;
}

static double
galore_states(const CsArch *a, double r, double state_bytes, double grad_bytes)
{
	double		h = a->hidden,
				qd = (double) a->heads * a->head_dim,
				kvd = (double) a->kv_heads * a->head_dim,
				I = a->intermediate,
				e = a->experts > 1 ? a->experts : 1;
	double		per_layer = 2 * galore_one(h, qd, r, state_bytes, grad_bytes) +
		2 * galore_one(h, kvd, r, state_bytes, grad_bytes) +
		e * (a->gated_mlp ? 3 : 2) * galore_one(h, I, r, state_bytes, grad_bytes);

	return a->layers * per_layer;
}

/*
 * GaLore's projector comes from an SVD of the matrix's full gradient, at
 * the first step and every update_proj_gap (200) after: torch.linalg.svd
 * on an fp32 copy of a 16-bit gradient, which it clones again column-major
 * for cuSOLVER, and its U and Vh (full_matrices=False): 4 bytes x (m n,
 * twice for a 16-bit gradient, + k (m + n)), for the largest matrix, an
 * MLP's or a query projection's.  cuSOLVER's own workspace is not counted.
 */
static double
galore_svd_one(double m, double n, double grad_bytes)
{
	return 4 * (m * n * (grad_bytes < 4 ? 2 : 1) + smaller(m, n) * (m + n));
}

static double
galore_svd(const CsArch *a, double grad_bytes)
{
	return largest_matrix_cost(a, galore_svd_one, grad_bytes);
}

/* the largest single tensor, for optimizer-in-backward gradients */
static double
largest_tensor(const CsArch *a)
{
	double		emb = (double) a->vocab * a->hidden;
	double		mlp = (double) a->hidden * a->intermediate;

	return larger(emb, mlp);
}

/*
 * Heads per tensor-parallel shard: split evenly, and replicated where
 * there are fewer heads than shards.
 */
static inline double
heads_per_shard(double heads, int tp)
{
	return tp > 1 ? ceil(heads / tp) : heads;
}

/*
 * The rotary part of an MLA head's query and key: 64 dimensions in every
 * released MLA model (DeepSeek-V2, V2-Lite, V3, R1, Kimi K2:
 * qk_rope_head_dim), whose value heads are the rest of the key head
 * (v_head_dim = qk_nope_head_dim = head_dim - 64).
 */
#define MLA_ROPE_DIM 64

/*
 * Cached values per sequence, all layers (MLA's latent or every KV head's
 * keys and values): a full layer holds context cells, a sliding-window
 * layer window_cells (see window_cells()).  With expanded_mla an MLA model
 * caches what Hugging Face transformers caches: every head's decompressed
 * key (head_dim values) and value (head_dim - MLA_ROPE_DIM), split across
 * tensor-parallel shards like the heads.
 */
static double
kv_values(const CsArch *a, int tp, double context, double window_cells,
		  bool expanded_mla)
{
	double		per_layer;

	/*
	 * an encoder-decoder's layers are its two stacks, of equal depth in
	 * T5 and Whisper: only the decoder's cache, each of its layers the
	 * keys and values of its own tokens (self-attention) and of the
	 * encoder's output (cross-attention), the context's two parts
	 */
	double		cache_layers = a->encoder_decoder ? ceil(a->layers / 2.0) : a->layers;
	double		window_layers = a->sliding_window_layers > 0 ?
		smaller(a->sliding_window_layers, cache_layers) : cache_layers;	/* none given: every layer */

	if (a->kv_cache_width > 0 && expanded_mla)
	{
		double		v_dim = a->head_dim > MLA_ROPE_DIM ?
			a->head_dim - MLA_ROPE_DIM : a->head_dim;

		per_layer = heads_per_shard(a->heads, tp) * (a->head_dim + v_dim);
	}
	else if (a->kv_cache_width > 0)
		per_layer = a->kv_cache_width;	/* MLA latent: replicated across TP */
	else
		per_layer = 2.0 * heads_per_shard(a->kv_heads, tp) * a->head_dim;
	return per_layer * ((cache_layers - window_layers) * context +
						window_layers * window_cells);
}

/*
 * The cells a sliding-window layer caches per sequence of context cells
 * (the whole context without a window): the window, as vLLM's block
 * tables and a transformers generation's last step hold it (at a prefill,
 * cs_estimate() gives every other framework but llama.cpp the whole
 * prompt: prefill.c), except under llama.cpp.  Its interleaved-window
 * architectures (Gemma 2 and 3,
 * gpt-oss, Cohere 2, Llama 4) give the window layers a cache of their own,
 * GGML_PAD(min(n_ctx, n_swa + n_ubatch), 256) cells (llama_kv_cache_iswa,
 * with the default micro-batch of 512), and a window on every layer is
 * Mistral 7B v0.1's, whose GGUF files are the Llama architecture: no
 * sliding window there, every layer caches the whole context.
 */
static double
window_cells(const CsArch *a, const CsJob *job, double context)
{
	double		cells = a->sliding_window;

	if (a->sliding_window <= 0)
		return context;
	if (job->framework == CS_FW_LLAMACPP)
	{
		if (a->sliding_window_layers <= 0 || a->sliding_window_layers >= a->layers)
			return context;
		cells = pad_to(smaller(cells + 512, context), 256);
	}
	return smaller(cells, context);
}

/*
 * PyTorch's cuBLAS workspace (since 2.0): one block from the caching
 * allocator for each thread and stream that runs a matrix product, held for
 * the process's life (ATen's CublasHandlePool.cpp), so that
 * max_memory_allocated() counts it.  32 MiB on Hopper and Blackwell, 8 MiB +
 * 128 KiB before them; not knowing the GPU, the estimate takes the larger.
 * The traces of validation/measured-peaks/ show one at the first matrix
 * product of a generation, and two (64 MiB) live before every training
 * step: the forward pass's thread's, and autograd's device thread's, which
 * runs the backward pass.
 */
#define CS_CUBLAS_WORKSPACE (32 * MiB)

/*
 * Framework profiles: the non-tensor memory a process holds (CUDA context,
 * libraries, NCCL, CUDA graphs), PyTorch's cuBLAS workspaces and the
 * caching allocator's slack.
 */
static void
overheads(const CsJob *job, double activations, CsEstimate *est)
{
	double		context,
				slack_share;
	int			workspaces = job->kind == CS_KIND_TRAINING ? 2 : 1;

	switch (job->framework)
	{
		case CS_FW_VLLM:
			/* vLLM's non-torch memory, CUDA graphs included; NCCL at TP > 1 */
			context = 1.5 * GiB + (job->gpus > 1 ? 1.5 * GiB : 0);
			slack_share = 0.0;	/* vLLM's profile measures it */
			break;
		case CS_FW_LLAMACPP:
			context = 300 * MiB;	/* static ggml buffers: no allocator slack */
			slack_share = 0.0;
			workspaces = 0;		/* not PyTorch */
			break;
		default:
			/* CUDA context with the kernels of cuBLAS and cuDNN: 1 GiB, the
			 * middle of the 0.3-2 GiB sources report; NCCL at more GPUs */
			context = 1024 * MiB + (job->gpus > 1 ? 256 * MiB : 0);
			slack_share = 0.10;
			break;
	}
	/* the machine's own figure, where the job gives one, replaces the profile's */
	est->context = job->cuda_context > 0 ? job->cuda_context : context;
	est->workspace = workspaces * CS_CUBLAS_WORKSPACE;
	/* fragmentation comes from the short-lived buffers, not the states */
	est->slack = activations * slack_share;
}

/* DeepSpeed's default sub_group_size: ZeRO-3 steps this many elements at a time */
#define DS_SUB_GROUP_SIZE 1e9

/*
 * What the optimizer step allocates beyond the states, for N data-parallel
 * GPUs; the optimizer_step column counts what of it exceeds the
 * activations, freed by the time the step runs.
 */
static double
step_buffers(const CsArch *a, const CsJob *job, CsOptimizer optimizer,
			 double trainable, double state_bytes, double N)
{
	/* the trainable parameters this GPU steps: its ZeRO partition */
	double		shard = N > 1 && job->zero_stage >= 1 ? trainable / N : trainable;

	/* offloaded, the optimizer steps on the host */
	if (job->offload != CS_OFFLOAD_NONE)
		return 0;
	if (job->framework == CS_FW_DEEPSPEED)
	{
		/*
		 * DeepSpeed's ZeRO optimizer hands whatever optimizer it wraps the
		 * rank's gradients flattened into one tensor of the master copy's
		 * type (stage_1_and_2.py and stage3.py: flatten(averaged_gradients)
		 * .to(fp32)), held through the step; stage 3 steps one sub-group at
		 * a time, of at most sub_group_size elements (default 1e9).  Its
		 * AdamW (FusedAdam) then updates in place.
		 */
		if (job->zero_stage >= 3 && shard > DS_SUB_GROUP_SIZE)
			shard = DS_SUB_GROUP_SIZE;
		return shard * state_bytes;
	}
	switch (optimizer)
	{
		case CS_OPT_ADAMW:
		case CS_OPT_RMSPROP:
			/*
			 * torch.optim.AdamW's default (foreach) step takes the square
			 * root of every second moment at once: one state-sized
			 * temporary; so does RMSprop's (avg = _foreach_sqrt(
			 * square_avgs), without weight decay, the Trainer's default),
			 * and schedulefree's AdamW and RAdam (denom).  Stepped inside
			 * the backward pass, one parameter at a time, it is one
			 * tensor's, within what the backward pass's own buffers leave
			 * (not counted).
			 */
			return job->optimizer_in_backward ? 0 : shard * state_bytes;
		case CS_OPT_ADAGRAD:
			/*
			 * torch.optim.Adagrad's foreach step holds the square root of
			 * its sums (std) and a scaled copy of the gradients (numerator
			 * = _foreach_mul(grads, minus_clr); with weight decay the
			 * decayed copy, scaled in place), which have the state's type,
			 * the parameters'
			 */
			return job->optimizer_in_backward ? 0 : 2 * shard * state_bytes;
		case CS_OPT_ADAMW_LOOP:
			/*
			 * transformers' own AdamW (optim="adamw_hf", the Trainer's
			 * default until pull request 25109 of July 2023 made it
			 * adamw_torch) steps one parameter at a time: the square root
			 * of its second moment is one temporary the size of the largest
			 * parameter (sharded only by FSDP's full shard), freed before
			 * the next.  An adapter's is negligible.
			 */
			if (job->method != CS_METHOD_FULL || job->optimizer_in_backward)
				return 0;
			return largest_tensor(a) / (N > 1 && job->zero_stage >= 3 ? N : 1) * state_bytes;
		case CS_OPT_ADAFACTOR:
			/*
			 * Hugging Face's Adafactor (the Trainer's optim="adafactor")
			 * steps one parameter at a time in fp32: the update and its
			 * factored replacement, and for a 16-bit parameter fp32 copies
			 * of it and of its gradient (2 or 4 fp32 tensors the size of
			 * the largest parameter, sharded only by FSDP's full shard).
			 * An adapter's are negligible.
			 */
			if (job->method != CS_METHOD_FULL)
				return 0;
			return largest_tensor(a) / (N > 1 && job->zero_stage >= 3 ? N : 1) *
				4 * (state_bytes >= 4 ? 2 : 4);
		case CS_OPT_GALORE:
		case CS_OPT_GALORE_8BIT:
			/*
			 * galore-torch steps one parameter at a time: a matrix's SVD
			 * (galore_svd()), or for the embeddings, stepped as AdamW,
			 * the square root of the second moment, one temporary the size
			 * of the table (bitsandbytes' 8-bit step updates in place).
			 * Inside the backward pass the SVD is counted with the
			 * gradients.
			 */
			if (job->optimizer_in_backward)
				return 0;
			return larger(galore_svd(a, state_bytes),
						  optimizer == CS_OPT_GALORE ? (double) a->vocab * a->hidden * state_bytes : 0);
		case CS_OPT_MUON:
			{
				/*
				 * torch.optim.Muon steps one matrix at a time, each whole
				 * (it orthogonalizes the whole matrix, so ZeRO and FSDP do
				 * not shrink it): the largest, an MLP's or a query
				 * projection's, sets its buffers; AdamW's foreach step over
				 * the rest (the embeddings) runs apart, before or after.
				 * Inside the backward pass, and for adapters, they are one
				 * small matrix's, not counted.
				 */
				double		rest = (trainable - matrix_params(a)) /
					(N > 1 && job->zero_stage >= 1 ? N : 1);

				if (job->method != CS_METHOD_FULL || job->optimizer_in_backward)
					return 0;
				return larger(rest * state_bytes,
							  largest_matrix_cost(a, muon_matrix_step, state_bytes));
			}
		default:
			/*
			 * fused AdamW (fused=True, the Trainer's adamw_torch_fused),
			 * bitsandbytes' optimizers (8-bit, paged, the Trainer's Lion)
			 * and foreach SGD without weight decay update in place
			 */
			return 0;
	}
}

/*
 * Autocast's 16-bit copies of the weights in a training estimate's weights
 * (6 bytes a parameter: the fp32 weights and the copies; not under FSDP,
 * whose gathered parameters stand in for them).  Autocast caches them only
 * while its region lasts, the forward pass, and the backward pass frees the
 * ones its graph kept: none is left at the optimizer step (validation row
 * 1003's peak is its step: fp32 weights, gradients, AdamW's states and the
 * foreach buffer, 23.0 of the 23.08 GiB measured, no copy).  Out of line:
 * it runs once per estimate, off the per-row path.
 */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static double
autocast_copies(const CsEstimate *est, double P)
{
	return est->weights == 6 * P ? 2 * P : 0;
}

static double bnb_state_bytes(CsOptimizer optimizer);

/*
 * A training estimate's inputs and its intermediate terms, shared by the
 * steps of estimate_training() (each a section of the estimate)
 */
typedef struct TrainState
{
	const CsArch *a;
	const CsJob *job;
	CsEstimate *est;
	double P;
	double h;
	double L;
	double I;
	double V;
	double Vo;	/* the head's outputs: the vocabulary, or a classifier's labels */
	double heads;
	double kvh;
	double d;
	double N;
	double tokens;
	double compute;	/* 4 for fp32, 2 for 16-bit */
	double emb;	/* the embeddings' and output head's parameters */
	double layer_params;	/* the parameters of one layer */
	int is_fp32;
	int mixed;
	bool autocast;	/* AMP as PyTorch runs it: fp32 weights, 16-bit compute under autocast */
	int targets;	/* the LoRA targets this architecture has (a plain MLP has no gate) */
	double trainable;
	double adapter_bytes;
	double grad_bytes;
	double state_bytes;
	double fsdp_grads;	/* FSDP's unsharded ones while a layer is recomputed */
	double fsdp_grads_end;	/* and at the root unit's reduction */
	double step_room;	/* what is gone by the step (its buffers' room) */
	double sharded;	/* FSDP: the parameters' shards alone */
	double step_held;	/* what the loop still references at the step */
	double per_token_layer;
	double layer_act;
	double logits;
	double mlp_width;
	double norm_bytes;	/* a norm's saved input, per value */
	double final_norm;	/* what the final norm and the head keep */
	double bnb_inputs;	/* per token and layer */
	bool bnb_keeps_inputs;
	bool fused_attention;
	CsOptimizer optimizer;
} TrainState;

/* weights: the base, the adapters, and what is trained */
static void
train_weights(TrainState *t)
{
	if (t->job->method == CS_METHOD_FULL)
	{
		t->trainable = t->P;
		if (t->is_fp32)
			t->est->weights = 4 * t->P;
		else if (t->autocast)
			t->est->weights = 6 * t->P;	/* fp32 weights + autocast's 16-bit copies */
		else
			t->est->weights = 2 * t->P;	/* 16-bit weights (master copy, if any, is optimizer state) */
		t->adapter_bytes = 0;
	}
	else
	{
		double		base_bytes;

		t->trainable = lora_params(t->a, t->job->lora_rank, t->targets);
		if (t->job->method == CS_METHOD_QLORA)
			base_bytes = quantized_weights(t->a, t->job, t->job->quant);
		else
			base_bytes = t->P * t->compute;
		/*
		 * adapters: as the job says (PEFT, from 0.12, keeps a 16-bit
		 * model's adapters in fp32); a value from before 0.1.14 says
		 * nothing: fp32 under AMP (PEFT upcasts them), else the compute type
		 */
		t->adapter_bytes = t->job->lora_dtype == CS_LORA_DTYPE_FP32 ? 4 :
			t->job->lora_dtype == CS_LORA_DTYPE_COMPUTE ? t->compute :
			(t->mixed || t->is_fp32) ? 4 : t->compute;
		t->est->weights = base_bytes + t->trainable * t->adapter_bytes;
	}
	t->est->trainable = t->trainable;

}

/* gradients */
static void
train_gradients(TrainState *t)
{
	if (t->job->method != CS_METHOD_FULL)
		t->grad_bytes = t->adapter_bytes;
	else if (t->is_fp32 || t->autocast)
		t->grad_bytes = 4;
	else
		t->grad_bytes = 2;
	if (t->job->optimizer_in_backward)
	{
		t->est->gradients = (t->job->method == CS_METHOD_FULL ? largest_tensor(t->a) : t->trainable / t->L) * t->grad_bytes;
		/*
		 * GaLore stepped layer by layer (the Trainer's *_layerwise
		 * optimizers) runs its SVD inside the backward pass, beside the
		 * activations still held and the parameter's gradient
		 */
		if (cs_optimizer_galore(t->job->optimizer))
			t->est->gradients += galore_svd(t->a, t->grad_bytes);
	}
	else
		t->est->gradients = t->trainable * t->grad_bytes;
	/*
	 * Plain data parallelism (and a ZeRO-1-style sharded optimizer beside
	 * it) under PyTorch's DistributedDataParallel: its reducer all-reduces
	 * flat gradient buckets that cover every trainable parameter and, with
	 * gradient_as_bucket_view false (the default of DDP, Accelerate, the
	 * Hugging Face Trainer and Lightning), are a second copy of the
	 * gradients, kept for the life of the model.  DeepSpeed all-reduces
	 * through buckets of its own size instead.
	 */
	if (t->N > 1 && t->job->zero_stage <= 1 && t->job->framework != CS_FW_DEEPSPEED)
		t->est->gradients += t->trainable * t->grad_bytes;

}

/* optimizer state */
static void
train_optimizer(TrainState *t)
{
	/* litgpt trains quantized models with bitsandbytes' PagedAdamW */
	t->optimizer = t->job->optimizer;
	if (t->optimizer == CS_OPT_ADAMW && t->job->framework == CS_FW_LITGPT &&
		t->job->method == CS_METHOD_QLORA)
		t->optimizer = CS_OPT_PAGED_ADAMW;
	/* optimizer states: like the adapters for LoRA, fp32 unless pure 16-bit */
	if (t->job->method != CS_METHOD_FULL)
		t->state_bytes = t->adapter_bytes;
	else
		t->state_bytes = (t->mixed || t->is_fp32) ? 4 : 2;
	switch (t->optimizer)
	{
		case CS_OPT_ADAMW:
		case CS_OPT_ADAMW_FUSED:
		case CS_OPT_ADAMW_LOOP:
			t->est->optimizer = t->trainable * 2 * t->state_bytes;
			break;
		case CS_OPT_PAGED_ADAMW:
			/* bitsandbytes keeps 32-bit states in fp32 whatever the weights */
			t->est->optimizer = t->trainable * 2 * 4;
			break;
		case CS_OPT_ADAMW_8BIT:
		case CS_OPT_PAGED_ADAMW_8BIT:
			/* two 8-bit states (bitsandbytes' blockwise optimizers) */
			t->est->optimizer = t->trainable * 2 * BNB_8BIT_STATE_BYTES;
			break;
		case CS_OPT_SGD:
			t->est->optimizer = 0;
			break;
		case CS_OPT_SGD_MOMENTUM:
		case CS_OPT_LION:
		case CS_OPT_RMSPROP:
		case CS_OPT_ADAGRAD:
			t->est->optimizer = t->trainable * t->state_bytes;
			break;
		case CS_OPT_GALORE:
		case CS_OPT_GALORE_8BIT:
			{
				/*
				 * the layers' matrices in their subspaces, the rest
				 * (embeddings, head, norms) with AdamW's two states, 8-bit
				 * ones (bitsandbytes' blockwise) for galore_adamw_8bit;
				 * GaLore trains the full weights (no LoRA: the constructor
				 * refuses the pair)
				 */
				double		sb = t->optimizer == CS_OPT_GALORE_8BIT ? BNB_8BIT_STATE_BYTES : t->state_bytes;
				double		matrices = matrix_params(t->a),
							shapes = layer_matrix_params(t->a);

				/* (params below what the shapes count: the matrices' share) */
				t->est->optimizer = galore_states(t->a, t->job->galore_rank, sb, t->grad_bytes) *
					(shapes > matrices ? matrices / shapes : 1) +
					2 * (t->trainable - matrices) * sb;
			}
			break;
		case CS_OPT_MUON:
			/*
			 * Muon keeps one momentum buffer per matrix it orthogonalizes,
			 * the layers' attention and MLP weights (LoRA's adapters are
			 * matrices too); the embeddings, head and norms, which it is not
			 * meant for, step with AdamW's two states
			 */
			if (t->job->method == CS_METHOD_FULL)
			{
				double		matrices = matrix_params(t->a);

				t->est->optimizer = (matrices + 2 * (t->trainable - matrices)) * t->state_bytes;
			}
			else
				t->est->optimizer = t->trainable * t->state_bytes;
			break;
		case CS_OPT_ADAFACTOR:
			t->est->optimizer = t->job->method == CS_METHOD_FULL ? adafactor_bytes(t->a) :
				4.0 * t->trainable * 2 / (t->job->lora_rank > 0 ? t->job->lora_rank : 1);
			break;
		case CS_OPT_NONE:
			t->est->optimizer = 0;
			break;
		default:
			t->est->optimizer = t->trainable * bnb_state_bytes(t->optimizer);
			break;
	}
	/* separate fp32 master copy: DeepSpeed/Megatron-style mixed precision */
	if (t->mixed && t->job->method == CS_METHOD_FULL && !cs_framework_hf(t->job->framework))
		t->est->optimizer += 4 * t->trainable;

}

/* sharding across data-parallel GPUs (ZeRO / FSDP) */
static void
train_sharding(TrainState *t)
{
	if (t->N > 1 && t->job->zero_stage >= 1)
		t->est->optimizer /= t->N;
	if (t->N > 1 && t->job->zero_stage >= 2)
		t->est->gradients /= t->N;
	/*
	 * FSDP (stages 2 and 3 outside deepspeed) keeps each rank's shard of
	 * the parameters as stored and gathers them at the compute type.  Under
	 * AMP the stored ones are fp32 and the gathered 16-bit ones stand in
	 * for autocast's copies (the Hugging Face Trainer's FSDP, like every
	 * FSDP recipe in bf16, sets MixedPrecision(param_dtype=bf16)): 4 bytes a
	 * parameter sharded, not 6.  SHARD_GRAD_OP (stage 2) gathers each unit
	 * for the forward pass and keeps it until the backward pass is done
	 * with it, so every unit is gathered at once beside the shards.
	 */
	if (t->N > 1 && t->job->zero_stage >= 2 && t->job->framework != CS_FW_DEEPSPEED)
	{
		double		stored = t->est->weights,
					gathered = t->est->weights;

		if (t->job->method == CS_METHOD_FULL && t->autocast)
		{
			stored = 4 * t->P;
			gathered = t->compute * t->P;
		}
		t->est->weights = t->job->zero_stage == 2 ? stored / t->N + gathered : stored;
		t->sharded = stored / t->N;
	}
	if (t->N > 1 && t->job->zero_stage >= 3)
	{
		/*
		 * sharded, plus the gathered parameters of the running and the
		 * prefetched layer (the one layer of a one-layer model), as they are
		 * stored: a QLoRA base in its 4-bit format (FSDP2 all-gathers
		 * torchao's NF4 tensors, FSDP1 and DeepSpeed bitsandbytes' packed
		 * quant_storage, without dequantizing them)
		 */
		t->est->weights = t->est->weights / t->N + smaller(2, t->L) * t->layer_params *
			(t->job->method == CS_METHOD_QLORA ? t->job->quant->bytes : t->compute);

		/*
		 * FSDP (PyTorch's, under torchtune and litgpt too) wraps each layer
		 * and leaves the embeddings and the output head to the root unit,
		 * whose parameters it does not reshard after the forward pass: they
		 * stay gathered until the backward pass ends (FSDP1's
		 * _post_forward_reshard, FSDP2's root reshard_after_forward).  As
		 * for a layer, the gathered unit is a buffer of its own beside the
		 * rank's shard, which stays allocated (FSDP1's FlatParameter keeps
		 * _local_shard and all-gathers into _full_param_padded; FSDP2 keeps
		 * _sharded_param_data beside its all-gather outputs).  DeepSpeed
		 * gathers and releases every module around its use.
		 */
		if (t->job->framework != CS_FW_DEEPSPEED)
			t->est->weights += t->emb * t->compute;
	}
	/*
	 * FSDP reshards every unit once the backward pass is done with it (the
	 * root unit at its very end; SHARD_GRAD_OP too, unless no_sync defers
	 * it to the micro-batch that reduces): by the optimizer step only the
	 * shards are left, and the step's buffers take the gathered
	 * parameters' room first.
	 */
	if (t->sharded > 0)
		t->step_room = t->est->weights - t->sharded;
	/*
	 * FSDP (stages 2 and 3 under PyTorch, torchtune, litgpt) reduce-scatters
	 * each unit's gradient from a full, unsharded one, which it first
	 * gathers whole beside its parameters' own gradients: FSDP1 as the
	 * backward pass of the split into its flat parameter's views (a
	 * concatenation), FSDP2 as its copy into the reduce-scatter's input.  A
	 * unit's gradient is so held twice at its reduction.  The root unit
	 * (embeddings and output head) is reduced last, at the very end of the
	 * backward pass: the output head's gradient, the first one computed,
	 * waits for the embedding's until then.  So the backward pass holds the
	 * head's gradient and twice a layer's while it recomputes a layer, and
	 * twice the root unit's at its end.  A full fine-tuning's unsharded
	 * gradients have the gathered parameters' type, the compute type (bf16
	 * under AMP, whose sharded gradients are fp32).  An adapter's are a
	 * layer's share of the trainable parameters.
	 */
	if (t->N > 1 && t->job->zero_stage >= 2 && t->job->framework != CS_FW_DEEPSPEED)
	{
		if (t->job->method == CS_METHOD_FULL)
		{
			t->fsdp_grads = (t->V * t->h + 2 * t->layer_params) * t->compute;
			t->fsdp_grads_end = 2 * t->emb * t->compute;
		}
		else
			t->fsdp_grads = t->trainable / t->L * t->grad_bytes;

		/*
		 * Gradient accumulation as the Hugging Face Trainer (through
		 * Accelerate's accumulate()/no_sync) and litgpt (Fabric's
		 * no_backward_sync) run it: every micro-batch but the last skips
		 * the reduce-scatter (FSDP.no_sync, FSDP2's
		 * set_requires_gradient_sync) and every unit keeps its full,
		 * unsharded gradient until the last one ("FSDP will accumulate the
		 * full model gradients (instead of gradient shards) until the
		 * eventual sync", FSDP.no_sync's documentation): the whole model's
		 * gradients at the gathered type.  Each micro-batch still computes
		 * a unit's gradient apart before adding it to the accumulated one
		 * (fsdp_grads stays).  The optimizer step comes after the last
		 * micro-batch has reduce-scattered them: by then only the shards
		 * are left (step_room, below).  torchtune's recipes
		 * reduce-scatter every micro-batch (and DeepSpeed accumulates into
		 * its own partitions): for them nothing changes.
		 */
		if (t->job->gradient_accumulation > 1 && t->job->framework != CS_FW_TORCHTUNE)
		{
			double		unsharded = t->trainable * (t->job->method == CS_METHOD_FULL ? t->compute : t->grad_bytes);

			t->step_room += larger(0, unsharded - t->est->gradients);
			t->est->gradients = unsharded;
		}
	}

	/*
	 * CPU offload: the optimizer's states and fp32 master copy live in host
	 * memory, where the step runs (DeepSpeedCPUAdam; under FSDP the
	 * optimizer over the CPU parameters), none of it on the GPU.  From
	 * stage 2 each gradient partition goes to the host as it is reduced
	 * (DeepSpeed's estimate_zero2_model_states_mem_needs counts 2 bytes a
	 * parameter on the GPU with cpu_offload: the 16-bit weights alone); at
	 * stage 1 the full 16-bit gradients stay until the step copies their
	 * partition.  With the parameters offloaded too (stage 3: DeepSpeed's
	 * offload_param, FSDP's CPUOffload), the GPU holds only what is
	 * gathered, the running and prefetched layers (and FSDP's root unit):
	 * estimate_zero3_model_states_mem_needs' largest_layer_memory.  The
	 * unsharded gradients a unit reduces stay with the backward pass.  What
	 * the host then holds is cs_host_memory()'s.
	 */
	if (t->job->offload != CS_OFFLOAD_NONE)
	{
		t->est->optimizer = 0;
		if (t->job->zero_stage >= 2)
			t->est->gradients = 0;
		if (t->job->offload == CS_OFFLOAD_ALL)
		{
			t->est->weights = smaller(2, t->L) * t->layer_params *
				(t->job->method == CS_METHOD_QLORA ? t->job->quant->bytes : t->compute) +
				(t->job->framework != CS_FW_DEEPSPEED ? t->emb * t->compute : 0);
		}
	}

	/*
	 * bitsandbytes' paged optimizers put their state in CUDA unified memory,
	 * outside PyTorch's allocator: nvidia-smi sees it while it is resident,
	 * torch.cuda.max_memory_allocated() never does.
	 */
	if (cs_optimizer_paged(t->optimizer))
		t->est->paged = t->est->optimizer;

}

/* activations of the layers (Korthikanti et al. 2022, no dropout, gated MLP) */
static void
train_layer_activations(TrainState *t)
{
	t->mlp_width = t->I * (t->a->experts > 1 ? t->a->active_experts : 1);
	/*
	 * torchtune and litgpt copy grouped keys and values out to every query
	 * head before attention (expand + flatten, repeat_interleave), and the
	 * attention kernel keeps those copies for its backward pass; Hugging
	 * Face's flash-attention path takes the grouped heads as they are.
	 */
	if (t->job->framework == CS_FW_TORCHTUNE || t->job->framework == CS_FW_LITGPT)
		t->kvh = t->heads;
	/* mlp_extra: an activation written in Python keeps more (cs_arch_for_job()) */
	t->per_token_layer = t->compute * (4 * t->h + (3 * t->heads + 2 * t->kvh) * t->d +
								 ((t->a->gated_mlp ? 4 : 2) + t->a->mlp_extra) * t->mlp_width);
	/*
	 * Full fine-tuning under autocast (the pytorch framework's AMP): the
	 * weights, and so the residual stream and the norms' outputs, are fp32,
	 * and every linear layer keeps its own 16-bit cast of its fp32 input:
	 * the first norm's output three times (q, k and v; one copy is counted
	 * above) and the second's twice in a gated MLP (gate and up).  Measured
	 * on an H100 (validation/measured-peaks/peak-1b-full-amp.txt).
	 */
	if (t->autocast && t->job->method == CS_METHOD_FULL)
		t->per_token_layer += t->compute * t->h * (2 + (t->a->gated_mlp ? 1 : 0));
	/*
	 * RMSNorm (the gated-MLP, Llama-family models) as Hugging Face,
	 * torchtune and litgpt write it upcasts its input to fp32 and autograd
	 * keeps that copy: the two norms of a layer hold fp32 inputs, not 16-bit
	 * ones.  torch.compile fuses the norm and keeps the 16-bit input.
	 */
	t->norm_bytes = t->a->gated_mlp && t->compute < 4 && !t->job->compiled ? 4 : t->compute;
	t->per_token_layer += 2 * t->h * (t->norm_bytes - t->compute);
	/*
	 * Gemma 2 and 3 norm the attention's and the MLP's outputs too (four
	 * norms a layer); Qwen3 and Gemma 3 norm each head's queries and keys
	 * (q_norm, k_norm, over the head dimension).  Hugging Face norms the
	 * grouped keys; the keys are counted in the layout the attention keeps
	 * them in (above), as torchtune's Gemma 2 attention norms them, after
	 * copying them out to every query head (litgpt norms them before: an
	 * upper bound there).  Each norm keeps its input as a layer's first two do.
	 */
	if (t->a->post_norms)
		t->per_token_layer += 2 * t->h * t->norm_bytes;
	if (t->a->qk_norm)
		t->per_token_layer += (t->heads + t->kvh) * t->d * t->norm_bytes;
	/*
	 * Soft-capped attention scores (tanh(s / c) * c, Gemma 2) fit no fused
	 * kernel that PyTorch's scaled_dot_product_attention offers: torchtune's
	 * and litgpt's Gemma 2 attention computes the score matrix eagerly, and
	 * so does Hugging Face's eager path (flash_attention => false; its
	 * flash-attention 2 path caps inside the kernel).
	 */
	t->fused_attention = t->job->flash_attention &&
		!(t->a->attention_softcapping && (t->job->framework == CS_FW_TORCHTUNE || t->job->framework == CS_FW_LITGPT));
	if (t->fused_attention)
		t->per_token_layer += 4 * t->heads;	/* fp32 log-sum-exp per head */
	else
	{
		/* softmax output in fp32 (plus its 16-bit copy under 16-bit compute) */
		t->per_token_layer += t->heads * t->job->seq_len * (t->is_fp32 ? 4 : 6);
		/* the tanh's output, which its backward pass takes */
		if (t->a->attention_softcapping)
			t->per_token_layer += t->heads * t->job->seq_len * t->compute;
		/* attention-probability dropout: 1-byte mask and its output */
		if (t->a->dropout)
			t->per_token_layer += t->heads * t->job->seq_len * (1 + t->compute);
	}
	if (t->a->dropout)
		t->per_token_layer += 2 * t->h;	/* masks of the two hidden dropouts */
	/*
	 * bitsandbytes' 4-bit layers (QLoRA everywhere but torchtune, whose NF4
	 * layers come from torchao) keep their inputs: see bnb_inputs below
	 */
	t->bnb_keeps_inputs = t->job->method == CS_METHOD_QLORA && t->job->framework != CS_FW_TORCHTUNE;
	if (t->job->method != CS_METHOD_FULL)
	{
		/*
		 * PEFT casts an adapted layer's input for fp32 adapters, except in
		 * its bitsandbytes layers under autocast (requires_conversion = not
		 * torch.is_autocast_enabled()), where lora_A takes the 16-bit input
		 */
		bool		cast = t->adapter_bytes > t->compute && !(t->mixed && t->bnb_keeps_inputs);
		/*
		 * An adapter shares its layer's input (counted above) only when it
		 * takes it as it is.  Otherwise each adapter keeps a copy of its
		 * own: its dropped-out input and a 1-byte mask (lora_dropout), or
		 * the input cast for fp32 adapters on a 16-bit model (PEFT's): fp32
		 * outside autocast, autocast's 16-bit copy of it under AMP.  The
		 * 16-bit input itself is then kept by nothing, since the frozen
		 * layer needs no input for a weight gradient: the first norm's
		 * output (q, k, v), the second's (gate, up), the MLP's product
		 * (down) leave the count; the attention's output stays, kept by
		 * the attention.  litgpt's LoRA on its fused query-key-value layer
		 * (LoRAQKVLinear) drops out that layer's input once for all three.
		 * Measured on an H100 (validation/measured-vram.csv, 1010 and 1015
		 * to 1018): the differences between those runs (fp32 copies,
		 * dropped-out copies, autocast's copies, less the inputs they free)
		 * are these terms' to within 0.1 GiB.
		 */
		double		copy = cast && !t->mixed ? t->adapter_bytes : t->compute;
		bool		own_copies = cast || t->job->lora_dropout > 0;

		if (own_copies)
			t->per_token_layer += (copy + (t->job->lora_dropout > 0 ? 1 : 0)) *
				lora_inputs(t->a, t->targets, t->job->framework == CS_FW_LITGPT);
		/*
		 * The inputs nothing keeps leave the count (lora_unkept_inputs()),
		 * those of the groups no adapter targets too.  Measured on an H100
		 * (row 1046: phi-2, r 8 on q and v, no checkpointing): 23.96 GiB,
		 * where counting the untargeted MLP's inputs gave 28.60.  litgpt
		 * keeps the untargeted ones counted: its published figures (rows
		 * 44, 45 and 3001 to 3010, LoRA on q and v without checkpointing)
		 * hold that memory, by a mechanism not identified here.
		 * bitsandbytes' 4-bit layers keep their inputs anyway (below).
		 */
		if (!t->bnb_keeps_inputs)
			t->per_token_layer -= t->compute * lora_unkept_inputs(t->a, t->targets, own_copies,
															t->job->framework != CS_FW_LITGPT);
	}
	/*
	 * bitsandbytes' 4-bit matmul (QLoRA everywhere but torchtune, whose NF4
	 * layers come from torchao) keeps each quantized layer's input on its
	 * autograd context (ctx.tensors = (A, B)) although its backward pass
	 * uses only the weight: the inputs of the attention, output-projection,
	 * MLP and down-projection layers, which a frozen PyTorch Linear would
	 * not keep.  Under reentrant checkpointing (Hugging Face's default) only
	 * the layer being recomputed holds them.  bitsandbytes 0.43.2 (July
	 * 2024) stopped keeping them; the estimate follows the earlier releases
	 * that the published measurements ran on.
	 */
	if (t->bnb_keeps_inputs)
		t->bnb_inputs = t->compute * (2 * t->h + t->heads * t->d + t->mlp_width);
	t->per_token_layer += t->bnb_inputs;
	t->layer_act = t->tokens * t->per_token_layer;
}

/* activations of the head and the loss, and what the step holds */
static void
train_head_activations(TrainState *t)
{
	/*
	 * Logits and loss.  Unchunked, the model upcasts its logits to fp32
	 * (the 16-bit ones are dropped); the loss's backward pass then holds
	 * the saved fp32 log-softmax, the gradient arriving from the loss and
	 * the one it returns: 12 bytes per logit, 16 when the training loop
	 * still references the model's fp32 logits (a hand-written PyTorch
	 * loop keeping `outputs`).  A chunked loss keeps the 16-bit logits and
	 * every chunk's saved log-softmax (fp32 in torchtune, which upcasts
	 * each chunk; 16-bit in litgpt) plus one chunk's fp32 buffers (1/8).
	 * torch.compile fuses the upcast and the softmax into the loss
	 * kernels: only the 16-bit logits stay, plus their gradient, one chunk
	 * at a time with a chunked loss.  torchtune compiles its layers and its
	 * loss but not the output projection, whose unchunked output it upcasts
	 * eagerly (`self.output(h).float()`): the compiled loss keeps that fp32
	 * input for its backward pass, which returns an fp32 gradient.
	 * transformers (4.46 on) returns the logits in the model's type and
	 * upcasts them inside its loss: 12 bytes per logit there too, plus the
	 * model's 16-bit logits, which a loop keeping `outputs` holds.
	 */
	if (t->job->compiled && t->job->chunked_loss)
		t->logits = t->tokens * t->Vo * t->compute * (1 + 1.0 / 8);
	else if (t->job->compiled && t->job->framework == CS_FW_TORCHTUNE)
		t->logits = t->tokens * t->Vo * (4 + 4);
	else if (t->job->compiled)
		t->logits = t->tokens * t->Vo * t->compute * 2;
	else if (t->job->chunked_loss)
		t->logits = t->tokens * t->Vo * (t->compute + (t->job->framework == CS_FW_TORCHTUNE ? 4 : t->compute) + 12.0 / 8);
	else
		t->logits = t->tokens * t->Vo * (t->job->framework == CS_FW_PYTORCH ? 16.0 :
							   t->job->framework == CS_FW_TRANSFORMERS ? 12.0 + t->compute : 12.0);
	/* a LoRA on the output head adds its own vocabulary-wide output */
	if (t->job->method != CS_METHOD_FULL && (t->job->lora_targets & CS_LORA_HEAD))
		t->logits += t->tokens * t->Vo * t->compute;
	/*
	 * soft-capped logits (Gemma 2): the tanh keeps its 16-bit output for
	 * its backward pass, unless torch.compile fuses it into the loss
	 */
	if (t->a->logit_softcapping && !t->job->compiled)
		t->logits += t->tokens * t->Vo * t->compute;
	/*
	 * The final norm, between the last layer and the output head, and the
	 * head's input: kept from the end of the forward pass through the
	 * head's and the norm's backward, so beside the loss's buffers, and gone
	 * before the backward pass recomputes a layer.  RMSNorm keeps its fp32
	 * upcast input, as the layers' norms do, and, where its weight trains,
	 * the normalised value in the residual stream's type for that weight's
	 * gradient; torch.compile fuses the norm and keeps the 16-bit input
	 * (torchtune compiles its layers, not the final norm).  LayerNorm keeps
	 * its input (in fp32 under autocast, which runs it in fp32).  A head
	 * that trains keeps its 16-bit input.  Measured on an H100: row 1001's
	 * trace (validation/measured-peaks/peak-7b-full-tt2024-optbwd.txt) holds
	 * the fp32 input (0.125 GiB at 4 x 2048 tokens of Llama 2 7B) and two
	 * 16-bit values (0.0625 GiB each) at its peak, 8 bytes a value.
	 */
	{
		double		resid = t->autocast && t->job->method == CS_METHOD_FULL ? 4 : t->compute;
		bool		fused_norm = t->job->compiled && t->job->framework != CS_FW_TORCHTUNE;

		if (!t->a->gated_mlp)
			t->final_norm = t->autocast ? 4 : t->compute;
		else if (fused_norm)
			t->final_norm = resid;
		else
			t->final_norm = 4 + (t->job->method == CS_METHOD_FULL ? resid : 0);
		/* a classification head is new: it trains under LoRA too */
		if (t->job->method == CS_METHOD_FULL || (t->targets & CS_LORA_HEAD) || t->job->num_labels > 0)
			t->final_norm += t->compute;
		t->final_norm *= t->tokens * t->h;
	}
	/*
	 * With checkpointing only each layer's input is kept.  The logits peak
	 * at the loss, on top of those inputs; the layer being recomputed peaks
	 * later, after the loss's backward pass has freed its buffers.  What
	 * the training loop still references then stays: torchtune deletes its
	 * logits before backward, as the Hugging Face and DeepSpeed trainers
	 * drop the model outputs once the loss is returned, but a hand-written
	 * PyTorch loop keeps `outputs` (fp32 logits, as Hugging Face models
	 * return them) and litgpt its 16-bit logits through the backward pass.
	 */
	{
		double		held = 0,
					backward,
					forward_end = 0,
					layers_keep;

		/* a chunked loss leaves the loop 16-bit logits at most, as litgpt's */
		if (t->job->framework == CS_FW_PYTORCH)
			held = t->tokens * t->Vo * (t->job->chunked_loss ? t->compute : 4);
		else if (t->job->framework == CS_FW_TRANSFORMERS)
			held = t->tokens * t->Vo * t->compute;
		else if (t->job->framework == CS_FW_LITGPT)
			t->step_held = held = t->tokens * t->Vo * t->compute;
		/*
		 * once the loss's buffers are freed: held logits, FSDP's gradients,
		 * a 4-bit base's dequantized matrix
		 */
		backward = held + t->fsdp_grads;
		if (t->job->method == CS_METHOD_QLORA)
			backward += dequantized_matrix(t->a, t->job, t->job->quant, t->compute, 1);
		if (t->job->gradient_checkpointing)
		{
			/* offloaded, two are on the GPU (one in a one-layer model), the rest in host memory */
			layers_keep = (t->job->activation_offloading ? smaller(2, t->L) : t->L) * t->tokens * t->h * t->compute;
			backward += t->layer_act;	/* the layer being recomputed */
		}
		else
		{
			layers_keep = t->L * t->layer_act;

			/*
			 * litgpt's loop keeps the last step's logits (and through them
			 * its autograd graph) until the next forward pass returns.  The
			 * backward pass has freed what autograd saved, but not what a
			 * custom function left on its context: bitsandbytes' 4-bit
			 * inputs of the last step stay beside this step's activations,
			 * as do the last step's 16-bit logits.  Under (reentrant)
			 * checkpointing the forward pass builds no graph and the
			 * recomputation's is gone by then.
			 */
			if (t->job->framework == CS_FW_LITGPT)
				forward_end = 2 * held + t->L * t->tokens * t->bnb_inputs;
		}
		/*
		 * Gradients a loop frees between steps.  torchtune's recipes
		 * (optimizer.zero_grad(set_to_none=True)), litgpt's
		 * (optimizer.zero_grad(), which sets them to None since PyTorch
		 * 2.0, the least release litgpt runs on) and, under transformers,
		 * the Hugging Face Trainer's and a current loop's (model.zero_grad()
		 * or optimizer.zero_grad() on PyTorch 2) free every gradient after
		 * the step, so none exists at the end of the forward pass or at
		 * the loss: the backward pass allocates each as it reaches its
		 * parameter, the output head's first, while it frees the layers'
		 * saved activations.  Its peak is then at one of its ends: at the
		 * start with the head's gradient beside every layer's activations,
		 * or at the end with every gradient beside the first layer's.  The
		 * activations are counted net of that room: what they add to
		 * weights, gradients and optimizer state at the peak, so that the
		 * components still add up to it.  Under gradient accumulation every
		 * micro-batch but the first meets the gradients of the ones before
		 * it (so FSDP's no_sync too); the optimizer step in the backward
		 * pass keeps one parameter's at a time (counted as it is), and
		 * DeepSpeed keeps its own gradient partitions.  The pytorch profile
		 * keeps them through the loss, as the Hugging Face Trainer's
		 * model.zero_grad() did under PyTorch 1.x (zeroed in place).
		 */
		if ((t->job->framework == CS_FW_TORCHTUNE || t->job->framework == CS_FW_LITGPT ||
			 t->job->framework == CS_FW_TRANSFORMERS) &&
			!t->job->optimizer_in_backward && t->job->gradient_accumulation <= 1)
		{
			double		lazy = smaller(t->est->gradients,
									   t->trainable * t->grad_bytes / (t->N > 1 && t->job->zero_stage >= 2 ? t->N : 1));
			/* FSDP's unsharded head gradient is among fsdp_grads */
			double		head = t->job->method == CS_METHOD_FULL && !(t->N > 1 && t->job->zero_stage >= 2) ?
				smaller(lazy, t->Vo * t->h * t->grad_bytes) : 0;
			/* the first layer's checkpointed input, or all its activations */
			double		first_layer = t->job->gradient_checkpointing ? t->tokens * t->h * t->compute : t->layer_act;

			t->est->activations = larger(layers_keep + t->final_norm + larger(forward_end, t->logits) - lazy,
									  larger(head - lazy + layers_keep + backward,
											 first_layer + larger(backward, held + t->fsdp_grads_end)));
		}
		else
		{
			/* the root unit's reduction, at the end: the layers are done */
			backward = larger(backward, held + t->fsdp_grads_end);
			t->est->activations = layers_keep + larger(t->final_norm + larger(forward_end, t->logits), backward);
		}
	}
}

/* the step's buffers and the peak */
static void
train_peak(TrainState *t)
{
	t->est->kv_cache = 0;

	t->est->step_buffers = step_buffers(t->a, t->job, t->optimizer, t->trainable, t->state_bytes, t->N);
	/*
	 * the step's buffers take the room of what is gone by then first: FSDP's
	 * gathered parameters, the accumulated unsharded gradients, and
	 * autocast's copies (counted in the weights, above, outside FSDP).  What
	 * the loop still references stays beside them: litgpt's loop steps with
	 * the last micro-batch's logits still named (finetune/full.py, lora.py:
	 * `logits` lives until the next forward pass).
	 */
	t->est->step_buffers = larger(0, t->est->step_buffers - t->step_room - autocast_copies(t->est, t->P)) +
		t->step_held;

	/*
	 * The peak: weights, optimizer state and gradients, plus the larger of
	 * the activations (end of the forward pass) and the optimizer step's
	 * temporaries.
	 */
	{
		double		resident = t->est->weights + t->est->optimizer - t->est->paged + t->est->gradients;

		t->est->peak = resident + t->est->activations + cs_optimizer_step(t->est);
	}
}

static void
estimate_training(const CsArch *a, const CsJob *job, CsEstimate *est)
{
	TrainState	ts = {.a = a, .job = job, .est = est};
	TrainState *t = &ts;

	t->P = t->a->params;
	t->h = t->a->hidden;
	t->L = t->a->layers;
	t->I = t->a->intermediate;
	t->V = t->a->vocab;
	t->Vo = t->job->num_labels > 0 ? t->job->num_labels : t->V;
	t->heads = t->a->heads;
	t->kvh = t->a->kv_heads;
	t->d = t->a->head_dim;
	t->N = t->job->gpus > 1 ? t->job->gpus : 1;
	t->tokens = t->job->batch * t->job->seq_len;
	t->compute = t->job->precision->bytes;
	t->emb = embedding_share(t->a);
	t->layer_params = (t->P - t->emb) / t->L;
	t->is_fp32 = t->compute >= 4;
	t->mixed = t->job->mixed && !t->is_fp32;
	t->autocast = t->mixed && cs_framework_hf(t->job->framework);
	t->targets = cs_lora_targets_of_arch(t->a, t->job->lora_targets);
	t->fsdp_grads = 0;
	t->fsdp_grads_end = 0;
	t->step_room = 0;
	t->sharded = 0;
	t->step_held = 0;
	t->bnb_inputs = 0;

	train_weights(t);
	train_gradients(t);
	train_optimizer(t);
	train_sharding(t);
	train_layer_activations(t);
	train_head_activations(t);
	train_peak(t);
}

static void
estimate_inference(const CsArch *a, const CsJob *job, CsEstimate *est)
{
	double		P = a->params;
	double		h = a->hidden,
				V = a->vocab,
				heads = a->heads,
				kvh = a->kv_heads,
				d = a->head_dim;
	double		tp = cs_inference_shards(job);
	double		act_bytes = cs_activation_bytes(job);
	double		context = job->seq_len;
	double		mlp_width = cs_token_mlp_width(a);
	double		weights;

	/* --- weights --- */
	switch (job->precision->kind)
	{
		case CS_DT_FLOAT:
			weights = P * job->precision->bytes;
			break;
		case CS_DT_GGUF:
			weights = gguf_weights(a, job->precision);
			break;
		case CS_DT_MX:
			weights = mx_weights(a, job->precision->bytes,
								 job->framework == CS_FW_LLAMACPP ? GGML_BYTES(GG_Q8_0) : 2.0);
			break;
		default:
			/* fp8 / int8 / int4 / nf4: linear layers only */
			weights = quantized_weights(a, job, job->precision);
			break;
	}
	est->weights = weights / tp;
	est->gradients = 0;
	est->optimizer = 0;
	est->trainable = 0;

	/* --- KV cache, in the framework's allocation unit --- */
	if (job->framework == CS_FW_VLLM)
		context = pad_to(context, 16);	/* 16-token blocks */
	else if (job->framework == CS_FW_LLAMACPP)
		context = pad_to(context, 256);	/* padded context */
	/*
	 * Hugging Face transformers caches MLA's decompressed heads; vLLM and
	 * llama.cpp (since its MLA support) the latent.  An encoder-only model
	 * (BERT, ViT) reads its whole input in one forward pass and caches
	 * nothing: a layer's keys and values live while it runs, within the
	 * forward pass's buffers below.
	 */
	est->kv_cache = a->encoder ? 0 :
		kv_values(a, (int) tp, context, window_cells(a, job, context),
				  cs_framework_hf(job->framework)) * job->batch * job->kv_precision->bytes;

	/* --- activations: the largest live buffers of one forward step --- */
	switch (job->framework)
	{
		case CS_FW_VLLM:
			{
				/*
				 * Profiled at max_num_batched_tokens: max(context, 2048)
				 * without chunked prefill (vLLM's V0 engine).  The V1 engine
				 * (the default since 0.8, the only one since V0's removal)
				 * always chunks prefills, so no step exceeds that budget,
				 * whose largest default is 16384 (the offline LLM class on
				 * GPUs of 70 GiB or more; the API server's is 8192 there,
				 * 2048 elsewhere): a longer context is profiled at 16384.
				 */
				double		m = smaller(larger(job->seq_len, 2048), 16384);
				double		sharded = 3 * mlp_width + (2 * heads + 2 * kvh) * d;
				double		forward = m * act_bytes * (sharded / tp + 4 * h);

				/*
				 * Then the profile run samples one token for each of
				 * max_num_seqs (256) sequences with top-k (vocabulary - 1)
				 * and top-p "to reflect the accurate memory usage", on the
				 * first GPU whole, beside the step's final hidden states.
				 * Its peak is the top-k/top-p sort of the fp32 logits: the
				 * model's 16-bit logits and their fp32 copy, the sorted
				 * values (4 bytes) and int64 indices (8), and the sort's
				 * own buffers, PyTorch's reverse indices (8) and CUB's
				 * alternate keys and values (4 + 8): 36 bytes per logit
				 * beyond the model's.  It outweighs the forward pass's
				 * buffers on small models and at tensor parallel > 1.
				 */
				double		sampler = m * h * act_bytes + 256 * V * (act_bytes + 36);

				est->activations = larger(forward, sampler);
				break;
			}
		case CS_FW_LLAMACPP:
			{
				double		ub = job->seq_len < 512 ? job->seq_len : 512;

				est->activations = 4 * ub * (V + 4 * h) +
					(job->flash_attention ? 0 : 4 * heads * ub * context);
				break;
			}
		default:
			{
				/* prefill of the whole context: MLP buffers, last-token logits */
				double		tokens = job->batch * job->seq_len;

				est->activations = tokens * act_bytes * (h + 3 * mlp_width) / tp +
					job->batch * V * 4;
				if (!job->flash_attention)
					est->activations += job->batch * heads / tp * job->seq_len * job->seq_len * 6;
				break;
			}
	}
	/* a 4-bit bitsandbytes model's prompt: its largest matrix dequantized */
	est->activations += dequantized_matrix(a, job, job->precision, act_bytes, tp);
}

/*
 * bytes rounded half away from zero, as round() does, without a library
 * call per column: below 2^53 the fraction x - trunc(x) is exact, above it
 * every double is a whole number.  |bytes| <= CS_MAX_BYTES.
 */
static inline int64_t
round_bytes(double bytes)
{
	int64_t		r = (int64_t) bytes;
	double		frac = bytes - (double) r;

	return r + (frac >= 0.5) - (frac <= -0.5);	/* no branch on the fraction */
}

/*
 * An estimate's columns in whole bytes.  Each component is rounded on its
 * own (the activations with the cuBLAS workspaces, buffers of the passes)
 * and the total is their sum, so that weights + gradients + optimizer +
 * activations + kv_cache + optimizer_step + overhead = total to the byte;
 * allocated is the total less the overhead and the paged optimizer state
 * (which PyTorch's allocator never sees), reserved allocated plus the
 * allocator's slack.  False (b untouched) when the components' magnitudes
 * add up to more than CS_MAX_BYTES, or are not numbers.
 */
bool
cs_bytes(const CsEstimate *est, CsBytes *b)
{
	double		step = cs_optimizer_step(est);

	/* bounds every column and every partial sum below; NaN fails too */
	if (!(fabs(est->weights) + fabs(est->gradients) + fabs(est->optimizer) +
		  fabs(est->activations) + est->workspace + fabs(est->kv_cache) + step +
		  fabs(est->context) + fabs(est->slack) * 2 + fabs(est->paged) <= CS_MAX_BYTES))
		return false;
	b->weights = round_bytes(est->weights);
	b->gradients = round_bytes(est->gradients);
	b->optimizer = round_bytes(est->optimizer);
	b->activations = round_bytes(est->activations + est->workspace);
	b->kv_cache = round_bytes(est->kv_cache);
	b->optimizer_step = round_bytes(step);
	b->overhead = round_bytes(est->context + est->slack);
	b->total = b->weights + b->gradients + b->optimizer + b->activations +
		b->kv_cache + b->optimizer_step + b->overhead;
	b->allocated = b->total - b->overhead - round_bytes(est->paged);
	b->reserved = b->allocated + round_bytes(est->slack);
	return true;
}

/*
 * The estimate for one job but for the prefill's and the generation's
 * terms that cs_estimate() adds (prefill.c); est is fully written
 */
void
cs_estimate_base(const CsArch *arch, const CsJob *job, CsEstimate *est)
{
	CsArch		untied;

	/*
	 * litgpt's model builds its output head as an nn.Linear of its own
	 * beside the embedding table (GPT.__init__) and ties nothing: a model
	 * that ties the two holds the table twice there.
	 */
	if (job->framework == CS_FW_LITGPT && arch->tied_embeddings)
	{
		untied = *arch;
		untied.params += embedding_share(arch);
		untied.tied_embeddings = false;
		arch = &untied;
	}
	*est = cs_zero_estimate;
	if (job->kind == CS_KIND_TRAINING)
		estimate_training(arch, job, est);
	else
	{
		estimate_inference(arch, job, est);
		est->peak = est->weights + est->kv_cache + est->activations;
	}
	overheads(job, est->activations, est);
}

/*
 * Muon's orthogonalization of one m x n matrix: Newton-Schulz's five
 * iterations (Muon's ns_steps) on the matrix turned wide, k = min(m, n)
 * rows of l = max(m, n): A = X X^T (2 k^2 l FLOPs), A A (2 k^3) and B X
 * (2 k^2 l).  For a square n x n matrix that is 30 n^3 a step against the
 * 6 n^2 a token of its forward and backward passes: 5n / tokens per step,
 * Keller Jordan's "Tm/B" overhead of Muon with T = 5.
 */
static double
muon_ns_flops(double m, double n)
{
	double		k = smaller(m, n),
				l = larger(m, n);

	return 5 * (4 * k * k * l + 2 * k * k * k);
}

double
cs_muon_step_flops(const CsArch *a)
{
	double		h = a->hidden,
				qd = (double) a->heads * a->head_dim,
				kvd = (double) a->kv_heads * a->head_dim,
				e = a->experts > 1 ? a->experts : 1;
	double		shapes = layer_matrix_params(a),
				matrices = matrix_params(a);
	/* the query and output projections, the key and value ones, each expert's MLP */
	double		per_layer = 2 * muon_ns_flops(h, qd) + 2 * muon_ns_flops(h, kvd) +
		e * (a->gated_mlp ? 3 : 2) * muon_ns_flops(h, a->intermediate);

	/* (params below what the shapes count: the matrices' share, as for GaLore) */
	return a->layers * per_layer * (shapes > matrices ? matrices / shapes : 1);
}

/*
 * An encoder-decoder's layers count both stacks: an encoder layer has
 * self-attention and the MLP, a decoder layer cross-attention as well
 * (T5, Whisper), and the decoder has ceil(layers / 2) of them, as its KV
 * cache counts.  The decoder's share of the layers' parameters by those
 * shapes (params as given), with the embeddings and output head, which
 * every decode step uses.
 */
double
cs_decoder_params(const CsArch *a)
{
	double		attn = attention_params(a),
				mlp = mlp_params(a),
				dec = ceil(a->layers / 2.0),
				enc = a->layers - dec,
				emb = embedding_share(a),
				decoder = dec * (2 * attn + mlp);

	return emb + (a->params - emb) * decoder / (enc * (attn + mlp) + decoder);
}

/*
 * The optimizer states' bytes a value, and so the offloaded gradients': a
 * full fine-tune's fp32 unless pure 16-bit; LoRA's the adapters' type, as
 * the job says (PEFT, from 0.12, keeps a 16-bit model's adapters in fp32)
 * or, in a value from before 0.1.14, fp32 under AMP (PEFT upcasts them),
 * else the compute type.
 */
static double
state_bytes_of(const CsJob *job, double compute, int mixed, int is_fp32)
{
	if (job->method == CS_METHOD_FULL)
		return (mixed || is_fp32) ? 4 : 2;
	return job->lora_dtype == CS_LORA_DTYPE_FP32 ? 4 :
		job->lora_dtype == CS_LORA_DTYPE_COMPUTE ? compute :
		(mixed || is_fp32) ? 4 : compute;
}

/*
 * The host memory a job keeps by design, for each GPU's process
 * (host_memory()): what it offloads, worked out apart from the estimate,
 * which stays as it is for every other job.
 *
 * With CPU offload (the estimate's offload block), the host holds the
 * rank's partition of what left the GPU, as the host keeps it: the
 * optimizer's states and master copy (the GPU's optimizer column had
 * nothing been offloaded); the gradients at the optimizer's type, which the
 * host steps on (DeepSpeed's ZeRO optimizers give the CPU Adam a pinned
 * fp32 gradient partition beside the fp32 master partition, at every
 * stage; FSDP's offloaded gradients have its stored parameters' type, fp32
 * under AMP); and with the parameters offloaded, their partition as stored
 * (DeepSpeed's 16-bit ones, FSDP's fp32 ones under AMP: the weights of the
 * job on one GPU, less autocast's copies).  Per parameter and node that is
 * 16 bytes for mixed-precision AdamW with the optimizer offloaded and 18
 * with the parameters too under DeepSpeed (16 under FSDP, whose fp32
 * parameters are the master copy): DeepSpeed's estimators' cpu_mem before
 * their additional_buffer_factor.
 *
 * Activation offloading under checkpointing copies every layer's checkpoint
 * to the host (torchtune's OffloadActivations keeps each pinned copy until
 * the backward pass brings it back).
 */
double
cs_host_memory(const CsArch *a, const CsJob *job)
{
	double		host = 0;

	if (job->kind != CS_KIND_TRAINING)
		return 0;
	if (job->activation_offloading && job->gradient_checkpointing)
		host += a->layers * (job->batch * job->seq_len * a->hidden * job->precision->bytes);
	if (job->offload != CS_OFFLOAD_NONE)
	{
		CsJob		j = *job;
		CsEstimate	on_gpu;
		double		compute = job->precision->bytes,
					N = job->gpus > 1 ? job->gpus : 1;
		int			is_fp32 = compute >= 4,
					mixed = job->mixed && !is_fp32;

		j.offload = CS_OFFLOAD_NONE;
		cs_estimate(a, &j, &on_gpu);
		host += on_gpu.optimizer + on_gpu.trainable / N * state_bytes_of(job, compute, mixed, is_fp32);
		if (job->offload == CS_OFFLOAD_ALL)
		{
			CsEstimate	whole;

			j.gpus = 1;
			j.zero_stage = 0;
			cs_estimate(a, &j, &whole);
			host += (whole.weights - autocast_copies(&whole, whole.trainable)) / N;
		}
	}
	return host;
}

/*
 * Host memory in whole bytes: false (bytes untouched) beyond CS_MAX_BYTES,
 * or not a number
 */
bool
cs_host_bytes(double host, int64_t *bytes)
{
	if (!(fabs(host) <= CS_MAX_BYTES))
		return false;
	*bytes = round_bytes(host);
	return true;
}

/*
 * The state bytes per trainable parameter of bitsandbytes' other
 * optimizers, as the Hugging Face Trainer makes them (bnb.optim.Lion,
 * RMSprop and AdEMAMix with optim_bits 32 or 8, paged or not): its 32-bit
 * states are fp32 whatever the parameters' type (get_state_buffer(p,
 * dtype=torch.float32)), its 8-bit ones BNB_8BIT_STATE_BYTES.  Lion and
 * RMSprop keep one state (Optimizer1State); AdEMAMix three, its fast and
 * slow first moments in one double buffer and the second moment.  Each
 * updates in place, one kernel per parameter.  Out of line, the estimate's
 * rare case.
 */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static double
bnb_state_bytes(CsOptimizer optimizer)
{
	switch (optimizer)
	{
		case CS_OPT_BNB_ONE_STATE:
		case CS_OPT_PAGED_BNB_ONE_STATE:
			return 4;
		case CS_OPT_BNB_ONE_STATE_8BIT:
		case CS_OPT_PAGED_BNB_ONE_STATE_8BIT:
			return BNB_8BIT_STATE_BYTES;
		case CS_OPT_ADEMAMIX:
		case CS_OPT_PAGED_ADEMAMIX:
			return 3 * 4;
		case CS_OPT_ADEMAMIX_8BIT:
		case CS_OPT_PAGED_ADEMAMIX_8BIT:
			return 3 * BNB_8BIT_STATE_BYTES;
		default:
			return 0;
	}
}
