#!/usr/bin/env bash
# Issue 21, 2026-11-28 (night), call 1: fewer walking subgroups, each lane walking WALK_BINS neighbouring
# bins with one load a tile (a uvec2 / uvec4 of the tile's status words), and the walkers holding
# WALKER_LESS keys fewer, the other subgroups sharing them (walk-bins.patch, on main 361ff64). In main's
# 512 x 18 halved tile the 8 walking subgroups walk (~3,400 cycles) and then rank 18 keys while the other
# 8 rank 18 and wait; with 2 walking subgroups (WALK_BINS 4) holding 11 keys the other 14 hold 19.
# Binary .gl/exp11: main's own build (361ff64, its kernel embedded); the patched kernels are read from
# .gl/exp11/shaders (SORTSCOPE_SHADER_DIR). CUB (cub_direct.cu) first; every variant's sort checked against
# the CPU at 2^24 first (a failing one is dropped); the residency (RESIDENCY_PROBE) and the NV assembly's
# lmem of each; A B A B keys 2^24 / 2^28, pairs 2^24 / 2^28; the onesweep GPU tests with two variants forced.
# Also the 512 x 16 puzzle of call 7 (.gl/exp10/i16, WALKER_SHIFT=0): its residency and lmem.
#   bash docs/perf/2026-11-28/h100-walk-bins/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp10/i16
source docs/perf/lib/gl-on-h100.sh
cub
residency WALKER_SHIFT=0
pass_asm WALKER_SHIFT=0
F=.gl/exp11
P=$PWD/.gl/exp11/shaders
source docs/perf/lib/shader-variants.sh
declare -A DEF=([main]="" [patch]="WALK_BINS=1" [w1l1]="WALK_BINS=1,WALKER_LESS=1" [w2l0]="WALK_BINS=2" [w2l3]="WALK_BINS=2,WALKER_LESS=3"
                [w4l0]="WALK_BINS=4" [w4l7]="WALK_BINS=4,WALKER_LESS=7" [w1l3]="WALK_BINS=1,WALKER_LESS=3" [w2l7]="WALK_BINS=2,WALKER_LESS=7")
runnable_variants -- main patch w1l1 w2l0 w2l3 w4l0 w4l7; keys=("${runnable[@]}")
runnable_variants --values -- main w1l3 w2l7 w2l0 w4l0; pairs=("${runnable[@]}")
log "keys variants: ${keys[*]}; pairs variants: ${pairs[*]}"
[ ${#keys[@]} -gt 1 ] || { log "no variant runs"; exit 1; }
export SORTSCOPE_SHADER_DIR=$P
for v in "${keys[@]}"; do [ $v = main ] || { residency "${DEF[$v]}"; pass_asm "${DEF[$v]}"; }; done
for v in "${pairs[@]}"; do [ $v = main ] || pass_asm "${DEF[$v]}" --values; done
unset SORTSCOPE_SHADER_DIR
residency ""
pass_asm ""; pass_asm "" --values
for round in 1 2; do
  for v in "${keys[@]}"; do
    log "round $round, keys $v (${DEF[$v]})"
    (use_variant $v; bench --algo onesweep --log2n 24 --reps 5 --no-cpu; bench --algo onesweep --log2n 28 --reps 5 --no-cpu)
  done
done
for round in 1 2; do
  for v in "${pairs[@]}"; do
    log "round $round, pairs $v (${DEF[$v]})"
    (use_variant $v; bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu; bench --algo onesweep --values --log2n 28 --reps 5 --no-cpu)
  done
done
export SORTSCOPE_SHADER_DIR=$P
onesweep_tests WALK_BINS=4,WALKER_LESS=7 gpu_tests_w4l7.txt
onesweep_tests WALK_BINS=2,WALKER_LESS=3 gpu_tests_w2l3.txt
log "done"
