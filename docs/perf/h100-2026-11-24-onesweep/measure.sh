#!/usr/bin/env bash
# Issue 21, phase 2 (2026-11-24, branch onesweep): the onesweep GPU tests on the H100 after the fix of
# the look-back's loop budget, and today's onesweep kernel (no phase-1 redesign yet) timed next to CUB
# (cub_direct.cu) in the same call. Run on the GPU machine from the checkout, with .gl/ holding the GL
# runtime packages (shared/gpu/prepare), cub_direct (nvcc -O3 -arch=sm_90 -o .gl/cub_direct
# shared/gpu/cub_direct.cu) and this branch's sortscope-cli and gpu_tests in .gl/os/:
#   bash docs/perf/h100-2026-11-24-onesweep/measure.sh      # about 3 minutes
# Outputs go to $OUT (or ./out): onesweep.txt (everything below), gpu_tests.txt.
set -u
out=${OUT:-$PWD/out}
mkdir -p "$out"
for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
B="timeout -s KILL 60 .gl/os/sortscope-cli"
first_row() { sed -n '/^log2/,/^$/p' | sed -n 2p; }
{
  echo "### the GPU suite's onesweep and lock-step tests on the H100"
  (timeout -s KILL 150 env SORTSCOPE_REQUIRE_GL=1 .gl/os/gpu_tests "[onesweep],[lock-step]" > "$out/gpu_tests.txt" 2>&1)
  echo "gpu_tests rc=$?: $(tail -2 "$out/gpu_tests.txt" | tr '\n' ' ')"
  echo "### CUB, same call"
  timeout -s KILL 60 .gl/cub_direct
  echo "### onesweep, default options (look-back, 256 x 30), and --wg 512, keys"
  $B bench --algo onesweep --log2n 16..24 --reps 7 --copy --no-cpu
  $B bench --algo onesweep --wg 512 --log2n 16..24 --reps 7 --no-cpu
  $B bench --algo onesweep --log2n 28 --reps 5 --no-cpu | first_row
  echo "### onesweep pairs (u32 + u32), default and --wg 512"
  $B bench --algo onesweep --values --log2n 24 --reps 7 --no-cpu | first_row
  $B bench --algo onesweep --values --wg 512 --log2n 24 --reps 7 --no-cpu | first_row
  echo "### the plan at 2^24"
  $B plan --algo onesweep --n 16777216 | tail -4
} 2>&1 | tee "$out/onesweep.txt"
