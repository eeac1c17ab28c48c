// Roff for the man pages (generate_man_pages.cpp): text escaped once, here, and a usage line or an
// option's head set in the man pages' fonts (bold for what is typed as it stands, italic for what the
// reader replaces).
#pragma once

#include <string>
#include <string_view>

namespace sortscope::man {

// `text` as roff prints it: a backslash written \e, the hyphens of an option ("--wg", "-o", "-inf", "-")
// written \- (a minus, which a reader can copy), a word holding an option or "sortscope-cli" never
// hyphenated nor split (\%), and a line that would start with '.' or '\'' (a request) started with \&
// instead. Other hyphens stay hyphens ("few-unique").
std::string escaped(std::string_view text);

// A usage line ("--algo ID (--n N | --input FILE) [--format text|csv] [plan options]") in fonts: option
// names and literal words bold, placeholders (all capitals: ID, N, FILE) italic, "plan options" italic,
// brackets, bars and dots roman. Like the help's usage, it never breaks inside brackets or parentheses
// nor between an option and its value (unbreakable spaces there).
std::string usage(std::string_view line);

}  // namespace sortscope::man
