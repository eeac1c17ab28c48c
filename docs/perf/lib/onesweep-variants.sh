# Sourced by the H100 calls that measure a variant of shaders/onesweep/onesweep_pass.comp chosen by one
# define (SORTSCOPE_EXTRA_DEFINES), with the kernel read from the checkout (SORTSCOPE_SHADER_DIR), so
# that main's binaries in $F run the patched shader: sets up the machine (gl-on-h100.sh), then
#   onesweep_define_call NAME "TESTED" "BENCHED"
# runs gpu_tests "[onesweep]" with NAME=v forced for each v of TESTED (outputs to
# $out/gpu_tests_NAME_v.txt, verdicts to the log), cub_direct once, and for each v of BENCHED onesweep with
# no options at 2^20 keys, 2^24 keys (checked, per dispatch) and pairs, 2^28 keys and pairs. Needs $out
# and $F set before.
source docs/perf/lib/gl-on-h100.sh
export SORTSCOPE_SHADER_DIR=$PWD/shaders
onesweep_define_call() {
  local name=$1 tested=$2 benched=$3 v
  for v in $tested; do onesweep_tests "$name=$v" "gpu_tests_${name}_$v.txt"; done
  cub
  for v in $benched; do
    export SORTSCOPE_EXTRA_DEFINES=$name=$v
    log "$name=$v"
    bench --algo onesweep --log2n 20 --reps 5 --no-cpu
    bench --algo onesweep --log2n 24 --reps 5 --per-dispatch
    bench --algo onesweep --values --log2n 24 --reps 5 --no-cpu
    bench --algo onesweep --log2n 28 --reps 3 --no-cpu
    bench --algo onesweep --values --log2n 28 --reps 3 --no-cpu
  done
  unset SORTSCOPE_EXTRA_DEFINES
  log "done"
}
