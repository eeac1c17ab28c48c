#!/usr/bin/env bash
# Issue 21, 2026-11-27: pairs in halved tiles without holding the values in registers. VALUES_GATHER=1
# (gather.patch on the kernel of main at this call) stages each key's tile position by its rank and reads
# its value from global memory at that position while the value parts leave, so a pair's tile needs the
# keys' registers only. A probe build (pairs-halved.patch: SORTSCOPE_PROBE_PAIRS_HALVED=1 gives pairs the
# keys' 512 x 18 halves from 2^21) in .gl/gather/, the patched shaders in .gl/gather/shaders; residency,
# speed, sort --verify; main's pairs and CUB in the same call; then 2^21 keys in four fresh processes.
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/gather
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/gather/shaders
cub
log "main's default pairs (1024 x 8, 1024 x 11)"
bench --algo onesweep --values --log2n 21..24 --reps 5 --no-cpu
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
export SORTSCOPE_PROBE_PAIRS_HALVED=1
for g in 0 1; do
  log "pairs in halves, VALUES_GATHER=$g"
  residency "VALUES_GATHER=$g" --values
  export SORTSCOPE_EXTRA_DEFINES=VALUES_GATHER=$g
  bench --algo onesweep --values --log2n 21..24 --reps 5 --no-cpu --per-dispatch
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  for n in 2097151 2097153 2106369 5000011; do for dist in random few-unique all-equal; do
    timeout 30 $F/sortscope-cli sort --algo onesweep --n $n --dist $dist --values --verify 2>&1 | tail -1 | grep -v "^OK" >> "$out/log.txt"
  done; done
  echo "verified (lines above this one, if any, are failures)" >> "$out/log.txt"
  unset SORTSCOPE_EXTRA_DEFINES
done
unset SORTSCOPE_PROBE_PAIRS_HALVED
log "2^21 keys in four fresh processes"
for i in 1 2 3 4; do bench --algo onesweep --log2n 21 --reps 5 --no-cpu; done
log "done"
