#!/usr/bin/env bash
# The closing check of 2026-11-25 (main at 245ff78: each run's input put back by compute dispatches, not
# uploads): every GPU test and the kernel lab's tests on NVIDIA's driver, then issue 21's figures with no
# options and CUB (cub_direct.cu) in the same call: u32 keys and u32 + u32 pairs at 2^16 .. 2^24 and 2^28,
# the passes per dispatch at 2^24 with the copy bandwidth, 200 x 8192, and 2^19 .. 2^20 again in more
# processes (keys and pairs, and radix's and bitonic-shared's pairs, which paid the same oddity). Copy
# gpu_tests, lab_tests and sortscope-cli from a Release build of main into .gl/close5/, build cub_direct
# into .gl/, carry .gl, and run from the checkout:  bash docs/perf/2026-11-25/h100-close/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close5
source docs/perf/lib/gl-on-h100.sh
test_suites
cub
issue21_figures
log "2^19 .. 2^20 in more processes"
for round in 1 2; do
  bench --algo onesweep --log2n 19..20 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 19..20 --reps 5 --no-cpu
done
bench --algo radix,bitonic-shared --values --log2n 19..21 --reps 5 --no-cpu
log "batched 200 x 8192"
bench --algo onesweep --batch 200 --log2n 13 --values --reps 5 --no-cpu
bench --algo bitonic-shared --batch 200 --log2n 13 --reps 5 --no-cpu
log "done"
