#!/usr/bin/env bash
# Real key presses of 20 ms through the X server (xdotool's XTEST events, as a presentation clicker and
# a keyboard send them), not injected into GLFW as --test-keys does: in presenter mode, bitonic-16's
# lesson two slides on, the text three sizes up and two down; then End (the last step), then Home (the
# first). The app's script holds (WaitFor) until each group of presses is done, then prints its state
# at a Shot, which the test checks; the next group waits for that Shot's file. Run under xvfb-run.
# Usage: xdotool_keys_test.sh APP SESSION OUT_DIR
set -euo pipefail
app=$1
session=$2
out=$3
mkdir -p "$out"
done_file="$out/xdotool-done"
end_file="$out/xdotool-end-pressed"
home_file="$out/xdotool-home-pressed"
rm -f "$done_file" "$end_file" "$home_file" "$out/xdotool-after.png" "$out/xdotool-end.png" "$out/xdotool-home.png"
keys="$out/xdotool.keys"
# A jump replays at least one step a frame: End's Shot comes 12 frames on, when its ten steps have run.
printf '2 WaitFor:%s\n4 Shot:xdotool-after\n6 WaitFor:%s\n18 Shot:xdotool-end\n20 WaitFor:%s\n22 Shot:xdotool-home\n' \
  "$done_file" "$end_file" "$home_file" > "$keys"
"$app" --presenter --session "$session" --width 1280 --height 720 --test-keys "$keys" --frames 24 \
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
shot_written() {  # waits (two minutes at most) until the app has written Shot $1
  for _ in $(seq 1200); do
    [[ -f "$out/$1.png" ]] && return 0
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "xdotool_keys_test: the app never wrote $1.png" >&2
  return 1
}
shot_written xdotool-after
press End
touch "$end_file"
shot_written xdotool-end
press Home
touch "$home_file"
status=0
wait "$app_pid" || status=$?
trap - EXIT
cat "$out/xdotool.log"
exit "$status"
