--------------------------------------------------------------------------
-- the hardware and price catalog: GPUs and their spellings, providers,
-- instance types, and prices with periods of validity
--------------------------------------------------------------------------

CREATE FUNCTION @extschema@.gpu_key(text) RETURNS text
    AS 'MODULE_PATHNAME', 'gpu_key'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.gpu_key(text) IS
    'the matching key of a GPU name: lower-case letters and digits, leading vendor/brand words (nvidia, tesla, geforce, quadro, amd, instinct) dropped';

CREATE FUNCTION @extschema@.in_extension_script() RETURNS boolean
    AS 'MODULE_PATHNAME', 'in_extension_script'
    LANGUAGE C STABLE PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.in_extension_script() IS
    'true while CREATE EXTENSION or ALTER EXTENSION UPDATE runs a script (the catalog triggers let only scripts change shipped rows)';

-- the kinds of values the catalog checks
CREATE TABLE @extschema@.provider (
    id          text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9_.-]*$'),
    name        text NOT NULL,
    kind        text NOT NULL CHECK (kind IN ('hyperscaler', 'gpu_cloud', 'ci_runner', 'marketplace', 'on_premises')),
    billing     text NOT NULL CHECK (billing IN ('per_second', 'per_minute', 'per_hour')),
    url         text,
    source      text NOT NULL,
    is_builtin  boolean NOT NULL DEFAULT false
);

CREATE TABLE @extschema@.gpu (
    id                    text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9_.-]*$'),
    vendor                text NOT NULL,
    name                  text NOT NULL,
    architecture          text,
    release_year          integer CHECK (release_year BETWEEN 1990 AND 2100),
    form_factor           text,
    memory                @extschema@.memsize NOT NULL
                          CHECK (memory OPERATOR(@extschema@.>) '0'::@extschema@.memsize),
    memory_type           text,
    memory_bandwidth_gbs  double precision CHECK (memory_bandwidth_gbs > 0),
    fp32_tflops           double precision CHECK (fp32_tflops > 0),
    tf32_tflops           double precision CHECK (tf32_tflops > 0),
    bf16_tflops           double precision CHECK (bf16_tflops > 0),
    fp16_tflops           double precision CHECK (fp16_tflops > 0),
    fp8_tflops            double precision CHECK (fp8_tflops > 0),
    int8_tops             double precision CHECK (int8_tops > 0),
    tdp_watts             integer CHECK (tdp_watts > 0),
    interconnect          text,
    interconnect_gbs      double precision CHECK (interconnect_gbs > 0),
    pcie_gen              integer CHECK (pcie_gen BETWEEN 1 AND 7),
    source                text NOT NULL,
    notes                 text,
    is_builtin            boolean NOT NULL DEFAULT false
);

CREATE TABLE @extschema@.gpu_alias (
    alias       text PRIMARY KEY,
    alias_key   text GENERATED ALWAYS AS (@extschema@.gpu_key(alias)) STORED
                CONSTRAINT gpu_alias_key_unique UNIQUE,
    gpu_id      text NOT NULL REFERENCES @extschema@.gpu (id) ON UPDATE CASCADE,
    origin      text NOT NULL CHECK (origin IN ('nvidia-smi', 'kubernetes', 'skypilot', 'cloud', 'trace', 'common')),
    source      text NOT NULL,
    is_builtin  boolean NOT NULL DEFAULT false,
    CHECK (alias_key <> '')
);

CREATE TABLE @extschema@.instance (
    provider       text NOT NULL REFERENCES @extschema@.provider (id) ON UPDATE CASCADE,
    instance_type  text NOT NULL CHECK (instance_type <> ''),
    gpu_id         text REFERENCES @extschema@.gpu (id) ON UPDATE CASCADE,
    gpu_count      integer NOT NULL CHECK (gpu_count >= 0),
    vcpus          integer CHECK (vcpus > 0),
    memory         @extschema@.memsize CHECK (memory OPERATOR(@extschema@.>) '0'::@extschema@.memsize),
    cpu_arch       text CHECK (cpu_arch IN ('x86_64', 'arm64')),
    source         text NOT NULL,
    is_builtin     boolean NOT NULL DEFAULT false,
    PRIMARY KEY (provider, instance_type),
    CONSTRAINT instance_gpu_and_count CHECK ((gpu_id IS NULL) = (gpu_count = 0))
);

CREATE TABLE @extschema@.price (
    provider       text NOT NULL,
    instance_type  text NOT NULL,
    region         text NOT NULL CHECK (region <> ''),
    pricing        text NOT NULL CHECK (pricing IN ('on_demand', 'spot', 'reserved_1y', 'reserved_3y')),
    usd_per_hour   numeric NOT NULL CONSTRAINT price_not_negative CHECK (usd_per_hour >= 0),
    valid_from     date NOT NULL,
    valid_to       date,
    source         text NOT NULL,
    is_builtin     boolean NOT NULL DEFAULT false,
    CONSTRAINT price_period_not_empty CHECK (valid_to IS NULL OR valid_to > valid_from),
    FOREIGN KEY (provider, instance_type) REFERENCES @extschema@.instance (provider, instance_type) ON UPDATE CASCADE,
    CONSTRAINT price_offer_start_unique UNIQUE (provider, instance_type, region, pricing, is_builtin, valid_from),
    -- one price per offer at any date: shipped prices and users' own prices
    -- (negotiated rates) are separate lines, a user's line wins in the views
    CONSTRAINT price_periods_do_not_overlap EXCLUDE USING gist (
        provider WITH =, instance_type WITH =, region WITH =, pricing WITH =,
        is_builtin WITH =, daterange(valid_from, valid_to) WITH &&)
);

-- users' own rows are dumped by pg_dump; shipped rows come from this script
SELECT pg_catalog.pg_extension_config_dump('@extschema@.provider', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.gpu', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.gpu_alias', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.instance', 'WHERE NOT is_builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.price', 'WHERE NOT is_builtin');

--------------------------------------------------------------------------
-- shipped rows belong to the extension: only its scripts add, change or
-- remove them (users add their own rows beside them); a new price closes
-- the open period of the same offer instead of overwriting it
--------------------------------------------------------------------------

CREATE FUNCTION @extschema@.catalog_guard() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    IF @extschema@.in_extension_script() THEN
        RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_builtin THEN
        RAISE EXCEPTION 'cannot change a row shipped with computesize in %.%', TG_TABLE_SCHEMA, TG_TABLE_NAME
            USING ERRCODE = 'insufficient_privilege',
                  DETAIL = format('The row: %s', left(row_to_json(OLD)::text, 200)),
                  HINT = 'Shipped rows are refreshed by ALTER EXTENSION computesize UPDATE. Insert your own row (is_builtin false) beside it; for prices, your own line for the same offer takes precedence in the views.';
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_builtin THEN
        RAISE EXCEPTION 'only computesize''s own scripts may insert rows marked is_builtin into %.%',
            TG_TABLE_SCHEMA, TG_TABLE_NAME
            USING ERRCODE = 'insufficient_privilege',
                  HINT = 'Leave is_builtin false (the default) for your own rows.';
    END IF;
    RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;
COMMENT ON FUNCTION @extschema@.catalog_guard() IS
    'trigger: shipped catalog rows (is_builtin) change only through the extension''s scripts';

CREATE TRIGGER provider_guard BEFORE INSERT OR UPDATE OR DELETE ON @extschema@.provider
    FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();
CREATE TRIGGER gpu_guard BEFORE INSERT OR UPDATE OR DELETE ON @extschema@.gpu
    FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();
CREATE TRIGGER gpu_alias_guard BEFORE INSERT OR UPDATE OR DELETE ON @extschema@.gpu_alias
    FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();
CREATE TRIGGER instance_guard BEFORE INSERT OR UPDATE OR DELETE ON @extschema@.instance
    FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();
CREATE TRIGGER price_guard BEFORE INSERT OR UPDATE OR DELETE ON @extschema@.price
    FOR EACH ROW EXECUTE FUNCTION @extschema@.catalog_guard();

CREATE FUNCTION @extschema@.price_close_open_period() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    -- the open period of the same offer (same line: shipped or the user's)
    -- that began earlier ends where the new one begins
    UPDATE @extschema@.price p
       SET valid_to = NEW.valid_from
     WHERE p.provider = NEW.provider AND p.instance_type = NEW.instance_type
       AND p.region = NEW.region AND p.pricing = NEW.pricing
       AND p.is_builtin = NEW.is_builtin
       AND p.valid_to IS NULL AND p.valid_from < NEW.valid_from;
    RETURN NEW;
END $$;
COMMENT ON FUNCTION @extschema@.price_close_open_period() IS
    'trigger: a new price closes the open period of the same offer (history is kept, never overwritten)';

-- triggers fire in name order: the guard sees an insert before this one
CREATE TRIGGER price_zz_close_open_period BEFORE INSERT ON @extschema@.price
    FOR EACH ROW EXECUTE FUNCTION @extschema@.price_close_open_period();

--------------------------------------------------------------------------
-- privileges: everyone reads; the owner and computesize_admin write
--------------------------------------------------------------------------

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'computesize_admin') THEN
        CREATE ROLE computesize_admin NOLOGIN;
        COMMENT ON ROLE computesize_admin IS 'may add and change its own rows in the computesize catalog tables';
    END IF;
END $$;

GRANT SELECT ON @extschema@.provider, @extschema@.gpu, @extschema@.gpu_alias,
                @extschema@.instance, @extschema@.price TO PUBLIC;
GRANT INSERT, UPDATE, DELETE ON @extschema@.provider, @extschema@.gpu, @extschema@.gpu_alias,
                @extschema@.instance, @extschema@.price TO computesize_admin;
-- the schema itself: everyone may use the extension's types and functions
GRANT USAGE ON SCHEMA @extschema@ TO PUBLIC;

--------------------------------------------------------------------------
-- shipped rows, from catalog/*.csv
--------------------------------------------------------------------------

-- @catalog provider catalog/providers.csv
-- @catalog gpu catalog/gpus.csv
-- @catalog gpu_alias catalog/gpu_aliases.csv
-- @catalog instance catalog/instances.csv
-- @catalog price catalog/prices.csv

--------------------------------------------------------------------------
-- name lookup
--------------------------------------------------------------------------

CREATE FUNCTION @extschema@.gpu_id(name text) RETURNS text
    AS 'MODULE_PATHNAME', 'gpu_id'
    LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.gpu_id(text) IS
    'the catalog id of a GPU name as nvidia-smi, Kubernetes labels, SkyPilot, clouds or cluster traces spell it; NULL when unknown (reads gpu and gpu_alias once per query)';

CREATE FUNCTION @extschema@.csv_records(content text) RETURNS SETOF text[]
    AS 'MODULE_PATHNAME', 'csv_records'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 1000;
COMMENT ON FUNCTION @extschema@.csv_records(text) IS
    'the records of a CSV text (RFC 4180, LF or CRLF), one text[] each, header first';

--------------------------------------------------------------------------
-- import of a SkyPilot catalog (catalogs/v8/<cloud>/vms.csv)
--------------------------------------------------------------------------

CREATE FUNCTION @extschema@.import_skypilot(
    provider text, vms_csv text, valid_from date DEFAULT current_date, source text DEFAULT NULL)
RETURNS TABLE (line integer, instance_type text, region text, accelerator text,
               action text, reason text)
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
#variable_conflict use_column
DECLARE
    hdr text[];
    col jsonb := '{}';
    rec record;
    n integer := 0;
    it text; acc text; accn text; reg text; arch text;
    gpu text; cnt numeric; vcpu numeric; mem numeric; od text; sp text;
    inst @extschema@.instance;
    src text := coalesce(import_skypilot.source, 'SkyPilot catalog vms.csv (' || import_skypilot.provider || ')');
    pr record;
    seen text[] := '{}';
    key text;
    note text;
BEGIN
    IF NOT EXISTS (SELECT FROM @extschema@.provider p WHERE p.id = import_skypilot.provider) THEN
        RAISE EXCEPTION 'provider "%" is not in computesize.provider', import_skypilot.provider
            USING ERRCODE = 'foreign_key_violation',
                  HINT = 'Insert the provider first, e.g. INSERT INTO computesize.provider (id, name, kind, billing, source) VALUES (...).';
    END IF;
    -- per-zone rows: one price per region, the cheapest zone's
    CREATE TEMP TABLE IF NOT EXISTS cs_import_rows (
        line integer, instance_type text, accelerator text, gpu text, gpu_count integer,
        vcpus integer, memory_gib numeric, arch text, region text, on_demand numeric, spot numeric,
        note text)
        ON COMMIT DROP;
    TRUNCATE cs_import_rows;

    FOR rec IN SELECT r, ordinality AS i FROM @extschema@.csv_records(vms_csv) WITH ORDINALITY AS t(r, ordinality) LOOP
        IF rec.i = 1 THEN
            hdr := rec.r;
            FOR k IN 1 .. coalesce(array_length(hdr, 1), 0) LOOP
                col := col || jsonb_build_object(btrim(hdr[k]), k);
            END LOOP;
            IF NOT (col ? 'InstanceType' AND col ? 'Price' AND col ? 'Region') THEN
                RAISE EXCEPTION 'not a SkyPilot vms.csv: the header lacks InstanceType, Price or Region'
                    USING ERRCODE = 'bad_copy_file_format',
                          DETAIL = format('Header: %s', array_to_string(hdr, ',')),
                          HINT = 'Pass the whole file, header included: \set v `cat vms.csv` then :''v''.';
            END IF;
            CONTINUE;
        END IF;
        n := rec.i::integer;
        IF array_length(rec.r, 1) <> array_length(hdr, 1) THEN
            line := n; instance_type := NULL; region := NULL; accelerator := NULL;
            action := 'skipped';
            reason := format('%s fields, the header has %s', array_length(rec.r, 1), array_length(hdr, 1));
            RETURN NEXT; CONTINUE;
        END IF;
        it   := nullif(btrim(rec.r[(col->>'InstanceType')::int]), '');
        acc  := CASE WHEN col ? 'AcceleratorName' THEN nullif(btrim(rec.r[(col->>'AcceleratorName')::int]), '') END;
        accn := CASE WHEN col ? 'AcceleratorCount' THEN nullif(btrim(rec.r[(col->>'AcceleratorCount')::int]), '') END;
        reg  := nullif(btrim(rec.r[(col->>'Region')::int]), '');
        arch := CASE WHEN col ? 'Arch' THEN nullif(btrim(rec.r[(col->>'Arch')::int]), '') END;
        od   := nullif(btrim(rec.r[(col->>'Price')::int]), '');
        sp   := CASE WHEN col ? 'SpotPrice' THEN nullif(btrim(rec.r[(col->>'SpotPrice')::int]), '') END;
        line := n; instance_type := it; region := reg; accelerator := acc;
        action := 'skipped';

        IF it IS NULL THEN
            reason := 'no instance type (a GPU priced on its own, to attach to a machine type)';
            RETURN NEXT; CONTINUE;
        END IF;
        IF reg IS NULL THEN
            reason := 'no region';
            RETURN NEXT; CONTINUE;
        END IF;
        BEGIN
            cnt  := coalesce(accn::numeric, 0);
            vcpu := CASE WHEN col ? 'vCPUs' THEN nullif(btrim(rec.r[(col->>'vCPUs')::int]), '')::numeric END;
            mem  := CASE WHEN col ? 'MemoryGiB' THEN nullif(btrim(rec.r[(col->>'MemoryGiB')::int]), '')::numeric END;
        EXCEPTION WHEN invalid_text_representation THEN
            reason := 'AcceleratorCount, vCPUs or MemoryGiB is not a number';
            RETURN NEXT; CONTINUE;
        END;
        IF od !~ '^[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?$' OR od::numeric <= 0 THEN
            od := NULL;
        END IF;
        IF sp !~ '^[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?$' OR sp::numeric <= 0 THEN
            sp := NULL;
        END IF;
        IF od IS NULL AND sp IS NULL THEN
            reason := 'no usable price (empty, zero, negative or not a number)';
            RETURN NEXT; CONTINUE;
        END IF;
        IF acc IS NOT NULL THEN
            gpu := @extschema@.gpu_id(acc);
            IF gpu IS NULL THEN
                reason := format('accelerator "%s" is not in computesize.gpu_alias', acc);
                RETURN NEXT; CONTINUE;
            END IF;
            IF cnt <= 0 OR cnt <> trunc(cnt) THEN
                reason := format('accelerator count "%s" is not a whole number of GPUs', accn);
                RETURN NEXT; CONTINUE;
            END IF;
        ELSE
            gpu := NULL;
            IF cnt <> 0 THEN
                reason := 'an accelerator count without an accelerator name';
                RETURN NEXT; CONTINUE;
            END IF;
        END IF;
        SELECT * INTO inst FROM @extschema@.instance i
         WHERE i.provider = import_skypilot.provider AND i.instance_type = it;
        note := '';
        IF FOUND AND inst.gpu_id IS NOT NULL AND gpu IS NOT NULL AND inst.gpu_id <> gpu
           AND inst.gpu_count = cnt THEN
            -- SkyPilot names a GPU family ("A100", "H100"); the catalog's
            -- instance says which variant this type has
            note := format(' (%s: the catalog''s variant of %s)', inst.gpu_id, acc);
            gpu := inst.gpu_id;
        END IF;
        IF FOUND AND (inst.gpu_id IS DISTINCT FROM gpu OR inst.gpu_count <> cnt) THEN
            IF gpu IS NULL THEN
                reason := format('the catalog has %s x %s in this instance type; this row lists no accelerator (its price is the host alone)',
                                 inst.gpu_count, inst.gpu_id);
            ELSE
                reason := format('the catalog has %s x %s in this instance type, this row %s x %s',
                                 inst.gpu_count, coalesce(inst.gpu_id, 'no GPU'), cnt, gpu);
            END IF;
            RETURN NEXT; CONTINUE;
        END IF;
        IF NOT FOUND AND gpu IS NULL AND it ~ '^(a2|a3|a4|g2|g4)-' AND import_skypilot.provider = 'gcp' THEN
            reason := 'a GCP GPU machine type listed without its GPUs (the catalog prices them in separate rows): the price is the host alone';
            RETURN NEXT; CONTINUE;
        END IF;
        INSERT INTO cs_import_rows VALUES (n, it, acc, gpu, cnt::integer, vcpu::integer, mem,
            CASE WHEN arch IN ('arm64', 'aarch64') THEN 'arm64' WHEN arch IN ('x86_64', 'amd64', 'x86') THEN 'x86_64' END,
            reg, trim_scale(od::numeric), trim_scale(sp::numeric), note);
    END LOOP;

    -- instances first (new ones become the caller's rows), then prices
    INSERT INTO @extschema@.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source)
    SELECT DISTINCT ON (r.instance_type) import_skypilot.provider, r.instance_type, r.gpu, r.gpu_count,
           nullif(r.vcpus, 0), (r.memory_gib::text || ' GiB')::@extschema@.memsize, r.arch, src
    FROM cs_import_rows r
    WHERE NOT EXISTS (SELECT FROM @extschema@.instance i
                      WHERE i.provider = import_skypilot.provider AND i.instance_type = r.instance_type)
      AND r.memory_gib > 0
    ORDER BY r.instance_type, r.line;

    FOR pr IN
        SELECT r.instance_type AS it, r.region AS reg, x.pricing, x.usd, min(r.line) AS first_line,
               count(*) AS zone_rows, min(r.note) AS note
        FROM cs_import_rows r,
             LATERAL (VALUES ('on_demand', r.on_demand), ('spot', r.spot)) AS x(pricing, usd)
        WHERE x.usd IS NOT NULL
        GROUP BY r.instance_type, r.region, x.pricing, x.usd
        ORDER BY 1, 2, 3, 4
    LOOP
        key := pr.it || '|' || pr.reg || '|' || pr.pricing;
        IF key = ANY (seen) THEN
            CONTINUE;           -- a dearer zone of the same region
        END IF;
        seen := seen || key;
        line := pr.first_line; instance_type := pr.it; region := pr.reg;
        accelerator := (SELECT r.accelerator FROM cs_import_rows r WHERE r.line = pr.first_line);
        IF NOT EXISTS (SELECT FROM @extschema@.instance i
                       WHERE i.provider = import_skypilot.provider AND i.instance_type = pr.it) THEN
            action := 'skipped'; reason := 'no host memory given for a new instance type';
            RETURN NEXT; CONTINUE;
        END IF;
        IF EXISTS (SELECT FROM @extschema@.price p
                   WHERE p.provider = import_skypilot.provider AND p.instance_type = pr.it
                     AND p.region = pr.reg AND p.pricing = pr.pricing AND NOT p.is_builtin
                     AND p.valid_to IS NULL AND p.usd_per_hour = pr.usd
                     AND p.valid_from <= import_skypilot.valid_from) THEN
            action := 'unchanged'; reason := format('%s %s USD/h already in force', pr.pricing, pr.usd);
            RETURN NEXT; CONTINUE;
        END IF;
        BEGIN
            INSERT INTO @extschema@.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
            VALUES (import_skypilot.provider, pr.it, pr.reg, pr.pricing, pr.usd, import_skypilot.valid_from, src);
            action := 'imported';
            reason := format('%s %s USD/h%s%s', pr.pricing, pr.usd,
                             CASE WHEN pr.zone_rows > 1 THEN ' (cheapest zone)' ELSE '' END, pr.note);
        EXCEPTION WHEN exclusion_violation OR unique_violation THEN
            action := 'skipped';
            reason := format('%s price overlaps a period already in the catalog for this offer', pr.pricing);
        END;
        RETURN NEXT;
    END LOOP;
    DROP TABLE cs_import_rows;
END $fn$;
COMMENT ON FUNCTION @extschema@.import_skypilot(text, text, date, text) IS
    'imports a SkyPilot vms.csv (columns matched by header name) into instance and price as the caller''s rows; returns one row per input row skipped and per price imported or unchanged, with the reason';

--------------------------------------------------------------------------
-- views for dashboards and analysts (memsize columns have numeric and
-- bigint twins: BI tools do not know custom types)
--------------------------------------------------------------------------

-- every offer in force today, CPU-only instances included; a user's own
-- price line for an offer takes precedence over the shipped one
CREATE VIEW @extschema@.offer AS
SELECT DISTINCT ON (p.provider, p.instance_type, p.region, p.pricing)
       p.provider, p.instance_type, p.region, p.pricing,
       i.gpu_id AS gpu, i.gpu_count,
       g.memory AS memory_per_gpu,
       round((g.memory::bigint / 1073741824.0)::numeric, 2) AS memory_per_gpu_gib,
       g.memory::bigint AS memory_per_gpu_bytes,
       i.vcpus, i.memory AS host_memory,
       round((i.memory::bigint / 1073741824.0)::numeric, 2) AS host_memory_gib,
       i.memory::bigint AS host_memory_bytes,
       i.cpu_arch,
       p.usd_per_hour,
       round(p.usd_per_hour / nullif(i.gpu_count, 0), 6) AS usd_per_gpu_hour,
       round(p.usd_per_hour / nullif(i.gpu_count * g.memory::bigint / 1073741824.0, 0), 6) AS usd_per_gpu_gib_hour,
       p.valid_from, p.valid_to, NOT p.is_builtin AS user_price, p.source
FROM @extschema@.price p
JOIN @extschema@.instance i USING (provider, instance_type)
LEFT JOIN @extschema@.gpu g ON g.id = i.gpu_id
WHERE p.valid_from <= current_date AND (p.valid_to IS NULL OR p.valid_to > current_date)
ORDER BY p.provider, p.instance_type, p.region, p.pricing, p.is_builtin;

-- the GPU offers among them
CREATE VIEW @extschema@.gpu_offer AS
SELECT * FROM @extschema@.offer WHERE gpu_count > 0;

-- the cheapest offer per GPU and pricing, by price per GPU-hour
CREATE VIEW @extschema@.cheapest_gpu_offer AS
SELECT DISTINCT ON (gpu, pricing)
       gpu, pricing, provider, instance_type, region, gpu_count,
       usd_per_gpu_hour, usd_per_gpu_gib_hour, usd_per_hour,
       memory_per_gpu, memory_per_gpu_gib, memory_per_gpu_bytes
FROM @extschema@.gpu_offer
ORDER BY gpu, pricing, usd_per_gpu_hour, provider, instance_type, region;

-- what a GiB of GPU memory costs per hour, per GPU and pricing, over the
-- offers in force: cheapest, median and dearest
CREATE VIEW @extschema@.gpu_memory_price AS
SELECT gpu, pricing, count(*) AS offers,
       min(usd_per_gpu_gib_hour) AS min_usd_per_gib_hour,
       round(percentile_cont(0.5) WITHIN GROUP (ORDER BY usd_per_gpu_gib_hour)::numeric, 6) AS median_usd_per_gib_hour,
       max(usd_per_gpu_gib_hour) AS max_usd_per_gib_hour
FROM @extschema@.gpu_offer
GROUP BY gpu, pricing;

-- spot against on-demand for the same instance type in the same region,
-- summarised per GPU
CREATE VIEW @extschema@.spot_discount AS
SELECT od.gpu, count(*) AS offers,
       round(min(1 - sp.usd_per_hour / od.usd_per_hour), 4) AS min_discount,
       round(percentile_cont(0.5) WITHIN GROUP (ORDER BY 1 - sp.usd_per_hour / od.usd_per_hour)::numeric, 4) AS median_discount,
       round(max(1 - sp.usd_per_hour / od.usd_per_hour), 4) AS max_discount,
       min(sp.usd_per_gpu_hour) AS cheapest_spot_usd_per_gpu_hour
FROM @extschema@.gpu_offer od
JOIN @extschema@.gpu_offer sp
  ON sp.provider = od.provider AND sp.instance_type = od.instance_type
 AND sp.region = od.region AND sp.pricing = 'spot'
WHERE od.pricing = 'on_demand' AND od.usd_per_hour > 0
GROUP BY od.gpu;

GRANT SELECT ON @extschema@.offer, @extschema@.gpu_offer, @extschema@.cheapest_gpu_offer,
                @extschema@.gpu_memory_price, @extschema@.spot_discount TO PUBLIC;

COMMENT ON TABLE @extschema@.gpu IS 'accelerators: memory, bandwidth, dense peak TFLOPS per precision, TDP, interconnect, with sources; shipped rows have is_builtin';
COMMENT ON TABLE @extschema@.gpu_alias IS 'spellings of GPU names seen in the wild (nvidia-smi, Kubernetes labels, SkyPilot, clouds, cluster traces) -> gpu.id';
COMMENT ON TABLE @extschema@.provider IS 'clouds, GPU clouds, CI runners and marketplaces that sell compute';
COMMENT ON TABLE @extschema@.instance IS 'instance types: GPU and count (gpu_count 0 for CPU-only), vCPUs, host memory, CPU architecture';
COMMENT ON TABLE @extschema@.price IS 'USD per hour per instance, per region and pricing, with a period of validity; periods of one offer never overlap';
COMMENT ON COLUMN @extschema@.gpu.memory IS 'memory per GPU (GiB where the vendor''s figure is a binary capacity)';
COMMENT ON COLUMN @extschema@.gpu.memory_bandwidth_gbs IS 'memory bandwidth, GB/s';
COMMENT ON COLUMN @extschema@.gpu.bf16_tflops IS 'dense (no 2:4 sparsity) tensor TFLOPS';
COMMENT ON COLUMN @extschema@.gpu.interconnect_gbs IS 'GPU-to-GPU bandwidth per GPU, GB/s';
COMMENT ON COLUMN @extschema@.price.valid_to IS 'end of the period (exclusive); NULL while the price is in force';
COMMENT ON VIEW @extschema@.offer IS 'offers in force today, one row per provider, instance type, region and pricing (a user''s price line wins over the shipped one)';
COMMENT ON VIEW @extschema@.gpu_offer IS 'GPU offers in force today with per-GPU and per-GiB prices';
COMMENT ON VIEW @extschema@.cheapest_gpu_offer IS 'the cheapest offer per GPU and pricing (USD per GPU-hour)';
COMMENT ON VIEW @extschema@.gpu_memory_price IS 'USD per GiB of GPU memory per hour, per GPU and pricing';
COMMENT ON VIEW @extschema@.spot_discount IS 'spot discount against on-demand for the same instance and region, per GPU';
