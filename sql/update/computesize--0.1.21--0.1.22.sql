-- 0.1.22 adds training_memory_part() and inference_memory_part(): one size
-- column of memory(training_job(...), gpus) or memory(inference_job(...),
-- gpus), the column given by its number.  The planner reads a column of
-- such a nested call through them, (memory(training_job(...))).total
-- becoming training_memory_part(..., 7), where every use of the call in its
-- query takes one column of it (memory()'s support function): no
-- memory_estimate row is then built per row to take one column of it.
-- They need not be called directly.  Nothing else changes: memory(), the
-- workload type, the estimates and the text of stored values are as they
-- were; until the update runs, the library plans such columns as 0.1.21
-- did.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.1.22'" to load this file. \quit

SET LOCAL search_path = pg_catalog, pg_temp;

-- training_memory()'s arguments (training_job()'s, then memory()'s gpus),
-- then the column's number: no defaults, the planner gives every argument
CREATE FUNCTION @extschema@.training_memory_part(
    model text, params double precision, method text, "precision" text,
    optimizer text, batch integer, seq_len integer, tokens double precision,
    gradient_checkpointing boolean, flash_attention boolean,
    lora_rank integer, lora_targets text, zero_stage integer, gpus integer,
    framework text, layers integer, hidden integer, heads integer,
    kv_heads integer, intermediate integer, vocab integer, head_dim integer,
    mixed_precision boolean, chunked_loss boolean,
    optimizer_in_backward boolean, activation_offloading boolean,
    experts integer, active_experts integer, dtype text, gated_mlp boolean,
    tied_embeddings boolean, dropout boolean, compiled boolean,
    lora_dropout double precision, gradient_accumulation integer,
    lora_dtype text, num_labels integer, cuda_context @extschema@.memsize,
    galore_rank integer, offload text, hidden_act text,
    memory_gpus integer, part integer)
RETURNS @extschema@.memsize
AS 'MODULE_PATHNAME', 'training_memory_part'
LANGUAGE C STABLE PARALLEL SAFE COST 10;

CREATE FUNCTION @extschema@.inference_memory_part(
    model text, params double precision, "precision" text, batch integer,
    context integer, kv_precision text, tokens double precision,
    framework text, gpus integer, layers integer, hidden integer,
    heads integer, kv_heads integer, head_dim integer, vocab integer,
    intermediate integer, flash_attention boolean, experts integer,
    active_experts integer, dtype text, gated_mlp boolean,
    tied_embeddings boolean, kv_cache_width integer, sliding_window integer,
    sliding_window_layers integer, cuda_context @extschema@.memsize,
    prompt integer, memory_gpus integer, part integer)
RETURNS @extschema@.memsize
AS 'MODULE_PATHNAME', 'inference_memory_part'
LANGUAGE C STABLE PARALLEL SAFE COST 10;

COMMENT ON FUNCTION @extschema@.training_memory_part(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer, @extschema@.memsize, integer, text, text, integer, integer) IS
    'one size column of memory(training_job(...), gpus), by its number; the planner uses it for (memory(training_job(...))).column';
COMMENT ON FUNCTION @extschema@.inference_memory_part(text, double precision, text, integer, integer, text, double precision, text, integer, integer, integer, integer, integer, integer, integer, integer, boolean, integer, integer, text, boolean, boolean, integer, integer, integer, @extschema@.memsize, integer, integer, integer) IS
    'one size column of memory(inference_job(...), gpus), by its number; the planner uses it for (memory(inference_job(...))).column';
COMMENT ON FUNCTION @extschema@.memory_support(internal) IS
    'planner support of memory(): rewrites memory(training_job(...)) into training_memory(...), and a column of it into training_memory_part(...)';
