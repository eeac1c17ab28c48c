#!/usr/bin/env bash
# Issue 21, 2026-11-27, call 3: the sorted tile staged in shared memory in STAGE_ROUNDS parts, so that a
# tile of twice the keys fits GL's ~48 KB per SM (1024 x 22 in two parts) or two groups of 512 x 18 .. 24 fit
# one SM; ranks two to a register (PACK_RANKS=1), loops unrolled (UNROLL_ITEMS=1). Each variant's
# residency (RESIDENCY_PROBE=1), lmem, speed at 2^24 per dispatch, and sort --verify at odd sizes; pairs
# and 2^28 for three; CUB in the same call. .gl/r3/sortscope-cli is the probe build (probe-items.patch:
# keys per invocation from SORTSCOPE_PROBE_ITEMS); carry .gl; run from the checkout.
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/r3
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
verify() {  # DEFINES ARGS...
  local d=$1 n dist; shift
  for n in 1 2 1000 22527 22529 1000003; do for dist in random few-unique all-equal; do
    SORTSCOPE_EXTRA_DEFINES=$d timeout 30 $F/sortscope-cli sort --algo onesweep --n $n --dist $dist --verify "$@" 2>&1 | tail -1 | grep -v "^OK" >> "$out/log.txt"
  done; done
  SORTSCOPE_EXTRA_DEFINES=$d timeout 30 $F/sortscope-cli sort --algo onesweep --n 1000003 --values --verify "$@" 2>&1 | tail -1 | grep -v "^OK" >> "$out/log.txt"
  echo "verified (lines above this one, if any, are failures)" >> "$out/log.txt"
}
cub
log "baseline (main's defaults)"
bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch
P=UNROLL_ITEMS=1,PACK_RANKS=1
for v in "1024 22 2 $P" "1024 22 2 UNROLL_ITEMS=1" "1024 20 2 $P" "1024 16 2 $P" "1024 28 3 $P" "512 20 2 $P" "512 18 2 $P" "512 24 3 $P"; do
  set -- $v; d=$4,STAGE_ROUNDS=$3; export SORTSCOPE_PROBE_ITEMS=$2
  log "$1 x $2, $3 rounds, $4"
  residency "$d" --wg $1 --onesweep-ranking ballot
  pass_asm "$d" "--wg $1 --onesweep-ranking ballot"
  export SORTSCOPE_EXTRA_DEFINES=$d
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch --wg $1 --onesweep-ranking ballot
  unset SORTSCOPE_EXTRA_DEFINES
  verify "$d" --wg $1 --onesweep-ranking ballot
done
for v in "1024 22 2 $P" "512 20 2 $P" "512 24 3 $P"; do
  set -- $v; export SORTSCOPE_PROBE_ITEMS=$2 SORTSCOPE_EXTRA_DEFINES=$4,STAGE_ROUNDS=$3
  log "$1 x $2, $3 rounds: pairs 2^24, keys 2^28"
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --wg $1 --onesweep-ranking ballot
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu --wg $1 --onesweep-ranking ballot
done
unset SORTSCOPE_PROBE_ITEMS SORTSCOPE_EXTRA_DEFINES
log "done"
