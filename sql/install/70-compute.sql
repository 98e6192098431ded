--------------------------------------------------------------------------
-- CPU or GPU: workloads beyond deep learning, the decision, queueing, and
-- serving plans
--------------------------------------------------------------------------

-- a job described by its work, for the CPU-or-GPU decision
CREATE TYPE @extschema@.compute_job AS (
    kind            text,               -- classic_ml, etl, build, batch_inference, training, inference
    uses_gpu_code   boolean,            -- the code can run on a GPU (CUDA, a GPU library)
    cpu_core_hours  double precision,   -- work in hours of one reference vCPU
    gpu_flops       double precision,   -- work as dense 16-bit FLOPs on a GPU (NULL: no GPU path)
    gpu_efficiency  double precision,   -- share of a GPU's dense peak the work achieves
    parallel        double precision,   -- parallel share of the CPU work (Amdahl)
    host_memory     @extschema@.memsize,-- RAM the job needs
    vram            @extschema@.memsize,-- GPU memory the GPU path needs
    deadline        interval,           -- NULL: none
    description     text
);
COMMENT ON TYPE @extschema@.compute_job IS
    'a job for choose_compute(): its work on CPU (reference vCPU-hours) and GPU (FLOPs), memory, parallel share, deadline';

-- the CPU model's constants (README: CPU or GPU)
CREATE FUNCTION @extschema@.cpu_gflops_per_vcpu(arch text) RETURNS double precision
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE arch WHEN 'arm64' THEN 83.2 ELSE 96.0 END;
COMMENT ON FUNCTION @extschema@.cpu_gflops_per_vcpu(text) IS
    'dense fp32 peak per vCPU: x86-64 (AVX-512, 2 FMA units, 3.0 GHz, a vCPU is half a core) 96 GFLOPS; arm64 (Graviton3, 4 x 128-bit SVE, 2.6 GHz, a vCPU is a core) 83.2 GFLOPS';

CREATE FUNCTION @extschema@.classic_ml_job(rows bigint, features integer,
    iterations integer DEFAULT 500, algorithm text DEFAULT 'gbdt', gpu_library boolean DEFAULT false,
    deadline interval DEFAULT NULL)
RETURNS @extschema@.compute_job
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    cells double precision;
BEGIN
    IF rows IS NULL OR rows <= 0 OR features IS NULL OR features <= 0 OR iterations IS NULL OR iterations <= 0 THEN
        RAISE EXCEPTION 'rows, features and iterations must be positive'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'For example classic_ml_job(rows => 20000000, features => 50).';
    END IF;
    IF algorithm NOT IN ('gbdt', 'linear') THEN
        RAISE EXCEPTION 'algorithm "%" is not recognized', algorithm
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Valid values are: gbdt (gradient boosting), linear (linear and logistic models).';
    END IF;
    cells := rows::float8 * features;
    -- histogram GBDT: about 10 ns per row, feature and tree on one vCPU;
    -- a linear model: about 2 ns per row and feature per pass
    RETURN ROW(
        'classic_ml', gpu_library,
        CASE algorithm WHEN 'gbdt' THEN cells * iterations * 10e-9 ELSE cells * iterations * 2e-9 END / 3600,
        CASE WHEN gpu_library THEN cells * iterations * (CASE algorithm WHEN 'gbdt' THEN 200 ELSE 40 END) END,
        0.05,                          -- GBDT on a GPU is memory-bound: a few % of the peak
        0.95,
        (cells * 4 * 3)::bigint::@extschema@.memsize,   -- float32 data, its histogram copy, gradients
        CASE WHEN gpu_library THEN (cells * 4 * 2)::bigint::@extschema@.memsize END,
        deadline,
        format('%s on %s rows x %s features, %s iterations', algorithm, rows, features, iterations))::@extschema@.compute_job;
END $$;

CREATE FUNCTION @extschema@.etl_job(input @extschema@.memsize, joins integer DEFAULT 1,
    udfs boolean DEFAULT false, gpu_library boolean DEFAULT false, deadline interval DEFAULT NULL)
RETURNS @extschema@.compute_job
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    gb double precision := input::bigint / 1e9;
BEGIN
    IF input IS NULL OR input::bigint <= 0 OR joins IS NULL OR joins < 0 THEN
        RAISE EXCEPTION 'input must be positive and joins not negative'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'For example etl_job(input => ''200 GB'', joins => 4, udfs => true).';
    END IF;
    -- a scan and each join pass over the data at 200 MB/s per vCPU; Python
    -- UDFs at 20 MB/s per vCPU; hash joins hold half the data in memory
    RETURN ROW('etl', gpu_library,
        (gb * (1 + joins) / 0.2 + CASE WHEN udfs THEN gb / 0.02 ELSE 0 END) / 3600,
        CASE WHEN gpu_library THEN gb * 1e9 * (1 + joins) * 50 END, 0.02, 0.9,
        (input::bigint * (0.25 + 0.5 * least(joins, 4)))::bigint::@extschema@.memsize,
        CASE WHEN gpu_library THEN (input::bigint * 0.5)::bigint::@extschema@.memsize END,
        deadline, format('ETL over %s, %s joins%s', input::text, joins, CASE WHEN udfs THEN ', UDFs' ELSE '' END))::@extschema@.compute_job;
END $$;

CREATE FUNCTION @extschema@.build_job(cpu_minutes double precision, memory @extschema@.memsize DEFAULT '4 GiB',
    parallel double precision DEFAULT 0.9, deadline interval DEFAULT NULL)
RETURNS @extschema@.compute_job
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    IF cpu_minutes IS NULL OR cpu_minutes <= 0 OR parallel IS NULL OR parallel < 0 OR parallel > 1 THEN
        RAISE EXCEPTION 'cpu_minutes must be positive and parallel between 0 and 1'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'cpu_minutes: the build or test suite''s time on one vCPU; parallel: its parallel share.';
    END IF;
    RETURN ROW('build', false, cpu_minutes / 60, NULL, NULL, parallel, memory, NULL, deadline,
               format('build or test suite, %s vCPU-minutes', cpu_minutes))::@extschema@.compute_job;
END $$;

-- batch inference over N items: embeddings, classification, scoring
CREATE FUNCTION @extschema@.batch_inference_job(items bigint, params double precision,
    tokens_per_item integer DEFAULT 1, flops_per_item double precision DEFAULT NULL,
    deadline interval DEFAULT NULL)
RETURNS @extschema@.compute_job
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    f double precision;
BEGIN
    IF items IS NULL OR items <= 0 OR params IS NULL OR params <= 0 OR tokens_per_item IS NULL OR tokens_per_item <= 0 THEN
        RAISE EXCEPTION 'items, params and tokens_per_item must be positive'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'For example batch_inference_job(items => 5000000, params => 110e6, tokens_per_item => 32).';
    END IF;
    -- 2 FLOPs per parameter and token, unless the item's FLOPs are given
    -- (an image model: its FLOPs per image)
    f := coalesce(flops_per_item, 2 * params * tokens_per_item) * items;
    RETURN ROW('batch_inference', true,
        -- CPU: fp32 at 30% of the vCPU's peak (ONNX Runtime / OpenVINO class)
        f / (@extschema@.cpu_gflops_per_vcpu('x86_64') * 1e9 * 0.30) / 3600,
        f, 0.40, 0.95,
        (params * 4 + 2e9)::bigint::@extschema@.memsize,
        (params * 2 + 1.5 * 1073741824)::bigint::@extschema@.memsize,
        deadline, format('batch inference, %s items, %s parameters', items, params))::@extschema@.compute_job;
END $$;

-- a deep-learning workload (training_job / inference_job) as a compute_job
CREATE FUNCTION @extschema@.compute_job(w @extschema@.workload, deadline interval DEFAULT NULL)
RETURNS @extschema@.compute_job
LANGUAGE sql IMMUTABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT ROW((compute_job.w).kind, true,
               f.flops / (@extschema@.cpu_gflops_per_vcpu('x86_64') * 1e9 * 0.30) / 3600,
               f.flops, @extschema@.default_mfu(compute_job.w), 0.95,
               (m.weights::bigint * 2 + 2e9)::bigint::@extschema@.memsize,
               m.total,
               compute_job.deadline,
               format('%s of %s parameters', (compute_job.w).kind, (compute_job.w).params))::@extschema@.compute_job
      FROM (SELECT @extschema@.flops(compute_job.w) AS flops) f,
           @extschema@.memory(compute_job.w, 1) m;
END;

COMMENT ON FUNCTION @extschema@.classic_ml_job(bigint, integer, integer, text, boolean, interval) IS
    'gradient boosting or a linear model on rows x features: about 10 ns (GBDT, per tree) or 2 ns (linear, per pass) per cell on one vCPU; a GPU path only with gpu_library';
COMMENT ON FUNCTION @extschema@.etl_job(@extschema@.memsize, integer, boolean, boolean, interval) IS
    'data preprocessing: scan and join passes at 200 MB/s per vCPU, Python UDFs at 20 MB/s; hash joins hold half the data';
COMMENT ON FUNCTION @extschema@.build_job(double precision, @extschema@.memsize, double precision, interval) IS
    'a build or test suite: vCPU-minutes and its parallel share; no GPU path';
COMMENT ON FUNCTION @extschema@.batch_inference_job(bigint, double precision, integer, double precision, interval) IS
    'inference over N items: 2 FLOPs per parameter and token (or flops_per_item); CPU at 30% of the fp32 peak, GPU at 40% of the 16-bit peak';
COMMENT ON FUNCTION @extschema@.compute_job(@extschema@.workload, interval) IS
    'a training or inference workload as a compute_job: its FLOPs, on CPU at 30% of the fp32 peak';

-- M/M/c: the share of requests that wait (Erlang C), the mean wait, and the
-- waiting and response times at a percentile (service time taken as its mean)
CREATE FUNCTION @extschema@.queue_latency(rate double precision, service_ms double precision,
    servers integer, percentile double precision DEFAULT 0.95)
RETURNS TABLE (utilization double precision, p_wait double precision, mean_wait_ms double precision,
               wait_ms double precision, response_ms double precision)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    mu double precision;
    a double precision;
    rho double precision;
    term double precision := 1;
BEGIN
    IF rate <= 0 OR service_ms <= 0 OR servers < 1 OR percentile <= 0 OR percentile >= 1 THEN
        RAISE EXCEPTION 'rate and service_ms must be positive, servers at least 1, percentile between 0 and 1'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'For example queue_latency(40, 12.5, 1, 0.95).';
    END IF;
    mu := 1000.0 / service_ms;
    a := rate / mu;
    rho := a / servers;
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
        IF term < 1e-200 THEN
            term := 0;          -- the chance of waiting is nil from here on
            EXIT;
        END IF;
    END LOOP;
    p_wait := term / (1 - rho * (1 - term));
    mean_wait_ms := p_wait / (servers * mu - rate) * 1000;
    -- P(W > t) = C exp(-(c mu - lambda) t)
    wait_ms := CASE WHEN p_wait <= 1 - percentile THEN 0
                    ELSE ln(p_wait / (1 - percentile)) / (servers * mu - rate) * 1000 END;
    response_ms := wait_ms + service_ms;
    RETURN NEXT;
END $$;
COMMENT ON FUNCTION @extschema@.queue_latency(double precision, double precision, integer, double precision) IS
    'M/M/c queue: utilisation, Erlang C probability of waiting, mean wait, wait and response time at a percentile (Poisson arrivals, exponential service, FIFO)';

-- CPU or GPU: the cheapest offer that fits the job's memory and finishes
-- within its deadline, on CPU always and on a GPU when the code can use
-- one; the answer with its reason and the numbers behind it
CREATE FUNCTION @extschema@.choose_compute(j @extschema@.compute_job,
    arm64_ok boolean DEFAULT true, pricing text DEFAULT 'on_demand', scale_from_zero boolean DEFAULT false)
RETURNS TABLE (choice text, provider text, instance_type text, region text, offer_pricing text,
               vcpus integer, gpu text, gpu_count integer, hours double precision, cost numeric,
               reason text, cpu_instance text, cpu_hours double precision, cpu_cost numeric,
               gpu_instance text, gpu_hours double precision, gpu_cost numeric)
LANGUAGE plpgsql STABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $$
#variable_conflict use_column
DECLARE
    deadline_h double precision := extract(epoch FROM j.deadline) / 3600;
    flop_bound boolean := j.kind IN ('batch_inference', 'training', 'inference');
    c record;
    g record;
BEGIN
    IF j IS NULL OR j.cpu_core_hours IS NULL OR j.cpu_core_hours <= 0 THEN
        RAISE EXCEPTION 'the job has no work'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Build it with classic_ml_job(), etl_job(), build_job(), batch_inference_job() or compute_job(training_job(...)).';
    END IF;
    IF choose_compute.pricing NOT IN ('on_demand', 'spot', 'any') THEN
        RAISE EXCEPTION 'pricing "%" is not recognized', choose_compute.pricing
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Valid values are: on_demand, spot, any.';
    END IF;

    -- the best CPU-only offer: Amdahl's law over its vCPUs; FLOP-bound work
    -- scales with the architecture's per-vCPU peak, other work counts a
    -- vCPU as a vCPU; spot adds 10% for restarts (as gpu_hours() does), a
    -- cluster scaled to zero a minute to start a node
    SELECT o.provider, o.instance_type, o.region, o.pricing, o.vcpus, o.cpu_arch, o.usd_per_hour, t.h,
           round(o.usd_per_hour * t.h::numeric, 4) AS cost, o.host_memory_gib / o.vcpus AS gib_per_vcpu
      INTO c
      FROM @extschema@.offer o,
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

    -- the best GPU offer, when the code can use one: gpu_hours() (the FLOPs
    -- at the work's share of the dense 16-bit peak over the instance's GPUs,
    -- spot restarts included), plus five minutes to start a GPU node from zero
    SELECT NULL::text AS provider, NULL::text AS instance_type, NULL::text AS region, NULL::text AS pricing,
           NULL::integer AS vcpus, NULL::text AS gpu, NULL::integer AS gpu_count, NULL::numeric AS usd_per_hour,
           NULL::float8 AS h, NULL::numeric AS cost
      INTO g;
    IF j.uses_gpu_code AND j.gpu_flops IS NOT NULL THEN
        SELECT o.provider, o.instance_type, o.region, o.pricing, o.vcpus, o.gpu, o.gpu_count, o.usd_per_hour, t.h,
               round(o.usd_per_hour * t.h::numeric, 4) AS cost
          INTO g
          FROM @extschema@.gpu_offer o,
               LATERAL (SELECT @extschema@.gpu_hours(j.gpu_flops, o.gpu, o.gpu_count, j.gpu_efficiency, o.pricing)
                               + CASE WHEN scale_from_zero THEN 5 / 60.0 ELSE 0 END AS h) t
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
COMMENT ON FUNCTION @extschema@.choose_compute(@extschema@.compute_job, boolean, text, boolean) IS
    'CPU or GPU: the cheapest CPU-only offer (Amdahl over its vCPUs, ARM64 when arm64_ok) against the cheapest GPU offer when the code can use one, within memory and deadline; the choice, its reason in words, and both options'' numbers';

-- serving plans: CPU replicas (one request at a time each) and single-GPU
-- replicas with micro-batching, sized by an M/M/c model to the p95 target
CREATE FUNCTION @extschema@.serving_candidates(rate double precision, p95_ms double precision,
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
    kv_fit integer;
    batch_ms double precision;
    peak double precision;
    found_any boolean := false;
BEGIN
    IF rate IS NULL OR rate <= 0 OR target IS NULL OR target <= 0 THEN
        RAISE EXCEPTION 'rate and p95_ms must be positive'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'For example plan_serving(rate => 40, p95_ms => 120, params => 110e6).';
    END IF;
    IF tokens_in IS NULL OR tokens_in < 1 OR tokens_out IS NULL OR tokens_out < 0 OR max_replicas IS NULL OR max_replicas < 1 THEN
        RAISE EXCEPTION 'tokens_in must be at least 1, tokens_out not negative, max_replicas at least 1'
            USING ERRCODE = 'invalid_parameter_value', HINT = 'tokens_in: prompt tokens per request; tokens_out: generated tokens (0 for classification and embeddings).';
    END IF;
    IF serving_candidates.pricing NOT IN ('on_demand', 'spot', 'any') THEN
        RAISE EXCEPTION 'pricing "%" is not recognized', serving_candidates.pricing
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Valid values are: on_demand, spot, any.';
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
                bs := greatest(1, ceil(rate / c * b / 1000.0))::integer;
                IF kv_fit IS NOT NULL AND bs > kv_fit THEN
                    bs := kv_fit;           -- the KV cache caps the batch
                END IF;
                batch_ms := 3 + greatest(2 * n * tokens_in * bs / (peak * 0.5),
                                         weights / (o.memory_bandwidth_gbs * 1e9 * 0.8)) * 1000
                            + tokens_out * greatest(2 * n * bs / (peak * 0.5),
                                                    (weights + bs * kv_seq * 0.5) / (o.memory_bandwidth_gbs * 1e9 * 0.8)) * 1000;
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
COMMENT ON FUNCTION @extschema@.serving_candidates(double precision, double precision, text, double precision, integer, integer, text, text, integer[], integer) IS
    'plan_serving()''s candidates, unranked: per CPU offer, and per single-GPU offer and batch window, the fewest replicas that meet the p95 target';

CREATE FUNCTION @extschema@.plan_serving(rate double precision, p95_ms double precision,
    model text DEFAULT NULL, params double precision DEFAULT NULL,
    tokens_in integer DEFAULT 128, tokens_out integer DEFAULT 0, budget numeric DEFAULT NULL,
    "precision" text DEFAULT 'fp16', pricing text DEFAULT 'on_demand',
    batch_windows_ms integer[] DEFAULT '{0,5,10,20}', max_replicas integer DEFAULT 32,
    active_hours double precision DEFAULT 24)
RETURNS TABLE (rank bigint, device text, provider text, instance_type text, region text, offer_pricing text,
               capacity text, replicas integer, batch_window_ms integer, batch_size integer,
               utilization double precision, p50_latency_ms double precision, p95_latency_ms double precision,
               cold_start_s integer, usd_per_hour numeric, usd_per_day numeric,
               usd_per_million_requests numeric, kv_sequences integer, meets_budget boolean)
LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT row_number() OVER (ORDER BY (plan_serving.budget IS NULL OR c.usd_per_hour * v.extra <= plan_serving.budget) DESC,
                                       c.usd_per_hour * v.extra * v.billed_hours, c.p95_latency_ms, c.provider,
                                       c.instance_type, c.batch_window_ms, v.capacity),
           c.device, c.provider, c.instance_type, c.region, c.offer_pricing, v.capacity,
           (c.replicas * v.extra)::integer, c.batch_window_ms, c.batch_size,
           round((c.utilization / v.extra)::numeric, 3)::float8, round(c.p50_latency_ms::numeric, 2)::float8,
           round(c.p95_latency_ms::numeric, 2)::float8, v.cold_start_s,
           round(c.usd_per_hour * v.extra, 4), round(c.usd_per_hour * v.extra * v.billed_hours, 2),
           round(c.usd_per_hour * v.extra * v.billed_hours
                 / (plan_serving.rate * least(plan_serving.active_hours, 24) * 3600)::numeric * 1e6, 4),
           c.kv_sequences,
           plan_serving.budget IS NULL OR c.usd_per_hour * v.extra <= plan_serving.budget
    FROM @extschema@.serving_candidates(plan_serving.rate, plan_serving.p95_ms, plan_serving.model,
             plan_serving.params, plan_serving.tokens_in, plan_serving.tokens_out,
             plan_serving."precision", plan_serving.pricing, plan_serving.batch_windows_ms,
             plan_serving.max_replicas) c
    -- dedicated capacity runs all day; on spot, a spare replica rides out an
    -- interruption ((c + 1) / c the replicas); scaled to zero, the replicas
    -- run only the active hours plus one cold start a day (a CPU node in 60
    -- s, a GPU node with its driver and the model in 300 s), and the first
    -- requests after the idle time wait for it
    CROSS JOIN LATERAL (
        SELECT 'dedicated'::text AS capacity,
               CASE WHEN c.offer_pricing = 'spot' THEN (c.replicas + 1.0) / c.replicas ELSE 1.0 END::numeric AS extra,
               24.0::numeric AS billed_hours, 0 AS cold_start_s
        UNION ALL
        SELECT 'scale_to_zero',
               CASE WHEN c.offer_pricing = 'spot' THEN (c.replicas + 1.0) / c.replicas ELSE 1.0 END::numeric,
               (least(plan_serving.active_hours, 24) + CASE c.device WHEN 'gpu' THEN 300 ELSE 60 END / 3600.0)::numeric,
               CASE c.device WHEN 'gpu' THEN 300 ELSE 60 END
        WHERE plan_serving.active_hours < 24) v
    ORDER BY 1;
END;
COMMENT ON FUNCTION @extschema@.plan_serving(double precision, double precision, text, double precision, integer, integer, numeric, text, text, integer[], integer, double precision) IS
    'serving plans meeting a p95 target at a request rate: CPU replicas and single-GPU replicas with micro-batching or continuous batching, sized with an M/M/c queue, dedicated, on spot (a spare replica) or scaled to zero outside active_hours (one cold start a day); utilisation, p50/p95, cost per hour, per day and per million requests, KV-cache capacity; within budget first, then by daily cost';
