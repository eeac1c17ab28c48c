#!/usr/bin/env bash
# Issue 21, phase 2 (2026-11-24, branch onesweep): the onesweep GPU tests on the H100 after the fix of
# the look-back's loop budget, and today's onesweep kernel (no phase-1 redesign yet) timed next to CUB
# (cub_direct.cu) in the same call. Run on the GPU machine from the checkout, with .gl/ holding the GL
# runtime packages (shared/gpu/prepare), cub_direct (nvcc -O3 -arch=sm_90 -o .gl/cub_direct
# shared/gpu/cub_direct.cu) and this branch's sortscope-cli and gpu_tests in .gl/os/:
#   bash docs/perf/2026-11-24/h100-onesweep/measure.sh [1|2|3]     # parts 1 and 2: about 5 minutes
# Part 1 (call 1): the tests, CUB, today's defaults. Part 2 (call 2, after the one-word ballots): the
# tests again, CUB, and the Ballot ranking (one-word ballots on subgroups of 32) against Match.
# Part 3 (call 3, branch onesweep-defaults, binaries in .gl/od/: BIN=.gl/od): the per-device default
# (ballot at 512 x 14 on NVIDIA when no --wg is given): the tests, CUB, and bench with no options.
# Outputs go to $OUT (or ./out): onesweep.txt and gpu_tests.txt (part 1), ballot.txt and
# gpu_tests-2.txt (part 2), defaults.txt and gpu_tests-3.txt (part 3).
set -u
out=${OUT:-$PWD/out}
mkdir -p "$out"
for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
bin=${BIN:-.gl/os}
B="timeout -s KILL 60 $bin/sortscope-cli"
first_row() { sed -n '/^log2/,/^$/p' | sed -n 2p; }
part=${1:-all}
[ "$part" = 2 ] || [ "$part" = 3 ] || {
  echo "### the GPU suite's onesweep and lock-step tests on the H100"
  (timeout -s KILL 150 env SORTSCOPE_REQUIRE_GL=1 $bin/gpu_tests "[onesweep],[lock-step]" > "$out/gpu_tests.txt" 2>&1)
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
[ "$part" = 1 ] || [ "$part" = 3 ] || {
  echo "### the GPU suite's onesweep tests on the H100 (every ranking the device has, in lock-step)"
  (timeout -s KILL 150 env SORTSCOPE_REQUIRE_GL=1 $bin/gpu_tests "[onesweep]" > "$out/gpu_tests-2.txt" 2>&1)
  echo "gpu_tests rc=$?: $(tail -2 "$out/gpu_tests-2.txt" | tr '\n' ' ')"
  echo "### CUB, same call"
  timeout -s KILL 60 .gl/cub_direct | grep -E "log2N=(16|20|24|28)"
  for r in match ballot; do
    for w in 256 512; do
      echo "# keys, --onesweep-ranking $r --wg $w, 2^16 .. 2^24"
      $B bench --algo onesweep --onesweep-ranking $r --wg $w --log2n 16..24 --reps 7 --no-cpu | sed -n '/^log2/,/^$/p'
      echo "# pairs 2^24, --onesweep-ranking $r --wg $w: $($B bench --algo onesweep --values --onesweep-ranking $r --wg $w --log2n 24 --reps 7 --no-cpu | first_row)"
    done
    echo "# keys 2^28, --onesweep-ranking $r: $($B bench --algo onesweep --onesweep-ranking $r --log2n 28 --reps 5 --no-cpu | first_row)"
  done
  echo "### local memory in the NV assembly of the ballot pass (256 x 30 and 512 x 14)"
  for w in 256 512; do
    rm -rf /tmp/dump && mkdir -p /tmp/dump
    SORTSCOPE_DUMP_PROGRAMS=/tmp/dump $B sort --algo onesweep --onesweep-ranking ballot --wg $w --n 4194304 > /dev/null 2>&1
    echo "# wg $w: $(ls /tmp/dump | wc -l) programs; lines with lmem: $(cat /tmp/dump/* 2>/dev/null | grep -a -c lmem)"
  done
  $B plan --algo onesweep --onesweep-ranking ballot --n 16777216 | grep -i "ranking" | head -2
} 2>&1 | tee "$out/ballot.txt"
[ "$part" = 3 ] || [ "$part" = all ] && {
  echo "### the GPU suite's onesweep tests on the H100 (the default configuration in lock-step)"
  (timeout -s KILL 100 env SORTSCOPE_REQUIRE_GL=1 $bin/gpu_tests "[onesweep]" > "$out/gpu_tests-3.txt" 2>&1)
  echo "gpu_tests rc=$?: $(tail -2 "$out/gpu_tests-3.txt" | tr '\n' ' ')"
  echo "### CUB, same call"
  timeout -s KILL 60 .gl/cub_direct | grep -E "log2N=(16|20|24|28)"
  echo "### what plan says it chose, no options"
  $B plan --algo onesweep --n 16777216 | sed -n 1,3p
  echo "### onesweep keys, no options (the per-device default), 2^16 .. 2^24 and 2^28"
  $B bench --algo onesweep --log2n 16..24 --reps 7 --no-cpu --csv "$out/defaults.csv" | sed -n '/^log2/,/^$/p'
  echo "# keys 2^28: $($B bench --algo onesweep --log2n 28 --reps 5 --no-cpu | first_row)"
  echo "### onesweep pairs (u32 + u32), no options, 2^24"
  echo "# pairs 2^24: $($B bench --algo onesweep --values --log2n 24 --reps 7 --no-cpu | first_row)"
} 2>&1 | tee "$out/defaults.txt"
