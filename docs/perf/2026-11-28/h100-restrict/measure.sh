#!/usr/bin/env bash
# Issue 21, 2026-11-28 (night), call 4: the moved keys' and values' buffers declared `restrict`
# (RESTRICT_BUFFERS, in keys_moved.glsl: no aliasing between them, so NVIDIA's compiler may reorder their
# loads and stores and read the keys through the read-only path), and the next pass's status words cleared
# after the key loads are issued (CLEAR_AT=1, +0.3 to 0.5% in call 2), each off by default (restrict.patch,
# on main 834f6ff). Binary .gl/main (main 72bd6b9's build, main's kernels embedded); the patched kernels from
# .gl/exp13/shaders. CUB first; each variant checked at 2^24; the residency; A B A B keys and pairs at 2^24
# and 2^28; the onesweep GPU tests with both knobs on.
#   bash docs/perf/2026-11-28/h100-restrict/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
P=$PWD/.gl/exp13/shaders
source docs/perf/lib/shader-variants.sh
cub
declare -A DEF=([main]="" [patch]="" [restrict]="RESTRICT_BUFFERS=1" [clear1]="CLEAR_AT=1" [both]="RESTRICT_BUFFERS=1,CLEAR_AT=1")
runnable_variants -- main patch restrict clear1 both; vs=("${runnable[@]}")
log "variants: ${vs[*]}"
[ ${#vs[@]} -gt 1 ] || { log "no variant runs"; exit 1; }
for v in "${vs[@]}"; do (use_variant $v; residency "${DEF[$v]}"); done
for round in 1 2; do
  for v in "${vs[@]}"; do
    log "round $round, $v (${DEF[$v]})"
    (use_variant $v; bench --algo onesweep --log2n 24 --reps 5 --no-cpu; bench --algo onesweep --log2n 28 --reps 5 --no-cpu
     bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu; bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu)
  done
done
export SORTSCOPE_SHADER_DIR=$P
onesweep_tests RESTRICT_BUFFERS=1,CLEAR_AT=1 gpu_tests_both.txt
log "done"
