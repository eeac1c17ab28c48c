// Parsing --log2n ranges and --algo lists (see bench_options.hpp).
#include "bench_options.hpp"

#include <algorithm>

#include "algorithms/text/quoted.hpp"
#include "arguments.hpp"

namespace sortscope::cli {

Log2nRange parse_log2n_range(const std::string& text) {
    const size_t dots = text.find("..");
    const std::string first_text = dots == std::string::npos ? text : text.substr(0, dots);
    const std::string last_text = dots == std::string::npos ? text : text.substr(dots + 2);
    if (first_text.empty() || last_text.empty()) {
        throw UsageError("--log2n: " + algo::quoted(text) + " is not a size range; give A..B (e.g. 8..12) or one number");
    }
    Log2nRange range;
    range.first = static_cast<uint32_t>(parse_whole_number(first_text, kMaxLog2n, "--log2n"));
    range.last = static_cast<uint32_t>(parse_whole_number(last_text, kMaxLog2n, "--log2n"));
    if (range.first > range.last) {
        throw UsageError("--log2n " + algo::printable(text) + ": the first size is larger than the last");
    }
    return range;
}

std::vector<const algo::AlgorithmInfo*> parse_algorithm_list(const std::string& text) {
    std::vector<const algo::AlgorithmInfo*> list;
    if (text == "all") {
        for (const algo::AlgorithmInfo& info : algo::all_algorithms()) list.push_back(&info);
        return list;
    }
    size_t start = 0;
    for (;;) {
        const size_t comma = text.find(',', start);
        const std::string id = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (id.empty()) throw UsageError("--algo: " + algo::quoted(text) + " has an empty item; give ids separated by commas, or all");
        const algo::AlgorithmInfo* info = algo::find_algorithm(id);
        if (info == nullptr) {
            throw UsageError("--algo: unknown algorithm " + algo::quoted(id) + " (known: " + algo::known_algorithm_ids() + ", or all)");
        }
        if (std::find(list.begin(), list.end(), info) != list.end()) throw UsageError("--algo: " + algo::quoted(id) + " is listed twice");
        list.push_back(info);
        if (comma == std::string::npos) return list;
        start = comma + 1;
    }
}

}  // namespace sortscope::cli
