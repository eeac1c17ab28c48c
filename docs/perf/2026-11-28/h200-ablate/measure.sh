#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200: what the look-back costs main's sort now. On the H100 (2026-11-28,
# ../h100-phases/) taking the walk away (ABLATE_LOOKBACK, timing only: wrong offsets) made the sort 19% /
# 24% faster at 2^24 / 2^28; on the H200 the portable path's pass, which reads one table entry a bin in
# place of the walk, ran no faster than main's (../h200-portable/). Here, per size, three processes each:
# main, main with the walk taken away (ablate.patch, the kernel from .gl/ablshaders,
# SORTSCOPE_EXTRA_DEFINES=ABLATE_LOOKBACK=1), and the portable path: sort's GPU time of one sort (the
# sum of its dispatches' timestamps), keys at 2^24 and 2^28, pairs at 2^24. Then bench per dispatch for
# main and the portable path at 2^24. CUB (cub_direct.cu) first. main's build (.gl/main/).
# Before, here: cp -r shaders .gl/ablshaders && git apply --directory=.gl/ablshaders -p1 docs/perf/2026-11-28/h200-ablate/ablate.patch
#   bash docs/perf/2026-11-28/h200-ablate/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
for round in 1 2; do
  log "round $round"
  for size in 16777216 268435456; do
    sort_times main log.txt --n $size
    (export SORTSCOPE_SHADER_DIR=$PWD/.gl/ablshaders SORTSCOPE_EXTRA_DEFINES=ABLATE_LOOKBACK=1; sort_times ablate log.txt --n $size)
    sort_times portable log.txt --n $size --onesweep-path portable
  done
  sort_times main log.txt --n 16777216 --values
  (export SORTSCOPE_SHADER_DIR=$PWD/.gl/ablshaders SORTSCOPE_EXTRA_DEFINES=ABLATE_LOOKBACK=1; sort_times ablate log.txt --n 16777216 --values)
done
for path in auto portable; do
  log "$path per dispatch, 2^24"
  bench --algo onesweep --onesweep-path $path --log2n 24 --reps 5 --no-cpu --per-dispatch --copy
  grep -E "^  onesweep at 2\^24, " /tmp/b.txt >> "$out/log.txt"
done
log "done"
