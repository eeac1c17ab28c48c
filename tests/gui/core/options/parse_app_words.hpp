// The app's options parsed from words, as main() hands them over: for the tests of the app's options.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "core/app_options.hpp"

namespace sortscope::test {

inline ui::AppOptions parse(std::initializer_list<std::string> words) {
    std::vector<std::string> storage(words);
    std::vector<char*> args;
    for (std::string& word : storage) args.push_back(word.data());
    return ui::parse_app_options(args);
}

}  // namespace sortscope::test
