#!/usr/bin/env bash
# Validates the memory estimator against the published measurements in
# validation/ground-truth-vram.csv, on a throw-away cluster.  Builds and
# installs first (root or sudo for "make install").
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
build_and_install
virtualenv bash -c 'psql -X -q -c "CREATE EXTENSION computesize CASCADE" && psql -X -q -f validation/validate.sql'
