-- pgTAP: the structure of the extension (types, operators, casts, functions
-- and their labels)
BEGIN;
SELECT plan(60);

SELECT has_extension('computesize', 'computesize is installed');
SELECT has_schema('computesize');
SELECT has_type('computesize', 'memsize', 'type memsize exists');
SELECT is((SELECT typlen::int FROM pg_type WHERE oid = 'computesize.memsize'::regtype), 8, 'memsize is 8 bytes');
SELECT is((SELECT typbyval FROM pg_type WHERE oid = 'computesize.memsize'::regtype), true, 'memsize is passed by value');
SELECT is((SELECT typalign::text FROM pg_type WHERE oid = 'computesize.memsize'::regtype), 'd', 'memsize is double-aligned like int8');
SELECT is((SELECT count(*)::int FROM pg_type WHERE typelem = 'computesize.memsize'::regtype), 1, 'memsize[] exists');

-- operators
SELECT has_operator('computesize.memsize', 'computesize', '=', 'computesize.memsize', 'boolean', 'memsize = memsize');
SELECT has_operator('computesize.memsize', 'computesize', '<>', 'computesize.memsize', 'boolean', 'memsize <> memsize');
SELECT has_operator('computesize.memsize', 'computesize', '<', 'computesize.memsize', 'boolean', 'memsize < memsize');
SELECT has_operator('computesize.memsize', 'computesize', '<=', 'computesize.memsize', 'boolean', 'memsize <= memsize');
SELECT has_operator('computesize.memsize', 'computesize', '>', 'computesize.memsize', 'boolean', 'memsize > memsize');
SELECT has_operator('computesize.memsize', 'computesize', '>=', 'computesize.memsize', 'boolean', 'memsize >= memsize');
SELECT has_operator('computesize.memsize', 'computesize', '+', 'computesize.memsize', 'computesize.memsize', 'memsize + memsize');
SELECT has_operator('computesize.memsize', 'computesize', '-', 'computesize.memsize', 'computesize.memsize', 'memsize - memsize');
SELECT has_leftop('computesize', '-', 'computesize.memsize', 'computesize.memsize', '- memsize');
SELECT has_operator('computesize.memsize', 'computesize', '*', 'double precision', 'computesize.memsize', 'computesize.memsize' || ' * ' || 'double precision');
SELECT has_operator('double precision', 'computesize', '*', 'computesize.memsize', 'computesize.memsize', 'double precision' || ' * ' || 'computesize.memsize');
SELECT has_operator('computesize.memsize', 'computesize', '*', 'numeric', 'computesize.memsize', 'computesize.memsize' || ' * ' || 'numeric');
SELECT has_operator('numeric', 'computesize', '*', 'computesize.memsize', 'computesize.memsize', 'numeric' || ' * ' || 'computesize.memsize');
SELECT has_operator('computesize.memsize', 'computesize', '/', 'double precision', 'computesize.memsize', 'memsize / double precision');
SELECT has_operator('computesize.memsize', 'computesize', '/', 'numeric', 'computesize.memsize', 'memsize / numeric');
SELECT has_operator('computesize.memsize', 'computesize', '/', 'computesize.memsize', 'double precision', 'memsize / memsize is a ratio');
SELECT ok((SELECT oprcanhash AND oprcanmerge FROM pg_operator
           WHERE oprname = '=' AND oprleft = 'computesize.memsize'::regtype
             AND oprright = 'computesize.memsize'::regtype), '= can hash and merge');

-- operator classes
SELECT has_opclass('computesize', 'memsize_ops', 'btree operator class');
SELECT has_opclass('computesize', 'memsize_hash_ops', 'hash operator class');
SELECT ok((SELECT opcdefault FROM pg_opclass WHERE opcname = 'memsize_ops'), 'btree class is the default');
SELECT ok((SELECT opcdefault FROM pg_opclass WHERE opcname = 'memsize_hash_ops'), 'hash class is the default');
SELECT is((SELECT count(*)::int FROM pg_amproc ap JOIN pg_opclass c ON c.opcfamily = ap.amprocfamily
           WHERE c.opcname = 'memsize_hash_ops' AND ap.amprocnum = 2), 1, 'hash class has the extended hash function');

-- casts
SELECT has_cast('computesize.memsize', 'bigint', 'cast memsize -> bigint');
SELECT has_cast('bigint', 'computesize.memsize', 'cast bigint -> memsize');
SELECT has_cast('integer', 'computesize.memsize', 'cast integer -> memsize');
SELECT has_cast('numeric', 'computesize.memsize', 'cast numeric -> memsize');
SELECT has_cast('computesize.memsize', 'numeric', 'cast memsize -> numeric');
SELECT cast_context_is('computesize.memsize', 'bigint', 'assignment');
SELECT cast_context_is('computesize.memsize', 'numeric', 'assignment');
SELECT cast_context_is('bigint', 'computesize.memsize', 'explicit');
SELECT cast_context_is('integer', 'computesize.memsize', 'explicit');
SELECT cast_context_is('numeric', 'computesize.memsize', 'explicit');

-- aggregates
SELECT is_aggregate('computesize', 'sum', ARRAY['computesize.memsize']);
SELECT is_aggregate('computesize', 'avg', ARRAY['computesize.memsize']);
SELECT is_aggregate('computesize', 'min', ARRAY['computesize.memsize']);
SELECT is_aggregate('computesize', 'max', ARRAY['computesize.memsize']);
SELECT is((SELECT count(*)::int FROM pg_aggregate a JOIN pg_proc p ON p.oid = a.aggfnoid
           WHERE p.pronamespace = 'computesize'::regnamespace
             AND a.aggcombinefn <> 0 AND p.proparallel = 's'), 4,
          'all four aggregates have a combine function and are parallel safe');
SELECT is((SELECT a.aggtranstype::regtype::text FROM pg_aggregate a JOIN pg_proc p ON p.oid = a.aggfnoid
           WHERE p.oid = 'computesize.avg(computesize.memsize)'::regprocedure), 'bigint[]',
          'avg has a concrete (not internal) state type');

-- display functions and their labels
SELECT function_returns('computesize', 'pretty', ARRAY['computesize.memsize', 'text', 'integer'], 'text');
SELECT function_returns('computesize', 'to_unit', ARRAY['computesize.memsize', 'text'], 'numeric');
SELECT volatility_is('computesize', 'pretty', ARRAY['computesize.memsize', 'text', 'integer'], 'immutable');
SELECT volatility_is('computesize', 'to_unit', ARRAY['computesize.memsize', 'text'], 'immutable');
SELECT isnt_strict('computesize', 'pretty', ARRAY['computesize.memsize', 'text', 'integer'], 'pretty is not strict: a NULL unit picks one');
SELECT is_strict('computesize', 'to_unit', ARRAY['computesize.memsize', 'text']);
SELECT volatility_is('computesize', 'memsize_in', ARRAY['cstring'], 'immutable');
SELECT volatility_is('computesize', 'memsize_out', ARRAY['computesize.memsize'], 'immutable');
SELECT is_strict('computesize', 'memsize_in', ARRAY['cstring']);

-- every member function is PARALLEL SAFE, and IMMUTABLE unless it reads a
-- table (STABLE) or writes one (the importer and the catalog triggers:
-- VOLATILE, PARALLEL UNSAFE); in_extension_script() is RESTRICTED
SELECT is((SELECT count(*)::int FROM pg_proc p
           JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
           JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'computesize'
           WHERE p.proparallel <> CASE WHEN p.proname = 'in_extension_script' THEN 'r'
                                       WHEN p.proname IN ('import_skypilot', 'refresh_recommendations', 'stop_tracking', 'catalog_replace', 'sync_catalog') OR p.prorettype = 'trigger'::regtype THEN 'u'
                                       ELSE 's' END
              OR p.provolatile <> CASE WHEN p.proname = 'default_mfu' AND p.pronargs = 2 THEN 's'
                                       WHEN p.proname IN ('training_job', 'inference_job', 'training_memory', 'inference_memory',
                                                          'training_memory_part', 'inference_memory_part',
                                                          'gpu_id', 'model_id', 'in_extension_script', 'duration', 'fits', 'max_batch', 'max_context', 'min_gpus',
                                                          'rank_gpus', 'recommend', 'gpu_hour_price', 'review_job', 'review_service', 'catalog_rows', 'history_tables',
                                                          'runs_on', 'why_not', 'fallbacks', 'no_offer_reason', 'reservation_break_even', 'ttft', 'tpot', 'request_mix', 'catalog_fingerprint',
                                                   'gpu_hours', 'choose_compute', 'serving_candidates', 'plan_serving') THEN 's'
                                       WHEN p.proname IN ('import_skypilot', 'refresh_recommendations', 'stop_tracking', 'catalog_replace', 'sync_catalog') OR p.prorettype = 'trigger'::regtype THEN 'v'
                                       ELSE 'i' END), 0,
          'every function is PARALLEL SAFE and IMMUTABLE, STABLE where it reads a table, VOLATILE where it writes one');
SELECT is((SELECT count(*)::int FROM pg_proc p
           JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
           JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'computesize'
           WHERE p.prosecdef), 0, 'no SECURITY DEFINER function');
SELECT ok((SELECT bool_and(obj_description(d.objid, d.classid::regclass::text) IS NOT NULL)
           FROM pg_depend d JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'computesize'
           WHERE d.deptype = 'e'), 'every member object has a comment');

-- the control file's promises
SELECT is((SELECT extrelocatable FROM pg_extension WHERE extname = 'computesize'), false, 'not relocatable');
SELECT is((SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'computesize'), 'computesize', 'lives in schema computesize');
SELECT ok((SELECT trusted FROM pg_available_extension_versions WHERE name = 'computesize' AND version = '0.2.0'), 'trusted');

SELECT * FROM finish();
ROLLBACK;
