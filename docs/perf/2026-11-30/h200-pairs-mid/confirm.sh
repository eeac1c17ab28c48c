#!/usr/bin/env bash
# Issue 21, 2026-11-30, on the H200: pairs from 2^22 in whole 512 x 10 tiles (the candidate, .gl/cand:
# sortscope-cli and gpu_tests) against main c4a5dbb (.gl/head): the onesweep GPU tests of the candidate
# (512 x 10 with values around its tile boundaries, the default at 2^22 + 7), its plan and residency at
# 2^22 with values, then pairs at 2^21 .. 2^23, A B A B; CUB.
#   bash docs/perf/2026-11-30/h200-pairs-mid/confirm.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out-confirm}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
cub
F=.gl/cand
onesweep_tests "" onesweep-tests.txt
$F/sortscope-cli plan --algo onesweep --n 4194304 --values 2>&1 | sed -n 3p | cut -c1-600 >> "$out/log.txt"
SORTSCOPE_EXTRA_DEFINES=RESIDENCY_PROBE=1 timeout 60 $F/sortscope-cli sort --algo onesweep --n 4194304 --values --output - 2>/dev/null | sed -n 3,400p > /tmp/probe.txt
awk 'NR==1{s=$1; next} NR<=s+1{m[$1]++} END{printf "residency 2^22 pairs:"; for (k in m) printf " %s groups on %d SMs", k, m[k]; printf "\n"}' /tmp/probe.txt >> "$out/log.txt"
for round in 1 2; do
  for F in .gl/head .gl/cand; do
    log "round $round, $F"
    bench --algo onesweep --values --log2n 21..23 --reps 5 --no-cpu
  done
done
log "done"
