#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), on the H200: whole tiles without position checks. Nsight Compute on the
# CUDA twin (../h200-cuda-twin/) found CUB's keys pass executing 39.7 M warp instructions at 2^24 and the
# twin of main's tile 89.6 M, with the twin's SMs issue-bound (ALU pipe 73%, CUB's 38%). CUB's full tiles
# run without bounds checks; main's tile checks a key's position against the tile's keys in every phase.
# FULL_TILE_PATH=1 (the build in .gl/exp: main plus sort_tile(tile, tiles, tile_keys, full)) runs whole
# tiles through a copy with no checks. A B A B against 0 (the same build, main's code path), keys and
# pairs at 2^24 and 2^28; residency and the onesweep GPU tests with it; then the twin with the same
# change (variants 9 .. 12) and Nsight Compute's full set on the twin's pass with and without it and on
# CUB's, with per-instruction counts (ncu's source page, and nvdisasm's line table of the twin's cubin).
#   nvcc -O3 -arch=sm_90 -std=c++17 -diag-suppress 549 -lineinfo -o .gl/twin docs/perf/2026-11-28/h200-cuda-twin/twin.cu
#   nvcc ... -cubin -o .gl/twin.cubin (the same)
#   bash docs/perf/2026-11-28/h200-full-tile/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp
source docs/perf/lib/gl-on-h100.sh
cub
measure() {
  bench_large
}
define_rounds 2 FULL_TILE_PATH 0 1
residency FULL_TILE_PATH=0
residency FULL_TILE_PATH=1
residency FULL_TILE_PATH=1 --values
pass_asm FULL_TILE_PATH=1
pass_asm FULL_TILE_PATH=1 --values
onesweep_tests FULL_TILE_PATH=1 gpu_tests_full.txt
log "twin"
timeout -s KILL 240 .gl/twin 24 28 > "$out/twin.txt" 2>&1; log "twin rc $?"
grep -E 'variant|log2n|copy' "$out/twin.txt" >> "$out/log.txt"
twin_profile main 0 onesweep_pass
twin_profile main-full 9 onesweep_pass
twin_profile cub cub Onesweep
twin_archive
gzip -f "$out/bench.txt"
log "done"
