#!/usr/bin/env bash
# Issue 21, 2026-11-30, on the H200: main c4a5dbb (pairs in halved 512 x 14 tiles from 2^23), the closing
# call. .gl/head holds its Release build (sortscope-cli, gpu_tests, lab_tests); .gl/probe the probe build
# of ../h200-pairs-halved/; .gl/vk the SPIR-V of three more value-phase forms for pairs
# (../h200-pairs-halved/more-H*.patch on main's shaders/, made with
# ../../2026-11-28/h200-registers/make-spirv.sh and SHADERS set; "base" is main's).
#   1. CUB; every GPU test and the lab's; the pass's residency for keys and pairs at 2^24
#   2. issue 21's figures with no options; 200 x 8192 pairs (onesweep) and keys (bitonic-shared)
#   3. the three forms: registers through Vulkan at 512 x 14 / 16 / 18, and in GL (probe build, kernels from
#      disk) their residency and pairs at 2^24 and 2^28 at 512 x 16 in halves
#   bash docs/perf/2026-11-30/h200-close/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
here=docs/perf/2026-11-30/h200-pairs-halved
source docs/perf/lib/gl-on-h100.sh
cub
F=.gl/head
test_suites
residency ""
residency "" --values
issue21_figures
bench --algo onesweep --batch 200 --log2n 13 --values --reps 5 --no-cpu
bench --algo bitonic-shared --batch 200 --log2n 13 --reps 5 --no-cpu
vk_stats vk-stats.txt
F=.gl/probe
for v in H1 H6 H7; do
  rm -rf /tmp/shaders-$v; cp -r shaders /tmp/shaders-$v
  patch -s -d /tmp/shaders-$v -p1 < $here/more-$v.patch || log "patch $v failed"
  log "form $v, pairs 512 x 16 in halves"
  export SORTSCOPE_SHADER_DIR=/tmp/shaders-$v SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=16 SORTSCOPE_PROBE_PARTS=2
  residency "" --values
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  unset SORTSCOPE_SHADER_DIR SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
done
log "done"
