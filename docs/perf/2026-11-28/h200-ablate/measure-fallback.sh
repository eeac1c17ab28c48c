#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200, after measure-depth.sh: a chain of 7 dependent status reads in the
# walk's place costs 4% where the walk costs 20%. Is it the walk's code (its spin limit, and the fallback
# that counts a tile's keys itself) rather than its reads? no-fallback.patch (measurement only):
# NO_FALLBACK=1 reads a NOT READY word again until it is ready (no spin limit, no fallback: never to be
# kept, a wait may then last forever where groups do not progress independently); NO_FALLBACK=2 keeps the
# spin limit and leaves the fallback's count out. Both give right offsets on NVIDIA (no fallback is ever
# taken there): sort --verify first, then sort's GPU time, three processes each, keys at 2^24 and 2^28,
# main around them. CUB (cub_direct.cu) first. main's build (.gl/main/).
# Before, here: cp -r shaders .gl/nofb && git apply --directory=.gl/nofb -p1 docs/perf/2026-11-28/h200-ablate/no-fallback.patch
#   bash docs/perf/2026-11-28/h200-ablate/measure-fallback.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
for v in 1 2; do
  for args in "--n 16777216" "--n 16777259" "--n 16777216 --dist few-unique" "--n 1000003" "--n 16777216 --values"; do
    echo "NO_FALLBACK=$v $args: $(SORTSCOPE_SHADER_DIR=$PWD/.gl/nofb SORTSCOPE_EXTRA_DEFINES=NO_FALLBACK=$v timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep $args --verify 2>&1 | tail -1)" >> "$out/fallback.txt"
  done
done
for size in 16777216 268435456; do
  sort_times main fallback.txt --n $size
  for v in 1 2; do (export SORTSCOPE_SHADER_DIR=$PWD/.gl/nofb SORTSCOPE_EXTRA_DEFINES=NO_FALLBACK=$v; sort_times "no-fallback-$v" fallback.txt --n $size); done
  sort_times main fallback.txt --n $size
done
cat "$out/fallback.txt" >> "$out/log.txt"
log "done"
