#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), on the H200, call 4: the CUDA twin (twin.cu, every variant, every output
# compared with CUB's) with the ranking's eight ballots also written in PTX, each bit as the three machine
# instructions CUB's MatchAny uses (variants 13 .. 15); then Nsight Compute's full set and per-instruction
# counts for the twin of main's keys tile in both forms, the twin in CUB's shape, the twin of main's pairs
# tile and CUB's keys pass, with nvdisasm's line table to attribute them (attribute.py).
#   nvcc -O3 -arch=sm_90 -std=c++17 -diag-suppress 549,177 -lineinfo -o .gl/twin docs/perf/2026-11-28/h200-cuda-twin/twin.cu
#   nvcc ... -cubin -o .gl/twin.cubin (the same)
#   bash docs/perf/2026-11-28/h200-cuda-twin/measure-ptx.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp2
source docs/perf/lib/gl-on-h100.sh
log "twin"
timeout -s KILL 240 .gl/twin 24 28 > "$out/twin.txt" 2>&1; log "twin rc $?"
grep -E 'variant|log2n|copy' "$out/twin.txt" >> "$out/log.txt"
twin_profile main 0 onesweep_pass
twin_profile main-ptx 13 onesweep_pass
twin_profile cubshape 3 onesweep_pass
twin_profile pairs 6 onesweep_pass
twin_profile cub cub Onesweep
twin_archive
log "done"
