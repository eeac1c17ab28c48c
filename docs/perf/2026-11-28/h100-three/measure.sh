#!/usr/bin/env bash
# Issue 21, 2026-11-28, call 5. (1) Three groups per SM: 384 x 16 in halves needs 15.4 KB of shared
# memory (three fit the ~48 KB NVIDIA's GL driver gives an SM) and at most 56 registers; a probe build
# (probe-items-wg.patch: SORTSCOPE_PROBE_WG / SORTSCOPE_PROBE_ITEMS set the onesweep work group and keys
# per invocation) runs it, and 384 x 14: residency (RESIDENCY_PROBE) and bench. (2) RANK_FORM=1: each
# digit bit's peers as peers & ~(vote ^ mask) (one LOP3) instead of a select. (3) The slow runs at 2^28
# (a median of 16 ms against 7.9 in some bench processes, call 4): bench at 2^28 three times with
# nvidia-smi sampling the SM clock, power and the clock event reasons every 200 ms, then the phase probe
# (spins, fallbacks) on five sorts at 2^28. Main's binaries (.gl/exp) and the probe build (.gl/exp2)
# run .gl/exp/shaders (exp.patch). CUB (cub_direct.cu) in the same call.
#   bash docs/perf/2026-11-28/h100-three/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp/shaders
fields=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,clocks_event_reasons.active
nvidia-smi --query-gpu=$fields --format=csv,noheader > /dev/null 2>&1 || fields=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,clocks_throttle_reasons.active
nvidia-smi --query-gpu=$fields --format=csv -lms 200 > "$out/smi.txt" 2>&1 &
smi=$!
cub
log "three groups per SM"
for shape in 384:16 384:14 512:18; do
  export SORTSCOPE_PROBE_WG=${shape%%:*} SORTSCOPE_PROBE_ITEMS=${shape##*:}
  log "shape $shape"
  F=.gl/exp2 residency "" 
  F=.gl/exp2 bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  F=.gl/exp2 bench --algo onesweep --log2n 28 --reps 3 --no-cpu
done
unset SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS
log "RANK_FORM, A B A B"
for round in 1 2; do
  for v in RANK_FORM=0 RANK_FORM=1; do
    log "round $round $v"; export SORTSCOPE_EXTRA_DEFINES=$v
    bench --algo onesweep --log2n 24 --reps 5 --no-cpu
    bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  done
done
unset SORTSCOPE_EXTRA_DEFINES
log "2^28 slow runs"
for i in 1 2 3; do log "bench 2^28 #$i"; bench --algo onesweep --log2n 28 --reps 9 --no-cpu; done
for i in 1 2 3 4 5; do
  SORTSCOPE_EXTRA_DEFINES=PHASE_PROBE=1 timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep --n 268435456 --output - 2>/dev/null | head -16 > /tmp/probe.txt
  log "probe 2^28 #$i: $(sed -n 2p /tmp/probe.txt) | $(sed -n 3,16p /tmp/probe.txt | tr '\n' ' ')"
done
kill $smi
log "done"
