#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200, after measure-fallback.sh: a chain of 7 dependent status reads costs 4%,
# the walk 20%, its fallback nothing. How deep are the walks of main's kernel on this card? walk-probe.patch
# (measurement only, WALK_PROBE=1): each walking invocation counts its status reads and the NOT READY ones;
# per subgroup of 32 bins the sum, the most and the count are added up over every walk of the four passes
# and written to the first output keys (read with sort --output -): reads, the per-subgroup most added
# up, walking subgroups, the most any walked, NOT READY reads. Keys at 2^24 and 2^28, three processes
# each, with sort's GPU time of the probed and of main's kernel. CUB (cub_direct.cu) first.
# Before, here: cp -r shaders .gl/walkprobe && git apply --directory=.gl/walkprobe -p1 docs/perf/2026-11-28/h200-ablate/walk-probe.patch
#   bash docs/perf/2026-11-28/h200-ablate/measure-walk.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
for size in 16777216 268435456; do
  for run in 1 2 3; do
    SORTSCOPE_SHADER_DIR=$PWD/.gl/walkprobe SORTSCOPE_EXTRA_DEFINES=WALK_PROBE=1 timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep --n $size --output - 2>&1 | head -7 > /tmp/w.txt
    echo "probe $size: $(sed -n 2p /tmp/w.txt | sed -E 's/.* with onesweep: 6 dispatches, //') | reads, sum of subgroup most, subgroups, most, not ready: $(sed -n 3,7p /tmp/w.txt | tr '\n' ' ')" >> "$out/walk.txt"
    echo "main $size: $(timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep --n $size 2>&1 | grep -E 'on the GPU' | sed -E 's/sorted .* with onesweep: 6 dispatches, //')" >> "$out/walk.txt"
  done
done
cat "$out/walk.txt" >> "$out/log.txt"
log "done"
