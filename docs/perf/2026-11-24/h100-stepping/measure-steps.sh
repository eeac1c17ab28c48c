#!/usr/bin/env bash
# Frame times of the app on the H100 while stepping at n = 2^20 (issue 21's "every frame under 16 ms"),
# and while playing at 2^16 (the other target, which must hold), after the step's CPU work moved to a
# worker thread. Same payload as ../h100-app/ (prepare-payload.sh makes .gui/, carried).
# Run on the GPU machine from the repository root: bash docs/perf/2026-11-24/h100-stepping/measure-steps.sh
set -u
source docs/perf/lib/gui-on-h100.sh
S=$OUT/frames; mkdir -p $S
echo "== device"; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nproc
ft() { local name=$1; shift; echo "-- $name: sortscope $*"; SORTSCOPE_FRAME_TIMES=$S/ft-$name.csv timeout 120 /tmp/sortscope "$@" --screenshot $S/$name.png 2>&1 | grep -v '^wrote'; }
ft play-radix-2e16 --algo radix --n 65536 --play --speed 60 --frames 300
ft play-bitonic-2e16 --algo bitonic --n 65536 --play --speed 60 --frames 300
for i in $(seq 4 2 204); do echo "$i Right"; done > /tmp/step.keys   # a press every other frame
for i in $(seq 4 10 204); do echo "$i Right"; done > /tmp/slow.keys  # a press every tenth frame
for a in bitonic radix onesweep odd-even-merge; do
  ft step-$a-2e20 --algo $a --n 1048576 --test-keys /tmp/step.keys --frames 206
  ft slow-step-$a-2e20 --algo $a --n 1048576 --test-keys /tmp/slow.keys --frames 206
done
ft step-all-views-onesweep-2e20-1080p --algo onesweep --n 1048576 --width 1920 --height 1080 --test-keys /tmp/step.keys --frames 206
cd $OUT && rm -f frames/*.png && tar -cf frames.tar frames && rm -rf frames
echo done
