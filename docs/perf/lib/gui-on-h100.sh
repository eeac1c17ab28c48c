# (Named for the H100 it was written on; the same steps run on the H200 lent since 2026-11-28.)
# Sourced by the GPU machine's app measurements (bash docs/perf/.../measure-*.sh from the checkout):
# unpacks .gui/ (made by ../2026-11-24/h100-app/prepare-payload.sh: the GL runtime debs, a trimmed
# tarball of Xvfb + Mesa for the X server's GLX + the app's libraries, and the app built here, xz'd) and
# starts Xvfb on :99 with NVIDIA's GLX for the app. After it, /tmp/sortscope is the app and DISPLAY is set.
for f in .gui/*.deb; do dpkg -x $f /; done; ldconfig
G=/opt/gui; mkdir -p $G; tar -xJf .gui/gui.tar.xz -C $G
xz -dc .gui/sortscope.xz > /tmp/sortscope; chmod +x /tmp/sortscope
NV=$(ls -d /usr/local/nvidia/lib64 /usr/local/nvidia/lib 2>/dev/null | tr '\n' ':')
export LD_LIBRARY_PATH=$G/usr/lib/x86_64-linux-gnu:$G/usr/lib/x86_64-linux-gnu/pulseaudio:$G/lib/x86_64-linux-gnu:$NV
export LIBGL_DRIVERS_PATH=$G/usr/lib/x86_64-linux-gnu/dri
cp -n $G/usr/bin/xkbcomp /usr/bin/ 2>/dev/null
mkdir -p /usr/share/fonts/truetype && cp -rn $G/usr/share/fonts/truetype/dejavu /usr/share/fonts/truetype/ 2>/dev/null
$G/usr/bin/Xvfb :99 -screen 0 1920x1080x24 -xkbdir $G/usr/share/X11/xkb -nolisten tcp >/tmp/xvfb.log 2>&1 &
sleep 3
export DISPLAY=:99 __GLX_VENDOR_LIBRARY_NAME=nvidia SORTSCOPE_ASSETS_DIR=$PWD/assets CI=1
