#!/usr/bin/env bash
# Call 3. Call 2: polling in the ranking's second loop (the counters') only, 2, kept the registers (no
# lmem) but was slower (23.6 against 26.2 G keys/s at 2^24): the walk then starts after the first loop,
# later than main's. Polling in the first loop (1, 3) put keys[] and ranks[] in local memory. Here the
# walk's last live value outside the loops (the bin's global start) is read after the ranking instead
# (walk3.patch): does 1 or 3 now fit the registers, and is it faster? Binaries in .gl/walk/; carry .gl:
#   bash docs/perf/h100-2026-11-25-walk/measure3.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/walk
source docs/perf/lib/gl-on-h100.sh
fits=""
for v in 1 3; do
  for values in "" --values; do
    rm -rf /tmp/dump; mkdir -p /tmp/dump
    SORTSCOPE_EXTRA_DEFINES=WALK_DURING_RANKING=$v SORTSCOPE_DUMP_PROGRAMS=/tmp/dump timeout 60 $F/sortscope-cli sort --algo onesweep $values --n 16777216 > /dev/null 2>&1
    for f in $(find /tmp/dump -name '*pass*'); do
      lmem=$(grep -ac lmem $f)
      echo "WALK_DURING_RANKING=$v $values 2^24: $lmem lmem lines, $(grep -ao 'SHARED_MEMORY [0-9]*' $f | head -1)" >> "$out/log.txt"
      [ -z "$values" ] && [ "$lmem" = 0 ] && fits="$fits $v"
    done
  done
done
log "variants without lmem:$fits"
[ -z "$fits" ] && { log "done"; exit 0; }
cub
for v in $fits; do onesweep_tests WALK_DURING_RANKING=$v gpu_tests_walk$v.txt; done
for round in 1 2; do
  for v in $fits 0; do
    log "round $round, WALK_DURING_RANKING=$v"
    export SORTSCOPE_EXTRA_DEFINES=WALK_DURING_RANKING=$v
    bench --algo onesweep --log2n 24 --reps 7 --no-cpu --per-dispatch
    bench --algo onesweep --values --log2n 24 --reps 7 --no-cpu
    [ $round = 1 ] && bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  done
done
unset SORTSCOPE_EXTRA_DEFINES
log "done"
