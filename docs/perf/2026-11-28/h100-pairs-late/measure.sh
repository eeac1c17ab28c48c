#!/usr/bin/env bash
# Issue 21, 2026-11-28, call 7: why do pairs in halved tiles hold one group per SM (2026-11-27), when keys
# in the same tiles hold two? If the compiler, with every loop written out, hoists the values' loads to
# the top of the kernel, keys, values and ranks are live together. VALUES_LATE=1 (exp.patch) loads the
# values after the keys' last part, at an address that adds a word read from shared memory after the
# barriers (so no load can move above them). The probe build (probe-items-wg-parts.patch:
# SORTSCOPE_PROBE_WG / _ITEMS / _PARTS) forces pairs into halved tiles of 512 x 18 and 512 x 14:
# residency, bench --values (checked) at 2^24 and 2^28, against main's 1024 x 11 (no env).
# CUB (cub_direct.cu) in the same call.   bash docs/perf/2026-11-28/h100-pairs-late/measure.sh (.gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp2
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp/shaders
cub
log "main's pairs (1024 x 11)"
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
bench --algo onesweep --values --log2n 28 --reps 5 --no-cpu
for shape in 512:18 512:14; do
  for late in 0 1; do
    export SORTSCOPE_PROBE_WG=${shape%%:*} SORTSCOPE_PROBE_ITEMS=${shape##*:} SORTSCOPE_PROBE_PARTS=2
    log "pairs $shape halved, VALUES_LATE=$late"
    residency "VALUES_LATE=$late" --values
    export SORTSCOPE_EXTRA_DEFINES=VALUES_LATE=$late
    bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
    bench --algo onesweep --values --log2n 28 --reps 5 --no-cpu
    unset SORTSCOPE_EXTRA_DEFINES SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
  done
done
log "done"
