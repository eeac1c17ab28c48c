#!/usr/bin/env bash
# Issue 21, 2026-11-28 (evening), on the H200: where does onesweep's tile lose to CUB's? GL gives no
# instruction-level profile, so twin.cu (this folder) rebuilds the sort in CUDA step by step and runs it
# beside CUB's SortKeys / SortPairs in one process: main's shapes (keys 512 x 18 in halves, pairs 1024 x 11
# whole) and CUB's (384 x 20 and 384 x 23, staged whole: more shared memory than GL gives two groups), the
# ballot ranking or one __match_any_sync, every output compared with CUB's element by element. Then Nsight
# Compute reads the twin's passes and CUB's (one sort each at 2^24): occupancy, warp stalls, instructions;
# and the full set with per-instruction stall samples for main's keys twin, CUB's shape and CUB's kernel.
# Main's GL figures (.gl/head, the kernel unchanged since) first, in the same call.
#   nvcc -O3 -arch=sm_90 -std=c++17 -diag-suppress 549 -o .gl/twin docs/perf/2026-11-28/h200-cuda-twin/twin.cu
#   bash docs/perf/2026-11-28/h200-cuda-twin/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/head
source docs/perf/lib/gl-on-h100.sh
log "GL onesweep (main's kernel)"
bench_large
log "twin"
timeout -s KILL 240 .gl/twin 24 28 > "$out/twin.txt" 2>&1; log "twin rc $?"
cat "$out/twin.txt" >> "$out/log.txt"
NCU=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -1)
log "ncu: $NCU"
timeout -s KILL 200 "$NCU" --clock-control none --kernel-name regex:'onesweep_pass|Onesweep' \
  --section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats \
  --section SchedulerStats --section InstructionStats --section MemoryWorkloadAnalysis \
  .gl/twin --once all 24 > "$out/ncu-all.txt" 2>&1
log "ncu all: rc $? $(grep -cE 'onesweep_pass|Onesweep' "$out/ncu-all.txt") kernel lines"
twin_profile main 0 onesweep_pass
twin_profile cubshape 3 onesweep_pass
twin_profile cub cub Onesweep
twin_archive
log "done"
