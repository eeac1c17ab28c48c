#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200: onesweep on 200 x 8192 pairs ran 0.114 ms alone in one process
# (../h200-first/) and 0.14 ms after bitonic-shared in the same process (../h200-head/). Is it the order,
# or the process? Each line is a process of its own: onesweep alone (three), bitonic-shared then onesweep
# (three), onesweep then bitonic-shared (two), keys and pairs; then one of each order with --per-dispatch.
# CUB (cub_direct.cu) first. Binaries: main's own build 44ba582 (.gl/main/).
#   bash docs/perf/2026-11-28/h200-batch/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
grep -i segmented "$out/cub.txt" >> "$out/log.txt"
for values in --values ""; do
  for order in onesweep onesweep onesweep bitonic-shared,onesweep bitonic-shared,onesweep bitonic-shared,onesweep onesweep,bitonic-shared onesweep,bitonic-shared; do
    log "${values:-keys}: $order"
    bench --algo $order $values --batch 200 --log2n 13 --reps 9 --no-cpu
  done
done
for order in onesweep bitonic-shared,onesweep; do
  log "pairs, per dispatch: $order"
  bench --algo $order --values --batch 200 --log2n 13 --reps 9 --no-cpu --per-dispatch --copy
  grep -E "on their own|onesweep at 2\^13, " /tmp/b.txt >> "$out/log.txt"
done
log "done"
