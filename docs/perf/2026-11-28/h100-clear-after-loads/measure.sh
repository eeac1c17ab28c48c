#!/usr/bin/env bash
# Issue 21, 2026-11-28 (night), call 5: the next pass's status words cleared once the tile's key loads are
# issued (clear_next_status, both rankings), as a change to main (branch clear-after-loads on 834f6ff),
# after calls 2 and 4 measured it as a knob (0.5% at 2^28 in four rounds of four). Binaries: .gl/main
# (main 72bd6b9's build, "main") and .gl/clear (the change's build). CUB first; the change's sort checked at
# 2^24; the residency of both; the onesweep GPU tests with the change's build; A B A B keys and pairs at
# 2^24 and 2^28.
#   bash docs/perf/2026-11-28/h100-clear-after-loads/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/clear
source docs/perf/lib/gl-on-h100.sh
cub
if ! timeout -s KILL 30 $F/sortscope-cli sort --algo onesweep --n 16777216 --verify > /tmp/c.txt 2>&1; then
  log "the change does not run: $(tail -3 /tmp/c.txt | tr '\n' ' ')"; exit 1
fi
onesweep_tests "" gpu_tests_onesweep.txt
for b in main clear; do F=.gl/$b; log "residency of $b"; residency ""; done
for round in 1 2; do
  for b in main clear; do
    F=.gl/$b; log "round $round, $b"
    bench --algo onesweep --log2n 24 --reps 5 --no-cpu; bench --algo onesweep --log2n 28 --reps 5 --no-cpu
    bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu; bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  done
done
log "done"
