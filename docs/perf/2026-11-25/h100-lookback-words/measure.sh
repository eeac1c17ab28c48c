#!/usr/bin/env bash
# Issue 21: a walk back over B status words per round trip (LOOKBACK_WORDS = B, lookback-words.patch on
# main 224c637). The evening's batch probe (../../2026-11-24/h100-lookback/batch/) was slower at B = 2, 4, 8,
# but took its words by a running index (words[taken]), which the compiler can only do in local memory;
# here every word is taken at a constant index, and the pass's NV assembly is checked for lmem. The
# shaders come from the checkout (SORTSCOPE_SHADER_DIR), main's binaries from .gl/walk/; carry .gl:
#   bash docs/perf/2026-11-25/h100-lookback-words/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/walk
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
for v in 1 2 4 8; do
  for values in "" --values; do pass_asm LOOKBACK_WORDS=$v $values; done
done
onesweep_tests LOOKBACK_WORDS=4 gpu_tests_words4.txt
onesweep_tests LOOKBACK_WORDS=8 gpu_tests_words8.txt
cub
measure() {  # round $1, value $2
  bench --algo onesweep --log2n 24 --reps 7 --no-cpu --per-dispatch
  bench --algo onesweep --values --log2n 24 --reps 7 --no-cpu
  [ $1 = 1 ] && bench --algo onesweep --log2n 20 --reps 7 --no-cpu
  [ $1 = 1 ] && bench --algo onesweep --log2n 28 --reps 3 --no-cpu
}
define_rounds 2 LOOKBACK_WORDS 1 2 4 8
log "done"
