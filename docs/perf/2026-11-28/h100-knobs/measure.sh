#!/usr/bin/env bash
# Issue 21, 2026-11-28 (night), call 2: main's kernel with bin_first_place renamed (complete_bin_first_place,
# no other change) and three knobs, each off by default (knobs.patch, on main 9adca7c): CLEAR_AT (the
# clearing of the next pass's status words at the start, 1 after the key loads are issued, 2 at the end),
# WALKERS_LAST (the last 256 invocations walk instead of the first), IFCVT_NONE (NVIDIA's
# `#pragma optionNV(ifcvt none)`). Binary .gl/exp11 (main 361ff64's build, main's kernel embedded); the
# renamed kernel from .gl/exp12/shaders (SORTSCOPE_SHADER_DIR). CUB first; each variant checked at 2^24;
# the residency of each; A B A B keys 2^24 / 2^28 and pairs 2^24; the onesweep GPU tests with the renamed
# kernel and no knob.
#   bash docs/perf/2026-11-28/h100-knobs/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp11
source docs/perf/lib/gl-on-h100.sh
P=$PWD/.gl/exp12/shaders
source docs/perf/lib/shader-variants.sh
cub
declare -A DEF=([main]="" [rename]="" [clear1]="CLEAR_AT=1" [clear2]="CLEAR_AT=2" [wlast]="WALKERS_LAST=1" [ifcvt]="IFCVT_NONE=1")
runnable_variants -- main rename clear1 clear2 wlast ifcvt; vs=("${runnable[@]}")
log "variants: ${vs[*]}"
[ ${#vs[@]} -gt 1 ] || { log "no variant runs"; exit 1; }
for v in "${vs[@]}"; do (use_variant $v; residency "${DEF[$v]}"); done
for round in 1 2; do
  for v in "${vs[@]}"; do
    log "round $round, $v (${DEF[$v]})"
    (use_variant $v; bench --algo onesweep --log2n 24 --reps 5 --no-cpu; bench --algo onesweep --log2n 28 --reps 5 --no-cpu
     bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu)
  done
done
export SORTSCOPE_SHADER_DIR=$P
onesweep_tests "" gpu_tests_rename.txt
log "done"
