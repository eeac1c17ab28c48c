#!/usr/bin/env bash
# The review after issue 21's close, 2026-12-02, on the H200: StorageBuffer::clear() now zeros every
# buffer the way an upload goes, in staging pieces of 16 MiB whichever storage it has (it had one loop
# for Vulkan's memory and another for GL's own), and the buffer test now checks clear() on a buffer that
# holds data. .gl/head is that build. The buffer and copy tests with every buffer on Vulkan's memory and
# as shipped, the onesweep tests with every buffer on Vulkan's memory, the copy at 1 GiB, onesweep's four
# large workloads; CUB first.
#   bash docs/perf/2026-12-02/h200-review/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
source docs/perf/lib/gl-on-h100.sh
cub
F=.gl/head
suite() {  # FILE MEMORY FILTER: gpu_tests FILTER with SORTSCOPE_BUFFER_MEMORY=MEMORY
  log "gpu_tests $3, SORTSCOPE_BUFFER_MEMORY=$2"
  ( time SORTSCOPE_BUFFER_MEMORY=$2 timeout -s KILL 120 $F/gpu_tests "$3" ) > "$out/$1" 2>&1; echo "rc $?" >> "$out/$1"
  log "$(grep -E 'passed|failed' "$out/$1" | tr '\n' ' ') $(tail -1 "$out/$1")"
}
suite buffers-vulkan.txt vulkan "[buffers],[copy]"
suite buffers-auto.txt auto "[buffers],[copy]"
suite onesweep-vulkan.txt vulkan "[onesweep]"
bench --copy --copy-mib 1024
bench_large
log "done"
