#!/usr/bin/env bash
# The app on the H200 with buffers on Vulkan's memory (2026-12-01, main 58e5843's app): in a GLX window on
# NVIDIA's driver under a carried Xvfb (as ../../2026-11-28/h200-app/; .gui/ made by
# ../../2026-11-24/h100-app/prepare-payload.sh, plus libvulkan1's deb). The app's arrays stop at 2^20
# (4 MiB, under the 32 MiB from which buffers take Vulkan's memory as shipped); the race goes to 2^24,
# whose buffers of 64 MiB take it. So: the race at 2^20 .. 2^24 as shipped; the profile view of onesweep
# with values at 2^20 and twenty Right presses at 2^16 (each step checked against the CPU reference, as the
# app always does) with every buffer on Vulkan's memory (SORTSCOPE_BUFFER_MEMORY=vulkan).
#   bash docs/perf/2026-12-01/h200-app-vk/measure-app.sh   (from the checkout, .gui carried)
set -u
source docs/perf/lib/gui-on-h100.sh
S=$OUT/shots; mkdir -p $S
app() { timeout ${LIMIT:-90} /tmp/sortscope "$@" 2>&1 | grep -v '^wrote' ; echo "rc ${PIPESTATUS[0]}"; }
echo "== device"; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "== the race, 2^20 .. 2^24, as shipped"
LIMIT=150 app --race 20..24 --race-reference assets/reference/cub-h200-2026-11-28.csv --view race --screenshot $S/race-2e20-2e24.png
echo "== profile, onesweep with values at 2^20, every buffer on Vulkan's memory"
SORTSCOPE_BUFFER_MEMORY=vulkan app --algo onesweep --values --n 1048576 --view profile --presenter --screenshot $S/profile-pairs-2e20-vulkan.png
echo "== twenty steps at 2^16, every buffer on Vulkan's memory"
for i in $(seq 1 20); do echo "$((20 + 12 * i)) Right"; done > /tmp/steps.keys
SORTSCOPE_BUFFER_MEMORY=vulkan app --algo onesweep --values --n 65536 --test-keys /tmp/steps.keys --frames 300 --screenshot $S/steps-2e16-vulkan.png
cd $OUT && tar -cf shots.tar shots && rm -rf shots
echo done
