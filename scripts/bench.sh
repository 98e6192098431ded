#!/usr/bin/env bash
# Benchmarks the estimators on a throw-away cluster: rows per second over a
# million generated workloads, against a trivial built-in expression and a
# PL/pgSQL version measured in the same run.  BENCH_ROWS=N for another size,
# BENCH_ROUNDS=N for more or fewer rounds (each query's best time; ratios are
# the median over the rounds of the ratio within a round).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
build_and_install
virtualenv -o shared_buffers=1GB bash -c "psql -X -q -c 'CREATE EXTENSION computesize CASCADE' && psql -X -q -v rows=${BENCH_ROWS:-1000000} -v rounds=${BENCH_ROUNDS:-7} -f bench/bench.sql"
