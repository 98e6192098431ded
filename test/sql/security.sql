--
-- The install script must not run code planted by a low-privilege role
-- (after contrib/seg's security test).  The extension is trusted, so such a
-- role may create it; the script then runs as the bootstrap superuser.
-- Every hostile object raises an exception naming itself if it is called.
--
DROP EXTENSION computesize;
DROP SCHEMA IF EXISTS computesize;

CREATE ROLE regress_cs_hostile;
SELECT current_database() AS datname \gset
GRANT CREATE ON DATABASE :"datname" TO regress_cs_hostile;
GRANT CREATE ON SCHEMA public TO regress_cs_hostile;

SET ROLE regress_cs_hostile;
CREATE FUNCTION public.hostile(VARIADIC anyarray) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile code ran as %', current_user; END $$;
CREATE FUNCTION public.hostile_oid(oid, oid) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile oid operator ran as %', current_user; END $$;
CREATE FUNCTION public.hostile_name(name, text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile name operator ran as %', current_user; END $$;
-- operators and functions that a carelessly written script could resolve
CREATE OPERATOR public.= (LEFTARG = oid, RIGHTARG = oid, FUNCTION = public.hostile_oid);
CREATE OPERATOR public.<> (LEFTARG = oid, RIGHTARG = oid, FUNCTION = public.hostile_oid);
CREATE OPERATOR public.= (LEFTARG = name, RIGHTARG = text, FUNCTION = public.hostile_name);
CREATE FUNCTION public.format(text, text, text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile format ran as %', current_user; END $$;
CREATE FUNCTION public.pg_get_userbyid(oid) RETURNS name LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile pg_get_userbyid ran as %', current_user; END $$;
-- a temporary domain shadowing a built-in type name, with a hostile check
CREATE DOMAIN pg_temp.numeric AS pg_catalog.numeric CHECK (public.hostile(VALUE));
CREATE DOMAIN pg_temp.bigint AS pg_catalog.int8 CHECK (public.hostile(VALUE));
SET search_path = public, pg_temp;

-- seg's pattern: the extension is created while an object of the hostile
-- role is being built, by a function the hostile role owns
CREATE FUNCTION public.make_ext(i int) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
    CREATE EXTENSION computesize;
    RETURN i;
END $$;
CREATE TABLE public.t_hostile (i int) PARTITION BY RANGE (i);
CREATE TABLE public.p1_hostile PARTITION OF public.t_hostile FOR VALUES FROM (1) TO (public.make_ext(2));

-- the extension exists, belongs to the hostile role, works, and nothing
-- hostile ran
SELECT extname, extowner::regrole FROM pg_extension WHERE extname = 'computesize';
SELECT '24 GiB'::computesize.memsize::pg_catalog.int8 AS works;
DROP TABLE public.t_hostile;
DROP EXTENSION computesize;
RESET search_path;
-- the schema outlives the extension, and the script handed it to the
-- bootstrap superuser: its installer can no longer drop it
DROP SCHEMA computesize;
RESET ROLE;
DROP SCHEMA computesize;
SET ROLE regress_cs_hostile;

-- a schema of the extension's name planted beforehand is refused, so its
-- owner cannot later drop or replace the extension's objects
CREATE SCHEMA computesize;
CREATE FUNCTION computesize.memsize(integer) RETURNS int LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'hostile memsize ran as %', current_user; END $$;
RESET ROLE;
CREATE EXTENSION computesize;
SELECT count(*) AS extension_rows FROM pg_extension WHERE extname = 'computesize';

-- clean up and leave the extension installed for any later test
DROP SCHEMA computesize CASCADE;
DROP FUNCTION public.make_ext(int);
DROP DOMAIN pg_temp.numeric, pg_temp.bigint;
DROP OPERATOR public.= (oid, oid);
DROP OPERATOR public.<> (oid, oid);
DROP OPERATOR public.= (name, text);
DROP FUNCTION public.hostile(VARIADIC anyarray), public.hostile_oid(oid, oid),
    public.hostile_name(name, text), public.format(text, text, text),
    public.pg_get_userbyid(oid);
REVOKE CREATE ON SCHEMA public FROM regress_cs_hostile;
REVOKE CREATE ON DATABASE :"datname" FROM regress_cs_hostile;
DROP ROLE regress_cs_hostile;
CREATE EXTENSION computesize;

--
-- Attacks by a role with CREATE on the database alone, which installs the
-- extension (it is trusted), against a superuser who then calls it with the
-- default search_path.  Planted code would write to public.planted_calls.
--
DROP EXTENSION computesize;
DROP SCHEMA computesize;
CREATE ROLE regress_cs_mallory;
GRANT CREATE ON DATABASE :"datname" TO regress_cs_mallory;
CREATE TABLE public.planted_calls (who name, what text);
GRANT INSERT ON public.planted_calls TO PUBLIC;
SELECT current_user AS superuser \gset

SET ROLE regress_cs_mallory;
CREATE EXTENSION computesize CASCADE;
-- the installer owns the extension; the bootstrap superuser owns its schema
SELECT pg_get_userbyid(e.extowner) AS extension_owner, n.nspowner = 10 AS schema_of_bootstrap_superuser
FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'computesize';

-- 1. an operator on the superuser's "$user" schema, for a float8 / int4
--    that pg_catalog lacks (a catalog query of the C code divided so)
CREATE SCHEMA :"superuser";
CREATE FUNCTION :"superuser".planted_div(float8, int4) RETURNS float8 LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO public.planted_calls VALUES (current_user, 'operator /');
    RAISE NOTICE 'planted operator ran';
    RETURN $1 / $2::float8;
END $$;
CREATE OPERATOR :"superuser"./ (LEFTARG = float8, RIGHTARG = int4, FUNCTION = :"superuser".planted_div);

-- 2a. an overload in the extension's schema that the extension's own
--     PL/pgSQL would pick: refused
CREATE FUNCTION computesize.range_argument(v float8, name text, low numeric, high numeric, hint text)
    RETURNS float8 LANGUAGE plpgsql AS $$
BEGIN INSERT INTO public.planted_calls VALUES (current_user, 'overload'); RETURN v; END $$;
-- 2b. the schema renamed, or taken over, to plant a model table of another
--     shape in its place: refused
ALTER SCHEMA computesize RENAME TO cs_real;
ALTER SCHEMA computesize OWNER TO regress_cs_mallory;
CREATE TABLE computesize.planted (i int);
DROP TABLE computesize.model;
RESET ROLE;

-- the superuser calls every function that reads the catalogs
SET search_path = "$user", public;
SELECT count(*) AS recommended FROM computesize.recommend(computesize.inference_job('Llama-2-7B'));
SELECT count(*) > 0 AS ranked FROM computesize.rank_gpus(computesize.inference_job('Llama-2-7B'));
SELECT computesize.gpu_hour_price('h100-sxm') > 0 AS priced,
       computesize.gpu_hours(1e18, 'h100-sxm') > 0 AS hours,
       computesize.fits(computesize.inference_job('Llama-2-7B'), 't4') AS fits_t4,
       computesize.duration(computesize.training_job('Llama-2-7B', tokens => 1e6), 'h100-sxm') > interval '0' AS duration,
       computesize.max_batch(computesize.inference_job('Llama-2-7B'), 'h100-sxm') > 0 AS max_batch,
       computesize.min_gpus(computesize.inference_job('Llama-2-70B'), 'h100-sxm') AS min_gpus;
SELECT count(*) AS reviewed FROM computesize.review_job(computesize.inference_job('Llama-2-7B'), 'a100-80gb-sxm', 1, 10.0);
SELECT count(*) AS queue_plans FROM computesize.queue_latency(10, 10, 2);
SELECT count(*) AS planted_code_ran FROM public.planted_calls;
-- the planted operator is live: the caller's own division finds it
SELECT 1::float8 / 2 AS own_division;
SELECT count(*) AS planted_code_ran, bool_and(who = current_user) AS as_the_caller FROM public.planted_calls;
TRUNCATE public.planted_calls;
RESET search_path;

-- a catalog table of another shape is an error, never read as the real one
-- (a superuser could alter it; nothing else can)
BEGIN;
ALTER TABLE computesize.model ALTER COLUMN layers TYPE bigint;
SELECT computesize.inference_job('Llama-2-7B');
ROLLBACK;

-- 3. recommendations are visible only to roles that may read their source
CREATE SCHEMA finance;
CREATE TABLE finance.jobs AS
SELECT g AS job_id, computesize.inference_job('Llama-2-7B') AS workload,
       'a100-80gb-sxm'::text AS gpu, 1 AS gpu_count, 10.0::float8 AS hours
FROM generate_series(1, 3) g;
CALL computesize.refresh_recommendations('finance.jobs');
SELECT 'finance.jobs'::regclass::oid AS finance_jobs \gset
CREATE ROLE regress_cs_analyst;
GRANT computesize_admin TO regress_cs_analyst;
SET ROLE regress_cs_analyst;
SELECT count(*) AS visible_without_access FROM computesize.recommendation;
-- nor can such a role write one for that source
INSERT INTO computesize.recommendation (source, job_id, job_fingerprint, catalog_generation, computed_at)
VALUES (:finance_jobs::oid::regclass, '99', 'x', 0, now());
RESET ROLE;
GRANT USAGE ON SCHEMA finance TO regress_cs_analyst;
GRANT SELECT ON finance.jobs TO regress_cs_analyst;
SET ROLE regress_cs_analyst;
SELECT count(*) AS visible_with_access FROM computesize.recommendation;
RESET ROLE;

-- 2c. the extension's PL/pgSQL passes exactly typed arguments: overloads
--     that an untyped literal would reach (only a superuser can add them
--     now) are never picked
CREATE FUNCTION computesize.range_argument(v float8, name text, low numeric, high numeric, hint text)
RETURNS float8 LANGUAGE plpgsql AS
$$BEGIN INSERT INTO public.planted_calls VALUES (current_user, 'range_argument'); RETURN v; END $$;
CREATE FUNCTION computesize.positive_argument(v float8, name varchar, hint varchar)
RETURNS float8 LANGUAGE plpgsql AS
$$BEGIN INSERT INTO public.planted_calls VALUES (current_user, 'positive_argument'); RETURN v; END $$;
CREATE FUNCTION computesize.job_memory(bytes numeric, name varchar)
RETURNS computesize.memsize LANGUAGE plpgsql AS
$$BEGIN INSERT INTO public.planted_calls VALUES (current_user, 'job_memory'); RETURN '1 B'; END $$;
CREATE FUNCTION computesize.cpu_gflops_per_vcpu(arch varchar)
RETURNS float8 LANGUAGE plpgsql AS
$$BEGIN INSERT INTO public.planted_calls VALUES (current_user, 'cpu_gflops_per_vcpu'); RETURN 1; END $$;
SELECT count(*) > 0 AS plans FROM computesize.queue_latency(10, 10, 2);
SELECT count(*) > 0 AS plans FROM computesize.plan_serving(10, 100, params => 7e9);
SELECT count(*) AS choices
FROM (VALUES (computesize.classic_ml_job(1000000, 50)), (computesize.etl_job('20 GB')),
             (computesize.build_job(30)), (computesize.batch_inference_job(1000000, 110e6))) j(job),
     LATERAL computesize.choose_compute(j.job) c;
SELECT count(*) AS planted_code_ran FROM public.planted_calls;
DROP FUNCTION computesize.range_argument(float8, text, numeric, numeric, text),
              computesize.positive_argument(float8, varchar, varchar),
              computesize.job_memory(numeric, varchar),
              computesize.cpu_gflops_per_vcpu(varchar);
-- a job view whose columns have other types than review_job()'s (varchar,
-- bigint, numeric) is read through casts, not through whatever overload
CREATE VIEW finance.jobs_v AS
SELECT job_id, workload, gpu::varchar AS gpu, gpu_count::bigint AS gpu_count, hours::numeric AS hours
FROM finance.jobs;
CALL computesize.refresh_recommendations('finance.jobs_v');
SELECT count(*) AS recommended FROM computesize.recommendation WHERE source = 'finance.jobs_v'::regclass;

-- clean up; the extension stays installed, by a superuser, for later tests
DROP SCHEMA finance CASCADE;
DROP ROLE regress_cs_analyst;
DROP EXTENSION computesize;
DROP SCHEMA computesize;
DROP SCHEMA :"superuser" CASCADE;
DROP TABLE public.planted_calls;
REVOKE CREATE ON DATABASE :"datname" FROM regress_cs_mallory;
DROP ROLE regress_cs_mallory;
CREATE EXTENSION computesize;

--
-- Values that no constructor checked, and bounds every function shares
--
-- a workload written by hand as text: NaN, negative or non-finite amounts
-- are errors (an active_params of 0 or less means "derive it", as the
-- constructors store it for some architectures)
SELECT computesize.inference_job('Llama-2-7B')::text AS w \gset
SELECT computesize.flops(regexp_replace(:'w', '^\(inference,Llama-2-7B,6740000000,6740000000,',
                                        '(inference,Llama-2-7B,6740000000,NaN,')::computesize.workload);
SELECT computesize.flops(regexp_replace(:'w', '^\(inference,Llama-2-7B,6740000000,6740000000,',
                                        '(inference,Llama-2-7B,6740000000,Infinity,')::computesize.workload);
SELECT computesize.flops(regexp_replace(:'w', '^\(inference,Llama-2-7B,6740000000,6740000000,',
                                        '(inference,Llama-2-7B,-6740000000,-6740000000,')::computesize.workload);
SELECT computesize.flops(regexp_replace(:'w', '^(\(inference,Llama-2-7B,6740000000,6740000000,,bf16,,1,4096),',
                                        '\1,-5')::computesize.workload);
-- more than 1024 GPUs, and less than one parameter, as fits() refuses them
SELECT computesize.memory(computesize.inference_job('Llama-2-7B'), 2147483647);
SELECT computesize.inference_job('Llama-2-7B', gpus => 2147483647);
SELECT computesize.inference_job(params => 5e-324);
SELECT count(*) FROM computesize.plan_serving(10, 100, params => 5e-324);
-- the serving planner tries each batch window once, and at most 64
SELECT count(*) = (SELECT count(*) FROM computesize.plan_serving(10, 100, params => 7e9, batch_windows_ms => '{0}'))
       AS repeated_windows_count_once
FROM computesize.plan_serving(10, 100, params => 7e9, batch_windows_ms => array_fill(0, ARRAY[20000]));
SELECT count(*) FROM computesize.plan_serving(10, 100, params => 7e9,
                                              batch_windows_ms => ARRAY(SELECT generate_series(0, 64)));
-- the argument checks with NULL names and hints and bounds that are not numbers
SELECT computesize.positive_argument(NULL, NULL, NULL);
SELECT computesize.range_argument(1, 'x', 'NaN', 10, 'h');
-- in_extension_script() is true only in this extension's own scripts
SELECT computesize.in_extension_script() AS outside_any_script;
-- nor while another extension's script runs: an event trigger fired by
-- CREATE EXTENSION cube sees false, and cannot write a shipped row
CREATE TABLE public.seen_in_script (cs boolean);
CREATE FUNCTION public.note_script() RETURNS event_trigger LANGUAGE plpgsql AS
$$BEGIN INSERT INTO public.seen_in_script VALUES (computesize.in_extension_script()); END $$;
CREATE EVENT TRIGGER note_script ON ddl_command_end EXECUTE FUNCTION public.note_script();
CREATE EXTENSION cube;
SELECT count(*) > 0 AS fired, bool_or(cs) AS in_computesize_script FROM public.seen_in_script;
DROP EXTENSION cube;
DROP EVENT TRIGGER note_script;
CREATE FUNCTION public.plant_row() RETURNS event_trigger LANGUAGE plpgsql AS
$$BEGIN
    INSERT INTO computesize.provider (id, name, kind, billing, is_builtin)
    VALUES ('planted', 'planted', 'gpu_cloud', 'per_second', true);
END $$;
CREATE EVENT TRIGGER plant_row ON ddl_command_end EXECUTE FUNCTION public.plant_row();
CREATE EXTENSION cube;
DROP EVENT TRIGGER plant_row;
SELECT count(*) AS planted_rows FROM computesize.provider WHERE id = 'planted';
DROP FUNCTION public.note_script(), public.plant_row();
DROP TABLE public.seen_in_script;
