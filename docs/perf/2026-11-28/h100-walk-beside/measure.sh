#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), calls 1 and 2: the look-back walked beside the walkers' own ranking. The phase
# probe (../h100-phases/) found every tile's critical path to be the walk (about 4,400 cycles of L2 round
# trips, one after another) and then the walking subgroups' ranking (about 8,900), while the other
# subgroups rank at once. WALK_POLLS 1 takes one step of the walk after each item's peers (issue a read,
# use it one item later, so the round trip overlaps the ballots); 2 also after each item's running
# counter; 0 walks before the ranking as main did. This call times them A B A B (keys 2^24 and 2^28,
# pairs 2^24 and 2^28), counts the groups resident per SM with each, and runs the onesweep GPU tests with
# 1 and 2, and logs each pass program's local memory. CUB (cub_direct.cu) first. Binaries: the working
# tree's build (.gl/exp7/), shaders embedded. Call 1 (out-call1/) held the walk's tile and sum in
# registers: one group per SM. Call 2 (out/) keeps the walk's state in shared memory but the word in flight.
#   bash docs/perf/2026-11-28/h100-walk-beside/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp7
source docs/perf/lib/gl-on-h100.sh
cub
if [ "${PART:-}" = items ]; then
  # Call 3: the walk beside the ranking needs registers that 512 x 18 does not have (calls 1 and 2), so
  # tiles of 512 x 17 and 512 x 16 (halved; binaries built with kOnesweepFastHalvedItems 17 / 16 in
  # .gl/exp7/i17, i16; i18 is main's 18) with it, against main's walk (WALK_POLLS=0) at 18; and pairs
  # (1024 x 11 whole, one group per SM either way) with the loops now written out (0 lmem lines?).
  for i in 16 17 18; do F=.gl/exp7/i$i; residency WALK_POLLS=1; log "(i$i)"; done
  F=.gl/exp7/i18; pass_asm WALK_POLLS=1 --values
  variant() {
    F=.gl/exp7/$1; export SORTSCOPE_EXTRA_DEFINES=WALK_POLLS=$2; log "keys, $1, WALK_POLLS=$2"
    bench --algo onesweep --log2n 24 --reps 5 --no-cpu
    bench --algo onesweep --log2n 28 --reps 5 --no-cpu
  }
  pairs() {
    F=.gl/exp7/i18; export SORTSCOPE_EXTRA_DEFINES=WALK_POLLS=$1; log "pairs, WALK_POLLS=$1"
    bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
    bench --algo onesweep --values --log2n 28 --reps 5 --no-cpu
  }
  for round in 1 2; do
    log "round $round"
    variant i18 0; variant i16 1; variant i17 1; variant i18 1
    pairs 0; pairs 1
  done
  log "done"; exit 0
fi
for v in 1 2; do
  if ! SORTSCOPE_EXTRA_DEFINES=WALK_POLLS=$v timeout -s KILL 30 $F/sortscope-cli sort --algo onesweep --n 16777216 --verify > /tmp/c.txt 2>&1; then
    log "WALK_POLLS=$v does not run: $(tail -3 /tmp/c.txt | tr '\n' ' ')"; exit 1
  fi
done
for v in 0 1 2; do
  residency WALK_POLLS=$v
  pass_asm WALK_POLLS=$v
  pass_asm WALK_POLLS=$v --values
done
if grep -q 'residency WALK_POLLS=1 .*: 1 on 132 SMs' "$out/log.txt"; then
  log "WALK_POLLS=1 holds one group per SM: timed once, no rounds"
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  exit 0
fi
measure() {
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 5 --no-cpu
}
define_rounds 2 WALK_POLLS 0 1 2
onesweep_tests WALK_POLLS=1 gpu_tests_polls1.txt
onesweep_tests WALK_POLLS=2 gpu_tests_polls2.txt
log "done"
