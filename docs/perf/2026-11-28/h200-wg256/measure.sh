#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200: the pass in work groups of 256 with halved tiles. Two groups of 256
# may use 128 registers an invocation and three 85, where two groups of 512 allow 64: so pairs, whose
# halved tiles need 104 to 114 registers at 512 (../h200-registers/), might hold two groups per SM at
# 256 x 16 .. 28, and keys three groups of 256 x 20 or 24 (768 invocations an SM, CUB's sm90 shape).
# First the registers through Vulkan (../h200-registers/vk_pipeline_stats.cpp, the SPIR-V from
# ../h200-registers/make-spirv.sh with variants.txt, in .gl/vk/), then per variant a verified sort at
# sizes around the tile, its residency
# (gl_SMIDNV probe), then A B A B keys at 2^24 and 2^28 and pairs the same, CUB (cub_direct.cu) first.
# The probe build (.gl/probe/: main + ../h200-pairs-late/probe-items-wg-parts.patch; SORTSCOPE_PROBE_WG /
# _ITEMS / _PARTS) picks the tile; "main" is the same build with no probe variable (main's defaults).
#   bash docs/perf/2026-11-28/h200-wg256/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/probe
source docs/perf/lib/gl-on-h100.sh
vk_stats vk-stats.txt
log "vulkan statistics: $(grep -c . "$out/vk-stats.txt") lines"
cub
variant() {  # NAME: the environment of one variant, in this shell
  unset SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
  case $1 in
    main) ;;
    256x*) export SORTSCOPE_PROBE_WG=256 SORTSCOPE_PROBE_ITEMS=${1#256x} SORTSCOPE_PROBE_PARTS=2 ;;
  esac
}
keys="main 256x20 256x24 256x28"
pairs="main 256x16 256x20 256x24 256x28"
verify() {  # NAME ARGS...: sort --verify at sizes around the variant's tiles, every line to the log
  local name=$1 n; shift
  for n in 1 2 5119 5120 5121 6143 6144 6145 12289 1000003 16777216 16777259; do
    echo "$name $* n=$n: $( (variant "$name"; timeout 60 $F/sortscope-cli sort --algo onesweep --n $n --dist random --verify "$@" 2>&1 | tail -1) )"
  done >> "$out/verify.txt"
  (variant "$name"; timeout 60 $F/sortscope-cli sort --algo onesweep --n 16777216 --dist few-unique --verify "$@" 2>&1 | tail -1 | sed "s/^/$name $* few-unique: /") >> "$out/verify.txt"
}
for name in $keys; do verify "$name"; (variant "$name"; residency ""; tail -1 "$out/log.txt" | sed "s/^/keys $name: /" >> "$out/residency.txt"); done
for name in $pairs; do verify "$name" --values; (variant "$name"; residency "" --values; tail -1 "$out/log.txt" | sed "s/^/pairs $name: /" >> "$out/residency.txt"); done
log "verify: $(grep -c OK "$out/verify.txt") OK of $(grep -c . "$out/verify.txt")"
cat "$out/residency.txt" >> "$out/log.txt"
for round in 1 2; do
  for name in $keys; do
    log "round $round, keys $name"
    (variant "$name"; bench --algo onesweep --log2n 24 --reps 5 --no-cpu; bench --algo onesweep --log2n 28 --reps 3 --no-cpu)
  done
  for name in $pairs; do
    log "round $round, pairs $name"
    (variant "$name"; bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu; bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu)
  done
done
log "done"
