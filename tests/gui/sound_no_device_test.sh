#!/usr/bin/env bash
# The app with sound on and no audio device to play it: it starts, plays a bitonic sort at 60 steps a
# second, says once (one "sound:" line on stderr) that nothing will be heard, writes its screenshot and
# the WAV of what it would have played, and exits 0. Run twice: with SDL's dummy driver (a device that
# plays into nothing) and with a driver that does not exist (no device at all, as on CI).
# usage: sound_no_device_test.sh SORTSCOPE XVFB_RUN OUT_DIR
set -uo pipefail
app=$1 xvfb=$2 out=$3
failed=0
for driver in dummy no-such-driver; do
  wav="$out/sound-$driver.wav"
  rm -f "$wav" "$out/sound-$driver.png"
  SDL_AUDIODRIVER=$driver "$xvfb" -a -s "-screen 0 1280x720x24" "$app" --algo bitonic --n 16 --play --speed 60 \
    --sound-wav "$wav" --screenshot "$out/sound-$driver.png" --frames 60 >"$out/sound-$driver.out" 2>"$out/sound-$driver.err"
  status=$?
  said=$(grep -c "sound:" "$out/sound-$driver.err")
  echo "SDL_AUDIODRIVER=$driver: exit $status, $said sound line(s):"
  cat "$out/sound-$driver.err"
  if [[ $status -ne 0 ]]; then echo "FAIL: the app exited $status"; failed=1; fi
  if [[ $said -ne 1 ]]; then echo "FAIL: expected one line saying nothing is heard, got $said"; failed=1; fi
  if [[ ! -s "$wav" || $(stat -c %s "$wav") -le 44 ]]; then echo "FAIL: no sound recorded in $wav"; failed=1; fi
done
[[ $failed -eq 0 ]] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit $failed
