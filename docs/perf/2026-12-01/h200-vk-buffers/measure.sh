#!/usr/bin/env bash
# Issue 21, 2026-12-01, on the H200: the sort on buffers of Vulkan's memory (app/gpu/memory/vulkan_memory.cpp)
# against GL's own, and the copy in its new shape (8 uvec4s x 1024). .gl/head holds a Release build of
# main 9ebfe95 (sortscope-cli, gpu_tests, lab_tests).
#   1. CUB; the copy at 256 and 1,024 MiB, GL's own buffers and Vulkan's
#   2. A B A B: onesweep keys and pairs at 2^24 .. 2^28 with SORTSCOPE_BUFFER_MEMORY=gl, then as shipped
#   3. issue 21's figures with no options (keys and pairs 2^16 .. 2^24 and 2^28, keys per dispatch at 2^24
#      with the copy), and keys and pairs per dispatch at 2^28
#   4. every GPU test with every buffer on Vulkan's memory (SORTSCOPE_BUFFER_MEMORY=vulkan); the lab's
#      tests and the buffer and copy tests as shipped
#   bash docs/perf/2026-12-01/h200-vk-buffers/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
F=.gl/head
cub
for mib in 256 1024; do
  SORTSCOPE_BUFFER_MEMORY=gl bench --copy --copy-mib $mib
  bench --copy --copy-mib $mib
done
for round in 1 2; do
  for memory in gl auto; do
    log "round $round, SORTSCOPE_BUFFER_MEMORY=$memory"
    SORTSCOPE_BUFFER_MEMORY=$memory bench --algo onesweep --log2n 24..28 --reps 3 --no-cpu
    SORTSCOPE_BUFFER_MEMORY=$memory bench --algo onesweep --values --log2n 24..28 --reps 3 --no-cpu
  done
done
issue21_figures
bench --algo onesweep --log2n 28 --reps 3 --no-cpu --per-dispatch
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu --per-dispatch
log "gpu_tests, every buffer on Vulkan's memory"
( time SORTSCOPE_BUFFER_MEMORY=vulkan timeout -s KILL 300 $F/gpu_tests ) > "$out/gpu_tests_vulkan.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests_vulkan.txt"
log "$(tail -6 "$out/gpu_tests_vulkan.txt" | grep -E 'passed|failed|rc' | tr '\n' ' ')"
log "gpu_tests [buffers] and [copy], as shipped"
( timeout -s KILL 100 $F/gpu_tests "[buffers],[copy]" ) > "$out/gpu_tests_buffers.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests_buffers.txt"
log "$(tail -4 "$out/gpu_tests_buffers.txt" | grep -E 'passed|failed|rc' | tr '\n' ' ')"
log "lab_tests"
( timeout -s KILL 90 $F/lab_tests ) > "$out/lab_tests.txt" 2>&1; echo "rc $?" >> "$out/lab_tests.txt"
log "$(tail -4 "$out/lab_tests.txt" | grep -E 'passed|failed|rc' | tr '\n' ' ')"
log "done"
