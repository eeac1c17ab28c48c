#!/usr/bin/env bash
# Makes the SPIR-V of onesweep_pass.comp's variants ranked by Match (subgroupPartitionNV) for
# ../h200-registers/vk_pipeline_stats (run here; ../h200-registers/make-spirv.sh with other variants):
# each variant's GLSL assembled with its #defines as the app assembles it (DUMP, a small
# program around app/gpu's assemble_compute_shader with the four subgroup extensions), made Vulkan GLSL
# (#version 450; the dispatch's u_step a push constant instead of a GL uniform) and compiled with
# glslangValidator -V for Vulkan 1.1. Usage: make-spirv.sh DUMP OUTDIR
set -euo pipefail
dump=$1 out=$2; mkdir -p "$out"
base="KEY_TYPE=0 DESCENDING=0 LOOKBACK=1 SUBGROUP_SIZE=32 SPIN_LIMIT=4096 NEVER_READY=0"
# name: LOCAL_SIZE ITEMS STAGE_PARTS HAS_VALUES RANKING (1 Ballot, 2 Match)
variants=(
  "keys-512x18-halves-ballot:512 18 2 0 1"   # main's keys
  "keys-512x18-halves-match:512 18 2 0 2"
  "keys-512x20-halves-match:512 20 2 0 2"
  "pairs-512x18-halves-match:512 18 2 1 2"
  "pairs-512x14-halves-match:512 14 2 1 2"
  "pairs-1024x11-whole-match:1024 11 1 1 2"
)
for v in "${variants[@]}"; do
  name=${v%%:*}; read -r wg items parts values ranking <<< "${v#*:}"
  SORTSCOPE_SHADER_DIR=$(git rev-parse --show-toplevel)/shaders "$dump" onesweep_pass.comp $base LOCAL_SIZE=$wg ITEMS=$items RANKING=$ranking \
    STAGE_PARTS=$parts HAS_VALUES=$values |
    sed -e 's/^#version 430 core/#version 450/' \
        -e 's/^layout(location = 0) uniform uint u_step;/layout(push_constant) uniform PushStep { uint u_step; };/' > "$out/$name.comp"
  # DUMP adds the four KHR subgroup extensions; Match needs NV's partition too (as the app adds it).
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
