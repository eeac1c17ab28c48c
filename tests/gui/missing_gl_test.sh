#!/usr/bin/env bash
# A machine without OpenGL 4.3 (a Mac's 4.1, simulated with Mesa's MESA_GL_VERSION_OVERRIDE=4.1): the app
# opens a window on the OpenGL 3.x context there instead, which says what is missing and how to go on
# (missing_gl_screen.hpp); --screenshot writes that window and the app exits 3 (not 1: a window was
# shown). Standard error still names the reason. The screenshot's content is checked by screenshot_test.cpp
# (expect missing-gl).
# usage: missing_gl_test.sh SORTSCOPE XVFB_RUN PNG
set -uo pipefail
app=$1 xvfb=$2 png=$3
rm -f "$png" "$png.status"
# The app's own exit status, kept in a file: xvfb-run's may be its own (5 when cleaning up its temporary
# folder fails, which other runs on a busy machine can cause).
MESA_GL_VERSION_OVERRIDE=4.1 "$xvfb" -a -s "-screen 0 1280x720x24" sh -c '"$@"; echo $? >"$0"' "$png.status" \
  "$app" --width 1280 --height 720 --screenshot "$png" >"$png.out" 2>"$png.err"
xvfb_status=$?
status=$(cat "$png.status" 2>/dev/null || echo "none (xvfb-run exited $xvfb_status)")
echo "exit $status; standard output:"
cat "$png.out"
echo "standard error:"
cat "$png.err"
failed=0
if [[ "$status" != 3 ]]; then echo "FAIL: expected exit 3 (no OpenGL 4.3, the window shown), got $status"; failed=1; fi
if ! grep -q "no OpenGL 4.3 core context" "$png.err"; then echo "FAIL: standard error does not name the missing context"; failed=1; fi
if ! grep -q "showing why in a window on OpenGL 4.1" "$png.err"; then echo "FAIL: no window on the 3.x context under the 4.1 cap"; failed=1; fi
if [[ ! -s "$png" ]]; then echo "FAIL: no screenshot at $png"; failed=1; fi
[[ $failed -eq 0 ]] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit $failed
