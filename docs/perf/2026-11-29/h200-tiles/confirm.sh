#!/usr/bin/env bash
# Issue 21, 2026-11-29, on the H200, after measure.sh: keys in halved 512 x 20 tiles from 2^26 as the
# default (.gl/new) against 512 x 18 at every size (the probe build .gl/probe with SORTSCOPE_PROBE_WG=512,
# _ITEMS=18, _PARTS=2: c72104c's defaults), A B A B at 2^25 .. 2^28; first the new build's onesweep GPU
# tests (512 x 20 around its tile boundaries, the default at 2^26 + 3). CUB first.
#   bash docs/perf/2026-11-29/h200-tiles/confirm.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out-confirm}; mkdir -p "$out"
F=.gl/new
source docs/perf/lib/gl-on-h100.sh
cub
onesweep_tests "" gpu_tests_onesweep.txt
for round in 1 2; do
  F=.gl/probe; log "round $round, 512 x 18 everywhere"
  export SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=18 SORTSCOPE_PROBE_PARTS=2
  bench --algo onesweep --log2n 25..27 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  unset SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
  F=.gl/new; log "round $round, new defaults (512 x 20 from 2^26)"
  bench --algo onesweep --log2n 25..27 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
done
log "done"
