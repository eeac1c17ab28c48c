#!/usr/bin/env bash
# Issue 21, 2026-12-01, on the H200, second call: measure.sh's copy of 1,024 MiB on Vulkan's memory gave
# 1,675 GB/s in `bench --copy`, where gl_vk_copy (../h200-vk-memory/) gave 3,792 and 4,138. Three
# processes of each: bench --copy at 512 and 1,024 MiB as shipped (Vulkan's memory) and with
# SORTSCOPE_BUFFER_MEMORY=gl, and gl_vk_copy at 512 and 1,024 MiB. .gl/head as measure.sh.
#   bash docs/perf/2026-12-01/h200-vk-buffers/measure-copy.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out-copy}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
F=.gl/head
for process in 1 2 3; do
  for mib in 512 1024; do
    log "process $process, $mib MiB"
    bench --copy --copy-mib $mib
    SORTSCOPE_BUFFER_MEMORY=gl bench --copy --copy-mib $mib
  done
  timeout -s KILL 60 .gl/vkmem/gl_vk_copy 512 1024 2>&1 | tee -a "$out/log.txt"
done
log "done"
