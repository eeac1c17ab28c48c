#!/usr/bin/env bash
# The head of main on 2026-11-27 (94c6dca, keys in halved tiles from 2^23): onesweep with no options at
# 2^24 and 2^28, keys and pairs, with CUB (cub_direct.cu) in the same call, then every GPU test on the
# H100. Copy sortscope-cli and gpu_tests of a Release build of main into .gl/head/, build cub_direct into
# .gl/, carry .gl, run from the checkout:  bash docs/perf/2026-11-27/h100-head/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/head
source docs/perf/lib/gl-on-h100.sh
cub
bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch --copy
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
log "gpu_tests"
( time timeout -s KILL 200 "$F/gpu_tests" ) > "$out/gpu_tests.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests.txt"
log "$(tail -6 "$out/gpu_tests.txt" | grep -E 'passed|failed|rc' | tr '\n' ' ')"
log "done"
