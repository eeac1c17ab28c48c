#!/usr/bin/env bash
# Issue 21, 2026-12-02, on the H200: pairs. (1) Main's head (f5f1b70: app/gpu regrouped, never run on a
# real GPU yet): every GPU test and the lab's, and the closing figures, with CUB in the same call.
# (2) The values' loads moved earlier, so their latency overlaps the keys' last part: E1 issues them right
# after the last key part's staging barrier, E2 just before it (values-E1.patch, values-E2.patch on main's
# shaders/, read from disk through SORTSCOPE_SHADER_DIR). (3) Pairs in halved tiles of 384
# (CUB's work group: two groups of 384 may use 85 registers each, where two of 512 must fit in 64), 18, 20 and 23
# keys an invocation, main's kernel and E1: residency (gl_SMIDNV) and speed. Vulkan's register counts of
# every variant first (.gl/vk/*.spv, made here by make-spirv.sh). .gl/probe2 is main 4895bef (the shaders
# as at head) with ../../2026-11-28/h200-pairs-late/probe-items-wg-parts.patch.
# The patches apply to main f5f1b70's shaders/: run it from a checkout of that commit (the lib's
# probe_pairs and patched_shaders since the review after it; the call itself wrote the same steps inline,
# and probed the residency only in tiles of 384 and twice more at 512 x 14, where it read nothing).
#   bash docs/perf/2026-12-02/h200-pairs-overlap/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
log "registers (Vulkan)"; vk_stats vk-stats.txt
cub
F=.gl/head
test_suites
issue21_figures
F=.gl/probe2
here=docs/perf/2026-12-02/h200-pairs-overlap
main_shaders=$PWD/shaders E1=/tmp/shaders-E1 E2=/tmp/shaders-E2
patched_shaders "$E1" $here/values-E1.patch
patched_shaders "$E2" $here/values-E2.patch
for round in 1 2; do
  probe_pairs "round $round: main 512 x 14" "$main_shaders" ""
  probe_pairs "round $round: E1 512 x 14" "$E1" ""
  probe_pairs "round $round: E2 512 x 14" "$E2" ""
done
for items in 18 20 23; do
  probe_pairs "main 384 x $items" "$main_shaders" "" 384 "$items"
  probe_pairs "E1 384 x $items" "$E1" "" 384 "$items"
done
log "done"
