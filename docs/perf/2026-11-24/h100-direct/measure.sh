#!/usr/bin/env bash
# Issue 21, probe: the onesweep pass without staging its tile in shared memory (DIRECT_SCATTER=1 in the
# probe's onesweep_pass.comp: each key goes from its registers to its place, no bin scan, no staging
# barrier). Shared memory is then only the subgroups' counters: 35 KB at 1024 invocations, 19.5 KB at
# 512 (two groups per SM, if the registers allow), so tiles larger than 48 KB hold and smaller groups
# can share an SM. The probe (direct-scatter.patch on main a565a36) counts its shared words so when
# SORTSCOPE_PROBE_DIRECT_SCATTER is set, and takes its keys per invocation from SORTSCOPE_PROBE_ITEMS.
# Apply the patch, build Release, copy bin/sortscope-cli, tests/gpu/gpu_tests and shaders/ into
# .gl/direct/, carry .gl, and from the checkout:  bash docs/perf/2026-11-24/h100-direct/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/direct
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/direct/shaders
onesweep_tests DIRECT_SCATTER=1 gpu_tests_direct.txt
cub
log "main's kernel, no options"
bench --algo onesweep --log2n 20 --reps 5 --no-cpu
bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
export SORTSCOPE_EXTRA_DEFINES=DIRECT_SCATTER=1 SORTSCOPE_PROBE_DIRECT_SCATTER=1
log "DIRECT_SCATTER=1, no options (1024 x 11)"
bench --algo onesweep --log2n 20 --reps 5 --no-cpu
bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
# work group (wg) and keys per invocation (SORTSCOPE_PROBE_ITEMS: the probe's override of the tile)
for cfg in "1024 14" "1024 16" "512 11" "512 14" "512 16" "512 22" "256 16" "256 22"; do
  set -- $cfg
  log "DIRECT_SCATTER=1, --wg $1, $2 keys each"
  export SORTSCOPE_PROBE_ITEMS=$2
  bench --algo onesweep --onesweep-ranking ballot --wg $1 --log2n 24 --reps 5 --no-cpu --per-dispatch
  bench --algo onesweep --onesweep-ranking ballot --wg $1 --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --onesweep-ranking ballot --wg $1 --log2n 28 --reps 3 --no-cpu
done
log "NV assembly (lmem lines, shared memory) of the pass"
for cfg in "1024 11" "1024 16" "512 11" "512 16" "512 22" "256 22"; do
  set -- $cfg
  export SORTSCOPE_PROBE_ITEMS=$2
  rm -rf /tmp/dump; mkdir -p /tmp/dump/onesweep
  SORTSCOPE_DUMP_PROGRAMS=/tmp/dump timeout 60 $F/sortscope-cli sort --algo onesweep --onesweep-ranking ballot --wg $1 --n 1048576 > /dev/null 2>&1
  for f in $(find /tmp/dump -name '*pass*'); do echo "$cfg $(basename $f): $(grep -ac lmem $f) lmem lines, $(grep -ao 'SHARED_MEMORY [0-9]*' $f | head -1)"; done >> "$out/log.txt"
  mkdir -p "$out/nvasm"; for f in $(find /tmp/dump -name '*pass*'); do cp "$f" "$out/nvasm/pass-$1x$2.bin"; done
done
log "done"
