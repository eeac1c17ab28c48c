#!/usr/bin/env bash
# Issue 21, 2026-11-27, call 4: around call 3's find (512 x 18 keys, staged in two parts, ranks two to a
# register: two groups per SM, 29.0 against 25.9 G keys/s at 2^24): 512 x 16 .. 19, without packed ranks,
# 256 x 18 (four groups?), 384 x 20 .. 28 (SORTSCOPE_PROBE_WG: work groups that are not a power of two);
# then 512 x 18's pairs, 2^20 .. 2^28. Residency, speed and sort --verify for each; CUB in the same call.
# .gl/r4/sortscope-cli is the probe build of probe-items-wg.patch; carry .gl; run from the checkout.
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/r4
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
verify() {  # DEFINES ARGS...
  local d=$1 n dist; shift
  for n in 1 2 9215 9217 1000003; do for dist in random few-unique all-equal; do
    SORTSCOPE_EXTRA_DEFINES=$d timeout 30 $F/sortscope-cli sort --algo onesweep --n $n --dist $dist --verify "$@" 2>&1 | tail -1 | grep -v "^OK" >> "$out/log.txt"
  done; done
  SORTSCOPE_EXTRA_DEFINES=$d timeout 30 $F/sortscope-cli sort --algo onesweep --n 1000003 --values --verify "$@" 2>&1 | tail -1 | grep -v "^OK" >> "$out/log.txt"
  echo "verified (lines above this one, if any, are failures)" >> "$out/log.txt"
}
cub
log "baseline (main's defaults)"
bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch
P=UNROLL_ITEMS=1,PACK_RANKS=1
for v in "512 18 2 $P" "512 16 2 $P" "512 17 2 $P" "512 19 2 $P" "512 18 2 UNROLL_ITEMS=1" "256 18 2 $P" "384 20 2 $P" "384 24 2 $P" "384 28 2 $P"; do
  set -- $v; d=$4,STAGE_ROUNDS=$3; export SORTSCOPE_PROBE_ITEMS=$2 SORTSCOPE_PROBE_WG=$1
  log "$1 x $2, $3 rounds, $4"
  residency "$d" --onesweep-ranking ballot
  export SORTSCOPE_EXTRA_DEFINES=$d
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch --onesweep-ranking ballot
  unset SORTSCOPE_EXTRA_DEFINES
  verify "$d" --onesweep-ranking ballot
done
export SORTSCOPE_PROBE_ITEMS=18 SORTSCOPE_PROBE_WG=512
log "512 x 18, 2 rounds: pairs' residency, sizes"
residency "$P,STAGE_ROUNDS=2" --onesweep-ranking ballot --values
export SORTSCOPE_EXTRA_DEFINES=$P,STAGE_ROUNDS=2
bench --algo onesweep --log2n 20..24 --reps 5 --no-cpu --onesweep-ranking ballot
bench --algo onesweep --values --log2n 20..24 --reps 5 --no-cpu --onesweep-ranking ballot --per-dispatch
bench --algo onesweep --log2n 28 --reps 3 --no-cpu --onesweep-ranking ballot
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu --onesweep-ranking ballot
unset SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_WG SORTSCOPE_EXTRA_DEFINES
log "main's defaults: pairs 2^24, 2^28 keys and pairs"
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
log "done"
