#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200: pairs in halved tiles with their values read from global memory only
# as each part stages them (no value held in registers; the address depends on a shared word read after
# the keys' last barrier, so that the compiler cannot load them beside the keys), which Vulkan's
# statistics put at 64 registers (and 16 bytes of local memory) at 512 x 12 .. 15 (../h200-registers/).
# Does GL seat two groups per SM with them, and are they faster than main's pairs (1024 x 11 whole)?
# The onesweep GPU tests with the new kernel first (main's gpu_tests, the kernel read from .gl/newshaders;
# its {512 x 18, values, halves} configuration runs the new path). Then, A B A B: main (its embedded
# kernel, 1024 x 11 for pairs), the new kernel at 512 x 14, 15 and 16 in halves, and the old kernel at 512 x 14
# in halves (.gl/oldshaders); the probe build (.gl/probe/: probe-items-wg-parts.patch, SORTSCOPE_PROBE_WG /
# _ITEMS / _PARTS) picks the tile; residency first, then pairs at 2^24 and 2^28. CUB (cub_direct.cu) first.
#   bash docs/perf/2026-11-28/h200-pairs-late/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
SORTSCOPE_SHADER_DIR=$PWD/.gl/newshaders onesweep_tests "" gpu_tests_onesweep_new.txt
F=.gl/probe
variant() {  # NAME: the environment of one variant, in this shell
  unset SORTSCOPE_SHADER_DIR SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
  case $1 in
    main) ;;
    new-512x*) export SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=${1#new-512x} SORTSCOPE_PROBE_PARTS=2 ;;
    old-512x*) export SORTSCOPE_SHADER_DIR=$PWD/.gl/oldshaders SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=${1#old-512x} SORTSCOPE_PROBE_PARTS=2 ;;
  esac
}
names="main new-512x14 new-512x15 new-512x16 old-512x14"
for name in $names; do (variant "$name"; residency "" --values; tail -1 "$out/log.txt" | sed "s/^/$name: /" >> "$out/residency.txt"); done
for round in 1 2; do
  for name in $names; do
    log "round $round, $name"
    (variant "$name"; bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu; bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu)
  done
done
log "done"
