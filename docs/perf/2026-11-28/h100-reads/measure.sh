#!/usr/bin/env bash
# Issue 21, 2026-11-28, call 3: call 2 found the walk's time unchanged with 4 status words per round trip
# (rounds 2.3 times fewer, the walk as long), so: are the look-back's volatile reads (NV assembly
# LDB.U32.VOL.COH) issued one after another? LOOKBACK_READ=1 reads the words with atomicOr(word, 0),
# LOOKBACK_READ=2 through a second, coherent but not volatile, block on the same binding (a read the
# compiler may hoist is still bounded by SPIN_LIMIT's fallback), each with 1 and 4 words per round trip:
# the phase probe's walk (slot 4) and bench (checked) at 2^24 and 2^28. Then where NVIDIA's driver keeps
# its compiled shaders (its disk cache), and whether they hold machine code with a register count.
# Main's binaries run .gl/exp/shaders (exp.patch here). CUB (cub_direct.cu) in the same call.
#   bash docs/perf/2026-11-28/h100-reads/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp/shaders
cub
probe() {  # probe LABEL N ARGS...: the phase sums of one sort, to the log
  local label=$1 n=$2; shift 2
  SORTSCOPE_EXTRA_DEFINES=PHASE_PROBE=1${EXTRA:+,$EXTRA} timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep --n "$n" "$@" --output - 2>/tmp/probe_err.txt | head -20 > /tmp/probe.txt
  echo "probe $label n=$n $* ${EXTRA:-}: $(sed -n 2p /tmp/probe.txt) | $(sed -n 3,16p /tmp/probe.txt | cut -f1 | tr '\n' ' ') | $(head -c 300 /tmp/probe_err.txt | tr '\n' ' ')" >> "$out/log.txt"
}
for v in LOOKBACK_READ=0,LOOKBACK_WORDS=1 LOOKBACK_READ=1,LOOKBACK_WORDS=1 LOOKBACK_READ=1,LOOKBACK_WORDS=4 LOOKBACK_READ=2,LOOKBACK_WORDS=1 LOOKBACK_READ=2,LOOKBACK_WORDS=4; do
  EXTRA=$v probe "$v" 16777216
done
measure() {
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
}
for round in 1 2; do
  for v in LOOKBACK_READ=0,LOOKBACK_WORDS=1 LOOKBACK_READ=1,LOOKBACK_WORDS=1 LOOKBACK_READ=1,LOOKBACK_WORDS=4 LOOKBACK_READ=2,LOOKBACK_WORDS=1 LOOKBACK_READ=2,LOOKBACK_WORDS=4; do
    log "round $round, $v"; export SORTSCOPE_EXTRA_DEFINES=$v; measure
  done
done
unset SORTSCOPE_EXTRA_DEFINES
log "the driver's shader cache"
for d in "$HOME/.nv" "$HOME/.cache/nvidia" /root/.nv /root/.cache/nvidia "${XDG_CACHE_HOME:-/nonexistent}"; do
  [ -d "$d" ] && find "$d" -type f -printf '%s %p\n' 2>/dev/null | sort -n | tail -5 >> "$out/log.txt"
done
big=$(find "$HOME/.nv" "$HOME/.cache/nvidia" -type f -size +20k 2>/dev/null | head -3)
for f in $big; do
  echo "$f: $(grep -c -a $'\x7fELF' "$f") ELF magics; $(strings -n 8 "$f" | grep -i -m 5 -E 'reg|sm_|shared' | tr '\n' ' ')" >> "$out/log.txt"
  python3 docs/perf/lib/program_registers.py "$f" "$out/cache" >> "$out/log.txt" 2>&1
done
log "done"
