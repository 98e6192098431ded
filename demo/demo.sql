-- computesize demo: the memsize type at work on a small job history.
-- Run by scripts/demo.sh on a throw-away cluster.
\pset footer off
\set ON_ERROR_STOP on
CREATE EXTENSION computesize;
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

\echo '== Bad input is an error with a hint, never a guess =='
\set ON_ERROR_STOP off
SELECT '12 parsecs'::memsize;
SELECT '24 gib'::memsize;
