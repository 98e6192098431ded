--
-- job history: the generated history, the mapping to workloads, the
-- analyses (overpaid, idle GPUs, out-of-memory risk, cost at current
-- prices, recommended GPU per family) and the incremental refresh
--
SET client_min_messages = notice;
\getenv abs_srcdir PG_ABS_SRCDIR
\set f :abs_srcdir '/../demo/job_history.sql'
SET client_min_messages = warning;
\i :f
SET client_min_messages = notice;
SET search_path = public, computesize;

-- the history: 3,000 jobs, six teams, six months, GPU names as schedulers
-- spell them, all known to the catalog
SELECT count(*) AS jobs, count(DISTINCT team) AS teams,
       min(submitted_at)::date AS first_day, max(submitted_at)::date AS last_day,
       count(*) FILTER (WHERE gpu_id(gpu_name) IS NULL) AS unknown_gpus
FROM jobs;
SELECT gpu_name, gpu_id(gpu_name) AS catalog_id, count(*) AS jobs FROM jobs GROUP BY gpu_name ORDER BY gpu_name;

-- review_job() by hand for job 3 (a 7B QLoRA job on an 80 GB A100): today's
-- cheapest A100 80 GB SXM GPU-hour times its GPU count and hours; the
-- recommendation is recommend()'s, run as much slower than the model as the
-- job ran on its own GPU; the saving is the job's cost minus that
SELECT j.job_id, v.gpu_id,
       v.cost_at_current_prices = round(gpu_hour_price('a100-80gb-sxm') * j.gpu_count * j.hours::numeric, 2) AS current_cost_by_hand,
       (v.recommended_gpu, v.recommended_provider, v.recommended_instance_type)
         = (r.gpu, r.provider, r.instance_type) AS same_as_recommend,
       round(v.slowdown::numeric, 6) = round((j.hours / (extract(epoch FROM duration(j.workload, 'a100-80gb-sxm')) / 3600))::numeric, 6) AS slowdown_by_hand,
       -- the recommended offer's slowed hours, billed by the minute (its
       -- provider's billing, with no minimum charge)
       p.billing, p.billing_minimum,
       v.recommended_cost = round(r.usd_per_hour * (ceil(r.hours * v.slowdown * 60) / 60)::numeric, 2) AS recommended_cost_by_hand,
       v.savings = j.cost - v.recommended_cost AS savings_by_hand,
       v.needed_per_gpu = (memory(j.workload, j.gpu_count)).total AS needed_is_memory,
       round(v.memory_fill::numeric, 3) = round((j.peak::bigint / (80 * 1073741824.0))::numeric, 3) AS fill_by_hand
FROM job_workloads j,
     review_job(j.workload, j.gpu, j.gpu_count, j.hours, j.cost, j.peak, j.utilization) v,
     recommend(j.workload) r,
     provider p
WHERE j.job_id = 3 AND p.id = r.provider;

CREATE TEMP TABLE reviewed AS
SELECT j.job_id, j.team, j.model, j.method, j.gpu, j.gpu_count, j.hours, j.cost, j.peak, j.utilization, v.*
FROM job_workloads j
CROSS JOIN LATERAL review_job(j.workload, j.gpu, j.gpu_count, j.hours, j.cost, j.peak, j.utilization) v;
SELECT count(*) AS reviewed, count(recommended_gpu) AS with_recommendation FROM reviewed;
-- every recommendation billed as its provider bills: the slowed hours
-- rounded up to the second or the minute, at least the provider's minimum
SELECT p.billing, count(*) AS jobs,
       count(*) FILTER (WHERE v.recommended_cost <> round(r.usd_per_hour * greatest(
                  ceil(r.hours * v.slowdown * CASE p.billing WHEN 'per_second' THEN 3600 WHEN 'per_minute' THEN 60 ELSE 1 END - 1e-9)
                  / CASE p.billing WHEN 'per_second' THEN 3600 WHEN 'per_minute' THEN 60 ELSE 1 END,
                  extract(epoch FROM p.billing_minimum) / 3600)::numeric, 2)) AS billed_otherwise
FROM job_workloads j
CROSS JOIN LATERAL review_job(j.workload, j.gpu, j.gpu_count, j.hours, j.cost, j.peak, j.utilization) v
CROSS JOIN LATERAL recommend(j.workload) r
JOIN provider p ON p.id = r.provider
GROUP BY p.billing ORDER BY p.billing;

-- overpaid jobs: what they cost against the recommended configuration
SELECT team, count(*) AS jobs, round(sum(cost)) AS paid_usd, round(sum(recommended_cost)) AS recommended_usd,
       round(sum(savings)) AS savings_usd, round(100 * sum(savings) / sum(cost), 1) AS savings_pct
FROM reviewed GROUP BY team ORDER BY savings_usd DESC;
SELECT job_id, team, model, method, gpu, gpu_count, round(cost, 2) AS paid, recommended_gpu,
       recommended_gpu_count AS n, recommended_provider, recommended_cost, savings
FROM reviewed ORDER BY savings DESC, job_id LIMIT 5;

-- over-provisioned GPUs: utilisation under 20%
SELECT team, gpu, count(*) AS jobs, count(*) FILTER (WHERE overprovisioned) AS idle_jobs,
       round(avg(utilization)::numeric, 2) AS avg_util
FROM reviewed GROUP BY team, gpu HAVING count(*) FILTER (WHERE overprovisioned) > 0 ORDER BY idle_jobs DESC;

-- out-of-memory risk: a logged peak above 90% of the card
SELECT team, model, gpu, count(*) FILTER (WHERE oom_risk) AS risky_jobs, count(*) AS jobs,
       round(max(memory_fill)::numeric, 3) AS worst_fill
FROM reviewed GROUP BY team, model, gpu HAVING count(*) FILTER (WHERE oom_risk) > 0 ORDER BY risky_jobs DESC;
SELECT count(*) FILTER (WHERE oom_risk IS DISTINCT FROM (peak::bigint > 0.9 * memory_per_gpu::bigint)) AS oom_flag_wrong
FROM reviewed;

-- the history at today's prices (cheapest on-demand offer of the same GPU)
SELECT team, round(sum(cost)) AS paid_usd, round(sum(cost_at_current_prices)) AS at_current_prices_usd
FROM reviewed GROUP BY team ORDER BY team;

-- the recommended GPU per job family (most frequent recommendation)
SELECT DISTINCT ON (model, method) model, method, recommended_gpu, recommended_gpu_count AS n,
       recommended_provider, count(*) AS jobs
FROM reviewed GROUP BY model, method, recommended_gpu, recommended_gpu_count, recommended_provider
ORDER BY model, method, count(*) DESC, recommended_gpu;

--
-- refresh_recommendations(): incremental, one transaction
--
CALL refresh_recommendations('job_workloads');
SELECT count(*) AS rows, count(DISTINCT catalog_generation) AS generations FROM recommendation;
-- each row says which options ranked it
SELECT objective, pricing, count(*) FROM recommendation GROUP BY 1, 2;
-- the table agrees with review_job()
SELECT count(*) AS disagreements
FROM recommendation r JOIN reviewed v ON v.job_id::text = r.job_id
WHERE (r.recommended_gpu, r.recommended_cost, r.savings, r.oom_risk, r.overprovisioned)
      IS DISTINCT FROM (v.recommended_gpu, v.recommended_cost, v.savings, v.oom_risk, v.overprovisioned);
-- nothing changed: nothing recomputed
CALL refresh_recommendations('job_workloads');
-- a new job, a changed job and a deleted job
INSERT INTO jobs SELECT 3001, team, submitted_at, model, method, "precision", batch, seq_len, tokens, grad_ckpt,
       zero_stage, gpu_name, gpu_count, hours, cost_usd, peak_memory, gpu_util FROM jobs WHERE job_id = 1;
UPDATE jobs SET tokens = tokens * 2 WHERE job_id = 2;
DELETE FROM jobs WHERE job_id = 4;
CALL refresh_recommendations('job_workloads');
SELECT count(*) AS rows FROM recommendation;
-- a price change recomputes every job: a deal on H100s moves jobs there
INSERT INTO price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('runpod', '1x H100 SXM', 'global', 'on_demand', 0.05, current_date - 1, 'test: a deal');
CALL refresh_recommendations('job_workloads');
SELECT count(*) FILTER (WHERE recommended_gpu = 'h100-sxm') > 2000 AS most_jobs_now_on_h100 FROM recommendation;
DELETE FROM price WHERE NOT is_builtin;
-- another objective or pricing recomputes every job (the options are part
-- of each job's fingerprint), and again on the way back
CALL refresh_recommendations('job_workloads', objective => 'time');
SELECT count(*) AS disagreements
FROM recommendation r JOIN job_workloads j ON j.job_id::text = r.job_id
CROSS JOIN LATERAL review_job(j.workload, j.gpu, j.gpu_count, j.hours, j.cost, j.peak, j.utilization, 'time') v
WHERE (r.recommended_gpu, r.recommended_cost, r.savings) IS DISTINCT FROM (v.recommended_gpu, v.recommended_cost, v.savings);
SELECT objective, pricing, count(*) FROM recommendation GROUP BY 1, 2;
CALL refresh_recommendations('job_workloads');
CALL refresh_recommendations('job_workloads', NULL, NULL);

-- a relation without a workload column is refused with a hint
\set VERBOSITY default
CALL refresh_recommendations('jobs');
-- no relation, or a bad objective or pricing: refused before any row is
-- read, so an empty job table does not hide them
CALL refresh_recommendations(NULL);
CALL refresh_recommendations('job_workloads', 'cheapest');
CREATE TEMP VIEW no_jobs AS SELECT * FROM job_workloads WHERE false;
CALL refresh_recommendations('no_jobs', pricing => 'free');
DROP VIEW no_jobs;
-- a view without gpu, gpu_count or hours, a job_id two rows share and a row
-- without one are named (they failed under the whole generated statement)
CREATE TEMP VIEW short_jobs AS SELECT job_id, workload, gpu FROM job_workloads;
CALL refresh_recommendations('short_jobs');
CREATE TEMP VIEW retried_jobs AS SELECT * FROM job_workloads UNION ALL SELECT * FROM job_workloads WHERE job_id = 17;
CALL refresh_recommendations('retried_jobs');
CREATE TEMP VIEW unnamed_jobs AS SELECT * FROM job_workloads UNION ALL
    SELECT NULL, workload, gpu, gpu_count, hours, cost, peak, utilization, team, model, method, submitted_at
    FROM job_workloads WHERE job_id = 17;
CALL refresh_recommendations('unnamed_jobs');
DROP VIEW short_jobs, retried_jobs, unnamed_jobs;
SELECT count(*) AS rows FROM recommendation;
-- a job whose logged numbers are out of range is refused with a hint
SELECT * FROM review_job(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), 'a100-80gb-sxm', 1, -5);
SELECT * FROM review_job(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), 'a100-80gb-sxm', 1, 5, cost => -100);
SELECT * FROM review_job(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), 'a100-80gb-sxm', 1, 5, utilization => 7);
SELECT * FROM review_job(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), 'a100-80gb-sxm', 1, 'Infinity');
SELECT * FROM review_job(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), 'a100-80gb-sxm', 1, 5, peak => '-20 GiB');
-- a cost beyond double precision is the check's error (it failed in the
-- conversion, 22003 without a hint), as is a logged run of more than a
-- million hours (its slowdown overflowed)
SELECT * FROM review_job(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), 'a100-80gb-sxm', 1, 5, cost => 1e400);
SELECT * FROM review_job(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), 'a100-80gb-sxm', 1, 5, cost => -1e400);
SELECT * FROM review_job(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), 'a100-80gb-sxm', 1, 1.7e308);
SELECT review_job_args(1e6, NULL, NULL, NULL) AS a_million_hours;
-- a job the model times at less than half a microsecond (a thousandth of
-- a token through a million-parameter model: duration() rounds it to 0 s)
-- is reviewed at one microsecond of model time: a logged hour is 3.6e9 x
-- slower (it divided by zero)
SELECT duration(training_job(params => 1e6, tokens => 0.001), 'h100-sxm') AS model_time,
       slowdown FROM review_job(training_job(params => 1e6, tokens => 0.001), 'h100-sxm', 1, 1);
-- review_job_args() itself: true for logged numbers in range (NULL: not
-- logged), the error otherwise
SELECT review_job_args(0, 0, 0, '0 B') AS zeros, review_job_args(12.5, 480, 1, '71 GiB') AS in_range,
       review_job_args(NULL, NULL, NULL, NULL) AS not_logged;
SELECT review_job_args('NaN', NULL, NULL, NULL);
SELECT review_job_args(1, '-Infinity', NULL, NULL);
SELECT review_job_args(1, 1, 'NaN', NULL);
SELECT review_job_args(1, 1, -0.01, NULL);
SELECT review_job_args(1, 1, 1, '-1 GiB');
-- each of them is invalid_parameter_value (22023)
CREATE FUNCTION pg_temp.sqlstate_of(q text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE q;
    RETURN 'no error';
EXCEPTION WHEN OTHERS THEN
    RETURN SQLSTATE;
END $$;
SELECT q, pg_temp.sqlstate_of(q) AS sqlstate
FROM unnest(ARRAY['SELECT review_job_args(-5, NULL, NULL, NULL)', 'SELECT review_job_args(''NaN'', NULL, NULL, NULL)',
                  'SELECT review_job_args(1, ''-Infinity'', NULL, NULL)', 'SELECT review_job_args(1, 1, ''NaN'', NULL)',
                  'SELECT review_job_args(1, 1, -0.01, NULL)', 'SELECT review_job_args(1, 1, 1.01, NULL)',
                  'SELECT review_job_args(1, 1, 1, ''-1 B'')', 'SELECT review_job_args(1000001, NULL, NULL, NULL)']) AS q;
-- and review_job() is one call per job: the calling query's plan scans no
-- catalog table (a distributed planner then pushes the call down as it is)
CREATE FUNCTION pg_temp.explain_lines(q text) RETURNS SETOF text LANGUAGE plpgsql AS $$
BEGIN
    RETURN QUERY EXECUTE 'EXPLAIN (COSTS OFF) ' || q;
END $$;
SELECT count(*) FILTER (WHERE l LIKE '%Function Scan on review_job%') AS review_job_scans,
       count(*) FILTER (WHERE l ~ 'Scan (using \w+ )?on (gpu|provider|price|instance)\M') AS catalog_scans
FROM pg_temp.explain_lines($$SELECT v.savings FROM generate_series(1, 3) i
    CROSS JOIN LATERAL review_job(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), 'a100-80gb-sxm', 1, i) v$$) AS l;

-- the recommended offer bills its slowed hours as its provider bills
-- them: on a provider that bills whole hours, a run that takes 0.06 h at
-- the model's speed and twice as long at the job's is one billed hour,
-- not two (the billed hour of the model's run times the slowdown)
BEGIN;
INSERT INTO provider (id, name, kind, billing, source) VALUES ('acme-hourly', 'Acme hourly', 'on_premises', 'per_hour', 'test');
INSERT INTO instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source)
VALUES ('acme-hourly', 'h1', 'h100-sxm', 1, 16, '128 GiB', 'x86_64', 'test');
INSERT INTO price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('acme-hourly', 'h1', 'dc-1', 'on_demand', 0.01, '2026-01-01', 'test');
SELECT r.provider, round(r.hours::numeric, 3) AS model_hours, r.cost AS model_cost,
       round(v.slowdown::numeric, 3) AS slowdown, round(v.recommended_hours::numeric, 3) AS recommended_hours,
       v.recommended_cost
FROM (SELECT training_job('Llama-3.2-1B', method => 'lora', tokens => 1e7, gradient_checkpointing => false, mixed_precision => true) AS w) j,
     recommend(j.w) r,
     review_job(j.w, 'h100-sxm', 1, 2 * extract(epoch FROM duration(j.w, 'h100-sxm')) / 3600) v;
ROLLBACK;

-- an always-on service is reviewed by its rate and latency: its hours are
-- its wall-clock hours on any hardware, and the plan is plan_serving()'s
-- cheapest within the constraints, CPU plans included. A 720-hour endpoint
-- of a 20M-parameter model at 1 request a second within 1 s, on AWS only:
-- one c7g.2xlarge (0.29 USD an hour, AWS's cheapest plan) for 720 hours is
-- 0.29 x 720 = 208.80 USD, against 720 hours of its T4 at today's price
SELECT v.recommended_gpu IS NULL AS on_cpu, v.recommended_gpu_count, v.recommended_instance_type,
       v.recommended_hours, v.recommended_cost, v.slowdown, v.reason
FROM review_job(inference_job(params => 20e6, context => 128), 't4', 1, 720, utilization => 0.02,
                rate => 1, p95_ms => 1000, providers => ARRAY['aws']) v;
SELECT v.recommended_cost = round(p.usd_per_hour * 720, 2) AS the_cheapest_plan_for_720_hours
FROM review_job(inference_job('Llama-3.2-1B', context => 640, prompt => 512), 'a100-80gb-sxm', 1, 720,
                rate => 2, p95_ms => 5000) v,
     LATERAL (SELECT min(usd_per_hour) AS usd_per_hour
              FROM plan_serving(2, 5000, 'Llama-3.2-1B', tokens_in => 512, tokens_out => 128)) p;
-- a service needs both numbers, and an inference workload
SELECT * FROM review_job(inference_job('Llama-3.2-1B'), 't4', 1, 720, rate => 1);
SELECT * FROM review_job(training_job('Llama-3.2-1B'), 't4', 1, 720, rate => 1, p95_ms => 100);
SELECT * FROM review_job(inference_job('Llama-3.2-1B'), 't4', 1, 720, rate => -1, p95_ms => 100);
-- a history may mix batch jobs and services: a view with rate and p95_ms,
-- NULL for the batch jobs
CREATE TEMP TABLE mixed_jobs AS
SELECT 1 AS job_id, training_job('Llama-3.2-1B', method => 'lora', tokens => 1e8) AS workload,
       'a100-80gb-sxm'::text AS gpu, 1 AS gpu_count, 3.0::float8 AS hours,
       NULL::float8 AS rate, NULL::float8 AS p95_ms
UNION ALL
SELECT 2, inference_job(params => 20e6, context => 128), 't4', 1, 720.0, 1.0, 1000.0;
CALL refresh_recommendations('mixed_jobs', providers => ARRAY['aws']);
SELECT job_id, recommended_instance_type, recommended_hours, reason LIKE 'an always-on service%' AS as_a_service
FROM recommendation WHERE source = 'mixed_jobs'::regclass ORDER BY job_id;
DROP TABLE mixed_jobs;

-- clean up for the tests that follow
DELETE FROM recommendation;
DROP VIEW job_workloads;
DROP TABLE jobs;
