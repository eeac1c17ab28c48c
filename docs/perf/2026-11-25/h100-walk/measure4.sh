#!/usr/bin/env bash
# Call 5. Calls 2 and 3: polling in the ranking's first loop (1, 3) left that loop rolled up, so keys[]
# and ranks[] sat in local memory indexed by the loop counter (lmem0[R3.x], the NV assembly of call 3);
# call 4: NVIDIA's "#pragma optionNV(unroll all)" unrolled the fallback's count over the whole tile as well and
# the driver did not finish compiling in 120 s. walk4.patch writes the first loop out by hand (a macro per
# item, up to 16 items) when it polls. The shaders come from the checkout (SORTSCOPE_SHADER_DIR), the
# binaries from .gl/walk/ (main's C++); carry .gl:
#   bash docs/perf/2026-11-25/h100-walk/measure4.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/walk
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
fits=""
for v in 1 3; do
  pass_asm WALK_DURING_RANKING=$v; [ "$pass_lmem" = 0 ] && fits="$fits $v"
  pass_asm WALK_DURING_RANKING=$v --values
done
log "variants without lmem:$fits"
[ -z "$fits" ] && { log "done"; exit 0; }
cub
for v in $fits; do onesweep_tests WALK_DURING_RANKING=$v gpu_tests_walk$v.txt; done
measure() {  # round $1, value $2
  bench --algo onesweep --log2n 24 --reps 7 --no-cpu --per-dispatch
  bench --algo onesweep --values --log2n 24 --reps 7 --no-cpu
  bench --algo onesweep --log2n 20 --reps 7 --no-cpu
  [ $1 = 1 ] && bench --algo onesweep --log2n 28 --reps 3 --no-cpu
}
define_rounds 2 WALK_DURING_RANKING $fits 0
log "done"
