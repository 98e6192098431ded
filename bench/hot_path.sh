#!/usr/bin/env bash
# The per-row functions of the built library clear and copy their structs
# without x86 string instructions (TAP output).  GCC's generic x86-64
# tuning turns a memset() of the estimator's structs into `rep stosq`, slow
# to start and a stall for the loads that follow it; the per-row paths copy
# a static zero value instead (estimate.h, cs_zero_estimate; README, Speed).
# Reads the built library (./computesize.so,
# or $1); skips where the machine is not x86-64 or objdump is missing.
set -uo pipefail
cd "$(dirname "$0")/.."
lib=${1:-computesize.so}
n=0
ok() { n=$((n + 1)); if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }

# the functions every row of memory(), training_job()/inference_job()
# estimates and recommend() runs; the .cold parts (errors) are left out
hot="cs_estimate cs_estimate_base prefill cs_bytes cs_arch_complete cs_prepare training_decode inference_decode
     resolve_arch estimate_datum direct_memory cs_decode_workload cs_deform workload_memory gpu_hours"

if [ "$(uname -m)" != x86_64 ] || ! command -v objdump > /dev/null; then
    for f in $hot; do skip "$f: not an x86-64 machine with objdump"; done
else
    asm=$(mktemp)
    trap 'rm -f "$asm"' EXIT
    objdump -d --no-show-raw-insn "$lib" > "$asm"
    for f in $hot; do
        if ! grep -q "^[0-9a-f]* <$f>:" "$asm"; then
            skip "$f: inlined into its caller by this compiler"
            continue
        fi
        # the function's own instructions, up to the next symbol
        reps=$(awk -v f="<$f>:" '$2 == f { p = 1; next } /^[0-9a-f]+ </ { p = 0 } p && /rep[a-z]* +(stos|movs)/' "$asm" | wc -l)
        ok $([ "$reps" -eq 0 ]; echo $?) "$f clears and copies without rep stos/movs ($reps found)"
    done
fi
echo "1..$n"
