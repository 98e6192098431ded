--
-- memsize aggregates: sum, avg, min, max, serial and parallel
--
SET search_path = public, computesize;

-- hand-derived: 1 GiB + 2 GiB + 1 B = 3221225473 B; avg = 1073741824.33 -> 1 GiB
SELECT sum(x), avg(x), min(x), max(x), count(x)
FROM (VALUES ('1 GiB'::memsize), ('2 GiB'), ('1 B'), (NULL)) AS v(x);

-- empty input and all-NULL input give NULL (like the built-in aggregates)
SELECT sum(x), avg(x), min(x), max(x) FROM (SELECT '1 GiB'::memsize AS x WHERE false) AS e;
SELECT sum(x), avg(x) FROM (VALUES (NULL::memsize), (NULL)) AS v(x);

-- avg rounds half away from zero and cannot overflow (128-bit sum)
SELECT avg(x) FROM (VALUES ('1 B'::memsize), ('2 B')) AS v(x);
SELECT avg(x) FROM (VALUES ('-1 B'::memsize), ('-2 B')) AS v(x);
SELECT avg(x) FROM (VALUES ('9223372036854775807 B'::memsize), ('9223372036854775807 B'), ('9223372036854775805 B')) AS v(x);
SELECT avg(x) FROM (VALUES ('-9223372036854775808 B'::memsize), ('-9223372036854775808 B')) AS v(x);

-- sum overflow is an error, not a wrap-around
SELECT sum(x) FROM (VALUES ('8 EB'::memsize), ('8 EB')) AS v(x);

-- GROUP BY and window use
SELECT g, sum(x), avg(x), max(x)
FROM (VALUES ('a', '1 GiB'::memsize), ('a', '3 GiB'), ('b', '500 MB')) AS v(g, x)
GROUP BY g ORDER BY g;
SELECT x, sum(x) OVER (ORDER BY x) AS running
FROM (VALUES ('1 GiB'::memsize), ('2 GiB'), ('3 GiB')) AS v(x);

-- a forced parallel plan: partial aggregates combined at the Gather
CREATE TABLE agg_data AS
SELECT (i::bigint * 1048576)::memsize AS m, i % 7 AS g
FROM generate_series(1, 200000) AS i;
ANALYZE agg_data;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
EXPLAIN (COSTS OFF) SELECT sum(m), avg(m), min(m), max(m) FROM agg_data;
-- expected, by hand: sum of i for 1..200000 = 20000100000, times 1 MiB;
-- avg = 100000.5 MiB = 104858124288 B; min 1 MiB; max 200000 MiB
SELECT sum(m) = (20000100000::numeric * 1048576)::bigint::memsize AS sum_ok,
       sum(m), avg(m), avg(m)::bigint = 104858124288 AS avg_ok, min(m), max(m)
FROM agg_data;
EXPLAIN (COSTS OFF) SELECT g, sum(m) FROM agg_data GROUP BY g;
SELECT g, sum(m), avg(m) FROM agg_data GROUP BY g ORDER BY g;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;
RESET max_parallel_workers_per_gather;
DROP TABLE agg_data;

-- the avg state is a plain bigint[] {count, high 64 bits, low 64 bits}
SELECT memsize_avg_accum('{0,0,0}', '-1 B');
SELECT memsize_avg_combine('{2,0,10}', '{1,0,5}'), memsize_avg_final('{3,0,15}');
SELECT memsize_avg_final('{1,2}');
