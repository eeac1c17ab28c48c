#!/usr/bin/env bash
# Issue 21, 2026-11-30, on the H200: pairs at 2^21 .. 2^23, where main takes 1024 x 8 whole below 2^23
# (18.7 G pairs/s at 2^22, 0.95x CUB's SortPairs) and 512 x 14 in halves from 2^23. Other tiles by the probe
# build (.gl/probe: SORTSCOPE_PROBE_WG / _ITEMS / _PARTS; its kernel is main c4a5dbb's), in two rounds,
# main (.gl/head) first in each; CUB.
#   bash docs/perf/2026-11-30/h200-pairs-mid/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
cub
for round in 1 2; do
  F=.gl/head
  log "round $round, main"
  bench --algo onesweep --values --log2n 21..23 --reps 5 --no-cpu
  F=.gl/probe
  for tile in 512:8:1 512:10:1 512:12:2 512:10:2 1024:6:1; do
    IFS=: read -r wg items parts <<< "$tile"
    log "round $round, $wg x $items, parts $parts"
    SORTSCOPE_PROBE_WG=$wg SORTSCOPE_PROBE_ITEMS=$items SORTSCOPE_PROBE_PARTS=$parts bench --algo onesweep --values --log2n 21..23 --reps 5 --no-cpu
  done
done
log "done"
