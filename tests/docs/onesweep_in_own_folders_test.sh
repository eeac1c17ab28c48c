#!/usr/bin/env bash
# One algorithm is not everywhere (issue 44): outside its own folders (the sort, its shaders, its catalogue
# entry and its picture), "onesweep" is not named in app/ or in algorithms/'s generic code. Its own options
# (--onesweep-path, --onesweep-ranking), per-device defaults and the app's words about its path are declared
# by its catalogue entry (AlgorithmInfo::own_options, own_notes) and read generically; the help texts'
# lists of algorithms are made from the catalogue.
# Usage: onesweep_in_own_folders_test.sh SOURCE_DIR
set -uo pipefail
root=${1:?source dir}
cd "$root" || exit 1
[[ -d algorithms/sorts/onesweep ]] || { echo "FAIL: algorithms/sorts/onesweep, onesweep's folder, is missing"; exit 1; }

# Where the name belongs.
allowed_files='^(algorithms/sorts/'`            # every sort folder is an algorithm's own (the sorts that share kernels name each other)
  `'|algorithms/catalogue/registry\.cpp:'`      # its entry in the algorithm registry
  `'|algorithms/catalogue/kernels\.cpp:'`       # its kernels' entries in the kernel catalogue
  `'|app/[^:]*/onesweep[^/:]*:'`                # its picture (app/ui/screen/pictures/onesweep_view.*)
  `')'
# Lines of generic files that name it for a reason of their own.
allowed_lines='^[^:]+:[0-9]+:(\s*[A-Za-z_/.]*sorts/onesweep/[a-z_]+\.cpp'`  # CMake lists of its folder's files
  `'|\s*screen/pictures/onesweep_view\.cpp'`                             # ...and of its picture's
  `')\s*$'
# The kernel catalogue's names of its kernels (KernelId in catalogue/kernel_id.hpp; the plan model only
# includes it), the picture its entry names (Picture::Onesweep), and its view among the step pictures'
# views (screen/pictures/picture_views.*: the frame, app.cpp and app.hpp, names no algorithm's view).
allowed_names='^algorithms/catalogue/kernel_id\.hpp:[0-9]+:\s*Onesweep[A-Za-z]+,\s*//'`
  `'|^algorithms/catalogue/registry\.hpp:[0-9]+:\s*Onesweep,\s*//'`
  `'|^app/ui/screen/pictures/picture_views\.(cpp|hpp):[0-9]+:.*(Picture::Onesweep|OnesweepView|m_onesweep|onesweep_view\.hpp)'

hits=$(git grep -n -i -I onesweep -- app algorithms 2>/dev/null || grep -rnIi onesweep app algorithms)
generic=$(printf '%s\n' "$hits" | grep -v -E "$allowed_files" | grep -v -P "$allowed_lines" | grep -v -P "$allowed_names")

# Help texts too: a string literal is generic code's like any other line. A help text that lists the
# algorithms writes a word that app/options/catalogue_words.hpp expands from the catalogue ({race}), and
# words about one algorithm alone are its entry's (AlgorithmInfo::tile_default) or its own options'.
remaining=$(printf '%s\n' "$generic" | grep .)

if [[ -n "$remaining" ]]; then
  echo "FAIL: onesweep named in generic code (declare it in its catalogue entry or its folder instead):"
  printf '%s\n' "$remaining"
  exit 1
fi
total=$(printf '%s\n' "$hits" | grep -c .)
echo "onesweep is named on $total lines of app/ and algorithms/, all in its own folders, its catalogue entry or its picture"
