#!/usr/bin/env bash
# Presenter mode with two real monitors: an X server (Xorg's dummy driver, whose RandR outputs GLFW
# lists as monitors; Xvfb has one output per screen, so GLFW sees one monitor there even with
# +xinerama) with a 1280x720 projector at the left and a 1920x1080 laptop screen, the primary, at its
# right. The app must open its teacher's window on the laptop with its own contexts, put the class's
# window on the projector, take a click (Swap screens) and a key pressed in the teacher's window, and,
# when the projector is unplugged, close the teacher's window and bring the class's window onto the
# monitor left.
# usage: two_monitors_test.sh SORTSCOPE LESSON KEYS OUT_DIR
# Prints "SKIPPED: ..." (and passes) only where no Xorg with the dummy driver can be started.
set -uo pipefail
app=$1 lesson=$2 keys=$3 out=$4
work="$out/two-monitors"
rm -rf "$work" && mkdir -p "$work"
for tool in Xorg xrandr xdotool; do
  command -v "$tool" >/dev/null || { echo "SKIPPED: $tool is not installed (scripts/setup installs it)"; exit 0; }
done
[[ -f /usr/lib/xorg/modules/drivers/dummy_drv.so ]] || { echo "SKIPPED: Xorg's dummy driver is not installed (xserver-xorg-video-dummy)"; exit 0; }

cat >"$work/xorg.conf" <<'CONF'
Section "ServerFlags"
  Option "DontVTSwitch" "true"
  Option "AutoAddDevices" "false"
  Option "AutoEnableDevices" "false"
EndSection
Section "Device"
  Identifier "card"
  Driver "dummy"
  VideoRam 65536
EndSection
Section "Monitor"
  Identifier "monitor"
  HorizSync 1.0 - 2000.0
  VertRefresh 1.0 - 200.0
EndSection
Section "Screen"
  Identifier "screen"
  Device "card"
  Monitor "monitor"
  DefaultDepth 24
  SubSection "Display"
    Depth 24
    Virtual 3200 1080
  EndSubSection
EndSection
CONF

xorg_pid="" app_pid=""
finish() {
  [[ -n $app_pid ]] && kill "$app_pid" 2>/dev/null
  [[ -n $xorg_pid ]] && kill "$xorg_pid" 2>/dev/null
  wait 2>/dev/null
}
trap finish EXIT

# -displayfd: the server picks a free display and writes its number once it takes connections.
Xorg -displayfd 3 -config "$work/xorg.conf" -noreset -nolisten tcp -logfile "$work/xorg.log" 3>"$work/display" >"$work/xorg.out" 2>&1 &
xorg_pid=$!
for _ in $(seq 1 600); do
  [[ -s "$work/display" ]] && break
  kill -0 "$xorg_pid" 2>/dev/null || break
  sleep 0.1
done
if [[ ! -s "$work/display" ]]; then
  echo "SKIPPED: Xorg with the dummy driver did not start here:"; tail -5 "$work/xorg.out"
  exit 0
fi
export DISPLAY=":$(tr -d '\n' <"$work/display")"
# The laptop (DUMMY1, primary) at the right of the projector (DUMMY0).
screens_ready=0
for _ in $(seq 1 50); do
  xrandr --addmode DUMMY1 1920x1080 2>/dev/null
  xrandr --output DUMMY0 --mode 1280x720 --pos 0x0 --output DUMMY1 --mode 1920x1080 --pos 1280x0 --primary 2>/dev/null
  if [[ $(xrandr --listmonitors 2>/dev/null | head -1) == "Monitors: 2" ]]; then screens_ready=1; break; fi
  sleep 0.2
done
[[ $screens_ready -eq 1 ]] || { echo "FAIL: xrandr could not set up two monitors on $DISPLAY"; xrandr 2>&1 | head -5; exit 1; }
xrandr --listmonitors

SORTSCOPE_REPORT_CUT_TEXT=1 "$app" --presenter --session "$lesson" --test-keys "$keys" --frames 12 --screenshot "$work/end.png" >"$work/app.log" 2>&1 &
app_pid=$!
# Both windows' pictures at frame 4, then the teacher's window takes a key and the projector goes.
for _ in $(seq 1 1200); do
  [[ -s "$work/two-screens-teacher.png" && -s "$work/two-screens.png" ]] && break
  kill -0 "$app_pid" 2>/dev/null || break
  sleep 0.1
done
# The "Swap screens" button under the teacher's window's clock (its place at 1920x1080 in presenter
# mode): a click there reaches the teacher's window's own ImGui context, and the windows trade monitors.
teacher=$(xdotool search --name "teacher's screen" 2>/dev/null | head -1)
[[ -n $teacher ]] && xdotool mousemove --window "$teacher" 100 152 click 1
for _ in $(seq 1 600); do
  grep -q "the class's window on DUMMY1" "$work/app.log" && break
  kill -0 "$app_pid" 2>/dev/null || break
  sleep 0.1
done
focused="" swapped_teacher=""
# The teacher's window made anew on the other monitor (not the one closed, whatever the server still lists).
swapped_teacher=$(xdotool search --name "teacher's screen" 2>/dev/null | grep -vx "${teacher:-none}" | head -1)
if [[ -n $swapped_teacher ]]; then
  # The key goes to the window with the focus: the teacher's (the app routes it to the lesson). The X
  # server sends the app the key before the monitor's change, which xrandr makes after xdotool ended.
  xdotool windowfocus --sync "$swapped_teacher"
  focused=$(xdotool getwindowfocus)
  xdotool key Next
fi
# The projector (now DUMMY1, where the class's window went) unplugged.
xrandr --output DUMMY1 --off
for _ in $(seq 1 1200); do
  kill -0 "$app_pid" 2>/dev/null || break
  sleep 0.1
done
if kill -0 "$app_pid" 2>/dev/null; then echo "FAIL: the app did not finish within 120 s"; cat "$work/app.log"; exit 1; fi
wait "$app_pid"
code=$?
app_pid=""
cat "$work/app.log"

failed=0
expect() {  # expect DESCRIPTION EXTENDED_REGEX: a line of the app's output must match
  grep -Eq -- "$2" "$work/app.log" || { echo "FAIL: $1 (no line matches: $2)"; failed=1; }
}
[[ $code -eq 0 ]] || { echo "FAIL: the app exited with $code"; failed=1; }
[[ -n $teacher ]] || { echo "FAIL: no window named \"teacher's screen\" on $DISPLAY"; failed=1; }
[[ -n $swapped_teacher && $focused == "$swapped_teacher" ]] || { echo "FAIL: the teacher's window ($swapped_teacher) did not take the focus ($focused has it)"; failed=1; }
expect "the class's window goes on the projector, the teacher's on the laptop" \
  "^presenter: monitors 1: DUMMY1 1920x1080 at 1280,0 \(primary\), 2: DUMMY0 1280x720 at 0,0: the class's window on DUMMY0 1280x720 at 0,0, the teacher's window on DUMMY1 1920x1080 at 1280,0$"
expect "the teacher's window is drawn at the laptop's size" "^wrote .*two-screens-teacher.png \(1920x1080\)$"
expect "the class's window fills the projector" "^wrote .*two-screens.png \(1280x720\)$"
expect "the state with two screens: slide 1, the teacher's window open" "slide 1 of 5 · teacher's window on DUMMY1 · input: bitonic · n = 8 · typed keys at two-screens$"
expect "Swap screens, clicked in the teacher's window, puts each window on the other's monitor" \
  "^presenter: monitors .*: the class's window on DUMMY1 1920x1080 at 1280,0, the teacher's window on DUMMY0 1280x720 at 0,0$"
expect "the projector unplugged: the teacher's window closes, the class's window comes onto the monitor left" \
  "^presenter: one screen left \(DUMMY0 1280x720 at 0,0\): the teacher's window closed, the class's window moved onto it$"
expect "the class's window fills the monitor left" "^wrote .*one-screen.png \(1280x720\)$"
expect "PageDown in the teacher's window moved the lesson; one window left, the note hidden from the class" "slide 2 of 5 · input: bitonic · n = 8 · typed keys · notes hidden at one-screen$"
! grep "^cut text: teacher's window" "$work/app.log" || { echo "FAIL: the teacher's window cuts text at its edge"; failed=1; }
[[ ! -e "$work/one-screen-teacher.png" ]] || { echo "FAIL: a teacher's picture after the teacher's window closed"; failed=1; }
[[ $failed -eq 0 ]] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit $failed
