// Reading the race's reference lines (see race_reference.hpp).
#include "core/race/race_reference.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "algorithms/inputs/user_input.hpp"
#include "algorithms/text/quoted.hpp"

namespace sortscope::ui {

namespace {

constexpr std::string_view kHeader = "series,kind,log2n,g_keys_per_s,source";
constexpr size_t kMaxFileBytes = 1 << 20;
// The rates a reference may give, in billions of keys per second: a thousand keys a second to ten
// trillion (a hundred times the fastest GPU sort). Outside them the race's axis would span hundreds of
// decades (1e300 grew the app to 3.2 GB, drawing its ticks, then crashed it).
constexpr double kMinRate = 1e-6;
constexpr double kMaxRate = 1e4;

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
    return text;
}

// The first four fields and the rest of the row (the source, which may hold commas).
bool split_row(std::string_view row, std::string_view (&fields)[5]) {
    for (size_t f = 0; f < 4; ++f) {
        const size_t comma = row.find(',');
        if (comma == std::string_view::npos) return false;
        fields[f] = trimmed(row.substr(0, comma));
        row.remove_prefix(comma + 1);
    }
    fields[4] = trimmed(row);
    return true;
}

constexpr std::string_view kDescending = "-desc";
constexpr std::string_view kWithValues = "+u32";

}  // namespace

std::optional<ReferenceKeys> parse_reference_kind(std::string_view kind) {
    // The first files' two kinds: u32 keys, ascending, alone or with u32 values.
    if (kind == "keys") return ReferenceKeys{};
    if (kind == "pairs") return ReferenceKeys{algo::KeyType::U32, false, true};
    ReferenceKeys keys;
    if (kind.ends_with(kWithValues)) {
        keys.values = true;
        kind.remove_suffix(kWithValues.size());
    }
    if (kind.ends_with(kDescending)) {
        keys.descending = true;
        kind.remove_suffix(kDescending.size());
    }
    const std::optional<algo::KeyType> type = algo::parse_key_type(kind);
    if (!type) return std::nullopt;
    keys.key_type = *type;
    return keys;
}

std::string reference_kind_text(const ReferenceKeys& keys) {
    return std::string(algo::key_type_name(keys.key_type)) + (keys.descending ? std::string(kDescending) : "") +
           (keys.values ? std::string(kWithValues) : "");
}

std::string reference_keys_name(const ReferenceKeys& keys) {
    return std::string(algo::key_type_name(keys.key_type)) + " keys" + (keys.descending ? " descending" : "") +
           (keys.values ? " with u32 values" : "");
}

std::vector<ReferenceLine> parse_reference_csv(std::string_view text, std::string_view name) {
    std::vector<ReferenceLine> lines;
    bool header_seen = false;
    size_t line_number = 0;
    auto fail = [&](const std::string& what) {
        throw std::invalid_argument(algo::printable(name) + " line " + std::to_string(line_number) + ": " + what);
    };
    while (!text.empty()) {
        const size_t end = text.find('\n');
        const std::string_view row = trimmed(text.substr(0, end));
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        ++line_number;
        if (row.empty() || row.front() == '#') continue;
        if (!header_seen) {
            if (row != kHeader) fail("the header must be '" + std::string(kHeader) + "', not " + algo::quoted(row));
            header_seen = true;
            continue;
        }
        std::string_view fields[5];
        if (!split_row(row, fields)) fail("a row needs 5 fields (" + std::string(kHeader) + "): " + algo::quoted(row));
        if (fields[0].empty()) fail("the series has no name");
        const std::optional<ReferenceKeys> keys = parse_reference_kind(fields[1]);
        if (!keys) {
            fail("kind must be u32, i32 or f32, then -desc for descending, then +u32 with u32 values (f32-desc+u32), or "
                 "keys (u32) or pairs (u32+u32), not " + algo::quoted(fields[1]));
        }
        uint32_t log2n = 0;
        const auto [log_end, log_error] = std::from_chars(fields[2].data(), fields[2].data() + fields[2].size(), log2n);
        if (log_error != std::errc{} || log_end != fields[2].data() + fields[2].size() || log2n < 1 || log2n > 31) {
            fail("log2n must be a whole number from 1 to 31, not " + algo::quoted(fields[2]));
        }
        double rate = 0.0;
        const auto [rate_end, rate_error] = std::from_chars(fields[3].data(), fields[3].data() + fields[3].size(), rate);
        if (rate_error != std::errc{} || rate_end != fields[3].data() + fields[3].size() || !std::isfinite(rate) || rate <= 0.0) {
            fail("g_keys_per_s must be a positive number, not " + algo::quoted(fields[3]));
        }
        if (rate < kMinRate || rate > kMaxRate) {
            fail("g_keys_per_s must be from 0.000001 to 10000 billion keys per second, not " + algo::quoted(fields[3]));
        }
        if (fields[4].empty()) fail("the source is empty: say what measured it, where and when");
        // A line is a series and a kind.
        auto found = std::find_if(lines.begin(), lines.end(), [&](const ReferenceLine& l) { return l.series == fields[0] && l.keys == *keys; });
        const std::string line_name = "series " + algo::quoted(fields[0]) + " (" + reference_kind_text(*keys) + ")";
        if (found == lines.end()) {
            lines.push_back({std::string(fields[0]), *keys, std::string(fields[4]), {}});
            found = std::prev(lines.end());
        } else if (found->source != fields[4]) {
            fail(line_name + " already has another source");
        }
        for (const ReferencePoint& point : found->points) {
            if (point.log2n == log2n) fail(line_name + " has two points at log2n " + std::to_string(log2n));
        }
        found->points.push_back({log2n, rate * 1e9});
    }
    if (!header_seen) throw std::invalid_argument(algo::printable(name) + ": no header row (" + std::string(kHeader) + ")");
    if (lines.empty()) throw std::invalid_argument(algo::printable(name) + ": no points after the header");
    for (ReferenceLine& line : lines) {
        std::sort(line.points.begin(), line.points.end(), [](const ReferencePoint& a, const ReferencePoint& b) { return a.log2n < b.log2n; });
    }
    return lines;
}

std::vector<ReferenceLine> read_reference_csv(const std::string& path) {
    algo::InputRules rules;
    rules.what = "the reference file";
    rules.max_bytes = kMaxFileBytes;
    rules.bound = "1 MiB, far more than any reference file";
    rules.text = true;
    std::string text;
    try {
        text = algo::read_user_input(path, rules);
    } catch (const algo::InputError& error) {
        throw std::invalid_argument(error.what());
    }
    return parse_reference_csv(text, path);
}

std::vector<std::string> shipped_reference_files(const std::string& folder) {
    std::vector<std::string> files;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
        if (entry.path().extension() == ".csv") files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

bool reference_for(const ReferenceLine& line, const ReferenceKeys& raced) { return line.keys == raced; }

std::string reference_note(const ReferenceLine& line) { return line.source + "; for " + reference_keys_name(line.keys); }

std::string references_outside(const std::vector<ReferenceLine>& lines, uint32_t first_log2n, uint32_t last_log2n,
                               const ReferenceKeys& raced) {
    std::vector<std::string> said;
    // The lines for other keys, by their kinds (a file of every type has many): one clause.
    std::vector<std::string> other_kinds;
    for (const ReferenceLine& line : lines) {
        if (reference_for(line, raced)) continue;
        const std::string kind = reference_keys_name(line.keys);
        if (std::find(other_kinds.begin(), other_kinds.end(), kind) == other_kinds.end()) other_kinds.push_back(kind);
    }
    if (!other_kinds.empty()) {
        std::string kinds;
        for (const std::string& kind : other_kinds) kinds += (kinds.empty() ? "" : ", ") + kind;
        said.push_back("lines for other keys than this race's " + reference_keys_name(raced) + " (" + kinds + ")");
    }
    for (const ReferenceLine& line : lines) {
        if (!reference_for(line, raced)) continue;
        const bool in_range = std::any_of(line.points.begin(), line.points.end(), [&](const ReferencePoint& point) {
            return point.log2n >= first_log2n && point.log2n <= last_log2n;
        });
        if (in_range || line.points.empty()) continue;
        uint32_t low = line.points.front().log2n, high = low;
        for (const ReferencePoint& point : line.points) {
            low = std::min(low, point.log2n);
            high = std::max(high, point.log2n);
        }
        said.push_back(line.series + " (" + reference_keys_name(line.keys) + "): measured at 2^" + std::to_string(low) + " .. 2^" +
                       std::to_string(high) + ", outside this race's 2^" + std::to_string(first_log2n) + " .. 2^" +
                       std::to_string(last_log2n));
    }
    std::string text;
    for (const std::string& clause : said) text += (text.empty() ? "not drawn: " : "; ") + clause;
    return text;
}

}  // namespace sortscope::ui
