#!/usr/bin/env bash
# The app on the H100 (issue 21 item 6): screenshots of every algorithm's views, the race and the profile,
# and frame times while playing and stepping (SORTSCOPE_FRAME_TIMES). Run on the GPU machine from the
# repository root, with .gui carried (the GL runtime debs, a trimmed tarball of Xvfb + Mesa for the X
# server + the app's libraries, and the app built here).
set -u
source docs/perf/lib/gui-on-h100.sh  # (the set-up this call ran inline, moved there unchanged)
S=$OUT/shots; mkdir -p $S
app() { timeout ${LIMIT:-60} /tmp/sortscope "$@" 2>&1 | grep -v '^wrote' ; }
echo "== device"; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "== screenshots (1280x720)"
for a in bitonic odd-even-merge odd-even-transposition radix onesweep; do
  app --algo $a --n 16 --step 3 --screenshot $S/h100-$a-16.png
done
for a in bitonic-shared rank rank-shared; do   # one-dispatch plans at n = 16
  app --algo $a --n 16 --step 1 --screenshot $S/h100-$a-16.png
done
app --algo onesweep --n 4096 --step 2 --view kernel --presenter --screenshot $S/h100-onesweep-kernel-presenter.png
app --algo bitonic --n 16 --step 5 --presenter --screenshot $S/h100-bitonic-presenter.png
LIMIT=150 app --race 10..22 --race-reference assets/reference/cub-h100-2026-11-24.csv --view race --screenshot $S/h100-race.png
app --algo onesweep --n 1048576 --view profile --screenshot $S/h100-profile-onesweep-2e20.png
app --algo radix --n 65536 --view profile --screenshot $S/h100-profile-radix-2e16.png
echo "== frame times (1280x720, default options unless named)"
ft() { local name=$1; shift; echo "-- $name: sortscope $*"; SORTSCOPE_FRAME_TIMES=$S/ft-$name.csv app "$@" --screenshot /tmp/x.png | grep -v '^state:'; }
ft play-radix-2e16 --algo radix --n 65536 --play --speed 60 --frames 300
ft play-onesweep-2e16 --algo onesweep --n 65536 --play --speed 60 --frames 300
ft play-onesweep-2e16-wg256 --algo onesweep --n 65536 --wg 256 --play --speed 60 --frames 300
ft play-bitonic-2e16 --algo bitonic --n 65536 --play --speed 60 --frames 300
ft play-bitonic-shared-2e20 --algo bitonic-shared --n 1048576 --play --speed 60 --frames 300
ft play-radix-2e20 --algo radix --n 1048576 --play --speed 60 --frames 300
for v in all bars network table; do   # frames with nothing to do: what each view costs at 2^20
  ft idle-bitonic-2e20-$v --algo bitonic --n 1048576 --step 3 --view $v --frames 60
done
for i in $(seq 4 2 204); do echo "$i Right"; done > /tmp/step.keys
for a in bitonic radix onesweep odd-even-merge; do
  ft step-$a-2e20 --algo $a --n 1048576 --test-keys /tmp/step.keys --frames 206
done
ft step-all-views-onesweep-2e20-1080p --algo onesweep --n 1048576 --width 1920 --height 1080 --test-keys /tmp/step.keys --frames 206
cd $OUT && tar -cf shots.tar shots && rm -rf shots
echo done
