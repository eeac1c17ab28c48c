#!/usr/bin/env bash
# Issue 21, 2026-12-01, on the H200: GL's copy on GL's own buffers against buffers on imported Vulkan
# memory, 256 MiB to 1.5 GiB (gl_vk_copy.cpp), twice.
# Build here: g++ -std=c++20 -O1 -Iapp/gpu docs/perf/2026-12-01/h200-vk-memory/gl_vk_copy.cpp \
#   build/app/gpu/libsortscope_gpu.a -lepoxy -lvulkan -o .gl/vkmem/gl_vk_copy
#   bash docs/perf/2026-12-01/h200-vk-memory/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
for round in 1 2; do
  log "round $round"
  timeout -s KILL 120 .gl/vkmem/gl_vk_copy 256 512 1024 1536 2>&1 | tee -a "$out/log.txt"
done
log "done"
