#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), call 7: the walking subgroups hold fewer keys. In main's 512 x 18 halved
# tile the first 256 invocations walk (about 3,400 cycles) and then rank 18 keys each, while the others
# rank 18 and wait. WALKER_SHIFT=S gives the walkers ITEMS - S keys and the others ITEMS + S (the same
# tile), so both halves reach the barrier after the ranking closer together. 512 x 18 has no register for
# 20 keys, so the change is measured on 512 x 16 (binary .gl/exp10/i16: kOnesweepFastHalvedItems 16),
# whose others then hold 17 or 18: A B A B against main (.gl/exp10/i18, shift 0) and 512 x 16 unshifted;
# the residency; the onesweep GPU tests with WALKER_SHIFT=2 forced (every 512-invocation look-back tile
# of the tests shifted, in lock-step with the CPU). CUB (cub_direct.cu) first.
#   bash docs/perf/2026-11-28/h100-walker-shift/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp10/i16
source docs/perf/lib/gl-on-h100.sh
cub
if ! SORTSCOPE_EXTRA_DEFINES=WALKER_SHIFT=2 timeout -s KILL 30 $F/sortscope-cli sort --algo onesweep --n 16777216 --verify > /tmp/c.txt 2>&1; then
  log "WALKER_SHIFT=2 does not run: $(tail -3 /tmp/c.txt | tr '\n' ' ')"; exit 1
fi
for v in 1 2; do residency WALKER_SHIFT=$v; done
variant() {
  F=.gl/exp10/$1; export SORTSCOPE_EXTRA_DEFINES=WALKER_SHIFT=$2; log "$1, WALKER_SHIFT=$2"
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 5 --no-cpu
}
for round in 1 2; do
  log "round $round"
  variant i18 0; variant i16 0; variant i16 1; variant i16 2
done
unset SORTSCOPE_EXTRA_DEFINES
F=.gl/exp10
onesweep_tests WALKER_SHIFT=2 gpu_tests_shift2.txt
log "done"
