#!/usr/bin/env bash
# Does the driver's handling of CPU-written buffers make 2^19 / 2^20 slow? A probe build (probe.patch on
# main 559cf27, not kept): with SORTSCOPE_RESTORE_PROBE=1 each run's input is restored by compute-shader
# writes (a copy from a buffer uploaded once, zeros by a fill shader) instead of glBufferSubData, so after
# load() no CPU write touches the plan's buffers. One call: the onesweep GPU tests with the probe on, CUB,
# then keys and pairs 2^16 .. 2^24 and 2^28, main's way (A) against the probe (B), A B A B, each a fresh
# process. Binaries in .gl/restore/; carry .gl:  bash docs/perf/2026-11-25/h100-restore/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/restore
source docs/perf/lib/gl-on-h100.sh
( SORTSCOPE_RESTORE_PROBE=1 timeout -s KILL 100 $F/gpu_tests "[onesweep]" ) > "$out/gpu_tests_probe.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests_probe.txt"
log "onesweep tests with the probe: $(grep -E 'passed|failed' "$out/gpu_tests_probe.txt" | tr '\n' ' ') $(tail -1 "$out/gpu_tests_probe.txt")"
cub
measure() {
  bench --algo onesweep --log2n 16..24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 16..24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
}
for round in 1 2; do
  log "round $round, A: main's uploads"; unset SORTSCOPE_RESTORE_PROBE; measure
  log "round $round, B: restored on the GPU"; export SORTSCOPE_RESTORE_PROBE=1; measure
done
log "done"
