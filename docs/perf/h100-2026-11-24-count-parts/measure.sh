#!/usr/bin/env bash
# Issue 21: the look-back's waits are for earlier tiles' counts and prefixes not yet published
# (../h100-2026-11-24-ablate/). A tile publishes its counts after a scan over its 32 subgroups' counters
# per bin, which 256 of its 1024 invocations do, 32 reads and writes each. COUNT_PARTS=1 gives each bin
# four invocations, a quarter of the subgroups each (8 reads and writes, one more barrier), so the counts
# are published, and the ranking starts, sooner. count-parts.patch (on main bb143a4) adds the define,
# default 0 (the kernel as it was); the shader is read from the checkout (SORTSCOPE_SHADER_DIR), so main's
# binaries run it. One call: the [onesweep] GPU tests with the variant forced, then bench for both with
# CUB in the same call.
# Apply the patch, copy gpu_tests and sortscope-cli of a Release build of main into .gl/close2/, carry
# .gl, run from the checkout:  bash docs/perf/h100-2026-11-24-count-parts/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close2
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$out/log.txt" 2>&1
for b in 1; do
  log "[onesweep] gpu_tests, COUNT_PARTS=$b"
  ( time SORTSCOPE_EXTRA_DEFINES=COUNT_PARTS=$b timeout -s KILL 100 $F/gpu_tests "[onesweep]" ) > "$out/gpu_tests_parts$b.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests_parts$b.txt"
  log "$(grep -E 'passed|failed' "$out/gpu_tests_parts$b.txt" | tr '\n' ' ') $(tail -1 "$out/gpu_tests_parts$b.txt")"
done
log "CUB"
timeout -s KILL 60 .gl/cub_direct > "$out/cub.txt" 2>&1
grep -E "log2N=(20|24|28)|copy" "$out/cub.txt" >> "$out/log.txt"
for b in 0 1; do
  export SORTSCOPE_EXTRA_DEFINES=COUNT_PARTS=$b
  log "COUNT_PARTS=$b"
  bench --algo onesweep --log2n 20 --reps 5 --no-cpu
  bench --algo onesweep --log2n 24 --reps 5 --per-dispatch
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
done
unset SORTSCOPE_EXTRA_DEFINES
log "done"
