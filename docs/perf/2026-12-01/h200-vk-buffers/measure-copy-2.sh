#!/usr/bin/env bash
# Issue 21, 2026-12-01, on the H200, third call: main a2dd2a2 (one staging store per imported
# buffer, made once; measure-copy.sh ran with a store per 1 MiB piece). The same copies as measure-copy.sh
# in three processes, onesweep keys and pairs at 2^28, and every GPU test with every buffer on Vulkan's
# memory. .gl/head holds a Release build of that commit.
#   bash docs/perf/2026-12-01/h200-vk-buffers/measure-copy-2.sh   (from the checkout, .gl carried)
set -u
export OUT=${OUT:-$PWD/out-copy-2}
bash docs/perf/2026-12-01/h200-vk-buffers/measure-copy.sh  # the same copies, to the same folder
out=$OUT
source docs/perf/lib/gl-on-h100.sh
F=.gl/head
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
log "gpu_tests, every buffer on Vulkan's memory"
( time SORTSCOPE_BUFFER_MEMORY=vulkan timeout -s KILL 300 $F/gpu_tests ) > "$out/gpu_tests_vulkan.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests_vulkan.txt"
log "$(tail -6 "$out/gpu_tests_vulkan.txt" | grep -E 'passed|failed|rc' | tr '\n' ' ')"
log "done"
