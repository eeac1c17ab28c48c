# Sourced (after gl-on-h100.sh, whose log it uses) by the H100 calls that compare main's embedded kernels
# with patched kernels read from a folder, each variant a set of SORTSCOPE_EXTRA_DEFINES. Needs $F (the
# binaries), $P (the patched shader folder) and an associative array DEF: variant name -> its defines,
# "main" being the binary's embedded kernels with no defines. Defines
#   use_variant NAME                 this shell runs NAME's kernels and defines (use it in a subshell)
#   runnable_variants [ARGS...] -- NAME...
#                                    sets the array `runnable` to the NAMEs whose onesweep sort of 2^24 keys
#                                    (with ARGS, for example --values) matches the CPU's; logs the others
use_variant() {
  if [ "$1" = main ]; then unset SORTSCOPE_SHADER_DIR SORTSCOPE_EXTRA_DEFINES
  else export SORTSCOPE_SHADER_DIR=$P SORTSCOPE_EXTRA_DEFINES=${DEF[$1]}; fi
}
runnable_variants() {
  local args=() v
  while [ "$1" != -- ]; do args+=("$1"); shift; done
  shift
  runnable=()
  for v in "$@"; do
    if (use_variant "$v"; timeout -s KILL 30 "$F/sortscope-cli" sort --algo onesweep --n 16777216 --verify "${args[@]}") > /tmp/c.txt 2>&1; then
      runnable+=("$v")
    else
      log "$v${args[*]:+ ${args[*]}} does not run: $(tail -3 /tmp/c.txt | tr '\n' ' ')"
    fi
  done
}
