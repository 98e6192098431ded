#!/usr/bin/env bash
# Runs every test of computesize: builds with warnings as errors, installs,
# then on a throw-away cluster (pg_virtualenv) runs the pg_regress suite,
# the pgTAP suite and the shell tests (dump and restore), then the pg_cron
# test in a second cluster that preloads pg_cron, and finally bounded fuzz
# runs of the input parser and of the estimator.
# Prints "N passed, N failed" last; exits non-zero if anything failed.
#
# Installs the packages it needs when they are missing (scripts/deps.sh: the
# PostgreSQL server and dev packages, pgTAP with pg_prove, pg_cron, clang
# with libFuzzer), as root or through sudo; root or sudo also for "make
# install".  FUZZ_SECONDS (default 60) bounds each fuzz run; 0 skips them.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

ensure_deps build server test || { echo "0 passed, 1 failed"; exit 1; }

FUZZ_SECONDS=${FUZZ_SECONDS:-60}
WERROR_FLAGS="-Wall -Wextra -Werror -Wno-unused-parameter -Wno-sign-compare"
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT

make -s clean >/dev/null
make -s PG_CFLAGS="$WERROR_FLAGS" || { echo "build failed"; echo "0 passed, 1 failed"; exit 1; }
$SUDO make -s install >/dev/null || { echo "install failed"; echo "0 passed, 1 failed"; exit 1; }

# both suites run inside one throw-away cluster
virtualenv bash -c '
    make -s installcheck > "$1/regress.out" 2>&1
    echo $? > "$1/regress.rc"
    make -s prove > "$1/tap.out" 2>&1
    rc=$?
    # shell tests (pg_dump / pg_restore round trip) print TAP too
    for t in test/shell/*.sh; do
        echo "# $t" >> "$1/tap.out"
        bash "$t" >> "$1/tap.out" 2>&1 || rc=1
    done
    echo $rc > "$1/tap.rc"
' _ "$log" > "$log/virtualenv.out" 2>&1

# pg_cron tests need a server that preloads it: a cluster of their own
virtualenv -o shared_preload_libraries=pg_cron -o cron.database_name=postgres \
           -o cron.use_background_workers=on bash -c '
    rc=0
    for t in test/cron/*.sh; do
        echo "# $t"
        bash "$t" || rc=1
    done
    exit $rc
' > "$log/cron.out" 2>&1 || echo 1 > "$log/cron.rc"
grep -E '^(# |ok |not ok |1\.\.)' "$log/cron.out" >> "$log/tap.out"
[ -f "$log/cron.rc" ] && ! grep -q '^not ok' "$log/cron.out" && echo "not ok 0 - pg_cron tests did not run" >> "$log/tap.out"

# a cluster that could not be made (a port in use, a cluster of that name
# left by an interrupted run) leaves no suite output: say why
if [ ! -s "$log/regress.out" ]; then
    echo "---- pg_virtualenv ----"; grep -v '^ok ' "$log/virtualenv.out" | tail -20
fi
if [ -f "$log/cron.rc" ] && ! grep -qE '^(ok|not ok) ' "$log/cron.out"; then
    echo "---- pg_virtualenv (pg_cron) ----"; tail -20 "$log/cron.out"
fi
cat "$log/regress.out" 2>/dev/null | grep -E '^(test|ok|not ok|     )|\.\.\. ' || true
if [ "$(cat "$log/regress.rc" 2>/dev/null)" != "0" ] && [ -f test/regression.diffs ]; then
    echo "---- regression.diffs ----"; cat test/regression.diffs
fi
cat "$log/tap.out" 2>/dev/null || true

reg_pass=$(grep -cE '\.\.\. ok|^ok ' "$log/regress.out" 2>/dev/null)
reg_fail=$(grep -cE '\.\.\. FAILED|^not ok ' "$log/regress.out" 2>/dev/null)
tap_pass=$(grep -cE '^ *ok [0-9]' "$log/tap.out" 2>/dev/null)
tap_fail=$(grep -cE '^ *not ok [0-9]' "$log/tap.out" 2>/dev/null)
reg_pass=${reg_pass:-0} reg_fail=${reg_fail:-0} tap_pass=${tap_pass:-0} tap_fail=${tap_fail:-0}
# a suite that did not run at all is a failure, not zero tests
[ -s "$log/regress.out" ] && [ "$reg_pass$reg_fail" != "00" ] || reg_fail=$((reg_fail + 1))
[ "$(cat "$log/tap.rc" 2>/dev/null)" = "0" ] || [ "$tap_fail" -gt 0 ] || tap_fail=$((tap_fail + 1))

fuzz_pass=0 fuzz_fail=0
if [ "$FUZZ_SECONDS" -gt 0 ]; then
    for target in memsize estimate; do
        if make -s "fuzz-$target" FUZZ_SECONDS="$FUZZ_SECONDS" > "$log/fuzz-$target.out" 2>&1; then
            fuzz_pass=$((fuzz_pass + 1))
            echo "fuzz ($target): $(grep -E 'stat::number_of_executed_units' "$log/fuzz-$target.out") in ${FUZZ_SECONDS}s, no finding"
        else
            fuzz_fail=$((fuzz_fail + 1))
            tail -40 "$log/fuzz-$target.out"
        fi
    done
fi

passed=$((reg_pass + tap_pass + fuzz_pass))
failed=$((reg_fail + tap_fail + fuzz_fail))
echo "pg_regress: $reg_pass passed, $reg_fail failed; pgTAP: $tap_pass passed, $tap_fail failed; fuzz: $fuzz_pass passed, $fuzz_fail failed"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
