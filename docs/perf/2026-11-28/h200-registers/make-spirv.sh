#!/usr/bin/env bash
# Makes the SPIR-V of onesweep_pass.comp's variants for vk_pipeline_stats (run here, not on the GPU
# machine): each variant's GLSL assembled with its #defines as the app assembles it (DUMP, a small
# program around app/gpu's assemble_compute_shader with the four subgroup extensions; Match variants get
# NV's partition extension too, as the app adds it), made Vulkan GLSL (#version 450; the dispatch's
# u_step a push constant instead of a GL uniform) and compiled with glslangValidator -V for Vulkan 1.1.
# Usage: make-spirv.sh DUMP OUTDIR [VARIANTS]: VARIANTS, a file of lines "name:LOCAL_SIZE ITEMS
# STAGE_PARTS HAS_VALUES [RANKING]" (RANKING 1 Ballot, the default, or 2 Match; # starts a comment), or
# else the list below, which this folder's measure.sh read (../h200-wg256/ and ../h200-match/ pass theirs).
# SHADERS, when set, is the shaders/ folder to assemble from (a patched copy: ../../2026-11-30/h200-pairs-values/).
# DUMP is built from ../../lib/assemble_kernel.cpp (its banner says how).
set -euo pipefail
dump=$1 out=$2; mkdir -p "$out"
base="KEY_TYPE=0 DESCENDING=0 LOOKBACK=1 SUBGROUP_SIZE=32 SPIN_LIMIT=4096 NEVER_READY=0"
# name: LOCAL_SIZE ITEMS STAGE_PARTS HAS_VALUES, and GL's groups per SM (docs/performance.md)
variants=(
  "keys-512x18-halves:512 18 2 0"   # main's keys: 2 groups per SM
  "keys-512x16-halves:512 16 2 0"   # 2
  "keys-512x17-halves:512 17 2 0"   # 2
  "keys-512x19-halves:512 19 2 0"   # 2
  "keys-512x20-halves:512 20 2 0"   # 1 (registers)
  "keys-384x24-halves:384 24 2 0"   # 2
  "keys-384x28-halves:384 28 2 0"   # 1
  "keys-1024x11-whole:1024 11 1 0"  # 1 (shared memory)
  "keys-512x10-whole:512 10 1 0"    # 2
  "pairs-1024x11-whole:1024 11 1 1" # main's pairs: 1 (shared memory)
  "pairs-512x10-whole:512 10 1 1"   # 2
  "pairs-512x9-whole:512 9 1 1"     # 2
  "pairs-512x18-halves:512 18 2 1"  # 1 (registers)
  "pairs-512x14-halves:512 14 2 1"  # 1
  "pairs-512x12-halves:512 12 2 1"  # 1
  "pairs-384x16-halves:384 16 2 1"  # 1
  "pairs-384x20-halves:384 20 2 1"  # 1
)
if [ $# -ge 3 ]; then mapfile -t variants < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$3"); fi
for v in "${variants[@]}"; do
  name=${v%%:*}; read -r wg items parts values ranking <<< "${v#*:}"
  ranking=${ranking:-1}
  SORTSCOPE_SHADER_DIR=${SHADERS:-$(git rev-parse --show-toplevel)/shaders} "$dump" onesweep_pass.comp $base LOCAL_SIZE=$wg ITEMS=$items \
    STAGE_PARTS=$parts HAS_VALUES=$values RANKING=$ranking |
    sed -e 's/^#version 430 core/#version 450/' \
        -e 's/^layout(location = 0) uniform uint u_step;/layout(push_constant) uniform PushStep { uint u_step; };/' > "$out/$name.comp"
  if [ "$ranking" = 2 ]; then sed -i 's/^#version 450/#version 450\n#extension GL_NV_shader_subgroup_partitioned : require/' "$out/$name.comp"; fi
  glslangValidator -V --target-env vulkan1.1 -S comp "$out/$name.comp" -o "$out/$name.spv" > "$out/$name.log" || { echo "$name: glslang failed"; cat "$out/$name.log"; }
  # GL's `#pragma optionNV(unroll all)` (halved tiles) has no SPIR-V form: the same request as an
  # [[unroll]] on every for loop (GL_EXT_control_flow_attributes), so that the arrays can stay in registers.
  if [ "$parts" -gt 1 ]; then
    sed -e 's/^#version 450/#version 450\n#extension GL_EXT_control_flow_attributes : require/' \
        -e 's/\bfor (/[[unroll]] for (/g' "$out/$name.comp" > "$out/$name-unrolled.comp"
    glslangValidator -V --target-env vulkan1.1 -S comp "$out/$name-unrolled.comp" -o "$out/$name-unrolled.spv" > "$out/$name-unrolled.log" ||
      { echo "$name-unrolled: glslang failed"; cat "$out/$name-unrolled.log"; }
  fi
done
ls "$out"/*.spv | wc -l
