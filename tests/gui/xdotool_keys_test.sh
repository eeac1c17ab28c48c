#!/usr/bin/env bash
# Real key presses of 20 ms through the X server (xdotool's XTEST events, as a presentation clicker and
# a keyboard send them), not injected into GLFW as --test-keys does: in presenter mode, bitonic-16's
# lesson two slides on, the text three sizes up and two down; then, one at a time, End (the last step),
# Home (the first), and the keypad's End and Home (Num Lock off, as Xvfb starts). The app's script holds
# (WaitFor) until each group of presses is done, then prints its state at a Shot, which the test checks;
# the next group waits for that Shot's file. Run under xvfb-run.
# Usage: xdotool_keys_test.sh APP SESSION OUT_DIR
set -euo pipefail
app=$1
session=$2
out=$3
mkdir -p "$out"
# KEY:SHOT, pressed alone after the first group.
jumps=(End:xdotool-end Home:xdotool-home KP_End:xdotool-keypad-end KP_Home:xdotool-keypad-home)
rm -f "$out"/xdotool-pressed-* "$out"/xdotool-*.png
keys="$out/xdotool.keys"
# A jump replays at least one step a frame: each Shot comes 12 frames after its WaitFor, when its ten
# steps have run.
frame=6
{
  printf '2 WaitFor:%s\n4 Shot:xdotool-after\n' "$out/xdotool-pressed-0"
  for k in "${!jumps[@]}"; do
    printf '%d WaitFor:%s\n%d Shot:%s\n' "$frame" "$out/xdotool-pressed-$((k + 1))" "$((frame + 12))" "${jumps[k]#*:}"
    frame=$((frame + 14))
  done
} > "$keys"
"$app" --presenter --session "$session" --width 1280 --height 720 --test-keys "$keys" --frames "$frame" \
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
shot_written() {  # waits (two minutes at most) until the app has written Shot $1
  for _ in $(seq 1200); do
    [[ -f "$out/$1.png" ]] && return 0
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "xdotool_keys_test: the app never wrote $1.png" >&2
  return 1
}
press Next
press Next
press ctrl+equal
press ctrl+equal
press ctrl+equal
press ctrl+minus
press ctrl+minus
touch "$out/xdotool-pressed-0"
shot=xdotool-after
for k in "${!jumps[@]}"; do
  shot_written "$shot"
  press "${jumps[k]%%:*}"
  touch "$out/xdotool-pressed-$((k + 1))"
  shot=${jumps[k]#*:}
done
status=0
wait "$app_pid" || status=$?
trap - EXIT
cat "$out/xdotool.log"
exit "$status"
