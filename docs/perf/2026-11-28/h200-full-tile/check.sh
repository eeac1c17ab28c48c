#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), on the H200, the closing call: main with FULL_TILE_PATH on by default for
# pairs (HAS_VALUES; keys' program unchanged), built in .gl/exp2: every GPU and lab test, the issue 21
# figures, the residency of keys and pairs; then the CUDA twin (../h200-cuda-twin/twin.cu, its ballot
# variants mended) with Nsight Compute's full set and per-instruction counts for the twin of main's keys
# tile, the twin in CUB's shape, the twin of main's pairs tile and CUB's keys pass.
#   bash docs/perf/2026-11-28/h200-full-tile/check.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp2
source docs/perf/lib/gl-on-h100.sh
cub
test_suites
issue21_figures
residency ""
residency "" --values
log "twin"
timeout -s KILL 240 .gl/twin 24 28 > "$out/twin.txt" 2>&1; log "twin rc $?"
grep -E 'log2n|copy' "$out/twin.txt" >> "$out/log.txt"
twin_profile main 0 onesweep_pass
twin_profile cubshape 3 onesweep_pass
twin_profile pairs 6 onesweep_pass
twin_profile cub cub Onesweep
twin_archive
gzip -f "$out/bench.txt"
log "done"
