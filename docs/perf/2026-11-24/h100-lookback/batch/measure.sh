#!/usr/bin/env bash
# Issue 21: the look-back's waits, taken away (../README.md, ../waits/), make onesweep 19% faster at
# 2^24 and 28% at 2^28 (at 2^28 as fast as CUB). Each bin's walk reads one status word per round trip to
# memory; LOOKBACK_BATCH = B reads the words of B earlier tiles at once (all in flight together), then
# takes them in order up to the first that is not an aggregate (a prefix ends the walk; a word not ready
# is read again, with the same bounded wait and fallback as before). lookback-batch.patch (on main
# 4ddf402) adds the define, default 1 (the kernel as it was); the shader is read from the checkout
# (SORTSCOPE_SHADER_DIR), so main's binaries run it. One call: the [onesweep] GPU tests with B = 4 and 8
# forced, then bench for B = 1, 2, 4, 8 with CUB in the same call.
# Apply the patch, copy gpu_tests and sortscope-cli of a Release build of main into .gl/close2/, carry
# .gl, run from the checkout:  bash docs/perf/2026-11-24/h100-lookback/batch/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close2
source docs/perf/lib/onesweep-variants.sh
onesweep_define_call LOOKBACK_BATCH "4 8" "1 2 4 8"
