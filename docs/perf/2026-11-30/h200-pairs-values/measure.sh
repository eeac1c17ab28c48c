#!/usr/bin/env bash
# Issue 21, 2026-11-30, on the H200: why pairs in halved tiles take more than 64 registers, and whether
# loading the values after the keys' last barrier brings them to two groups per SM. Variants of
# onesweep_pass.comp (patches beside this script, applied to a copy of shaders/ here):
#   A  main's kernel
#   B  the values loaded after the keys' last staging barrier (keys[] dead), not with the last part
#   C  B, the values' base address read from a shared word written at the tile's start (a load that
#      cannot be moved above the barrier)
#   D  B, the values' buffer coherent instead of readonly
# 1. Vulkan's registers and machine code of each at pairs 512 x 14 / 16 / 18 in halves and keys 512 x 18
#    (SPIR-V made here with make-spirv.sh's steps, in .gl/vk/)
# 2. GL: the probe build (.gl/probe: SORTSCOPE_PROBE_WG / _ITEMS / _PARTS) with each variant's shaders from
#    disk (SORTSCOPE_SHADER_DIR), pairs at 2^24 and 2^28, residency, and main's pairs and CUB beside them.
#   bash docs/perf/2026-11-30/h200-pairs-values/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
here=docs/perf/2026-11-30/h200-pairs-values
F=.gl/probe
source docs/perf/lib/gl-on-h100.sh
vk_machine_code vk-stats.txt
tar -czf "$out/sass.tar.gz" -C "$out" sass && rm -rf "$out/sass"
for v in A B C D; do
  rm -rf /tmp/shaders-$v; cp -r shaders /tmp/shaders-$v
  [ "$v" = A ] || patch -s -d /tmp/shaders-$v -p1 < $here/values-$v.patch || log "patch $v failed"
done
cub
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
for items in 16 18; do
  for v in A B C D; do
    log "variant $v, pairs 512 x $items in halves"
    export SORTSCOPE_SHADER_DIR=/tmp/shaders-$v SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=$items SORTSCOPE_PROBE_PARTS=2
    residency "" --values
    bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
    bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
    unset SORTSCOPE_SHADER_DIR SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
  done
done
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
log "done"
