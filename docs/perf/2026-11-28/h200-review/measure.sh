#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200, at the review of the afternoon's work: main's head (b33b81a; the CLI's
# forced look-back fix 73d504b; no kernel changed but a comment since b708f74) with every GPU test and the
# lab's, onesweep with no options (keys and pairs at 2^24 and 2^28), and the forced look-back that the CLI
# refused before 73d504b (bench --onesweep-path lookback at 2^20 and 2^24). CUB (cub_direct.cu) first.
# Binaries: head's Release build copied into .gl/head/ (sortscope-cli, gpu_tests, lab_tests).
#   bash docs/perf/2026-11-28/h200-review/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/head
source docs/perf/lib/gl-on-h100.sh
cub
test_suites
log "onesweep, no options"
bench_large
log "forced look-back"
bench --algo onesweep --onesweep-path lookback --log2n 20..24 --reps 3 --no-cpu
log "done"
