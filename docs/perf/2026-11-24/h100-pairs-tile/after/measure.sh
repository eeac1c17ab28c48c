#!/usr/bin/env bash
# Issue 21, pairs: main with onesweep's new default for pairs (1024 x 11 from 2^24, 1024 x 8 below):
# the GPU tests of onesweep (the pairs configuration 1024 x 11 in lock-step around its tile boundaries,
# and the default at 2^24 + 1 with values), CUB, and bench with no options. Copy bin/sortscope-cli and
# tests/gpu/gpu_tests of a Release build of main into .gl/close3/, carry .gl, and from the checkout:
#   bash docs/perf/2026-11-24/h100-pairs-tile/after/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close3
source docs/perf/lib/gl-on-h100.sh
log "[onesweep] gpu_tests"
( time timeout -s KILL 150 $F/gpu_tests "[onesweep]" ) > "$out/gpu_tests.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests.txt"
log "$(grep -E 'passed|failed' "$out/gpu_tests.txt" | tr '\n' ' ') $(tail -1 "$out/gpu_tests.txt")"
cub
log "onesweep, no options"
bench --algo onesweep --log2n 24 --reps 5 --no-cpu
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
bench --algo onesweep --values --log2n 20..26 --reps 7 --no-cpu
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --per-dispatch
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
$F/sortscope-cli plan --algo onesweep --values --n 16777216 2>&1 | grep -E "^# path" >> "$out/log.txt"
log "done"
