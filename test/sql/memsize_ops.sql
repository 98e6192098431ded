--
-- memsize arithmetic and casts
--
SET search_path = public, computesize;

CREATE FUNCTION pg_temp.try(q text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE r text;
BEGIN
    EXECUTE 'SELECT (' || q || ')::text' INTO r;
    RETURN r;
EXCEPTION WHEN OTHERS THEN
    RETURN 'ERROR ' || SQLSTATE || ': ' || SQLERRM;
END $$;

-- comparisons
SELECT '1 GiB'::memsize > '1 GB' AS gib_gt_gb, '1024 MiB'::memsize = '1 GiB' AS eq,
       '1 kB'::memsize < '1 KiB' AS lt, '1 kB'::memsize <> '1000 B' AS ne,
       '-1 B'::memsize < '0 B' AS negative, '2 GiB'::memsize >= '2048 MiB' AS ge,
       '3 GB'::memsize <= '2.5 GiB' AS le;

-- addition, subtraction and negation (hand-derived: 24 GiB - 14 GB =
-- 25769803776 - 14000000000 = 11769803776)
SELECT '24 GiB'::memsize - '14 GB' AS diff, ('24 GiB'::memsize - '14 GB')::bigint AS diff_bytes,
       '1 GiB'::memsize + '512 MiB' AS sum, -'1.5 GiB'::memsize AS neg,
       '14 GB'::memsize - '24 GiB' AS negative_headroom;

-- multiplication and division: integral factors are exact; fractions round
-- to the nearest byte, halves away from zero
SELECT q, pg_temp.try(q) AS result FROM unnest(ARRAY[
    $$'24 GiB'::memsize * 2$$,
    $$2 * '24 GiB'::memsize$$,
    $$'24 GiB'::memsize * 1.5$$,
    $$1.5 * '24 GiB'::memsize$$,
    $$'1 GiB'::memsize * 0.1$$,
    $$'3 B'::memsize * 0.5$$,
    $$'-3 B'::memsize * 0.5$$,
    $$'3 B'::memsize * 0.5::float8$$,
    $$'-3 B'::memsize * 0.5::float8$$,
    $$'1 GiB'::memsize * 1.2::float8$$,
    $$'4611686018427387904 B'::memsize * 1$$,
    $$'4611686018427387903 B'::memsize * 2$$,
    $$'4611686018427387904 B'::memsize * 2$$,
    $$'4611686018427387904 B'::memsize * -2$$,
    $$'4611686018427387904 B'::memsize * 2.0$$,
    $$'4611686018427387904 B'::memsize * -2.0$$,
    $$'4 EiB'::memsize * 1.999999999999999999$$,
    $$'1 B'::memsize * 'NaN'::float8$$,
    $$'1 B'::memsize * 'Infinity'::float8$$,
    $$'0 B'::memsize * 'Infinity'::float8$$,
    $$'1 B'::memsize * 'NaN'::numeric$$,
    $$'1 B'::memsize * 'Infinity'::numeric$$,
    $$'1 B'::memsize * 1e-30$$,
    $$'9223372036854775807 B'::memsize * 1.0000000000000000001$$,
    $$'1 GiB'::memsize / 3$$,
    $$'2 GiB'::memsize / 3$$,
    $$'5 B'::memsize / 2$$,
    $$'-5 B'::memsize / 2$$,
    $$'5 B'::memsize / -2$$,
    $$'7 B'::memsize / 2.8$$,
    $$'7 B'::memsize / 2.8::float8$$,
    $$'1 GiB'::memsize / 1.5$$,
    $$'1 GiB'::memsize / 0.5$$,
    $$'9223372036854775807 B'::memsize / 0.5$$,
    $$'-9223372036854775808 B'::memsize / -1$$,
    $$'-9223372036854775808 B'::memsize / -1.0$$,
    $$'-9223372036854775808 B'::memsize / 1$$,
    $$'1 GiB'::memsize / 'Infinity'::numeric$$,
    $$'1 GiB'::memsize / 'NaN'::numeric$$,
    $$'1 GiB'::memsize / 'NaN'::float8$$,
    $$'1 GiB'::memsize / 0$$,
    $$'1 GiB'::memsize / 0.0$$,
    $$'1 GiB'::memsize / 0::float8$$,
    $$'1 GiB'::memsize / '0 B'::memsize$$,
    $$'10 GiB'::memsize / '4 GiB'::memsize$$,
    $$'14 GB'::memsize / '16 GiB'::memsize$$
]) AS q;

-- overflow at both ends: 22003
SELECT q, pg_temp.try(q) AS result FROM unnest(ARRAY[
    $$'9223372036854775807 B'::memsize + '1 B'$$,
    $$'-9223372036854775808 B'::memsize - '1 B'$$,
    $$'-9223372036854775808 B'::memsize + '-1 B'$$,
    $$'9223372036854775807 B'::memsize - '-1 B'$$,
    $$-'-9223372036854775808 B'::memsize$$,
    $$-'9223372036854775807 B'::memsize$$,
    $$'8 EB'::memsize + '8 EB'$$
]) AS q;

-- casts: bigint and numeric both ways (from numbers: explicit only)
SELECT 42::memsize AS from_int, 25769803776::bigint::memsize AS from_bigint,
       1.5::memsize AS from_numeric_half, (-2.5)::memsize AS from_numeric_neg_half,
       '24 GiB'::memsize::bigint AS to_bigint, '1.5 KiB'::memsize::numeric AS to_numeric;
SELECT q, pg_temp.try(q) AS result FROM unnest(ARRAY[
    $$9223372036854775807.5::memsize$$,
    $$(-9223372036854775808.5)::memsize$$,
    $$'NaN'::numeric::memsize$$,
    $$'-Infinity'::numeric::memsize$$,
    $$1e30::memsize$$
]) AS q;
-- assignment casts to numbers work, no implicit cast from numbers
CREATE TEMP TABLE cast_target (b bigint, n numeric, m memsize);
INSERT INTO cast_target (b, n) VALUES ('24 GiB'::memsize, '14 GB'::memsize);
SELECT * FROM cast_target;
INSERT INTO cast_target (m) VALUES (42::bigint);
SELECT '1 GiB'::memsize + 1;
SELECT '1 GiB'::memsize > 0;
