--
-- ALTER EXTENSION computesize UPDATE from 0.1.24 (the version installed
-- before the first release) to 0.2.0: shipped catalog rows refreshed from
-- catalog/*.csv, users' rows left alone, stored values still read
-- (test/shell/upgrade.sh checks that the updated schema is a fresh one's)
--
SET client_min_messages = warning;
DROP EXTENSION computesize CASCADE;
CREATE EXTENSION computesize VERSION '0.1.24';
SELECT extversion FROM pg_extension WHERE extname = 'computesize';
SELECT source, target, path FROM pg_extension_update_paths('computesize') WHERE path IS NOT NULL
ORDER BY string_to_array(source, '.')::int[], string_to_array(target, '.')::int[];

-- values stored under 0.1.24, and what they estimate; the library serves
-- 0.1.24's catalog, which names no software stack (every GPU is CUDA's)
-- and no spot interruption rate, until the update
CREATE TABLE kept_job AS
SELECT computesize.training_job('Llama-2-7B', method => 'lora') AS w,
       (computesize.memory(computesize.training_job('Llama-2-7B', method => 'lora'))).total::bigint AS total;
CREATE TABLE kept_inference AS
SELECT computesize.inference_job('Llama-3.2-1B', batch => 64, context => 1024, prompt => 128) AS w,
       (computesize.memory(computesize.inference_job('Llama-3.2-1B', batch => 64, context => 1024, prompt => 128))).total::bigint
           AS total;
SELECT count(*) > 0 AS ranked_before_the_update
FROM computesize.rank_gpus(computesize.inference_job('Llama-3.2-1B', tokens => 1e6), pricing => 'spot');

-- users' rows, including a price line, an alias and a model beside shipped ones
INSERT INTO computesize.provider (id, name, kind, billing, source)
VALUES ('acme-cloud', 'Acme internal cloud', 'on_premises', 'per_hour', 'finance');
INSERT INTO computesize.gpu (id, vendor, name, memory, source) VALUES ('acme-x1', 'Acme', 'Acme X1', '96 GiB', 'sheet');
INSERT INTO computesize.gpu_alias (alias, gpu_id, origin, source) VALUES ('our h100 boxes', 'h100-sxm', 'common', 'inventory');
INSERT INTO computesize.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source)
VALUES ('acme-cloud', 'x1.8', 'acme-x1', 8, 96, '1 TiB', 'x86_64', 'inventory');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'on_demand', 16, '2026-01-01', 'rate card');
INSERT INTO computesize.model (name, arch_type, params, active_params, layers, hidden, heads, kv_heads, intermediate, vocab, source)
VALUES ('acme-llm-7b', 'decoder', 7.1e9, 7.1e9, 32, 4096, 32, 8, 14336, 64000, 'model card');
-- (a provider and a GPU as 0.1.24 has them: 0.2.0 adds columns)
CREATE TEMP TABLE users_before AS
SELECT 'provider' AS t, (p.id, p.name, p.kind, p.billing, p.billing_minimum, p.url, p.source, p.is_builtin)::text AS r
FROM computesize.provider p WHERE NOT is_builtin
UNION ALL SELECT 'gpu', (g.id, g.vendor, g.name, g.memory, g.source, g.is_builtin)::text FROM computesize.gpu g WHERE NOT is_builtin
UNION ALL SELECT 'gpu_alias', a::text FROM computesize.gpu_alias a WHERE NOT is_builtin
UNION ALL SELECT 'instance', i::text FROM computesize.instance i WHERE NOT is_builtin
UNION ALL SELECT 'price', x::text FROM computesize.price x WHERE NOT is_builtin
UNION ALL SELECT 'model', m::text FROM computesize.model m WHERE NOT is_builtin;

-- shipped rows as an older catalog left them: a GPU figure since corrected,
-- an alias and a model missing
SET session_replication_role = replica;   -- (bypasses the guard triggers)
UPDATE computesize.gpu SET tdp_watts = 1, source = 'old' WHERE id = 't4';
DELETE FROM computesize.gpu_alias WHERE alias = 'V100M32' AND is_builtin;
DELETE FROM computesize.model WHERE name = 'Llama-2-7B';
RESET session_replication_role;
-- a recommendation computed under 0.1.24
INSERT INTO computesize.recommendation (source, job_id, job_fingerprint, catalog_generation, computed_at)
VALUES ('pg_class', 'old-job', 'md5 of the row and options', 1, now());

ALTER EXTENSION computesize UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'computesize';

-- the shipped rows are the files' again, with 0.2.0's columns
SELECT tdp_watts > 1 AS tdp_refreshed, source <> 'old' AS source_refreshed, stack, compute_capability, flash_attention
FROM computesize.gpu WHERE id = 't4';
SELECT computesize.gpu_id('V100M32') AS alias_back;
SELECT count(*) AS llama2_back FROM computesize.model WHERE name = 'Llama-2-7B' AND is_builtin;
SELECT usd_per_hour AS p4d_spot FROM computesize.price
WHERE provider = 'aws' AND instance_type = 'p4d.24xlarge' AND pricing = 'spot' AND is_builtin;
SELECT count(*) FILTER (WHERE gpu_count IN (2, 4)) > 0 AS multi_gpu_offers FROM computesize.instance WHERE is_builtin;
-- users' rows are exactly as they were; users' new columns take their defaults
SELECT count(*) AS user_rows_changed_or_lost FROM (
    SELECT * FROM users_before
    EXCEPT
    (SELECT 'provider' AS t, (p.id, p.name, p.kind, p.billing, p.billing_minimum, p.url, p.source, p.is_builtin)::text AS r
     FROM computesize.provider p WHERE NOT is_builtin
     UNION ALL SELECT 'gpu', (g.id, g.vendor, g.name, g.memory, g.source, g.is_builtin)::text FROM computesize.gpu g WHERE NOT is_builtin
     UNION ALL SELECT 'gpu_alias', a::text FROM computesize.gpu_alias a WHERE NOT is_builtin
     UNION ALL SELECT 'instance', i::text FROM computesize.instance i WHERE NOT is_builtin
     UNION ALL SELECT 'price', x::text FROM computesize.price x WHERE NOT is_builtin
     UNION ALL SELECT 'model', m::text FROM computesize.model m WHERE NOT is_builtin)) d;
SELECT stack, compute_capability, flash_attention FROM computesize.gpu WHERE id = 'acme-x1';
-- and no shipped row is doubled
SELECT (SELECT count(*) - count(DISTINCT id) FROM computesize.gpu) AS doubled_gpus,
       (SELECT count(*) - count(DISTINCT (provider, instance_type, region, pricing, is_builtin, valid_from)) FROM computesize.price) AS doubled_prices;

-- values stored under 0.1.24 read as they were written: the same estimate
-- (their defaults were stored with them), the spot model's defaults for
-- their restarts
SELECT (computesize.memory(w)).total::bigint = total AS same_lora_total,
       (w).gradient_checkpointing AS stored_without_checkpointing FROM kept_job;
SELECT (computesize.memory(w)).total::bigint = total AS same_inference_total FROM kept_inference;
SELECT count(*) > 0 AS ranked_after_the_update
FROM kept_job, computesize.rank_gpus(w, pricing => 'spot') r;
-- the schema belongs to the bootstrap superuser; recommendations keep their
-- rows, behind row-level security
SELECT nspowner = 10 AS schema_of_the_bootstrap_superuser FROM pg_namespace WHERE nspname = 'computesize';
SELECT relrowsecurity AS recommendation_rls, (SELECT count(*) FROM computesize.recommendation) AS kept_recommendations
FROM pg_class WHERE oid = 'computesize.recommendation'::regclass;

-- clean up: the extension as a fresh install leaves it
DROP TABLE kept_job, kept_inference;
DELETE FROM computesize.recommendation;
DELETE FROM computesize.price WHERE NOT is_builtin;
DELETE FROM computesize.instance WHERE NOT is_builtin;
DELETE FROM computesize.gpu_alias WHERE NOT is_builtin;
DELETE FROM computesize.gpu WHERE NOT is_builtin;
DELETE FROM computesize.provider WHERE NOT is_builtin;
DELETE FROM computesize.model WHERE NOT is_builtin;
DROP EXTENSION computesize;
CREATE EXTENSION computesize;
SELECT extversion FROM pg_extension WHERE extname = 'computesize';
