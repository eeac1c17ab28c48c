#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200, after measure.sh: does GL's program of the pass in work groups of 256
# keep its items in local memory? The `lmem` lines and declared shared memory of the pass's program binary
# (SORTSCOPE_DUMP_PROGRAMS, docs/perf/lib/gl-on-h100.sh's pass_asm) for main's keys and pairs and for keys
# and pairs at 256 x 20 and 256 x 24 in halves (the probe build, .gl/probe/, as in measure.sh).
#   bash docs/perf/2026-11-28/h200-wg256/lmem.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/probe
source docs/perf/lib/gl-on-h100.sh
for v in main 256x20 256x24; do
  for values in "" --values; do
    ( if [ "$v" != main ]; then export SORTSCOPE_PROBE_WG=256 SORTSCOPE_PROBE_ITEMS=${v#256x} SORTSCOPE_PROBE_PARTS=2; fi
      pass_asm "" $values; tail -1 "$out/log.txt" | sed "s/^/$v: /" >> "$out/lmem.txt" )
  done
done
cat "$out/lmem.txt" >> "$out/log.txt"
