#!/usr/bin/env bash
# Counts the instructions per row of the benchmark's main queries with
# callgrind (valgrind), which unlike a clock does not depend on what else the
# machine is doing: a single-user backend over a throw-away data directory,
# collecting only inside the executor (standard_ExecutorRun), so parsing,
# planning and start-up are left out.  BENCH_ROWS=N for another size
# (default 200,000).  Needs valgrind; run as root (it runs the backend as
# the postgres user).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
build_and_install
rows=${BENCH_ROWS:-200000}
bin=$(pg_config --bindir)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
chown postgres "$dir"
run() { sudo -u postgres "$@"; }
run "$bin/initdb" -A trust -D "$dir/data" >/dev/null 2>&1
# the benchmark's table, as bench/bench.sql builds it
sed -n '/^CREATE TABLE bench_jobs AS/,/^FROM generate_series/p' bench/bench.sql |
    sed "s/:rows/$rows/" > "$dir/table.sql"
{ echo "CREATE EXTENSION computesize CASCADE;"; tr '\n' ' ' < "$dir/table.sql"; echo; echo "VACUUM ANALYZE bench_jobs;"; } > "$dir/setup.sql"
run "$bin/postgres" --single -D "$dir/data" postgres < "$dir/setup.sql" > "$dir/setup.log" 2>&1
! grep -q ERROR "$dir/setup.log" || { cat "$dir/setup.log"; exit 1; }
args="params => params, layers => layers, hidden => hidden, heads => heads, kv_heads => kv_heads, intermediate => intermediate, vocab => vocab, method => method, batch => batch, seq_len => seq_len, gradient_checkpointing => ckpt"
iargs="params => params + i, layers => layers, hidden => hidden, heads => heads, kv_heads => kv_heads, intermediate => intermediate, vocab => vocab, batch => batch, context => seq_len"
count() {   # name, query: instructions per row inside the executor
    echo "SET jit = off; $2" > "$dir/q.sql"
    run valgrind --tool=callgrind --callgrind-out-file="$dir/cg.out" --collect-atstart=no \
        --toggle-collect=standard_ExecutorRun "$bin/postgres" --single -D "$dir/data" postgres \
        < "$dir/q.sql" > /dev/null 2> "$dir/vg.log"
    callgrind_annotate "$dir/cg.out" | awk -v n="$1" -v rows="$rows" \
        '/PROGRAM TOTALS/ { gsub(",", "", $1); printf "%-55s %8.0f\n", n, $1 / rows }'
}
{
    count "baseline: sum(batch * seq_len * params)" "SELECT sum(batch * seq_len * params) FROM bench_jobs;"
    count "memory(training_job(params, architecture))" "SELECT sum((computesize.memory(computesize.training_job($args))).total::bigint) FROM bench_jobs;"
    count "the same, every row distinct" "SELECT sum((computesize.memory(computesize.training_job(${args/params => params/params => params + i}))).total::bigint) FROM bench_jobs;"
    count "the same as whole memory_estimate values" "SELECT count(computesize.memory(computesize.training_job(${args/params => params/params => params + i}))) FROM bench_jobs;"
    count "memory(inference_job(...)), every row distinct" "SELECT sum((computesize.memory(computesize.inference_job($iargs))).total::bigint) FROM bench_jobs;"
    count "the same as a GGUF file (q4_k_m, llama.cpp)" "SELECT sum((computesize.memory(computesize.inference_job($iargs, dtype => 'q4_k_m', framework => 'llama.cpp'))).total::bigint) FROM bench_jobs;"
} | awk 'NR == 1 { base = $NF } { printf "%s  %5.2fx\n", $0, $NF / base }' | sed '1i query                                                  instr/row  vs baseline'
