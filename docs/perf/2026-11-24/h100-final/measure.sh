#!/usr/bin/env bash
# The round's closing check on the H100 (no timings): every GPU test, the kernel lab's tests and two
# typical wrong answers, onesweep's per-device plan and a kernel listing. Copy gpu_tests, lab_tests and
# sortscope-cli from a Release build into .gl/final/ and carry .gl (docs/performance.md says how).
# lab_tests reads its test data from the source path it was built in (/work/main here): the link below
# points that path at this checkout.
set -u
for f in .gl/*.deb; do dpkg -x $f / >/dev/null 2>&1; done; ldconfig
F=.gl/final
export SORTSCOPE_REQUIRE_GL=1
mkdir -p /work && [ -e /work/main ] || ln -s "$PWD" /work/main
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/gpu.txt 2>&1
( time timeout 200 $F/gpu_tests ) > $OUT/gpu_tests.txt 2>&1; echo "rc $?" >> $OUT/gpu_tests.txt
tail -4 $OUT/gpu_tests.txt
( time timeout 90 $F/lab_tests ) > $OUT/lab_tests.txt 2>&1; echo "rc $?" >> $OUT/lab_tests.txt
tail -4 $OUT/lab_tests.txt
for w in bitonic/wrong_direction_bit rank/ties_not_broken; do
  e=${w%%/*}; timeout 60 $F/sortscope-cli lab check $e tests/lab/data/$w.comp > $OUT/lab-$e.txt 2>&1; echo "rc $?" >> $OUT/lab-$e.txt
done
timeout 60 $F/sortscope-cli lab check bitonic tests/lab/data/bitonic/wrong_direction_bit.comp --format json > $OUT/lab-bitonic.json 2>&1
# The CLI's view of the kernel lab and the kernel view on NVIDIA (the app's window needs the 55 MB of
# .gl/gui, which with the checkout passes the 64 MiB a call may carry: not this call).
timeout 30 $F/sortscope-cli plan --algo onesweep --n 16777216 > $OUT/plan-onesweep.txt 2>&1
timeout 30 $F/sortscope-cli plan --algo bitonic --n 16 --kernel-source 3 > $OUT/kernel-source.txt 2>&1
timeout 60 $F/sortscope-cli sort --algo onesweep --n 16777216 --verify > $OUT/sort-onesweep.txt 2>&1
