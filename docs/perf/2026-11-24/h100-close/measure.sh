#!/usr/bin/env bash
# The round's closing check on the H100 (2026-11-24, main after issues 21-23 were merged): every GPU test
# and the kernel lab's tests on NVIDIA's driver, then one experiment on onesweep's residency: does a
# tile small enough for two or four work groups per SM (512 x 8: ~19.5 KB, 256 x 8: ~11 KB of shared
# memory; the driver gives a GL compute program ~48 KB per SM) beat the default one group of 1024 x 11
# per SM? With CUB (cub_direct.cu) in the same call.
# Copy gpu_tests, lab_tests and sortscope-cli from a Release build into .gl/close/, build cub_direct into
# .gl/ (nvcc -O3 -arch=sm_90), carry .gl, and run from the checkout:  bash docs/perf/2026-11-24/h100-close/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
for f in .gl/*.deb; do dpkg -x "$f" / >/dev/null 2>&1; done; ldconfig
F=.gl/close
export SORTSCOPE_REQUIRE_GL=1
# lab_tests reads its test data from the source path it was built in (/work/main): point it here.
mkdir -p /work && { [ -e /work/main ] || ln -s "$PWD" /work/main; }
t0=$(date +%s); log() { echo "[t=$(( $(date +%s) - t0 ))s] $*" | tee -a "$out/log.txt"; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$out/log.txt" 2>&1
log "gpu_tests (all)"
( time timeout -s KILL 200 $F/gpu_tests ) > "$out/gpu_tests.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests.txt"
log "$(tail -6 "$out/gpu_tests.txt" | grep -E 'passed|failed|rc' | tr '\n' ' ')"
log "lab_tests"
( time timeout -s KILL 90 $F/lab_tests ) > "$out/lab_tests.txt" 2>&1; echo "rc $?" >> "$out/lab_tests.txt"
log "$(tail -6 "$out/lab_tests.txt" | grep -E 'passed|failed|rc' | tr '\n' ' ')"
log "CUB"
timeout -s KILL 60 .gl/cub_direct > "$out/cub.txt" 2>&1
grep -E "log2N=(24|28)" "$out/cub.txt" >> "$out/log.txt"
B="timeout -s KILL 60 $F/sortscope-cli"
bench() {
  echo "### bench $*" >> "$out/bench.txt"; $B bench "$@" > /tmp/b.txt 2>&1; echo "rc $?" >> /tmp/b.txt; cat /tmp/b.txt >> "$out/bench.txt"
  { echo "# bench $*"; sed -n '/^log2/,/^$/p' /tmp/b.txt | head -6; grep -E "onesweep_pass|FAIL|differ|rror" /tmp/b.txt; } >> "$out/log.txt"
}
log "onesweep: tiles for several work groups per SM against the default"
for cfg in "" "--wg 512 --tile 4096 --onesweep-ranking ballot" "--wg 256 --tile 2048 --onesweep-ranking ballot" "--wg 1024 --tile 8192 --onesweep-ranking ballot"; do
  $B plan --algo onesweep --n 16777216 $cfg 2>&1 | sed -n 2,3p >> "$out/log.txt"
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch $cfg
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu $cfg
done
for cfg in "" "--wg 512 --tile 4096 --onesweep-ranking ballot"; do
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu $cfg
done
log "done"
