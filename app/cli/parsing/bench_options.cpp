// Parsing --log2n ranges and --algo lists (see bench_options.hpp).
#include "bench_options.hpp"

#include <algorithm>

#include "algorithms/text/quoted.hpp"
#include "arguments.hpp"

namespace sortscope::cli {

Log2nRange parse_log2n_range(const std::string& text) {
    Log2nRange range;
    size_t start = 0;
    for (;;) {
        const size_t comma = text.find(',', start);
        const std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        const size_t dots = item.find("..");
        const std::string first_text = dots == std::string::npos ? item : item.substr(0, dots);
        const std::string last_text = dots == std::string::npos ? item : item.substr(dots + 2);
        if (first_text.empty() || last_text.empty()) {
            throw UsageError("--log2n: " + algo::quoted(text) +
                             " is not a size range; give A..B (e.g. 8..12), one number, or several separated by commas (20,24)");
        }
        const auto first = static_cast<uint32_t>(parse_whole_number(first_text, kMaxLog2n, "--log2n"));
        const auto last = static_cast<uint32_t>(parse_whole_number(last_text, kMaxLog2n, "--log2n"));
        if (first > last) throw UsageError("--log2n " + algo::printable(item) + ": the first size is larger than the last");
        for (uint32_t log2n = first; log2n <= last; ++log2n) {
            if (std::find(range.log2ns.begin(), range.log2ns.end(), log2n) != range.log2ns.end()) {
                throw UsageError("--log2n " + algo::printable(text) + ": size " + std::to_string(log2n) + " is given twice");
            }
            range.log2ns.push_back(log2n);
        }
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    std::sort(range.log2ns.begin(), range.log2ns.end());
    range.first = range.log2ns.front();
    range.last = range.log2ns.back();
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
