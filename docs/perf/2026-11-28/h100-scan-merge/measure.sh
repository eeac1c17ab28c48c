#!/usr/bin/env bash
# Issue 21, 2026-11-28 (second session), call 3. (1) The bin scan folded into the counts loop and the
# look-back's loop (.gl/exp4/merge: the working tree after 7fe96e0) against main 7fe96e0 (.gl/exp4/lean),
# A B A B: after the ranking one barrier instead of four (the scan's two, the offsets' one, and the
# ranking's own). (2) How full the SMs are: TILE_TIME=1 (lean only: each tile's SM cycles summed per pass)
# against the passes' times from bench --per-dispatch, and the pass's residency probe. (3) Every GPU test
# and issue 21's figures with the build's own shaders (the merged scan). CUB (cub_direct.cu) first.
# The binaries are a Release build of the working tree (.gl/exp4/); SORTSCOPE_SHADER_DIR picks the shaders.
#   bash docs/perf/2026-11-28/h100-scan-merge/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp4
source docs/perf/lib/gl-on-h100.sh
cub
for d in merge lean; do  # shaders that do not compile and run within 30 s stop the call here
  if ! SORTSCOPE_SHADER_DIR=$PWD/.gl/exp4/$d timeout -s KILL 30 $F/sortscope-cli sort --algo onesweep --n 16777216 --verify > /tmp/c.txt 2>&1; then
    log "$d does not run: $(tail -3 /tmp/c.txt | tr '\n' ' ')"; exit 1
  fi
  log "$d: $(grep -E 'OK|GPU' /tmp/c.txt | tr '\n' ' ')"
done
for round in 1 2; do
  for d in lean merge; do
    log "round $round, shaders $d"
    export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp4/$d
    bench --algo onesweep --log2n 24 --reps 5 --no-cpu
    bench --algo onesweep --log2n 28 --reps 5 --no-cpu
    bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  done
done
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp4/lean
log "tile times (lean): per pass the tiles' SM cycles / 16, then the tiles"
for n in 16777216 268435456; do
  SORTSCOPE_EXTRA_DEFINES=TILE_TIME=1 timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep --n $n --output - 2>/tmp/probe_err.txt | head -20 > /tmp/probe.txt
  log "tile time n=$n: $(sed -n 2p /tmp/probe.txt) | $(sed -n 3,18p /tmp/probe.txt | cut -f1 | tr '\n' ' ') | $(head -c 300 /tmp/probe_err.txt | tr '\n' ' ')"
done
bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch
grep -E "onesweep_" /tmp/b.txt >> "$out/log.txt"
bench --algo onesweep --log2n 28 --reps 5 --no-cpu --per-dispatch
grep -E "onesweep_" /tmp/b.txt >> "$out/log.txt"
residency ""
nvidia-smi --query-gpu=clocks.sm,clocks.max.sm --format=csv >> "$out/log.txt"
unset SORTSCOPE_SHADER_DIR
log "every GPU test, the build's shaders"
( time timeout -s KILL 300 $F/gpu_tests ) > "$out/gpu_tests.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests.txt"
log "$(tail -6 "$out/gpu_tests.txt" | grep -E 'passed|failed|rc' | tr '\n' ' ')"
issue21_figures
log "done"
