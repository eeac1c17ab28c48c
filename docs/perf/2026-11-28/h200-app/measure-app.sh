#!/usr/bin/env bash
# The app on the H200 now lent (issue 21 item 6, again on this card): the header held still at the last
# step on NVIDIA's driver (onesweep at 2^16 in the profile view, presenter type at 1280x720, 19 and 20
# Right presses of one frame each), screenshots of the race with CUB's H200 line, the profile and the
# kernel view, and frame times while playing at 2^16 and stepping at 2^20. Run on the GPU machine from the
# repository root with .gui carried (docs/perf/2026-11-24/h100-app/prepare-payload.sh DEBS
# build/bin/sortscope; with the checkout it is 66 of the 67 MB a call may carry).
#   bash docs/perf/2026-11-28/h200-app/measure-app.sh
set -u
source docs/perf/lib/gui-on-h100.sh
S=$OUT/shots; mkdir -p $S
app() { timeout ${LIMIT:-90} /tmp/sortscope "$@" 2>&1 | grep -v '^wrote' ; }
echo "== device"; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "== the header at the last step: onesweep 2^16, profile, presenter, 1280x720"
for presses in 19 20; do
  for i in $(seq 1 $presses); do echo "$((20 + 12 * i)) Right"; done > /tmp/h$presses.keys
  app --algo onesweep --n 65536 --view profile --presenter --test-keys /tmp/h$presses.keys --frames 300 --screenshot $S/h200-header-$presses.png
done
echo "== screenshots"
LIMIT=200 app --race 12..24 --race-reference assets/reference/cub-h200-2026-11-28.csv --view race --screenshot $S/h200-race.png
app --algo onesweep --n 1048576 --view profile --presenter --screenshot $S/h200-profile-onesweep-2e20-presenter.png
app --algo onesweep --n 4096 --step 2 --view kernel --presenter --screenshot $S/h200-onesweep-kernel-presenter.png
echo "== frame times (1280x720, default options)"
ft() { local name=$1; shift; echo "-- $name: sortscope $*"; SORTSCOPE_FRAME_TIMES=$S/ft-$name.csv app "$@" --screenshot /tmp/x.png | grep -v '^state:'; }
ft play-onesweep-2e16 --algo onesweep --n 65536 --play --speed 60 --frames 300
ft play-radix-2e16 --algo radix --n 65536 --play --speed 60 --frames 300
for i in $(seq 4 2 204); do echo "$i Right"; done > /tmp/step.keys
for a in onesweep radix bitonic; do
  ft step-$a-2e20 --algo $a --n 1048576 --test-keys /tmp/step.keys --frames 206
done
cd $OUT && tar -cf shots.tar shots && rm -rf shots
echo done
