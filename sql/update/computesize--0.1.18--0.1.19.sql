-- 0.1.19 adds the inverse of fits(): max_batch(w, gpu, gpus), the largest
-- batch (for inference, concurrent sequences) with which the job fits the
-- GPU, and max_context(w, gpu, gpus), the longest seq_len or context, each
-- 0 when not even 1 fits; and min_gpus(w, gpu, max_gpus), the fewest GPUs
-- with which it fits, NULL when no count up to max_gpus does; and
-- model_id(name), the catalog model a name in a job log refers to, an
-- instruction-tuned fine-tune's base among them; and six models.  Nothing
-- else in the scripts changes: memory(), the workload type and its text
-- are as they were.  The library's estimates of the Hugging Face Trainer's
-- other optimizers (rmsprop, adagrad, adamw_apex_fused,
-- schedule_free_adamw, schedule_free_radam, schedule_free_sgd, and
-- bitsandbytes' lion_8bit, rmsprop_bnb, rmsprop_bnb_8bit,
-- rmsprop_bnb_32bit, paged_lion_32bit, paged_lion_8bit, ademamix,
-- ademamix_8bit, paged_ademamix_32bit and paged_ademamix_8bit) and
-- lion_32bit's fp32 state (bitsandbytes' 32-bit states are fp32 whatever
-- the parameters' type; it was lion's, of the parameters' type) apply as
-- soon as it is installed, whatever version of the functions is.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.1.19'" to load this file. \quit

SET LOCAL search_path = pg_catalog, pg_temp;

-- the model catalog's new rows: Mistral 7B v0.2 (the base of
-- Mistral-7B-Instruct-v0.2), Code Llama 7B, 13B and 34B, Phi-3.5-mini and
-- Qwen2.5-Coder-7B
-- @catalog-refresh model catalog/models.csv name

CREATE FUNCTION @extschema@.max_batch(w @extschema@.workload, gpu text, gpus integer DEFAULT 1) RETURNS integer
    AS 'MODULE_PATHNAME', 'workload_max_batch'
    LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.max_batch(@extschema@.workload, text, integer) IS
    'the largest batch (sequences per GPU; for inference, concurrent sequences) with which fits(w, gpu, gpus) holds, the workload otherwise as it is; 0 when not even one fits';

CREATE FUNCTION @extschema@.max_context(w @extschema@.workload, gpu text, gpus integer DEFAULT 1) RETURNS integer
    AS 'MODULE_PATHNAME', 'workload_max_context'
    LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.max_context(@extschema@.workload, text, integer) IS
    'the longest seq_len (training) or context (inference) in tokens with which fits(w, gpu, gpus) holds at the workload''s batch; 0 when not even one token fits';

CREATE FUNCTION @extschema@.min_gpus(w @extschema@.workload, gpu text, max_gpus integer DEFAULT 1024) RETURNS integer
    AS 'MODULE_PATHNAME', 'workload_min_gpus'
    LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.min_gpus(@extschema@.workload, text, integer) IS
    'the fewest GPUs, up to max_gpus, with which fits(w, gpu, gpus) holds, sharded as the workload says (ZeRO / FSDP, tensor-parallel inference); NULL when none does';

CREATE FUNCTION @extschema@.model_id(name text) RETURNS text
    AS 'MODULE_PATHNAME', 'model_id'
    LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.model_id(text) IS
    'the catalog name of a model as job logs name it: a catalog name, a Hugging Face repository id with or without its owner (as training_job() takes them), or the base of an instruction-tuned fine-tune (-Instruct, -chat, -it) or a quantized upload (-GPTQ, -AWQ, -GGUF, -bnb-4bit, ...), which has its base''s architecture; NULL when unknown (reads model once per query)';
