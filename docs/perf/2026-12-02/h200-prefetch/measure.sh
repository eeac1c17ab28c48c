#!/usr/bin/env bash
# Issue 21, 2026-12-02, on the H200: pairs. The values' phase waits on its loads from DRAM; a prefetch
# needs no register per value: each subgroup reads one word of each 128-byte line of its values (lane j
# reads line j), keeps that one word until the tile's end, and the values' own loads later find their
# lines in the caches. P1 prefetches after the ranking, P2 right after the key loads
# (prefetch-P1.patch, prefetch-P2.patch on main c214a04's shaders/). PH6: P1, and each value loaded from
# the cache as it is staged, with no values[] in registers (../../2026-11-30/h200-pairs-halved/'s H6 form,
# which held two groups of 512 x 16 but ran at half speed from DRAM), at 512 x 14 and 512 x 16.
# Registers through Vulkan first (.gl/vk/*.spv, made here by make-spirv.sh); in GL the probe build
# (.gl/probe2: main 4895bef, the same C++ around the pass, with probe-items-wg-parts.patch), each
# variant's kernels from disk (SORTSCOPE_SHADER_DIR, .gl/variants/), A B A B, residency, pairs at 2^24
# and 2^28 (bench checks every sort); CUB first.
#   bash docs/perf/2026-12-02/h200-prefetch/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
log "registers (Vulkan)"; vk_stats vk-stats.txt
cub
F=.gl/probe2
pairs() {  # LABEL SHADERS [WG ITEMS]: residency, then pairs at 2^24 (5 runs) and 2^28 (3)
  local label=$1 dir=$2; shift 2
  log "$label"
  [ $# -eq 2 ] && export SORTSCOPE_PROBE_WG=$1 SORTSCOPE_PROBE_ITEMS=$2 SORTSCOPE_PROBE_PARTS=2
  export SORTSCOPE_SHADER_DIR=$dir
  residency "" --values
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  unset SORTSCOPE_SHADER_DIR SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
}
V=$PWD/.gl/variants
for round in 1 2; do
  pairs "round $round: main 512 x 14" "$PWD/shaders"
  pairs "round $round: P1 512 x 14" "$V/P1/shaders"
  pairs "round $round: P2 512 x 14" "$V/P2/shaders"
  pairs "round $round: PH6 512 x 14" "$V/PH6/shaders"
done
pairs "PH6 512 x 16" "$V/PH6/shaders" 512 16
pairs "PH6 512 x 18" "$V/PH6/shaders" 512 18
log "done"
