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
                                WHEN p.proname IN ('import_skypilot', 'catalog_replace') OR p.prorettype = 'trigger'::regtype THEN 'u'
                                ELSE 's' END
       OR p.provolatile <> CASE WHEN p.proname = 'default_mfu' AND p.pronargs = 2 THEN 's'
                                WHEN p.proname IN ('training_job', 'inference_job', 'training_memory', 'inference_memory',
                                                   'training_memory_part', 'inference_memory_part',
                                                   'gpu_id', 'model_id', 'in_extension_script', 'duration', 'fits', 'max_batch', 'max_context', 'min_gpus',
                                                   'rank_gpus', 'recommend', 'gpu_hour_price', 'review_job',
                                                   'gpu_hours', 'choose_compute', 'serving_candidates', 'plan_serving',
                                                   'runs_on', 'why_not', 'fallbacks', 'no_offer_reason',
                                                   'reservation_break_even', 'ttft', 'tpot', 'request_mix', 'catalog_fingerprint',
                                                   'review_service', 'catalog_rows', 'history_tables') THEN 's'
                                WHEN p.proname IN ('import_skypilot', 'catalog_replace') OR p.prorettype = 'trigger'::regtype THEN 'v'
                                ELSE 'i' END
       OR (NOT p.proisstrict AND p.prorettype <> 'trigger'::regtype
           AND p.proname NOT IN ('pretty', 'training_job', 'inference_job', 'memory', 'host_memory', 'training_memory',
                                 'inference_memory', 'training_memory_part', 'inference_memory_part',
                                 'import_skypilot', 'in_extension_script',
                                 'duration', 'rank_gpus', 'recommend', 'gpu_hour_price', 'gpu_hours', 'review_job', 'review_service', 'no_offer_reason',
                                 'spot_hours', 'reserved_pricing_argument', 'service_arguments',
                                 'classic_ml_job', 'etl_job', 'build_job', 'batch_inference_job', 'compute_job',
                                 'choose_compute', 'serving_candidates', 'plan_serving', 'cpu_gflops_per_vcpu',
                                 'review_job_args', 'positive_argument', 'range_argument', 'compute_job_check',
                                 'serving_plan_arguments', 'request_mix', 'catalog_fingerprint', 'catalog_rows')));

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

-- every function of the extension called with NULL arguments: each of its
-- arguments NULL, and again with only the arguments that have no default
-- (NULL) and the defaults for the rest.  A NULL must give NULL, no rows or
-- an error with its SQLSTATE, never a crash (memory(NULL::workload) and
-- gpu_hour_price(NULL) once dereferenced the missing argument).  Left out:
-- functions that take or return "internal" or a trigger (not callable from
-- SQL), aggregates (their NULL handling is PostgreSQL's) and procedures.
-- The importer is in: it refuses a NULL argument before it writes.
CREATE TEMP TABLE null_calls (fn regprocedure, given integer, outcome text);
DO $$
DECLARE
    p record;
    k integer;
    call text;
    n bigint;
    all_null boolean;
BEGIN
    FOR p IN
        SELECT pr.oid, pr.oid::regprocedure AS fn, pr.pronargs, pr.pronargdefaults, pr.proargtypes
        FROM pg_proc pr
        JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = pr.oid AND d.deptype = 'e'
        JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'computesize'
        WHERE pr.prokind = 'f'
          AND pr.prorettype NOT IN ('internal'::regtype, 'trigger'::regtype)
          AND NOT ('internal'::regtype = ANY (pr.proargtypes::oid[]))
        ORDER BY pr.oid::regprocedure::text
    LOOP
        FOR k IN SELECT DISTINCT g FROM unnest(ARRAY[p.pronargs, p.pronargs - p.pronargdefaults]) g ORDER BY g DESC LOOP
            SELECT format('%s(%s)', p.oid::regproc,
                          coalesce(string_agg(format('NULL::%s', format_type(t, NULL)), ', ' ORDER BY i), ''))
              INTO call
              FROM unnest(p.proargtypes::oid[]) WITH ORDINALITY AS a(t, i)
             WHERE i <= k;
            BEGIN
                EXECUTE format('SELECT count(*), bool_and(x IS NULL) FROM (SELECT %s AS x) s', call)
                   INTO n, all_null;
                INSERT INTO null_calls VALUES (p.fn, k,
                    CASE WHEN n = 0 THEN 'no rows' WHEN all_null THEN 'NULL' ELSE 'a value' END);
            EXCEPTION WHEN OTHERS THEN
                INSERT INTO null_calls VALUES (p.fn, k, 'error ' || SQLSTATE || ': ' || SQLERRM);
            END;
        END LOOP;
    END LOOP;
END $$;
SELECT p.proname AS function, p.pronargs AS arguments, c.given AS null_arguments, c.outcome
FROM null_calls c JOIN pg_proc p ON p.oid = c.fn
ORDER BY c.fn::text, c.given DESC;
-- what may not happen: an internal error (XX000), or a value from NULL
-- arguments but in these: in_extension_script() has no arguments; the
-- checks review_job_args() and serving_plan_arguments() pass NULLs (each
-- takes its default); review_job() (and review_service(), its service
-- path) of a job it knows nothing of keeps its slowdown at the floor of 1
-- (and the rest NULL)
SELECT fn, given, outcome FROM null_calls
WHERE outcome LIKE 'error XX%'
   OR (outcome = 'a value'
       AND fn::oid::regproc::text NOT IN ('computesize.in_extension_script', 'computesize.review_job_args',
                                           'computesize.serving_plan_arguments', 'computesize.review_job',
                                           'computesize.review_service'));
