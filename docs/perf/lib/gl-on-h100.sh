# (Named for the H100 it was written on; the same steps run on the H200 lent since 2026-11-28.)
# Sourced by the GPU machine's headless measurements (bash docs/perf/.../measure.sh from the checkout,
# .gl carried): installs the GL runtime debs of .gl/, points /work/main at the checkout (lab_tests reads
# its test data from the source path it was built in), and defines log (a line with the seconds since the
# start, to $out/log.txt) and bench (sortscope-cli bench from $F, its whole output to $out/bench.txt and
# its table and per-dispatch lines to the log), bench_large ARGS... (onesweep with ARGS, keys and pairs at
# 2^24 and 2^28: issue 21's four large workloads, with bench), test_suites (gpu_tests and lab_tests from $F, each
# under a time limit, their outputs to $out and their verdicts to the log), onesweep_tests DEFINES FILE
# (gpu_tests "[onesweep]" with SORTSCOPE_EXTRA_DEFINES=DEFINES forced, to $out/FILE, its verdict to the
# log), cub (.gl/cub_direct to $out/cub.txt, its figures to the log) and pass_asm DEFINES [--values]
# (onesweep at 2^24 with SORTSCOPE_EXTRA_DEFINES=DEFINES, its pass program's lmem lines and declared
# shared memory from the driver's binary to the log; pass_lmem holds the count) and define_rounds
# ROUNDS DEFINE VALUES... (A B A B: each round, each value in turn with SORTSCOPE_EXTRA_DEFINES=DEFINE=V,
# logged, calling the script's own `measure ROUND V`) and issue21_figures (onesweep with no options: keys
# and pairs 2^16 .. 2^24 and 2^28, then keys at 2^24 per dispatch with the copy bandwidth, the histogram's
# line to the log: the closing calls' figures) and residency DEFINES ARGS... (onesweep at 2^24 keys with
# the pass's RESIDENCY_PROBE=1 and ARGS: per SM the most pass groups resident at once, to the log),
# sort_times LABEL FILE ARGS... (three processes of sort --algo onesweep ARGS, each one's GPU time, the sum
# of its dispatches' timestamps, as a line "LABEL ARGS: ..." of $out/FILE) and vk_stats FILE (Vulkan's
# pipeline statistics of .gl/vk/*.spv by .gl/vk/vk_pipeline_stats, perf/2026-11-28/h200-registers/, to
# $out/FILE, a line a program to the log; .gl carries libvulkan1's deb) and twin_profile NAME WHICH REGEX (Nsight Compute's full set on
# pass 1, the second kernel matching REGEX, of one sort of .gl/twin --once WHICH at 2^24,
# perf/2026-11-28/h200-cuda-twin/: its details page and per-instruction source page (CSV) to $out/ncu/,
# its headline figures to the log) and twin_archive (nvdisasm's line table of .gl/twin.cubin beside them,
# then $out/ncu packed into $out/ncu.tar.gz: the machine returns a few files only) and vk_machine_code FILE
# (vk_stats with each pipeline's cache data kept, then perf/lib/vk_sass.py unpacks each with the zstd
# carried in .gl/zstd and disassembles it: $out/sass/NAME.full.sass.txt.gz, perf/2026-11-29/h200-vk-sass/)
# and patched_shaders DIR PATCH (a copy of the checkout's shaders/ in DIR with PATCH applied: a variant's
# kernels, read from disk through SORTSCOPE_SHADER_DIR) and probe_pairs LABEL SHADERS DEFINES [WG ITEMS]
# (pairs with the kernels of folder SHADERS and SORTSCOPE_EXTRA_DEFINES=DEFINES, in tiles of WG x ITEMS in
# halves when given (the probe build, perf/2026-11-28/h200-pairs-late/probe-items-wg-parts.patch): the
# residency, then bench at 2^24 and 2^28: the pairs experiments of perf/2026-12-02/).
# Needs $out and $F set.
# Every script also notes the card and driver in the log.
for f in .gl/*.deb; do dpkg -x "$f" / >/dev/null 2>&1; done; ldconfig
export SORTSCOPE_REQUIRE_GL=1
mkdir -p /work && { [ -e /work/main ] || ln -s "$PWD" /work/main; }
t0=$(date +%s); log() { echo "[t=$(( $(date +%s) - t0 ))s] $*" | tee -a "$out/log.txt"; }
bench() {
  echo "### bench $*" >> "$out/bench.txt"; timeout -s KILL 90 $F/sortscope-cli bench "$@" > /tmp/b.txt 2>&1; echo "rc $?" >> /tmp/b.txt
  cat /tmp/b.txt >> "$out/bench.txt"
  { echo "# bench $*"; grep -E "^bench: .* at 2\^|onesweep_pass|copy bandwidth|FAIL|differ|rror" /tmp/b.txt; } >> "$out/log.txt"
}
bench_large() {
  bench --algo onesweep "$@" --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep "$@" --log2n 28 --reps 3 --no-cpu
  bench --algo onesweep "$@" --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep "$@" --values --log2n 28 --reps 3 --no-cpu
}
test_suites() {
  for suite in gpu_tests:300 lab_tests:90; do
    local name=${suite%%:*} limit=${suite##*:}
    log "$name"
    ( time timeout -s KILL "$limit" "$F/$name" ) > "$out/$name.txt" 2>&1; echo "rc $?" >> "$out/$name.txt"
    log "$(tail -6 "$out/$name.txt" | grep -E 'passed|failed|rc' | tr '\n' ' ')"
  done
}
onesweep_tests() {
  local file="$out/$2"
  log "[onesweep] gpu_tests, $1"
  ( time SORTSCOPE_EXTRA_DEFINES=$1 timeout -s KILL 100 $F/gpu_tests "[onesweep]" ) > "$file" 2>&1; echo "rc $?" >> "$file"
  log "$(grep -E 'passed|failed' "$file" | tr '\n' ' ') $(tail -1 "$file")"
}
cub() {
  log "CUB"
  timeout -s KILL 90 .gl/cub_direct > "$out/cub.txt" 2>&1
  grep -E "log2N=|segmented|copy" "$out/cub.txt" >> "$out/log.txt"
}
pass_asm() {
  rm -rf /tmp/dump; mkdir -p /tmp/dump
  SORTSCOPE_EXTRA_DEFINES=$1 SORTSCOPE_DUMP_PROGRAMS=/tmp/dump timeout 60 $F/sortscope-cli sort --algo onesweep ${2:-} --n 16777216 > /dev/null 2>&1
  local f shared=""; f=$(find /tmp/dump -name '*pass*' | head -1)
  pass_lmem="no program"
  [ -n "$f" ] && { pass_lmem=$(grep -ac lmem "$f"); shared=$(grep -ao 'SHARED_MEMORY [0-9]*' "$f" | head -1); }
  echo "$1 ${2:-} 2^24: $pass_lmem lmem lines, $shared" >> "$out/log.txt"
}
issue21_figures() {
  log "onesweep, no options"
  bench --algo onesweep --log2n 16..24 --reps 5 --no-cpu
  bench --algo onesweep --log2n 28 --reps 3 --no-cpu
  bench --algo onesweep --values --log2n 16..24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  bench --algo onesweep --log2n 24 --reps 5 --no-cpu --per-dispatch --copy
  grep -E "onesweep_histogram" /tmp/b.txt >> "$out/log.txt"
}
residency() {
  local d=$1; shift
  SORTSCOPE_EXTRA_DEFINES=RESIDENCY_PROBE=1${d:+,$d} timeout 60 $F/sortscope-cli sort --algo onesweep --n 16777216 "$@" --output - 2>/dev/null | awk 'seen && ++k <= 400; /^sorted /{seen=1}' > /tmp/probe.txt
  awk -v what="$d $*" 'NR==1{s=$1; next} NR<=s+1{m[$1]++; next} NR<=2*s+1{g+=$1} END{printf "residency %s: %d SMs; max resident groups per SM:", what, s; for (k in m) printf " %s on %d SMs", k, m[k]; printf "; groups run %d\n", g}' /tmp/probe.txt >> "$out/log.txt"
}
sort_times() {
  local label=$1 file=$2 run; shift 2
  for run in 1 2 3; do
    echo "$label $*: $(timeout -s KILL 60 $F/sortscope-cli sort --algo onesweep "$@" 2>&1 | grep -E 'on the GPU|rror' | head -1 | sed -E 's/sorted .* with onesweep: [0-9]+ dispatch(es)?, //')" >> "$out/$file"
  done
}
vk_stats() {
  ( cd .gl/vk && VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json timeout 60 ./vk_pipeline_stats *.spv ) > "$out/$1" 2>&1
  echo "rc $?" >> "$out/$1"
  # one line a program to the log: file, registers, binary size, local memory (as the driver reports it)
  grep -E 'Register|Binary|Local' "$out/$1" | paste - - - | awk -F'\t' '{print $1, $4, $8, $12}' >> "$out/log.txt"
}
vk_machine_code() {
  local f name bytes
  rm -rf /tmp/vkdump; mkdir -p /tmp/vkdump "$out/sass"
  export VK_DUMP_DIR=/tmp/vkdump; vk_stats "$1"; unset VK_DUMP_DIR
  for f in /tmp/vkdump/*.cache; do
    name=$(basename "$f" .spv.cache)
    bytes=$(awk -F'\t' -v s="$name.spv" '$1==s && $3=="Binary Size"{print $4}' "$out/$1")
    LD_LIBRARY_PATH=$PWD/.gl/zstd timeout 100 python3 docs/perf/lib/vk_sass.py "$f" "/tmp/vkdump/$name" .gl/zstd/zstd "$bytes" >> "$out/log.txt" 2>&1
    [ -f "/tmp/vkdump/$name.full.sass.txt" ] && gzip -c "/tmp/vkdump/$name.full.sass.txt" > "$out/sass/$name.full.sass.txt.gz"
  done
}
twin_profile() {
  local name=$1 which=$2 regex=$3 ncu
  ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -1)
  mkdir -p "$out/ncu"
  timeout -s KILL 100 "$ncu" --clock-control none --set full --import-source yes --kernel-name regex:"$regex" \
    --launch-skip 1 --launch-count 1 -o "$out/ncu/$name" .gl/twin --once "$which" 24 > "$out/ncu/$name.log" 2>&1
  log "ncu full $name: rc $?"
  timeout 60 "$ncu" --import "$out/ncu/$name.ncu-rep" --page source --csv --print-source sass > "$out/ncu/source-$name.csv" 2>&1
  timeout 60 "$ncu" --import "$out/ncu/$name.ncu-rep" --page details > "$out/ncu/details-$name.txt" 2>&1
  rm -f "$out/ncu/$name.ncu-rep"
  grep -E 'Duration|Executed Instructions  |Issue Slots Busy|Registers Per|Achieved Active Warps|Local Memory Spilling Requests  ' \
    "$out/ncu/details-$name.txt" | sed "s/^/$name: /" >> "$out/log.txt"
}
twin_archive() {
  local nvdisasm
  nvdisasm=$(command -v nvdisasm || ls /usr/local/cuda/bin/nvdisasm 2>/dev/null | head -1)
  timeout 60 "$nvdisasm" -g .gl/twin.cubin > "$out/ncu/twin-sass-lines.txt" 2>&1; log "nvdisasm rc $?"
  tar -czf "$out/ncu.tar.gz" -C "$out" ncu && rm -rf "$out/ncu"
}
define_rounds() {
  local rounds=$1 name=$2 round v; shift 2
  for round in $(seq "$rounds"); do
    for v in "$@"; do
      log "round $round, $name=$v"
      export SORTSCOPE_EXTRA_DEFINES=$name=$v
      measure "$round" "$v"
    done
  done
  unset SORTSCOPE_EXTRA_DEFINES
}
patched_shaders() {
  rm -rf "$1"; cp -r shaders "$1"
  patch -s -d "$1" -p1 < "$2" || log "patch $2 failed"
}
probe_pairs() {
  log "$1"
  export SORTSCOPE_SHADER_DIR=$2 SORTSCOPE_EXTRA_DEFINES=$3
  [ $# -ge 5 ] && export SORTSCOPE_PROBE_WG=$4 SORTSCOPE_PROBE_ITEMS=$5 SORTSCOPE_PROBE_PARTS=2
  residency "$3" --values
  bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
  bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  unset SORTSCOPE_SHADER_DIR SORTSCOPE_EXTRA_DEFINES SORTSCOPE_PROBE_WG SORTSCOPE_PROBE_ITEMS SORTSCOPE_PROBE_PARTS
}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$out/log.txt" 2>&1
