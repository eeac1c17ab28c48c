#!/usr/bin/env bash
# Runs a command on a virtual screen (xvfb-run -a) and exits with the command's own exit code. xvfb-run
# replaces that code with 5 when it fails to clean up its temporary folder, which happened after a
# command that stops at once (the app refusing a bad lesson in 0.4 s under ASan), so the code comes back
# through a file instead.
# Usage: exit_code_in_xvfb.sh XVFB_RUN COMMAND [ARGS...]
set -u
xvfb_run=$1
shift
code_file=$(mktemp)
trap 'rm -f "$code_file"' EXIT
"$xvfb_run" -a -s "-screen 0 1280x720x24" bash -c '"$@"; echo $? > "$0"' "$code_file" "$@"
code=$(cat "$code_file")
if [[ -z "$code" ]]; then
  echo "exit_code_in_xvfb: the command did not run under $xvfb_run" >&2
  exit 1
fi
exit "$code"
