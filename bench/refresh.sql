-- The refresh of a job history of :history_jobs jobs (demo/job_history.sql),
-- as pg_cron would run it: the first refresh, one with nothing changed, one
-- after 1% of the jobs changed, and one after a price changed (a catalog
-- change: every job is reviewed again).  Run by scripts/bench.sh.
\set ON_ERROR_STOP on
SET search_path = public, computesize;
SET client_min_messages = warning;
\echo generating the job history
\i demo/job_history.sql
\timing on
\echo first refresh
CALL refresh_recommendations('job_workloads');
\echo nothing changed
CALL refresh_recommendations('job_workloads');
\echo 1% of the jobs changed
UPDATE jobs SET hours = hours * 1.05 WHERE job_id % 100 = 0;
CALL refresh_recommendations('job_workloads');
\echo one price changed
INSERT INTO price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('runpod', '1x RTX 4090', 'global', 'on_demand', 0.30, current_date, 'bench: a price change');
CALL refresh_recommendations('job_workloads');
\timing off
SELECT count(*) AS recommendations FROM recommendation WHERE source = 'job_workloads'::regclass;
