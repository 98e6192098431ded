--
-- memsize text and binary I/O
--
SET search_path = public, computesize;

-- a compact way to show many inputs: the value (or the error) per input
CREATE FUNCTION pg_temp.try_in(s text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    RETURN s::computesize.memsize::bigint::text;
EXCEPTION WHEN OTHERS THEN
    RETURN 'ERROR ' || SQLSTATE || ': ' || SQLERRM;
END $$;

-- the values the API fixes (derived by hand: 24 * 1024^3, 14 * 1000^3,
-- 1.5 * 1024^3, 16 * 1024^3)
SELECT '24 GiB'::memsize::bigint AS gib24,
       '14 GB'::memsize::bigint AS gb14,
       '1.5 GiB'::memsize::bigint AS gib1_5,
       '16Gi'::memsize = '16 GiB'::memsize AS k8s_equal;

-- every unit, with its exact byte value computed independently by numeric
-- powers; "ok" means the parser agrees
SELECT u.unit, u.factor,
       ('1 ' || u.unit)::memsize::numeric = u.factor AS ok_spaced,
       ('1' || u.unit)::memsize::numeric = u.factor AS ok_glued,
       ('3.25 ' || u.unit)::memsize::numeric = round(3.25 * u.factor) AS ok_fraction
FROM (VALUES ('B', 1::numeric), ('bytes', 1),
             ('kB', 1000), ('MB', 1000^2), ('GB', 1000^3), ('TB', 1000^4),
             ('PB', 1000^5), ('EB', 1000^6),
             ('KiB', 1024), ('MiB', 1024^2), ('GiB', 1024^3), ('TiB', 1024^4),
             ('PiB', 1024^5), ('EiB', 1024^6),
             ('k', 1000), ('M', 1000^2), ('G', 1000^3), ('T', 1000^4),
             ('P', 1000^5), ('E', 1000^6),
             ('Ki', 1024), ('Mi', 1024^2), ('Gi', 1024^3), ('Ti', 1024^4),
             ('Pi', 1024^5), ('Ei', 1024^6)) AS u(unit, factor)
ORDER BY u.factor, u.unit;

-- numbers: signs, fractions, exponents, whitespace, rounding to the byte
-- (half away from zero)
SELECT s, pg_temp.try_in(s) AS bytes
FROM unnest(ARRAY[
    '0', '-0', '+0', '0 B', '1', '+1', '-1', '  42  ', E'\t42\n', '42B',
    '7e9', '7E9', '7e+9', '2.5e-1', '1e-1', '5e-1', '-5e-1', '0.5', '0.49999999999999999999',
    '1.5', '2.5', '-1.5', '-2.5', '.5 KiB', '5.', '5. KiB', '1e3 KiB',
    '0.000000001 GB', '0.0000000004 GB', '0.0000000005 GB',
    '1E', '1E3', '2E-3 EB', '1e0', '00000000000000000000000042',
    '42.000000000000000000000000000000000000001',
    '0.001 KiB', '0.0009765625 KiB', '1.0009765625 KiB',
    '1e-999999999999999999999 EiB', '0e999999999999999999999', '0.0e99 EiB'
]) AS s;

-- boundaries: int64 fits, one more byte is 22003, at both ends
SELECT s, pg_temp.try_in(s) AS bytes
FROM unnest(ARRAY[
    '9223372036854775807 B', '9223372036854775808 B',
    '-9223372036854775808 B', '-9223372036854775809 B',
    '9223372036854775807.4', '9223372036854775807.5', '-9223372036854775808.4999',
    '-9223372036854775808.5',
    '8 EiB', '-8 EiB', '7.999999999999999999 EiB', '9.223372036854775807 EB',
    '9.223372036854775808 EB', '1e19', '1e18', '1e999999999', '-1e999999999',
    '99999999999999999999999999999999999999999999999999 B'
]) AS s;

-- malformed input: 22P02 (the hint is shown in full further down)
SELECT s, pg_temp.try_in(s) AS result
FROM unnest(ARRAY[
    '', ' ', 'GiB', '-', '+', '.', '- 5', '--5', '+-5', '5 5', '5 GiB x',
    '5 GiB GiB', '5.5.5', '1e', '1e+', '1ee3', '0x10', '1,5 GiB', '1_000',
    'NaN', 'Infinity', '12 parsecs', '5 gib', '5 gb', '5 KB', '5 b', '5 Gb', '5 m',
    '5 mi', '5 iB', '5 GIB', '5 byte', E'5\x01 GiB', E'5 GiB\x7f'
]) AS s;

-- full error reports with detail and hint (SQLSTATEs are in the tables above)
SELECT '12 parsecs'::memsize;
SELECT '5 gib'::memsize;
SELECT ''::memsize;
SELECT '9223372036854775808 B'::memsize;
\set VERBOSITY default

-- output: exact, in the unit that reads shortest, never rounded
SELECT b, b::memsize AS shown
FROM unnest(ARRAY[
    0, 1, -1, 999, 1000, 1023, 1024, 1025, 1536, 1500, 2048000, 1048576,
    1048575, 14000000000, 25769803776, 1610612736, 1073741823, 123456789,
    1099511627776, 1125899906842624, 1152921504606846976, 1000000000000000000,
    9223372036854775807, -9223372036854775808, -25769803776, 3, 512, 1572864
]::bigint[]) AS b;

-- in(out(x)) = x over a large generated sample: uniform int64s at every
-- magnitude, multiples and fractions of every unit, and the extremes
CREATE TEMP TABLE sample AS
SELECT ('x' || md5(i::text))::bit(64)::bigint >> (i % 64) AS b
FROM generate_series(1, 100000) AS i
UNION ALL
SELECT (k * 1024::numeric ^ p)::bigint
FROM generate_series(-2048, 2048) AS k, generate_series(0, 4) AS p
UNION ALL
SELECT (k * 1000::numeric ^ p)::bigint
FROM generate_series(-2048, 2048) AS k, generate_series(0, 4) AS p
UNION ALL
SELECT (k::numeric * 2 ^ p / 8)::bigint
FROM generate_series(1, 63) AS k, generate_series(3, 59) AS p
UNION ALL
SELECT unnest(ARRAY[9223372036854775807, -9223372036854775808,
                    -9223372036854775807, 0]::bigint[]);

SELECT count(*) AS values_checked,
       count(*) FILTER (WHERE b::memsize::text::memsize::bigint <> b) AS mismatches
FROM sample;

-- output does not depend on settings
SET lc_numeric = 'C';
SET extra_float_digits = -15;
SET DateStyle = 'German';
SELECT '1.5 GiB'::memsize, '14 GB'::memsize;
RESET lc_numeric;
RESET extra_float_digits;
RESET DateStyle;

-- arrays and records of memsize
SELECT '{1 GiB, "2.5 GiB", 3e9}'::memsize[] AS arr,
       ('{1 GiB, "2.5 GiB"}'::memsize[])[2]::bigint AS second;
SELECT '{1 GiB, 2 parsecs}'::memsize[];

-- binary I/O: wire format is int8's (golden bytes), and COPY BINARY
-- round-trips the sample
SELECT memsize_send('24 GiB') AS send_24gib,
       memsize_send('-1 B') AS send_minus1,
       int8send(25769803776) = memsize_send('24 GiB') AS same_as_int8;

CREATE TEMP TABLE bin_src AS SELECT b::memsize AS m FROM sample;
CREATE TEMP TABLE bin_dst (m memsize);
-- (server-side COPY into the data directory, which the server can write)
SELECT current_setting('data_directory') || '/computesize_memsize_io.bin' AS binfile,
       current_setting('data_directory') || '/computesize_memsize_io.txt' AS txtfile \gset
COPY bin_src TO :'binfile' WITH (FORMAT binary);
COPY bin_dst FROM :'binfile' WITH (FORMAT binary);
SELECT (SELECT count(*) FROM bin_dst) AS copied,
       (SELECT count(*) FROM (SELECT m FROM bin_src EXCEPT ALL SELECT m FROM bin_dst) d) AS missing;

-- text COPY round trip as well
TRUNCATE bin_dst;
COPY bin_src TO :'txtfile';
COPY bin_dst FROM :'txtfile';
SELECT (SELECT count(*) FROM (SELECT m FROM bin_src EXCEPT ALL SELECT m FROM bin_dst) d) AS missing_text;

-- display functions
SELECT pretty('14 GB') AS auto, pretty('14 GB', 'GB') AS gb, pretty('14 GB', 'GB', 3) AS gb3,
       pretty('1536 MiB', NULL, 0) AS dec0, pretty('1 B') AS one_byte,
       pretty('1023 B') AS below_kib, pretty('1048575 B') AS just_below_mib,
       pretty('-1.25 TiB', NULL, 2) AS negative, pretty('-1 B', 'GiB') AS neg_zero,
       pretty('1.05 GiB', 'GiB', 1) AS below_half, pretty('1.25 GiB', 'GiB', 1) AS half_away,
       pretty('-1.25 GiB', 'GiB', 1) AS neg_half_away, pretty('9223372036854775807 B') AS max;
SELECT pretty(NULL::memsize) IS NULL AS null_size, pretty('1 GiB', NULL, NULL) IS NULL AS null_decimals;
SELECT pretty('1 GiB', 'parsec');
SELECT pretty('1 GiB', 'GiB', -1);
SELECT pretty('1 GiB', 'GiB', 19);
SELECT to_unit('1.5 GiB', 'GiB') AS gib, to_unit('14 GB', 'GiB') AS gb_in_gib,
       to_unit('1 B', 'KiB') AS tiny, to_unit('-3 MB', 'kB') AS negative,
       to_unit('9223372036854775807 B', 'EiB') AS max, to_unit('24 GiB', 'B') AS bytes;
SELECT to_unit('1 GiB', 'gib');
