#!/usr/bin/env bash
# Issue 21, 2026-11-28, call 11: if the look-back's reads go one after another however they are written
# (calls 2 and 3: batched, atomic or not volatile, the walk as long), the walk is as long as its depth,
# 6.6 status words per bin: each tile walks back through the aggregates of the tiles before it that have
# not yet published their prefixes. FORWARD_PREFIX=1 / 2 (exp.patch): once a tile's walk ends, it also
# publishes the inclusive prefixes of the 1 or 2 tiles just before it that it walked past (their own
# prefix words, the same values those tiles will write), so that the tiles after it find a prefix
# sooner. bench (checked) A B A B, the phase probe (reads per walk, the walk's cycles), the onesweep GPU
# tests with FORWARD_PREFIX=2. Main's binaries, .gl/exp/shaders. CUB (cub_direct.cu) in the same call.
#   bash docs/perf/2026-11-28/h100-forward/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp/shaders
cub
measure() {
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 5 --no-cpu
  [ "$1" = 1 ] && bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
}
define_rounds 2 FORWARD_PREFIX 0 2 1
for v in 0 1 2; do
  SORTSCOPE_EXTRA_DEFINES=PHASE_PROBE=1,FORWARD_PREFIX=$v timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep --n 16777216 --output - 2>/dev/null | head -16 > /tmp/probe.txt
  log "probe FORWARD_PREFIX=$v: $(sed -n 2p /tmp/probe.txt) | $(sed -n 3,16p /tmp/probe.txt | tr '\n' ' ')"
done
onesweep_tests FORWARD_PREFIX=2 gpu_tests_forward2.txt
log "done"
