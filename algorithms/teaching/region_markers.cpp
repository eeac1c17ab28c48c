// Region markers: parsing, checking and cutting (see region_markers.hpp for the syntax and the rules).
#include "algorithms/teaching/region_markers.hpp"

#include "algorithms/text/glsl_preprocessor.hpp"
#include "algorithms/text/lines.hpp"

#include <optional>

namespace sortscope::algo {

namespace {

constexpr std::string_view kRegionWord = "@region";
constexpr std::string_view kEndWord = "@end";

enum class MarkerKind { region, end };

// One marker line, split into its parts; `error` is set when the line is meant as a marker but breaks
// the syntax.
struct MarkerLine {
    MarkerKind kind = MarkerKind::region;
    std::string name;
    std::string description;
    std::string error;
};

bool is_name(std::string_view name) {
    if (name.empty() || name.front() < 'a' || name.front() > 'z') return false;
    for (const char c : name) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
        if (!ok) return false;
    }
    return true;
}

// The text after `//` and its spaces, when the trimmed line is a comment whose first word starts with @.
std::optional<std::string_view> at_comment(std::string_view line) {
    const std::string_view text = trimmed(line);
    if (!text.starts_with("//")) return std::nullopt;
    const std::string_view rest = trimmed(text.substr(2));
    if (!rest.starts_with("@")) return std::nullopt;
    return rest;
}

// Whether a line of code carries a marker after its code (`x = 1;  // @region a`): markers stand alone.
bool has_trailing_marker(std::string_view line) {
    const std::string_view text = trimmed(line);
    if (text.starts_with("//")) return false;
    const size_t comment = text.find("//");
    if (comment == std::string_view::npos) return false;
    const std::string_view rest = trimmed(text.substr(comment + 2));
    return rest.starts_with(kRegionWord) || rest.starts_with(kEndWord);
}

std::optional<MarkerLine> read_marker(std::string_view line) {
    const std::optional<std::string_view> comment = at_comment(line);
    if (!comment) return std::nullopt;
    const std::string_view rest = *comment;
    const size_t word_end = rest.find_first_of(" \t:");
    const std::string_view word = rest.substr(0, word_end);
    MarkerLine marker;
    if (word == kRegionWord) {
        marker.kind = MarkerKind::region;
    } else if (word == kEndWord) {
        marker.kind = MarkerKind::end;
    } else {
        marker.error = "unknown marker '" + std::string(word) + "' (markers are @region and @end)";
        return marker;
    }
    const std::string_view after = word_end == std::string_view::npos ? std::string_view{} : rest.substr(word_end);
    std::string_view name = trimmed(after);
    std::string_view description;
    const size_t colon = name.find(':');
    if (marker.kind == MarkerKind::region && colon != std::string_view::npos) {
        description = trimmed(name.substr(colon + 1));
        name = trimmed(name.substr(0, colon));
    }
    if (!is_name(name)) {
        marker.error = std::string(word) + " needs a name of lower-case letters, digits and underscores, not '" +
                       std::string(name) + "'";
        return marker;
    }
    marker.name = std::string(name);
    marker.description = std::string(description);
    return marker;
}

bool is_code(std::string_view line) {
    const std::string_view text = trimmed(line);
    return !text.empty() && !text.starts_with("//");
}

// A cut region (an exercise) holds its `// TODO` line in place of its code.
bool is_todo(std::string_view line) {
    const std::string_view text = trimmed(line);
    return text == "// TODO" || text.starts_with("// TODO:");
}

// A region while it is open: where it will go in the result, and what it has seen so far.
struct OpenRegion {
    size_t index = 0;          // in RegionMarkers::regions
    uint32_t if_depth = 0;     // the #if nesting where it began
    bool has_content = false;  // a line of code (or a cut region's TODO line) inside
};

}  // namespace

const SourceRegion* RegionMarkers::find(std::string_view name) const {
    for (const SourceRegion& region : regions) {
        if (region.name == name) return &region;
    }
    return nullptr;
}

bool is_region_marker(std::string_view line) {
    const std::optional<MarkerLine> marker = read_marker(line);
    return marker && marker->error.empty();
}

RegionMarkers parse_region_markers(std::string_view text) {
    RegionMarkers result;
    std::vector<OpenRegion> open;
    uint32_t if_depth = 0;
    const std::vector<std::string_view> lines = split_lines(text);
    auto problem = [&result](uint32_t line, std::string message) {
        result.problems.push_back({line, std::move(message)});
    };
    for (size_t index = 0; index < lines.size(); ++index) {
        const std::string_view line = lines[index];
        const auto number = static_cast<uint32_t>(index + 1);
        if (has_trailing_marker(line)) {
            problem(number, "a marker must be a line of its own, not a comment after code");
            continue;
        }
        const std::optional<MarkerLine> marker = read_marker(line);
        if (marker && !marker->error.empty()) {
            problem(number, marker->error);
            continue;
        }
        if (marker && marker->kind == MarkerKind::region) {
            if (result.find(marker->name) != nullptr) {
                problem(number, "region '" + marker->name + "' is defined twice in this file");
            }
            SourceRegion region;
            region.name = marker->name;
            region.description = marker->description;
            region.begin_line = number;
            region.indent = std::string(line.substr(0, line.find_first_not_of(" \t")));
            region.depth = static_cast<uint32_t>(open.size());
            open.push_back({result.regions.size(), if_depth, false});
            result.regions.push_back(std::move(region));
            continue;
        }
        if (marker) {  // @end
            if (open.empty()) {
                problem(number, "@end " + marker->name + " closes no open region");
                continue;
            }
            const OpenRegion innermost = open.back();
            SourceRegion& region = result.regions[innermost.index];
            if (region.name != marker->name) {
                problem(number, "@end " + marker->name + " where region '" + region.name + "' (line " +
                                    std::to_string(region.begin_line) + ") is the innermost open one");
                continue;
            }
            open.pop_back();
            region.end_line = number;
            if (!innermost.has_content) problem(number, "region '" + region.name + "' holds no line of code");
            if (if_depth != innermost.if_depth) {
                problem(number, "an #if opened inside region '" + region.name + "' does not end inside it");
            }
            if (!open.empty()) open.back().has_content = open.back().has_content || innermost.has_content;
            continue;
        }
        if (is_code(line) || is_todo(line)) {
            for (OpenRegion& region : open) region.has_content = true;
        }
        const std::string_view directive = directive_of(line);
        if (directive == "if" || directive == "ifdef" || directive == "ifndef") {
            ++if_depth;
        } else if (directive == "elif" || directive == "else" || directive == "endif") {
            for (OpenRegion& region : open) {
                if (region.if_depth != if_depth) continue;
                problem(number, "#" + std::string(directive) + " of an #if opened before region '" +
                                    result.regions[region.index].name + "' falls inside it");
                // Reported once: from here the region counts as begun outside that #if.
                if (directive == "endif" && region.if_depth > 0) --region.if_depth;
            }
            if (directive == "endif" && if_depth > 0) --if_depth;
        }
    }
    const auto last = static_cast<uint32_t>(lines.size());
    for (const OpenRegion& region : open) {
        problem(last, "region '" + result.regions[region.index].name + "' (line " +
                          std::to_string(result.regions[region.index].begin_line) + ") is never closed with @end");
    }
    return result;
}

std::string cut_region(std::string_view text, const SourceRegion& region) {
    // Byte offsets of the first cut line and of the end marker line.
    size_t cut_begin = std::string_view::npos;
    size_t cut_end = std::string_view::npos;
    uint32_t line = 1;
    for (size_t at = 0; at <= text.size(); ++line) {
        if (line == region.begin_line + 1) cut_begin = at;
        if (line == region.end_line) {
            cut_end = at;
            break;
        }
        const size_t newline = text.find('\n', at);
        if (newline == std::string_view::npos) break;
        at = newline + 1;
    }
    if (cut_begin == std::string_view::npos || cut_end == std::string_view::npos || cut_end < cut_begin) {
        return std::string(text);
    }
    std::string result(text.substr(0, cut_begin));
    result += region.indent;
    result += region.description.empty() ? "// TODO" : "// TODO: " + region.description;
    result += '\n';
    result += text.substr(cut_end);
    return result;
}

std::string describe_problems(std::string_view file, const std::vector<MarkerProblem>& problems) {
    std::string text;
    for (const MarkerProblem& problem : problems) {
        text += std::string(file) + ":" + std::to_string(problem.line) + ": " + problem.message + "\n";
    }
    return text;
}

}  // namespace sortscope::algo
