#!/usr/bin/env bash
# Issue 21: a tile publishes its counts after 256 of its 1024 invocations each add up one bin's counters
# over the 32 subgroups, one after another (32 dependent shared reads and writes, 24 subgroups idle).
# COUNT_SCAN_SUBGROUP=1 gives every subgroup 8 bins and each lane one subgroup's counter (the counters
# padded to 257 words a subgroup, so the 32 lanes hit 32 banks): one read, a subgroup scan and one write
# per bin, no barrier more. count-scan.patch on main 8a5c9ca (the probe shader of
# ../h100-direct/ with the define added; its other defines stay 0). main's binaries in
# .gl/close3/, the probe's shaders in .gl/direct/shaders; carry .gl:
#   bash docs/perf/2026-11-24/h100-count-scan/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close3
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/direct/shaders
onesweep_tests COUNT_SCAN_SUBGROUP=1 gpu_tests_count_scan.txt
cub
measure() {  # round $1, value $2
  bench --algo onesweep --log2n 20 --reps 7 --no-cpu
  bench --algo onesweep --log2n 24 --reps 7 --no-cpu --per-dispatch
  bench --algo onesweep --values --log2n 24 --reps 7 --no-cpu
  [ $1 = 1 ] && bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  [ $1 = 1 ] && bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
}
define_rounds 2 COUNT_SCAN_SUBGROUP 0 1
log "done"
