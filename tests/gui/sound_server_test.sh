#!/usr/bin/env bash
# The sound of the steps reaches a real audio server: a private PulseAudio with a null sink (an audio
# device that plays into a buffer) stands in for a classroom's speakers. The app plays a bitonic sort
# with sound on; parec records the sink's monitor meanwhile; the recording must hold the notes (a peak
# well above noise, and many loud samples), not silence. Skipped, with the reason, where PulseAudio or
# its tools are not installed (scripts/setup installs them) or the server cannot start.
# usage: sound_server_test.sh SORTSCOPE XVFB_RUN OUT_DIR
set -uo pipefail
app=$1 xvfb=$2 out=$3
for tool in pulseaudio parec pactl od awk; do
  command -v "$tool" >/dev/null || { echo "SKIPPED: $tool is not installed"; exit 0; }
done
runtime=$(mktemp -d)
chmod 700 "$runtime"
export XDG_RUNTIME_DIR=$runtime PULSE_RUNTIME_PATH=$runtime/pulse HOME=$runtime
server_pid= recorder_pid=
cleanup() {
  [[ -n $recorder_pid ]] && kill "$recorder_pid" 2>/dev/null
  [[ -n $server_pid ]] && kill "$server_pid" 2>/dev/null
  wait 2>/dev/null
  rm -rf "$runtime"
}
trap cleanup EXIT
# -n: no default configuration; only a null sink and the local socket. Running as root is allowed here
# (CI runs as root), which PulseAudio warns about.
pulseaudio -n --daemonize=no --exit-idle-time=-1 --disallow-exit \
  --load="module-null-sink sink_name=classroom" --load="module-native-protocol-unix" \
  >"$out/sound-server.log" 2>&1 &
server_pid=$!
for _ in $(seq 50); do pactl info >/dev/null 2>&1 && break; sleep 0.2; done
pactl info >/dev/null 2>&1 || { echo "SKIPPED: PulseAudio did not start here:"; cat "$out/sound-server.log"; exit 0; }
raw="$out/sound-server.raw"
parec -d classroom.monitor --format=s16le --rate=48000 --channels=1 >"$raw" 2>"$out/sound-recorder.log" &
recorder_pid=$!
sleep 0.5
SDL_AUDIODRIVER=pulseaudio "$xvfb" -a -s "-screen 0 1280x720x24" "$app" --algo bitonic --n 16 --sound --play \
  --speed 8 --screenshot "$out/sound-server.png" --frames 240 >"$out/sound-server.out" 2>"$out/sound-server.err"
status=$?
sleep 1
kill "$recorder_pid" 2>/dev/null; wait "$recorder_pid" 2>/dev/null; recorder_pid=
cat "$out/sound-server.err"
if [[ $status -ne 0 ]]; then echo "FAIL: the app exited $status"; exit 1; fi
if grep -q "sound:" "$out/sound-server.err"; then echo "FAIL: the app said it plays nothing, with a server there"; exit 1; fi
# The peak and the count of samples louder than 1000 (of 32767), from the 16-bit samples.
read -r peak loud < <(od -An -v -td2 -w2 "$raw" | awk '{v = $1 < 0 ? -$1 : $1; if (v > p) p = v; if (v > 1000) n++} END {print p + 0, n + 0}')
echo "recorded $(stat -c %s "$raw") bytes from the sink: peak $peak, $loud samples above 1000"
if [[ $peak -lt 3000 || $loud -lt 2000 ]]; then echo "FAIL: the sink heard silence"; exit 1; fi
echo "1 passed, 0 failed"
