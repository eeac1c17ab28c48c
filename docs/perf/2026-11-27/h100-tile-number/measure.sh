#!/usr/bin/env bash
# Issue 21, 2026-11-27: the tile number from the group's own index instead of the atomic counter.
# TILE_FROM_GROUP=1 (tile-from-group.patch on main 0a30f3b) skips the atomic and the barrier after it at
# the start of every tile, so the keys' loads are issued at once; a tile could then wait on one that has
# not started (the bounded wait and its fallback still end every wait). Main's Release sortscope-cli and
# gpu_tests in .gl/after/, the patched shaders in .gl/after/shaders; A B A B at 2^20 .. 2^24 and 2^28,
# keys and pairs, and the onesweep GPU tests with it forced; CUB in the same call.
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/after
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/after/shaders
cub
measure() {
  bench --algo onesweep --log2n 20..24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
}
define_rounds 2 TILE_FROM_GROUP 0 1
onesweep_tests TILE_FROM_GROUP=1 gpu_tests_TILE_FROM_GROUP_1.txt
log "done"
