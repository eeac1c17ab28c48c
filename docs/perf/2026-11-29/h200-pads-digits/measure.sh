#!/usr/bin/env bash
# Issue 21, 2026-11-29, on the H200: the pass with pads ran 23% fewer instructions but took 98 registers
# for keys (Vulkan; GL seated one group per SM), the digits of all 18 keys kept live from the counts to the
# ranking (../h200-pads/). Five ways to keep the compiler from keeping them (DIGIT_FORM, .gl/new, through
# SORTSCOPE_EXTRA_DEFINES): 0 none; 1 the ranking reads the shift back from shared memory after the
# counts' barrier; 2 as 1, and the staging after the ranking's barrier too; 3 the ranking's digits by
# another formula; 5 as 2, the running counters by the other formula. Registers and binary size through
# Vulkan, then per form in GL: residency, keys and pairs (FULL_TILE_PATH=0) at 2^24 and 2^28; main
# (.gl/final, 97e3db6) first. CUB first.
#   bash docs/perf/2026-11-29/h200-pads-digits/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/new
source docs/perf/lib/gl-on-h100.sh
cub
vk_stats vk-stats.txt
F=.gl/final; log "main (97e3db6)"; bench_large
F=.gl/new
for form in 0 1 2 3 5; do
  log "pads, DIGIT_FORM=$form"
  residency DIGIT_FORM=$form
  export SORTSCOPE_EXTRA_DEFINES=DIGIT_FORM=$form
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  export SORTSCOPE_EXTRA_DEFINES=DIGIT_FORM=$form,FULL_TILE_PATH=0
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  unset SORTSCOPE_EXTRA_DEFINES
done
log "done"
