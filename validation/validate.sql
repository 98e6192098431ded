-- Validation of the memory estimator against published measurements.
--
-- Loads validation/ground-truth-vram.csv (published peak GPU memory figures,
-- each with its source) and validation/cases.csv (how each row is expressed
-- as a workload, or why it cannot be), normalises every measurement to bytes
-- and to the quantity it measured, runs the estimator, and reports per-row
-- error, per-mode median / p90 / max absolute percentage error, and the share
-- of rows under-estimated by more than 10%; then the same rows by the
-- published estimators computesize is measured against (anchors.sql).
-- validation/measured-vram.csv and measured-cases.csv, in the same formats,
-- hold the peaks validation/measure_peak.py measures on a GPU, and
-- validation/published-extra-vram.csv and published-extra-cases.csv the
-- published runs of the same tables that the public file leaves out: each
-- pair is reported in a table of its own, outside the totals.
--
-- Run from the repository root in a database with computesize installed:
--     psql -X -f validation/validate.sql          (scripts/validate.sh does it)
-- Then the GGUF file sizes of validation/gguf-sizes.csv (gguf.sql).
-- Leaves the temporary tables validation_result, reserved_result, gguf_result and
-- anchor_result for further queries.
\set ON_ERROR_STOP on
\pset footer off
SET client_min_messages = warning;

CREATE TEMP TABLE gt_raw (
    id text, model text, params_b text, layers text, hidden text, heads text,
    kv_heads text, vocab text, intermediate text, mode text, "precision" text,
    optimizer text, batch_size text, seq_len text, grad_ckpt text,
    other_settings text, framework text, gpu text, num_gpus text, value text,
    unit text, metric text, measured_or_computed text, source_url text,
    source_detail text, notes text);
\copy gt_raw FROM 'validation/ground-truth-vram.csv' WITH (FORMAT csv, HEADER)
CREATE TEMP TABLE cases (id text, kind text, metric text, args text, note text);
\copy cases FROM 'validation/cases.csv' WITH (FORMAT csv, HEADER)
-- peaks measured for this project by validation/measure_peak.py on a GPU,
-- in the same two formats (ids from 1001): reported on their own, never in
-- the public file's totals
\copy gt_raw FROM 'validation/measured-vram.csv' WITH (FORMAT csv, HEADER)
\copy cases FROM 'validation/measured-cases.csv' WITH (FORMAT csv, HEADER)
-- published runs that the public file leaves out (ids from 3001): reported
-- on their own, never in the public file's totals
\copy gt_raw FROM 'validation/published-extra-vram.csv' WITH (FORMAT csv, HEADER)
\copy cases FROM 'validation/published-extra-cases.csv' WITH (FORMAT csv, HEADER)

-- measured values in bytes: each source's unit as it states it
CREATE TEMP TABLE gt AS
SELECT g.id::int AS id, g.model,
       CASE WHEN g.mode ILIKE 'QLoRA%' THEN 'qlora'
            WHEN g.mode ILIKE 'LoRA%' THEN 'lora'
            WHEN g.mode ILIKE 'full%' THEN 'full'
            WHEN g.mode ILIKE 'pretraining%' THEN 'pretraining'
            WHEN g.mode ILIKE 'inference%' THEN 'inference'
            ELSE g.mode END AS mode,
       CASE WHEN g.params_b ~ '^[0-9.]+$' THEN g.params_b::float8 * 1e9 END AS params,
       CASE WHEN g.layers ~ '^[0-9]+$' THEN g.layers::int END AS layers,
       CASE WHEN g.hidden ~ '^[0-9]+$' THEN g.hidden::int END AS hidden,
       CASE WHEN g.heads ~ '^[0-9]+$' THEN g.heads::int END AS heads,
       CASE WHEN g.kv_heads ~ '^[0-9]+$' THEN g.kv_heads::int END AS kv_heads,
       CASE WHEN g.vocab ~ '^[0-9]+$' THEN g.vocab::int END AS vocab,
       CASE WHEN g.intermediate ~ '^[0-9]+$' THEN g.intermediate::int END AS intermediate,
       g.framework, g.value, g.unit, g.metric AS source_metric,
       g.measured_or_computed LIKE 'measured%' AS measured,
       g.id::int BETWEEN 1001 AND 2999 AS own,
       g.id::int >= 3001 AS extra,
       CASE WHEN g.value ~ '^[0-9]+(\.[0-9]+)?$' THEN
           g.value::numeric * CASE
               WHEN g.unit LIKE 'GiB%' THEN 1073741824
               WHEN g.unit LIKE 'MiB%' OR g.unit LIKE 'MB (nvidia-smi, MiB)%' THEN 1048576
               WHEN g.unit LIKE 'GB%' THEN 1000000000
               WHEN g.unit LIKE 'MB%' THEN 1000000
           END END AS measured_bytes,
       c.kind, c.metric, c.args, c.note
FROM gt_raw g JOIN cases c USING (id);

CREATE TEMP TABLE validation_result (
    id int, mode text, model text, metric text, measured numeric, estimated numeric,
    is_measurement boolean, w computesize.workload,
    own boolean,   -- measured by validation/measure_peak.py, not in the totals
    extra boolean); -- published, outside the public file: not in the totals

DO $$
DECLARE
    r record;
    est computesize.memory_estimate;
    wl computesize.workload;
    call text;
    value numeric;
BEGIN
    FOR r IN SELECT * FROM gt WHERE kind IS NOT NULL AND kind <> '' ORDER BY id LOOP
        call := format('computesize.%s_job(params => %s', r.kind, r.params);
        -- the architecture the source gives (a field it does not give as a
        -- number, such as an MLA model's KV heads, is left to the case's args;
        -- a field the case's args name is the run's, not the model's: the
        -- cache a framework laid out differently from the architecture)
        call := call || coalesce((
            SELECT string_agg(format(', %s => %s', f, v), '' ORDER BY n)
            FROM unnest(ARRAY['layers', 'hidden', 'heads', 'kv_heads', 'vocab', 'intermediate'],
                        ARRAY[r.layers, r.hidden, r.heads, r.kv_heads, r.vocab, r.intermediate])
                 WITH ORDINALITY AS u(f, v, n)
            WHERE v IS NOT NULL AND coalesce(r.args, '') !~ ('\m' || f || '\s*=>')), '');
        call := call || coalesce(', ' || nullif(r.args, ''), '');
        -- a case's args name what its run set; the rest of the run is the
        -- constructors' defaults before 0.2.0, which the cases were written
        -- against: no gradient checkpointing, mixed precision under the
        -- AMP-style frameworks, 2,048 tokens of training and 4,096 of
        -- context (0.2.0's defaults follow the recipes instead)
        IF coalesce(r.args, '') !~ '\mgradient_checkpointing\s*=>' AND r.kind = 'training' THEN
            call := call || ', gradient_checkpointing => false';
        END IF;
        IF coalesce(r.args, '') !~ '\mmixed_precision\s*=>' AND r.kind = 'training'
           AND coalesce(r.args, '') ~ '\mmethod\s*=>\s*''q?lora'''
           AND coalesce(r.args, '') !~ '\mframework\s*=>\s*''(torchtune|litgpt)''' THEN
            call := call || ', mixed_precision => true';
        END IF;
        IF coalesce(r.args, '') !~ '\mseq_len\s*=>' AND r.kind = 'training' THEN
            call := call || ', seq_len => 2048';
        END IF;
        IF coalesce(r.args, '') !~ '\mcontext\s*=>' AND r.kind = 'inference' THEN
            call := call || ', context => 4096';
        END IF;
        call := call || ')';
        EXECUTE format('SELECT (%s).*', call) INTO wl;
        est := computesize.memory(wl);
        value := CASE r.metric
            WHEN 'allocated' THEN est.allocated::numeric
            WHEN 'reserved' THEN est.reserved::numeric
            WHEN 'total' THEN est.total::numeric
            WHEN 'non_kv' THEN est.total::numeric - est.kv_cache::numeric
            WHEN 'weights' THEN est.weights::numeric
            WHEN 'kv_cache' THEN est.kv_cache::numeric
            WHEN 'states' THEN est.weights::numeric + est.gradients::numeric + est.optimizer::numeric
        END;
        IF value IS NULL THEN
            RAISE EXCEPTION 'case % has unknown metric %', r.id, r.metric;
        END IF;
        INSERT INTO validation_result VALUES (r.id, r.mode, r.model, r.metric, r.measured_bytes, value,
                                              r.measured AND NOT r.own AND NOT r.extra, wl, r.own,
                                              r.extra);
    END LOOP;
END $$;

\echo
\echo 'Per row (GiB; error = estimated / measured - 1)'
SELECT id, mode, left(model, 28) AS model, metric,
       CASE WHEN own THEN 'here' WHEN extra THEN 'extra' WHEN is_measurement THEN 'measured' ELSE 'computed' END AS source,
       round(measured / 1073741824, 2) AS measured_gib,
       round(estimated / 1073741824, 2) AS estimated_gib,
       to_char(100 * (estimated / measured - 1), 'S990.0') || '%' AS error
FROM validation_result ORDER BY mode, id;

-- the totals are over measurements only; rows a source computed (the ZeRO
-- paper's arithmetic) check the formulas and are reported on their own
\echo 'Per mode, measured rows (absolute percentage error)'
SELECT mode, count(*) AS rows,
       round(100 * percentile_cont(0.5) WITHIN GROUP (ORDER BY abs(estimated / measured - 1))::numeric, 1) AS median_pct,
       round(100 * percentile_cont(0.9) WITHIN GROUP (ORDER BY abs(estimated / measured - 1))::numeric, 1) AS p90_pct,
       round(100 * max(abs(estimated / measured - 1)), 1) AS max_pct,
       round(100.0 * count(*) FILTER (WHERE estimated < 0.9 * measured) / count(*), 1) AS under_10pct_share
FROM validation_result WHERE is_measurement GROUP BY ROLLUP (mode) ORDER BY mode NULLS LAST;

-- the same by the framework that ran the job (the source's name, without
-- its version or date): a profile that is off shows as one framework's bias
\echo 'Per framework, measured rows (absolute percentage error; bias: median signed error)'
SELECT split_part(g.framework, ' (', 1) AS framework, count(*) AS rows,
       round(100 * percentile_cont(0.5) WITHIN GROUP (ORDER BY abs(v.estimated / v.measured - 1))::numeric, 1) AS median_pct,
       round(100 * percentile_cont(0.9) WITHIN GROUP (ORDER BY abs(v.estimated / v.measured - 1))::numeric, 1) AS p90_pct,
       round(100 * max(abs(v.estimated / v.measured - 1)), 1) AS max_pct,
       round(100 * percentile_cont(0.5) WITHIN GROUP (ORDER BY v.estimated / v.measured - 1)::numeric, 1) AS bias_pct,
       count(*) FILTER (WHERE v.estimated < 0.9 * v.measured) AS under_10pct_rows
FROM validation_result v JOIN gt g USING (id)
WHERE v.is_measurement GROUP BY 1 ORDER BY 1;

-- a sensitivity check, not the totals: torchtune's May 2024 recipe table
-- (source commit 0217d44) states no metric; the public file reads it as
-- allocated memory, the README table before it gave reserved memory
\echo 'Sensitivity (not the totals): torchtune''s May 2024 table read as reserved memory'
CREATE TEMP TABLE reserved_reading AS
SELECT id, measured, allocated_estimate, may_2024,
       CASE WHEN may_2024 THEN (computesize.memory(w)).reserved::numeric ELSE allocated_estimate END AS estimated
FROM (SELECT v.id, v.measured, v.estimated AS allocated_estimate, v.w,
             r.source_url LIKE '%0217d44c2e1e372b34628767745c1f6538086a81%' AS may_2024
      FROM validation_result v JOIN gt_raw r ON r.id::int = v.id WHERE v.is_measurement) s;
SELECT id, round(measured / 1e9, 2) AS measured_gb, round(allocated_estimate / 1e9, 2) AS allocated_gb,
       round(estimated / 1e9, 2) AS reserved_gb,
       to_char(100 * (allocated_estimate / measured - 1), 'S990.0') || '%' AS allocated_error,
       to_char(100 * (estimated / measured - 1), 'S990.0') || '%' AS reserved_error
FROM reserved_reading WHERE may_2024 ORDER BY id;
SELECT count(*) AS rows, count(*) FILTER (WHERE estimated < 0.9 * measured) AS under_10pct_rows,
       round(100.0 * count(*) FILTER (WHERE estimated < 0.9 * measured) / count(*), 1) AS under_10pct_share
FROM reserved_reading;

\echo 'Computed rows (published arithmetic, not in the totals)'
SELECT mode, count(*) AS rows,
       round(100 * max(abs(estimated / measured - 1)), 1) AS max_pct
FROM validation_result WHERE NOT is_measurement AND NOT own AND NOT extra GROUP BY mode ORDER BY mode;

\echo 'Measured here (validation/measure_peak.py on a GPU; absolute percentage error)'
SELECT mode, count(*) AS rows,
       round(100 * percentile_cont(0.5) WITHIN GROUP (ORDER BY abs(estimated / measured - 1))::numeric, 1) AS median_pct,
       round(100 * max(abs(estimated / measured - 1)), 1) AS max_pct,
       round(100 * percentile_cont(0.5) WITHIN GROUP (ORDER BY estimated / measured - 1)::numeric, 1) AS bias_pct,
       count(*) FILTER (WHERE estimated < 0.9 * measured) AS under_10pct_rows
FROM validation_result WHERE own GROUP BY ROLLUP (mode) ORDER BY mode NULLS LAST;

-- the same runs' reserved peaks (max_memory_reserved, which measure_peak.py
-- writes in each row's notes) against the estimate's reserved column:
-- allocated plus the allocator's slack, 10% of the activations in the
-- profile.  What the caching allocator keeps beyond the live tensors
-- depends on the order of allocations, which no profile of sizes gives.
CREATE TEMP TABLE reserved_result AS
SELECT v.id, v.mode, v.measured / 1073741824.0 AS allocated, r.reserved,
       m.reserved::bigint / 1073741824.0 AS estimated_reserved,
       (m.reserved::bigint - m.allocated::bigint) / 1073741824.0 AS estimated_slack
FROM validation_result v
JOIN gt_raw g ON g.id::int = v.id
CROSS JOIN LATERAL (SELECT substring(g.notes FROM 'max_memory_reserved ([0-9.]+) GiB')::numeric AS reserved) r
CROSS JOIN LATERAL computesize.memory(v.w) m
WHERE v.own AND v.metric = 'allocated' AND r.reserved IS NOT NULL;
\echo 'Measured here, reserved memory (max_memory_reserved against the estimate''s reserved; GiB)'
SELECT id, mode, round(allocated, 2) AS allocated, round(reserved, 2) AS reserved,
       round(reserved - allocated, 2) AS cached_beyond, round(estimated_slack, 2) AS estimated_slack,
       round(estimated_reserved, 2) AS estimated_reserved,
       to_char(100 * (estimated_reserved / reserved - 1), 'S990.0') || '%' AS error
FROM reserved_result ORDER BY id;
SELECT count(*) AS rows,
       round(100 * percentile_cont(0.5) WITHIN GROUP (ORDER BY abs(estimated_reserved / reserved - 1))::numeric, 1) AS median_pct,
       round(100 * max(abs(estimated_reserved / reserved - 1)), 1) AS max_pct,
       count(*) FILTER (WHERE estimated_reserved < 0.9 * reserved) AS under_10pct_rows
FROM reserved_result;

\echo 'Published rows outside the public file (validation/published-extra-vram.csv; absolute percentage error)'
SELECT mode, count(*) AS rows,
       round(100 * percentile_cont(0.5) WITHIN GROUP (ORDER BY abs(estimated / measured - 1))::numeric, 1) AS median_pct,
       round(100 * percentile_cont(0.9) WITHIN GROUP (ORDER BY abs(estimated / measured - 1))::numeric, 1) AS p90_pct,
       round(100 * max(abs(estimated / measured - 1)), 1) AS max_pct,
       round(100 * percentile_cont(0.5) WITHIN GROUP (ORDER BY estimated / measured - 1)::numeric, 1) AS bias_pct,
       count(*) FILTER (WHERE estimated < 0.9 * measured) AS under_10pct_rows
FROM validation_result WHERE extra GROUP BY ROLLUP (mode) ORDER BY mode NULLS LAST;

\echo 'Rows that cannot be expressed'
SELECT id, left(model, 28) AS model, note AS reason
FROM gt WHERE kind IS NULL OR kind = '' ORDER BY id;

\i validation/gguf.sql

\i validation/anchors.sql
