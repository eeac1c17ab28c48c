#!/usr/bin/env bash
# Issue 21, 2026-11-28 (second session), call 1: is the look-back's walk bound by its instructions, issued
# among the ranking's subgroups, rather than by its L2 round trips? On 2026-11-28 four words a round trip
# cut the rounds 2.3 times and left the walk as long: with main's loop (about 45 NV assembly instructions
# a round, flags for the spins and the fallback) that fits a round of about 290 cycles of latency plus
# about 8 cycles per instruction issued (eight subgroups per SM quarter). exp.patch (on main fd05f1a, with
# the phase probe of ../h100-phases/probe.patch) adds WALK_FORM: 1 a lean walk (the common
# case, one aggregate after another, in its own loop; the waits and the fallback after it), 2 the same
# with two status words a round trip; and WALK_ALONE=1 (diagnostic: the other subgroups wait at a barrier
# while subgroups 0..7 walk, so the probe reads the walk with no ranking beside it). Then Nsight Compute
# on CUB's onesweep kernels (cub_direct's first 2^24 and 2^28 keys sorts): their time, DRAM bytes,
# registers and occupancy per pass (performance.md's open question). CUB (cub_direct.cu) in the call.
# Call 1 (10 minutes, killed) found forms 1 and 2 compiling for minutes with keys: their spin loop had a
# constant bound, which the halved tile's unroll-all pragma wrote out; call 2 runs this fixed script.
# Main's binaries (a Release build of fd05f1a in .gl/exp3/) run the patched shaders of .gl/exp3/shaders.
#   bash docs/perf/2026-11-28/h100-lean-walk/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp3
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp3/shaders
cub
for form in 1 2; do  # a form that does not compile and run within 30 s stops the call here
  if ! SORTSCOPE_EXTRA_DEFINES=WALK_FORM=$form timeout -s KILL 30 $F/sortscope-cli sort --algo onesweep --n 16777216 --verify > /tmp/c.txt 2>&1; then
    log "WALK_FORM=$form does not run: $(tail -3 /tmp/c.txt | tr '\n' ' ')"; exit 1
  fi
  log "WALK_FORM=$form: $(grep -E 'OK|GPU' /tmp/c.txt | tr '\n' ' ')"
done
probe() {  # probe LABEL N ARGS...: the phase sums of one sort (EXTRA: more defines), to the log
  local label=$1 n=$2; shift 2
  SORTSCOPE_EXTRA_DEFINES=PHASE_PROBE=1${EXTRA:+,$EXTRA} timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep --n "$n" "$@" --output - 2>/tmp/probe_err.txt | head -20 > /tmp/probe.txt
  echo "probe $label n=$n $* ${EXTRA:-}: $(sed -n 2p /tmp/probe.txt) | $(sed -n 3,16p /tmp/probe.txt | cut -f1 | tr '\n' ' ') | $(head -c 300 /tmp/probe_err.txt | tr '\n' ' ')" >> "$out/log.txt"
}
log "phase probes (slots: tile number, loads, histograms, counts, walk, last subgroup's ranking, walk+ranking, scan, scatter, tile, reads, not ready, fallbacks, tiles)"
for form in 0 1 2; do EXTRA=WALK_FORM=$form probe form$form 16777216; done
for form in 0 1; do EXTRA=WALK_FORM=$form,WALK_ALONE=1 probe form$form-alone 16777216; done
for form in 0 1; do EXTRA=WALK_FORM=$form probe form$form 268435456; done
measure() {
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
}
define_rounds 2 WALK_FORM 0 1 2
onesweep_tests WALK_FORM=1 gpu_tests_form1.txt
onesweep_tests WALK_FORM=2 gpu_tests_form2.txt
log "Nsight Compute on CUB's onesweep kernels"
NCU=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
for skip in 552 920; do
  timeout -s KILL 100 "$NCU" --clock-control none --kernel-name regex:Onesweep --launch-skip $skip --launch-count 4 \
    --section SpeedOfLight --section LaunchStats --section Occupancy \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,sm__cycles_elapsed.avg.per_second \
    .gl/cub_direct > "$out/ncu-skip$skip.txt" 2>&1
  log "ncu skip $skip: rc $? $(grep -cE 'Onesweep' "$out/ncu-skip$skip.txt") kernel lines"
  grep -E 'Onesweep|Duration|gpu__time_duration|dram__bytes|Registers Per|Shared Memory Config|Dynamic Shared|Static Shared|Block Limit|Achieved Occupancy|Theoretical Occupancy|Memory Throughput|DRAM Throughput|Grid Size|Block Size|SM Frequency' "$out/ncu-skip$skip.txt" | head -120 >> "$out/log.txt"
done
log "done"
