#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), on the H200, the closing call: main with the ranking's mask test (the
# measured RANK_FORM 3, now the only form) and FULL_TILE_PATH for pairs, built in .gl/final: every GPU and
# lab test, the pass's residency for keys and pairs, issue 21's figures with no options, 200 x 8192 pairs
# and keys; CUB first.   bash docs/perf/2026-11-28/h200-rank-form/check.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/final
source docs/perf/lib/gl-on-h100.sh
cub
test_suites
residency ""
residency "" --values
issue21_figures
log "200 x 8192"
bench --algo onesweep --batch 200 --log2n 13 --values --reps 5 --no-cpu
bench --algo onesweep,bitonic-shared --batch 200 --log2n 13 --reps 5 --no-cpu
gzip -f "$out/bench.txt"
log "done"
