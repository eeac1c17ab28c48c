#!/usr/bin/env bash
# Issue 21: the look-back's waits, taken away (../h100-2026-11-24-ablate/), make onesweep 19% faster at
# 2^24 and 28% at 2^28 (at 2^28 as fast as CUB). Each bin's walk reads one status word per round trip to
# memory; LOOKBACK_BATCH = B reads the words of B earlier tiles at once (all in flight together), then
# takes them in order up to the first that is not an aggregate (a prefix ends the walk; a word not ready
# is read again, with the same bounded wait and fallback as before). lookback-batch.patch (on main
# 4ddf402) adds the define, default 1 (the kernel as it was); the shader is read from the checkout
# (SORTSCOPE_SHADER_DIR), so main's binaries run it. One call: the [onesweep] GPU tests with B = 4 and 8
# forced, then bench for B = 1, 2, 4, 8 with CUB in the same call.
# Apply the patch, copy gpu_tests and sortscope-cli of a Release build of main into .gl/close2/, carry
# .gl, run from the checkout:  bash docs/perf/h100-2026-11-24-lookback-batch/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close2
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$out/log.txt" 2>&1
for b in 4 8; do
  log "[onesweep] gpu_tests, LOOKBACK_BATCH=$b"
  ( time SORTSCOPE_EXTRA_DEFINES=LOOKBACK_BATCH=$b timeout -s KILL 100 $F/gpu_tests "[onesweep]" ) > "$out/gpu_tests_batch$b.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests_batch$b.txt"
  log "$(grep -E 'passed|failed' "$out/gpu_tests_batch$b.txt" | tr '\n' ' ') $(tail -1 "$out/gpu_tests_batch$b.txt")"
done
log "CUB"
timeout -s KILL 60 .gl/cub_direct > "$out/cub.txt" 2>&1
grep -E "log2N=(20|24|28)|copy" "$out/cub.txt" >> "$out/log.txt"
for b in 1 2 4 8; do
  export SORTSCOPE_EXTRA_DEFINES=LOOKBACK_BATCH=$b
  log "LOOKBACK_BATCH=$b"
  bench --algo onesweep --log2n 20 --reps 5 --no-cpu
  bench --algo onesweep --log2n 24 --reps 5 --per-dispatch
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
done
unset SORTSCOPE_EXTRA_DEFINES
log "done"
