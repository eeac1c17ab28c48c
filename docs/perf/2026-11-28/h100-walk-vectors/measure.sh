#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), call 4: the look-back's status words read several at once. Each status
# region is now [array][bin][tile] (a bin's words of consecutive tiles side by side), and a walk reads
# WALK_READ_WORDS of them with one load (uvec4 / uvec2 / uint), so a walk of d tiles takes about
# d / WALK_READ_WORDS round trips. (2026-11-28's LOOKBACK_WORDS read four words of the old [tile][bin]
# layout with four loads, and its rounds cost 2.3 reads each.) A B A B against main's kernel: main's binary
# .gl/exp7/i18 (built from ../h100-walk-beside/walk-beside.patch, run with WALK_POLLS=0: main's kernel);
# the new layout .gl/exp8 (this commit's working tree) with WALK_READ_WORDS 4, 2 and 1 (1: the new
# layout alone). Keys and pairs at 2^24 and 2^28; then the residency and the onesweep GPU tests at 4.
#   bash docs/perf/2026-11-28/h100-walk-vectors/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp8
source docs/perf/lib/gl-on-h100.sh
cub
if ! SORTSCOPE_EXTRA_DEFINES=WALK_READ_WORDS=4 timeout -s KILL 30 $F/sortscope-cli sort --algo onesweep --n 16777216 --verify > /tmp/c.txt 2>&1; then
  log "WALK_READ_WORDS=4 does not run: $(tail -3 /tmp/c.txt | tr '\n' ' ')"; exit 1
fi
for v in 4 2 1; do residency WALK_READ_WORDS=$v; pass_asm WALK_READ_WORDS=$v; done
variant() {
  F=.gl/$1; export SORTSCOPE_EXTRA_DEFINES=$2; log "$1, $2"
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 5 --no-cpu
}
for round in 1 2; do
  log "round $round"
  variant exp7/i18 WALK_POLLS=0
  variant exp8 WALK_READ_WORDS=4
  variant exp8 WALK_READ_WORDS=2
  variant exp8 WALK_READ_WORDS=1
done
unset SORTSCOPE_EXTRA_DEFINES
F=.gl/exp8
onesweep_tests WALK_READ_WORDS=4 gpu_tests_words4.txt
log "done"
