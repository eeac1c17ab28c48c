#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), on the H200: the digit's shift compiled in. The CUDA twin
# (../h200-cuda-twin/) spends 10.5 warp instructions per 32 keys extracting digits against CUB's 4.2.
# const-shift.patch (on main 5e74c9f, built in .gl/shift) makes the pass's shift a #define (SHIFT: one
# program per digit) instead of a parameter, so the compiler sees every (key >> SHIFT) & 255 and every bit
# test with constants. A B A B against main (.gl/final), keys and pairs at 2^24 and 2^28; residency.
#   bash docs/perf/2026-11-28/h200-const-shift/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
cub
for round in 1 2; do
  for F in .gl/final .gl/shift; do
    log "round $round, $F"
    bench_large
  done
done
for F in .gl/final .gl/shift; do residency "" ; log "$F residency above"; pass_asm "" ; done
gzip -f "$out/bench.txt"
log "done"
