#!/usr/bin/env bash
# Makes the SPIR-V that measure.sh (variants A to D) and measure2.sh (B, E, F, G) read from .gl/vk/: for
# each variant, shaders/ as main 0c23360 had it (the patches' base) with its patch (values-V.patch; A is
# main's), then
# ../../2026-11-28/h200-registers/make-spirv.sh on it, keeping the unrolled build of each halved tile (GL's
# `#pragma optionNV(unroll all)` as [[unroll]]) as V-NAME.spv. Run here, not on the GPU machine.
# Usage: make-variants.sh ASSEMBLE_KERNEL OUTDIR VARIANT...   (e.g. /tmp/assemble_kernel .gl/vk A B C D)
set -euo pipefail
dump=$1 out=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd) root=$(git rev-parse --show-toplevel)
list=$(mktemp); printf '%s\n' "pairs-512x14:512 14 2 1" "pairs-512x16:512 16 2 1" "pairs-512x18:512 18 2 1" "keys-512x18:512 18 2 0" > "$list"
mkdir -p "$out"
for v in "$@"; do
  work=$(mktemp -d); git -C "$root" archive 0c23360 shaders | tar -x -C "$work"
  [ "$v" = A ] || patch -s -d "$work/shaders" -p1 < "$here/values-$v.patch"
  SHADERS=$work/shaders bash "$root/docs/perf/2026-11-28/h200-registers/make-spirv.sh" "$dump" "$work/spv" "$list" > /dev/null
  for f in "$work"/spv/*-unrolled.spv; do name=$(basename "$f" -unrolled.spv); cp "$f" "$out/$v-$name.spv"; done
  rm -rf "$work"
done
rm -f "$list"
ls "$out"/*.spv | wc -l
