-- computesize benchmark: rows per second of the estimators over a million
-- varied workloads, next to a trivial built-in expression over the same rows
-- and the same estimate written in PL/pgSQL, all in one run.  The workloads
-- repeat 1,152 configurations, as job histories repeat their recipes; the
-- "every row distinct" line defeats the per-query memo of the direct path.
-- A query that takes a column of memory(training_job(...)) is planned as a
-- call that computes that column alone; the "whole memory_estimate values"
-- line times the same estimates returned whole (one call, one row each).
-- Run by scripts/bench.sh (BENCH_ROWS overrides the row count).
\set ON_ERROR_STOP on
\pset footer off
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;   -- one core for every query: ratios compare like with like
SET jit = off;

\if :{?rows}
\else
\set rows 1000000
\endif

DROP TABLE IF EXISTS bench_jobs;
CREATE TABLE bench_jobs AS
SELECT i,
       (ARRAY['Llama-2-7B', 'Llama-3-8B', 'Mistral-7B-v0.1', 'Qwen2.5-14B', 'Llama-2-70B', 'Gemma-2-9B'])[1 + i % 6] AS model,
       (ARRAY['full', 'lora', 'qlora'])[1 + i / 6 % 3] AS method,
       1 + i / 18 % 8 AS batch,
       (ARRAY[512, 1024, 2048, 4096])[1 + i / 144 % 4] AS seq_len,
       i / 576 % 2 = 0 AS ckpt,
       (ARRAY[6.74e9, 8.03e9, 7.24e9, 14.7e9, 69e9, 9.24e9])[1 + i % 6]::float8 AS params,
       (ARRAY[32, 32, 32, 48, 80, 42])[1 + i % 6] AS layers,
       (ARRAY[4096, 4096, 4096, 5120, 8192, 3584])[1 + i % 6] AS hidden,
       (ARRAY[32, 32, 32, 40, 64, 16])[1 + i % 6] AS heads,
       (ARRAY[32, 8, 8, 8, 8, 8])[1 + i % 6] AS kv_heads,
       (ARRAY[11008, 14336, 14336, 13824, 28672, 14336])[1 + i % 6] AS intermediate,
       (ARRAY[32000, 128256, 32000, 152064, 32000, 256000])[1 + i % 6] AS vocab
FROM generate_series(1, :rows) AS i;
VACUUM ANALYZE bench_jobs;
-- the same jobs as a job history stores them, every workload value distinct
CREATE TABLE bench_stored AS
SELECT computesize.training_job(params => params + i, layers => layers, hidden => hidden, heads => heads,
                                kv_heads => kv_heads, intermediate => intermediate, vocab => vocab,
                                method => method, batch => batch, seq_len => seq_len,
                                gradient_checkpointing => ckpt, mixed_precision => true) AS w
FROM bench_jobs;
VACUUM ANALYZE bench_stored;

-- the same training estimate in PL/pgSQL (full/LoRA/QLoRA, AdamW, PyTorch
-- AMP profile, flash attention, RMSNorm models), for comparison only: every
-- column of computesize.memory_estimate, as memory() returns it
CREATE OR REPLACE FUNCTION pg_temp.plpgsql_training_estimate(
    p float8, l int, h int, a int, g int, i int, v int, method text, b int, s int, ckpt boolean)
RETURNS computesize.memory_estimate LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
    d float8 := h / a;
    tokens float8 := b::float8 * s;
    emb float8 := 2.0 * v * h;
    trainable float8; w float8; gr float8; opt float8; per_tok float8; layer_act float8;
    act float8; logits float8; final float8; step float8; peak float8; slack float8;
    dq float8 := 0;  -- QLoRA's backward pass: the largest matrix dequantized
    ws float8 := 67108864;  -- two cuBLAS workspaces (forward and autograd threads)
    m computesize.memory_estimate;
BEGIN
    IF method = 'full' THEN
        trainable := p; w := 6 * p; gr := 4 * p; opt := 8 * p;
    ELSE
        trainable := 8 * l * ((h + a * d) * 2 + (h + g * d) * 2);
        IF method = 'qlora' THEN
            w := (p - emb) * (0.5 + 4.0 / 64) + emb * 2;
        ELSE
            w := 2 * p;
        END IF;
        w := w + trainable * 4; gr := trainable * 4; opt := trainable * 8;
    END IF;
    per_tok := 2 * (4 * h + (3 * a + 2 * g) * d + 4 * i) + 4 * a
               + 4 * h;                              -- RMSNorm's fp32 inputs
    IF method = 'full' THEN
        per_tok := per_tok + 2 * h * 3;              -- autocast's own copies for k, v and up
    ELSIF method = 'lora' THEN
        -- each adapter's own autocast copy of its input (q, k, v, o), less the
        -- norm output they no longer share; the MLP, which no adapter targets,
        -- keeps no input (the second norm's output, the gated product)
        per_tok := per_tok + 2 * (3 * h + a * d) - 2 * h - 2 * (h + i);
    END IF;
    IF method = 'qlora' THEN
        per_tok := per_tok + 2 * (2 * h + a * d + i);  -- bitsandbytes' saved inputs
        dq := 2 * greatest(h::float8 * i, h::float8 * a * d);
    END IF;
    layer_act := tokens * per_tok;
    logits := tokens * v * 16;
    -- the final norm's fp32 input; in full fine-tuning its fp32 normalised
    -- value and the head's 16-bit copy of its input too
    final := tokens * h * CASE WHEN method = 'full' THEN 4 + 4 + 2 ELSE 4 END;
    IF ckpt THEN
        act := l * tokens * h * 2 + greatest(layer_act + tokens * v * 4 + dq, logits + final);
    ELSE
        act := l * layer_act + greatest(logits + final, tokens * v * 4 + dq);
    END IF;
    -- the foreach AdamW buffer, less autocast's 16-bit weight copies (full
    -- fine-tuning), which are gone by the step
    step := trainable * 4 - CASE WHEN method = 'full' THEN 2 * p ELSE 0 END;
    peak := w + opt + gr + greatest(act, step);
    slack := act * 0.10;
    m.weights := round(w)::bigint::computesize.memsize;
    m.gradients := round(gr)::bigint::computesize.memsize;
    m.optimizer := round(opt)::bigint::computesize.memsize;
    m.activations := round(act + ws)::bigint::computesize.memsize;
    m.kv_cache := 0::bigint::computesize.memsize;
    m.overhead := round(slack + 1073741824)::bigint::computesize.memsize;
    m.total := round(peak + ws + slack + 1073741824)::bigint::computesize.memsize;
    m.gpus := 1;
    m.allocated := round(peak + ws)::bigint::computesize.memsize;
    m.reserved := round(peak + ws + slack)::bigint::computesize.memsize;
    m.trainable_params := trainable;
    m.optimizer_step := round(greatest(step - act, 0))::bigint::computesize.memsize;
    RETURN m;
END $$;

-- and the same API in PL/pgSQL: a constructor that makes the checks that
-- training_job() makes on these arguments and returns a
-- computesize.workload, and a memory() that reads it and returns the
-- estimate above
CREATE OR REPLACE FUNCTION pg_temp.plpgsql_training_job(
    params float8, layers int, hidden int, heads int, kv_heads int, intermediate int, vocab int,
    method text DEFAULT 'full', "precision" text DEFAULT 'bf16', optimizer text DEFAULT 'adamw',
    batch int DEFAULT 1, seq_len int DEFAULT 2048, gradient_checkpointing boolean DEFAULT false,
    framework text DEFAULT 'pytorch')
RETURNS computesize.workload LANGUAGE plpgsql STABLE AS $$
DECLARE w computesize.workload;
BEGIN
    IF method <> ALL (ARRAY['full', 'lora', 'qlora']) THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = format('method "%s" is not recognized', method);
    END IF;
    IF "precision" <> ALL (ARRAY['fp32', 'fp16', 'bf16']) THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = format('precision "%s" is not recognized', "precision");
    END IF;
    IF optimizer <> ALL (ARRAY['adamw', 'adam', 'adamw_fused', 'adamw_torch_fused', 'adamw_hf', 'adamw_8bit', 'paged_adamw', 'paged_adamw_8bit', 'sgd', 'sgd_momentum', 'adafactor', 'lion', 'muon', 'galore_adamw', 'galore_adamw_8bit']) THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = format('optimizer "%s" is not recognized', optimizer);
    END IF;
    IF framework <> ALL (ARRAY['pytorch', 'transformers', 'torchtune', 'litgpt', 'deepspeed']) THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = format('framework "%s" is not recognized', framework);
    END IF;
    IF batch <= 0 OR seq_len <= 0 THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'batch and seq_len must be greater than zero';
    END IF;
    IF NOT (params > 0 AND params <= 1e15) THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'params must be a positive number, at most 1e15';
    END IF;
    IF layers <= 0 OR hidden <= 0 OR heads <= 0 OR kv_heads <= 0 OR intermediate <= 0 OR vocab <= 0 THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'architecture sizes must be greater than zero';
    END IF;
    IF heads > hidden THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'heads cannot exceed hidden';
    END IF;
    IF hidden % heads <> 0 THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'hidden is not a multiple of heads';
    END IF;
    IF kv_heads > heads THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'kv_heads cannot exceed heads';
    END IF;
    IF heads % kv_heads <> 0 THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'heads is not a multiple of kv_heads';
    END IF;
    w.kind := 'training'; w.params := params; w.active_params := params; w.method := method;
    w."precision" := "precision"; w.optimizer := optimizer; w.batch := batch; w.seq_len := seq_len;
    w.gradient_checkpointing := gradient_checkpointing; w.flash_attention := true;
    w.lora_rank := CASE WHEN method <> 'full' THEN 8 END;
    w.lora_targets := CASE WHEN method <> 'full' THEN 'attention' END;
    w.zero_stage := 0; w.gpus := 1; w.framework := framework; w.mixed_precision := true;
    w.layers := layers; w.hidden := hidden; w.heads := heads; w.kv_heads := kv_heads;
    w.head_dim := hidden / heads; w.intermediate := intermediate; w.vocab := vocab;
    RETURN w;
END $$;

CREATE OR REPLACE FUNCTION pg_temp.plpgsql_memory(w computesize.workload)
RETURNS computesize.memory_estimate LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
    RETURN pg_temp.plpgsql_training_estimate(w.params, w.layers, w.hidden, w.heads, w.kv_heads,
                                             w.intermediate, w.vocab, w.method, w.batch, w.seq_len,
                                             w.gradient_checkpointing);
END $$;

CREATE OR REPLACE FUNCTION pg_temp.seconds(q text) RETURNS float8 LANGUAGE plpgsql AS $$
DECLARE t0 timestamptz := clock_timestamp(); best float8 := NULL; dt float8;
BEGIN
    FOR k IN 1..5 LOOP               -- best of five runs (shared machines are noisy)
        t0 := clock_timestamp();
        EXECUTE q;
        dt := extract(epoch FROM clock_timestamp() - t0);
        best := least(coalesce(best, dt), dt);
    END LOOP;
    RETURN best;
END $$;

-- every query once per round, :rounds rounds (7 unless set): a slowdown
-- of the shared machine then hits all queries of a round alike instead of
-- one query's runs
CREATE TEMP TABLE bench_query (ord int, name text, q text);
INSERT INTO bench_query VALUES
 (1, 'baseline: sum(batch * seq_len * params)',
  'SELECT sum(batch * seq_len * params) FROM bench_jobs'),
 (2, 'memory(training_job(model => ...))',
  'SELECT sum((computesize.memory(computesize.training_job(model => model, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt, mixed_precision => true))).total::bigint) FROM bench_jobs'),
 (3, 'memory(training_job(params, architecture))',
  'SELECT sum((computesize.memory(computesize.training_job(params => params, layers => layers, hidden => hidden, heads => heads, kv_heads => kv_heads, intermediate => intermediate, vocab => vocab, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt, mixed_precision => true))).total::bigint) FROM bench_jobs'),
 (4, 'memory(training_job(params, architecture)), every row distinct',
  'SELECT sum((computesize.memory(computesize.training_job(params => params + i, layers => layers, hidden => hidden, heads => heads, kv_heads => kv_heads, intermediate => intermediate, vocab => vocab, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt, mixed_precision => true))).total::bigint) FROM bench_jobs'),
 (5, 'the same as whole memory_estimate values (count(memory(...)))',
  'SELECT count(computesize.memory(computesize.training_job(params => params + i, layers => layers, hidden => hidden, heads => heads, kv_heads => kv_heads, intermediate => intermediate, vocab => vocab, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt, mixed_precision => true))) FROM bench_jobs'),
 (6, 'memory(w) over stored workloads, every one distinct',
  'SELECT sum((computesize.memory(w)).total::bigint) FROM bench_stored'),
 (7, 'memory(inference_job(model => ...))',
  'SELECT sum((computesize.memory(computesize.inference_job(model => model, batch => batch, context => seq_len))).total::bigint) FROM bench_jobs'),
 (8, 'the same API in PL/pgSQL (constructor + memory)',
  'SELECT sum((pg_temp.plpgsql_memory(pg_temp.plpgsql_training_job(params, layers, hidden, heads, kv_heads, intermediate, vocab, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt))).total::bigint) FROM bench_jobs'),
 (9, 'the bare formula in PL/pgSQL (no API, no checks)',
  'SELECT sum((pg_temp.plpgsql_training_estimate(params, layers, hidden, heads, kv_heads, intermediate, vocab, method, batch, seq_len, ckpt)).total::bigint) FROM bench_jobs');
CREATE TEMP TABLE bench_round (round int, ord int, seconds float8);
\if :{?rounds}
\else
\set rounds 7
\endif
SELECT set_config('bench.rounds', :'rounds', false) AS rounds \gset
DO $$
DECLARE r record; t0 timestamptz; dt float8;
BEGIN
    FOR k IN 1..current_setting('bench.rounds')::int LOOP
        FOR r IN SELECT * FROM bench_query ORDER BY ord LOOP
            t0 := clock_timestamp();
            EXECUTE r.q;
            dt := extract(epoch FROM clock_timestamp() - t0);
            INSERT INTO bench_round VALUES (k, r.ord, dt);
        END LOOP;
    END LOOP;
END $$;

-- seconds: each query's best round; ratios: the median over the rounds of
-- the ratio within the round, so that a slow or fast phase of a shared
-- machine weighs on both sides of a ratio alike
CREATE TEMP TABLE bench_result AS
SELECT q.ord, q.name, min(r.seconds) AS seconds,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY r.seconds / b.seconds) AS x_baseline,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY api.seconds / r.seconds) AS api_over_this,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY bare.seconds / r.seconds) AS bare_over_this
FROM bench_query q
JOIN bench_round r ON r.ord = q.ord
JOIN bench_round b ON b.round = r.round AND b.ord = (SELECT ord FROM bench_query WHERE name LIKE 'baseline%')
JOIN bench_round api ON api.round = r.round AND api.ord = (SELECT ord FROM bench_query WHERE name LIKE 'the same API in PL/pgSQL%')
JOIN bench_round bare ON bare.round = r.round AND bare.ord = (SELECT ord FROM bench_query WHERE name LIKE 'the bare formula%')
GROUP BY q.ord, q.name;

\echo
SELECT name, :rows AS rows, round(seconds::numeric, 3) AS seconds,
       round((:rows / seconds)::numeric) AS rows_per_second,
       round(x_baseline::numeric, 2) AS x_baseline_time
FROM bench_result ORDER BY ord;
SELECT round((SELECT api_over_this FROM bench_result WHERE name = 'memory(training_job(params, architecture))')::numeric, 1)
       AS c_speedup_over_plpgsql_api,
       round((SELECT api_over_this FROM bench_result WHERE name LIKE '%every row distinct')::numeric, 1)
       AS c_speedup_over_plpgsql_api_distinct,
       round((SELECT bare_over_this FROM bench_result WHERE name = 'memory(training_job(params, architecture))')::numeric, 1)
       AS c_speedup_over_plpgsql_formula;

-- the C and PL/pgSQL estimates agree, column by column (same formula for
-- this subset; within 2 bytes, as PostgreSQL's round() takes halves to even
-- and computesize rounds them away from zero), by both PL/pgSQL routes
SELECT count(*) FILTER (WHERE abs((c).weights::bigint - (p).weights::bigint) > 2
                           OR abs((c).gradients::bigint - (p).gradients::bigint) > 2
                           OR abs((c).optimizer::bigint - (p).optimizer::bigint) > 2
                           OR abs((c).activations::bigint - (p).activations::bigint) > 2
                           OR (c).kv_cache::bigint <> (p).kv_cache::bigint
                           OR abs((c).overhead::bigint - (p).overhead::bigint) > 2
                           OR abs((c).total::bigint - (p).total::bigint) > 2
                           OR (c).gpus <> (p).gpus
                           OR abs((c).allocated::bigint - (p).allocated::bigint) > 2
                           OR abs((c).reserved::bigint - (p).reserved::bigint) > 2
                           OR (c).trainable_params <> (p).trainable_params
                           OR abs((c).optimizer_step::bigint - (p).optimizer_step::bigint) > 2) AS disagreements,
       count(*) AS checked
FROM (SELECT computesize.memory(computesize.training_job(params => params, layers => layers, hidden => hidden, heads => heads, kv_heads => kv_heads, intermediate => intermediate, vocab => vocab, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt, mixed_precision => true)) AS c,
             pg_temp.plpgsql_training_estimate(params, layers, hidden, heads, kv_heads, intermediate, vocab, method, batch, seq_len, ckpt) AS p
      FROM bench_jobs WHERE i <= 10000) s
\gset bench_
\echo 'the C and PL/pgSQL estimates disagree on' :bench_disagreements 'of' :bench_checked 'jobs'
SELECT :bench_disagreements > 0 AS bench_differ \gset
\if :bench_differ
\echo 'WARNING: they compute different things, so the speed-up above compares unlike work: make the PL/pgSQL formula follow the library'
\endif
SELECT count(*) FILTER (WHERE pg_temp.plpgsql_memory(pg_temp.plpgsql_training_job(params, layers, hidden, heads, kv_heads, intermediate, vocab, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt))
                              IS DISTINCT FROM pg_temp.plpgsql_training_estimate(params, layers, hidden, heads, kv_heads, intermediate, vocab, method, batch, seq_len, ckpt)) AS api_route_disagreements
FROM bench_jobs WHERE i <= 10000;

--
-- recommend() over the job table with the full shipped catalog, next to the
-- same ranking written as plain SQL: a LATERAL subquery over the offers in
-- force, with the extension's own fits and duration per candidate, ordered
-- by billed cost, LIMIT 1.  The plain-SQL ranking runs on the first
-- :sql_rows jobs (a million would take hours); rows/second compare.
--
\if :{?sql_rows}
\else
\set sql_rows 2000
\endif
CREATE TEMP TABLE sql_offer AS
SELECT o.provider, o.instance_type, o.region, o.gpu, o.gpu_count, o.usd_per_hour,
       o.memory_per_gpu_bytes, p.billing
FROM computesize.gpu_offer o JOIN computesize.provider p ON p.id = o.provider
WHERE o.pricing = 'on_demand' AND o.gpu_count <= 8;
ANALYZE sql_offer;

CREATE TEMP TABLE rank_result (name text, rows bigint, seconds float8);
INSERT INTO rank_result VALUES
 ('recommend(training_job(...)), full catalog', :rows,
  pg_temp.seconds('SELECT sum((computesize.recommend(computesize.training_job(model => model, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt, mixed_precision => true, tokens => 1e8 + i))).cost) FROM bench_jobs')),
 ('the same ranking in plain SQL (LATERAL ... ORDER BY cost LIMIT 1)', :sql_rows,
  pg_temp.seconds(format($q$
    SELECT sum(r.cost)
    FROM (SELECT i, computesize.training_job(model => model, method => method, batch => batch, seq_len => seq_len,
                                             gradient_checkpointing => ckpt, mixed_precision => true, tokens => 1e8 + i) AS w
          FROM bench_jobs WHERE i <= %s) j
    CROSS JOIN LATERAL (
        SELECT o.usd_per_hour * CASE o.billing WHEN 'per_hour' THEN ceil(h.hours - 1e-9)
                                               WHEN 'per_minute' THEN ceil(h.hours * 60 - 1e-9) / 60
                                               ELSE ceil(h.hours * 3600 - 1e-9) / 3600 END::numeric AS cost
        FROM sql_offer o
        CROSS JOIN LATERAL (SELECT extract(epoch FROM computesize.duration(j.w, o.gpu, o.gpu_count))::float8 / 3600 AS hours) h
        WHERE computesize.fits(j.w, o.gpu, o.gpu_count)
        ORDER BY 1 LIMIT 1) r
  $q$, :sql_rows)));

\echo
SELECT name, rows, round(seconds::numeric, 3) AS seconds, round((rows / seconds)::numeric) AS rows_per_second
FROM rank_result;
SELECT round(((SELECT rows / seconds FROM rank_result WHERE name LIKE 'recommend%')
              / (SELECT rows / seconds FROM rank_result WHERE name LIKE 'the same ranking%'))::numeric, 1)
       AS recommend_speedup_over_sql;
-- both rankings pick an offer of the same cost
SELECT count(*) FILTER (WHERE abs(c.cost - s.cost) > 0.0001) AS ranking_disagreements, count(*) AS checked
FROM (SELECT i, (computesize.recommend(computesize.training_job(model => model, method => method, batch => batch, seq_len => seq_len,
                                                                gradient_checkpointing => ckpt, mixed_precision => true, tokens => 1e8 + i))).cost
      FROM bench_jobs WHERE i <= 500) c
JOIN (SELECT j.i, r.cost
      FROM (SELECT i, computesize.training_job(model => model, method => method, batch => batch, seq_len => seq_len,
                                               gradient_checkpointing => ckpt, mixed_precision => true, tokens => 1e8 + i) AS w
            FROM bench_jobs WHERE i <= 500) j
      CROSS JOIN LATERAL (
          SELECT round(o.usd_per_hour * CASE o.billing WHEN 'per_hour' THEN ceil(h.hours - 1e-9)
                                                 WHEN 'per_minute' THEN ceil(h.hours * 60 - 1e-9) / 60
                                                 ELSE ceil(h.hours * 3600 - 1e-9) / 3600 END::numeric, 4) AS cost
          FROM sql_offer o
          CROSS JOIN LATERAL (SELECT extract(epoch FROM computesize.duration(j.w, o.gpu, o.gpu_count))::float8 / 3600 AS hours) h
          WHERE computesize.fits(j.w, o.gpu, o.gpu_count)
          ORDER BY 1 LIMIT 1) r) s USING (i);
--
-- The inverses of fits() and the name lookup, per row (0.1.19), beside
-- fits() itself: each search runs about 2 log2(answer) estimates
-- (max_batch(), max_context()) or one per GPU count tried (min_gpus(), FSDP
-- here), so they run on the first :search_rows jobs; model_id() names a
-- fine-tune of each job's model (-Instruct), a different name on every row.
--
\if :{?search_rows}
\else
\set search_rows 100000
\endif
CREATE TEMP TABLE search_result (name text, rows bigint, seconds float8);
INSERT INTO search_result VALUES
 ('fits(training_job(...), ''h100-sxm'')', :rows,
  pg_temp.seconds('SELECT count(*) FILTER (WHERE computesize.fits(computesize.training_job(model => model, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt, mixed_precision => true), ''h100-sxm'')) FROM bench_jobs')),
 ('max_batch(training_job(...), ''h100-sxm'')', least(:rows, :search_rows),
  pg_temp.seconds(format('SELECT sum(computesize.max_batch(computesize.training_job(model => model, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt, mixed_precision => true), ''h100-sxm'')) FROM bench_jobs WHERE i <= %s', least(:rows, :search_rows)))),
 ('max_context(training_job(...), ''h100-sxm'')', least(:rows, :search_rows),
  pg_temp.seconds(format('SELECT sum(computesize.max_context(computesize.training_job(model => model, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt, mixed_precision => true), ''h100-sxm'')) FROM bench_jobs WHERE i <= %s', least(:rows, :search_rows)))),
 ('min_gpus(training_job(..., zero_stage => 3), ''h100-sxm'')', least(:rows, :search_rows),
  pg_temp.seconds(format('SELECT sum(computesize.min_gpus(computesize.training_job(model => model, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt, mixed_precision => true, zero_stage => 3), ''h100-sxm'')) FROM bench_jobs WHERE i <= %s', least(:rows, :search_rows)))),
 ('model_id(model || ''-Instruct''), a new name every row', :rows,
  pg_temp.seconds('SELECT count(computesize.model_id(model || ''-Instruct'')) FROM bench_jobs'));

\echo
SELECT name, rows, round(seconds::numeric, 3) AS seconds, round((rows / seconds)::numeric) AS rows_per_second,
       round(((SELECT rows / seconds FROM search_result WHERE name LIKE 'fits%') / (rows / seconds))::numeric, 1) AS x_fits_time
FROM search_result;
DROP TABLE bench_jobs;
