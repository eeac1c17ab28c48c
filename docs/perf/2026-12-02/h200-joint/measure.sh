#!/usr/bin/env bash
# Issue 21, 2026-12-02, on the H200: pairs with keys and values staged together. A pairs tile now leaves in
# two exchanges of two halves each (keys, then values: seven barriers, each staged key's digit kept for
# its value). GL leaves each of two groups about 24 KB of shared memory, 5 KB more than the halved pairs
# tile uses, so a third of the tile's keys and values fit it together (2 x 2,560 words at 512 x 14):
# joint-parts.patch (JOINT_PARTS=3, the values loaded after the ranking) stages and writes each third's
# keys and values at once (five barriers, no digits kept). Registers through Vulkan first (.gl/vk/J3-*.spv,
# made here by make-spirv.sh with JOINT_PARTS=3 as the default); then the onesweep GPU tests with it on
# this GPU (llvmpipe runs the split ranking, never this path); then in GL the probe build (.gl/probe2) with
# main's kernel and the variant from disk, A B A B, residency and pairs at 2^24 and 2^28 (bench checks
# every sort), and the variant at 512 x 16; CUB first.
# The patch applies to main c214a04's shaders/: run it from a checkout of that commit. Since the review
# after the call, thirds are forced with SORTSCOPE_EXTRA_DEFINES=JOINT_PARTS=3 (the call edited the
# patched kernel's default to 3 instead: the same kernel) and the lib's probe_pairs and patched_shaders
# run the steps the call wrote inline.
#   bash docs/perf/2026-12-02/h200-joint/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
log "registers (Vulkan)"; vk_stats vk-stats.txt
cub
J=/tmp/shaders-joint
patched_shaders "$J" docs/perf/2026-12-02/h200-joint/joint-parts.patch
F=.gl/head
export SORTSCOPE_SHADER_DIR=$J; onesweep_tests JOINT_PARTS=3 onesweep-tests-joint.txt; unset SORTSCOPE_SHADER_DIR
F=.gl/probe2
for round in 1 2; do
  probe_pairs "round $round: main 512 x 14" "$PWD/shaders" ""
  probe_pairs "round $round: joint thirds 512 x 14" "$J" JOINT_PARTS=3
done
probe_pairs "joint thirds 512 x 16" "$J" JOINT_PARTS=3 512 16
log "done"
