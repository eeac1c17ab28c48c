#!/usr/bin/env bash
# Pairs at 2^19 and 2^20 cost every algorithm about 0.25 ms more than keys (close2/pairs-2e19-2e20.md).
# Hypothesis: how each run's input reaches the GPU. bench restarts every timed run by uploading keys
# (and values) with glBufferSubData and clearing every other buffer with glBufferSubData of zeros; the
# driver may give small buffers new storage on such writes (and place it elsewhere). A probe build of
# sortscope-cli (not kept: main 9376b0b with probe.patch applied, app/gpu/buffer.cpp reading
# SORTSCOPE_UPLOAD_PROBE; build sortscope-cli, strip it into .gl/upload/) switches:
#   subdata   as main: glBufferSubData for uploads and clears
#   staged    uploads through a fresh buffer (glBufferStorage with the data) and glCopyBufferSubData
#   staged,gpuclear  the same, and clears with glClearBufferData
#   vidmem    (call 2) immutable storage with no CPU access (glBufferStorage, flags 0), every write a GPU
#             command: uploads copied from a client-storage buffer, clears by glClearBufferData
#   pristine  (call 3) each input kept once in an immutable GPU buffer and copied into the (mutable)
#             buffer on the GPU before every run
# Call 1 ran modes subdata, staged, staged,gpuclear (log-call1.txt); call 2 MODES="subdata vidmem";
# call 3 MODES="pristine subdata".
# Carry .gl (the probe build in .gl/upload/), run: bash docs/perf/2026-11-24/h100-upload/probe.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/upload
source docs/perf/lib/gl-on-h100.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$out/log.txt" 2>&1
one() { timeout -s KILL 60 $F/sortscope-cli bench "$@" 2>&1 | grep -E '^bench: .* at 2|differ|FAIL|rror' | grep -v -E 'std::|CPU|reference' | sed 's/.*: //' | tr '\n' ' '; }
for mode in ${MODES:-subdata staged staged,gpuclear}; do
  export SORTSCOPE_UPLOAD_PROBE=$mode
  for n in 18 19 20 21 22 24; do
    cpu=""; [ $n -ge 22 ] && cpu=--no-cpu
    log "$mode 2^$n onesweep keys: $(one --reps 5 $cpu --algo onesweep --log2n $n) | pairs: $(one --reps 5 $cpu --algo onesweep --values --log2n $n)"
  done
  log "$mode 2^20 radix keys: $(one --reps 5 --algo radix --log2n 20) | pairs: $(one --reps 5 --algo radix --values --log2n 20)"
  log "$mode 2^20 bitonic-shared pairs: $(one --reps 5 --algo bitonic-shared --values --log2n 20)"
  log "$mode 2^28 onesweep keys: $(one --algo onesweep --log2n 28 --reps 3 --no-cpu) | pairs: $(one --algo onesweep --values --log2n 28 --reps 3 --no-cpu)"
  bench --algo onesweep --values --log2n 20 --reps 5 --no-cpu --per-dispatch
done
unset SORTSCOPE_UPLOAD_PROBE
log "CUB"
timeout -s KILL 90 .gl/cub_direct > "$out/cub.txt" 2>&1
grep -E "log2N=(18|19|20|21|22|24|28)|copy" "$out/cub.txt" >> "$out/log.txt"
log "done"
