#!/usr/bin/env bash
# Issue 21, 2026-11-28 (night), call 3: main's head (72bd6b9: the pass's bin_first_place renamed, tested
# there only with the onesweep GPU tests) with every GPU test and the lab's tests on the H100, the pass's
# residency with no options, then the issue's figures (onesweep with no options, keys and pairs 2^16 ..
# 2^24 and 2^28, the pass per dispatch against the copy bandwidth, 200 x 8192 pairs), CUB (cub_direct.cu)
# in the same call. Binaries: main's own build (.gl/main/).
#   bash docs/perf/2026-11-28/h100-night-head/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
test_suites
residency ""
issue21_figures
bench --algo onesweep --values --batch 200 --log2n 13 --reps 5 --no-cpu
log "done"
