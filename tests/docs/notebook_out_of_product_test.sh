#!/usr/bin/env bash
# The repository holds the product, not a lab notebook (issue 44): docs/perf/ is gone, no code names a
# folder of it, and no date written in README.md or docs/ is later than the commit that last wrote the
# file (outside a git checkout: later than today). Usage: notebook_out_of_product_test.sh SOURCE_DIR
set -uo pipefail
root=${1:?source dir}
cd "$root" || exit 1
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

[[ -e docs/perf ]] && fail "docs/perf/ exists: measurements' records stay in the history"
if hits=$(grep -rnE "docs/perf/|perf/20[0-9]{2}-" app algorithms shaders diagram 2>/dev/null) && [[ -n "$hits" ]]; then
  fail "code names a folder of docs/perf:"; echo "$hits"
fi
[[ -x docs/measure-performance.sh ]] || fail "docs/measure-performance.sh, the one script behind performance.md, is missing"
[[ -s docs/measure-performance.log ]] || fail "docs/measure-performance.log, the script's latest output, is missing"

today=$(date -u +%F)
in_git=0; git rev-parse --is-inside-work-tree >/dev/null 2>&1 && in_git=1
checked=0
while IFS= read -r -d '' file; do
  limit=$today
  if (( in_git )); then
    committed=$(git log -1 --format=%cs -- "$file" 2>/dev/null)
    # An edit not yet committed is written today.
    if [[ -n "$committed" ]] && git diff --quiet HEAD -- "$file" 2>/dev/null; then limit=$committed; fi
  fi
  while IFS= read -r date; do
    checked=$((checked + 1))
    [[ "$date" > "$limit" ]] && fail "$file names $date, later than $limit, when it was written"
  done < <(grep -ohE '\b20[0-9]{2}-[01][0-9]-[0-3][0-9]\b' "$file" | sort -u)
done < <(find README.md docs -type f \( -name '*.md' -o -name '*.sh' -o -name '*.log' -o -name '*.txt' \) -print0)

echo "checked $checked dates in README.md and docs/"
if (( failures )); then echo "$failures failed"; exit 1; fi
echo "every check passed"
