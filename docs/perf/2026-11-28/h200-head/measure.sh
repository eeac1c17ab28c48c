#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200: main's head (44ba582: bench marks unsteady medians; the app's header
# and profile labels; no kernel changed since b708f74) with every GPU test and the lab's tests, the batch
# of 200 x 8192 keys and pairs (bitonic-shared and onesweep: the batch's keys target), and 2^28 keys in
# three processes (each with its own CPU reference sort before its runs: where the unsteady median was
# seen), CUB (cub_direct.cu) first. Binaries: main's own build (.gl/main/).
#   bash docs/perf/2026-11-28/h200-head/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
test_suites
bench --algo bitonic-shared,onesweep --batch 200 --log2n 13 --reps 9 --no-cpu
bench --algo bitonic-shared,onesweep --values --batch 200 --log2n 13 --reps 9 --no-cpu
for p in 1 2 3; do
  log "2^28 keys, process $p"
  bench --algo onesweep --log2n 28 --reps 5 --no-cpu
  grep -A3 "^\* unsteady" /tmp/b.txt >> "$out/log.txt"
done
log "done"
