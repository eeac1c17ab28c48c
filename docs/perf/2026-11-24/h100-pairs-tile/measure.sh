#!/usr/bin/env bash
# Issue 21, pairs: onesweep sorts pairs in tiles of 1024 x 8 (keys: 1024 x 11), because keys[], ranks[],
# values[] and dest[] of 11 items each do not fit the registers of a 1024-invocation group. Two probes:
# (1) the kernel as it is with 9, 10, 11 keys per invocation (SORTSCOPE_PROBE_ITEMS); (2) VALUES_LATE=1:
# the values loaded once the keys are staged in shared memory (keys[] is dead by then), so 11 items may
# fit. values-late.patch on main dd4b284 (the same probe build as ../h100-direct/, whose
# DIRECT_SCATTER stays 0 here). Apply, build Release, copy bin/sortscope-cli, tests/gpu/gpu_tests and
# shaders/ into .gl/direct/, carry .gl, and from the checkout:
#   bash docs/perf/2026-11-24/h100-pairs-tile/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/direct
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/direct/shaders
onesweep_tests VALUES_LATE=1 gpu_tests_values_late.txt
cub
log "main, no options: keys at 2^28 twice, pairs (1024 x 8)"
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --per-dispatch
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
for late in 0 1; do
  for items in 8 9 10 11; do
    [ "$late$items" = 08 ] && continue
    log "VALUES_LATE=$late, 1024 x $items"
    export SORTSCOPE_EXTRA_DEFINES=VALUES_LATE=$late SORTSCOPE_PROBE_ITEMS=$items
    bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --per-dispatch
    bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
    [ "$late" = 1 ] && [ "$items" = 11 ] && bench --algo onesweep --values --log2n 20 --reps 5 --no-cpu
    rm -rf /tmp/dump; mkdir -p /tmp/dump
    SORTSCOPE_DUMP_PROGRAMS=/tmp/dump timeout 60 $F/sortscope-cli sort --algo onesweep --values --n 16777216 > /dev/null 2>&1
    for f in $(find /tmp/dump -name '*pass*'); do echo "VALUES_LATE=$late 1024 x $items: $(grep -ac lmem $f) lmem lines, $(grep -ao 'SHARED_MEMORY [0-9]*' $f | head -1)"; done >> "$out/log.txt"
  done
done
unset SORTSCOPE_EXTRA_DEFINES SORTSCOPE_PROBE_ITEMS
log "main, pairs again"
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
log "done"
