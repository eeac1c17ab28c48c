#!/usr/bin/env bash
# What a kernel is decides in one place, its catalogue entry (defined in its sort folder's *_kernels.cpp,
# gathered by algorithms/catalogue/kernels.cpp; issue 44): no code outside algorithms/catalogue/ and algorithms/sorts/
# switches over KernelId or compares a step's kernel with one, in algorithms/, diagram/ or app/. (A kernel
# named as data stays: a plan's default, the program cache's key, the lab's exercise table.)
# Usage: kernel_decisions_in_catalogue_test.sh SOURCE_DIR
set -uo pipefail
root=${1:?source dir}
cd "$root" || exit 1
[[ -f algorithms/catalogue/kernels.cpp ]] || { echo "FAIL: algorithms/catalogue/kernels.cpp, the kernel catalogue, is missing"; exit 1; }
# case KernelId::Rank:   step.kernel == KernelId::OnesweepPass   KernelId::RadixScatter != kernel   switch (step.kernel)
pattern='case[[:space:]]+(algo::)?KernelId::|(==|!=)[[:space:]]*(algo::)?KernelId::|(algo::)?KernelId::[A-Za-z]+[[:space:]]*(==|!=)|switch[[:space:]]*\([^)]*kernel[^)]*\)'
hits=$(grep -rnE "$pattern" algorithms diagram app --include='*.cpp' --include='*.hpp' |
       grep -vE '^algorithms/(catalogue|sorts)/')
checked=$(find algorithms diagram app -name '*.cpp' -o -name '*.hpp' | grep -vcE '^algorithms/(catalogue|sorts)/')
if [[ -n "$hits" ]]; then
  echo "FAIL: a decision on a KernelId outside the kernel catalogue and the sorts (ask the kernel's entry instead):"
  echo "$hits"
  exit 1
fi
echo "checked $checked files: no KernelId switch outside algorithms/catalogue/ and algorithms/sorts/"
