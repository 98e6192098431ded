-- pgTAP: the hardware and price catalog's structure, privileges and error
-- contracts (SQLSTATE and hint of every refusal)
BEGIN;
\ir helpers/hint_of.sql
SELECT plan(60);

SELECT has_table('computesize', t, 'table ' || t) FROM unnest(ARRAY['provider', 'gpu', 'gpu_alias', 'instance', 'price']) AS t;
SELECT has_view('computesize', v, 'view ' || v) FROM unnest(ARRAY['offer', 'gpu_offer', 'cheapest_gpu_offer', 'gpu_memory_price', 'spot_discount']) AS v;
SELECT col_is_pk('computesize', 'gpu', 'id', 'gpu.id is the key');
SELECT col_is_pk('computesize', 'instance', ARRAY['provider', 'instance_type'], 'instance key');
SELECT col_type_is('computesize', 'gpu', 'memory', 'computesize.memsize', 'gpu.memory is a memsize');
SELECT col_type_is('computesize', 'instance', 'memory', 'computesize.memsize', 'instance.memory is a memsize');
SELECT col_type_is('computesize', 'gpu_offer', 'memory_per_gpu', 'computesize.memsize', 'gpu_offer.memory_per_gpu is a memsize');
SELECT col_type_is('computesize', 'gpu_offer', 'memory_per_gpu_gib', 'numeric', '... with a numeric twin for BI tools');
SELECT col_type_is('computesize', 'gpu_offer', 'memory_per_gpu_bytes', 'bigint', '... and a bigint twin');
SELECT ok((SELECT bool_and(extconfig @> ARRAY[c::regclass::oid]) FROM pg_extension,
                  unnest(ARRAY['computesize.provider', 'computesize.gpu', 'computesize.gpu_alias',
                               'computesize.instance', 'computesize.price']) AS c
           WHERE extname = 'computesize'), 'users'' rows of every catalog table are dumped');
SELECT ok((SELECT bool_and(f = CASE WHEN c = 'computesize.team_constraints'::regclass THEN '' ELSE 'WHERE NOT is_builtin' END)
           FROM pg_extension, unnest(extconfig, extcondition) AS x(c, f)
           WHERE extname = 'computesize'), 'the dump filter keeps only users'' rows (every team''s constraints)');
SELECT table_privs_are('computesize', t, 'public', ARRAY['SELECT'], 'everyone may read ' || t)
FROM unnest(ARRAY['provider', 'gpu', 'gpu_alias', 'instance', 'price']) AS t;
SELECT table_privs_are('computesize', 'price', 'computesize_admin', ARRAY['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
                       'computesize_admin may change prices');
SELECT has_role('computesize_admin', 'role computesize_admin exists');

SELECT volatility_is('computesize', 'gpu_id', ARRAY['text'], 'stable', 'gpu_id() reads the catalog: STABLE');
SELECT volatility_is('computesize', 'gpu_key', ARRAY['text'], 'immutable', 'gpu_key() is IMMUTABLE');
SELECT volatility_is('computesize', 'import_skypilot', ARRAY['text', 'text', 'date', 'text'], 'volatile', 'the importer writes: VOLATILE');
SELECT is(computesize.gpu_id('NVIDIA A100-SXM4-80GB'), 'a100-80gb-sxm', 'nvidia-smi spelling');
SELECT is(computesize.gpu_id('A100-80GB'), 'a100-80gb-sxm', 'SkyPilot spelling');
SELECT is(computesize.gpu_id('Tesla T4'), 't4', 'nvidia-smi T4');
SELECT is(computesize.gpu_id('V100M32'), 'v100-32gb-sxm2', 'Alibaba PAI trace spelling');
SELECT is(computesize.gpu_id('not a gpu'), NULL, 'unknown names are NULL');

-- refusals: SQLSTATE and hint
SELECT throws_ok($$UPDATE computesize.gpu SET tdp_watts = 1 WHERE id = 't4'$$, '42501', NULL,
                 'shipped rows cannot be changed');
SELECT ok(pg_temp.hint_of($$DELETE FROM computesize.price WHERE is_builtin$$) LIKE '%Insert your own row%',
          '... and the hint says what to do instead');
SELECT throws_ok($$INSERT INTO computesize.gpu (id, vendor, name, memory, source, is_builtin)
                   VALUES ('x', 'x', 'x', '1 GiB', 'x', true)$$, '42501', NULL, 'users cannot mark rows as shipped');
SELECT throws_ok($$INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
                   SELECT provider, instance_type, region, pricing, -1, '2026-01-01', 'x' FROM computesize.instance
                   JOIN (VALUES ('r', 'on_demand')) v(region, pricing) ON true LIMIT 1$$, '23514', NULL,
                 'negative prices are refused');
SELECT throws_ok($$INSERT INTO computesize.gpu (id, vendor, name, memory, source) VALUES ('y', 'x', 'x', '0', 'x')$$,
                 '23514', NULL, 'zero GPU memory is refused');
-- NaN compares above every number: "> 0" alone would let it in
SELECT throws_ok($$INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
                   SELECT provider, instance_type, region, pricing, 'NaN', '2026-01-01', 'x' FROM computesize.instance
                   JOIN (VALUES ('r', 'on_demand')) v(region, pricing) ON true LIMIT 1$$, '23514',
                 'new row for relation "price" violates check constraint "price_usd_per_hour_in_range"', 'NaN prices are refused');
SELECT throws_ok($$INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
                   SELECT provider, instance_type, region, pricing, 1e400, '2026-01-01', 'x' FROM computesize.instance
                   JOIN (VALUES ('r', 'on_demand')) v(region, pricing) ON true LIMIT 1$$, '23514', NULL,
                 'a price beyond the double-precision range (which no ranking could read) is refused');
SELECT throws_ok($$INSERT INTO computesize.gpu (id, vendor, name, memory, memory_bandwidth_gbs, source)
                   VALUES ('y', 'x', 'x', '1 GiB', 'NaN', 'x')$$, '23514', NULL, 'a NaN bandwidth is refused');
SELECT throws_ok($$INSERT INTO computesize.gpu (id, vendor, name, memory, bf16_tflops, source)
                   VALUES ('y', 'x', 'x', '1 GiB', 'Infinity', 'x')$$, '23514', NULL, 'infinite TFLOPS are refused');
SELECT throws_ok($$INSERT INTO computesize.model (name, arch_type, params, active_params, source)
                   VALUES ('m', 'decoder', 'NaN', 'NaN', 'x')$$, '23514', NULL, 'a NaN parameter count is refused');
SELECT throws_ok($$INSERT INTO computesize.model (name, arch_type, params, active_params, heads, kv_heads, source)
                   VALUES ('m', 'decoder', 7e9, 7e9, 32, 7, 'x')$$, '23514',
                 'new row for relation "model" violates check constraint "model_kv_heads_divide_heads"',
                 'key-value heads that do not divide the query heads are refused');
SELECT throws_ok($$INSERT INTO computesize.model (name, arch_type, params, active_params, heads, kv_heads, attention, source)
                   VALUES ('m', 'decoder', 7e9, 7e9, 32, 8, 'mha', 'x')$$, '23514',
                 'new row for relation "model" violates check constraint "model_attention_matches_kv_heads"',
                 'MHA with fewer key-value heads than query heads is refused');
SELECT throws_ok($$INSERT INTO computesize.model (name, arch_type, params, active_params, heads, kv_heads, attention, source)
                   VALUES ('m', 'decoder', 7e9, 7e9, 32, 4, 'mqa', 'x')$$, '23514',
                 'new row for relation "model" violates check constraint "model_attention_matches_kv_heads"',
                 'MQA with more than one key-value head is refused');
SELECT lives_ok($$INSERT INTO computesize.model (name, arch_type, params, active_params, heads, kv_heads, attention, source)
                  VALUES ('gqa-8-of-32', 'decoder', 7e9, 7e9, 32, 8, 'gqa', 'x')$$,
                'GQA with 8 key-value heads for 32 query heads is accepted');
SELECT throws_ok($$INSERT INTO computesize.instance (provider, instance_type, gpu_id, gpu_count, source)
                   VALUES ('aws', 'z', NULL, -1, 'x')$$, '23514', NULL, 'negative GPU counts are refused');
SELECT throws_ok($$INSERT INTO computesize.gpu_alias (alias, gpu_id, origin, source) VALUES ('NVIDIA  T4', 'l4', 'common', 'x')$$,
                 '23505', NULL, 'an alias that normalises to a known spelling is refused');

-- price periods
INSERT INTO computesize.provider (id, name, kind, billing, source) VALUES ('tap-cloud', 'T', 'on_premises', 'per_hour', 'x');
INSERT INTO computesize.instance (provider, instance_type, gpu_id, gpu_count, source) VALUES ('tap-cloud', 'n1', 't4', 1, 'x');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('tap-cloud', 'n1', 'r', 'on_demand', 1, '2026-01-01', 'x');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('tap-cloud', 'n1', 'r', 'on_demand', 2, '2026-03-01', 'x');
SELECT is((SELECT valid_to FROM computesize.price WHERE provider = 'tap-cloud' AND usd_per_hour = 1), date '2026-03-01',
          'a new price closes the open period');
SELECT throws_ok($$INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, valid_to, source)
                   VALUES ('tap-cloud', 'n1', 'r', 'on_demand', 3, '2026-02-01', '2026-02-15', 'x')$$, '23P01',
                 NULL, 'overlapping periods are refused');

-- a plain user reads but cannot change prices
CREATE ROLE tap_cs_plain;
SET LOCAL ROLE tap_cs_plain;
SELECT ok((SELECT count(*) > 0 FROM computesize.gpu_offer), 'a plain user reads the offers');
SELECT throws_ok($$UPDATE computesize.price SET usd_per_hour = 0$$, '42501', NULL, 'a plain user cannot change prices');
SELECT throws_ok($$INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
                   VALUES ('tap-cloud', 'n1', 'r', 'spot', 1, '2026-01-01', 'x')$$, '42501', NULL, 'a plain user cannot add prices');
RESET ROLE;

-- the importer's refusals
SELECT throws_ok($$SELECT * FROM computesize.import_skypilot('no-such-cloud', 'InstanceType,Price,Region')$$,
                 '23503', NULL, 'import into an unknown provider is refused');
SELECT throws_ok($$SELECT * FROM computesize.import_skypilot('aws', E'a,b\n1,2\n')$$, '22P04', NULL,
                 'a file that is not a vms.csv is refused');
SELECT throws_ok($$SELECT * FROM computesize.import_skypilot('aws', NULL)$$, '22004', 'vms_csv must not be NULL',
                 'a NULL file is refused (it imported nothing and said so to no one)');
SELECT throws_ok($$SELECT * FROM computesize.import_skypilot('aws', '')$$, '22P04', 'not a SkyPilot vms.csv: the text is empty',
                 'an empty file is refused');
SELECT throws_ok($$SELECT * FROM computesize.import_skypilot('aws', 'InstanceType,Price,Region', 'infinity')$$, '22023', NULL,
                 'prices valid from infinity, never in force, are refused');

SELECT * FROM finish();
ROLLBACK;
