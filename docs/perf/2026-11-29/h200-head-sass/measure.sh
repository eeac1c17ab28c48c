#!/usr/bin/env bash
# Issue 21, 2026-11-29, on the H200: the machine code through Vulkan of main's pass as it landed (fd3c867:
# pads, rank_digit_of): keys 512 x 18 and 512 x 20 in halves, pairs 1024 x 11 whole, the SPIR-V made as
# ../../2026-11-28/h200-registers/make-spirv.sh makes them (halved tiles unrolled), disassembled by the
# lib's vk_machine_code (and a check of that function after the day's refactor).
#   bash docs/perf/2026-11-29/h200-head-sass/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/new
source docs/perf/lib/gl-on-h100.sh
vk_machine_code vk-stats.txt
log "done"
