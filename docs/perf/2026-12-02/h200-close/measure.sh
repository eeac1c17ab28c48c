#!/usr/bin/env bash
# Issue 21's closing call, 2026-12-02, on the H200: every figure of docs/performance.md's issue-21 targets
# table in one call, CUB (cub_direct.cu) first. .gl/head is main's Release build (sortscope-cli,
# gpu_tests, lab_tests); .gl/vk/head-*.spv are main's pass in the tiles a device chooses by default,
# made here by ../../2026-11-28/h200-registers/make-spirv.sh (keys 512 x 18 and 512 x 20 in halves, pairs
# 512 x 14 in halves). The app's frame times need the GUI's carry (.gui), which does not fit beside .gl:
# they are ../../2026-12-01/h200-app-vk/'s call.
#   bash docs/perf/2026-12-02/h200-close/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
cub
F=.gl/head
log "registers and local memory of the pass (Vulkan)"; vk_stats vk-stats.txt
residency ""
residency "" --values
issue21_figures
log "2^22 and 2^26"
bench --algo onesweep --log2n 22 --reps 5 --no-cpu
bench --algo onesweep --log2n 26 --reps 3 --no-cpu
bench --algo onesweep --values --log2n 22 --reps 5 --no-cpu
bench --algo onesweep --values --log2n 26 --reps 3 --no-cpu
log "per dispatch: pairs at 2^24, keys and pairs at 2^28"
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --per-dispatch --copy
bench --algo onesweep --log2n 28 --reps 3 --no-cpu --per-dispatch
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu --per-dispatch
log "200 x 8192"
bench --algo onesweep --batch 200 --log2n 13 --values --reps 5 --no-cpu
bench --algo bitonic-shared --batch 200 --log2n 13 --reps 5 --no-cpu
bench --algo onesweep --batch 200 --log2n 13 --reps 5 --no-cpu
test_suites
log "done"
