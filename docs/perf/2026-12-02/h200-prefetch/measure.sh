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
# variant's kernels from disk (SORTSCOPE_SHADER_DIR), A B A B, residency, pairs at 2^24 and 2^28 (bench
# checks every sort); CUB first. The patches apply to main c214a04's shaders/: run it from a checkout of
# that commit (the lib's probe_pairs and patched_shaders since the review after it; the call itself
# wrote the same steps inline, from copies in .gl/variants/).
#   bash docs/perf/2026-12-02/h200-prefetch/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
log "registers (Vulkan)"; vk_stats vk-stats.txt
cub
F=.gl/probe2
here=docs/perf/2026-12-02/h200-prefetch
for v in P1 P2 PH6; do patched_shaders "/tmp/shaders-$v" "$here/prefetch-$v.patch"; done
for round in 1 2; do
  probe_pairs "round $round: main 512 x 14" "$PWD/shaders" ""
  probe_pairs "round $round: P1 512 x 14" /tmp/shaders-P1 ""
  probe_pairs "round $round: P2 512 x 14" /tmp/shaders-P2 ""
  probe_pairs "round $round: PH6 512 x 14" /tmp/shaders-PH6 ""
done
probe_pairs "PH6 512 x 16" /tmp/shaders-PH6 "" 512 16
probe_pairs "PH6 512 x 18" /tmp/shaders-PH6 "" 512 18
log "done"
