#!/usr/bin/env bash
# A kernel is written in its algorithm's folder (issue 44): each sort folder names its kernels in its
# *_kernel_list.hpp (SORTSCOPE_KERNEL(Name) lines) and defines each one's catalogue entry, k<Name>Entry,
# in one of its own .cpp files; the catalogue (algorithms/catalogue/kernels.cpp) only gathers them and
# names no kernel; KernelId (catalogue/kernel_id.hpp) is made from the lists and spells no name; and
# algorithms/CMakeLists.txt lists no file of a sort folder (it globs them), so a new kernel is its shader
# and its folder's files, and a new algorithm a folder and its registry line.
# Usage: kernels_in_their_folders_test.sh SOURCE_DIR
set -uo pipefail
root=${1:?source dir}
cd "$root" || exit 1
failed=0
fail() { echo "FAIL: $*"; failed=1; }

[[ -f algorithms/catalogue/kernels.cpp ]] || { echo "FAIL: algorithms/catalogue/kernels.cpp, the kernel catalogue, is missing"; exit 1; }
hits=$(grep -nE 'KernelId::[A-Z]|#include "algorithms/sorts/' algorithms/catalogue/kernels.cpp)
[[ -z "$hits" ]] || fail "the catalogue names a kernel or includes a sort folder (its entry belongs in the folder):"$'\n'"$hits"
hits=$(grep -nE '^\s*[A-Z][A-Za-z0-9]*\s*(=[^,]*)?,' algorithms/catalogue/kernel_id.hpp)
[[ -z "$hits" ]] || fail "catalogue/kernel_id.hpp spells a kernel's name (it belongs in the folder's *_kernel_list.hpp):"$'\n'"$hits"
hits=$(grep -nE 'sorts/[A-Za-z0-9_]+/[A-Za-z0-9_]+\.cpp' algorithms/CMakeLists.txt)
[[ -z "$hits" ]] || fail "algorithms/CMakeLists.txt lists a sort folder's file (the folders are globbed):"$'\n'"$hits"

lists=(algorithms/sorts/*/*_kernel_list.hpp)
[[ -f "${lists[0]}" ]] || { echo "FAIL: no algorithms/sorts/*/*_kernel_list.hpp"; exit 1; }
kernels=0
all_names=""
for list in "${lists[@]}"; do
  folder=$(dirname "$list")
  names=$(grep -oE '^SORTSCOPE_KERNEL\([A-Za-z0-9_]+\)' "$list" | sed -E 's/^SORTSCOPE_KERNEL\((.*)\)$/\1/')
  [[ -n "$names" ]] || fail "$list names no kernel"
  for name in $names; do
    kernels=$((kernels + 1))
    all_names+="$name"$'\n'
    here=$(grep -lE "^const KernelInfo k${name}Entry\b" "$folder"/*.cpp 2>/dev/null | wc -l)
    [[ "$here" -eq 1 ]] || fail "KernelId::$name ($list): its entry k${name}Entry is defined in $here files of $folder/, not 1"
    elsewhere=$(grep -rlE "^const KernelInfo k${name}Entry\b" algorithms app diagram --include='*.cpp' | grep -v "^$folder/")
    [[ -z "$elsewhere" ]] || fail "KernelId::$name's entry is defined outside $folder/: $elsewhere"
  done
done
dupes=$(printf '%s' "$all_names" | sort | uniq -d)
[[ -z "$dupes" ]] || fail "kernels named in two lists: $dupes"
# Every entry defined anywhere belongs to a listed name.
for entry in $(grep -rhoE '^const KernelInfo k[A-Za-z0-9_]+Entry\b' algorithms --include='*.cpp' | sed -E 's/^const KernelInfo k(.*)Entry$/\1/'); do
  # (a here-string, not a pipe: grep -q stops at its match, and under pipefail printf's SIGPIPE failed it)
  grep -qx "$entry" <<< "$all_names" || fail "k${entry}Entry is defined but no folder's *_kernel_list.hpp names $entry"
done
[[ $failed -eq 0 ]] || exit 1
echo "${#lists[@]} sort folders name $kernels kernels, each with one entry in its own folder; the catalogue names none"
