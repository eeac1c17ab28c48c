#!/usr/bin/env bash
# Call 2. Call 1 (measure.sh) polled the walk's status words with the whole walk (its fallback's counting
# loop too) inside the ranking's loops: the compiler then kept keys[] and ranks[] in local memory (26
# lmem lines) and the sort fell to 15.6 G keys/s. Now the ranking's loops only take a word that is ready
# (a NOT READY word is read again at the next item); the spins and the fallback stay in the walk that
# finishes after the ranking. WALK_DURING_RANKING: 3 polls in both loops of the ranking (the peers', the
# counters'), 1 in the first, 2 in the second, 0 walks before ranking (main's order). Binaries of this
# change in .gl/walk/; carry .gl:
#   bash docs/perf/2026-11-25/h100-walk/measure2.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/walk
source docs/perf/lib/gl-on-h100.sh
for v in 3 1 2 0; do
  for values in "" --values; do pass_asm WALK_DURING_RANKING=$v $values; done
done
onesweep_tests WALK_DURING_RANKING=3 gpu_tests_walk3.txt
cub
measure() {  # round $1, value $2
  bench --algo onesweep --log2n 24 --reps 7 --no-cpu --per-dispatch
  bench --algo onesweep --values --log2n 24 --reps 7 --no-cpu
  bench --algo onesweep --log2n 20 --reps 7 --no-cpu
  [ $1 = 1 ] && [ $2 = 3 -o $2 = 0 ] && bench --algo onesweep --log2n 28 --reps 3 --no-cpu
}
define_rounds 2 WALK_DURING_RANKING 3 1 2 0
log "done"
