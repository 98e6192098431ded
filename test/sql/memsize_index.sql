--
-- memsize in indexes, sorts, grouping, hash joins and partitioning
--
SET search_path = public, computesize;

CREATE TABLE jobs_mem (id int PRIMARY KEY, peak memsize NOT NULL);
INSERT INTO jobs_mem
SELECT i, ((i * 7919) % 100000)::bigint::memsize * 1048576
FROM generate_series(1, 20000) AS i;
ANALYZE jobs_mem;

-- sorting uses the btree opclass (hand-checked: values are i*7919 mod 1e5 MiB)
SELECT peak FROM jobs_mem ORDER BY peak DESC, id LIMIT 3;
SELECT peak FROM jobs_mem ORDER BY peak LIMIT 3;

-- btree index, used for range and equality
CREATE INDEX jobs_mem_peak ON jobs_mem (peak);
SET enable_seqscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT id FROM jobs_mem WHERE peak > '97 GiB' ORDER BY peak;
SELECT count(*) FROM jobs_mem WHERE peak > '97 GiB';
SELECT count(*) FROM jobs_mem WHERE peak = '7919 MiB';
RESET enable_seqscan;
RESET enable_bitmapscan;

-- unique index and deduplication-capable (equalimage) btree
CREATE TABLE sizes (m memsize UNIQUE);
INSERT INTO sizes VALUES ('1 GiB'), ('1 GB');
INSERT INTO sizes VALUES ('1024 MiB');
SELECT m FROM sizes ORDER BY m;

-- hash index
CREATE INDEX jobs_mem_peak_hash ON jobs_mem USING hash (peak);
SET enable_seqscan = off;
SET enable_bitmapscan = off;
DROP INDEX jobs_mem_peak;
EXPLAIN (COSTS OFF) SELECT id FROM jobs_mem WHERE peak = '7919 MiB';
SELECT id FROM jobs_mem WHERE peak = '7919 MiB';
RESET enable_seqscan;
RESET enable_bitmapscan;

-- GROUP BY, by hashing and by sorting
SET enable_sort = off;
EXPLAIN (COSTS OFF) SELECT peak, count(*) FROM jobs_mem GROUP BY peak;
RESET enable_sort;
SELECT count(*) AS groups FROM (SELECT peak FROM jobs_mem GROUP BY peak) g;
SET enable_hashagg = off;
SELECT count(*) AS groups FROM (SELECT peak FROM jobs_mem GROUP BY peak) g;
RESET enable_hashagg;
SELECT DISTINCT m FROM (VALUES ('1 GiB'::memsize), ('1024 MiB'), ('1 GB')) AS v(m) ORDER BY m;

-- hash join and merge join on memsize keys
CREATE TABLE gpu_mem (name text, mem memsize);
INSERT INTO gpu_mem VALUES ('a', '16 GiB'), ('b', '24 GiB'), ('c', '80 GiB'), ('d', '24 GiB');
CREATE TABLE need (job text, mem memsize);
INSERT INTO need VALUES ('x', '24 GiB'), ('y', '80 GiB'), ('z', '40 GiB');
SET enable_mergejoin = off;
SET enable_nestloop = off;
EXPLAIN (COSTS OFF) SELECT * FROM need JOIN gpu_mem USING (mem);
SELECT job, name, mem FROM need JOIN gpu_mem USING (mem) ORDER BY job, name;
RESET enable_mergejoin;
SET enable_hashjoin = off;
EXPLAIN (COSTS OFF) SELECT * FROM need JOIN gpu_mem USING (mem);
SELECT job, name, mem FROM need JOIN gpu_mem USING (mem) ORDER BY job, name;
RESET enable_hashjoin;
RESET enable_nestloop;

-- hash partitioning needs the extended hash function
CREATE TABLE part_mem (m memsize, note text) PARTITION BY HASH (m);
CREATE TABLE part_mem_0 PARTITION OF part_mem FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE part_mem_1 PARTITION OF part_mem FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO part_mem SELECT (i::bigint * 1048576)::memsize, 'row' FROM generate_series(1, 1000) AS i;
SELECT count(*) AS total, count(DISTINCT tableoid) AS partitions_used,
       bool_and(count_ok) AS balanced
FROM (SELECT tableoid, count(*) OVER (PARTITION BY tableoid) BETWEEN 400 AND 600 AS count_ok
      FROM part_mem) s;
EXPLAIN (COSTS OFF) SELECT * FROM part_mem WHERE m = '5 MiB';
SELECT m FROM part_mem WHERE m = '5 MiB';
-- range partitioning uses the btree class
CREATE TABLE range_mem (m memsize) PARTITION BY RANGE (m);
CREATE TABLE range_small PARTITION OF range_mem FOR VALUES FROM (MINVALUE) TO ('16 GiB');
CREATE TABLE range_big PARTITION OF range_mem FOR VALUES FROM ('16 GiB') TO (MAXVALUE);
INSERT INTO range_mem VALUES ('8 GiB'), ('16 GiB'), ('80 GiB');
SELECT tableoid::regclass, m FROM range_mem ORDER BY m;

-- the operator classes are valid
SELECT opc.opcname, am.amname, amvalidate(opc.oid)
FROM pg_opclass opc JOIN pg_am am ON am.oid = opc.opcmethod
WHERE opc.opcnamespace = 'computesize'::regnamespace
ORDER BY 1;

-- hashing agrees with equality and with int8 (same values, same hashes)
SELECT memsize_hash('1 GiB') = memsize_hash('1024 MiB') AS same_hash,
       memsize_hash('1 GiB') = hashint8(1073741824) AS int8_compatible,
       memsize_hash_extended('1 GiB', 42) = hashint8extended(1073741824, 42) AS ext_ok;

DROP TABLE jobs_mem, sizes, gpu_mem, need, part_mem, range_mem;
