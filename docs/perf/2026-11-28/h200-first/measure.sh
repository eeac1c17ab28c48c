#!/usr/bin/env bash
# Issue 21, 2026-11-28, first call on an H200 (the device machine lent from this session on; the same
# Hopper chip as the H100, 132 SMs, with HBM3e at about 1.4 times the H100's bandwidth). Main's head
# (bd4e2f0) with every GPU test and the lab's tests, the pass's residency (keys and pairs), the issue's
# figures (onesweep with no options, keys and pairs 2^16 .. 2^24 and 2^28, the pass per dispatch against
# the copy bandwidth, 200 x 8192 pairs and keys), then whether the H100's per-device defaults are still the
# fastest here (keys and pairs at 2^24 and 2^28 against the other tiles measured on the H100), two rounds.
# CUB (cub_direct.cu) at the start and again at the end. Binaries: main's own build (.gl/main/).
#   bash docs/perf/2026-11-28/h200-first/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
cub
test_suites
residency ""
residency "" --values
issue21_figures
bench --algo onesweep --values --batch 200 --log2n 13 --reps 5 --no-cpu
bench --algo onesweep --batch 200 --log2n 13 --reps 5 --no-cpu
keys_cfgs=("" "--wg 1024 --onesweep-ranking ballot" "--wg 512 --onesweep-ranking ballot")
pairs_cfgs=("" "--wg 512 --onesweep-ranking ballot" "--wg 1024 --tile 8192 --onesweep-ranking ballot")
tile_of() { $F/sortscope-cli plan --algo onesweep --n 16777216 "$@" 2>&1 | grep -m1 -o "tiles of [0-9]* keys.*invocations x [0-9]* keys"; }
for cfg in "${keys_cfgs[@]}"; do log "keys ${cfg:-default}: $(tile_of $cfg)"; done
for cfg in "${pairs_cfgs[@]}"; do log "pairs ${cfg:-default}: $(tile_of --values $cfg)"; done
for round in 1 2; do
  for cfg in "${keys_cfgs[@]}"; do
    log "round $round, keys ${cfg:-default}"; bench --algo onesweep --log2n 24 --reps 5 --no-cpu $cfg
    bench --algo onesweep --log2n 28 --reps 3 --no-cpu $cfg
  done
  for cfg in "${pairs_cfgs[@]}"; do
    log "round $round, pairs ${cfg:-default}"; bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu $cfg
    bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu $cfg
  done
done
cp "$out/cub.txt" "$out/cub-start.txt"; cub
log "done"
