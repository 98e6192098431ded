-- A generated job history, as a team's scheduler would have logged it: 3,000
-- fine-tuning jobs of six teams over six months (May to October 2026), on
-- GPUs named the way schedulers name them (nvidia-smi, Kubernetes labels,
-- GCP accelerator types, SkyPilot, cluster traces), with hours, cost, peak
-- GPU memory and utilisation.  Deterministic (hashint4() of the job number,
-- not random()): the demo and the tests see the same rows.  Used by
-- demo/demo.sql and test/sql/jobs.sql; needs computesize (it derives realistic
-- hours and peaks from the estimators).
--
-- Then the mapping every team writes once: its own columns to workloads,
-- in the view job_workloads (job_id, workload, gpu, gpu_count, hours, cost,
-- peak, utilization), which refresh_recommendations() reads.

-- (psql -v history_jobs=N for another size; scripts/bench.sh times the
-- refresh over a million)
\if :{?history_jobs}
\else
\set history_jobs 3000
\endif

CREATE TABLE jobs (
    job_id        bigint PRIMARY KEY,
    team          text NOT NULL,
    submitted_at  timestamptz NOT NULL,
    model         text NOT NULL,
    method        text NOT NULL,
    "precision"   text NOT NULL,
    batch         integer NOT NULL,
    seq_len       integer NOT NULL,
    tokens        double precision NOT NULL,
    grad_ckpt     boolean NOT NULL,
    zero_stage    integer NOT NULL,
    gpu_name      text NOT NULL,      -- as the scheduler recorded it
    gpu_count     integer NOT NULL,
    hours         double precision NOT NULL,
    cost_usd      numeric NOT NULL,
    peak_memory   text NOT NULL,      -- as the job's own logging wrote it
    gpu_util      double precision NOT NULL
);

-- job families: what a team runs, and on what it tends to run it
CREATE TEMP TABLE family (f int, team text, model text, method text, batch int, seq_len int,
                          grad_ckpt boolean, zero_stage int, tokens double precision,
                          gpu_name text, gpu_count int, usd_per_gpu_hour numeric, busy double precision);
INSERT INTO family VALUES
 -- search: 7B QLoRA, on T4s and (over-provisioned) on A100s
 (0, 'search',   'meta-llama/Llama-2-7b-chat-hf',       'qlora', 4, 1024, true,  0, 2e7,  'Tesla T4',              1, 0.53, 0.85),
 (1, 'search',   'meta-llama/Llama-2-7b-chat-hf',       'qlora', 4, 1024, true,  0, 2e7,  'NVIDIA A100-SXM4-80GB', 1, 4.10, 0.15),
 -- vision: 8B LoRA on L4s (tight) and H100s
 (2, 'vision',   'meta-llama/Meta-Llama-3-8B-Instruct', 'lora',  2, 2048, true,  0, 5e7,  'nvidia-l4',             1, 0.80, 0.80),
 (3, 'vision',   'meta-llama/Meta-Llama-3-8B-Instruct', 'lora',  2, 2048, true,  0, 5e7,  'NVIDIA H100 80GB HBM3', 1, 6.98, 0.45),
 -- speech: full fine-tuning of 7B on 8 A100s with FSDP
 (4, 'speech',   'Mistral-7B-v0.1',                     'full',  1, 2048, true,  3, 3e8,  'A100-80GB',             8, 4.10, 0.70),
 -- ads: small model, full fine-tuning, on big GPUs that idle
 (5, 'ads',      'Qwen2.5-0.5B',                        'full',  16, 1024, false, 0, 1e8, 'NVIDIA-H100-80GB-HBM3', 1, 6.98, 0.12),
 (6, 'ads',      'Qwen2.5-0.5B',                        'full',  4, 1024, false, 0, 1e8,  'V100M32',               1, 3.06, 0.55),
 -- llm-platform: 14B LoRA and 70B QLoRA
 (7, 'llm',      'Qwen/Qwen2.5-14B-Instruct',           'lora',  1, 4096, true,  0, 1e8,  'H100-SXM',              1, 6.98, 0.60),
 (8, 'llm',      'Llama-2-70B',                         'qlora', 1, 2048, true,  0, 3e7,  'NVIDIA A100-SXM4-80GB', 1, 4.10, 0.65),
 -- recsys: 13B LoRA on 40 GB A100s, close to the memory limit
 (9, 'recsys',   'Llama-2-13B',                         'lora',  2, 1024, true,  0, 4e7,  'NVIDIA A100-SXM4-40GB', 1, 3.67, 0.75);

-- u(i, k): a deterministic number in [0, 1) for job i and stream k
CREATE FUNCTION pg_temp.u(i int, k int) RETURNS float8 LANGUAGE sql IMMUTABLE
    RETURN (hashint4(i * 31 + k) & 2147483647) % 100000 / 100000.0;

INSERT INTO jobs
SELECT i,
       f.team,
       timestamptz '2026-05-01 00:00+00' + pg_temp.u(i, 1) * interval '183 days' AS submitted_at,
       f.model, f.method, 'bf16', f.batch, f.seq_len,
       -- token counts vary by a factor 0.5 to 2 around the family's
       round(f.tokens * (0.5 + 1.5 * pg_temp.u(i, 2))) AS tokens,
       f.grad_ckpt, f.zero_stage, f.gpu_name, f.gpu_count,
       -- real jobs run slower than the model's ideal: 1.1x to 2.5x, more when idle
       round((extract(epoch FROM computesize.duration(w, computesize.gpu_id(f.gpu_name), f.gpu_count)) / 3600.0
              * (1.1 + 1.4 * pg_temp.u(i, 3)) / greatest(f.busy, 0.3))::numeric, 3)::float8 AS hours,
       0, '', 0
FROM generate_series(1, :history_jobs) AS i
JOIN family f ON f.f = floor(pg_temp.u(i, 4) * 10)::int
CROSS JOIN LATERAL (SELECT computesize.training_job(model => computesize.model_id(f.model), method => f.method, batch => f.batch,
                                                    seq_len => f.seq_len, tokens => round(f.tokens * (0.5 + 1.5 * pg_temp.u(i, 2))),
                                                    gradient_checkpointing => f.grad_ckpt, zero_stage => f.zero_stage,
                                                    gpus => f.gpu_count)) AS j(w);

-- cost at the team's rate, peak as logged (80% to 105% of the estimate, in
-- the units the job's logger uses), utilisation around the family's
UPDATE jobs j SET
    cost_usd = round((j.hours * f.gpu_count * f.usd_per_gpu_hour)::numeric, 2),
    peak_memory = CASE j.job_id % 3
        WHEN 0 THEN round((m.total::bigint * (0.80 + 0.25 * pg_temp.u(j.job_id::int, 5)) / 1e9)::numeric, 2) || ' GB'
        WHEN 1 THEN round(m.total::bigint * (0.80 + 0.25 * pg_temp.u(j.job_id::int, 5)) / 1048576) || 'Mi'
        ELSE round((m.total::bigint * (0.80 + 0.25 * pg_temp.u(j.job_id::int, 5)) / 1073741824)::numeric, 1) || ' GiB' END,
    gpu_util = least(0.99, greatest(0.03, f.busy * (0.7 + 0.6 * pg_temp.u(j.job_id::int, 6))))
FROM family f,
     LATERAL computesize.memory(computesize.training_job(model => computesize.model_id(f.model), method => f.method, batch => f.batch,
                                                         seq_len => f.seq_len, gradient_checkpointing => f.grad_ckpt,
                                                         zero_stage => f.zero_stage, gpus => f.gpu_count), f.gpu_count) AS m
WHERE f.f = floor(pg_temp.u(j.job_id::int, 4) * 10)::int;
DROP TABLE family;
ANALYZE jobs;

-- the mapping a team writes once: its columns to computesize's (the log
-- names models as their Hugging Face ids, fine-tunes among them, which
-- model_id() turns into the catalog's names)
CREATE VIEW job_workloads AS
SELECT job_id,
       computesize.training_job(model => computesize.model_id(model), method => method, "precision" => "precision",
                                batch => batch, seq_len => seq_len, tokens => tokens,
                                gradient_checkpointing => grad_ckpt, zero_stage => zero_stage,
                                gpus => gpu_count) AS workload,
       gpu_name AS gpu, gpu_count, hours, cost_usd AS cost,
       peak_memory::computesize.memsize AS peak, gpu_util AS utilization,
       team, model, method, submitted_at
FROM jobs;
