--
-- CPU or GPU, serving plans, the queueing model; the exercises of a public
-- ML-engineering lesson on choosing CPU or GPU, with worked answers
--
SET client_min_messages = notice;
SET search_path = public, computesize;

-- the queueing model against closed forms.  M/M/1, 50 requests/s, 10 ms
-- service: utilisation 0.5, P(wait) = rho = 0.5, mean wait rho/(mu - lambda)
-- = 0.5/50 s = 10 ms, P(W > t) = rho e^-(mu - lambda)t so the 95th
-- percentile wait is ln(0.5/0.05)/50 s = 46.05 ms
SELECT utilization, p_wait, round(mean_wait_ms::numeric, 3) AS mean_wait_ms,
       round(wait_ms::numeric, 3) AS wait_p95_ms, round((1000 * ln(10) / 50)::numeric, 3) AS by_hand
FROM queue_latency(50, 10, 1);
-- M/M/2, lambda = mu = 1/s: Erlang C = (a^2/2!)/(1 - rho) / (1 + a + (a^2/2!)/(1 - rho)) = 1/3;
-- mean wait C/(c mu - lambda) = 1/3 s; 95th percentile wait ln((1/3)/0.05) s
SELECT round(p_wait::numeric, 6) AS erlang_c, round(mean_wait_ms::numeric, 3) AS mean_wait_ms,
       round(wait_ms::numeric, 3) AS wait_p95_ms, round((1000 * ln((1 / 3.0) / 0.05))::numeric, 3) AS by_hand
FROM queue_latency(1, 1000, 2);
-- M/M/3 at a = 2: Erlang C = (8/6 x 3) / (1 + 2 + 2 + 4) = 4/9
SELECT round(p_wait::numeric, 6) AS erlang_c, round(4 / 9.0, 6) AS by_hand FROM queue_latency(2, 1000, 3);
-- saturated: infinite waits, not an error
SELECT utilization, wait_ms FROM queue_latency(200, 10, 1);

--
-- Exercise 1 (CPU or GPU?), with computesize's answer and its numbers
--
-- (a) XGBoost on 20M rows x 50 features, 500 trees: GBDT runs on CPUs
-- (10 ns per row, feature and tree: 5e11 x 10 ns = 1.39 vCPU-hours); the
-- answer is an 8-vCPU ARM instance in about 14 minutes
SELECT choice, instance_type, round(hours::numeric, 3) AS hours, cost, reason
FROM choose_compute(classic_ml_job(20000000, 50));
-- ... with XGBoost's GPU build a GPU does it for less, though both cost cents
SELECT choice, cpu_instance, round(cpu_hours::numeric, 3) AS cpu_hours, cpu_cost, gpu_instance, gpu_cost
FROM choose_compute(classic_ml_job(20000000, 50, gpu_library => true));
-- (b) fine-tuning a 110M-parameter Transformer (BERT-base shape) for 3
-- epochs of 1e8 tokens: 6N per token = 2e17 FLOPs, a GPU job (the CPU
-- would take weeks); the GPU side is rank_gpus()'s cheapest offer with
-- duration()'s hours: the FLOPs at 50% of the RTX 4090's measured 165.7
-- TFLOPS of matmul (0.67 h) plus the activations' memory traffic at its
-- measured 912 GB/s, 0.98 h; billed per second (RunPod, $0.34/h): $0.3319,
-- below the RTX A4000's 2.59 h x $0.15/h billed per minute ($0.3900)
SELECT choice, instance_type, gpu, round(hours::numeric, 2) AS hours, cost, round(cpu_hours::numeric) AS cpu_hours
FROM choose_compute(compute_job(training_job(params => 110e6, layers => 12, hidden => 768, heads => 12, kv_heads => 12,
                                             intermediate => 3072, vocab => 30522, gated_mlp => false,
                                             batch => 32, seq_len => 128, tokens => 3e8)));
-- (c) 10 requests/s to a sentiment model (DistilBERT, 66M parameters, 64
-- tokens) with p95 < 80 ms: a prompt is 2 x 66e6 x 64 = 8.4 GFLOP, 42 ms on
-- 8 ARM vCPUs at 30% of their peak, so CPU needs two replicas; a small GPU
-- does it in a few ms but idles (under 20% busy).  Both meet the target:
-- the CPU replicas are the answer when the GPU would idle, the GPU the
-- cheaper one on these prices.
SELECT device, instance_type, replicas, utilization, p95_latency_ms, usd_per_hour, utilization < 0.2 AS idle
FROM plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64)
WHERE rank = 1 OR (device, rank) = ('cpu', (SELECT min(rank) FROM plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64) WHERE device = 'cpu'))
ORDER BY rank;
-- (d) embedding 5M sentences (110M parameters, 32 tokens) overnight: 3.5e16
-- FLOPs; no on-demand CPU offer finishes in 8 hours, a small GPU in 20
-- minutes (19.1, billed per minute: 20 x $0.15/60 = $0.0500)
SELECT choice, instance_type, gpu, round(hours::numeric, 2) AS hours, cost, reason
FROM choose_compute(batch_inference_job(5000000, 110e6, 32, deadline => '8 hours'));
-- (e) classifying 200k images of 512 x 512 a day (a ResNet-50-class model:
-- 4.1 GMACs at 224 x 224, 5.2x the pixels, 42.6 GFLOP an image): GPU; an
-- RTX A4000 takes 0.077 h, billed as 5 minutes ($0.0125), an RTX 4090
-- 0.036 h billed per second ($0.0123)
SELECT choice, instance_type, gpu, round(hours::numeric, 3) AS hours, cost, round(cpu_hours::numeric, 1) AS cpu_hours, cpu_cost
FROM choose_compute(batch_inference_job(200000, 25e6, flops_per_item => 2 * 4.1e9 * 5.2, deadline => '24 hours'));
-- (f) feature engineering with heavy joins and Python UDFs over 20 GB: no GPU
-- library, memory-bound: a memory-optimised CPU instance (64 GiB for the
-- 45 GB of hash tables)
SELECT choice, instance_type, vcpus, round(hours::numeric, 3) AS hours, cost, reason
FROM choose_compute(etl_job('20 GB', joins => 4, udfs => true));
-- ARM64 when the toolchain allows; x86-64 otherwise
SELECT choice, instance_type, reason FROM choose_compute(classic_ml_job(20000000, 50), arm64_ok => false);
-- spot and a cluster scaled to zero: cheaper per hour, 10% more hours and a
-- node start
SELECT choice, instance_type, offer_pricing, round(hours::numeric, 3) AS hours, cost
FROM choose_compute(classic_ml_job(20000000, 50), pricing => 'spot', scale_from_zero => true);

-- A deep-learning workload's GPU side is rank_gpus()'s: generating text is
-- bound by reading the weights, not by FLOPs.  A million tokens of Llama 2
-- 7B at batch 1 read its 13.48 GB of bf16 weights and on average half of
-- the 4,096-token KV cache (1.07 GB) a token: on an RTX 4090 at its
-- measured 912 GB/s, 16.0 ms a token, but eager PyTorch dispatches a step in
-- 32 layers x 60 operators x 10 us = 19.2 ms: 5.33 h (the FLOPs alone would
-- take 0.05 h).
-- The CPU reads the weights at 5 GB/s per vCPU: 2.7 vCPU-seconds a token,
-- 749 vCPU-hours, 126 h on 8 vCPUs at 95% parallel (749 x (0.05 + 0.95/8)).
SELECT choice, gpu, gpu_count, round(hours::numeric, 2) AS hours, cost, cpu_instance, round(cpu_hours::numeric) AS cpu_hours,
       round(hours::numeric, 6) = round((extract(epoch FROM duration(inference_job('Llama-2-7B', tokens => 1e6), gpu)) / 3600)::numeric, 6) AS is_duration
FROM choose_compute(compute_job(inference_job('Llama-2-7B', tokens => 1e6)));
-- ... a GPU node started from zero takes five minutes more (5.33 + 0.083 h)
SELECT round(hours::numeric, 2) AS hours FROM choose_compute(compute_job(inference_job('Llama-2-7B', tokens => 1e6)), scale_from_zero => true);
-- ... and rank_gpus() shards a job that one GPU cannot hold: ZeRO-3 over
-- 8 GPUs for full fine-tuning of a 13B model (16 bytes a parameter: 208 GB)
SELECT choice, gpu_count > 1 AS sharded, fits(training_job('Llama-2-13B', zero_stage => 3, gpus => gpu_count, tokens => 1e7), gpu, gpu_count) AS fits
FROM choose_compute(compute_job(training_job('Llama-2-13B', zero_stage => 3, tokens => 1e7)));
-- a compute_job carries the workload it was built from; other jobs none
SELECT (compute_job(training_job('Llama-2-7B'))).workload = training_job('Llama-2-7B') AS carried,
       (classic_ml_job(1000, 10)).workload IS NULL AS none;

-- billed_hours(): what a provider bills, rounded up to its unit
SELECT billed_hours(0.25, 'per_hour') AS quarter_hour_hourly,
       billed_hours(0.32, 'per_minute') * 60 AS minutes_of_19_2,
       round((billed_hours(1.5 / 3600, 'per_second') * 3600)::numeric, 9) AS seconds_of_1_5,
       billed_hours(0, 'per_hour') AS nothing, billed_hours(2, 'per_hour') AS two_hours;
-- a run too short to show in the unit's float dust is still a unit, and
-- its minimum (it was billed nothing): 1e-12 h is 3.6 ns
SELECT billed_hours(1e-12, 'per_hour') AS an_hour,
       billed_hours(1e-12, 'per_minute', '1 minute') * 60 AS a_minute,
       billed_hours(1e-300, 'per_second') * 3600 AS a_second;
-- from 2^53 units on, every double is a whole number of units: such a run
-- is billed as it is (1.7e308 h per second overflowed to Infinity)
SELECT billed_hours(1.7e308, 'per_second') AS huge_seconds,
       billed_hours(2e15, 'per_minute') AS whole_minutes,
       billed_hours(1e12 + 0.5, 'per_hour') AS rounded_up;
SELECT billed_hours(1, 'per_fortnight');
SELECT billed_hours(-1, 'per_hour');
SELECT billed_hours('NaN', 'per_hour');
SELECT billed_hours('Infinity', 'per_second');
-- and at least the provider's minimum charge for any run: AWS and Google
-- Cloud bill 10 s as a minute, 100 s as 100 s; Azure's five minutes; a
-- run of nothing is billed nothing
SELECT billed_hours(10 / 3600.0, 'per_second', '60 seconds') * 3600 AS ten_s_as_a_minute,
       round((billed_hours(100 / 3600.0, 'per_second', '60 seconds') * 3600)::numeric, 9) AS hundred_s,
       billed_hours(2 / 60.0, 'per_minute', '5 minutes') * 60 AS two_min_as_five,
       billed_hours(0.3, 'per_hour', '5 minutes') AS hour_unit_over_minimum,
       billed_hours(0, 'per_second', '5 minutes') AS nothing;
SELECT billed_hours(1, 'per_second', '-1 second');
SELECT billed_hours(1, 'per_second', '1 day');
SELECT billed_hours(1, 'per_second', '1 month');
SELECT billed_hours(1, 'per_second', NULL::interval) IS NULL AS strict;
-- the catalog's minimums, as the providers state them (provider.source)
SELECT id, billing, billing_minimum FROM provider WHERE billing_minimum > '0 seconds' ORDER BY id;
-- a job of 30 vCPU-seconds on the cheapest CPU offer of each hyperscaler
-- is billed its minimum: the offer's hourly price for a minute (AWS,
-- Google Cloud) or five (Azure)
SELECT o.provider, o.instance_type, o.usd_per_hour,
       round(o.usd_per_hour * billed_hours(30 / 3600.0 / o.vcpus, v.billing, v.billing_minimum)::numeric, 6) AS billed,
       round(o.usd_per_hour * extract(epoch FROM v.billing_minimum) / 3600, 6) AS minimum_by_hand
FROM (SELECT DISTINCT ON (provider) * FROM offer WHERE gpu_count = 0 AND pricing = 'on_demand'
        AND provider IN ('aws', 'gcp', 'azure') ORDER BY provider, usd_per_hour, instance_type, region) o
JOIN provider v ON v.id = o.provider ORDER BY o.provider;
-- choose_compute() bills it so: half a vCPU-minute of build on AWS's
-- c7g.2xlarge (8 vCPUs, 0.29 USD/h) takes 6.4 s but is billed a minute,
-- 0.29 / 60 = 0.0048 USD (by the second it would be 0.0005)
SELECT choice, provider, instance_type, round((hours * 3600)::numeric, 1) AS seconds, cost
FROM choose_compute(build_job(0.5));

--
-- Exercise 2 (memory tier: 8, 16, 24 or 40 GB+), from memory()
--
SELECT 'CNN, 50M, fp32 training, batch 64 (as a ViT-like model of 196 patch tokens)' AS job,
       pretty(total) AS needs,
       CASE WHEN total <= '8 GB'::memsize THEN '8 GB' WHEN total <= '16 GB'::memsize THEN '16 GB'
            WHEN total <= '24 GB'::memsize THEN '24 GB' ELSE '40 GB+' END AS tier
FROM memory(training_job(params => 50e6, "precision" => 'fp32', batch => 64, seq_len => 196))
UNION ALL
SELECT '1.3B LM, fp16 inference, batch 1', pretty(total),
       CASE WHEN total <= '8 GB'::memsize THEN '8 GB' WHEN total <= '16 GB'::memsize THEN '16 GB'
            WHEN total <= '24 GB'::memsize THEN '24 GB' ELSE '40 GB+' END
FROM memory(inference_job(params => 1.3e9, "precision" => 'fp16', batch => 1, context => 2048))
UNION ALL
SELECT '7B LM, fp16 inference, batch 2', pretty(total),
       CASE WHEN total <= '8 GB'::memsize THEN '8 GB' WHEN total <= '16 GB'::memsize THEN '16 GB'
            WHEN total <= '24 GB'::memsize THEN '24 GB' ELSE '40 GB+' END
FROM memory(inference_job(params => 7e9, "precision" => 'fp16', batch => 2, context => 2048));

--
-- The mini challenge: text classification (BERT-base, 110M, 128 tokens) at
-- 40 requests/s, p95 < 120 ms, $2/hour.  A request is 28 GFLOP: 141 ms on
-- 8 vCPUs, over the target before any queueing, so no CPU plan exists; one
-- small GPU with micro-batching meets it far under budget
SELECT count(*) FILTER (WHERE device = 'cpu') AS cpu_plans, count(*) FILTER (WHERE device = 'gpu') AS gpu_plans
FROM plan_serving(rate => 40, p95_ms => 120, params => 110e6, tokens_in => 128, budget => 2);
SELECT rank, device, provider, instance_type, replicas, batch_window_ms, batch_size, utilization,
       p50_latency_ms, p95_latency_ms, usd_per_hour, usd_per_million_requests, meets_budget
FROM plan_serving(rate => 40, p95_ms => 120, params => 110e6, tokens_in => 128, budget => 2)
WHERE rank <= 3;
-- by hand for the first plan: a batch takes 3 ms plus its prompt FLOPs at
-- half the GPU's 16-bit peak or the weights' read time, whichever is
-- longer; the p95 is the window plus the M/M/c response of batches
SELECT round((p.batch_window_ms + q.response_ms)::numeric, 2)::float8 = p.p95_latency_ms AS p95_by_hand
FROM plan_serving(rate => 40, p95_ms => 120, params => 110e6, tokens_in => 128, budget => 2) p
JOIN offer o ON (o.provider, o.instance_type, o.region, o.pricing) = (p.provider, p.instance_type, p.region, p.offer_pricing)
JOIN gpu g ON g.id = o.gpu,
     LATERAL (SELECT 3 + greatest(2 * 110e6 * 128 * p.batch_size / (coalesce(g.bf16_tflops, g.fp16_tflops) * 1e12 * 0.5),
                                  (memory(inference_job(params => 110e6, "precision" => 'fp16', context => 128))).weights::bigint
                                  / (g.memory_bandwidth_gbs * 1e9 * 0.8)) * 1000 AS batch_ms) b,
     queue_latency(40.0 / p.batch_size, b.batch_ms, p.replicas, 0.95) q
WHERE p.rank = 1;

-- an LLM: continuous batching, the KV cache capping the concurrent sequences
SELECT instance_type, gpus_per_replica, replicas, batch_size, kv_sequences, batch_size <= kv_sequences AS batch_within_kv, p95_latency_ms
FROM plan_serving(rate => 5, p95_ms => 20000, model => 'Llama-3-8B', tokens_in => 1024, tokens_out => 256)
WHERE device = 'gpu' ORDER BY rank LIMIT 3;

-- Time to first token and per output token (vLLM, the default for
-- generation).  Llama 3 8B, 1,024-token prompts, 256 tokens out, at 1
-- request a second on an H100 SXM: the prompt's 1,024 x (2 x 8.03e9 +
-- 2 x 32 layers x 512 x 32 heads x 128) = 1.6583e13 FLOPs at 62.5% of the
-- 794.5 TFLOPS its matmuls reach: 33.40 ms, the p50 time to first token
-- (half the requests find a free slot: no wait).  A decode step of bs
-- sequences reads the weights and half of each one's 1,280-token KV
-- cache at 80% of 3,350 GB/s: at batch 8 (16.06 GB + 8 x 80 MiB) 6.24 ms,
-- the p95 time per output token, when every slot is busy
SELECT p.batch_size, p.ttft_p50_ms,
       round((1024 * (2 * 8.03e9 + 2 * 32 * 512 * 32 * 128) / (794.5e12 * 0.625) * 1000)::numeric, 2) AS ttft_by_hand,
       p.tpot_p95_ms,
       round(((m.weights::bigint + 0.5 * p.batch_size * m.kv_cache::bigint) / (3350e9 * 0.8) * 1000)::numeric, 2) AS tpot_by_hand
FROM plan_serving(rate => 1, p95_ms => 60000, model => 'Llama-3-8B', tokens_in => 1024, tokens_out => 256) p,
     memory(inference_job('Llama-3-8B', "precision" => 'fp16', context => 1280, prompt => 1024, framework => 'vllm')) m
WHERE p.provider = 'runpod' AND p.instance_type = '1x H100 SXM' AND p.batch_size IN (8, 32)
ORDER BY p.batch_size;
-- targets on both: every plan meets them, and the cheapest costs no less
-- than without them
SELECT count(*) > 0 AS plans, bool_and(ttft_p95_ms <= 200 AND tpot_p95_ms <= 25) AS within_targets,
       min(usd_per_hour) FILTER (WHERE rank = 1) AS cheapest,
       (SELECT usd_per_hour FROM plan_serving(rate => 5, p95_ms => 60000, model => 'Llama-3-8B', tokens_in => 1024,
                                              tokens_out => 256) WHERE rank = 1) AS without_targets
FROM plan_serving(rate => 5, p95_ms => NULL, model => 'Llama-3-8B', tokens_in => 1024, tokens_out => 256,
                  ttft_ms => 200, tpot_ms => 25);
-- A 70B model at fp16 (141 GB of weights) fits only the 192 GB GPUs
-- alone (B200, MI300X): every other plan splits it over a replica's GPUs
-- (tensor parallelism), up to 8 of the 24 GB cards
SELECT count(*) > 0 AS plans, min(p.gpus_per_replica) AS fewest_gpus, max(p.gpus_per_replica) AS most_gpus,
       count(*) FILTER (WHERE p.gpus_per_replica >= 2) > 0 AS tensor_parallel,
       bool_and(p.gpus_per_replica >= 2 OR o.memory_per_gpu >= '180 GiB') AS alone_only_on_192gb
FROM plan_serving(rate => 2, p95_ms => 30000, model => 'Llama-3-70B', tokens_in => 1024, tokens_out => 256) p
JOIN gpu_offer o ON (o.provider, o.instance_type, o.region, o.pricing) = (p.provider, p.instance_type, p.region, p.offer_pricing);
SELECT rank, instance_type, gpus_per_replica, replicas, batch_size, ttft_p95_ms, tpot_p95_ms, usd_per_hour
FROM plan_serving(rate => 2, p95_ms => 30000, model => 'Llama-3-70B', tokens_in => 1024, tokens_out => 256)
WHERE rank <= 3;
-- llama.cpp and transformers give each GPU whole layers, which take turns:
-- a second GPU adds memory, not speed; transformers decodes one sequence
-- at a time
SELECT bool_and(batch_size = 1) AS one_sequence, count(*) > 0 AS plans
FROM plan_serving(rate => 0.2, p95_ms => 60000, model => 'Llama-3-8B', tokens_in => 512, tokens_out => 128,
                  framework => 'transformers') WHERE device = 'gpu';

-- A plan for a real request mix: the Azure LLM inference trace of code
-- completions (Splitwise, ISCA 2024; 8,819 requests in an hour).  The plan
-- is sized at the busiest minute's rate for the mean prompt and output,
-- and priced per million requests at the mean rate.
CREATE TEMP TABLE azure_code (arrived_at timestamptz, tokens_in integer, tokens_out integer);
\getenv abs_srcdir PG_ABS_SRCDIR
\set f :abs_srcdir '/fixtures/azure-llm-inference/AzureLLMInferenceTrace_code.csv'
COPY azure_code FROM :'f' WITH (FORMAT csv, HEADER);
SELECT x.request_count, round(x.seconds::numeric, 1) AS seconds, round(x.rate::numeric, 4) AS rate,
       x.peak_rate, y.busiest_minute / 60.0 AS peak_by_hand,
       round(x.tokens_in_mean::numeric, 1) AS tokens_in_mean, round(x.tokens_out_mean::numeric, 1) AS tokens_out_mean
FROM request_mix('azure_code') x,
     (SELECT max(n) AS busiest_minute
      FROM (SELECT count(*) AS n FROM azure_code GROUP BY extract(epoch FROM arrived_at)::bigint / 60) m) y;
SELECT rank, instance_type, gpus_per_replica, replicas, batch_size, round(utilization::numeric, 2) AS utilization,
       ttft_p95_ms, tpot_p95_ms, usd_per_hour, usd_per_million_requests
FROM plan_serving(rate => NULL, p95_ms => NULL, model => 'Llama-3-70B', requests => 'azure_code',
                  ttft_ms => 2000, tpot_ms => 100)
WHERE rank <= 3;
SELECT count(*) > 0 AS plans, bool_and(ttft_p95_ms <= 2000 AND tpot_p95_ms <= 100) AS within_targets,
       bool_and(abs(usd_per_million_requests - usd_per_hour * 24 / (8819 / x.seconds * 86400)::numeric * 1e6) < 0.01) AS priced_at_mean_rate
FROM plan_serving(rate => NULL, p95_ms => NULL, model => 'Llama-3-70B', requests => 'azure_code',
                  ttft_ms => 2000, tpot_ms => 100), request_mix('azure_code') x;
-- bad traces and targets: 22023 with a hint
CREATE TEMP TABLE bad_trace (t timestamptz, tokens_in integer);
SELECT * FROM plan_serving(rate => NULL, p95_ms => 1000, model => 'Llama-3-8B', requests => 'bad_trace');
CREATE TEMP TABLE one_request AS SELECT * FROM azure_code LIMIT 1;
SELECT * FROM plan_serving(rate => NULL, p95_ms => 1000, model => 'Llama-3-8B', requests => 'one_request');
SELECT * FROM plan_serving(rate => 1, p95_ms => NULL, model => 'Llama-3-8B', tokens_out => 10);
SELECT * FROM plan_serving(rate => 1, p95_ms => NULL, model => 'Llama-3-8B', tokens_out => 10, ttft_ms => -5);
SELECT * FROM plan_serving(rate => 1, p95_ms => 1000, model => 'Llama-3-8B', tokens_out => 10, max_gpus_per_replica => 0);
SELECT * FROM plan_serving(rate => 1, p95_ms => 1000, model => 'Llama-3-8B', tokens_out => 10, framework => 'tgi');

-- interruptible and scale-to-zero capacity.  All day at 10 requests/s,
-- dedicated capacity is the only kind; used 4 hours a day, a cluster scaled
-- to zero pays 4 hours and a cold start (60 s for a CPU node, 300 s for a
-- GPU node) instead of 24, so it wins for the same replicas; on spot, a
-- spare replica rides out an interruption and the plan is still cheaper
SELECT capacity, count(*) AS plans FROM plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64)
GROUP BY capacity ORDER BY capacity;
SELECT d.instance_type, d.usd_per_day AS dedicated_usd_per_day, z.usd_per_day AS scaled_to_zero_usd_per_day,
       z.usd_per_day = round(d.usd_per_hour * (4 + 60 / 3600.0), 2) AS zero_by_hand, z.cold_start_s
FROM plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64, active_hours => 4) d
JOIN plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64, active_hours => 4) z
  USING (device, provider, instance_type, region, offer_pricing, batch_window_ms)
WHERE d.capacity = 'dedicated' AND z.capacity = 'scale_to_zero' AND d.device = 'cpu' AND d.instance_type = 'c7g.2xlarge';
SELECT rank, device, instance_type, offer_pricing, capacity, replicas, usd_per_hour, usd_per_day
FROM plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64, pricing => 'any', active_hours => 4)
WHERE rank <= 2;
-- a spot plan carries one replica more than the on-demand plan of the same instance
SELECT s.replicas - o.replicas AS spare_replicas
FROM plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64, pricing => 'any') s
JOIN plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64, pricing => 'any') o
  USING (device, provider, instance_type, region, batch_window_ms)
WHERE s.offer_pricing = 'spot' AND o.offer_pricing = 'on_demand' AND s.instance_type = 'c7g.2xlarge';

-- impossible targets: an explained empty result
SELECT count(*) FROM plan_serving(rate => 40, p95_ms => 0.5, params => 7e9, tokens_in => 2048);
-- bad inputs
\set VERBOSITY default
SELECT * FROM plan_serving(rate => 0, p95_ms => 100, params => 1e8);
SELECT * FROM plan_serving(rate => 10, p95_ms => -1, params => 1e8);
SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, pricing => 'free');
SELECT * FROM queue_latency(-1, 10, 1);
SELECT * FROM classic_ml_job(0, 10);
SELECT * FROM classic_ml_job(10, 10, algorithm => 'forest');
SELECT * FROM etl_job('0 B');
SELECT * FROM build_job(-5);
SELECT * FROM batch_inference_job(100, 0);
SELECT * FROM choose_compute(classic_ml_job(1000, 10), pricing => 'reserved_9y');
-- NaN and infinity are not positive numbers (NaN compares above every
-- number in PostgreSQL, so a plain "<= 0" test lets it through)
SELECT * FROM plan_serving(rate => 10, p95_ms => 'NaN', params => 1e8);
SELECT * FROM plan_serving(rate => 'Infinity', p95_ms => 100, params => 1e8);
SELECT * FROM queue_latency('NaN', 10, 1);
SELECT * FROM queue_latency(10, 'Infinity', 1);
SELECT * FROM build_job('NaN');
SELECT * FROM batch_inference_job(100, 'Infinity');
SELECT * FROM batch_inference_job(100, 1e8, flops_per_item => -5);
SELECT * FROM batch_inference_job(100, 1e8, flops_per_item => 'NaN');
-- plan_serving()'s own options: a budget below 0, active hours outside
-- (0, 24] (30 was read as 24, -1 gave negative costs)
SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, budget => -1);
SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, budget => 'NaN');
SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, active_hours => 30);
SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, active_hours => -1);
SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, active_hours => 0);
-- batch windows: at least one, none negative or NULL
SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, batch_windows_ms => '{0,-5}');
SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, batch_windows_ms => '{}');
SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, batch_windows_ms => '{5,NULL}');
SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, max_replicas => 100000);
-- deadlines are positive, memory is not negative
SELECT * FROM classic_ml_job(1000, 10, deadline => '-1 hour');
SELECT * FROM etl_job('1 GB', deadline => '0 seconds');
SELECT * FROM build_job(10, memory => '-1 GB');
SELECT * FROM compute_job(training_job(params => 1e8), deadline => '-5 minutes');
-- sizes beyond what a memsize holds name the input to check
SELECT * FROM classic_ml_job(9000000000000000000, 2000000000);
SELECT * FROM etl_job('8 EB', joins => 4);
-- a compute_job built by hand is checked as a constructor's would be
SELECT * FROM choose_compute(ROW('etl', false, 'NaN', NULL, NULL, 0.9, NULL, NULL, NULL, 'by hand', NULL)::compute_job);
SELECT * FROM choose_compute(ROW('etl', false, 1, NULL, NULL, 1.5, NULL, NULL, NULL, 'by hand', NULL)::compute_job);
SELECT * FROM choose_compute(ROW('etl', true, 1, -1e15, 0.4, 0.9, NULL, NULL, NULL, 'by hand', NULL)::compute_job);
SELECT * FROM choose_compute(ROW('etl', true, 1, 1e15, 7, 0.9, NULL, NULL, NULL, 'by hand', NULL)::compute_job);
SELECT * FROM choose_compute(ROW('etl', false, 1, NULL, NULL, 0.9, '-1 GB', NULL, NULL, 'by hand', NULL)::compute_job);
SELECT * FROM choose_compute(ROW('etl', false, 1, NULL, NULL, 0.9, NULL, NULL, '-1 day', 'by hand', NULL)::compute_job);
-- each of them is invalid_parameter_value (22023), the two sizes
-- numeric_value_out_of_range (22003)
CREATE FUNCTION pg_temp.sqlstate_of(q text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE q;
    RETURN 'no error';
EXCEPTION WHEN OTHERS THEN
    RETURN SQLSTATE;
END $$;
SELECT pg_temp.sqlstate_of(q) AS sqlstate, count(*)
FROM unnest(ARRAY[
    $q$SELECT * FROM plan_serving(rate => 10, p95_ms => 'NaN', params => 1e8)$q$,
    $q$SELECT * FROM plan_serving(rate => 'Infinity', p95_ms => 100, params => 1e8)$q$,
    $q$SELECT * FROM queue_latency('NaN', 10, 1)$q$,
    $q$SELECT * FROM queue_latency(10, 'Infinity', 1)$q$,
    $q$SELECT * FROM queue_latency(10, 10, 0)$q$,
    $q$SELECT * FROM build_job('NaN')$q$,
    $q$SELECT * FROM batch_inference_job(100, 'Infinity')$q$,
    $q$SELECT * FROM batch_inference_job(100, 1e8, flops_per_item => -5)$q$,
    $q$SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, budget => -1)$q$,
    $q$SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, active_hours => 30)$q$,
    $q$SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, batch_windows_ms => '{0,-5}')$q$,
    $q$SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, max_replicas => 0)$q$,
    $q$SELECT * FROM classic_ml_job(1000, 10, deadline => '-1 hour')$q$,
    $q$SELECT * FROM build_job(10, memory => '-1 GB')$q$,
    $q$SELECT * FROM compute_job(training_job(params => 1e8), deadline => '-5 minutes')$q$,
    $q$SELECT * FROM choose_compute(ROW('etl', false, 1, NULL, NULL, 1.5, NULL, NULL, NULL, 'by hand', NULL)::compute_job)$q$,
    $q$SELECT * FROM classic_ml_job(9000000000000000000, 2000000000)$q$,
    $q$SELECT * FROM etl_job('8 EB', joins => 4)$q$]) AS q
GROUP BY 1 ORDER BY 1;
-- the shared checks themselves: the value (or true) when it is good, the
-- error otherwise
SELECT positive_argument(2.5, 'x', 'h') AS positive, range_argument(1e-9, 'x', 1e-9, 1, 'h') AS in_range,
       deadline_argument('2 hours') AS deadline,
       deadline_argument(NULL) AS no_deadline, job_memory(1536.5, 'x') AS memory,
       serving_plan_arguments(0, 24) AS plan_args, serving_plan_arguments(NULL, NULL) AS plan_defaults,
       (compute_job_check(build_job(10))).kind AS checked_kind;
SELECT q, pg_temp.sqlstate_of(q) AS sqlstate FROM unnest(ARRAY[
    $q$SELECT positive_argument(0, 'x', 'h')$q$,
    $q$SELECT positive_argument(NULL, 'x', 'h')$q$,
    $q$SELECT positive_argument('-Infinity', 'x', 'h')$q$,
    $q$SELECT range_argument(1.5, 'x', 0, 1, 'h')$q$,
    $q$SELECT range_argument('NaN', 'x', 0, 1, 'h')$q$,
    $q$SELECT range_argument(NULL, 'x', 0, 1, 'h')$q$,
    $q$SELECT deadline_argument('-1 second')$q$,
    $q$SELECT job_memory(-1, 'x')$q$,
    $q$SELECT job_memory('NaN', 'x')$q$,
    $q$SELECT serving_plan_arguments(-0.01, 24)$q$,
    $q$SELECT serving_plan_arguments(NULL, 24.5)$q$,
    $q$SELECT compute_job_check(NULL)$q$,
    $q$SELECT cpu_gflops_per_vcpu('riscv64')$q$,
    $q$SELECT unknown_cpu_arch('x86-64')$q$]) AS q;
-- the CPU peaks per vCPU (x86-64: 2 AVX-512 FMA units x 16 fp32 lanes x 2
-- FLOPs x 3.0 GHz / 2 vCPUs per core = 96; Graviton3: 4 x 128-bit SVE x 4
-- lanes x 2 x 2.6 GHz = 83.2); no architecture, no peak; no workload, no job
SELECT cpu_gflops_per_vcpu('x86_64') AS x86_64, cpu_gflops_per_vcpu('arm64') AS arm64,
       cpu_gflops_per_vcpu(NULL) AS no_arch, unknown_cpu_arch(NULL) AS no_error_for_null,
       compute_job(NULL) IS NULL AS no_job;
SELECT cpu_gflops_per_vcpu('riscv64');
-- NULL options take their defaults, as in the workload constructors
SELECT classic_ml_job(20000000, 50, NULL, NULL, NULL) = classic_ml_job(20000000, 50) AS classic_defaults,
       etl_job('20 GB', NULL, NULL, NULL) = etl_job('20 GB') AS etl_defaults,
       build_job(120, NULL, NULL) = build_job(120) AS build_defaults,
       batch_inference_job(1000, 1e8, NULL) = batch_inference_job(1000, 1e8) AS batch_defaults;
SELECT (SELECT count(*) FROM plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64,
                                          pricing => NULL, batch_windows_ms => NULL, max_replicas => NULL,
                                          active_hours => NULL))
     = (SELECT count(*) FROM plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64)) AS serving_defaults,
       (SELECT choice || ' ' || instance_type FROM choose_compute(classic_ml_job(20000000, 50), NULL, NULL, NULL))
     = (SELECT choice || ' ' || instance_type FROM choose_compute(classic_ml_job(20000000, 50))) AS choose_defaults;
-- a queue loaded far beyond its servers is saturated, found in logarithms:
-- 1e15 requests/s of 1e12 ms each are 1e24 Erlangs
SELECT utilization, p_wait, response_ms FROM queue_latency(1e15, 1e12, 1);
-- the bounds that keep every product in range: rates from 1e-30 to 1e15 a
-- second, service times from 1e-9 to 1e12 ms, up to a million servers.
-- The least load, 1e-30 x 1e-9 / 1000 = 1e-42 Erlangs on one server:
-- utilization 1e-42, and the share that waits is the utilization (M/M/1)
SELECT utilization, p_wait, wait_ms, response_ms FROM queue_latency(1e-30, 1e-9, 1);
-- 1e-300 requests of 1e-300 ms underflowed (22003, no hint); two billion
-- servers took a recursion step each, for as long as it ran
SELECT * FROM queue_latency(1e-300, 1e-300, 1);
SELECT * FROM queue_latency(1e16, 10, 1);
SELECT * FROM queue_latency(10, 1e-10, 1);
SELECT * FROM queue_latency(10, 10, 1000001);
-- plan_serving(): rates from 1e-9 to 1e12 a second and targets up to 1e12
-- ms (1.7e308 requests/s overflowed); a prompt and output beyond an
-- integer named as such (the message spoke of tokens_out)
SELECT * FROM plan_serving(rate => 1.7e308, p95_ms => 2000, model => 'Llama-2-7B');
SELECT * FROM plan_serving(rate => 1e-10, p95_ms => 2000, model => 'Llama-2-7B');
SELECT * FROM plan_serving(rate => 1, p95_ms => 1e13, model => 'Llama-2-7B');
SELECT * FROM plan_serving(rate => 1, p95_ms => 2000, model => 'Llama-2-7B', tokens_in => 2147483647, tokens_out => 1);
-- at the least rate a plan is still found: one replica, no queue
SELECT rank, replicas, utilization < 1e-8 AS idle FROM plan_serving(rate => 1e-9, p95_ms => 2000, params => 66e6) LIMIT 1;
-- etl_job() counts joins in double precision (2147483647 joins overflowed
-- the integer 1 + joins): 1 GB x 2^31 passes / 0.2 GB/s = 10,737,418,240 s
SELECT round(cpu_core_hours * 3600) AS vcpu_seconds FROM etl_job('1 GB', joins => 2147483647);
-- batch_inference_job() checks the FLOPs' range before it multiplies
-- (1000 x 1.7e308 overflowed without the check's hint)
SELECT * FROM batch_inference_job(1000, 7e9, flops_per_item => 1.7e308);
-- a build: never a GPU
SELECT choice, reason FROM choose_compute(build_job(120, '8 GiB'));
-- option words in any letter case (0.1.15), as every name of the API: the
-- same rows as the lower-case spelling; a misspelling in any case is still
-- 22023, named as given
SELECT (SELECT array_agg(c::text) FROM choose_compute(classic_ml_job(20000000, 50, algorithm => 'GBDT'), pricing => 'Spot') c)
     = (SELECT array_agg(c::text) FROM choose_compute(classic_ml_job(20000000, 50, algorithm => 'gbdt'), pricing => 'spot') c) AS choose_any_case,
       classic_ml_job(1000, 10, algorithm => 'Linear') = classic_ml_job(1000, 10, algorithm => 'linear') AS algorithm_any_case,
       (SELECT array_agg(s::text) FROM plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64, pricing => 'ANY') s)
     = (SELECT array_agg(s::text) FROM plan_serving(rate => 10, p95_ms => 80, params => 66e6, tokens_in => 64, pricing => 'any') s) AS serving_any_case,
       cpu_gflops_per_vcpu('ARM64') AS arm64_gflops, cpu_gflops_per_vcpu('X86_64') AS x86_gflops,
       billed_hours(0.25, 'PER_HOUR') AS billed_any_case;
SELECT * FROM classic_ml_job(1000, 10, algorithm => 'GBDT2');
SELECT * FROM choose_compute(classic_ml_job(1000, 10), pricing => 'Spotty');
SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, pricing => 'FREE');
SELECT cpu_gflops_per_vcpu('Sparc');
SELECT billed_hours(1, 'Per_Fortnight');
