#!/usr/bin/env bash
# Call 3. Call 2: polling in the ranking's second loop (the counters') only, 2, kept the registers (no
# lmem) but was slower (23.6 against 26.2 G keys/s at 2^24): the walk then starts after the first loop,
# later than main's. Polling in the first loop (1, 3) put keys[] and ranks[] in local memory. Here the
# walk's last live value outside the loops (the bin's global start) is read after the ranking instead
# (walk3.patch): does 1 or 3 now fit the registers, and is it faster? Binaries in .gl/walk/; carry .gl:
#   bash docs/perf/2026-11-25/h100-walk/measure3.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/walk
source docs/perf/lib/gl-on-h100.sh
fits=""
for v in 1 3; do
  pass_asm WALK_DURING_RANKING=$v; [ "$pass_lmem" = 0 ] && fits="$fits $v"
  pass_asm WALK_DURING_RANKING=$v --values
done
log "variants without lmem:$fits"
log "done"  # call 3 ended here: 1 and 3 still had lmem (call 5, measure4.sh, benched them)
