#!/usr/bin/env bash
# Issue 21, 2026-11-28, call 9: is the machine code (SASS) of onesweep's pass somewhere in the GL program
# binary or the driver's shader cache, as a raw instruction stream (no ELF: call 2)? ../../lib/find_sass.py
# finds the EXIT instructions in each file and the longest stretch before each that the CUDA
# toolkit's nvdisasm --binary SM90 decodes, with its highest register. Main's binaries and kernel at
# 2^24: keys (512 x 18 halved), pairs (1024 x 11), and pairs forced into halved 512 x 18 tiles by the probe
# build (../h100-pairs/probe-items-wg-parts.patch).   bash docs/perf/2026-11-28/h100-sass/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp
source docs/perf/lib/gl-on-h100.sh
export PATH=$PATH:/usr/local/cuda/bin
log "$(nvdisasm --version 2>&1 | tail -1)"
rm -rf "$HOME/.cache/nvidia/GLCache" "$HOME/.nv/GLCache"
sass() {  # sass NAME BINARY ARGS...: the pass program of one sort at 2^24, searched for machine code
  local what=$1 bin=$2; shift 2
  rm -rf /tmp/dump; mkdir -p /tmp/dump "$out/$what"
  SORTSCOPE_DUMP_PROGRAMS=/tmp/dump timeout 60 $bin/sortscope-cli sort --algo onesweep --n 16777216 "$@" > /dev/null 2>&1
  local f; f=$(find /tmp/dump -name '*pass*' | head -1)
  log "$what program binary $(stat -c %s "$f") bytes: $(timeout 120 python3 docs/perf/lib/find_sass.py "$f" "$out/$what/binary" 2>&1 | tail -4 | tr '\n' ' ')"
  rm -f "$out/$what"/*scratch*.bin; cp "$f" "$out/$what/"
}
sass keys .gl/exp
sass pairs .gl/exp --values
SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=18 SORTSCOPE_PROBE_PARTS=2 sass pairs-halved .gl/exp2 --values
c=$(find "$HOME/.cache/nvidia/GLCache" -name '*.bin' -size +20k 2>/dev/null | head -1)
if [ -n "$c" ]; then
  mkdir -p "$out/cache"
  log "shader cache $(stat -c %s "$c") bytes: $(timeout 200 python3 docs/perf/lib/find_sass.py "$c" "$out/cache/cache" 2>&1 | tail -3 | tr '\n' ' ')"
  rm -f "$out/cache"/*scratch*.bin; cp "$c" "$out/cache/"
fi
log "done"
