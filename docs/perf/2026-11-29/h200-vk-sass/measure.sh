#!/usr/bin/env bash
# Issue 21, 2026-11-29, on the H200: the machine code of the pass, read through Vulkan. The keys' (512 x 18
# in halves, unrolled: main's and the same with the ranking's bit shifted down first, the form GL ran 6%
# slower on 2026-11-28) and pairs' (1024 x 11 whole) onesweep_pass.comp as SPIR-V (made as
# ../../2026-11-28/h200-registers/make-spirv.sh makes them), built by vk_pipeline_stats with VK_DUMP_DIR;
# each pipeline cache's data unpacked by ../../lib/vk_sass.py (zstd carried in .gl/zstd) and disassembled.
# (Call 2 of the day ran an earlier form: the cache data only, which find_sass.py could not read packed.)
#   bash docs/perf/2026-11-29/h200-vk-sass/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/new
source docs/perf/lib/gl-on-h100.sh
vk_machine_code vk-stats.txt
log "done"
