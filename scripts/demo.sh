#!/usr/bin/env bash
# The computesize demo: builds and installs the extension, then runs
# demo/demo.sql on a throw-away PostgreSQL cluster (pg_virtualenv), which is
# removed afterwards.  Needs root (or sudo) for "make install".
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
make -s
$SUDO make -s install >/dev/null
pg_virtualenv psql -X -q -f demo/demo.sql
