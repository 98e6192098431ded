/*
 * estimate.h
 *		GPU memory estimation: the job description, the architecture, and
 *		the per-component estimate.  Plain C with no PostgreSQL dependencies;
 *		workload.c is the fmgr glue.
 */
#ifndef ESTIMATE_H
#define ESTIMATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "internal.h"

/* a named choice: the SQL spelling and its code */
typedef struct CsName
{
	const char *name;
	int			code;
} CsName;

typedef enum CsKind
{
	CS_KIND_TRAINING = 0,
	CS_KIND_INFERENCE
} CsKind;

typedef enum CsMethod
{
	CS_METHOD_FULL = 0,
	CS_METHOD_LORA,
	CS_METHOD_QLORA,
	CS_METHOD_NONE				/* inference */
} CsMethod;

typedef enum CsOptimizer
{
	CS_OPT_ADAMW = 0,
	CS_OPT_ADAMW_8BIT,
	CS_OPT_PAGED_ADAMW,
	CS_OPT_PAGED_ADAMW_8BIT,
	CS_OPT_SGD,
	CS_OPT_SGD_MOMENTUM,
	CS_OPT_ADAFACTOR,
	CS_OPT_LION,
	CS_OPT_ADAMW_FUSED,			/* torch.optim.AdamW(fused=True) */
	CS_OPT_ADAMW_LOOP,			/* one parameter at a time: transformers'
								 * AdamW (the Trainer's adamw_hf) */
	CS_OPT_MUON,				/* Muon on the layers' matrices, AdamW on
								 * the rest */
	CS_OPT_GALORE,				/* GaLore's AdamW: the layers' matrices in a
								 * low-rank subspace, AdamW on the rest */
	CS_OPT_GALORE_8BIT,			/* the same with 8-bit states */
	CS_OPT_RMSPROP,				/* torch.optim.RMSprop: one state, foreach */
	CS_OPT_ADAGRAD,				/* torch.optim.Adagrad: one state, foreach */
	CS_OPT_BNB_ONE_STATE,		/* bitsandbytes' 32-bit Lion and RMSprop:
								 * one fp32 state */
	CS_OPT_BNB_ONE_STATE_8BIT,	/* their 8-bit versions */
	CS_OPT_ADEMAMIX,			/* bitsandbytes' AdEMAMix: three fp32 states */
	CS_OPT_ADEMAMIX_8BIT,		/* the same in 8 bits */
	/* bitsandbytes' paged ones, last (cs_optimizer_paged()) */
	CS_OPT_PAGED_BNB_ONE_STATE,
	CS_OPT_PAGED_BNB_ONE_STATE_8BIT,
	CS_OPT_PAGED_ADEMAMIX,
	CS_OPT_PAGED_ADEMAMIX_8BIT,
	CS_OPT_NONE					/* inference */
} CsOptimizer;

typedef enum CsFramework
{
	CS_FW_PYTORCH = 0,			/* plain PyTorch / Hugging Face Trainer, AMP */
	CS_FW_TORCHTUNE,
	CS_FW_LITGPT,
	CS_FW_DEEPSPEED,
	CS_FW_VLLM,
	CS_FW_LLAMACPP,
	CS_FW_TRANSFORMERS			/* Hugging Face transformers >= 4.46 on
								 * PyTorch >= 2.0: the same models and AMP,
								 * gradients freed between steps, 16-bit
								 * logits upcast inside the loss */
} CsFramework;

/* the Hugging Face / plain PyTorch profiles: AMP, PEFT, transformers' models */
static inline bool
cs_framework_hf(CsFramework fw)
{
	return fw == CS_FW_PYTORCH || fw == CS_FW_TRANSFORMERS;
}

/* a number format for weights, activations or the KV cache */
typedef struct CsDtype
{
	const char *name;
	double		bytes;			/* storage per value, block scales included */
	int			kind;			/* CS_DT_* */
	int			ftype;			/* GGUF: llama.cpp's file type, which sets each
								 * tensor's type (estimate.c) */
	int			tensor_type;	/* GGUF: the type it starts every tensor from */
	bool		dequantizes;	/* multiplies a prompt by dequantizing each
								 * whole matrix to 16 bits (bitsandbytes'
								 * 4-bit formats; estimate.c) */
} CsDtype;

#define CS_DT_FLOAT		0		/* fp32, fp16, bf16: can train */
#define CS_DT_FLOAT8	1		/* fp8: inference */
#define CS_DT_INT		2		/* int8, int4, nf4, fp4: layer weights only */
#define CS_DT_GGUF		3		/* llama.cpp block formats: every tensor */
#define CS_DT_MX		4		/* microscaling (mxfp4): MoE experts, or every linear layer */

/* LoRA target modules, as a bit mask */
#define CS_LORA_Q		0x01
#define CS_LORA_K		0x02
#define CS_LORA_V		0x04
#define CS_LORA_O		0x08
#define CS_LORA_GATE	0x10
#define CS_LORA_UP		0x20
#define CS_LORA_DOWN	0x40
#define CS_LORA_HEAD	0x80
#define CS_LORA_ATTENTION	(CS_LORA_Q | CS_LORA_K | CS_LORA_V | CS_LORA_O)
#define CS_LORA_MLP		(CS_LORA_GATE | CS_LORA_UP | CS_LORA_DOWN)

/*
 * The MLP's activation as a Hugging Face configuration names it
 * (hidden_act, activation_function).  The fused ones come first; from
 * CS_ACT_GELU_NEW on, transformers writes the function as Python tensor
 * operations (transformers/activations.py), whose intermediates autograd
 * keeps (cs_hidden_act_saved()).  Unset: a fused activation.
 */
typedef enum CsHiddenAct
{
	CS_ACT_UNSET = 0,
	CS_ACT_SILU,
	CS_ACT_GELU,
	CS_ACT_GELU_PYTORCH_TANH,
	CS_ACT_RELU,
	CS_ACT_GELU_NEW,
	CS_ACT_GELU_FAST,
	CS_ACT_QUICK_GELU,
	CS_ACT_GELU_PYTHON
} CsHiddenAct;

/*
 * Tensors of the MLP's width that autograd keeps for the backward pass of
 * an activation written as Python operations, beyond the two a fused one
 * has (its input, which the first operation keeps too, and its output,
 * which the next linear layer keeps), counted from transformers'
 * activations.py:
 *   gelu_new    0.5 * x * (1 + tanh(c * (x + 0.044715 * x^3))): tanh's
 *               output, 1 + tanh and 0.5 * x (GPT-2 XL's trace, row 1039)
 *   gelu_fast   0.5 * x * (1 + tanh(x * 0.7978845608 * (1 + 0.044715 * x * x))):
 *               0.044715 * x, x * 0.7978845608, 1 + 0.044715 * x * x,
 *               tanh's output, 1 + tanh and 0.5 * x
 *   quick_gelu  x * sigmoid(1.702 * x): the sigmoid's output
 *   gelu_python x * 0.5 * (1 + erf(x / sqrt(2))): x / sqrt(2), 1 + erf
 *               and x * 0.5
 */
static inline int
cs_hidden_act_saved(int act)
{
	switch (act)
	{
		case CS_ACT_GELU_NEW:
		case CS_ACT_GELU_PYTHON:
			return 3;
		case CS_ACT_GELU_FAST:
			return 6;
		case CS_ACT_QUICK_GELU:
			return 1;
		default:
			return 0;
	}
}

/* architecture; 0 in a field means "not known" before cs_arch_complete() */
typedef struct CsArch
{
	double		params;			/* total parameters */
	double		active_params;	/* per token (MoE); = params for dense */
	int			layers;
	int			hidden;
	int			heads;
	int			kv_heads;
	int			head_dim;
	int			intermediate;	/* MLP width; per expert for MoE */
	int			vocab;
	int			tied_embeddings;
	int			experts;		/* 0 or 1: dense */
	int			active_experts;
	int			kv_cache_width; /* MLA: cached values per token and layer */
	int			sliding_window; /* tokens; 0: none */
	int			sliding_window_layers;	/* layers that use it */
	int			gated_mlp;		/* SwiGLU/GeGLU: three matrices */
	int			dropout;		/* trains with dropout (BERT, GPT-2, T5) */
	int			post_norms;		/* norms on the attention's and the MLP's
								 * outputs too, four a layer (Gemma 2, 3) */
	int			qk_norm;		/* RMSNorm on each head's queries and keys
								 * (Qwen3, Gemma 3) */
	int			attention_softcapping;	/* tanh soft-capped attention
										 * scores (Gemma 2) */
	int			logit_softcapping;	/* tanh soft-capped logits (Gemma 2) */
	int			encoder;		/* encoder-only (BERT, ViT): a forward pass
								 * over its input, no KV cache kept */
	int			encoder_decoder;	/* encoder-decoder (T5, Whisper): layers
									 * counts both stacks, and the decoder's
									 * half caches keys and values */
	int			hidden_act;		/* CsHiddenAct: the MLP's activation */
	int			mlp_extra;		/* tensors of the MLP's width a training
								 * step keeps beyond a fused activation's,
								 * for the job's framework: set by
								 * cs_arch_for_job() */
	int			kv_broadcast;	/* the model's Hugging Face attention hands
								 * SDPA one KV head broadcast over the query
								 * heads, which only the math kernel takes
								 * (Falcon 7B; see prefill.c) */
} CsArch;

/*
 * CPU offload: none; the optimizer's states and master copy, with the step
 * on the host (DeepSpeed's offload_optimizer, ZeRO-Offload); or the
 * parameters and gradients too (DeepSpeed's offload_param, ZeRO-Infinity,
 * and FSDP's CPUOffload(offload_params=True), at stage 3)
 */
typedef enum CsOffload
{
	CS_OFFLOAD_NONE = 0,
	CS_OFFLOAD_OPTIMIZER,
	CS_OFFLOAD_ALL
} CsOffload;

/*
 * The LoRA adapters' type: fp32 or the compute type; unset in a workload
 * value stored before 0.1.14 (and for full fine-tuning and inference),
 * where it is fp32 under AMP or fp32 compute, else the compute type
 */
typedef enum CsLoraDtype
{
	CS_LORA_DTYPE_UNSET = 0,
	CS_LORA_DTYPE_COMPUTE,
	CS_LORA_DTYPE_FP32
} CsLoraDtype;

/* the job */
typedef struct CsJob
{
	CsKind		kind;
	CsMethod	method;
	const CsDtype *precision;	/* weights (inference) or compute (training) */
	const CsDtype *quant;		/* QLoRA: format of the frozen base weights */
	int			mixed;			/* training keeps fp32 master weights */
	CsOptimizer optimizer;
	double		batch;
	double		seq_len;		/* tokens per sequence (context for inference) */
	int			gradient_checkpointing;
	int			flash_attention;
	int			lora_rank;
	int			lora_targets;
	int			zero_stage;
	int			gpus;
	CsFramework framework;
	CsLoraDtype lora_dtype;		/* LoRA/QLoRA adapters' type (in the padding
								 * before kv_precision) */
	const CsDtype *kv_precision;
	int			chunked_loss;
	int			optimizer_in_backward;
	int			activation_offloading;
	int			compiled;		/* torch.compile: fused loss */
	double		lora_dropout;	/* dropout on the LoRA inputs */
	int			gradient_accumulation;	/* micro-batches per optimizer step; 0 or 1: none */
	int			num_labels;		/* a classification head's outputs, trained in
								 * place of the language-model head; 0: the
								 * vocabulary-wide head (in the padding before
								 * tokens) */
	double		tokens;			/* tokens the whole job processes; 0: not given */
	int			galore_rank;	/* the GaLore optimizers' projection rank;
								 * 0: not GaLore (with offload, one 8-byte
								 * slot) */
	CsOffload	offload;		/* what lives in host memory */
	double		cuda_context;	/* the non-tensor memory each GPU's process
								 * holds, as given (CUDA context, libraries,
								 * workspaces); 0: the framework profile's */
	int			prompt;			/* inference: the prompt's tokens a sequence,
								 * the rest of seq_len generated; 0, or not
								 * below seq_len: the whole context is the
								 * prompt (last: the estimate's code keeps
								 * its offsets) */
	/* on spot capacity (ranking only): hours between checkpoints (0: the
	 * default; < 0: the job cannot restart) and to restart (0: the default) */
	double		checkpoint_hours;
	double		restart_hours;
} CsJob;

/*
 * The MLP's tensors a training step keeps beyond a fused activation's
 * (CsArch.mlp_extra), set wherever a job meets its architecture before an
 * estimate: an activation that Hugging Face's models compute as Python
 * tensor operations (gelu_new: GPT-2, GPT-J, phi-1.5, phi-2) keeps its
 * intermediates (cs_hidden_act_saved()) under pytorch, transformers and
 * deepspeed; torchtune and litgpt call PyTorch's fused functions, and
 * torch.compile fuses the operations.
 */
static inline void
cs_arch_for_job(CsArch *a, const CsJob *job)
{
	a->mlp_extra = job->kind == CS_KIND_TRAINING && job->framework != CS_FW_TORCHTUNE &&
		job->framework != CS_FW_LITGPT && !job->compiled ? cs_hidden_act_saved(a->hidden_act) : 0;
}

/* the estimate, in bytes per GPU */
typedef struct CsEstimate
{
	double		weights;
	double		gradients;
	double		optimizer;
	double		activations;
	double		kv_cache;
	double		context;		/* CUDA context and non-tensor memory */
	double		workspace;		/* cuBLAS workspaces in the allocator */
	double		slack;			/* caching-allocator slack */
	double		paged;			/* optimizer state in CUDA unified memory */
	double		step_buffers;	/* optimizer-step temporaries */
	double		peak;			/* tensors at the peak of a step */
	double		trainable;		/* trainable parameters (whole model) */
} CsEstimate;

/*
 * bitsandbytes' paged optimizers, whose state is in CUDA unified memory:
 * paged AdamW (32- and 8-bit) and the paged ones the Hugging Face Trainer
 * names beside it
 */
static inline bool
cs_optimizer_paged(CsOptimizer o)
{
	return o == CS_OPT_PAGED_ADAMW || o == CS_OPT_PAGED_ADAMW_8BIT ||
		(o >= CS_OPT_PAGED_BNB_ONE_STATE && o < CS_OPT_NONE);
}

/* a GaLore optimizer, whose states depend on its rank */
static inline bool
cs_optimizer_galore(CsOptimizer o)
{
	return o == CS_OPT_GALORE || o == CS_OPT_GALORE_8BIT;
}

/*
 * GaLore stepped layer by layer runs on one GPU: the Hugging Face Trainer
 * refuses its layer-wise optimizers under DDP
 */
static inline bool
cs_galore_gpus_ok(CsOptimizer o, bool optimizer_in_backward, int gpus)
{
	return !(optimizer_in_backward && gpus > 1 && cs_optimizer_galore(o));
}

/* the Hugging Face Trainer's GaLore rank when optim_args names none */
#define CS_GALORE_DEFAULT_RANK 128

/* name tables, for parsing and for hints */
extern const CsName cs_method_names[];
extern const CsName cs_optimizer_names[];
extern const CsName cs_framework_names[];
extern const CsName cs_offload_names[];
extern CS_INTERNAL const CsName cs_hidden_act_names[];
extern const CsDtype cs_dtypes[];

extern size_t cs_name_list(const CsName *table, char *buf, size_t buflen);
extern const CsDtype *cs_dtype_lookup(const char *name);
extern size_t cs_dtype_list(int train_only, char *buf, size_t buflen);
extern int	cs_lora_targets_parse(const char *spec);
extern int	cs_lora_targets_parse_n(const char *spec, size_t len);
extern int	cs_lora_targets_of_arch(const CsArch *a, int targets);

/* 10^15 parameters: far beyond any model, and keeps every derived shape an int */
#define CS_MAX_PARAMS 1e15
/* the most GPUs any function takes: a job on more is beyond the catalog's machines */
#define CS_MAX_GPUS 1024

extern const char *cs_arch_complete(CsArch *arch, const char **hint);

/*
 * Whether the job can run on gpus GPUs.  vLLM's tensor-parallel shards
 * split the attention heads evenly, and it refuses a size that does not
 * divide them ("Total number of attention heads must be divisible by
 * tensor parallel size"); the other frameworks split by layer and take any
 * count.  GaLore stepped layer by layer runs on one GPU
 * (cs_galore_gpus_ok()).
 */
static inline bool
cs_gpu_count_ok(const CsArch *a, const CsJob *j, int gpus)
{
	return !(j->kind == CS_KIND_INFERENCE && j->framework == CS_FW_VLLM &&
			 gpus > 1 && a->heads % gpus != 0) &&
		cs_galore_gpus_ok(j->optimizer, j->optimizer_in_backward, gpus);
}
/*
 * An inference job's tensor-parallel shards, the bytes of its activations
 * (the precision's where it is a float type, 16 bits for a quantized one)
 * and the MLP width a token passes through (a mixture of experts' routed
 * experts): what estimate.c's inference estimate and prefill.c share
 */
static inline double
cs_inference_shards(const CsJob *job)
{
	return job->gpus > 1 ? job->gpus : 1;
}

static inline double
cs_activation_bytes(const CsJob *job)
{
	return job->precision->kind == CS_DT_FLOAT ? job->precision->bytes : 2;
}

static inline double
cs_token_mlp_width(const CsArch *a)
{
	return (double) a->intermediate * (a->experts > 1 ? a->active_experts : 1);
}

extern void cs_estimate(const CsArch *arch, const CsJob *job, CsEstimate *est);
extern CS_INTERNAL void cs_estimate_base(const CsArch *arch, const CsJob *job, CsEstimate *est);
extern double cs_routed_expert_params(const CsArch *a);

/*
 * Muon's Newton-Schulz FLOPs of one optimizer step over the layers'
 * matrices (perf.c's flops())
 */
extern CS_INTERNAL double cs_muon_step_flops(const CsArch *a);

/*
 * An encoder-decoder's decoder parameters (its layers' half that decodes,
 * with the embeddings and head): what a decode step reads and multiplies
 */
extern CS_INTERNAL double cs_decoder_params(const CsArch *a);

/*
 * What the optimizer step's temporaries add to the peak beyond the other
 * components: the step runs after the backward pass has freed the
 * activations, so it sets the peak only when its buffers are the larger,
 * and then by their difference.  With it the components of an estimate add
 * up to its total.
 */
static inline double
cs_optimizer_step(const CsEstimate *est)
{
	return est->step_buffers > est->activations ?
		est->step_buffers - est->activations : 0;
}

/*
 * The peak, workspaces, allocator slack, paged state and context,
 * unrounded: beyond CS_MAX_BYTES, where cs_bytes() gives no whole-byte
 * total, what an estimate comes to.
 */
static inline double
cs_total(const CsEstimate *est)
{
	return est->peak + est->workspace + est->slack + est->paged + est->context;
}

/* an estimate in whole bytes: memory()'s memsize columns */
typedef struct CsBytes
{
	int64_t		weights;
	int64_t		gradients;
	int64_t		optimizer;
	int64_t		activations;	/* with the cuBLAS workspaces */
	int64_t		kv_cache;
	int64_t		optimizer_step;
	int64_t		overhead;		/* CUDA context and allocator slack */
	int64_t		total;			/* the sum of the seven above */
	int64_t		allocated;		/* total less overhead and paged state */
	int64_t		reserved;		/* allocated plus the allocator's slack */
} CsBytes;

/* the largest size in bytes an estimate may reach (a memsize holds 2^63 - 1) */
#define CS_MAX_BYTES 9.2e18

/*
 * Zero values of the structs that every row clears: a per-row path copies
 * one (*est = cs_zero_estimate) instead of calling memset(), which GCC's
 * generic x86-64 tuning compiles into `rep stosq` for these sizes, slow to
 * start and a wait for the loads of the fields it has just cleared (README,
 * Speed); a copy is a few vector moves.
 */
extern const CsArch cs_zero_arch;
extern const CsJob cs_zero_job;
extern const CsEstimate cs_zero_estimate;

extern bool cs_bytes(const CsEstimate *est, CsBytes *b);

/*
 * The host memory a job keeps by design per GPU's process, what it
 * offloads (host_memory()), and it in whole bytes (false beyond
 * CS_MAX_BYTES)
 */
extern CS_INTERNAL double cs_host_memory(const CsArch *arch, const CsJob *job);
extern CS_INTERNAL bool cs_host_bytes(double host, int64_t *bytes);

#endif							/* ESTIMATE_H */
