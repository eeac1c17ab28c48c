#!/usr/bin/env bash
# Issue 21, 2026-11-30, on the H200: what limits pairs at 2^28 (main c4a5dbb, .gl/head). Pairs gain from
# 2^24 to 2^28 in CUB (30.0 -> 36.0 G pairs/s) and lose in Sortscope (26.0 -> 24.1), keys gain in both.
#   1. per dispatch with the copy bandwidth: pairs at 2^24 and 2^28, keys at 2^28
#   2. pairs at 2^25 .. 2^27 (where the loss begins)
#   3. the portable path (no status words: a count kernel, a scan, the pass reading a table) for pairs at
#      2^24 and 2^28: does it lose too?
#   bash docs/perf/2026-11-30/h200-pairs-limit/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
F=.gl/head
cub
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --per-dispatch --copy
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu --per-dispatch
bench --algo onesweep --log2n 28 --reps 3 --no-cpu --per-dispatch
bench --algo onesweep --values --log2n 25..27 --reps 3 --no-cpu
bench --algo onesweep --values --onesweep-path portable --log2n 24 --reps 5 --no-cpu --per-dispatch
bench --algo onesweep --values --onesweep-path portable --log2n 28 --reps 3 --no-cpu --per-dispatch
log "done"
