-- pgTAP: copying users' catalog rows to another node or database.
-- catalog_rows() holds them as jsonb; catalog_replace() makes a catalog's
-- users' rows those (the shipped rows stay); sync_catalog() does it for the
-- workers of a Citus cluster (test/citus/run.sh), and says so without one.
BEGIN;
SELECT plan(11);
SET LOCAL search_path = public, computesize;
SET LOCAL client_min_messages = warning;

-- a team's own GPU, spelling, provider, instance and two price periods
INSERT INTO provider (id, name, kind, billing, source) VALUES ('acme', 'Acme', 'on_premises', 'per_hour', 'test');
INSERT INTO gpu (id, vendor, name, memory, bf16_tflops, fp16_tflops, fp32_tflops, memory_bandwidth_gbs, source)
VALUES ('acme-x1', 'acme', 'ACME X-1', '96 GiB', 500, 500, 60, 3000, 'test');
INSERT INTO gpu_alias (alias, gpu_id, origin, source) VALUES ('ACME X1', 'acme-x1', 'common', 'test');
INSERT INTO instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source)
VALUES ('acme', 'x1.1', 'acme-x1', 1, 16, '128 GiB', 'x86_64', 'test');
INSERT INTO price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source)
VALUES ('acme', 'x1.1', 'dc-1', 'on_demand', 2.00, '2026-01-01', '2026-06-01', 'test'),
       ('acme', 'x1.1', 'dc-1', 'on_demand', 1.50, '2026-06-01', NULL, 'test');
INSERT INTO team_constraints (name, providers) VALUES ('acme only', ARRAY['acme']);

CREATE TEMP TABLE copied AS SELECT catalog_rows() AS rows, catalog_fingerprint() AS fingerprint;
SELECT is((SELECT jsonb_array_length(rows -> 'gpu') + jsonb_array_length(rows -> 'gpu_alias')
                  + jsonb_array_length(rows -> 'provider') + jsonb_array_length(rows -> 'instance')
                  + jsonb_array_length(rows -> 'price') + jsonb_array_length(rows -> 'team_constraints')
           FROM copied), 7,
          'catalog_rows() holds the users'' rows: 1 GPU, 1 alias, 1 provider, 1 instance, 2 prices, 1 team');
SELECT is((SELECT jsonb_array_length(rows -> 'model') FROM copied), 0, 'and no shipped row');

-- another node's catalog: the same shipped rows, other users' rows
DELETE FROM price WHERE provider = 'acme';
DELETE FROM instance WHERE provider = 'acme';
DELETE FROM gpu_alias WHERE gpu_id = 'acme-x1';
DELETE FROM gpu WHERE id = 'acme-x1';
DELETE FROM provider WHERE id = 'acme';
DELETE FROM team_constraints;
INSERT INTO provider (id, name, kind, billing, source) VALUES ('stale', 'Stale', 'on_premises', 'per_hour', 'test');
SELECT isnt(catalog_fingerprint(), (SELECT fingerprint FROM copied), 'a catalog without them differs');

SELECT is(catalog_replace((SELECT rows FROM copied)), 7::bigint, 'catalog_replace() inserts the 7 rows');
SELECT is(catalog_fingerprint(), (SELECT fingerprint FROM copied), 'and the catalog is the copied one, row for row');
SELECT ok(NOT EXISTS (SELECT FROM provider WHERE id = 'stale'), 'users'' rows the copy lacks are gone');
SELECT is((SELECT alias_key FROM gpu_alias WHERE alias = 'ACME X1'), gpu_key('ACME X1'), 'a generated column is computed again');
SELECT is(gpu_hour_price('ACME X-1', 'on_demand', '2026-07-01'), 1.500000, 'the copied price periods are in force');
SELECT is(catalog_replace((SELECT rows FROM copied)), 7::bigint, 'replacing again changes nothing');

SELECT throws_ok($$SELECT computesize.catalog_replace('[1, 2]'::jsonb)$$, '22023',
                 'rows must be a jsonb object of catalog_rows()', 'anything but catalog_rows()''s object is refused');
SELECT throws_ok($$CALL computesize.sync_catalog()$$, '0A000', NULL,
                 'sync_catalog() says it needs Citus where there is none');

SELECT * FROM finish();
ROLLBACK;
