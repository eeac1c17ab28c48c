#!/usr/bin/env bash
# Issue 21, 2026-12-02, on the H200: pairs. (1) Main's head (f5f1b70: app/gpu regrouped, never run on a
# real GPU yet): every GPU test and the lab's, and the closing figures, with CUB in the same call.
# (2) The values' loads moved earlier, so their latency overlaps the keys' last part: E1 issues them right
# after the last key part's staging barrier, E2 just before it (values-E1.patch, values-E2.patch on main's
# shaders/, read from disk through SORTSCOPE_SHADER_DIR in .gl/variants/). (3) Pairs in halved tiles of 384
# (CUB's work group: two groups of 384 may use 85 registers each, where two of 512 must fit in 64), 18, 20 and 23
# keys an invocation, main's kernel and E1: residency (gl_SMIDNV) and speed. Vulkan's register counts of
# every variant first (.gl/vk/*.spv, made here by make-spirv.sh). .gl/probe2 is main 4895bef (the shaders
# as at head) with ../../2026-11-28/h200-pairs-late/probe-items-wg-parts.patch.
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
pairs() {  # LABEL SHADERS [WG ITEMS]: pairs at 2^24 (5 runs) and 2^28 (3), in the probe build
  local label=$1 dir=$2; shift 2
  log "$label"
  if [ $# -eq 2 ]; then
    export SORTSCOPE_PROBE_WG=$1 SORTSCOPE_PROBE_ITEMS=$2 SORTSCOPE_PROBE_PARTS=2
    SORTSCOPE_SHADER_DIR=$dir residency "" --values
  fi
  SORTSCOPE_SHADER_DIR=$dir bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  SORTSCOPE_SHADER_DIR=$dir bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  unset SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
}
main_shaders=$PWD/shaders E1=$PWD/.gl/variants/E1/shaders E2=$PWD/.gl/variants/E2/shaders
for round in 1 2; do
  pairs "round $round: main 512 x 14" "$main_shaders"
  pairs "round $round: E1 512 x 14" "$E1"
  pairs "round $round: E2 512 x 14" "$E2"
done
for items in 18 20 23; do
  pairs "main 384 x $items" "$main_shaders" 384 "$items"
  pairs "E1 384 x $items" "$E1" 384 "$items"
done
pairs "main 512 x 14 (residency)" "$main_shaders" 512 14
pairs "E1 512 x 14 (residency)" "$E1" 512 14
log "done"
