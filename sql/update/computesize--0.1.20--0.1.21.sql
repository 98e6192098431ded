-- 0.1.21 gives inference_job() and inference_memory() a prompt argument,
-- and the workload type its column: the prompt's tokens a sequence, the
-- rest of the context generated (NULL: the whole context is the prompt,
-- the estimate of 0.1.20).  Outside vLLM and llama.cpp, whose buffers do
-- not depend on it, the estimate then takes the larger of the prefill of
-- the prompt and the last generated token's step against the whole
-- context's cache, where 0.1.20 prefilled the whole context (validation
-- row 1044: a 128-token prompt generating 896 tokens was over-estimated by
-- 88%).  Hugging Face's dynamic cache (framework transformers) grows with
-- the sequence; the caches of the other frameworks are counted whole from
-- the start.  A function cannot gain arguments in place: the two are
-- dropped and created again, so a view of the database that calls one of
-- them must be dropped before the update and created again after it (the
-- update stops with PostgreSQL's dependency error otherwise, and changes
-- nothing).  A workload value stored before the update reads the new
-- column as NULL: the estimate it had; its text gains a field, so
-- refresh_recommendations() recomputes each job's recommendation once.
-- The library serves the type and functions of 0.1.20 unchanged, with
-- 0.1.20's estimates, until the update runs.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.1.21'" to load this file. \quit

SET LOCAL search_path = pg_catalog, pg_temp;

ALTER TYPE @extschema@.workload ADD ATTRIBUTE prompt integer;

DROP FUNCTION @extschema@.inference_memory(text, double precision, text, integer, integer, text, double precision, text, integer, integer, integer, integer, integer, integer, integer, integer, boolean, integer, integer, text, boolean, boolean, integer, integer, integer, @extschema@.memsize, integer);
DROP FUNCTION @extschema@.inference_job(text, double precision, text, integer, integer, text, double precision, text, integer, integer, integer, integer, integer, integer, integer, integer, boolean, integer, integer, text, boolean, boolean, integer, integer, integer, @extschema@.memsize);

-- not STRICT: NULL arguments take their defaults; STABLE: reads the model table
CREATE FUNCTION @extschema@.inference_job(
    model text DEFAULT NULL, params double precision DEFAULT NULL,
    "precision" text DEFAULT 'bf16', batch integer DEFAULT 1,
    context integer DEFAULT 4096, kv_precision text DEFAULT NULL,
    tokens double precision DEFAULT NULL, framework text DEFAULT 'pytorch',
    gpus integer DEFAULT 1,
    layers integer DEFAULT NULL, hidden integer DEFAULT NULL, heads integer DEFAULT NULL,
    kv_heads integer DEFAULT NULL, head_dim integer DEFAULT NULL, vocab integer DEFAULT NULL,
    intermediate integer DEFAULT NULL, flash_attention boolean DEFAULT true,
    experts integer DEFAULT NULL, active_experts integer DEFAULT NULL,
    dtype text DEFAULT NULL, gated_mlp boolean DEFAULT NULL,
    tied_embeddings boolean DEFAULT NULL,
    kv_cache_width integer DEFAULT NULL, sliding_window integer DEFAULT NULL,
    sliding_window_layers integer DEFAULT NULL,
    cuda_context @extschema@.memsize DEFAULT NULL,
    prompt integer DEFAULT NULL)
RETURNS @extschema@.workload
AS 'MODULE_PATHNAME', 'inference_job'
LANGUAGE C STABLE PARALLEL SAFE COST 10;

-- memory(inference_job(...)) without the workload value in between: the
-- planner rewrites the nested call into this one (memory()'s support function)
CREATE FUNCTION @extschema@.inference_memory(
    model text DEFAULT NULL, params double precision DEFAULT NULL,
    "precision" text DEFAULT 'bf16', batch integer DEFAULT 1,
    context integer DEFAULT 4096, kv_precision text DEFAULT NULL,
    tokens double precision DEFAULT NULL, framework text DEFAULT 'pytorch',
    gpus integer DEFAULT 1,
    layers integer DEFAULT NULL, hidden integer DEFAULT NULL, heads integer DEFAULT NULL,
    kv_heads integer DEFAULT NULL, head_dim integer DEFAULT NULL, vocab integer DEFAULT NULL,
    intermediate integer DEFAULT NULL, flash_attention boolean DEFAULT true,
    experts integer DEFAULT NULL, active_experts integer DEFAULT NULL,
    dtype text DEFAULT NULL, gated_mlp boolean DEFAULT NULL,
    tied_embeddings boolean DEFAULT NULL,
    kv_cache_width integer DEFAULT NULL, sliding_window integer DEFAULT NULL,
    sliding_window_layers integer DEFAULT NULL,
    cuda_context @extschema@.memsize DEFAULT NULL,
    prompt integer DEFAULT NULL,
    memory_gpus integer DEFAULT NULL)
RETURNS @extschema@.memory_estimate
AS 'MODULE_PATHNAME', 'inference_memory'
LANGUAGE C STABLE PARALLEL SAFE COST 10;

COMMENT ON FUNCTION @extschema@.inference_job(text, double precision, text, integer, integer, text, double precision, text, integer, integer, integer, integer, integer, integer, integer, integer, boolean, integer, integer, text, boolean, boolean, integer, integer, integer, @extschema@.memsize, integer) IS
    'an inference job (pytorch, vllm or llama.cpp; weights at any precision or GGUF type); model => name fills the architecture, explicit arguments override it; prompt => the prompt''s tokens of the context';
COMMENT ON FUNCTION @extschema@.inference_memory(text, double precision, text, integer, integer, text, double precision, text, integer, integer, integer, integer, integer, integer, integer, integer, boolean, integer, integer, text, boolean, boolean, integer, integer, integer, @extschema@.memsize, integer, integer) IS
    'memory(inference_job(...), gpus) in one call; the planner uses it for such nested calls';
