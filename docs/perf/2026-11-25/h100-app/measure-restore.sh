#!/usr/bin/env bash
# The race on the H100 with each run's input put back by compute dispatches (main a7893af): 2^10 .. 2^20 at
# 1280 x 720, normal type, so that the runs chart shows onesweep's runs at 2^20 (about 0.23 ms each in
# measure-race.sh's race, with uploads). Same payload as measure-race.sh (.gui carried, main's app in
# .gui/sortscope.xz); the race's CSV export holds every median.
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gui-on-h100.sh
S=$out/shots; mkdir -p $S
ref=assets/reference/cub-h100-2026-11-24.csv
timeout 120 /tmp/sortscope --race 10..20 --race-reference $ref --view race --screenshot $S/h100-race-2e20-restore.png 2>&1 | grep -v '^wrote'
echo done
