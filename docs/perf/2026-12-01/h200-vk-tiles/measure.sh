#!/usr/bin/env bash
# Issue 21, 2026-12-01, on the H200: with buffers on Vulkan's memory the passes past 2^25 have more
# bandwidth, so are the default tiles still the fastest there? .gl/probe2 holds main 4895bef with
# ../../2026-11-28/h200-pairs-late/probe-items-wg-parts.patch (SORTSCOPE_PROBE_WG / _ITEMS / _PARTS set the
# work group, keys per invocation and staging parts). Pairs: the default (512 x 14 in halves) against whole
# 512 x 10 and whole 1024 x 8; keys: the default (512 x 20 in halves from 2^26) against 512 x 18 in halves.
# 2^26 .. 2^28, median of 3; the pairs' default and whole 512 x 10 twice (A B . . . A B), the rest once; no CUB (only tiles against the default, same build).
#   bash docs/perf/2026-12-01/h200-vk-tiles/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
F=.gl/probe2
pairs_default() { log "round $1: pairs default"; bench --algo onesweep --values --log2n 26..28 --reps 3 --no-cpu; }
pairs_whole() { log "round $1: pairs whole 512 x 10"; SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=10 SORTSCOPE_PROBE_PARTS=1 bench --algo onesweep --values --log2n 26..28 --reps 3 --no-cpu; }
pairs_default 1; pairs_whole 1
log "round 1: pairs whole 1024 x 8"; SORTSCOPE_PROBE_WG=1024 SORTSCOPE_PROBE_ITEMS=8 SORTSCOPE_PROBE_PARTS=1 bench --algo onesweep --values --log2n 26..28 --reps 3 --no-cpu
log "round 1: keys default"; bench --algo onesweep --log2n 26..28 --reps 3 --no-cpu
log "round 1: keys 512 x 18 in halves"; SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=18 SORTSCOPE_PROBE_PARTS=2 bench --algo onesweep --log2n 26..28 --reps 3 --no-cpu
pairs_default 2; pairs_whole 2
log "done"
