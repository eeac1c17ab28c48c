#!/usr/bin/env bash
# Issue 21, deliverable 3 (the fastest measured tile is the default): keys below 2^22 in fewer keys per
# invocation. The night's histogram call found 1024 x 8 faster than the default 1024 x 11 at 2^21 (17.2
# against 16.3 G keys/s), the walkers call 1024 x 9 faster at 2^20 (13.2 against 12.7). One call: the
# onesweep GPU tests with keys' 1024 x 8 and 1024 x 9 in the table of forced configurations
# (tests.patch), then 1024 x 8, 9 and 11 at 2^20 .. 2^22, A B C A B C (SORTSCOPE_PROBE_ITEMS of the probe
# build of ../h100-walkers/, probe-items.patch). Binaries in .gl/walkers/, main's shaders;
# carry .gl:
#   bash docs/perf/2026-11-25/h100-keys-tile/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/walkers
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
onesweep_tests "" gpu_tests_keys_tiles.txt
cub
for round in 1 2; do
  for items in 8 9 11; do
    log "round $round, 1024 x $items"
    export SORTSCOPE_PROBE_ITEMS=$items
    bench --algo onesweep --log2n 20..22 --reps 7 --no-cpu
  done
done
unset SORTSCOPE_PROBE_ITEMS
log "done"
