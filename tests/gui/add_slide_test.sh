#!/usr/bin/env bash
# Save as slide from the keyboard: a copy of an example lesson is opened with --session, Ctrl+M twice
# (a step in between) adds two slides and writes the lesson back to its file; the app reads the file
# back with two more slides, and the state printed at exit is on the fourth.
# usage: add_slide_test.sh SORTSCOPE XVFB_RUN LESSON KEYS OUT_DIR
set -uo pipefail
app=$1 xvfb=$2 lesson=$3 keys=$4 out=$5
work="$out/add-slide"
rm -rf "$work" && mkdir -p "$work/sessions"
copy="$work/sessions/lesson.json"
cp "$lesson" "$copy"
before=$(SORTSCOPE_ASSETS_DIR="$work" "$app" --lessons | grep -o '([0-9]* slides)')
state=$("$xvfb" -a -s "-screen 0 1280x720x24" "$app" --session "$copy" --test-keys "$keys" --frames 12 \
          --screenshot "$work/add-slide.png" | grep "^state:")
after=$(SORTSCOPE_ASSETS_DIR="$work" "$app" --lessons | grep -o '([0-9]* slides)')
echo "before: $before; after: $after; $state"
failed=0
[[ $before == "(3 slides)" ]] || { echo "FAIL: the copy should hold 3 slides, not $before"; failed=1; }
[[ $after == "(5 slides)" ]] || { echo "FAIL: Ctrl+M twice should leave 5 slides, not $after"; failed=1; }
[[ $state == *"step 0 of 1"*"slide 4 of 5 "* ]] || { echo "FAIL: expected step 0 on slide 4 of 5"; failed=1; }
# Slides 2 and 3 were at step 1; the second new slide keeps the step it was added at, the first the
# lesson's own (so it names none).
steps=$(grep -c '"step": 1' "$copy")
[[ $steps -eq 3 ]] || { echo "FAIL: expected 3 slides at step 1 in $copy, found $steps"; failed=1; }
[[ $failed -eq 0 ]] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit $failed
