#!/usr/bin/env bash
# Why main's own build sorted 2^20 keys in 0.134 ms in the sweep of ../h100-main/ (7.8 G keys/s,
# 0.64x CUB), where the keys-tile call's probe build took 0.079 ms with the same 1024 x 8 tile and the
# night's 1024 x 11 took 0.082. One call, main's Release sortscope-cli in .gl/close4/, CUB first: 2^20 alone
# in fresh processes, main's default (1024 x 8) against 1024 x 11 (--wg 1024 --tile 16384 --onesweep-ranking
# ballot: the tile clamps to the 11 keys that fit), A B A B; the 2^16 .. 2^22 sweep again; the passes
# per dispatch at 2^20 after the sweep's smaller sizes and alone. Carry .gl, run from the checkout:
#   bash docs/perf/2026-11-25/h100-2e20/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close4
source docs/perf/lib/gl-on-h100.sh
cub
eleven="--wg 1024 --tile 16384 --onesweep-ranking ballot"
for round in 1 2; do
  log "round $round: 2^20 alone, default then 1024 x 11"
  bench --algo onesweep --log2n 20 --reps 7 --no-cpu
  bench --algo onesweep --log2n 20 --reps 7 --no-cpu $eleven
done
log "sweeps"
bench --algo onesweep --log2n 16..22 --reps 5 --no-cpu
bench --algo onesweep --log2n 19..22 --reps 5 --no-cpu $eleven
log "per dispatch at 2^20: after the smaller sizes, then alone"
bench --algo onesweep --log2n 16..20 --reps 5 --no-cpu --per-dispatch
bench --algo onesweep --log2n 20 --reps 5 --no-cpu --per-dispatch
bench --algo onesweep --log2n 20 --reps 5 --no-cpu --per-dispatch $eleven
log "done"
