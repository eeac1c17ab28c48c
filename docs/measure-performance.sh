#!/usr/bin/env bash
# docs/measure-performance.sh: every figure of docs/performance.md in one call on the GPU machine.
#
# Run from the checkout on the GPU machine with `.gl/` carried (see ../../shared/gpu/README.md):
#   .gl/*.deb        the GL runtime packages and libvulkan1 (shared/gpu/prepare; apt-get download libvulkan1)
#   .gl/sortscope-cli, .gl/gpu_tests, .gl/lab_tests   a Release build of the commit being measured
#   .gl/lab-wrong    the build tree's tests/lab/wrong (the lab's wrong answers, made at build time)
#   .gl/cub_direct   CUB called directly (nvcc -O3 -arch=sm_90 -o .gl/cub_direct shared/gpu/cub_direct.cu),
#                    or .gl/cub_direct.cu, which this script builds with the machine's nvcc
#   .gl/zstd/        Debian's zstd program and the liblz4/liblzma it links, for the machinecode section
# Outputs go to $OUT (or ./out): log.txt (what performance.md quotes), bench.txt (every bench's whole
# output), cub.txt, clocks.csv (the SM clock every 100 ms), gpu_tests.0-3.txt, lab_tests.txt. The latest log sits beside this script as
# measure-performance.log. More than ten minutes on an H200 with every section: more than one call of at most ten. ONLY="SECTION ..." runs some
# of the sections (cub cubtypes onesweep types dispatch residency machinecode batch others networks tests), in the script's order, for a
# lease with less time left; the log names the sections that ran.
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
for f in .gl/*.deb; do dpkg -x "$f" / >/dev/null 2>&1; done; ldconfig
export SORTSCOPE_REQUIRE_GL=1
cli=.gl/sortscope-cli
t0=$(date +%s)
# section NAME: whether the section runs (every one unless ONLY names some).
section() { [[ -z ${ONLY:-} || " $ONLY " == *" $1 "* ]]; }
log() { echo "[t=$(( $(date +%s) - t0 ))s] $*" | tee -a "$out/log.txt"; }
# bench ARGS...: one sortscope-cli bench, its whole output to bench.txt, its figures to the log.
bench() {
  echo "### bench $*" >> "$out/bench.txt"
  timeout -s KILL 120 "$cli" bench "$@" > /tmp/bench.txt 2>&1; echo "rc $?" >> /tmp/bench.txt
  cat /tmp/bench.txt >> "$out/bench.txt"
  { echo "# bench $*"; grep -E "^bench: .* at 2\^|\.comp: |copy bandwidth|FAIL|differ|rror|^rc [^0]" /tmp/bench.txt; } >> "$out/log.txt"
}
# residency ARGS...: per SM, the most onesweep pass groups resident at once at 2^24 (NVIDIA's gl_SMIDNV).
residency() {
  SORTSCOPE_EXTRA_DEFINES=RESIDENCY_PROBE=1 timeout 60 "$cli" sort --algo onesweep --n 16777216 "$@" --output - 2>/dev/null \
    | awk 'seen && ++k <= 400; /^sorted /{seen=1}' > /tmp/probe.txt
  awk -v what="$*" 'NR==1{s=$1; next} NR<=s+1{m[$1]++; next} NR<=2*s+1{g+=$1}
    END{printf "residency %s: %d SMs; max resident groups per SM:", what, s; for (k in m) printf " %s on %d SMs", k, m[k]; printf "; groups run %d\n", g}' \
    /tmp/probe.txt >> "$out/log.txt"
}

{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || echo "no nvidia-smi"; } | tee "$out/log.txt"
# The SM clock beside the whole call: a run at a low clock (the GPU idles while the CPU makes and checks
# the keys) is what makes a median unsteady (performance.md, "Why some runs are slow").
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,utilization.gpu --format=csv -lms 100 > "$out/clocks.csv" 2>/dev/null &
clock_log=$!
trap 'kill $clock_log 2>/dev/null' EXIT
log "commit: $(cat .gl/COMMIT 2>/dev/null || git rev-parse --short HEAD 2>/dev/null || echo unknown); sections: ${ONLY:-all}"

if section cub; then
log "CUB (cub_direct.cu): SortKeys, SortPairs, every key type and order, segmented sorts, copy"
if [ ! -x .gl/cub_direct ] && [ -f .gl/cub_direct.cu ]; then
  nvcc=$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null | head -1)
  "$nvcc" -O3 -arch=sm_90 -o .gl/cub_direct .gl/cub_direct.cu > "$out/nvcc.txt" 2>&1 || log "nvcc failed"
fi
timeout -s KILL 120 .gl/cub_direct > "$out/cub.txt" 2>&1; log "cub_direct rc $?"
grep -E "log2N=|segmented|batched|types|small arrays|copy" "$out/cub.txt" >> "$out/log.txt"

fi
if section cubtypes; then
log "CUB's key types (docs/cub-types-probe.cu): u32 and i32 on the same sort keys; each pass's registers and occupancy (Nsight Compute)"
if [ ! -x .gl/cub-types-probe ]; then
  nvcc=$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null | head -1)
  "$nvcc" -O3 -arch=sm_90 -o .gl/cub-types-probe docs/cub-types-probe.cu >> "$out/nvcc.txt" 2>&1 || log "nvcc failed"
fi
timeout -s KILL 120 .gl/cub-types-probe >> "$out/log.txt" 2>&1
# gpu__time_duration, registers and active warps of each onesweep pass, u32 then i32 (Nsight Compute
# leaves the clocks alone with --clock-control none).
timeout -s KILL 240 ncu --clock-control none --kernel-name regex:Onesweep --metrics \
  gpu__time_duration.sum,launch__block_size,launch__grid_size,launch__registers_per_thread,launch__occupancy_limit_registers,sm__warps_active.avg.pct_of_peak_sustained_active \
  .gl/cub-types-probe once > "$out/ncu.txt" 2>&1
awk '/OnesweepKernel</{ split($0, a, "policy_hub<"); split(a[2], b, ","); key = b[1] }
     /gpu__time_duration/{ row = row " time=" $NF " " $(NF-1) }
     /launch__block_size|launch__grid_size|launch__registers_per_thread|occupancy_limit_registers|warps_active/{ row = row " " $1 "=" $NF }
     /launch__grid_size/{ grid = $NF; gsub(",", "", grid) }
     /warps_active/{ if (grid + 0 > 1) print "cub pass " key ":" row; row = "" }' "$out/ncu.txt" >> "$out/log.txt"

fi
if section onesweep; then
log "onesweep, no options: keys and pairs 2^16 .. 2^24, 2^26, 2^28"
bench --algo onesweep --log2n 16..24 --reps 5 --no-cpu
bench --algo onesweep --log2n 26 --reps 3 --no-cpu
bench --algo onesweep --log2n 28 --reps 3 --no-cpu
bench --algo onesweep --values --log2n 16..24 --reps 5 --no-cpu
bench --algo onesweep --values --log2n 26 --reps 3 --no-cpu
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu

fi
if section types; then
log "every key type and order, keys alone and with values, 2^16 .. 2^28, median of 3"
for keys in "--desc" "--keys i32" "--keys i32 --desc" "--keys f32" "--keys f32 --desc" "--values" "--keys i32 --values" "--desc --values" "--keys i32 --desc --values" "--keys f32 --values" "--keys f32 --desc --values"; do
  # shellcheck disable=SC2086
  bench --algo onesweep $keys --log2n 16..28 --reps 3 --no-cpu
done

fi
if section dispatch; then
log "each dispatch against the copy bandwidth"
bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch --copy
bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu --per-dispatch
bench --algo onesweep --log2n 28 --reps 3 --no-cpu --per-dispatch
bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu --per-dispatch

fi
if section residency; then
log "pass groups resident per SM at 2^24"
residency
residency --values

fi
if section machinecode; then
log "the pass's machine code as GL compiled it (NVIDIA's shader disk cache, docs/gl-machine-code.py; zstd carried in .gl/zstd; the programs of 20 KB and more)"
for keys in "" "--keys i32" "--keys f32" "--values" "--keys f32 --values"; do
  rm -rf /tmp/glcache; mkdir -p /tmp/glcache "$out/machine-code"
  __GL_SHADER_DISK_CACHE=1 __GL_SHADER_DISK_CACHE_PATH=/tmp/glcache __GL_SHADER_DISK_CACHE_SKIP_CLEANUP=1 \
    timeout 60 "$cli" sort --algo onesweep --n 16777216 $keys > /dev/null 2>&1
  name=$(echo "pass ${keys:-u32}" | tr -d ' -')
  log "2^24 ${keys:-u32 keys}: $("$cli" plan --algo onesweep --n 16777216 $keys 2>&1 | grep -o '[0-9]* x [0-9]* keys a tile[a-z ]*' | head -1)"
  timeout 120 python3 docs/gl-machine-code.py /tmp/glcache "$out/machine-code/$name" 20000 >> "$out/log.txt" 2>&1
done

fi
if section batch; then
log "200 arrays x 8192 keys"
bench --algo onesweep --batch 200 --log2n 13 --reps 5 --no-cpu
bench --algo onesweep --batch 200 --log2n 13 --values --reps 5 --no-cpu
bench --algo bitonic-shared --batch 200 --log2n 13 --reps 5 --no-cpu

fi
if section others; then
log "the other algorithms, 2^16 .. 2^24, each dispatch against the copy"
bench --algo bitonic,bitonic-shared,odd-even-merge,radix --log2n 16..24 --reps 5 --no-cpu --copy --per-dispatch

fi
if section networks; then
log "networks (docs/networks.md): all 2^32 inputs of a 32-wire network on the GPU; many small arrays against the copy (the fused default and --wg 256)"
timeout -s KILL 120 "$cli" verify --network dobbelaere-32-185-14 --gpu > /tmp/verify.txt 2>&1; echo "rc $?" >> /tmp/verify.txt
{ echo "# verify --network dobbelaere-32-185-14 --gpu"; cat /tmp/verify.txt; } >> "$out/log.txt"
bench --network dobbelaere-16-60-10 --fused --batch 1048576 --reps 10 --no-cpu
bench --network dobbelaere-16-60-10 --fused --batch 1048576 --reps 10 --no-cpu --wg 256
bench --network odd-even-merge-64 --fused --batch 262144 --reps 10 --no-cpu
bench --copy --copy-mib 64 --reps 10
log "all 2^40 inputs of a 40-wire network (a kernel generated for it); 2^20 arrays of 16 keys in an algorithm with the batch in z"
timeout -s KILL 120 .gl/gpu_tests "[generated]" > /tmp/generated.txt 2>&1; echo "rc $?" >> /tmp/generated.txt
{ echo "# gpu_tests [generated] (the generated check against the CPU's)"; { grep -A7 "FAILED" /tmp/generated.txt | head -80; tail -3 /tmp/generated.txt; }; } >> "$out/log.txt"
timeout -s KILL 120 "$cli" verify --network odd-even-merge-40 --gpu > /tmp/verify.txt 2>&1; echo "rc $?" >> /tmp/verify.txt
{ echo "# verify --network odd-even-merge-40 --gpu"; cat /tmp/verify.txt; } >> "$out/log.txt"
bench --algo radix --log2n 4 --batch 1048576 --reps 10 --no-cpu

fi
if section tests; then
# lab_tests reads the wrong answers made at build time from the build tree's path: carry them in .gl/lab-wrong.
lab_data=$(strings .gl/lab_tests 2>/dev/null | grep -o -m1 '/[^ ]*/tests/lab/wrong' | head -1 || true)
if [ -n "$lab_data" ] && [ -d .gl/lab-wrong ]; then mkdir -p "$(dirname "$lab_data")" && ln -sfn "$PWD/.gl/lab-wrong" "$lab_data"; fi
# gpu_tests in four shards at once (its test cases dealt round-robin; each process its own GL context):
# one process ran past 300 s on the H200 (2026-11-29), and the machine has
# 16 cores.
log "gpu_tests, in 4 shards at once"
# (Catch2 reads a comma in a name from a file as a list separator unless it is escaped.)
.gl/gpu_tests --list-test-names-only 2>/dev/null | grep -v '^$' | sed 's/,/\\,/g' | awk '{ print > ("/tmp/shard" (NR % 4)) }'
shards=()
for shard in 0 1 2 3; do
  ( time timeout -s KILL 400 .gl/gpu_tests -f "/tmp/shard$shard" --durations yes ) > "$out/gpu_tests.$shard.txt" 2>&1 &
  shards+=($!)
done
wait "${shards[@]}"  # the shards only: the clock log runs in the background till the end
for shard in 0 1 2 3; do
  log "gpu_tests shard $shard ($(grep -c . "/tmp/shard$shard") cases): $(grep -E 'passed|failed' "$out/gpu_tests.$shard.txt" | tail -2 | tr '\n' ' ') $(grep real "$out/gpu_tests.$shard.txt")"
done
log "lab_tests"
( time timeout -s KILL 120 .gl/lab_tests ) > "$out/lab_tests.txt" 2>&1; echo "rc $?" >> "$out/lab_tests.txt"
log "$(grep -E 'passed|failed' "$out/lab_tests.txt" | tail -2 | tr '\n' ' ') $(tail -1 "$out/lab_tests.txt")"
fi
log "done"
