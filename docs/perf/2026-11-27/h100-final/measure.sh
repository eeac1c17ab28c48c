#!/usr/bin/env bash
# The last check of 2026-11-27 (main with keys in halved 512 x 18 tiles from 2^23, whole tiles below, as
# the tile-number call's unsteady 2^21 and 2^22 argued): the onesweep GPU tests on the H100 (the default
# itself at 2^23 + 6 among them), then onesweep with no options, keys 2^20 .. 2^24 in two processes and
# 2^28, pairs 2^24 and 2^28, CUB in the same call. Copy sortscope-cli and gpu_tests of a Release build of
# main into .gl/final/, build cub_direct into .gl/, carry .gl, run from the checkout.
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/final
source docs/perf/lib/gl-on-h100.sh
onesweep_tests "" gpu_tests_onesweep.txt
cub
for round in 1 2; do bench --algo onesweep --log2n 20..24 --reps 5 --no-cpu; done
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
log "done"
