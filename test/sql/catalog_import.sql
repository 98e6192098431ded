--
-- import_skypilot() on real SkyPilot catalogs (test/fixtures/skypilot):
-- every row whose accelerator is known becomes an instance and prices,
-- every other row is named with the reason
--
SET client_min_messages = warning;

-- providers of the fixtures that the shipped catalog may lack
INSERT INTO computesize.provider (id, name, kind, billing, source)
SELECT v.* FROM (VALUES
    ('nebius', 'Nebius AI Cloud', 'gpu_cloud', 'per_second', 'test'),
    ('hyperstack', 'Hyperstack', 'gpu_cloud', 'per_minute', 'test'),
    ('cudo', 'Cudo Compute', 'gpu_cloud', 'per_second', 'test')) AS v(id, name, kind, billing, source)
WHERE NOT EXISTS (SELECT FROM computesize.provider p WHERE p.id = v.id);

CREATE TEMP TABLE import_log (provider text, line int, instance_type text, region text,
                              accelerator text, action text, reason text);
CREATE TEMP TABLE fixture (provider text, content text);

\set v `cat "$PG_ABS_SRCDIR/fixtures/skypilot/v8/lambda/vms.csv"`
INSERT INTO fixture VALUES ('lambda', :'v');
\set v `cat "$PG_ABS_SRCDIR/fixtures/skypilot/v8/nebius/vms.csv"`
INSERT INTO fixture VALUES ('nebius', :'v');
\set v `cat "$PG_ABS_SRCDIR/fixtures/skypilot/v8/hyperstack/vms.csv"`
INSERT INTO fixture VALUES ('hyperstack', :'v');
\set v `cat "$PG_ABS_SRCDIR/fixtures/skypilot/v8/cudo/vms.csv"`
INSERT INTO fixture VALUES ('cudo', :'v');
\set v `cat "$PG_ABS_SRCDIR/fixtures/skypilot/v8/aws/vms-head.csv"`
INSERT INTO fixture VALUES ('aws', :'v');
\set v `cat "$PG_ABS_SRCDIR/fixtures/skypilot/v8/gcp/vms-head.csv"`
INSERT INTO fixture VALUES ('gcp', :'v');

-- CRLF and LF files parse alike, quoted Python-literal fields stay whole
SELECT provider, count(*) - 1 AS data_rows,
       min(array_length(r, 1)) AS min_fields, max(array_length(r, 1)) AS max_fields,
       bool_or(EXISTS (SELECT FROM unnest(r) x WHERE x LIKE '%' || chr(13) || '%')) AS carriage_return_left
FROM fixture, computesize.csv_records(content) AS r
GROUP BY provider ORDER BY provider;

INSERT INTO import_log
SELECT f.provider, i.* FROM fixture f, computesize.import_skypilot(f.provider, f.content, '2026-11-01', 'SkyPilot catalog fixture') AS i;

SELECT provider, action, count(*) AS rows
FROM import_log GROUP BY provider, action ORDER BY provider, action;
-- every skipped row is named, with why
SELECT provider, reason, count(*) AS rows, min(line) AS first_line, min(instance_type) AS example
FROM import_log WHERE action = 'skipped' GROUP BY provider, reason ORDER BY provider, reason;

-- every data row whose accelerator is known (or that has none, as a
-- CPU-only type) has its instance and, for its region, a price in force;
-- the rows that do not are exactly the skipped ones
WITH hdr AS (
    SELECT provider, r AS h FROM fixture, computesize.csv_records(content) WITH ORDINALITY AS t(r, n) WHERE n = 1
), rows AS (
    SELECT f.provider, t.n::int AS line, t.r
    FROM fixture f, computesize.csv_records(f.content) WITH ORDINALITY AS t(r, n) WHERE t.n > 1
), cells AS (
    SELECT rows.provider, line,
           r[array_position(h, 'InstanceType')] AS it,
           nullif(r[array_position(h, 'AcceleratorName')], '') AS acc,
           r[array_position(h, 'Region')] AS region
    FROM rows JOIN hdr USING (provider)
)
SELECT c.provider,
       count(*) FILTER (WHERE c.acc IS NULL OR computesize.gpu_id(c.acc) IS NOT NULL) AS known_or_cpu_rows,
       count(*) FILTER (WHERE (c.acc IS NULL OR computesize.gpu_id(c.acc) IS NOT NULL)
                          AND EXISTS (SELECT FROM computesize.price p
                                      WHERE p.provider = c.provider AND p.instance_type = c.it AND p.region = c.region
                                        AND p.valid_to IS NULL)) AS priced,
       count(*) FILTER (WHERE (c.acc IS NULL OR computesize.gpu_id(c.acc) IS NOT NULL)
                          AND NOT EXISTS (SELECT FROM computesize.price p
                                          WHERE p.provider = c.provider AND p.instance_type = c.it AND p.region = c.region
                                            AND p.valid_to IS NULL)
                          AND NOT EXISTS (SELECT FROM import_log l
                                          WHERE l.provider = c.provider AND l.line = c.line AND l.action = 'skipped')) AS unpriced_and_unexplained
FROM cells c GROUP BY c.provider ORDER BY c.provider;

-- imported instances carry the fixture's facts (lambda lists one GPU's
-- memory as the total; the importer reads only name and count)
SELECT provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch
FROM computesize.instance
WHERE NOT is_builtin AND instance_type IN ('gpu_8x_h100_sxm5', 'n3-H100x8', 'a1.2xlarge', 'cpu-d3_4vcpu-16gb')
ORDER BY provider, instance_type;
-- AWS zones: one price per region, the cheapest zone's spot price
SELECT region, pricing, usd_per_hour
FROM computesize.price WHERE provider = 'aws' AND instance_type = 'a1.2xlarge' AND NOT is_builtin
ORDER BY region, pricing LIMIT 6;

-- a second import of the same files changes nothing
SELECT count(*) FILTER (WHERE i.action = 'imported') AS imported_again,
       count(*) FILTER (WHERE i.action = 'unchanged') AS unchanged
FROM fixture f, computesize.import_skypilot(f.provider, f.content, '2026-11-01') AS i;
-- a later snapshot with a new price closes the old period
SELECT line, instance_type, region, action, reason
FROM computesize.import_skypilot('lambda',
    E'InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\r\n'
    'gpu_8x_h100_sxm5,H100,8.0,208.0,1800.0,23.92,us-east-1,,\r\n', '2026-12-01');
SELECT usd_per_hour, valid_from, valid_to FROM computesize.price
WHERE provider = 'lambda' AND instance_type = 'gpu_8x_h100_sxm5' AND region = 'us-east-1'
  AND pricing = 'on_demand' AND NOT is_builtin ORDER BY valid_from;

-- bad input: unknown provider, not a vms.csv, unterminated quote, rows
-- that cannot be imported
SELECT * FROM computesize.import_skypilot('no-such-cloud', 'InstanceType,Price,Region');
SELECT * FROM computesize.import_skypilot('lambda', E'a,b,c\n1,2,3\n');
SELECT * FROM computesize.csv_records(E'a,"b\n');
SELECT line, instance_type, action, reason FROM computesize.import_skypilot('lambda',
    E'InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n'
    'gpu_1x_mystery,MysteryGPU,1,8,32,1.0,us-east-1,,\n'
    'gpu_1x_a10,A10,1,30,200,-1,us-east-1,,\n'
    'gpu_1x_a10,A10,1.5,30,200,1.0,us-east-1,,\n'
    ',A10,1,30,200,1.0,us-east-1,,\n'
    'gpu_1x_a10,A10,1,30,200,abc,us-east-1,,\n'
    'gpu_1x_a10,A10,1\n', '2026-11-01');
-- numbers the importer cannot use skip their row with the reason; a bad
-- price is reported and the row's other price still imported (line 9:
-- the spot price of 0.5 USD/h)
SELECT line, instance_type, action, reason FROM computesize.import_skypilot('lambda',
    E'InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n'
    'gpu_1x_a10,A10,NaN,30,200,1.0,us-east-1,,\n'
    'gpu_1x_a10,A10,1e10,30,200,1.0,us-east-1,,\n'
    'gpu_1x_a10,A10,1,-30,200,1.0,us-east-1,,\n'
    'gpu_1x_a10,A10,1,3e10,200,1.0,us-east-1,,\n'
    'gpu_1x_a10,A10,1,0.25,200,1.0,us-east-1,,\n'
    'gpu_1x_a10,A10,1,30,1e30,1.0,us-east-1,,\n'
    'gpu_1x_a10,A10,1,30,Infinity,1.0,us-east-1,,\n'
    'gpu_1x_a10_x,A10,1,30,200,1e400,us-west-1,,0.5\n'
    'gpu_1x_a10_x,A10,1,30,200,,us-east-1,,\n'
    'gpu_1x_a10_x,A10,1,30,200,1000000,us-east-1,,-2\n', '2026-11-01')
ORDER BY line, action;
-- a price of a million dollars an hour is refused by the catalog too
-- (one beyond the double-precision range broke every ranking)
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('lambda', 'gpu_1x_a10_x', 'us-east-2', 'on_demand', 1e400, '2026-11-01', 'test');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('lambda', 'gpu_1x_a10_x', 'us-east-2', 'on_demand', 999999.99, '2026-11-01', 'test');
DELETE FROM computesize.price WHERE instance_type = 'gpu_1x_a10_x' AND usd_per_hour > 1000;
-- a file saved with a UTF-8 byte-order mark (spreadsheet programs write
-- one) reads as without it
SELECT line, instance_type, action, reason FROM computesize.import_skypilot('lambda',
    E'\uFEFFInstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n'
    'gpu_1x_a10_x,A10,1,30,200,0.75,us-east-3,,\n', '2026-11-01');
-- NULL arguments, a date from which no price is ever in force, an empty
-- text and a header that names a column twice are refused
\set VERBOSITY terse
SELECT * FROM computesize.import_skypilot(NULL, 'InstanceType,Price,Region');
SELECT * FROM computesize.import_skypilot('lambda', NULL);
SELECT * FROM computesize.import_skypilot('lambda', 'InstanceType,Price,Region', NULL);
SELECT * FROM computesize.import_skypilot('lambda', 'InstanceType,Price,Region', 'infinity');
SELECT * FROM computesize.import_skypilot('lambda', '');
SELECT * FROM computesize.import_skypilot('lambda', E'InstanceType,Price,Region,Price\nx,1,r,2\n');
\set VERBOSITY default
SELECT * FROM computesize.import_skypilot('lambda', '');

-- clean up the user rows
DELETE FROM computesize.price WHERE NOT is_builtin;
DELETE FROM computesize.instance WHERE NOT is_builtin;
DELETE FROM computesize.provider WHERE NOT is_builtin;
