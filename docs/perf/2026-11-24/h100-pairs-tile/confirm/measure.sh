#!/usr/bin/env bash
# Issue 21, pairs: confirms ../measure.sh's finding (1024 x 11 sorts pairs at 2^28 6% faster than the
# default 1024 x 8, and at 2^24 as fast) over the sizes from 2^20 to 2^28, each pair of runs in the order
# A B A B so that a drift of the card shows. The kernel as main has it (main's shaders, the probe's
# binaries for SORTSCOPE_PROBE_ITEMS, see ../measure.sh).  bash docs/perf/2026-11-24/h100-pairs-tile/confirm/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/direct
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
cub
for round in 1 2; do
  for items in 8 11; do
    log "round $round, pairs, 1024 x $items"
    export SORTSCOPE_PROBE_ITEMS=$items
    for lg in 20 21 22 23 24 25 26; do bench --algo onesweep --values --log2n $lg --reps 7 --no-cpu; done
    bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  done
done
unset SORTSCOPE_PROBE_ITEMS
log "done"
