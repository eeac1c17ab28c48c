#!/usr/bin/env bash
set -u
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
cd .gl
B=./sortscope-cli
(timeout 100 env SORTSCOPE_REQUIRE_GL=1 ./gpu_tests) > $OUT/gpu_tests.txt 2>&1; echo "gpu_tests rc=$?"; tail -2 $OUT/gpu_tests.txt
timeout 300 $B bench --algo all --log2n 10..24 --reps 5 --copy --per-dispatch --csv $OUT/bench.csv --json $OUT/bench.json > $OUT/bench.txt 2> $OUT/bench.err
echo "bench rc=$?"; sed -n '/^log2/,$p' $OUT/bench.txt | grep -v "^  .*would take"
for bits in 2 4 8; do timeout 60 $B bench --algo radix --radix-bits $bits --log2n 20..24 --reps 5 --no-cpu --csv $OUT/radix$bits.csv > $OUT/radix$bits.txt 2>&1; echo "radix $bits-bit: $(grep -E '^2[0-4]' $OUT/radix$bits.txt | tr -s ' ' | tr '\n' '|')"; done
for wg in 512 1024; do timeout 60 $B bench --algo bitonic,bitonic-shared,radix --log2n 20..24 --reps 5 --wg $wg --no-cpu --csv $OUT/wg$wg.csv > $OUT/wg$wg.txt 2>&1; echo "wg $wg: $(grep -E '^2[0-4]|FAIL' $OUT/wg$wg.txt | tr -s ' ' | tr '\n' '|')"; done
for wg in 256 1024; do timeout 60 $B bench --algo bitonic-shared,odd-even-merge,bitonic,radix --batch 200 --log2n 13 --reps 10 --wg $wg --no-cpu --csv $OUT/batch$wg.csv > $OUT/batch$wg.txt 2>&1; echo "batch wg $wg: $(grep -E '^log2|^13|FAIL' $OUT/batch$wg.txt | tr -s ' ' | tr '\n' '|')"; done
timeout 120 python3 cub_anchor.py > $OUT/cub.txt 2>&1; cat $OUT/cub.txt
