--------------------------------------------------------------------------
-- workloads and memory estimates
--------------------------------------------------------------------------

CREATE TYPE @extschema@.workload AS (
    kind                   text,
    model                  text,
    params                 double precision,
    active_params          double precision,
    method                 text,
    "precision"            text,
    optimizer              text,
    batch                  integer,
    seq_len                integer,
    tokens                 double precision,
    gradient_checkpointing boolean,
    flash_attention        boolean,
    lora_rank              integer,
    lora_targets           text,
    zero_stage             integer,
    gpus                   integer,
    framework              text,
    kv_precision           text,
    quantization           text,
    mixed_precision        boolean,
    layers                 integer,
    hidden                 integer,
    heads                  integer,
    kv_heads               integer,
    head_dim               integer,
    intermediate           integer,
    vocab                  integer,
    tied_embeddings        boolean,
    experts                integer,
    active_experts         integer,
    kv_cache_width         integer,
    sliding_window         integer,
    sliding_window_layers  integer,
    gated_mlp              boolean,
    chunked_loss           boolean,
    optimizer_in_backward  boolean,
    activation_offloading  boolean,
    dropout                boolean,
    compiled               boolean,
    lora_dropout           double precision
);

CREATE TYPE @extschema@.memory_estimate AS (
    weights          @extschema@.memsize,
    gradients        @extschema@.memsize,
    optimizer        @extschema@.memsize,
    activations      @extschema@.memsize,
    kv_cache         @extschema@.memsize,
    overhead         @extschema@.memsize,
    total            @extschema@.memsize,
    gpus             integer,
    allocated        @extschema@.memsize,
    reserved         @extschema@.memsize,
    trainable_params double precision
);

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
    compiled boolean DEFAULT false, lora_dropout double precision DEFAULT NULL)
RETURNS @extschema@.workload
AS 'MODULE_PATHNAME', 'training_job'
LANGUAGE C STABLE PARALLEL SAFE COST 10;

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
    tied_embeddings boolean DEFAULT NULL)
RETURNS @extschema@.workload
AS 'MODULE_PATHNAME', 'inference_job'
LANGUAGE C STABLE PARALLEL SAFE COST 10;

-- memory(training_job(...)) without the workload value in between: the
-- planner rewrites such nested calls into these (see memory_support)
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
    memory_gpus integer DEFAULT NULL)
RETURNS @extschema@.memory_estimate
AS 'MODULE_PATHNAME', 'training_memory'
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
    memory_gpus integer DEFAULT NULL)
RETURNS @extschema@.memory_estimate
AS 'MODULE_PATHNAME', 'inference_memory'
LANGUAGE C STABLE PARALLEL SAFE COST 10;

CREATE FUNCTION @extschema@.memory_support(internal)
RETURNS internal
AS 'MODULE_PATHNAME', 'memory_support'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- not STRICT: a NULL gpus keeps the workload's own
CREATE FUNCTION @extschema@.memory(w @extschema@.workload, gpus integer DEFAULT NULL)
RETURNS @extschema@.memory_estimate
AS 'MODULE_PATHNAME', 'workload_memory'
LANGUAGE C IMMUTABLE PARALLEL SAFE COST 10
SUPPORT @extschema@.memory_support;

COMMENT ON TYPE @extschema@.workload IS 'a training or inference job: method, precision, optimizer, sizes and architecture (build with training_job() or inference_job())';
COMMENT ON TYPE @extschema@.memory_estimate IS 'GPU memory per GPU, by component; total - overhead compares to torch max_memory_allocated, total to nvidia-smi';
COMMENT ON FUNCTION @extschema@.training_job(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision) IS
    'a training job (full fine-tuning, LoRA or QLoRA); model => name fills the architecture from computesize.model, explicit arguments override it';
COMMENT ON FUNCTION @extschema@.inference_job(text, double precision, text, integer, integer, text, double precision, text, integer, integer, integer, integer, integer, integer, integer, integer, boolean, integer, integer, text, boolean, boolean) IS
    'an inference job (pytorch, vllm or llama.cpp; weights at any precision or GGUF type); model => name fills the architecture';
COMMENT ON FUNCTION @extschema@.memory(@extschema@.workload, integer) IS
    'GPU memory per GPU of a workload, by component (weights, gradients, optimizer, activations, KV cache, overhead)';
COMMENT ON FUNCTION @extschema@.training_memory(text, double precision, text, text, text, integer, integer, double precision, boolean, boolean, integer, text, integer, integer, text, integer, integer, integer, integer, integer, integer, integer, boolean, boolean, boolean, boolean, integer, integer, text, boolean, boolean, boolean, boolean, double precision, integer) IS
    'memory(training_job(...), gpus) in one call; the planner uses it for such nested calls';
COMMENT ON FUNCTION @extschema@.inference_memory(text, double precision, text, integer, integer, text, double precision, text, integer, integer, integer, integer, integer, integer, integer, integer, boolean, integer, integer, text, boolean, boolean, integer) IS
    'memory(inference_job(...), gpus) in one call; the planner uses it for such nested calls';
COMMENT ON FUNCTION @extschema@.memory_support(internal) IS
    'planner support of memory(): rewrites memory(training_job(...)) into training_memory(...)';
