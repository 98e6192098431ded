--
-- the hardware and price catalog: contents equal catalog/*.csv, keys and
-- checks, gpu_id(), price history, shipped rows and privileges, views
--
\set VERBOSITY default
SET client_min_messages = warning;
\getenv abs_srcdir PG_ABS_SRCDIR

-- the tables hold exactly the rows of catalog/*.csv (no drift between the
-- data and the install script)
CREATE TEMP TABLE csv_provider (LIKE computesize.provider INCLUDING DEFAULTS);
CREATE TEMP TABLE csv_gpu (LIKE computesize.gpu INCLUDING DEFAULTS);
CREATE TEMP TABLE csv_gpu_alias (LIKE computesize.gpu_alias INCLUDING DEFAULTS);
CREATE TEMP TABLE csv_instance (LIKE computesize.instance INCLUDING DEFAULTS);
CREATE TEMP TABLE csv_price (LIKE computesize.price INCLUDING DEFAULTS);
\set f :abs_srcdir '/../catalog/providers.csv'
COPY csv_provider (id, name, kind, billing, billing_minimum, spot_interruptions_per_hour, url, source) FROM :'f' WITH (FORMAT csv, HEADER);
\set f :abs_srcdir '/../catalog/gpus.csv'
COPY csv_gpu (id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, stack, compute_capability, flash_attention, matmul_tflops, measured_bandwidth_gbs, fp16_acc16_tflops, sm_count, boost_clock_mhz, perf_source, source, notes) FROM :'f' WITH (FORMAT csv, HEADER);
\set f :abs_srcdir '/../catalog/gpu_aliases.csv'
COPY csv_gpu_alias (alias, gpu_id, origin, source) FROM :'f' WITH (FORMAT csv, HEADER);
\set f :abs_srcdir '/../catalog/instances.csv'
COPY csv_instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source) FROM :'f' WITH (FORMAT csv, HEADER);
\set f :abs_srcdir '/../catalog/prices.csv'
COPY csv_price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source) FROM :'f' WITH (FORMAT csv, HEADER);

SELECT 'provider' AS catalog_table,
       (SELECT count(*) FROM csv_provider) AS csv_rows,
       (SELECT count(*) FROM computesize.provider WHERE is_builtin) AS shipped_rows,
       (SELECT count(*) FROM (SELECT id, name, kind, billing, billing_minimum, url, source FROM computesize.provider WHERE is_builtin
                              EXCEPT SELECT id, name, kind, billing, billing_minimum, url, source FROM csv_provider) d) AS only_in_table,
       (SELECT count(*) FROM (SELECT id, name, kind, billing, billing_minimum, url, source FROM csv_provider
                              EXCEPT SELECT id, name, kind, billing, billing_minimum, url, source FROM computesize.provider WHERE is_builtin) d) AS only_in_csv
UNION ALL
SELECT 'gpu', (SELECT count(*) FROM csv_gpu), (SELECT count(*) FROM computesize.gpu WHERE is_builtin),
       (SELECT count(*) FROM (SELECT id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes FROM computesize.gpu WHERE is_builtin
                              EXCEPT SELECT id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes FROM csv_gpu) d),
       (SELECT count(*) FROM (SELECT id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes FROM csv_gpu
                              EXCEPT SELECT id, vendor, name, architecture, release_year, form_factor, memory, memory_type, memory_bandwidth_gbs, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_watts, interconnect, interconnect_gbs, pcie_gen, source, notes FROM computesize.gpu WHERE is_builtin) d)
UNION ALL
SELECT 'gpu_alias', (SELECT count(*) FROM csv_gpu_alias), (SELECT count(*) FROM computesize.gpu_alias WHERE is_builtin),
       (SELECT count(*) FROM (SELECT alias, gpu_id, origin, source FROM computesize.gpu_alias WHERE is_builtin
                              EXCEPT SELECT alias, gpu_id, origin, source FROM csv_gpu_alias) d),
       (SELECT count(*) FROM (SELECT alias, gpu_id, origin, source FROM csv_gpu_alias
                              EXCEPT SELECT alias, gpu_id, origin, source FROM computesize.gpu_alias WHERE is_builtin) d)
UNION ALL
SELECT 'instance', (SELECT count(*) FROM csv_instance), (SELECT count(*) FROM computesize.instance WHERE is_builtin),
       (SELECT count(*) FROM (SELECT provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source FROM computesize.instance WHERE is_builtin
                              EXCEPT SELECT provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source FROM csv_instance) d),
       (SELECT count(*) FROM (SELECT provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source FROM csv_instance
                              EXCEPT SELECT provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source FROM computesize.instance WHERE is_builtin) d)
UNION ALL
SELECT 'price', (SELECT count(*) FROM csv_price), (SELECT count(*) FROM computesize.price WHERE is_builtin),
       (SELECT count(*) FROM (SELECT provider, instance_type, region, pricing, usd_per_hour, valid_from, source FROM computesize.price WHERE is_builtin
                              EXCEPT SELECT provider, instance_type, region, pricing, usd_per_hour, valid_from, source FROM csv_price) d),
       (SELECT count(*) FROM (SELECT provider, instance_type, region, pricing, usd_per_hour, valid_from, source FROM csv_price
                              EXCEPT SELECT provider, instance_type, region, pricing, usd_per_hour, valid_from, source FROM computesize.price WHERE is_builtin) d);

-- the shipped catalog covers what the issue of record asks: every GPU of
-- the reference list, eight providers or more, the three hyperscalers,
-- CPU-only types on both architectures, on-demand and spot
SELECT count(*) >= 8 AS eight_providers,
       bool_and(id IN (SELECT provider FROM computesize.instance)) AS every_provider_sells
FROM computesize.provider;
SELECT p.id AS provider, count(DISTINCT i.instance_type) > 0 AS has_gpu_instances
FROM computesize.provider p
LEFT JOIN computesize.instance i ON i.provider = p.id AND i.gpu_count > 0
WHERE p.id IN ('aws', 'gcp', 'azure', 'runpod', 'lambda', 'coreweave')
GROUP BY p.id ORDER BY p.id;
SELECT cpu_arch, count(*) > 0 AS cpu_only_types
FROM computesize.instance WHERE gpu_count = 0 GROUP BY cpu_arch ORDER BY cpu_arch;
SELECT pricing, count(*) > 0 AS has_prices FROM computesize.price GROUP BY pricing ORDER BY pricing;
SELECT id AS gpu_without_offer FROM computesize.gpu
WHERE id IN ('t4', 'l4', 'a10g', 'l40s', 'a100-40gb-sxm', 'a100-80gb-sxm', 'h100-sxm', 'h200-sxm', 'rtx-4090', 'inferentia2', 'trainium')
  AND id NOT IN (SELECT gpu FROM computesize.gpu_offer)
ORDER BY id;

-- every shipped row names its source
SELECT 'gpu' AS t, count(*) FILTER (WHERE source IS NULL OR source = '') AS unsourced FROM computesize.gpu
UNION ALL SELECT 'gpu_alias', count(*) FILTER (WHERE source = '') FROM computesize.gpu_alias
UNION ALL SELECT 'provider', count(*) FILTER (WHERE source = '') FROM computesize.provider
UNION ALL SELECT 'instance', count(*) FILTER (WHERE source = '') FROM computesize.instance
UNION ALL SELECT 'price', count(*) FILTER (WHERE source = '') FROM computesize.price;

--
-- gpu_id(): spellings from nvidia-smi, Kubernetes labels, SkyPilot, clouds
-- and cluster traces
--
SELECT name, computesize.gpu_id(name) AS gpu_id
FROM (VALUES ('NVIDIA A100-SXM4-80GB'), ('A100-80GB'), ('Tesla T4'), ('V100M32'),
             ('NVIDIA-H100-80GB-HBM3'), ('NVIDIA H100 80GB HBM3'), ('H100-SXM'), ('h100-sxm'),
             ('NVIDIA GeForce RTX 4090'), ('RTX4090'), ('Tesla V100-SXM2-16GB'),
             ('A100-80G-PCIe'), ('nvidia-tesla-t4'), ('AMD Instinct MI300X'),
             ('no such gpu'), (''), ('NVIDIA')) AS v(name);
SELECT computesize.gpu_id(NULL) IS NULL AS null_in_null_out;
-- 0.1.11's accelerators by the names nvidia-smi, Kubernetes labels,
-- SkyPilot and hl-smi give them (most need no alias: their key is the id's)
SELECT name, computesize.gpu_id(name) AS gpu_id
FROM (VALUES ('NVIDIA H800'), ('NVIDIA-H800'), ('NVIDIA H800 PCIe'), ('NVIDIA A800-SXM4-80GB'),
             ('NVIDIA H20'), ('NVIDIA L20'), ('NVIDIA H200 NVL'), ('NVIDIA GeForce RTX 3090 Ti'),
             ('RTX3090Ti'), ('NVIDIA GeForce RTX 4080'), ('NVIDIA GeForce RTX 4080 SUPER'),
             ('Quadro RTX 8000'), ('NVIDIA GeForce RTX 2080 Ti'), ('NVIDIA A2'),
             ('AMD Instinct MI250'), ('AMD Instinct MI210'), ('HL-225'), ('H100 SXM5')) AS v(name);
-- every alias and every id maps to its own GPU
SELECT count(*) AS aliases, count(*) FILTER (WHERE computesize.gpu_id(alias) IS DISTINCT FROM gpu_id) AS wrong
FROM computesize.gpu_alias;
SELECT count(*) AS gpus, count(*) FILTER (WHERE computesize.gpu_id(id) IS DISTINCT FROM id) AS wrong
FROM computesize.gpu;
-- every accelerator name in the SkyPilot fixtures maps
\set f :abs_srcdir '/fixtures/skypilot/v8/common/accelerators.csv'
CREATE TEMP TABLE sky_acc (name text, clouds text);
COPY sky_acc FROM :'f' WITH (FORMAT csv, HEADER);
SELECT name AS skypilot_accelerator_not_in_catalog FROM sky_acc
WHERE computesize.gpu_id(name) IS NULL ORDER BY name;
-- the key is the normalised spelling; aliases cannot collide after it
SELECT computesize.gpu_key('NVIDIA GeForce RTX 4090') AS k1, computesize.gpu_key('Tesla-V100-SXM2-32GB') AS k2,
       computesize.gpu_key('AMD Instinct MI300X') AS k3, computesize.gpu_key('nvidia') AS k4;
INSERT INTO computesize.gpu_alias (alias, gpu_id, origin, source)
VALUES ('nvidia a100 sxm4 80gb', 't4', 'common', 'test');

--
-- keys and checks
--
INSERT INTO computesize.gpu (id, vendor, name, memory, source) VALUES ('bad-gpu', 'X', 'X', '0 B', 'test');
INSERT INTO computesize.gpu (id, vendor, name, memory, source) VALUES ('Bad Id', 'X', 'X', '8 GiB', 'test');
INSERT INTO computesize.instance (provider, instance_type, gpu_id, gpu_count, source) VALUES ('aws', 'x', 't4', 0, 'test');
INSERT INTO computesize.instance (provider, instance_type, gpu_id, gpu_count, source) VALUES ('nowhere', 'x', NULL, 0, 'test');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('aws', 'g4dn.xlarge', 'us-east-1', 'on_demand', -1, '2026-01-01', 'test');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('aws', 'g4dn.xlarge', 'us-east-1', 'list', 1, '2026-01-01', 'test');

--
-- shipped rows belong to the extension
--
UPDATE computesize.gpu SET tdp_watts = 1 WHERE id = 't4';
DELETE FROM computesize.price WHERE provider = 'aws';
INSERT INTO computesize.gpu (id, vendor, name, memory, source, is_builtin) VALUES ('mine', 'X', 'X', '8 GiB', 'test', true);

--
-- prices with history: a user's negotiated price line for a shipped offer;
-- a new price closes the open period, overlaps are refused
--
INSERT INTO computesize.provider (id, name, kind, billing, source)
VALUES ('acme-cloud', 'Acme internal cloud', 'on_premises', 'per_hour', 'our finance team');
INSERT INTO computesize.gpu (id, vendor, name, memory, memory_bandwidth_gbs, bf16_tflops, source)
VALUES ('acme-x1', 'Acme', 'Acme X1', '96 GiB', 3000, 800, 'vendor sheet');
INSERT INTO computesize.gpu_alias (alias, gpu_id, origin, source) VALUES ('ACME X-1', 'acme-x1', 'common', 'our inventory');
INSERT INTO computesize.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source)
VALUES ('acme-cloud', 'x1.8', 'acme-x1', 8, 96, '1 TiB', 'x86_64', 'our inventory');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'on_demand', 20.00, '2025-01-01', 'internal rate card 2025');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'on_demand', 16.00, '2026-01-01', 'internal rate card 2026');
SELECT region, pricing, usd_per_hour, valid_from, valid_to
FROM computesize.price WHERE provider = 'acme-cloud' ORDER BY valid_from;
-- a period inside a closed one overlaps
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'on_demand', 18.00, '2025-06-01', '2025-07-01', 'correction');
-- the same start twice
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'on_demand', 15.00, '2026-01-01', 'duplicate');
-- an empty period
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'spot', 9.00, '2026-01-01', '2026-01-01', 'empty');
-- "what did this job cost at the prices of its start date" is a join
SELECT j.job, j.started, p.usd_per_hour, round(p.usd_per_hour * j.hours, 2) AS cost_usd
FROM (VALUES ('job-a', date '2025-03-10', 10.0), ('job-b', date '2026-02-01', 10.0)) AS j(job, started, hours)
JOIN computesize.price p
  ON p.provider = 'acme-cloud' AND p.instance_type = 'x1.8' AND p.region = 'dc-1' AND p.pricing = 'on_demand'
 AND j.started >= p.valid_from AND (p.valid_to IS NULL OR j.started < p.valid_to)
ORDER BY j.job;
-- a negotiated price for a shipped offer: its own line, preferred by the views
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
SELECT provider, instance_type, region, pricing, round(usd_per_hour * 0.8, 4), '2020-01-01', 'our enterprise discount'
FROM computesize.price
WHERE is_builtin AND provider = 'aws' AND instance_type = 'p4d.24xlarge' AND region = 'us-east-1'
  AND pricing = 'on_demand' AND valid_to IS NULL;
SELECT o.provider, o.instance_type, o.region, o.pricing, o.user_price,
       o.usd_per_hour = round(s.usd_per_hour * 0.8, 4) AS negotiated_rate_wins
FROM computesize.gpu_offer o
JOIN computesize.price s ON s.is_builtin AND s.valid_to IS NULL AND (s.provider, s.instance_type, s.region, s.pricing) = (o.provider, o.instance_type, o.region, o.pricing)
WHERE o.provider = 'aws' AND o.instance_type = 'p4d.24xlarge' AND o.region = 'us-east-1' AND o.pricing = 'on_demand';
SELECT computesize.gpu_id('acme x-1') AS users_alias;

--
-- privileges: everyone reads, only the owner and computesize_admin write
--
CREATE ROLE regress_cs_reader;
CREATE ROLE regress_cs_admin IN ROLE computesize_admin;
SET ROLE regress_cs_reader;
SELECT count(*) > 0 AS reader_sees_prices FROM computesize.price;
SELECT count(*) > 0 AS reader_sees_offers FROM computesize.gpu_offer;
UPDATE computesize.price SET usd_per_hour = 0 WHERE provider = 'acme-cloud';
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'spot', 1, '2026-01-01', 'reader');
DELETE FROM computesize.gpu_alias WHERE alias = 'ACME X-1';
RESET ROLE;
SET ROLE regress_cs_admin;
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'spot', 7.5, '2026-01-01', 'admin');
RESET ROLE;
DROP ROLE regress_cs_reader;
DROP ROLE regress_cs_admin;

--
-- views: one row per offer; memsize columns with numeric and bigint twins
--
SELECT count(*) AS offers, count(DISTINCT (provider, instance_type, region, pricing)) AS distinct_offers
FROM computesize.offer;
SELECT provider, instance_type, region, pricing, gpu, gpu_count, memory_per_gpu, memory_per_gpu_gib,
       memory_per_gpu_bytes, usd_per_hour, usd_per_gpu_hour, usd_per_gpu_gib_hour
FROM computesize.gpu_offer WHERE provider = 'acme-cloud' ORDER BY pricing;
-- every GPU offer's per-GPU price is its instance price over its GPU count
SELECT count(*) FILTER (WHERE usd_per_gpu_hour <> round(usd_per_hour / gpu_count, 6)) AS wrong_per_gpu,
       count(*) FILTER (WHERE usd_per_gpu_gib_hour <> round(usd_per_hour / (gpu_count * memory_per_gpu_bytes / 1073741824.0), 6)) AS wrong_per_gib
FROM computesize.gpu_offer;
SELECT gpu, pricing, provider, instance_type, region, usd_per_gpu_hour
FROM computesize.cheapest_gpu_offer WHERE gpu IN ('h100-sxm', 'a100-80gb-sxm', 'l4') ORDER BY gpu, pricing;
-- cheapest really is cheapest
SELECT count(*) AS cheaper_offer_exists
FROM computesize.cheapest_gpu_offer c
JOIN computesize.gpu_offer o ON o.gpu = c.gpu AND o.pricing = c.pricing AND o.usd_per_gpu_hour < c.usd_per_gpu_hour;
SELECT gpu, pricing, offers, min_usd_per_gib_hour, median_usd_per_gib_hour, max_usd_per_gib_hour
FROM computesize.gpu_memory_price WHERE gpu IN ('h100-sxm', 'l4', 'acme-x1') ORDER BY gpu, pricing;
SELECT gpu, offers, min_discount, median_discount, max_discount
FROM computesize.spot_discount WHERE gpu IN ('acme-x1') ORDER BY gpu;
SELECT count(*) FILTER (WHERE min_discount > max_discount) AS inconsistent,
       count(*) FILTER (WHERE max_discount >= 1) AS free_spot
FROM computesize.spot_discount;

-- clean up the user rows (in dependency order)
DELETE FROM computesize.price WHERE NOT is_builtin;
DELETE FROM computesize.instance WHERE NOT is_builtin;
DELETE FROM computesize.gpu_alias WHERE NOT is_builtin;
DELETE FROM computesize.gpu WHERE NOT is_builtin;
DELETE FROM computesize.provider WHERE NOT is_builtin;
