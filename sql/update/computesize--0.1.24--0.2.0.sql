-- computesize 0.2.0, from 0.1.24.

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION computesize UPDATE TO '0.2.0'" to load this file. \quit

SET LOCAL search_path = pg_catalog, pg_temp;

-- The schema belongs to the bootstrap superuser (OID 10), not to the role
-- that created the extension: CREATE EXTENSION makes a missing schema for
-- its caller, and the owner of a schema may rename it, or create objects in
-- it that the extension's own code would then resolve (an overload that
-- matches a call more exactly, a table in place of a renamed one).  The
-- script of a trusted extension runs as the bootstrap superuser, which may
-- hand the schema over, as it owns the objects the script creates.
-- Everyone keeps USAGE.
DO $$
BEGIN
    EXECUTE pg_catalog.format('ALTER SCHEMA %I OWNER TO %I', '@extschema@',
                              pg_catalog.pg_get_userbyid(10::pg_catalog.oid));
END
$$;
GRANT USAGE ON SCHEMA @extschema@ TO PUBLIC;

-- The model table takes users' own rows like the other catalog tables:
-- members of computesize_admin write them (pg_restore of a dump made by
-- such a role copies them back), and shipped rows change only through the
-- extension's scripts.
GRANT INSERT, UPDATE, DELETE ON @extschema@.model TO computesize_admin;
CREATE TRIGGER model_guard BEFORE INSERT OR UPDATE OR DELETE ON @extschema@.model
    FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

--------------------------------------------------------------------------
-- what runs on each accelerator: its software stack, NVIDIA's compute
-- capability, and whether FlashAttention 2 (or the stack's own fused
-- attention) runs on it (README: Hardware a job runs on)
--------------------------------------------------------------------------
ALTER TABLE @extschema@.gpu
    ADD COLUMN stack text NOT NULL DEFAULT 'cuda'
        CONSTRAINT gpu_stack_check CHECK (stack IN ('cuda', 'rocm', 'xla', 'neuron', 'gaudi')),
    ADD COLUMN compute_capability numeric
        CONSTRAINT gpu_compute_capability_check CHECK (compute_capability > 0 AND compute_capability < 100),
    ADD COLUMN flash_attention boolean;
COMMENT ON COLUMN @extschema@.gpu.stack IS
    'the software stack its kernels come from: cuda (NVIDIA), rocm (AMD), xla (Google TPU), neuron (AWS Trainium, Inferentia), gaudi (Intel Gaudi)';
COMMENT ON COLUMN @extschema@.gpu.compute_capability IS
    'NVIDIA''s compute capability (8.0 for the A100, 9.0 for the H100); NULL for other stacks, or not known (taken as recent)';
COMMENT ON COLUMN @extschema@.gpu.flash_attention IS
    'FlashAttention 2 (CUDA: compute capability 8.0 and later; ROCm: MI200, MI300) or the stack''s own fused attention runs on it; NULL: from the compute capability';

--------------------------------------------------------------------------
-- what the time model measures of each accelerator: its achievable matmul
-- throughput and memory bandwidth, the GeForce cards' fp16-accumulate
-- rate, and the streaming multiprocessors that small-batch decoding
-- streams the weights through (docs/time-model.md)
--------------------------------------------------------------------------
ALTER TABLE @extschema@.gpu
    ADD COLUMN matmul_tflops double precision
        CONSTRAINT gpu_matmul_tflops_check CHECK (matmul_tflops > 0 AND matmul_tflops < 'Infinity'),
    ADD COLUMN measured_bandwidth_gbs double precision
        CONSTRAINT gpu_measured_bandwidth_gbs_check CHECK (measured_bandwidth_gbs > 0 AND measured_bandwidth_gbs < 'Infinity'),
    ADD COLUMN fp16_acc16_tflops double precision
        CONSTRAINT gpu_fp16_acc16_tflops_check CHECK (fp16_acc16_tflops > 0 AND fp16_acc16_tflops < 'Infinity'),
    ADD COLUMN sm_count integer
        CONSTRAINT gpu_sm_count_check CHECK (sm_count > 0),
    ADD COLUMN boost_clock_mhz integer
        CONSTRAINT gpu_boost_clock_mhz_check CHECK (boost_clock_mhz > 0 AND boost_clock_mhz < 100000),
    ADD COLUMN perf_source text;
COMMENT ON COLUMN @extschema@.gpu.matmul_tflops IS
    'measured maximum achievable dense 16-bit matmul TFLOPS (bf16; fp16 where there is no bf16), as perf_source says; NULL: 80% of the spec sheet''s figure';
COMMENT ON COLUMN @extschema@.gpu.measured_bandwidth_gbs IS
    'measured memory bandwidth (a large copy), GB/s; NULL: 80% of memory_bandwidth_gbs';
COMMENT ON COLUMN @extschema@.gpu.fp16_acc16_tflops IS
    'dense fp16 tensor TFLOPS with fp16 accumulation where it differs from fp16_tflops (GeForce cards accumulate in fp32 at half the rate)';
COMMENT ON COLUMN @extschema@.gpu.sm_count IS
    'streaming multiprocessors (AMD: compute units)';
COMMENT ON COLUMN @extschema@.gpu.boost_clock_mhz IS
    'boost clock, MHz';
COMMENT ON COLUMN @extschema@.gpu.perf_source IS
    'where matmul_tflops and measured_bandwidth_gbs come from, and which are not measured';
-- @catalog-refresh gpu catalog/gpus.csv id

--------------------------------------------------------------------------
-- spot capacity as it is interrupted (README, Spot and reserved prices):
-- each provider's interruptions an hour, a job's checkpoints and restart
--------------------------------------------------------------------------
ALTER TABLE @extschema@.provider
    ADD COLUMN spot_interruptions_per_hour double precision
        CONSTRAINT provider_spot_interruptions_check
        CHECK (spot_interruptions_per_hour >= 0 AND spot_interruptions_per_hour < 100);
COMMENT ON COLUMN @extschema@.provider.spot_interruptions_per_hour IS
    'how often its spot capacity is interrupted, an hour, from the provider''s published figures (source); NULL: none published, once a day is assumed';
-- @catalog-refresh provider catalog/providers.csv id

-- the 2-, 4- and 8-GPU machines of AWS, GCP, Azure, Lambda, RunPod,
-- Hyperstack and Nebius, with their prices
-- @catalog-refresh instance catalog/instances.csv provider,instance_type
-- @catalog-refresh price catalog/prices.csv provider,instance_type,region,pricing,valid_from
-- (and every other shipped row as the files have it)
-- @catalog-refresh gpu_alias catalog/gpu_aliases.csv alias
-- @catalog-refresh model catalog/models.csv name

-- spot prices below any published discount: AWS and Azure advertise spot
-- at up to 90% off, so a spot price under 10% of the same offer's
-- on-demand price is a catalog error or one zone's thin market
CREATE VIEW @extschema@.price_outliers AS
SELECT s.provider, s.instance_type, s.region, s.usd_per_hour AS spot_usd_per_hour,
       o.usd_per_hour AS on_demand_usd_per_hour,
       round(s.usd_per_hour / o.usd_per_hour, 4) AS spot_share,
       s.user_price,
       'spot price below 10% of on-demand, more than any provider''s published discount'::text AS reason
  FROM @extschema@.offer s
  JOIN @extschema@.offer o ON o.provider = s.provider AND o.instance_type = s.instance_type
                          AND o.region = s.region AND o.pricing = 'on_demand'
 WHERE s.pricing = 'spot' AND o.usd_per_hour > 0 AND s.usd_per_hour < 0.10 * o.usd_per_hour;
COMMENT ON VIEW @extschema@.price_outliers IS
    'spot prices in force below 10% of the same offer''s on-demand price (AWS and Azure advertise at most 90% off): check them against their source';
GRANT SELECT ON @extschema@.price_outliers TO PUBLIC;

ALTER TYPE @extschema@.workload
    ADD ATTRIBUTE checkpoint_minutes double precision,
    ADD ATTRIBUTE restart_minutes double precision;

-- @function-new checkpointed

-- @function-new not_restartable

-- @function-new spot_hours

--------------------------------------------------------------------------
-- reservations are commitments (README, Spot and reserved prices)
--------------------------------------------------------------------------
-- @function-new reserved_pricing_argument

-- @function-new reservation_break_even

-- A recommendation is derived from a job history and shows its jobs, costs
-- and savings: it is visible to, and may be written by, only the roles that
-- may read the history it came from.  A source that no longer exists shows
-- to nobody (has_table_privilege() is NULL for it).  Superusers and the
-- table's owner (the bootstrap superuser) are not subject to the policy.
-- the source by OID: a regclass constant that Citus sends to a worker is
-- looked up there again, by name, to the worker's own OID
ALTER TABLE @extschema@.recommendation ALTER COLUMN source TYPE pg_catalog.oid;
COMMENT ON COLUMN @extschema@.recommendation.source IS 'the job history''s relation, by OID (source::regclass names it; compare with source = ''my_view''::regclass): a value every node of a cluster reads alike';
ALTER TABLE @extschema@.recommendation ENABLE ROW LEVEL SECURITY;
CREATE POLICY recommendation_readers_of_source ON @extschema@.recommendation
    USING (pg_catalog.has_table_privilege(source::pg_catalog.oid, 'SELECT'))
    WITH CHECK (pg_catalog.has_table_privilege(source::pg_catalog.oid, 'SELECT'));
COMMENT ON POLICY recommendation_readers_of_source ON @extschema@.recommendation IS
    'a recommendation is derived from its source: only roles that may read the source see or write it';

--------------------------------------------------------------------------
-- the argument checks: a NULL name or hint, and bounds that are not
-- numbers, still give the 22023 error
--------------------------------------------------------------------------

-- @function positive_argument

-- @function range_argument

--------------------------------------------------------------------------
-- serving plans: each batch window once, at most 64 of them; for
-- generation time to first token and per output token, tensor-parallel
-- replicas, a framework, and a request trace (README: Serving plans)
--------------------------------------------------------------------------
DROP FUNCTION @extschema@.plan_serving(double precision, double precision, text, double precision, integer, integer,
                                       numeric, text, text, integer[], integer, double precision);
DROP FUNCTION @extschema@.serving_candidates(double precision, double precision, text, double precision, integer, integer,
                                             text, text, integer[], integer);

-- @function-new serving_candidates

-- @function-new request_mix

-- @function-new plan_serving


-- the PL/pgSQL bodies call the extension's functions with exactly typed
-- arguments: a literal left for resolution could pick another overload
-- (a numeric literal, for one, matches a numeric parameter before a float8
-- one), and the job view's columns are cast to review_job()'s types

-- @function batch_inference_job

-- @function build_job

-- @function choose_compute

-- @function classic_ml_job

-- @function compute_job_check

-- @function etl_job

-- @function queue_latency

-- @function import_skypilot

--------------------------------------------------------------------------
-- a team's constraints, stored once and named (README: A team's
-- constraints), and the refresh under them, with the reason of each job
-- that gets no recommendation
--------------------------------------------------------------------------
-- (every constraint named: Citus and pg_dump see the same names on every node)
CREATE TABLE @extschema@.team_constraints (
    name        text CONSTRAINT team_constraints_pkey PRIMARY KEY
                CONSTRAINT team_constraints_name_check CHECK (name <> ''),
    providers   text[] CONSTRAINT team_constraints_providers_check
                CHECK (cardinality(providers) > 0 AND array_position(providers, NULL) IS NULL),
    regions     text[] CONSTRAINT team_constraints_regions_check
                CHECK (cardinality(regions) > 0 AND array_position(regions, NULL) IS NULL),
    host_arch   text CONSTRAINT team_constraints_host_arch_check CHECK (host_arch IN ('x86_64', 'arm64')),
    note        text
);
COMMENT ON TABLE @extschema@.team_constraints IS
    'named sets of constraints on offers (providers, regions, the host''s CPU; NULL: any), for refresh_recommendations(constraints => name) and for joins in dashboards';
GRANT SELECT ON @extschema@.team_constraints TO PUBLIC;
GRANT INSERT, UPDATE, DELETE ON @extschema@.team_constraints TO computesize_admin;
SELECT pg_catalog.pg_extension_config_dump('@extschema@.team_constraints', '');

ALTER TABLE @extschema@.recommendation
    ADD COLUMN reason text,
    ADD COLUMN providers text[],
    ADD COLUMN regions text[],
    ADD COLUMN host_arch text;
COMMENT ON COLUMN @extschema@.recommendation.reason IS
    'why the job has no recommendation (review_job().reason); NULL when it has one';

DROP PROCEDURE @extschema@.refresh_recommendations(regclass, text, text);

--------------------------------------------------------------------------
-- an incremental refresh: triggers on the tables a job history reads log
-- the jobs that change, and the next refresh reviews only those
-- (README: Keeping recommendations fresh)
--------------------------------------------------------------------------
CREATE TABLE @extschema@.job_change (
    source regclass NOT NULL,
    job_id text
);
COMMENT ON TABLE @extschema@.job_change IS 'the change log of job histories that refresh_recommendations() tracks: a job_id whose row was inserted, updated or deleted since the last refresh (NULL: any row may have changed); written by the triggers the refresh installs, consumed by the next refresh';
CREATE INDEX job_change_source_idx ON @extschema@.job_change USING btree (source);
ALTER TABLE @extschema@.job_change ENABLE ROW LEVEL SECURITY;
CREATE POLICY job_change_logged_by_anyone ON @extschema@.job_change FOR INSERT WITH CHECK (true);
COMMENT ON POLICY job_change_logged_by_anyone ON @extschema@.job_change IS 'a role that changes a tracked job table logs its job ids, whoever it is (a false entry only makes the next refresh review a job again)';
CREATE POLICY job_change_readers_of_source ON @extschema@.job_change FOR SELECT
    USING (pg_catalog.has_table_privilege(source::pg_catalog.oid, 'SELECT'));
CREATE POLICY job_change_readers_of_source_consume ON @extschema@.job_change FOR DELETE
    USING (pg_catalog.has_table_privilege(source::pg_catalog.oid, 'SELECT'));
GRANT SELECT, INSERT ON @extschema@.job_change TO PUBLIC;
GRANT DELETE ON @extschema@.job_change TO computesize_admin;

CREATE TABLE @extschema@.refresh_state (
    source regclass NOT NULL CONSTRAINT refresh_state_pkey PRIMARY KEY,
    options text NOT NULL,
    catalog_generation bigint NOT NULL,
    definition text,
    tracked boolean NOT NULL,
    refreshed_at timestamptz NOT NULL
);
COMMENT ON TABLE @extschema@.refresh_state IS 'per job history: the options and catalog generation of its last refresh, the md5 of its view''s definition, and whether change triggers track its tables (then a refresh reviews only the logged jobs)';
ALTER TABLE @extschema@.refresh_state ENABLE ROW LEVEL SECURITY;
CREATE POLICY refresh_state_readers_of_source ON @extschema@.refresh_state
    USING (pg_catalog.has_table_privilege(source::pg_catalog.oid, 'SELECT'))
    WITH CHECK (pg_catalog.has_table_privilege(source::pg_catalog.oid, 'SELECT'));
GRANT SELECT ON @extschema@.refresh_state TO PUBLIC;
GRANT INSERT, UPDATE, DELETE ON @extschema@.refresh_state TO computesize_admin;

-- @function-new job_changes

-- nodes and databases that should hold the same catalog can compare it
-- @function-new catalog_fingerprint

-- @function-new history_tables

--------------------------------------------------------------------------
-- max() and min() of memsize step through C functions of the extension
-- (Citus's worker_partial_agg() looks the function up for every row)
--------------------------------------------------------------------------
-- @function memsize_larger

-- @function memsize_smaller

-- @function-new catalog_rows

-- @function-new catalog_replace

-- @function-new sync_catalog

-- @function-new stop_tracking

-- @function-new refresh_recommendations

--------------------------------------------------------------------------
-- hardware a job runs on (README: Hardware a job runs on)
--------------------------------------------------------------------------
-- @function-new runs_on

-- @function-new why_not

-- @function-new fallbacks

--------------------------------------------------------------------------
-- serving latency: time to first token and time per output token
--------------------------------------------------------------------------
-- @function-new ttft

-- @function-new tpot

-- @function default_mfu

--------------------------------------------------------------------------
-- rankings under a team's constraints: providers, regions, the host's CPU;
-- recommend() says why it found nothing (as rank_gpus() does), and
-- no_offer_reason() gives the same as text
--------------------------------------------------------------------------
DROP FUNCTION @extschema@.review_job(@extschema@.workload, text, integer, double precision, numeric,
                                     @extschema@.memsize, double precision, text, text, timestamptz);
DROP FUNCTION @extschema@.recommend(@extschema@.workload, text, text, integer, interval, numeric, timestamptz);
DROP FUNCTION @extschema@.rank_gpus(@extschema@.workload, text, text, integer, interval, numeric, timestamptz);

-- @function-new rank_gpus

-- @function-new recommend

-- @function-new no_offer_reason

-- @function-new service_arguments

-- @function-new review_service

-- @function-new review_job

--------------------------------------------------------------------------
-- defaults of the recipes users follow (README, Defaults): NULL lets the
-- constructors choose by method and model: seq_len no longer than the
-- model reads (at most 2048), the context no longer than it reads (at
-- most 4096), gradient checkpointing on for LoRA and QLoRA
--------------------------------------------------------------------------
-- @function training_job

-- @function training_memory

-- @function inference_job

-- @function inference_memory

