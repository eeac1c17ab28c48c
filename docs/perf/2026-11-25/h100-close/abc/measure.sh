#!/usr/bin/env bash
# The closing call (../measure.sh) saw keys at 2^22 and 2^28 slower with main's restore by compute
# dispatches (0.239 and 27.2 ms, min 11.3, against 0.191 and 9.25 the morning) on a lease where CUB too was
# slower than in the morning's calls. One call, keys at 2^22 .. 2^24 and 2^28, three ways A B C A B C, each
# a fresh process: A the uploads before every run (the probe build of ../../h100-restore/
# without its variable: main before 245ff78), B that probe build's restore (SORTSCOPE_RESTORE_PROBE=1), C
# main at 245ff78. Binaries in .gl/abc/; carry .gl:  bash docs/perf/2026-11-25/h100-close/abc/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/abc
source docs/perf/lib/gl-on-h100.sh
cub
run_way() {
  bench --algo onesweep --log2n 22..24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
}
for round in 1 2; do
  log "round $round, A: uploads"; unset SORTSCOPE_RESTORE_PROBE; cp $F/sortscope-cli-probe $F/sortscope-cli; run_way
  log "round $round, B: probe restore"; export SORTSCOPE_RESTORE_PROBE=1; run_way; unset SORTSCOPE_RESTORE_PROBE
  log "round $round, C: main"; cp $F/sortscope-cli-main $F/sortscope-cli; run_way
done
log "done"
