#!/usr/bin/env bash
# Issue 21, 2026-11-30, on the H200: main 34a2481 (pairs from 2^22 in whole 512 x 10 tiles, from 2^23 in
# halves of 512 x 14), the day's last call. .gl/head holds its Release build (sortscope-cli, gpu_tests,
# lab_tests). Every GPU test and the lab's; issue 21's figures with no options; 200 x 8192 pairs
# (onesweep) and keys (bitonic-shared); CUB at the start.
#   bash docs/perf/2026-11-30/h200-head/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
cub
F=.gl/head
test_suites
issue21_figures
bench --algo onesweep --batch 200 --log2n 13 --values --reps 5 --no-cpu
bench --algo bitonic-shared --batch 200 --log2n 13 --reps 5 --no-cpu
log "done"
