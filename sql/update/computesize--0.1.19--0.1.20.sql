-- 0.1.20 gives the model catalog and the workload type hidden_act, the
-- MLP's activation as the model's Hugging Face configuration names it
-- (hidden_act, or activation_function: silu, gelu, gelu_pytorch_tanh, relu,
-- gelu_new, gelu_fast, quick_gelu, gelu_python; swish is silu).  Hugging
-- Face's models compute gelu_new (GPT-2, GPT-J, phi-1.5, phi-2), gelu_fast,
-- quick_gelu and gelu_python as Python tensor operations, and autograd
-- keeps their intermediates for the backward pass: gelu_new three more
-- tensors of the MLP's width a layer than a fused activation (measured on
-- GPT-2 XL, validation row 1039).  The training estimate counts them under
-- pytorch, transformers and deepspeed, not under torchtune and litgpt
-- (PyTorch's fused functions) or compiled => true.  The catalog and the
-- workload also gain kv_broadcast: the model's attention in Hugging Face
-- transformers hands scaled_dot_product_attention one key-value head
-- broadcast over the query heads, with a mask, which only PyTorch's math
-- kernel takes (Falcon 7B's multi-query attention): the prefill holds
-- fp32 scores, and the inference estimate under pytorch and transformers
-- counts them (validation rows 1043 and 1048); the constructors take it
-- from the catalog only, as 0.1.13's flags.  training_job() and
-- training_memory() take hidden_act (NULL: the catalog's; without a model,
-- a fused activation); the constructors take it from the catalog, whose
-- shipped rows are refreshed with it.  A function cannot gain arguments in
-- place: the two are dropped and created again, so a view of the database
-- that calls one of them must be dropped before the update and created
-- again after it (the update stops with PostgreSQL's dependency error
-- otherwise, and changes nothing).  A workload value stored before the
-- update reads the new column as NULL, a fused activation: the estimate
-- it had; its text gains a field, so refresh_recommendations() recomputes
-- each job's recommendation once.  The library serves the type, catalog
-- and functions of 0.1.19 unchanged, with 0.1.19's estimates, until the
-- update runs.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.1.20'" to load this file. \quit

SET LOCAL search_path = pg_catalog, pg_temp;

ALTER TABLE @extschema@.model
    ADD COLUMN hidden_act text
    CONSTRAINT model_hidden_act_check CHECK (hidden_act IN ('silu', 'swish', 'gelu', 'gelu_pytorch_tanh', 'relu',
                                                          'gelu_new', 'gelu_fast', 'quick_gelu', 'gelu_python'));
COMMENT ON COLUMN @extschema@.model.hidden_act IS
    'the MLP''s activation as the model''s Hugging Face configuration names it (hidden_act, activation_function); Hugging Face computes gelu_new, gelu_fast, quick_gelu and gelu_python as Python operations whose intermediates a training step keeps; NULL: a fused activation';
ALTER TABLE @extschema@.model ADD COLUMN kv_broadcast boolean;
COMMENT ON COLUMN @extschema@.model.kv_broadcast IS
    'the model''s attention in Hugging Face transformers hands scaled_dot_product_attention one key-value head broadcast over the query heads, which only PyTorch''s math kernel takes: fp32 scores at the prefill (Falcon 7B); NULL: false';

-- @catalog-refresh model catalog/models.csv name

ALTER TYPE @extschema@.workload
    ADD ATTRIBUTE hidden_act text,
    ADD ATTRIBUTE kv_broadcast boolean;

DROP FUNCTION @extschema@.training_memory(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer, @extschema@.memsize, integer, text, integer);
DROP FUNCTION @extschema@.training_job(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer, @extschema@.memsize, integer, text);

-- not STRICT: NULL arguments take their defaults; STABLE: reads the model table
CREATE FUNCTION @extschema@.training_job(
    model text DEFAULT NULL, params double precision DEFAULT NULL,
    method text DEFAULT 'full', "precision" text DEFAULT 'bf16',
    optimizer text DEFAULT 'adamw', batch integer DEFAULT 1,
    seq_len integer DEFAULT 2048, tokens double precision DEFAULT NULL,
    gradient_checkpointing boolean DEFAULT false, flash_attention boolean DEFAULT true,
    lora_rank integer DEFAULT NULL, lora_targets text DEFAULT NULL,
    zero_stage integer DEFAULT 0, gpus integer DEFAULT 1,
    framework text DEFAULT 'pytorch',
    layers integer DEFAULT NULL, hidden integer DEFAULT NULL, heads integer DEFAULT NULL,
    kv_heads integer DEFAULT NULL, intermediate integer DEFAULT NULL, vocab integer DEFAULT NULL,
    head_dim integer DEFAULT NULL, mixed_precision boolean DEFAULT NULL,
    chunked_loss boolean DEFAULT NULL, optimizer_in_backward boolean DEFAULT false,
    activation_offloading boolean DEFAULT false,
    experts integer DEFAULT NULL, active_experts integer DEFAULT NULL,
    dtype text DEFAULT NULL, gated_mlp boolean DEFAULT NULL,
    tied_embeddings boolean DEFAULT NULL, dropout boolean DEFAULT NULL,
    compiled boolean DEFAULT false, lora_dropout double precision DEFAULT NULL,
    gradient_accumulation integer DEFAULT 1, lora_dtype text DEFAULT NULL,
    num_labels integer DEFAULT NULL, cuda_context @extschema@.memsize DEFAULT NULL,
    galore_rank integer DEFAULT NULL, offload text DEFAULT NULL,
    hidden_act text DEFAULT NULL)
RETURNS @extschema@.workload
AS 'MODULE_PATHNAME', 'training_job'
LANGUAGE C STABLE PARALLEL SAFE COST 10;

-- memory(training_job(...)) without the workload value in between: the
-- planner rewrites such nested calls into it (see memory_support)
CREATE FUNCTION @extschema@.training_memory(
    model text DEFAULT NULL, params double precision DEFAULT NULL,
    method text DEFAULT 'full', "precision" text DEFAULT 'bf16',
    optimizer text DEFAULT 'adamw', batch integer DEFAULT 1,
    seq_len integer DEFAULT 2048, tokens double precision DEFAULT NULL,
    gradient_checkpointing boolean DEFAULT false, flash_attention boolean DEFAULT true,
    lora_rank integer DEFAULT NULL, lora_targets text DEFAULT NULL,
    zero_stage integer DEFAULT 0, gpus integer DEFAULT 1,
    framework text DEFAULT 'pytorch',
    layers integer DEFAULT NULL, hidden integer DEFAULT NULL, heads integer DEFAULT NULL,
    kv_heads integer DEFAULT NULL, intermediate integer DEFAULT NULL, vocab integer DEFAULT NULL,
    head_dim integer DEFAULT NULL, mixed_precision boolean DEFAULT NULL,
    chunked_loss boolean DEFAULT NULL, optimizer_in_backward boolean DEFAULT false,
    activation_offloading boolean DEFAULT false,
    experts integer DEFAULT NULL, active_experts integer DEFAULT NULL,
    dtype text DEFAULT NULL, gated_mlp boolean DEFAULT NULL,
    tied_embeddings boolean DEFAULT NULL, dropout boolean DEFAULT NULL,
    compiled boolean DEFAULT false, lora_dropout double precision DEFAULT NULL,
    gradient_accumulation integer DEFAULT 1, lora_dtype text DEFAULT NULL,
    num_labels integer DEFAULT NULL, cuda_context @extschema@.memsize DEFAULT NULL,
    galore_rank integer DEFAULT NULL, offload text DEFAULT NULL,
    hidden_act text DEFAULT NULL, memory_gpus integer DEFAULT NULL)
RETURNS @extschema@.memory_estimate
AS 'MODULE_PATHNAME', 'training_memory'
LANGUAGE C STABLE PARALLEL SAFE COST 10;

COMMENT ON FUNCTION @extschema@.training_job(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer, @extschema@.memsize, integer, text, text) IS
    'a training job (full fine-tuning, LoRA or QLoRA); model => name fills the architecture from computesize.model, explicit arguments override it';
COMMENT ON FUNCTION @extschema@.training_memory(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer, @extschema@.memsize, integer, text, text, integer) IS
    'memory(training_job(...), gpus) in one call; the planner uses it for such nested calls';
