#!/usr/bin/env bash
# Issue 21, 2026-11-28 (afternoon), call 4: one scatter for whole and halved tiles. The pass kernel had two
# near-copies of its staged scatter (whole tiles, and tiles staged in parts); unified.patch (on main
# 95bb856) keeps only the parts loop, which with one part is the whole tile (the values then find their
# bins from a byte of digit each instead of a word of destination each, and no barrier ends the kernel).
# This call times it against main, A B A B, at every size a default tile changes (keys and pairs 2^16 ..
# 2^24 and 2^28, 200 x 8192 pairs), and runs the onesweep GPU tests with it. CUB (cub_direct.cu) first.
# The binaries are main 95bb856's (.gl/exp4/); SORTSCOPE_SHADER_DIR picks .gl/exp4/merge (main's shaders)
# or .gl/exp5/unified (main + unified.patch).
#   bash docs/perf/2026-11-28/h100-one-scatter/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/exp4
source docs/perf/lib/gl-on-h100.sh
if [ "${PART:-}" = confirm ]; then  # call 5: 2^19 .. 2^22 keys in three processes of each, alternating
  for round in 1 2 3; do
    for d in exp4/merge exp5/unified; do
      log "confirm round $round, shaders $d"
      SORTSCOPE_SHADER_DIR=$PWD/.gl/$d bench --algo onesweep --log2n 19..22 --reps 5 --no-cpu
    done
  done
  log "done"; exit 0
fi
cub
if ! SORTSCOPE_SHADER_DIR=$PWD/.gl/exp5/unified timeout -s KILL 30 $F/sortscope-cli sort --algo onesweep --values --n 16777216 --verify > /tmp/c.txt 2>&1; then
  log "unified does not run: $(tail -3 /tmp/c.txt | tr '\n' ' ')"; exit 1
fi
for round in 1 2; do
  for d in exp4/merge exp5/unified; do
    log "round $round, shaders $d"
    export SORTSCOPE_SHADER_DIR=$PWD/.gl/$d
    bench --algo onesweep --log2n 16..24 --reps 5 --no-cpu
    bench --algo onesweep --log2n 28 --reps 5 --no-cpu
    bench --algo onesweep --values --log2n 16..24 --reps 5 --no-cpu
    bench --algo onesweep --values --log2n 28 --reps 5 --no-cpu
    bench --algo onesweep --values --batch 200 --log2n 13 --reps 5 --no-cpu
  done
done
export SORTSCOPE_SHADER_DIR=$PWD/.gl/exp5/unified
onesweep_tests "" gpu_tests_unified.txt
log "done"
# Call 5 (the same day, after call 4 found one process of the unified shaders slow at 2^19 .. 2^22 keys):
#   PART=confirm bash docs/perf/2026-11-28/h100-one-scatter/measure.sh
