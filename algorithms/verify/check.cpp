// Sort checking against std::stable_sort (see check.hpp).
#include "algorithms/verify/check.hpp"

#include <algorithm>
#include <numeric>

namespace sortscope::algo {

namespace {

std::string located(const Options& options, uint64_t index) {
    std::string where;
    if (options.batch > 1) where = "array " + std::to_string(index / options.n) + ", ";
    return where + "index " + std::to_string(options.batch > 1 ? index % options.n : index);
}

}  // namespace

ExpectedSort expected_sort(const Options& options, std::span<const uint32_t> keys, std::span<const uint32_t> values) {
    ExpectedSort expected;
    expected.keys.resize(keys.size());
    if (!values.empty()) expected.values.resize(values.size());
    std::vector<uint32_t> order(options.n);
    std::vector<uint32_t> sort_keys(options.n);
    for (uint64_t base = 0; base + options.n <= keys.size() && options.n > 0; base += options.n) {
        for (uint32_t i = 0; i < options.n; ++i) {
            sort_keys[i] = sort_key(options.key_type, options.descending, keys[base + i]);
        }
        std::iota(order.begin(), order.end(), 0u);
        std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return sort_keys[a] < sort_keys[b]; });
        for (uint32_t i = 0; i < options.n; ++i) {
            expected.keys[base + i] = keys[base + order[i]];
            if (!values.empty()) expected.values[base + i] = values[base + order[i]];
        }
    }
    return expected;
}

SortCheck check_sort(const Options& options, bool stable, const ExpectedSort& expected,
                     std::span<const uint32_t> keys, std::span<const uint32_t> values) {
    SortCheck check;
    auto fail = [&](uint64_t index, const std::string& what) {
        check.ok = false;
        check.index = index;
        check.message = located(options, index) + ": " + what;
        return check;
    };
    if (keys.size() != expected.keys.size()) {
        return fail(std::min(keys.size(), expected.keys.size()),
                    std::to_string(keys.size()) + " keys came back, " + std::to_string(expected.keys.size()) + " expected");
    }
    for (uint64_t i = 0; i < keys.size(); ++i) {
        if (keys[i] != expected.keys[i]) {
            return fail(i, "key " + format_key(options.key_type, keys[i]) + ", " + expected.reference + " puts " +
                               format_key(options.key_type, expected.keys[i]) + " there");
        }
    }
    if (expected.values.empty()) return check;
    if (values.size() != expected.values.size()) {
        return fail(std::min(values.size(), expected.values.size()), "the payload has the wrong length");
    }
    if (stable) {
        for (uint64_t i = 0; i < values.size(); ++i) {
            if (values[i] != expected.values[i]) {
                return fail(i, "value " + std::to_string(values[i]) + ", the stable order puts " +
                                   std::to_string(expected.values[i]) + " there");
            }
        }
        return check;
    }
    // Unstable: compare each run of equal keys (within one array) as a multiset of values.
    for (uint64_t begin = 0; begin < values.size();) {
        uint64_t end = begin + 1;
        const uint64_t array_end = (begin / options.n + 1) * options.n;
        while (end < array_end && keys[end] == keys[begin]) ++end;
        std::vector<uint32_t> got(values.begin() + static_cast<std::ptrdiff_t>(begin),
                                  values.begin() + static_cast<std::ptrdiff_t>(end));
        std::vector<uint32_t> want(expected.values.begin() + static_cast<std::ptrdiff_t>(begin),
                                   expected.values.begin() + static_cast<std::ptrdiff_t>(end));
        std::sort(got.begin(), got.end());
        std::sort(want.begin(), want.end());
        if (got != want) return fail(begin, "the values of the keys equal to " + format_key(options.key_type, keys[begin]) +
                                                " are not the ones that came in with them");
        begin = end;
    }
    return check;
}

std::vector<uint32_t> index_values(uint64_t count) {
    std::vector<uint32_t> values(count);
    std::iota(values.begin(), values.end(), 0u);
    return values;
}

}  // namespace sortscope::algo
