#!/usr/bin/env bash
# Issue 21: the look-back's waits are for earlier tiles' counts and prefixes not yet published
# (../README.md, ../waits/). A tile publishes its counts after a scan over its 32 subgroups' counters
# per bin, which 256 of its 1024 invocations do, 32 reads and writes each. COUNT_PARTS=1 gives each bin
# four invocations, a quarter of the subgroups each (8 reads and writes, one more barrier), so the counts
# are published, and the ranking starts, sooner. count-parts.patch (on main bb143a4) adds the define,
# default 0 (the kernel as it was); the shader is read from the checkout (SORTSCOPE_SHADER_DIR), so main's
# binaries run it. One call: the [onesweep] GPU tests with the variant forced, then bench for both with
# CUB in the same call.
# Apply the patch, copy gpu_tests and sortscope-cli of a Release build of main into .gl/close2/, carry
# .gl, run from the checkout:  bash docs/perf/2026-11-24/h100-lookback/count-parts/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/close2
source docs/perf/lib/onesweep-variants.sh
onesweep_define_call COUNT_PARTS "1" "0 1"
