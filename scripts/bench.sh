#!/usr/bin/env bash
# Benchmarks the estimators on a throw-away cluster: rows per second over a
# million generated workloads, against a trivial built-in expression and a
# PL/pgSQL version measured in the same run.  BENCH_ROWS=N for another size,
# BENCH_ROUNDS=N for more or fewer rounds (each query's best time; ratios are
# the median over the rounds of the ratio within a round).  Then times the
# refresh of a job history of BENCH_JOBS jobs (a million; 0 skips it):
# first, with nothing changed, with 1% changed, after a price change.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
build_and_install
virtualenv -o shared_buffers=1GB bash -c "psql -X -q -c 'CREATE EXTENSION computesize CASCADE' && psql -X -q -v rows=${BENCH_ROWS:-1000000} -v rounds=${BENCH_ROUNDS:-7} -f bench/bench.sql && if [ ${BENCH_JOBS:-1000000} -gt 0 ]; then psql -X -q -v history_jobs=${BENCH_JOBS:-1000000} -f bench/refresh.sql; fi"
