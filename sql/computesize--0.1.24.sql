-- computesize 0.1.24, the last development version before the first release
-- (0.2.0), as one script: the objects and the shipped catalog rows that the
-- install script of 0.1.0 and its 24 updates left.  It is here so that a
-- 0.1.24 installation can still be made and updated to 0.2.0
-- (test/shell/upgrade.sh).  Never edited.

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "CREATE EXTENSION computesize" to load this file. \quit

-- Every object is created in @extschema@ (computesize) and every reference
-- to one is schema-qualified, so nothing here depends on the caller's
-- search_path.  Built-in functions bound with LANGUAGE internal are the
-- int8 implementations: a memsize is stored exactly as a bigint.

-- Resolve names in pg_catalog first and in pg_temp last, whatever the
-- installing session has put there; the setting ends with the script.
SET LOCAL search_path = pg_catalog, pg_temp;

-- Refuse a schema that someone other than the installing role created
-- beforehand: its owner could drop or replace the extension's objects.
DO $$
DECLARE
    schema_owner oid;
    ext_owner oid;
BEGIN
    SELECT n.nspowner INTO schema_owner FROM pg_catalog.pg_namespace n
    WHERE n.oid OPERATOR(pg_catalog.=) '@extschema@'::pg_catalog.regnamespace;
    SELECT e.extowner INTO ext_owner FROM pg_catalog.pg_extension e
    WHERE e.extname OPERATOR(pg_catalog.=) 'computesize';
    IF schema_owner OPERATOR(pg_catalog.<>) ext_owner THEN
        RAISE EXCEPTION USING
            ERRCODE = 'insufficient_privilege',
            MESSAGE = pg_catalog.format('schema "%s" is owned by role "%s", not by the role creating the extension',
                                        '@extschema@', pg_catalog.pg_get_userbyid(schema_owner)),
            HINT = 'Drop or rename that schema, or create the extension as its owner.';
    END IF;
END
$$;

SET LOCAL check_function_bodies = false;

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'computesize_admin') THEN
        CREATE ROLE computesize_admin NOLOGIN;
        COMMENT ON ROLE computesize_admin IS 'may add and change its own rows in the computesize catalog tables';
    END IF;
END $$;

CREATE TYPE @extschema@.memsize;

CREATE FUNCTION @extschema@.memsize_in(cstring) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_in';

COMMENT ON FUNCTION @extschema@.memsize_in(cstring) IS 'memsize input: number, optional unit; exact, rounds to the nearest byte (halves away from zero)';

CREATE FUNCTION @extschema@.memsize_out(@extschema@.memsize) RETURNS cstring
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_out';

COMMENT ON FUNCTION @extschema@.memsize_out(@extschema@.memsize) IS 'memsize output: exact and lossless, in the unit that reads shortest';

CREATE FUNCTION @extschema@.memsize_recv(internal) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_recv';

COMMENT ON FUNCTION @extschema@.memsize_recv(internal) IS 'memsize binary input (int8 wire format)';

CREATE FUNCTION @extschema@.memsize_send(@extschema@.memsize) RETURNS bytea
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_send';

COMMENT ON FUNCTION @extschema@.memsize_send(@extschema@.memsize) IS 'memsize binary output (int8 wire format)';

CREATE TYPE @extschema@.memsize (
    INTERNALLENGTH = 8,
    INPUT = @extschema@.memsize_in,
    OUTPUT = @extschema@.memsize_out,
    RECEIVE = @extschema@.memsize_recv,
    SEND = @extschema@.memsize_send,
    ALIGNMENT = double,
    STORAGE = plain,
    PASSEDBYVALUE
);

COMMENT ON TYPE @extschema@.memsize IS 'an amount of memory: a signed 64-bit count of bytes; input accepts SI (kB..EB, powers of 1000), IEC (KiB..EiB, powers of 1024) and Kubernetes units';

CREATE TYPE @extschema@.workload AS (
	kind text,
	model text,
	params double precision,
	active_params double precision,
	method text,
	"precision" text,
	optimizer text,
	batch integer,
	seq_len integer,
	tokens double precision,
	gradient_checkpointing boolean,
	flash_attention boolean,
	lora_rank integer,
	lora_targets text,
	zero_stage integer,
	gpus integer,
	framework text,
	kv_precision text,
	quantization text,
	mixed_precision boolean,
	layers integer,
	hidden integer,
	heads integer,
	kv_heads integer,
	head_dim integer,
	intermediate integer,
	vocab integer,
	tied_embeddings boolean,
	experts integer,
	active_experts integer,
	kv_cache_width integer,
	sliding_window integer,
	sliding_window_layers integer,
	gated_mlp boolean,
	chunked_loss boolean,
	optimizer_in_backward boolean,
	activation_offloading boolean,
	dropout boolean,
	compiled boolean,
	lora_dropout double precision,
	gradient_accumulation integer,
	post_norms boolean,
	qk_norm boolean,
	attention_softcapping boolean,
	logit_softcapping boolean,
	lora_dtype text,
	num_labels integer,
	encoder boolean,
	cuda_context @extschema@.memsize,
	encoder_decoder boolean,
	galore_rank integer,
	offload text,
	hidden_act text,
	kv_broadcast boolean,
	prompt integer
);

COMMENT ON TYPE @extschema@.workload IS 'a training or inference job: method, precision, optimizer, sizes and architecture (build with training_job() or inference_job())';

CREATE TYPE @extschema@.compute_job AS (
	kind text,
	uses_gpu_code boolean,
	cpu_core_hours double precision,
	gpu_flops double precision,
	gpu_efficiency double precision,
	parallel double precision,
	host_memory @extschema@.memsize,
	vram @extschema@.memsize,
	deadline interval,
	description text,
	workload @extschema@.workload
);

COMMENT ON TYPE @extschema@.compute_job IS 'a job for choose_compute(): its work on CPU (reference vCPU-hours) and GPU (FLOPs), memory, parallel share, deadline, and the deep-learning workload it was built from';

CREATE TYPE @extschema@.gpu_rank AS (
	rank integer,
	gpu text,
	gpu_count integer,
	provider text,
	instance_type text,
	region text,
	pricing text,
	memory_per_gpu @extschema@.memsize,
	needed_per_gpu @extschema@.memsize,
	headroom @extschema@.memsize,
	usd_per_hour numeric,
	hours double precision,
	cost numeric,
	pareto boolean
);

COMMENT ON TYPE @extschema@.gpu_rank IS 'a ranked offer for a workload (rank_gpus, recommend)';

CREATE TYPE @extschema@.memory_estimate AS (
	weights @extschema@.memsize,
	gradients @extschema@.memsize,
	optimizer @extschema@.memsize,
	activations @extschema@.memsize,
	kv_cache @extschema@.memsize,
	overhead @extschema@.memsize,
	total @extschema@.memsize,
	gpus integer,
	allocated @extschema@.memsize,
	reserved @extschema@.memsize,
	trainable_params double precision,
	optimizer_step @extschema@.memsize
);

COMMENT ON TYPE @extschema@.memory_estimate IS 'GPU memory per GPU, by component (weights + gradients + optimizer + activations + kv_cache + optimizer_step + overhead = total); total - overhead compares to torch max_memory_allocated, total to nvidia-smi';

CREATE FUNCTION @extschema@.memsize(integer) RETURNS @extschema@.memsize
    LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE
    AS $$int48$$;

COMMENT ON FUNCTION @extschema@.memsize(integer) IS 'memsize from a count of bytes';

CREATE CAST (integer AS @extschema@.memsize) WITH FUNCTION @extschema@.memsize(integer);

COMMENT ON CAST (integer AS @extschema@.memsize) IS 'memsize from a count of bytes';

CREATE CAST (bigint AS @extschema@.memsize) WITHOUT FUNCTION;

COMMENT ON CAST (bigint AS @extschema@.memsize) IS 'memsize from a count of bytes';

CREATE CAST (@extschema@.memsize AS bigint) WITHOUT FUNCTION AS ASSIGNMENT;

COMMENT ON CAST (@extschema@.memsize AS bigint) IS 'count of bytes';

CREATE FUNCTION @extschema@."numeric"(@extschema@.memsize) RETURNS numeric
    LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE
    AS $$int8_numeric$$;

COMMENT ON FUNCTION @extschema@."numeric"(@extschema@.memsize) IS 'count of bytes as numeric';

CREATE CAST (@extschema@.memsize AS numeric) WITH FUNCTION @extschema@."numeric"(@extschema@.memsize) AS ASSIGNMENT;

COMMENT ON CAST (@extschema@.memsize AS numeric) IS 'count of bytes';

CREATE FUNCTION @extschema@.memsize(numeric) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_from_numeric_cast';

COMMENT ON FUNCTION @extschema@.memsize(numeric) IS 'memsize from a count of bytes, rounded to the nearest byte (halves away from zero)';

CREATE CAST (numeric AS @extschema@.memsize) WITH FUNCTION @extschema@.memsize(numeric);

COMMENT ON CAST (numeric AS @extschema@.memsize) IS 'memsize from a count of bytes, rounded to the nearest byte';

CREATE FUNCTION @extschema@.batch_inference_job(items bigint, params double precision, tokens_per_item integer DEFAULT 1, flops_per_item double precision DEFAULT NULL::double precision, deadline interval DEFAULT NULL::interval) RETURNS @extschema@.compute_job
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    f double precision;
BEGIN
    tokens_per_item := coalesce(tokens_per_item, 1);
    IF items IS NULL OR items <= 0 OR tokens_per_item <= 0 THEN
        RAISE EXCEPTION 'items and tokens_per_item must be positive'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'For example batch_inference_job(items => 5000000, params => 110e6, tokens_per_item => 32).';
    END IF;
    PERFORM @extschema@.positive_argument(params, 'params', 'The model''s parameter count, such as 110e6.');
    IF params > 1e15 THEN
        RAISE EXCEPTION 'params must be at most 1e15, not %', params
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Give the parameter count itself, e.g. 110e6, not bytes.';
    END IF;
    IF flops_per_item IS NOT NULL THEN
        PERFORM @extschema@.positive_argument(flops_per_item, 'flops_per_item', 'The FLOPs of one item, such as 42.6e9 for an image, or NULL for 2 per parameter and token.');
    END IF;
    -- 2 FLOPs per parameter and token, unless the item's FLOPs are given
    -- (an image model: its FLOPs per image)
    f := coalesce(flops_per_item, 2 * params * tokens_per_item);
    IF f > 1.7976931348623157e308::float8 / items THEN
        RAISE EXCEPTION 'the job''s FLOPs are out of range'
            USING ERRCODE = 'numeric_value_out_of_range', HINT = 'Check items and flops_per_item.';
    END IF;
    f := f * items;
    RETURN ROW('batch_inference', true,
        -- CPU: fp32 at 30% of the vCPU's peak (ONNX Runtime / OpenVINO class)
        f / (@extschema@.cpu_gflops_per_vcpu('x86_64') * 1e9 * 0.30) / 3600,
        f, 0.40, 0.95,
        (params * 4 + 2e9)::bigint::@extschema@.memsize,
        (params * 2 + 1.5 * 1073741824)::bigint::@extschema@.memsize,
        @extschema@.deadline_argument(deadline),
        format('batch inference, %s items, %s parameters', items, params), NULL)::@extschema@.compute_job;
END $$;

COMMENT ON FUNCTION @extschema@.batch_inference_job(items bigint, params double precision, tokens_per_item integer, flops_per_item double precision, deadline interval) IS 'inference over N items: 2 FLOPs per parameter and token (or flops_per_item); CPU at 30% of the fp32 peak, GPU at 40% of the 16-bit peak';

CREATE FUNCTION @extschema@.billed_hours(hours double precision, billing text) RETURNS double precision
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'billed_hours';

COMMENT ON FUNCTION @extschema@.billed_hours(hours double precision, billing text) IS 'the hours a provider bills for a run: rounded up to its billing unit (per_second, per_minute, per_hour)';

CREATE FUNCTION @extschema@.billed_hours(hours double precision, billing text, minimum interval) RETURNS double precision
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'billed_hours';

COMMENT ON FUNCTION @extschema@.billed_hours(hours double precision, billing text, minimum interval) IS 'the hours a provider bills for a run: rounded up to its billing unit (per_second, per_minute, per_hour), and at least its minimum charge (provider.billing_minimum) for any run';

CREATE FUNCTION @extschema@.build_job(cpu_minutes double precision, memory @extschema@.memsize DEFAULT '4 GiB'::@extschema@.memsize, parallel double precision DEFAULT 0.9, deadline interval DEFAULT NULL::interval) RETURNS @extschema@.compute_job
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    memory := coalesce(memory, '4 GiB'::@extschema@.memsize);
    parallel := coalesce(parallel, 0.9);
    PERFORM @extschema@.positive_argument(cpu_minutes, 'cpu_minutes', 'The build or test suite''s time on one vCPU, in minutes.');
    IF NOT (parallel >= 0 AND parallel <= 1) THEN
        RAISE EXCEPTION 'parallel must be between 0 and 1, not %', parallel
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The parallel share of the work (Amdahl''s law), such as 0.9.';
    END IF;
    IF memory OPERATOR(@extschema@.<) '0 B'::@extschema@.memsize THEN
        RAISE EXCEPTION 'memory cannot be negative, not %', memory
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The RAM the build needs, such as ''8 GiB''.';
    END IF;
    RETURN ROW('build', false, cpu_minutes / 60, NULL, NULL, parallel, memory, NULL,
               @extschema@.deadline_argument(deadline),
               format('build or test suite, %s vCPU-minutes', cpu_minutes), NULL)::@extschema@.compute_job;
END $$;

COMMENT ON FUNCTION @extschema@.build_job(cpu_minutes double precision, memory @extschema@.memsize, parallel double precision, deadline interval) IS 'a build or test suite: vCPU-minutes and its parallel share; no GPU path';

CREATE FUNCTION @extschema@.catalog_changed() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    UPDATE @extschema@.catalog_generation SET generation = generation + 1, changed_at = now();
    RETURN NULL;
END $$;

COMMENT ON FUNCTION @extschema@.catalog_changed() IS 'trigger: moves @extschema@.catalog_generation on any change to the catalog tables';

CREATE FUNCTION @extschema@.catalog_guard() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    IF @extschema@.in_extension_script() THEN
        RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_builtin THEN
        RAISE EXCEPTION 'cannot change a row shipped with computesize in %.%', TG_TABLE_SCHEMA, TG_TABLE_NAME
            USING ERRCODE = 'insufficient_privilege',
                  DETAIL = format('The row: %s', left(row_to_json(OLD)::text, 200)),
                  HINT = 'Shipped rows are refreshed by ALTER EXTENSION computesize UPDATE. Insert your own row (is_builtin false) beside it; for prices, your own line for the same offer takes precedence in the views.';
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_builtin THEN
        RAISE EXCEPTION 'only computesize''s own scripts may insert rows marked is_builtin into %.%',
            TG_TABLE_SCHEMA, TG_TABLE_NAME
            USING ERRCODE = 'insufficient_privilege',
                  HINT = 'Leave is_builtin false (the default) for your own rows.';
    END IF;
    RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;

COMMENT ON FUNCTION @extschema@.catalog_guard() IS 'trigger: shipped catalog rows (is_builtin) change only through the extension''s scripts';

CREATE FUNCTION @extschema@.choose_compute(j @extschema@.compute_job, arm64_ok boolean DEFAULT true, pricing text DEFAULT 'on_demand'::text, scale_from_zero boolean DEFAULT false) RETURNS TABLE(choice text, provider text, instance_type text, region text, offer_pricing text, vcpus integer, gpu text, gpu_count integer, hours double precision, cost numeric, reason text, cpu_instance text, cpu_hours double precision, cpu_cost numeric, gpu_instance text, gpu_hours double precision, gpu_cost numeric)
    LANGUAGE plpgsql STABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    SET client_min_messages TO 'warning'
    AS $$
#variable_conflict use_column
DECLARE
    deadline_h double precision;
    flop_bound boolean;
    start_h double precision;
    c record;
    g record;
BEGIN
    j := @extschema@.compute_job_check(j);
    arm64_ok := coalesce(arm64_ok, true);
    choose_compute.pricing := coalesce(choose_compute.pricing, 'on_demand');
    scale_from_zero := coalesce(scale_from_zero, false);
    IF lower(choose_compute.pricing) NOT IN ('on_demand', 'spot', 'any') THEN
        RAISE EXCEPTION 'pricing "%" is not recognized', choose_compute.pricing
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Valid values are: on_demand, spot, any.';
    END IF;
    choose_compute.pricing := lower(choose_compute.pricing);
    deadline_h := extract(epoch FROM j.deadline) / 3600;
    flop_bound := j.kind IN ('batch_inference', 'training', 'inference');
    start_h := CASE WHEN scale_from_zero THEN 5 / 60.0 ELSE 0 END;   -- a GPU node from zero

    -- the best CPU-only offer: Amdahl's law over its vCPUs; FLOP-bound work
    -- scales with the architecture's per-vCPU peak, other work counts a
    -- vCPU as a vCPU; spot adds 10% for restarts (as gpu_hours() does), a
    -- cluster scaled to zero a minute to start a node
    SELECT o.provider, o.instance_type, o.region, o.pricing, o.vcpus, o.cpu_arch, o.usd_per_hour, t.h,
           round(o.usd_per_hour * @extschema@.billed_hours(t.h, v.billing, v.billing_minimum)::numeric, 4) AS cost,
           o.host_memory_gib / o.vcpus AS gib_per_vcpu
      INTO c
      FROM @extschema@.offer o
      JOIN @extschema@.provider v ON v.id = o.provider,
           LATERAL (SELECT j.cpu_core_hours * ((1 - j.parallel) + j.parallel / o.vcpus)
                           * CASE WHEN flop_bound THEN @extschema@.cpu_gflops_per_vcpu('x86_64') / @extschema@.cpu_gflops_per_vcpu(o.cpu_arch) ELSE 1 END
                           * CASE WHEN o.pricing = 'spot' THEN 1.10 ELSE 1 END
                           + CASE WHEN scale_from_zero THEN 1 / 60.0 ELSE 0 END AS h) t
     WHERE o.gpu_count = 0 AND o.vcpus IS NOT NULL AND o.cpu_arch IS NOT NULL
       AND (arm64_ok OR o.cpu_arch = 'x86_64')
       AND (choose_compute.pricing = 'any' OR o.pricing = choose_compute.pricing)
       AND (j.host_memory IS NULL OR o.host_memory OPERATOR(@extschema@.>=) j.host_memory)
       AND (deadline_h IS NULL OR t.h <= deadline_h)
     ORDER BY cost, t.h LIMIT 1;

    -- the best GPU offer, when the code can use one: for other work
    -- gpu_hours() (the FLOPs at the work's share of the dense 16-bit peak
    -- over the instance's GPUs, spot restarts included), plus five minutes
    -- to start a GPU node from zero; costs billed as the provider bills
    SELECT NULL::text AS provider, NULL::text AS instance_type, NULL::text AS region, NULL::text AS pricing,
           NULL::integer AS vcpus, NULL::text AS gpu, NULL::integer AS gpu_count, NULL::numeric AS usd_per_hour,
           NULL::float8 AS h, NULL::numeric AS cost
      INTO g;
    IF j.uses_gpu_code AND (j.workload).kind IS NOT NULL THEN   -- (a row IS NOT NULL only without NULL fields)
        -- a deep-learning workload: rank_gpus()'s cheapest offer, with its
        -- own memory per GPU count (sharding included), time (a roofline
        -- for generation) and billing; a node started from zero leaves the
        -- deadline five minutes less
        IF deadline_h IS NULL OR deadline_h > start_h THEN
            SELECT r.provider, r.instance_type, r.region, r.pricing, o.vcpus, r.gpu, r.gpu_count, r.usd_per_hour,
                   r.hours + start_h AS h,
                   round(r.usd_per_hour * @extschema@.billed_hours(r.hours + start_h, v.billing, v.billing_minimum)::numeric, 4) AS cost
              INTO g
              FROM @extschema@.rank_gpus(j.workload, 'cost', choose_compute.pricing, 8,
                                         make_interval(secs => (deadline_h - start_h) * 3600)) r
              JOIN @extschema@.offer o ON o.provider = r.provider AND o.instance_type = r.instance_type
                                      AND o.region = r.region AND o.pricing = r.pricing
              JOIN @extschema@.provider v ON v.id = r.provider
             WHERE j.host_memory IS NULL OR o.host_memory IS NULL OR o.host_memory OPERATOR(@extschema@.>=) j.host_memory
             ORDER BY cost, r.hours LIMIT 1;
        END IF;
    ELSIF j.uses_gpu_code AND j.gpu_flops IS NOT NULL THEN
        SELECT o.provider, o.instance_type, o.region, o.pricing, o.vcpus, o.gpu, o.gpu_count, o.usd_per_hour, t.h,
               round(o.usd_per_hour * @extschema@.billed_hours(t.h, v.billing, v.billing_minimum)::numeric, 4) AS cost
          INTO g
          FROM @extschema@.gpu_offer o
          JOIN @extschema@.provider v ON v.id = o.provider,
               LATERAL (SELECT @extschema@.gpu_hours(j.gpu_flops, o.gpu, o.gpu_count, j.gpu_efficiency, o.pricing)
                               + start_h AS h) t
         WHERE t.h IS NOT NULL
           AND (choose_compute.pricing = 'any' OR o.pricing = choose_compute.pricing)
           AND (j.vram IS NULL OR j.vram::bigint <= 0.95 * o.memory_per_gpu_bytes)
           AND (j.host_memory IS NULL OR o.host_memory IS NULL OR o.host_memory OPERATOR(@extschema@.>=) j.host_memory)
           AND (deadline_h IS NULL OR t.h <= deadline_h)
         ORDER BY cost, t.h LIMIT 1;
    END IF;

    cpu_instance := c.instance_type; cpu_hours := c.h; cpu_cost := c.cost;
    gpu_instance := g.instance_type; gpu_hours := g.h; gpu_cost := g.cost;
    IF c.instance_type IS NULL AND g.instance_type IS NULL THEN
        choice := 'none';
        reason := format('no offer fits %s of memory%s', j.host_memory::text,
                         CASE WHEN j.deadline IS NOT NULL THEN ' within ' || j.deadline::text ELSE '' END);
        RETURN NEXT;
        RETURN;
    END IF;
    IF g.instance_type IS NOT NULL AND (c.instance_type IS NULL OR g.cost < c.cost) THEN
        choice := 'gpu';
        provider := g.provider; instance_type := g.instance_type; region := g.region; offer_pricing := g.pricing;
        vcpus := g.vcpus; gpu := g.gpu; gpu_count := g.gpu_count; hours := g.h; cost := g.cost;
        reason := CASE WHEN c.instance_type IS NULL
            THEN format('no CPU offer %s; %s x %s does it in %s h for %s USD',
                        CASE WHEN j.deadline IS NOT NULL THEN 'finishes within ' || j.deadline::text ELSE 'has the memory' END,
                        g.gpu_count, g.gpu, round(g.h::numeric, 2), g.cost)
            ELSE format('the code runs on a GPU and %s x %s costs %s USD (%s h) against %s USD (%s h) on the best CPU offer, %s',
                        g.gpu_count, g.gpu, g.cost, round(g.h::numeric, 2), c.cost, round(c.h::numeric, 2), c.instance_type) END;
    ELSE
        choice := 'cpu';
        provider := c.provider; instance_type := c.instance_type; region := c.region; offer_pricing := c.pricing;
        vcpus := c.vcpus; gpu := NULL; gpu_count := 0; hours := c.h; cost := c.cost;
        reason := CASE
            WHEN NOT coalesce(j.uses_gpu_code, false) OR j.gpu_flops IS NULL
                THEN format('the code does not use CUDA or a GPU library: CPU, %s (%s vCPUs, %s) in %s h for %s USD',
                            c.instance_type, c.vcpus, c.cpu_arch, round(c.h::numeric, 2), c.cost)
            WHEN g.instance_type IS NULL
                THEN format('no GPU offer fits%s; %s in %s h for %s USD',
                            CASE WHEN j.deadline IS NOT NULL THEN ' within ' || j.deadline::text ELSE '' END,
                            c.instance_type, round(c.h::numeric, 2), c.cost)
            ELSE format('the CPU is cheaper: %s costs %s USD (%s h) against %s USD (%s h) on %s x %s',
                        c.instance_type, c.cost, round(c.h::numeric, 2), g.cost, round(g.h::numeric, 2), g.gpu_count, g.gpu) END
            || CASE WHEN c.cpu_arch = 'arm64' THEN ' (ARM64: cheaper per vCPU)' ELSE '' END
            || CASE WHEN c.gib_per_vcpu >= 8 THEN format('; memory-optimised, %s GiB per vCPU, for %s of RAM',
                                                         round(c.gib_per_vcpu, 1), j.host_memory::text)
                    WHEN c.gib_per_vcpu <= 2 THEN '; compute-optimised' ELSE '' END;
    END IF;
    RETURN NEXT;
END $$;

COMMENT ON FUNCTION @extschema@.choose_compute(j @extschema@.compute_job, arm64_ok boolean, pricing text, scale_from_zero boolean) IS 'CPU or GPU: the cheapest CPU-only offer (Amdahl over its vCPUs, ARM64 when arm64_ok) against the cheapest GPU offer when the code can use one, within memory and deadline; the choice, its reason in words, and both options'' numbers';

CREATE FUNCTION @extschema@.classic_ml_job(rows bigint, features integer, iterations integer DEFAULT 500, algorithm text DEFAULT 'gbdt'::text, gpu_library boolean DEFAULT false, deadline interval DEFAULT NULL::interval) RETURNS @extschema@.compute_job
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    cells double precision;
BEGIN
    iterations := coalesce(iterations, 500);
    algorithm := coalesce(algorithm, 'gbdt');
    gpu_library := coalesce(gpu_library, false);
    IF rows IS NULL OR rows <= 0 OR features IS NULL OR features <= 0 OR iterations <= 0 THEN
        RAISE EXCEPTION 'rows, features and iterations must be positive'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'For example classic_ml_job(rows => 20000000, features => 50).';
    END IF;
    IF lower(algorithm) NOT IN ('gbdt', 'linear') THEN
        RAISE EXCEPTION 'algorithm "%" is not recognized', algorithm
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Valid values are: gbdt (gradient boosting), linear (linear and logistic models).';
    END IF;
    algorithm := lower(algorithm);
    cells := rows::float8 * features;
    -- histogram GBDT: about 10 ns per row, feature and tree on one vCPU;
    -- a linear model: about 2 ns per row and feature per pass
    RETURN ROW(
        'classic_ml', gpu_library,
        CASE algorithm WHEN 'gbdt' THEN cells * iterations * 10e-9 ELSE cells * iterations * 2e-9 END / 3600,
        CASE WHEN gpu_library THEN cells * iterations * (CASE algorithm WHEN 'gbdt' THEN 200 ELSE 40 END) END,
        0.05,                          -- GBDT on a GPU is memory-bound: a few % of the peak
        0.95,
        -- float32 data, its histogram copy, gradients
        @extschema@.job_memory(rows::numeric * features * 4 * 3, 'rows and features'),
        CASE WHEN gpu_library THEN @extschema@.job_memory(rows::numeric * features * 4 * 2, 'rows and features') END,
        @extschema@.deadline_argument(deadline),
        format('%s on %s rows x %s features, %s iterations', algorithm, rows, features, iterations), NULL)::@extschema@.compute_job;
END $$;

COMMENT ON FUNCTION @extschema@.classic_ml_job(rows bigint, features integer, iterations integer, algorithm text, gpu_library boolean, deadline interval) IS 'gradient boosting or a linear model on rows x features: about 10 ns (GBDT, per tree) or 2 ns (linear, per pass) per cell on one vCPU; a GPU path only with gpu_library';

CREATE FUNCTION @extschema@.unknown_cpu_arch(arch text) RETURNS double precision
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    RAISE EXCEPTION 'CPU architecture "%" is not recognized', arch
        USING ERRCODE = 'invalid_parameter_value',
              HINT = 'Valid values are: x86_64, arm64 (@extschema@.instance.cpu_arch).';
END $$;

COMMENT ON FUNCTION @extschema@.unknown_cpu_arch(arch text) IS 'the error of cpu_gflops_per_vcpu() for an architecture it does not know (NULL for NULL)';

CREATE FUNCTION @extschema@.cpu_gflops_per_vcpu(arch text) RETURNS double precision
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE lower(arch) WHEN 'x86_64'::text THEN (96.0)::double precision WHEN 'arm64'::text THEN (83.2)::double precision ELSE @extschema@.unknown_cpu_arch(arch) END;

COMMENT ON FUNCTION @extschema@.cpu_gflops_per_vcpu(arch text) IS 'dense fp32 peak per vCPU: x86-64 (AVX-512, 2 FMA units, 3.0 GHz, a vCPU is half a core) 96 GFLOPS; arm64 (Graviton3, 4 x 128-bit SVE, 2.6 GHz, a vCPU is a core) 83.2 GFLOPS';

CREATE FUNCTION @extschema@.deadline_argument(deadline interval) RETURNS interval
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    IF deadline <= interval '0 seconds' THEN
        RAISE EXCEPTION 'deadline must be a positive interval, not %', deadline
            USING ERRCODE = 'invalid_parameter_value', HINT = 'For example interval ''12 hours'', or NULL for none.';
    END IF;
    RETURN deadline;
END $$;

COMMENT ON FUNCTION @extschema@.deadline_argument(deadline interval) IS 'the deadline (NULL: none), or a 22023 error when it is zero or negative';

CREATE FUNCTION @extschema@.default_mfu(w @extschema@.workload) RETURNS double precision
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_default_mfu';

COMMENT ON FUNCTION @extschema@.default_mfu(w @extschema@.workload) IS 'the share of the dense peak duration() assumes for the workload: 0.40 full fine-tuning, 0.35 LoRA, 0.35 / 1.5 QLoRA (dequantisation), 0.50 inference prefill';

CREATE FUNCTION @extschema@.flops(w @extschema@.workload) RETURNS double precision
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_flops';

COMMENT ON FUNCTION @extschema@.flops(w @extschema@.workload) IS 'total FLOPs of the job: 6 x active parameters per token for full fine-tuning, 4 x for LoRA/QLoRA, +2 x with gradient checkpointing, plus attention (one step of batch x seq_len tokens when tokens is not given)';

CREATE FUNCTION @extschema@.memory_support(internal) RETURNS internal
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memory_support';

COMMENT ON FUNCTION @extschema@.memory_support(internal) IS 'planner support of memory(): rewrites memory(training_job(...)) into training_memory(...), and a column of it into training_memory_part(...)';

CREATE FUNCTION @extschema@.memory(w @extschema@.workload, gpus integer DEFAULT NULL::integer) RETURNS @extschema@.memory_estimate
    LANGUAGE c IMMUTABLE COST 10 SUPPORT @extschema@.memory_support PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_memory';

COMMENT ON FUNCTION @extschema@.memory(w @extschema@.workload, gpus integer) IS 'GPU memory per GPU of a workload, by component (weights, gradients, optimizer, activations, KV cache, overhead)';

CREATE FUNCTION @extschema@.compute_job(w @extschema@.workload, deadline interval DEFAULT NULL::interval) RETURNS @extschema@.compute_job
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    BEGIN ATOMIC
 SELECT ROW((compute_job.w).kind, true, (GREATEST((f.flops / ((@extschema@.cpu_gflops_per_vcpu('x86_64'::text) * ('1000000000'::numeric)::double precision) * (0.30)::double precision)),
         CASE
             WHEN ((compute_job.w).kind = 'inference'::text) THEN (((COALESCE((compute_job.w).tokens, (((compute_job.w).batch)::double precision * ((compute_job.w).seq_len)::double precision)) / ((compute_job.w).batch)::double precision) * ((((m.weights)::bigint)::double precision * (compute_job.w).active_params) / (compute_job.w).params)) / ('5000000000'::numeric)::double precision)
             ELSE (0)::double precision
         END) / (3600)::double precision), f.flops, @extschema@.default_mfu(compute_job.w), (0.95)::double precision, ((((((m.weights)::bigint * 2))::numeric + '2000000000'::numeric))::bigint)::@extschema@.memsize, m.total, @extschema@.deadline_argument(compute_job.deadline), format('%s of %s parameters'::text, (compute_job.w).kind, (compute_job.w).params), compute_job.w)::@extschema@.compute_job AS "row"
    FROM ( SELECT @extschema@.flops(compute_job.w) AS flops) f,
     @extschema@.memory(compute_job.w, 1) m(weights, gradients, optimizer, activations, kv_cache, overhead, total, gpus, allocated, reserved, trainable_params, optimizer_step)
   WHERE (compute_job.w IS DISTINCT FROM NULL);

END;

COMMENT ON FUNCTION @extschema@.compute_job(w @extschema@.workload, deadline interval) IS 'a training or inference workload as a compute_job: on CPU its FLOPs at 30% of the fp32 peak (generation: the weights read per step at 5 GB/s per vCPU, if longer); on GPU the workload, ranked by rank_gpus()';

CREATE FUNCTION @extschema@.compute_job_check(j @extschema@.compute_job) RETURNS @extschema@.compute_job
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    IF j IS NULL OR j.cpu_core_hours IS NULL OR j.cpu_core_hours <= 0 THEN
        RAISE EXCEPTION 'the job has no work'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Build it with classic_ml_job(), etl_job(), build_job(), batch_inference_job() or compute_job(training_job(...)).';
    END IF;
    PERFORM @extschema@.positive_argument(j.cpu_core_hours, 'cpu_core_hours', 'The job''s work in hours of one reference vCPU.');
    IF j.parallel IS NULL OR NOT (j.parallel >= 0 AND j.parallel <= 1) THEN
        RAISE EXCEPTION 'parallel must be between 0 and 1, not %', coalesce(j.parallel::text, 'NULL')
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The parallel share of the CPU work (Amdahl''s law), such as 0.9.';
    END IF;
    IF j.gpu_flops IS NOT NULL AND NOT (j.gpu_flops >= 0 AND j.gpu_flops < 'Infinity') THEN
        RAISE EXCEPTION 'gpu_flops must be a finite number of at least 0, not %', j.gpu_flops
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The work as dense 16-bit FLOPs on a GPU, or NULL for no GPU path.';
    END IF;
    IF j.gpu_efficiency IS NOT NULL AND NOT (j.gpu_efficiency > 0 AND j.gpu_efficiency <= 1) THEN
        RAISE EXCEPTION 'gpu_efficiency must be above 0 and at most 1, not %', j.gpu_efficiency
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The share of the GPU''s dense peak the work achieves, such as 0.4.';
    END IF;
    IF j.host_memory OPERATOR(@extschema@.<) '0 B'::@extschema@.memsize
       OR j.vram OPERATOR(@extschema@.<) '0 B'::@extschema@.memsize THEN
        RAISE EXCEPTION 'host_memory and vram cannot be negative'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The RAM and the GPU memory the job needs, or NULL when not known.';
    END IF;
    PERFORM @extschema@.deadline_argument(j.deadline);
    RETURN j;
END $$;

COMMENT ON FUNCTION @extschema@.compute_job_check(j @extschema@.compute_job) IS 'the compute_job, or a 22023 error for one that choose_compute() cannot cost (no work; a NaN, infinite or negative amount; a share outside 0..1; a deadline not positive)';

CREATE FUNCTION @extschema@.csv_records(content text) RETURNS SETOF text[]
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'csv_records';

COMMENT ON FUNCTION @extschema@.csv_records(content text) IS 'the records of a CSV text (RFC 4180, LF or CRLF), one text[] each, header first';

CREATE FUNCTION @extschema@.duration(w @extschema@.workload, gpu text, gpus integer DEFAULT 1, mfu double precision DEFAULT NULL::double precision) RETURNS interval
    LANGUAGE c STABLE PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_duration';

COMMENT ON FUNCTION @extschema@.duration(w @extschema@.workload, gpu text, gpus integer, mfu double precision) IS 'how long the job takes on gpus GPUs of a catalog GPU (id or any spelling): FLOPs at the dense peak x utilisation plus unhidden memory traffic, scaled for multi-GPU efficiency; inference is a roofline';

CREATE FUNCTION @extschema@.etl_job(input @extschema@.memsize, joins integer DEFAULT 1, udfs boolean DEFAULT false, gpu_library boolean DEFAULT false, deadline interval DEFAULT NULL::interval) RETURNS @extschema@.compute_job
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    gb double precision := input::bigint / 1e9;
BEGIN
    joins := coalesce(joins, 1);
    udfs := coalesce(udfs, false);
    gpu_library := coalesce(gpu_library, false);
    IF input IS NULL OR input::bigint <= 0 OR joins < 0 THEN
        RAISE EXCEPTION 'input must be positive and joins not negative'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'For example etl_job(input => ''200 GB'', joins => 4, udfs => true).';
    END IF;
    -- a scan and each join pass over the data at 200 MB/s per vCPU; Python
    -- UDFs at 20 MB/s per vCPU; hash joins hold half the data in memory
    RETURN ROW('etl', gpu_library,
        (gb * (1.0 + joins) / 0.2 + CASE WHEN udfs THEN gb / 0.02 ELSE 0 END) / 3600,
        CASE WHEN gpu_library THEN gb * 1e9 * (1.0 + joins) * 50 END, 0.02, 0.9,
        @extschema@.job_memory(input::bigint * (0.25 + 0.5 * least(joins, 4)), 'input'),
        CASE WHEN gpu_library THEN @extschema@.job_memory(input::bigint * 0.5, 'input') END,
        @extschema@.deadline_argument(deadline),
        format('ETL over %s, %s joins%s', input::text, joins, CASE WHEN udfs THEN ', UDFs' ELSE '' END), NULL)::@extschema@.compute_job;
END $$;

COMMENT ON FUNCTION @extschema@.etl_job(input @extschema@.memsize, joins integer, udfs boolean, gpu_library boolean, deadline interval) IS 'data preprocessing: scan and join passes at 200 MB/s per vCPU, Python UDFs at 20 MB/s; hash joins hold half the data';

CREATE FUNCTION @extschema@.fits(w @extschema@.workload, gpu text, gpus integer DEFAULT 1) RETURNS boolean
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_fits';

COMMENT ON FUNCTION @extschema@.fits(w @extschema@.workload, gpu text, gpus integer) IS 'whether memory(w, gpus).total leaves 5% of the GPU''s memory free';

CREATE FUNCTION @extschema@.float8_mul_memsize(double precision, @extschema@.memsize) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'float8_mul_memsize';

COMMENT ON FUNCTION @extschema@.float8_mul_memsize(double precision, @extschema@.memsize) IS 'multiply, rounded to the nearest byte';

CREATE FUNCTION @extschema@.gpu_hour_price(gpu text, pricing text DEFAULT 'on_demand'::text, at timestamp with time zone DEFAULT now()) RETURNS numeric
    LANGUAGE c STABLE PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'gpu_hour_price';

COMMENT ON FUNCTION @extschema@.gpu_hour_price(gpu text, pricing text, at timestamp with time zone) IS 'the cheapest price per GPU-hour of a GPU (id or any spelling) among the offers in force at "at"; NULL when none';

CREATE FUNCTION @extschema@.gpu_hours(flops double precision, gpu text, gpu_count integer DEFAULT 1, efficiency double precision DEFAULT NULL::double precision, pricing text DEFAULT 'on_demand'::text) RETURNS double precision
    LANGUAGE c STABLE PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'gpu_hours';

COMMENT ON FUNCTION @extschema@.gpu_hours(flops double precision, gpu text, gpu_count integer, efficiency double precision, pricing text) IS 'hours for dense 16-bit FLOPs of any work on gpu_count GPUs of a catalog GPU (id or any spelling), at the efficiency (NULL: 0.40) with duration()''s multi-GPU scaling, plus 10% for spot restarts; NULL for a GPU without a 16-bit or fp32 peak';

CREATE FUNCTION @extschema@.gpu_id(name text) RETURNS text
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'gpu_id';

COMMENT ON FUNCTION @extschema@.gpu_id(name text) IS 'the catalog id of a GPU name as nvidia-smi, Kubernetes labels, SkyPilot, clouds or cluster traces spell it; NULL when unknown (reads gpu and gpu_alias once per query)';

CREATE FUNCTION @extschema@.gpu_key(text) RETURNS text
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'gpu_key';

COMMENT ON FUNCTION @extschema@.gpu_key(text) IS 'the matching key of a GPU name: lower-case letters and digits, leading vendor/brand words (nvidia, tesla, geforce, quadro, amd, instinct) dropped';

CREATE FUNCTION @extschema@.host_memory(w @extschema@.workload, gpus integer DEFAULT NULL::integer) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_host_memory';

COMMENT ON FUNCTION @extschema@.host_memory(w @extschema@.workload, gpus integer) IS 'host memory per GPU''s process that a workload offloads (optimizer states, master copy, gradients, parameters, activations); 0 when it offloads nothing';

CREATE FUNCTION @extschema@.import_skypilot(provider text, vms_csv text, valid_from date DEFAULT CURRENT_DATE, source text DEFAULT NULL::text) RETURNS TABLE(line integer, instance_type text, region text, accelerator text, action text, reason text)
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $_$
#variable_conflict use_column
DECLARE
    hdr text[];
    col jsonb := '{}';
    rec record;
    n integer := 0;
    it text; acc text; accn text; reg text; arch text; vc text; mg text;
    gpu text; cnt numeric; vcpu numeric; mem numeric; od text; sp text;
    -- a number as SkyPilot writes one: no sign, no NaN or Infinity
    num_re constant text := '^([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?$';
    content text := import_skypilot.vms_csv;
    bad text[];
    inst @extschema@.instance;
    src text := coalesce(import_skypilot.source, 'SkyPilot catalog vms.csv (' || import_skypilot.provider || ')');
    pr record;
    seen text[] := '{}';
    key text;
    note text;
BEGIN
    IF import_skypilot.provider IS NULL OR import_skypilot.vms_csv IS NULL OR import_skypilot.valid_from IS NULL THEN
        RAISE EXCEPTION '% must not be NULL',
                        CASE WHEN import_skypilot.provider IS NULL THEN 'provider'
                             WHEN import_skypilot.vms_csv IS NULL THEN 'vms_csv' ELSE 'valid_from' END
            USING ERRCODE = 'null_value_not_allowed',
                  HINT = 'Pass a provider of @extschema@.provider, the text of a SkyPilot vms.csv (in psql: \set v `cat vms.csv` then :''v'') and the date its prices take effect (by default today).';
    END IF;
    IF import_skypilot.valid_from = 'infinity' THEN
        RAISE EXCEPTION 'valid_from must not be infinity: prices valid from then are never in force'
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Pass the date the prices take effect, such as current_date.';
    END IF;
    -- a UTF-8 byte-order mark, as spreadsheet programs write one, is not
    -- part of the first column's name
    IF pg_catalog.current_setting('server_encoding') = 'UTF8' THEN
        IF left(content, 1) = chr(65279) THEN
            content := substr(content, 2);
        END IF;
    END IF;
    IF NOT EXISTS (SELECT FROM @extschema@.provider p WHERE p.id = import_skypilot.provider) THEN
        RAISE EXCEPTION 'provider "%" is not in @extschema@.provider', import_skypilot.provider
            USING ERRCODE = 'foreign_key_violation',
                  HINT = 'Insert the provider first, e.g. INSERT INTO @extschema@.provider (id, name, kind, billing, source) VALUES (...).';
    END IF;
    -- per-zone rows: one price per region, the cheapest zone's
    CREATE TEMP TABLE IF NOT EXISTS cs_import_rows (
        line integer, instance_type text, accelerator text, gpu text, gpu_count integer,
        vcpus integer, memory_gib numeric, arch text, region text, on_demand numeric, spot numeric,
        note text)
        ON COMMIT DROP;
    TRUNCATE cs_import_rows;

    FOR rec IN SELECT r, ordinality AS i FROM @extschema@.csv_records(content) WITH ORDINALITY AS t(r, ordinality) LOOP
        IF rec.i = 1 THEN
            hdr := rec.r;
            FOR k IN 1 .. coalesce(array_length(hdr, 1), 0) LOOP
                IF btrim(hdr[k]) <> '' AND col ? btrim(hdr[k]) THEN
                    RAISE EXCEPTION 'not a SkyPilot vms.csv: the header names column "%" twice', btrim(hdr[k])
                        USING ERRCODE = 'bad_copy_file_format',
                              DETAIL = format('Header: %s', array_to_string(hdr, ',')),
                              HINT = 'Each column of a SkyPilot vms.csv has its own name.';
                END IF;
                col := col || jsonb_build_object(btrim(hdr[k]), k);
            END LOOP;
            IF NOT (col ? 'InstanceType' AND col ? 'Price' AND col ? 'Region') THEN
                RAISE EXCEPTION 'not a SkyPilot vms.csv: the header lacks InstanceType, Price or Region'
                    USING ERRCODE = 'bad_copy_file_format',
                          DETAIL = format('Header: %s', array_to_string(hdr, ',')),
                          HINT = 'Pass the whole file, header included: \set v `cat vms.csv` then :''v''.';
            END IF;
            CONTINUE;
        END IF;
        n := rec.i::integer;
        IF array_length(rec.r, 1) <> array_length(hdr, 1) THEN
            line := n; instance_type := NULL; region := NULL; accelerator := NULL;
            action := 'skipped';
            reason := format('%s fields, the header has %s', array_length(rec.r, 1), array_length(hdr, 1));
            RETURN NEXT; CONTINUE;
        END IF;
        it   := nullif(btrim(rec.r[(col->>'InstanceType')::int]), '');
        acc  := CASE WHEN col ? 'AcceleratorName' THEN nullif(btrim(rec.r[(col->>'AcceleratorName')::int]), '') END;
        accn := CASE WHEN col ? 'AcceleratorCount' THEN nullif(btrim(rec.r[(col->>'AcceleratorCount')::int]), '') END;
        reg  := nullif(btrim(rec.r[(col->>'Region')::int]), '');
        arch := CASE WHEN col ? 'Arch' THEN nullif(btrim(rec.r[(col->>'Arch')::int]), '') END;
        od   := nullif(btrim(rec.r[(col->>'Price')::int]), '');
        sp   := CASE WHEN col ? 'SpotPrice' THEN nullif(btrim(rec.r[(col->>'SpotPrice')::int]), '') END;
        line := n; instance_type := it; region := reg; accelerator := acc;
        action := 'skipped';

        IF it IS NULL THEN
            reason := 'no instance type (a GPU priced on its own, to attach to a machine type)';
            RETURN NEXT; CONTINUE;
        END IF;
        IF reg IS NULL THEN
            reason := 'no region';
            RETURN NEXT; CONTINUE;
        END IF;
        vc   := CASE WHEN col ? 'vCPUs' THEN nullif(btrim(rec.r[(col->>'vCPUs')::int]), '') END;
        mg   := CASE WHEN col ? 'MemoryGiB' THEN nullif(btrim(rec.r[(col->>'MemoryGiB')::int]), '') END;
        -- a field is read as a number only once its text is known to be one
        reason := NULL;
        IF accn !~ num_re THEN
            reason := format('AcceleratorCount "%s" is not a non-negative number', accn);
        ELSIF vc !~ num_re THEN
            reason := format('vCPUs "%s" is not a non-negative number', vc);
        ELSIF mg !~ num_re THEN
            reason := format('MemoryGiB "%s" is not a non-negative number', mg);
        END IF;
        IF reason IS NOT NULL THEN
            RETURN NEXT; CONTINUE;
        END IF;
        cnt  := coalesce(accn::numeric, 0);
        vcpu := vc::numeric;
        mem  := mg::numeric;
        IF vcpu <> trunc(vcpu) OR vcpu > 2147483647 THEN
            reason := format('vCPUs "%s" is not a whole number of CPUs up to 2147483647', vc);
        ELSIF mem > 0 AND (mem * 1073741824 < 0.5 OR mem >= 8589934592) THEN
            reason := format('MemoryGiB "%s" is not a size a memsize holds (1 byte to 8 EiB)', mg);
        END IF;
        IF reason IS NOT NULL THEN
            RETURN NEXT; CONTINUE;
        END IF;
        -- a price is usable when it is a positive number below the
        -- catalog's bound; a bad one is reported and the row's other price
        -- still imported
        bad := '{}';
        IF od !~ num_re THEN
            bad := bad || format('Price "%s" is not a non-negative number', od);
            od := NULL;
        ELSIF od::numeric <= 0 OR od::numeric >= 1000000 THEN
            bad := bad || format('Price "%s" is not above 0 and below 1000000 USD per hour', od);
            od := NULL;
        END IF;
        IF sp !~ num_re THEN
            bad := bad || format('SpotPrice "%s" is not a non-negative number', sp);
            sp := NULL;
        ELSIF sp::numeric <= 0 OR sp::numeric >= 1000000 THEN
            bad := bad || format('SpotPrice "%s" is not above 0 and below 1000000 USD per hour', sp);
            sp := NULL;
        END IF;
        IF od IS NULL AND sp IS NULL THEN
            reason := coalesce(nullif(array_to_string(bad, '; '), ''), 'no price given');
            RETURN NEXT; CONTINUE;
        END IF;
        IF acc IS NOT NULL THEN
            gpu := @extschema@.gpu_id(acc);
            IF gpu IS NULL THEN
                reason := format('accelerator "%s" is not in @extschema@.gpu_alias', acc);
                RETURN NEXT; CONTINUE;
            END IF;
            IF cnt <= 0 OR cnt <> trunc(cnt) THEN
                reason := format('accelerator count "%s" is not a whole number of GPUs', accn);
                RETURN NEXT; CONTINUE;
            END IF;
            IF cnt > 2147483647 THEN
                reason := format('accelerator count "%s" is more than 2147483647 GPUs', accn);
                RETURN NEXT; CONTINUE;
            END IF;
        ELSE
            gpu := NULL;
            IF cnt <> 0 THEN
                reason := 'an accelerator count without an accelerator name';
                RETURN NEXT; CONTINUE;
            END IF;
        END IF;
        SELECT * INTO inst FROM @extschema@.instance i
         WHERE i.provider = import_skypilot.provider AND i.instance_type = it;
        note := '';
        IF FOUND AND inst.gpu_id IS NOT NULL AND gpu IS NOT NULL AND inst.gpu_id <> gpu
           AND inst.gpu_count = cnt THEN
            -- SkyPilot names a GPU family ("A100", "H100"); the catalog's
            -- instance says which variant this type has
            note := format(' (%s: the catalog''s variant of %s)', inst.gpu_id, acc);
            gpu := inst.gpu_id;
        END IF;
        IF FOUND AND (inst.gpu_id IS DISTINCT FROM gpu OR inst.gpu_count <> cnt) THEN
            IF gpu IS NULL THEN
                reason := format('the catalog has %s x %s in this instance type; this row lists no accelerator (its price is the host alone)',
                                 inst.gpu_count, inst.gpu_id);
            ELSE
                reason := format('the catalog has %s x %s in this instance type, this row %s x %s',
                                 inst.gpu_count, coalesce(inst.gpu_id, 'no GPU'), cnt, gpu);
            END IF;
            RETURN NEXT; CONTINUE;
        END IF;
        IF NOT FOUND AND gpu IS NULL AND it ~ '^(a2|a3|a4|g2|g4)-' AND import_skypilot.provider = 'gcp' THEN
            reason := 'a GCP GPU machine type listed without its GPUs (the catalog prices them in separate rows): the price is the host alone';
            RETURN NEXT; CONTINUE;
        END IF;
        IF bad <> '{}' THEN
            -- the row's other price is imported below
            reason := array_to_string(bad, '; ');
            RETURN NEXT;
        END IF;
        INSERT INTO cs_import_rows VALUES (n, it, acc, gpu, cnt::integer, vcpu::integer, mem,
            CASE WHEN arch IN ('arm64', 'aarch64') THEN 'arm64' WHEN arch IN ('x86_64', 'amd64', 'x86') THEN 'x86_64' END,
            reg, trim_scale(od::numeric), trim_scale(sp::numeric), note);
    END LOOP;
    IF hdr IS NULL THEN
        RAISE EXCEPTION 'not a SkyPilot vms.csv: the text is empty'
            USING ERRCODE = 'bad_copy_file_format',
                  HINT = 'Pass the whole file, header included: \set v `cat vms.csv` then :''v''.';
    END IF;

    -- instances first (new ones become the caller's rows), then prices
    INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source)
    SELECT DISTINCT ON (r.instance_type) import_skypilot.provider, r.instance_type, r.gpu, r.gpu_count,
           nullif(r.vcpus, 0), (r.memory_gib::text || ' GiB')::@extschema@.memsize, r.arch, src
    FROM cs_import_rows r
    WHERE NOT EXISTS (SELECT FROM @extschema@.instance i
                      WHERE i.provider = import_skypilot.provider AND i.instance_type = r.instance_type)
      AND r.memory_gib > 0
    ORDER BY r.instance_type, r.line;

    FOR pr IN
        SELECT r.instance_type AS it, r.region AS reg, x.pricing, x.usd, min(r.line) AS first_line,
               count(*) AS zone_rows, min(r.note) AS note
        FROM cs_import_rows r,
             LATERAL (VALUES ('on_demand', r.on_demand), ('spot', r.spot)) AS x(pricing, usd)
        WHERE x.usd IS NOT NULL
        GROUP BY r.instance_type, r.region, x.pricing, x.usd
        ORDER BY 1, 2, 3, 4
    LOOP
        key := pr.it || '|' || pr.reg || '|' || pr.pricing;
        IF key = ANY (seen) THEN
            CONTINUE;           -- a dearer zone of the same region
        END IF;
        seen := seen || key;
        line := pr.first_line; instance_type := pr.it; region := pr.reg;
        accelerator := (SELECT r.accelerator FROM cs_import_rows r WHERE r.line = pr.first_line);
        IF NOT EXISTS (SELECT FROM @extschema@.instance i
                       WHERE i.provider = import_skypilot.provider AND i.instance_type = pr.it) THEN
            action := 'skipped'; reason := 'no host memory given for a new instance type';
            RETURN NEXT; CONTINUE;
        END IF;
        IF EXISTS (SELECT FROM @extschema@.price p
                   WHERE p.provider = import_skypilot.provider AND p.instance_type = pr.it
                     AND p.region = pr.reg AND p.pricing = pr.pricing AND NOT p.is_builtin
                     AND p.valid_to IS NULL AND p.usd_per_hour = pr.usd
                     AND p.valid_from <= import_skypilot.valid_from) THEN
            action := 'unchanged'; reason := format('%s %s USD/h already in force', pr.pricing, pr.usd);
            RETURN NEXT; CONTINUE;
        END IF;
        BEGIN
            INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
            VALUES (import_skypilot.provider, pr.it, pr.reg, pr.pricing, pr.usd, import_skypilot.valid_from, src);
            action := 'imported';
            reason := format('%s %s USD/h%s%s', pr.pricing, pr.usd,
                             CASE WHEN pr.zone_rows > 1 THEN ' (cheapest zone)' ELSE '' END, pr.note);
        EXCEPTION WHEN exclusion_violation OR unique_violation THEN
            action := 'skipped';
            reason := format('%s price overlaps a period already in the catalog for this offer', pr.pricing);
        END;
        RETURN NEXT;
    END LOOP;
    DROP TABLE cs_import_rows;
END $_$;

COMMENT ON FUNCTION @extschema@.import_skypilot(provider text, vms_csv text, valid_from date, source text) IS 'imports a SkyPilot vms.csv (columns matched by header name) into instance and price as the caller''s rows; returns one row per input row skipped and per price imported or unchanged, with the reason';

CREATE FUNCTION @extschema@.in_extension_script() RETURNS boolean
    LANGUAGE c STABLE PARALLEL RESTRICTED
    AS 'MODULE_PATHNAME', 'in_extension_script';

COMMENT ON FUNCTION @extschema@.in_extension_script() IS 'true while CREATE EXTENSION or ALTER EXTENSION UPDATE runs a script (the catalog triggers let only scripts change shipped rows)';

CREATE FUNCTION @extschema@.inference_job(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, "precision" text DEFAULT 'bf16'::text, batch integer DEFAULT 1, context integer DEFAULT 4096, kv_precision text DEFAULT NULL::text, tokens double precision DEFAULT NULL::double precision, framework text DEFAULT 'pytorch'::text, gpus integer DEFAULT 1, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, flash_attention boolean DEFAULT true, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, kv_cache_width integer DEFAULT NULL::integer, sliding_window integer DEFAULT NULL::integer, sliding_window_layers integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, prompt integer DEFAULT NULL::integer) RETURNS @extschema@.workload
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'inference_job';

COMMENT ON FUNCTION @extschema@.inference_job(model text, params double precision, "precision" text, batch integer, context integer, kv_precision text, tokens double precision, framework text, gpus integer, layers integer, hidden integer, heads integer, kv_heads integer, head_dim integer, vocab integer, intermediate integer, flash_attention boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, kv_cache_width integer, sliding_window integer, sliding_window_layers integer, cuda_context @extschema@.memsize, prompt integer) IS 'an inference job (pytorch, vllm or llama.cpp; weights at any precision or GGUF type); model => name fills the architecture, explicit arguments override it; prompt => the prompt''s tokens of the context';

CREATE FUNCTION @extschema@.inference_memory(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, "precision" text DEFAULT 'bf16'::text, batch integer DEFAULT 1, context integer DEFAULT 4096, kv_precision text DEFAULT NULL::text, tokens double precision DEFAULT NULL::double precision, framework text DEFAULT 'pytorch'::text, gpus integer DEFAULT 1, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, flash_attention boolean DEFAULT true, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, kv_cache_width integer DEFAULT NULL::integer, sliding_window integer DEFAULT NULL::integer, sliding_window_layers integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, prompt integer DEFAULT NULL::integer, memory_gpus integer DEFAULT NULL::integer) RETURNS @extschema@.memory_estimate
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'inference_memory';

COMMENT ON FUNCTION @extschema@.inference_memory(model text, params double precision, "precision" text, batch integer, context integer, kv_precision text, tokens double precision, framework text, gpus integer, layers integer, hidden integer, heads integer, kv_heads integer, head_dim integer, vocab integer, intermediate integer, flash_attention boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, kv_cache_width integer, sliding_window integer, sliding_window_layers integer, cuda_context @extschema@.memsize, prompt integer, memory_gpus integer) IS 'memory(inference_job(...), gpus) in one call; the planner uses it for such nested calls';

CREATE FUNCTION @extschema@.inference_memory_part(model text, params double precision, "precision" text, batch integer, context integer, kv_precision text, tokens double precision, framework text, gpus integer, layers integer, hidden integer, heads integer, kv_heads integer, head_dim integer, vocab integer, intermediate integer, flash_attention boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, kv_cache_width integer, sliding_window integer, sliding_window_layers integer, cuda_context @extschema@.memsize, prompt integer, memory_gpus integer, part integer) RETURNS @extschema@.memsize
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'inference_memory_part';

COMMENT ON FUNCTION @extschema@.inference_memory_part(model text, params double precision, "precision" text, batch integer, context integer, kv_precision text, tokens double precision, framework text, gpus integer, layers integer, hidden integer, heads integer, kv_heads integer, head_dim integer, vocab integer, intermediate integer, flash_attention boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, kv_cache_width integer, sliding_window integer, sliding_window_layers integer, cuda_context @extschema@.memsize, prompt integer, memory_gpus integer, part integer) IS 'one size column of memory(inference_job(...), gpus), by its number; the planner uses it for (memory(inference_job(...))).column';

CREATE FUNCTION @extschema@.job_memory(bytes numeric, what text) RETURNS @extschema@.memsize
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    IF NOT (bytes >= 0 AND bytes < 9223372036854775807.5) THEN
        RAISE EXCEPTION 'the job''s memory is out of range: % bytes', round(bytes)
            USING ERRCODE = 'numeric_value_out_of_range',
                  HINT = format('A memsize holds up to 8 EiB; check %s.', what);
    END IF;
    RETURN round(bytes)::bigint::@extschema@.memsize;
END $$;

COMMENT ON FUNCTION @extschema@.job_memory(bytes numeric, what text) IS 'bytes rounded to a memsize, or a 22003 error naming the inputs to check when they exceed what a memsize holds';

CREATE FUNCTION @extschema@.max_batch(w @extschema@.workload, gpu text, gpus integer DEFAULT 1) RETURNS integer
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_max_batch';

COMMENT ON FUNCTION @extschema@.max_batch(w @extschema@.workload, gpu text, gpus integer) IS 'the largest batch (sequences per GPU; for inference, concurrent sequences) with which fits(w, gpu, gpus) holds, the workload otherwise as it is; 0 when not even one fits';

CREATE FUNCTION @extschema@.max_context(w @extschema@.workload, gpu text, gpus integer DEFAULT 1) RETURNS integer
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_max_context';

COMMENT ON FUNCTION @extschema@.max_context(w @extschema@.workload, gpu text, gpus integer) IS 'the longest seq_len (training) or context (inference) in tokens with which fits(w, gpu, gpus) holds at the workload''s batch; 0 when not even one token fits';

CREATE FUNCTION @extschema@.memsize_avg_accum(bigint[], @extschema@.memsize) RETURNS bigint[]
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_avg_accum';

COMMENT ON FUNCTION @extschema@.memsize_avg_accum(bigint[], @extschema@.memsize) IS 'avg(memsize) transition: {count, 128-bit sum}';

CREATE FUNCTION @extschema@.memsize_avg_combine(bigint[], bigint[]) RETURNS bigint[]
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_avg_combine';

COMMENT ON FUNCTION @extschema@.memsize_avg_combine(bigint[], bigint[]) IS 'avg(memsize) combine of partial states';

CREATE FUNCTION @extschema@.memsize_avg_final(bigint[]) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_avg_final';

COMMENT ON FUNCTION @extschema@.memsize_avg_final(bigint[]) IS 'avg(memsize) final: mean rounded to the nearest byte';

CREATE FUNCTION @extschema@.memsize_cmp(@extschema@.memsize, @extschema@.memsize) RETURNS integer
    LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE
    AS $$btint8cmp$$;

COMMENT ON FUNCTION @extschema@.memsize_cmp(@extschema@.memsize, @extschema@.memsize) IS 'btree comparison: -1, 0 or 1';

CREATE FUNCTION @extschema@.memsize_div(@extschema@.memsize, @extschema@.memsize) RETURNS double precision
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_div';

COMMENT ON FUNCTION @extschema@.memsize_div(@extschema@.memsize, @extschema@.memsize) IS 'ratio of two sizes';

CREATE FUNCTION @extschema@.memsize_div_float8(@extschema@.memsize, double precision) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_div_float8';

COMMENT ON FUNCTION @extschema@.memsize_div_float8(@extschema@.memsize, double precision) IS 'divide, rounded to the nearest byte';

CREATE FUNCTION @extschema@.memsize_div_numeric(@extschema@.memsize, numeric) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_div_numeric';

COMMENT ON FUNCTION @extschema@.memsize_div_numeric(@extschema@.memsize, numeric) IS 'divide exactly, rounded to the nearest byte';

CREATE FUNCTION @extschema@.memsize_eq(@extschema@.memsize, @extschema@.memsize) RETURNS boolean
    LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE
    AS $$int8eq$$;

COMMENT ON FUNCTION @extschema@.memsize_eq(@extschema@.memsize, @extschema@.memsize) IS 'equal';

CREATE FUNCTION @extschema@.memsize_ge(@extschema@.memsize, @extschema@.memsize) RETURNS boolean
    LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE
    AS $$int8ge$$;

COMMENT ON FUNCTION @extschema@.memsize_ge(@extschema@.memsize, @extschema@.memsize) IS 'greater than or equal';

CREATE FUNCTION @extschema@.memsize_gt(@extschema@.memsize, @extschema@.memsize) RETURNS boolean
    LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE
    AS $$int8gt$$;

COMMENT ON FUNCTION @extschema@.memsize_gt(@extschema@.memsize, @extschema@.memsize) IS 'greater than';

CREATE FUNCTION @extschema@.memsize_hash(@extschema@.memsize) RETURNS integer
    LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE
    AS $$hashint8$$;

COMMENT ON FUNCTION @extschema@.memsize_hash(@extschema@.memsize) IS 'hash';

CREATE FUNCTION @extschema@.memsize_hash_extended(@extschema@.memsize, bigint) RETURNS bigint
    LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE
    AS $$hashint8extended$$;

COMMENT ON FUNCTION @extschema@.memsize_hash_extended(@extschema@.memsize, bigint) IS 'seeded 64-bit hash (hash partitioning)';

CREATE FUNCTION @extschema@.memsize_larger(@extschema@.memsize, @extschema@.memsize) RETURNS @extschema@.memsize
    LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE
    AS $$int8larger$$;

COMMENT ON FUNCTION @extschema@.memsize_larger(@extschema@.memsize, @extschema@.memsize) IS 'larger of two sizes';

CREATE FUNCTION @extschema@.memsize_le(@extschema@.memsize, @extschema@.memsize) RETURNS boolean
    LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE
    AS $$int8le$$;

COMMENT ON FUNCTION @extschema@.memsize_le(@extschema@.memsize, @extschema@.memsize) IS 'less than or equal';

CREATE FUNCTION @extschema@.memsize_lt(@extschema@.memsize, @extschema@.memsize) RETURNS boolean
    LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE
    AS $$int8lt$$;

COMMENT ON FUNCTION @extschema@.memsize_lt(@extschema@.memsize, @extschema@.memsize) IS 'less than';

CREATE FUNCTION @extschema@.memsize_mi(@extschema@.memsize, @extschema@.memsize) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_mi';

COMMENT ON FUNCTION @extschema@.memsize_mi(@extschema@.memsize, @extschema@.memsize) IS 'subtract, overflow-checked';

CREATE FUNCTION @extschema@.memsize_mul_float8(@extschema@.memsize, double precision) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_mul_float8';

COMMENT ON FUNCTION @extschema@.memsize_mul_float8(@extschema@.memsize, double precision) IS 'multiply, rounded to the nearest byte';

CREATE FUNCTION @extschema@.memsize_mul_numeric(@extschema@.memsize, numeric) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_mul_numeric';

COMMENT ON FUNCTION @extschema@.memsize_mul_numeric(@extschema@.memsize, numeric) IS 'multiply exactly, rounded to the nearest byte';

CREATE FUNCTION @extschema@.memsize_ne(@extschema@.memsize, @extschema@.memsize) RETURNS boolean
    LANGUAGE internal IMMUTABLE STRICT LEAKPROOF PARALLEL SAFE
    AS $$int8ne$$;

COMMENT ON FUNCTION @extschema@.memsize_ne(@extschema@.memsize, @extschema@.memsize) IS 'not equal';

CREATE FUNCTION @extschema@.memsize_pl(@extschema@.memsize, @extschema@.memsize) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_pl';

COMMENT ON FUNCTION @extschema@.memsize_pl(@extschema@.memsize, @extschema@.memsize) IS 'add, overflow-checked';

CREATE FUNCTION @extschema@.memsize_smaller(@extschema@.memsize, @extschema@.memsize) RETURNS @extschema@.memsize
    LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE
    AS $$int8smaller$$;

COMMENT ON FUNCTION @extschema@.memsize_smaller(@extschema@.memsize, @extschema@.memsize) IS 'smaller of two sizes';

CREATE FUNCTION @extschema@.memsize_sortsupport(internal) RETURNS void
    LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE
    AS $$btint8sortsupport$$;

COMMENT ON FUNCTION @extschema@.memsize_sortsupport(internal) IS 'btree sort support';

CREATE FUNCTION @extschema@.memsize_um(@extschema@.memsize) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_um';

COMMENT ON FUNCTION @extschema@.memsize_um(@extschema@.memsize) IS 'negate, overflow-checked';

CREATE FUNCTION @extschema@.min_gpus(w @extschema@.workload, gpu text, max_gpus integer DEFAULT 1024) RETURNS integer
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_min_gpus';

COMMENT ON FUNCTION @extschema@.min_gpus(w @extschema@.workload, gpu text, max_gpus integer) IS 'the fewest GPUs, up to max_gpus, with which fits(w, gpu, gpus) holds, sharded as the workload says (ZeRO / FSDP, tensor-parallel inference); NULL when none does';

CREATE FUNCTION @extschema@.model_id(name text) RETURNS text
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'model_id';

COMMENT ON FUNCTION @extschema@.model_id(name text) IS 'the catalog name of a model as job logs name it: a catalog name, a Hugging Face repository id with or without its owner (as training_job() takes them), or the base of an instruction-tuned fine-tune (-Instruct, -chat, -it) or a quantized upload (-GPTQ, -AWQ, -GGUF, -bnb-4bit, ...), which has its base''s architecture; NULL when unknown (reads model once per query)';

CREATE FUNCTION @extschema@.numeric_mul_memsize(numeric, @extschema@.memsize) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'numeric_mul_memsize';

COMMENT ON FUNCTION @extschema@.numeric_mul_memsize(numeric, @extschema@.memsize) IS 'multiply exactly, rounded to the nearest byte';

CREATE FUNCTION @extschema@.serving_candidates(rate double precision, p95_ms double precision, model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, tokens_in integer DEFAULT 128, tokens_out integer DEFAULT 0, "precision" text DEFAULT 'fp16'::text, pricing text DEFAULT 'on_demand'::text, batch_windows_ms integer[] DEFAULT '{0,5,10,20}'::integer[], max_replicas integer DEFAULT 32) RETURNS TABLE(device text, provider text, instance_type text, region text, offer_pricing text, replicas integer, batch_window_ms integer, batch_size integer, utilization double precision, p50_latency_ms double precision, p95_latency_ms double precision, usd_per_hour numeric, kv_sequences integer)
    LANGUAGE plpgsql STABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
#variable_conflict use_variable
DECLARE
    w @extschema@.workload;
    m @extschema@.memory_estimate;
    n double precision;
    weights double precision;
    kv_seq double precision;
    o record;
    q record;
    target double precision := serving_candidates.p95_ms;
    s_ms double precision;
    c integer;
    b integer;
    bs integer;
    bs_f double precision;
    kv_fit integer;
    batch_ms double precision;
    peak double precision;
    found_any boolean := false;
BEGIN
    PERFORM @extschema@.range_argument(rate, 'rate', 1e-9, 1e12, 'Requests per second, such as 40.');
    PERFORM @extschema@.range_argument(target, 'p95_ms', 1e-9, 1e12, 'The 95th-percentile latency to meet, in milliseconds, such as 120.');
    tokens_in := coalesce(tokens_in, 128);
    tokens_out := coalesce(tokens_out, 0);
    "precision" := coalesce("precision", 'fp16');
    pricing := coalesce(pricing, 'on_demand');
    batch_windows_ms := coalesce(batch_windows_ms, '{0,5,10,20}');
    max_replicas := coalesce(max_replicas, 32);
    IF tokens_in < 1 OR tokens_out < 0 THEN
        RAISE EXCEPTION 'tokens_in must be at least 1 and tokens_out not negative, not % and %', tokens_in, tokens_out
            USING ERRCODE = 'invalid_parameter_value', HINT = 'tokens_in: prompt tokens per request; tokens_out: generated tokens (0 for classification and embeddings).';
    END IF;
    IF tokens_in::bigint + tokens_out > 2147483647 THEN
        RAISE EXCEPTION 'tokens_in + tokens_out must be at most 2147483647, not %', tokens_in::bigint + tokens_out
            USING ERRCODE = 'invalid_parameter_value', HINT = 'A request''s context is its prompt and its generated tokens; no model reads more than an integer counts.';
    END IF;
    IF max_replicas < 1 OR max_replicas > 1024 THEN
        RAISE EXCEPTION 'max_replicas must be between 1 and 1024, not %', max_replicas
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The most replicas of one instance type a plan may use.';
    END IF;
    IF lower(pricing) NOT IN ('on_demand', 'spot', 'any') THEN
        RAISE EXCEPTION 'pricing "%" is not recognized', pricing
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Valid values are: on_demand, spot, any.';
    END IF;
    pricing := lower(pricing);
    IF cardinality(batch_windows_ms) = 0 OR array_position(batch_windows_ms, NULL) IS NOT NULL
       OR EXISTS (SELECT FROM unnest(batch_windows_ms) x WHERE x < 0) THEN
        RAISE EXCEPTION 'batch_windows_ms must list at least one window, each 0 or more, not %', batch_windows_ms
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Milliseconds requests may wait to form a batch, such as ''{0,5,10,20}'' (0: no batching).';
    END IF;
    w := @extschema@.inference_job(model => model, params => params, "precision" => serving_candidates."precision",
                                   context => tokens_in + tokens_out);
    m := @extschema@.memory(w, 1);
    n := coalesce((w).active_params, (w).params);
    weights := m.weights::bigint;
    kv_seq := m.kv_cache::bigint;       -- one sequence at the full context

    -- CPU replicas: a request uses all the instance's vCPUs at 30% of their
    -- fp32 peak for its prompt, and reads the weights once per generated
    -- token at 5 GB/s per vCPU (100 GB/s at most); 2 ms of framework time
    FOR o IN SELECT * FROM @extschema@.offer x
             WHERE x.gpu_count = 0 AND x.vcpus IS NOT NULL AND x.cpu_arch IS NOT NULL
               AND (serving_candidates.pricing = 'any' OR x.pricing = serving_candidates.pricing)
               AND x.host_memory::bigint >= weights * 2 + 1e9 LOOP
        s_ms := 2 + 2 * n * tokens_in / (o.vcpus * @extschema@.cpu_gflops_per_vcpu(o.cpu_arch) * 1e9 * 0.30) * 1000
                + tokens_out * weights / least(o.vcpus * 5e9, 100e9) * 1000;
        -- a response takes at least the service time: no replica count helps
        CONTINUE WHEN s_ms > target;
        FOR c IN 1 .. max_replicas LOOP
            SELECT * INTO q FROM @extschema@.queue_latency(rate, s_ms, c, 0.95);
            IF q.utilization < 1 AND q.response_ms <= target THEN
                device := 'cpu'; provider := o.provider; instance_type := o.instance_type; region := o.region;
                offer_pricing := o.pricing; replicas := c; batch_window_ms := 0; batch_size := 1;
                utilization := q.utilization;
                p50_latency_ms := (SELECT z.response_ms FROM @extschema@.queue_latency(rate, s_ms, c, 0.5) z);
                p95_latency_ms := q.response_ms; usd_per_hour := o.usd_per_hour * c; kv_sequences := NULL;
                found_any := true;
                RETURN NEXT;
                EXIT;
            END IF;
        END LOOP;
    END LOOP;

    -- single-GPU replicas with micro-batching: requests collect for a
    -- window (the arrivals of one window per replica make a batch), a batch
    -- runs its prompt at 50% of the dense 16-bit peak or in the weights'
    -- read time, whichever is longer, and each generated token reads the
    -- weights and the batch's KV cache; 3 ms of framework time per batch
    FOR o IN SELECT x.*, g.bf16_tflops, g.fp16_tflops, g.fp32_tflops, g.memory_bandwidth_gbs, g.memory AS gmem
             FROM @extschema@.gpu_offer x JOIN @extschema@.gpu g ON g.id = x.gpu
             WHERE x.gpu_count = 1
               AND (serving_candidates.pricing = 'any' OR x.pricing = serving_candidates.pricing)
               AND m.total::bigint <= 0.95 * g.memory::bigint LOOP
        peak := coalesce(o.bf16_tflops, o.fp16_tflops, o.fp32_tflops) * 1e12;
        CONTINUE WHEN peak IS NULL OR o.memory_bandwidth_gbs IS NULL;
        kv_fit := CASE WHEN kv_seq > 0 THEN floor((0.95 * o.gmem::bigint - m.total::bigint) / kv_seq)::integer + 1 END;
        IF tokens_out > 0 THEN
            -- generation: continuous batching (vLLM, TGI).  A replica decodes
            -- up to bs sequences at once (the KV cache caps them); each step
            -- reads the weights and the sequences' KV cache or computes bs
            -- tokens, whichever is longer; a request holds one of the c x bs
            -- slots for its prompt and its tokens_out steps
            FOREACH bs IN ARRAY ARRAY[1, 8, 32, 128] LOOP
                CONTINUE WHEN kv_fit IS NOT NULL AND bs > kv_fit;
                batch_ms := 3 + greatest(2 * n * tokens_in / (peak * 0.5), weights / (o.memory_bandwidth_gbs * 1e9 * 0.8)) * 1000
                            + tokens_out * greatest(2 * n * bs / (peak * 0.5),
                                                    (weights + bs * kv_seq * 0.5) / (o.memory_bandwidth_gbs * 1e9 * 0.8)) * 1000;
                CONTINUE WHEN batch_ms > target;
                FOR c IN 1 .. max_replicas LOOP
                    SELECT * INTO q FROM @extschema@.queue_latency(rate, batch_ms, c * bs, 0.95);
                    IF q.utilization < 1 AND q.response_ms <= target THEN
                        device := 'gpu'; provider := o.provider; instance_type := o.instance_type; region := o.region;
                        offer_pricing := o.pricing; replicas := c; batch_window_ms := 0; batch_size := bs;
                        utilization := q.utilization;
                        p50_latency_ms := (SELECT z.response_ms FROM @extschema@.queue_latency(rate, batch_ms, c * bs, 0.5) z);
                        p95_latency_ms := q.response_ms; usd_per_hour := o.usd_per_hour * c;
                        kv_sequences := kv_fit;
                        found_any := true;
                        RETURN NEXT;
                        EXIT;
                    END IF;
                END LOOP;
            END LOOP;
            CONTINUE;
        END IF;
        FOREACH b IN ARRAY batch_windows_ms LOOP
            FOR c IN 1 .. max_replicas LOOP
                bs_f := greatest(1, ceil(rate / c * b / 1000.0));
                IF kv_fit IS NOT NULL AND bs_f > kv_fit THEN
                    bs_f := kv_fit;         -- the KV cache caps the batch
                END IF;
                -- a window that gathers more requests than an integer counts
                -- is no plan (nor is one so long; the target rules it out)
                CONTINUE WHEN bs_f > 2147483647;
                bs := bs_f::integer;
                batch_ms := 3 + greatest(2 * n * tokens_in * bs / (peak * 0.5),
                                         weights / (o.memory_bandwidth_gbs * 1e9 * 0.8)) * 1000
                            + tokens_out * greatest(2 * n * bs / (peak * 0.5),
                                                    (weights + bs * kv_seq * 0.5) / (o.memory_bandwidth_gbs * 1e9 * 0.8)) * 1000;
                CONTINUE WHEN b + batch_ms > target;
                SELECT * INTO q FROM @extschema@.queue_latency(rate / bs, batch_ms, c, 0.95);
                IF q.utilization < 1 AND b + q.response_ms <= target THEN
                    device := 'gpu'; provider := o.provider; instance_type := o.instance_type; region := o.region;
                    offer_pricing := o.pricing; replicas := c; batch_window_ms := b; batch_size := bs;
                    utilization := q.utilization;
                    p50_latency_ms := b / 2.0 + (SELECT z.response_ms FROM @extschema@.queue_latency(rate / bs, batch_ms, c, 0.5) z);
                    p95_latency_ms := b + q.response_ms; usd_per_hour := o.usd_per_hour * c;
                    kv_sequences := kv_fit;
                    found_any := true;
                    RETURN NEXT;
                    EXIT;
                END IF;
            END LOOP;
        END LOOP;
    END LOOP;
    IF NOT found_any THEN
        RAISE NOTICE 'no plan meets p95 < % ms at % requests/s within % replicas', target, rate, max_replicas
            USING HINT = format('A request''s prompt alone needs %s ms on an H100 SXM at half its peak; relax the target, allow more replicas, or quantize the model.',
                                round((2 * n * tokens_in / ((SELECT g.bf16_tflops FROM @extschema@.gpu g WHERE g.id = 'h100-sxm') * 1e12 * 0.5) * 1000)::numeric, 3));
    END IF;
END $$;

COMMENT ON FUNCTION @extschema@.serving_candidates(rate double precision, p95_ms double precision, model text, params double precision, tokens_in integer, tokens_out integer, "precision" text, pricing text, batch_windows_ms integer[], max_replicas integer) IS 'plan_serving()''s candidates, unranked: per CPU offer, and per single-GPU offer and batch window, the fewest replicas that meet the p95 target';

CREATE FUNCTION @extschema@.serving_plan_arguments(budget numeric, active_hours double precision) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    IF budget = 'NaN'::numeric OR budget < 0 THEN
        RAISE EXCEPTION 'budget must be at least 0, not %', budget
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The most a plan may cost per hour, in USD, or NULL for no limit.';
    END IF;
    IF active_hours IS NOT NULL AND NOT (active_hours > 0 AND active_hours <= 24) THEN
        RAISE EXCEPTION 'active_hours must be above 0 and at most 24, not %', active_hours
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The hours a day the service takes requests; under 24 adds plans scaled to zero outside them.';
    END IF;
    RETURN true;
END $$;

COMMENT ON FUNCTION @extschema@.serving_plan_arguments(budget numeric, active_hours double precision) IS 'true, or a 22023 error for plan_serving()''s budget (negative or NaN) or active_hours (outside 0..24, exclusive of 0); plan_serving() calls it';

CREATE FUNCTION @extschema@.plan_serving(rate double precision, p95_ms double precision, model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, tokens_in integer DEFAULT 128, tokens_out integer DEFAULT 0, budget numeric DEFAULT NULL::numeric, "precision" text DEFAULT 'fp16'::text, pricing text DEFAULT 'on_demand'::text, batch_windows_ms integer[] DEFAULT '{0,5,10,20}'::integer[], max_replicas integer DEFAULT 32, active_hours double precision DEFAULT 24) RETURNS TABLE(rank bigint, device text, provider text, instance_type text, region text, offer_pricing text, capacity text, replicas integer, batch_window_ms integer, batch_size integer, utilization double precision, p50_latency_ms double precision, p95_latency_ms double precision, cold_start_s integer, usd_per_hour numeric, usd_per_day numeric, usd_per_million_requests numeric, kv_sequences integer, meets_budget boolean)
    LANGUAGE sql STABLE PARALLEL SAFE
    BEGIN ATOMIC
 SELECT row_number() OVER (ORDER BY ((plan_serving.budget IS NULL) OR ((c.usd_per_hour * v.extra) <= plan_serving.budget)) DESC, ((c.usd_per_hour * v.extra) * v.billed_hours), c.p95_latency_ms, c.provider, c.instance_type, c.batch_window_ms, v.capacity) AS row_number,
     c.device,
     c.provider,
     c.instance_type,
     c.region,
     c.offer_pricing,
     v.capacity,
     (((c.replicas)::numeric * v.extra))::integer AS int4,
     c.batch_window_ms,
     c.batch_size,
     (round(((c.utilization / (v.extra)::double precision))::numeric, 3))::double precision AS round,
     (round((c.p50_latency_ms)::numeric, 2))::double precision AS round,
     (round((c.p95_latency_ms)::numeric, 2))::double precision AS round,
     v.cold_start_s,
     round((c.usd_per_hour * v.extra), 4) AS round,
     round(((c.usd_per_hour * v.extra) * v.billed_hours), 2) AS round,
     round(((((c.usd_per_hour * v.extra) * v.billed_hours) / (((plan_serving.rate)::numeric * (COALESCE(plan_serving.active_hours, (24)::double precision))::numeric) * (3600)::numeric)) * '1000000'::numeric), 4) AS round,
     c.kv_sequences,
     ((plan_serving.budget IS NULL) OR ((c.usd_per_hour * v.extra) <= plan_serving.budget))
    FROM (@extschema@.serving_candidates(plan_serving.rate, plan_serving.p95_ms, plan_serving.model, plan_serving.params, plan_serving.tokens_in, plan_serving.tokens_out, plan_serving."precision", plan_serving.pricing, plan_serving.batch_windows_ms, plan_serving.max_replicas) c(device, provider, instance_type, region, offer_pricing, replicas, batch_window_ms, batch_size, utilization, p50_latency_ms, p95_latency_ms, usd_per_hour, kv_sequences)
      CROSS JOIN LATERAL ( SELECT 'dedicated'::text AS capacity,
                 CASE
                     WHEN (c.offer_pricing = 'spot'::text) THEN (((c.replicas)::numeric + 1.0) / (c.replicas)::numeric)
                     ELSE 1.0
                 END AS extra,
             24.0 AS billed_hours,
             0 AS cold_start_s
         UNION ALL
          SELECT 'scale_to_zero'::text,
                 CASE
                     WHEN (c.offer_pricing = 'spot'::text) THEN (((c.replicas)::numeric + 1.0) / (c.replicas)::numeric)
                     ELSE 1.0
                 END AS "numeric",
             ((plan_serving.active_hours + (((
                 CASE c.device
                     WHEN 'gpu'::text THEN 300
                     ELSE 60
                 END)::numeric / 3600.0))::double precision))::numeric AS "numeric",
                 CASE c.device
                     WHEN 'gpu'::text THEN 300
                     ELSE 60
                 END AS "case"
           WHERE (plan_serving.active_hours < (24)::double precision)) v)
   WHERE @extschema@.serving_plan_arguments(plan_serving.budget, plan_serving.active_hours)
   ORDER BY (row_number() OVER (ORDER BY ((plan_serving.budget IS NULL) OR ((c.usd_per_hour * v.extra) <= plan_serving.budget)) DESC, ((c.usd_per_hour * v.extra) * v.billed_hours), c.p95_latency_ms, c.provider, c.instance_type, c.batch_window_ms, v.capacity));

END;

COMMENT ON FUNCTION @extschema@.plan_serving(rate double precision, p95_ms double precision, model text, params double precision, tokens_in integer, tokens_out integer, budget numeric, "precision" text, pricing text, batch_windows_ms integer[], max_replicas integer, active_hours double precision) IS 'serving plans meeting a p95 target at a request rate: CPU replicas and single-GPU replicas with micro-batching or continuous batching, sized with an M/M/c queue, dedicated, on spot (a spare replica) or scaled to zero outside active_hours (one cold start a day); utilisation, p50/p95, cost per hour, per day and per million requests, KV-cache capacity; within budget first, then by daily cost';

CREATE FUNCTION @extschema@.positive_argument(v double precision, name text, hint text) RETURNS double precision
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    IF v IS NULL OR NOT (v > 0 AND v < 'Infinity') THEN
        RAISE EXCEPTION '% must be a positive finite number, not %', name, coalesce(v::text, 'NULL')
            USING ERRCODE = 'invalid_parameter_value', HINT = hint;
    END IF;
    RETURN v;
END $$;

COMMENT ON FUNCTION @extschema@.positive_argument(v double precision, name text, hint text) IS 'v, or a 22023 error naming the argument (with the hint) when v is NULL, zero, negative, infinite or NaN';

CREATE FUNCTION @extschema@.pretty(m @extschema@.memsize, unit text DEFAULT NULL::text, decimals integer DEFAULT 1) RETURNS text
    LANGUAGE c IMMUTABLE PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_pretty';

COMMENT ON FUNCTION @extschema@.pretty(m @extschema@.memsize, unit text, decimals integer) IS 'rounded display text, e.g. ''13.0 GiB''; NULL unit picks the largest binary unit not above the value';

CREATE FUNCTION @extschema@.price_close_open_period() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    -- the open period of the same offer (same line: shipped or the user's)
    -- that began earlier ends where the new one begins
    UPDATE @extschema@.price p
       SET valid_to = NEW.valid_from
     WHERE p.provider = NEW.provider AND p.instance_type = NEW.instance_type
       AND p.region = NEW.region AND p.pricing = NEW.pricing
       AND p.is_builtin = NEW.is_builtin
       AND p.valid_to IS NULL AND p.valid_from < NEW.valid_from;
    RETURN NEW;
END $$;

COMMENT ON FUNCTION @extschema@.price_close_open_period() IS 'trigger: a new price closes the open period of the same offer (history is kept, never overwritten)';

CREATE FUNCTION @extschema@.queue_latency(rate double precision, service_ms double precision, servers integer, percentile double precision DEFAULT 0.95) RETURNS TABLE(utilization double precision, p_wait double precision, mean_wait_ms double precision, wait_ms double precision, response_ms double precision)
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    log_rho double precision;
    a double precision;     -- the offered load, rate x service time, in Erlangs
    rho double precision;
    term double precision := 1;
BEGIN
    PERFORM @extschema@.range_argument(rate, 'rate', 1e-30, 1e15, 'Arrivals per second, such as 40.');
    PERFORM @extschema@.range_argument(service_ms, 'service_ms', 1e-9, 1e12, 'The mean time to serve one request, in milliseconds, such as 12.5.');
    -- Erlang B's recursion takes a step per server: a million at most
    IF servers < 1 OR servers > 1000000 THEN
        RAISE EXCEPTION 'servers must be between 1 and 1000000, not %', servers
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The requests served at once: replicas times the batch each takes.';
    END IF;
    IF NOT (percentile > 0 AND percentile < 1) THEN
        RAISE EXCEPTION 'percentile must be between 0 and 1, not %', percentile
            USING ERRCODE = 'invalid_parameter_value', HINT = 'For example 0.95 for the 95th percentile.';
    END IF;
    -- the utilisation in logarithms first: a load far beyond the servers
    -- is saturated without more; below that, rate x service_ms stays under
    -- 3 x servers.  The bounds keep every product below in range: the
    -- load is at least 1e-42 Erlangs, a waiting share under 1e-150 is
    -- none, and a wait at most 1e12 ms / 1e-16
    log_rho := ln(rate) + ln(service_ms) - ln(1000.0) - ln(servers::float8);
    IF log_rho > 1 THEN
        rho := CASE WHEN log_rho < 700 THEN exp(log_rho) ELSE 'Infinity' END;
    ELSE
        a := rate * service_ms / 1000.0;
        rho := a / servers;
    END IF;
    utilization := rho;
    IF rho >= 1 THEN
        p_wait := 1; mean_wait_ms := 'Infinity'; wait_ms := 'Infinity'; response_ms := 'Infinity';
        RETURN NEXT;
        RETURN;
    END IF;
    -- Erlang B by its recursion B(k) = a B(k-1) / (k + a B(k-1)), which
    -- neither overflows nor underflows, then Erlang C = B / (1 - rho (1 - B))
    FOR k IN 1 .. servers LOOP
        term := a * term / (k + a * term);
        IF term < 1e-150 THEN
            term := 0;          -- the chance of waiting is nil from here on
            EXIT;
        END IF;
    END LOOP;
    p_wait := term / (1 - rho * (1 - term));
    -- the mean wait C / (c mu - lambda) = C x service time / (c - a)
    mean_wait_ms := p_wait * service_ms / (servers - a);
    -- P(W > t) = C exp(-(c mu - lambda) t)
    wait_ms := CASE WHEN p_wait <= 1 - percentile THEN 0
                    ELSE ln(p_wait / (1 - percentile)) * service_ms / (servers - a) END;
    response_ms := wait_ms + service_ms;
    RETURN NEXT;
END $$;

COMMENT ON FUNCTION @extschema@.queue_latency(rate double precision, service_ms double precision, servers integer, percentile double precision) IS 'M/M/c queue: utilisation, Erlang C probability of waiting, mean wait, wait and response time at a percentile (Poisson arrivals, exponential service, FIFO)';

CREATE FUNCTION @extschema@.range_argument(v double precision, name text, low double precision, high double precision, hint text) RETURNS double precision
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    x double precision;
    shown text[] := '{}';
BEGIN
    IF v IS NULL OR NOT (v >= low AND v <= high) THEN
        -- the bounds as people write them: 0.5, 1e-9, 1e+12
        FOREACH x IN ARRAY ARRAY[low, high] LOOP
            shown := shown || CASE WHEN x = 0 OR (abs(x) >= 1e-3 AND abs(x) < 1e6) THEN x::text
                                   ELSE regexp_replace(regexp_replace(trim(to_char(x, '9.999999EEEE')), '\.?0*e', 'e'),
                                                       'e([+-])0?', 'e\1') END;
        END LOOP;
        RAISE EXCEPTION '% must be between % and %, not %', name, shown[1], shown[2], coalesce(v::text, 'NULL')
            USING ERRCODE = 'invalid_parameter_value', HINT = coalesce(hint, 'Give a number between the bounds.');
    END IF;
    RETURN v;
END $$;

COMMENT ON FUNCTION @extschema@.range_argument(v double precision, name text, low double precision, high double precision, hint text) IS 'v, or a 22023 error naming the argument and its bounds (with the hint) when v is NULL, NaN or outside low..high';

CREATE FUNCTION @extschema@.rank_gpus(w @extschema@.workload, objective text DEFAULT 'cost'::text, pricing text DEFAULT 'on_demand'::text, max_gpus integer DEFAULT 8, deadline interval DEFAULT NULL::interval, budget numeric DEFAULT NULL::numeric, at timestamp with time zone DEFAULT now()) RETURNS SETOF @extschema@.gpu_rank
    LANGUAGE c STABLE ROWS 50 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'rank_gpus';

COMMENT ON FUNCTION @extschema@.rank_gpus(w @extschema@.workload, objective text, pricing text, max_gpus integer, deadline interval, budget numeric, at timestamp with time zone) IS 'every offer in force at "at" where the job fits, with hours and billed cost, ranked by objective (cost, time, balanced), pareto marking the cost/time frontier';

CREATE FUNCTION @extschema@.recommend(w @extschema@.workload, objective text DEFAULT 'cost'::text, pricing text DEFAULT 'on_demand'::text, max_gpus integer DEFAULT 8, deadline interval DEFAULT NULL::interval, budget numeric DEFAULT NULL::numeric, at timestamp with time zone DEFAULT now()) RETURNS @extschema@.gpu_rank
    LANGUAGE c STABLE PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'recommend';

COMMENT ON FUNCTION @extschema@.recommend(w @extschema@.workload, objective text, pricing text, max_gpus integer, deadline interval, budget numeric, at timestamp with time zone) IS 'rank_gpus()''s first row (NULL when nothing fits); reads the catalog once per query';

CREATE PROCEDURE @extschema@.refresh_recommendations(IN jobs regclass, IN objective text DEFAULT 'cost'::text, IN pricing text DEFAULT 'on_demand'::text)
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $_$
DECLARE
    gen bigint;
    has_cost boolean;
    has_peak boolean;
    has_util boolean;
    changed bigint;
    removed bigint;
    missing text;
    culprit text;
    col text;
    map_hint constant text := 'Map your job table in a view: job_id, workload (@extschema@.training_job(...) or inference_job(...)), gpu, gpu_count, hours, and optionally cost, peak, utilization.';
BEGIN
    IF jobs IS NULL THEN
        RAISE EXCEPTION 'jobs must name a table or view of job history'
            USING ERRCODE = 'null_value_not_allowed',
                  HINT = 'For example CALL @extschema@.refresh_recommendations(''public.job_workloads'').';
    END IF;
    -- NULL options take their defaults; both are checked before any row is
    -- read (recommend() of no job checks them), so that a bad one fails on
    -- an empty job table too, not first when jobs arrive
    objective := coalesce(objective, 'cost');
    pricing := coalesce(pricing, 'on_demand');
    PERFORM @extschema@.recommend(NULL::@extschema@.workload, objective, pricing);
    PERFORM pg_advisory_xact_lock(hashtext('@extschema@.refresh_recommendations'), jobs::oid::integer);
    SELECT generation INTO gen FROM @extschema@.catalog_generation;
    SELECT bool_or(attname = 'cost'), bool_or(attname = 'peak'), bool_or(attname = 'utilization')
      INTO has_cost, has_peak, has_util
      FROM pg_attribute WHERE attrelid = jobs AND attnum > 0 AND NOT attisdropped;
    IF NOT EXISTS (SELECT FROM pg_attribute WHERE attrelid = jobs AND attname = 'workload'
                   AND atttypid = '@extschema@.workload'::regtype AND NOT attisdropped) THEN
        RAISE EXCEPTION 'relation % has no column "workload" of type @extschema@.workload', jobs
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = map_hint;
    END IF;
    SELECT CASE WHEN count(*) = 1 THEN 'column ' ELSE 'columns ' END || string_agg(format('"%s"', c), ', ' ORDER BY o)
      INTO missing
      FROM unnest(ARRAY['job_id', 'gpu', 'gpu_count', 'hours']) WITH ORDINALITY AS x(c, o)
     WHERE NOT EXISTS (SELECT FROM pg_attribute WHERE attrelid = jobs AND attname = c AND attnum > 0 AND NOT attisdropped);
    IF missing IS NOT NULL THEN
        RAISE EXCEPTION 'relation % has no %', jobs, missing
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = map_hint;
    END IF;

    -- a job_id that two rows share, or none, is reported by its value (the
    -- insert's own errors quoted the whole generated statement)
    BEGIN
    EXECUTE format($q$
        INSERT INTO @extschema@.recommendation AS t
            (source, job_id, job_fingerprint, catalog_generation, computed_at,
             gpu_id, memory_fill, oom_risk, overprovisioned, slowdown, actual_cost,
             cost_at_current_prices, recommended_gpu, recommended_gpu_count,
             recommended_provider, recommended_instance_type, recommended_pricing,
             recommended_hours, recommended_cost, savings, objective, pricing)
        SELECT %1$L::regclass, j.job_id::text, md5(j::text || %8$L), %2$s, now(),
               v.gpu_id, v.memory_fill, v.oom_risk, v.overprovisioned, v.slowdown, %3$s,
               v.cost_at_current_prices, v.recommended_gpu, v.recommended_gpu_count,
               v.recommended_provider, v.recommended_instance_type, v.recommended_pricing,
               v.recommended_hours, v.recommended_cost, v.savings, %6$L, %7$L
        FROM %1$s j
        LEFT JOIN @extschema@.recommendation old
          ON old.source = %1$L::regclass AND old.job_id = j.job_id::text
        CROSS JOIN LATERAL @extschema@.review_job(j.workload, j.gpu, j.gpu_count, j.hours::float8,
                                                  %3$s, %4$s, %5$s, %6$L, %7$L) v
        WHERE old.job_id IS NULL OR old.catalog_generation < %2$s OR old.job_fingerprint <> md5(j::text || %8$L)
        ON CONFLICT (source, job_id) DO UPDATE SET
            job_fingerprint = EXCLUDED.job_fingerprint, catalog_generation = EXCLUDED.catalog_generation,
            computed_at = EXCLUDED.computed_at, gpu_id = EXCLUDED.gpu_id, memory_fill = EXCLUDED.memory_fill,
            oom_risk = EXCLUDED.oom_risk, overprovisioned = EXCLUDED.overprovisioned, slowdown = EXCLUDED.slowdown,
            actual_cost = EXCLUDED.actual_cost, cost_at_current_prices = EXCLUDED.cost_at_current_prices,
            recommended_gpu = EXCLUDED.recommended_gpu, recommended_gpu_count = EXCLUDED.recommended_gpu_count,
            recommended_provider = EXCLUDED.recommended_provider,
            recommended_instance_type = EXCLUDED.recommended_instance_type,
            recommended_pricing = EXCLUDED.recommended_pricing, recommended_hours = EXCLUDED.recommended_hours,
            recommended_cost = EXCLUDED.recommended_cost, savings = EXCLUDED.savings,
            objective = EXCLUDED.objective, pricing = EXCLUDED.pricing
        $q$, jobs::text, gen,
        CASE WHEN has_cost THEN 'j.cost::numeric' ELSE 'NULL::numeric' END,
        CASE WHEN has_peak THEN 'j.peak::@extschema@.memsize' ELSE 'NULL::@extschema@.memsize' END,
        CASE WHEN has_util THEN 'j.utilization::float8' ELSE 'NULL::float8' END,
        objective, pricing, '|' || objective || '|' || pricing);
    GET DIAGNOSTICS changed = ROW_COUNT;
    EXCEPTION
        WHEN cardinality_violation THEN
            EXECUTE format('SELECT j.job_id::text FROM %s j WHERE j.job_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1 ORDER BY 1 LIMIT 1', jobs)
               INTO culprit;
            RAISE EXCEPTION 'job_id % appears in more than one row of %', quote_literal(culprit), jobs
                USING ERRCODE = 'unique_violation',
                      HINT = 'Each job needs a job_id of its own: give retries their own ids, or map the table in a view that keeps one row per job_id.';
        WHEN not_null_violation THEN
            GET STACKED DIAGNOSTICS col = COLUMN_NAME;
            IF col IS DISTINCT FROM 'job_id' THEN
                RAISE;
            END IF;
            RAISE EXCEPTION 'a row of % has no job_id', jobs
                USING ERRCODE = 'not_null_violation',
                      HINT = 'Each job needs a job_id of its own; leave out rows without one in the view you pass.';
    END;

    EXECUTE format($q$
        DELETE FROM @extschema@.recommendation r
        WHERE r.source = %1$L::regclass
          AND NOT EXISTS (SELECT FROM %1$s j WHERE j.job_id::text = r.job_id)
        $q$, jobs::text);
    GET DIAGNOSTICS removed = ROW_COUNT;
    RAISE NOTICE 'computesize: % recommendations of % recomputed, % removed', changed, jobs, removed;
END $_$;

COMMENT ON PROCEDURE @extschema@.refresh_recommendations(IN jobs regclass, IN objective text, IN pricing text) IS 'recomputes @extschema@.recommendation for a job-history relation: new and changed jobs, every job after a catalog change or a change of objective or pricing; safe while dashboards read (one transaction); schedule it with pg_cron';

CREATE FUNCTION @extschema@.review_job_args(hours double precision, cost double precision, utilization double precision, peak @extschema@.memsize) RETURNS boolean
    LANGUAGE c IMMUTABLE PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'review_job_args';

COMMENT ON FUNCTION @extschema@.review_job_args(hours double precision, cost double precision, utilization double precision, peak @extschema@.memsize) IS 'true, or a 22023 error for a job review''s logged numbers out of range (hours or cost negative or not finite, utilization outside 0..1, a negative peak); review_job() calls it';

CREATE OPERATOR @extschema@.> (
    FUNCTION = @extschema@.memsize_gt,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = @extschema@.memsize,
    COMMUTATOR = OPERATOR(@extschema@.<),
    NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = scalargtsel,
    JOIN = scalargtjoinsel
);

COMMENT ON OPERATOR @extschema@.> (@extschema@.memsize, @extschema@.memsize) IS 'greater than';

CREATE TABLE @extschema@.gpu (
    id text NOT NULL,
    vendor text NOT NULL,
    name text NOT NULL,
    architecture text,
    release_year integer,
    form_factor text,
    memory @extschema@.memsize NOT NULL,
    memory_type text,
    memory_bandwidth_gbs double precision,
    fp32_tflops double precision,
    tf32_tflops double precision,
    bf16_tflops double precision,
    fp16_tflops double precision,
    fp8_tflops double precision,
    int8_tops double precision,
    tdp_watts integer,
    interconnect text,
    interconnect_gbs double precision,
    pcie_gen integer,
    source text NOT NULL,
    notes text,
    is_builtin boolean DEFAULT false NOT NULL,
    CONSTRAINT gpu_bf16_tflops_check CHECK (((bf16_tflops > (0)::double precision) AND (bf16_tflops < 'Infinity'::double precision))),
    CONSTRAINT gpu_fp16_tflops_check CHECK (((fp16_tflops > (0)::double precision) AND (fp16_tflops < 'Infinity'::double precision))),
    CONSTRAINT gpu_fp32_tflops_check CHECK (((fp32_tflops > (0)::double precision) AND (fp32_tflops < 'Infinity'::double precision))),
    CONSTRAINT gpu_fp8_tflops_check CHECK (((fp8_tflops > (0)::double precision) AND (fp8_tflops < 'Infinity'::double precision))),
    CONSTRAINT gpu_id_check CHECK ((id ~ '^[a-z0-9][a-z0-9_.-]*$'::text)),
    CONSTRAINT gpu_int8_tops_check CHECK (((int8_tops > (0)::double precision) AND (int8_tops < 'Infinity'::double precision))),
    CONSTRAINT gpu_interconnect_gbs_check CHECK (((interconnect_gbs > (0)::double precision) AND (interconnect_gbs < 'Infinity'::double precision))),
    CONSTRAINT gpu_memory_bandwidth_gbs_check CHECK (((memory_bandwidth_gbs > (0)::double precision) AND (memory_bandwidth_gbs < 'Infinity'::double precision))),
    CONSTRAINT gpu_memory_check CHECK ((memory OPERATOR(@extschema@.>) '0 B'::@extschema@.memsize)),
    CONSTRAINT gpu_pcie_gen_check CHECK (((pcie_gen >= 1) AND (pcie_gen <= 7))),
    CONSTRAINT gpu_release_year_check CHECK (((release_year >= 1990) AND (release_year <= 2100))),
    CONSTRAINT gpu_tdp_watts_check CHECK ((tdp_watts > 0)),
    CONSTRAINT gpu_tf32_tflops_check CHECK (((tf32_tflops > (0)::double precision) AND (tf32_tflops < 'Infinity'::double precision)))
);

COMMENT ON TABLE @extschema@.gpu IS 'accelerators: memory, bandwidth, dense peak TFLOPS per precision, TDP, interconnect, with sources; shipped rows have is_builtin';

COMMENT ON COLUMN @extschema@.gpu.memory IS 'memory per GPU (GiB where the vendor''s figure is a binary capacity)';

COMMENT ON COLUMN @extschema@.gpu.memory_bandwidth_gbs IS 'memory bandwidth, GB/s';

COMMENT ON COLUMN @extschema@.gpu.bf16_tflops IS 'dense (no 2:4 sparsity) tensor TFLOPS';

COMMENT ON COLUMN @extschema@.gpu.interconnect_gbs IS 'GPU-to-GPU bandwidth per GPU, GB/s';

CREATE TABLE @extschema@.provider (
    id text NOT NULL,
    name text NOT NULL,
    kind text NOT NULL,
    billing text NOT NULL,
    url text,
    source text NOT NULL,
    is_builtin boolean DEFAULT false NOT NULL,
    billing_minimum interval DEFAULT '00:00:00'::interval NOT NULL,
    CONSTRAINT provider_billing_check CHECK ((billing = ANY (ARRAY['per_second'::text, 'per_minute'::text, 'per_hour'::text]))),
    CONSTRAINT provider_billing_minimum_check CHECK (((billing_minimum >= '00:00:00'::interval) AND (billing_minimum < '1 day'::interval))),
    CONSTRAINT provider_id_check CHECK ((id ~ '^[a-z0-9][a-z0-9_.-]*$'::text)),
    CONSTRAINT provider_kind_check CHECK ((kind = ANY (ARRAY['hyperscaler'::text, 'gpu_cloud'::text, 'ci_runner'::text, 'marketplace'::text, 'on_premises'::text])))
);

COMMENT ON TABLE @extschema@.provider IS 'clouds, GPU clouds, CI runners and marketplaces that sell compute';

COMMENT ON COLUMN @extschema@.provider.billing_minimum IS 'the least the provider bills for a run (AWS and Google Cloud a minute, Azure five minutes), on top of the billing unit; 0 for none';

CREATE FUNCTION @extschema@.review_job(w @extschema@.workload, gpu text, gpu_count integer, hours double precision, cost numeric DEFAULT NULL::numeric, peak @extschema@.memsize DEFAULT NULL::@extschema@.memsize, utilization double precision DEFAULT NULL::double precision, objective text DEFAULT 'cost'::text, pricing text DEFAULT 'on_demand'::text, at timestamp with time zone DEFAULT now()) RETURNS TABLE(gpu_id text, memory_per_gpu @extschema@.memsize, needed_per_gpu @extschema@.memsize, memory_fill double precision, oom_risk boolean, overprovisioned boolean, slowdown double precision, cost_at_current_prices numeric, recommended_gpu text, recommended_gpu_count integer, recommended_provider text, recommended_instance_type text, recommended_pricing text, recommended_hours double precision, recommended_cost numeric, savings numeric)
    LANGUAGE sql STABLE PARALLEL SAFE
    BEGIN ATOMIC
 SELECT g.id,
     g.memory,
     m.total,
     (((COALESCE(review_job.peak, m.total))::bigint)::double precision / ((g.memory)::bigint)::double precision),
         CASE
             WHEN (review_job.peak IS NOT NULL) THEN (((review_job.peak)::bigint)::numeric > (0.90 * ((g.memory)::bigint)::numeric))
             ELSE (((m.total)::bigint)::numeric > (0.95 * ((g.memory)::bigint)::numeric))
         END AS "case",
     (review_job.utilization < (0.20)::double precision),
     s.slowdown,
     round(((k.usd_per_gpu_hour * (review_job.gpu_count)::numeric) * (review_job.hours)::numeric), 2) AS round,
     r.gpu,
     r.gpu_count,
     r.provider,
     r.instance_type,
     r.pricing,
     (r.hours * s.slowdown),
     round(b.cost, 2) AS round,
     round((COALESCE(review_job.cost, ((k.usd_per_gpu_hour * (review_job.gpu_count)::numeric) * (review_job.hours)::numeric)) - b.cost), 2) AS round
    FROM ((((((( SELECT @extschema@.gpu_id(review_job.gpu) AS id,
                 CASE
                     WHEN (@extschema@.gpu_id(review_job.gpu) IS NOT NULL) THEN @extschema@.gpu_hour_price(review_job.gpu, 'on_demand'::text, review_job.at)
                     ELSE NULL::numeric
                 END AS usd_per_gpu_hour
           WHERE @extschema@.review_job_args(review_job.hours,
                 CASE
                     WHEN ((abs(review_job.cost) < '100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000'::numeric) OR (review_job.cost = 'NaN'::numeric)) THEN (review_job.cost)::double precision
                     WHEN (review_job.cost > (0)::numeric) THEN 'Infinity'::double precision
                     WHEN (review_job.cost < (0)::numeric) THEN '-Infinity'::double precision
                     ELSE NULL::double precision
                 END, review_job.utilization, review_job.peak)) k
      LEFT JOIN @extschema@.gpu g ON ((g.id = k.id)))
      LEFT JOIN LATERAL @extschema@.memory(review_job.w, review_job.gpu_count) m(weights, gradients, optimizer, activations, kv_cache, overhead, total, gpus, allocated, reserved, trainable_params, optimizer_step) ON (true))
      LEFT JOIN LATERAL ( SELECT
                 CASE
                     WHEN ((k.id IS NOT NULL) AND (review_job.hours > (0)::double precision)) THEN GREATEST((1.0)::double precision, (review_job.hours / (GREATEST((EXTRACT(epoch FROM @extschema@.duration(review_job.w, k.id, review_job.gpu_count)) / 3600.0), ((1)::numeric / '3600000000'::numeric)))::double precision))
                     ELSE (1.0)::double precision
                 END AS slowdown) s ON (true))
      LEFT JOIN LATERAL @extschema@.recommend(review_job.w, review_job.objective, review_job.pricing, 8, NULL::interval, NULL::numeric, review_job.at) r(rank, gpu, gpu_count, provider, instance_type, region, pricing, memory_per_gpu, needed_per_gpu, headroom, usd_per_hour, hours, cost, pareto) ON (true))
      LEFT JOIN @extschema@.provider v ON ((v.id = r.provider)))
      LEFT JOIN LATERAL ( SELECT (r.usd_per_hour * (@extschema@.billed_hours((r.hours * s.slowdown), v.billing, v.billing_minimum))::numeric) AS cost) b ON (true));

END;

COMMENT ON FUNCTION @extschema@.review_job(w @extschema@.workload, gpu text, gpu_count integer, hours double precision, cost numeric, peak @extschema@.memsize, utilization double precision, objective text, pricing text, at timestamp with time zone) IS 'a job of a history reviewed: catalog GPU, memory fill and out-of-memory risk (peak over 90% of the card, or an estimate over 95%), idle GPU (utilization under 20%), slowdown against the model, cost at today''s cheapest on-demand price, and the recommended configuration with its hours and cost at the same slowdown, and the saving';

CREATE FUNCTION @extschema@.to_unit(m @extschema@.memsize, unit text) RETURNS numeric
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_to_unit';

COMMENT ON FUNCTION @extschema@.to_unit(m @extschema@.memsize, unit text) IS 'exact amount in the given unit, as numeric (for charts and BI tools)';

CREATE FUNCTION @extschema@.training_job(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, method text DEFAULT 'full'::text, "precision" text DEFAULT 'bf16'::text, optimizer text DEFAULT 'adamw'::text, batch integer DEFAULT 1, seq_len integer DEFAULT 2048, tokens double precision DEFAULT NULL::double precision, gradient_checkpointing boolean DEFAULT false, flash_attention boolean DEFAULT true, lora_rank integer DEFAULT NULL::integer, lora_targets text DEFAULT NULL::text, zero_stage integer DEFAULT 0, gpus integer DEFAULT 1, framework text DEFAULT 'pytorch'::text, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, mixed_precision boolean DEFAULT NULL::boolean, chunked_loss boolean DEFAULT NULL::boolean, optimizer_in_backward boolean DEFAULT false, activation_offloading boolean DEFAULT false, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, dropout boolean DEFAULT NULL::boolean, compiled boolean DEFAULT false, lora_dropout double precision DEFAULT NULL::double precision, gradient_accumulation integer DEFAULT 1, lora_dtype text DEFAULT NULL::text, num_labels integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, galore_rank integer DEFAULT NULL::integer, offload text DEFAULT NULL::text, hidden_act text DEFAULT NULL::text) RETURNS @extschema@.workload
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'training_job';

COMMENT ON FUNCTION @extschema@.training_job(model text, params double precision, method text, "precision" text, optimizer text, batch integer, seq_len integer, tokens double precision, gradient_checkpointing boolean, flash_attention boolean, lora_rank integer, lora_targets text, zero_stage integer, gpus integer, framework text, layers integer, hidden integer, heads integer, kv_heads integer, intermediate integer, vocab integer, head_dim integer, mixed_precision boolean, chunked_loss boolean, optimizer_in_backward boolean, activation_offloading boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, dropout boolean, compiled boolean, lora_dropout double precision, gradient_accumulation integer, lora_dtype text, num_labels integer, cuda_context @extschema@.memsize, galore_rank integer, offload text, hidden_act text) IS 'a training job (full fine-tuning, LoRA or QLoRA); model => name fills the architecture from @extschema@.model, explicit arguments override it';

CREATE FUNCTION @extschema@.training_memory(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, method text DEFAULT 'full'::text, "precision" text DEFAULT 'bf16'::text, optimizer text DEFAULT 'adamw'::text, batch integer DEFAULT 1, seq_len integer DEFAULT 2048, tokens double precision DEFAULT NULL::double precision, gradient_checkpointing boolean DEFAULT false, flash_attention boolean DEFAULT true, lora_rank integer DEFAULT NULL::integer, lora_targets text DEFAULT NULL::text, zero_stage integer DEFAULT 0, gpus integer DEFAULT 1, framework text DEFAULT 'pytorch'::text, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, mixed_precision boolean DEFAULT NULL::boolean, chunked_loss boolean DEFAULT NULL::boolean, optimizer_in_backward boolean DEFAULT false, activation_offloading boolean DEFAULT false, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, dropout boolean DEFAULT NULL::boolean, compiled boolean DEFAULT false, lora_dropout double precision DEFAULT NULL::double precision, gradient_accumulation integer DEFAULT 1, lora_dtype text DEFAULT NULL::text, num_labels integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, galore_rank integer DEFAULT NULL::integer, offload text DEFAULT NULL::text, hidden_act text DEFAULT NULL::text, memory_gpus integer DEFAULT NULL::integer) RETURNS @extschema@.memory_estimate
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'training_memory';

COMMENT ON FUNCTION @extschema@.training_memory(model text, params double precision, method text, "precision" text, optimizer text, batch integer, seq_len integer, tokens double precision, gradient_checkpointing boolean, flash_attention boolean, lora_rank integer, lora_targets text, zero_stage integer, gpus integer, framework text, layers integer, hidden integer, heads integer, kv_heads integer, intermediate integer, vocab integer, head_dim integer, mixed_precision boolean, chunked_loss boolean, optimizer_in_backward boolean, activation_offloading boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, dropout boolean, compiled boolean, lora_dropout double precision, gradient_accumulation integer, lora_dtype text, num_labels integer, cuda_context @extschema@.memsize, galore_rank integer, offload text, hidden_act text, memory_gpus integer) IS 'memory(training_job(...), gpus) in one call; the planner uses it for such nested calls';

CREATE FUNCTION @extschema@.training_memory_part(model text, params double precision, method text, "precision" text, optimizer text, batch integer, seq_len integer, tokens double precision, gradient_checkpointing boolean, flash_attention boolean, lora_rank integer, lora_targets text, zero_stage integer, gpus integer, framework text, layers integer, hidden integer, heads integer, kv_heads integer, intermediate integer, vocab integer, head_dim integer, mixed_precision boolean, chunked_loss boolean, optimizer_in_backward boolean, activation_offloading boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, dropout boolean, compiled boolean, lora_dropout double precision, gradient_accumulation integer, lora_dtype text, num_labels integer, cuda_context @extschema@.memsize, galore_rank integer, offload text, hidden_act text, memory_gpus integer, part integer) RETURNS @extschema@.memsize
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'training_memory_part';

COMMENT ON FUNCTION @extschema@.training_memory_part(model text, params double precision, method text, "precision" text, optimizer text, batch integer, seq_len integer, tokens double precision, gradient_checkpointing boolean, flash_attention boolean, lora_rank integer, lora_targets text, zero_stage integer, gpus integer, framework text, layers integer, hidden integer, heads integer, kv_heads integer, intermediate integer, vocab integer, head_dim integer, mixed_precision boolean, chunked_loss boolean, optimizer_in_backward boolean, activation_offloading boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, dropout boolean, compiled boolean, lora_dropout double precision, gradient_accumulation integer, lora_dtype text, num_labels integer, cuda_context @extschema@.memsize, galore_rank integer, offload text, hidden_act text, memory_gpus integer, part integer) IS 'one size column of memory(training_job(...), gpus), by its number; the planner uses it for (memory(training_job(...))).column';

CREATE AGGREGATE @extschema@.avg(@extschema@.memsize) (
    SFUNC = @extschema@.memsize_avg_accum,
    STYPE = bigint[],
    INITCOND = '{0,0,0}',
    FINALFUNC = @extschema@.memsize_avg_final,
    COMBINEFUNC = @extschema@.memsize_avg_combine,
    PARALLEL = safe
);

COMMENT ON AGGREGATE @extschema@.avg(@extschema@.memsize) IS 'mean size, rounded to the nearest byte';

CREATE AGGREGATE @extschema@.max(@extschema@.memsize) (
    SFUNC = @extschema@.memsize_larger,
    STYPE = @extschema@.memsize,
    COMBINEFUNC = @extschema@.memsize_larger,
    SORTOP = OPERATOR(@extschema@.>),
    PARALLEL = safe
);

COMMENT ON AGGREGATE @extschema@.max(@extschema@.memsize) IS 'largest size';

CREATE OPERATOR @extschema@.< (
    FUNCTION = @extschema@.memsize_lt,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = @extschema@.memsize,
    COMMUTATOR = OPERATOR(@extschema@.>),
    NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = scalarltsel,
    JOIN = scalarltjoinsel
);

COMMENT ON OPERATOR @extschema@.< (@extschema@.memsize, @extschema@.memsize) IS 'less than';

CREATE AGGREGATE @extschema@.min(@extschema@.memsize) (
    SFUNC = @extschema@.memsize_smaller,
    STYPE = @extschema@.memsize,
    COMBINEFUNC = @extschema@.memsize_smaller,
    SORTOP = OPERATOR(@extschema@.<),
    PARALLEL = safe
);

COMMENT ON AGGREGATE @extschema@.min(@extschema@.memsize) IS 'smallest size';

CREATE AGGREGATE @extschema@.sum(@extschema@.memsize) (
    SFUNC = @extschema@.memsize_pl,
    STYPE = @extschema@.memsize,
    COMBINEFUNC = @extschema@.memsize_pl,
    PARALLEL = safe
);

COMMENT ON AGGREGATE @extschema@.sum(@extschema@.memsize) IS 'total size, overflow-checked';

CREATE OPERATOR @extschema@.* (
    FUNCTION = @extschema@.memsize_mul_float8,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = double precision,
    COMMUTATOR = OPERATOR(@extschema@.*)
);

COMMENT ON OPERATOR @extschema@.* (@extschema@.memsize, double precision) IS 'multiply, rounded to the nearest byte';

CREATE OPERATOR @extschema@.* (
    FUNCTION = @extschema@.memsize_mul_numeric,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = numeric,
    COMMUTATOR = OPERATOR(@extschema@.*)
);

COMMENT ON OPERATOR @extschema@.* (@extschema@.memsize, numeric) IS 'multiply exactly, rounded to the nearest byte';

CREATE OPERATOR @extschema@.* (
    FUNCTION = @extschema@.float8_mul_memsize,
    LEFTARG = double precision,
    RIGHTARG = @extschema@.memsize,
    COMMUTATOR = OPERATOR(@extschema@.*)
);

COMMENT ON OPERATOR @extschema@.* (double precision, @extschema@.memsize) IS 'multiply, rounded to the nearest byte';

CREATE OPERATOR @extschema@.* (
    FUNCTION = @extschema@.numeric_mul_memsize,
    LEFTARG = numeric,
    RIGHTARG = @extschema@.memsize,
    COMMUTATOR = OPERATOR(@extschema@.*)
);

COMMENT ON OPERATOR @extschema@.* (numeric, @extschema@.memsize) IS 'multiply exactly, rounded to the nearest byte';

CREATE OPERATOR @extschema@.+ (
    FUNCTION = @extschema@.memsize_pl,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = @extschema@.memsize,
    COMMUTATOR = OPERATOR(@extschema@.+)
);

COMMENT ON OPERATOR @extschema@.+ (@extschema@.memsize, @extschema@.memsize) IS 'add';

CREATE OPERATOR @extschema@.- (
    FUNCTION = @extschema@.memsize_um,
    RIGHTARG = @extschema@.memsize
);

COMMENT ON OPERATOR @extschema@.- (NONE, @extschema@.memsize) IS 'negate';

CREATE OPERATOR @extschema@.- (
    FUNCTION = @extschema@.memsize_mi,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = @extschema@.memsize
);

COMMENT ON OPERATOR @extschema@.- (@extschema@.memsize, @extschema@.memsize) IS 'subtract';

CREATE OPERATOR @extschema@./ (
    FUNCTION = @extschema@.memsize_div,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = @extschema@.memsize
);

COMMENT ON OPERATOR @extschema@./ (@extschema@.memsize, @extschema@.memsize) IS 'ratio of two sizes';

CREATE OPERATOR @extschema@./ (
    FUNCTION = @extschema@.memsize_div_float8,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = double precision
);

COMMENT ON OPERATOR @extschema@./ (@extschema@.memsize, double precision) IS 'divide, rounded to the nearest byte';

CREATE OPERATOR @extschema@./ (
    FUNCTION = @extschema@.memsize_div_numeric,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = numeric
);

COMMENT ON OPERATOR @extschema@./ (@extschema@.memsize, numeric) IS 'divide exactly, rounded to the nearest byte';

CREATE OPERATOR @extschema@.<= (
    FUNCTION = @extschema@.memsize_le,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = @extschema@.memsize,
    COMMUTATOR = OPERATOR(@extschema@.>=),
    NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = scalarlesel,
    JOIN = scalarlejoinsel
);

COMMENT ON OPERATOR @extschema@.<= (@extschema@.memsize, @extschema@.memsize) IS 'less than or equal';

CREATE OPERATOR @extschema@.<> (
    FUNCTION = @extschema@.memsize_ne,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = @extschema@.memsize,
    COMMUTATOR = OPERATOR(@extschema@.<>),
    NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = neqsel,
    JOIN = neqjoinsel
);

COMMENT ON OPERATOR @extschema@.<> (@extschema@.memsize, @extschema@.memsize) IS 'not equal';

CREATE OPERATOR @extschema@.= (
    FUNCTION = @extschema@.memsize_eq,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = @extschema@.memsize,
    COMMUTATOR = OPERATOR(@extschema@.=),
    NEGATOR = OPERATOR(@extschema@.<>),
    MERGES,
    HASHES,
    RESTRICT = eqsel,
    JOIN = eqjoinsel
);

COMMENT ON OPERATOR @extschema@.= (@extschema@.memsize, @extschema@.memsize) IS 'equal';

CREATE OPERATOR @extschema@.>= (
    FUNCTION = @extschema@.memsize_ge,
    LEFTARG = @extschema@.memsize,
    RIGHTARG = @extschema@.memsize,
    COMMUTATOR = OPERATOR(@extschema@.<=),
    NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = scalargesel,
    JOIN = scalargejoinsel
);

COMMENT ON OPERATOR @extschema@.>= (@extschema@.memsize, @extschema@.memsize) IS 'greater than or equal';

CREATE OPERATOR FAMILY @extschema@.memsize_hash_ops USING hash;

ALTER OPERATOR FAMILY @extschema@.memsize_hash_ops USING hash ADD
    FUNCTION 2 (@extschema@.memsize, @extschema@.memsize) @extschema@.memsize_hash_extended(@extschema@.memsize,bigint);

COMMENT ON OPERATOR FAMILY @extschema@.memsize_hash_ops USING hash IS 'hash operator family for memsize';

CREATE OPERATOR CLASS @extschema@.memsize_hash_ops
    DEFAULT FOR TYPE @extschema@.memsize USING hash FAMILY @extschema@.memsize_hash_ops AS
    OPERATOR 1 @extschema@.=(@extschema@.memsize,@extschema@.memsize) ,
    FUNCTION 1 (@extschema@.memsize, @extschema@.memsize) @extschema@.memsize_hash(@extschema@.memsize);

COMMENT ON OPERATOR CLASS @extschema@.memsize_hash_ops USING hash IS 'default hash operator class for memsize (supports hash partitioning)';

CREATE OPERATOR FAMILY @extschema@.memsize_ops USING btree;

ALTER OPERATOR FAMILY @extschema@.memsize_ops USING btree ADD
    FUNCTION 2 (@extschema@.memsize, @extschema@.memsize) @extschema@.memsize_sortsupport(internal) ,
    FUNCTION 4 (@extschema@.memsize, @extschema@.memsize) btequalimage(oid);

COMMENT ON OPERATOR FAMILY @extschema@.memsize_ops USING btree IS 'btree operator family for memsize';

CREATE OPERATOR CLASS @extschema@.memsize_ops
    DEFAULT FOR TYPE @extschema@.memsize USING btree FAMILY @extschema@.memsize_ops AS
    OPERATOR 1 @extschema@.<(@extschema@.memsize,@extschema@.memsize) ,
    OPERATOR 2 @extschema@.<=(@extschema@.memsize,@extschema@.memsize) ,
    OPERATOR 3 @extschema@.=(@extschema@.memsize,@extschema@.memsize) ,
    OPERATOR 4 @extschema@.>=(@extschema@.memsize,@extschema@.memsize) ,
    OPERATOR 5 @extschema@.>(@extschema@.memsize,@extschema@.memsize) ,
    FUNCTION 1 (@extschema@.memsize, @extschema@.memsize) @extschema@.memsize_cmp(@extschema@.memsize,@extschema@.memsize);

COMMENT ON OPERATOR CLASS @extschema@.memsize_ops USING btree IS 'default btree operator class for memsize';

CREATE TABLE @extschema@.catalog_generation (
    singleton boolean DEFAULT true NOT NULL,
    generation bigint NOT NULL,
    changed_at timestamp with time zone NOT NULL,
    CONSTRAINT catalog_generation_singleton_check CHECK (singleton)
);

COMMENT ON TABLE @extschema@.catalog_generation IS 'one row: a counter every change to the hardware and price catalog moves (refresh_recommendations() recomputes what an older generation computed)';

CREATE TABLE @extschema@.instance (
    provider text NOT NULL,
    instance_type text NOT NULL,
    gpu_id text,
    gpu_count integer NOT NULL,
    vcpus integer,
    memory @extschema@.memsize,
    cpu_arch text,
    source text NOT NULL,
    is_builtin boolean DEFAULT false NOT NULL,
    CONSTRAINT instance_cpu_arch_check CHECK ((cpu_arch = ANY (ARRAY['x86_64'::text, 'arm64'::text]))),
    CONSTRAINT instance_gpu_and_count CHECK (((gpu_id IS NULL) = (gpu_count = 0))),
    CONSTRAINT instance_gpu_count_check CHECK ((gpu_count >= 0)),
    CONSTRAINT instance_instance_type_check CHECK ((instance_type <> ''::text)),
    CONSTRAINT instance_memory_check CHECK ((memory OPERATOR(@extschema@.>) '0 B'::@extschema@.memsize)),
    CONSTRAINT instance_vcpus_check CHECK ((vcpus > 0))
);

COMMENT ON TABLE @extschema@.instance IS 'instance types: GPU and count (gpu_count 0 for CPU-only), vCPUs, host memory, CPU architecture';

CREATE TABLE @extschema@.price (
    provider text NOT NULL,
    instance_type text NOT NULL,
    region text NOT NULL,
    pricing text NOT NULL,
    usd_per_hour numeric NOT NULL,
    valid_from date NOT NULL,
    valid_to date,
    source text NOT NULL,
    is_builtin boolean DEFAULT false NOT NULL,
    CONSTRAINT price_period_not_empty CHECK (((valid_to IS NULL) OR (valid_to > valid_from))),
    CONSTRAINT price_pricing_check CHECK ((pricing = ANY (ARRAY['on_demand'::text, 'spot'::text, 'reserved_1y'::text, 'reserved_3y'::text]))),
    CONSTRAINT price_region_check CHECK ((region <> ''::text)),
    CONSTRAINT price_usd_per_hour_in_range CHECK (((usd_per_hour >= (0)::numeric) AND (usd_per_hour < (1000000)::numeric)))
);

COMMENT ON TABLE @extschema@.price IS 'USD per hour per instance, per region and pricing, with a period of validity; periods of one offer never overlap';

COMMENT ON COLUMN @extschema@.price.valid_to IS 'end of the period (exclusive); NULL while the price is in force';

CREATE VIEW @extschema@.offer AS
 SELECT DISTINCT ON (p.provider, p.instance_type, p.region, p.pricing) p.provider,
    p.instance_type,
    p.region,
    p.pricing,
    i.gpu_id AS gpu,
    i.gpu_count,
    g.memory AS memory_per_gpu,
    round((((g.memory)::bigint)::numeric / 1073741824.0), 2) AS memory_per_gpu_gib,
    (g.memory)::bigint AS memory_per_gpu_bytes,
    i.vcpus,
    i.memory AS host_memory,
    round((((i.memory)::bigint)::numeric / 1073741824.0), 2) AS host_memory_gib,
    (i.memory)::bigint AS host_memory_bytes,
    i.cpu_arch,
    p.usd_per_hour,
    round((p.usd_per_hour / (NULLIF(i.gpu_count, 0))::numeric), 6) AS usd_per_gpu_hour,
    round((p.usd_per_hour / NULLIF((((i.gpu_count * (g.memory)::bigint))::numeric / 1073741824.0), (0)::numeric)), 6) AS usd_per_gpu_gib_hour,
    p.valid_from,
    p.valid_to,
    (NOT p.is_builtin) AS user_price,
    p.source
   FROM ((@extschema@.price p
     JOIN @extschema@.instance i USING (provider, instance_type))
     LEFT JOIN @extschema@.gpu g ON ((g.id = i.gpu_id)))
  WHERE ((p.valid_from <= CURRENT_DATE) AND ((p.valid_to IS NULL) OR (p.valid_to > CURRENT_DATE)))
  ORDER BY p.provider, p.instance_type, p.region, p.pricing, p.is_builtin;

COMMENT ON VIEW @extschema@.offer IS 'offers in force today, one row per provider, instance type, region and pricing (a user''s price line wins over the shipped one)';

CREATE VIEW @extschema@.gpu_offer AS
 SELECT offer.provider,
    offer.instance_type,
    offer.region,
    offer.pricing,
    offer.gpu,
    offer.gpu_count,
    offer.memory_per_gpu,
    offer.memory_per_gpu_gib,
    offer.memory_per_gpu_bytes,
    offer.vcpus,
    offer.host_memory,
    offer.host_memory_gib,
    offer.host_memory_bytes,
    offer.cpu_arch,
    offer.usd_per_hour,
    offer.usd_per_gpu_hour,
    offer.usd_per_gpu_gib_hour,
    offer.valid_from,
    offer.valid_to,
    offer.user_price,
    offer.source
   FROM @extschema@.offer
  WHERE (offer.gpu_count > 0);

COMMENT ON VIEW @extschema@.gpu_offer IS 'GPU offers in force today with per-GPU and per-GiB prices';

CREATE VIEW @extschema@.cheapest_gpu_offer AS
 SELECT DISTINCT ON (gpu_offer.gpu, gpu_offer.pricing) gpu_offer.gpu,
    gpu_offer.pricing,
    gpu_offer.provider,
    gpu_offer.instance_type,
    gpu_offer.region,
    gpu_offer.gpu_count,
    gpu_offer.usd_per_gpu_hour,
    gpu_offer.usd_per_gpu_gib_hour,
    gpu_offer.usd_per_hour,
    gpu_offer.memory_per_gpu,
    gpu_offer.memory_per_gpu_gib,
    gpu_offer.memory_per_gpu_bytes
   FROM @extschema@.gpu_offer
  ORDER BY gpu_offer.gpu, gpu_offer.pricing, gpu_offer.usd_per_gpu_hour, gpu_offer.provider, gpu_offer.instance_type, gpu_offer.region;

COMMENT ON VIEW @extschema@.cheapest_gpu_offer IS 'the cheapest offer per GPU and pricing (USD per GPU-hour)';

CREATE TABLE @extschema@.gpu_alias (
    alias text NOT NULL,
    alias_key text GENERATED ALWAYS AS (@extschema@.gpu_key(alias)) STORED,
    gpu_id text NOT NULL,
    origin text NOT NULL,
    source text NOT NULL,
    is_builtin boolean DEFAULT false NOT NULL,
    CONSTRAINT gpu_alias_alias_key_check CHECK ((alias_key <> ''::text)),
    CONSTRAINT gpu_alias_origin_check CHECK ((origin = ANY (ARRAY['nvidia-smi'::text, 'kubernetes'::text, 'skypilot'::text, 'cloud'::text, 'trace'::text, 'common'::text])))
);

COMMENT ON TABLE @extschema@.gpu_alias IS 'spellings of GPU names seen in the wild (nvidia-smi, Kubernetes labels, SkyPilot, clouds, cluster traces) -> gpu.id';

CREATE VIEW @extschema@.gpu_memory_price AS
 SELECT gpu_offer.gpu,
    gpu_offer.pricing,
    count(*) AS offers,
    min(gpu_offer.usd_per_gpu_gib_hour) AS min_usd_per_gib_hour,
    round((percentile_cont((0.5)::double precision) WITHIN GROUP (ORDER BY ((gpu_offer.usd_per_gpu_gib_hour)::double precision)))::numeric, 6) AS median_usd_per_gib_hour,
    max(gpu_offer.usd_per_gpu_gib_hour) AS max_usd_per_gib_hour
   FROM @extschema@.gpu_offer
  GROUP BY gpu_offer.gpu, gpu_offer.pricing;

COMMENT ON VIEW @extschema@.gpu_memory_price IS 'USD per GiB of GPU memory per hour, per GPU and pricing';

CREATE TABLE @extschema@.model (
    name text NOT NULL,
    family text,
    hf_repo_id text,
    arch_type text NOT NULL,
    params double precision NOT NULL,
    active_params double precision NOT NULL,
    layers integer,
    hidden integer,
    heads integer,
    kv_heads integer,
    head_dim integer,
    intermediate integer,
    vocab integer,
    max_context integer,
    experts integer,
    active_experts integer,
    tied_embeddings boolean,
    gated_mlp boolean,
    dropout boolean,
    attention text,
    kv_cache_width integer,
    sliding_window integer,
    sliding_window_layers integer,
    source text NOT NULL,
    notes text,
    is_builtin boolean DEFAULT false NOT NULL,
    post_norms boolean,
    qk_norm boolean,
    attention_softcapping boolean,
    logit_softcapping boolean,
    hidden_act text,
    kv_broadcast boolean,
    CONSTRAINT model_attention_check CHECK ((attention = ANY (ARRAY['mha'::text, 'gqa'::text, 'mqa'::text, 'mla'::text]))),
    CONSTRAINT model_attention_matches_kv_heads CHECK (((attention IS NULL) OR (kv_heads IS NULL) OR
CASE attention
    WHEN 'mha'::text THEN (kv_heads = heads)
    WHEN 'mqa'::text THEN (kv_heads = 1)
    WHEN 'gqa'::text THEN (kv_heads < heads)
    ELSE true
END)),
    CONSTRAINT model_check CHECK (((active_params > (0)::double precision) AND (active_params <= params))),
    CONSTRAINT model_check1 CHECK (((kv_heads > 0) AND (kv_heads <= heads))),
    CONSTRAINT model_check2 CHECK (((active_experts > 0) AND (active_experts <= experts))),
    CONSTRAINT model_check3 CHECK (((sliding_window_layers > 0) AND (sliding_window_layers <= layers))),
    CONSTRAINT model_check4 CHECK (((attention IS DISTINCT FROM 'mla'::text) OR (kv_cache_width IS NOT NULL))),
    CONSTRAINT model_check5 CHECK (((sliding_window IS NULL) = (sliding_window_layers IS NULL))),
    CONSTRAINT model_experts_check CHECK ((experts > 0)),
    CONSTRAINT model_head_dim_check CHECK ((head_dim > 0)),
    CONSTRAINT model_heads_check CHECK ((heads > 0)),
    CONSTRAINT model_hidden_act_check CHECK ((hidden_act = ANY (ARRAY['silu'::text, 'swish'::text, 'gelu'::text, 'gelu_pytorch_tanh'::text, 'relu'::text, 'gelu_new'::text, 'gelu_fast'::text, 'quick_gelu'::text, 'gelu_python'::text]))),
    CONSTRAINT model_hidden_check CHECK ((hidden > 0)),
    CONSTRAINT model_intermediate_check CHECK ((intermediate > 0)),
    CONSTRAINT model_kv_cache_width_check CHECK ((kv_cache_width > 0)),
    CONSTRAINT model_kv_heads_divide_heads CHECK (((heads % kv_heads) = 0)),
    CONSTRAINT model_layers_check CHECK ((layers > 0)),
    CONSTRAINT model_max_context_check CHECK ((max_context > 0)),
    CONSTRAINT model_params_check CHECK (((params > (0)::double precision) AND (params <= ('1000000000000000'::numeric)::double precision))),
    CONSTRAINT model_sliding_window_check CHECK ((sliding_window > 0)),
    CONSTRAINT model_vocab_check CHECK ((vocab > 0))
);

COMMENT ON TABLE @extschema@.model IS 'model architectures for the estimators (training_job / inference_job model => name); shipped rows have is_builtin, users may add their own';

COMMENT ON COLUMN @extschema@.model.params IS 'total parameters (all experts), a count, not billions';

COMMENT ON COLUMN @extschema@.model.active_params IS 'parameters used per token (MoE); equals params for dense models';

COMMENT ON COLUMN @extschema@.model.layers IS 'transformer blocks; encoder-decoder models count both stacks';

COMMENT ON COLUMN @extschema@.model.intermediate IS 'MLP width; per expert for MoE';

COMMENT ON COLUMN @extschema@.model.dropout IS 'fine-tuned with dropout by default (Hugging Face configs of BERT, GPT-2, T5): adds dropout masks to training activations';

COMMENT ON COLUMN @extschema@.model.kv_cache_width IS 'MLA: cached values per token and layer (kv_lora_rank + rope dim)';

COMMENT ON COLUMN @extschema@.model.sliding_window IS 'attention window in tokens of the sliding-window layers';

COMMENT ON COLUMN @extschema@.model.sliding_window_layers IS 'how many layers use the sliding window';

COMMENT ON COLUMN @extschema@.model.is_builtin IS 'true for rows shipped with the extension (not dumped); false for users'' rows';

COMMENT ON COLUMN @extschema@.model.post_norms IS 'norms on the attention''s and the MLP''s outputs as well as their inputs, four a layer (Gemma 2, Gemma 3); NULL: false';

COMMENT ON COLUMN @extschema@.model.qk_norm IS 'an RMSNorm on each head''s queries and keys (Qwen3, Gemma 3); NULL: false';

COMMENT ON COLUMN @extschema@.model.attention_softcapping IS 'attention scores soft-capped with tanh before the softmax (Gemma 2), which no fused attention kernel of PyTorch computes; NULL: false';

COMMENT ON COLUMN @extschema@.model.logit_softcapping IS 'output logits soft-capped with tanh (Gemma 2); NULL: false';

COMMENT ON COLUMN @extschema@.model.hidden_act IS 'the MLP''s activation as the model''s Hugging Face configuration names it (hidden_act, activation_function); Hugging Face computes gelu_new, gelu_fast, quick_gelu and gelu_python as Python operations whose intermediates a training step keeps; NULL: a fused activation';

COMMENT ON COLUMN @extschema@.model.kv_broadcast IS 'the model''s attention in Hugging Face transformers hands scaled_dot_product_attention one key-value head broadcast over the query heads, which only PyTorch''s math kernel takes: fp32 scores at the prefill (Falcon 7B); NULL: false';

CREATE TABLE @extschema@.recommendation (
    source regclass NOT NULL,
    job_id text NOT NULL,
    job_fingerprint text NOT NULL,
    catalog_generation bigint NOT NULL,
    computed_at timestamp with time zone NOT NULL,
    gpu_id text,
    memory_fill double precision,
    oom_risk boolean,
    overprovisioned boolean,
    slowdown double precision,
    actual_cost numeric,
    cost_at_current_prices numeric,
    recommended_gpu text,
    recommended_gpu_count integer,
    recommended_provider text,
    recommended_instance_type text,
    recommended_pricing text,
    recommended_hours double precision,
    recommended_cost numeric,
    savings numeric,
    objective text,
    pricing text
);

COMMENT ON TABLE @extschema@.recommendation IS 'recommendations of job histories, kept by refresh_recommendations() (derived data: not dumped, a refresh rebuilds it)';

COMMENT ON COLUMN @extschema@.recommendation.objective IS 'the objective the refresh ranked with: cost, time or balanced';

COMMENT ON COLUMN @extschema@.recommendation.pricing IS 'the pricing the refresh ranked at (on_demand, spot, reserved_1y, reserved_3y or any); recommended_pricing is the chosen offer''s';

CREATE VIEW @extschema@.spot_discount AS
 SELECT od.gpu,
    count(*) AS offers,
    round(min(((1)::numeric - (sp.usd_per_hour / od.usd_per_hour))), 4) AS min_discount,
    round((percentile_cont((0.5)::double precision) WITHIN GROUP (ORDER BY ((((1)::numeric - (sp.usd_per_hour / od.usd_per_hour)))::double precision)))::numeric, 4) AS median_discount,
    round(max(((1)::numeric - (sp.usd_per_hour / od.usd_per_hour))), 4) AS max_discount,
    min(sp.usd_per_gpu_hour) AS cheapest_spot_usd_per_gpu_hour
   FROM (@extschema@.gpu_offer od
     JOIN @extschema@.gpu_offer sp ON (((sp.provider = od.provider) AND (sp.instance_type = od.instance_type) AND (sp.region = od.region) AND (sp.pricing = 'spot'::text))))
  WHERE ((od.pricing = 'on_demand'::text) AND (od.usd_per_hour > (0)::numeric))
  GROUP BY od.gpu;

COMMENT ON VIEW @extschema@.spot_discount IS 'spot discount against on-demand for the same instance and region, per GPU';

ALTER TABLE ONLY @extschema@.catalog_generation
    ADD CONSTRAINT catalog_generation_pkey PRIMARY KEY (singleton);

ALTER TABLE ONLY @extschema@.gpu_alias
    ADD CONSTRAINT gpu_alias_key_unique UNIQUE (alias_key);

ALTER TABLE ONLY @extschema@.gpu_alias
    ADD CONSTRAINT gpu_alias_pkey PRIMARY KEY (alias);

ALTER TABLE ONLY @extschema@.gpu
    ADD CONSTRAINT gpu_pkey PRIMARY KEY (id);

ALTER TABLE ONLY @extschema@.instance
    ADD CONSTRAINT instance_pkey PRIMARY KEY (provider, instance_type);

ALTER TABLE ONLY @extschema@.model
    ADD CONSTRAINT model_hf_repo_id_key UNIQUE (hf_repo_id);

ALTER TABLE ONLY @extschema@.model
    ADD CONSTRAINT model_pkey PRIMARY KEY (name);

ALTER TABLE ONLY @extschema@.price
    ADD CONSTRAINT price_offer_start_unique UNIQUE (provider, instance_type, region, pricing, is_builtin, valid_from);

ALTER TABLE ONLY @extschema@.price
    ADD CONSTRAINT price_periods_do_not_overlap EXCLUDE USING gist (provider WITH =, instance_type WITH =, region WITH =, pricing WITH =, is_builtin WITH =, daterange(valid_from, valid_to) WITH &&);

ALTER TABLE ONLY @extschema@.provider
    ADD CONSTRAINT provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY @extschema@.recommendation
    ADD CONSTRAINT recommendation_pkey PRIMARY KEY (source, job_id);

CREATE TRIGGER gpu_alias_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON @extschema@.gpu_alias FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();

CREATE TRIGGER gpu_alias_guard BEFORE INSERT OR DELETE OR UPDATE ON @extschema@.gpu_alias FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

CREATE TRIGGER gpu_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON @extschema@.gpu FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();

CREATE TRIGGER gpu_guard BEFORE INSERT OR DELETE OR UPDATE ON @extschema@.gpu FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

CREATE TRIGGER instance_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON @extschema@.instance FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();

CREATE TRIGGER instance_guard BEFORE INSERT OR DELETE OR UPDATE ON @extschema@.instance FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

CREATE TRIGGER price_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON @extschema@.price FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();

CREATE TRIGGER price_guard BEFORE INSERT OR DELETE OR UPDATE ON @extschema@.price FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

CREATE TRIGGER price_zz_close_open_period BEFORE INSERT ON @extschema@.price FOR EACH ROW EXECUTE FUNCTION @extschema@.price_close_open_period();

CREATE TRIGGER provider_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON @extschema@.provider FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();

CREATE TRIGGER provider_guard BEFORE INSERT OR DELETE OR UPDATE ON @extschema@.provider FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

ALTER TABLE ONLY @extschema@.gpu_alias
    ADD CONSTRAINT gpu_alias_gpu_id_fkey FOREIGN KEY (gpu_id) REFERENCES @extschema@.gpu(id) ON UPDATE CASCADE;

ALTER TABLE ONLY @extschema@.instance
    ADD CONSTRAINT instance_gpu_id_fkey FOREIGN KEY (gpu_id) REFERENCES @extschema@.gpu(id) ON UPDATE CASCADE;

ALTER TABLE ONLY @extschema@.instance
    ADD CONSTRAINT instance_provider_fkey FOREIGN KEY (provider) REFERENCES @extschema@.provider(id) ON UPDATE CASCADE;

ALTER TABLE ONLY @extschema@.price
    ADD CONSTRAINT price_provider_instance_type_fkey FOREIGN KEY (provider, instance_type) REFERENCES @extschema@.instance(provider, instance_type) ON UPDATE CASCADE;

GRANT SELECT ON TABLE @extschema@.gpu TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.gpu TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.provider TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.provider TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.catalog_generation TO PUBLIC;

GRANT UPDATE ON TABLE @extschema@.catalog_generation TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.instance TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.instance TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.price TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.price TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.offer TO PUBLIC;

GRANT SELECT ON TABLE @extschema@.gpu_offer TO PUBLIC;

GRANT SELECT ON TABLE @extschema@.cheapest_gpu_offer TO PUBLIC;

GRANT SELECT ON TABLE @extschema@.gpu_alias TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.gpu_alias TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.gpu_memory_price TO PUBLIC;

GRANT SELECT ON TABLE @extschema@.model TO PUBLIC;

GRANT SELECT ON TABLE @extschema@.recommendation TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.recommendation TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.spot_discount TO PUBLIC;

SELECT pg_catalog.pg_extension_config_dump('@extschema@.model', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.provider', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.gpu', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.gpu_alias', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.instance', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.price', 'WHERE NOT is_builtin');

INSERT INTO @extschema@.catalog_generation (singleton, generation, changed_at) VALUES (true, 47, now());

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('t4', 'NVIDIA', 'NVIDIA T4', 'Turing (TU104)', 2018, 'PCIe low-profile', '16 GiB', 'GDDR6', 320, 8.1, NULL, NULL, 65, NULL, 130, 70, 'PCIe only', 32, 3, 'NVIDIA T4 datasheet https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/tesla-t4/t4-tensor-core-datasheet-951643.pdf; cross-check github mlco2/impact data/gpus.csv (T4 70W 8.141/65.13 TFLOPS) and TechPowerUp data via sysrqmts.com/en/gpus/nvidia/tesla/t4 (256-bit GDDR6 10 Gbps = 320.0 GB/s)', 'No TF32/BF16/FP8 (Turing). fp16 = FP16 mixed-precision tensor (FP32 accumulate), dense; INT4 260 TOPS. Bandwidth: NVIDIA datasheet versions say 300 GB/s and 320+ GB/s; 320 = 256-bit x 10 Gbps (TechPowerUp); NVIDIA''s own spec table (nvidia-master data) quotes 300 GB/s.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('t4g', 'NVIDIA', 'NVIDIA T4G (AWS G5g)', 'Turing (TU104)', 2021, 'PCIe (AWS G5g instances, Graviton2 ARM host)', '16 GiB', 'GDDR6', 320, 8.1, NULL, NULL, 65, NULL, 130, NULL, 'PCIe only', 32, 3, 'AWS Batch GPU jobs table https://docs.aws.amazon.com/batch/latest/userguide/gpu-jobs.html (g5g: 1-2 GPUs, 16 GB each); github GoogleCloudPlatform/professional-services tools/instance_mapper/cmd/instance_mapper/gpu-mapping.yaml (''T4g'': Tesla TU104 Turing (Graviton) 16GB, FP16 65.13, FP32 8.14 - same as T4); compute/bandwidth figures from the T4 row (NVIDIA T4 datasheet https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/tesla-t4/t4-tensor-core-datasheet-951643.pdf; cross-check github mlco2/impact data/gpus.csv (T4 70W 8.141/65.13 TFLOPS) and TechPowerUp data via sysrqmts.com/en/gpus/nvidia/tesla/t4 (256-bit GDDR6 10 Gbps = 320.0 GB/s))', 'AWS-only part: same TU104 silicon as T4 on ARM (Graviton2) hosts; AWS publishes no separate TDP or tensor figures, so values are the T4 datasheet values (MEDIUM CONFIDENCE). AWS lists the memory as ''16 GB''.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('l4', 'NVIDIA', 'NVIDIA L4', 'Ada Lovelace (AD104)', 2023, 'PCIe low-profile', '24 GiB', 'GDDR6', 300, 30.3, 60, 121, 121, 242.5, 242.5, 72, 'PCIe only', 64, 4, 'NVIDIA L4 product brief https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/l4/PB-11316-001_v01.pdf and https://www.nvidia.com/en-us/data-center/l4/', 'Datasheet tensor figures are with 2:4 sparsity (TF32 120, FP16/BF16 242, FP8 485, INT8 485); dense = half, listed here.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a10', 'NVIDIA', 'NVIDIA A10', 'Ampere (GA102)', 2021, 'PCIe FHFL single-slot', '24 GiB', 'GDDR6', 600, 31.2, 62.5, 125, 125, NULL, 250, 150, 'PCIe only', 64, 4, 'NVIDIA A10 datasheet https://www.nvidia.com/en-us/data-center/products/a10-gpu/; cross-check github cli99/llm-analysis llm_analysis/gpu_configs/a10-pcie-28gb.json (fp16 125, int8 250)', 'Datasheet sparse figures are 2x (TF32 125, FP16/BF16 250, INT8 500). Data-center card: full-rate FP32 accumulate.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a10g', 'NVIDIA', 'NVIDIA A10G (AWS G5)', 'Ampere (GA102, AWS-specific SKU)', 2021, 'PCIe (AWS G5 instances)', '24 GiB', 'GDDR6', 600, 31.52, NULL, 70, 70, NULL, 140, 300, 'PCIe only', 64, 4, 'github cli99/llm-analysis llm_analysis/gpu_configs/a10g-pcie-24gb.json (24 GB, 600 GB/s, fp16 70, int8 140); FP32 31.52: TechPowerUp techpowerup.com/gpu-specs/a10g.c3798 as quoted by github GoogleCloudPlatform/professional-services tools/instance_mapper/cmd/instance_mapper/gpu-mapping.yaml (''A10G'' GA102 FP32 31.52); TDP: nvidia-smi power cap 300 W on g5 (''NVIDIA A10G ... 60W / 300W'', github NVIDIA/DCGM issue #232) and AWS GPU instance table gist.github.com/shashankprasanna/10ebe6dc1ba1d8d93db17da4e2cc890e (''TDP from nvidia-smi'' 300W for all g5 sizes)', 'LOW CONFIDENCE on tensor columns: no NVIDIA datasheet (AWS-only part); 70/140 are third-party estimates (llm-analysis), bf16 assumed equal to fp16 as on all Ampere GA10x. Baseten (baseten.co/blog/nvidia-a10-vs-a10g-for-ml-model-inference) says A10G has lower tensor but higher CUDA-core throughput than A10. nvidia-smi reports 23028 MiB total.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a16', 'NVIDIA', 'NVIDIA A16 (per GPU; 4 GPUs per board)', 'Ampere (GA107)', 2021, 'PCIe dual-slot board with 4 GPUs', '16 GiB', 'GDDR6', 200, 4.5, 9, NULL, 17.9, NULL, 35.9, NULL, 'PCIe only (board shares one x16 slot)', 64, 4, 'NVIDIA A16 datasheet https://images.nvidia.com/content/Solutions/data-center/vgpu-a16-datasheet.pdf as reproduced at panchaea.com/products/graphics-cards/nvidia-a16 (4x 16GB GDDR6, 4x 200GB/s, FP32 4x 4.5, TF32 4x 9 | 4x 18 sparse, FP16 4x 17.9 | 4x 35.9 sparse, INT8 4x 35.9 | 4x 71.8 sparse, 250 W max per board, PCIe Gen4 x16); NVIDIA A16 product page https://www.nvidia.com/en-au/data-center/products/a16-gpu/ as transcribed in a public NVIDIA spec script on GitHub (64 GB total, 4x 200 GB/s, 250 W board, 16 GB per GPU)', 'Per GPU (OS sees 4 GPUs per board). TDP left empty: NVIDIA states 250 W for the whole 4-GPU board. BF16 not listed separately in the datasheet. Dense values are the datasheet''s non-sparse figures.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a30', 'NVIDIA', 'NVIDIA A30', 'Ampere (GA100)', 2021, 'PCIe FHFL dual-slot', '24 GiB', 'HBM2', 933, 10.3, 82.5, 165, 165, NULL, 330, 165, 'NVLink 3 bridge (2 GPUs, 200 GB/s)', 200, 4, 'NVIDIA A30 datasheet https://www.nvidia.com/en-us/data-center/products/a30-gpu/ as tabulated at arthurchiao.art/blog/gpu-data-sheets (24GB HBM2, 933GB/s, PCIe Gen4 64GB/s, NVLink 200GB/s, FP32 10.3, BF16/FP16 165, INT8 330, INT4 661, 165 W); TF32 ''up to 165 teraFLOPS'' (with sparsity) from the NVIDIA A30 spec list reproduced by NeevCloud; huggingface.co/hardware/a30 (24GB, 10.32 TFLOPS, 165W)', 'tf32 82.5 = half of NVIDIA''s sparse TF32 figure (165); NVIDIA''s datasheet rounds dense TF32 to 82. Sparse figures 2x. MIG up to 4 instances.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a40', 'NVIDIA', 'NVIDIA A40', 'Ampere (GA102)', 2020, 'PCIe FHFL dual-slot', '48 GiB', 'GDDR6 (ECC)', 696, 37.4, 74.8, 149.7, 149.7, NULL, 299.3, 300, 'NVLink bridge (2 GPUs, 112.5 GB/s)', 112.5, 4, 'NVIDIA A40 datasheet https://images.nvidia.com/content/Solutions/data-center/a40/nvidia-a40-datasheet.pdf as reproduced at ecer.com (48 GB GDDR6 ECC, 696 GB/s, NVLink 112.5 GB/s bidirectional, PCIe Gen4 64GB/s, FP32 37.4, FP16 149.7|299.4*, TF32 74.8|149.6*, BF16 149.7|299.4*, INT8 299.3|598.6*, 300 W)', '* = with sparsity; dense values listed.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('l40', 'NVIDIA', 'NVIDIA L40', 'Ada Lovelace (AD102)', 2022, 'PCIe FHFL dual-slot', '48 GiB', 'GDDR6 (ECC)', 864, 90.5, 90.5, 181.05, 181.05, 362, 362, 300, 'PCIe only', 64, 4, 'NVIDIA L40/L40S datasheet table as reproduced at mullet.se/product.html?product_id=355414 (L40: 48 GB GDDR6 ECC, 864GB/s, PCIe Gen4 x16 64GB/s, FP32 90.5, TF32 90.5|181*, BF16 181.05|362.1*, FP16 181.05|362.1*, FP8 362|724*, INT8 362|724*, 300W); cross-check NVIDIA L40 datasheet https://resources.nvidia.com/en-us-gpu-resources/nvidia-l40-datasheet', '* = with sparsity; dense listed. No NVLink. Note NVIDIA''s L40 tensor figures are half of the L40S''s on the same AD102 chip; hmc-tech.com computes 2x these values - NVIDIA datasheet values kept.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('l40s', 'NVIDIA', 'NVIDIA L40S', 'Ada Lovelace (AD102)', 2023, 'PCIe FHFL dual-slot', '48 GiB', 'GDDR6 (ECC)', 864, 91.6, 183, 362.05, 362.05, 733, 733, 350, 'PCIe only', 64, 4, 'NVIDIA L40S datasheet https://resources.nvidia.com/en-us-l40s/l40s-datasheet-28413; cross-check github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0) dense-TFLOPS table; L40/L40S datasheet table at mullet.se (BF16/FP16 362.05|733*)', 'Datasheet sparse: TF32 366, FP16/BF16 733, FP8 1466, INT8 1466. No NVLink. bf16/fp16 written with the datasheet''s 362.05 (reference had 362).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a100-40gb-pcie', 'NVIDIA', 'NVIDIA A100 40GB PCIe', 'Ampere (GA100)', 2020, 'PCIe dual-slot', '40 GiB', 'HBM2', 1555, 19.5, 156, 312, 312, NULL, 624, 250, 'NVLink 3 bridge (2 GPUs, 600 GB/s)', 600, 4, 'https://www.nvidia.com/en-us/data-center/a100/ (NVIDIA A100 datasheet https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf); cross-check github cli99/llm-analysis gpu_configs/a100-pcie-40gb.json; NVIDIA A100 40GB PCIe product brief PB-10137-001 (docslib.org/doc/3015592)', 'NVLink 600 GB/s only via 2-GPU NVLink bridge. Sparse figures 2x. No FP8. nvidia-smi: ''NVIDIA A100-PCIE-40GB''.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a100-40gb-sxm', 'NVIDIA', 'NVIDIA A100 40GB SXM4', 'Ampere (GA100)', 2020, 'SXM4', '40 GiB', 'HBM2', 1555, 19.5, 156, 312, 312, NULL, 624, 400, 'NVLink 3 + NVSwitch (600 GB/s)', 600, 4, 'https://www.nvidia.com/en-us/data-center/a100/ (NVIDIA A100 datasheet https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf); cross-check github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0); glennklockwood.com/garden/processors/A100', 'NVLink3 600 GB/s per GPU (bidirectional). AWS p4d, GCP a2-highgpu, Azure ND A100 v4 and Lambda 8x A100 use this part; SkyPilot ''A100'' maps here.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a100-80gb-pcie', 'NVIDIA', 'NVIDIA A100 80GB PCIe', 'Ampere (GA100)', 2021, 'PCIe dual-slot', '80 GiB', 'HBM2e', 1935, 19.5, 156, 312, 312, NULL, 624, 300, 'NVLink 3 bridge (2 GPUs, 600 GB/s)', 600, 4, 'https://www.nvidia.com/en-us/data-center/a100/ (NVIDIA A100 datasheet https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf); cross-check github cli99/llm-analysis gpu_configs/a100-pcie-80gb.json (1935 GB/s)', 'NVLink via 2-GPU bridge. Sparse figures 2x. nvidia-smi: ''NVIDIA A100 80GB PCIe''. Azure NC A100 v4, Hyperstack ''A100-80G-PCIe'', and cudo''s ''A100'' (epyc-genoa-a100-pcie, 81920 MiB) are this part.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a100-80gb-sxm', 'NVIDIA', 'NVIDIA A100 80GB SXM4', 'Ampere (GA100)', 2020, 'SXM4', '80 GiB', 'HBM2e', 2039, 19.5, 156, 312, 312, NULL, 624, 400, 'NVLink 3 + NVSwitch (600 GB/s)', 600, 4, 'https://www.nvidia.com/en-us/data-center/a100/ (NVIDIA A100 datasheet https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf); cross-check github cli99/llm-analysis gpu_configs/a100-sxm-80gb.json (2039 GB/s)', 'AWS p4de, GCP a2-ultragpu, Azure NDm A100 v4, Lambda 8x A100 80GB SXM4. RunPod lists it as ''A100-80GB-SXM''. nvidia-smi: ''NVIDIA A100-SXM4-80GB''.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a800-80gb-pcie', 'NVIDIA', 'NVIDIA A800 80GB PCIe', 'Ampere (GA100)', 2022, 'PCIe dual-slot', '80 GiB', 'HBM2e', 1935, 19.5, 156, 312, 312, NULL, 624, 300, 'NVLink 3 bridge (400 GB/s)', 400, 4, 'NVIDIA A800 PCIe 80GB specifications as tabulated in a public NVIDIA GPU spec reference (github, ''A800 PCIe 80GB | Ampere | 8.0 | 108 | 19.5 | 312 | 80 GB HBM2e | 1,935 GB/s | PCIe Gen4 x16 | 400 GB/s | 300 W''); tensor rates from hmc-tech.com/gpu/nvidia-a800-vs-nvidia-t40 (A800 80GB HBM2e: FP32 19.49, TF32 155.94, FP16/BF16 311.87, INT8 623.74 TOPS dense); arthurchiao.art/blog/gpu-data-sheets (A800 80G HBM2e, NVLink 400GB/s, 300/400 W PCIe/SXM); cudo catalog skypilot-org/skypilot-catalog catalogs/v8/cudo/vms.csv (intel-ice-lake-a800-pci, 81920 MiB)', 'China-market A100 derivative (export-control 2022): same GA100 compute as A100 80GB PCIe, NVLink reduced to 400 GB/s. hmc-tech values rounded to NVIDIA''s A100 convention (19.5/156/312/624). nvidia-smi: ''NVIDIA A800 80GB PCIe''.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('h100-pcie', 'NVIDIA', 'NVIDIA H100 PCIe', 'Hopper (GH100)', 2022, 'PCIe dual-slot', '80 GiB', 'HBM2e', 2000, 51, 378, 756, 756, 1513, 1513, 350, 'NVLink 4 bridge (2 GPUs, 600 GB/s)', 600, 5, 'https://www.nvidia.com/en-us/data-center/h100/ (H100 datasheet https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet); NVIDIA H100 PCIe product brief PB-11133-001 (350 W max TDP); cross-check github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0)', 'TDP 300-350 W configurable. NVLink 600 GB/s via bridge. Sparse figures 2x. nvidia-smi: ''NVIDIA H100 PCIe''.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('h100-sxm', 'NVIDIA', 'NVIDIA H100 SXM5 80GB', 'Hopper (GH100)', 2022, 'SXM5', '80 GiB', 'HBM3', 3350, 67, 494.7, 989.4, 989.4, 1978.9, 1978.9, 700, 'NVLink 4 + NVSwitch (900 GB/s)', 900, 5, 'https://www.nvidia.com/en-us/data-center/h100/ (H100 datasheet https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet); cross-check github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0); github cli99/llm-analysis gpu_configs/h100-sxm-80gb.json', 'Datasheet headline numbers (TF32 989, FP16 1979, FP8 3958) are WITH sparsity. TDP up to 700 W (configurable). AWS p5, GCP a3-highgpu/a3-mega (''H100-MEGA''), Azure ND H100 v5. nvidia-smi: ''NVIDIA H100 80GB HBM3'' (81559 MiB).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('h100-nvl', 'NVIDIA', 'NVIDIA H100 NVL', 'Hopper (GH100)', 2023, 'PCIe dual-slot (sold as NVLink-bridged pairs)', '94 GiB', 'HBM3', 3900, 60, 417.5, 835.5, 835.5, 1670.5, 1670.5, 400, 'NVLink 4 bridge (pairs, 600 GB/s)', 600, 5, 'https://www.nvidia.com/en-us/data-center/h100/ (H100 datasheet https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet); cross-check github mlco2/impact data/gpus.csv (H100 NVL 400W, 835/1671 = sparse TF32/FP16, 94GB)', 'Datasheet sparse: TF32 835, FP16/BF16 1671, FP8 3341, INT8 3341; dense = half. TDP 350-400 W configurable. Marketed 94GB treated as binary (README convention).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('h200-sxm', 'NVIDIA', 'NVIDIA H200 SXM 141GB', 'Hopper (GH100)', 2024, 'SXM5', '141 GiB', 'HBM3e', 4800, 67, 494.7, 989.4, 989.4, 1978.9, 1978.9, 700, 'NVLink 4 + NVSwitch (900 GB/s)', 900, 5, 'https://www.nvidia.com/en-us/data-center/h200/; cross-check github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0); memory unit: skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv (H200 SizeInMiB 144384 = 141 GiB) and nvidia-smi output ''NVIDIA H200 ... 143771MiB'' (many public logs, e.g. find_string ''143771MiB'')', 'Same compute as H100 SXM; more/faster memory. NVIDIA markets ''141GB''; the driver reports 143771 MiB (=140.4 GiB = 150.8e9 bytes), i.e. 141 is a binary-GiB figure like other HBM capacities (README convention), so written as 141 GiB rather than 141 GB (=10^9). SkyPilot v7 metadata wrongly lists H200 as 80 GB.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('b200', 'NVIDIA', 'NVIDIA B200 (HGX/DGX)', 'Blackwell', 2024, 'SXM (HGX B200 baseboard)', '180 GiB', 'HBM3e', 8000, 75, 1125, 2250, 2250, 4500, 4500, 1000, 'NVLink 5 + NVSwitch (1.8 TB/s)', 1800, 5, 'NVIDIA DGX B200 datasheet https://resources.nvidia.com/en-us-dgx-systems/dgx-b200-datasheet; NVIDIA HGX B200 per-GPU spec table (reproduced at zdszero.github.io/Computer/Artificial_Intelligence/Hardware.html: FP32 75 TFLOPS, TF32 2.2 PF, FP16/BF16 4.5 PF, FP8 9 PF, INT8 9 POPS (sparse), 180GB HBM3E, ''Configurable up to 1,000W'', NVLink 1.8TB/s, PCIe Gen5 128GB/s); docs.nvidia.com/enterprise-reference-architectures/hgx-ai-factory-h100-h200-b200/latest/components.html (180 GB, 8 TB/s, up to 1 kW); memory unit: skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv (B200 SizeInMiB 184320 = 180 GiB) and nvidia-smi ''NVIDIA B200 ... 183359MiB''', 'Announced with 192 GB; HGX/DGX B200 expose 180 (GiB: driver reports 183359 MiB = 179.1 GiB = 192.3e9 bytes, so ''GB'' here is binary). FP32 75 per NVIDIA HGX B200 table (stas00/Klockwood list 80 for an earlier spec). TF32 dense kept at 1125 (= FP16/2; NVIDIA rounds to 2.2 PF sparse). NVIDIA''s HGX table quotes 7.7 TB/s per GPU while the DGX datasheet (64 TB/s / 8) and reference architecture give 8 TB/s; 8000 kept. FP4 9000 dense.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('gh200', 'NVIDIA', 'NVIDIA GH200 Grace Hopper Superchip (96GB HBM3)', 'Grace Hopper (GH100 + Grace CPU)', 2023, 'Superchip module', '96 GiB', 'HBM3', 4000, 67, 494.7, 989.4, 989.4, 1978.9, 1978.9, 1000, 'NVLink 4 (900 GB/s) + NVLink-C2C 900 GB/s to Grace CPU', 900, 5, 'https://www.nvidia.com/en-us/data-center/grace-hopper-superchip/; cross-check github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0) (GH200 96 GB HBM3 4.0 TB/s); memory unit: skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv (GH200 SizeInMiB 98304 = 96 GiB)', 'TDP 450-1000 W is programmable for the whole module (CPU+GPU+memory), 1000 = max; not GPU alone. HBM3e variant: 144 GB / 4.9 TB/s (stas00 lists 141 GB 4.8 TB/s). Lambda offers the 96 GB variant (nvidia-smi ''NVIDIA GH200 480GB'' = 96 GB HBM3 + 480 GB LPDDR5X). Plus 480 GB LPDDR5X CPU memory not counted here.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('v100-16gb-sxm2', 'NVIDIA', 'NVIDIA Tesla V100 SXM2 16GB', 'Volta (GV100)', 2017, 'SXM2', '16 GiB', 'HBM2', 900, 15.7, NULL, NULL, 125, NULL, NULL, 300, 'NVLink 2 (300 GB/s)', 300, 3, 'NVIDIA V100 datasheet https://images.nvidia.com/content/technologies/volta/pdf/tesla-volta-v100-datasheet-letter-fnl-web.pdf; cross-check github hahnyuan/LLM-Viewer hardwares/hardware_params.py (V100 900e9 B/s)', 'No TF32/BF16/FP8 and no INT8 tensor cores (INT8 only via DP4A, ~62 TOPS per LLM-Viewer). fp16 = FP16 tensor (FP32 accumulate). llm-analysis v100-sxm-16gb.json wrongly lists 32 GB. AWS p3, GCP nvidia-tesla-v100, Lambda gpu_8x_v100; SkyPilot ''V100'' maps here.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('v100-32gb-sxm2', 'NVIDIA', 'NVIDIA Tesla V100 SXM2 32GB', 'Volta (GV100)', 2018, 'SXM2', '32 GiB', 'HBM2', 900, 15.7, NULL, NULL, 125, NULL, NULL, 300, 'NVLink 2 (300 GB/s)', 300, 3, 'NVIDIA V100 datasheet https://images.nvidia.com/content/technologies/volta/pdf/tesla-volta-v100-datasheet-letter-fnl-web.pdf; cross-check github cli99/llm-analysis gpu_configs/v100-sxm-32gb.json; NVIDIA spec transcription (Tesla V100 SXM2 32GB: 900 GB/s, 15.7 TFLOPS, 300 W) https://www.nvidia.com/en-sg/data-center/v100/', 'AWS p3dn.24xlarge, Alibaba PAI ''V100M32''. No BF16/TF32/FP8/INT8 tensor support.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('v100-16gb-pcie', 'NVIDIA', 'NVIDIA Tesla V100 PCIe 16GB', 'Volta (GV100)', 2017, 'PCIe dual-slot', '16 GiB', 'HBM2', 900, 14, NULL, NULL, 112, NULL, NULL, 250, 'PCIe only', 32, 3, 'NVIDIA V100 datasheet https://images.nvidia.com/content/technologies/volta/pdf/tesla-volta-v100-datasheet-letter-fnl-web.pdf; cross-check github cli99/llm-analysis gpu_configs/v100-pcie-16gb.json (fp16 112)', 'PCIe Gen3 x16 32 GB/s. Not the V100S (16.4 TFLOPS, 1134 GB/s).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('v100-32gb-pcie', 'NVIDIA', 'NVIDIA Tesla V100 PCIe 32GB', 'Volta (GV100)', 2018, 'PCIe dual-slot', '32 GiB', 'HBM2', 900, 14, NULL, NULL, 112, NULL, NULL, 250, 'PCIe only', 32, 3, 'NVIDIA V100 datasheet https://images.nvidia.com/content/technologies/volta/pdf/tesla-volta-v100-datasheet-letter-fnl-web.pdf; cross-check github cli99/llm-analysis gpu_configs/v100-pcie-32gb.json; NVIDIA spec transcription (Tesla V100 PCIe 32GB: 900 GB/s, 14 TFLOPS, 250 W) https://www.nvidia.com/en-sg/data-center/v100/', 'PCIe Gen3 x16 32 GB/s.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('p100-16gb', 'NVIDIA', 'NVIDIA Tesla P100 PCIe 16GB', 'Pascal (GP100)', 2016, 'PCIe dual-slot', '16 GiB', 'HBM2', 732, 9.3, NULL, NULL, 18.7, NULL, NULL, 250, 'PCIe only', 32, 3, 'NVIDIA Tesla P100 PCIe specifications as tabulated at tech4gamers.com/nvidia-tesla-p100-will-be-available-in-two-variants-of-16gb-12gb-hbm2/ (PCIe 16GB: 9.3 TFLOPS FP32, 18.7 TFLOPS FP16, 250 W) and in a public GitHub note reproducing the P100 PCIe 16GB datasheet (16 GB HBM2, 732 GB/s, FP32 9.3, FP16 18.7, PCIe Gen3 x16, 250 W); cross-check github mlco2/impact data/gpus.csv (Tesla P100 250W, TechPowerUp 9.526/19.05)', 'No tensor cores: fp16 is the packed-FP16 (non-tensor) CUDA-core rate. No BF16/TF32/FP8/INT8 tensor. Launch material quoted 720 GB/s; later datasheet 732 GB/s. SXM2 (NVLink) variant is faster (10.6/21.2 TFLOPS, 300 W) - not this row. GCP nvidia-tesla-p100 is the PCIe card (''Tesla P100-PCIE-16GB'').', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('p4', 'NVIDIA', 'NVIDIA Tesla P4', 'Pascal (GP104)', 2016, 'PCIe low-profile', '8 GiB', 'GDDR5', 192, 5.5, NULL, NULL, NULL, NULL, 22, 75, 'PCIe only', 32, 3, 'NVIDIA Tesla P4 launch specifications as reported at servethehome.com/nvidia-tesla-p4-tesla-p40-launched/ (5.5 TFLOPS FP32 and 22 INT8 TOPS with boost, 8GB GDDR5, 192GB/s, ''50 Watt (or higher)''); techpowerup.com/gpu-specs/tesla-p4.c2879 (75 W maximum, 192.3 GB/s, PCIe 3.0 x16)', 'No tensor cores: int8 is the DP4A (non-tensor) rate; FP16 runs at 1/64 rate (not listed). TDP configurable 50-75 W; 75 = max.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('k80', 'NVIDIA', 'NVIDIA Tesla K80 (per GK210 GPU)', 'Kepler (GK210)', 2014, 'PCIe dual-slot board (2 GPUs)', '12 GiB', 'GDDR5', 240, 4.37, NULL, NULL, NULL, NULL, NULL, 150, 'PCIe only', 32, 3, 'NVIDIA Tesla K80 board specs as reported at cnews.cz (2x GK210, 2x 12 GB GDDR5, 240 GB/s per GPU, 8.74 TFLOPS SP boost, 300 W) and anandtech.com/show/8729/nvidia-launches-tesla-k80-gk210-gpu (2 x 2496 cores, 2 x 12GB, 8.74 TFLOPS, 300W); github GoogleCloudPlatform/professional-services gpu-mapping.yaml (''K80'': Tesla GK210, +12GB, FP32 4.11 per GPU)', 'Per GPU as clouds attach it (one GK210 with 12 GB); the K80 board has two. fp32 4.37 and tdp 150 = half of NVIDIA''s board figures (8.74 TFLOPS boost, 300 W); TechPowerUp/GCP list 4.11 TFLOPS per GPU at a lower boost clock. No tensor cores.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('m60', 'NVIDIA', 'NVIDIA Tesla M60 (per GM204 GPU)', 'Maxwell (GM204)', 2015, 'PCIe dual-slot board (2 GPUs)', '8 GiB', 'GDDR5', 160, 4.82, NULL, NULL, NULL, NULL, NULL, 150, 'PCIe only', 32, 3, 'NVIDIA Tesla M60 specs as summarized at elprocus.com/nvidia-tesla-m60 (two GPUs per board, 4096 CUDA cores, 16 GB GDDR5 / 8 GB per GPU, 300 W max); TechPowerUp data via fpsbench.com/compare/gpu/nvidia-tesla-m60-vs-nvidia-tesla-t4 (per GPU: 8 GB, 160.4 GB/s, 4.825 TFLOPS FP32, 300 W board); github GoogleCloudPlatform/professional-services gpu-mapping.yaml (''M60'': GM204 dual Maxwell, 16GB board, FP32 4.82)', 'Per GPU as clouds attach it (AWS g3/Azure NV give one GM204 with 8 GB); board has two. tdp 150 = half of the 300 W board maximum (board configurable 225-300 W). No tensor cores.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-3090', 'NVIDIA', 'NVIDIA GeForce RTX 3090', 'Ampere (GA102)', 2020, 'PCIe consumer triple-slot', '24 GiB', 'GDDR6X', 936, 35.6, 35.6, 71, 71, NULL, 284, 350, 'NVLink 3 bridge (2-way, 112.5 GB/s)', 112.5, 4, 'NVIDIA Ampere GA102 GPU architecture whitepaper https://www.nvidia.com/content/PDF/nvidia-ampere-ga-102-gpu-architecture-whitepaper-v2.pdf; FP32/TDP cross-check github mlco2/impact data/gpus.csv (35.58 TFLOPS, 350W)', 'GeForce: fp16 = FP16 tensor with FP32 accumulate (half rate, 71); with FP16 accumulate 142. BF16 71. Sparse 2x. NVLink only 2-way bridge.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-4090', 'NVIDIA', 'NVIDIA GeForce RTX 4090', 'Ada Lovelace (AD102)', 2022, 'PCIe consumer triple-slot', '24 GiB', 'GDDR6X', 1008, 82.6, 82.6, 165.2, 165.2, 330.3, 660.6, 450, 'PCIe only', 64, 4, 'NVIDIA Ada GPU architecture whitepaper https://images.nvidia.com/aem-dam/Solutions/Data-Center/l4/nvidia-ada-gpu-architecture-whitepaper-v2.1.pdf; FP32/TDP cross-check github mlco2/impact data/gpus.csv (82.6, 450W); tensor cross-check waredb.com/processor/nvidia-geforce-rtx-4090 (dense FP16 165.15, BF16 165.15, TF32 82.58, FP8 330.30, INT8 660.60)', 'GeForce: fp16/bf16/fp8 are the FP32-accumulate dense rates (FP16 165.2; FP16-accumulate 330.3; FP8 330.3, FP8 with FP16 accumulate 660.6). No NVLink. MEDIUM CONFIDENCE on tensor columns.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-5090', 'NVIDIA', 'NVIDIA GeForce RTX 5090', 'Blackwell (GB202)', 2025, 'PCIe consumer', '32 GiB', 'GDDR7', 1792, 104.8, 104.8, 209.5, 209.5, 419, 838, 575, 'PCIe only', 128, 5, 'NVIDIA RTX Blackwell architecture whitepaper spec values as listed in the ''Spec'' column of main-horse.github.io/posts/5090-mm-perf (dense: f16 with 32-bit accumulate 209.5, bf16 209.5, f16 with f16 accumulate 419, f8 with 32-bit accumulate 419, f8 838, int8 838, tf32 104.8); spheron.network/blog/nvidia-rtx-5090-specs (32GB GDDR7, 512-bit, 1,792 GB/s, 575W, PCIe Gen 5 x16); Linux Format / Jarred Walton spec box (21,760 shaders, 2,407 MHz, 104 FP32 TFLOPS, 838 FP16 / 3,352 FP8/4 sparse, 575 W)', 'GeForce: fp16/bf16/fp8 are FP32-accumulate dense rates (FP16-accumulate: FP16 419, FP8 838). Sparse 2x; FP4 1676 dense. fp32 104.8 = 21,760 x 2 x 2.407 GHz (NVIDIA''s shader TFLOPS). No NVLink.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-a4000', 'NVIDIA', 'NVIDIA RTX A4000', 'Ampere (GA104)', 2021, 'PCIe workstation single-slot', '16 GiB', 'GDDR6 (ECC)', 448, 19.2, NULL, NULL, 76.7, NULL, NULL, 140, 'PCIe only', 64, 4, 'NVIDIA RTX A4000 datasheet https://www.nvidia.com/content/dam/en-zz/Solutions/gtcs21/rtx-a4000/nvidia-rtx-a4000-datasheet.pdf as reproduced at ecer.com (16GB GDDR6 ECC, 256-bit, 448 GB/s, 19.2 TFLOPS single precision, Tensor performance 153.4 TFLOPS, 140 W total board power, PCIe 4.0 x16); cross-check github mlco2/impact data/gpus.csv (RTX A4000 140W, 19.17 TFLOPS)', 'fp16 76.7 = half of the datasheet ''Tensor performance'' 153.4 (NVIDIA quotes FP16 tensor with sparsity, as for RTX A6000 309.7 -> 154.8). TF32/BF16/INT8 not published. No NVLink.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-a5000', 'NVIDIA', 'NVIDIA RTX A5000', 'Ampere (GA102)', 2021, 'PCIe workstation dual-slot', '24 GiB', 'GDDR6 (ECC)', 768, 27.8, NULL, NULL, 111.1, NULL, NULL, 230, 'NVLink bridge (2-way, 112.5 GB/s)', 112.5, 4, 'NVIDIA RTX A5000 datasheet https://www.nvidia.com/content/dam/en-zz/Solutions/products/workstations/nvidia-rtx-a5000-datasheet.pdf (24GB, 768 GB/s, 8,192 CUDA cores, 27.8 TFLOPS single precision, Tensor Performance 222.2 TFLOPS, NVLink 112.5 GB/s bidirectional, 230 W total board power, PCIe 4.0 x16) as reproduced in public GitHub notes (find_string ''222.2 TFLOPS''); cross-check huggingface ohdoking/gpu_spec nvidia_gpu.csv (24 GB, 230 W, 27.77 TFLOPS)', 'fp16 111.1 = half of the datasheet ''Tensor Performance'' 222.2 (sparse FP16). TF32/BF16/INT8 not published.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-a6000', 'NVIDIA', 'NVIDIA RTX A6000', 'Ampere (GA102)', 2020, 'PCIe workstation dual-slot', '48 GiB', 'GDDR6 (ECC)', 768, 38.7, 77.4, 154.8, 154.8, NULL, 309.7, 300, 'NVLink bridge (2-way, 112.5 GB/s)', 112.5, 4, 'NVIDIA RTX A6000 datasheet (Tensor 309.7 TFLOPS sparse) and GA102 whitepaper; cross-check github cli99/llm-analysis gpu_configs/a6000-48gb.json (fp16 154.8, 768 GB/s) and github hahnyuan/LLM-Viewer hardwares/hardware_params.py (INT8 309.7e12)', 'Professional card: full-rate FP32 accumulate. NVLink 2-way bridge 112.5 GB/s. Lambda names it ''A6000'', RunPod/Vast/Cudo ''RTXA6000'', Hyperstack ''RTX-A6000''. nvidia-smi: ''NVIDIA RTX A6000'' (49140 MiB).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-6000-ada', 'NVIDIA', 'NVIDIA RTX 6000 Ada Generation', 'Ada Lovelace (AD102)', 2022, 'PCIe workstation dual-slot', '48 GiB', 'GDDR6 (ECC)', 960, 91.1, 182.1, 364.2, 364.2, 728.5, 728.5, 300, 'PCIe only', 64, 4, 'NVIDIA RTX 6000 Ada datasheet (FP32 91.1 TFLOPS; Tensor 1457 TFLOPS = FP8 with sparsity) and Ada architecture whitepaper; cross-check grafikkarten.com (91.1 TFLOPS, 48 GB, 960 GB/s, 300 W) and a public NVIDIA GPU spec reference on GitHub (RTX 6000 Ada FP8 TC 728.5, 960 GB/s, 300 W)', 'Dense values derived as sparse/2 (FP8) and FP8/2 (FP16); MEDIUM CONFIDENCE on tensor columns. No NVLink. Do not confuse with the older ''RTX6000'' (Turing Quadro RTX 6000, 24 GB) used by Lambda.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('quadro-rtx-6000', 'NVIDIA', 'NVIDIA Quadro RTX 6000', 'Turing (TU102)', 2018, 'PCIe workstation dual-slot', '24 GiB', 'GDDR6', 672, 16.3, NULL, NULL, 130.5, NULL, 261, 295, 'NVLink bridge (2-way, 100 GB/s)', 100, 3, 'jameswhanlon.com/new-chips-for-machine-intelligence.html (Turing TU102 / Quadro RTX 6000: 16.3 TFLOPS FP32, 130.5 TFLOPS FP16 tensor, 261 TOPS INT8, 672 GBps, 260 W TDP); chip.pl/2018/10/bestia-dla-profesjonalistow-quadro-rtx-6000 (24 GB GDDR6, 16.3 TFLOPS FP32, max TDP 295 W, PCIe 3.0 x16, NVLink); NVLink 100 GB/s per a public GPU table citing NVIDIA (Quadro RTX 6000 ... NVLink 100GB/s); skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv (RTX6000 SizeInMiB 24576)', 'Turing: no TF32/BF16/FP8. fp16 = FP16 tensor (Quadro: full-rate FP32 accumulate). TDP: 295 W total board power (260 W graphics/TDP per TechPowerUp). Lambda sells it as ''RTX6000''.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('mi250x', 'AMD', 'AMD Instinct MI250X', 'CDNA2 (2x GCD)', 2021, 'OAM', '128 GiB', 'HBM2e', 3276.8, 47.9, NULL, 383, 383, NULL, 383, 500, 'Infinity Fabric (8 links x 100 GB/s)', 800, 4, 'https://www.amd.com/en/products/accelerators/instinct/mi200/mi250x.html; cross-check github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0); github cli99/llm-analysis gpu_configs/mi250x-128gb.json; LUMI-G documentation (MI250X: 2 GCDs x 110 CUs, 128GB HBM2e, 3.2 TB/s, FP32 vector 47.9, FP32 matrix 95.7, FP16/BF16 383, INT8 383)', 'Per package as marketed: the OS sees TWO GCDs (devices) of 64 GB each; halve per-device numbers. FP32 vector 47.9, FP32 matrix 95.7. No TF32/FP8. TDP 500 W (560 W peak).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('mi300x', 'AMD', 'AMD Instinct MI300X', 'CDNA3', 2023, 'OAM', '192 GiB', 'HBM3', 5300, 163.4, 653.7, 1307.4, 1307.4, 2614.9, 2614.9, 750, 'Infinity Fabric (7 links x 128 GB/s)', 896, 5, 'https://www.amd.com/en/products/accelerators/instinct/mi300/mi300x.html; cross-check github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0) (fp32 163.4, tf32 653.7, bf16 1300, fp8 2600, 192 GB, 5.3 TB/s); gpu.blog/gpus/instinct-mi300x-mi300x (FP64 ~82, FP32 ~164); Azure ND MI300X v5 docs (192 GiB GPU memory per MI300X)', 'fp32 163.4 = FP32 vector (= FP32 matrix) rate; 81.7 is the FP64 vector rate. 8 HBM3 stacks of 24 GiB (rocm-smi reports ~192 GiB). Sparse figures 2x.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('tpu-v5e', 'Google', 'Google Cloud TPU v5e (per chip)', 'TPU v5e', 2023, 'TPU board (8 chips/host)', '16 GiB', 'HBM2', 819, NULL, NULL, 197, NULL, NULL, 393, NULL, 'ICI 2D torus', 400, NULL, 'https://docs.cloud.google.com/tpu/docs/v5e (197 TFLOPs bf16, 393 TOPs int8, 16 GB HBM2, 819 GBps, bidirectional ICI 400 GBps per chip, 8 chips/host, 256-chip pod)', 'No published TDP. The current GCP page lists 393 int8 TOPs and states HBM bandwidth as ''800 GiBps''; an earlier version ''819 GBps'' (kept). GCP writes ''16 GB''; HBM capacity treated as binary. SkyPilot/GCP name: tpu-v5litepod-N.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('tpu-v5p', 'Google', 'Google Cloud TPU v5p (per chip)', 'TPU v5p', 2023, 'TPU board (4 chips/host)', '95 GiB', 'HBM2e', 2765, NULL, NULL, 459, NULL, NULL, 918, NULL, 'ICI 3D torus', 600, NULL, 'https://cloud.google.com/tpu/docs/v5p (459 TFLOPs bf16 per chip, HBM2e 95GB 2765 GBps, 3D torus, interchip interconnect 4800 Gbps, 8960-chip pod); int8 918 from github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0) TFLOPS table (TPU v5p bf16 459, int8 918)', 'interconnect_gbs 600 = 4800 Gbps ICI / 8. No published TDP. GCP writes ''95GB''; written as GiB by the README''s binary-HBM convention (MEDIUM CONFIDENCE on the unit).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('tpu-v6e', 'Google', 'Google Cloud TPU v6e Trillium (per chip)', 'TPU v6e (Trillium)', 2024, 'TPU board (8 chips/host)', '32 GiB', 'HBM', 1638, NULL, NULL, 918, NULL, NULL, 1836, NULL, 'ICI 2D torus', 800, 5, 'https://docs.cloud.google.com/tpu/docs/v6e (918 TFLOPs bf16, 1836 TOPs int8, 32 GB HBM per chip, 1638 GBps, bidirectional ICI 800 GBps per chip, PCIe Gen5 host interface, 256-chip pod)', 'No published TDP. GCP writes ''32 GB''; HBM capacity treated as binary (README convention).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('inferentia2', 'AWS', 'AWS Inferentia2 (per chip)', 'NeuronCore-v2 x2', 2023, 'Inf2 instance (up to 12 chips)', '32 GiB', 'HBM', 820, 47.5, 190, 190, 190, 190, 380, NULL, 'NeuronLink-v2', NULL, NULL, 'https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/neuron-hardware/inferentia2.html (380 INT8 TOPS, 190 FP16/BF16/cFP8/TF32 TFLOPS, 47.5 FP32, 32 GiB, 820 GiB/s)', 'FP8 = cFP8 (configurable FP8). Bandwidth unit: current AWS docs say 820 GiB/s (= 880.5 GB/s), the v2.9.1 docs said 820 GB/s; 820 kept. No published TDP.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('trainium', 'AWS', 'AWS Trainium (Trn1, per chip)', 'NeuronCore-v2 x2', 2022, 'Trn1 instance (16 chips)', '32 GiB', 'HBM', 820, 47.5, 190, 190, 190, 190, 380, NULL, 'NeuronLink-v2', NULL, NULL, 'https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/neuron-hardware/trainium.html (380 INT8 TOPS, 190 FP16/BF16/cFP8/TF32, 47.5 FP32, 32 GiB, 820 GiB/s)', 'Older doc version (v2.9.1) said 420 INT8 TOPS and ''820 GB/sec''. FP8 = cFP8. No published TDP.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('trainium2', 'AWS', 'AWS Trainium2 (per chip)', 'NeuronCore-v3 x8', 2024, 'Trn2 instance', '96 GiB', 'HBM3', 2900, 181, 667, 667, 667, 1299, NULL, NULL, 'NeuronLink-v3', NULL, NULL, 'https://awsdocs-neuron.readthedocs-hosted.com/en/latest/about-neuron/arch/neuron-hardware/trainium2.html (1,299 FP8, 667 BF16/FP16/TF32, 181 FP32 TFLOPS); Trainium2 Architecture Guide for NKI https://awsdocs-neuron.readthedocs-hosted.com/en/latest/nki/arch/trainium2_arch.html (4 HBM stacks, 96GiB, 2.9TB/s, 4 NeuronLink-v3)', 'Sparse 2563 TFLOPS (FP8/FP16/BF16/TF32). INT8 not published. No published TDP. An older NKI guide version says 3TB/s.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('gtx-1660-super', 'NVIDIA', 'NVIDIA GeForce GTX 1660 SUPER', 'Turing (TU116)', 2019, 'PCIe consumer dual-slot', '6 GiB', 'GDDR6', 336, 5.03, NULL, NULL, NULL, NULL, NULL, 125, 'PCIe only', 32, 3, 'guru3d.com/review/gigabyte-gtx-1660-super-gaming-oc-review/page-5/ (TU116; GTX 1660 SUPER: 1408 CUDA cores, 1785 MHz boost, 14 Gbps memory, 192-bit); tomshw.it/hardware/geforce-gtx-1660-super-confermata-la-memoria-gddr6/ (1408 CUDA cores, 6 GB GDDR6 at 14 Gbps, no RT/tensor units); cputronic.com/en/gpu/nvidia-geforce-gtx-1660 (same 1408-core/1785 MHz TU116 config = 5.027 TFLOPS FP32, PCIe 3.0 x16); public GitHub hardware notes (GPU table ''GTX 1660 Super | 6GB GDDR6 | 336 GB/s | 125W''; nvidia-smi ''GTX 1660 SUPER | 6 144 MiB | default power limit 125 W'')', 'No tensor cores (GTX Turing): tf32/bf16/fp16/fp8/int8 tensor columns empty. TU116 has dedicated 2:1 FP16 units (~10.05 TFLOPS non-tensor FP16) - not listed, per the tensor-only rule. fp32 5.03 = 1408 x 2 x 1.785 GHz; bandwidth 336 = 192-bit x 14 Gbps / 8. tdp = 125 W graphics card power (nvidia-smi default power limit). Board form factor varies by AIB partner (no Founders Edition). SkyPilot ''GTX1660S'' (Vast).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('quadro-m4000', 'NVIDIA', 'NVIDIA Quadro M4000', 'Maxwell (GM204)', 2015, 'PCIe workstation single-slot', '8 GiB', 'GDDR5', 192, 2.57, NULL, NULL, NULL, NULL, NULL, 120, 'PCIe only', 32, 3, 'TechPowerUp data via thegpucatalog.bhaskarrijal.me/gpu/nvidia/quadro-maxwellmx000/quadro-m4000 and fpsbench.com/compare/gpu/nvidia-quadro-m4000-vs-nvidia-tesla-t4 (GM204, 1,664 shaders, 8 GB GDDR5, 256-bit, 192.3 GB/s, FP32 2.573 TFLOPS, TDP 120 W, PCIe 3.0 x16, single-slot, June 2015); cadplace.co.uk/Hardware/Digging-into-the-Quadro-M40002 (8GB GDDR5, 256-bit, 192 GBps); github quattor/template-library-standard hardware/card/gpu/nvidia/quadro_m4000.pan (GM204, 120 W, 8192 MB, 256-bit)', 'Maxwell: no tensor cores and no fast FP16/INT8 - all tensor columns empty. Bandwidth: NVIDIA 192 GB/s (TechPowerUp 192.3). CUDA device name ''Quadro M4000'' (compute capability 5.2). SkyPilot ''M4000'' (Paperspace).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('quadro-p4000', 'NVIDIA', 'NVIDIA Quadro P4000', 'Pascal (GP104)', 2017, 'PCIe workstation single-slot', '8 GiB', 'GDDR5', 243, 5.3, NULL, NULL, NULL, NULL, NULL, 105, 'PCIe only', 32, 3, 'gp-gpu.com/pascal-quadros-coming-march-2017-gp100-p4000-p2000/ (spec table: Quadro P4000 1792 CUDA cores, ~1480 MHz boost, 256-bit, TDP 105 W, single-slot, GP104); notebookinfo.de/grafikkarten/gaming-und-highend-grafikkarten/nvidia-quadro-p/nvidia-quadro-p4000/ (desktop P4000: 1792 shaders, 256-bit, 243 GB/s; mobile version 192 GB/s, 100 W); github quattor/template-library-standard hardware/card/gpu/nvidia/quadro_p4000.pan (GP104, 105 W, 8192 MB, 256-bit); public GitHub GPU table (''NVIDIA Quadro P4000 | 5304 GFLOPS | 8 GB | Single'')', 'Pascal GP104: no tensor cores; FP16 runs at 1/64 rate and INT8 via DP4A has no published TOPS - tensor columns empty. fp32 5.3 = 1792 x 2 x ~1.48 GHz. Desktop card, not the P4000 mobile (100 W, 192 GB/s). CUDA name ''Quadro P4000'' (compute capability 6.1). SkyPilot ''P4000'' (Paperspace).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-3060', 'NVIDIA', 'NVIDIA GeForce RTX 3060 (12GB)', 'Ampere (GA106)', 2021, 'PCIe consumer dual-slot', '12 GiB', 'GDDR6', 360, 12.7, 12.7, 25.5, 25.5, NULL, 101.9, 170, 'PCIe only', 64, 4, 'mmntech.ca/2021/01/12/nvidia-announces-rtx-3060-as-successor-to-legendary-gtx-1060 (NVIDIA launch figures: 13 shader TFLOPS, 25 RT TFLOPS, 101 tensor TFLOPS FP16, 12GB GDDR6); pcpartdb.com/gpus/view/nvidia-geforce-rtx-3060-12-gb-ga104 (12 GB GDDR6, 192-bit, 360 GB/s, 3,584 CUDA cores, 1,777 MHz boost, 112 tensor cores, 170 W); cputronic.com/en/gpu/nvidia-geforce-rtx-3060-8-gb (3584 shaders at 1777 MHz = 12.74 TFLOPS; 8 GB variant launched Oct 2022); public GitHub GPU table (''RTX 3060 12GB | 12GB GDDR6 | 360 GB/s | 170W''); GA10x tensor-core rates and GeForce FP32-accumulate halving per NVIDIA GA102 whitepaper https://www.nvidia.com/content/PDF/nvidia-ampere-ga-102-gpu-architecture-whitepaper-v2.pdf', 'AMBIGUOUS SkyPilot name ''RTX3060'' (Vast): mapped to the original and common 12 GB GA106 card (Jan 2021, 192-bit, 360 GB/s); an 8 GB variant (Oct 2022, 128-bit) also exists and reports the same nvidia-smi name. GeForce: fp16/bf16 = FP16/BF16 tensor with FP32 accumulate, dense (25.5; with FP16 accumulate 51.0); tf32 12.7; int8 101.9 dense. Tensor columns DERIVED (MEDIUM CONFIDENCE): NVIDIA''s ''101 tensor TFLOPS'' = FP16 (FP16 accumulate) with 2:4 sparsity = 112 tensor cores x 256 FLOP/clk x 1.777 GHz x 2; dense and FP32-accumulate values are 1/2 and 1/4 of it, as in the GA102 whitepaper. No NVLink.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-3070', 'NVIDIA', 'NVIDIA GeForce RTX 3070', 'Ampere (GA104)', 2020, 'PCIe consumer dual-slot', '8 GiB', 'GDDR6', 448, 20.3, 20.3, 40.6, 40.6, NULL, 162.6, 220, 'PCIe only', 64, 4, 'NVIDIA Ampere GA102 GPU architecture whitepaper, Appendix A ''GeForce RTX 3070'' spec table (5888 CUDA cores, 184 tensor cores, 1725 MHz boost, peak FP32 20.3, FP16 tensor with FP32 accumulate 40.6 (81.3 sparse), BF16 40.6, TF32 20.3, INT8 162.6, 8 GB GDDR6 14 Gbps 256-bit = 448 GB/s, 220 W) https://www.nvidia.com/content/PDF/nvidia-ampere-ga-102-gpu-architecture-whitepaper-v2.pdf; cross-check huggingface ohdoking/gpu_spec nvidia_gpu.csv (''NVIDIA GeForce RTX 3070'', 8 GB, 220 W, 5888 cores, 20.31 TFLOPS) and public GitHub GPU table (''RTX 3070 | 8GB GDDR6 | 448 GB/s | 220W'')', 'GeForce: fp16/bf16 = tensor with FP32 accumulate, dense (FP16 accumulate: 81.3); tf32 20.3; int8 162.6 dense; sparse figures 2x. Tensor values = 184 tensor cores x 1.725 GHz x 128 FLOP/clk (FP32-accumulate, GeForce half rate), consistent with the whitepaper table. No NVLink.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-3080', 'NVIDIA', 'NVIDIA GeForce RTX 3080 (10GB)', 'Ampere (GA102)', 2020, 'PCIe consumer dual-slot', '10 GiB', 'GDDR6X', 760, 29.8, 29.8, 59.5, 59.5, NULL, 238, 320, 'PCIe only', 64, 4, 'NVIDIA Ampere GA102 GPU architecture whitepaper, GeForce RTX 3080 spec table (8704 CUDA cores, 272 tensor cores, 1710 MHz boost, peak FP32 29.8, FP16 tensor with FP32 accumulate 59.5 (119 sparse), BF16 59.5, TF32 29.8, INT8 238, 10 GB GDDR6X 19 Gbps 320-bit = 760 GB/s, 320 W) https://www.nvidia.com/content/PDF/nvidia-ampere-ga-102-gpu-architecture-whitepaper-v2.pdf; cross-check github mlco2/impact data/gpus.csv (''RTX 3080'', 320 W, 29.77 TFLOPS, 10 GB, techpowerup.com/gpu-specs/geforce-rtx-3080.c3621) and public GitHub GPU table (RTX 3080 | 29.8 TFLOPS | 10GB GDDR6X | 760.3 GB/s); 12 GB variant: sysrqmts.com/tr/gpus/compare/nvidia-geforce-rtx-3080-12-gb-vs-nvidia-rtx-a4000 (8960 shaders, 384-bit, 912.4 GB/s, 30.64 TFLOPS, 350 W, Jan 2022)', 'AMBIGUOUS SkyPilot name ''RTX3080'' (Vast): mapped to the original 10 GB card (Sept 2020); the 12 GB variant (Jan 2022: 8960 cores, 384-bit, 912 GB/s, 350 W) reports the same nvidia-smi name. GeForce: fp16/bf16 = tensor with FP32 accumulate, dense (FP16 accumulate 119); int8 238 dense; sparse 2x. No NVLink (only RTX 3090 has it).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-4000-ada', 'NVIDIA', 'NVIDIA RTX 4000 Ada Generation', 'Ada Lovelace (AD104)', 2023, 'PCIe workstation single-slot', '20 GiB', 'GDDR6 (ECC)', 360, 26.7, NULL, NULL, NULL, NULL, NULL, 130, 'PCIe only', 64, 4, 'pcgamer.com/nvidia-announces-the-most-powerful-single-slot-gpu-on-the-planet-but-its-a-workstation-card-so-naturally-costs-dollar1250/ (RTX 4000 Ada: 6,144 CUDA cores, 20GB GDDR6, 130W, 160-bit bus, 360GB/s, 26.7 TFLOPs); NVIDIA RTX 4000 Ada Generation datasheet (48 RT cores, 192 fourth-generation tensor cores, 6,144 CUDA cores, 20GB, PCIe Gen4, single slot) as mirrored publicly; huggingface ohdoking/gpu_spec nvidia_gpu.csv (''NVIDIA RTX 4000 Ada Generation'', 20 GB, 130 W, 6144 cores, 26.73 TFLOPS); nvidia-smi ''NVIDIA RTX 4000 Ada Generation'' (20,475 MiB, compute capability 8.9) in public GitHub logs', 'Tensor columns left EMPTY: NVIDIA''s datasheet tensor (FP8, sparse) figure could not be retrieved, so no dense values are given. 20 GB is binary (driver reports 20,475 MiB). SkyPilot ''RTX4000-Ada'' (RunPod). Not the RTX 4000 SFF Ada (70 W, 280 GB/s) nor the Turing Quadro RTX 4000 (8 GB). No NVLink.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-5060', 'NVIDIA', 'NVIDIA GeForce RTX 5060', 'Blackwell (GB206)', 2025, 'PCIe consumer (Gen5 x8 link)', '8 GiB', 'GDDR7', 448, 19.2, 19.2, 38.4, 38.4, 76.8, 153.5, 145, 'PCIe only (Gen5 x8)', 64, 5, 'thefilibusterblog.com/nvidia-geforce-rtx-5060-8-gb-gpu-launches-for-299-achieving-100-fps-in-multiple-aaa-games-at-1080p-for-ideal-gaming-experience (NVIDIA launch specs: 19 shader TFLOPS, 614 AI TOPS, PCIe Gen 5 x8, 8 GB GDDR7 28 Gbps 128-bit ~448 GB/s); pcspecchart.com/pc_parts/gpu/74 (GB206, 3840 CUDA cores, 120 tensor cores, 2497 MHz boost, 8 GB GDDR7 128-bit 448 GB/s, 145 W); tochka.by (GB206-250, 3840 CUDA, 2497 MHz, 28 Gbps, 145 W TGP); nvidia-smi ''NVIDIA GeForce RTX 5060, 8151 MiB'' (sm_120) in public GitHub logs; GeForce Blackwell tensor ratios from the RTX 5090 row (NVIDIA RTX Blackwell whitepaper spec values as listed at main-horse.github.io/posts/5090-mm-perf)', 'Tensor columns DERIVED (MEDIUM-LOW CONFIDENCE) from NVIDIA''s 614 AI TOPS (FP4 with sparsity) using the GeForce Blackwell ratios of the RTX 5090 row (3352 FP4 sparse -> 838 FP8/INT8 -> 419 FP8 with FP32 accumulate -> 209.5 FP16 with FP32 accumulate -> 104.8 TF32): int8 153.5 (= FP8 with FP16 accumulate), fp8 76.8 and fp16/bf16 38.4 with FP32 accumulate, tf32 19.2; FP4 dense 307. fp32 19.2 = 3,840 x 2 x 2.497 GHz (NVIDIA ''19 shader TFLOPS''). PCIe 5.0 x8 link: interconnect_gbs 64 = Gen5 x8 bidirectional. Driver reports 8151 MiB (8 GiB). No NVLink.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-a4500', 'NVIDIA', 'NVIDIA RTX A4500', 'Ampere (GA102)', 2021, 'PCIe workstation dual-slot', '20 GiB', 'GDDR6 (ECC)', 640, 23.7, NULL, NULL, 94.6, NULL, NULL, 200, 'PCIe 4.0 x16 (NVLink bridge support not verified)', NULL, 4, 'huggingface ohdoking/gpu_spec nvidia_gpu.csv (''NVIDIA RTX A4500'', 20 GB, 200 W, 7168 CUDA cores, 23.65 TFLOPS); cputronic.com/gpu/compare/nvidia-rtx-a4500-vs-nvidia-a800-pcie-40-gb (GA102, 1650 MHz boost, 224 tensor cores, 20GB GDDR6, 320-bit, 640.0 GB/s, PCIe 4.0 x16, Nov 2021); cputronic.com/fr/gpu/nvidia-rtx-a4500 (200 W, 23.65 TFLOPS); nvidia-smi ''NVIDIA RTX A4500, 550.127.05, 20470 MiB'' in public GitHub logs; tensor method as the rtx-a5000/rtx-a6000 rows (github public NVIDIA FLOPS derivations: 256 FLOP/clk per GA102 professional tensor core)', 'fp16 94.6 DERIVED (MEDIUM CONFIDENCE) = 224 tensor cores x 256 FLOP/clk x 1.65 GHz (dense FP16 tensor, professional card with full-rate FP32 accumulate; the same method reproduces the rtx-a5000 111.1 and rtx-a6000 154.8 rows); NVIDIA''s datasheet tensor figure (with sparsity) not retrieved. fp32 23.7 = 7168 x 2 x 1.65 GHz. TF32/BF16/INT8 not published, left empty. interconnect_gbs left empty: NVIDIA lists an NVLink bridge option for this class of card but no source retrieved here confirms it (PCIe Gen4 x16 = 64 GB/s). SkyPilot ''RTXA4500'' (RunPod).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-pro-6000-server', 'NVIDIA', 'NVIDIA RTX PRO 6000 Blackwell Server Edition', 'Blackwell (GB202)', 2025, 'PCIe dual-slot passive (server)', '96 GiB', 'GDDR7 (ECC)', 1597, 120, NULL, NULL, NULL, NULL, NULL, 600, 'PCIe only', 128, 5, 'NVIDIA RTX PRO 6000 Blackwell Server Edition page https://www.nvidia.com/en-us/data-center/rtx-pro-6000-blackwell-server-edition/ and its Dec 2025 datasheet as quoted in public GitHub notes (96 GB, memory bandwidth 1597 GB/s, 120 FP32 TFLOPS, configurable power up to 600 W; the page advertises ~1 PFLOP FP16/BF16 without a sparsity qualifier); AWS G7e launch as summarized in public GitHub notes (NVIDIA RTX PRO 6000 Blackwell Server Edition GPU, 96 GB GDDR7 per GPU, 1597 GB/s, up to 8 GPUs); NVIDIA MIG user guide https://docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-gpus.html (RTX PRO 6000 Blackwell Server Edition: GB202, compute capability 12.0, 96GB, 4 MIG instances); nvidia-smi name in github antirez/ds4 PR #256 (97 GB VRAM, sm_120)', 'Tensor columns left EMPTY: NVIDIA publishes rounded PFLOPS figures for the Server Edition without stating sparsity; public estimates of dense BF16/FP8/FP4 range 480-500/960-1000/1920-2000 TFLOPS (see the rtx-pro-6000-ws row for the Workstation Edition''s 503.8/1007.6). Same GB202 die (24,064 CUDA cores) as the Workstation Edition but lower memory bandwidth (1597 vs 1792 GB/s) and FP32 (120 vs 125). tdp = maximum of the configurable power range. Memory 96 GiB = 32 x 3 GB GDDR7 (driver ~97,887 MiB). No NVLink; up to 4 MIG instances. SkyPilot ''RTXPRO6000S'' (Vast); AWS G7e.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('tpu-v4', 'Google', 'Google Cloud TPU v4 (per chip)', 'TPU v4', 2021, 'TPU board (4 chips/host, v4-8)', '32 GiB', 'HBM2', 1200, NULL, NULL, 275, NULL, NULL, 275, NULL, 'ICI 3D mesh/torus (optically reconfigurable)', NULL, 3, 'https://cloud.google.com/tpu/docs/v4 (peak compute per chip 275 teraflops bf16 or int8; HBM2 32 GiB, 1200 GBps; measured min/mean/max power 90/170/192 W; 4096-chip pod; 3D mesh, 3D torus on full cubes); glennklockwood.com/garden/tpuv4 (x16 PCIe Gen3 host link, 192 W maximum); github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0) TFLOPS table (TPU v4 bf16 275, int8 275)', 'Per chip (2 TensorCores). No published TDP (GCP gives measured min/mean/max 90/170/192 W). int8 equals the bf16 rate on v4. ICI bandwidth not published on the GCP page (left empty). SkyPilot/GCP name: tpu-v4 (accelerator type v4-N); Vertex AI enum TPU_V4_POD.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-pro-6000-ws', 'NVIDIA', 'NVIDIA RTX PRO 6000 Blackwell Workstation Edition', 'Blackwell (GB202)', 2025, 'PCIe workstation dual-slot', '96 GiB', 'GDDR7 (ECC)', 1792, 125, 251.9, 503.8, 503.8, 1007.6, 1007.6, 600, 'PCIe only', 128, 5, 'hmc-tech.com/gpu/nvidia-rtx-pro-6000-blackwell-vs-amd-radeon-pro-duo-polaris (24064 shaders, 96GB GDDR7, 2617 MHz, 600W; dense tensor: FP16 with FP32 accumulate 503.8, BF16 503.8, TF32 251.9, FP8 with FP32 accumulate 1.01 PFLOPS, INT8 1.01 POPS, FP4 2.02 PFLOPS dense / 4.03 sparse); NVIDIA launch figures as reported at thefilibusterblog.com/de/nvidia-rtx-pro-6000-blackwell-96-gb-gpu-outperforms-32-gb-rtx-5090-by-5-in-pure-path-tracing-benchmark/ (4000 AI TOPS, 125 TFLOPS FP32, 600 W) and gpu.name/posts/nvidia-unveils-rtx-pro-6000-blackwell-gpu-with-24-064-cores-and-96gb-memory (24,064 CUDA cores, 96GB GDDR7, 512-bit, 1,792 GB/s, 600W, PCIe Gen 5); NVIDIA MIG user guide https://docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-gpus.html (96GB, 4 MIG instances); nvidia-smi ''NVIDIA RTX PRO 6000 Blackwell Workstation Edition, ..., 97887 MiB, 600.00 W'' in github MarcoPizeta/flash-next-rtxpro6000-bench HARDWARE.md', 'Professional card: full-rate FP32 accumulate (fp16/bf16 = fp8/2 = 503.8). Tensor columns are third-party dense values (hmc-tech) consistent with NVIDIA''s 4000 AI TOPS (FP4 sparse) / 8 for FP8 - MEDIUM CONFIDENCE. fp32 125 per NVIDIA (24,064 x 2 x 2.617 GHz = 125.95). 96 GiB = 32 x 3 GB GDDR7 (driver 97,887 MiB). No NVLink. The Max-Q Workstation Edition (300 W) is a different SKU not covered here. SkyPilot ''RTXPRO6000WS'' (Vast).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('mi25', 'AMD', 'AMD Radeon Instinct MI25', 'GCN 5 (Vega 10)', 2017, 'PCIe dual-slot passive', '16 GiB', 'HBM2 (ECC)', 484, 12.3, NULL, NULL, NULL, NULL, NULL, 300, 'PCIe only', 32, 3, 'AMD MI25 launch specifications as reported at ocaholic.ch/modules/news/article.php?lang=german&storyid=16679 (64 CUs, 4096 stream processors, 12.3 TFLOPS FP32, 24.6 TFLOPS FP16, 16GB HBM2 ECC, 484 GB/s, 300 W); Wikipedia ''AMD Instinct'' product table via movatter.jp mirror and owiki.org/wiki/AMD_Instinct (MI25: GCN 5, 14 nm, 16 GB HBM2, 484 GB/s, 12.3 TFLOPS FP32, 768 GFLOPS FP64, 300 W); siliconcat.net/de/gpu/amd-instinct-mi25 (TechPowerUp-style data: 4096 shaders, 1500 MHz boost, 2048-bit HBM2, PCIe 3.0 x16, 300 W); MicrosoftDocs/azure-docs NVv4-series pages (VMs backed by partitioned AMD Radeon Instinct MI25 GPUs)', 'Pre-CDNA (no matrix cores): tensor columns empty; packed (non-matrix) FP16 is 24.6 TFLOPS - not listed, per the tensor-only rule. Bandwidth: AMD 484 GB/s; TechPowerUp lists 436.2 GB/s (852 MHz HBM2). Azure NVv4 (SkyPilot ''Radeon MI25'') exposes PARTITIONED MI25s - from 1/8 of a GPU up to one full GPU (Standard_NV32as_v4) - so per-VM GPU memory can be far below this per-GPU row.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('radeon-pro-v520', 'AMD', 'AMD Radeon Pro V520', 'RDNA 1 (Navi 12)', 2020, 'PCIe server card (AWS G4ad)', '8 GiB', 'HBM2', 512, 7.37, NULL, NULL, NULL, NULL, NULL, NULL, 'PCIe only', 64, 4, 'github GoogleCloudPlatform/professional-services tools/instance_mapper/cmd/instance_mapper/gpu-mapping.yaml (''Radeon Pro V520'': Navi 12 (RDNA 1.0), 8GB, FP16 14.75, FP32 7.37); TechPowerUp GPU database listing techpowerup.com/gpu-specs/radeon-pro-v520.c3755 as mirrored in public GitHub code (Navi 12, Dec 1st 2020, PCIe 4.0 x16, 8 GB HBM2 2048 bit, memory clock 1000 MHz, 2304 shaders; FP32 7.373 TFLOPS); AWS EC2 DescribeInstanceTypes GPU info as used in public GitHub tests (g4ad.8xlarge: 2 x ''Radeon Pro V520'', Manufacturer AMD, 8192 MiB each); AWS EC2 API AcceleratorNames (''radeon-pro-v520'')', 'RDNA 1: no matrix/tensor units - tensor columns empty; packed (non-matrix) FP16 14.75 TFLOPS not listed per the tensor-only rule. Bandwidth 512 DERIVED = 2048-bit HBM2 x 2 Gbps (1000 MHz DDR) / 8 from the TechPowerUp bus width and memory clock. No TDP found in retrievable sources (left empty). AWS-only SKU (G4ad); AWS reports 8192 MiB per GPU.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('gaudi-hl205', 'Intel (Habana Labs)', 'Habana Gaudi HL-205 (first-gen Gaudi, AWS DL1)', 'Gaudi (TPC cluster + GEMM engine)', 2019, 'OAM mezzanine (HL-205)', '32 GiB', 'HBM2', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '10x 100GbE RoCE v2 on-chip', 250, NULL, 'habana.ai/gaudi-integrated-roce/ (Gaudi integrates ten 100 GbE RoCE ports on-chip; HLS-1H system with four Gaudi HL-205 cards); huggingface.co/docs/optimum/en/habana/concept_guides/hpu (8 HPUs per server, 32GB of memory each on first-gen Gaudi); github GoogleCloudPlatform/professional-services tools/instance_mapper/cmd/instance_mapper/gpu-mapping.yaml (''Gaudi HL-205'': Habana Labs Gaudi Mezzanine, 32GB, FP16/FP32 ''-''); memtet.com (TechCrunch: Gaudi as an OCP accelerator-module mezzanine card with ten 100Gb Ethernet ports); docs.habana.ai/en/latest/AWS_User_Guides/AWS_Distributed_Training_Multiple_DL1/AWS_Distributed_Training_Multiple_DL1.html (DL1 scale-out over host NICs, 400 Gbps; Gaudi NICs not used across servers on AWS)', 'Habana published no peak TFLOPS for first-gen Gaudi: all compute columns empty; memory bandwidth, TDP and PCIe generation not found in retrievable sources (empty). interconnect_gbs 250 DERIVED = 10 x 100 Gb/s x 2 directions / 8; on AWS DL1 these ports carry only the intra-node all-to-all, inter-node traffic uses host NICs (400 Gbps per instance). 32 GB treated as binary (HBM convention).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('tpu-v2', 'Google', 'Google Cloud TPU v2 (per chip)', 'TPU v2', 2017, 'TPU board (4 chips/host, v2-8)', '16 GiB', 'HBM', 700, NULL, NULL, 45, NULL, NULL, NULL, 280, 'ICI 2D torus', NULL, NULL, 'https://cloud.google.com/tpu/docs/v2 (v2-8 to v2-512 slices; 512-chip pod); Google Cloud TPU v2 board = 180 teraflops and 64 GB HBM (4 chips) per Google''s Cloud TPU offering as summarized in github TheFairywarrior/google-certification-notes compute_engine/cloud_tpu.md; elektroniknet.de/halbleiter/prozessoren/chip-innovation-treibt-ki-revolution.175111/gallerie-748460/seite-4.html (TPUv2: two cores, 45 TFLOPS); golem.de report via fitforfrag.de (one 8 GB HBM stack per core); Norrie et al., ''The Design Process for Google''s Training Chips: TPUv2 and TPUv3'', IEEE Micro 2021 https://ieeexplore.ieee.org/document/9351692 (HBM 700 GB/s per chip, as noted in public GitHub notes); Jouppi et al., ''Ten Lessons From Three Generations Shaped Google''s TPUv4i'', ISCA 2021 (TPUv2 280 W TDP, air-cooled) as tabulated in github AshokBhat/ml wiki TPU page', 'Per chip (2 TensorCores x 8 GiB HBM). bf16 45 = 180 TFLOPS per 4-chip v2-8 board / 4 (papers quote ~46); no int8/fp32 figures published. Bandwidth MEDIUM CONFIDENCE: 700 GB/s per Norrie et al.; other public summaries (e.g. qeeebo.com) quote 600 GB/s from Google''s 2017 announcement. TDP 280 W from Google''s ISCA 2021 paper (GCP docs publish no TDP). SkyPilot/GCP name: tpu-v2 (accelerator type v2-N).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('tpu-v3', 'Google', 'Google Cloud TPU v3 (per chip)', 'TPU v3', 2018, 'TPU board (4 chips/host, v3-8; liquid-cooled)', '32 GiB', 'HBM2', 900, NULL, NULL, 123, NULL, NULL, NULL, 450, 'ICI 2D torus', NULL, NULL, 'https://cloud.google.com/tpu/docs/v3 (peak compute per chip 123 teraflops bf16; HBM2 32 GiB, 900 GBps; measured min/mean/max power 123/220/262 W; 1024-chip pod; 2D torus); Jouppi et al., ''Ten Lessons From Three Generations Shaped Google''s TPUv4i'', ISCA 2021 (TPUv3 450 W TDP, liquid cooling) as tabulated in github AshokBhat/ml wiki TPU page and summarized in public GitHub paper notes', 'Per chip (2 TensorCores x 16 GiB). No int8 figure on the GCP page (left empty). tdp 450 = TDP from Google''s paper; GCP''s measured max power is 262 W. SkyPilot/GCP name: tpu-v3 (accelerator type v3-N).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('h800-sxm', 'NVIDIA', 'NVIDIA H800 SXM5 80GB', 'Hopper (GH100)', 2023, 'SXM5', '80 GiB', 'HBM3', 3350, 67, 494.7, 989.4, 989.4, 1978.9, 1978.9, 700, 'NVLink 4 + NVSwitch (reduced to 400 GB/s)', 400, 5, 'NVIDIA H800 datasheet as listed in github astroC86/gpu-datasheet README.md (H800 | 80 GB | 3.35 TB/s | 1979 TFLOPS BF16/FP16 | 3958 FP8/INT8, sparse; datasheet https://chaoqing-i.com/upload/20231128/NVIDIA%20H800%20GPU%20Datasheet.pdf); github ai-dynamo/aiconfigurator PR #968 (''H800 SXM ... identical compute (989 TFLOPS BF16 / 1979 TFLOPS FP8), HBM capacity (80 GiB) and HBM bandwidth (3.35 TB/s), NVLink capped at 400 GB/s bidirectional''); github cli99/llm-analysis llm_analysis/gpu_configs/h800-sxm-80gb.json (fp16 989, intra-node 200 GB/s per direction); philisun.com/technical-analysis/nvidia-h800-vs-h100-a-technical-deep-dive-into-politically-defined-ai-chips (400 GB/s NVLink vs 900); huggingface.co/hardware/h800 (80GB, 700W, 2023); nvidia-smi ''NVIDIA H800'' with H100-SXM clocks (1980 MHz SM, 2619 MHz HBM3) in github NVIDIA/DCGM issue #120', 'China-market H100 SXM (export-control SKU): same GH100 compute, 80 GB HBM3 and 3.35 TB/s as h100-sxm; only NVLink cut from 900 to 400 GB/s (200 GB/s per direction) and FP64 cut (~1 TFLOPS per third-party tables; not a catalog column). Tensor columns are the H100 SXM dense values (datasheet figures are with sparsity: TF32 989, FP16/BF16 1979, FP8/INT8 3958). NVIDIA never published an English datasheet page; values HIGH-MEDIUM confidence. nvidia-smi: ''NVIDIA H800'' (PCI device 0x2324).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('h800-pcie', 'NVIDIA', 'NVIDIA H800 PCIe 80GB', 'Hopper (GH100)', 2023, 'PCIe dual-slot', '80 GiB', 'HBM2e', 2000, 51, 378, 756, 756, 1513, 1513, 350, 'NVLink 4 bridge (2 GPUs, reduced to 400 GB/s)', 400, 5, 'github LancerLab/croqtile benchmark/performance/gemm_sp/README.md (measured on ''NVIDIA H800 PCIe (SM90a, 114 SMs)''; ''H800 PCIe peak F8: 3026 TFLOPS'', ''peak F16: 1513 TFLOPS'' = 2:4-sparse peaks, i.e. H100 PCIe rates); github NVIDIA/mig-parted deployments/systemd/config-default.yaml (device 0x2322 in the ''H100-80GB, H800-80GB'' 1g.10gb..7g.80gb MIG group); H100 PCIe reference values from the catalog h100-pcie row (NVIDIA H100 datasheet https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet; PCIe product brief PB-11133-001: 350 W, >2,000 GB/s); NVLink 400 GB/s for the H800 family: philisun.com/technical-analysis/nvidia-h800-vs-h100-a-technical-deep-dive-into-politically-defined-ai-chips', 'DERIVED, MEDIUM-LOW CONFIDENCE: no NVIDIA spec page exists. 114 SMs and sparse FP8/FP16 peaks (3026/1513) match H100 PCIe exactly, so compute, 80 GB HBM2e, ~2000 GB/s and 350 W are taken from H100 PCIe; NVLink bridge cut to 400 GB/s as for all H800 SKUs (Lenovo''s withdrawn H800 PCIe product guide, quoted second-hand, also gives 350 W / 400 GB/s / FP64 0.8 TFLOPS - not verified here). One public GitHub microbenchmark note quotes 2039 GB/s HBM2e for this card; 2000 kept (H100 PCIe datasheet). nvidia-smi: ''NVIDIA H800 PCIe'' (device 0x2322); the alias is the id''s own key, so none added.', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a800-80gb-sxm', 'NVIDIA', 'NVIDIA A800 80GB SXM4', 'Ampere (GA100)', 2022, 'SXM4', '80 GiB', 'HBM2e', 2039, 19.5, 156, 312, 312, NULL, 624, 400, 'NVLink 3 + NVSwitch (reduced to 400 GB/s)', 400, 4, 'tweakers.net/nieuws/203182/nvidia-introduceert-a800-gpu-voor-china-die-niet-onder-exportrestricties-vs-valt.html (A800 = A100 with NVLink cut to 400 GB/s; same performance, up to 80GB HBM2e, TDP 300 W PCIe / 400 W SXM unchanged); aiwiki.ai/wiki/nvidia_a800 (NVLink 600 -> 400 GB/s, compute/memory unchanged); nvidia-smi ''NVIDIA A800-SXM4-80GB ... 400W ... 81920MiB'' in github dexmal/dexbotic issue #41; github NVIDIA/mig-parted deployments/systemd/config-default.yaml (A800-80GB uses the A100-80GB MIG profiles); A100 80GB SXM reference values: catalog a100-80gb-sxm row (NVIDIA A100 datasheet https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf)', 'China-market A100 80GB SXM4: same GA100 compute, 80 GB HBM2e, 2039 GB/s and 400 W as a100-80gb-sxm; only NVLink reduced to 400 GB/s. Dense tensor values (datasheet sparse 2x). HIGH-MEDIUM confidence (bandwidth 2039 inherited from A100 SXM4 80GB, no separate NVIDIA A800 SXM datasheet found). nvidia-smi: ''NVIDIA A800-SXM4-80GB'' (81920 MiB, 400 W cap).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('h20', 'NVIDIA', 'NVIDIA H20 (HGX, 96GB HBM3)', 'Hopper (GH100)', 2024, 'SXM5 (HGX 8-GPU board)', '96 GiB', 'HBM3', 4000, 44, 74, 148, 148, 296, 296, 400, 'NVLink 4 + NVSwitch (900 GB/s)', 900, 5, 'tomshardware.com/pc-components/gpus/new-nvidia-ai-gpus-designed-to-get-around-us-export-bans-come-to-china-h20-l20-and-l2-to-fill-void-left-by-restricted-models (HGX H20: 96 GB HBM3, 4.0 TB/s, INT8|FP8 296|296, BF16|FP16 148|148, TF32 74, MIG 7, 60 MB L2); tweaktown.com/news/95224 (96GB HBM3, 4.0TB/s, 400W, 900GB/s NVLink, 8-way HGX); willitrunai.com/es/gpus/h20-96gb (148 FP16 / 296 INT8, NVLink 900 GB/s, 400W); github lamonoai/gpumap nvidia/GPU.md (''Nvidia HGX H20'': 78 SMs, 60MB L2, 96 GB HBM3, 400 W, FP32 44, FP8/INT8 296); NVIDIA MIG user guide https://docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-gpus.html (H20, GH100, 96GB); measured GEMM in github zzc0721/torch-performance-test-data issue #77 (''NVIDIA H20'': BF16 142.25, FP16 142.09, TF32 71.80, FP32 31.99 TFLOPS); nvidia-smi ''NVIDIA H20'' in github sgl-project/sglang PR #11052', 'China-market Hopper with compute cut to ~15% of H100 but full 900 GB/s NVLink and 4.0 TB/s HBM3. The 148/296/74 figures are DENSE: NVIDIA gives no sparse numbers and a public matmul benchmark measures 142 TFLOPS BF16 and 71.8 TF32 (impossible if 148/74 were sparse). fp32 44 from Chinese spec tables (MEDIUM confidence; TechPowerUp quoted 74 for FP32 - conflict, 44 kept since 74 is TF32). A 141 GB HBM3e H20 variant exists (same 4.0 TB/s) - not this row. nvidia-smi: ''NVIDIA H20'' (= id key, no alias row).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('l20', 'NVIDIA', 'NVIDIA L20 (48GB)', 'Ada Lovelace (AD102)', 2023, 'PCIe FHFL dual-slot', '48 GiB', 'GDDR6 (ECC)', 864, 59.35, 59.8, 119.5, 119.5, 239, 239, 275, 'PCIe only', 64, 4, 'tomshardware.com/pc-components/gpus/new-nvidia-ai-gpus-designed-to-get-around-us-export-bans-come-to-china-h20-l20-and-l2-to-fill-void-left-by-restricted-models (L20 PCIe: 48 GB GDDR6 w/ ECC, 864 GB/s, INT8|FP8 239|239, BF16|FP16 119.5|119.5, TF32 59.8, 96 MB L2); technical.city/pl/video/L20 and topcpu.net/en/gpu-c/a40-pcie-vs-l20 (TechPowerUp-style data: AD102, 11776 shaders, 2520 MHz boost, 59.35 TFLOPS FP32, 384-bit 864 GB/s, 275 W, PCIe 4.0 x16, Nov 2023); github lipku/LiveTalking issue #545 (L20 48GB); nvidia-smi ''NVIDIA L20 ... 46068MiB'' in github opendatalab/MinerU issue #667', 'China-market AD102 card (92 SMs). Tensor figures are dense: 119.5 = 92 SM x 512 FLOP/clk x ~2.52 GHz, i.e. the L40-class FP16/FP32-accumulate rate (sparse would be 2x); FP8/INT8 239 dense, TF32 59.8. fp32 59.35 = 11776 x 2 x 2.52 GHz (TechPowerUp). TDP 275 W per TechPowerUp-derived databases, but a public nvidia-smi log shows a 350 W power cap - TDP MEDIUM-LOW confidence. No NVLink. nvidia-smi: ''NVIDIA L20'' (46068 MiB; = id key, no alias row).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('h200-nvl', 'NVIDIA', 'NVIDIA H200 NVL 141GB', 'Hopper (GH100)', 2024, 'PCIe dual-slot (2- or 4-way NVLink-bridged)', '141 GiB', 'HBM3e', 4800, 60, 417.5, 835.5, 835.5, 1670.5, 1670.5, 600, 'NVLink 4 bridge (2- or 4-way, 900 GB/s per GPU)', 900, 5, 'https://www.nvidia.com/en-us/data-center/h200/ (H200 NVL column: FP8 3,341 and BF16 1,671 TFLOPS with sparsity, 141GB, 4.8TB/s, up to 600W, ''2- or 4-way NVIDIA NVLink bridge: 900GB/s per GPU'', PCIe Gen5 128GB/s - as quoted in public GitHub notes); NVIDIA MIG user guide https://docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-gpus.html (H200 NVL, GH100, 141GB); github NVIDIA/mig-parted deployments/systemd/config-default.yaml (device 0x233B ''H200 NVL'' shares the H200-141GB MIG profiles); github stas00/ml-engineering compute/accelerator/README.md power table (H200 NVL TDP 600 W); nvidia-smi ''NVIDIA H200 NVL'' (~143771 MiB, 600 W cap) in public GitHub docs and RunPod GPU ids', 'Same compute class as h100-nvl (datasheet sparse: TF32 835, FP16/BF16 1671, FP8/INT8 3341; dense = half). fp32 60 (FP64 30) per NVIDIA''s H200 datasheet as tabulated in a public spec compilation - same as H100 NVL. Bandwidth CONFLICT: the product page says 4.8 TB/s, while a public compilation reports the H200 datasheet (3512650) giving 4.2 TB/s for NVL - 4800 kept, MEDIUM confidence. TDP configurable up to 600 W. nvidia-smi: ''NVIDIA H200 NVL'' (= id key, no alias row).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-3090-ti', 'NVIDIA', 'NVIDIA GeForce RTX 3090 Ti', 'Ampere (GA102)', 2022, 'PCIe consumer triple-slot', '24 GiB', 'GDDR6X', 1008, 40, 40, 80, 80, NULL, 320, 450, 'NVLink 3 bridge (2-way, 112.5 GB/s)', 112.5, 4, 'github lamonoai/gpumap nvidia/GPU.md (Ampere table, ''NVIDIA RTX3090 Ti'': GA102, 10,752 CUDA / 336 tensor cores, 1,860 MHz boost, 24GB GDDR6X, 384-bit, 1,008 GB/s, 450 W, NVLink supported, PCIe 4.0 x16, FP32 40.0, TF32 40.0 | 80.0*, FP16 tensor FP32-acc 80 | 160*, FP16-acc 160 | 320*, BF16 80 | 160*, INT8 320 | 640*); NVLink 112.5 GB/s and GeForce half-rate FP32 accumulate per NVIDIA Ampere GA102 whitepaper https://www.nvidia.com/content/PDF/nvidia-ampere-ga-102-gpu-architecture-whitepaper-v2.pdf (RTX 3090); SkyPilot RunPod map github skypilot-org/skypilot sky/provision/runpod/utils.py (''RTX3090Ti'': ''NVIDIA GeForce RTX 3090 Ti'')', 'GeForce: fp16/bf16 = tensor with FP32 accumulate, dense (FP16 accumulate 160); int8 320 dense; sparse 2x. No FP8 (Ampere). NVLink 2-way bridge assumed at the RTX 3090''s 112.5 GB/s (same GA102 x4 links; DERIVED). fp32 40.0 = 10752 x 2 x 1.86 GHz. MEDIUM confidence (third-party table, consistent with GA102 ratios). nvidia-smi: ''NVIDIA GeForce RTX 3090 Ti'' (= id key, no alias row).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-4080', 'NVIDIA', 'NVIDIA GeForce RTX 4080 (16GB)', 'Ada Lovelace (AD103)', 2022, 'PCIe consumer triple-slot', '16 GiB', 'GDDR6X', 716.8, 48.7, 48.7, 97.5, 97.5, 194.9, 389.9, 320, 'PCIe only', 64, 4, 'NVIDIA Ada GPU architecture whitepaper https://images.nvidia.com/aem-dam/Solutions/Data-Center/l4/nvidia-ada-gpu-architecture-whitepaper-v2.1.pdf (RTX 4080 appendix) as reproduced in github lamonoai/gpumap nvidia/GPU.md (GeForce RTX4080: AD103, 9,728 CUDA, 2,505 MHz boost, 16GB GDDR6X 256-bit 717 GB/s, 320 W, FP32 49, TF32 49 | 97*, FP16 FP32-acc 97 | 195*, FP16-acc 195 | 390*, INT8 390 | 780*); ctc.archdevil.net/blog/23/674d47808ec559d480fae6d8 (RTX 4080 FP32 48.7, FP16 97.4); db.thegpu.guru/card/RTX%204080 (AD103, 9728 ALUs, 256-bit GDDR6X 22.4 Gbps); cputronic.com/en/gpu/nvidia-geforce-rtx-4080-16-gb (48.74 TFLOPS, 320 W); SkyPilot name ''RTX4080'' (skypilot-org/skypilot-catalog catalogs/v7/common/accelerators.csv, Vast)', 'GeForce: fp16/bf16/fp8 are FP32-accumulate dense rates (FP16-accumulate 194.9; FP8 with FP16 accumulate 389.9); int8 389.9 dense; sparse 2x. 716.8 = 256-bit x 22.4 Gbps. fp32 48.7 = 9728 x 2 x 2.505 GHz. No NVLink. MEDIUM confidence on tensor columns (whitepaper values via third-party tables, consistent with the catalog rtx-4090 row ratios). Vast lists RTX 4080 SUPER machines under SkyPilot ''RTX4080'' (catalogs/v7/vast/vms.csv ''1x-RTX_4080S-...'', 16376 MiB). nvidia-smi: ''NVIDIA GeForce RTX 4080'' (= id key).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-4080-super', 'NVIDIA', 'NVIDIA GeForce RTX 4080 SUPER', 'Ada Lovelace (AD103)', 2024, 'PCIe consumer triple-slot', '16 GiB', 'GDDR6X', 736, 52.2, 52.2, 104.5, 104.5, 209, 418, 320, 'PCIe only', 64, 4, 'TechRadar 2024-01-25 as archived in github everyday-cc/ai _news/2024-01-25-leaked-benchmarks-reveal-the-nvidia-rtx-4080-super-gpu-isnt-much-better-than-its-normal-version.md (''256-bit bus interface with 16 GB GDDR6X memory boosted to 23 Gbps, the same TGP as the RTX 4080 Non-SUPER at 320W, 52 Shader TFLOPs, 121 RT TFLOPs, and 836 AI TOPs''); ratios from the rtx-4080/rtx-4090 rows (NVIDIA Ada whitepaper https://images.nvidia.com/aem-dam/Solutions/Data-Center/l4/nvidia-ada-gpu-architecture-whitepaper-v2.1.pdf)', 'DERIVED, MEDIUM-LOW CONFIDENCE: NVIDIA publishes only ''836 AI TOPS'' (= INT8/FP8 with sparsity and FP16 accumulate, as 1321 for the 4090): dense INT8 = 418, dense FP8 (FP32 acc) = 209, dense FP16/BF16 (FP32 acc) = 104.5 (= 80 SM x 512 x 2.55 GHz). 736 GB/s = 256-bit x 23 Gbps. fp32 52.2 = 10240 x 2 x 2.55 GHz (NVIDIA: 52 shader TFLOPS). Vast machines of this card appear under SkyPilot ''RTX4080'' (catalogs/v7/vast/vms.csv). nvidia-smi: ''NVIDIA GeForce RTX 4080 SUPER'' (= id key).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('quadro-rtx-8000', 'NVIDIA', 'NVIDIA Quadro RTX 8000', 'Turing (TU102)', 2018, 'PCIe workstation dual-slot', '48 GiB', 'GDDR6 (ECC)', 672, 16.3, NULL, NULL, 130.5, NULL, 261, 295, 'NVLink bridge (2-way, 100 GB/s)', 100, 3, 'xitongzhijia.net/news/20180814/132771.html (Quadro RTX 8000: 4608 CUDA, 576 Tensor cores, 48GB GDDR6, NVLink 100GB/s pairs to 96GB; RTX 6000 = same chip with 24GB); github mlco2/impact data/gpus.csv (''RTX 8000'', 260 W, 16.31 TFLOPS FP32, 48 GB, techpowerup.com/gpu-specs/quadro-rtx-8000.c3306); Quadro RTX 6000 figures of the same TU102 configuration from the catalog quadro-rtx-6000 row (jameswhanlon.com/new-chips-for-machine-intelligence.html: 16.3 TFLOPS FP32, 130.5 TFLOPS FP16 tensor, 261 TOPS INT8, 672 GBps; chip.pl/2018/10/bestia-dla-profesjonalistow-quadro-rtx-6000: max TDP 295 W, PCIe 3.0 x16); lspci ''Quadro RTX 8000'' in github geerlingguy/raspberry-pi-pcie-devices issue #480', 'Same TU102 (4608 CUDA / 576 tensor cores, 384-bit 14 Gbps GDDR6 = 672 GB/s, 1770 MHz boost) as Quadro RTX 6000 but 48 GB; compute values taken from the RTX 6000 (DERIVED by identical configuration). Turing: no TF32/BF16/FP8. fp16 = FP16 tensor (Quadro: full-rate FP32 accumulate). TDP 295 W = max board power as for RTX 6000; TechPowerUp/mlco2 list 260 W. nvidia-smi: ''Quadro RTX 8000'' (normalises to the id key, so no alias row).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('rtx-2080-ti', 'NVIDIA', 'NVIDIA GeForce RTX 2080 Ti', 'Turing (TU102)', 2018, 'PCIe consumer dual-slot', '11 GiB', 'GDDR6', 616, 13.4, NULL, NULL, 53.8, NULL, 215.2, 250, 'NVLink bridge (2-way, 100 GB/s)', 100, 3, 'NVIDIA RTX 2080 Ti spec table reproduced in github WonyoungCho/CUDA docs/rtx2080Ti.md (4352 CUDA cores, 11 GB GDDR6 14 Gbps, 352-bit, 616 GB/s, 250 W graphics card power, 1545 MHz boost per deviceQuery); github mlco2/impact data/gpus.csv (''RTX 2080 Ti'', 250 W, 13.45 TFLOPS, 11 GB, TechPowerUp); vortez.net/articles_pages/zotac_gaming_rtx_2080_ti_amp_review,3.html (68 SMs, 544 tensor cores); NVIDIA Turing whitepaper ratios (GeForce FP16 tensor with FP32 accumulate at half rate); Turing NVLink 100 GB/s bidirectional: developer.aliyun.com/article/1642215; nvidia-smi ''NVIDIA GeForce RTX 2080 Ti'' in github NVIDIA/nvidia-docker issue #1760', 'DERIVED tensor values at the reference 1545 MHz boost: FP16 tensor = 544 TC x 64 FMA x 2 x 1.545 GHz = 107.6 TFLOPS with FP16 accumulate, 53.8 with FP32 accumulate (GeForce half rate) -> fp16 53.8; INT8 215.2 TOPS. Founders Edition (1635 MHz, 260 W): 14.2 FP32, 56.9 / 113.8 FP16, 227.7 INT8. Turing: no TF32/BF16/FP8. 2-way NVLink bridge 100 GB/s (2 links). MEDIUM confidence. nvidia-smi: ''NVIDIA GeForce RTX 2080 Ti'' (older drivers ''GeForce RTX 2080 Ti''; both = id key).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('a2', 'NVIDIA', 'NVIDIA A2 (16GB)', 'Ampere (GA107)', 2021, 'PCIe low-profile single-slot', '16 GiB', 'GDDR6', 200, 4.5, 9, 18, 18, NULL, 36, 60, 'PCIe only (Gen4 x8)', 32, 4, 'hmc-tech.com/gpu/nvidia-a2-vs-nvidia-a40 (NVIDIA A2: GA107, 1280 shaders, 1770 MHz, 16GB GDDR6, FP32 4.53, TF32 9.06 | 18.12 sparse, FP16/BF16 tensor 18.13 | 36.25, INT8 36.25 | 72.5, INT4 72.5 | 145, 60 W, 11/10/2021); cputronic.com/pt/gpu/nvidia-a2 (16GB GDDR6, 1563 MHz memory, PCIe 4.0 x8, 60 W); siliconcat.net/de/gpu/nvidia-a2 (10 SMs, 40 tensor cores); NVIDIA A2 datasheet figures 4.5 / 9 | 18 / 18 | 36 / 36 | 72 TOPS as rounded by NVIDIA', 'Entry inference card, 40-60 W configurable (60 listed). Dense values listed (NVIDIA''s A2 datasheet shows dense | sparse). Bandwidth 200 GB/s = 128-bit x 12.5 Gbps (1563 MHz) - DERIVED, matches NVIDIA''s 200 GB/s. Host link is PCIe Gen4 x8, so interconnect_gbs 32 (x8 bidirectional), not the x16 64. HIGH-MEDIUM confidence. nvidia-smi: ''NVIDIA A2'' (= id key, no alias row).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('mi250', 'AMD', 'AMD Instinct MI250', 'CDNA2 (2x GCD)', 2021, 'OAM', '128 GiB', 'HBM2e', 3276.8, 45.3, NULL, 362.1, 362.1, NULL, 362.1, 560, 'Infinity Fabric (6 links x 100 GB/s)', 600, 4, 'AnandTech MI200 table (anandtech.com/show/17326/amd-releases-instinct-mi210-accelerator-cdna-2-on-a-pcie-card, mirrored at pipedot.org/article/5XCG1): MI250 2x104 CUs, 1700 MHz, FP32 vector 45.3, FP32 matrix 90.5, FP16 matrix 362, INT8 362.1, 3.2 Gbps HBM2E 8192-bit 3.2 TB/s, 128 GB, 6 Infinity Fabric links, 560 W, OAM; zexron.com (AMD table: MI250 208 CUs, 45.3 / 90.5 / 362.1 FP16|BF16 / 362.1 INT8|INT4, 128GB, 3.2 TB/s, OAM); github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0) (MI250 fp32 45.3, fp16/bf16 362, int8 362; 128 GB HBM2e 3.28 TB/s); github cli99/llm-analysis llm_analysis/gpu_configs/mi250-128gb.json (362.1); ROCm docs https://rocm.docs.amd.com/en/docs-7.14.0/_sources/reference/gpu-arch/mi250.md (Infinity Fabric link 50 GB/s per direction)', 'Per package as marketed: the OS sees TWO GCDs of 64 GB each (halve per-device numbers), as for mi250x. fp32 45.3 = vector rate (matrix 90.5). No TF32/FP8 (CDNA2). 3276.8 = 8192-bit x 3.2 Gbps. TDP: AnandTech lists 560 W (AMD quotes 500 W TDP / 560 W peak for the MI250 family; the catalog mi250x row uses 500) - MEDIUM. Infinity Fabric 6 links x 100 GB/s (50 GB/s each way) = 600 GB/s, by the mi250x convention. rocm-smi/AMD name ''AMD Instinct MI250'' normalises to the id key (no alias row).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('mi210', 'AMD', 'AMD Instinct MI210', 'CDNA2 (1 GCD)', 2022, 'PCIe FHFL dual-slot', '64 GiB', 'HBM2e', 1638.4, 22.6, NULL, 181, 181, NULL, 181, 300, 'Infinity Fabric Link bridge (3 links x 100 GB/s)', 300, 4, 'AnandTech MI200 table (anandtech.com/show/17326/amd-releases-instinct-mi210-accelerator-cdna-2-on-a-pcie-card, mirrored at pipedot.org/article/5XCG1 and www3.anandtech.com): MI210 104 CUs, 1700 MHz, FP32 vector 22.6, FP32 matrix 45.3, FP16 matrix 181, INT8 181, 3.2 Gbps HBM2E 4096-bit 1.6 TB/s, 64 GB, 3 Infinity Fabric links, 300 W, PCIe 4.0, 03/2022; github cli99/llm-analysis llm_analysis/gpu_configs/mi210-64gb.json (64 GB, 1638 GB/s, fp16 181); tweaktown.com/news/83275 (single Aldebaran GCD, 64GB HBM2e, 4096-bit 3.2 Gbps = 1.6 TB/s)', 'Single-GCD PCIe MI200. fp32 22.6 = vector rate (matrix 45.3). bf16 181 DERIVED from CDNA2 BF16 = FP16 matrix rate (AMD lists BF16 = FP16 for the MI250/MI250X; AnandTech table gives FP16 only). No TF32/FP8. 1638.4 = 4096-bit x 3.2 Gbps. Up to 3 Infinity Fabric bridge links at 100 GB/s (bidirectional) each. HIGH-MEDIUM confidence. AMD name ''AMD Instinct MI210'' normalises to the id key (no alias row).', true);

INSERT INTO @extschema@.gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes, is_builtin) VALUES ('gaudi2', 'Intel (Habana Labs)', 'Intel Gaudi 2 (HL-225 OAM)', 'Gaudi 2 (2 MME + 24 TPC)', 2022, 'OAM mezzanine (HL-225)', '96 GiB', 'HBM2e', 2450, NULL, NULL, 432, NULL, 865, NULL, 600, '24x 100GbE RoCE v2 on-chip (21 for in-node all-to-all in HLS-Gaudi2)', 600, NULL, 'github stas00/ml-engineering compute/accelerator/README.md (CC BY-SA 4.0) (Gaudi2: bf16 432 = 1650 MHz x 256x256 MACs x 2 MMEs, fp8 865, fp32/tf32/fp16/int8 supported but unpublished; 96 GB HBM2e 2.46 TB/s; TDP 600 W; 48 MB SRAM); yobitel.com/knowledge-base/intel-gaudi-2 (96 GB HBM2e, 2.45 TB/s, 600 W TDP, 24x 100 GbE RoCE, OAM, TSMC 7 nm, May 2022); habana.ai/products/networking/ (24 x 100 Gigabit Ethernet on every Gaudi2, 2.4 Tb scale-out); huggingface.co/docs/diffusers/zh/optimization/habana.md (96GB per Gaudi 2 HPU); hl-smi ''HL-225 ... 98304MiB ... 600W'' in public GitHub logs; github vllm-project/vllm-gaudi issue #1549 (600 W per Gaudi2)', 'Intel published no fp32/tf32/fp16/int8 peak TFLOPS: left empty (fp16 is supported and likely equals the BF16 MME rate, unpublished). bf16 432 and fp8 865 are MME (matrix) figures (stas00; 99% reached in a public matmul test). hl-smi reports 98304 MiB = 96 GiB. interconnect_gbs 600 DERIVED = 24 x 100 Gb/s x 2 directions / 8 (same convention as gaudi-hl205); within an HLS-Gaudi2 8-card server 21 ports are all-to-all scale-up (3 per peer), 3 scale-out. PCIe generation of the host link not found in retrieved sources (empty). HL-288 is the PCIe card (different TDP), HL-225B a China variant - not this row.', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Tesla T4', 't4', 'nvidia-smi', 'nvidia-smi name of T4; Kubernetes nvidia.com/gpu.product label = nvidia-smi name with spaces replaced by ''-'' (NVIDIA/k8s-device-plugin internal/lm/resource.go sanitizer), e.g. github vllm-project/aibrix PR #2388 (''Tesla-T4''); same key as SkyPilot ''T4'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv), GCP ''nvidia-tesla-t4'' (https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values)) and Alibaba PAI trace ''T4'' (github alibaba/clusterdata cluster-trace-gpu-v2020/README.md (pai_task_table / pai_group_tag_table gpu_type values, e.g. V100M32; MISC = older K40m/K80/M60))', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA A10G', 'a10g', 'nvidia-smi', 'github NVIDIA/DCGM issue #232 and NVIDIA/k8s-device-plugin issue #344 (Product Name: NVIDIA A10G); same key as SkyPilot ''A10G'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv) and AWS accelerator name ''a10g''', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA A10', 'a10', 'nvidia-smi', 'github utkuozdemir/nvidia_gpu_exporter issue #115 (''NVIDIA A10''); Kubernetes nvidia.com/gpu.product label = nvidia-smi name with spaces replaced by ''-'' (NVIDIA/k8s-device-plugin internal/lm/resource.go sanitizer), e.g. github vllm-project/aibrix PR #2388 (''NVIDIA-A10''); same key as SkyPilot ''A10'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv) and Alibaba 2023 trace ''A10'' (github alibaba/clusterdata cluster-trace-gpu-v2023/README.md (model / gpu_spec ''V100M16|V100M32'' = NVIDIA V100 with 16GB or 32GB VRAM; G1/G2/G3 undisclosed))', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA L4', 'l4', 'nvidia-smi', 'nvidia-smi name (L4 23034MiB per github modal-labs/modal-client PR #2797); k8s label ''NVIDIA-L4''; same key as SkyPilot ''L4'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv) and GCP ''nvidia-l4'' (https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values))', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA L40', 'l40', 'nvidia-smi', 'nvidia-smi name; k8s label ''NVIDIA-L40'' (nvidia.com/gpu.product examples in public GitHub code); same key as SkyPilot ''L40'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA L40S', 'l40s', 'nvidia-smi', 'github akash-network/provider-configs PR #99 (nvidia-smi: ''NVIDIA L40S, ..., 46068 MiB''); same key as SkyPilot ''L40S'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/cudo/vms.csv, nebius/vms.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA A100-SXM4-80GB', 'a100-80gb-sxm', 'nvidia-smi', 'github NVIDIA/CUDALibrarySamples issue #104 (Product Name: NVIDIA A100-SXM4-80GB); Kubernetes nvidia.com/gpu.product label = nvidia-smi name with spaces replaced by ''-'' (NVIDIA/k8s-device-plugin internal/lm/resource.go sanitizer), e.g. github vllm-project/aibrix PR #2388 (''NVIDIA-A100-SXM4-80GB'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA A100-SXM4-40GB', 'a100-40gb-sxm', 'nvidia-smi', 'nvidia-smi name of A100 40GB SXM4; github vllm-project/aibrix PR #2388 (type ''A100-SXM4-40GB''); k8s label ''NVIDIA-A100-SXM4-40GB'' (Kubernetes nvidia.com/gpu.product label = nvidia-smi name with spaces replaced by ''-'' (NVIDIA/k8s-device-plugin internal/lm/resource.go sanitizer), e.g. github vllm-project/aibrix PR #2388)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA A100-PCIE-40GB', 'a100-40gb-pcie', 'nvidia-smi', 'huggingface PrunaAI results.json (''base_current_gpu_type'': ''NVIDIA A100-PCIE-40GB''); same key as CoreWeave class ''A100_PCIE_40GB'' (CoreWeave GPU instance pricing doc / node label gpu.nvidia.com/class (H100_NVLINK_80GB = ''H100 HGX (80GB)'', A100_NVLINK_80GB = ''A100 HGX (80GB)'', A100_NVLINK = ''A100 HGX (40GB)'', A100_PCIE_80GB = ''A100 for PCIe (80GB)''))', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA A100 80GB PCIe', 'a100-80gb-pcie', 'nvidia-smi', 'nvidia-smi name of A100 80GB PCIe (NVIDIA A100 80GB PCIe product brief PB-10577-001); k8s label ''NVIDIA-A100-80GB-PCIe'' (Kubernetes nvidia.com/gpu.product label = nvidia-smi name with spaces replaced by ''-'' (NVIDIA/k8s-device-plugin internal/lm/resource.go sanitizer), e.g. github vllm-project/aibrix PR #2388)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA A800 80GB PCIe', 'a800-80gb-pcie', 'nvidia-smi', 'nvidia-smi name in public GitHub logs/tests (gpu_name ''NVIDIA A800 80GB PCIe'', memory_total 81920 MiB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA H100 80GB HBM3', 'h100-sxm', 'nvidia-smi', 'github NVIDIA/nccl issue #1264 (8x ''NVIDIA H100 80GB HBM3'', 81559MiB, HGX H100 SXM); Kubernetes nvidia.com/gpu.product label = nvidia-smi name with spaces replaced by ''-'' (NVIDIA/k8s-device-plugin internal/lm/resource.go sanitizer), e.g. github vllm-project/aibrix PR #2388 (''NVIDIA-H100-80GB-HBM3'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA H100 PCIe', 'h100-pcie', 'nvidia-smi', 'nvidia-smi name in public GitHub logs (''NVIDIA H100 PCIe ... 350W ... 81559MiB''); RunPod GPU type ''NVIDIA H100 PCIe''; same key as CoreWeave class ''H100_PCIE''', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA H100 NVL', 'h100-nvl', 'nvidia-smi', 'github akash-network/provider-configs PR #91 (nvidia-smi --query-gpu=name: ''NVIDIA H100 NVL''); same key as SkyPilot ''H100-NVL'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA H200', 'h200-sxm', 'nvidia-smi', 'NVIDIA DCGM docs supported products list https://docs.nvidia.com/datacenter/dcgm/latest/user-guide/diag-nvbandwidth-plugin.html (''NVIDIA H200''); nvidia-smi ''NVIDIA H200 ... 700W ... 143771MiB''; same key as SkyPilot ''H200'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv gpu-h200-sxm)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA B200', 'b200', 'nvidia-smi', 'docs.vultr.com/inference-cookbook/cuda/getting-started/hardware-overview (nvidia-smi on HGX B200) and NVIDIA DCGM docs (''NVIDIA B200''); same key as SkyPilot ''B200'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv, nebius/vms.csv) and GCP ''nvidia-b200''', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA GH200 480GB', 'gh200', 'nvidia-smi', 'nvidia-smi name of the GH200 96GB HBM3 + 480GB LPDDR5X superchip in public GitHub docs/logs (e.g. CoreWeave ''GH200x1'' -> ''NVIDIA GH200 480GB''; ''~96 GiB'' GPU memory)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Tesla V100-SXM2-16GB', 'v100-16gb-sxm2', 'nvidia-smi', 'github NVIDIA/nvidia-docker issue #914 (Product Name: Tesla V100-SXM2-16GB); k8s label ''Tesla-V100-SXM2-16GB'' (github vllm-project/aibrix PR #2388)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Tesla V100-SXM2-32GB', 'v100-32gb-sxm2', 'nvidia-smi', 'github mlco2/impact data/gpus.csv (''Tesla V100-SXM2-32GB''); k8s label ''Tesla-V100-SXM2-32GB'' (github vllm-project/aibrix PR #2388)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Tesla V100-PCIE-16GB', 'v100-16gb-pcie', 'nvidia-smi', 'github mlco2/impact data/gpus.csv (''Tesla V100-PCIE-16GB'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Tesla V100-PCIE-32GB', 'v100-32gb-pcie', 'nvidia-smi', 'nvidia-smi name of V100 PCIe 32GB (github guilbaults/TrailblazingTurtle PR #18 ''Tesla V100-PCIE-32G''; public GitHub name maps)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Tesla P100-PCIE-16GB', 'p100-16gb', 'nvidia-smi', 'nvidia-smi / CUDA device name in public logs (TensorFlow ''name: Tesla P100-PCIE-16GB'', Kaggle P100)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Tesla K80', 'k80', 'nvidia-smi', 'github mlco2/impact data/gpus.csv (''Tesla K80''); same key as SkyPilot ''K80'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv) and GCP ''nvidia-tesla-k80'' (Vertex AI AcceleratorType enum https://docs.cloud.google.com/dotnet/docs/reference/Google.Cloud.AIPlatform.V1/latest/Google.Cloud.AIPlatform.V1.AcceleratorType)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Tesla M60', 'm60', 'nvidia-smi', 'NVIDIA Tesla M60 product name (elprocus.com/nvidia-tesla-m60); same key as SkyPilot ''M60'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv, Azure) and AWS accelerator name ''m60''', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Tesla P4', 'p4', 'nvidia-smi', 'NVIDIA Tesla P4 product name (techpowerup.com/gpu-specs/tesla-p4.c2879); same key as SkyPilot ''P4'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv, GCP) and GCP ''nvidia-tesla-p4'' (Vertex AI AcceleratorType enum https://docs.cloud.google.com/dotnet/docs/reference/Google.Cloud.AIPlatform.V1/latest/Google.Cloud.AIPlatform.V1.AcceleratorType)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA GeForce RTX 3090', 'rtx-3090', 'nvidia-smi', 'github noonghunna/club-3090 issue #1128 (nvidia-smi ''NVIDIA GeForce RTX 3090''); same key as SkyPilot ''RTX3090'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA GeForce RTX 4090', 'rtx-4090', 'nvidia-smi', 'nvidia-smi name of RTX 4090 (huggingface ohdoking/gpu_spec nvidia_gpu.csv model ''NVIDIA GeForce RTX 4090''); same key as SkyPilot ''RTX4090'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA GeForce RTX 5090', 'rtx-5090', 'nvidia-smi', 'main-horse.github.io/posts/5090-mm-perf (mmapeak: ''Device 0: NVIDIA GeForce RTX 5090''); same key as SkyPilot ''RTX5090'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA RTX A6000', 'rtx-a6000', 'nvidia-smi', 'gist.github.com/bigsnarfdude/1eb47ee4959eee5b1217c893ba91e4bf (nvidia-smi ''NVIDIA RTX A6000 ... 49140MiB''); same key as SkyPilot ''RTXA6000'' (cudo) and ''RTX-A6000'' (hyperstack) (skypilot-org/skypilot-catalog catalogs/v8/cudo/vms.csv, hyperstack/vms.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA RTX A5000', 'rtx-a5000', 'nvidia-smi', 'huggingface ohdoking/gpu_spec nvidia_gpu.csv (''NVIDIA RTX A5000''); same key as SkyPilot ''RTXA5000'' (skypilot-org/skypilot-catalog catalogs/v8/cudo/vms.csv; skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA RTX A4000', 'rtx-a4000', 'nvidia-smi', 'huggingface ohdoking/gpu_spec nvidia_gpu.csv (''NVIDIA RTX A4000''); same key as SkyPilot ''RTXA4000'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv) and ''RTX-A4000'' (skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA RTX 6000 Ada Generation', 'rtx-6000-ada', 'nvidia-smi', 'huggingface ohdoking/gpu_spec nvidia_gpu.csv (''NVIDIA RTX 6000 Ada Generation''); nvidia-smi name in public logs', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('AMD Instinct MI300X', 'mi300x', 'common', 'AMD product name (https://www.amd.com/en/products/accelerators/instinct/mi300/mi300x.html; Azure ND MI300X v5 docs); same key as SkyPilot ''MI300X'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('AMD Instinct MI250X', 'mi250x', 'common', 'AMD product name (https://www.amd.com/en/products/accelerators/instinct/mi200/mi250x.html; LUMI-G docs ''4x AMD Instinct MI250X'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A100', 'a100-40gb-sxm', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv (gpu_8x_a100 / gpu_1x_a100_sxm4, SizeInMiB 40960). Ambiguous: cudo''s ''A100'' (skypilot-org/skypilot-catalog catalogs/v8/cudo/vms.csv epyc-genoa-a100-pcie, 81920 MiB) is an 80GB PCIe card; mapped to the 40GB SXM4 part that AWS p4d, GCP a2-highgpu (GCP ''nvidia-tesla-a100'') and Lambda attach', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A100-80GB', 'a100-80gb-sxm', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv (gpu_8x_a100_80gb_sxm4, 81920 MiB). Most common cloud variant is SXM4 (AWS p4de, GCP a2-ultragpu ''nvidia-a100-80gb'', Lambda); Azure NC A100 v4 is PCIe', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A100-80GB-SXM', 'a100-80gb-sxm', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (RunPod)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A100-80G-PCIe', 'a100-80gb-pcie', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv (n3-A100x1..x8, 81920 MiB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A100-80G-PCIe-NVLink', 'a100-80gb-pcie', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv (n3-A100x8-NVLink: PCIe cards with NVLink bridges)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A30', 'a30', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (Seeweb)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A40', 'a40', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/cudo/vms.csv (ice-lake-a40-compute, 49152 MiB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A4000', 'rtx-a4000', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (Paperspace, PrimeIntellect RTX A4000)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A6000', 'rtx-a6000', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv (gpu_1x_a6000, 49152 MiB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A800', 'a800-80gb-pcie', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/cudo/vms.csv (intel-ice-lake-a800-pci, 81920 MiB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('GH200', 'gh200', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv (gpu_1x_gh200, 98304 MiB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('H100', 'h100-sxm', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv (gpu_{2,4,8}x_h100_sxm5; also gpu_1x_h100_pcie under the same name) and nebius/vms.csv (gpu-h100-sxm). Mapped to SXM, the variant most clouds attach (AWS p5, GCP a3, nebius, Lambda 8x)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('H100-SXM', 'h100-sxm', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/cudo/vms.csv (sapphire-rapids-h100, 81920 MiB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('H100-MEGA', 'h100-sxm', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (GCP a3-megagpu, accelerator ''nvidia-h100-mega-80gb'' = H100 80GB SXM with more networking)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('H100-NVLINK', 'h100-sxm', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (Fluidstack). Class name H100_NVLINK_80GB = ''H100 HGX (80GB)'' per CoreWeave GPU instance pricing doc / node label gpu.nvidia.com/class (H100_NVLINK_80GB = ''H100 HGX (80GB)'', A100_NVLINK_80GB = ''A100 HGX (80GB)'', A100_NVLINK = ''A100 HGX (40GB)'', A100_PCIE_80GB = ''A100 for PCIe (80GB)'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('H100-80G-PCIe', 'h100-pcie', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv (n3-H100x1..x8, 81920 MiB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('H100-80G-PCIe-NVLink', 'h100-pcie', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv (n3-H100x8-NVLink: H100 PCIe cards with NVLink bridges)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('H100-80G-SXM5', 'h100-sxm', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv (n3-H100-SXM5x8)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('H200-SXM', 'h200-sxm', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (RunPod)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('RTX6000', 'quadro-rtx-6000', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv (gpu_1x_rtx6000, 24576 MiB = Turing Quadro RTX 6000 24GB). nvidia-smi prints ''Quadro RTX 6000'' (same key)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('RTX6000-Ada', 'rtx-6000-ada', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (''RTX6000-Ada'' RunPod/Vast and ''RTX6000Ada'' PrimeIntellect share this key)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('T4g', 't4g', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (AWS g5g); AWS EC2 accelerator name ''t4g'' (AWS EC2 API AcceleratorNames docs)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('V100', 'v100-16gb-sxm2', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv; skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv (gpu_8x_v100_n, 16384 MiB) and cudo/vms.csv (16384 MiB). Mapped to V100 SXM2 16GB as attached by AWS p3, GCP ''nvidia-tesla-v100'' and Lambda; Alibaba PAI 2020 trace ''V100'' (github alibaba/clusterdata cluster-trace-gpu-v2020/README.md (pai_task_table / pai_group_tag_table gpu_type values, e.g. V100M32; MISC = older K40m/K80/M60))', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('V100-32GB', 'v100-32gb-sxm2', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (AWS p3dn, Azure, Paperspace); mapped to SXM2 32GB (AWS p3dn.24xlarge)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('P100', 'p100-16gb', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (GCP, OCI); GCP ''nvidia-tesla-p100'' (https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values)); Alibaba PAI 2020 trace ''P100'' (github alibaba/clusterdata cluster-trace-gpu-v2020/README.md (pai_task_table / pai_group_tag_table gpu_type values, e.g. V100M32; MISC = older K40m/K80/M60))', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('tpu-v5litepod', 'tpu-v5e', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (GCP TPU v5e: accelerator type v5litepod-N, https://docs.cloud.google.com/tpu/docs/v5e)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('tpu-v5p', 'tpu-v5p', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('tpu-v6e', 'tpu-v6e', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Inferentia2', 'inferentia2', 'skypilot', 'SkyPilot accelerator name ''Inferentia2'' of AWS inf2 instances (skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Trainium', 'trainium', 'skypilot', 'SkyPilot accelerator name ''Trainium'' of AWS trn1 instances (skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Trainium2', 'trainium2', 'skypilot', 'SkyPilot accelerator name ''Trainium2'' of AWS trn2 instances (skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('p4d', 'a100-40gb-sxm', 'cloud', 'AWS GPU instance table gist.github.com/shashankprasanna/10ebe6dc1ba1d8d93db17da4e2cc890e (p4d.24xlarge: 8x A100 40 GB, NVLink gen 3 600 GB/s, 400W); public GPU/cloud mapping table (github, data-center GPUs vs AWS/Azure/GCP instance types: p4d/p4de/p5, a2-highgpu/a2-ultragpu/a3-megagpu, g6/g2-standard, NC_A100_v4)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('p4de', 'a100-80gb-sxm', 'cloud', 'public GPU/cloud mapping table (github, data-center GPUs vs AWS/Azure/GCP instance types: p4d/p4de/p5, a2-highgpu/a2-ultragpu/a3-megagpu, g6/g2-standard, NC_A100_v4) (A100 80GB SXM -> p4de.24xlarge); https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('p5', 'h100-sxm', 'cloud', 'public GPU/cloud mapping table (github, data-center GPUs vs AWS/Azure/GCP instance types: p4d/p4de/p5, a2-highgpu/a2-ultragpu/a3-megagpu, g6/g2-standard, NC_A100_v4) (H100 SXM -> p5.48xlarge); https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('p5e', 'h200-sxm', 'cloud', 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html (P5e: NVIDIA H200)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('p5en', 'h200-sxm', 'cloud', 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html (P5en: NVIDIA H200)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('p6-b200', 'b200', 'cloud', 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html (P6-B200: NVIDIA B200); SkyPilot lists B200 on AWS (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('g5', 'a10g', 'cloud', 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html (''G5 instances use NVIDIA A10G GPUs''); AWS GPU instance table gist.github.com/shashankprasanna/10ebe6dc1ba1d8d93db17da4e2cc890e', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('g6', 'l4', 'cloud', 'public GPU/cloud mapping table (github, data-center GPUs vs AWS/Azure/GCP instance types: p4d/p4de/p5, a2-highgpu/a2-ultragpu/a3-megagpu, g6/g2-standard, NC_A100_v4) (L4 -> g6.xlarge ... g6.48xlarge); https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('g6e', 'l40s', 'cloud', 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html (G6e: NVIDIA L40S)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('g4dn', 't4', 'cloud', 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html (G4dn: NVIDIA T4); AWS Batch GPU table https://docs.aws.amazon.com/batch/latest/userguide/gpu-jobs.html (g4dn 16 GiB per GPU)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('g5g', 't4g', 'cloud', 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html (G5g: NVIDIA T4G, Graviton2); AWS Batch GPU table (g5g 16 GB per GPU)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('p3', 'v100-16gb-sxm2', 'cloud', 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html (P3: NVIDIA V100 16GB, NVLink); AWS Batch GPU table (p3.2xlarge 16384 MiB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('p3dn', 'v100-32gb-sxm2', 'cloud', 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html (p3dn.24xlarge: 8x V100 32GB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('p2', 'k80', 'cloud', 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html (P2: NVIDIA K80, one GK210 12 GB per GPU)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('g3', 'm60', 'cloud', 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/accelerated-computing-instances.html (G3: NVIDIA Tesla M60, 8 GiB per GPU; AWS Batch GPU table g3s.xlarge 8 GiB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('inf2', 'inferentia2', 'cloud', 'https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/index.html (Inf2: up to 12 Inferentia2 chips; Trn1: 16 Trainium chips; Trn2: Trainium2)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('trn1', 'trainium', 'cloud', 'https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/index.html (Inf2: up to 12 Inferentia2 chips; Trn1: 16 Trainium chips; Trn2: Trainium2)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('trn2', 'trainium2', 'cloud', 'https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/index.html (Inf2: up to 12 Inferentia2 chips; Trn1: 16 Trainium chips; Trn2: Trainium2)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('a2-highgpu', 'a100-40gb-sxm', 'cloud', 'public GPU/cloud mapping table (github, data-center GPUs vs AWS/Azure/GCP instance types: p4d/p4de/p5, a2-highgpu/a2-ultragpu/a3-megagpu, g6/g2-standard, NC_A100_v4) (A100 40GB SXM -> a2-highgpu-1g ... a2-highgpu-16g); https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('a2-ultragpu', 'a100-80gb-sxm', 'cloud', 'public GPU/cloud mapping table (github, data-center GPUs vs AWS/Azure/GCP instance types: p4d/p4de/p5, a2-highgpu/a2-ultragpu/a3-megagpu, g6/g2-standard, NC_A100_v4) (A100 80GB SXM -> a2-ultragpu); https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('AWS Trainium2', 'trainium2', 'common', 'https://awsdocs-neuron.readthedocs-hosted.com/en/latest/about-neuron/arch/neuron-hardware/trainium2.html', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('a3-highgpu', 'h100-sxm', 'cloud', 'https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values) (A3 High: 8x H100 80GB, accelerator nvidia-h100-80gb)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('a3-megagpu', 'h100-sxm', 'cloud', 'public GPU/cloud mapping table (github, data-center GPUs vs AWS/Azure/GCP instance types: p4d/p4de/p5, a2-highgpu/a2-ultragpu/a3-megagpu, g6/g2-standard, NC_A100_v4) (H100 SXM -> a3-megagpu-8g); https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values) (accelerator nvidia-h100-mega-80gb)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('a3-mega', 'h100-sxm', 'cloud', 'https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values) (A3 Mega machine series = a3-megagpu-8g, H100 80GB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('a3-ultragpu', 'h200-sxm', 'cloud', 'https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values) (A3 Ultra: 8x H200 141GB, accelerator nvidia-h200-141gb)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('a4-highgpu', 'b200', 'cloud', 'https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values) (A4: 8x B200, accelerator nvidia-b200)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('g2-standard', 'l4', 'cloud', 'public GPU/cloud mapping table (github, data-center GPUs vs AWS/Azure/GCP instance types: p4d/p4de/p5, a2-highgpu/a2-ultragpu/a3-megagpu, g6/g2-standard, NC_A100_v4) (L4 -> g2-standard-4 ... g2-standard-96); https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('nvidia-h100-80gb', 'h100-sxm', 'cloud', 'https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values); Vertex AI AcceleratorType enum https://docs.cloud.google.com/dotnet/docs/reference/Google.Cloud.AIPlatform.V1/latest/Google.Cloud.AIPlatform.V1.AcceleratorType (NVIDIA_H100_80GB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('nvidia-h100-mega-80gb', 'h100-sxm', 'cloud', 'https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values); Vertex AI AcceleratorType enum https://docs.cloud.google.com/dotnet/docs/reference/Google.Cloud.AIPlatform.V1/latest/Google.Cloud.AIPlatform.V1.AcceleratorType (NVIDIA_H100_MEGA_80GB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('nvidia-h200-141gb', 'h200-sxm', 'cloud', 'https://cloud.google.com/compute/docs/gpus (Compute Engine accelerator types, also GKE cloud.google.com/gke-accelerator values); Vertex AI AcceleratorType enum https://docs.cloud.google.com/dotnet/docs/reference/Google.Cloud.AIPlatform.V1/latest/Google.Cloud.AIPlatform.V1.AcceleratorType (NVIDIA_H200_141GB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('v5litepod', 'tpu-v5e', 'cloud', 'https://docs.cloud.google.com/tpu/docs/v5e (accelerator types v5litepod-1 ... v5litepod-256); Vertex AI AcceleratorType enum https://docs.cloud.google.com/dotnet/docs/reference/Google.Cloud.AIPlatform.V1/latest/Google.Cloud.AIPlatform.V1.AcceleratorType (TPU_V5_LITEPOD)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('v5p', 'tpu-v5p', 'cloud', 'https://cloud.google.com/tpu/docs/v5p (AcceleratorType v5p-N)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('v6e', 'tpu-v6e', 'cloud', 'https://docs.cloud.google.com/tpu/docs/v6e (AcceleratorType v6e-N)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NC_A100_v4', 'a100-80gb-pcie', 'cloud', 'public GPU/cloud mapping table (github, data-center GPUs vs AWS/Azure/GCP instance types: p4d/p4de/p5, a2-highgpu/a2-ultragpu/a3-megagpu, g6/g2-standard, NC_A100_v4) (A100 80GB PCIe -> Azure NC_A100_v4-series); huggingface.co/docs/microsoft-azure/azure-ai/hardware (Azure instance -> GPU type table) (Standard_NC24ads_A100_v4: NVIDIA A100 80GB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NCads_A100_v4', 'a100-80gb-pcie', 'cloud', 'huggingface.co/docs/microsoft-azure/azure-ai/hardware (Azure instance -> GPU type table) (Standard_NC24ads/48ads/96ads_A100_v4: NVIDIA A100 80GB); https://learn.microsoft.com/en-us/azure/virtual-machines/sizes/gpu-accelerated/', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('ND_A100_v4', 'a100-40gb-sxm', 'cloud', 'huggingface.co/docs/microsoft-azure/azure-ai/hardware (Azure instance -> GPU type table) (Standard_ND96asr_v4: 8x NVIDIA A100 40GB); MicrosoftDocs/azure-docs articles/virtual-machines/sizes/gpu-accelerated/nd-family.md', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NDm_A100_v4', 'a100-80gb-sxm', 'cloud', 'huggingface.co/docs/microsoft-azure/azure-ai/hardware (Azure instance -> GPU type table) (Standard_ND96amsr_A100_v4: 8x NVIDIA A100 80GB); MicrosoftDocs/azure-docs nd-family.md', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('ND_H100_v5', 'h100-sxm', 'cloud', 'huggingface.co/docs/microsoft-azure/azure-ai/hardware (Azure instance -> GPU type table) (Standard_ND96isr_H100_v5: 8x NVIDIA H100 80GB); MicrosoftDocs/azure-docs nd-family.md', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('ND_MI300X_v5', 'mi300x', 'cloud', 'MicrosoftDocs/azure-docs articles/virtual-machines/sizes/gpu-accelerated/nd-mi300x-v5-series.md (Standard_ND96isr_MI300X_v5: 8 MI300X, 192 GiB each)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVadsA10_v5', 'a10', 'cloud', 'MicrosoftDocs/azure-docs articles/virtual-machines/nva10v5-series.md (''NVadsA10v5-series ... powered by NVIDIA A10 GPUs'', full A10 = 24 GiB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NCads_A10_v4', 'a10', 'cloud', 'github microsoft/aspire src/Aspire.Hosting.Azure.Kubernetes/AksNodeVmSizes.cs (StandardNCADSA10v4 family: Standard_NC8ads_A10_v4, NC16ads_A10_v4, NC32ads_A10_v4 - NVIDIA A10) via aspire.dev API reference; https://learn.microsoft.com/en-us/azure/virtual-machines/sizes/gpu-accelerated/', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NCasT4_v3', 't4', 'cloud', 'huggingface.co/docs/microsoft-azure/azure-ai/hardware (Azure instance -> GPU type table) (Standard_NC4as_T4_v3 ... NC64as_T4_v3: NVIDIA TESLA T4, 16 GB each)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA A100 40GB', 'a100-40gb-sxm', 'cloud', 'huggingface.co/docs/microsoft-azure/azure-ai/hardware (Azure instance -> GPU type table) (GPU type for Standard_ND96asr_v4 = 8x NVIDIA A100 40GB SXM4)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A100_NVLINK_80GB', 'a100-80gb-sxm', 'kubernetes', 'CoreWeave GPU instance pricing doc / node label gpu.nvidia.com/class (H100_NVLINK_80GB = ''H100 HGX (80GB)'', A100_NVLINK_80GB = ''A100 HGX (80GB)'', A100_NVLINK = ''A100 HGX (40GB)'', A100_PCIE_80GB = ''A100 for PCIe (80GB)'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A100_NVLINK', 'a100-40gb-sxm', 'kubernetes', 'CoreWeave GPU instance pricing doc / node label gpu.nvidia.com/class (H100_NVLINK_80GB = ''H100 HGX (80GB)'', A100_NVLINK_80GB = ''A100 HGX (80GB)'', A100_NVLINK = ''A100 HGX (40GB)'', A100_PCIE_80GB = ''A100 for PCIe (80GB)'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('A100_PCIE_80GB', 'a100-80gb-pcie', 'kubernetes', 'CoreWeave GPU instance pricing doc / node label gpu.nvidia.com/class (H100_NVLINK_80GB = ''H100 HGX (80GB)'', A100_NVLINK_80GB = ''A100 HGX (80GB)'', A100_NVLINK = ''A100 HGX (40GB)'', A100_PCIE_80GB = ''A100 for PCIe (80GB)'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('H100_NVLINK_80GB', 'h100-sxm', 'kubernetes', 'CoreWeave GPU instance pricing doc / node label gpu.nvidia.com/class (H100_NVLINK_80GB = ''H100 HGX (80GB)'', A100_NVLINK_80GB = ''A100 HGX (80GB)'', A100_NVLINK = ''A100 HGX (40GB)'', A100_PCIE_80GB = ''A100 for PCIe (80GB)''); github skypilot-org/skypilot tests (gpu.nvidia.com/class: H100_NVLINK_80GB)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('AWS Inferentia2', 'inferentia2', 'common', 'https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/neuron-hardware/inferentia2.html', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('AWS Trainium', 'trainium', 'common', 'https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/neuron-hardware/trainium.html', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('V100M32', 'v100-32gb-sxm2', 'trace', 'github alibaba/clusterdata cluster-trace-gpu-v2020/README.md (pai_task_table / pai_group_tag_table gpu_type values, e.g. V100M32; MISC = older K40m/K80/M60); github alibaba/clusterdata cluster-trace-gpu-v2023/README.md (model / gpu_spec ''V100M16|V100M32'' = NVIDIA V100 with 16GB or 32GB VRAM; G1/G2/G3 undisclosed). Trace gives memory only (32GB V100); form factor assumed SXM2 (the 32GB V100 clouds attach) - MEDIUM CONFIDENCE', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('V100M16', 'v100-16gb-sxm2', 'trace', 'github alibaba/clusterdata cluster-trace-gpu-v2023/README.md (model / gpu_spec ''V100M16|V100M32'' = NVIDIA V100 with 16GB or 32GB VRAM; G1/G2/G3 undisclosed). Trace gives memory only (16GB V100); form factor assumed SXM2 - MEDIUM CONFIDENCE', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('GTX1660S', 'gtx-1660-super', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (Vast: GeForce GTX 1660 SUPER)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA GeForce GTX 1660 SUPER', 'gtx-1660-super', 'nvidia-smi', 'nvidia-smi name in public GitHub hardware notes (GTX 1660 SUPER, 6 144 MiB, default power limit 125 W); older drivers/TensorFlow logs print ''GeForce GTX 1660 SUPER'' (same key, compute capability 7.5)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Quadro M4000', 'quadro-m4000', 'nvidia-smi', 'CUDA/nvidia-smi device name in public GitHub logs (TensorFlow ''name: Quadro M4000, ... compute capability: 5.2''; nvidia-smi ''Quadro M4000, 8GB''); same key as SkyPilot ''M4000'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv, Paperspace)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Quadro P4000', 'quadro-p4000', 'nvidia-smi', 'CUDA/nvidia-smi device name in public GitHub docs and logs (''Quadro P4000'', compute capability 6.1, PCI ID 10de:1bb1); same key as SkyPilot ''P4000'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv, Paperspace)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA GeForce RTX 3060', 'rtx-3060', 'nvidia-smi', 'nvidia-smi / driver name in public GitHub logs and renderer strings (''NVIDIA GeForce RTX 3060''); same key as SkyPilot ''RTX3060'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv, Vast). Ambiguous: the 8 GB variant reports the same name - mapped to the original 12 GB card', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA GeForce RTX 3070', 'rtx-3070', 'nvidia-smi', 'huggingface ohdoking/gpu_spec nvidia_gpu.csv (''NVIDIA GeForce RTX 3070''); same key as SkyPilot ''RTX3070'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv, Vast)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA GeForce RTX 3080', 'rtx-3080', 'nvidia-smi', 'nvidia-smi name in public GitHub hardware notes (''RTX 3080 | 10 240 MiB''); same key as SkyPilot ''RTX3080'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv, Vast). Ambiguous: the 12 GB variant reports the same name - mapped to the original 10 GB card', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('RTX4000-Ada', 'rtx-4000-ada', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (RunPod: RTX 4000 Ada Generation, 20 GB); same key as the gpu id', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA RTX 4000 Ada Generation', 'rtx-4000-ada', 'nvidia-smi', 'nvidia-smi / CUDA device name in public GitHub logs (''NVIDIA RTX 4000 Ada Generation'', 20,475 MiB, compute capability 8.9); huggingface ohdoking/gpu_spec nvidia_gpu.csv; RunPod GPU type id', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA GeForce RTX 5060', 'rtx-5060', 'nvidia-smi', 'nvidia-smi output in public GitHub logs (''NVIDIA GeForce RTX 5060, 610.62, 8151 MiB'', sm_120); same key as SkyPilot ''RTX5060'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv, Vast)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA RTX A4500', 'rtx-a4500', 'nvidia-smi', 'nvidia-smi output in public GitHub logs (''NVIDIA RTX A4500, 550.127.05, 20470 MiB''); RunPod GPU type id ''NVIDIA RTX A4500''; huggingface ohdoking/gpu_spec nvidia_gpu.csv; same key as SkyPilot ''RTXA4500'' (skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv, RunPod)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('RTXPRO6000S', 'rtx-pro-6000-server', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (Vast: RTX PRO 6000 Blackwell Server Edition)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA RTX PRO 6000 Blackwell Server Edition', 'rtx-pro-6000-server', 'nvidia-smi', 'github antirez/ds4 PR #256 (NVIDIA RTX PRO 6000 Blackwell Server Edition, 97 GB VRAM, sm_120) and public huggingface training logs (gpus: ''NVIDIA RTX PRO 6000 Blackwell Server Edition''); NVIDIA MIG user guide product name https://docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-gpus.html', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('g7e', 'rtx-pro-6000-server', 'cloud', 'AWS EC2 G7e instances (NVIDIA RTX PRO 6000 Blackwell Server Edition, 96 GB GDDR7 and 1597 GB/s per GPU, up to 8 GPUs) as summarized in public GitHub notes of the AWS launch and SageMaker configs (ml.g7e.2xlarge: RTX PRO 6000, 96 GB, 1597 GB/s)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('RTXPRO6000WS', 'rtx-pro-6000-ws', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (Vast: RTX PRO 6000 Blackwell Workstation Edition); same key as the gpu id', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA RTX PRO 6000 Blackwell Workstation Edition', 'rtx-pro-6000-ws', 'nvidia-smi', 'nvidia-smi output in github MarcoPizeta/flash-next-rtxpro6000-bench HARDWARE.md (''NVIDIA RTX PRO 6000 Blackwell Workstation Edition, 595.84, 97887 MiB, 600.00 W''); huggingface NYUGPUClass/GEMM_predict (gpu_name); NVIDIA MIG user guide product name', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Radeon MI25', 'mi25', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (Azure NVv4: partitioned AMD Radeon Instinct MI25)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('AMD Radeon Instinct MI25', 'mi25', 'common', 'AMD product name (AMD launch specs as reported at ocaholic.ch/modules/news/article.php?lang=german&storyid=16679); MicrosoftDocs/azure-docs NVv4-series (''AMD Radeon Instinct MI25 GPUs'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVv4', 'mi25', 'cloud', 'MicrosoftDocs/azure-docs articles/virtual-machines/nvv4-series.md and sizes/gpu-accelerated/nv-family.md (NVv4-series VMs are backed by partitioned AMD Radeon Instinct MI25 GPUs, from 1/8 GPU up to a full GPU, Standard_NV4as_v4 ... Standard_NV32as_v4); Azure dedicated host NVasv4-Type1 (AMD Radeon Instinct MI25)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Radeon Pro V520', 'radeon-pro-v520', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (AWS G4ad); same string as the AWS EC2 GpuInfo name (Manufacturer AMD, 8192 MiB, e.g. g4ad.8xlarge in public GitHub test data); same key as the AWS EC2 accelerator name ''radeon-pro-v520'' (AWS EC2 API AcceleratorNames docs) and the gpu id', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('g4ad', 'radeon-pro-v520', 'cloud', 'AWS EC2 G4ad instances (AMD Radeon Pro V520): github agisoft-llc/cloud-scripts README (g4ad.4xlarge 1 x V520, g4ad.8xlarge 2 x V520, g4ad.16xlarge 4 x V520); public GitHub test data (g4ad.8xlarge: 2 x Radeon Pro V520, 8192 MiB each)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Gaudi HL-205', 'gaudi-hl205', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (AWS DL1); same name as in AWS instance GPU info used by github GoogleCloudPlatform/professional-services tools/instance_mapper/cmd/instance_mapper/gpu-mapping.yaml (''Gaudi HL-205'': Habana Labs Gaudi Mezzanine, 32GB); same key as the gpu id', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Habana Gaudi', 'gaudi-hl205', 'common', 'Habana Labs product name of the first-generation Gaudi (habana.ai/gaudi-integrated-roce/; huggingface.co/docs/optimum/en/habana/concept_guides/hpu ''first-gen Gaudi'', 32GB per HPU)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('dl1', 'gaudi-hl205', 'cloud', 'AWS EC2 DL1 instances (dl1.24xlarge: 8 first-gen Gaudi accelerators): docs.habana.ai/en/latest/AWS_User_Guides/AWS_Distributed_Training_Multiple_DL1/AWS_Distributed_Training_Multiple_DL1.html; huggingface optimum habana multi-node training guide (AWS DL1 instances)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('tpu-v2', 'tpu-v2', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (GCP TPU v2: accelerator type v2-N, https://cloud.google.com/tpu/docs/v2); same key as Vertex AI AcceleratorType enum https://docs.cloud.google.com/dotnet/docs/reference/Google.Cloud.AIPlatform.V1/latest/Google.Cloud.AIPlatform.V1.AcceleratorType value TPU_V2', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('tpu-v3', 'tpu-v3', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (GCP TPU v3: accelerator type v3-N, https://cloud.google.com/tpu/docs/v3); same key as Vertex AI AcceleratorType enum https://docs.cloud.google.com/dotnet/docs/reference/Google.Cloud.AIPlatform.V1/latest/Google.Cloud.AIPlatform.V1.AcceleratorType value TPU_V3', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('tpu-v4', 'tpu-v4', 'skypilot', 'skypilot-org/skypilot-catalog catalogs/v8/common/accelerators.csv (GCP TPU v4: accelerator type v4-N, https://cloud.google.com/tpu/docs/v4)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('TPU_V4_POD', 'tpu-v4', 'cloud', 'Vertex AI AcceleratorType enum https://docs.cloud.google.com/dotnet/docs/reference/Google.Cloud.AIPlatform.V1/latest/Google.Cloud.AIPlatform.V1.AcceleratorType (TPU_V4_POD = ''TPU v4'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA H800', 'h800-sxm', 'nvidia-smi', 'github NVIDIA/DCGM issue #120 (nvidia-smi -q ''Product Name : NVIDIA H800'', max clocks 1980 MHz SM / 2619 MHz HBM3 = SXM5 part); github NVIDIA/nvtrust issue #16 (H800 = PCI device 2324); Kubernetes nvidia.com/gpu.product label ''NVIDIA-H800'' (NVIDIA/k8s-device-plugin sanitizer: spaces -> ''-''), same key. The PCIe card reports ''NVIDIA H800 PCIe'' (= id key of h800-pcie)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('NVIDIA A800-SXM4-80GB', 'a800-80gb-sxm', 'nvidia-smi', 'github dexmal/dexbotic issue #41 (nvidia-smi: ''NVIDIA A800-SXM4-80GB ... 400W ... 81920MiB''); PyTorch collect_env ''GPU 0: NVIDIA A800-SXM4-80GB'' in public GitHub issue reports; Kubernetes label ''NVIDIA-A800-SXM4-80GB'' (NVIDIA/k8s-device-plugin sanitizer), same key', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('HL-225', 'gaudi2', 'common', 'hl-smi device name of the Gaudi2 OAM card in public GitHub logs (''HL-225 ... 98304MiB ... 600W''; vLLM-on-Gaudi scripts: ''hl-smi | grep -q HL-225'' -> ''Gaudi2 OAM platform'', HL-288 -> ''Gaudi2 PCIe platform''); Intel/Habana product code HL-225 (technode.com/2023/07/12/intel-launches-habana-gaudi-2-deep-learning-accelerator-card-for-chinese-market: China variant HL-225B)', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Intel Gaudi 2', 'gaudi2', 'common', 'Intel product name (habana.ai/products/networking/ ''Gaudi 2''; huggingface.co/docs/diffusers/zh/optimization/habana.md ''Intel Gaudi 2'', 96GB per HPU); github stas00/ml-engineering compute/accelerator/README.md (''Intel Gaudi2'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('Habana Gaudi2', 'gaudi2', 'common', 'Habana Labs product name (Gaudi2 white paper, May 2022, as hosted at scribd.com/document/752234452/gaudi2-whitepaper: ''HABANA GAUDI2''); huggingface.co blog posts listed at huggingface.co/regisss (''Fast Inference on Large Language Models: BLOOMZ on Habana Gaudi2 Accelerator'', ''Faster Training and Inference: Habana Gaudi2 vs Nvidia A100 80GB'')', true);

INSERT INTO @extschema@.gpu_alias (alias, gpu_id, origin, source, is_builtin) VALUES ('H100 SXM5', 'h100-sxm', 'cloud', 'the H100''s SXM form as clouds name it: Lambda''s instance types gpu_1x_h100_sxm5 ... gpu_8x_h100_sxm5 (skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv, AcceleratorName H100, 81920 MiB) and the catalog row''s NVIDIA name, NVIDIA H100 SXM5 80GB; a different key from SkyPilot''s H100-80G-SXM5', true);

INSERT INTO @extschema@.provider (id, name, kind, billing, url, source, is_builtin, billing_minimum) VALUES ('runpod', 'RunPod', 'gpu_cloud', 'per_second', 'https://www.runpod.io', 'billing: https://costcompass.cc/guides/runpod-cost-tracking/ and https://theneuralbase.com/runpod/learn/intermediate/per-second-billing/ (GPU pods billed by the second; third-party pages); prices: ''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)")', true, '00:00:00');

INSERT INTO @extschema@.provider (id, name, kind, billing, url, source, is_builtin, billing_minimum) VALUES ('lambda', 'Lambda', 'gpu_cloud', 'per_minute', 'https://lambda.ai', 'billing: https://docs.lambda.ai/public-cloud/billing (On-Demand Cloud instances priced hourly, billed in one-minute increments); prices: ''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"); specs: skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @0f4070387edc953d7004cff197940e1918a1d6aa', true, '00:00:00');

INSERT INTO @extschema@.provider (id, name, kind, billing, url, source, is_builtin, billing_minimum) VALUES ('coreweave', 'CoreWeave', 'gpu_cloud', 'per_minute', 'https://www.coreweave.com', 'billing: https://docs.coreweave.com/resources/billing-and-charges (billing calculated on a per-minute basis; GPU price per hour includes host vCPU, RAM, ephemeral storage); prices: ''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)")', true, '00:00:00');

INSERT INTO @extschema@.provider (id, name, kind, billing, url, source, is_builtin, billing_minimum) VALUES ('machine', 'Machine (machine.dev)', 'ci_runner', 'per_minute', 'https://machine.dev', 'https://docs.machine.dev/ (GitHub Actions runners launched as AWS instances; "Per-minute billing in real dollars"; rates quoted in $/min); https://docs.machine.dev/reference/cpu-vs-gpu/ ("Recommended runner by workload", $/min (spot))', true, '00:00:00');

INSERT INTO @extschema@.provider (id, name, kind, billing, url, source, is_builtin, billing_minimum) VALUES ('nebius', 'Nebius AI Cloud', 'gpu_cloud', 'per_second', 'https://nebius.com', 'billing: https://docs.nebius.com/object-storage/resources/pricing ("for GPUs on running VMs, the billing unit is 1 second, and the pricing unit is 1 hour"); prices: skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61', true, '00:00:00');

INSERT INTO @extschema@.provider (id, name, kind, billing, url, source, is_builtin, billing_minimum) VALUES ('hyperstack', 'Hyperstack', 'gpu_cloud', 'per_minute', 'https://www.hyperstack.cloud', 'billing: api-evangelist/nexgen-cloud plans/nexgen-cloud-plans-pricing.yml (billing_granularity per-minute, rates quoted per hour; transcribed from https://www.hyperstack.cloud/gpu-pricing on 2026-08-26); prices: skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv @fdc9d908ab0b2af9f468f139fb3f662c8c6b3257', true, '00:00:00');

INSERT INTO @extschema@.provider (id, name, kind, billing, url, source, is_builtin, billing_minimum) VALUES ('aws', 'Amazon Web Services', 'hyperscaler', 'per_second', 'https://aws.amazon.com', 'billing: https://aws.amazon.com/about-aws/whats-new/2017/10/announcing-amazon-ec2-per-second-billing/ (Linux On-Demand, Reserved and Spot billed in one-second increments, 60 s minimum); prices: skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35', true, '00:01:00');

INSERT INTO @extschema@.provider (id, name, kind, billing, url, source, is_builtin, billing_minimum) VALUES ('gcp', 'Google Cloud', 'hyperscaler', 'per_second', 'https://cloud.google.com', 'billing: https://campus.datacamp.com/courses/essential-google-cloud-infrastructure-foundation/virtual-machines?ex=9 (vCPUs, GPUs and memory charged a 1-minute minimum, then in 1-second increments); prices: skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f', true, '00:01:00');

INSERT INTO @extschema@.provider (id, name, kind, billing, url, source, is_builtin, billing_minimum) VALUES ('azure', 'Microsoft Azure', 'hyperscaler', 'per_second', 'https://azure.microsoft.com', 'billing: https://learn.microsoft.com/en-us/answers/questions/2259765/clarification-on-azure-vm-billing-for-short-runtim (VMs billed per second; 5-minute minimum from 2025-06-01); prices: skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604', true, '00:05:00');

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'g6.xlarge', 'l4', 1, 4, '16 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row g6.xlarge (1 x L4, 4 vCPUs, 16 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'g6.12xlarge', 'l4', 4, 48, '192 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row g6.12xlarge (4 x L4, 48 vCPUs, 192 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'g6e.xlarge', 'l40s', 1, 4, '32 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row g6e.xlarge (1 x L40S, 4 vCPUs, 32 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'g6e.12xlarge', 'l40s', 4, 48, '384 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row g6e.12xlarge (4 x L40S, 48 vCPUs, 384 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'g5g.xlarge', 't4g', 1, 4, '8 GiB', 'arm64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row g5g.xlarge (1 x T4g, 4 vCPUs, 8 GiB, Arch arm64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'g5.xlarge', 'a10g', 1, 4, '16 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row g5.xlarge (1 x A10G, 4 vCPUs, 16 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'g5.2xlarge', 'a10g', 1, 8, '32 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row g5.2xlarge (1 x A10G, 8 vCPUs, 32 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'g5.12xlarge', 'a10g', 4, 48, '192 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row g5.12xlarge (4 x A10G, 48 vCPUs, 192 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'g5.48xlarge', 'a10g', 8, 192, '768 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row g5.48xlarge (8 x A10G, 192 vCPUs, 768 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'g4dn.xlarge', 't4', 1, 4, '16 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row g4dn.xlarge (1 x T4, 4 vCPUs, 16 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'g4dn.12xlarge', 't4', 4, 48, '192 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row g4dn.12xlarge (4 x T4, 48 vCPUs, 192 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'inf2.xlarge', 'inferentia2', 1, 4, '16 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row inf2.xlarge (1 x Inferentia2, 4 vCPUs, 16 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'inf2.48xlarge', 'inferentia2', 12, 192, '768 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row inf2.48xlarge (12 x Inferentia2, 192 vCPUs, 768 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'trn1.2xlarge', 'trainium', 1, 8, '32 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row trn1.2xlarge (1 x Trainium, 8 vCPUs, 32 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'trn1.32xlarge', 'trainium', 16, 128, '512 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row trn1.32xlarge (16 x Trainium, 128 vCPUs, 512 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'p3.2xlarge', 'v100-16gb-sxm2', 1, 8, '61 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row p3.2xlarge (1 x V100 (GpuInfo 16 GB), 8 vCPUs, 61 GiB, Arch x86_64); SXM2 form factor is the P3 family''s NVLink V100 (catalog names only "V100"; judgement)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'p3.8xlarge', 'v100-16gb-sxm2', 4, 32, '244 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row p3.8xlarge (4 x V100, 32 vCPUs, 244 GiB, Arch x86_64); SXM2 form factor is the P3 family''s NVLink V100 (catalog names only "V100"; judgement)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'p3dn.24xlarge', 'v100-32gb-sxm2', 8, 96, '768 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row p3dn.24xlarge (8 x V100-32GB, 96 vCPUs, 768 GiB, Arch x86_64); SXM2 form factor (P3dn NVLink V100 32GB; judgement)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'p4d.24xlarge', 'a100-40gb-sxm', 8, 96, '1152 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row p4d.24xlarge (8 x A100 (GpuInfo 40960 MiB), 96 vCPUs, 1152 GiB, Arch x86_64); SXM4 (HGX) form factor is a judgement, the catalog gives only name and memory', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'p4de.24xlarge', 'a100-80gb-sxm', 8, 96, '1152 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row p4de.24xlarge (8 x A100-80GB, 96 vCPUs, 1152 GiB, Arch x86_64); SXM4 (HGX) form factor is a judgement', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'p5.48xlarge', 'h100-sxm', 8, 192, '2 TiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row p5.48xlarge (8 x H100 (80 GB), 192 vCPUs, 2048 GiB, Arch x86_64); SXM5 form factor is a judgement (catalog: "H100")', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'p5.4xlarge', 'h100-sxm', 1, 16, '256 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row p5.4xlarge (1 x H100, 16 vCPUs, 256 GiB, Arch x86_64); SXM5 form factor is a judgement (catalog: "H100")', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'p5en.48xlarge', 'h200-sxm', 8, 192, '2 TiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row p5en.48xlarge (8 x H200, 192 vCPUs, 2048 GiB, Arch x86_64); SXM form factor is a judgement (catalog: "H200")', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'p6-b200.48xlarge', 'b200', 8, 192, '2 TiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row p6-b200.48xlarge (8 x B200, 192 vCPUs, 2048 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'c7i.2xlarge', NULL, 0, 8, '16 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row c7i.2xlarge (no accelerator, 8 vCPUs, 16 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'c7i.4xlarge', NULL, 0, 16, '32 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row c7i.4xlarge (no accelerator, 16 vCPUs, 32 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'm7i.2xlarge', NULL, 0, 8, '32 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row m7i.2xlarge (no accelerator, 8 vCPUs, 32 GiB, Arch x86_64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'c7g.2xlarge', NULL, 0, 8, '16 GiB', 'arm64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row c7g.2xlarge (no accelerator, 8 vCPUs, 16 GiB, Arch arm64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'm7g.2xlarge', NULL, 0, 8, '32 GiB', 'arm64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row m7g.2xlarge (no accelerator, 8 vCPUs, 32 GiB, Arch arm64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'c8g.2xlarge', NULL, 0, 8, '16 GiB', 'arm64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row c8g.2xlarge (no accelerator, 8 vCPUs, 16 GiB, Arch arm64)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'p5e.48xlarge', 'h200-sxm', 8, 192, '2 TiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row p5e.48xlarge (8 x H200, GpuInfo 144384 MiB, 192 vCPUs, 2048 GiB, Arch x86_64); SXM form factor is a judgement; the snapshot lists no on-demand price for it in any region', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('aws', 'trn2.48xlarge', 'trainium2', 16, 192, '2 TiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: row trn2.48xlarge (16 x Trainium2, 192 vCPUs, 2048 GiB, Arch x86_64); the snapshot lists no on-demand price for it and no us-east-1 row', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'a2-highgpu-1g', 'a100-40gb-sxm', 1, 12, '85 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row a2-highgpu-1g (12 vCPUs, 85 GiB) and accelerator row A100 x1; GPU model per https://cloud.google.com/compute/docs/gpus/create-gpu-vm-accelerator-optimized (A3: H100 80GB; A2 Ultra: A100 80GB; A2 Standard: A100 40GB; G2: L4); x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'a2-highgpu-8g', 'a100-40gb-sxm', 8, 96, '680 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row a2-highgpu-8g (96 vCPUs, 680 GiB) and accelerator row A100 x8; GPU model per https://cloud.google.com/compute/docs/gpus/create-gpu-vm-accelerator-optimized (A3: H100 80GB; A2 Ultra: A100 80GB; A2 Standard: A100 40GB; G2: L4); x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'a2-ultragpu-1g', 'a100-80gb-sxm', 1, 12, '170 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row a2-ultragpu-1g (12 vCPUs, 170 GiB) and accelerator row A100-80GB x1; GPU model per https://cloud.google.com/compute/docs/gpus/create-gpu-vm-accelerator-optimized (A3: H100 80GB; A2 Ultra: A100 80GB; A2 Standard: A100 40GB; G2: L4); x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'a2-ultragpu-8g', 'a100-80gb-sxm', 8, 96, '1360 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row a2-ultragpu-8g (96 vCPUs, 1360 GiB) and accelerator row A100-80GB x8; GPU model per https://cloud.google.com/compute/docs/gpus/create-gpu-vm-accelerator-optimized (A3: H100 80GB; A2 Ultra: A100 80GB; A2 Standard: A100 40GB; G2: L4); x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'a3-highgpu-8g', 'h100-sxm', 8, 208, '1872 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row a3-highgpu-8g (208 vCPUs, 1872 GiB) and accelerator row H100 x8; GPU model per https://cloud.google.com/compute/docs/gpus/create-gpu-vm-accelerator-optimized (A3: H100 80GB; A2 Ultra: A100 80GB; A2 Standard: A100 40GB; G2: L4); x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'a3-megagpu-8g', 'h100-sxm', 8, 208, '1872 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row a3-megagpu-8g (208 vCPUs, 1872 GiB) and accelerator row H100-MEGA x8; GPU model per https://cloud.google.com/compute/docs/gpus/create-gpu-vm-accelerator-optimized (A3: H100 80GB; A2 Ultra: A100 80GB; A2 Standard: A100 40GB; G2: L4); x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'a3-ultragpu-8g', 'h200-sxm', 8, 224, '2952 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row a3-ultragpu-8g (224 vCPUs, 2952 GiB) and accelerator row H200 x8; GPU model per https://cloud.google.com/compute/docs/gpus/create-gpu-vm-accelerator-optimized (A3: H100 80GB; A2 Ultra: A100 80GB; A2 Standard: A100 40GB; G2: L4); x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'g2-standard-4', 'l4', 1, 4, '16 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row g2-standard-4 (4 vCPUs, 16 GiB) and accelerator row L4 x1; GPU model per https://cloud.google.com/compute/docs/gpus/create-gpu-vm-accelerator-optimized (A3: H100 80GB; A2 Ultra: A100 80GB; A2 Standard: A100 40GB; G2: L4); x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'g2-standard-48', 'l4', 4, 48, '192 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row g2-standard-48 (48 vCPUs, 192 GiB) and accelerator row L4 x4; GPU model per https://cloud.google.com/compute/docs/gpus/create-gpu-vm-accelerator-optimized (A3: H100 80GB; A2 Ultra: A100 80GB; A2 Standard: A100 40GB; G2: L4); x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'n1-standard-4+1xT4', 't4', 1, 4, '15 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row n1-standard-4 (4 vCPUs, 15 GiB) with one attached T4 (accelerator row T4 x1); the name is this catalog''s, GCP attaches GPUs to N1 VMs; x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'n1-standard-4+1xP100', 'p100-16gb', 1, 4, '15 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row n1-standard-4 (4 vCPUs, 15 GiB) with one attached GPU (accelerator row P100 x1); the name is this catalog''s; x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'n1-standard-4+1xP4', 'p4', 1, 4, '15 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: VM row n1-standard-4 (4 vCPUs, 15 GiB) with one attached GPU (accelerator row P4 x1); the name is this catalog''s; x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'n4-standard-8', NULL, 0, 8, '32 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: row n4-standard-8 (8 vCPUs, 32 GiB); x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 't2d-standard-8', NULL, 0, 8, '32 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: row t2d-standard-8 (8 vCPUs, 32 GiB); x86_64: not an Arm series (GCP Arm series are T2A and C4A per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 't2a-standard-8', NULL, 0, 8, '32 GiB', 'arm64', 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: row t2a-standard-8 (8 vCPUs, 32 GiB); arm64: Tau T2A is an Arm (Neoverse-N1) series per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a; the GCP catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'tpu-v6e-1', 'tpu-v6e', 1, NULL, NULL, NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: TPU row tpu-v6e-1 (1 TPU v6e chip); the catalog gives no host vCPUs or memory', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('gcp', 'tpu-v6e-8', 'tpu-v6e', 8, NULL, NULL, NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: TPU row tpu-v6e-8 (8 TPU v6e chips); the catalog gives no host vCPUs or memory', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_ND96isr_H100_v5', 'h100-sxm', 8, 96, '1900 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_ND96isr_H100_v5 (H100 x12 (sic), 96 vCPUs, 1900 GiB); GPU count 8 per https://aspire.dev/reference/api/csharp/aspire.hosting.azure.kubernetes/standardndsh100v5/fields.md ("96 vCPUs -- 1900 GB RAM -- 8 GPU(s)"); the catalog row says 12; SXM form factor is a judgement; x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_NC24ads_A100_v4', 'a100-80gb-pcie', 1, 24, '220 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_NC24ads_A100_v4 (A100-80GB x1, 24 vCPUs, 220 GiB); GPU form factor per MicrosoftDocs/azure-docs articles/virtual-machines/nc-a100-v4-series.md @0af0f2eff281c7aa9a7ce00a83daf73ed3f544af (1 GPU = one A100 80GB PCIe); x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_NC96ads_A100_v4', 'a100-80gb-pcie', 4, 96, '880 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_NC96ads_A100_v4 (A100-80GB x4, 96 vCPUs, 880 GiB); GPU form factor per MicrosoftDocs/azure-docs articles/virtual-machines/nc-a100-v4-series.md @0af0f2eff281c7aa9a7ce00a83daf73ed3f544af (1 GPU = one A100 80GB PCIe); x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_NV36ads_A10_v5', 'a10', 1, 36, '440 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_NV36ads_A10_v5 (A10 x1, 36 vCPUs, 440 GiB); x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_NC4as_T4_v3', 't4', 1, 4, '28 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_NC4as_T4_v3 (T4 x1, 4 vCPUs, 28 GiB); x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_NC16as_T4_v3', 't4', 1, 16, '110 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_NC16as_T4_v3 (T4 x1, 16 vCPUs, 110 GiB); x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_NC40ads_H100_v5', 'h100-nvl', 1, 40, '320 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_NC40ads_H100_v5 (H100 x1, 40 vCPUs, 320 GiB); GPU variant per MicrosoftDocs/azure-docs articles/virtual-machines/ncads-h100-v5.md @03d4ad62c244193b157f072304011123c0f3240a (NVIDIA H100 NVL, 94 GB); x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_ND96asr_v4', 'a100-40gb-sxm', 8, 96, '900 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_ND96asr_v4 (A100 x8, 96 vCPUs, 900 GiB); GPU per MicrosoftDocs/azure-docs articles/virtual-machines/nda100-v4-series.md @0300cb444a63a1520ed236bbd4e481f09710630f (8 A100 40 GB GPUs, NVLink 3.0); SXM form factor is a judgement; x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_ND96amsr_A100_v4', 'a100-80gb-sxm', 8, 96, '1800 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_ND96amsr_A100_v4 (A100-80GB x8, 96 vCPUs, 1800 GiB); SXM form factor is a judgement; x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_ND40rs_v2', 'v100-32gb-sxm2', 8, 40, '672 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_ND40rs_v2 (V100-32GB x8, 40 vCPUs, 672 GiB); SXM2 form factor is a judgement; x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_NV12s_v3', 'm60', 1, 12, '112 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_NV12s_v3 (M60 x1, 12 vCPUs, 112 GiB); x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_D8s_v5', NULL, 0, 8, '32 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_D8s_v5 (no accelerator, 8 vCPUs, 32 GiB); x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_D8ps_v5', NULL, 0, 8, '32 GiB', 'arm64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_D8ps_v5 (no accelerator, 8 vCPUs, 32 GiB); arm64: Dpsv5/Epsv5 are Arm (Neoverse-N1) series per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a; the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_E8ps_v5', NULL, 0, 8, '64 GiB', 'arm64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_E8ps_v5 (no accelerator, 8 vCPUs, 64 GiB); arm64: Dpsv5/Epsv5 are Arm (Neoverse-N1) series per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a; the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('azure', 'Standard_NC6', 'k80', 1, 6, '56 GiB', 'x86_64', 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: row Standard_NC6 (K80 x1, 6 vCPUs, 56 GiB; listed only in southcentralus and westus2, no eastus row); x86_64: not an Arm series (Azure Arm series are Dpsv5/Epsv5/Dpsv6 per ArmDeveloperEcosystem/arm-learning-paths content/migration/_index.md @0122722c50dd2482c8d1ecd58619ac51517c1f6a); the Azure catalog has no Arch column', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('runpod', '1x RTX 4090', 'rtx-4090', 1, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): RunPod "RTX 4090" priced per GPU-hour, one GPU; host vCPUs, RAM and CPU architecture not published in the sources', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('runpod', '1x L4', 'l4', 1, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): RunPod "L4" priced per GPU-hour, one GPU; host vCPUs, RAM and CPU architecture not published in the sources', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('runpod', '1x L40S', 'l40s', 1, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): RunPod "L40S" priced per GPU-hour, one GPU; host vCPUs, RAM and CPU architecture not published in the sources', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('runpod', '1x A100 PCIe', 'a100-80gb-pcie', 1, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): RunPod "A100 PCIe (80GB)" priced per GPU-hour, one GPU; host vCPUs, RAM and CPU architecture not published in the sources', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('runpod', '1x A100 SXM', 'a100-80gb-sxm', 1, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): RunPod "A100 SXM (80GB)" priced per GPU-hour, one GPU; host vCPUs, RAM and CPU architecture not published in the sources', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('runpod', '1x H100 PCIe', 'h100-pcie', 1, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): RunPod "H100 PCIe" priced per GPU-hour, one GPU; host vCPUs, RAM and CPU architecture not published in the sources', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('runpod', '1x H100 SXM', 'h100-sxm', 1, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): RunPod "H100 SXM" priced per GPU-hour, one GPU; host vCPUs, RAM and CPU architecture not published in the sources', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('runpod', '1x H200', 'h200-sxm', 1, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): RunPod "H200 (141GB)" priced per GPU-hour, one GPU; host vCPUs, RAM and CPU architecture not published in the sources; SXM form factor of H200 is a judgement (the page says "H200")', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('runpod', '1x B200', 'b200', 1, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): RunPod "B200 (192GB)" priced per GPU-hour, one GPU; host vCPUs, RAM and CPU architecture not published in the sources', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('lambda', 'gpu_1x_a10', 'a10', 1, 30, '200 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @0f4070387edc953d7004cff197940e1918a1d6aa: row gpu_1x_a10 (1 x A10 (GpuInfo 24576 MiB), 30 vCPUs, 200 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('lambda', 'gpu_1x_a100', 'a100-40gb-pcie', 1, 30, '200 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @0f4070387edc953d7004cff197940e1918a1d6aa: row gpu_1x_a100 (1 x A100 (GpuInfo 40960 MiB); PCIe per the ''Best GPU for Fine Tuning'' guide "A100 PCIe", 30 vCPUs, 200 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('lambda', 'gpu_1x_gh200', 'gh200', 1, 64, '432 GiB', 'arm64', 'skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @0f4070387edc953d7004cff197940e1918a1d6aa: row gpu_1x_gh200 (1 x GH200 (GpuInfo 98304 MiB); arm64: GH200 pairs the GPU with an Arm-based Grace CPU (https://spheron.network/blog/nvidia-gh200-guide), 64 vCPUs, 432 GiB)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('lambda', 'gpu_1x_h100_pcie', 'h100-pcie', 1, 26, '200 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @0f4070387edc953d7004cff197940e1918a1d6aa: row gpu_1x_h100_pcie (1 x H100 (GpuInfo 81920 MiB); PCIe per instance name and the ''Best GPU for Fine Tuning'' guide "H100 PCIe", 26 vCPUs, 200 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('lambda', 'gpu_1x_h100_sxm5', 'h100-sxm', 1, 26, '225 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @0f4070387edc953d7004cff197940e1918a1d6aa: row gpu_1x_h100_sxm5 (1 x H100 (GpuInfo 81920 MiB); SXM per instance name and the ''Best GPU for Fine Tuning'' guide "H100 SXM", 26 vCPUs, 225 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('coreweave', '8x A100', 'a100-80gb-sxm', 8, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): CoreWeave "8x A100" pod (8-GPU); host vCPUs, RAM, CPU architecture not published in the sources; A100 memory size and form factor are not stated; 80GB SXM (HGX) assumed, a judgement', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('coreweave', '8x H100', 'h100-sxm', 8, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): CoreWeave "8x H100" pod (8-GPU); host vCPUs, RAM, CPU architecture not published in the sources; form factor not stated; SXM (HGX) assumed, a judgement', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('coreweave', '8x H200', 'h200-sxm', 8, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): CoreWeave "8x H200" pod (8-GPU); host vCPUs, RAM, CPU architecture not published in the sources; form factor not stated; SXM (HGX) assumed, a judgement', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('coreweave', '8x B200', 'b200', 8, NULL, NULL, NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): CoreWeave "8x B200" pod (8-GPU); host vCPUs, RAM, CPU architecture not published in the sources', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('machine', 'gpu=t4g', 't4g', 1, 4, NULL, 'arm64', 'https://machine.dev/docs/platform-specifications/configuration/ (v1.3.1, 2026-04-26: gpu=TYPE one of t4g,t4,l4,a10g,l40s,trainium,inferentia2; cpu=N 2..64; default cpu=4 with gpu=; T4G always ARM64; architecture x64|arm64); one T4G accelerator per runner (label gpu=t4g); vcpus = the default cpu=4 of a GPU runner; T4G is always ARM64; host RAM "varies" (not published in the stored pages)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('machine', 'gpu=l4', 'l4', 1, 4, NULL, 'x86_64', 'https://machine.dev/docs/platform-specifications/configuration/ (v1.3.1, 2026-04-26: gpu=TYPE one of t4g,t4,l4,a10g,l40s,trainium,inferentia2; cpu=N 2..64; default cpu=4 with gpu=; T4G always ARM64; architecture x64|arm64); one L4 accelerator per runner (label gpu=l4); vcpus = the default cpu=4 of a GPU runner; default architecture x64; host RAM "varies" (not published in the stored pages)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('machine', 'gpu=l40s', 'l40s', 1, 4, NULL, 'x86_64', 'https://machine.dev/docs/platform-specifications/configuration/ (v1.3.1, 2026-04-26: gpu=TYPE one of t4g,t4,l4,a10g,l40s,trainium,inferentia2; cpu=N 2..64; default cpu=4 with gpu=; T4G always ARM64; architecture x64|arm64); one L40S accelerator per runner (label gpu=l40s); vcpus = the default cpu=4 of a GPU runner; default architecture x64; host RAM "varies" (not published in the stored pages)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('machine', 'gpu=a10g', 'a10g', 1, 4, NULL, 'x86_64', 'https://machine.dev/docs/platform-specifications/configuration/ (v1.3.1, 2026-04-26: gpu=TYPE one of t4g,t4,l4,a10g,l40s,trainium,inferentia2; cpu=N 2..64; default cpu=4 with gpu=; T4G always ARM64; architecture x64|arm64); one A10G accelerator per runner (label gpu=a10g); vcpus = the default cpu=4 of a GPU runner; default architecture x64; host RAM "varies" (not published in the stored pages)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('machine', 'gpu=inferentia2', 'inferentia2', 1, 4, NULL, 'x86_64', 'https://machine.dev/docs/platform-specifications/configuration/ (v1.3.1, 2026-04-26: gpu=TYPE one of t4g,t4,l4,a10g,l40s,trainium,inferentia2; cpu=N 2..64; default cpu=4 with gpu=; T4G always ARM64; architecture x64|arm64); one Inferentia2 accelerator per runner (label gpu=inferentia2); vcpus = the default cpu=4 of a GPU runner; default architecture x64; host RAM "varies" (not published in the stored pages)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('machine', 'gpu=trainium', 'trainium', 1, NULL, NULL, 'x86_64', 'https://machine.dev/docs/platform-specifications/configuration/ (v1.3.1, 2026-04-26: gpu=TYPE one of t4g,t4,l4,a10g,l40s,trainium,inferentia2; cpu=N 2..64; default cpu=4 with gpu=; T4G always ARM64; architecture x64|arm64); one Trainium accelerator per runner (label gpu=trainium); vCPUs left empty: the smallest AWS Trainium instance has 8 vCPUs, so the default cpu=4 cannot be assumed; default architecture x64; host RAM "varies" (not published in the stored pages)', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('machine', 'cpu=2/architecture=arm64', NULL, 0, 2, NULL, 'arm64', 'https://machine.dev/docs/platform-specifications/configuration/ (v1.3.1, 2026-04-26: gpu=TYPE one of t4g,t4,l4,a10g,l40s,trainium,inferentia2; cpu=N 2..64; default cpu=4 with gpu=; T4G always ARM64; architecture x64|arm64); smallest CPU runner (cpu=2), ARM64 (Graviton) per https://docs.machine.dev/reference/cpu-vs-gpu/ ("Recommended runner by workload", $/min (spot))', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('machine', 'cpu=64/architecture=x64', NULL, 0, 64, '128 GB', 'x86_64', 'https://machine.dev/docs/platform-specifications/configuration/ (v1.3.1, 2026-04-26: gpu=TYPE one of t4g,t4,l4,a10g,l40s,trainium,inferentia2; cpu=N 2..64; default cpu=4 with gpu=; T4G always ARM64; architecture x64|arm64); largest CPU runner (cpu=64), X64; "up to 64 vCPUs and 128 GB RAM" per https://docs.machine.dev/reference/cpu-vs-gpu/ ("Recommended runner by workload", $/min (spot))', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('nebius', 'gpu-h100-sxm_1gpu-16vcpu-200gb', 'h100-sxm', 1, 16, '200 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: row gpu-h100-sxm_1gpu-16vcpu-200gb (1 x H100, 16 vCPUs, 200 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('nebius', 'gpu-h100-sxm_8gpu-128vcpu-1600gb', 'h100-sxm', 8, 128, '1600 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: row gpu-h100-sxm_8gpu-128vcpu-1600gb (8 x H100, 128 vCPUs, 1600 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('nebius', 'gpu-h200-sxm_1gpu-16vcpu-200gb', 'h200-sxm', 1, 16, '200 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: row gpu-h200-sxm_1gpu-16vcpu-200gb (1 x H200, 16 vCPUs, 200 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('nebius', 'gpu-h200-sxm_8gpu-128vcpu-1600gb', 'h200-sxm', 8, 128, '1600 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: row gpu-h200-sxm_8gpu-128vcpu-1600gb (8 x H200, 128 vCPUs, 1600 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('nebius', 'gpu-l40s-a_1gpu-8vcpu-32gb', 'l40s', 1, 8, '32 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: row gpu-l40s-a_1gpu-8vcpu-32gb (1 x L40S, 8 vCPUs, 32 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('nebius', 'gpu-b200-sxm_8gpu-160vcpu-1792gb', 'b200', 8, 160, '1.75 TiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: row gpu-b200-sxm_8gpu-160vcpu-1792gb (8 x B200, 160 vCPUs, 1792 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('hyperstack', 'n3-A100x1', 'a100-80gb-pcie', 1, 28, '120 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv @fdc9d908ab0b2af9f468f139fb3f662c8c6b3257: row n3-A100x1 (1 x A100-80G-PCIe, 28 vCPUs, 120 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('hyperstack', 'n3-H100x1', 'h100-pcie', 1, 28, '180 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv @fdc9d908ab0b2af9f468f139fb3f662c8c6b3257: row n3-H100x1 (1 x H100-80G-PCIe, 28 vCPUs, 180 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('hyperstack', 'n3-L40x1', 'l40', 1, 28, '58 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv @fdc9d908ab0b2af9f468f139fb3f662c8c6b3257: row n3-L40x1 (1 x L40, 28 vCPUs, 58 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('hyperstack', 'n3-RTX-A6000x1', 'rtx-a6000', 1, 28, '58 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv @fdc9d908ab0b2af9f468f139fb3f662c8c6b3257: row n3-RTX-A6000x1 (1 x RTX-A6000, 28 vCPUs, 58 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source, is_builtin) VALUES ('hyperstack', 'n3-RTX-A4000x1', 'rtx-a4000', 1, 4, '21 GiB', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv @fdc9d908ab0b2af9f468f139fb3f662c8c6b3257: row n3-RTX-A4000x1 (1 x RTX-A4000, 4 vCPUs, 21 GiB); CPU architecture not given in the catalog', true);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('ResNet-50', 'resnet', 'torchvision resnet50 (IMAGENET1K_V1)', 'cnn', 25557032, 25557032, 50, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'github pytorch/vision torchvision/models/resnet.py ResNet50_Weights meta num_params 25557032', 'Non-LLM example; input 224x224. Bottleneck widths 256/512/1024/2048.', true, NULL, NULL, NULL, NULL, NULL, NULL);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Stable Diffusion v1.5 UNet', 'stable-diffusion', 'stable-diffusion-v1-5/stable-diffusion-v1-5 (unet)', 'diffusion-unet', 859520964, 859520964, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 77, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'github huggingface/diffusers src/diffusers/models/modeling_utils.py num_parameters() docstring: UNet2DConditionModel (runwayml/stable-diffusion-v1-5) = 859520964', 'Pipeline also has CLIP ViT-L/14 text encoder (~123M) and VAE (~83.65M). max_context = 77 text tokens. block_out_channels 320/640/1280/1280.', true, NULL, NULL, NULL, NULL, NULL, NULL);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('SDXL base 1.0 UNet', 'stable-diffusion', 'stabilityai/stable-diffusion-xl-base-1.0 (unet)', 'diffusion-unet', 2567463684, 2567463684, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 77, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'UNet param count 2567463684 as printed by several public GitHub projects found via code search (e.g. dreambooth training logs); SDXL paper states 2.6B UNet', 'Text encoders (CLIP ViT-L + OpenCLIP ViT-bigG) 817720320 params; VAE 83653863 (same public sources). ~3.5B total.', true, NULL, NULL, NULL, NULL, NULL, NULL);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Llama-2-7B', 'llama2', 'meta-llama/Llama-2-7b-hf', 'decoder', 6740000000, 6740000000, 32, 4096, 32, 32, 128, 11008, 32000, 4096, NULL, NULL, false, true, false, 'mha', NULL, NULL, NULL, 'huggingface.co/meta-llama/Llama-2-7b-hf/blob/main/config.json; github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields); github cli99/llm-analysis llm_analysis/model_configs/NousResearch_Llama-2-7b-hf.json (kv heads 32, max_seq 4096)', 'llm-analysis lists ffn_embed_dim 16384 for this model (non-SwiGLU 4x); real intermediate_size is 11008.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Llama-2-13B', 'llama2', 'meta-llama/Llama-2-13b-hf', 'decoder', 13000000000, 13000000000, 40, 5120, 40, 40, 128, 13824, 32000, 4096, NULL, NULL, false, true, false, 'mha', NULL, NULL, NULL, 'huggingface.co/meta-llama/Llama-2-13b-hf/blob/main/config.json; github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields)', NULL, true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Llama-2-70B', 'llama2', 'meta-llama/Llama-2-70b-hf', 'decoder', 69000000000, 69000000000, 80, 8192, 64, 8, 128, 28672, 32000, 4096, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/meta-llama/Llama-2-70b-hf/blob/main/config.json; github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields); github cli99/llm-analysis llm_analysis/model_configs/upstage_Llama-2-70b-instruct-v2.json (num_key_value_heads 8)', 'GQA 8 KV heads (7B/13B use full MHA).', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Llama-3-8B', 'llama3', 'meta-llama/Meta-Llama-3-8B', 'decoder', 8030000000, 8030000000, 32, 4096, 32, 8, 128, 14336, 128256, 8192, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/meta-llama/Meta-Llama-3-8B/blob/main/config.json; same dims as Llama 3.1 8B in github meta-llama/llama-models models/llama3_1/api/sku_list.py (dim,n_layers,n_heads,n_kv_heads,ffn_dim_multiplier,multiple_of,vocab 128256,context 131072)', 'intermediate = 14336 from ffn_dim_multiplier 1.3, multiple_of 1024. rope_theta 500000.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Llama-3-70B', 'llama3', 'meta-llama/Meta-Llama-3-70B', 'decoder', 70600000000, 70600000000, 80, 8192, 64, 8, 128, 28672, 128256, 8192, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/meta-llama/Meta-Llama-3-70B/blob/main/config.json; same dims as Llama 3.1 70B in github meta-llama/llama-models models/llama3_1/api/sku_list.py (dim,n_layers,n_heads,n_kv_heads,ffn_dim_multiplier,multiple_of,vocab 128256,context 131072)', NULL, true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Llama-3.1-8B', 'llama3.1', 'meta-llama/Llama-3.1-8B', 'decoder', 8030000000, 8030000000, 32, 4096, 32, 8, 128, 14336, 128256, 131072, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'github meta-llama/llama-models models/llama3_1/api/sku_list.py (dim,n_layers,n_heads,n_kv_heads,ffn_dim_multiplier,multiple_of,vocab 128256,context 131072); huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json', 'llama3 rope scaling to 128K.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Llama-3.1-70B', 'llama3.1', 'meta-llama/Llama-3.1-70B', 'decoder', 70600000000, 70600000000, 80, 8192, 64, 8, 128, 28672, 128256, 131072, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'github meta-llama/llama-models models/llama3_1/api/sku_list.py (dim,n_layers,n_heads,n_kv_heads,ffn_dim_multiplier,multiple_of,vocab 128256,context 131072); huggingface.co/meta-llama/Llama-3.1-70B/blob/main/config.json', 'intermediate from ffn_dim_multiplier 1.3, multiple_of 4096.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Llama-3.1-405B', 'llama3.1', 'meta-llama/Llama-3.1-405B', 'decoder', 405900000000, 405900000000, 126, 16384, 128, 8, 128, 53248, 128256, 131072, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'github meta-llama/llama-models models/llama3_1/api/sku_list.py (dim,n_layers,n_heads,n_kv_heads,ffn_dim_multiplier,multiple_of,vocab 128256,context 131072); huggingface.co/meta-llama/Llama-3.1-405B/blob/main/config.json', 'intermediate from ffn_dim_multiplier 1.2, multiple_of 4096. Marketed as 405B.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Llama-3.2-1B', 'llama3.2', 'meta-llama/Llama-3.2-1B', 'decoder', 1240000000, 1240000000, 16, 2048, 32, 8, 64, 8192, 128256, 131072, NULL, NULL, true, true, false, 'gqa', NULL, NULL, NULL, 'github meta-llama/llama-models models/sku_list.py (dim 2048, n_layers 16, n_heads 32, n_kv_heads 8, ffn_dim_multiplier 1.5, multiple_of 256) and models/llama3_2/MODEL_CARD.md (1.23B, shared embeddings); github pytorch/torchtune torchtune/models/llama3_2/_model_builders.py (intermediate_dim 8192, max_seq_len 131072, tied output); huggingface.co/meta-llama/Llama-3.2-1B/blob/main/config.json as mirrored in public GitHub code', 'Exact count 1,235,814,400 (tied embeddings counted once); the model card truncates it to 1.23B. llama3 RoPE scaling (factor 32) to 128K.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Llama-3.2-3B', 'llama3.2', 'meta-llama/Llama-3.2-3B', 'decoder', 3210000000, 3210000000, 28, 3072, 24, 8, 128, 8192, 128256, 131072, NULL, NULL, true, true, false, 'gqa', NULL, NULL, NULL, 'github meta-llama/llama-models models/sku_list.py (dim 3072, n_layers 28, n_heads 24, n_kv_heads 8, ffn_dim_multiplier 1.0, multiple_of 256) and models/llama3_2/MODEL_CARD.md (3.21B, shared embeddings); github pytorch/torchtune torchtune/models/llama3_2/_model_builders.py; huggingface.co/meta-llama/Llama-3.2-3B/blob/main/config.json as mirrored in public GitHub code', 'Exact count 3,212,749,824 (tied embeddings counted once). llama3 RoPE scaling (factor 32) to 128K.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Llama-3.3-70B', 'llama3.3', 'meta-llama/Llama-3.3-70B-Instruct', 'decoder', 70600000000, 70600000000, 80, 8192, 64, 8, 128, 28672, 128256, 131072, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'github meta-llama/llama-stack llama_stack/models/llama/sku_list.py (llama3_3 instruct: dim 8192, n_layers 80, n_heads 64, n_kv_heads 8, ffn_dim_multiplier 1.3, multiple_of 4096) and meta-llama/llama-models models/llama3_3/MODEL_CARD.md; github pytorch/torchtune torchtune/models/llama3_3/_model_builders.py (intermediate_dim 28672); oumi llama3_3 README (weight tying false)', 'Same architecture as Llama 3.1 70B; released as the Instruct model only. Exact count 70,553,706,496.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Mistral-7B-v0.1', 'mistral', 'mistralai/Mistral-7B-v0.1', 'decoder', 7240000000, 7240000000, 32, 4096, 32, 8, 128, 14336, 32000, 32768, NULL, NULL, false, true, false, 'gqa', NULL, 4096, 32, 'huggingface.co/mistralai/Mistral-7B-v0.1/blob/main/config.json; github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields)', 'sliding_window 4096 (attention window smaller than max_position_embeddings).', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Mistral-Nemo-12B', 'mistral-nemo', 'mistralai/Mistral-Nemo-Base-2407', 'decoder', 12200000000, 12200000000, 40, 5120, 32, 8, 128, 14336, 131072, 128000, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/mistralai/Mistral-Nemo-Base-2407/blob/main/config.json as dumped in public GitHub benchmark code (thunder_model_blocks mistral_config.py: head_dim 128 explicit, intermediate 14336, vocab 131072, max_position_embeddings 128000); Mistral model card (dim 5120, 40 layers, 32 heads, 8 KV heads, head dim 128, 128k context); github mistralai/mistral-common docs/models.md', 'head_dim 128 is explicit (hidden/heads would be 160). The model card says hidden dim 14,436, a typo for the configs 14336. Exact count 12,247,782,400. The Instruct-2407 config raises max_position_embeddings to 1024000.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Mistral-Small-24B', 'mistral-small', 'mistralai/Mistral-Small-24B-Base-2501', 'decoder', 23600000000, 23600000000, 40, 5120, 32, 8, 128, 32768, 131072, 32768, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'github mistralai/mistral-common docs/models.md (Mistral Small 24B Base 2501, 32k context, v7-tekken tokenizer); public GitHub code citing the 2501 config.json (40 layers, hidden 5120, intermediate 32768, 32 heads / 8 KV heads, 32k) and test configs of Mistral Small (head_dim 128 explicit, vocab 131072, untied)', 'Mistral Small 3 (2501). head_dim 128 is explicit (hidden/heads would be 160). Exact count 23,572,403,200. Mistral Small 3.1 (2503) adds a vision encoder and 128k context.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Mixtral-8x7B-v0.1', 'mixtral', 'mistralai/Mixtral-8x7B-v0.1', 'moe-decoder', 46700000000, 12900000000, 32, 4096, 32, 8, 128, 14336, 32000, 32768, 8, 2, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/mistralai/Mixtral-8x7B-v0.1/blob/main/config.json; values cross-checked against several public GitHub copies of the HF config found via code search', 'intermediate_size is per expert. Active params per token ~12.9B (Mistral AI announcement).', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Mixtral-8x22B-v0.1', 'mixtral', 'mistralai/Mixtral-8x22B-v0.1', 'moe-decoder', 141000000000, 39000000000, 56, 6144, 48, 8, 128, 16384, 32000, 65536, 8, 2, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/mistral-community/Mixtral-8x22B-v0.1 config.json as mirrored in public GitHub code (num_local_experts 8, num_experts_per_tok 2, intermediate 16384, vocab 32000, max_position_embeddings 65536); github Cerebras/modelzoo params_mixtral_8x22b.yaml; github mistralai/mistral-common docs/models.md (tokenizer v1, 65k); Mistral AI announcement (141B total, 39B active)', 'intermediate_size is per expert. Computed from the dimensions: 140.62B total, 39.15B active. The Instruct v0.3 weights use the 32768-token v3 tokenizer.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen2.5-0.5B', 'qwen2.5', 'Qwen/Qwen2.5-0.5B', 'decoder', 490000000, 490000000, 24, 896, 14, 2, 64, 4864, 151936, 32768, NULL, NULL, true, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen2.5-0.5B/blob/main/config.json; values cross-checked against several public GitHub copies of the HF config found via code search', 'params per Qwen2.5 model card.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen2.5-1.5B', 'qwen2.5', 'Qwen/Qwen2.5-1.5B', 'decoder', 1540000000, 1540000000, 28, 1536, 12, 2, 128, 8960, 151936, 32768, NULL, NULL, true, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen2.5-1.5B/blob/main/config.json; values cross-checked against several public GitHub copies of the HF config found via code search', NULL, true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen2.5-3B', 'qwen2.5', 'Qwen/Qwen2.5-3B', 'decoder', 3090000000, 3090000000, 36, 2048, 16, 2, 128, 11008, 151936, 32768, NULL, NULL, true, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen2.5-3B/blob/main/config.json; values cross-checked against several public GitHub copies of the HF config found via code search', NULL, true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen2.5-7B', 'qwen2.5', 'Qwen/Qwen2.5-7B', 'decoder', 7610000000, 7610000000, 28, 3584, 28, 4, 128, 18944, 152064, 131072, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen2.5-7B/blob/main/config.json; values cross-checked against several public GitHub copies of the HF config found via code search', 'Instruct config uses max_position_embeddings 32768 + YaRN (factor 4) for 128K.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen2.5-14B', 'qwen2.5', 'Qwen/Qwen2.5-14B', 'decoder', 14700000000, 14700000000, 48, 5120, 40, 8, 128, 13824, 152064, 131072, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen2.5-14B/blob/main/config.json; values cross-checked against several public GitHub copies of the HF config found via code search', 'see 7B note on context.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen2.5-32B', 'qwen2.5', 'Qwen/Qwen2.5-32B', 'decoder', 32800000000, 32800000000, 64, 5120, 40, 8, 128, 27648, 152064, 131072, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen2.5-32B/blob/main/config.json; values cross-checked against several public GitHub copies of the HF config found via code search', 'see 7B note on context. Model card text says 32.5B; computed from config = 32.76B.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen2.5-72B', 'qwen2.5', 'Qwen/Qwen2.5-72B', 'decoder', 72700000000, 72700000000, 80, 8192, 64, 8, 128, 29568, 152064, 131072, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen2.5-72B/blob/main/config.json; values cross-checked against several public GitHub copies of the HF config found via code search', 'see 7B note on context.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen3-0.6B', 'qwen3', 'Qwen/Qwen3-0.6B', 'decoder', 596000000, 596000000, 28, 1024, 16, 8, 128, 3072, 151936, 40960, NULL, NULL, true, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen3-0.6B/blob/main/config.json as quoted in public GitHub code (sglang model notes, AI-Hypercomputer/maxtext hf_model_configs.py, slime/miles scripts/models/qwen3-*.sh); github keras-team/keras-hub Qwen3 presets (exact parameter counts); Qwen3 model card', 'head_dim 128 is explicit (hidden/heads would be 64). Exact count 596,049,920 (card: 0.6B, 0.44B non-embedding). max_context is the config''s max_position_embeddings (40960); 32768 native, 131072 with YaRN.', true, false, true, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen3-1.7B', 'qwen3', 'Qwen/Qwen3-1.7B', 'decoder', 1720000000, 1720000000, 28, 2048, 16, 8, 128, 6144, 151936, 40960, NULL, NULL, true, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen3-1.7B/blob/main/config.json as quoted in public GitHub code (sglang model notes, AI-Hypercomputer/maxtext hf_model_configs.py, slime/miles scripts/models/qwen3-*.sh); github keras-team/keras-hub Qwen3 presets (exact parameter counts); Qwen3 model card', 'Exact count 1,720,574,976 (card: 1.7B, 1.4B non-embedding). max_context is the config''s max_position_embeddings (40960); 32768 native, 131072 with YaRN.', true, false, true, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen3-4B', 'qwen3', 'Qwen/Qwen3-4B', 'decoder', 4020000000, 4020000000, 36, 2560, 32, 8, 128, 9728, 151936, 40960, NULL, NULL, true, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen3-4B/blob/main/config.json as quoted in public GitHub code (sglang model notes, AI-Hypercomputer/maxtext hf_model_configs.py, slime/miles scripts/models/qwen3-*.sh); github keras-team/keras-hub Qwen3 presets (exact parameter counts); Qwen3 model card', 'head_dim 128 is explicit (hidden/heads would be 80). Exact count 4,022,468,096 (card: 4.0B). max_context is the config''s max_position_embeddings (40960); 32768 native, 131072 with YaRN.', true, false, true, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen3-8B', 'qwen3', 'Qwen/Qwen3-8B', 'decoder', 8190000000, 8190000000, 36, 4096, 32, 8, 128, 12288, 151936, 40960, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen3-8B/blob/main/config.json as quoted in public GitHub code (sglang model notes, AI-Hypercomputer/maxtext hf_model_configs.py, slime/miles scripts/models/qwen3-*.sh); github keras-team/keras-hub Qwen3 presets (exact parameter counts); Qwen3 model card', 'Exact count 8,190,735,360 (card: 8.2B). max_context is the config''s max_position_embeddings (40960); 32768 native, 131072 with YaRN.', true, false, true, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen3-14B', 'qwen3', 'Qwen/Qwen3-14B', 'decoder', 14800000000, 14800000000, 40, 5120, 40, 8, 128, 17408, 151936, 40960, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen3-14B/blob/main/config.json as quoted in public GitHub code (sglang model notes, AI-Hypercomputer/maxtext hf_model_configs.py, slime/miles scripts/models/qwen3-*.sh); github keras-team/keras-hub Qwen3 presets (exact parameter counts); Qwen3 model card', 'Exact count 14,768,307,200 (card: 14.8B). max_context is the config''s max_position_embeddings (40960); 32768 native, 131072 with YaRN.', true, false, true, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen3-32B', 'qwen3', 'Qwen/Qwen3-32B', 'decoder', 32800000000, 32800000000, 64, 5120, 64, 8, 128, 25600, 151936, 40960, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen3-32B/blob/main/config.json as quoted in public GitHub code (sglang model notes, AI-Hypercomputer/maxtext hf_model_configs.py, slime/miles scripts/models/qwen3-*.sh); github keras-team/keras-hub Qwen3 presets (exact parameter counts); Qwen3 model card', 'head_dim 128 is explicit (hidden/heads would be 80). Exact count 32,762,123,264 (card: 32.8B). max_context is the config''s max_position_embeddings (40960); 32768 native, 131072 with YaRN.', true, false, true, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen3-30B-A3B', 'qwen3', 'Qwen/Qwen3-30B-A3B', 'moe-decoder', 30500000000, 3350000000, 48, 2048, 32, 4, 128, 768, 151936, 40960, 128, 8, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen3-30B-A3B/blob/main/config.json as quoted in public GitHub code (sglang model notes, AI-Hypercomputer/maxtext hf_model_configs.py, slime/miles scripts/models/qwen3-*.sh); github keras-team/keras-hub Qwen3 presets (exact parameter counts); Qwen3 model card', 'MoE: 128 experts of intermediate 768 (moe_intermediate_size) on every layer, 8 routed per token, no shared expert; the configs intermediate_size 6144 is unused. Exact counts 30,532,122,624 total, 3,353,032,704 active (card: 30.5B / 3.3B).', true, false, true, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen3-235B-A22B', 'qwen3', 'Qwen/Qwen3-235B-A22B', 'moe-decoder', 235000000000, 22200000000, 94, 4096, 64, 4, 128, 1536, 151936, 40960, 128, 8, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/Qwen/Qwen3-235B-A22B/blob/main/config.json as quoted in public GitHub code (sglang model notes, AI-Hypercomputer/maxtext hf_model_configs.py, slime/miles scripts/models/qwen3-*.sh); github keras-team/keras-hub Qwen3 presets (exact parameter counts); Qwen3 model card', 'MoE: 128 experts of intermediate 1536 (moe_intermediate_size) on every layer, 8 routed per token, no shared expert. Exact counts 235,093,634,560 total, 22,190,763,520 active (card: 235B / 22B).', true, false, true, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Gemma-2-2B', 'gemma2', 'google/gemma-2-2b', 'decoder', 2610000000, 2610000000, 26, 2304, 8, 4, 256, 9216, 256000, 8192, NULL, NULL, true, true, false, 'gqa', NULL, 4096, 13, 'huggingface.co/google/gemma-2-2b/blob/main/config.json (not verified in a fetched repo)', 'Alternating local (4096 sliding window) / global attention.', true, true, false, true, true, 'gelu_pytorch_tanh', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Gemma-2-9B', 'gemma2', 'google/gemma-2-9b', 'decoder', 9240000000, 9240000000, 42, 3584, 16, 8, 256, 14336, 256000, 8192, NULL, NULL, true, true, false, 'gqa', NULL, 4096, 21, 'github google/gemma_pytorch gemma/config.py get_config_for_9b(); huggingface.co/google/gemma-2-9b/blob/main/config.json', 'sliding_window 4096 on alternate layers; logit softcapping.', true, true, false, true, true, 'gelu_pytorch_tanh', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Gemma-2-27B', 'gemma2', 'google/gemma-2-27b', 'decoder', 27200000000, 27200000000, 46, 4608, 32, 16, 128, 36864, 256000, 8192, NULL, NULL, true, true, false, 'gqa', NULL, 4096, 23, 'github google/gemma_pytorch gemma/config.py get_config_for_27b(); huggingface.co/google/gemma-2-27b/blob/main/config.json', 'query_pre_attn_scalar 144.', true, true, false, true, true, 'gelu_pytorch_tanh', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Gemma-3-1B', 'gemma3', 'google/gemma-3-1b-pt', 'decoder', 1000000000, 1000000000, 26, 1152, 4, 1, 256, 6912, 262144, 32768, NULL, NULL, true, true, false, 'mqa', NULL, 512, 22, 'github google-deepmind/gemma gemma/transformer.py (gemma3_1b() config); github huggingface/transformers models/gemma3/convert_gemma3_weights_orbax_to_hf.py (_VARIANTS) and configuration_gemma3.py (defaults: sliding_window_pattern 6, tied embeddings); AI-Hypercomputer/maxtext gemma3 model configs; Gemma 3 Technical Report (arXiv:2503.19786) Table 1', 'Text only. Five sliding-window (512) layers per global layer: 22 of 26. Technical report: 302M embedding + 698M non-embedding; computed 999,885,952.', true, true, true, false, false, 'gelu_pytorch_tanh', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Gemma-3-4B', 'gemma3', 'google/gemma-3-4b-pt', 'decoder (multimodal)', 4300000000, 4300000000, 34, 2560, 8, 4, 256, 10240, 262208, 131072, NULL, NULL, true, true, false, 'gqa', NULL, 1024, 29, 'github google-deepmind/gemma gemma/transformer.py (gemma3_4b() config); github huggingface/transformers models/gemma3/convert_gemma3_weights_orbax_to_hf.py (_VARIANTS) and configuration_gemma3.py (defaults: sliding_window_pattern 6, tied embeddings); AI-Hypercomputer/maxtext gemma3 model configs; Gemma 3 Technical Report (arXiv:2503.19786) Table 1', 'Multimodal: params include the 417M SigLIP vision encoder and the projector (technical report: 417M + 675M + 3,209M); the language model alone is 3.88B. Architecture numbers are the language models (text_config). The Hugging Face checkpoint pads the vocabulary to 262208 for the image token (Googles own: 262144). Sliding window 1024 on 29 of 34 layers.', true, true, true, false, false, 'gelu_pytorch_tanh', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Gemma-3-12B', 'gemma3', 'google/gemma-3-12b-pt', 'decoder (multimodal)', 12200000000, 12200000000, 48, 3840, 16, 8, 256, 15360, 262208, 131072, NULL, NULL, true, true, false, 'gqa', NULL, 1024, 40, 'github google-deepmind/gemma gemma/transformer.py (gemma3_12b() config); github huggingface/transformers models/gemma3/convert_gemma3_weights_orbax_to_hf.py (_VARIANTS) and configuration_gemma3.py (defaults: sliding_window_pattern 6, tied embeddings); AI-Hypercomputer/maxtext gemma3 model configs; Gemma 3 Technical Report (arXiv:2503.19786) Table 1', 'Multimodal: params include the 417M SigLIP vision encoder and the projector (technical report: 417M + 1,012M + 10,759M); the language model alone is 11.77B. Architecture numbers are the language models (text_config). Vocabulary padded to 262208 in the Hugging Face checkpoint. Sliding window 1024 on 40 of 48 layers.', true, true, true, false, false, 'gelu_pytorch_tanh', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Gemma-3-27B', 'gemma3', 'google/gemma-3-27b-pt', 'decoder (multimodal)', 27400000000, 27400000000, 62, 5376, 32, 16, 128, 21504, 262208, 131072, NULL, NULL, true, true, false, 'gqa', NULL, 1024, 52, 'github google-deepmind/gemma gemma/transformer.py (gemma3_27b() config); github huggingface/transformers models/gemma3/convert_gemma3_weights_orbax_to_hf.py (_VARIANTS) and configuration_gemma3.py (defaults: sliding_window_pattern 6, tied embeddings); AI-Hypercomputer/maxtext gemma3 model configs; Gemma 3 Technical Report (arXiv:2503.19786) Table 1', 'Multimodal: params include the 417M SigLIP vision encoder and the projector (technical report: 417M + 1,416M + 25,600M); the language model alone is 27.01B. Architecture numbers are the language models (text_config); head_dim 128 (heads x head_dim = 4096, not hidden). Vocabulary padded to 262208 in the Hugging Face checkpoint. Sliding window 1024 on 52 of 62 layers.', true, true, true, false, false, 'gelu_pytorch_tanh', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Phi-3-mini-4k', 'phi3', 'microsoft/Phi-3-mini-4k-instruct', 'decoder', 3820000000, 3820000000, 32, 3072, 32, 32, 96, 8192, 32064, 4096, NULL, NULL, false, true, false, 'mha', NULL, NULL, NULL, 'huggingface.co/microsoft/Phi-3-mini-4k-instruct/blob/main/config.json; values cross-checked against several public GitHub copies of the HF config found via code search', '128k variant (Phi-3-mini-128k-instruct) has max_position_embeddings 131072 with LongRoPE.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Phi-3-medium-4k', 'phi3', 'microsoft/Phi-3-medium-4k-instruct', 'decoder', 14000000000, 14000000000, 40, 5120, 40, 10, 128, 17920, 32064, 4096, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/microsoft/Phi-3-medium-4k-instruct/blob/main/config.json; values cross-checked against several public GitHub copies of the HF config found via code search', NULL, true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Phi-4', 'phi4', 'microsoft/phi-4', 'decoder', 14700000000, 14700000000, 40, 5120, 40, 10, 128, 17920, 100352, 16384, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/microsoft/phi-4/blob/main/config.json as quoted in public GitHub code and tutorials (Phi3ForCausalLM: 40 layers, hidden 5120, 40 heads, 10 KV heads, intermediate 17920, vocab 100352, max_position_embeddings 16384, untied); Microsoft phi-4 technical report (14B)', 'Exact count 14,659,507,200 (Hugging Face shows 14.7B).', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('DeepSeek-V3', 'deepseek-v3', 'deepseek-ai/DeepSeek-V3', 'moe-decoder (MLA)', 671000000000, 37000000000, 61, 7168, 128, 128, 192, 2048, 129280, 163840, 256, 9, false, true, false, 'mla', 576, NULL, NULL, 'github deepseek-ai/DeepSeek-V3 inference/configs/config_671B.json (dim 7168, n_layers 61, n_heads 128, n_routed_experts 256, n_shared_experts 1, n_activated_experts 8, moe_inter_dim 2048, kv_lora_rank 512, qk_nope 128 + qk_rope 64, v_head_dim 128, vocab 129280); huggingface.co/deepseek-ai/DeepSeek-V3/blob/main/config.json', 'MoE: 256 routed experts of intermediate 2048 plus 1 shared expert (active_experts 9 = 8 routed + 1 shared); the first 3 layers are dense with intermediate 18432. MLA: no classic KV heads; KV cache per token per layer = kv_lora_rank 512 + qk_rope 64 = 576 values. head_dim = q/k dim 192 (v 128). intermediate 18432 applies to first 3 dense layers; experts use 2048. +1 shared expert. HF checkpoint 685B incl. 14B MTP module. max_position_embeddings 163840 (128K advertised).', true, NULL, NULL, NULL, NULL, 'silu', NULL);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('DeepSeek-R1', 'deepseek-r1', 'deepseek-ai/DeepSeek-R1', 'moe-decoder (MLA)', 671000000000, 37000000000, 61, 7168, 128, 128, 192, 2048, 129280, 163840, 256, 9, false, true, false, 'mla', 576, NULL, NULL, 'github deepseek-ai/DeepSeek-R1 README.md (671B total, 37B activated; trained from DeepSeek-V3-Base, same architecture); deepseek-ai/DeepSeek-R1 config.json as mirrored in public GitHub code (identical architecture fields to DeepSeek-V3: 61 layers, hidden 7168, 256 routed + 1 shared experts, 8 active, moe_intermediate 2048, kv_lora_rank 512, qk_rope 64, vocab 129280, max_position_embeddings 163840); github deepseek-ai/DeepSeek-V3 README_WEIGHTS.md', 'Same architecture and parameter counts as DeepSeek-V3 (see its row): MLA cache of 576 values per token and layer, 3 dense layers then MoE. The distilled R1 models (DeepSeek-R1-Distill-*) are Qwen 2.5 and Llama 3 architectures.', true, NULL, NULL, NULL, NULL, 'silu', NULL);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('GPT-2 (124M)', 'gpt2', 'openai-community/gpt2', 'decoder', 124000000, 124000000, 12, 768, 12, 12, 64, 3072, 50257, 1024, NULL, NULL, true, false, true, 'mha', NULL, NULL, NULL, 'github cli99/llm-analysis llm_analysis/model_configs/gpt2.json; github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields)', 'learned absolute positions.', true, false, false, false, false, 'gelu_new', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('GPT-2 Medium (355M)', 'gpt2', 'openai-community/gpt2-medium', 'decoder', 355000000, 355000000, 24, 1024, 16, 16, 64, 4096, 50257, 1024, NULL, NULL, true, false, true, 'mha', NULL, NULL, NULL, 'github cli99/llm-analysis llm_analysis/model_configs/gpt2-medium.json; github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields)', NULL, true, false, false, false, false, 'gelu_new', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('GPT-2 Large (774M)', 'gpt2', 'openai-community/gpt2-large', 'decoder', 774000000, 774000000, 36, 1280, 20, 20, 64, 5120, 50257, 1024, NULL, NULL, true, false, true, 'mha', NULL, NULL, NULL, 'github cli99/llm-analysis llm_analysis/model_configs/gpt2-large.json; github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields)', NULL, true, false, false, false, false, 'gelu_new', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('GPT-2 XL (1.5B)', 'gpt2', 'openai-community/gpt2-xl', 'decoder', 1558000000, 1558000000, 48, 1600, 25, 25, 64, 6400, 50257, 1024, NULL, NULL, true, false, true, 'mha', NULL, NULL, NULL, 'github cli99/llm-analysis llm_analysis/model_configs/gpt2-xl.json; github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields)', NULL, true, false, false, false, false, 'gelu_new', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('BERT-base-uncased', 'bert', 'google-bert/bert-base-uncased', 'encoder', 110000000, 110000000, 12, 768, 12, 12, 64, 3072, 30522, 512, NULL, NULL, true, false, true, 'mha', NULL, NULL, NULL, 'github cli99/llm-analysis llm_analysis/model_configs/bert-base-uncased.json; huggingface.co/google-bert/bert-base-uncased/blob/main/config.json', '110M per BERT paper (109.5M actual).', true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('BERT-large-uncased', 'bert', 'google-bert/bert-large-uncased', 'encoder', 340000000, 340000000, 24, 1024, 16, 16, 64, 4096, 30522, 512, NULL, NULL, true, false, true, 'mha', NULL, NULL, NULL, 'github cli99/llm-analysis llm_analysis/model_configs/bert-large.json; huggingface.co/google-bert/bert-large-uncased/blob/main/config.json', '340M per BERT paper (~335M actual).', true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('T5-small', 't5', 'google-t5/t5-small', 'encoder-decoder', 60000000, 60000000, 12, 512, 8, 8, 64, 2048, 32128, 512, NULL, NULL, true, false, true, 'mha', NULL, NULL, NULL, 'github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields) (t5-small: d_model 512, d_ff 2048, num_heads 8, num_layers 6)', 'layers counts both stacks (6 encoder + 6 decoder blocks). n_layers is per stack (6 enc + 6 dec). Relative position bias; 512 is the training length, not a hard limit.', true, false, false, false, false, 'relu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('T5-base', 't5', 'google-t5/t5-base', 'encoder-decoder', 220000000, 220000000, 24, 768, 12, 12, 64, 3072, 32128, 512, NULL, NULL, true, false, true, 'mha', NULL, NULL, NULL, 'github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields)', 'layers counts both stacks (12 encoder + 12 decoder blocks). per-stack layers.', true, false, false, false, false, 'relu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('T5-large', 't5', 'google-t5/t5-large', 'encoder-decoder', 770000000, 770000000, 48, 1024, 16, 16, 64, 4096, 32128, 512, NULL, NULL, true, false, true, 'mha', NULL, NULL, NULL, 'github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields)', 'layers counts both stacks (24 encoder + 24 decoder blocks). per-stack layers.', true, false, false, false, false, 'relu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('T5-3B', 't5', 'google-t5/t5-3b', 'encoder-decoder', 2800000000, 2800000000, 48, 1024, 32, 32, 128, 16384, 32128, 512, NULL, NULL, true, false, true, 'mha', NULL, NULL, NULL, 'github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields)', 'layers counts both stacks (24 encoder + 24 decoder blocks). d_kv 128 (heads*d_kv != d_model).', true, false, false, false, false, 'relu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('T5-11B', 't5', 'google-t5/t5-11b', 'encoder-decoder', 11000000000, 11000000000, 48, 1024, 128, 128, 128, 65536, 32128, 512, NULL, NULL, true, false, true, 'mha', NULL, NULL, NULL, 'github RahulSChand/gpu_poor public/all_configs.json (mirror of HF config.json fields)', 'layers counts both stacks (24 encoder + 24 decoder blocks). d_kv 128.', true, false, false, false, false, 'relu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Whisper tiny', 'whisper', 'openai/whisper-tiny', 'encoder-decoder (speech)', 39000000, 39000000, 8, 384, 6, 6, 64, 1536, 51865, 448, NULL, NULL, true, false, false, 'mha', NULL, NULL, NULL, 'params: github openai/whisper README model-size table (39/74/244/769/1550 M); layers/width/heads: Whisper paper (Radford et al. 2022) Table 1; huggingface.co/openai/whisper-tiny/blob/main/config.json', 'layers counts both stacks (4 encoder + 4 decoder blocks). layers per stack. max_context = max_target_positions 448 decoder tokens; encoder fixed 1500 frames (30 s audio).', true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Whisper base', 'whisper', 'openai/whisper-base', 'encoder-decoder (speech)', 74000000, 74000000, 12, 512, 8, 8, 64, 2048, 51865, 448, NULL, NULL, true, false, false, 'mha', NULL, NULL, NULL, 'params: github openai/whisper README model-size table; dims: Whisper paper Table 1', 'layers counts both stacks (6 encoder + 6 decoder blocks). see tiny.', true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Whisper small', 'whisper', 'openai/whisper-small', 'encoder-decoder (speech)', 244000000, 244000000, 24, 768, 12, 12, 64, 3072, 51865, 448, NULL, NULL, true, false, false, 'mha', NULL, NULL, NULL, 'params: github openai/whisper README model-size table; dims: Whisper paper Table 1', 'layers counts both stacks (12 encoder + 12 decoder blocks). see tiny.', true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Whisper medium', 'whisper', 'openai/whisper-medium', 'encoder-decoder (speech)', 769000000, 769000000, 48, 1024, 16, 16, 64, 4096, 51865, 448, NULL, NULL, true, false, false, 'mha', NULL, NULL, NULL, 'params: github openai/whisper README model-size table; dims: Whisper paper Table 1', 'layers counts both stacks (24 encoder + 24 decoder blocks). see tiny.', true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Whisper large-v3', 'whisper', 'openai/whisper-large-v3', 'encoder-decoder (speech)', 1550000000, 1550000000, 64, 1280, 20, 20, 64, 5120, 51866, 448, NULL, NULL, true, false, false, 'mha', NULL, NULL, NULL, 'params: github openai/whisper README (large 1550 M); dims: Whisper paper Table 1; huggingface.co/openai/whisper-large-v3/blob/main/config.json', 'layers counts both stacks (32 encoder + 32 decoder blocks). v3 uses 128 mel bins and vocab 51866.', true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('ViT-B/16', 'vit', 'torchvision vit_b_16 (IMAGENET1K_V1) / google/vit-base-patch16-224', 'vision-encoder', 86567656, 86567656, 12, 768, 12, 12, 64, 3072, NULL, 197, NULL, NULL, NULL, false, false, 'mha', NULL, NULL, NULL, 'github pytorch/vision torchvision/models/vision_transformer.py ViT_B_16_Weights meta num_params 86567656', 'max_context = 196 patches + CLS at 224x224.', true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('ViT-L/16', 'vit', 'torchvision vit_l_16 (IMAGENET1K_V1)', 'vision-encoder', 304326632, 304326632, 24, 1024, 16, 16, 64, 4096, NULL, 197, NULL, NULL, NULL, false, false, 'mha', NULL, NULL, NULL, 'github pytorch/vision torchvision/models/vision_transformer.py ViT_L_16_Weights meta num_params 304326632', NULL, true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Mistral-7B-v0.3', 'mistral', 'mistralai/Mistral-7B-v0.3', 'decoder', 7248023552, 7248023552, 32, 4096, 32, 8, 128, 14336, 32768, 32768, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/mistralai/Mistral-7B-v0.3 config.json as copied in HF unsloth/mistral-7b-v0.3 and pathlighter/Mistral-7B-v0.3-EoT config.json; parameters: the dimensions', 'v0.2 with the vocabulary extended to 32768: no sliding window (full 32k attention, rope_theta 1e6), unlike v0.1.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('gpt-oss-20b', 'gpt-oss', 'openai/gpt-oss-20b', 'moe-decoder', 20914757184, 4187440704, 24, 2880, 64, 8, 64, 2880, 201088, 131072, 32, 4, false, true, false, 'gqa', NULL, 128, 12, 'github openai/gpt-oss README.md and gpt_oss/torch/model.py (ModelConfig) and gpt_oss/torch/weights.py (MXFP4 layout); huggingface.co/openai/gpt-oss-20b config.json as copied verbatim in public code (tinygrad test/models/test_gpt_oss.py); github huggingface/transformers models/gpt_oss/configuration_gpt_oss.py and modeling_gpt_oss.py; gpt-oss model card (arXiv:2508.10925) Table 1', 'MoE: 32 experts of intermediate 2880 on every layer, 4 routed per token, no shared expert; 64 query heads and 8 KV heads of 64 (query width 4096, not hidden 2880); sliding window 128 on every other layer (layer 0 first): 12 of 24. Ships with the experts'' matrices in MXFP4 (precision => ''mxfp4''; 19,110,297,600 parameters) and everything else in bf16 (1,804,459,584): 12.8 GiB, as the card''s Table 1. Model card: 20.91B total, 3.61B active without the 579M input embedding; active_params here counts it, as for the other MoE rows.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('gpt-oss-120b', 'gpt-oss', 'openai/gpt-oss-120b', 'moe-decoder', 116829156672, 5711982912, 36, 2880, 64, 8, 64, 2880, 201088, 131072, 128, 4, false, true, false, 'gqa', NULL, 128, 18, 'github openai/gpt-oss README.md and gpt_oss/torch/model.py (ModelConfig defaults are the 120b) and gpt_oss/torch/weights.py (MXFP4 layout); huggingface.co/openai/gpt-oss-120b config.json as copied verbatim in public code; github huggingface/transformers models/gpt_oss/configuration_gpt_oss.py and modeling_gpt_oss.py; vllm-project/vllm model_executor/models/gpt_oss.py; gpt-oss model card (arXiv:2508.10925) Table 1', 'MoE: 128 experts of intermediate 2880 on every layer, 4 routed per token, no shared expert; 64 query heads and 8 KV heads of 64 (query width 4096, not hidden 2880); sliding window 128 on every other layer (layer 0 first): 18 of 36. Ships with the experts'' matrices in MXFP4 (precision => ''mxfp4''; 114,661,785,600 parameters) and everything else in bf16 (2,167,371,072): 60.8 GiB, as the card''s Table 1. Model card: 116.83B total, 5.13B active without the 579M input embedding; active_params here counts it, as for the other MoE rows.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Falcon-7B', 'falcon', 'tiiuae/falcon-7b', 'decoder', 6921720704, 6921720704, 32, 4544, 71, 1, 64, 18176, 65024, 2048, NULL, NULL, true, false, false, 'mqa', NULL, NULL, NULL, 'huggingface.co/tiiuae/falcon-7b config.json as vendored in github tenstorrent/tt-buda pybuda/test/falcon/models/falcon7b/config.json @97caab79 and HF tiiuae/falcon-7b-instruct refs/pr/126 config.json (multi_query true, new_decoder_architecture false); parameters: the dimensions, matching tt-buda pytorch_model.bin.index.json (14,434,379,520 bf16 bytes, lm_head listed separately)', 'Multi-query attention (one KV head; re-saved configs carry num_kv_heads 71, which the model ignores under multi_query), attention and MLP in parallel off one norm, plain GELU MLP of 4 x hidden, no biases; the output head is tied to the embedding (the Hub''s 7.2B counts the head the checkpoint stores beside the embedding; loaded, it is the embedding); context 2048 (FalconConfig default). Hugging Face transformers'' Falcon attention hands its one KV head to scaled_dot_product_attention broadcast over the 71 query heads, which only PyTorch''s math kernel takes: fp32 scores of batch x 71 x prompt^2 (kv_broadcast: the inference estimate under pytorch and transformers counts them, validation rows 1043 and 1048; a training step''s are not counted).', true, false, false, false, false, 'gelu', true);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Falcon-40B', 'falcon', 'tiiuae/falcon-40b', 'decoder', 41303293952, 41303293952, 60, 8192, 128, 8, 64, 32768, 65024, 2048, NULL, NULL, true, false, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/tiiuae/falcon-40b refs/pr/111 config.json (num_kv_heads 8, new_decoder_architecture true) and falcon-40b-instruct refs/pr/64 config.json (n_head_kv 8); github RahulSChand/gpu_poor public/all_configs.json @f74ac29c (hidden, heads, layers, vocab); parameters: the dimensions', 'Eight KV groups (new decoder architecture, separate attention and MLP norms in parallel), plain GELU MLP of 4 x hidden, tied output head (41.8B with the head counted apart, as the checkpoint stores it); context 2048.', true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('phi-1.5', 'phi', 'microsoft/phi-1_5', 'decoder', 1418270720, 1418270720, 24, 2048, 32, 32, 64, 8192, 51200, 2048, NULL, NULL, false, false, false, 'mha', NULL, NULL, NULL, 'huggingface.co/microsoft/phi-1_5 config.json (PhiConfig) as vendored in github Xu0615/AI_Doctor pretrained/pretrained/microsoft/phi-1_5/config.json @10ca7c97; parameters: the dimensions (model card: 1.3B)', 'Partial rotary (half of each head), attention and MLP in parallel, GELU MLP, biases, untied head with a bias; every dropout 0.', true, false, false, false, false, 'gelu_new', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('phi-2', 'phi', 'microsoft/phi-2', 'decoder', 2779683840, 2779683840, 32, 2560, 32, 32, 80, 10240, 51200, 2048, NULL, NULL, false, false, true, 'mha', NULL, NULL, NULL, 'huggingface.co/microsoft/phi-2 config.json as copied verbatim in github sdpython/onnx-diagnostic onnx_diagnostic/torch_models/untrained/llm_phi2.py @4ccfcf91; parameters: the dimensions (model card: 2.7B)', 'Partial rotary (0.4 of each head), attention and MLP in parallel, GELU MLP, untied head with a bias; resid_pdrop 0.1 (the two hidden dropouts train with masks), attention dropout 0, which the estimate, one flag for both, counts when flash attention is off.', true, false, false, false, false, 'gelu_new', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('TinyLlama-1.1B', 'llama', 'TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T', 'decoder', 1100048384, 1100048384, 22, 2048, 32, 4, 64, 5632, 32000, 2048, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/TinyLlama/TinyLlama-1.1B-Chat-v1.0 config.json (same architecture as the 3T base) as vendored in github swayam8624/nanoquant-private @0619c487; parameter count: the Hugging Face API (safetensors total 1,100,048,384)', 'Llama 2 architecture at 1.1B: SwiGLU, GQA with 4 KV heads.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Gemma-2B', 'gemma', 'google/gemma-2b', 'decoder', 2506172416, 2506172416, 18, 2048, 8, 1, 256, 16384, 256000, 8192, NULL, NULL, true, true, false, 'mqa', NULL, NULL, NULL, 'huggingface.co/google/gemma-2b config.json (copies with _name_or_path google/gemma-2b); github huggingface/transformers src/transformers/models/gemma/configuration_gemma.py @008e5743 (tie_word_embeddings default true); parameter count: github keras-team/keras-hub keras_nlp/models/gemma/gemma_presets.py @4be8d508', 'Gemma 1: multi-query attention, head_dim 256, GeGLU MLP, tied 256k embedding.', true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Gemma-7B', 'gemma', 'google/gemma-7b', 'decoder', 8537680896, 8537680896, 28, 3072, 16, 16, 256, 24576, 256000, 8192, NULL, NULL, true, true, false, 'mha', NULL, NULL, NULL, 'github huggingface/transformers src/transformers/models/gemma/configuration_gemma.py @008e5743 (defaults are the 7B values); HF config.json copies with _name_or_path google/gemma-7b; parameter count: github keras-team/keras-hub keras_nlp/models/gemma/gemma_presets.py @4be8d508', 'Gemma 1: 16 heads of 256 (4096 wide, more than the 3072 hidden size), GeGLU MLP, tied 256k embedding (8.5B parameters with it).', true, false, false, false, false, 'gelu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('StarCoder-15.5B', 'starcoder', 'bigcode/starcoder', 'decoder', 15517456384, 15517456384, 40, 6144, 48, 1, 128, 24576, 49152, 8192, NULL, NULL, true, false, true, 'mqa', NULL, NULL, NULL, 'huggingface.co/bigcode/starcoder config.json (GPTBigCode) as copied in HF codeparrot/starcoder-conala, bigcode/starcoder-co-format and defog/sqlcoder2 config.json (_name_or_path bigcode/starcoder); parameters: the dimensions (model card: 15.5B)', 'GPTBigCode: multi-query attention, learned absolute positions (8192), GELU MLP of 4 x hidden, tied head; attention, residual and embedding dropout 0.1. OctoCoder and StarCoderBase share the architecture.', true, false, false, false, false, 'gelu_pytorch_tanh', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('GPT-J-6B', 'gptj', 'EleutherAI/gpt-j-6b', 'decoder', 6053381344, 6053381344, 28, 4096, 16, 16, 256, 16384, 50400, 2048, NULL, NULL, false, false, false, 'mha', NULL, NULL, NULL, 'github cli99/llm-analysis llm_analysis/model_configs/EleutherAI_gpt-j-6b.json @b60b392f; HF hivemind/gpt-j-6B-8bit config.json (tie_word_embeddings false); model card EleutherAI/gpt-j-6b (6,053,381,344 parameters, d_ff 16384)', 'Rotary on 64 of each 256-wide head, attention and MLP in parallel, GELU MLP (n_inner 4 x hidden); embedding rows 50400 (the tokenizer uses 50257); dropouts 0.', true, false, false, false, false, 'gelu_new', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Mistral-7B-v0.2', 'mistral', 'mistral-community/Mistral-7B-v0.2', 'decoder', 7241732096, 7241732096, 32, 4096, 32, 8, 128, 14336, 32000, 32768, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'huggingface.co/mistral-community/Mistral-7B-v0.2 config.json (revision c5bf746: shapes, rope_theta 1e6, max_position_embeddings 32768); sliding_window null: the repository''s discussion #1 and mistralai/Mistral-7B-Instruct-v0.2 config.json (revision 41b61a33), its card ("No Sliding-Window Attention"); parameters: GGUF general.parameter_count 7,241,732,096, the dimensions', 'the base of Mistral-7B-Instruct-v0.2: v0.1''s shapes without its sliding window (full 32k attention, rope_theta 1e6); early revisions of the community upload said sliding_window 32768, the whole context.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('CodeLlama-7B', 'codellama', 'codellama/CodeLlama-7b-hf', 'decoder', 6738546688, 6738546688, 32, 4096, 32, 32, 128, 11008, 32016, 16384, NULL, NULL, false, true, false, 'mha', NULL, NULL, NULL, 'huggingface.co/codellama/CodeLlama-7b-hf config.json (revision b9a2245) and its copy at loubnabnl/CodeLlama-7b-hf; parameters: the dimensions', 'Llama 2 7B''s shapes with 16 infilling tokens more (vocabulary 32016), rope_theta 1e6, 16k context.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('CodeLlama-13B', 'codellama', 'codellama/CodeLlama-13b-hf', 'decoder', 13016028160, 13016028160, 40, 5120, 40, 40, 128, 13824, 32016, 16384, NULL, NULL, false, true, false, 'mha', NULL, NULL, NULL, 'codellama/CodeLlama-13b-hf config.json as copied in HF Hawk28/CodeLlama-13B-RP, HiTZ/GoLLIE-13B and jzfeng/LoGiPT-CodeLlama-13b-hf-proofwriter; parameters: the dimensions', 'Llama 2 13B''s shapes with 16 infilling tokens more (vocabulary 32016), rope_theta 1e6, 16k context.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('CodeLlama-34B', 'codellama', 'codellama/CodeLlama-34b-hf', 'decoder', 33743970304, 33743970304, 48, 8192, 64, 8, 128, 22016, 32000, 16384, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'codellama/CodeLlama-34b-hf config.json as copied in HF HiTZ/GoLLIE-34B, Safurai/Safurai-Csharp-34B and unsloth/codellama-34b-bnb-4bit; parameters: the dimensions', 'grouped-query attention (8 KV heads), rope_theta 1e6, 16k context; fine-tunes'' configs with 2048 positions or rope_theta 1e4 are edited copies.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Phi-3.5-mini', 'phi3', 'microsoft/Phi-3.5-mini-instruct', 'decoder', 3821079552, 3821079552, 32, 3072, 32, 32, 96, 8192, 32064, 131072, NULL, NULL, false, true, false, 'mha', NULL, NULL, NULL, 'microsoft/Phi-3.5-mini-instruct config.json (an AutoConfig dump of it, transformers 4.46.3, and copies in HF twelcone/pii-phi and anakin87/Phi-3.5-mini-ITA); parameters: the dimensions (the card: 3.8B)', 'Phi-3-mini''s shapes with LongRoPE to 131072 positions (original 4096); its sliding_window 262144 exceeds the context, so no window.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, max_context, experts, active_experts, tied_embeddings, gated_mlp, dropout, attention, kv_cache_width, sliding_window, sliding_window_layers, source, notes, is_builtin, post_norms, qk_norm, attention_softcapping, logit_softcapping, hidden_act, kv_broadcast) VALUES ('Qwen2.5-Coder-7B', 'qwen2.5', 'Qwen/Qwen2.5-Coder-7B', 'decoder', 7615616512, 7615616512, 28, 3584, 28, 4, 128, 18944, 152064, 32768, NULL, NULL, false, true, false, 'gqa', NULL, NULL, NULL, 'Qwen/Qwen2.5-Coder-7B(-Instruct) config.json as copied in HF CodeDPO/qwen2.5-7b-coder-instruct-deepcoder-100steps and XGenerationLab/XiYanSQL-QwenCoder-7B-2502; parameters: the dimensions (the card: 7.61B)', 'Qwen2.5-7B''s shapes; use_sliding_window false; 128k with YaRN, not the default.', true, false, false, false, false, 'silu', false);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g6.xlarge', 'us-east-1', 'on_demand', 0.8048, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g6.xlarge', 'us-east-1', 'spot', 0.349, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az4); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g6.12xlarge', 'us-east-1', 'on_demand', 4.6016, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g6.12xlarge', 'us-east-1', 'spot', 1.7552, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az6); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g6e.xlarge', 'us-east-1', 'on_demand', 1.861, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g6e.xlarge', 'us-east-1', 'spot', 0.9154, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az2); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g6e.12xlarge', 'us-east-1', 'on_demand', 10.49264, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g6e.12xlarge', 'us-east-1', 'spot', 3.7887, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az1); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g5g.xlarge', 'us-east-1', 'on_demand', 0.42, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g5g.xlarge', 'us-east-1', 'spot', 0.1309, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az2); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g5.xlarge', 'us-east-1', 'on_demand', 1.006, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g5.xlarge', 'us-east-1', 'spot', 0.4246, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az2); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g5.2xlarge', 'us-east-1', 'on_demand', 1.212, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g5.2xlarge', 'us-east-1', 'spot', 0.4738, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az5); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g5.12xlarge', 'us-east-1', 'on_demand', 5.672, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g5.12xlarge', 'us-east-1', 'spot', 2.0796, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az2); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g5.48xlarge', 'us-east-1', 'on_demand', 16.288, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g5.48xlarge', 'us-east-1', 'spot', 4.5408, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az1); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g4dn.xlarge', 'us-east-1', 'on_demand', 0.526, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g4dn.xlarge', 'us-east-1', 'spot', 0.2, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az2); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g4dn.12xlarge', 'us-east-1', 'on_demand', 3.912, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'g4dn.12xlarge', 'us-east-1', 'spot', 1.2875, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az5); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'inf2.xlarge', 'us-east-1', 'on_demand', 0.7582, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'inf2.xlarge', 'us-east-1', 'spot', 0.1152, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az6); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'inf2.48xlarge', 'us-east-1', 'on_demand', 12.98127, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'inf2.48xlarge', 'us-east-1', 'spot', 4.1929, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az6); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'trn1.2xlarge', 'us-east-1', 'on_demand', 1.34375, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'trn1.2xlarge', 'us-east-1', 'spot', 0.2198, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az5); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'trn1.32xlarge', 'us-east-1', 'on_demand', 21.5, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'trn1.32xlarge', 'us-east-1', 'spot', 2.4334, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az6); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p3.2xlarge', 'us-east-1', 'on_demand', 3.06, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p3.2xlarge', 'us-east-1', 'spot', 0.3707, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az1); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p3.8xlarge', 'us-east-1', 'on_demand', 12.24, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p3.8xlarge', 'us-east-1', 'spot', 1.4129, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az5); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p3dn.24xlarge', 'us-east-1', 'on_demand', 31.212, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p3dn.24xlarge', 'us-east-1', 'spot', 6.2567, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az6); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p4d.24xlarge', 'us-east-1', 'on_demand', 21.957642, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p4d.24xlarge', 'us-east-1', 'spot', 2.4655, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az1); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p4de.24xlarge', 'us-east-1', 'on_demand', 27.44705, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p4de.24xlarge', 'us-east-1', 'spot', 8.6505, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az6); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p5.48xlarge', 'us-east-1', 'on_demand', 55.04, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p5.48xlarge', 'us-east-1', 'spot', 17.6289, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az6); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p5.4xlarge', 'us-east-1', 'on_demand', 6.88, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p5en.48xlarge', 'us-east-1', 'on_demand', 63.296, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p5en.48xlarge', 'us-east-1', 'spot', 16.5551, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az6); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p6-b200.48xlarge', 'us-east-1', 'on_demand', 113.9328, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p6-b200.48xlarge', 'us-east-1', 'spot', 21.0148, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az6); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'c7i.2xlarge', 'us-east-1', 'on_demand', 0.357, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'c7i.2xlarge', 'us-east-1', 'spot', 0.1299, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az5); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'c7i.4xlarge', 'us-east-1', 'on_demand', 0.714, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'c7i.4xlarge', 'us-east-1', 'spot', 0.2636, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az5); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'm7i.2xlarge', 'us-east-1', 'on_demand', 0.4032, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'm7i.2xlarge', 'us-east-1', 'spot', 0.1655, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az2); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'c7g.2xlarge', 'us-east-1', 'on_demand', 0.29, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'c7g.2xlarge', 'us-east-1', 'spot', 0.132, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az1); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'm7g.2xlarge', 'us-east-1', 'on_demand', 0.3264, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'm7g.2xlarge', 'us-east-1', 'spot', 0.1352, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az2); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'c8g.2xlarge', 'us-east-1', 'on_demand', 0.31904, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: Price, region us-east-1 (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'c8g.2xlarge', 'us-east-1', 'spot', 0.1388, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-1 availability zone (use1-az5); local zone use1-atl2-az1 excluded (the commit date is not recorded; valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'p5e.48xlarge', 'us-east-2', 'spot', 18.7359, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the cheapest us-east-2 availability zone (use2-az3); no us-east-1 row and no on-demand price in this snapshot (valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('aws', 'trn2.48xlarge', 'us-east-2', 'spot', 23.0631, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv @00148f2af3672e2229b4f7bf8157d5a3f36e3c35: SpotPrice of the only priced us-east-2 availability zone (use2-az3; use2-az1/az2 rows have no price); no on-demand price in this snapshot (valid_from = retrieval date 2026-11-21)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a2-highgpu-1g', 'us-central1', 'on_demand', 3.67339, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row Price 0.73948 + accelerator row (A100 x1) Price 2.93391 (cheapest zone); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a2-highgpu-1g', 'us-central1', 'spot', 1.80385, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row SpotPrice 0.36975 + accelerator row (A100 x1) SpotPrice 1.4341 (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a2-highgpu-8g', 'us-central1', 'on_demand', 29.38708, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row Price 5.91582 + accelerator row (A100 x8) Price 23.47126 (cheapest zone); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a2-highgpu-8g', 'us-central1', 'spot', 14.4308, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row SpotPrice 2.958 + accelerator row (A100 x8) SpotPrice 11.4728 (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a2-ultragpu-1g', 'us-central1', 'on_demand', 2.94582, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row Price 1.09962 + accelerator row (A100-80GB x1) Price 1.8462 (cheapest zone) (the catalog''s A100-80GB accelerator row has SpotPrice above Price in us-central1; kept as published); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a2-ultragpu-1g', 'us-central1', 'spot', 2.51378, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row SpotPrice 0.54978 + accelerator row (A100-80GB x1) SpotPrice 1.964 (cheapest zone) (the catalog''s A100-80GB accelerator row has SpotPrice above Price in us-central1; kept as published); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a2-ultragpu-8g', 'us-central1', 'on_demand', 23.56656, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row Price 8.79698 + accelerator row (A100-80GB x8) Price 14.76958 (cheapest zone) (the catalog''s A100-80GB accelerator row has SpotPrice above Price in us-central1; kept as published); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a2-ultragpu-8g', 'us-central1', 'spot', 20.11024, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row SpotPrice 4.39824 + accelerator row (A100-80GB x8) SpotPrice 15.712 (cheapest zone) (the catalog''s A100-80GB accelerator row has SpotPrice above Price in us-central1; kept as published); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a3-highgpu-8g', 'us-central1', 'on_demand', 43.06615, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row Price 9.46006 + accelerator row (H100 x8) Price 33.60609 (cheapest zone) (the catalog''s us-central1 H100 x8 row, 33.60609, is far below its us-east4 row, 78.37241; kept as published); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a3-highgpu-8g', 'us-central1', 'spot', 26.83013, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row SpotPrice 2.88933 + accelerator row (H100 x8) SpotPrice 23.9408 (cheapest zone) (the catalog''s us-central1 H100 x8 row, 33.60609, is far below its us-east4 row, 78.37241; kept as published); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a3-megagpu-8g', 'us-central1', 'on_demand', 92.21427, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row Price 9.46006 + accelerator row (H100-MEGA x8) Price 82.75421 (cheapest zone); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a3-megagpu-8g', 'us-central1', 'spot', 28.17013, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row SpotPrice 2.88933 + accelerator row (H100-MEGA x8) SpotPrice 25.2808 (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a3-ultragpu-8g', 'us-central1', 'on_demand', 86.75992, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row Price 12.266 + accelerator row (H200 x8) Price 74.49392 (cheapest zone); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a3-ultragpu-8g', 'us-central1', 'spot', 40.99433, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row SpotPrice 3.74713 + accelerator row (H200 x8) SpotPrice 37.2472 (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'g2-standard-4', 'us-central1', 'on_demand', 0.70683, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row Price 0.14679 + accelerator row (L4 x1) Price 0.56004 (cheapest zone); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'g2-standard-4', 'us-central1', 'spot', 0.28184, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row SpotPrice 0.05874 + accelerator row (L4 x1) SpotPrice 0.2231 (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'g2-standard-48', 'us-central1', 'on_demand', 4.00166, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row Price 1.7615 + accelerator row (L4 x4) Price 2.24016 (cheapest zone); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'g2-standard-48', 'us-central1', 'spot', 1.59723, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 VM row SpotPrice 0.70483 + accelerator row (L4 x4) SpotPrice 0.8924 (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a3-highgpu-8g', 'us-east4', 'on_demand', 87.83247, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-east4 VM row Price 9.46006 + accelerator row (H100 x8) Price 78.37241; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'a3-highgpu-8g', 'us-east4', 'spot', 20.04446, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-east4 VM row SpotPrice 2.15966 + accelerator row (H100 x8) SpotPrice 17.8848; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'n1-standard-4+1xT4', 'us-central1', 'on_demand', 0.54, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 n1-standard-4 Price 0.19 + T4 x1 Price 0.35; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'n1-standard-4+1xT4', 'us-central1', 'spot', 0.22723, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 n1-standard-4 SpotPrice 0.05223 + T4 x1 SpotPrice 0.175; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'n1-standard-4+1xP100', 'us-central1', 'on_demand', 1.65, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 n1-standard-4 Price 0.19 + P100 x1 Price 1.46; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'n1-standard-4+1xP100', 'us-central1', 'spot', 0.75563, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 n1-standard-4 SpotPrice 0.05223 + P100 x1 SpotPrice 0.7034; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'n1-standard-4+1xP4', 'us-central1', 'on_demand', 0.79, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 n1-standard-4 Price 0.19 + P4 x1 Price 0.6; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'n1-standard-4+1xP4', 'us-central1', 'spot', 0.27583, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 n1-standard-4 SpotPrice 0.05223 + P4 x1 SpotPrice 0.2236; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'n4-standard-8', 'us-central1', 'on_demand', 0.3628, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 Price (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'n4-standard-8', 'us-central1', 'spot', 0.1343, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 SpotPrice (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 't2d-standard-8', 'us-central1', 'on_demand', 0.33797, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 Price (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 't2d-standard-8', 'us-central1', 'spot', 0.06419, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 SpotPrice (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 't2a-standard-8', 'us-central1', 'on_demand', 0.308, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 Price (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 't2a-standard-8', 'us-central1', 'spot', 0.08517, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 SpotPrice (cheapest zone); valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'tpu-v6e-1', 'us-central1', 'on_demand', 2.7, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 Price; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'tpu-v6e-1', 'us-central1', 'spot', 0.54421, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'tpu-v6e-8', 'us-central1', 'on_demand', 21.6, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 Price; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('gcp', 'tpu-v6e-8', 'us-central1', 'spot', 4.35366, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/gcp/vms.csv @006059e0f18acb1341e22a27751e9f80df6ba92f: us-central1 SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_ND96isr_H100_v5', 'eastus', 'on_demand', 98.32, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NC24ads_A100_v4', 'eastus', 'on_demand', 3.673, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NC24ads_A100_v4', 'eastus', 'spot', 0.444433, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NC96ads_A100_v4', 'eastus', 'on_demand', 14.692, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NC96ads_A100_v4', 'eastus', 'spot', 1.777732, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NV36ads_A10_v5', 'eastus', 'on_demand', 3.2, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NV36ads_A10_v5', 'eastus', 'spot', 0.8, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NC4as_T4_v3', 'eastus', 'on_demand', 0.526, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NC4as_T4_v3', 'eastus', 'spot', 0.062699, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NC16as_T4_v3', 'eastus', 'on_demand', 1.204, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NC16as_T4_v3', 'eastus', 'spot', 0.143517, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NC40ads_H100_v5', 'eastus', 'on_demand', 6.98, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_ND96asr_v4', 'eastus', 'on_demand', 27.197, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_ND96asr_v4', 'eastus', 'spot', 2.99167, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_ND96amsr_A100_v4', 'eastus', 'on_demand', 32.77, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_ND96amsr_A100_v4', 'eastus', 'spot', 3.6047, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_ND40rs_v2', 'eastus', 'on_demand', 22.032, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_ND40rs_v2', 'eastus', 'spot', 2.42352, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NV12s_v3', 'eastus', 'on_demand', 1.14, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NV12s_v3', 'eastus', 'spot', 0.1254, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_D8s_v5', 'eastus', 'on_demand', 0.384, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_D8s_v5', 'eastus', 'spot', 0.04224, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_D8ps_v5', 'eastus', 'on_demand', 0.308, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_D8ps_v5', 'eastus', 'spot', 0.03388, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_E8ps_v5', 'eastus', 'on_demand', 0.403, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus Price (v8 Azure catalog is not in skypilot-org/skypilot-catalog, v6 used); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_E8ps_v5', 'eastus', 'spot', 0.04433, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: eastus SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NC6', 'westus2', 'on_demand', 0.9, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: westus2 Price (no eastus row); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('azure', 'Standard_NC6', 'westus2', 'spot', 0.099, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e70562f65d7af1cceb81e33b284f742604: westus2 SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x RTX 4090', 'global', 'on_demand', 0.34, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "March 2026 Pricing and Specs" table, RTX 4090 $0.34/hr RunPod; one price for all regions', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x RTX 4090', 'global', 'reserved_1y', 0.194064, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "RunPod Pricing (March 2026)" Reserved (annual) $1700/yr divided by 8760 hours', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x L4', 'global', 'on_demand', 0.44, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "March 2026 Pricing and Specs" table, L4 $0.44/hr RunPod; one price for all regions', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x L40S', 'global', 'on_demand', 0.79, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "March 2026 Pricing and Specs" table, L40S $0.79/hr RunPod; one price for all regions', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x L40S', 'global', 'reserved_1y', 0.452055, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "RunPod Pricing (March 2026)" Reserved (annual) $3960/yr divided by 8760 hours', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x A100 PCIe', 'global', 'on_demand', 1.19, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "March 2026 Pricing and Specs" table, A100 PCIe (80GB) $1.19/hr RunPod; one price for all regions', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x A100 PCIe', 'global', 'reserved_1y', 0.679224, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "RunPod Pricing (March 2026)" Reserved (annual) $5950/yr divided by 8760 hours', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x A100 SXM', 'global', 'on_demand', 1.39, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "March 2026 Pricing and Specs" table, A100 SXM (80GB) $1.39/hr RunPod; one price for all regions', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x H100 PCIe', 'global', 'on_demand', 1.99, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "March 2026 Pricing and Specs" table, H100 PCIe $1.99/hr RunPod; one price for all regions', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x H100 PCIe', 'global', 'reserved_1y', 1.135845, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "RunPod Pricing (March 2026)" Reserved (annual) $9950/yr divided by 8760 hours', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x H100 SXM', 'global', 'on_demand', 2.69, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "March 2026 Pricing and Specs" table, H100 SXM $2.69/hr RunPod; one price for all regions', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x H200', 'global', 'on_demand', 3.59, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "March 2026 Pricing and Specs" table, H200 (141GB) $3.59/hr RunPod; one price for all regions', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('runpod', '1x B200', 'global', 'on_demand', 5.98, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "March 2026 Pricing and Specs" table, B200 (192GB) $5.98/hr RunPod; one price for all regions', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('lambda', 'gpu_1x_a10', 'global', 'on_demand', 0.86, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "Lambda Pricing (March 2026)" A10 $0.86/hr; one price for all regions (the SkyPilot catalog skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @0f4070387edc953d7004cff197940e1918a1d6aa lists older per-region prices, not used)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('lambda', 'gpu_1x_a100', 'global', 'on_demand', 1.48, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "Lambda Pricing (March 2026)" A100 PCIe $1.48/hr; one price for all regions (the SkyPilot catalog skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @0f4070387edc953d7004cff197940e1918a1d6aa lists older per-region prices, not used)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('lambda', 'gpu_1x_gh200', 'global', 'on_demand', 1.99, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "Lambda Pricing (March 2026)" GH200 $1.99/hr; one price for all regions (the SkyPilot catalog skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @0f4070387edc953d7004cff197940e1918a1d6aa lists older per-region prices, not used)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('lambda', 'gpu_1x_h100_pcie', 'global', 'on_demand', 2.86, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "Lambda Pricing (March 2026)" H100 PCIe $2.86/hr; one price for all regions (the SkyPilot catalog skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @0f4070387edc953d7004cff197940e1918a1d6aa lists older per-region prices, not used)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('lambda', 'gpu_1x_h100_sxm5', 'global', 'on_demand', 3.78, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "Lambda Pricing (March 2026)" H100 SXM $3.78/hr; one price for all regions (the SkyPilot catalog skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @0f4070387edc953d7004cff197940e1918a1d6aa lists older per-region prices, not used)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('coreweave', '8x A100', 'global', 'on_demand', 21.6, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "CoreWeave Pricing (March 2026)" 8x A100 $21.60/hr per pod; one price for all regions; the the page does not say whether this is on-demand or committed, on_demand assumed', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('coreweave', '8x H100', 'global', 'on_demand', 49.24, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "CoreWeave Pricing (March 2026)" 8x H100 $49.24/hr per pod; one price for all regions; the the page does not say whether this is on-demand or committed, on_demand assumed', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('coreweave', '8x H200', 'global', 'on_demand', 50.44, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "CoreWeave Pricing (March 2026)" 8x H200 $50.44/hr per pod; one price for all regions; the the page does not say whether this is on-demand or committed, on_demand assumed', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('coreweave', '8x B200', 'global', 'on_demand', 68.8, '2026-03-01', NULL, '''Best GPU for Fine Tuning'' guide ("RunPod/Lambda/CoreWeave Pricing (March 2026)"): "CoreWeave Pricing (March 2026)" 8x B200 $68.80/hr per pod; one price for all regions; the the page does not say whether this is on-demand or committed, on_demand assumed', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('machine', 'gpu=t4g', 'global', 'spot', 0.24, '2026-11-21', NULL, 'https://docs.machine.dev/reference/cpu-vs-gpu/ ("Recommended runner by workload", $/min (spot)): T4G $0.004/min (spot) x 60; the page is undated, valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('machine', 'gpu=l4', 'global', 'spot', 0.36, '2026-11-21', NULL, 'https://docs.machine.dev/reference/cpu-vs-gpu/ ("Recommended runner by workload", $/min (spot)): L4 $0.006/min (spot) x 60; the page is undated, valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('machine', 'gpu=l40s', 'global', 'spot', 0.96, '2026-11-21', NULL, 'https://docs.machine.dev/reference/cpu-vs-gpu/ ("Recommended runner by workload", $/min (spot)): L40S $0.016/min (spot) x 60; the page is undated, valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('machine', 'gpu=a10g', 'global', 'spot', 0.66, '2026-11-21', NULL, 'https://docs.machine.dev/reference/cpu-vs-gpu/ ("Recommended runner by workload", $/min (spot)): A10G $0.011/min (spot) x 60; the the page gives a range $0.011-$0.019/min, the lower bound is taken as the default (cpu=4) runner, a judgement; the page is undated, valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('machine', 'gpu=inferentia2', 'global', 'spot', 0.18, '2026-11-21', NULL, 'https://docs.machine.dev/reference/cpu-vs-gpu/ ("Recommended runner by workload", $/min (spot)): Inferentia2 $0.003/min (spot) x 60; the page is undated, valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('machine', 'gpu=trainium', 'global', 'spot', 0.36, '2026-11-21', NULL, 'https://docs.machine.dev/reference/cpu-vs-gpu/ ("Recommended runner by workload", $/min (spot)): Trainium $0.006/min (spot) x 60; the page is undated, valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('machine', 'cpu=2/architecture=arm64', 'global', 'spot', 0.018, '2026-11-21', NULL, 'https://docs.machine.dev/reference/cpu-vs-gpu/ ("Recommended runner by workload", $/min (spot)): CPU $0.0003-$0.010/min (spot); the lower bound x 60 is assigned to the smallest ARM64 runner (ARM64 "~15-20% cheaper at the same vCPU count") - an inference, the page prints only the range; undated page, valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('machine', 'cpu=64/architecture=x64', 'global', 'spot', 0.6, '2026-11-21', NULL, 'https://docs.machine.dev/reference/cpu-vs-gpu/ ("Recommended runner by workload", $/min (spot)): CPU $0.0003-$0.010/min (spot); the upper bound x 60 is assigned to the largest X64 runner - an inference, the page prints only the range; undated page, valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-h100-sxm_1gpu-16vcpu-200gb', 'eu-north1', 'on_demand', 2.95, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: eu-north1 Price; valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-h100-sxm_1gpu-16vcpu-200gb', 'eu-north1', 'spot', 1.25, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: eu-north1 SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-h100-sxm_8gpu-128vcpu-1600gb', 'eu-north1', 'on_demand', 23.6, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: eu-north1 Price; valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-h100-sxm_8gpu-128vcpu-1600gb', 'eu-north1', 'spot', 10, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: eu-north1 SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-h200-sxm_1gpu-16vcpu-200gb', 'eu-north1', 'on_demand', 3.5, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: eu-north1 Price; valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-h200-sxm_1gpu-16vcpu-200gb', 'eu-north1', 'spot', 1.4, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: eu-north1 SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-h200-sxm_8gpu-128vcpu-1600gb', 'eu-north1', 'on_demand', 28, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: eu-north1 Price; valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-h200-sxm_8gpu-128vcpu-1600gb', 'eu-north1', 'spot', 11.6, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: eu-north1 SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-h200-sxm_8gpu-128vcpu-1600gb', 'us-central1', 'on_demand', 28, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: us-central1 Price; valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-h200-sxm_8gpu-128vcpu-1600gb', 'us-central1', 'spot', 11.6, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: us-central1 SpotPrice; valid_from = retrieval date 2026-11-21', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-l40s-a_1gpu-8vcpu-32gb', 'eu-north1', 'on_demand', 1.5484, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: eu-north1 Price; valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('nebius', 'gpu-b200-sxm_8gpu-160vcpu-1792gb', 'us-central1', 'on_demand', 44, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/nebius/vms.csv @0082b0435f3912ae4c566856b272455cc78f4f61: us-central1 Price; valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('hyperstack', 'n3-A100x1', 'CANADA-1', 'on_demand', 1.35, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv @fdc9d908ab0b2af9f468f139fb3f662c8c6b3257: CANADA-1 Price (no spot price listed); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('hyperstack', 'n3-H100x1', 'CANADA-1', 'on_demand', 1.9, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv @fdc9d908ab0b2af9f468f139fb3f662c8c6b3257: CANADA-1 Price (no spot price listed); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('hyperstack', 'n3-L40x1', 'CANADA-1', 'on_demand', 1, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv @fdc9d908ab0b2af9f468f139fb3f662c8c6b3257: CANADA-1 Price (no spot price listed); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('hyperstack', 'n3-RTX-A6000x1', 'CANADA-1', 'on_demand', 0.5, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv @fdc9d908ab0b2af9f468f139fb3f662c8c6b3257: CANADA-1 Price (no spot price listed); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);

INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source, is_builtin) VALUES ('hyperstack', 'n3-RTX-A4000x1', 'NORWAY-1', 'on_demand', 0.15, '2026-11-21', NULL, 'skypilot-org/skypilot-catalog catalogs/v8/hyperstack/vms.csv @fdc9d908ab0b2af9f468f139fb3f662c8c6b3257: NORWAY-1 Price (no spot price listed); valid_from = retrieval date 2026-11-21 (the commit date is not recorded)', true);
