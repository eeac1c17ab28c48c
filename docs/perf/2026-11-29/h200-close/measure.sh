#!/usr/bin/env bash
# Issue 21, 2026-11-29, on the H200: main's candidate (.gl/new) with the pass's pads, the ranking's digit by
# its own formula and one copy of the tile's work (no FULL_TILE_PATH), and the histogram reading uvec4s:
# every GPU test and the lab's, registers through Vulkan, keys' residency, A B A B against main (.gl/final,
# 97e3db6) on the four large workloads, then issue 21's figures with no options. CUB first.
#   bash docs/perf/2026-11-29/h200-close/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/new
source docs/perf/lib/gl-on-h100.sh
cub
test_suites
vk_stats vk-stats.txt
residency ""
for round in 1 2; do
  F=.gl/final; log "round $round, main (97e3db6)"; bench_large
  F=.gl/new; log "round $round, new"; bench_large
done
issue21_figures
bench --algo onesweep --log2n 28 --reps 3 --no-cpu --per-dispatch --copy
grep -E "onesweep_histogram|onesweep_pass" /tmp/b.txt >> "$out/log.txt"
bench --algo onesweep --values --batch 200 --log2n 13 --reps 5 --no-cpu
bench --algo bitonic-shared --batch 200 --log2n 13 --reps 5 --no-cpu
cub
log "done"
