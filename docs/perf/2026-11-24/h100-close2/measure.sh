#!/usr/bin/env bash
# The closing check of the session of 2026-11-24 afternoon on the H100 (main after the app's step moved
# to a worker thread, the views' per-step work went parallel and encode_key became inline): every GPU
# test and the kernel lab's tests on NVIDIA's driver, then issue 21's figures again with CUB
# (cub_direct.cu) in the same call: u32 keys and u32 + u32 pairs at 2^16, 2^20, 2^24, 2^28, the batched
# 200 x 8192 workload, and onesweep's pass per dispatch at 2^24, all with no options (the device's choice).
# Copy gpu_tests, lab_tests and sortscope-cli from a Release build into .gl/close2/, build cub_direct into
# .gl/ (nvcc -O3 -arch=sm_90), carry .gl, and run from the checkout:  bash docs/perf/2026-11-24/h100-close2/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close2
source docs/perf/lib/gl-on-h100.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$out/log.txt" 2>&1
test_suites
log "CUB"
timeout -s KILL 90 .gl/cub_direct > "$out/cub.txt" 2>&1
grep -E "log2N=(16|20|24|28)|segmented|copy" "$out/cub.txt" >> "$out/log.txt"
log "onesweep, no options"
bench --algo onesweep --log2n 16..24 --reps 5
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
bench --algo onesweep --values --log2n 16..24 --reps 5
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch --copy
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --per-dispatch
log "batched 200 x 8192"
bench --algo onesweep --batch 200 --log2n 13 --values --reps 5
bench --algo bitonic-shared --batch 200 --log2n 13 --reps 5
log "done"
