#!/usr/bin/env bash
# Issue 21, 2026-11-29, on the H200: with pads, which tiles fit two groups per SM now? Registers through
# Vulkan of pairs in halved tiles of 512 x 10 .. 18 (and 512 x 10 whole) and keys in halved 512 x 19, 20,
# 22 and 384 x 24; then, in GL, a probe build of main c72104c (.gl/probe: the probe patch of
# ../../2026-11-28/h200-pairs-late/probe-items-wg-parts.patch, SORTSCOPE_PROBE_WG / _ITEMS / _PARTS)
# runs each tile's residency and its sorts at 2^24 and 2^28 (every result checked against the CPU sort),
# between main's defaults (.gl/new) at the start and the end. CUB first.
#   bash docs/perf/2026-11-29/h200-tiles/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/new
source docs/perf/lib/gl-on-h100.sh
cub
vk_stats vk-stats.txt
F=.gl/new; log "main's defaults"; bench_large
F=.gl/probe
probe() {  # WG ITEMS PARTS [--values]
  log "probe $1 x $2, parts $3 ${4:-}"
  export SORTSCOPE_PROBE_WG=$1 SORTSCOPE_PROBE_ITEMS=$2 SORTSCOPE_PROBE_PARTS=$3
  residency "" ${4:-}
  bench --algo onesweep ${4:-} --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep ${4:-} --log2n 28 --reps 3 --no-cpu
  unset SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
}
for items in 12 14 16 18; do probe 512 "$items" 2 --values; done
probe 512 10 1 --values
probe 512 19 2
probe 512 20 2
F=.gl/new; log "main's defaults again"; bench_large
log "done"
