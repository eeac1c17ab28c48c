#!/usr/bin/env bash
# Issue 21, phase 2 (2026-11-24, branch onesweep2): phase 1's design in the real onesweep pass (per-subgroup
# histograms aliased into the tile, counts published and the look-back started before the ranking, tile
# numbers from a self-resetting counter, plain-store publishing, values loaded right after the ranking)
# with tiles chosen by n on NVIDIA when no --wg is given. One call: the onesweep GPU tests on the H100,
# CUB (cub_direct.cu) and bench with no options, in the same call, then the one-digit fast path and the
# batched pairs.
# Run on the GPU machine from the checkout, with .gl/ holding the GL runtime packages
# (shared/gpu/prepare), cub_direct (nvcc -O3 -arch=sm_90 -o .gl/cub_direct shared/gpu/cub_direct.cu) and
# this branch's sortscope-cli and gpu_tests in .gl/o2/ (BIN to change it):
#   bash docs/perf/2026-11-24/h100-onesweep2/measure.sh     # about 4 minutes
# Outputs go to $OUT (or ./out): gpu_tests.txt, cub.txt, plan.txt, bench.txt (every bench's output), log.txt.
set -u
out=${OUT:-$PWD/out}
mkdir -p "$out"
for f in .gl/*.deb; do dpkg -x "$f" / >/dev/null 2>&1; done; ldconfig
bin=${BIN:-.gl/o2}
t0=$(date +%s)
log() { echo "[t=$(( $(date +%s) - t0 ))s] $*" | tee -a "$out/log.txt"; }
B="timeout -s KILL 60 $bin/sortscope-cli"
bench() {  # bench ARGS...: appended to bench.txt, its table and the onesweep pass's per-dispatch line to log.txt
  echo "### sortscope-cli bench $*" >> "$out/bench.txt"
  $B bench "$@" > /tmp/bench.txt 2>&1; echo "rc $?" >> /tmp/bench.txt
  cat /tmp/bench.txt >> "$out/bench.txt"
  { echo "# bench $*"; sed -n '/^log2/,/^$/p' /tmp/bench.txt | head -12; grep -E "onesweep_pass|FAIL|differ|rror" /tmp/bench.txt; } >> "$out/log.txt"
}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu --format=csv > "$out/gpu.txt" 2>&1
log "gpu_tests [onesweep]"
(time timeout -s KILL 150 env SORTSCOPE_REQUIRE_GL=1 $bin/gpu_tests "[onesweep]") > "$out/gpu_tests.txt" 2>&1
log "gpu_tests rc=$?: $(grep -E 'passed|failed' "$out/gpu_tests.txt" | tail -2 | tr '\n' ' ')"
log "CUB"
timeout -s KILL 60 .gl/cub_direct > "$out/cub.txt" 2>&1
grep -E "log2N=(16|20|24|28)|segment|egmented|copy" "$out/cub.txt" >> "$out/log.txt"
log "plan with no options"
for n in 65536 1048576 16777216; do $B plan --algo onesweep --n $n | sed -n 2,3p; done > "$out/plan.txt" 2>&1
$B plan --algo onesweep --n 16777216 --values | sed -n 3p >> "$out/plan.txt" 2>&1
cat "$out/plan.txt" >> "$out/log.txt"
log "bench, no options"
bench --algo onesweep --log2n 16..20 --reps 5 --no-cpu --copy
bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --per-dispatch
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
log "one-digit fast path (ONE_DIGIT=0: the same kernel without it)"
bench --algo onesweep --log2n 24 --reps 5 --no-cpu --dist all-equal
(export SORTSCOPE_EXTRA_DEFINES=ONE_DIGIT=0; bench --algo onesweep --log2n 24 --reps 5 --no-cpu --dist all-equal)
(export SORTSCOPE_EXTRA_DEFINES=ONE_DIGIT=0; bench --algo onesweep --log2n 24 --reps 5 --no-cpu)
log "batched 200 x 8192"
for v in "" --values; do
  bench --algo onesweep --batch 200 --log2n 13 --reps 5 --no-cpu $v
  bench --algo onesweep --batch 200 --log2n 13 --reps 5 --no-cpu --tile 8192 $v
  bench --algo bitonic-shared --batch 200 --log2n 13 --reps 5 --no-cpu $v
done
log "done"
