#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200, after measure.sh: is it the walk's depth that costs, or any wait on an
# earlier tile's word before the walking subgroups rank? ablate-depth.patch replaces the walk (timing only,
# wrong offsets) by a chain of ABLATE_DEPTH dependent reads of earlier tiles' status words (each address,
# and the loop's exit, depend on the word before it; depth 0: no read, measure.sh's ablation). Main's walk
# reads 6.6 words a bin on average (H100 phase probe). sort's GPU time, three processes each, keys at 2^24
# and 2^28: main, then depths 0, 1, 2, 4 and 7. CUB (cub_direct.cu) first. main's build (.gl/main/).
# Before, here: cp -r shaders .gl/ablshaders && git apply --directory=.gl/ablshaders -p1 docs/perf/2026-11-28/h200-ablate/ablate-depth.patch
#   bash docs/perf/2026-11-28/h200-ablate/measure-depth.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
for size in 16777216 268435456; do
  log "$size"
  sort_times main depth.txt --n $size
  for depth in 0 1 2 4 7; do
    (export SORTSCOPE_SHADER_DIR=$PWD/.gl/ablshaders SORTSCOPE_EXTRA_DEFINES=ABLATE_LOOKBACK=1,ABLATE_DEPTH=$depth; sort_times "depth-$depth" depth.txt --n $size)
  done
  sort_times main depth.txt --n $size
done
cat "$out/depth.txt" >> "$out/log.txt"
log "done"
