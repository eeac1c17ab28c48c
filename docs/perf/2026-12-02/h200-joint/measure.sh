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
#   bash docs/perf/2026-12-02/h200-joint/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
log "registers (Vulkan)"; vk_stats vk-stats.txt
cub
J=/tmp/shaders-joint; rm -rf "$J"; cp -r shaders "$J"
patch -s -d "$J" -p1 < docs/perf/2026-12-02/h200-joint/joint-parts.patch || log "patch failed"
sed -i 's/^#define JOINT_PARTS 0 /#define JOINT_PARTS 3 /' "$J/onesweep/onesweep_pass.comp"
F=.gl/head
export SORTSCOPE_SHADER_DIR=$J; onesweep_tests "" onesweep-tests-joint.txt; unset SORTSCOPE_SHADER_DIR
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
for round in 1 2; do
  pairs "round $round: main 512 x 14" "$PWD/shaders"
  pairs "round $round: joint thirds 512 x 14" "$J"
done
pairs "joint thirds 512 x 16" "$J" 512 16
log "done"
