--------------------------------------------------------------------------
-- time, cost and ranking
--------------------------------------------------------------------------

CREATE FUNCTION @extschema@.flops(w @extschema@.workload) RETURNS double precision
    AS 'MODULE_PATHNAME', 'workload_flops'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.flops(@extschema@.workload) IS
    'total FLOPs of the job: 6 x active parameters per token for full fine-tuning, 4 x for LoRA/QLoRA, +2 x with gradient checkpointing, plus attention (one step of batch x seq_len tokens when tokens is not given)';

CREATE FUNCTION @extschema@.duration(w @extschema@.workload, gpu text, gpus integer DEFAULT 1,
                                     mfu double precision DEFAULT NULL) RETURNS interval
    AS 'MODULE_PATHNAME', 'workload_duration'
    LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.duration(@extschema@.workload, text, integer, double precision) IS
    'how long the job takes on gpus GPUs of a catalog GPU (id or any spelling): FLOPs at the dense peak x utilisation plus unhidden memory traffic, scaled for multi-GPU efficiency; inference is a roofline';

CREATE FUNCTION @extschema@.fits(w @extschema@.workload, gpu text, gpus integer DEFAULT 1) RETURNS boolean
    AS 'MODULE_PATHNAME', 'workload_fits'
    LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.fits(@extschema@.workload, text, integer) IS
    'whether memory(w, gpus).total leaves 5% of the GPU''s memory free';

CREATE TYPE @extschema@.gpu_rank AS (
    rank            integer,
    gpu             text,
    gpu_count       integer,
    provider        text,
    instance_type   text,
    region          text,
    pricing         text,
    memory_per_gpu  @extschema@.memsize,
    needed_per_gpu  @extschema@.memsize,
    headroom        @extschema@.memsize,
    usd_per_hour    numeric,
    hours           double precision,
    cost            numeric,
    pareto          boolean
);
COMMENT ON TYPE @extschema@.gpu_rank IS 'a ranked offer for a workload (rank_gpus, recommend)';

CREATE FUNCTION @extschema@.rank_gpus(w @extschema@.workload,
    objective text DEFAULT 'cost', pricing text DEFAULT 'on_demand',
    max_gpus integer DEFAULT 8, deadline interval DEFAULT NULL, budget numeric DEFAULT NULL,
    at timestamptz DEFAULT now())
RETURNS SETOF @extschema@.gpu_rank
    AS 'MODULE_PATHNAME', 'rank_gpus'
    LANGUAGE C STABLE PARALLEL SAFE ROWS 50;
COMMENT ON FUNCTION @extschema@.rank_gpus(@extschema@.workload, text, text, integer, interval, numeric, timestamptz) IS
    'every offer in force at "at" where the job fits, with hours and billed cost, ranked by objective (cost, time, balanced), pareto marking the cost/time frontier';

CREATE FUNCTION @extschema@.recommend(w @extschema@.workload,
    objective text DEFAULT 'cost', pricing text DEFAULT 'on_demand',
    max_gpus integer DEFAULT 8, deadline interval DEFAULT NULL, budget numeric DEFAULT NULL,
    at timestamptz DEFAULT now())
RETURNS @extschema@.gpu_rank
    AS 'MODULE_PATHNAME', 'recommend'
    LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.recommend(@extschema@.workload, text, text, integer, interval, numeric, timestamptz) IS
    'rank_gpus()''s first row (NULL when nothing fits); reads the catalog once per query';

CREATE FUNCTION @extschema@.gpu_hour_price(gpu text, pricing text DEFAULT 'on_demand', at timestamptz DEFAULT now())
RETURNS numeric
    AS 'MODULE_PATHNAME', 'gpu_hour_price'
    LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.gpu_hour_price(text, text, timestamptz) IS
    'the cheapest price per GPU-hour of a GPU (id or any spelling) among the offers in force at "at"; NULL when none';

CREATE FUNCTION @extschema@.default_mfu(w @extschema@.workload) RETURNS double precision
    AS 'MODULE_PATHNAME', 'workload_default_mfu'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.default_mfu(@extschema@.workload) IS
    'the share of the dense peak duration() assumes for the workload: 0.40 full fine-tuning, 0.35 LoRA, 0.35 / 1.5 QLoRA (dequantisation), 0.50 inference prefill';

CREATE FUNCTION @extschema@.gpu_hours(flops double precision, gpu text, gpu_count integer DEFAULT 1,
    efficiency double precision DEFAULT NULL, pricing text DEFAULT 'on_demand') RETURNS double precision
    AS 'MODULE_PATHNAME', 'gpu_hours'
    LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.gpu_hours(double precision, text, integer, double precision, text) IS
    'hours for dense 16-bit FLOPs of any work on gpu_count GPUs of a catalog GPU (id or any spelling), at the efficiency (NULL: 0.40) with duration()''s multi-GPU scaling, plus 10% for spot restarts; NULL for a GPU without a 16-bit or fp32 peak';
