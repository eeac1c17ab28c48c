#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200: the portable path (per digit: count, scan the count table, pass with
# the offsets read from it) with the device's default tiles, against the look-back path (main). Taking the
# look-back's waits away (timing only) made the sort 19% faster at 2^24 and 28% at 2^28 on the H100;
# the portable path has no waits but reads every key once more per digit (the count) and adds five
# dispatches per digit. Which wins where? A B A B, keys and pairs at 2^24 and 2^28, then each path per
# dispatch at 2^28 with the copy bandwidth. CUB (cub_direct.cu) first. main's build (.gl/main/).
#   bash docs/perf/2026-11-28/h200-portable/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
for round in 1 2; do
  for path in lookback portable; do
    log "round $round, $path"
    bench_large --onesweep-path $path
  done
done
for path in lookback portable; do
  log "$path per dispatch"
  bench --algo onesweep --onesweep-path $path --log2n 28 --reps 3 --no-cpu --per-dispatch --copy
  grep -E "^ +[0-9]+ |onesweep|scan|count" /tmp/b.txt | head -40 >> "$out/log.txt"
done
log "done"
