-- computesize: the install script's one source.  Every object is defined
-- once, here; tools/build-install.pl adds the shipped catalog rows from
-- catalog/*.csv where a "-- @catalog" line says, into
-- sql/computesize--<version>.sql.  An object changed by a release is changed
-- here and in that release's update script (sql/update/).

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "CREATE EXTENSION computesize" to load this file. \quit

-- Every object is created in @extschema@ (computesize) and every reference
-- to one is schema-qualified, so nothing here depends on the caller's
-- search_path.  Built-in functions bound with LANGUAGE internal are the
-- int8 implementations: a memsize is stored exactly as a bigint.

-- Resolve names in pg_catalog first and in pg_temp last, whatever the
-- installing session has put there; the setting ends with the script.
SET LOCAL search_path = pg_catalog, pg_temp;

-- Refuse a schema that someone other than the installing role or the
-- bootstrap superuser created beforehand: its owner could drop or replace
-- the extension's objects.  The extension hands its schema to the bootstrap
-- superuser (0.2.0), and the schema outlives DROP EXTENSION: a later CREATE
-- EXTENSION reuses it.
DO $$
DECLARE
    schema_owner oid;
    ext_owner oid;
BEGIN
    SELECT n.nspowner INTO schema_owner FROM pg_catalog.pg_namespace n
    WHERE n.oid OPERATOR(pg_catalog.=) '@extschema@'::pg_catalog.regnamespace;
    SELECT e.extowner INTO ext_owner FROM pg_catalog.pg_extension e
    WHERE e.extname OPERATOR(pg_catalog.=) 'computesize';
    IF schema_owner OPERATOR(pg_catalog.<>) ext_owner
       AND schema_owner OPERATOR(pg_catalog.<>) 10::pg_catalog.oid THEN
        RAISE EXCEPTION USING
            ERRCODE = 'insufficient_privilege',
            MESSAGE = pg_catalog.format('schema "%s" is owned by role "%s", not by the role creating the extension',
                                        '@extschema@', pg_catalog.pg_get_userbyid(schema_owner)),
            HINT = 'Drop or rename that schema, or create the extension as its owner.';
    END IF;
END
$$;

-- objects below are created in dependency order; a SQL function's body may
-- name an object created after it
SET LOCAL check_function_bodies = false;

-- the role that may write users' rows into the catalog tables
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
	prompt integer,
	checkpoint_minutes double precision,
	restart_minutes double precision
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
    PERFORM @extschema@.positive_argument(params, 'params'::text, 'The model''s parameter count, such as 110e6.'::text);
    IF params > 1e15 THEN
        RAISE EXCEPTION 'params must be at most 1e15, not %', params
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Give the parameter count itself, e.g. 110e6, not bytes.';
    END IF;
    IF flops_per_item IS NOT NULL THEN
        PERFORM @extschema@.positive_argument(flops_per_item, 'flops_per_item'::text, 'The FLOPs of one item, such as 42.6e9 for an image, or NULL for 2 per parameter and token.'::text);
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
        f / (@extschema@.cpu_gflops_per_vcpu('x86_64'::text) * 1e9 * 0.30) / 3600,
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
    PERFORM @extschema@.positive_argument(cpu_minutes, 'cpu_minutes'::text, 'The build or test suite''s time on one vCPU, in minutes.'::text);
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

CREATE FUNCTION @extschema@.positive_argument(v double precision, name text, hint text) RETURNS double precision
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    IF v IS NULL OR NOT (v > 0 AND v < 'Infinity') THEN
        RAISE EXCEPTION '% must be a positive finite number, not %', coalesce(name, 'the argument'), coalesce(v::text, 'NULL')
            USING ERRCODE = 'invalid_parameter_value', HINT = coalesce(hint, 'Give a number greater than zero.');
    END IF;
    RETURN v;
END $$;

COMMENT ON FUNCTION @extschema@.positive_argument(v double precision, name text, hint text) IS 'v, or a 22023 error naming the argument (with the hint) when v is NULL, zero, negative, infinite or NaN';

CREATE FUNCTION @extschema@.range_argument(v double precision, name text, low double precision, high double precision, hint text) RETURNS double precision
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    x double precision;
    shown text[] := '{}';
BEGIN
    IF v IS NULL OR NOT (v >= low AND v <= high) THEN
        -- the bounds as people write them: 0.5, 1e-9, 1e+12 (NaN, Infinity
        -- and NULL as they are)
        FOREACH x IN ARRAY ARRAY[low, high] LOOP
            shown := shown || CASE WHEN x IS NULL THEN 'NULL'
                                   WHEN x = 0 OR x = 'NaN' OR abs(x) = 'Infinity'
                                        OR (abs(x) >= 1e-3 AND abs(x) < 1e6) THEN x::text
                                   ELSE regexp_replace(regexp_replace(trim(to_char(x, '9.999999EEEE')), '\.?0*e', 'e'),
                                                       'e([+-])0?', 'e\1') END;
        END LOOP;
        RAISE EXCEPTION '% must be between % and %, not %', coalesce(name, 'the argument'), shown[1], shown[2],
                        coalesce(v::text, 'NULL')
            USING ERRCODE = 'invalid_parameter_value', HINT = coalesce(hint, 'Give a number between the bounds.');
    END IF;
    RETURN v;
END $$;

COMMENT ON FUNCTION @extschema@.range_argument(v double precision, name text, low double precision, high double precision, hint text) IS 'v, or a 22023 error naming the argument and its bounds (with the hint) when v is NULL, NaN or outside low..high';

CREATE FUNCTION @extschema@.checkpointed(w @extschema@.workload, every interval, restart interval DEFAULT '00:10:00'::interval) RETURNS @extschema@.workload
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    BEGIN ATOMIC
 SELECT jsonb_populate_record(w, jsonb_build_object('checkpoint_minutes', @extschema@.positive_argument(((EXTRACT(epoch FROM every))::double precision / (60)::double precision), 'every'::text, 'The time between checkpoints, such as interval ''30 minutes''.'::text), 'restart_minutes', @extschema@.range_argument(((EXTRACT(epoch FROM restart))::double precision / (60)::double precision), 'restart'::text, (0)::double precision, ('1000000000'::numeric)::double precision, 'The time to start again from a checkpoint, such as interval ''10 minutes''.'::text))) AS jsonb_populate_record;

END;

COMMENT ON FUNCTION @extschema@.checkpointed(w @extschema@.workload, every interval, restart interval) IS 'the workload, saving a checkpoint every "every" and restarting in "restart" after an interruption: what spot capacity costs it (rank_gpus())';

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
    -- vCPU as a vCPU; spot capacity loses work to interruptions at the
    -- provider's rate (spot_hours()), a cluster scaled to zero a minute to
    -- start a node
    SELECT o.provider, o.instance_type, o.region, o.pricing, o.vcpus, o.cpu_arch, o.usd_per_hour, t.h,
           round(o.usd_per_hour * @extschema@.billed_hours(t.h, v.billing, v.billing_minimum)::numeric, 4) AS cost,
           o.host_memory_gib / o.vcpus AS gib_per_vcpu
      INTO c
      FROM @extschema@.offer o
      JOIN @extschema@.provider v ON v.id = o.provider,
           LATERAL (SELECT j.cpu_core_hours * ((1 - j.parallel) + j.parallel / o.vcpus)
                           * CASE WHEN flop_bound THEN @extschema@.cpu_gflops_per_vcpu('x86_64'::text) / @extschema@.cpu_gflops_per_vcpu(o.cpu_arch) ELSE 1 END
                           AS work_h) w,
           LATERAL (SELECT CASE WHEN o.pricing = 'spot'
                                THEN @extschema@.spot_hours(w.work_h, v.spot_interruptions_per_hour,
                                                            NULL::interval, NULL::interval)
                                ELSE w.work_h END
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
              FROM @extschema@.rank_gpus(j.workload, 'cost'::text, choose_compute.pricing, 8,
                                         make_interval(secs => (deadline_h - start_h) * 3600),
                                         host_arch => CASE WHEN arm64_ok THEN NULL ELSE 'x86_64' END::text) r
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
               LATERAL (SELECT @extschema@.gpu_hours(j.gpu_flops, o.gpu, o.gpu_count, j.gpu_efficiency, 'on_demand'::text)
                               AS work_h) w,
               LATERAL (SELECT CASE WHEN o.pricing = 'spot'
                                    THEN @extschema@.spot_hours(w.work_h, v.spot_interruptions_per_hour,
                                                                NULL::interval, NULL::interval)
                                    ELSE w.work_h END
                               + start_h AS h) t
         WHERE t.h IS NOT NULL
           AND (choose_compute.pricing = 'any' OR o.pricing = choose_compute.pricing)
           -- the GPU libraries of classic ML and ETL (RAPIDS, XGBoost's and
           -- LightGBM's GPU builds) are CUDA's; batch inference is PyTorch,
           -- on CUDA or ROCm; the host's CPU as arm64_ok allows
           AND EXISTS (SELECT FROM @extschema@.gpu x
                        WHERE x.id = o.gpu
                          AND (x.stack = 'cuda' OR (x.stack = 'rocm' AND j.kind = 'batch_inference')))
           AND (arm64_ok OR coalesce(o.cpu_arch, 'x86_64') = 'x86_64')
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
        @extschema@.job_memory(rows::numeric * features * 4 * 3, 'rows and features'::text),
        CASE WHEN gpu_library THEN @extschema@.job_memory(rows::numeric * features * 4 * 2, 'rows and features'::text) END,
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

COMMENT ON FUNCTION @extschema@.default_mfu(w @extschema@.workload) IS 'the share of the dense peak duration() assumes for the workload on an accelerator whose matmuls reach 80% of it: 0.40 full fine-tuning, 0.35 LoRA, 0.35 / 1.5 QLoRA (dequantisation), 0.50 inference prefill; default_mfu(w, gpu) for a given GPU';

CREATE FUNCTION @extschema@.default_mfu(w @extschema@.workload, gpu text) RETURNS double precision
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_default_mfu_on';

COMMENT ON FUNCTION @extschema@.default_mfu(w @extschema@.workload, gpu text) IS 'the share of the GPU''s dense peak duration() assumes for the workload on it: default_mfu(w) / 0.80 x the share of the peak its matmuls reach as measured (matmul_tflops)';

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
    PERFORM @extschema@.positive_argument(j.cpu_core_hours, 'cpu_core_hours'::text, 'The job''s work in hours of one reference vCPU.'::text);
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

CREATE FUNCTION @extschema@.ttft(w @extschema@.workload, gpu text, gpus integer DEFAULT 1) RETURNS interval
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_ttft';

COMMENT ON FUNCTION @extschema@.ttft(w @extschema@.workload, gpu text, gpus integer) IS 'an inference job''s time to first token on gpus GPUs: the prefill of its batch of prompts (its context where it names no prompt), compute bound at the prefill utilisation unless reading the weights takes longer';

CREATE FUNCTION @extschema@.tpot(w @extschema@.workload, gpu text, gpus integer DEFAULT 1) RETURNS interval
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_tpot';

COMMENT ON FUNCTION @extschema@.tpot(w @extschema@.workload, gpu text, gpus integer) IS 'an inference job''s time per output token on gpus GPUs: one decode step of its batch, the longer of reading the weights and half the KV cache and the step''s FLOPs (duration()''s step)';

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
        @extschema@.job_memory(input::bigint * (0.25 + 0.5 * least(joins, 4)), 'input'::text),
        CASE WHEN gpu_library THEN @extschema@.job_memory(input::bigint * 0.5, 'input'::text) END,
        @extschema@.deadline_argument(deadline),
        format('ETL over %s, %s joins%s', input::text, joins, CASE WHEN udfs THEN ', UDFs' ELSE '' END), NULL)::@extschema@.compute_job;
END $$;

COMMENT ON FUNCTION @extschema@.etl_job(input @extschema@.memsize, joins integer, udfs boolean, gpu_library boolean, deadline interval) IS 'data preprocessing: scan and join passes at 200 MB/s per vCPU, Python UDFs at 20 MB/s; hash joins hold half the data';

CREATE FUNCTION @extschema@.fallbacks(w @extschema@.workload, gpu text) RETURNS text
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_fallbacks';

COMMENT ON FUNCTION @extschema@.fallbacks(w @extschema@.workload, gpu text) IS 'what runs otherwise than the job asks on a catalog GPU (bf16 as fp16, attention without FlashAttention 2), which the rankings estimate; NULL when nothing does, or when the job cannot run there';

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

CREATE FUNCTION @extschema@.inference_job(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, "precision" text DEFAULT 'bf16'::text, batch integer DEFAULT 1, context integer DEFAULT NULL::integer, kv_precision text DEFAULT NULL::text, tokens double precision DEFAULT NULL::double precision, framework text DEFAULT 'pytorch'::text, gpus integer DEFAULT 1, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, flash_attention boolean DEFAULT true, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, kv_cache_width integer DEFAULT NULL::integer, sliding_window integer DEFAULT NULL::integer, sliding_window_layers integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, prompt integer DEFAULT NULL::integer) RETURNS @extschema@.workload
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'inference_job';

COMMENT ON FUNCTION @extschema@.inference_job(model text, params double precision, "precision" text, batch integer, context integer, kv_precision text, tokens double precision, framework text, gpus integer, layers integer, hidden integer, heads integer, kv_heads integer, head_dim integer, vocab integer, intermediate integer, flash_attention boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, kv_cache_width integer, sliding_window integer, sliding_window_layers integer, cuda_context @extschema@.memsize, prompt integer) IS 'an inference job (pytorch, vllm or llama.cpp; weights at any precision or GGUF type); model => name fills the architecture, explicit arguments override it; prompt => the prompt''s tokens of the context';

CREATE FUNCTION @extschema@.inference_memory(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, "precision" text DEFAULT 'bf16'::text, batch integer DEFAULT 1, context integer DEFAULT NULL::integer, kv_precision text DEFAULT NULL::text, tokens double precision DEFAULT NULL::double precision, framework text DEFAULT 'pytorch'::text, gpus integer DEFAULT 1, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, flash_attention boolean DEFAULT true, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, kv_cache_width integer DEFAULT NULL::integer, sliding_window integer DEFAULT NULL::integer, sliding_window_layers integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, prompt integer DEFAULT NULL::integer, memory_gpus integer DEFAULT NULL::integer) RETURNS @extschema@.memory_estimate
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'inference_memory';

COMMENT ON FUNCTION @extschema@.inference_memory(model text, params double precision, "precision" text, batch integer, context integer, kv_precision text, tokens double precision, framework text, gpus integer, layers integer, hidden integer, heads integer, kv_heads integer, head_dim integer, vocab integer, intermediate integer, flash_attention boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, kv_cache_width integer, sliding_window integer, sliding_window_layers integer, cuda_context @extschema@.memsize, prompt integer, memory_gpus integer) IS 'memory(inference_job(...), gpus) in one call; the planner uses it for such nested calls';

CREATE FUNCTION @extschema@.inference_memory_part(model text, params double precision, "precision" text, batch integer, context integer, kv_precision text, tokens double precision, framework text, gpus integer, layers integer, hidden integer, heads integer, kv_heads integer, head_dim integer, vocab integer, intermediate integer, flash_attention boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, kv_cache_width integer, sliding_window integer, sliding_window_layers integer, cuda_context @extschema@.memsize, prompt integer, memory_gpus integer, part integer) RETURNS @extschema@.memsize
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'inference_memory_part';

COMMENT ON FUNCTION @extschema@.inference_memory_part(model text, params double precision, "precision" text, batch integer, context integer, kv_precision text, tokens double precision, framework text, gpus integer, layers integer, hidden integer, heads integer, kv_heads integer, head_dim integer, vocab integer, intermediate integer, flash_attention boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, kv_cache_width integer, sliding_window integer, sliding_window_layers integer, cuda_context @extschema@.memsize, prompt integer, memory_gpus integer, part integer) IS 'one size column of memory(inference_job(...), gpus), by its number; the planner uses it for (memory(inference_job(...))).column';

CREATE FUNCTION @extschema@.job_changes() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $_$
BEGIN
    -- TG_ARGV[0]: the job history (a table or view) this table feeds.  Its
    -- rows' job_id, where the table has the column, else "any job" (NULL);
    -- nothing for a history that no longer exists (dropped, or a trigger
    -- restored from a dump of another cluster)
    IF NOT EXISTS (SELECT FROM pg_class c WHERE c.oid = TG_ARGV[0]::oid) THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'TRUNCATE' OR NOT EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = TG_RELID
                                         AND a.attname = 'job_id' AND a.attnum > 0 AND NOT a.attisdropped) THEN
        INSERT INTO @extschema@.job_change VALUES (TG_ARGV[0]::oid::regclass, NULL);
    ELSIF TG_OP = 'INSERT' THEN
        EXECUTE 'INSERT INTO @extschema@.job_change SELECT $1, n.job_id::text FROM new_rows n' USING TG_ARGV[0]::oid::regclass;
    ELSIF TG_OP = 'DELETE' THEN
        EXECUTE 'INSERT INTO @extschema@.job_change SELECT $1, o.job_id::text FROM old_rows o' USING TG_ARGV[0]::oid::regclass;
    ELSE
        EXECUTE 'INSERT INTO @extschema@.job_change SELECT $1, n.job_id::text FROM new_rows n
                 UNION SELECT $1, o.job_id::text FROM old_rows o' USING TG_ARGV[0]::oid::regclass;
    END IF;
    RETURN NULL;
END $_$;

COMMENT ON FUNCTION @extschema@.job_changes() IS 'trigger: logs the job ids a statement changes in a table that feeds a tracked job history (refresh_recommendations() installs it)';

CREATE PROCEDURE @extschema@.stop_tracking(IN jobs regclass)
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $_$
DECLARE
    t record;
BEGIN
    FOR t IN SELECT g.tgname, g.tgrelid::regclass AS rel FROM pg_trigger g
             WHERE g.tgname LIKE format('computesize_jobs_%s_%%', jobs::oid) LOOP
        EXECUTE format('DROP TRIGGER %I ON %s', t.tgname, t.rel);
    END LOOP;
    DELETE FROM @extschema@.job_change c WHERE c.source = jobs;
    DELETE FROM @extschema@.refresh_state r WHERE r.source = jobs;
END $_$;

COMMENT ON PROCEDURE @extschema@.stop_tracking(IN jobs regclass) IS 'drops the change triggers refresh_recommendations() installed for a job history, and its change log and state (the next refresh reviews every job, and installs them again unless incremental => false)';

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
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_larger';

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
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_smaller';

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

CREATE FUNCTION @extschema@.no_offer_reason(w @extschema@.workload, objective text DEFAULT 'cost'::text, pricing text DEFAULT 'on_demand'::text, max_gpus integer DEFAULT 8, deadline interval DEFAULT NULL::interval, budget numeric DEFAULT NULL::numeric, at timestamp with time zone DEFAULT now(), providers text[] DEFAULT NULL::text[], regions text[] DEFAULT NULL::text[], host_arch text DEFAULT NULL::text, reserved_utilization double precision DEFAULT NULL::double precision) RETURNS text
    LANGUAGE c STABLE PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'no_offer_reason';

COMMENT ON FUNCTION @extschema@.no_offer_reason(w @extschema@.workload, objective text, pricing text, max_gpus integer, deadline interval, budget numeric, at timestamp with time zone, providers text[], regions text[], host_arch text, reserved_utilization double precision) IS 'why recommend() with the same arguments finds no offer (its NOTICE''s message and hint); NULL when it finds one';

CREATE FUNCTION @extschema@.not_restartable(w @extschema@.workload) RETURNS @extschema@.workload
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN jsonb_populate_record(w, '{"restart_minutes": null, "checkpoint_minutes": 0}'::jsonb);

COMMENT ON FUNCTION @extschema@.not_restartable(w @extschema@.workload) IS 'the workload, unable to restart after an interruption: never placed on spot capacity';

CREATE FUNCTION @extschema@.numeric_mul_memsize(numeric, @extschema@.memsize) RETURNS @extschema@.memsize
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'numeric_mul_memsize';

COMMENT ON FUNCTION @extschema@.numeric_mul_memsize(numeric, @extschema@.memsize) IS 'multiply exactly, rounded to the nearest byte';

CREATE FUNCTION @extschema@.serving_candidates(rate double precision, p95_ms double precision, model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, tokens_in integer DEFAULT 128, tokens_out integer DEFAULT 0, "precision" text DEFAULT 'fp16'::text, pricing text DEFAULT 'on_demand'::text, batch_windows_ms integer[] DEFAULT '{0,5,10,20}'::integer[], max_replicas integer DEFAULT 32, framework text DEFAULT NULL::text, ttft_ms double precision DEFAULT NULL::double precision, tpot_ms double precision DEFAULT NULL::double precision, max_gpus_per_replica integer DEFAULT 8) RETURNS TABLE(device text, provider text, instance_type text, region text, offer_pricing text, replicas integer, batch_window_ms integer, batch_size integer, utilization double precision, p50_latency_ms double precision, p95_latency_ms double precision, usd_per_hour numeric, kv_sequences integer, gpus_per_replica integer, ttft_p50_ms double precision, ttft_p95_ms double precision, tpot_p50_ms double precision, tpot_p95_ms double precision)
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
    target_ttft double precision := serving_candidates.ttft_ms;
    target_tpot double precision := serving_candidates.tpot_ms;
    wg @extschema@.workload;
    mg @extschema@.memory_estimate;
    t_first double precision;
    t_tok double precision;
    occupancy double precision;
    busy double precision;
    q50 record;
    c_min integer;
BEGIN
    PERFORM @extschema@.range_argument(rate, 'rate'::text, 1e-9::float8, 1e12::float8, 'Requests per second, such as 40.'::text);
    -- generation is served by vLLM unless said otherwise; a classifier or
    -- an embedding model by PyTorch
    framework := lower(coalesce(framework, CASE WHEN coalesce(tokens_out, 0) > 0 THEN 'vllm' ELSE 'pytorch' END));
    max_gpus_per_replica := coalesce(max_gpus_per_replica, 8);
    IF target IS NULL AND (tokens_out IS NULL OR tokens_out = 0 OR (target_ttft IS NULL AND target_tpot IS NULL)) THEN
        RAISE EXCEPTION 'p95_ms is missing'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Give the 95th-percentile latency of a request, in milliseconds; a plan for generation may give ttft_ms or tpot_ms instead.';
    END IF;
    IF target IS NOT NULL THEN
        PERFORM @extschema@.range_argument(target, 'p95_ms'::text, 1e-9::float8, 1e12::float8, 'The 95th-percentile latency to meet, in milliseconds, such as 120.'::text);
    END IF;
    IF target_ttft IS NOT NULL THEN
        PERFORM @extschema@.range_argument(target_ttft, 'ttft_ms'::text, 1e-9::float8, 1e12::float8, 'The 95th-percentile time to first token to meet, in milliseconds, such as 500.'::text);
    END IF;
    IF target_tpot IS NOT NULL THEN
        PERFORM @extschema@.range_argument(target_tpot, 'tpot_ms'::text, 1e-9::float8, 1e12::float8, 'The time per output token to meet, in milliseconds, such as 50.'::text);
    END IF;
    IF max_gpus_per_replica < 1 OR max_gpus_per_replica > 64 THEN
        RAISE EXCEPTION 'max_gpus_per_replica must be between 1 and 64, not %', max_gpus_per_replica
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The most GPUs of one instance a replica splits the model over (tensor parallelism).';
    END IF;
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
    -- each window once, and a bounded number of them, as max_replicas is
    -- bounded: the plans grow with their product
    batch_windows_ms := ARRAY(SELECT DISTINCT x FROM unnest(batch_windows_ms) x ORDER BY x);
    IF cardinality(batch_windows_ms) > 64 THEN
        RAISE EXCEPTION 'batch_windows_ms must list at most 64 distinct windows, not %', cardinality(batch_windows_ms)
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Milliseconds requests may wait to form a batch, such as ''{0,5,10,20}'' (0: no batching).';
    END IF;
    w := @extschema@.inference_job(model => model, params => params, "precision" => serving_candidates."precision",
                                   context => tokens_in + tokens_out, framework => framework,
                                   prompt => CASE WHEN tokens_out > 0 THEN tokens_in END);
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
        t_first := 2 + 2 * n * tokens_in / (o.vcpus * @extschema@.cpu_gflops_per_vcpu(o.cpu_arch) * 1e9 * 0.30) * 1000;
        t_tok := weights / least(o.vcpus * 5e9, 100e9) * 1000;
        s_ms := t_first + tokens_out * t_tok;
        -- a response takes at least the service time: no replica count helps
        CONTINUE WHEN s_ms > target OR t_first > target_ttft OR (tokens_out > 0 AND t_tok > target_tpot);
        FOR c IN 1 .. max_replicas LOOP
            SELECT * INTO q FROM @extschema@.queue_latency(rate, s_ms, c, 0.95::float8);
            IF q.utilization < 1 AND (target IS NULL OR q.response_ms <= target)
               AND (target_ttft IS NULL OR q.wait_ms + t_first <= target_ttft) THEN
                SELECT * INTO q50 FROM @extschema@.queue_latency(rate, s_ms, c, 0.5::float8);
                device := 'cpu'; provider := o.provider; instance_type := o.instance_type; region := o.region;
                offer_pricing := o.pricing; replicas := c; batch_window_ms := 0; batch_size := 1;
                utilization := q.utilization;
                p50_latency_ms := q50.response_ms;
                p95_latency_ms := q.response_ms; usd_per_hour := o.usd_per_hour * c; kv_sequences := NULL;
                gpus_per_replica := 0;
                ttft_p50_ms := CASE WHEN tokens_out > 0 THEN q50.wait_ms + t_first END;
                ttft_p95_ms := CASE WHEN tokens_out > 0 THEN q.wait_ms + t_first END;
                tpot_p50_ms := CASE WHEN tokens_out > 0 THEN t_tok END;
                tpot_p95_ms := tpot_p50_ms;
                found_any := true;
                RETURN NEXT;
                EXIT;
            END IF;
        END LOOP;
    END LOOP;

    -- generation on GPU replicas: a replica is one instance, its GPUs
    -- splitting the model (tensor parallelism); it decodes up to bs
    -- sequences at once, as many as its KV cache holds (continuous batching
    -- under vllm and llama.cpp; one sequence under transformers and
    -- pytorch).  A request waits for one of the c x bs sequence slots, its
    -- prompt takes ttft() and each of its tokens one decode step of bs
    -- sequences, tpot(); the GPUs also run every request's prefill, so a
    -- replica is busy ttft + tokens_out x tpot / bs a request
    IF tokens_out > 0 THEN
        FOR o IN SELECT x.*, g.memory AS gmem
                 FROM @extschema@.gpu_offer x JOIN @extschema@.gpu g ON g.id = x.gpu
                 WHERE x.gpu_count BETWEEN 1 AND serving_candidates.max_gpus_per_replica
                   AND (x.gpu_count & (x.gpu_count - 1)) = 0
                   AND (serving_candidates.pricing = 'any' OR x.pricing = serving_candidates.pricing)
                   AND (framework <> 'vllm' OR (w).heads % x.gpu_count = 0)
                   AND @extschema@.runs_on(w, x.gpu) LOOP
            wg := @extschema@.inference_job(model => model, params => params, "precision" => serving_candidates."precision",
                                            context => tokens_in + tokens_out, framework => framework,
                                            prompt => tokens_in, gpus => o.gpu_count);
            mg := @extschema@.memory(wg, o.gpu_count);
            CONTINUE WHEN mg.total::bigint > 0.95 * o.gmem::bigint;
            kv_fit := CASE WHEN mg.kv_cache::bigint > 0
                           THEN least(floor((0.95 * o.gmem::bigint - mg.total::bigint) / mg.kv_cache::bigint) + 1, 2147483647)::integer END;
            t_first := extract(epoch FROM @extschema@.ttft(wg, o.gpu, o.gpu_count)) * 1000;
            CONTINUE WHEN t_first > target OR t_first > target_ttft;
            FOREACH bs IN ARRAY CASE WHEN framework IN ('vllm', 'llama.cpp') THEN ARRAY[1, 8, 32, 128, 256] ELSE ARRAY[1] END LOOP
                CONTINUE WHEN kv_fit IS NOT NULL AND bs > kv_fit;
                t_tok := extract(epoch FROM @extschema@.tpot(
                             @extschema@.inference_job(model => model, params => params, "precision" => serving_candidates."precision",
                                                       batch => bs, context => tokens_in + tokens_out, framework => framework,
                                                       prompt => tokens_in, gpus => o.gpu_count),
                             o.gpu, o.gpu_count)) * 1000;
                CONTINUE WHEN t_tok > target_tpot;
                occupancy := t_first + tokens_out * t_tok;
                busy := t_first + tokens_out * t_tok / bs;
                CONTINUE WHEN occupancy > target;
                -- the fewest replicas whose GPUs keep up with the prefills and steps
                c_min := greatest(1, floor(rate * busy / 1000) + 1);
                CONTINUE WHEN c_min > max_replicas;
                FOR c IN c_min .. max_replicas LOOP
                    SELECT * INTO q FROM @extschema@.queue_latency(rate, occupancy, c * bs, 0.95::float8);
                    IF q.utilization < 1 AND (target IS NULL OR q.response_ms <= target)
                       AND (target_ttft IS NULL OR q.wait_ms + t_first <= target_ttft) THEN
                        SELECT * INTO q50 FROM @extschema@.queue_latency(rate, occupancy, c * bs, 0.5::float8);
                        device := 'gpu'; provider := o.provider; instance_type := o.instance_type; region := o.region;
                        offer_pricing := o.pricing; replicas := c; batch_window_ms := 0; batch_size := bs;
                        utilization := greatest(q.utilization, rate * busy / 1000 / c);
                        p50_latency_ms := q50.response_ms;
                        p95_latency_ms := q.response_ms; usd_per_hour := o.usd_per_hour * c;
                        kv_sequences := kv_fit;
                        gpus_per_replica := o.gpu_count;
                        ttft_p50_ms := q50.wait_ms + t_first;
                        ttft_p95_ms := q.wait_ms + t_first;
                        -- half the time a replica decodes at most its slots' mean occupancy
                        tpot_p50_ms := CASE WHEN bs = 1 THEN t_tok ELSE extract(epoch FROM @extschema@.tpot(
                                           @extschema@.inference_job(model => model, params => params,
                                                                     "precision" => serving_candidates."precision",
                                                                     batch => greatest(1, ceil(q.utilization * bs))::integer,
                                                                     context => tokens_in + tokens_out, framework => framework,
                                                                     prompt => tokens_in, gpus => o.gpu_count),
                                           o.gpu, o.gpu_count)) * 1000 END;
                        tpot_p95_ms := t_tok;
                        found_any := true;
                        RETURN NEXT;
                        EXIT;
                    END IF;
                END LOOP;
            END LOOP;
        END LOOP;
    END IF;

    -- single-GPU replicas with micro-batching (no generation): requests
    -- collect for a window (the arrivals of one window per replica make a
    -- batch), a batch runs its prompt at 50% of the dense 16-bit peak or in
    -- the weights' read time, whichever is longer; 3 ms of framework time
    -- per batch
    FOR o IN SELECT x.*, g.bf16_tflops, g.fp16_tflops, g.fp32_tflops, g.memory_bandwidth_gbs, g.memory AS gmem
             FROM @extschema@.gpu_offer x JOIN @extschema@.gpu g ON g.id = x.gpu
             WHERE x.gpu_count = 1 AND serving_candidates.tokens_out = 0
               AND (serving_candidates.pricing = 'any' OR x.pricing = serving_candidates.pricing)
               AND @extschema@.runs_on(w, x.gpu)
               AND m.total::bigint <= 0.95 * g.memory::bigint LOOP
        peak := coalesce(o.bf16_tflops, o.fp16_tflops, o.fp32_tflops) * 1e12;
        CONTINUE WHEN peak IS NULL OR o.memory_bandwidth_gbs IS NULL;
        kv_fit := CASE WHEN kv_seq > 0 THEN floor((0.95 * o.gmem::bigint - m.total::bigint) / kv_seq)::integer + 1 END;
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
                SELECT * INTO q FROM @extschema@.queue_latency(rate / bs, batch_ms, c, 0.95::float8);
                IF q.utilization < 1 AND b + q.response_ms <= target THEN
                    device := 'gpu'; provider := o.provider; instance_type := o.instance_type; region := o.region;
                    offer_pricing := o.pricing; replicas := c; batch_window_ms := b; batch_size := bs;
                    utilization := q.utilization;
                    p50_latency_ms := b / 2.0 + (SELECT z.response_ms FROM @extschema@.queue_latency(rate / bs, batch_ms, c, 0.5::float8) z);
                    p95_latency_ms := b + q.response_ms; usd_per_hour := o.usd_per_hour * c;
                    kv_sequences := kv_fit;
                    gpus_per_replica := 1;
                    ttft_p50_ms := NULL; ttft_p95_ms := NULL; tpot_p50_ms := NULL; tpot_p95_ms := NULL;
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

COMMENT ON FUNCTION @extschema@.serving_candidates(rate double precision, p95_ms double precision, model text, params double precision, tokens_in integer, tokens_out integer, "precision" text, pricing text, batch_windows_ms integer[], max_replicas integer, framework text, ttft_ms double precision, tpot_ms double precision, max_gpus_per_replica integer) IS 'plan_serving()''s candidates, unranked: per CPU offer; for generation per GPU offer of up to max_gpus_per_replica GPUs (tensor parallel) and concurrent sequences; otherwise per single-GPU offer and batch window: the fewest replicas that meet the targets';

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

CREATE FUNCTION @extschema@.request_mix(requests regclass) RETURNS TABLE(request_count bigint, seconds double precision, rate double precision, peak_rate double precision, tokens_in_mean double precision, tokens_in_p95 integer, tokens_out_mean double precision, tokens_out_p95 integer)
    LANGUAGE plpgsql STABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    rel regclass := request_mix.requests;
    missing text;
    busiest double precision;
BEGIN
    -- no table: one row of NULLs, for plan_serving() to take its arguments
    IF rel IS NULL THEN
        RETURN NEXT;
        RETURN;
    END IF;
    SELECT string_agg(c, ', ') INTO missing
    FROM unnest(ARRAY['arrived_at', 'tokens_in', 'tokens_out']) c
    WHERE NOT EXISTS (SELECT FROM pg_attribute a
                      WHERE a.attrelid = rel AND a.attname = c AND a.attnum > 0 AND NOT a.attisdropped);
    IF missing IS NOT NULL THEN
        RAISE EXCEPTION 'requests table % has no column %', rel, missing
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Give a table or view with arrived_at (timestamptz), tokens_in and tokens_out (integers), one row per request.';
    END IF;
    EXECUTE format(
        'SELECT count(*), extract(epoch FROM max(arrived_at::timestamptz) - min(arrived_at::timestamptz))::float8,
                avg(tokens_in::float8), ceil(percentile_cont(0.95::float8) WITHIN GROUP (ORDER BY tokens_in::float8))::integer,
                avg(tokens_out::float8), ceil(percentile_cont(0.95::float8) WITHIN GROUP (ORDER BY tokens_out::float8))::integer
         FROM %s', rel)
        INTO request_count, seconds, tokens_in_mean, tokens_in_p95, tokens_out_mean, tokens_out_p95;
    IF request_count < 2 OR NOT seconds > 0 THEN
        RAISE EXCEPTION 'requests table % has % requests spanning % seconds', rel, request_count, coalesce(seconds, 0)
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'A rate needs at least two requests at different times.';
    END IF;
    -- the busiest minute sets the rate to plan for (the mean where the
    -- requests span under two minutes); plan_serving() sizes for the mean
    -- prompt and output, the queue's exponential service times standing for
    -- their spread
    EXECUTE format('SELECT max(k)::float8 FROM (SELECT count(*) AS k FROM %s GROUP BY date_trunc(''minute'', arrived_at::timestamptz)) x', rel)
        INTO busiest;
    rate := request_count / seconds;
    peak_rate := CASE WHEN seconds >= 120 THEN greatest(busiest / 60, rate) ELSE rate END;
    RETURN NEXT;
END $$;

COMMENT ON FUNCTION @extschema@.request_mix(requests regclass) IS 'a request trace (a table or view of arrived_at, tokens_in, tokens_out) summarised for plan_serving(): its requests, the seconds they span, mean rate, the busiest minute''s rate, mean and 95th-percentile prompt and output tokens';

CREATE FUNCTION @extschema@.plan_serving(rate double precision, p95_ms double precision, model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, tokens_in integer DEFAULT 128, tokens_out integer DEFAULT 0, budget numeric DEFAULT NULL::numeric, "precision" text DEFAULT 'fp16'::text, pricing text DEFAULT 'on_demand'::text, batch_windows_ms integer[] DEFAULT '{0,5,10,20}'::integer[], max_replicas integer DEFAULT 32, active_hours double precision DEFAULT 24, framework text DEFAULT NULL::text, ttft_ms double precision DEFAULT NULL::double precision, tpot_ms double precision DEFAULT NULL::double precision, max_gpus_per_replica integer DEFAULT 8, requests regclass DEFAULT NULL::regclass) RETURNS TABLE(rank bigint, device text, provider text, instance_type text, region text, offer_pricing text, capacity text, replicas integer, batch_window_ms integer, batch_size integer, utilization double precision, p50_latency_ms double precision, p95_latency_ms double precision, cold_start_s integer, usd_per_hour numeric, usd_per_day numeric, usd_per_million_requests numeric, kv_sequences integer, meets_budget boolean, gpus_per_replica integer, ttft_p50_ms double precision, ttft_p95_ms double precision, tpot_p50_ms double precision, tpot_p95_ms double precision)
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
     round(((((c.usd_per_hour * v.extra) * v.billed_hours) / (((mix.served_rate)::numeric * (COALESCE(plan_serving.active_hours, (24)::double precision))::numeric) * (3600)::numeric)) * '1000000'::numeric), 4) AS round,
     c.kv_sequences,
     ((plan_serving.budget IS NULL) OR ((c.usd_per_hour * v.extra) <= plan_serving.budget)),
     c.gpus_per_replica,
     (round((c.ttft_p50_ms)::numeric, 2))::double precision AS round,
     (round((c.ttft_p95_ms)::numeric, 2))::double precision AS round,
     (round((c.tpot_p50_ms)::numeric, 2))::double precision AS round,
     (round((c.tpot_p95_ms)::numeric, 2))::double precision AS round
    FROM ((( SELECT COALESCE(r.peak_rate, plan_serving.rate) AS plan_rate,
             COALESCE(r.rate, plan_serving.rate) AS served_rate,
             COALESCE((ceil(r.tokens_in_mean))::integer, plan_serving.tokens_in) AS tokens_in,
             COALESCE((ceil(r.tokens_out_mean))::integer, plan_serving.tokens_out) AS tokens_out
            FROM @extschema@.request_mix(plan_serving.requests) r(request_count, seconds, rate, peak_rate, tokens_in_mean, tokens_in_p95, tokens_out_mean, tokens_out_p95)) mix
      CROSS JOIN LATERAL @extschema@.serving_candidates(mix.plan_rate, plan_serving.p95_ms, plan_serving.model, plan_serving.params, mix.tokens_in, mix.tokens_out, plan_serving."precision", plan_serving.pricing, plan_serving.batch_windows_ms, plan_serving.max_replicas, plan_serving.framework, plan_serving.ttft_ms, plan_serving.tpot_ms, plan_serving.max_gpus_per_replica) c(device, provider, instance_type, region, offer_pricing, replicas, batch_window_ms, batch_size, utilization, p50_latency_ms, p95_latency_ms, usd_per_hour, kv_sequences, gpus_per_replica, ttft_p50_ms, ttft_p95_ms, tpot_p50_ms, tpot_p95_ms))
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

COMMENT ON FUNCTION @extschema@.plan_serving(rate double precision, p95_ms double precision, model text, params double precision, tokens_in integer, tokens_out integer, budget numeric, "precision" text, pricing text, batch_windows_ms integer[], max_replicas integer, active_hours double precision, framework text, ttft_ms double precision, tpot_ms double precision, max_gpus_per_replica integer, requests regclass) IS 'serving plans meeting latency targets at a request rate (or for a table of requests): CPU replicas; for generation GPU replicas of one or several GPUs (tensor parallel) with continuous batching, timed by ttft() and tpot(); otherwise single-GPU replicas with micro-batching; sized with an M/M/c queue, dedicated, on spot (a spare replica) or scaled to zero outside active_hours (one cold start a day); utilisation, p50/p95 latency, time to first token and per output token, cost per hour, per day and per million requests, KV-cache capacity; within budget first, then by daily cost';

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
    PERFORM @extschema@.range_argument(rate, 'rate'::text, 1e-30::float8, 1e15::float8, 'Arrivals per second, such as 40.'::text);
    PERFORM @extschema@.range_argument(service_ms, 'service_ms'::text, 1e-9::float8, 1e12::float8, 'The mean time to serve one request, in milliseconds, such as 12.5.'::text);
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

CREATE FUNCTION @extschema@.rank_gpus(w @extschema@.workload, objective text DEFAULT 'cost'::text, pricing text DEFAULT 'on_demand'::text, max_gpus integer DEFAULT 8, deadline interval DEFAULT NULL::interval, budget numeric DEFAULT NULL::numeric, at timestamp with time zone DEFAULT now(), providers text[] DEFAULT NULL::text[], regions text[] DEFAULT NULL::text[], host_arch text DEFAULT NULL::text, reserved_utilization double precision DEFAULT NULL::double precision) RETURNS SETOF @extschema@.gpu_rank
    LANGUAGE c STABLE ROWS 50 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'rank_gpus';

COMMENT ON FUNCTION @extschema@.rank_gpus(w @extschema@.workload, objective text, pricing text, max_gpus integer, deadline interval, budget numeric, at timestamp with time zone, providers text[], regions text[], host_arch text, reserved_utilization double precision) IS 'every offer in force at "at", of the providers and regions and on the host CPU given (NULL: any), whose hardware runs the job and where it fits, with hours (spot: with its interruptions) and billed cost (a reservation: over the share of its term in use, reserved_utilization, without which pricing any leaves reservations out), ranked by objective (cost, time, balanced), pareto marking the cost/time frontier';

CREATE FUNCTION @extschema@.recommend(w @extschema@.workload, objective text DEFAULT 'cost'::text, pricing text DEFAULT 'on_demand'::text, max_gpus integer DEFAULT 8, deadline interval DEFAULT NULL::interval, budget numeric DEFAULT NULL::numeric, at timestamp with time zone DEFAULT now(), providers text[] DEFAULT NULL::text[], regions text[] DEFAULT NULL::text[], host_arch text DEFAULT NULL::text, reserved_utilization double precision DEFAULT NULL::double precision, notice boolean DEFAULT true) RETURNS @extschema@.gpu_rank
    LANGUAGE c STABLE PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'recommend';

COMMENT ON FUNCTION @extschema@.recommend(w @extschema@.workload, objective text, pricing text, max_gpus integer, deadline interval, budget numeric, at timestamp with time zone, providers text[], regions text[], host_arch text, reserved_utilization double precision, notice boolean) IS 'rank_gpus()''s first row; NULL when nothing fits, with rank_gpus()''s NOTICE saying why (notice => false: none); reads the catalog once per query';

CREATE PROCEDURE @extschema@.refresh_recommendations(IN jobs regclass, IN objective text DEFAULT 'cost'::text, IN pricing text DEFAULT 'on_demand'::text, IN providers text[] DEFAULT NULL::text[], IN regions text[] DEFAULT NULL::text[], IN host_arch text DEFAULT NULL::text, IN reserved_utilization double precision DEFAULT NULL::double precision, IN constraints text DEFAULT NULL::text, IN incremental boolean DEFAULT true)
    LANGUAGE plpgsql
    SET jit TO 'off'
    SET parallel_tuple_cost TO '0.01'
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $_$
DECLARE
    gen bigint;
    has_cost boolean;
    has_peak boolean;
    has_util boolean;
    has_rate boolean;
    has_p95 boolean;
    changed bigint;
    removed bigint;
    missing text;
    culprit text;
    col text;
    opts text;
    defn text;
    st record;
    ids text[];
    everything boolean;
    rows_sql text;
    tracked boolean := false;
    took_log boolean := false;
    id_type text;
    rel record;
    base_ids text;
    base_text_ids text;
    base_cast text;
    cost_e text;
    peak_e text;
    util_e text;
    rate_e text;
    p95_e text;
    fingerprint text;
    rebuild boolean;
    distributed boolean := false;
    by_ids boolean := false;
    review_call text;
    reviewed text;
    map_hint constant text := 'Map your job table in a view: job_id, workload (@extschema@.training_job(...) or inference_job(...)), gpu, gpu_count, hours, and optionally cost, peak, utilization, and rate and p95_ms for an always-on service.';
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
    -- a named set of constraints, or the constraints given, not both
    IF constraints IS NOT NULL THEN
        IF providers IS NOT NULL OR regions IS NOT NULL OR host_arch IS NOT NULL THEN
            RAISE EXCEPTION 'give constraints or providers, regions and host_arch, not both'
                USING ERRCODE = 'invalid_parameter_value',
                      HINT = 'constraints names a row of @extschema@.team_constraints, which holds all three.';
        END IF;
        SELECT t.providers, t.regions, t.host_arch INTO providers, regions, host_arch
          FROM @extschema@.team_constraints t WHERE t.name = constraints;
        IF NOT FOUND THEN
            RAISE EXCEPTION 'constraints "%" is not in @extschema@.team_constraints', constraints
                USING ERRCODE = 'invalid_parameter_value',
                      HINT = coalesce('Valid values are: ' || (SELECT string_agg(t.name, ', ' ORDER BY t.name)
                                                                FROM @extschema@.team_constraints t) || '.',
                                      'Insert the team''s constraints into @extschema@.team_constraints first.');
        END IF;
    END IF;
    PERFORM @extschema@.recommend(NULL::@extschema@.workload, objective, pricing, 8, NULL::interval, NULL::numeric,
                                  now(), providers, regions, host_arch, reserved_utilization);
    PERFORM pg_advisory_xact_lock(hashtext('@extschema@.refresh_recommendations'), jobs::oid::integer);
    SELECT generation INTO gen FROM @extschema@.catalog_generation;
    SELECT bool_or(attname = 'cost'), bool_or(attname = 'peak'), bool_or(attname = 'utilization'),
           bool_or(attname = 'rate'), bool_or(attname = 'p95_ms')
      INTO has_cost, has_peak, has_util, has_rate, has_p95
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

    -- the options a recommendation depends on (the constraints only where
    -- given, so that earlier fingerprints stay valid)
    opts := '|' || objective || '|' || pricing
            || CASE WHEN providers IS NOT NULL OR regions IS NOT NULL OR host_arch IS NOT NULL
                         OR reserved_utilization IS NOT NULL
                    THEN '|' || coalesce(providers::text, '') || '|' || coalesce(regions::text, '')
                         || '|' || coalesce(host_arch, '') || '|' || coalesce(reserved_utilization::text, '')
                    ELSE '' END;
    defn := (SELECT md5(pg_get_viewdef(c.oid)) FROM pg_class c WHERE c.oid = jobs AND c.relkind = 'v');
    incremental := coalesce(incremental, true);

    -- review_job()'s inputs, in its types; a job's fingerprint hashes them
    -- (a changed column the review does not read changes no recommendation)
    cost_e := CASE WHEN has_cost THEN 'j.cost::numeric' ELSE 'NULL::numeric' END;
    peak_e := CASE WHEN has_peak THEN 'j.peak::@extschema@.memsize' ELSE 'NULL::@extschema@.memsize' END;
    util_e := CASE WHEN has_util THEN 'j.utilization::float8' ELSE 'NULL::float8' END;
    -- an always-on service: a row with rate and p95_ms
    rate_e := CASE WHEN has_rate THEN 'j.rate::float8' ELSE 'NULL::float8' END;
    p95_e := CASE WHEN has_p95 THEN 'j.p95_ms::float8' ELSE 'NULL::float8' END;
    -- and the options (a job reviewed under others is reviewed again)
    fingerprint := format('(pg_catalog.hash_record_extended(ROW(j.workload::@extschema@.workload, j.gpu::text, j.gpu_count::integer, j.hours::float8, %s, %s, %s, %s, %s), 0::bigint)::text || %L)',
                          cost_e, peak_e, util_e, rate_e, p95_e, opts);

    -- tracked, and nothing but jobs changed since the last refresh: review
    -- the jobs the change log names, and no other.  (OFFSET 0 keeps the
    -- rows a subquery: a view flattened into the statement would build a
    -- job's workload again for every use of it.)
    SELECT * INTO st FROM @extschema@.refresh_state r WHERE r.source = jobs;
    -- the type of the history's job_id: ids looked up in it reach the
    -- table's own index (or a hashed list)
    id_type := (SELECT format_type(a.atttypid, a.atttypmod) FROM pg_attribute a
                WHERE a.attrelid = jobs AND a.attname = 'job_id' AND NOT a.attisdropped);
    -- a history of tables Citus distributes: no triggers (they would log on
    -- the workers) and no temporary table (its distributed transactions
    -- refuse them); the changed jobs are found by their fingerprints, and
    -- the reviews run on the workers, in subqueries that end in OFFSET 0 so
    -- that the coordinator adds the source and the time
    IF to_regclass('pg_catalog.pg_dist_partition') IS NOT NULL THEN
        EXECUTE 'SELECT EXISTS (SELECT FROM @extschema@.history_tables($1) t(rel)
                                JOIN pg_catalog.pg_dist_partition p ON p.logicalrelid = t.rel)'
            INTO distributed USING jobs;
    END IF;
    IF incremental AND st.tracked AND st.options = opts AND st.catalog_generation = gen
       AND st.definition IS NOT DISTINCT FROM defn THEN
        WITH d AS (DELETE FROM @extschema@.job_change c WHERE c.source = jobs RETURNING c.job_id)
        SELECT array_agg(DISTINCT d.job_id) FILTER (WHERE d.job_id IS NOT NULL), coalesce(bool_or(d.job_id IS NULL), false)
          INTO ids, everything FROM d;
        IF NOT everything THEN
            took_log := true;
            by_ids := true;
            rows_sql := format('(SELECT j.*, %s AS cs_fingerprint
                                 FROM %s j WHERE j.job_id = ANY (%L::text[]::%s[]) OFFSET 0)',
                               fingerprint, jobs, coalesce(ids, '{}'), id_type);
        END IF;
    END IF;
    -- every job's recommendation changes (the first refresh of the
    -- history, another catalog generation or other options): the jobs gone
    -- are counted, the rest deleted, and every job inserted afresh; else
    -- the jobs that changed replace theirs
    rebuild := rows_sql IS NULL
               AND (NOT EXISTS (SELECT FROM @extschema@.recommendation r WHERE r.source = jobs)
                    OR (st.source IS NOT NULL AND (st.options IS DISTINCT FROM opts
                                                   OR st.catalog_generation IS DISTINCT FROM gen)));
    IF rows_sql IS NULL THEN
        DELETE FROM @extschema@.job_change c WHERE c.source = jobs;
    END IF;
    IF rows_sql IS NULL AND distributed AND NOT rebuild THEN
        -- every job's fingerprint against its recommendation's, on the
        -- coordinator: the ids of the jobs changed, new or gone
        EXECUTE format($q$SELECT array_agg(coalesce(j.job_id, old.job_id))
                            FROM (SELECT j.job_id::text AS job_id, %1$s AS fp FROM %2$s j OFFSET 0) j
                            FULL JOIN (SELECT o.job_id, o.job_fingerprint, o.catalog_generation
                                         FROM @extschema@.recommendation o WHERE o.source = %3$s::oid) old
                              ON old.job_id = j.job_id
                           WHERE j.job_id IS NULL OR old.job_id IS NULL OR old.job_fingerprint <> j.fp
                              OR old.catalog_generation <> %4$s$q$,
                       fingerprint, jobs, jobs::oid, gen) INTO ids;
        by_ids := true;
        rows_sql := format('(SELECT j.*, %s AS cs_fingerprint FROM %s j WHERE j.job_id = ANY (%L::text[]::%s[]))',
                           fingerprint, jobs, coalesce(ids, '{}'), id_type);
    END IF;

    -- the jobs gone: of the logged ones, or of all (a set difference, whose
    -- plan no statistics turn into a loop over every pair)
    IF (rebuild AND NOT EXISTS (SELECT FROM @extschema@.recommendation r WHERE r.source = jobs))
       OR (by_ids AND coalesce(cardinality(ids), 0) = 0) THEN
        removed := 0;   -- the first refresh, or no job changed: nothing to remove
    ELSIF by_ids THEN
        EXECUTE format($q$
            DELETE FROM @extschema@.recommendation r
            USING (SELECT c.id FROM unnest(%2$L::text[]) AS c(id)
                   EXCEPT SELECT j.job_id::text FROM %1$s j WHERE j.job_id = ANY (%2$L::text[]::%3$s[]) OFFSET 0) gone
            WHERE r.source = %4$s::oid AND r.job_id = gone.id
            $q$, jobs::text, coalesce(ids, '{}'), id_type, jobs::oid);
        GET DIAGNOSTICS removed = ROW_COUNT;
    ELSE
        EXECUTE format($q$
            DELETE FROM @extschema@.recommendation r
            USING (SELECT old.job_id FROM @extschema@.recommendation old WHERE old.source = %2$s::oid
                   EXCEPT SELECT j.job_id::text FROM (SELECT j.job_id FROM %1$s j OFFSET 0) j) gone
            WHERE r.source = %2$s::oid AND r.job_id = gone.job_id
            $q$, jobs::text, jobs::oid);
        GET DIAGNOSTICS removed = ROW_COUNT;
    END IF;
    IF rebuild THEN
        DELETE FROM @extschema@.recommendation r WHERE r.source = jobs;
        rows_sql := format('(SELECT j.*, %s AS cs_fingerprint FROM %s j%s)', fingerprint, jobs,
                           CASE WHEN distributed THEN '' ELSE ' OFFSET 0' END);
    ELSIF rows_sql IS NULL THEN
        -- every job whose inputs, options or catalog generation differ from
        -- its recommendation's: a subquery per job on the primary key, a
        -- plan no statistics change
        rows_sql := format($q$(SELECT j.* FROM (SELECT j.*, %3$s AS cs_fingerprint FROM %1$s j OFFSET 0) j
                               WHERE (SELECT old.job_fingerprint || '|' || old.catalog_generation
                                        FROM @extschema@.recommendation old
                                       WHERE old.source = %1$L::regclass AND old.job_id = j.job_id::text)
                                     IS DISTINCT FROM j.cs_fingerprint || '|' || %2$s)$q$,
                           jobs, gen, fingerprint);
    END IF;

    -- the review of the jobs to recompute, one row each
    -- at the time of the refresh (one value, on every node)
    review_call := format('@extschema@.review_job(j.workload::@extschema@.workload, j.gpu::text, j.gpu_count::integer, j.hours::float8, %s, %s, %s, %L::text, %L::text, %L::timestamptz, %L::text[], %L::text[], %L::text, %L::float8, %s, %s)',
                          cost_e, peak_e, util_e, objective, pricing, now(), providers, regions, host_arch,
                          reserved_utilization, rate_e, p95_e);
    reviewed := format('(SELECT j.job_id::text AS job_id, j.cs_fingerprint, %s AS actual_cost, v.* FROM %s j CROSS JOIN LATERAL %s v%s)',
                       cost_e, rows_sql, review_call, CASE WHEN distributed THEN ' OFFSET 0' ELSE '' END);
    -- every job afresh: reviewed by parallel workers into a temporary table
    -- (an INSERT's own query runs in one process), then inserted.  Not under
    -- Citus, whose distributed transactions refuse temporary tables, nor
    -- for a role that may not create them.
    IF rebuild AND to_regclass('pg_catalog.pg_dist_partition') IS NULL
       AND has_database_privilege(current_database(), 'TEMPORARY') THEN
        IF to_regclass('pg_temp.computesize_refresh') IS NOT NULL THEN
            DROP TABLE pg_temp.computesize_refresh;
        END IF;
        EXECUTE format('CREATE TEMPORARY TABLE computesize_refresh ON COMMIT DROP AS
                        SELECT j.job_id::text AS job_id, %s AS cs_fingerprint, %s AS actual_cost, v.*
                          FROM %s j CROSS JOIN LATERAL %s v',
                       fingerprint, cost_e, jobs, review_call);
        reviewed := 'pg_temp.computesize_refresh';
    END IF;

    -- a job_id that two rows share, or none, is reported by its value (the
    -- insert's own errors quoted the whole generated statement); no job
    -- changed, no statement (each costs a round of every shard under Citus)
    changed := 0;
    BEGIN
    IF by_ids AND coalesce(cardinality(ids), 0) = 0 THEN
        NULL;
    ELSE
    EXECUTE format($q$
        INSERT INTO @extschema@.recommendation AS t
            (source, job_id, job_fingerprint, catalog_generation, computed_at,
             gpu_id, memory_fill, oom_risk, overprovisioned, slowdown, actual_cost,
             cost_at_current_prices, recommended_gpu, recommended_gpu_count,
             recommended_provider, recommended_instance_type, recommended_pricing,
             recommended_hours, recommended_cost, savings, objective, pricing,
             reason, providers, regions, host_arch)
        SELECT %1$s::oid, r.job_id, r.cs_fingerprint, %2$s, %10$L::timestamptz,
               r.gpu_id, r.memory_fill, r.oom_risk, r.overprovisioned, r.slowdown, r.actual_cost,
               r.cost_at_current_prices, r.recommended_gpu, r.recommended_gpu_count,
               r.recommended_provider, r.recommended_instance_type, r.recommended_pricing,
               r.recommended_hours, r.recommended_cost, r.savings, %3$L, %4$L,
               r.reason, %5$L::text[], %6$L::text[], %7$L
        FROM %8$s r
        %9$s
        $q$, jobs::oid, gen, objective, pricing, providers, regions, host_arch, reviewed,
        -- a refresh that deleted its rows inserts; others replace what they recompute
        CASE WHEN rebuild THEN '' ELSE $c$
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
            objective = EXCLUDED.objective, pricing = EXCLUDED.pricing,
            reason = EXCLUDED.reason, providers = EXCLUDED.providers, regions = EXCLUDED.regions,
            host_arch = EXCLUDED.host_arch
        $c$ END, now());
    GET DIAGNOSTICS changed = ROW_COUNT;
    END IF;
    EXCEPTION
        WHEN cardinality_violation OR unique_violation THEN
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
    IF reviewed = 'pg_temp.computesize_refresh' THEN
        DROP TABLE pg_temp.computesize_refresh;
    END IF;

    -- after a full refresh: triggers on the tables the job history reads
    -- log what changes, so that the next refresh reviews only that.  Only
    -- where every one of them is a table the caller may add triggers to,
    -- and the history's job ids are ids of those tables (the log's keys)
    tracked := took_log;
    IF incremental AND distributed THEN
        RAISE NOTICE 'computesize: % reads tables Citus distributes: each refresh compares every job''s fingerprint and reviews the jobs that changed', jobs;
    ELSIF incremental AND NOT took_log THEN
        BEGIN
            tracked := true;
            base_ids := NULL;
            base_text_ids := NULL;
            base_cast := '';
            FOR rel IN SELECT c.oid::regclass AS name, c.relkind,
                              (SELECT format_type(a.atttypid, a.atttypmod) FROM pg_attribute a
                                WHERE a.attrelid = c.oid AND a.attname = 'job_id' AND a.attnum > 0
                                  AND NOT a.attisdropped) AS job_id_type
                       FROM @extschema@.history_tables(jobs) t(rel) JOIN pg_class c ON c.oid = t.rel LOOP
                IF rel.relkind NOT IN ('r', 'p') THEN
                    tracked := false;
                    EXIT;
                END IF;
                IF rel.job_id_type IS NOT NULL THEN
                    base_ids := concat_ws(' UNION ', base_ids, format('SELECT b.job_id FROM %s b', rel.name));
                    base_text_ids := concat_ws(' UNION ', base_text_ids, format('SELECT b.job_id::text FROM %s b', rel.name));
                    -- ids compared in their own type where every table's is the
                    -- history's (a sort of text costs twice as much)
                    IF rel.job_id_type IS DISTINCT FROM id_type THEN
                        base_cast := '::text';
                    END IF;
                END IF;
                EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.job_changes(%s)',
                               format('computesize_jobs_%s_ins', jobs::oid), rel.name, jobs::oid);
                EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.job_changes(%s)',
                               format('computesize_jobs_%s_upd', jobs::oid), rel.name, jobs::oid);
                EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.job_changes(%s)',
                               format('computesize_jobs_%s_del', jobs::oid), rel.name, jobs::oid);
                EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.job_changes(%s)',
                               format('computesize_jobs_%s_trunc', jobs::oid), rel.name, jobs::oid);
            END LOOP;
            IF tracked AND base_ids IS NOT NULL THEN
                EXECUTE format('SELECT NOT EXISTS (SELECT j.job_id%s FROM %s j EXCEPT (%s))', base_cast, jobs,
                               CASE WHEN base_cast = '' THEN base_ids ELSE base_text_ids END) INTO tracked;
            END IF;
            IF NOT tracked THEN
                RAISE insufficient_privilege;   -- undoes the triggers made
            END IF;
        EXCEPTION WHEN insufficient_privilege OR feature_not_supported OR wrong_object_type THEN
            tracked := false;
            RAISE NOTICE 'computesize: changes to % are not tracked: every refresh compares every job', jobs
                USING HINT = 'Tracking needs the right to add triggers to the tables the job history reads and to read their job_id column, and job ids those tables hold.';
        END;
    END IF;
    INSERT INTO @extschema@.refresh_state AS r (source, options, catalog_generation, definition, tracked, refreshed_at)
    VALUES (jobs, opts, gen, defn, tracked, now())
    ON CONFLICT (source) DO UPDATE SET options = EXCLUDED.options, catalog_generation = EXCLUDED.catalog_generation,
        definition = EXCLUDED.definition, tracked = EXCLUDED.tracked, refreshed_at = EXCLUDED.refreshed_at;
    RAISE NOTICE 'computesize: % recommendations of % recomputed, % removed', changed, jobs, removed;
END $_$;

COMMENT ON PROCEDURE @extschema@.refresh_recommendations(IN jobs regclass, IN objective text, IN pricing text, IN providers text[], IN regions text[], IN host_arch text, IN reserved_utilization double precision, IN constraints text, IN incremental boolean) IS 'recomputes @extschema@.recommendation for a job-history relation: new and changed jobs, every job after a catalog change or a change of objective, pricing or constraints (providers, regions, host_arch, or a named set of @extschema@.team_constraints); incremental (the default) installs triggers that log changed jobs on the tables the history reads, so that later refreshes review only those; safe while dashboards read (one transaction); schedule it with pg_cron';

CREATE FUNCTION @extschema@.reserved_pricing_argument(pricing text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    IF lower(pricing) IS DISTINCT FROM 'reserved_1y' AND lower(pricing) IS DISTINCT FROM 'reserved_3y' THEN
        RAISE EXCEPTION 'pricing "%" is not a reservation', pricing
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Valid values are: reserved_1y, reserved_3y.';
    END IF;
    RETURN lower(pricing);
END $$;

COMMENT ON FUNCTION @extschema@.reserved_pricing_argument(pricing text) IS 'the pricing of a reservation in lower case, or a 22023 error; reservation_break_even() calls it';

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
    stack text DEFAULT 'cuda'::text NOT NULL,
    compute_capability numeric,
    flash_attention boolean,
    matmul_tflops double precision,
    measured_bandwidth_gbs double precision,
    fp16_acc16_tflops double precision,
    sm_count integer,
    boost_clock_mhz integer,
    perf_source text,
    CONSTRAINT gpu_bf16_tflops_check CHECK (((bf16_tflops > (0)::double precision) AND (bf16_tflops < 'Infinity'::double precision))),
    CONSTRAINT gpu_boost_clock_mhz_check CHECK (((boost_clock_mhz > 0) AND (boost_clock_mhz < 100000))),
    CONSTRAINT gpu_compute_capability_check CHECK (((compute_capability > (0)::numeric) AND (compute_capability < (100)::numeric))),
    CONSTRAINT gpu_fp16_acc16_tflops_check CHECK (((fp16_acc16_tflops > (0)::double precision) AND (fp16_acc16_tflops < 'Infinity'::double precision))),
    CONSTRAINT gpu_fp16_tflops_check CHECK (((fp16_tflops > (0)::double precision) AND (fp16_tflops < 'Infinity'::double precision))),
    CONSTRAINT gpu_fp32_tflops_check CHECK (((fp32_tflops > (0)::double precision) AND (fp32_tflops < 'Infinity'::double precision))),
    CONSTRAINT gpu_fp8_tflops_check CHECK (((fp8_tflops > (0)::double precision) AND (fp8_tflops < 'Infinity'::double precision))),
    CONSTRAINT gpu_id_check CHECK ((id ~ '^[a-z0-9][a-z0-9_.-]*$'::text)),
    CONSTRAINT gpu_int8_tops_check CHECK (((int8_tops > (0)::double precision) AND (int8_tops < 'Infinity'::double precision))),
    CONSTRAINT gpu_interconnect_gbs_check CHECK (((interconnect_gbs > (0)::double precision) AND (interconnect_gbs < 'Infinity'::double precision))),
    CONSTRAINT gpu_matmul_tflops_check CHECK (((matmul_tflops > (0)::double precision) AND (matmul_tflops < 'Infinity'::double precision))),
    CONSTRAINT gpu_measured_bandwidth_gbs_check CHECK (((measured_bandwidth_gbs > (0)::double precision) AND (measured_bandwidth_gbs < 'Infinity'::double precision))),
    CONSTRAINT gpu_memory_bandwidth_gbs_check CHECK (((memory_bandwidth_gbs > (0)::double precision) AND (memory_bandwidth_gbs < 'Infinity'::double precision))),
    CONSTRAINT gpu_memory_check CHECK ((memory OPERATOR(@extschema@.>) '0 B'::@extschema@.memsize)),
    CONSTRAINT gpu_pcie_gen_check CHECK (((pcie_gen >= 1) AND (pcie_gen <= 7))),
    CONSTRAINT gpu_release_year_check CHECK (((release_year >= 1990) AND (release_year <= 2100))),
    CONSTRAINT gpu_sm_count_check CHECK ((sm_count > 0)),
    CONSTRAINT gpu_stack_check CHECK ((stack = ANY (ARRAY['cuda'::text, 'rocm'::text, 'xla'::text, 'neuron'::text, 'gaudi'::text]))),
    CONSTRAINT gpu_tdp_watts_check CHECK ((tdp_watts > 0)),
    CONSTRAINT gpu_tf32_tflops_check CHECK (((tf32_tflops > (0)::double precision) AND (tf32_tflops < 'Infinity'::double precision)))
);

COMMENT ON TABLE @extschema@.gpu IS 'accelerators: memory, bandwidth, dense peak TFLOPS per precision, TDP, interconnect, with sources; shipped rows have is_builtin';

COMMENT ON COLUMN @extschema@.gpu.memory IS 'memory per GPU (GiB where the vendor''s figure is a binary capacity)';

COMMENT ON COLUMN @extschema@.gpu.memory_bandwidth_gbs IS 'memory bandwidth, GB/s';

COMMENT ON COLUMN @extschema@.gpu.bf16_tflops IS 'dense (no 2:4 sparsity) tensor TFLOPS';

COMMENT ON COLUMN @extschema@.gpu.interconnect_gbs IS 'GPU-to-GPU bandwidth per GPU, GB/s';

COMMENT ON COLUMN @extschema@.gpu.stack IS 'the software stack its kernels come from: cuda (NVIDIA), rocm (AMD), xla (Google TPU), neuron (AWS Trainium, Inferentia), gaudi (Intel Gaudi)';

COMMENT ON COLUMN @extschema@.gpu.compute_capability IS 'NVIDIA''s compute capability (8.0 for the A100, 9.0 for the H100); NULL for other stacks, or not known (taken as recent)';

COMMENT ON COLUMN @extschema@.gpu.flash_attention IS 'FlashAttention 2 (CUDA: compute capability 8.0 and later; ROCm: MI200, MI300) or the stack''s own fused attention runs on it; NULL: from the compute capability';

COMMENT ON COLUMN @extschema@.gpu.matmul_tflops IS 'measured maximum achievable dense 16-bit matmul TFLOPS (bf16; fp16 where there is no bf16), as perf_source says; NULL: 80% of the spec sheet''s figure';

COMMENT ON COLUMN @extschema@.gpu.measured_bandwidth_gbs IS 'measured memory bandwidth (a large copy), GB/s; NULL: 80% of memory_bandwidth_gbs';

COMMENT ON COLUMN @extschema@.gpu.fp16_acc16_tflops IS 'dense fp16 tensor TFLOPS with fp16 accumulation where it differs from fp16_tflops (GeForce cards accumulate in fp32 at half the rate)';

COMMENT ON COLUMN @extschema@.gpu.sm_count IS 'streaming multiprocessors (AMD: compute units)';

COMMENT ON COLUMN @extschema@.gpu.boost_clock_mhz IS 'boost clock, MHz';

COMMENT ON COLUMN @extschema@.gpu.perf_source IS 'where matmul_tflops and measured_bandwidth_gbs come from, and which are not measured';

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

CREATE FUNCTION @extschema@.reservation_break_even(gpu text, provider text, pricing text DEFAULT 'reserved_1y'::text) RETURNS double precision
    LANGUAGE sql STABLE STRICT PARALLEL SAFE
    BEGIN ATOMIC
 SELECT min((r.usd_per_hour / o.usd_per_hour)) AS min
    FROM (@extschema@.offer r
      JOIN @extschema@.offer o ON (((o.provider = r.provider) AND (o.instance_type = r.instance_type) AND (o.region = r.region) AND (o.pricing = 'on_demand'::text))))
   WHERE ((r.provider = reservation_break_even.provider) AND (r.pricing = @extschema@.reserved_pricing_argument(reservation_break_even.pricing)) AND (r.instance_type IN ( SELECT i.instance_type
            FROM @extschema@.instance i
           WHERE ((i.provider = reservation_break_even.provider) AND (i.gpu_id = @extschema@.gpu_id(reservation_break_even.gpu))))) AND (o.usd_per_hour > (0)::numeric));

END;

COMMENT ON FUNCTION @extschema@.reservation_break_even(gpu text, provider text, pricing text) IS 'the share of a reservation''s term a team must keep it busy for it to cost less than on-demand: the reserved rate over the on-demand rate of the same instance and region (the lowest over the provider''s instances of the GPU); NULL where the catalog has no such pair';

CREATE FUNCTION @extschema@.review_job_args(hours double precision, cost double precision, utilization double precision, peak @extschema@.memsize) RETURNS boolean
    LANGUAGE c IMMUTABLE PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'review_job_args';

COMMENT ON FUNCTION @extschema@.review_job_args(hours double precision, cost double precision, utilization double precision, peak @extschema@.memsize) IS 'true, or a 22023 error for a job review''s logged numbers out of range (hours or cost negative or not finite, utilization outside 0..1, a negative peak); review_job() calls it';

CREATE FUNCTION @extschema@.service_arguments(w @extschema@.workload, rate double precision, p95_ms double precision) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
BEGIN
    IF rate IS NULL AND p95_ms IS NULL THEN
        RETURN true;
    END IF;
    IF rate IS NULL OR p95_ms IS NULL THEN
        RAISE EXCEPTION 'a service needs both rate and p95_ms'
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'An always-on service: rate (requests a second) and p95_ms (the 95th-percentile latency it must meet); a batch job: neither.';
    END IF;
    IF (w).kind IS DISTINCT FROM 'inference' THEN
        RAISE EXCEPTION 'a service must be an inference workload, not %', coalesce((w).kind, 'NULL')
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Build it with inference_job(model, context => ..., prompt => ...): the prompt''s tokens in, the rest of the context generated.';
    END IF;
    PERFORM @extschema@.range_argument(rate, 'rate'::text, 1e-9::float8, 1e12::float8, 'Requests per second, such as 40.'::text);
    PERFORM @extschema@.range_argument(p95_ms, 'p95_ms'::text, 1e-9::float8, 1e12::float8,
                                       'The 95th-percentile latency to meet, in milliseconds, such as 120.'::text);
    RETURN true;
END $$;

COMMENT ON FUNCTION @extschema@.service_arguments(w @extschema@.workload, rate double precision, p95_ms double precision) IS 'true, or a 22023 error for a service''s arguments (both rate and p95_ms, an inference workload, each in range); review_job() calls it';

CREATE TABLE @extschema@.provider (
    id text NOT NULL,
    name text NOT NULL,
    kind text NOT NULL,
    billing text NOT NULL,
    url text,
    source text NOT NULL,
    is_builtin boolean DEFAULT false NOT NULL,
    billing_minimum interval DEFAULT '00:00:00'::interval NOT NULL,
    spot_interruptions_per_hour double precision,
    CONSTRAINT provider_billing_check CHECK ((billing = ANY (ARRAY['per_second'::text, 'per_minute'::text, 'per_hour'::text]))),
    CONSTRAINT provider_billing_minimum_check CHECK (((billing_minimum >= '00:00:00'::interval) AND (billing_minimum < '1 day'::interval))),
    CONSTRAINT provider_id_check CHECK ((id ~ '^[a-z0-9][a-z0-9_.-]*$'::text)),
    CONSTRAINT provider_kind_check CHECK ((kind = ANY (ARRAY['hyperscaler'::text, 'gpu_cloud'::text, 'ci_runner'::text, 'marketplace'::text, 'on_premises'::text]))),
    CONSTRAINT provider_spot_interruptions_check CHECK (((spot_interruptions_per_hour >= (0)::double precision) AND (spot_interruptions_per_hour < (100)::double precision)))
);

COMMENT ON TABLE @extschema@.provider IS 'clouds, GPU clouds, CI runners and marketplaces that sell compute';

COMMENT ON COLUMN @extschema@.provider.billing_minimum IS 'the least the provider bills for a run (AWS and Google Cloud a minute, Azure five minutes), on top of the billing unit; 0 for none';

COMMENT ON COLUMN @extschema@.provider.spot_interruptions_per_hour IS 'how often its spot capacity is interrupted, an hour, from the provider''s published figures (source); NULL: none published, once a day is assumed';

CREATE FUNCTION @extschema@.review_service(w @extschema@.workload, gpu text, gpu_count integer, hours double precision, cost numeric DEFAULT NULL::numeric, peak @extschema@.memsize DEFAULT NULL::@extschema@.memsize, utilization double precision DEFAULT NULL::double precision, objective text DEFAULT 'cost'::text, pricing text DEFAULT 'on_demand'::text, at timestamp with time zone DEFAULT now(), providers text[] DEFAULT NULL::text[], regions text[] DEFAULT NULL::text[], host_arch text DEFAULT NULL::text, reserved_utilization double precision DEFAULT NULL::double precision, rate double precision DEFAULT NULL::double precision, p95_ms double precision DEFAULT NULL::double precision) RETURNS TABLE(gpu_id text, memory_per_gpu @extschema@.memsize, needed_per_gpu @extschema@.memsize, memory_fill double precision, oom_risk boolean, overprovisioned boolean, slowdown double precision, cost_at_current_prices numeric, recommended_gpu text, recommended_gpu_count integer, recommended_provider text, recommended_instance_type text, recommended_pricing text, recommended_hours double precision, recommended_cost numeric, savings numeric, reason text)
    LANGUAGE sql STABLE PARALLEL SAFE
    BEGIN ATOMIC
 SELECT g.id,
     g.memory,
     m.total,
     (((COALESCE(review_service.peak, m.total))::bigint)::double precision / ((g.memory)::bigint)::double precision),
         CASE
             WHEN (review_service.peak IS NOT NULL) THEN (((review_service.peak)::bigint)::numeric > (0.90 * ((g.memory)::bigint)::numeric))
             ELSE (((m.total)::bigint)::numeric > (0.95 * ((g.memory)::bigint)::numeric))
         END AS "case",
     (review_service.utilization < (0.20)::double precision),
         CASE
             WHEN (review_service.rate IS NULL) THEN s.slowdown
             ELSE NULL::double precision
         END AS "case",
     round(((k.usd_per_gpu_hour * (review_service.gpu_count)::numeric) * (review_service.hours)::numeric), 2) AS round,
     COALESCE(r.gpu, sp.gpu_id) AS "coalesce",
     COALESCE(r.gpu_count, (sp.replicas * sp.instance_gpus)) AS "coalesce",
     COALESCE(r.provider, sp.provider) AS "coalesce",
     COALESCE(r.instance_type, sp.instance_type) AS "coalesce",
     COALESCE(r.pricing, sp.offer_pricing) AS "coalesce",
         CASE
             WHEN (review_service.rate IS NOT NULL) THEN
             CASE
                 WHEN (sp.instance_type IS NOT NULL) THEN review_service.hours
                 ELSE NULL::double precision
             END
             ELSE (r.hours * s.slowdown)
         END AS "case",
     round(b.cost, 2) AS round,
     round((COALESCE(review_service.cost, ((k.usd_per_gpu_hour * (review_service.gpu_count)::numeric) * (review_service.hours)::numeric)) - b.cost), 2) AS round,
         CASE
             WHEN (review_service.rate IS NOT NULL) THEN
             CASE
                 WHEN (sp.instance_type IS NULL) THEN format('no plan serves %s requests/s within %s ms at the 95th percentile'::text, review_service.rate, review_service.p95_ms)
                 ELSE format('an always-on service: the cheapest plan that serves %s requests/s within %s ms at the 95th percentile is %s x %s (%s, %s), %s USD an hour for its %s hours'::text, review_service.rate, review_service.p95_ms, sp.replicas, sp.instance_type, sp.device, sp.provider, sp.usd_per_hour, review_service.hours)
             END
             WHEN (r.gpu IS NULL) THEN @extschema@.no_offer_reason(review_service.w, review_service.objective, review_service.pricing, 8, NULL::interval, NULL::numeric, review_service.at, review_service.providers, review_service.regions, review_service.host_arch, review_service.reserved_utilization)
             ELSE NULL::text
         END AS "case"
    FROM (((((((( SELECT @extschema@.gpu_id(review_service.gpu) AS id,
                 CASE
                     WHEN (@extschema@.gpu_id(review_service.gpu) IS NOT NULL) THEN @extschema@.gpu_hour_price(review_service.gpu, 'on_demand'::text, review_service.at)
                     ELSE NULL::numeric
                 END AS usd_per_gpu_hour
           WHERE (@extschema@.review_job_args(review_service.hours,
                 CASE
                     WHEN ((abs(review_service.cost) < '100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000'::numeric) OR (review_service.cost = 'NaN'::numeric)) THEN (review_service.cost)::double precision
                     WHEN (review_service.cost > (0)::numeric) THEN 'Infinity'::double precision
                     WHEN (review_service.cost < (0)::numeric) THEN '-Infinity'::double precision
                     ELSE NULL::double precision
                 END, review_service.utilization, review_service.peak) AND @extschema@.service_arguments(review_service.w, review_service.rate, review_service.p95_ms))) k
      LEFT JOIN @extschema@.gpu g ON ((g.id = k.id)))
      LEFT JOIN LATERAL @extschema@.memory(review_service.w, review_service.gpu_count) m(weights, gradients, optimizer, activations, kv_cache, overhead, total, gpus, allocated, reserved, trainable_params, optimizer_step) ON (true))
      LEFT JOIN LATERAL ( SELECT
                 CASE
                     WHEN ((k.id IS NOT NULL) AND (review_service.hours > (0)::double precision)) THEN GREATEST((1.0)::double precision, (review_service.hours / (GREATEST((EXTRACT(epoch FROM @extschema@.duration(review_service.w, k.id, review_service.gpu_count)) / 3600.0), ((1)::numeric / '3600000000'::numeric)))::double precision))
                     ELSE (1.0)::double precision
                 END AS slowdown) s ON (true))
      LEFT JOIN LATERAL ( SELECT x.rank,
             x.gpu,
             x.gpu_count,
             x.provider,
             x.instance_type,
             x.region,
             x.pricing,
             x.memory_per_gpu,
             x.needed_per_gpu,
             x.headroom,
             x.usd_per_hour,
             x.hours,
             x.cost,
             x.pareto
            FROM @extschema@.recommend(review_service.w, review_service.objective, review_service.pricing, 8, NULL::interval, NULL::numeric, review_service.at, review_service.providers, review_service.regions, review_service.host_arch, review_service.reserved_utilization, false) x(rank, gpu, gpu_count, provider, instance_type, region, pricing, memory_per_gpu, needed_per_gpu, headroom, usd_per_hour, hours, cost, pareto)
           WHERE (review_service.rate IS NULL)) r ON (true))
      LEFT JOIN LATERAL ( SELECT p.device,
             p.provider,
             p.instance_type,
             p.offer_pricing,
             p.replicas,
             p.usd_per_hour,
             i.gpu_id,
             i.gpu_count AS instance_gpus
            FROM (@extschema@.plan_serving(review_service.rate, review_service.p95_ms, (review_service.w).model,
                 CASE
                     WHEN ((review_service.w).model IS NULL) THEN (review_service.w).params
                     ELSE NULL::double precision
                 END, COALESCE((review_service.w).prompt, (review_service.w).seq_len), ((review_service.w).seq_len - COALESCE((review_service.w).prompt, (review_service.w).seq_len)), NULL::numeric, (review_service.w)."precision", review_service.pricing) p(rank, device, provider, instance_type, region, offer_pricing, capacity, replicas, batch_window_ms, batch_size, utilization, p50_latency_ms, p95_latency_ms, cold_start_s, usd_per_hour, usd_per_day, usd_per_million_requests, kv_sequences, meets_budget)
              JOIN @extschema@.instance i ON (((i.provider = p.provider) AND (i.instance_type = p.instance_type))))
           WHERE ((review_service.rate IS NOT NULL) AND ((review_service.providers IS NULL) OR (p.provider = ANY (review_service.providers))) AND ((review_service.regions IS NULL) OR (p.region = ANY (review_service.regions))) AND ((review_service.host_arch IS NULL) OR (COALESCE(i.cpu_arch, 'x86_64'::text) = review_service.host_arch)))
           ORDER BY p.usd_per_hour, p.p95_latency_ms
          LIMIT 1) sp ON (true))
      LEFT JOIN @extschema@.provider v ON ((v.id = r.provider)))
      LEFT JOIN LATERAL ( SELECT
                 CASE
                     WHEN (review_service.rate IS NOT NULL) THEN (sp.usd_per_hour * (review_service.hours)::numeric)
                     ELSE (r.usd_per_hour * (@extschema@.billed_hours((r.hours * s.slowdown), v.billing, v.billing_minimum))::numeric)
                 END AS cost) b ON (true));

END;

COMMENT ON FUNCTION @extschema@.review_service(w @extschema@.workload, gpu text, gpu_count integer, hours double precision, cost numeric, peak @extschema@.memsize, utilization double precision, objective text, pricing text, at timestamp with time zone, providers text[], regions text[], host_arch text, reserved_utilization double precision, rate double precision, p95_ms double precision) IS 'review_job() of an always-on service (rate and p95_ms): the cheapest serving plan, CPU included, for its wall-clock hours; review_job() calls it';

CREATE FUNCTION @extschema@.review_job(w @extschema@.workload, gpu text, gpu_count integer, hours double precision, cost numeric DEFAULT NULL::numeric, peak @extschema@.memsize DEFAULT NULL::@extschema@.memsize, utilization double precision DEFAULT NULL::double precision, objective text DEFAULT 'cost'::text, pricing text DEFAULT 'on_demand'::text, at timestamp with time zone DEFAULT now(), providers text[] DEFAULT NULL::text[], regions text[] DEFAULT NULL::text[], host_arch text DEFAULT NULL::text, reserved_utilization double precision DEFAULT NULL::double precision, rate double precision DEFAULT NULL::double precision, p95_ms double precision DEFAULT NULL::double precision) RETURNS TABLE(gpu_id text, memory_per_gpu @extschema@.memsize, needed_per_gpu @extschema@.memsize, memory_fill double precision, oom_risk boolean, overprovisioned boolean, slowdown double precision, cost_at_current_prices numeric, recommended_gpu text, recommended_gpu_count integer, recommended_provider text, recommended_instance_type text, recommended_pricing text, recommended_hours double precision, recommended_cost numeric, savings numeric, reason text)
    LANGUAGE c STABLE PARALLEL SAFE COST 1000 ROWS 1
    AS 'MODULE_PATHNAME', 'review_job';

COMMENT ON FUNCTION @extschema@.review_job(w @extschema@.workload, gpu text, gpu_count integer, hours double precision, cost numeric, peak @extschema@.memsize, utilization double precision, objective text, pricing text, at timestamp with time zone, providers text[], regions text[], host_arch text, reserved_utilization double precision, rate double precision, p95_ms double precision) IS 'a job of a history reviewed: catalog GPU, memory fill and out-of-memory risk (peak over 90% of the card, or an estimate over 95%), idle GPU (utilization under 20%), slowdown against the model, cost at today''s cheapest on-demand price, and the recommended configuration within the constraints given, with its hours and cost at the same slowdown (an always-on service, with rate and p95_ms: the cheapest serving plan, CPU included, for its wall-clock hours), and the saving; reason says how a service''s plan was chosen, or why there is no recommendation';

CREATE FUNCTION @extschema@.runs_on(w @extschema@.workload, gpu text) RETURNS boolean
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_runs_on';

COMMENT ON FUNCTION @extschema@.runs_on(w @extschema@.workload, gpu text) IS 'whether the job can run on a catalog GPU: its framework targets the GPU''s software stack, and the kernels its method, precision and optimizer need run there; reads the catalog once per query';

CREATE FUNCTION @extschema@.spot_hours(hours double precision, interruptions_per_hour double precision, checkpoint_every interval DEFAULT NULL::interval, restart interval DEFAULT NULL::interval) RETURNS double precision
    LANGUAGE c IMMUTABLE PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'spot_hours';

COMMENT ON FUNCTION @extschema@.spot_hours(hours double precision, interruptions_per_hour double precision, checkpoint_every interval, restart interval) IS 'expected wall hours on spot capacity for work of "hours": hours x (1 + rate x (min(hours, checkpoint) / 2 + restart)); NULL rate: once a day, NULL checkpoint: 1 hour, NULL restart: 10 minutes';

CREATE FUNCTION @extschema@.to_unit(m @extschema@.memsize, unit text) RETURNS numeric
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'memsize_to_unit';

COMMENT ON FUNCTION @extschema@.to_unit(m @extschema@.memsize, unit text) IS 'exact amount in the given unit, as numeric (for charts and BI tools)';

CREATE FUNCTION @extschema@.training_job(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, method text DEFAULT 'full'::text, "precision" text DEFAULT 'bf16'::text, optimizer text DEFAULT 'adamw'::text, batch integer DEFAULT 1, seq_len integer DEFAULT NULL::integer, tokens double precision DEFAULT NULL::double precision, gradient_checkpointing boolean DEFAULT NULL::boolean, flash_attention boolean DEFAULT true, lora_rank integer DEFAULT NULL::integer, lora_targets text DEFAULT NULL::text, zero_stage integer DEFAULT 0, gpus integer DEFAULT 1, framework text DEFAULT 'pytorch'::text, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, mixed_precision boolean DEFAULT NULL::boolean, chunked_loss boolean DEFAULT NULL::boolean, optimizer_in_backward boolean DEFAULT false, activation_offloading boolean DEFAULT false, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, dropout boolean DEFAULT NULL::boolean, compiled boolean DEFAULT false, lora_dropout double precision DEFAULT NULL::double precision, gradient_accumulation integer DEFAULT 1, lora_dtype text DEFAULT NULL::text, num_labels integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, galore_rank integer DEFAULT NULL::integer, offload text DEFAULT NULL::text, hidden_act text DEFAULT NULL::text) RETURNS @extschema@.workload
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'training_job';

COMMENT ON FUNCTION @extschema@.training_job(model text, params double precision, method text, "precision" text, optimizer text, batch integer, seq_len integer, tokens double precision, gradient_checkpointing boolean, flash_attention boolean, lora_rank integer, lora_targets text, zero_stage integer, gpus integer, framework text, layers integer, hidden integer, heads integer, kv_heads integer, intermediate integer, vocab integer, head_dim integer, mixed_precision boolean, chunked_loss boolean, optimizer_in_backward boolean, activation_offloading boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, dropout boolean, compiled boolean, lora_dropout double precision, gradient_accumulation integer, lora_dtype text, num_labels integer, cuda_context @extschema@.memsize, galore_rank integer, offload text, hidden_act text) IS 'a training job (full fine-tuning, LoRA or QLoRA); model => name fills the architecture from @extschema@.model, explicit arguments override it';

CREATE FUNCTION @extschema@.training_memory(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, method text DEFAULT 'full'::text, "precision" text DEFAULT 'bf16'::text, optimizer text DEFAULT 'adamw'::text, batch integer DEFAULT 1, seq_len integer DEFAULT NULL::integer, tokens double precision DEFAULT NULL::double precision, gradient_checkpointing boolean DEFAULT NULL::boolean, flash_attention boolean DEFAULT true, lora_rank integer DEFAULT NULL::integer, lora_targets text DEFAULT NULL::text, zero_stage integer DEFAULT 0, gpus integer DEFAULT 1, framework text DEFAULT 'pytorch'::text, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, mixed_precision boolean DEFAULT NULL::boolean, chunked_loss boolean DEFAULT NULL::boolean, optimizer_in_backward boolean DEFAULT false, activation_offloading boolean DEFAULT false, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, dropout boolean DEFAULT NULL::boolean, compiled boolean DEFAULT false, lora_dropout double precision DEFAULT NULL::double precision, gradient_accumulation integer DEFAULT 1, lora_dtype text DEFAULT NULL::text, num_labels integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, galore_rank integer DEFAULT NULL::integer, offload text DEFAULT NULL::text, hidden_act text DEFAULT NULL::text, memory_gpus integer DEFAULT NULL::integer) RETURNS @extschema@.memory_estimate
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'training_memory';

COMMENT ON FUNCTION @extschema@.training_memory(model text, params double precision, method text, "precision" text, optimizer text, batch integer, seq_len integer, tokens double precision, gradient_checkpointing boolean, flash_attention boolean, lora_rank integer, lora_targets text, zero_stage integer, gpus integer, framework text, layers integer, hidden integer, heads integer, kv_heads integer, intermediate integer, vocab integer, head_dim integer, mixed_precision boolean, chunked_loss boolean, optimizer_in_backward boolean, activation_offloading boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, dropout boolean, compiled boolean, lora_dropout double precision, gradient_accumulation integer, lora_dtype text, num_labels integer, cuda_context @extschema@.memsize, galore_rank integer, offload text, hidden_act text, memory_gpus integer) IS 'memory(training_job(...), gpus) in one call; the planner uses it for such nested calls';

CREATE FUNCTION @extschema@.training_memory_part(model text, params double precision, method text, "precision" text, optimizer text, batch integer, seq_len integer, tokens double precision, gradient_checkpointing boolean, flash_attention boolean, lora_rank integer, lora_targets text, zero_stage integer, gpus integer, framework text, layers integer, hidden integer, heads integer, kv_heads integer, intermediate integer, vocab integer, head_dim integer, mixed_precision boolean, chunked_loss boolean, optimizer_in_backward boolean, activation_offloading boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, dropout boolean, compiled boolean, lora_dropout double precision, gradient_accumulation integer, lora_dtype text, num_labels integer, cuda_context @extschema@.memsize, galore_rank integer, offload text, hidden_act text, memory_gpus integer, part integer) RETURNS @extschema@.memsize
    LANGUAGE c STABLE COST 10 PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'training_memory_part';

COMMENT ON FUNCTION @extschema@.training_memory_part(model text, params double precision, method text, "precision" text, optimizer text, batch integer, seq_len integer, tokens double precision, gradient_checkpointing boolean, flash_attention boolean, lora_rank integer, lora_targets text, zero_stage integer, gpus integer, framework text, layers integer, hidden integer, heads integer, kv_heads integer, intermediate integer, vocab integer, head_dim integer, mixed_precision boolean, chunked_loss boolean, optimizer_in_backward boolean, activation_offloading boolean, experts integer, active_experts integer, dtype text, gated_mlp boolean, tied_embeddings boolean, dropout boolean, compiled boolean, lora_dropout double precision, gradient_accumulation integer, lora_dtype text, num_labels integer, cuda_context @extschema@.memsize, galore_rank integer, offload text, hidden_act text, memory_gpus integer, part integer) IS 'one size column of memory(training_job(...), gpus), by its number; the planner uses it for (memory(training_job(...))).column';

CREATE FUNCTION @extschema@.why_not(w @extschema@.workload, gpu text) RETURNS text
    LANGUAGE c STABLE STRICT PARALLEL SAFE
    AS 'MODULE_PATHNAME', 'workload_why_not';

COMMENT ON FUNCTION @extschema@.why_not(w @extschema@.workload, gpu text) IS 'why the job cannot run on a catalog GPU; NULL when it can (runs_on())';

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

CREATE VIEW @extschema@.price_outliers AS
 SELECT s.provider,
    s.instance_type,
    s.region,
    s.usd_per_hour AS spot_usd_per_hour,
    o.usd_per_hour AS on_demand_usd_per_hour,
    round((s.usd_per_hour / o.usd_per_hour), 4) AS spot_share,
    s.user_price,
    'spot price below 10% of on-demand, more than any provider''s published discount'::text AS reason
   FROM (@extschema@.offer s
     JOIN @extschema@.offer o ON (((o.provider = s.provider) AND (o.instance_type = s.instance_type) AND (o.region = s.region) AND (o.pricing = 'on_demand'::text))))
  WHERE ((s.pricing = 'spot'::text) AND (o.usd_per_hour > (0)::numeric) AND (s.usd_per_hour < (0.10 * o.usd_per_hour)));

COMMENT ON VIEW @extschema@.price_outliers IS 'spot prices in force below 10% of the same offer''s on-demand price (AWS and Azure advertise at most 90% off): check them against their source';

CREATE TABLE @extschema@.recommendation (
    source oid NOT NULL,
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
    pricing text,
    reason text,
    providers text[],
    regions text[],
    host_arch text
);

COMMENT ON TABLE @extschema@.recommendation IS 'recommendations of job histories, kept by refresh_recommendations() (derived data: not dumped, a refresh rebuilds it)';

COMMENT ON COLUMN @extschema@.recommendation.source IS 'the job history''s relation, by OID (source::regclass names it; compare with source = ''my_view''::regclass): a value every node of a cluster reads alike';

COMMENT ON COLUMN @extschema@.recommendation.objective IS 'the objective the refresh ranked with: cost, time or balanced';

COMMENT ON COLUMN @extschema@.recommendation.pricing IS 'the pricing the refresh ranked at (on_demand, spot, reserved_1y, reserved_3y or any); recommended_pricing is the chosen offer''s';

COMMENT ON COLUMN @extschema@.recommendation.reason IS 'why the job has no recommendation (review_job().reason); NULL when it has one';

CREATE TABLE @extschema@.job_change (
    source regclass NOT NULL,
    job_id text
);

COMMENT ON TABLE @extschema@.job_change IS 'the change log of job histories that refresh_recommendations() tracks: a job_id whose row was inserted, updated or deleted since the last refresh (NULL: any row may have changed); written by the triggers the refresh installs, consumed by the next refresh';

CREATE TABLE @extschema@.refresh_state (
    source regclass NOT NULL,
    options text NOT NULL,
    catalog_generation bigint NOT NULL,
    definition text,
    tracked boolean NOT NULL,
    refreshed_at timestamp with time zone NOT NULL
);

COMMENT ON TABLE @extschema@.refresh_state IS 'per job history: the options and catalog generation of its last refresh, the md5 of its view''s definition, and whether change triggers track its tables (then a refresh reviews only the logged jobs)';

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

CREATE TABLE @extschema@.team_constraints (
    name text NOT NULL,
    providers text[],
    regions text[],
    host_arch text,
    note text,
    CONSTRAINT team_constraints_host_arch_check CHECK ((host_arch = ANY (ARRAY['x86_64'::text, 'arm64'::text]))),
    CONSTRAINT team_constraints_name_check CHECK ((name <> ''::text)),
    CONSTRAINT team_constraints_providers_check CHECK (((cardinality(providers) > 0) AND (array_position(providers, NULL::text) IS NULL))),
    CONSTRAINT team_constraints_regions_check CHECK (((cardinality(regions) > 0) AND (array_position(regions, NULL::text) IS NULL)))
);

COMMENT ON TABLE @extschema@.team_constraints IS 'named sets of constraints on offers (providers, regions, the host''s CPU; NULL: any), for refresh_recommendations(constraints => name) and for joins in dashboards';

CREATE FUNCTION @extschema@.catalog_fingerprint() RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE
    BEGIN ATOMIC
 SELECT md5(string_agg(x.t, chr(10) ORDER BY x.t)) AS md5
    FROM ( SELECT ('provider '::text || (p.*)::text) AS t
            FROM @extschema@.provider p
         UNION ALL
          SELECT ('gpu '::text || (g.*)::text)
            FROM @extschema@.gpu g
         UNION ALL
          SELECT ('gpu_alias '::text || (a.*)::text)
            FROM @extschema@.gpu_alias a
         UNION ALL
          SELECT ('instance '::text || (i.*)::text)
            FROM @extschema@.instance i
         UNION ALL
          SELECT ('price '::text || (r.*)::text)
            FROM @extschema@.price r
         UNION ALL
          SELECT ('model '::text || (m.*)::text)
            FROM @extschema@.model m
         UNION ALL
          SELECT ('team_constraints '::text || (c.*)::text)
            FROM @extschema@.team_constraints c) x(t);
END;

COMMENT ON FUNCTION @extschema@.catalog_fingerprint() IS 'an md5 of every row of the catalog tables (shipped and users''), to check that two databases or the nodes of a cluster hold the same catalog (run it on each, e.g. through Citus''s run_command_on_workers())';

CREATE FUNCTION @extschema@.history_tables(jobs regclass) RETURNS SETOF regclass
    LANGUAGE sql STABLE STRICT PARALLEL SAFE
    BEGIN ATOMIC
 WITH RECURSIVE dep(oid) AS (
          SELECT (history_tables.jobs)::oid AS jobs
        UNION
          SELECT d.refobjid
            FROM ((dep
              JOIN pg_class c ON (((c.oid = dep.oid) AND (c.relkind = 'v'::"char"))))
              JOIN pg_rewrite w ON ((w.ev_class = c.oid)))
              JOIN pg_depend d ON (((d.classid = ('pg_rewrite'::regclass)::oid) AND (d.objid = w.oid) AND (d.refclassid = ('pg_class'::regclass)::oid) AND (d.refobjid <> c.oid)))
        )
  SELECT (c.oid)::regclass AS oid
    FROM (dep
      JOIN pg_class c ON ((c.oid = dep.oid)))
   WHERE (c.relkind <> 'v'::"char");
END;

COMMENT ON FUNCTION @extschema@.history_tables(jobs regclass) IS 'the tables (and other relations but views) a job history reads, through the views it is made of: those refresh_recommendations() tracks';

CREATE FUNCTION @extschema@.catalog_rows() RETURNS jsonb
    LANGUAGE sql STABLE PARALLEL SAFE
    BEGIN ATOMIC
 SELECT jsonb_build_object('provider', COALESCE(( SELECT jsonb_agg(to_jsonb(p.*) ORDER BY p.id)
                    FROM @extschema@.provider p
                   WHERE NOT p.is_builtin), '[]'::jsonb), 'gpu', COALESCE(( SELECT jsonb_agg(to_jsonb(g.*) ORDER BY g.id)
                    FROM @extschema@.gpu g
                   WHERE NOT g.is_builtin), '[]'::jsonb), 'gpu_alias', COALESCE(( SELECT jsonb_agg(to_jsonb(a.*) ORDER BY a.alias)
                    FROM @extschema@.gpu_alias a
                   WHERE NOT a.is_builtin), '[]'::jsonb), 'instance', COALESCE(( SELECT jsonb_agg(to_jsonb(i.*) ORDER BY i.provider, i.instance_type)
                    FROM @extschema@.instance i
                   WHERE NOT i.is_builtin), '[]'::jsonb), 'price', COALESCE(( SELECT jsonb_agg(to_jsonb(r.*) ORDER BY r.provider, r.instance_type, r.region, r.pricing, r.valid_from)
                    FROM @extschema@.price r
                   WHERE NOT r.is_builtin), '[]'::jsonb), 'model', COALESCE(( SELECT jsonb_agg(to_jsonb(m.*) ORDER BY m.name)
                    FROM @extschema@.model m
                   WHERE NOT m.is_builtin), '[]'::jsonb), 'team_constraints', COALESCE(( SELECT jsonb_agg(to_jsonb(c.*) ORDER BY c.name)
                    FROM @extschema@.team_constraints c), '[]'::jsonb)) AS jsonb_build_object;
END;

COMMENT ON FUNCTION @extschema@.catalog_rows() IS 'the users'' rows of the catalog tables (GPUs, aliases, providers, instances, prices, models) and every team''s constraints, as one jsonb value for catalog_replace() on another node or database';

CREATE FUNCTION @extschema@.catalog_replace(rows jsonb) RETURNS bigint
    LANGUAGE plpgsql STRICT
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    -- parents first: inserted in this order, deleted in the reverse
    tables constant text[] := ARRAY['provider', 'gpu', 'gpu_alias', 'instance', 'price', 'model', 'team_constraints'];
    t text;
    cols text;
    n bigint;
    total bigint := 0;
BEGIN
    IF jsonb_typeof(rows) IS DISTINCT FROM 'object' THEN
        RAISE EXCEPTION 'rows must be a jsonb object of catalog_rows()'
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Pass the value catalog_rows() returns on the node whose catalog is copied.';
    END IF;
    -- the users' rows go (every team's constraints are users'); the shipped rows stay
    FOR i IN REVERSE cardinality(tables) .. 1 LOOP
        EXECUTE format('DELETE FROM @extschema@.%I r %s', tables[i],
                       CASE WHEN tables[i] = 'team_constraints' THEN '' ELSE 'WHERE NOT r.is_builtin' END);
    END LOOP;
    -- and the given ones come (a generated column is computed again)
    FOREACH t IN ARRAY tables LOOP
        SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO cols
          FROM pg_attribute a
         WHERE a.attrelid = format('@extschema@.%I', t)::regclass AND a.attnum > 0
           AND NOT a.attisdropped AND a.attgenerated = '';
        EXECUTE format('INSERT INTO @extschema@.%1$I (%2$s) SELECT %2$s FROM jsonb_populate_recordset(NULL::@extschema@.%1$I, $1) r %3$s',
                       t, cols, CASE WHEN t = 'team_constraints' THEN '' ELSE 'WHERE NOT r.is_builtin' END)
            USING coalesce(rows -> t, '[]'::jsonb);
        GET DIAGNOSTICS n = ROW_COUNT;
        total := total + n;
    END LOOP;
    RETURN total;
END $$;

COMMENT ON FUNCTION @extschema@.catalog_replace(rows jsonb) IS 'replaces the users'' rows of the catalog tables and the teams'' constraints with those of catalog_rows() from another node or database (the shipped rows stay); returns the rows inserted';

CREATE PROCEDURE @extschema@.sync_catalog()
    LANGUAGE plpgsql
    SET search_path TO 'pg_catalog', 'pg_temp'
    AS $$
DECLARE
    here text := @extschema@.catalog_fingerprint();
    failed text;
    nodes bigint;
BEGIN
    IF to_regproc('pg_catalog.run_command_on_workers') IS NULL THEN
        RAISE EXCEPTION 'sync_catalog() copies the catalog to the workers of a Citus cluster, and Citus is not installed in this database'
            USING ERRCODE = 'feature_not_supported',
                  HINT = 'To copy the catalog to another database, run SELECT @extschema@.catalog_replace(<the value of catalog_rows() here>) there.';
    END IF;
    -- each worker replaces its users' rows in one statement, so in one transaction
    EXECUTE $q$SELECT count(*), string_agg(format('%s:%s: %s', w.nodename, w.nodeport, w.result), '; ')
                                  FILTER (WHERE NOT w.success)
               FROM pg_catalog.run_command_on_workers($1) w$q$
        INTO nodes, failed
        USING format('SELECT @extschema@.catalog_replace(%L::jsonb)', @extschema@.catalog_rows());
    IF failed IS NOT NULL THEN
        RAISE EXCEPTION 'the catalog was not copied to every worker: %', failed
            USING ERRCODE = 'external_routine_exception',
                  HINT = 'The workers named kept their catalog; mend the cause and call sync_catalog() again.';
    END IF;
    EXECUTE $q$SELECT string_agg(format('%s:%s', w.nodename, w.nodeport), ', ')
               FROM pg_catalog.run_command_on_workers('SELECT @extschema@.catalog_fingerprint()') w
              WHERE NOT w.success OR w.result IS DISTINCT FROM $1$q$
        INTO failed USING here;
    IF failed IS NOT NULL THEN
        RAISE EXCEPTION 'workers % hold another catalog than the coordinator', failed
            USING ERRCODE = 'external_routine_exception',
                  HINT = 'Their shipped rows differ: install the same computesize version on every node (ALTER EXTENSION computesize UPDATE).';
    END IF;
    RAISE NOTICE 'computesize: the catalog of % workers matches the coordinator''s (%)', nodes, here;
END $$;

COMMENT ON PROCEDURE @extschema@.sync_catalog() IS 'in a Citus cluster, copies the users'' catalog rows and teams'' constraints from the coordinator to every worker (catalog_replace(), one transaction on each) and checks with catalog_fingerprint() that every node holds the coordinator''s catalog; call it after changing the catalog, e.g. from pg_cron';

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

ALTER TABLE ONLY @extschema@.refresh_state
    ADD CONSTRAINT refresh_state_pkey PRIMARY KEY (source);

ALTER TABLE ONLY @extschema@.team_constraints
    ADD CONSTRAINT team_constraints_pkey PRIMARY KEY (name);

CREATE TRIGGER gpu_alias_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON @extschema@.gpu_alias FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();

CREATE TRIGGER gpu_alias_guard BEFORE INSERT OR DELETE OR UPDATE ON @extschema@.gpu_alias FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

CREATE TRIGGER gpu_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON @extschema@.gpu FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();

CREATE TRIGGER gpu_guard BEFORE INSERT OR DELETE OR UPDATE ON @extschema@.gpu FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

CREATE TRIGGER instance_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON @extschema@.instance FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();

CREATE TRIGGER instance_guard BEFORE INSERT OR DELETE OR UPDATE ON @extschema@.instance FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

CREATE TRIGGER model_guard BEFORE INSERT OR DELETE OR UPDATE ON @extschema@.model FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

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

ALTER TABLE @extschema@.recommendation ENABLE ROW LEVEL SECURITY;

CREATE INDEX job_change_source_idx ON @extschema@.job_change USING btree (source);

ALTER TABLE @extschema@.job_change ENABLE ROW LEVEL SECURITY;

CREATE POLICY job_change_logged_by_anyone ON @extschema@.job_change FOR INSERT WITH CHECK (true);

COMMENT ON POLICY job_change_logged_by_anyone ON @extschema@.job_change IS 'a role that changes a tracked job table logs its job ids, whoever it is (a false entry only makes the next refresh review a job again)';

CREATE POLICY job_change_readers_of_source ON @extschema@.job_change FOR SELECT USING (has_table_privilege((source)::oid, 'SELECT'::text));

CREATE POLICY job_change_readers_of_source_consume ON @extschema@.job_change FOR DELETE USING (has_table_privilege((source)::oid, 'SELECT'::text));

ALTER TABLE @extschema@.refresh_state ENABLE ROW LEVEL SECURITY;

CREATE POLICY refresh_state_readers_of_source ON @extschema@.refresh_state USING (has_table_privilege((source)::oid, 'SELECT'::text)) WITH CHECK (has_table_privilege((source)::oid, 'SELECT'::text));

CREATE POLICY recommendation_readers_of_source ON @extschema@.recommendation USING (has_table_privilege((source)::oid, 'SELECT'::text)) WITH CHECK (has_table_privilege((source)::oid, 'SELECT'::text));

COMMENT ON POLICY recommendation_readers_of_source ON @extschema@.recommendation IS 'a recommendation is derived from its source: only roles that may read the source see or write it';

GRANT SELECT ON TABLE @extschema@.gpu TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.gpu TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.instance TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.instance TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.price TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.price TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.offer TO PUBLIC;

GRANT SELECT ON TABLE @extschema@.provider TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.provider TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.catalog_generation TO PUBLIC;

GRANT UPDATE ON TABLE @extschema@.catalog_generation TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.gpu_offer TO PUBLIC;

GRANT SELECT ON TABLE @extschema@.cheapest_gpu_offer TO PUBLIC;

GRANT SELECT ON TABLE @extschema@.gpu_alias TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.gpu_alias TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.gpu_memory_price TO PUBLIC;

GRANT SELECT ON TABLE @extschema@.model TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.model TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.price_outliers TO PUBLIC;

GRANT SELECT ON TABLE @extschema@.recommendation TO PUBLIC;

GRANT SELECT,INSERT ON TABLE @extschema@.job_change TO PUBLIC;

GRANT DELETE ON TABLE @extschema@.job_change TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.refresh_state TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.refresh_state TO computesize_admin;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.recommendation TO computesize_admin;

GRANT SELECT ON TABLE @extschema@.spot_discount TO PUBLIC;

GRANT SELECT ON TABLE @extschema@.team_constraints TO PUBLIC;

GRANT INSERT,DELETE,UPDATE ON TABLE @extschema@.team_constraints TO computesize_admin;

--------------------------------------------------------------------------
-- users' own catalog rows are dumped by pg_dump; shipped rows come from
-- this script; every team's constraints are the users'
--------------------------------------------------------------------------
SELECT pg_catalog.pg_extension_config_dump('@extschema@.model', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.provider', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.gpu', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.gpu_alias', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.instance', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.price', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.team_constraints', '');

--------------------------------------------------------------------------
-- The schema belongs to the bootstrap superuser (OID 10), not to the role
-- that created the extension: CREATE EXTENSION makes a missing schema for
-- its caller, and the owner of a schema may rename it, or create objects in
-- it that the extension's own code would then resolve.  The script of a
-- trusted extension runs as the bootstrap superuser, which may hand the
-- schema over.  Everyone keeps USAGE.
--------------------------------------------------------------------------
DO $$
BEGIN
    EXECUTE pg_catalog.format('ALTER SCHEMA %I OWNER TO %I', '@extschema@',
                              pg_catalog.pg_get_userbyid(10::pg_catalog.oid));
END
$$;
GRANT USAGE ON SCHEMA @extschema@ TO PUBLIC;

--------------------------------------------------------------------------
-- the shipped catalog
--------------------------------------------------------------------------
INSERT INTO @extschema@.catalog_generation VALUES (true, 1, now());
-- @catalog model catalog/models.csv
-- @catalog provider catalog/providers.csv
-- @catalog gpu catalog/gpus.csv
-- @catalog gpu_alias catalog/gpu_aliases.csv
-- @catalog instance catalog/instances.csv
-- @catalog price catalog/prices.csv
