#!/usr/bin/env bash
# Issue 21, 2026-11-28, call 6: pairs in whole tiles small enough for two groups per SM. Pairs run 1024 x
# 11 tiles, one group per SM, and the phase probe (../h100-phases/) found half of such a
# tile's time in its scatter (keys, then values through shared memory), with nothing else on the SM.
# Whole tiles of 512 x 10 (23.6 KB), 512 x 9 and 384 x 13 fit two groups in the ~48 KB NVIDIA's GL
# driver gives an SM (halved pairs tiles held one group at every size tried, 2026-11-27). The probe build
# (probe-items-wg.patch: SORTSCOPE_PROBE_WG / SORTSCOPE_PROBE_ITEMS) runs them with main's kernel:
# residency (RESIDENCY_PROBE) and bench --values (checked) at 2^24 and 2^28, A B A B with 1024 x 11.
# CUB (cub_direct.cu) in the same call.   bash docs/perf/2026-11-28/h100-pairs/measure.sh  (.gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp2
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp/shaders
cub
for round in 1 2; do
  for shape in 1024:11 512:10 512:9 384:13; do
    export SORTSCOPE_PROBE_WG=${shape%%:*} SORTSCOPE_PROBE_ITEMS=${shape##*:}
    log "round $round, pairs $shape"
    [ "$round" = 1 ] && residency "" --values
    bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
    bench --algo onesweep --values --log2n 28 --reps 5 --no-cpu
  done
done
log "done"
