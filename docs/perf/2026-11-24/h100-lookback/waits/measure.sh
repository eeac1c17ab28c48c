#!/usr/bin/env bash
# Issue 21: what each phase of onesweep_pass.comp costs at one group per SM, by taking it away (timing
# only: the output is wrong, and bench reports no time for a wrong sort, so each variant is timed by
# `sortscope-cli sort`, which prints the dispatches' GPU time (GL_TIMESTAMP) of its one run, five runs
# each, the default timed the same way beside it). ablate.patch (on main 4ddf402, not kept) adds
# two defines, set with SORTSCOPE_EXTRA_DEFINES: ABLATE_LOOKBACK=1 (the look-back returns at once: no
# status word read, no wait) and ABLATE_RANK=1 (every tile takes the one-digit path: no ranking; scatter
# addresses clamped into the array). The shader is read from the checkout (SORTSCOPE_SHADER_DIR), so
# main's binaries run it. CUB (cub_direct.cu) in the same call.
# Apply ablate.patch, copy sortscope-cli of a Release build of main into .gl/close2/, carry .gl, run from
# the checkout:  bash docs/perf/2026-11-24/h100-lookback/waits/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close2
source docs/perf/lib/onesweep-variants.sh  # the set-up only
log "CUB"
timeout -s KILL 60 .gl/cub_direct > "$out/cub.txt" 2>&1
grep -E "log2N=(24|28)|copy" "$out/cub.txt" >> "$out/log.txt"
for variant in "" ABLATE_LOOKBACK=1 ABLATE_RANK=1 ABLATE_LOOKBACK=1,ABLATE_RANK=1; do
  export SORTSCOPE_EXTRA_DEFINES=$variant
  log "variant: ${variant:-default}"
  for n in 16777216 268435456; do
    for run in 1 2 3 4 5; do
      echo "$n: $(timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep --n $n 2>&1 | grep -E 'on the GPU|wrong|differ|rror' | head -2 | tr '\n' ' ')" >> "$out/log.txt"
    done
  done
done
unset SORTSCOPE_EXTRA_DEFINES
log "done"
