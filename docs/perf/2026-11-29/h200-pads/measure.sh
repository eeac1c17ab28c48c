#!/usr/bin/env bash
# Issue 21, 2026-11-29, on the H200: the pass with pads (a partial tile's positions past n hold keys of the
# last bin, so nothing between the loads and the scatter asks whether a key is real), built in .gl/new,
# against main (.gl/final, 97e3db6). First the machine code through Vulkan of main's and the new pass
# (../h200-vk-sass/: registers, binary size, SASS), then the new build's onesweep GPU tests (its default,
# and with FULL_TILE_PATH=0, which pairs may then take), keys' residency, and the four large workloads
# A B A B: main, new, new with FULL_TILE_PATH=0. CUB first.
#   bash docs/perf/2026-11-29/h200-pads/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/new
source docs/perf/lib/gl-on-h100.sh
cub
vk_machine_code vk-stats.txt
onesweep_tests "" gpu_tests_onesweep.txt
onesweep_tests FULL_TILE_PATH=0 gpu_tests_onesweep_nofull.txt
residency ""
for round in 1 2; do
  F=.gl/final; log "round $round, main (97e3db6)"; bench_large
  F=.gl/new; log "round $round, pads"; bench_large
  log "round $round, pads, FULL_TILE_PATH=0"
  export SORTSCOPE_EXTRA_DEFINES=FULL_TILE_PATH=0; bench_large; unset SORTSCOPE_EXTRA_DEFINES
done
log "done"
