// The one nesting limit of every JSON that Sortscope reads (session and lesson files, and any JSON input
// added later): checked on the text before any parser sees it, by a loop that holds no stack, so that a
// file of 50,000 nested objects is refused with a message instead of overflowing a recursive parser or
// destructor (a lesson like that in the lessons folder would otherwise take down every start of the app).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace sortscope::algo {

// Far deeper than any file Sortscope writes or reads (a session nests 4 levels).
constexpr size_t kMaxJsonDepth = 64;

// Nothing when no array or object of `text` is nested deeper than `max_depth`; otherwise why, with the
// byte offset where it goes deeper: "nested more than 64 levels deep (at byte 64)". Brackets inside
// strings do not count. It does not check that `text` is JSON: the parser does that next.
std::optional<std::string> json_depth_error(std::string_view text, size_t max_depth = kMaxJsonDepth);

}  // namespace sortscope::algo
