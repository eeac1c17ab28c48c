#!/usr/bin/env bash
# Issue 21: the look-back's waits are a fifth to a quarter of the sort (taken away, timing only:
# ../../2026-11-24/h100-lookback/), and subgroups 0..7 walked back before ranking their own keys, so a walk
# that waits delays the whole tile by its wait. WALK_DURING_RANKING=1 (the new default) lets invocation b
# read bin b's next status word before each item of its ranking and take it after, so the word's latency
# passes under the ranking; =0 is the order before (walk, then rank). This first form of the kernel was
# not kept (README.md). Binaries of this change in
# .gl/walk/ (sortscope-cli, gpu_tests, lab_tests from a Release build); carry .gl:
#   bash docs/perf/2026-11-25/h100-walk/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/walk
source docs/perf/lib/gl-on-h100.sh
onesweep_tests WALK_DURING_RANKING=1 gpu_tests_walk.txt
onesweep_tests WALK_DURING_RANKING=0 gpu_tests_walk_before.txt
for v in 1 0; do
  for values in "" --values; do pass_asm WALK_DURING_RANKING=$v $values; done
done
cub
measure() {  # round $1, value $2
  bench --algo onesweep --log2n 24 --reps 7 --no-cpu --per-dispatch
  bench --algo onesweep --values --log2n 24 --reps 7 --no-cpu
  bench --algo onesweep --log2n 16..20 --reps 7 --no-cpu
  [ $1 = 1 ] && bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  [ $1 = 1 ] && bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
}
define_rounds 2 WALK_DURING_RANKING 1 0
log "done"
