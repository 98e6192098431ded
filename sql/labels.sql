--
-- volatility, strictness, parallel safety and language of every function
-- that belongs to the extension, read from the system catalogs
--
SELECT p.oid::regprocedure AS function,
       CASE p.provolatile WHEN 'i' THEN 'immutable' WHEN 's' THEN 'stable' ELSE 'volatile' END AS volatility,
       CASE p.proparallel WHEN 's' THEN 'safe' WHEN 'r' THEN 'restricted' ELSE 'unsafe' END AS parallel,
       p.proisstrict AS strict,
       l.lanname AS language,
       p.prosecdef AS security_definer
FROM pg_proc p
JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'computesize'
JOIN pg_language l ON l.oid = p.prolang
ORDER BY p.oid::regprocedure::text;

-- the rules, as queries that must return no rows: no SECURITY DEFINER;
-- pure functions are IMMUTABLE PARALLEL SAFE; the functions that read the
-- catalogs (the constructors read computesize.model, gpu_id() the GPU
-- tables) are STABLE PARALLEL SAFE; only the catalog's writers (the
-- importer, the triggers) are VOLATILE, and in_extension_script(), which
-- reads backend state a parallel worker does not share, is RESTRICTED;
-- only functions whose NULL arguments mean "the default" are not STRICT
SELECT p.oid::regprocedure AS violates_rule
FROM pg_proc p
JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'computesize'
WHERE p.prokind = 'f'
  AND (p.prosecdef
       OR p.proparallel <> CASE WHEN p.proname = 'in_extension_script' THEN 'r'
                                WHEN p.proname = 'import_skypilot' OR p.prorettype = 'trigger'::regtype THEN 'u'
                                ELSE 's' END
       OR p.provolatile <> CASE WHEN p.proname IN ('training_job', 'inference_job', 'training_memory', 'inference_memory',
                                                   'gpu_id', 'in_extension_script', 'duration', 'fits',
                                                   'rank_gpus', 'recommend', 'gpu_hour_price', 'review_job',
                                                   'gpu_hours', 'choose_compute', 'serving_candidates', 'plan_serving') THEN 's'
                                WHEN p.proname = 'import_skypilot' OR p.prorettype = 'trigger'::regtype THEN 'v'
                                ELSE 'i' END
       OR (NOT p.proisstrict AND p.prorettype <> 'trigger'::regtype
           AND p.proname NOT IN ('pretty', 'training_job', 'inference_job', 'memory', 'training_memory',
                                 'inference_memory', 'import_skypilot', 'in_extension_script',
                                 'duration', 'rank_gpus', 'recommend', 'gpu_hour_price', 'gpu_hours', 'review_job',
                                 'classic_ml_job', 'etl_job', 'build_job', 'batch_inference_job', 'compute_job',
                                 'choose_compute', 'serving_candidates', 'plan_serving', 'cpu_gflops_per_vcpu',
                                 'review_job_args', 'positive_argument', 'compute_job_check',
                                 'serving_plan_arguments')));

-- SQL and PL functions pin their names: a SQL-standard body or a search_path
SELECT p.oid::regprocedure AS unpinned
FROM pg_proc p
JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'computesize'
JOIN pg_language l ON l.oid = p.prolang
WHERE l.lanname NOT IN ('c', 'internal')
  AND p.prosqlbody IS NULL
  AND NOT coalesce(p.proconfig::text[] @> ARRAY['search_path=pg_catalog, pg_temp'], false);

-- every member object carries a comment
SELECT pg_describe_object(d.classid, d.objid, d.objsubid) AS uncommented
FROM pg_depend d
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'computesize'
WHERE d.deptype = 'e'
  AND obj_description(d.objid, d.classid::regclass::text) IS NULL
ORDER BY 1;
