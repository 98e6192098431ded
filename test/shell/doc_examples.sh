#!/usr/bin/env bash
# Every =# example of README.md and docs/*.md runs (TAP output): an example
# whose shown output is an ERROR must fail, every other must succeed.  Runs
# inside a cluster (scripts/test.sh calls it under pg_virtualenv), in a
# database with the extension, the demo's job history (the examples that
# read public.job_workloads) and a role analyst.  pg_cron's examples run in
# test/cron/refresh.sh's cluster, not here.
set -uo pipefail
cd "$(dirname "$0")/../.."
n=0 failed=0
db=cs_doc_examples
trap 'dropdb --if-exists $db; psql -X -q -d postgres -c "DROP ROLE IF EXISTS analyst" 2>/dev/null' EXIT
# a database of its own for each file, as a reader following it would have
fresh() {
    dropdb --if-exists $db && createdb $db &&
    psql -X -q -v ON_ERROR_STOP=1 -d $db -c "CREATE EXTENSION computesize CASCADE" >/dev/null &&
    psql -X -q -v ON_ERROR_STOP=1 -d $db -c "SET search_path = public, computesize" -f demo/job_history.sql >/dev/null
}
psql -X -q -d postgres -c "DO \$\$ BEGIN CREATE ROLE analyst; EXCEPTION WHEN duplicate_object THEN NULL; END \$\$" >/dev/null
last=
while IFS=$'\t' read -r file line expect stmt; do
    case "$stmt" in *cron.*) continue ;; esac
    if [ "$file" != "$last" ]; then
        fresh || { echo "not ok $((n + 1)) - set up the examples' database for $file"; exit 1; }
        last=$file
    fi
    n=$((n + 1))
    out=$(PGOPTIONS='-c search_path=public,computesize -c client_min_messages=warning' \
          psql -X -q -v ON_ERROR_STOP=1 -d $db -c "$stmt" 2>&1)
    rc=$?
    if { [ "$expect" = ok ] && [ $rc = 0 ]; } || { [ "$expect" = error ] && [ $rc != 0 ]; }; then
        echo "ok $n - $file:$line"
    else
        echo "not ok $n - $file:$line ($expect expected)"
        echo "$out" | head -3 | sed 's/^/# /'
        failed=$((failed + 1))
    fi
done < <(python3 tools/doc_examples.py)
echo "1..$n"
[ "$failed" -eq 0 ]
