set -u
out=$OUT; F=.gl/close2; source docs/perf/lib/gl-on-h100.sh
timeout -s KILL 90 .gl/cub_direct 2>&1 | grep -E "log2N=(20|21)"
for cfg in "" "--wg 512 --tile 4096" "--wg 512 --tile 2048" "--wg 1024 --tile 8192" "--wg 256 --tile 2048" "--wg 512 --tile 4096 --onesweep-ranking ballot"; do
  for n in 20 21; do
    echo "cfg[$cfg] 2^$n: $(timeout 60 $F/sortscope-cli bench --algo onesweep --log2n $n --reps 9 --no-cpu $cfg 2>&1 | grep -E '^bench: onesweep at' | sed 's/.*: //')"
  done
done
timeout -s KILL 90 .gl/cub_direct 2>&1 | grep -E "log2N=(20|21)"
