#!/usr/bin/env bash
# An algorithm's own options are declared by its catalogue entry (issue 44): radix's digit width
# (--radix-bits), rank-shared's block factor (--block-factor), bitonic-shared's keys per invocation
# (--items) and its subgroup shuffles (--shuffles, a named value) are OwnOptions in their sort folders,
# listed by their entries' own_options and kept in Options::own. No generic code names them: not the option table, the command lines' parsing, the app's
# input, controls and session files, the plan model or the catalogue's generic files. A generic whole
# number (--tile) needs no line of app/ui either: InputSpec keeps the table's numbers by entry.
# Usage: own_numbers_in_own_folders_test.sh SOURCE_DIR
set -uo pipefail
root=${1:?source dir}
cd "$root" || exit 1
for folder in algorithms/sorts/radix algorithms/sorts/rank algorithms/sorts/bitonic; do
  [[ -d $folder ]] || { echo "FAIL: $folder, an owning sort folder, is missing"; exit 1; }
done

# The options' names and session keys, their old table entries, catalogue names and Options fields.
pattern='radix-bits|block-factor|--items\b|"radix_bits"|"block_factor"|\.(radix_bits|block_factor)\b'
pattern+='|\boptions\.items\b|k(RadixBits|BlockFactor|Items)Option\b|PlanOption::(RadixBits|BlockFactor|Items)\b'
pattern+='|--shuffles|"shuffles"|\.shuffles\b|NetworkShuffles|PlanOption::Shuffles|kShuffles(Option|Value)\b'
# The generic code: everything in app/ and algorithms/ but the sort folders (each algorithm's own) and
# the registry (whose entries list each algorithm's own_options).
generic=(app algorithms/catalogue algorithms/plan algorithms/costs algorithms/teaching algorithms/verify
         algorithms/inputs algorithms/text algorithms/networks)
hits=$(grep -rnE "$pattern" "${generic[@]}" --include='*.cpp' --include='*.hpp' 2>/dev/null \
  | grep -vE '^app/measure/(bench_record\.hpp|bench_files\.cpp|record_builder\.cpp):')  # the bench records' radix_bits column, a file format
if [[ -n "$hits" ]]; then
  echo "FAIL: an algorithm's own option named in generic code (declare it in its sort folder's OwnOption instead):"
  echo "$hits"
  exit 1
fi

# Each is declared in its owner's folder and listed by its owner's entry.
declare -A owner=([kRadixBitsOption]=algorithms/sorts/radix [kBlockFactorOption]=algorithms/sorts/rank
                  [kItemsOption]=algorithms/sorts/bitonic [kShufflesOption]=algorithms/sorts/bitonic)
for option in "${!owner[@]}"; do
  if ! grep -rqE "^const OwnOption $option(\{| = own_number_option\(\{)" "${owner[$option]}"; then
    echo "FAIL: $option is not declared in ${owner[$option]}"
    exit 1
  fi
done
for list in kRadixOwnOptions kRankSharedOwnOptions kBitonicSharedOwnOptions; do
  if ! grep -qE "\.own_options = $list," algorithms/catalogue/registry.cpp; then
    echo "FAIL: algorithms/catalogue/registry.cpp lists no entry's own_options = $list"
    exit 1
  fi
done

# The app keeps the table's generic whole numbers by entry: no InputSpec field copies one of Options.
if grep -nE '^\s+uint32_t (tile|batch|radix_bits|block_factor|items)\b' app/ui/core/session/input_spec.hpp; then
  echo "FAIL: InputSpec copies a whole number of algo::Options field by field (keep it in PlanNumbers, by its entry)"
  exit 1
fi
echo "radix bits, block factor, items and shuffles are named only in their sort folders and their catalogue entries"
