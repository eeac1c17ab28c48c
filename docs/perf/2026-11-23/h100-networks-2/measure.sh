#!/usr/bin/env bash
# The sorting-network figures of the README's issue-11 section after the second round of work on it
# (2026-11-23, session 12: odd-even merge's register layers, the subgroup shuffles measured), on one
# NVIDIA H100, with CUB and PyTorch in the same call. Run on the GPU machine from the checkout, with .gl/
# holding the GL runtime packages and cub_anchor.py (shared/gpu/prepare), sortscope-cli and gpu_tests:
#   bash docs/perf/2026-11-23/h100-networks-2/measure.sh      # about 4 minutes
# Outputs go to $OUT (or ./out): networks.txt, gpu_tests.txt, networks.csv (every dispatch too).
set -u
out=${OUT:-$PWD/out}
mkdir -p "$out"
for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
cd .gl
B="timeout -s KILL 150 ./sortscope-cli"
first_row() { sed -n '/^log2/,/^$/p' | sed -n 2p; }
{
  echo "### the GPU suite's network tests on the H100"
  (timeout -s KILL 200 env SORTSCOPE_REQUIRE_GL=1 ./gpu_tests "[bitonic-shared],[odd-even],[fused],[lock-step],[shuffle]" > "$out/gpu_tests.txt" 2>&1)
  echo "gpu_tests rc=$?: $(tail -2 "$out/gpu_tests.txt" | tr '\n' ' ')"
  echo "### the three networks, u32, 2^16 .. 2^24, default options"
  $B bench --algo bitonic,bitonic-shared,odd-even-merge --log2n 16..24 --reps 5 --copy --per-dispatch --no-cpu --csv "$out/networks.csv"
  echo "### seed 000's batch: 200 arrays of 8192 keys, default options"
  $B bench --algo bitonic-shared,bitonic,odd-even-merge --batch 200 --log2n 13 --reps 9 --no-cpu | first_row
  for o in "--values" "--keys f32" "--keys i32"; do
    echo "### 200 x 8192, $o"; $B bench --algo bitonic-shared --batch 200 $o --log2n 13 --reps 9 --no-cpu | first_row
  done
  echo "### key types, orders and payloads at 2^24 (bitonic-shared, odd-even-merge)"
  for o in "" "--desc" "--keys i32" "--keys f32" "--keys f32 --desc" "--values"; do
    echo "# $o: $($B bench --algo bitonic-shared,odd-even-merge $o --log2n 24 --reps 5 --no-cpu | first_row)"
  done
  echo "### bitonic-shared's subgroup shuffles (--shuffles on; off is the default)"
  for o in "--log2n 20" "--log2n 22" "--log2n 24" "--batch 200 --log2n 13"; do
    for s in off on; do echo "# $o --shuffles $s: $($B bench --algo bitonic-shared --shuffles $s $o --reps 5 --no-cpu | first_row)"; done
  done
  $B bench --algo bitonic-shared --shuffles on --log2n 24 --reps 5 --per-dispatch --copy --no-cpu | sed -n '/^per dispatch/,$p'
  echo "### the plans at 2^24"
  $B plan --algo bitonic-shared --n 16777216 | tail -3
  $B plan --algo odd-even-merge --n 16777216 | tail -3
  echo "### the anchors"
  timeout -s KILL 150 python3 cub_anchor.py
} 2>&1 | tee "$out/networks.txt"
