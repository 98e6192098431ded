-- pgTAP: the incremental refresh.  Triggers on the tables a job history
-- reads log the jobs that change; a refresh reviews those and no other, and
-- its result is the full refresh's.
BEGIN;
SELECT plan(24);
SET LOCAL search_path = public, computesize;
SET LOCAL client_min_messages = warning;

-- a small history: a table and the view a team maps it with
CREATE TABLE hist (job_id bigint PRIMARY KEY, model text, method text, tokens float8, gpu text, gpus int, hours float8);
INSERT INTO hist
SELECT i, (ARRAY['Llama-2-7B', 'Mistral-7B-v0.1', 'Llama-3-8B'])[1 + i % 3], (ARRAY['lora', 'qlora', 'full'])[1 + i % 3],
       1e7 * (1 + i % 7), (ARRAY['A100-80GB', 'Tesla T4', 'NVIDIA L4', 'H100-SXM'])[1 + i % 4], 1 + (i % 2) * 7, 1 + i % 5
FROM generate_series(1, 60) i;
CREATE VIEW hist_jobs AS
SELECT job_id, training_job(model => model, method => method, tokens => tokens, gpus => gpus) AS workload,
       gpu, gpus AS gpu_count, hours
FROM hist;

-- the tables a history reads, through its views
CREATE TABLE hist_team (job_id bigint PRIMARY KEY, team text);
CREATE VIEW hist_by_team AS SELECT j.*, t.team FROM hist_jobs j LEFT JOIN hist_team t USING (job_id);
SELECT is((SELECT array_agg(t::text ORDER BY t::text) FROM history_tables('hist_jobs') t), ARRAY['hist'],
          'history_tables() of a view: the table under it');
SELECT is((SELECT array_agg(t::text ORDER BY t::text) FROM history_tables('hist_by_team') t), ARRAY['hist', 'hist_team'],
          'of a view over a view and a table: both tables');
SELECT is((SELECT array_agg(t::text) FROM history_tables('hist') t), ARRAY['hist'], 'of a table: itself');
SELECT is((SELECT count(*) FROM history_tables(NULL)), 0::bigint, 'of NULL: none (STRICT)');
DROP VIEW hist_by_team;
DROP TABLE hist_team;

CALL refresh_recommendations('hist_jobs');
SELECT is((SELECT count(*) FROM recommendation WHERE source = 'hist_jobs'::regclass), 60::bigint,
          'the first refresh reviews every job');
SELECT ok((SELECT tracked FROM refresh_state WHERE source = 'hist_jobs'::regclass),
          'and tracks the table the view reads');
SELECT is((SELECT count(*) FROM pg_trigger WHERE tgrelid = 'hist'::regclass AND tgname LIKE 'computesize_jobs_%'), 4::bigint,
          'with triggers for inserts, updates, deletes and truncation');

-- nothing changed: nothing reviewed (a row the refresh writes is a new
-- row version, at a new ctid)
CREATE TEMP TABLE before AS SELECT job_id, ctid AS at FROM recommendation WHERE source = 'hist_jobs'::regclass;
CALL refresh_recommendations('hist_jobs');
SELECT is((SELECT count(*) FROM recommendation r JOIN before b USING (job_id)
           WHERE r.source = 'hist_jobs'::regclass AND r.ctid <> b.at), 0::bigint,
          'a refresh after no change writes nothing');
SELECT is((SELECT count(*) FROM job_change WHERE source = 'hist_jobs'::regclass), 0::bigint,
          'and the change log is empty');

-- changes: three updated, one deleted, one inserted
UPDATE hist SET hours = hours * 2 WHERE job_id IN (3, 4, 5);
DELETE FROM hist WHERE job_id = 7;
INSERT INTO hist VALUES (61, 'Llama-2-7B', 'lora', 3e7, 'Tesla T4', 1, 9);
SELECT is((SELECT array_agg(DISTINCT job_id ORDER BY job_id) FROM job_change WHERE source = 'hist_jobs'::regclass),
          ARRAY['3', '4', '5', '61', '7'], 'the triggers log exactly the jobs changed');
TRUNCATE before;
INSERT INTO before SELECT job_id, ctid FROM recommendation WHERE source = 'hist_jobs'::regclass;
CALL refresh_recommendations('hist_jobs');
SELECT is((SELECT array_agg(r.job_id::bigint ORDER BY r.job_id::bigint) FROM recommendation r
           LEFT JOIN before b USING (job_id)
           WHERE r.source = 'hist_jobs'::regclass AND r.ctid IS DISTINCT FROM b.at),
          ARRAY[3, 4, 5, 61]::bigint[], 'the next refresh reviews those jobs and no other');
SELECT ok(NOT EXISTS (SELECT FROM recommendation WHERE source = 'hist_jobs'::regclass AND job_id = '7'),
          'and removes the deleted one');
SELECT is((SELECT count(*) FROM recommendation WHERE source = 'hist_jobs'::regclass), 60::bigint, '60 jobs again');

-- the incremental result is the full one
CREATE TEMP TABLE incremental AS
SELECT job_id, job_fingerprint, gpu_id, recommended_gpu, recommended_gpu_count, recommended_provider,
       recommended_instance_type, recommended_hours, recommended_cost, savings, reason
FROM recommendation WHERE source = 'hist_jobs'::regclass;
CALL stop_tracking('hist_jobs');
SELECT is((SELECT count(*) FROM pg_trigger WHERE tgrelid = 'hist'::regclass AND tgname LIKE 'computesize_jobs_%'), 0::bigint,
          'stop_tracking() drops the triggers');
DELETE FROM recommendation WHERE source = 'hist_jobs'::regclass;
CALL refresh_recommendations('hist_jobs', incremental => false);
SELECT is((SELECT count(*) FROM (
               (SELECT job_id, job_fingerprint, gpu_id, recommended_gpu, recommended_gpu_count, recommended_provider,
                       recommended_instance_type, recommended_hours, recommended_cost, savings, reason
                FROM recommendation WHERE source = 'hist_jobs'::regclass
                EXCEPT SELECT * FROM incremental)
               UNION ALL
               (SELECT * FROM incremental
                EXCEPT SELECT job_id, job_fingerprint, gpu_id, recommended_gpu, recommended_gpu_count, recommended_provider,
                              recommended_instance_type, recommended_hours, recommended_cost, savings, reason
                       FROM recommendation WHERE source = 'hist_jobs'::regclass)) d), 0::bigint,
          'a full refresh from nothing gives the incremental refreshes'' recommendations');
SELECT ok(NOT (SELECT tracked FROM refresh_state WHERE source = 'hist_jobs'::regclass)
          AND NOT EXISTS (SELECT FROM pg_trigger WHERE tgrelid = 'hist'::regclass AND tgname LIKE 'computesize_jobs_%'),
          'incremental => false installs no trigger');

-- what forces a full comparison: a catalog change, other options, a new
-- definition of the view, a truncation
CALL refresh_recommendations('hist_jobs');
UPDATE price SET usd_per_hour = usd_per_hour WHERE false;     -- statement-level: no change
INSERT INTO provider (id, name, kind, billing, source) VALUES ('acme-refresh', 'ACME', 'gpu_cloud', 'per_hour', 'test');
CALL refresh_recommendations('hist_jobs');
SELECT is((SELECT count(*) FROM recommendation r WHERE r.source = 'hist_jobs'::regclass
           AND r.catalog_generation = (SELECT generation FROM catalog_generation)), 60::bigint,
          'a catalog change has every job reviewed');
CREATE TEMP TABLE old_definition AS SELECT definition FROM refresh_state WHERE source = 'hist_jobs'::regclass;
CREATE OR REPLACE VIEW hist_jobs AS
SELECT job_id, training_job(model => model, method => method, tokens => tokens, gpus => gpus) AS workload,
       gpu, gpus AS gpu_count, hours * 1.5 AS hours
FROM hist;
CALL refresh_recommendations('hist_jobs');
SELECT ok((SELECT r.definition <> o.definition AND r.tracked
           FROM refresh_state r, old_definition o WHERE r.source = 'hist_jobs'::regclass)
          AND (SELECT bool_and(recommended_hours IS NOT NULL OR reason IS NOT NULL) FROM recommendation
               WHERE source = 'hist_jobs'::regclass),
          'a new view definition is compared in full, checked again and remembered');
TRUNCATE hist;
SELECT is((SELECT count(*) FROM job_change WHERE source = 'hist_jobs'::regclass AND job_id IS NULL), 1::bigint,
          'a truncation logs "any job"');
CALL refresh_recommendations('hist_jobs');
SELECT is((SELECT count(*) FROM recommendation WHERE source = 'hist_jobs'::regclass), 0::bigint,
          '... and the next refresh removes every recommendation');

-- a view whose job ids are not the table's cannot be tracked: a NOTICE,
-- and every refresh compares every job, still right
INSERT INTO hist SELECT i, 'Llama-2-7B', 'lora', 1e7, 'Tesla T4', 1, 2 FROM generate_series(1, 5) i;
CREATE VIEW hist_renamed AS
SELECT 'J' || job_id AS job_id, training_job(model => model, method => method, tokens => tokens, gpus => gpus) AS workload,
       gpu, gpus AS gpu_count, hours
FROM hist;
CALL refresh_recommendations('hist_renamed');
SELECT ok(NOT (SELECT tracked FROM refresh_state WHERE source = 'hist_renamed'::regclass)
          AND NOT EXISTS (SELECT FROM pg_trigger WHERE tgname LIKE format('computesize_jobs_%s_%%', 'hist_renamed'::regclass::oid)),
          'a view that renames the job ids is not tracked, and keeps no trigger');
UPDATE hist SET hours = 3 WHERE job_id = 2;
CALL refresh_recommendations('hist_renamed');
SELECT is((SELECT recommended_hours IS NOT NULL FROM recommendation WHERE source = 'hist_renamed'::regclass AND job_id = 'J2'),
          true, 'and its refreshes still review what changed');

-- the log is derived from the job table: a role that cannot read the
-- history sees none of it
INSERT INTO job_change VALUES ('hist_jobs'::regclass, '99');
CREATE ROLE cs_refresh_outsider;
SET LOCAL ROLE cs_refresh_outsider;
SELECT is((SELECT count(*) FROM job_change), 0::bigint, 'a role without SELECT on the history reads none of its log');
RESET ROLE;
SELECT throws_ok($$CALL refresh_recommendations('hist_jobs', incremental => NULL::boolean, objective => 'cheapest')$$, '22023', NULL,
                 'bad options are still checked first');

SELECT * FROM finish();
ROLLBACK;
