#!/usr/bin/env bash
# The computesize demo: builds and installs the extension, then runs
# demo/demo.sql on a throw-away PostgreSQL cluster (pg_virtualenv), which is
# removed afterwards.  Needs root (or sudo) for "make install".
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
build_and_install
virtualenv psql -X -q -f demo/demo.sql
