// The "--names" a text names, for the tests that hold help texts and man pages against the option table.
#pragma once

#include <cctype>
#include <set>
#include <string>

namespace sortscope::test {

// Every "--word" a text names, anywhere.
inline std::set<std::string> named_options(const std::string& text) {
    std::set<std::string> names;
    for (size_t at = text.find("--"); at != std::string::npos; at = text.find("--", at + 2)) {
        size_t end = at + 2;
        while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) != 0 || text[end] == '-')) ++end;
        if (end > at + 2) names.insert(text.substr(at + 2, end - at - 2));
    }
    return names;
}

}  // namespace sortscope::test
