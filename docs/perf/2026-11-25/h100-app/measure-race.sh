#!/usr/bin/env bash
# The race on the H100 after its header learned to wrap (2026-11-25): the race of 2^10 .. 2^22 with CUB's
# reference line, at 1280 x 720 as the 2026-11-24 picture, and 2^10 .. 2^20 in presenter type; then every
# GPU test on NVIDIA's driver with each test case's duration and a limit of 300 s (the morning's call cut
# them at 200 s, after Catch2's summary). Run on the GPU machine from the checkout with .gui carried
# (../../2026-11-24/h100-app/prepare-payload.sh, then xz'd gpu_tests as .gui/gpu_tests.xz).
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gui-on-h100.sh
S=$out/shots; mkdir -p $S
app() { timeout ${LIMIT:-60} /tmp/sortscope "$@" 2>&1 | grep -v '^wrote' ; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
ref=assets/reference/cub-h100-2026-11-24.csv
LIMIT=170 app --race 10..22 --race-reference $ref --view race --screenshot $S/h100-race.png
LIMIT=120 app --race 10..20 --race-reference $ref --view race --presenter --screenshot $S/h100-race-presenter.png
SORTSCOPE_REPORT_CUT_TEXT=1 LIMIT=60 app --race 10..16 --race-reference $ref --view race --presenter --screenshot /tmp/cut.png
xz -dc .gui/gpu_tests.xz > /tmp/gpu_tests; chmod +x /tmp/gpu_tests
mkdir -p /work && { [ -e /work/main ] || ln -s "$PWD" /work/main; }
( time SORTSCOPE_REQUIRE_GL=1 timeout -s KILL 300 /tmp/gpu_tests -d yes ) > "$out/gpu_tests.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests.txt"
tail -8 "$out/gpu_tests.txt"
echo done
