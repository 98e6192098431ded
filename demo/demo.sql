-- computesize demo: a team's job history, reviewed end to end.  Run by
-- scripts/demo.sh on a throw-away cluster, from the repository root.
\pset footer off
\set ON_ERROR_STOP on
SET client_min_messages = warning;
CREATE EXTENSION computesize CASCADE;
SET search_path = public, computesize;

\echo '== Sizes as people and tools write them, stored exactly (GB is 1000^3 bytes, GiB 1024^3) =='
SELECT s AS written, s::memsize AS stored, s::memsize::bigint AS bytes, pretty(s::memsize) AS shown
FROM unnest(ARRAY['24 GiB', '14 GB', '16Gi', '36488Mi', '7e9']) AS s;

\echo '== The job history: 3,000 fine-tuning jobs of six teams, May to October 2026 =='
\i demo/job_history.sql
SELECT team, count(*) AS jobs, round(sum(cost_usd)) AS paid_usd, round(sum(hours)) AS hours,
       string_agg(DISTINCT gpu_name, ', ') AS gpus_as_logged
FROM jobs GROUP BY team ORDER BY paid_usd DESC;

\echo '== The GPU names as the scheduler logged them, as the catalog knows them =='
SELECT gpu_name AS logged_as, gpu_id(gpu_name) AS catalog_id, g.memory, g.bf16_tflops,
       gpu_hour_price(gpu_name) AS cheapest_on_demand_gpu_hour
FROM (SELECT DISTINCT gpu_name FROM jobs) j JOIN gpu g ON g.id = gpu_id(j.gpu_name)
ORDER BY g.memory, logged_as;

\echo '== How much memory do these jobs need, component by component (per GPU; the components add up to the total) =='
SELECT DISTINCT ON (model, method) model, method, pretty(m.weights) AS weights,
       pretty(m.gradients + m.optimizer) AS grads_and_optimizer, pretty(m.activations) AS activations,
       pretty(m.optimizer_step) AS optimizer_step, pretty(m.overhead) AS overhead,
       pretty(m.total) AS total, j.gpu_count AS gpus
FROM job_workloads j, memory(j.workload, j.gpu_count) m
ORDER BY model, method;

-- every job reviewed once: estimate, risk, idle GPU, and the recommendation
CREATE TEMP TABLE reviewed AS
SELECT j.job_id, j.team, j.model, j.method, j.gpu, j.gpu_count, j.hours, j.cost, j.peak, j.utilization, v.*
FROM job_workloads j
CROSS JOIN LATERAL review_job(j.workload, j.gpu, j.gpu_count, j.hours, j.cost, j.peak, j.utilization) v;

\echo '== Savings: what the jobs cost against the cheapest configuration they fit (same slowdown) =='
SELECT team, count(*) AS jobs, round(sum(cost)) AS paid_usd, round(sum(recommended_cost)) AS recommended_usd,
       round(sum(savings)) AS savings_usd, round(100 * sum(savings) / sum(cost)) || '%' AS saved
FROM reviewed GROUP BY team ORDER BY savings_usd DESC;

\echo '== The ten most overpaid jobs =='
SELECT job_id, team, model, method, gpu_count || ' x ' || gpu AS ran_on, round(cost) AS paid,
       recommended_gpu_count || ' x ' || recommended_gpu || ' (' || recommended_provider || ')' AS recommended,
       round(recommended_cost) AS would_pay, round(savings) AS saving
FROM reviewed ORDER BY savings DESC LIMIT 10;

\echo '== The riskiest jobs: peak GPU memory near or over the card (out of memory) =='
SELECT team, model, method, gpu, count(*) FILTER (WHERE oom_risk) AS risky_jobs, count(*) AS jobs,
       round(100 * max(memory_fill)) || '%' AS worst_fill, pretty(max(peak)) AS worst_peak,
       pretty(max(memory_per_gpu)) AS card
FROM reviewed GROUP BY team, model, method, gpu HAVING count(*) FILTER (WHERE oom_risk) > 0
ORDER BY risky_jobs DESC;

\echo '== Room left on the card: the micro-batch each job family ran against the largest its GPUs hold =='
SELECT DISTINCT ON (model, method, gpu) model, method, gpu_count || ' x ' || gpu AS ran_on,
       (j.workload).batch AS batch, max_batch(j.workload, j.gpu, j.gpu_count) AS max_batch,
       max_context(j.workload, j.gpu, j.gpu_count) AS max_seq_len
FROM job_workloads j
ORDER BY model, method, gpu;

\echo '== Idle GPUs: jobs under 20% utilisation =='
SELECT team, gpu, count(*) FILTER (WHERE overprovisioned) AS idle_jobs, count(*) AS jobs,
       round(avg(utilization)::numeric, 2) AS avg_util, round(sum(cost) FILTER (WHERE overprovisioned)) AS idle_paid_usd
FROM reviewed GROUP BY team, gpu HAVING count(*) FILTER (WHERE overprovisioned) > 0
ORDER BY idle_jobs DESC;

\echo '== The recommended GPU per job family (cost objective, on-demand) =='
SELECT DISTINCT ON (model, method) model, method,
       recommended_gpu_count || ' x ' || recommended_gpu AS recommended, recommended_provider AS provider,
       recommended_instance_type AS instance, count(*) AS jobs
FROM reviewed GROUP BY model, method, recommended_gpu, recommended_gpu_count, recommended_provider, recommended_instance_type
ORDER BY model, method, count(*) DESC;

\echo '== One family in detail: a 70B QLoRA job ranked, the cost/time Pareto frontier marked =='
SELECT rank, gpu_count || ' x ' || gpu AS config, provider, pricing, pretty(needed_per_gpu) AS needs,
       pretty(memory_per_gpu) AS has, round(hours::numeric, 1) AS hours, cost, pareto
FROM rank_gpus(training_job('Llama-2-70B', method => 'qlora', gradient_checkpointing => true, tokens => 3e7),
               pricing => 'any')
WHERE pareto OR rank <= 3 ORDER BY rank LIMIT 8;

\echo '== How far each card stretches: the largest Llama 2 7B QLoRA micro-batch (2,048 tokens) and the longest 7B serving context =='
SELECT g.id AS gpu, pretty(g.memory) AS memory,
       max_batch(training_job('Llama-2-7B', method => 'qlora', gradient_checkpointing => true), g.id) AS qlora_batch,
       max_context(inference_job('Llama-2-7B'), g.id) AS serving_tokens
FROM gpu g WHERE g.id IN ('t4', 'l4', 'a10g', 'rtx-4090', 'a100-80gb-sxm', 'h100-sxm', 'h200-sxm')
ORDER BY g.memory, g.id;

\echo '== A 7B full fine-tune on one 24 GB card with ZeRO-Offload: the GPU memory it saves, and the host memory it then needs =='
SELECT o AS offload, pretty(m.total) AS gpu_per_gpu, pretty(host_memory(w)) AS host_per_gpu
FROM unnest(ARRAY['none', 'optimizer']) o,
     LATERAL (SELECT training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, gradient_checkpointing => true,
                                  offload => o) AS w) j,
     LATERAL memory(w) m;
\echo '== ... so the ranking passes over instances without that host memory (16 GiB L4 and A10G machines fit the GPU side) =='
SELECT r.rank, r.gpu, r.provider, r.instance_type, i.memory AS host_memory, r.cost
FROM rank_gpus(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, gradient_checkpointing => true,
                            offload => 'optimizer', tokens => 1e8), max_gpus => 1) r
JOIN instance i USING (provider, instance_type)
WHERE i.memory IS NOT NULL ORDER BY r.rank LIMIT 4;

\echo '== Not every job needs a GPU: the team''s other work =='
SELECT j.job, c.choice, c.instance_type, round(c.hours::numeric, 2) AS hours, c.cost, c.reason
FROM (VALUES ('XGBoost, 20M rows x 50 features', classic_ml_job(20000000, 50)),
             ('feature engineering, 20 GB, 4 joins, UDFs', etl_job('20 GB', joins => 4, udfs => true)),
             ('nightly embeddings, 5M sentences', batch_inference_job(5000000, 110e6, 32, deadline => '8 hours')),
             ('CI build and tests, 120 vCPU-minutes', build_job(120, '8 GiB'))) AS j(job, w),
     choose_compute(j.w) c;

\echo '== Serving the text classifier: 40 requests/s, p95 under 120 ms, 2 USD/hour =='
SELECT rank, device, provider, instance_type, replicas, batch_window_ms AS window_ms, utilization,
       p95_latency_ms, usd_per_hour, usd_per_million_requests, meets_budget
FROM plan_serving(rate => 40, p95_ms => 120, params => 110e6, tokens_in => 128, budget => 2)
WHERE rank <= 3 OR (device = 'cpu' AND rank = (SELECT min(rank) FROM plan_serving(rate => 40, p95_ms => 120, params => 110e6, tokens_in => 128, budget => 2) WHERE device = 'cpu'))
ORDER BY rank;

\echo '== Serving Llama 3 70B for a real request mix: the Azure code-completion trace (Splitwise, ISCA 2024) =='
CREATE TABLE azure_code (arrived_at timestamptz, tokens_in integer, tokens_out integer);
\copy azure_code FROM 'test/fixtures/azure-llm-inference/AzureLLMInferenceTrace_code.csv' WITH (FORMAT csv, HEADER)
SELECT request_count, round(rate::numeric, 2) AS mean_rate, peak_rate, round(tokens_in_mean) AS tokens_in,
       round(tokens_out_mean) AS tokens_out
FROM request_mix('azure_code');
SELECT rank, instance_type, gpus_per_replica AS gpus, replicas, batch_size, ttft_p95_ms, tpot_p95_ms,
       usd_per_hour, usd_per_million_requests
FROM plan_serving(rate => NULL, p95_ms => NULL, model => 'Llama-3-70B', requests => 'azure_code',
                  ttft_ms => 2000, tpot_ms => 100)
WHERE rank <= 5;

\echo '== Kept fresh: the recommendations table, as a pg_cron job would refresh it =='
CALL refresh_recommendations('job_workloads');
SELECT count(*) AS recommendations, round(sum(savings)) AS total_savings_usd,
       count(*) FILTER (WHERE oom_risk) AS oom_risks, count(*) FILTER (WHERE overprovisioned) AS idle
FROM recommendation;

\echo '== The same history at spot and any prices: only hardware each job runs on =='
CALL refresh_recommendations('job_workloads', pricing => 'spot');
SELECT r.recommended_gpu, g.stack, count(*) AS jobs,
       count(*) FILTER (WHERE NOT runs_on(j.workload, r.recommended_gpu)) AS cannot_run
FROM recommendation r JOIN job_workloads j ON j.job_id::text = r.job_id JOIN gpu g ON g.id = r.recommended_gpu
GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 6;
CALL refresh_recommendations('job_workloads', pricing => 'any');
SELECT count(*) FILTER (WHERE NOT runs_on(j.workload, r.recommended_gpu)) AS cannot_run,
       count(*) FILTER (WHERE r.recommended_pricing LIKE 'reserved%') AS reserved_without_a_commitment
FROM recommendation r JOIN job_workloads j ON j.job_id::text = r.job_id;

\echo '== One team''s constraints: AWS and GCP only, x86 hosts =='
INSERT INTO team_constraints (name, providers, host_arch, note)
VALUES ('ml-platform', ARRAY['aws', 'gcp'], 'x86_64', 'AWS and GCP only, x86 hosts');
CALL refresh_recommendations('job_workloads', constraints => 'ml-platform');
SELECT r.recommended_provider, r.recommended_instance_type, count(*) AS jobs,
       count(*) FILTER (WHERE r.reason IS NOT NULL) AS with_reason
FROM recommendation r GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 6;

\echo '== Bad input is an error with a hint, never a guess =='
\set ON_ERROR_STOP off
SELECT '24 gib'::memsize;
SELECT * FROM recommend(training_job('Llama-2-7B'), objective => 'cheapest');
