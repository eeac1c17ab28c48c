#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), call 6: main's head (df6f2df: the one-scatter change 94c01e0 had only the
# onesweep GPU tests on the H100) with every GPU test and the lab's tests on the H100, then the issue's
# figures (onesweep with no options, keys and pairs 2^16 .. 2^24 and 2^28, the pass per dispatch against
# the copy bandwidth), CUB (cub_direct.cu) in the same call. Binaries: main's own build (.gl/main/).
#   bash docs/perf/2026-11-28/h100-head/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
test_suites
issue21_figures
log "done"
