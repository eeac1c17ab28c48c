#!/usr/bin/env bash
# Issue 21, 2026-12-02, on the H200, the second call on joint staging: in measure.sh the kernel with keys
# and values staged together in thirds (512 x 14) ran as fast as main with ONE group per SM where main
# holds two. Which budget held it to one, and which tile brings two back? The same patch with
# JOINT_PARTS forced by SORTSCOPE_EXTRA_DEFINES: quarters at 512 x 14 (2 x 2,048 words: shared memory as
# main's) and 512 x 16, thirds and quarters at 512 x 12, thirds at 512 x 13 (fewer registers). Registers
# through Vulkan first (.gl/vk/J*-*.spv, made here); then in GL the probe build, residency and pairs at
# 2^24 and 2^28 (bench checks every sort), main once beside them; CUB first.
# From a checkout of main c214a04, as measure.sh.
#   bash docs/perf/2026-12-02/h200-joint/measure2.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
log "registers (Vulkan)"; vk_stats vk-stats.txt
cub
J=/tmp/shaders-joint
patched_shaders "$J" docs/perf/2026-12-02/h200-joint/joint-parts.patch
F=.gl/probe2
probe_pairs "main 512 x 14" "$PWD/shaders" "" 512 14
probe_pairs "joint quarters 512 x 14" "$J" JOINT_PARTS=4 512 14
probe_pairs "joint thirds 512 x 12" "$J" JOINT_PARTS=3 512 12
probe_pairs "joint thirds 512 x 13" "$J" JOINT_PARTS=3 512 13
probe_pairs "joint quarters 512 x 12" "$J" JOINT_PARTS=4 512 12
probe_pairs "joint quarters 512 x 16" "$J" JOINT_PARTS=4 512 16
log "done"
