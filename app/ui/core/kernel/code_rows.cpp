// The kernel view's rows (see code_rows.hpp).
#include "core/kernel/code_rows.hpp"

#include <algorithm>

namespace sortscope::ui {

namespace {

constexpr size_t kLeastColumns = 16;
constexpr size_t kContinuationIndent = 4;

// UTF-8 aware enough for GLSL sources: a byte that starts a character, so a cut never splits one.
bool starts_character(char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }

size_t characters(std::string_view text) {
    return static_cast<size_t>(std::count_if(text.begin(), text.end(), starts_character));
}

// The byte offset after `count` characters of `text` (or its size).
size_t offset_after(std::string_view text, size_t count) {
    size_t seen = 0;
    for (size_t at = 0; at < text.size(); ++at) {
        if (starts_character(text[at])) {
            if (seen == count) return at;
            ++seen;
        }
    }
    return text.size();
}

}  // namespace

std::vector<CodeRow> code_rows(const algo::KernelListing& listing, size_t columns) {
    columns = std::max(columns, kLeastColumns);
    std::vector<CodeRow> rows;
    for (size_t index = 0; index < listing.lines.size(); ++index) {
        const std::string_view line = listing.lines[index].text;
        const size_t indent_bytes = std::min(line.find_first_not_of(" \t"), line.size());
        // A continuation's indentation, kept short enough to leave room for text.
        const std::string indent(std::min(indent_bytes + kContinuationIndent, columns / 2), ' ');
        std::string_view rest = line;
        bool first = true;
        while (true) {
            const size_t room = first ? columns : columns - indent.size();
            if (characters(rest) <= room) {
                rows.push_back({index, first ? std::string(rest) : indent + std::string(rest), !first});
                break;
            }
            size_t cut = offset_after(rest, room);
            // The last space that fits, past the indentation, so a word is not split.
            const size_t space = rest.substr(0, cut + 1).find_last_of(' ');
            if (space != std::string_view::npos && space > (first ? indent_bytes : 0)) cut = space;
            std::string_view piece = rest.substr(0, cut);
            while (!piece.empty() && piece.back() == ' ') piece.remove_suffix(1);
            rows.push_back({index, first ? std::string(piece) : indent + std::string(piece), !first});
            rest = rest.substr(cut);
            while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
            first = false;
            if (rest.empty()) break;
        }
    }
    return rows;
}

size_t first_shown_row(const std::vector<CodeRow>& rows, const algo::KernelListing& listing, size_t visible) {
    if (listing.lit.empty() || rows.empty() || visible == 0) return 0;
    const auto is_lit = [&listing](const CodeRow& row) { return listing.lines[row.line].lit; };
    const auto first_lit = std::ranges::find_if(rows, is_lit);
    if (first_lit == rows.end()) return 0;
    const auto last_lit = std::ranges::find_if(rows.rbegin(), rows.rend(), is_lit);
    const size_t first = static_cast<size_t>(first_lit - rows.begin());
    const size_t last = rows.size() - 1 - static_cast<size_t>(last_lit - rows.rbegin());
    const size_t span = last - first + 1;
    size_t top = 0;
    if (span <= visible) {
        top = first - std::min(first, (visible - span) / 3);
    } else {
        // The first lit region compiled in, from its marker (focus_line), with one row of context.
        const size_t focus_line = listing.focus_line() - 1;
        const auto focus = std::ranges::find_if(rows, [focus_line](const CodeRow& row) { return row.line == focus_line; });
        const size_t at = static_cast<size_t>(focus - rows.begin());
        top = at - std::min<size_t>(at, 1);
    }
    const size_t last_top = rows.size() > visible ? rows.size() - visible : 0;
    return std::min(top, last_top);
}

size_t line_number_digits(const algo::KernelListing& listing) {
    return std::to_string(std::max<size_t>(listing.lines.size(), 1)).size();
}

}  // namespace sortscope::ui
