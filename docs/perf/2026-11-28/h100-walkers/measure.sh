#!/usr/bin/env bash
# Issue 21, 2026-11-28, call 4: the phase probe (../h100-phases/) put the look-back's walk on
# the tile's critical path: subgroups 0..7 walk (about 4,400 cycles a tile, however few its round trips:
# ../h100-lookback/, ../h100-reads/) and then rank their 18 keys while the other
# 8 wait at the barrier. WALKER_WARPS=4 (exp.patch): 4 subgroups walk two bins each (both reads in
# flight) and hold fewer keys (kWalkerItems), the other 12 hold RANKER_ITEMS=19, so the walk hides under
# the others' ranking. Tiles of 512 x 18 (main's binary: walkers 15 keys), and 512 x 17 / 16 (a probe
# build, probe-items.patch: SORTSCOPE_PROBE_ITEMS sets the tile's keys per invocation; walkers 11 / 7),
# against main's kernel at the same tiles; A B A B, bench (checked against the CPU sort) at 2^24 and 2^28;
# sort --verify of the walker kernel at sizes around tiles and several distributions; the phase probe.
# CUB (cub_direct.cu) in the same call.   bash docs/perf/2026-11-28/h100-walkers/measure.sh  (.gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp/shaders
cub
W=WALKER_WARPS=4,RANKER_ITEMS=19
log "verify the walker kernel"
for items in 18 17 16; do
  for n in 8388614 16777216 16777217 20000003; do
    for dist in random few-unique sorted; do
      r=$(SORTSCOPE_PROBE_ITEMS=$items SORTSCOPE_EXTRA_DEFINES=$W timeout 60 .gl/exp2/sortscope-cli sort --algo onesweep --n $n --dist $dist --verify 2>&1 | tail -1)
      echo "verify items=$items n=$n $dist: $r" >> "$out/log.txt"
    done
  done
done
measure() {
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
}
for round in 1 2; do
  for items in 18 17 16; do
    for d in "" "$W"; do
      log "round $round, items $items, ${d:-main kernel}"
      export SORTSCOPE_PROBE_ITEMS=$items SORTSCOPE_EXTRA_DEFINES=$d
      F=.gl/exp2 measure
    done
  done
done
unset SORTSCOPE_EXTRA_DEFINES SORTSCOPE_PROBE_ITEMS
probe() {  # probe LABEL N ARGS...: the phase sums of one sort, to the log
  local label=$1 n=$2; shift 2
  SORTSCOPE_EXTRA_DEFINES=PHASE_PROBE=1${EXTRA:+,$EXTRA} timeout -s KILL 60 .gl/exp2/sortscope-cli sort --algo onesweep --n "$n" "$@" --output - 2>/tmp/probe_err.txt | head -20 > /tmp/probe.txt
  echo "probe $label n=$n $* ${EXTRA:-} items ${SORTSCOPE_PROBE_ITEMS:-18}: $(sed -n 2p /tmp/probe.txt) | $(sed -n 3,16p /tmp/probe.txt | cut -f1 | tr '\n' ' ') | $(head -c 300 /tmp/probe_err.txt | tr '\n' ' ')" >> "$out/log.txt"
}
EXTRA= probe main 16777216
EXTRA=$W probe walkers 16777216
SORTSCOPE_PROBE_ITEMS=17 EXTRA=$W probe walkers 16777216
log "done"
