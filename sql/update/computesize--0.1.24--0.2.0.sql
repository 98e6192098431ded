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

