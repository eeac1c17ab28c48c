#!/usr/bin/env bash
# The closing check of 2026-11-27 (main with keys from 2^21 in 512 x 18 tiles staged in two halves, two
# groups per SM): every GPU test and the kernel lab's tests on NVIDIA's driver; the pass's residency with
# no options (keys, pairs); issue 21's figures with no options and CUB (cub_direct.cu) in the same call:
# u32 keys and u32 + u32 pairs at 2^16 .. 2^24 and 2^28, the passes per dispatch at 2^24 with the copy
# bandwidth, 200 x 8192. Copy gpu_tests, lab_tests and sortscope-cli from a Release build of main into
# .gl/close/, build cub_direct into .gl/, carry .gl, and run from the checkout:
#   bash docs/perf/2026-11-27/h100-close/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close
source docs/perf/lib/gl-on-h100.sh
test_suites
cub
log "residency with no options at 2^24"
residency ""
residency "" --values
issue21_figures
bench --algo onesweep --log2n 20..23 --reps 5 --no-cpu --per-dispatch
log "batched 200 x 8192"
bench --algo onesweep --batch 200 --log2n 13 --values --reps 5 --no-cpu
bench --algo bitonic-shared --batch 200 --log2n 13 --reps 5 --no-cpu
log "done"
