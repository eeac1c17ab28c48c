#!/usr/bin/env bash
# Real key presses of 20 ms through the X server (xdotool's XTEST events, as a presentation clicker and
# a keyboard send them), not injected into GLFW as --test-keys does: in presenter mode, bitonic-16's
# lesson two slides on, the text three sizes up and two down. The app's script holds (WaitFor) until
# the presses are done, then prints its state, which the test checks. Run under xvfb-run.
# Usage: xdotool_keys_test.sh APP SESSION OUT_DIR
set -euo pipefail
app=$1
session=$2
out=$3
mkdir -p "$out"
done_file="$out/xdotool-done"
rm -f "$done_file" "$out/xdotool-after.png"
keys="$out/xdotool.keys"
printf '2 WaitFor:%s\n4 Shot:xdotool-after\n' "$done_file" > "$keys"
"$app" --presenter --session "$session" --width 1280 --height 720 --test-keys "$keys" --frames 6 \
  --screenshot "$out/xdotool.png" > "$out/xdotool.log" 2>&1 &
app_pid=$!
# The app only: never left running when this script stops early.
trap 'kill "$app_pid" 2>/dev/null || true' EXIT
window=$(timeout 120 xdotool search --sync --onlyvisible --name '^Sortscope' | head -n 1)
if [[ -z "$window" ]]; then
  echo "xdotool_keys_test: the app's window never appeared" >&2
  exit 1
fi
xdotool windowfocus --sync "$window"
sleep 0.5
press() {  # one press of 20 ms, then a pause a presenter's hand would leave
  xdotool keydown "$1"
  sleep 0.02
  xdotool keyup "$1"
  sleep 0.25
}
press Next
press Next
press ctrl+equal
press ctrl+equal
press ctrl+equal
press ctrl+minus
press ctrl+minus
touch "$done_file"
status=0
wait "$app_pid" || status=$?
trap - EXIT
cat "$out/xdotool.log"
exit "$status"
