#!/usr/bin/env bash
# Issue 21: subgroups 0..7 of onesweep's pass walk back for the tile's 256 bins and then rank their own
# keys, so the tile's barrier after the ranking waits for a walk plus a ranking. WALKERS_ONLY_WALK=1
# (walkers.patch on main e226c97, keys only) gives subgroups 0..7 no keys: the other 24 hold the tile,
# 15 keys each at 1024 x 11 (8 each at 512 x 4 and 512 x 8). The GPU tests cannot force it (it has no
# form for 256 invocations or values), so `sort --verify` checks it against std::stable_sort at sizes
# around the tiles, every distribution at 2^20. Main's binaries in .gl/walk/, the checkout's shaders;
# carry .gl:
#   bash docs/perf/2026-11-25/h100-walkers/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/walk
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
pass_asm WALKERS_ONLY_WALK=0
pass_asm WALKERS_ONLY_WALK=1
[ "$pass_lmem" = 0 ] || { log "lmem: not measured"; exit 0; }
export SORTSCOPE_EXTRA_DEFINES=WALKERS_ONLY_WALK=1
log "sort --verify"
for n in 1 2 1000 65536 65537 200000 1048575 1048576 1048577 11264 11265 22527 16777216 16777217 100000007; do
  echo "n=$n $(timeout 60 $F/sortscope-cli sort --algo onesweep --n $n --verify 2>&1 | grep -E 'OK|wrong|rror' | head -1)" >> "$out/log.txt"
done
for d in sorted reversed few-unique all-equal zero-one organ-pipe nearly-sorted; do
  echo "$d $(timeout 60 $F/sortscope-cli sort --algo onesweep --n 1048576 --dist $d --verify 2>&1 | grep -E 'OK|wrong|rror' | head -1)" >> "$out/log.txt"
done
cub
measure() {  # round $1, value $2
  bench --algo onesweep --log2n 24 --reps 7 --no-cpu --per-dispatch
  bench --algo onesweep --log2n 16..20 --reps 7 --no-cpu
  [ $1 = 1 ] && bench --algo onesweep --log2n 28 --reps 3 --no-cpu
}
define_rounds 2 WALKERS_ONLY_WALK 1 0
log "done"
