// The parts of the man pages that the option and command tables make (generate_man_pages.cpp fills them
// into the templates sortscope-cli.1.in and sortscope.1.in): the same options, values and texts, in the
// same order, as `sortscope-cli CMD --help` and `sortscope --help` print, in roff.
#pragma once

#include <map>
#include <string>
#include <string_view>

namespace sortscope::man {

// sortscope-cli.1's SYNOPSIS: a line per usage line of each command (the command table's), then the help's.
std::string cli_synopsis();
// sortscope-cli.1's PLAN OPTIONS: an entry per option of the commands' "plan options" groups, in their order.
std::string cli_plan_options();
// A command's own options (its help's "options" group; inputs and plan options have their sections),
// indented under its entry in COMMANDS; empty where it has none.
std::string cli_command_options(std::string_view name);
// sortscope.1's SYNOPSIS: the app's usage lines, as its --help prints them.
std::string app_synopsis();
// sortscope.1's OPTIONS: an entry per option the app takes, in its --help's order and words.
std::string app_options();

// The sections above by their template markers ("SYNOPSIS" for @SYNOPSIS@; a command's options are
// @COMMAND_OPTIONS_NAME@), for `page` ("sortscope-cli" or "sortscope"); empty for another page.
std::map<std::string, std::string> sections_of(std::string_view page);

// `page_template` with every @MARKER@ line replaced by its section; std::runtime_error naming a marker
// that `sections` lacks, or a section the template does not use.
std::string filled(std::string_view page_template, const std::map<std::string, std::string>& sections);

}  // namespace sortscope::man
