-- computesize demo: the memsize type, the estimators and the catalogs at
-- work on a small job history.
-- Run by scripts/demo.sh on a throw-away cluster.
\pset footer off
\set ON_ERROR_STOP on
CREATE EXTENSION computesize CASCADE;
SET search_path = public, computesize;

\echo '== Sizes as people and tools write them, stored exactly =='
SELECT s AS written, s::memsize AS stored, s::memsize::bigint AS bytes, pretty(s::memsize) AS shown
FROM unnest(ARRAY['24 GiB', '14 GB', '1.5 GiB', '16Gi', '7e9', '80GB', '512Mi']) AS s;

\echo '== GB is 1000^3 bytes here; PostgreSQL''s pg_size_bytes() reads it as 1024^3 =='
SELECT '14 GB'::memsize::bigint AS memsize_bytes, pg_size_bytes('14 GB') AS pg_size_bytes;

-- a small job history: GPU memory as the scheduler logged it, peak as the
-- job's own logging wrote it (all kinds of spellings)
CREATE TABLE job_history (
    job_id   int PRIMARY KEY,
    team     text NOT NULL,
    gpu      text NOT NULL,
    gpu_mem  memsize NOT NULL,
    peak     memsize NOT NULL
);
INSERT INTO job_history
SELECT i,
       (ARRAY['search', 'vision', 'speech', 'ads', 'llm'])[1 + (i * 7) % 5],
       g.name, g.mem,
       -- peak between 10% and 105% of the card, in the units a job logs
       (CASE i % 3 WHEN 0 THEN round(g.mem::numeric * (0.10 + 0.95 * ((i * 37) % 100) / 100.0) / 1e9, 2) || ' GB'
                   WHEN 1 THEN round(g.mem::numeric * (0.10 + 0.95 * ((i * 37) % 100) / 100.0) / 1048576) || 'Mi'
                   ELSE round(g.mem::numeric * (0.10 + 0.95 * ((i * 37) % 100) / 100.0)) || '' END)::memsize
FROM generate_series(1, 2000) AS i
CROSS JOIN LATERAL (SELECT * FROM (VALUES ('NVIDIA A100-SXM4-80GB', '80 GiB'::memsize),
                                          ('Tesla T4', '15 GiB'::memsize),
                                          ('NVIDIA L4', '22.5 GiB'::memsize),
                                          ('NVIDIA H100 80GB HBM3', '80 GiB'::memsize)) v(name, mem)
                    OFFSET i % 4 LIMIT 1) AS g;
CREATE INDEX ON job_history (peak);

\echo '== Per GPU: jobs, total and average peak, and how full the cards ran =='
SELECT gpu, count(*) AS jobs, pretty(sum(peak)) AS total_peak, pretty(avg(peak)) AS avg_peak,
       max(peak) AS max_peak, round(100 * avg(peak / gpu_mem)::numeric, 1) AS avg_fill_pct
FROM job_history GROUP BY gpu ORDER BY gpu;

\echo '== Jobs that used over 95% of their GPU or more than it has (out-of-memory risk) =='
SELECT gpu, count(*) AS risky_jobs, pretty(min(gpu_mem - peak)) AS worst_headroom
FROM job_history WHERE peak > gpu_mem * 0.95
GROUP BY gpu ORDER BY risky_jobs DESC;

\echo '== Jobs that used under 20% of their GPU: a smaller card would do =='
SELECT team, count(*) AS oversized_jobs, pretty(sum(gpu_mem - peak)) AS idle_memory
FROM job_history WHERE peak < gpu_mem * 0.20
GROUP BY team ORDER BY oversized_jobs DESC;

\echo '== For charts and BI tools: plain numbers =='
SELECT team, to_unit(sum(peak), 'GiB')::numeric(12,1) AS total_peak_gib, sum(peak)::bigint AS total_peak_bytes
FROM job_history GROUP BY team ORDER BY team;

\set ON_ERROR_STOP on
\echo '== How much GPU memory do these jobs need, per GPU? =='
SELECT job, pretty(weights) AS weights, pretty(gradients + optimizer) AS grads_and_optimizer,
       pretty(activations) AS activations, pretty(kv_cache) AS kv_cache, pretty(total) AS total
FROM (VALUES
        ('7B full fine-tune, bf16 AMP', training_job('Llama-2-7B')),
        ('7B full fine-tune, 8 GPUs FSDP', training_job('Llama-2-7B', zero_stage => 3, gpus => 8, gradient_checkpointing => true)),
        ('8B LoRA r16, 4 x 2048', training_job('Llama-3.1-8B', method => 'lora', lora_rank => 16, batch => 4, gradient_checkpointing => true)),
        ('70B QLoRA, 1 x 2048', training_job('Llama-2-70B', method => 'qlora', dtype => 'nf4_dq', gradient_checkpointing => true)),
        ('8B serving, vLLM, 32 x 8k', inference_job('Llama-3-8B', framework => 'vllm', batch => 32, context => 8192)),
        ('70B q4_k_m, llama.cpp, 8k', inference_job('Llama-3.1-70B', dtype => 'q4_k_m', framework => 'llama.cpp', context => 8192))
     ) AS j(job, w), memory(w);

\echo '== Which of the demo GPUs fit each job (total per GPU vs the card)? =='
SELECT job, string_agg(gpu || CASE WHEN (memory(w)).total <= mem THEN ' yes' ELSE ' no' END, ', ' ORDER BY mem) AS fits
FROM (VALUES
        ('8B LoRA r16, 4 x 2048', training_job('Llama-3.1-8B', method => 'lora', lora_rank => 16, batch => 4, gradient_checkpointing => true)),
        ('70B QLoRA, 1 x 2048', training_job('Llama-2-70B', method => 'qlora', dtype => 'nf4_dq', gradient_checkpointing => true)),
        ('8B serving, vLLM, 32 x 8k', inference_job('Llama-3-8B', framework => 'vllm', batch => 32, context => 8192))
     ) AS j(job, w)
CROSS JOIN (VALUES ('T4', '15 GiB'::memsize), ('L4', '22.5 GiB'), ('A100-80GB', '80 GiB')) AS g(gpu, mem)
GROUP BY job ORDER BY job;

\echo '== The history''s GPU names as the catalog knows them, and their cheapest on-demand GPU-hour =='
SELECT h.gpu AS logged_as, gpu_id(h.gpu) AS catalog_id, g.memory, g.bf16_tflops,
       c.provider, c.instance_type, c.usd_per_gpu_hour
FROM (SELECT DISTINCT gpu FROM job_history) h
LEFT JOIN gpu g ON g.id = gpu_id(h.gpu)
LEFT JOIN cheapest_gpu_offer c ON c.gpu = g.id AND c.pricing = 'on_demand'
ORDER BY c.usd_per_gpu_hour;

\echo '== The cheapest single GPU (on-demand, any provider in the catalog) each job fits on =='
SELECT job, pretty(m.total) AS needs,
       (SELECT c.gpu || ' (' || pretty(c.memory_per_gpu) || ') at ' || c.usd_per_gpu_hour || ' USD/h, ' || c.provider
        FROM cheapest_gpu_offer c
        WHERE c.pricing = 'on_demand' AND c.memory_per_gpu >= m.total
        ORDER BY c.usd_per_gpu_hour LIMIT 1) AS cheapest_fit
FROM (VALUES
        ('8B LoRA r16, 4 x 2048', training_job('Llama-3.1-8B', method => 'lora', lora_rank => 16, batch => 4, gradient_checkpointing => true)),
        ('70B QLoRA, 1 x 2048', training_job('Llama-2-70B', method => 'qlora', dtype => 'nf4_dq', gradient_checkpointing => true)),
        ('7B serving, bf16, 4 x 4k', inference_job('Llama-2-7B', batch => 4, context => 4096)),
        ('8B serving, vLLM, 32 x 8k', inference_job('Llama-3-8B', framework => 'vllm', batch => 32, context => 8192))
     ) AS j(job, w), memory(w) AS m
ORDER BY job;

\echo '== Bad input is an error with a hint, never a guess =='
\set ON_ERROR_STOP off
SELECT '12 parsecs'::memsize;
SELECT '24 gib'::memsize;
