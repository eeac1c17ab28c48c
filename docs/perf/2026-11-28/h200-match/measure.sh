#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200: the ranking's peers by one subgroupPartitionNV (Match) per item in
# place of eight one-word ballots, now that Match keeps one-word peers and packed ranks on subgroups of 32
# (the same registers' shape as Ballot). The ballots and their selects are most of the ranking's
# instructions, which may be close to bound by issue (an estimate from the GLSL, README.md); the portable
# path's pass, with no walk, had just run as fast as main's (../h200-portable/). Phase 1 measured Match at
# twice the cycles of the ballots, but in another form (uvec4 peers, loops). First the registers through
# Vulkan (../h200-registers/make-spirv.sh with variants.txt, .gl/vk/), then the onesweep GPU tests with
# the new kernel (.gl/newshaders), sorts verified with --onesweep-ranking match at the default tiles
# (halves from 2^23 for keys; pairs 1024 x 11 and, by the probe build, 512 x 14 in halves), residency,
# then A B A B: ballot (main's default) and match, keys and pairs at 2^24 and 2^28, and main's pass per
# dispatch at 2^28. CUB (cub_direct.cu) first.
# Before, here: cp -r shaders .gl/newshaders && git apply --directory=.gl/newshaders -p2 docs/perf/2026-11-28/h200-match/match-one-word.patch;
# .gl/vk/: vk_pipeline_stats (g++ ../h200-registers/vk_pipeline_stats.cpp -lvulkan) and the .spv files
# of ../h200-registers/make-spirv.sh with variants.txt (the patch applied).
#   bash docs/perf/2026-11-28/h200-match/measure.sh   (from the checkout, .gl carried)
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
F=.gl/main
source docs/perf/lib/gl-on-h100.sh
vk_stats vk-stats.txt
awk -F'\t' '$3=="Register Count"{print $1, "registers", $4} $3=="Local Memory Size"{print $1, "local bytes", $4-68719476736}' "$out/vk-stats.txt" >> "$out/log.txt"
cub
export SORTSCOPE_SHADER_DIR=$PWD/.gl/newshaders
onesweep_tests "" gpu_tests_onesweep_new.txt
verify() {  # ARGS...: sort --verify with match at sizes around the tiles, every verdict to verify.txt
  local n
  for n in 1 2 9215 9216 9217 27653 1000003 8388607 16777216 16777259; do
    echo "$* n=$n: $(timeout 60 $F/sortscope-cli sort --algo onesweep --onesweep-ranking match --n $n --verify "$@" 2>&1 | tail -1)"
  done >> "$out/verify.txt"
  for d in few-unique sorted all-equal; do
    echo "$* $d 2^24: $(timeout 60 $F/sortscope-cli sort --algo onesweep --onesweep-ranking match --n 16777216 --dist $d --verify "$@" 2>&1 | tail -1)"
  done >> "$out/verify.txt"
}
verify; verify --values; verify --keys f32 --desc
(F=.gl/probe; export SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=14 SORTSCOPE_PROBE_PARTS=2; verify --values)
log "verify: $(grep -c OK "$out/verify.txt") OK of $(grep -c . "$out/verify.txt")"
for r in ballot match; do residency "" --onesweep-ranking $r; residency "" --onesweep-ranking $r --values; done
(F=.gl/probe; export SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=14 SORTSCOPE_PROBE_PARTS=2; residency "" --onesweep-ranking match --values)
for round in 1 2; do
  for r in ballot match; do
    log "round $round, $r"
    bench_large --onesweep-ranking $r
  done
  log "round $round, match, pairs 512 x 14 in halves"
  (F=.gl/probe; export SORTSCOPE_PROBE_WG=512 SORTSCOPE_PROBE_ITEMS=14 SORTSCOPE_PROBE_PARTS=2
   bench --algo onesweep --onesweep-ranking match --values --log2n 24 --reps 5 --no-cpu
   bench --algo onesweep --onesweep-ranking match --values --log2n 28 --reps 3 --no-cpu)
done
for r in ballot match; do
  log "$r per dispatch"
  bench --algo onesweep --onesweep-ranking $r --log2n 28 --reps 3 --no-cpu --per-dispatch --copy
  grep -E "^  onesweep at 2\^28, onesweep" /tmp/b.txt >> "$out/log.txt"
done
log "done"
