-- 0.1.16 gives training_job() a num_labels argument: the outputs of a
-- classification head trained in place of the language-model head
-- (Hugging Face's *ForSequenceClassification and *ForTokenClassification
-- models, num_labels in their configuration).  Left NULL the job trains a
-- language-model head over the vocabulary, as every release before counted
-- it; given, the logits and the loss's buffers are the labels' width, not
-- the vocabulary's, and the head, new, trains under LoRA and QLoRA too.
-- The workload type gains the column that keeps it.  training_memory(),
-- which the planner calls for memory(training_job(...)), takes the same
-- argument before memory_gpus.  A function cannot gain arguments in place:
-- both are dropped and created again, so a view of the database that calls
-- training_job() must be dropped before the update and created again after
-- it (the update stops with PostgreSQL's dependency error otherwise, and
-- changes nothing).  A workload value stored before the update reads its
-- new column as NULL: a language-model head, the estimate it had.  Its
-- text gains a field, so refresh_recommendations() recomputes each job's
-- recommendation once.  The workload type also gains the column encoder:
-- the constructors set it from the catalog's arch_type (encoder,
-- vision-encoder), and an encoder-only model's inference estimate keeps no
-- KV cache (BERT and ViT read their whole input in one forward pass); a
-- value stored before the update reads NULL, a decoder, as it was.  The
-- library serves the functions and the type of 0.1.15 unchanged, with
-- 0.1.15's estimates, until the update runs.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.1.16'" to load this file. \quit

SET LOCAL search_path = pg_catalog, pg_temp;

ALTER TYPE @extschema@.workload ADD ATTRIBUTE num_labels integer;
ALTER TYPE @extschema@.workload ADD ATTRIBUTE encoder boolean;

DROP FUNCTION @extschema@.training_memory(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer);
DROP FUNCTION @extschema@.training_job(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text);

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
    num_labels integer DEFAULT NULL)
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
    num_labels integer DEFAULT NULL,
    memory_gpus integer DEFAULT NULL)
RETURNS @extschema@.memory_estimate
AS 'MODULE_PATHNAME', 'training_memory'
LANGUAGE C STABLE PARALLEL SAFE COST 10;

COMMENT ON FUNCTION @extschema@.training_job(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer) IS
    'a training job (full fine-tuning, LoRA or QLoRA); model => name fills the architecture from computesize.model, explicit arguments override it';
COMMENT ON FUNCTION @extschema@.training_memory(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer, integer) IS
    'memory(training_job(...), gpus) in one call; the planner uses it for such nested calls';
