#!/usr/bin/env bash
# export --format gif on a machine without giflib: the library is hidden in a private mount namespace
# (every file named libgif.so.7* bound over by an empty file), as if Debian's libgif7 were not
# installed. The command must say which package is missing, exit 1 and leave no file. Needs a mount
# namespace (root, or unprivileged user namespaces); elsewhere it is skipped, saying so (exit 77).
# usage: gif_without_giflib.sh SORTSCOPE_CLI OUT_DIR
set -uo pipefail
cli=$1 out=$2
gif="$out/without-giflib.gif"
rm -f "$gif"
# As root a mount namespace; otherwise one inside a user namespace, where the system allows it.
if unshare -m true 2>/dev/null; then
  flags=(-m)
elif unshare -m --map-root-user true 2>/dev/null; then
  flags=(-m --map-root-user)
else
  echo "SKIP: no mount namespace here (unshare -m), so giflib cannot be hidden from the command"
  exit 77
fi
output=$(unshare "${flags[@]}" bash -c '
  for library in /usr/lib/*/libgif.so.7* /lib/*/libgif.so.7*; do
    [[ -e "$library" ]] && mount --bind /dev/null "$library" 2>/dev/null
  done
  "$0" export --algo bitonic --n 8 --format gif -o "$1"' "$cli" "$gif" 2>&1)
status=$?
echo "exit $status: $output"
failed=0
if [[ $status -ne 1 ]]; then echo "FAIL: expected exit 1 without giflib, got $status"; failed=1; fi
if [[ "$output" != *"Debian package libgif7"* ]]; then echo "FAIL: the message does not name the package libgif7"; failed=1; fi
if [[ -e "$gif" ]]; then echo "FAIL: $gif was left behind"; failed=1; fi
[[ $failed -eq 0 ]] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit $failed
