#!/usr/bin/env bash
# Issue 21's open question from the persistent-grid call (../h100-persist/): was that variant
# slower because a group drew its next tile before scattering this one (a tile held unpublished, so
# later tiles wait longer), or because a persistent grid costs by itself? A second variant,
# PERSIST_LATE=1, draws the next tile only after this tile's scatter and loads its keys then (no tile
# held, no prefetch). Both variants live in persist-late.patch (on main 1c30585: f707f51's PERSIST plus
# PERSIST_LATE), not in the kernel; the shader is read from the checkout (SORTSCOPE_SHADER_DIR), so main's
# binaries run it. One call: the [onesweep] GPU tests with each variant forced, then bench at 2^24 keys
# (per dispatch) and pairs and 2^28 keys for the default, PERSIST=132 and PERSIST=132,PERSIST_LATE=1, with
# CUB (cub_direct.cu) in the same call.
# Apply persist-late.patch, copy gpu_tests and sortscope-cli of a Release build of main into .gl/close2/,
# carry .gl, run from the checkout:  bash docs/perf/2026-11-24/h100-persist-late/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close2
source docs/perf/lib/onesweep-variants.sh  # the set-up only
for variant in PERSIST=132,PERSIST_LATE=1 PERSIST=132; do
  log "[onesweep] gpu_tests, $variant forced"
  ( time SORTSCOPE_EXTRA_DEFINES=$variant timeout -s KILL 100 $F/gpu_tests "[onesweep]" ) > "$out/gpu_tests_${variant//[=,]/_}.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests_${variant//[=,]/_}.txt"
  log "$(tail -6 "$out/gpu_tests_${variant//[=,]/_}.txt" | grep -E 'passed|failed|rc' | tr '\n' ' ')"
done
log "CUB"
timeout -s KILL 60 .gl/cub_direct > "$out/cub.txt" 2>&1
grep -E "log2N=(24|28)|copy" "$out/cub.txt" >> "$out/log.txt"
for variant in "" PERSIST=132 PERSIST=132,PERSIST_LATE=1; do
  export SORTSCOPE_EXTRA_DEFINES=$variant
  log "variant: ${variant:-default}"
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
done
unset SORTSCOPE_EXTRA_DEFINES
log "done"
