-- pgTAP: memsize behaviour and error contracts (SQLSTATEs)
BEGIN;
\ir helpers/hint_of.sql
SELECT plan(45);
SET LOCAL search_path = public, computesize;

-- acceptance values, derived by hand
SELECT is('24 GiB'::memsize::bigint, 25769803776::bigint, '24 GiB = 24 * 1024^3 bytes');
SELECT is('14 GB'::memsize::bigint, 14000000000::bigint, '14 GB = 14 * 1000^3 bytes');
SELECT is('1.5 GiB'::memsize::bigint, 1610612736::bigint, '1.5 GiB = 1.5 * 1024^3 bytes');
SELECT is('16Gi'::memsize, '16 GiB'::memsize, 'Kubernetes 16Gi = 16 GiB');
SELECT is('512Mi'::memsize::bigint, 536870912::bigint, 'Kubernetes 512Mi');
SELECT is('129M'::memsize::bigint, 129000000::bigint, 'Kubernetes 129M');
SELECT is('129e6'::memsize::bigint, 129000000::bigint, 'Kubernetes 129e6');
SELECT is('1k'::memsize::bigint, 1000::bigint, 'Kubernetes k');
SELECT is('9223372036854775807 B'::memsize::text::memsize::bigint, 9223372036854775807, 'int64 max round-trips');
SELECT is('-9223372036854775808 B'::memsize::text, '-8 EiB', 'int64 min prints as -8 EiB');
SELECT is('1.5 GiB'::memsize::text, '1.5 GiB', 'output reads well');
SELECT is('14 GB'::memsize::text, '14 GB', 'SI output');
SELECT is(pretty('14 GB'), '13.0 GiB', 'pretty picks a binary unit');
SELECT is(to_unit('1.5 GiB', 'GiB'), 1.5, 'to_unit is exact');
SELECT is('0.5 B'::memsize::bigint, 1::bigint, 'halves round away from zero');
SELECT is('-0.5 B'::memsize::bigint, -1::bigint, 'negative halves round away from zero');

-- arithmetic
SELECT is('24 GiB'::memsize - '14 GB', 11769803776::bigint::memsize, 'subtraction');
SELECT is('24 GiB'::memsize * 1.5, '36 GiB'::memsize, 'numeric factor');
SELECT is('1 GiB'::memsize / 3, 357913941::bigint::memsize, 'division rounds to the byte');
SELECT is('10 GiB'::memsize / '4 GiB'::memsize, 2.5::float8, 'ratio');
SELECT is((SELECT sum(m) FROM (VALUES ('1 GiB'::memsize), ('1 GiB')) v(m)), '2 GiB'::memsize, 'sum');
SELECT is((SELECT avg(m) FROM (VALUES ('1 GiB'::memsize), ('2 GiB')) v(m)), '1.5 GiB'::memsize, 'avg');
SELECT is((SELECT sum(m) FROM (SELECT '1 GiB'::memsize AS m WHERE false) e), NULL, 'sum of nothing is NULL');

-- error contracts
SELECT throws_ok($$SELECT '12 parsecs'::computesize.memsize$$, '22P02',
                 'invalid input syntax for type memsize: "12 parsecs"', 'unknown unit: 22P02');
SELECT ok((SELECT h LIKE 'Valid units are%"GiB"%' FROM (SELECT pg_temp.hint_of($$SELECT '12 parsecs'::computesize.memsize$$) AS h) s),
          'the hint lists the units');
SELECT throws_ok($$SELECT ''::computesize.memsize$$, '22P02', NULL, 'empty string: 22P02');
SELECT throws_ok($$SELECT '5 gib'::computesize.memsize$$, '22P02', NULL, 'units are case-sensitive: 22P02');
SELECT throws_ok($$SELECT '5 Gb'::computesize.memsize$$, '22P02', NULL, 'gigabit is not a byte unit: 22P02');
SELECT throws_ok($$SELECT '1e'::computesize.memsize$$, '22P02', NULL, 'dangling exponent: 22P02');
SELECT throws_ok($$SELECT '9223372036854775808 B'::computesize.memsize$$, '22003',
                 'value "9223372036854775808 B" is out of range for type memsize', 'one more byte than int64: 22003');
SELECT throws_ok($$SELECT '-9223372036854775809 B'::computesize.memsize$$, '22003', NULL, 'one byte below int64: 22003');
SELECT throws_ok($$SELECT '9223372036854775807 B'::computesize.memsize + '1 B'$$, '22003', 'memsize out of range', 'addition overflow: 22003');
SELECT throws_ok($$SELECT '-8 EiB'::computesize.memsize - '1 B'$$, '22003', 'memsize out of range', 'subtraction overflow: 22003');
SELECT throws_ok($$SELECT -'-8 EiB'::computesize.memsize$$, '22003', 'memsize out of range', 'negation overflow: 22003');
SELECT throws_ok($$SELECT '5 EiB'::computesize.memsize * 2$$, '22003', 'memsize out of range', 'multiplication overflow: 22003');
SELECT throws_ok($$SELECT '1 B'::computesize.memsize * 'NaN'::float8$$, '22003', 'cannot convert NaN to memsize', 'NaN factor: 22003');
SELECT throws_ok($$SELECT 'NaN'::numeric::computesize.memsize$$, '22003', 'cannot convert NaN to memsize', 'NaN cast: 22003');
SELECT is(pg_temp.hint_of($$SELECT '5 EiB'::computesize.memsize * 2$$),
          'A memsize holds from -8 EiB to 8 EiB minus one byte.', 'an arithmetic overflow''s hint states the range');
SELECT throws_ok($$SELECT '1 GiB'::computesize.memsize / 0$$, '22012', 'division by zero', 'division by zero: 22012');
SELECT throws_ok($$SELECT '1 GiB'::computesize.memsize / '0 B'::computesize.memsize$$, '22012', 'division by zero', 'ratio by zero: 22012');
SELECT throws_ok($$SELECT computesize.sum(m) FROM (VALUES ('8 EB'::computesize.memsize), ('8 EB')) v(m)$$, '22003', NULL, 'sum overflow: 22003');
SELECT throws_ok($$SELECT computesize.pretty('1 GiB', 'parsec')$$, '22023', 'unit "parsec" is not recognized', 'bad display unit: 22023');
SELECT throws_ok($$SELECT computesize.pretty('1 GiB', 'GiB', 19)$$, '22023', NULL, 'too many decimals: 22023');
SELECT throws_ok($$SELECT computesize.to_unit('1 GiB', 'GB ')$$, '22023', NULL, 'bad to_unit unit: 22023');
SELECT throws_ok($$SELECT 1e30::computesize.memsize$$, '22003', NULL, 'numeric cast overflow: 22003');

SELECT * FROM finish();
ROLLBACK;
