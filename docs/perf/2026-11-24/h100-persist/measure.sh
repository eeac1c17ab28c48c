#!/usr/bin/env bash
# Issue 21, one more lever on the H100 (2026-11-24): the onesweep pass as a persistent grid (PERSIST = P,
# shaders/onesweep/onesweep_pass.comp: groups 0 .. P - 1 loop over the tiles and load the next tile's keys
# during this tile's scatter), forced with SORTSCOPE_EXTRA_DEFINES=PERSIST=132 (one group per SM of the
# H100), against the default one group per tile. The [onesweep] GPU tests with the variant forced, the NV
# assembly checked for local memory (spills), then bench at 2^24 and 2^28 keys and 2^24 pairs, default
# and variant, with CUB (cub_direct.cu) in the same call.
# The variant lives in commit f707f51 (branch persist) only: measured slower, it was taken out of the
# kernel again, so build that commit to rerun this (on later commits PERSIST is ignored).
# Copy gpu_tests and sortscope-cli from a Release build into .gl/persist/, carry .gl (with cub_direct),
# and run from the checkout:  bash docs/perf/2026-11-24/h100-persist/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
for f in .gl/*.deb; do dpkg -x "$f" / >/dev/null 2>&1; done; ldconfig
F=.gl/persist
export SORTSCOPE_REQUIRE_GL=1
t0=$(date +%s); log() { echo "[t=$(( $(date +%s) - t0 ))s] $*" | tee -a "$out/log.txt"; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$out/log.txt" 2>&1
log "[onesweep] gpu_tests, PERSIST=132 forced"
( time SORTSCOPE_EXTRA_DEFINES=PERSIST=132 timeout -s KILL 100 $F/gpu_tests "[onesweep]" ) > "$out/gpu_tests_persist.txt" 2>&1; echo "rc $?" >> "$out/gpu_tests_persist.txt"
log "$(tail -6 "$out/gpu_tests_persist.txt" | grep -E 'passed|failed|rc' | tr '\n' ' ')"
log "NV assembly of the pass (spills show as lmem)"
mkdir -p /tmp/dump
SORTSCOPE_EXTRA_DEFINES=PERSIST=132 SORTSCOPE_DUMP_PROGRAMS=/tmp/dump timeout -s KILL 30 $F/sortscope-cli sort --algo onesweep --n 16777216 --values > /dev/null 2>&1
for d in /tmp/dump/*; do
  if grep -aq "s_next_tile\|PERSIST" "$d" 2>/dev/null || grep -aq "SHARED_MEMORY" "$d"; then
    echo "$d: $(grep -ac lmem "$d") lines with lmem; $(grep -ao 'SHARED_MEMORY [0-9]*' "$d" | head -1); $(grep -ao 'TEMP [^;]*' "$d" | head -1)" >> "$out/log.txt"
  fi
done
log "CUB"
timeout -s KILL 60 .gl/cub_direct > "$out/cub.txt" 2>&1
grep -E "log2N=(24|28)" "$out/cub.txt" >> "$out/log.txt"
B="timeout -s KILL 60 $F/sortscope-cli"
bench() {
  echo "### bench $*" >> "$out/bench.txt"; $B bench "$@" > /tmp/b.txt 2>&1; echo "rc $?" >> /tmp/b.txt; cat /tmp/b.txt >> "$out/bench.txt"
  { echo "# bench $*"; sed -n '/^log2/,/^$/p' /tmp/b.txt | head -6; grep -E "onesweep_pass|FAIL|differ|rror" /tmp/b.txt; } >> "$out/log.txt"
}
for persist in "" 132; do
  export SORTSCOPE_EXTRA_DEFINES=${persist:+PERSIST=$persist}
  log "PERSIST=${persist:-off}"
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
done
unset SORTSCOPE_EXTRA_DEFINES
log "done"
