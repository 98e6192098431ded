#!/usr/bin/env bash
# Validates the memory estimator against the published measurements in
# validation/ground-truth-vram.csv, and the time model against the measured
# throughput in validation/throughput-measured.csv (validation/throughput.sql),
# on a throw-away cluster.  Builds and
# installs first (root or sudo for "make install").
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
build_and_install
virtualenv bash -c 'psql -X -q -c "CREATE EXTENSION computesize CASCADE" && psql -X -q -f validation/validate.sql && psql -X -q -f validation/throughput.sql'
