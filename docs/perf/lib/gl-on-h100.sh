# Sourced by the GPU machine's headless measurements (bash docs/perf/.../measure.sh from the checkout,
# .gl carried): installs the GL runtime debs of .gl/, points /work/main at the checkout (lab_tests reads
# its test data from the source path it was built in), and defines log (a line with the seconds since the
# start, to $out/log.txt) and bench (sortscope-cli bench from $F, its whole output to $out/bench.txt and
# its table and per-dispatch lines to the log). Needs $out and $F set before.
for f in .gl/*.deb; do dpkg -x "$f" / >/dev/null 2>&1; done; ldconfig
export SORTSCOPE_REQUIRE_GL=1
mkdir -p /work && { [ -e /work/main ] || ln -s "$PWD" /work/main; }
t0=$(date +%s); log() { echo "[t=$(( $(date +%s) - t0 ))s] $*" | tee -a "$out/log.txt"; }
bench() {
  echo "### bench $*" >> "$out/bench.txt"; timeout -s KILL 90 $F/sortscope-cli bench "$@" > /tmp/b.txt 2>&1; echo "rc $?" >> /tmp/b.txt
  cat /tmp/b.txt >> "$out/bench.txt"
  { echo "# bench $*"; grep -E "^bench: .* at 2\^|onesweep_pass|copy bandwidth|FAIL|differ|rror" /tmp/b.txt; } >> "$out/log.txt"
}
