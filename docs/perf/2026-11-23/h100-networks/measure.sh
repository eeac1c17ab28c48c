#!/usr/bin/env bash
# The sorting-network figures of the README's performance section (issue 11; 2026-11-23, one NVIDIA
# H100), with CUB and PyTorch measured in the same call. Run on the GPU machine from the checkout, with
# .gl/ holding the GL runtime packages, cub_anchor.py (shared/gpu/prepare), sortscope-cli and gpu_tests:
#   bash docs/perf/2026-11-23/h100-networks/measure.sh      # about 4 minutes
# Outputs go to $OUT (or ./out).
set -u
out=${OUT:-$PWD/out}
mkdir -p "$out"
for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
cd .gl
B="timeout -s KILL 150 ./sortscope-cli"
first_row() { sed -n '/^log2/,/^$/p' | sed -n 2p; }
{
  echo "### the GPU suite's network tests on the H100"
  (timeout -s KILL 200 env SORTSCOPE_REQUIRE_GL=1 ./gpu_tests "[bitonic-shared],[odd-even],[fused],[lock-step]" > "$out/gpu_tests.txt" 2>&1)
  echo "gpu_tests rc=$?: $(tail -2 "$out/gpu_tests.txt" | tr '\n' ' ')"
  echo "### the three networks, u32, 2^16 .. 2^24, work groups of 256 (the default)"
  $B bench --algo bitonic,bitonic-shared,odd-even-merge --log2n 16..24 --reps 5 --copy --per-dispatch --no-cpu
  echo "### seed 000's batch: 200 arrays of 8192 keys, default options"
  $B bench --algo bitonic-shared,bitonic,odd-even-merge --batch 200 --log2n 13 --reps 9 --no-cpu | first_row
  for o in "--values" "--keys f32" "--keys i32"; do
    echo "### 200 x 8192, $o"; $B bench --algo bitonic-shared --batch 200 $o --log2n 13 --reps 9 --no-cpu | first_row
  done
  echo "### key types, orders and payloads at 2^24 (bitonic-shared, odd-even-merge)"
  for o in "" "--desc" "--keys i32" "--keys f32" "--keys f32 --desc" "--values"; do
    echo "# $o: $($B bench --algo bitonic-shared,odd-even-merge $o --log2n 24 --reps 5 --no-cpu | first_row)"
  done
  echo "### bitonic-shared's knobs at 2^24: keys per invocation and tile"
  for o in "--items 4" "--items 16" "--items 32" "--tile 2048" "--tile 8192"; do
    echo "# $o: $($B bench --algo bitonic-shared $o --log2n 24 --reps 5 --no-cpu | first_row)"
  done
  echo "### the anchors"
  timeout -s KILL 150 python3 cub_anchor.py
} 2>&1 | tee "$out/networks.txt"
