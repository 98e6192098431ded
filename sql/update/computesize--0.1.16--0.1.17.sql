-- 0.1.17 gives training_job() and inference_job() a cuda_context argument:
-- the memory each GPU's process holds beyond its tensors and PyTorch's
-- cache (the CUDA context with the kernels of the libraries it loads,
-- their workspaces, NCCL's buffers, vLLM's CUDA graphs), as measured on
-- the machine that runs the job.  Left NULL the estimate counts the
-- framework's profile, as every release before did; given, the figure
-- replaces the profile's and moves overhead and total by the difference.
-- The workload type gains the column that keeps it.  training_memory()
-- and inference_memory(), which the planner calls for
-- memory(training_job(...)) and memory(inference_job(...)), take the same
-- argument before memory_gpus.  A function cannot gain arguments in place:
-- the four are dropped and created again, so a view of the database that
-- calls one of them must be dropped before the update and created again
-- after it (the update stops with PostgreSQL's dependency error otherwise,
-- and changes nothing).  A workload value stored before the update reads
-- its new column as NULL: the profile, the estimate it had.  Its text
-- gains a field, so refresh_recommendations() recomputes each job's
-- recommendation once.  The workload type also gains the column
-- encoder_decoder: the constructors set it from the catalog's arch_type
-- (encoder-decoder, encoder-decoder (speech): T5, Whisper), whose layers
-- count both stacks, and such a model's inference estimate caches keys and
-- values in the decoder's half of them only; a value stored before the
-- update reads NULL, every layer caching, as it was.  training_job() and
-- training_memory() also take galore_rank, the rank of the GaLore
-- optimizers (galore_adamw, galore_adamw_8bit, names the library knows
-- whatever the installed version; 128, the Hugging Face Trainer's default,
-- when not given), which the workload keeps in a column of its own, and
-- offload, what lives in host memory (optimizer: DeepSpeed's
-- offload_optimizer from ZeRO stage 1; all: the parameters too, at stage
-- 3, DeepSpeed's offload_param or FSDP's CPUOffload), kept likewise.  The
-- library serves
-- the functions and the type of 0.1.16 unchanged, with 0.1.16's
-- estimates, until the update runs.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.1.17'" to load this file. \quit

SET LOCAL search_path = pg_catalog, pg_temp;

ALTER TYPE @extschema@.workload ADD ATTRIBUTE cuda_context @extschema@.memsize;
ALTER TYPE @extschema@.workload ADD ATTRIBUTE encoder_decoder boolean;
ALTER TYPE @extschema@.workload ADD ATTRIBUTE galore_rank integer;
ALTER TYPE @extschema@.workload ADD ATTRIBUTE offload text;

DROP FUNCTION @extschema@.training_memory(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer, integer);
DROP FUNCTION @extschema@.training_job(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer);
DROP FUNCTION @extschema@.inference_memory(text, double precision, text, integer, integer, text, double precision, text, integer, integer, integer, integer, integer, integer, integer, integer, boolean, integer, integer, text, boolean, boolean, integer, integer, integer, integer);
DROP FUNCTION @extschema@.inference_job(text, double precision, text, integer, integer, text, double precision, text, integer, integer, integer, integer, integer, integer, integer, integer, boolean, integer, integer, text, boolean, boolean, integer, integer, integer);

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
    galore_rank integer DEFAULT NULL, offload text DEFAULT NULL)
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
    memory_gpus integer DEFAULT NULL)
RETURNS @extschema@.memory_estimate
AS 'MODULE_PATHNAME', 'training_memory'
LANGUAGE C STABLE PARALLEL SAFE COST 10;


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
    cuda_context @extschema@.memsize DEFAULT NULL)
RETURNS @extschema@.workload
AS 'MODULE_PATHNAME', 'inference_job'
LANGUAGE C STABLE PARALLEL SAFE COST 10;

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
    memory_gpus integer DEFAULT NULL)
RETURNS @extschema@.memory_estimate
AS 'MODULE_PATHNAME', 'inference_memory'
LANGUAGE C STABLE PARALLEL SAFE COST 10;


COMMENT ON FUNCTION @extschema@.training_job(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer, @extschema@.memsize, integer, text) IS
    'a training job (full fine-tuning, LoRA or QLoRA); model => name fills the architecture from computesize.model, explicit arguments override it';
COMMENT ON FUNCTION @extschema@.training_memory(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer, text, integer, @extschema@.memsize, integer, text, integer) IS
    'memory(training_job(...), gpus) in one call; the planner uses it for such nested calls';
COMMENT ON FUNCTION @extschema@.inference_job(text, double precision, text, integer, integer, text, double precision, text, integer, integer, integer, integer, integer, integer, integer, integer, boolean, integer, integer, text, boolean, boolean, integer, integer, integer, @extschema@.memsize) IS
    'an inference job (pytorch, vllm or llama.cpp; weights at any precision or GGUF type); model => name fills the architecture, explicit arguments override it';
COMMENT ON FUNCTION @extschema@.inference_memory(text, double precision, text, integer, integer, text, double precision, text, integer, integer, integer, integer, integer, integer, integer, integer, boolean, integer, integer, text, boolean, boolean, integer, integer, integer, @extschema@.memsize, integer) IS
    'memory(inference_job(...), gpus) in one call; the planner uses it for such nested calls';
