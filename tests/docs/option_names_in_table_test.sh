#!/usr/bin/env bash
# Option names are compared in one place, the option table (app/options/, issue 44): no code elsewhere in
# app/ (the CLI and the desktop app) compares a word with an option's name written out ("--wg", "-h"),
# looks one up in a list of its own, or keeps such a list; each front end finds its options in the table.
# Usage: option_names_in_table_test.sh SOURCE_DIR
set -uo pipefail
root=${1:?source dir}
cd "$root" || exit 1
[[ -f app/options/option_table.hpp ]] || { echo "FAIL: app/options/option_table.hpp, the option table, is missing"; exit 1; }
# == "--wg", "-h" != ..., count("--dist"), strcmp(word, "--help"), std::set<std::string> flags = {"--values", ...}
pattern='(==|!=)[[:space:]]*"--?[a-z]|"--?[a-z][-a-z0-9]*"[[:space:]]*(==|!=)|(count|find|contains|strcmp|starts_with)\([^)]*"--?[a-z]|set<std::string>[^=]*=[[:space:]]*\{[[:space:]]*"--'
hits=$(grep -rnE "$pattern" app --include='*.cpp' --include='*.hpp' | grep -v '^app/options/')
checked=$(find app -name '*.cpp' -o -name '*.hpp' | grep -vc '^app/options/')
if [[ -n "$hits" ]]; then
  echo "FAIL: option names compared outside the option table (app/options/option_table.hpp):"
  echo "$hits"
  exit 1
fi
# sortscope-cli's shared parsing (plan options, inputs, --network, the budget) names each option by its
# entry of the table (args.value(options::kWorkGroupOption)), never by its name written out.
lookups=$(grep -rnE '\b(args|parsed)\.(value|flag|number|required|required_number)\("' app/cli/parsing app/cli/budget)
if [[ -n "$lookups" ]]; then
  echo "FAIL: sortscope-cli's shared parsing looks an option up by its name written out, not by its table entry:"
  echo "$lookups"
  exit 1
fi
echo "checked $checked files of app/: no option name compared outside app/options/"
