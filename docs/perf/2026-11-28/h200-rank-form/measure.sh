#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), on the H200: the ranking's per-bit test in GLSL. In the CUDA twin
# (../h200-cuda-twin/) writing each of the eight ballots as CUB's three PTX instructions (and + setp, vote,
# a predicated not) made keys 8 to 11% and pairs 16% faster. Does a GLSL form closer to it help GL?
# RANK_FORM (rank-form.patch on main 3658088, built in .gl/exp3): 0 main's
# ((digit >> bit) & 1) != 0 and set ? vote : ~vote; 2 (digit & (1 << bit)) != 0, then if (!set) vote = ~vote;
# 3 the mask test with main's select. A B C A B C, keys and pairs at 2^24 and 2^28; residency of each.
#   bash docs/perf/2026-11-28/h200-rank-form/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp3
source docs/perf/lib/gl-on-h100.sh
cub
measure() {
  bench_large
}
define_rounds 2 RANK_FORM 0 2 3
for form in 0 2 3; do residency RANK_FORM=$form; pass_asm RANK_FORM=$form; done
gzip -f "$out/bench.txt"
log "done"
