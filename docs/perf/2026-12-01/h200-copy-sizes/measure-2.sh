#!/usr/bin/env bash
# Issue 21, 2026-12-01, on the H200, second call: why GL's copy falls from 3,950 to 2,150 GB/s between
# buffers of 256 and 512 MiB (measure.sh) while CUDA's does not. .gl/buffers2 holds main 4f23f15 with
# probe-ballast-and-pad.patch (the copy's shape and storage probes of ../h200-buffers/, and):
# SORTSCOPE_PROBE_BALLAST_MIB=M[:P] allocates M MiB in P buffers before the run's first buffer (written
# once with SORTSCOPE_PROBE_BALLAST_TOUCH=1); SORTSCOPE_PROBE_PAD_MIB=M makes every buffer of 1 MiB or more
# M MiB longer than the array it holds (the tail never touched). Every copy is 8 uvec4s x 1024.
#   which is it: the size of one buffer, the memory the process holds, or the memory a dispatch touches?
#   bash docs/perf/2026-12-01/h200-copy-sizes/measure-2.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out-2}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
F=.gl/buffers2
export SORTSCOPE_PROBE_COPY_ITEMS=8 SORTSCOPE_PROBE_COPY_WG=1024
copy() { log "copy $*"; timeout -s KILL 60 env "$@" $F/sortscope-cli bench --copy --copy-mib $MIB 2>&1 | grep "copy bandwidth" | tee -a "$out/log.txt" >> "$out/bench.txt"; }
for process in 1 2; do
  MIB=256 copy X=as-main
  MIB=384 copy X=as-main
  MIB=512 copy X=as-main
  MIB=256 copy SORTSCOPE_PROBE_BALLAST_MIB=2048
  MIB=256 copy SORTSCOPE_PROBE_BALLAST_MIB=2048 SORTSCOPE_PROBE_BALLAST_TOUCH=1
  MIB=256 copy SORTSCOPE_PROBE_BALLAST_MIB=2048:8 SORTSCOPE_PROBE_BALLAST_TOUCH=1
  MIB=256 copy SORTSCOPE_PROBE_PAD_MIB=768
  MIB=128 copy SORTSCOPE_PROBE_PAD_MIB=896
  MIB=512 copy SORTSCOPE_PROBE_BALLAST_MIB=256 SORTSCOPE_PROBE_BALLAST_TOUCH=1
done
log "pairs at 2^25 and 2^26 (buffers of 128 and 256 MiB), as main and with the padded buffers"
bench --algo onesweep --values --log2n 25..26 --reps 3 --no-cpu
SORTSCOPE_PROBE_PAD_MIB=256 bench --algo onesweep --values --log2n 25 --reps 3 --no-cpu
SORTSCOPE_PROBE_BALLAST_MIB=2048 SORTSCOPE_PROBE_BALLAST_TOUCH=1 bench --algo onesweep --values --log2n 25 --reps 3 --no-cpu
log "done"
