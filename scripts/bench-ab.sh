#!/usr/bin/env bash
# Compares two builds of the library by the clock, alternately in one
# throw-away cluster over one table, so that a slow or fast phase of a shared
# machine weighs on both alike: every round installs build A, then build B
# (each a computesize.so built from this tree, e.g. at two revisions or with
# two sets of flags), and times the benchmark's baseline, its query by
# architecture and the same with every row distinct, three times each in a
# new connection (which loads the library afresh), and memory() over the
# distinct workloads stored in a table.  Prints each build's best
# times and its median ratios to the baseline.  Leaves the installed library as it found it.  Run as root
# (it replaces the installed library):
#
#     make clean && make OPTIMIZE=-O3 && cp computesize.so /tmp/o3.so
#     make clean && make && cp computesize.so /tmp/o2.so
#     sudo bash scripts/bench-ab.sh /tmp/o2.so /tmp/o3.so [rounds]
#
# Both builds serve the installed scripts' default version unless
# AB_VERSION names an older one, which a build from before a release needs
# (CREATE FUNCTION finds each function's symbol in the library), e.g.
# AB_VERSION=0.1.17 for a build without host_memory().
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: $0 A.so B.so [rounds]" >&2; exit 2; }
a=$(realpath "$1"); b=$(realpath "$2"); rounds=${3:-6}
lib=$(pg_config --pkglibdir)/computesize.so
dir=$(mktemp -d)
cp "$lib" "$dir/installed.so"
# a backend may still map the library: replace the file, never write into it
put() { cp "$1" "$lib.tmp" && mv -f "$lib.tmp" "$lib"; }
trap 'put "$dir/installed.so"; rm -rf "$dir"' EXIT
chmod 755 "$dir"

# the benchmark's tables, as bench/bench.sql builds them
{
    echo "CREATE EXTENSION computesize ${AB_VERSION:+VERSION '$AB_VERSION'} CASCADE;"
    sed -n '/^CREATE TABLE bench_jobs AS/,/^FROM generate_series/p' bench/bench.sql | sed 's/:rows/1000000/'
    echo "VACUUM ANALYZE bench_jobs;"
    sed -n '/^CREATE TABLE bench_stored AS/,/^FROM bench_jobs;/p' bench/bench.sql
    echo "VACUUM ANALYZE bench_stored;"
    echo "CREATE TABLE ab_time (build text, round int, query int, seconds float8);"
} > "$dir/setup.sql"
# its baseline, its query by architecture, and that with every row distinct
{
    echo "SET max_parallel_workers_per_gather = 0; SET jit = off;"
    echo 'DO $$ DECLARE t0 timestamptz; q text[] := ARRAY['
    echo "'SELECT sum(batch * seq_len * params) FROM bench_jobs'"
    for p in params "params + i"; do
        echo ", 'SELECT sum((computesize.memory(computesize.training_job(params => $p, layers => layers, hidden => hidden, heads => heads, kv_heads => kv_heads, intermediate => intermediate, vocab => vocab, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt))).total::bigint) FROM bench_jobs'"
    done
    echo ", 'SELECT sum((computesize.memory(w)).total::bigint) FROM bench_stored'"
    echo "];"
    echo 'BEGIN FOR k IN 1..4 LOOP FOR j IN 1..3 LOOP t0 := clock_timestamp(); EXECUTE q[k];'
    echo "INSERT INTO ab_time VALUES (current_setting('ab.build'), current_setting('ab.round')::int, k, extract(epoch FROM clock_timestamp() - t0));"
    echo 'END LOOP; END LOOP; END $$;'
} > "$dir/round.sql"
cat > "$dir/report.sql" <<'EOF'
SELECT build, count(*) AS rounds,
       round(min(arch_s)::numeric, 4) AS best_by_arch_seconds,
       round(percentile_cont(0.5) WITHIN GROUP (ORDER BY arch_s / base_s)::numeric, 3) AS by_arch_x_baseline,
       round(min(distinct_s)::numeric, 4) AS best_distinct_seconds,
       round(percentile_cont(0.5) WITHIN GROUP (ORDER BY distinct_s / base_s)::numeric, 3) AS distinct_x_baseline,
       round(percentile_cont(0.5) WITHIN GROUP (ORDER BY stored_s / base_s)::numeric, 3) AS stored_x_baseline
FROM (SELECT build, round, min(seconds) FILTER (WHERE query = 1) AS base_s,
             min(seconds) FILTER (WHERE query = 2) AS arch_s,
             min(seconds) FILTER (WHERE query = 3) AS distinct_s,
             min(seconds) FILTER (WHERE query = 4) AS stored_s
      FROM ab_time GROUP BY build, round) r
GROUP BY build ORDER BY build;
EOF
cp "$a" "$dir/A.so"; cp "$b" "$dir/B.so"
put "$dir/A.so"
pg_virtualenv -o shared_buffers=1GB bash -c "
set -e
psql -X -q -v ON_ERROR_STOP=1 -f '$dir/setup.sql' > /dev/null
for k in \$(seq 1 $rounds); do
    for v in A B; do
        cp '$dir/'\$v.so '$lib.tmp' && mv -f '$lib.tmp' '$lib'
        PGOPTIONS=\"-c ab.build=\$v -c ab.round=\$k\" psql -X -q -v ON_ERROR_STOP=1 -f '$dir/round.sql'
    done
done
psql -X -q -f '$dir/report.sql'
"
