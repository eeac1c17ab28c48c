#!/usr/bin/env bash
# Issue 21, 2026-11-30, on the H200: pairs in halved 512 x 14 tiles, the values loaded as
# ../h200-pairs-values/ found (variant G: after the keys' last barrier, base from a shared word, addresses
# clamped), as the candidate for main. Builds carried: .gl/new (main 0c23360's kernel: fd3c867), .gl/cand
# (the candidate: sortscope-cli and gpu_tests), .gl/probe (the candidate with
# ../../2026-11-28/h200-pairs-late/probe-items-wg-parts.patch: SORTSCOPE_PROBE_WG / _ITEMS / _PARTS).
#   1. CUB; the onesweep GPU tests of the candidate (every configuration, 512 x 14 halved pairs among them)
#   2. A B A B, main then candidate, with no options: pairs at 2^24 and 2^28 (keys at both, once each)
#   3. the probe: pairs 512 x 14 halved at 2^21 .. 2^23 (where the candidate keeps whole tiles), and
#      512 x 13 / 15 / 16 halved at 2^24 and 2^28 with their residency
#   4. the candidate's issue 21 figures (every size, with no options; the pass per dispatch with the copy)
#   bash docs/perf/2026-11-30/h200-pairs-halved/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
cub
F=.gl/cand
onesweep_tests "" onesweep-tests.txt
residency "" --values
for round in 1 2; do
  for F in .gl/new .gl/cand; do
    log "round $round, $F"
    bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
    bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  done
done
for F in .gl/new .gl/cand; do
  log "keys, $F"
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
done
F=.gl/probe
export SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_PARTS=2
for items in 14; do
  log "probe 512 x $items halved, pairs 2^21 .. 2^23"
  SORTSCOPE_PROBE_ITEMS=$items bench --algo onesweep --values --log2n 21..23 --reps 5 --no-cpu
done
F=.gl/cand
log "candidate, pairs 2^21 .. 2^23"
bench --algo onesweep --values --log2n 21..23 --reps 5 --no-cpu
F=.gl/probe
for items in 13 15 16; do
  log "probe 512 x $items halved"
  export SORTSCOPE_PROBE_ITEMS=$items
  residency "" --values
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
done
unset SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_PARTS SORTSCOPE_PROBE_ITEMS
F=.gl/cand
issue21_figures
log "done"
