#!/usr/bin/env bash
# Issue 21, 2026-11-28: where a tile's time goes in onesweep_pass.comp with two groups per SM (keys in
# halved 512 x 18 tiles), measured inside the kernel. probe.patch (on main 30c45d3, not kept as is) adds
# three defines, set with SORTSCOPE_EXTRA_DEFINES: PHASE_PROBE=1 (GL_ARB_shader_clock: invocation 0 of
# every group reads the SM's clock at each phase boundary and adds the differences / 16 to words of the
# cleared histogram region, with the look-back's status reads, spins and fallbacks; the last group of the
# fourth pass writes the sums over the 4 passes to the first output keys, read with sort --output -),
# ABLATE_LOOKBACK=1 (timing only: no look-back, wrong offsets) and RUNNING_ATOMIC=1 (the ranking's
# running counters bumped by one shared atomic instead of a load and a store). Main's binaries run the
# patched shader from .gl/exp/shaders (SORTSCOPE_SHADER_DIR). CUB (cub_direct.cu) in the same call.
# Copy sortscope-cli of a Release build of main into .gl/exp/, the patched shaders into .gl/exp/shaders,
# carry .gl, run from the checkout:  bash docs/perf/2026-11-28/h100-phases/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp/shaders
cub
probe() {  # probe LABEL N ARGS...: the phase sums of one sort, to the log
  local label=$1 n=$2; shift 2
  SORTSCOPE_EXTRA_DEFINES=PHASE_PROBE=1${EXTRA:+,$EXTRA} timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep --n "$n" "$@" --output - 2>/tmp/probe_err.txt | head -20 > /tmp/probe.txt
  echo "probe $label n=$n $* ${EXTRA:-}: $(sed -n 1,2p /tmp/probe.txt | tr '\n' ' ') | $(sed -n 3,16p /tmp/probe.txt | tr '\n' ' ') | $(head -c 300 /tmp/probe_err.txt | tr '\n' ' ')" >> "$out/log.txt"
}
timed() {  # timed N RUNS ARGS...: sort's GPU time, RUNS processes
  local n=$1 runs=$2; shift 2
  for run in $(seq "$runs"); do
    echo "${SORTSCOPE_EXTRA_DEFINES:-default} $n $*: $(timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep --n $n "$@" 2>&1 | grep -E 'on the GPU|wrong|differ|rror' | head -2 | tr '\n' ' ')" >> "$out/log.txt"
  done
}
log "phase probes"
probe halved 16777216
probe halved 268435456
probe whole-1024x11 16777216 --wg 1024 --tile 11264 --onesweep-ranking ballot
probe pairs 16777216 --values
EXTRA=ABLATE_LOOKBACK=1 probe halved-nolookback 16777216
log "timed variants"
for variant in "" ABLATE_LOOKBACK=1 RUNNING_ATOMIC=1; do
  export SORTSCOPE_EXTRA_DEFINES=$variant
  timed 16777216 5
  timed 268435456 2
done
unset SORTSCOPE_EXTRA_DEFINES
log "bench default and RUNNING_ATOMIC"
bench --algo onesweep --log2n 24 --reps 5 --no-cpu
SORTSCOPE_EXTRA_DEFINES=RUNNING_ATOMIC=1 bench --algo onesweep --log2n 24 --reps 5 --no-cpu
log "done"
