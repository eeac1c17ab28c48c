#!/usr/bin/env bash
# Every number of the README's performance section (2026-11-23, one NVIDIA H100), in one session on one
# card, with CUB in the same session. Run on the GPU machine from the checkout, with .gl/ holding the GL
# runtime packages, cub_anchor.py (shared/gpu/prepare), sortscope-cli and gpu_tests:
#   bash docs/perf/2026-11-23/h100/measure.sh          # everything, about 10 minutes
#   PART=1 bash ...  /  PART=2 bash ...                 # the two halves, each within one device call
# Outputs go to $OUT (or ./out).
set -u
out=${OUT:-$PWD/out}
mkdir -p "$out"
for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
cd .gl
B=./sortscope-cli
part=${PART:-all}
if [[ $part == all || $part == 1 ]]; then
  # The GPU suite on the H100: every algorithm in lock-step with the CPU, onesweep on both paths.
  (timeout 240 env SORTSCOPE_REQUIRE_GL=1 ./gpu_tests) > "$out/gpu_tests.txt" 2>&1
  echo "gpu_tests rc=$?: $(tail -2 "$out/gpu_tests.txt" | tr '\n' ' ')"
  # Every algorithm, work groups of 256 (the default), 2^12 .. 2^27 (2^28 of the slow networks alone
  # takes minutes; onesweep's 2^28 is in part 2).
  timeout 400 $B bench --algo all --log2n 12..27 --reps 5 --copy --per-dispatch \
    --csv "$out/bench.csv" --json "$out/bench.json" > "$out/bench.txt" 2> "$out/bench.err"
  echo "bench rc=$?"; sed -n '/^log2/,/^$/p' "$out/bench.txt" | head -20
fi
if [[ $part == all || $part == 2 ]]; then
  {
    echo "### onesweep, work groups of 512 (tiles of 7168 keys)"
    $B bench --algo onesweep --wg 512 --log2n 16..28 --reps 5 --copy --per-dispatch --no-cpu
    echo "### onesweep, work groups of 256 (the default), 2^28"
    $B bench --algo onesweep --log2n 28 --reps 5 --no-cpu
    echo "### the portable path against radix with 8-bit digits, 2^24"
    $B bench --algo onesweep,radix --radix-bits 8 --onesweep-path portable --log2n 24 --reps 5 --no-cpu --per-dispatch
    $B bench --algo onesweep --wg 512 --onesweep-path portable --log2n 24 --reps 5 --no-cpu
    echo "### key + value pairs"
    $B bench --algo onesweep --values --log2n 24..28 --reps 5 --no-cpu
    $B bench --algo onesweep --values --wg 512 --log2n 24..28 --reps 5 --no-cpu --per-dispatch
    echo "### other key types and orders, 2^24, work groups of 512"
    $B bench --algo onesweep --wg 512 --keys f32 --desc --log2n 24 --reps 5 --no-cpu
    $B bench --algo onesweep --wg 512 --batch 3 --log2n 22 --reps 5 --no-cpu
    echo "### the rankings, 2^24, work groups of 512"
    $B bench --algo onesweep --wg 512 --onesweep-ranking ballot --log2n 24 --reps 5 --no-cpu
    $B bench --algo onesweep --wg 512 --onesweep-ranking split --log2n 24 --reps 5 --no-cpu
  } > "$out/onesweep.txt" 2>&1
  grep -E "^###|^2[0-9] |^log2|FAIL" "$out/onesweep.txt"
  timeout 150 python3 cub_anchor.py > "$out/cub.txt" 2>&1; cat "$out/cub.txt"
fi
