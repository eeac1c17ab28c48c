#!/usr/bin/env bash
# Which dispatches are slow when a process of main (245ff78) sorts 2^28 keys slowly (two processes of
# seven with the restore by compute dispatches, ../measure.sh and ../../measure.sh)? Six fresh processes of
# `bench --log2n 28 --reps 5 --per-dispatch`. Binary: .gl/abc/sortscope-cli (main); carry .gl:
#   bash docs/perf/2026-11-25/h100-close/abc/2e28/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/abc
source docs/perf/lib/gl-on-h100.sh
for p in 1 2 3 4 5 6; do
  log "process $p"
  bench --algo onesweep --log2n 28 --reps 5 --no-cpu --per-dispatch
  grep -E "times_ms|median" /tmp/b.txt | head -3 >> "$out/log.txt"
done
log "done"
