#!/usr/bin/env bash
# The race in presenter type on the H100 after the fix of 3e0fcf7 (the throughput chart takes the height
# its legend and plot need; the runs chart gives way): 2^10 .. 2^20 with CUB's reference line at 1280 x 720
# and 1920 x 1080, each also checked for cut text. Same payload as measure-race.sh (.gui carried, the app
# of main rebuilt into .gui/sortscope.xz).
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gui-on-h100.sh
S=$out/shots; mkdir -p $S
app() { timeout ${LIMIT:-60} /tmp/sortscope "$@" 2>&1 | grep -v '^wrote' ; }
ref=assets/reference/cub-h100-2026-11-24.csv
export SORTSCOPE_REPORT_CUT_TEXT=1
LIMIT=120 app --race 10..20 --race-reference $ref --view race --presenter --screenshot $S/h100-race-presenter-720.png
LIMIT=120 app --race 10..20 --race-reference $ref --view race --presenter --width 1920 --height 1080 --screenshot $S/h100-race-presenter-1080.png
echo done
