#!/usr/bin/env bash
# Issue 21, 2026-11-28, call 2: with two groups per SM the look-back's walk is on the tile's critical
# path (the phase probe of call 1, ../h100-phases/), so the look-back reading 2 or 4 status
# words per round trip (LOOKBACK_WORDS, slower on 2026-11-25 at one group per SM) is measured again, A B
# A B, with bench (every result checked against the CPU sort), the phase probe at 4 words, and the
# onesweep GPU tests at 4 words. First the pass's registers per invocation, read from the machine code in
# the driver's program binary (../../lib/program_registers.py with the CUDA toolkit's cuobjdump). Main's
# binaries run the patched shader (.gl/exp/shaders: ../h100-phases/probe.patch plus
# lookback-words.patch here). CUB (cub_direct.cu) in the same call.
#   bash docs/perf/2026-11-28/h100-lookback/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp/shaders
export PATH=$PATH:/usr/local/cuda/bin
cub
registers() {  # registers LABEL ARGS...: the pass program's registers, from the driver's binary
  local label=$1; shift
  rm -rf /tmp/dump; mkdir -p /tmp/dump "$out/cubin"
  SORTSCOPE_DUMP_PROGRAMS=/tmp/dump timeout 60 $F/sortscope-cli sort --algo onesweep "$@" > /dev/null 2>&1
  local f; f=$(find /tmp/dump -name '*pass*' | head -1)
  if [ -z "$f" ]; then log "registers $label: no pass program dumped ($(ls /tmp/dump | head -3 | tr '\n' ' '))"; return; fi
  log "registers $label ($*): $(python3 docs/perf/lib/program_registers.py "$f" "$out/cubin/$label" 2>&1 | tr '\n' ' ')"
}
registers keys-halved-512x18 --n 16777216
registers keys-1024x11 --n 4194304
registers keys-1024x8 --n 1048576
registers pairs-1024x11 --n 16777216 --values
registers keys-256-default-app --n 65536 --wg 256
ls /tmp/dump >> "$out/log.txt"
measure() {
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
}
define_rounds 2 LOOKBACK_WORDS 1 2 4
probe() {  # probe LABEL N ARGS...: the phase sums of one sort, to the log
  local label=$1 n=$2; shift 2
  SORTSCOPE_EXTRA_DEFINES=PHASE_PROBE=1${EXTRA:+,$EXTRA} timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep --n "$n" "$@" --output - 2>/tmp/probe_err.txt | head -20 > /tmp/probe.txt
  echo "probe $label n=$n $* ${EXTRA:-}: $(sed -n 2p /tmp/probe.txt) | $(sed -n 3,16p /tmp/probe.txt | cut -f1 | tr '\n' ' ') | $(head -c 300 /tmp/probe_err.txt | tr '\n' ' ')" >> "$out/log.txt"
}
EXTRA=LOOKBACK_WORDS=1 probe words1 16777216
EXTRA=LOOKBACK_WORDS=4 probe words4 16777216
EXTRA=LOOKBACK_WORDS=4 probe words4-pairs 16777216 --values
onesweep_tests LOOKBACK_WORDS=4 gpu_tests_words4.txt
log "done"
