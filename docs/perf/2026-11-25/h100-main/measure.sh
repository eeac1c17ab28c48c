#!/usr/bin/env bash
# Main's own build on the H100 after the keys' 1024 x 8 tile below 2^22 (2026-11-25): every GPU test and
# the kernel lab's tests on NVIDIA's driver (the onesweep tests' "default itself" sizes 2^21 + 2 and
# 2^22 + 4 among them), then issue 21's figures with no options and CUB (cub_direct.cu) in the same call:
# u32 keys and u32 + u32 pairs at 2^16 .. 2^24 and 2^28, the passes per dispatch at 2^24 with the copy
# bandwidth, and the batched 200 x 8192 workload. Copy gpu_tests, lab_tests and sortscope-cli from a
# Release build of main into .gl/close4/, build cub_direct into .gl/ (nvcc -O3 -arch=sm_90), carry .gl,
# and run from the checkout:  bash docs/perf/2026-11-25/h100-main/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close4
source docs/perf/lib/gl-on-h100.sh
test_suites
cub
issue21_figures
log "batched 200 x 8192"
bench --algo onesweep --batch 200 --log2n 13 --values --reps 5 --no-cpu
bench --algo bitonic-shared --batch 200 --log2n 13 --reps 5 --no-cpu
bench --algo bitonic-shared --batch 200 --log2n 13 --values --reps 5 --no-cpu
log "done"
