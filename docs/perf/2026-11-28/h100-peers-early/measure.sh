#!/usr/bin/env bash
# Issue 21, 2026-11-28 (afternoon), call 6: the ranking's peers (the eight ballots per item, which need
# only the keys) computed by every subgroup before the counts, so that the walking subgroups have only the
# running counters left after their walk. exp.patch (on main b69ff3f) adds PEERS_EARLY; A B A B with
# bench (every result checked), the onesweep GPU tests with it. CUB (cub_direct.cu) first. Main 95bb856's
# binaries (.gl/exp4/) run the patched shaders of .gl/exp6/peers (SORTSCOPE_SHADER_DIR).
#   bash docs/perf/2026-11-28/h100-peers-early/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp4
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp6/peers
cub
measure() {
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
}
define_rounds 2 PEERS_EARLY 0 1
onesweep_tests PEERS_EARLY=1 gpu_tests_peers_early.txt
log "done"
