#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), call 5: the look-back with several lanes per bin. In a group of 512
# (1024) every invocation walks, two (four) lanes per bin in one subgroup, each reading the word of a
# different earlier tile, so that one L2 round trip brings two (four) tiles' words of the bin; the lanes
# of a bin gather them with shuffles and take the same steps. Then every subgroup ranks. (Main: 256
# invocations walk, one word a round trip each, while the others rank.) WALK_LANES_MAX=1 is main's kernel;
# 4 is the change (512: 2 lanes, 1024: 4). A B A B at every size a default tile changes (keys and pairs
# 2^16 .. 2^24 and 2^28, 200 x 8192 pairs), the residency at 2^24 keys, and the onesweep GPU tests with
# the change. CUB (cub_direct.cu) first. Binaries: this commit's working tree (.gl/exp9/).
#   bash docs/perf/2026-11-28/h100-walk-lanes/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp9
source docs/perf/lib/gl-on-h100.sh
cub
if ! timeout -s KILL 30 $F/sortscope-cli sort --algo onesweep --n 16777216 --verify > /tmp/c.txt 2>&1; then
  log "the change does not run: $(tail -3 /tmp/c.txt | tr '\n' ' ')"; exit 1
fi
for v in 1 4; do residency WALK_LANES_MAX=$v; pass_asm WALK_LANES_MAX=$v; pass_asm WALK_LANES_MAX=$v --values; done
measure() {
  bench --algo onesweep --log2n 16..24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 16..24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 5 --no-cpu
  bench --algo onesweep --values --batch 200 --log2n 13 --reps 5 --no-cpu
}
define_rounds 2 WALK_LANES_MAX 1 4
onesweep_tests "" gpu_tests_lanes.txt
log "done"
