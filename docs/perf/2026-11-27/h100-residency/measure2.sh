#!/usr/bin/env bash
# Issue 21, 2026-11-27, call 2: the shared memory NVIDIA's GL driver gives the work groups of one SM
# (shared_residency_probe.cpp: groups of 256 and 1024 invocations with 4 to 47 KB each), then the onesweep
# pass at tiles between 512 x 9 and 512 x 14 and 256 x 20 .. 26 (a probe build of the C++ that takes the
# keys per invocation from SORTSCOPE_PROBE_ITEMS; the kernel with UNROLL_ITEMS=1) with each tile's
# residency (RESIDENCY_PROBE=1) and speed at 2^24, CUB in the same call. .gl/r2/sortscope-cli is the
# probe build, .gl/shared_probe the probe; carry .gl; run from the checkout.
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/r2
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
log "shared-memory residency probe"
timeout 120 .gl/shared_probe >> "$out/log.txt" 2>&1
cub
log "baseline (main's defaults)"
bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch
for wi in 512:9 512:10 512:12 512:13 512:14 256:20 256:24 256:26 1024:8; do
  export SORTSCOPE_PROBE_ITEMS=${wi#*:}
  log "${wi%:*} x ${wi#*:}"
  residency UNROLL_ITEMS=1 --wg ${wi%:*} --onesweep-ranking ballot
  export SORTSCOPE_EXTRA_DEFINES=UNROLL_ITEMS=1
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch --wg ${wi%:*} --onesweep-ranking ballot
  unset SORTSCOPE_EXTRA_DEFINES
done
for wi in 512:12 512:13; do
  export SORTSCOPE_PROBE_ITEMS=${wi#*:} SORTSCOPE_EXTRA_DEFINES=UNROLL_ITEMS=1
  log "${wi%:*} x ${wi#*:}, 2^28 and pairs"
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu --wg ${wi%:*} --onesweep-ranking ballot
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --wg ${wi%:*} --onesweep-ranking ballot
done
unset SORTSCOPE_PROBE_ITEMS SORTSCOPE_EXTRA_DEFINES
log "done"
