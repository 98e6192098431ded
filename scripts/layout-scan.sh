#!/usr/bin/env bash
# Measures, for each LAYOUT_PAD given (bytes of padding before the
# library's code, see the Makefile and src/support.c), the first-level
# instruction-cache misses a row of the benchmark's every-row-distinct
# training estimate, taken whole (count(memory(...))) and as one column
# ((memory(...)).total, the column function), and memory(w) over the
# same jobs stored as workload values, in valgrind's model of this
# machine's cache (callgrind --cache-sim=yes).  Unlike a clock it does not
# depend on what else the machine is doing.  The same build misses from
# about 1 to 11 times a row at one 64-byte step from another.
#
#     sudo bash scripts/layout-scan.sh 0 64 128 2048 2112    (default: 0 to 4032, step 64)
#
# BENCH_ROWS=N for another size (default 30,000; the first 4,096 calls of
# each query fill the memo of the direct functions).  Needs valgrind; run
# as root.  Rebuilds and installs the default LAYOUT_PAD when done.
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${BENCH_ROWS:-30000}
pads=("$@")
[ ${#pads[@]} -gt 0 ] || pads=($(seq 0 64 4032))
bin=$(pg_config --bindir)
dir=$(mktemp -d)
trap 'rm -rf "$dir"; touch src/support.c; make -s >/dev/null && make -s install >/dev/null' EXIT
chown postgres "$dir"
run() { sudo -u postgres "$@"; }
make -s >/dev/null && make -s install >/dev/null
run "$bin/initdb" -A trust -D "$dir/data" >/dev/null 2>&1
sed -n '/^CREATE TABLE bench_jobs AS/,/^FROM generate_series/p' bench/bench.sql |
    sed "s/:rows/$rows/" > "$dir/table.sql"
sed -n '/^CREATE TABLE bench_stored AS/,/^FROM bench_jobs;/p' bench/bench.sql > "$dir/stored.sql"
{ echo "CREATE EXTENSION computesize CASCADE;"; tr '\n' ' ' < "$dir/table.sql"; echo; echo "VACUUM ANALYZE bench_jobs;"
  tr '\n' ' ' < "$dir/stored.sql"; echo; echo "VACUUM ANALYZE bench_stored;"; } > "$dir/setup.sql"
run "$bin/postgres" --single -D "$dir/data" postgres < "$dir/setup.sql" > "$dir/setup.log" 2>&1
! grep -q ERROR "$dir/setup.log" || { cat "$dir/setup.log"; exit 1; }
args="params => params + i, layers => layers, hidden => hidden, heads => heads, kv_heads => kv_heads, intermediate => intermediate, vocab => vocab, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt"
misses() {   # query: first-level instruction-cache misses per row inside the executor
    echo "SET jit = off; $1" > "$dir/q.sql"
    run valgrind --tool=callgrind --cache-sim=yes --callgrind-out-file="$dir/cg.out" --collect-atstart=no \
        --toggle-collect=standard_ExecutorRun "$bin/postgres" --single -D "$dir/data" postgres \
        < "$dir/q.sql" > /dev/null 2> "$dir/vg.log"
    callgrind_annotate --show=I1mr 2>/dev/null "$dir/cg.out" | awk -v rows="$rows" \
        '/PROGRAM TOTALS/ { gsub(",", "", $1); printf "%8.2f", $1 / rows }'
}
printf '%10s %12s %12s %12s\n' LAYOUT_PAD whole column stored
for p in "${pads[@]}"; do
    touch src/support.c      # (a missing object is not rebuilt: PGXS's .SECONDARY)
    make -s LAYOUT_PAD="$p" >/dev/null && make -s install >/dev/null
    printf '%10s %12s %12s %12s\n' "$p" \
        "$(misses "SELECT count(computesize.memory(computesize.training_job($args))) FROM bench_jobs;")" \
        "$(misses "SELECT sum((computesize.memory(computesize.training_job($args))).total::bigint) FROM bench_jobs;")" \
        "$(misses "SELECT sum((computesize.memory(w)).total::bigint) FROM bench_stored;")"
done
