set -u
out=$OUT; F=.gl/close2; source docs/perf/lib/gl-on-h100.sh
one() { echo "[$*] $(timeout 60 $F/sortscope-cli bench --log2n 20 --reps 5 --no-cpu "$@" 2>&1 | grep -E '^bench: .* at 2' | sed 's/.*: //')"; }
for a in onesweep radix bitonic-shared; do one --algo $a; one --algo $a --values; done
one --algo onesweep --values --onesweep-path portable
one --algo onesweep --batch 2
one --algo onesweep --values --keys i32
one --algo onesweep --values --dist sorted
for n in 18 19 20 21; do echo "2^$n pairs: $(timeout 60 $F/sortscope-cli bench --algo onesweep --values --log2n $n --reps 5 --no-cpu 2>&1 | grep -E '^bench: .* at 2' | sed 's/.*: //')"; done
