-- computesize 0.2.0, from 0.1.24.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.2.0'" to load this file. \quit

SET LOCAL search_path = pg_catalog, pg_temp;

-- The schema belongs to the bootstrap superuser (OID 10), not to the role
-- that created the extension: CREATE EXTENSION makes a missing schema for
-- its caller, and the owner of a schema may rename it, or create objects in
-- it that the extension's own code would then resolve (an overload that
-- matches a call more exactly, a table in place of a renamed one).  The
-- script of a trusted extension runs as the bootstrap superuser, which may
-- hand the schema over, as it owns the objects the script creates.
-- Everyone keeps USAGE.
DO $$
BEGIN
    EXECUTE pg_catalog.format('ALTER SCHEMA %I OWNER TO %I', '@extschema@',
                              pg_catalog.pg_get_userbyid(10::pg_catalog.oid));
END
$$;
GRANT USAGE ON SCHEMA @extschema@ TO PUBLIC;

-- The model table takes users' own rows like the other catalog tables:
-- members of computesize_admin write them (pg_restore of a dump made by
-- such a role copies them back), and shipped rows change only through the
-- extension's scripts.
GRANT INSERT, UPDATE, DELETE ON @extschema@.model TO computesize_admin;
CREATE TRIGGER model_guard BEFORE INSERT OR UPDATE OR DELETE ON @extschema@.model
    FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

--------------------------------------------------------------------------
-- what runs on each accelerator: its software stack, NVIDIA's compute
-- capability, and whether FlashAttention 2 (or the stack's own fused
-- attention) runs on it (README: Hardware a job runs on)
--------------------------------------------------------------------------
ALTER TABLE @extschema@.gpu
    ADD COLUMN stack text NOT NULL DEFAULT 'cuda'
        CONSTRAINT gpu_stack_check CHECK (stack IN ('cuda', 'rocm', 'xla', 'neuron', 'gaudi')),
    ADD COLUMN compute_capability numeric
        CONSTRAINT gpu_compute_capability_check CHECK (compute_capability > 0 AND compute_capability < 100),
    ADD COLUMN flash_attention boolean;
COMMENT ON COLUMN @extschema@.gpu.stack IS
    'the software stack its kernels come from: cuda (NVIDIA), rocm (AMD), xla (Google TPU), neuron (AWS Trainium, Inferentia), gaudi (Intel Gaudi)';
COMMENT ON COLUMN @extschema@.gpu.compute_capability IS
    'NVIDIA''s compute capability (8.0 for the A100, 9.0 for the H100); NULL for other stacks, or not known (taken as recent)';
COMMENT ON COLUMN @extschema@.gpu.flash_attention IS
    'FlashAttention 2 (CUDA: compute capability 8.0 and later; ROCm: MI200, MI300) or the stack''s own fused attention runs on it; NULL: from the compute capability';
-- @catalog-refresh gpu catalog/gpus.csv id

--------------------------------------------------------------------------
-- spot capacity as it is interrupted (README, Spot and reserved prices):
-- each provider's interruptions an hour, a job's checkpoints and restart
--------------------------------------------------------------------------
ALTER TABLE @extschema@.provider
    ADD COLUMN spot_interruptions_per_hour double precision
        CONSTRAINT provider_spot_interruptions_check
        CHECK (spot_interruptions_per_hour >= 0 AND spot_interruptions_per_hour < 100);
COMMENT ON COLUMN @extschema@.provider.spot_interruptions_per_hour IS
    'how often its spot capacity is interrupted, an hour, from the provider''s published figures (source); NULL: none published, once a day is assumed';
-- @catalog-refresh provider catalog/providers.csv id

-- the 2-, 4- and 8-GPU machines of AWS, GCP, Azure, Lambda, RunPod,
-- Hyperstack and Nebius, with their prices
-- @catalog-refresh instance catalog/instances.csv provider,instance_type
-- @catalog-refresh price catalog/prices.csv provider,instance_type,region,pricing,valid_from

-- spot prices below any published discount: AWS and Azure advertise spot
-- at up to 90% off, so a spot price under 10% of the same offer's
-- on-demand price is a catalog error or one zone's thin market
CREATE VIEW @extschema@.price_outliers AS
SELECT s.provider, s.instance_type, s.region, s.usd_per_hour AS spot_usd_per_hour,
       o.usd_per_hour AS on_demand_usd_per_hour,
       round(s.usd_per_hour / o.usd_per_hour, 4) AS spot_share,
       s.user_price,
       'spot price below 10% of on-demand, more than any provider''s published discount'::text AS reason
  FROM @extschema@.offer s
  JOIN @extschema@.offer o ON o.provider = s.provider AND o.instance_type = s.instance_type
                          AND o.region = s.region AND o.pricing = 'on_demand'
 WHERE s.pricing = 'spot' AND o.usd_per_hour > 0 AND s.usd_per_hour < 0.10 * o.usd_per_hour;
COMMENT ON VIEW @extschema@.price_outliers IS
    'spot prices in force below 10% of the same offer''s on-demand price (AWS and Azure advertise at most 90% off): check them against their source';
GRANT SELECT ON @extschema@.price_outliers TO PUBLIC;

ALTER TYPE @extschema@.workload
    ADD ATTRIBUTE checkpoint_minutes double precision,
    ADD ATTRIBUTE restart_minutes double precision;

CREATE FUNCTION @extschema@.checkpointed(w @extschema@.workload, every interval,
                                         restart interval DEFAULT interval '10 minutes')
RETURNS @extschema@.workload
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
    SELECT pg_catalog.jsonb_populate_record(w, pg_catalog.jsonb_build_object(
               'checkpoint_minutes', @extschema@.positive_argument(
                   EXTRACT(epoch FROM every)::float8 / 60, 'every'::text,
                   'The time between checkpoints, such as interval ''30 minutes''.'::text),
               'restart_minutes', @extschema@.range_argument(
                   EXTRACT(epoch FROM restart)::float8 / 60, 'restart'::text, 0::float8, 1e9::float8,
                   'The time to start again from a checkpoint, such as interval ''10 minutes''.'::text)));
END;
COMMENT ON FUNCTION @extschema@.checkpointed(@extschema@.workload, interval, interval) IS
    'the workload, saving a checkpoint every "every" and restarting in "restart" after an interruption: what spot capacity costs it (rank_gpus())';

CREATE FUNCTION @extschema@.not_restartable(w @extschema@.workload)
RETURNS @extschema@.workload
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN pg_catalog.jsonb_populate_record(w, '{"checkpoint_minutes": 0, "restart_minutes": null}'::jsonb);
COMMENT ON FUNCTION @extschema@.not_restartable(@extschema@.workload) IS
    'the workload, unable to restart after an interruption: never placed on spot capacity';

CREATE FUNCTION @extschema@.spot_hours(hours double precision, interruptions_per_hour double precision,
                                       checkpoint_every interval DEFAULT NULL, restart interval DEFAULT NULL)
RETURNS double precision
    AS 'MODULE_PATHNAME', 'spot_hours'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.spot_hours(double precision, double precision, interval, interval) IS
    'expected wall hours on spot capacity for work of "hours": hours x (1 + rate x (min(hours, checkpoint) / 2 + restart)); NULL rate: once a day, NULL checkpoint: 1 hour, NULL restart: 10 minutes';

--------------------------------------------------------------------------
-- reservations are commitments (README, Spot and reserved prices)
--------------------------------------------------------------------------
CREATE FUNCTION @extschema@.reserved_pricing_argument(pricing text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    IF lower(pricing) IS DISTINCT FROM 'reserved_1y' AND lower(pricing) IS DISTINCT FROM 'reserved_3y' THEN
        RAISE EXCEPTION 'pricing "%" is not a reservation', pricing
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Valid values are: reserved_1y, reserved_3y.';
    END IF;
    RETURN lower(pricing);
END $$;
COMMENT ON FUNCTION @extschema@.reserved_pricing_argument(text) IS
    'the pricing of a reservation in lower case, or a 22023 error; reservation_break_even() calls it';

CREATE FUNCTION @extschema@.reservation_break_even(gpu text, provider text, pricing text DEFAULT 'reserved_1y')
RETURNS double precision
LANGUAGE sql STABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
    SELECT min(r.usd_per_hour / o.usd_per_hour)
      FROM @extschema@.offer r
      JOIN @extschema@.offer o ON o.provider = r.provider AND o.instance_type = r.instance_type
                              AND o.region = r.region AND o.pricing = 'on_demand'
     WHERE r.provider = reservation_break_even.provider
       AND r.pricing = @extschema@.reserved_pricing_argument(reservation_break_even.pricing)
       AND r.instance_type IN (SELECT i.instance_type FROM @extschema@.instance i
                                WHERE i.provider = reservation_break_even.provider
                                  AND i.gpu_id = @extschema@.gpu_id(reservation_break_even.gpu))
       AND o.usd_per_hour > 0;
END;
COMMENT ON FUNCTION @extschema@.reservation_break_even(text, text, text) IS
    'the share of a reservation''s term a team must keep it busy for it to cost less than on-demand: the reserved rate over the on-demand rate of the same instance and region (the lowest over the provider''s instances of the GPU); NULL where the catalog has no such pair';

-- A recommendation is derived from a job history and shows its jobs, costs
-- and savings: it is visible to, and may be written by, only the roles that
-- may read the history it came from.  A source that no longer exists shows
-- to nobody (has_table_privilege() is NULL for it).  Superusers and the
-- table's owner (the bootstrap superuser) are not subject to the policy.
ALTER TABLE @extschema@.recommendation ENABLE ROW LEVEL SECURITY;
CREATE POLICY recommendation_readers_of_source ON @extschema@.recommendation
    USING (pg_catalog.has_table_privilege(source::pg_catalog.oid, 'SELECT'))
    WITH CHECK (pg_catalog.has_table_privilege(source::pg_catalog.oid, 'SELECT'));
COMMENT ON POLICY recommendation_readers_of_source ON @extschema@.recommendation IS
    'a recommendation is derived from its source: only roles that may read the source see or write it';

--------------------------------------------------------------------------
-- the argument checks: a NULL name or hint, and bounds that are not
-- numbers, still give the 22023 error
--------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION @extschema@.positive_argument(v double precision, name text, hint text)
RETURNS double precision
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    IF v IS NULL OR NOT (v > 0 AND v < 'Infinity') THEN
        RAISE EXCEPTION '% must be a positive finite number, not %', coalesce(name, 'the argument'), coalesce(v::text, 'NULL')
            USING ERRCODE = 'invalid_parameter_value', HINT = coalesce(hint, 'Give a number greater than zero.');
    END IF;
    RETURN v;
END $$;

CREATE OR REPLACE FUNCTION @extschema@.range_argument(v double precision, name text,
    low double precision, high double precision, hint text)
RETURNS double precision
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
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

--------------------------------------------------------------------------
-- serving plans: each batch window once, at most 64 of them
--------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION @extschema@.serving_candidates(rate double precision, p95_ms double precision,
    model text DEFAULT NULL, params double precision DEFAULT NULL,
    tokens_in integer DEFAULT 128, tokens_out integer DEFAULT 0,
    "precision" text DEFAULT 'fp16', pricing text DEFAULT 'on_demand',
    batch_windows_ms integer[] DEFAULT '{0,5,10,20}', max_replicas integer DEFAULT 32)
RETURNS TABLE (device text, provider text, instance_type text, region text, offer_pricing text,
               replicas integer, batch_window_ms integer, batch_size integer, utilization double precision,
               p50_latency_ms double precision, p95_latency_ms double precision, usd_per_hour numeric,
               kv_sequences integer)
LANGUAGE plpgsql STABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
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
    PERFORM @extschema@.range_argument(rate, 'rate'::text, 1e-9::float8, 1e12::float8, 'Requests per second, such as 40.'::text);
    PERFORM @extschema@.range_argument(target, 'p95_ms'::text, 1e-9::float8, 1e12::float8, 'The 95th-percentile latency to meet, in milliseconds, such as 120.'::text);
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
            SELECT * INTO q FROM @extschema@.queue_latency(rate, s_ms, c, 0.95::float8);
            IF q.utilization < 1 AND q.response_ms <= target THEN
                device := 'cpu'; provider := o.provider; instance_type := o.instance_type; region := o.region;
                offer_pricing := o.pricing; replicas := c; batch_window_ms := 0; batch_size := 1;
                utilization := q.utilization;
                p50_latency_ms := (SELECT z.response_ms FROM @extschema@.queue_latency(rate, s_ms, c, 0.5::float8) z);
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
               AND @extschema@.runs_on(w, x.gpu)
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
                    SELECT * INTO q FROM @extschema@.queue_latency(rate, batch_ms, c * bs, 0.95::float8);
                    IF q.utilization < 1 AND q.response_ms <= target THEN
                        device := 'gpu'; provider := o.provider; instance_type := o.instance_type; region := o.region;
                        offer_pricing := o.pricing; replicas := c; batch_window_ms := 0; batch_size := bs;
                        utilization := q.utilization;
                        p50_latency_ms := (SELECT z.response_ms FROM @extschema@.queue_latency(rate, batch_ms, c * bs, 0.5::float8) z);
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
                SELECT * INTO q FROM @extschema@.queue_latency(rate / bs, batch_ms, c, 0.95::float8);
                IF q.utilization < 1 AND b + q.response_ms <= target THEN
                    device := 'gpu'; provider := o.provider; instance_type := o.instance_type; region := o.region;
                    offer_pricing := o.pricing; replicas := c; batch_window_ms := b; batch_size := bs;
                    utilization := q.utilization;
                    p50_latency_ms := b / 2.0 + (SELECT z.response_ms FROM @extschema@.queue_latency(rate / bs, batch_ms, c, 0.5::float8) z);
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


-- the PL/pgSQL bodies call the extension's functions with exactly typed
-- arguments: a literal left for resolution could pick another overload
-- (a numeric literal, for one, matches a numeric parameter before a float8
-- one), and the job view's columns are cast to review_job()'s types

CREATE OR REPLACE FUNCTION @extschema@.batch_inference_job(items bigint, params double precision, tokens_per_item integer DEFAULT 1, flops_per_item double precision DEFAULT NULL::double precision, deadline interval DEFAULT NULL::interval)
 RETURNS @extschema@.compute_job
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
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
END $function$
;

CREATE OR REPLACE FUNCTION @extschema@.build_job(cpu_minutes double precision, memory @extschema@.memsize DEFAULT '4 GiB'::@extschema@.memsize, parallel double precision DEFAULT 0.9, deadline interval DEFAULT NULL::interval)
 RETURNS @extschema@.compute_job
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
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
END $function$
;

CREATE OR REPLACE FUNCTION @extschema@.choose_compute(j @extschema@.compute_job, arm64_ok boolean DEFAULT true, pricing text DEFAULT 'on_demand'::text, scale_from_zero boolean DEFAULT false)
 RETURNS TABLE(choice text, provider text, instance_type text, region text, offer_pricing text, vcpus integer, gpu text, gpu_count integer, hours double precision, cost numeric, reason text, cpu_instance text, cpu_hours double precision, cpu_cost numeric, gpu_instance text, gpu_hours double precision, gpu_cost numeric)
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET client_min_messages TO 'warning'
AS $function$
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
END $function$
;

CREATE OR REPLACE FUNCTION @extschema@.classic_ml_job(rows bigint, features integer, iterations integer DEFAULT 500, algorithm text DEFAULT 'gbdt'::text, gpu_library boolean DEFAULT false, deadline interval DEFAULT NULL::interval)
 RETURNS @extschema@.compute_job
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
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
END $function$
;

CREATE OR REPLACE FUNCTION @extschema@.compute_job_check(j @extschema@.compute_job)
 RETURNS @extschema@.compute_job
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
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
END $function$
;

CREATE OR REPLACE FUNCTION @extschema@.etl_job(input @extschema@.memsize, joins integer DEFAULT 1, udfs boolean DEFAULT false, gpu_library boolean DEFAULT false, deadline interval DEFAULT NULL::interval)
 RETURNS @extschema@.compute_job
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
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
END $function$
;

CREATE OR REPLACE FUNCTION @extschema@.queue_latency(rate double precision, service_ms double precision, servers integer, percentile double precision DEFAULT 0.95)
 RETURNS TABLE(utilization double precision, p_wait double precision, mean_wait_ms double precision, wait_ms double precision, response_ms double precision)
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
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
END $function$
;

CREATE OR REPLACE FUNCTION @extschema@.import_skypilot(provider text, vms_csv text, valid_from date DEFAULT CURRENT_DATE, source text DEFAULT NULL::text)
 RETURNS TABLE(line integer, instance_type text, region text, accelerator text, action text, reason text)
 LANGUAGE plpgsql
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
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
END $function$
;

--------------------------------------------------------------------------
-- a team's constraints, stored once and named (README: A team's
-- constraints), and the refresh under them, with the reason of each job
-- that gets no recommendation
--------------------------------------------------------------------------
CREATE TABLE @extschema@.team_constraints (
    name        text PRIMARY KEY CHECK (name <> ''),
    providers   text[] CONSTRAINT team_constraints_providers_check
                CHECK (cardinality(providers) > 0 AND array_position(providers, NULL) IS NULL),
    regions     text[] CONSTRAINT team_constraints_regions_check
                CHECK (cardinality(regions) > 0 AND array_position(regions, NULL) IS NULL),
    host_arch   text CHECK (host_arch IN ('x86_64', 'arm64')),
    note        text
);
COMMENT ON TABLE @extschema@.team_constraints IS
    'named sets of constraints on offers (providers, regions, the host''s CPU; NULL: any), for refresh_recommendations(constraints => name) and for joins in dashboards';
GRANT SELECT ON @extschema@.team_constraints TO PUBLIC;
GRANT INSERT, UPDATE, DELETE ON @extschema@.team_constraints TO computesize_admin;
SELECT pg_catalog.pg_extension_config_dump('@extschema@.team_constraints', '');

ALTER TABLE @extschema@.recommendation
    ADD COLUMN reason text,
    ADD COLUMN providers text[],
    ADD COLUMN regions text[],
    ADD COLUMN host_arch text;
COMMENT ON COLUMN @extschema@.recommendation.reason IS
    'why the job has no recommendation (review_job().reason); NULL when it has one';

DROP PROCEDURE @extschema@.refresh_recommendations(regclass, text, text);
CREATE PROCEDURE @extschema@.refresh_recommendations(IN jobs regclass, IN objective text DEFAULT 'cost'::text, IN pricing text DEFAULT 'on_demand'::text,
    IN providers text[] DEFAULT NULL, IN regions text[] DEFAULT NULL, IN host_arch text DEFAULT NULL,
    IN reserved_utilization double precision DEFAULT NULL, IN constraints text DEFAULT NULL)
 LANGUAGE plpgsql
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $procedure$
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
    map_hint constant text := 'Map your job table in a view: job_id, workload (computesize.training_job(...) or inference_job(...)), gpu, gpu_count, hours, and optionally cost, peak, utilization, and rate and p95_ms for an always-on service.';
BEGIN
    IF jobs IS NULL THEN
        RAISE EXCEPTION 'jobs must name a table or view of job history'
            USING ERRCODE = 'null_value_not_allowed',
                  HINT = 'For example CALL computesize.refresh_recommendations(''public.job_workloads'').';
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
                      HINT = 'constraints names a row of computesize.team_constraints, which holds all three.';
        END IF;
        SELECT t.providers, t.regions, t.host_arch INTO providers, regions, host_arch
          FROM @extschema@.team_constraints t WHERE t.name = constraints;
        IF NOT FOUND THEN
            RAISE EXCEPTION 'constraints "%" is not in computesize.team_constraints', constraints
                USING ERRCODE = 'invalid_parameter_value',
                      HINT = coalesce('Valid values are: ' || (SELECT string_agg(t.name, ', ' ORDER BY t.name)
                                                                FROM @extschema@.team_constraints t) || '.',
                                      'Insert the team''s constraints into computesize.team_constraints first.');
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

    -- a job_id that two rows share, or none, is reported by its value (the
    -- insert's own errors quoted the whole generated statement)
    BEGIN
    EXECUTE format($q$
        INSERT INTO @extschema@.recommendation AS t
            (source, job_id, job_fingerprint, catalog_generation, computed_at,
             gpu_id, memory_fill, oom_risk, overprovisioned, slowdown, actual_cost,
             cost_at_current_prices, recommended_gpu, recommended_gpu_count,
             recommended_provider, recommended_instance_type, recommended_pricing,
             recommended_hours, recommended_cost, savings, objective, pricing,
             reason, providers, regions, host_arch)
        SELECT %1$L::regclass, j.job_id::text, md5(j::text || %8$L), %2$s, now(),
               v.gpu_id, v.memory_fill, v.oom_risk, v.overprovisioned, v.slowdown, %3$s,
               v.cost_at_current_prices, v.recommended_gpu, v.recommended_gpu_count,
               v.recommended_provider, v.recommended_instance_type, v.recommended_pricing,
               v.recommended_hours, v.recommended_cost, v.savings, %6$L, %7$L,
               v.reason, %9$L::text[], %10$L::text[], %11$L
        FROM %1$s j
        LEFT JOIN @extschema@.recommendation old
          ON old.source = %1$L::regclass AND old.job_id = j.job_id::text
        CROSS JOIN LATERAL @extschema@.review_job(j.workload::@extschema@.workload, j.gpu::text,
                                                  j.gpu_count::integer, j.hours::float8,
                                                  %3$s, %4$s, %5$s, %6$L::text, %7$L::text, now(),
                                                  %9$L::text[], %10$L::text[], %11$L::text, %12$L::float8,
                                                  %13$s, %14$s) v
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
            objective = EXCLUDED.objective, pricing = EXCLUDED.pricing,
            reason = EXCLUDED.reason, providers = EXCLUDED.providers, regions = EXCLUDED.regions,
            host_arch = EXCLUDED.host_arch
        $q$, jobs::text, gen,
        CASE WHEN has_cost THEN 'j.cost::numeric' ELSE 'NULL::numeric' END,
        CASE WHEN has_peak THEN 'j.peak::@extschema@.memsize' ELSE 'NULL::@extschema@.memsize' END,
        CASE WHEN has_util THEN 'j.utilization::float8' ELSE 'NULL::float8' END,
        objective, pricing,
        -- the options a recommendation depends on (the constraints only
        -- where given, so that earlier fingerprints stay valid)
        '|' || objective || '|' || pricing
            || CASE WHEN providers IS NOT NULL OR regions IS NOT NULL OR host_arch IS NOT NULL
                         OR reserved_utilization IS NOT NULL
                    THEN '|' || coalesce(providers::text, '') || '|' || coalesce(regions::text, '')
                         || '|' || coalesce(host_arch, '') || '|' || coalesce(reserved_utilization::text, '')
                    ELSE '' END,
        providers, regions, host_arch, reserved_utilization,
        -- an always-on service: a row with rate and p95_ms
        CASE WHEN has_rate THEN 'j.rate::float8' ELSE 'NULL::float8' END,
        CASE WHEN has_p95 THEN 'j.p95_ms::float8' ELSE 'NULL::float8' END);
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
END $procedure$
;
COMMENT ON PROCEDURE @extschema@.refresh_recommendations(regclass, text, text, text[], text[], text, double precision, text) IS
    'recomputes computesize.recommendation for a job-history relation: new and changed jobs, every job after a catalog change or a change of objective, pricing or constraints (providers, regions, host_arch, or a named set of computesize.team_constraints); safe while dashboards read (one transaction); schedule it with pg_cron';

--------------------------------------------------------------------------
-- hardware a job runs on (README: Hardware a job runs on)
--------------------------------------------------------------------------
CREATE FUNCTION @extschema@.runs_on(w @extschema@.workload, gpu text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'workload_runs_on'
    LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.runs_on(@extschema@.workload, text) IS
    'whether the job can run on a catalog GPU: its framework targets the GPU''s software stack, and the kernels its method, precision and optimizer need run there; reads the catalog once per query';

CREATE FUNCTION @extschema@.why_not(w @extschema@.workload, gpu text) RETURNS text
    AS 'MODULE_PATHNAME', 'workload_why_not'
    LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.why_not(@extschema@.workload, text) IS
    'why the job cannot run on a catalog GPU; NULL when it can (runs_on())';

CREATE FUNCTION @extschema@.fallbacks(w @extschema@.workload, gpu text) RETURNS text
    AS 'MODULE_PATHNAME', 'workload_fallbacks'
    LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.fallbacks(@extschema@.workload, text) IS
    'what runs otherwise than the job asks on a catalog GPU (bf16 as fp16, attention without FlashAttention 2), which the rankings estimate; NULL when nothing does, or when the job cannot run there';

--------------------------------------------------------------------------
-- rankings under a team's constraints: providers, regions, the host's CPU;
-- recommend() says why it found nothing (as rank_gpus() does), and
-- no_offer_reason() gives the same as text
--------------------------------------------------------------------------
DROP FUNCTION @extschema@.review_job(@extschema@.workload, text, integer, double precision, numeric,
                                     @extschema@.memsize, double precision, text, text, timestamptz);
DROP FUNCTION @extschema@.recommend(@extschema@.workload, text, text, integer, interval, numeric, timestamptz);
DROP FUNCTION @extschema@.rank_gpus(@extschema@.workload, text, text, integer, interval, numeric, timestamptz);

CREATE FUNCTION @extschema@.rank_gpus(w @extschema@.workload,
    objective text DEFAULT 'cost', pricing text DEFAULT 'on_demand',
    max_gpus integer DEFAULT 8, deadline interval DEFAULT NULL, budget numeric DEFAULT NULL,
    at timestamptz DEFAULT now(),
    providers text[] DEFAULT NULL, regions text[] DEFAULT NULL, host_arch text DEFAULT NULL,
    reserved_utilization double precision DEFAULT NULL)
RETURNS SETOF @extschema@.gpu_rank
    AS 'MODULE_PATHNAME', 'rank_gpus'
    LANGUAGE C STABLE PARALLEL SAFE ROWS 50;
COMMENT ON FUNCTION @extschema@.rank_gpus(@extschema@.workload, text, text, integer, interval, numeric, timestamptz,
                                          text[], text[], text, double precision) IS
    'every offer in force at "at", of the providers and regions and on the host CPU given (NULL: any), whose hardware runs the job and where it fits, with hours (spot: with its interruptions) and billed cost (a reservation: over the share of its term in use, reserved_utilization, without which pricing any leaves reservations out), ranked by objective (cost, time, balanced), pareto marking the cost/time frontier';

CREATE FUNCTION @extschema@.recommend(w @extschema@.workload,
    objective text DEFAULT 'cost', pricing text DEFAULT 'on_demand',
    max_gpus integer DEFAULT 8, deadline interval DEFAULT NULL, budget numeric DEFAULT NULL,
    at timestamptz DEFAULT now(),
    providers text[] DEFAULT NULL, regions text[] DEFAULT NULL, host_arch text DEFAULT NULL,
    reserved_utilization double precision DEFAULT NULL, notice boolean DEFAULT true)
RETURNS @extschema@.gpu_rank
    AS 'MODULE_PATHNAME', 'recommend'
    LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.recommend(@extschema@.workload, text, text, integer, interval, numeric, timestamptz,
                                          text[], text[], text, double precision, boolean) IS
    'rank_gpus()''s first row; NULL when nothing fits, with rank_gpus()''s NOTICE saying why (notice => false: none); reads the catalog once per query';

CREATE FUNCTION @extschema@.no_offer_reason(w @extschema@.workload,
    objective text DEFAULT 'cost', pricing text DEFAULT 'on_demand',
    max_gpus integer DEFAULT 8, deadline interval DEFAULT NULL, budget numeric DEFAULT NULL,
    at timestamptz DEFAULT now(),
    providers text[] DEFAULT NULL, regions text[] DEFAULT NULL, host_arch text DEFAULT NULL,
    reserved_utilization double precision DEFAULT NULL)
RETURNS text
    AS 'MODULE_PATHNAME', 'no_offer_reason'
    LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.no_offer_reason(@extschema@.workload, text, text, integer, interval, numeric, timestamptz,
                                                text[], text[], text, double precision) IS
    'why recommend() with the same arguments finds no offer (its NOTICE''s message and hint); NULL when it finds one';

CREATE FUNCTION @extschema@.service_arguments(w @extschema@.workload, rate double precision, p95_ms double precision)
RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
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
COMMENT ON FUNCTION @extschema@.service_arguments(@extschema@.workload, double precision, double precision) IS
    'true, or a 22023 error for a service''s arguments (both rate and p95_ms, an inference workload, each in range); review_job() calls it';

CREATE FUNCTION @extschema@.review_job(
    w @extschema@.workload, gpu text, gpu_count integer, hours double precision,
    cost numeric DEFAULT NULL, peak @extschema@.memsize DEFAULT NULL,
    utilization double precision DEFAULT NULL,
    objective text DEFAULT 'cost', pricing text DEFAULT 'on_demand', at timestamptz DEFAULT now(),
    providers text[] DEFAULT NULL, regions text[] DEFAULT NULL, host_arch text DEFAULT NULL,
    reserved_utilization double precision DEFAULT NULL,
    rate double precision DEFAULT NULL, p95_ms double precision DEFAULT NULL)
RETURNS TABLE (gpu_id text, memory_per_gpu @extschema@.memsize, needed_per_gpu @extschema@.memsize,
               memory_fill double precision, oom_risk boolean, overprovisioned boolean,
               slowdown double precision, cost_at_current_prices numeric, recommended_gpu text,
               recommended_gpu_count integer, recommended_provider text, recommended_instance_type text,
               recommended_pricing text, recommended_hours double precision, recommended_cost numeric,
               savings numeric, reason text)
LANGUAGE sql STABLE PARALLEL SAFE
-- a SQL-standard body (names bound at creation) and no SET clause: the
-- planner inlines it into the calling query, so the C functions in it keep
-- their per-query catalog cache across rows
BEGIN ATOMIC
    SELECT g.id,
           g.memory,
           m.total,
           (coalesce(review_job.peak, m.total)::bigint::float8 / g.memory::bigint::float8),
           -- a logged peak above 90% of the card, or an estimate beyond the
           -- fits() headroom (95%), is a job that can run out of memory
           CASE WHEN review_job.peak IS NOT NULL
                THEN review_job.peak::bigint > 0.90 * g.memory::bigint
                ELSE m.total::bigint > 0.95 * g.memory::bigint END,
           review_job.utilization < 0.20,
           -- the job's hours against the model's on its own hardware (at
           -- least the microsecond duration() resolves): the same code is
           -- taken to run as much slower on the recommended one, whose
           -- provider bills those hours (a service has no such measure)
           CASE WHEN review_job.rate IS NULL THEN s.slowdown END,
           round(k.usd_per_gpu_hour * review_job.gpu_count * review_job.hours::numeric, 2),
           coalesce(r.gpu, sp.gpu_id),
           coalesce(r.gpu_count, sp.replicas * sp.instance_gpus),
           coalesce(r.provider, sp.provider), coalesce(r.instance_type, sp.instance_type),
           coalesce(r.pricing, sp.offer_pricing),
           -- a service runs its wall-clock hours whatever the hardware
           CASE WHEN review_job.rate IS NOT NULL THEN
                CASE WHEN sp.instance_type IS NOT NULL THEN review_job.hours END
                ELSE r.hours * s.slowdown END,
           round(b.cost, 2),
           round(coalesce(review_job.cost, k.usd_per_gpu_hour * review_job.gpu_count * review_job.hours::numeric)
                 - b.cost, 2),
           -- how a service's plan was chosen; why a job has no recommendation
           CASE WHEN review_job.rate IS NOT NULL THEN
                CASE WHEN sp.instance_type IS NULL
                     THEN pg_catalog.format('no plan serves %s requests/s within %s ms at the 95th percentile',
                                            review_job.rate, review_job.p95_ms)
                     ELSE pg_catalog.format('an always-on service: the cheapest plan that serves %s requests/s within %s ms at the 95th percentile is %s x %s (%s, %s), %s USD an hour for its %s hours',
                                            review_job.rate, review_job.p95_ms, sp.replicas, sp.instance_type, sp.device,
                                            sp.provider, sp.usd_per_hour, review_job.hours) END
                WHEN r.gpu IS NULL THEN
                @extschema@.no_offer_reason(review_job.w, review_job.objective, review_job.pricing,
                                            8, NULL::interval, NULL::numeric, review_job.at,
                                            review_job.providers, review_job.regions, review_job.host_arch,
                                            review_job.reserved_utilization) END
    FROM (SELECT @extschema@.gpu_id(review_job.gpu) AS id,
                 CASE WHEN @extschema@.gpu_id(review_job.gpu) IS NOT NULL
                      THEN @extschema@.gpu_hour_price(review_job.gpu, 'on_demand'::text, review_job.at) END AS usd_per_gpu_hour
          WHERE @extschema@.review_job_args(review_job.hours,
                                            -- beyond double precision: infinite, which the check refuses
                                            CASE WHEN abs(review_job.cost) < 1e308 OR review_job.cost = 'NaN' THEN review_job.cost::float8
                                                 WHEN review_job.cost > 0 THEN 'Infinity'::float8
                                                 WHEN review_job.cost < 0 THEN '-Infinity'::float8 END,
                                            review_job.utilization, review_job.peak)
            AND @extschema@.service_arguments(review_job.w, review_job.rate, review_job.p95_ms)) AS k
    LEFT JOIN @extschema@.gpu g ON g.id = k.id
    LEFT JOIN LATERAL @extschema@.memory(review_job.w, review_job.gpu_count) m ON true
    LEFT JOIN LATERAL (SELECT CASE WHEN k.id IS NOT NULL AND review_job.hours > 0 THEN
                           greatest(1.0, review_job.hours / greatest(extract(epoch FROM @extschema@.duration(review_job.w, k.id, review_job.gpu_count)) / 3600.0,
                                                                     1 / 3600e6)::float8)
                           ELSE 1.0 END AS slowdown) s ON true
    -- a batch job: the ranking's first offer
    LEFT JOIN LATERAL (SELECT x.* FROM @extschema@.recommend(review_job.w, review_job.objective, review_job.pricing,
                                            8, NULL::interval, NULL::numeric, review_job.at,
                                            review_job.providers, review_job.regions, review_job.host_arch,
                                            review_job.reserved_utilization, false) x
                       WHERE review_job.rate IS NULL) r ON true
    -- a service: the cheapest plan_serving() plan within the constraints,
    -- CPU plans included
    LEFT JOIN LATERAL (SELECT p.device, p.provider, p.instance_type, p.offer_pricing, p.replicas, p.usd_per_hour,
                              i.gpu_id, i.gpu_count AS instance_gpus
                         FROM @extschema@.plan_serving(review_job.rate, review_job.p95_ms, (review_job.w).model,
                                                       CASE WHEN (review_job.w).model IS NULL THEN (review_job.w).params END,
                                                       coalesce((review_job.w).prompt, (review_job.w).seq_len),
                                                       (review_job.w).seq_len - coalesce((review_job.w).prompt, (review_job.w).seq_len),
                                                       NULL::numeric, (review_job.w)."precision",
                                                       review_job.pricing) p
                         JOIN @extschema@.instance i ON i.provider = p.provider AND i.instance_type = p.instance_type
                        WHERE review_job.rate IS NOT NULL
                          AND (review_job.providers IS NULL OR p.provider = ANY (review_job.providers))
                          AND (review_job.regions IS NULL OR p.region = ANY (review_job.regions))
                          AND (review_job.host_arch IS NULL OR coalesce(i.cpu_arch, 'x86_64') = review_job.host_arch)
                        ORDER BY p.usd_per_hour, p.p95_latency_ms
                        LIMIT 1) sp ON true
    -- the recommended offer's hours, billed as its provider bills (a
    -- service: by the hour it runs)
    LEFT JOIN @extschema@.provider v ON v.id = r.provider
    LEFT JOIN LATERAL (SELECT CASE WHEN review_job.rate IS NOT NULL THEN sp.usd_per_hour * review_job.hours::numeric
                                   ELSE r.usd_per_hour
                                        * @extschema@.billed_hours(r.hours * s.slowdown, v.billing, v.billing_minimum)::numeric
                              END AS cost) b ON true;
END;
COMMENT ON FUNCTION @extschema@.review_job(@extschema@.workload, text, integer, double precision, numeric,
                                           @extschema@.memsize, double precision, text, text, timestamptz,
                                           text[], text[], text, double precision, double precision, double precision) IS
    'a job of a history reviewed: catalog GPU, memory fill and out-of-memory risk (peak over 90% of the card, or an estimate over 95%), idle GPU (utilization under 20%), slowdown against the model, cost at today''s cheapest on-demand price, and the recommended configuration within the constraints given, with its hours and cost at the same slowdown (an always-on service, with rate and p95_ms: the cheapest serving plan, CPU included, for its wall-clock hours), and the saving; reason says how a service''s plan was chosen, or why there is no recommendation';

--------------------------------------------------------------------------
-- defaults of the recipes users follow (README, Defaults): NULL lets the
-- constructors choose by method and model: seq_len no longer than the
-- model reads (at most 2048), the context no longer than it reads (at
-- most 4096), gradient checkpointing on for LoRA and QLoRA
--------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION @extschema@.training_job(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, method text DEFAULT 'full'::text, "precision" text DEFAULT 'bf16'::text, optimizer text DEFAULT 'adamw'::text, batch integer DEFAULT 1, seq_len integer DEFAULT NULL::integer, tokens double precision DEFAULT NULL::double precision, gradient_checkpointing boolean DEFAULT NULL::boolean, flash_attention boolean DEFAULT true, lora_rank integer DEFAULT NULL::integer, lora_targets text DEFAULT NULL::text, zero_stage integer DEFAULT 0, gpus integer DEFAULT 1, framework text DEFAULT 'pytorch'::text, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, mixed_precision boolean DEFAULT NULL::boolean, chunked_loss boolean DEFAULT NULL::boolean, optimizer_in_backward boolean DEFAULT false, activation_offloading boolean DEFAULT false, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, dropout boolean DEFAULT NULL::boolean, compiled boolean DEFAULT false, lora_dropout double precision DEFAULT NULL::double precision, gradient_accumulation integer DEFAULT 1, lora_dtype text DEFAULT NULL::text, num_labels integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, galore_rank integer DEFAULT NULL::integer, offload text DEFAULT NULL::text, hidden_act text DEFAULT NULL::text)
 RETURNS @extschema@.workload
 LANGUAGE c
 STABLE PARALLEL SAFE COST 10
AS '$libdir/computesize', $function$training_job$function$
;

CREATE OR REPLACE FUNCTION @extschema@.training_memory(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, method text DEFAULT 'full'::text, "precision" text DEFAULT 'bf16'::text, optimizer text DEFAULT 'adamw'::text, batch integer DEFAULT 1, seq_len integer DEFAULT NULL::integer, tokens double precision DEFAULT NULL::double precision, gradient_checkpointing boolean DEFAULT NULL::boolean, flash_attention boolean DEFAULT true, lora_rank integer DEFAULT NULL::integer, lora_targets text DEFAULT NULL::text, zero_stage integer DEFAULT 0, gpus integer DEFAULT 1, framework text DEFAULT 'pytorch'::text, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, mixed_precision boolean DEFAULT NULL::boolean, chunked_loss boolean DEFAULT NULL::boolean, optimizer_in_backward boolean DEFAULT false, activation_offloading boolean DEFAULT false, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, dropout boolean DEFAULT NULL::boolean, compiled boolean DEFAULT false, lora_dropout double precision DEFAULT NULL::double precision, gradient_accumulation integer DEFAULT 1, lora_dtype text DEFAULT NULL::text, num_labels integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, galore_rank integer DEFAULT NULL::integer, offload text DEFAULT NULL::text, hidden_act text DEFAULT NULL::text, memory_gpus integer DEFAULT NULL::integer)
 RETURNS @extschema@.memory_estimate
 LANGUAGE c
 STABLE PARALLEL SAFE COST 10
AS '$libdir/computesize', $function$training_memory$function$
;

CREATE OR REPLACE FUNCTION @extschema@.inference_job(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, "precision" text DEFAULT 'bf16'::text, batch integer DEFAULT 1, context integer DEFAULT NULL::integer, kv_precision text DEFAULT NULL::text, tokens double precision DEFAULT NULL::double precision, framework text DEFAULT 'pytorch'::text, gpus integer DEFAULT 1, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, flash_attention boolean DEFAULT true, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, kv_cache_width integer DEFAULT NULL::integer, sliding_window integer DEFAULT NULL::integer, sliding_window_layers integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, prompt integer DEFAULT NULL::integer)
 RETURNS @extschema@.workload
 LANGUAGE c
 STABLE PARALLEL SAFE COST 10
AS '$libdir/computesize', $function$inference_job$function$
;

CREATE OR REPLACE FUNCTION @extschema@.inference_memory(model text DEFAULT NULL::text, params double precision DEFAULT NULL::double precision, "precision" text DEFAULT 'bf16'::text, batch integer DEFAULT 1, context integer DEFAULT NULL::integer, kv_precision text DEFAULT NULL::text, tokens double precision DEFAULT NULL::double precision, framework text DEFAULT 'pytorch'::text, gpus integer DEFAULT 1, layers integer DEFAULT NULL::integer, hidden integer DEFAULT NULL::integer, heads integer DEFAULT NULL::integer, kv_heads integer DEFAULT NULL::integer, head_dim integer DEFAULT NULL::integer, vocab integer DEFAULT NULL::integer, intermediate integer DEFAULT NULL::integer, flash_attention boolean DEFAULT true, experts integer DEFAULT NULL::integer, active_experts integer DEFAULT NULL::integer, dtype text DEFAULT NULL::text, gated_mlp boolean DEFAULT NULL::boolean, tied_embeddings boolean DEFAULT NULL::boolean, kv_cache_width integer DEFAULT NULL::integer, sliding_window integer DEFAULT NULL::integer, sliding_window_layers integer DEFAULT NULL::integer, cuda_context @extschema@.memsize DEFAULT NULL::@extschema@.memsize, prompt integer DEFAULT NULL::integer, memory_gpus integer DEFAULT NULL::integer)
 RETURNS @extschema@.memory_estimate
 LANGUAGE c
 STABLE PARALLEL SAFE COST 10
AS '$libdir/computesize', $function$inference_memory$function$
;

