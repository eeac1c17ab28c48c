#!/usr/bin/env bash
# Issue 21, 2026-11-30, on the H200, call 2: call 1's machine code showed pairs' halved kernels keeping every
# key's tile position (and a mask of IN_TILE bits) in registers from the key loads to the value loads, which
# compute the same positions. Variants on B (values loaded after the keys' last barrier):
#   E  the value loads' addresses from a base read from shared memory, and their condition from the key's
#      rank (a real key's rank is below tile_keys, a pad's is not), so nothing of the key loads is reused
#   F  E's condition, the addresses from gl_LocalInvocationID (Vulkan only: assumes subgroups in order)
#   G  E's base, every load's address clamped to the tile's last key (no condition)
# 1. Vulkan registers and machine code: B, E, F, G at pairs 512 x 14 / 16 / 18 in halves
# 2. GL (probe build, shaders from disk): residency and pairs at 2^24 and 2^28 for B at 14, E and G at
#    14 / 16 / 18; main's pairs and CUB beside them
#   bash docs/perf/2026-11-30/h200-pairs-values/measure2.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out2}; mkdir -p "$out"
here=docs/perf/2026-11-30/h200-pairs-values
F=.gl/probe
source docs/perf/lib/gl-on-h100.sh
vk_machine_code vk-stats.txt
tar -czf "$out/sass.tar.gz" -C "$out" sass && rm -rf "$out/sass"
for v in B E G; do
  rm -rf /tmp/shaders-$v; cp -r shaders /tmp/shaders-$v
  patch -s -d /tmp/shaders-$v -p1 < $here/values-$v.patch || log "patch $v failed"
done
cub
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
for vi in B:14 E:14 G:14 E:16 G:16 E:18 G:18; do
  v=${vi%%:*} items=${vi##*:}
  log "variant $v, pairs 512 x $items in halves"
  export SORTSCOPE_SHADER_DIR=/tmp/shaders-$v SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=$items SORTSCOPE_PROBE_PARTS=2
  residency "" --values
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  unset SORTSCOPE_SHADER_DIR SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
done
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
log "done"
