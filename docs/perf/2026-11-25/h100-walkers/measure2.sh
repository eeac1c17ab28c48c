#!/usr/bin/env bash
# Call 2. Call 1 (measure.sh): at 1024 x 11 the 24 subgroups that hold keys take 15 each, and the pass's
# NV assembly then keeps keys[] and ranks[] in local memory (30 lmem lines): not measured. Here the tile
# is 1024 x 9 = 9,216 keys (SORTSCOPE_PROBE_ITEMS=9, probe-items.patch, a probe build of main e226c97 in
# .gl/walkers/), 12 keys per subgroup that holds keys; 1024 x 9 without the probe separates the smaller
# tile's own cost. The checkout's shaders (walkers.patch); carry .gl:
#   bash docs/perf/2026-11-25/h100-walkers/measure2.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/walkers
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
export SORTSCOPE_PROBE_ITEMS=10; pass_asm WALKERS_ONLY_WALK=1
export SORTSCOPE_PROBE_ITEMS=9; pass_asm WALKERS_ONLY_WALK=0; pass_asm WALKERS_ONLY_WALK=1
[ "$pass_lmem" = 0 ] || { log "lmem: not measured"; exit 0; }
export SORTSCOPE_EXTRA_DEFINES=WALKERS_ONLY_WALK=1
log "sort --verify, 1024 x 9 with WALKERS_ONLY_WALK=1"
for n in 1 2 1000 9216 9217 18431 200000 1048575 1048576 1048577 16777216 16777217 100000007; do
  echo "n=$n $(timeout 60 $F/sortscope-cli sort --algo onesweep --n $n --verify 2>&1 | grep -E 'OK|wrong|rror' | head -1)" >> "$out/log.txt"
done
for d in sorted reversed few-unique all-equal zero-one organ-pipe nearly-sorted; do
  echo "$d $(timeout 60 $F/sortscope-cli sort --algo onesweep --n 16777216 --dist $d --verify 2>&1 | grep -E 'OK|wrong|rror' | head -1)" >> "$out/log.txt"
done
cub
for round in 1 2; do
  for v in main 9:0 9:1; do
    log "round $round, $v"
    if [ $v = main ]; then unset SORTSCOPE_PROBE_ITEMS SORTSCOPE_EXTRA_DEFINES
    else export SORTSCOPE_PROBE_ITEMS=${v%%:*} SORTSCOPE_EXTRA_DEFINES=WALKERS_ONLY_WALK=${v##*:}; fi
    bench --algo onesweep --log2n 24 --reps 7 --no-cpu --per-dispatch
    bench --algo onesweep --log2n 20 --reps 7 --no-cpu
    [ $round = 1 ] && bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  done
done
unset SORTSCOPE_EXTRA_DEFINES SORTSCOPE_PROBE_ITEMS
log "done"
