#!/usr/bin/env bash
# The closing check of the night of 2026-11-24 on the H100 (main with pairs in 1024 x 11 tiles from 2^24
# and onesweep's histogram in at most 256 groups per array): every GPU test and the kernel lab's tests on
# NVIDIA's driver, then issue 21's figures with CUB (cub_direct.cu) in the same call: u32 keys and
# u32 + u32 pairs at 2^16 .. 2^24 and 2^28, the batched 200 x 8192 workload, and the passes per dispatch at
# 2^24 with the copy bandwidth, all with no options (the device's choice). Copy gpu_tests, lab_tests and
# sortscope-cli from a Release build of main into .gl/close3/, build cub_direct into .gl/ (nvcc -O3
# -arch=sm_90), carry .gl, and run from the checkout:  bash docs/perf/2026-11-24/h100-night/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close3
source docs/perf/lib/gl-on-h100.sh
test_suites
cub
issue21_figures
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --per-dispatch
log "batched 200 x 8192"
bench --algo onesweep --batch 200 --log2n 13 --values --reps 5 --no-cpu
bench --algo bitonic-shared --batch 200 --log2n 13 --reps 5 --no-cpu
log "done"
