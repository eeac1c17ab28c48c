#!/usr/bin/env bash
# Issue 21, 2026-11-27, call 1: how many onesweep pass groups are resident per SM (gl_SMIDNV probe,
# RESIDENCY_PROBE=1), whether the ranking loops fully unrolled (UNROLL_ITEMS=1, NVIDIA's
# "#pragma optionNV(unroll all)") keep 22 or 30 keys per invocation in registers, and whether two 16-bit
# ranks per register (PACK_RANKS=1) change the residency; each tile's speed at 2^24 with CUB in the same
# call. Copy sortscope-cli and gpu_tests of a Release build into .gl/r1/, build cub_direct into .gl/,
# carry .gl, run from the checkout: bash docs/perf/2026-11-27/h100-residency/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/r1
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
variant() {  # LABEL DEFINES ARGS...
  local label=$1 d=$2; shift 2
  log "variant $label: defines '$d', args '$*'"
  residency "$d" "$@"
  pass_asm "$d" "$*"
  export SORTSCOPE_EXTRA_DEFINES=$d
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch "$@"
  unset SORTSCOPE_EXTRA_DEFINES
}
cub
variant A "" 
variant B "UNROLL_ITEMS=1"
variant C "UNROLL_ITEMS=1" --wg 512 --tile 16384 --onesweep-ranking ballot
variant D "UNROLL_ITEMS=1,PACK_RANKS=1" --wg 512 --tile 16384 --onesweep-ranking ballot
variant E "UNROLL_ITEMS=1" --wg 256 --tile 8192 --onesweep-ranking ballot
variant F "UNROLL_ITEMS=1,PACK_RANKS=1" --wg 256 --tile 8192 --onesweep-ranking ballot
variant G "UNROLL_ITEMS=1" --wg 512 --tile 8192 --onesweep-ranking ballot
variant H "UNROLL_ITEMS=1,PACK_RANKS=1"
log "pairs and 2^28"
for v in "A|" "C|UNROLL_ITEMS=1" "D|UNROLL_ITEMS=1,PACK_RANKS=1"; do
  d=${v#*|}; export SORTSCOPE_EXTRA_DEFINES=$d; a=""; [ "${v%%|*}" != A ] && a="--wg 512 --tile 16384 --onesweep-ranking ballot"
  log "${v%%|*}"
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu $a
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu $a
done
unset SORTSCOPE_EXTRA_DEFINES
log "packed ranks, odd sizes"
for n in 1 2 11263 11265 1000003 5000011; do
  SORTSCOPE_EXTRA_DEFINES=UNROLL_ITEMS=1,PACK_RANKS=1 timeout 30 $F/sortscope-cli sort --algo onesweep --n $n --wg 512 --tile 16384 --onesweep-ranking ballot --verify --dist few-unique 2>&1 | tail -1 >> "$out/log.txt"
done
log "done"
