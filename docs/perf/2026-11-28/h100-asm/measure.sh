#!/usr/bin/env bash
# Issue 21, 2026-11-28, call 8: the NV assembly of the pass in halved 512 x 18 tiles, keys (two groups per
# SM) against pairs (one group, whatever the tile or where the values load: ../h100-pairs-late/),
# and pairs in halved 512 x 14: declared shared memory, local memory (lmem) and temporaries, from the
# driver's program binary (SORTSCOPE_DUMP_PROGRAMS), kept in out/ to compare. The probe build
# (../h100-pairs/probe-items-wg-parts.patch) forces the tiles; main's kernel.
#   bash docs/perf/2026-11-28/h100-asm/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp2
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp/shaders
dump() {  # dump LABEL ARGS...: the pass program's binary to out/LABEL.nvasm.txt, its header lines to the log
  local label=$1; shift
  rm -rf /tmp/dump; mkdir -p /tmp/dump
  SORTSCOPE_DUMP_PROGRAMS=/tmp/dump timeout 60 $F/sortscope-cli sort --algo onesweep --n 16777216 "$@" > /dev/null 2>&1
  local f; f=$(find /tmp/dump -name '*pass*' | head -1)
  [ -z "$f" ] && { log "$label: no program"; return; }
  strings -n 3 "$f" > "$out/$label.nvasm.txt"
  log "$label: $(grep -c lmem "$out/$label.nvasm.txt") lmem lines; $(grep -o 'SHARED_MEMORY [0-9]*' "$out/$label.nvasm.txt" | head -1); $(grep -m3 -E '^TEMP|TEMP ' "$out/$label.nvasm.txt" | tr '\n' ' ' | head -c 300); $(wc -l < "$out/$label.nvasm.txt") lines"
}
export SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=18 SORTSCOPE_PROBE_PARTS=2
dump keys-512x18-halved
dump pairs-512x18-halved --values
export SORTSCOPE_PROBE_ITEMS=14
dump pairs-512x14-halved --values
unset SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
dump pairs-1024x11-main --values
log "done"
