#!/usr/bin/env bash
# Issue 21, 2026-11-28 (night), call 6: main's head (b708f74: the status words cleared after the key loads)
# with every GPU test and the lab's tests on the H100, and the pass's residency; no timings (the
# change's figures are in ../h100-clear-after-loads/). Binaries: main's own build (.gl/main/).
#   bash docs/perf/2026-11-28/h100-final/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
test_suites
residency ""
log "done"
