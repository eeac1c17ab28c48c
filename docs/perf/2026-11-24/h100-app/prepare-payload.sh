#!/usr/bin/env bash
# Makes .gui/ in the repository root: what measure-app.sh needs on the GPU machine, small enough to
# travel with the checkout (one call carries at most 64 MiB in all). ../shared/gpu/prepare-gui downloads
# 55 MB of .debs (Xvfb, Mesa for the X server's GLX, the app's libraries, fonts); with the checkout they
# pass the limit, so here they are unpacked, trimmed (documentation, translations, every Mesa driver but
# swrast, which Xvfb's GLX loads) and packed again as one tarball with xz -9 (about 46 MB).
# Usage: docs/perf/2026-11-24/h100-app/prepare-payload.sh DEBS_FOLDER APP_BINARY
set -euo pipefail
debs=$1 app=$2
root=$(git rev-parse --show-toplevel)
grep -qx '/.gui/' "$root/.git/info/exclude" || echo '/.gui/' >> "$root/.git/info/exclude"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for f in "$debs"/*.deb; do dpkg -x "$f" "$work"; done
rm -rf "$work"/usr/share/{doc,man,locale,lintian,bug,info}
(cd "$work/usr/lib/x86_64-linux-gnu/dri" && ls | grep -vx swrast_dri.so | xargs rm -f)
mkdir -p "$root/.gui"
tar -C "$work" -c . | xz -9e -T2 > "$root/.gui/gui.tar.xz"
cp "$root"/.gl/lib*.deb "$root/.gui/"            # the GL runtime of ../shared/gpu/prepare
xz -9 -c "$app" > "$root/.gui/sortscope.xz"
cp "$(dirname "$0")/measure-app.sh" "$root/.gui/"
du -sh "$root/.gui"
