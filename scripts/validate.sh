#!/usr/bin/env bash
# Validates the memory estimator against the published measurements in
# validation/ground-truth-vram.csv, on a throw-away cluster.  Builds and
# installs first (root or sudo for "make install").
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
make -s
$SUDO make -s install >/dev/null
pg_virtualenv bash -c 'psql -X -q -c "CREATE EXTENSION computesize" && psql -X -q -f validation/validate.sql'
