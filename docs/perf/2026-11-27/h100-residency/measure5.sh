#!/usr/bin/env bash
# Issue 21, 2026-11-27, call 5: pairs in the staged design. Call 4's 512 x 18 with values held one group
# per SM (registers); here the values loaded after the barrier that ends the keys' last staging
# (VALUES_AFTER_BARRIER=1, so that keys[] and values[] are never live together) and smaller tiles, each
# with its residency, speed at 2^24 and sort --verify; CUB in the same call. Probe build .gl/r4 as call 4.
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/r4
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
verify() {
  local d=$1 n dist; shift
  for n in 1 2 7167 7169 1000003; do for dist in random few-unique all-equal; do
    SORTSCOPE_EXTRA_DEFINES=$d timeout 30 $F/sortscope-cli sort --algo onesweep --n $n --dist $dist --values --verify "$@" 2>&1 | tail -1 | grep -v "^OK" >> "$out/log.txt"
  done; done
  echo "verified (lines above this one, if any, are failures)" >> "$out/log.txt"
}
cub
log "baseline (main's defaults), pairs"
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --per-dispatch
P=UNROLL_ITEMS=1,PACK_RANKS=1,STAGE_ROUNDS=2
for v in "512 18 $P,VALUES_AFTER_BARRIER=1" "512 16 $P,VALUES_AFTER_BARRIER=1" "512 14 $P,VALUES_AFTER_BARRIER=1" "512 12 $P,VALUES_AFTER_BARRIER=1" "512 14 $P" "384 20 $P,VALUES_AFTER_BARRIER=1" "384 16 $P,VALUES_AFTER_BARRIER=1"; do
  set -- $v; export SORTSCOPE_PROBE_ITEMS=$2 SORTSCOPE_PROBE_WG=$1
  log "pairs $1 x $2, $3"
  residency "$3" --onesweep-ranking ballot --values
  export SORTSCOPE_EXTRA_DEFINES=$3
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --per-dispatch --onesweep-ranking ballot
  unset SORTSCOPE_EXTRA_DEFINES
  verify "$3" --onesweep-ranking ballot
done
for v in "512 18 $P,VALUES_AFTER_BARRIER=1" "512 14 $P,VALUES_AFTER_BARRIER=1"; do
  set -- $v; export SORTSCOPE_PROBE_ITEMS=$2 SORTSCOPE_PROBE_WG=$1 SORTSCOPE_EXTRA_DEFINES=$3
  log "pairs $1 x $2, $3: 2^21 .. 2^23, 2^28"
  bench --algo onesweep --values --log2n 21..23 --reps 5 --no-cpu --onesweep-ranking ballot
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu --onesweep-ranking ballot
done
unset SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_WG SORTSCOPE_EXTRA_DEFINES
log "done"
