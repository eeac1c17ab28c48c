#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200, after measure-walk.sh: the ablations' wrong offsets (earlier = 0) put
# every tile's run of a bin on the same addresses, so the pass's writes may stay in L2 and never reach DRAM;
# was that, not the walk, what made them 16% / 23% faster? ablate-spread.patch adds ABLATE_SPREAD=1: the
# offsets spread as the right ones are (tile x this tile's count of the bin, kept inside the array). sort's
# GPU time, three processes each, keys at 2^24 and 2^28: main; no walk with the collapsed offsets (depth 0);
# no walk, spread; a chain of 7 dependent reads, spread. CUB (cub_direct.cu) first. main's build (.gl/main/).
# Before, here: cp -r shaders .gl/ablshaders && git apply --directory=.gl/ablshaders -p1 docs/perf/2026-11-28/h200-ablate/ablate-spread.patch
#   bash docs/perf/2026-11-28/h200-ablate/measure-spread.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
for size in 16777216 268435456; do
  sort_times main spread.txt --n $size
  for v in ABLATE_DEPTH=0 ABLATE_DEPTH=0,ABLATE_SPREAD=1 ABLATE_DEPTH=7,ABLATE_SPREAD=1; do
    (export SORTSCOPE_SHADER_DIR=$PWD/.gl/ablshaders SORTSCOPE_EXTRA_DEFINES=ABLATE_LOOKBACK=1,$v; sort_times "$v" spread.txt --n $size)
  done
  sort_times main spread.txt --n $size
done
cat "$out/spread.txt" >> "$out/log.txt"
log "done"
