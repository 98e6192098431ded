#!/usr/bin/env bash
# Benchmarks the estimators on a throw-away cluster: rows per second over a
# million generated workloads, against a trivial built-in expression and a
# PL/pgSQL version measured in the same run.  BENCH_ROWS=N for another size.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
make -s
$SUDO make -s install >/dev/null
pg_virtualenv bash -c "psql -X -q -c 'CREATE EXTENSION computesize' && psql -X -q -v rows=${BENCH_ROWS:-1000000} -f bench/bench.sql"
