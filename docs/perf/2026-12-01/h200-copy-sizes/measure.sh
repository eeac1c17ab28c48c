#!/usr/bin/env bash
# Issue 21, 2026-12-01, on the H200: the copy bandwidth by buffer size, GL against CUDA. The first call
# (../h200-buffers/) found GL's copy at 3,950 GB/s on 256 MiB with 8 uvec4s per invocation in groups of
# 1024, but 2,100 (and, in some processes, 1,000) on 2,047 MiB whatever its shape.
#   1. GL (.gl/buffers, the probe of ../h200-buffers/): bench --copy at 128 .. 2,047 MiB, the copy as main
#      (4 x 256) and 8 x 1024, each in two processes
#   2. CUDA (.gl/copy_sizes, built from copy_sizes.cu): cudaMemcpyAsync and an 8 x 1024 kernel, 128 MiB .. 4 GiB
#   bash docs/perf/2026-12-01/h200-copy-sizes/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
F=.gl/buffers
log "CUDA copy by size"
timeout -s KILL 120 .gl/copy_sizes > "$out/cuda.txt" 2>&1; cat "$out/cuda.txt" >> "$out/log.txt"
for process in 1 2; do
  for mib in 128 256 512 768 1024 1536 2047; do
    for shape in 4:256 8:1024; do
      log "copy process $process ${mib} MiB items ${shape%%:*} wg ${shape##*:}"
      SORTSCOPE_PROBE_COPY_ITEMS=${shape%%:*} SORTSCOPE_PROBE_COPY_WG=${shape##*:} bench --copy --copy-mib $mib
    done
  done
done
log "CUDA copy by size, again"
timeout -s KILL 120 .gl/copy_sizes >> "$out/cuda.txt" 2>&1; tail -8 "$out/cuda.txt" >> "$out/log.txt"
log "done"
