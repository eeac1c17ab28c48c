#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), on the H200: main at the evening's review (the pass's IN_TILE macro now
# undefined after sort_tile; the program otherwise the closing call's, 7d9ca60), built in .gl/final: the
# onesweep GPU tests, residency, keys and pairs at 2^24 and 2^28 with no options; CUB first.
#   bash docs/perf/2026-11-28/h200-review-evening/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/final
source docs/perf/lib/gl-on-h100.sh
cub
onesweep_tests "" gpu_tests_onesweep.txt
residency ""
bench_large
log "done"
