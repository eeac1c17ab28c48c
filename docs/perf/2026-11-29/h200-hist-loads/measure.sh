#!/usr/bin/env bash
# Issue 21, 2026-11-29, on the H200: (1) the upfront histogram reading its keys as uvec4s with the next
# chunk's loads in flight while this one is counted (the new build in .gl/new) against main's scalar
# histogram (.gl/final, 97e3db6); (2) four forms of the pass's strip loads (LOAD_FORM 0..3, the new build,
# SORTSCOPE_EXTRA_DEFINES): their registers through Vulkan, residency, lmem, the NV assembly's load lines,
# and the four large workloads A B A B. CUB first. The new build's onesweep GPU tests (its default) too.
#   bash docs/perf/2026-11-29/h200-hist-loads/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/new
source docs/perf/lib/gl-on-h100.sh
cub
onesweep_tests "" gpu_tests_onesweep.txt
vk_stats vk-stats.txt
for form in 0 1 2 3; do
  pass_asm LOAD_FORM=$form
  [ "$form" = 0 ] || [ "$form" = 3 ] && { f=$(find /tmp/dump -name '*pass*' | head -1); [ -n "$f" ] && strings -n 3 "$f" | grep -E 'LDB|sbo_buf1' | head -60 > "$out/asm-loads-form$form.txt"; }
  residency LOAD_FORM=$form
done
# Per dispatch at 2^28: the histogram's GB/s, main's and the new one
for build in final new; do
  F=.gl/$build
  log "per dispatch, $build"
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu --per-dispatch --copy
  grep -E "onesweep_histogram|onesweep_pass" /tmp/b.txt | sed "s/^/$build: /" >> "$out/log.txt"
done
for round in 1 2; do
  F=.gl/final; log "round $round, main (97e3db6)"; bench_large
  F=.gl/new
  for form in 0 1 2 3; do
    log "round $round, new histogram, LOAD_FORM=$form"
    export SORTSCOPE_EXTRA_DEFINES=LOAD_FORM=$form; bench_large; unset SORTSCOPE_EXTRA_DEFINES
  done
done
log "done"
