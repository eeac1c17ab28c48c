#!/usr/bin/env bash
# Issue 21: the look-back's waits cost 19% at 2^24 and 28% at 2^28 (../README.md, ../waits/), and
# reading more status words per round trip made it slower (../batch/): the walk
# waits on words not yet published, not on its round trips. Subgroups 0..7 look back and then rank their
# own keys, so a wait delays their ranking and the whole tile. LOOKBACK_AFTER_RANK=1 lets them rank first
# (and load the values) and look back after, when more of the earlier tiles have published.
# lookback-after.patch (on main 4ddf402) adds the define, default 0 (the kernel as it was); the shader is
# read from the checkout (SORTSCOPE_SHADER_DIR), so main's binaries run it. One call: the [onesweep] GPU
# tests with the variant forced, then bench for both with CUB in the same call.
# Apply the patch, copy gpu_tests and sortscope-cli of a Release build of main into .gl/close2/, carry
# .gl, run from the checkout:  bash docs/perf/2026-11-24/h100-lookback/after/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close2
source docs/perf/lib/onesweep-variants.sh
onesweep_define_call LOOKBACK_AFTER_RANK "1" "0 1"
