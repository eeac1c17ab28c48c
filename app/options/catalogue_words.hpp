// Help texts that list algorithms, made from the catalogue (algorithms/catalogue/registry.hpp) when the
// help is printed, so that no help text names an algorithm: the option table's and the command table's
// texts write a word in braces where a list goes, and both programs' help (option_help.cpp,
// app/cli/parsing/help_text.cpp) and the man pages' test expand it here:
//   {pictures}       the algorithms with a step picture of their own (not a network's)
//   {race}           those the app's race runs unless told otherwise
//   {predict}        Predict mode's question per kind of algorithm ("networks: which comparators swap; ...")
//   {guess}          how --guess answers each ("choice numbers such as 1,3 (or none) for networks, ...")
//   {tables}         what `table` fills in for each algorithm
//   {picture-shows}  what each step picture shows
//   {driver-options} the own options of the algorithms whose plan depends on the driver
//   {tile-defaults}  "; ID: ..." for each algorithm that picks its own work group and tile
#pragma once

#include <string>
#include <string_view>

namespace sortscope::options {

// The list `name` stands for (a word above, without its braces); std::logic_error for another word.
std::string catalogue_words(std::string_view name);

// `text` with every {word} replaced by catalogue_words(word).
std::string with_catalogue_words(std::string_view text);

}  // namespace sortscope::options
