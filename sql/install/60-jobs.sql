--------------------------------------------------------------------------
-- job history: reviewing a team's jobs, and a recommendations table kept
-- fresh by a procedure (for pg_cron)
--------------------------------------------------------------------------

-- one job of a history against the catalog and the estimator: the GPU as
-- the catalog knows it, how full it ran (or would run), the risk of running
-- out of memory, an idle GPU, the job's cost at today's prices, and the
-- recommended configuration with its cost and the saving
CREATE FUNCTION @extschema@.review_job_args(hours double precision, cost double precision,
    utilization double precision)
RETURNS boolean
AS 'MODULE_PATHNAME', 'review_job_args'
LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.review_job_args(double precision, double precision, double precision) IS
    'true, or a 22023 error for a job review''s logged numbers out of range (hours or cost negative or not finite, utilization outside 0..1); review_job() calls it';

CREATE FUNCTION @extschema@.review_job(
    w @extschema@.workload, gpu text, gpu_count integer, hours double precision,
    cost numeric DEFAULT NULL, peak @extschema@.memsize DEFAULT NULL,
    utilization double precision DEFAULT NULL,
    objective text DEFAULT 'cost', pricing text DEFAULT 'on_demand', at timestamptz DEFAULT now())
RETURNS TABLE (gpu_id text, memory_per_gpu @extschema@.memsize, needed_per_gpu @extschema@.memsize,
               memory_fill double precision, oom_risk boolean, overprovisioned boolean,
               slowdown double precision, cost_at_current_prices numeric, recommended_gpu text,
               recommended_gpu_count integer, recommended_provider text, recommended_instance_type text,
               recommended_pricing text, recommended_hours double precision, recommended_cost numeric,
               savings numeric)
LANGUAGE sql STABLE PARALLEL SAFE
-- a SQL-standard body (names bound at creation) and no SET clause: the
-- planner inlines it into the calling query, so the C functions in it keep
-- their per-query catalog cache across rows
BEGIN ATOMIC
    SELECT g.id,
           g.memory,
           m.total,
           (coalesce(review_job.peak, m.total)::bigint::float8 / g.memory::bigint::float8),
           -- a logged peak above 90% of the card, or an estimate beyond the
           -- fits() headroom (95%), is a job that can run out of memory
           CASE WHEN review_job.peak IS NOT NULL
                THEN review_job.peak::bigint > 0.90 * g.memory::bigint
                ELSE m.total::bigint > 0.95 * g.memory::bigint END,
           review_job.utilization < 0.20,
           -- the job's hours against the model's on its own hardware: the
           -- same code is taken to run as much slower on the recommended one
           s.slowdown,
           round(k.usd_per_gpu_hour * review_job.gpu_count * review_job.hours::numeric, 2),
           r.gpu, r.gpu_count, r.provider, r.instance_type, r.pricing, r.hours * s.slowdown,
           round(r.cost * s.slowdown::numeric, 2),
           round(coalesce(review_job.cost, k.usd_per_gpu_hour * review_job.gpu_count * review_job.hours::numeric)
                 - r.cost * s.slowdown::numeric, 2)
    FROM (SELECT @extschema@.gpu_id(review_job.gpu) AS id,
                 CASE WHEN @extschema@.gpu_id(review_job.gpu) IS NOT NULL
                      THEN @extschema@.gpu_hour_price(review_job.gpu, 'on_demand', review_job.at) END AS usd_per_gpu_hour
          WHERE @extschema@.review_job_args(review_job.hours, review_job.cost::float8, review_job.utilization)) AS k
    LEFT JOIN @extschema@.gpu g ON g.id = k.id
    LEFT JOIN LATERAL @extschema@.memory(review_job.w, review_job.gpu_count) m ON true
    LEFT JOIN LATERAL (SELECT CASE WHEN k.id IS NOT NULL AND review_job.hours > 0 THEN
                           greatest(1.0, review_job.hours / (extract(epoch FROM @extschema@.duration(review_job.w, k.id, review_job.gpu_count)) / 3600.0)::float8)
                           ELSE 1.0 END AS slowdown) s ON true
    LEFT JOIN LATERAL @extschema@.recommend(review_job.w, review_job.objective, review_job.pricing,
                                            8, NULL, NULL, review_job.at) r ON true;
END;
COMMENT ON FUNCTION @extschema@.review_job(@extschema@.workload, text, integer, double precision, numeric, @extschema@.memsize, double precision, text, text, timestamptz) IS
    'a job of a history reviewed: catalog GPU, memory fill and out-of-memory risk (peak over 90% of the card, or an estimate over 95%), idle GPU (utilization under 20%), slowdown against the model, cost at today''s cheapest on-demand price, and the recommended configuration with its hours and cost at the same slowdown, and the saving';

-- the catalog's generation: any change to GPUs, spellings, providers,
-- instances or prices moves it, so stored recommendations know when they
-- may be stale
CREATE TABLE @extschema@.catalog_generation (
    singleton   boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    generation  bigint NOT NULL,
    changed_at  timestamptz NOT NULL
);
INSERT INTO @extschema@.catalog_generation VALUES (true, 1, now());
GRANT SELECT ON @extschema@.catalog_generation TO PUBLIC;
GRANT UPDATE ON @extschema@.catalog_generation TO computesize_admin;   -- writers of the catalog move it
COMMENT ON TABLE @extschema@.catalog_generation IS
    'one row: a counter every change to the hardware and price catalog moves (refresh_recommendations() recomputes what an older generation computed)';

CREATE FUNCTION @extschema@.catalog_changed() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    UPDATE @extschema@.catalog_generation SET generation = generation + 1, changed_at = now();
    RETURN NULL;
END $$;
COMMENT ON FUNCTION @extschema@.catalog_changed() IS
    'trigger: moves computesize.catalog_generation on any change to the catalog tables';

CREATE TRIGGER provider_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON @extschema@.provider
    FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();
CREATE TRIGGER gpu_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON @extschema@.gpu
    FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();
CREATE TRIGGER gpu_alias_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON @extschema@.gpu_alias
    FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();
CREATE TRIGGER instance_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON @extschema@.instance
    FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();
CREATE TRIGGER price_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON @extschema@.price
    FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.catalog_changed();

-- the recommendations of a job history, per source relation and job
CREATE TABLE @extschema@.recommendation (
    source                     regclass NOT NULL,
    job_id                     text NOT NULL,
    job_fingerprint            text NOT NULL,     -- md5 of the job's row: a changed job is recomputed
    catalog_generation         bigint NOT NULL,
    computed_at                timestamptz NOT NULL,
    gpu_id                     text,
    memory_fill                double precision,
    oom_risk                   boolean,
    overprovisioned            boolean,
    slowdown                   double precision,
    actual_cost                numeric,
    cost_at_current_prices     numeric,
    recommended_gpu            text,
    recommended_gpu_count      integer,
    recommended_provider       text,
    recommended_instance_type  text,
    recommended_pricing        text,
    recommended_hours          double precision,
    recommended_cost           numeric,
    savings                    numeric,
    PRIMARY KEY (source, job_id)
);
GRANT SELECT ON @extschema@.recommendation TO PUBLIC;
GRANT INSERT, UPDATE, DELETE ON @extschema@.recommendation TO computesize_admin;
COMMENT ON TABLE @extschema@.recommendation IS
    'recommendations of job histories, kept by refresh_recommendations() (derived data: not dumped, a refresh rebuilds it)';

-- Recomputes the recommendations of a job-history relation (a table or a
-- view with the columns job_id, workload, gpu, gpu_count, hours and,
-- optionally, cost, peak, utilization): new and changed jobs, and every job
-- when the catalog changed since its row was computed; jobs gone from the
-- source are removed.  One transaction: readers see the previous rows until
-- it commits, and never wait (row locks do not block reads).  Two runs for
-- the same source do not overlap (an advisory lock on the source).
CREATE PROCEDURE @extschema@.refresh_recommendations(
    jobs regclass, objective text DEFAULT 'cost', pricing text DEFAULT 'on_demand')
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    gen bigint;
    has_cost boolean;
    has_peak boolean;
    has_util boolean;
    changed bigint;
    removed bigint;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('computesize.refresh_recommendations'), jobs::oid::integer);
    SELECT generation INTO gen FROM @extschema@.catalog_generation;
    SELECT bool_or(attname = 'cost'), bool_or(attname = 'peak'), bool_or(attname = 'utilization')
      INTO has_cost, has_peak, has_util
      FROM pg_attribute WHERE attrelid = jobs AND attnum > 0 AND NOT attisdropped;
    IF NOT EXISTS (SELECT FROM pg_attribute WHERE attrelid = jobs AND attname = 'workload'
                   AND atttypid = '@extschema@.workload'::regtype AND NOT attisdropped) THEN
        RAISE EXCEPTION 'relation % has no column "workload" of type computesize.workload', jobs
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Map your job table in a view: job_id, workload (computesize.training_job(...) or inference_job(...)), gpu, gpu_count, hours, and optionally cost, peak, utilization.';
    END IF;

    EXECUTE format($q$
        INSERT INTO @extschema@.recommendation AS t
        SELECT %1$L::regclass, j.job_id::text, md5(j::text), %2$s, now(),
               v.gpu_id, v.memory_fill, v.oom_risk, v.overprovisioned, v.slowdown, %3$s,
               v.cost_at_current_prices, v.recommended_gpu, v.recommended_gpu_count,
               v.recommended_provider, v.recommended_instance_type, v.recommended_pricing,
               v.recommended_hours, v.recommended_cost, v.savings
        FROM %1$s j
        LEFT JOIN @extschema@.recommendation old
          ON old.source = %1$L::regclass AND old.job_id = j.job_id::text
        CROSS JOIN LATERAL @extschema@.review_job(j.workload, j.gpu, j.gpu_count, j.hours::float8,
                                                  %3$s, %4$s, %5$s, %6$L, %7$L) v
        WHERE old.job_id IS NULL OR old.catalog_generation < %2$s OR old.job_fingerprint <> md5(j::text)
        ON CONFLICT (source, job_id) DO UPDATE SET
            job_fingerprint = EXCLUDED.job_fingerprint, catalog_generation = EXCLUDED.catalog_generation,
            computed_at = EXCLUDED.computed_at, gpu_id = EXCLUDED.gpu_id, memory_fill = EXCLUDED.memory_fill,
            oom_risk = EXCLUDED.oom_risk, overprovisioned = EXCLUDED.overprovisioned, slowdown = EXCLUDED.slowdown,
            actual_cost = EXCLUDED.actual_cost, cost_at_current_prices = EXCLUDED.cost_at_current_prices,
            recommended_gpu = EXCLUDED.recommended_gpu, recommended_gpu_count = EXCLUDED.recommended_gpu_count,
            recommended_provider = EXCLUDED.recommended_provider,
            recommended_instance_type = EXCLUDED.recommended_instance_type,
            recommended_pricing = EXCLUDED.recommended_pricing, recommended_hours = EXCLUDED.recommended_hours,
            recommended_cost = EXCLUDED.recommended_cost, savings = EXCLUDED.savings
        $q$, jobs::text, gen,
        CASE WHEN has_cost THEN 'j.cost::numeric' ELSE 'NULL::numeric' END,
        CASE WHEN has_peak THEN 'j.peak::@extschema@.memsize' ELSE 'NULL::@extschema@.memsize' END,
        CASE WHEN has_util THEN 'j.utilization::float8' ELSE 'NULL::float8' END,
        objective, pricing);
    GET DIAGNOSTICS changed = ROW_COUNT;

    EXECUTE format($q$
        DELETE FROM @extschema@.recommendation r
        WHERE r.source = %1$L::regclass
          AND NOT EXISTS (SELECT FROM %1$s j WHERE j.job_id::text = r.job_id)
        $q$, jobs::text);
    GET DIAGNOSTICS removed = ROW_COUNT;
    RAISE NOTICE 'computesize: % recommendations of % recomputed, % removed', changed, jobs, removed;
END $$;
COMMENT ON PROCEDURE @extschema@.refresh_recommendations(regclass, text, text) IS
    'recomputes computesize.recommendation for a job-history relation: new and changed jobs, every job after a catalog change; safe while dashboards read (one transaction); schedule it with pg_cron';
