#!/usr/bin/env bash
# Issue 21, 2026-11-27: with two groups per SM (keys in halved 512 x 18 tiles), does the look-back after
# the ranking pay now? (With one group per SM it was 8% slower: docs/perf/2026-11-24/h100-lookback/after.)
# LOOKBACK_AFTER_RANK=1 (lookback-after.patch on main 4d7171e) lets subgroups 0..7 rank before they walk.
# Main's Release sortscope-cli in .gl/after/, the patched shaders in .gl/after/shaders; A B A B at 2^22,
# 2^24 and 2^28 keys, the onesweep GPU tests with it forced; CUB in the same call.
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/after
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/after/shaders
cub
measure() {
  bench --algo onesweep --log2n 22..24 --reps 5 --no-cpu --per-dispatch
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
}
define_rounds 2 LOOKBACK_AFTER_RANK 0 1
onesweep_tests LOOKBACK_AFTER_RANK=1 gpu_tests_LOOKBACK_AFTER_RANK_1.txt
log "done"
