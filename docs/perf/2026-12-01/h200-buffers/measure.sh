#!/usr/bin/env bash
# Issue 21, 2026-12-01, on the H200: is GL's copy bandwidth (2,942 GB/s against CUDA's 4,210) the card's
# limit for a GL kernel, or the copy's shape, its buffer's size, or where the driver puts the buffers?
# .gl/buffers holds main 4f23f15 with probe-copy-and-storage.patch: SORTSCOPE_PROBE_COPY_ITEMS / _WG set
# the copy's uvec4s per invocation and work group; SORTSCOPE_PROBE_STORAGE=storage allocates every buffer
# with glBufferStorage (immutable, GL_DYNAMIC_STORAGE_BIT), static_copy / static_draw / stream_copy set
# glBufferData's usage (main: GL_DYNAMIC_COPY).
#   1. the copy: 256 and 2,048 MiB, uvec4s per invocation 2 .. 16, groups of 256 .. 1024, both storages
#   2. pairs 2^24 .. 2^28 and keys 2^28, the buffers as main against glBufferStorage, A B A B
#   3. pairs at 2^25 and 2^26 per dispatch, both storages (where pairs lose speed)
#   bash docs/perf/2026-12-01/h200-buffers/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
F=.gl/buffers
cub
for storage in data storage; do
  for mib in 256 2048; do
    for shape in 2:256 4:256 8:256 16:256 4:512 8:512 4:1024 8:1024; do
      log "copy $storage ${mib} MiB items ${shape%%:*} wg ${shape##*:}"
      SORTSCOPE_PROBE_STORAGE=$storage SORTSCOPE_PROBE_COPY_ITEMS=${shape%%:*} SORTSCOPE_PROBE_COPY_WG=${shape##*:} \
        bench --copy --copy-mib $mib
    done
  done
done
for round in 1 2; do
  for storage in data storage; do
    log "round $round, buffers: $storage"
    SORTSCOPE_PROBE_STORAGE=$storage bench --algo onesweep --values --log2n 24..28 --reps 3 --no-cpu
    SORTSCOPE_PROBE_STORAGE=$storage bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  done
done
for storage in data static_copy storage; do
  log "per dispatch, buffers: $storage"
  SORTSCOPE_PROBE_STORAGE=$storage bench --algo onesweep --values --log2n 25..26 --reps 3 --no-cpu --per-dispatch
done
log "done"
