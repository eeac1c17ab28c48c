#!/usr/bin/env bash
# Issue 21: onesweep's upfront histogram runs at 46% of copy at 2^24 (86% at 2^28): at 2^24 it is 1,024
# groups of 1024 x 16 keys, each adding its 1,024 counts to the same 1,024 global words. Fewer groups
# (each looping over several chunks) make fewer global atomics. The probe build of
# ../h100-direct/ plus SORTSCOPE_PROBE_HIST_GROUPS, an upper bound on the histogram's groups
# (histogram-groups.patch: the probe's C++ on main a565a36, all three of its variables); main's shaders. Also the keys' tile at 2^21 .. 2^23
# (1024 x 8 against the default 1024 x 11). Carry .gl with the probe in .gl/direct/:
#   bash docs/perf/2026-11-24/h100-histogram/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/direct
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
cub
hist() { grep -E "onesweep_histogram" /tmp/b.txt >> "$out/log.txt"; }
for g in default 132 264 528 792; do
  log "histogram groups: $g"
  if [ $g = default ]; then unset SORTSCOPE_PROBE_HIST_GROUPS; else export SORTSCOPE_PROBE_HIST_GROUPS=$g; fi
  bench --algo onesweep --log2n 24 --reps 7 --no-cpu --per-dispatch; hist
done
for g in default 264 528 1056; do
  log "histogram groups at 2^28: $g"
  if [ $g = default ]; then unset SORTSCOPE_PROBE_HIST_GROUPS; else export SORTSCOPE_PROBE_HIST_GROUPS=$g; fi
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu --per-dispatch; hist
done
unset SORTSCOPE_PROBE_HIST_GROUPS
for items in 8 11 8 11; do
  log "keys, 1024 x $items, 2^21 .. 2^23"
  export SORTSCOPE_PROBE_ITEMS=$items
  bench --algo onesweep --log2n 21..23 --reps 7 --no-cpu
done
log "done"
