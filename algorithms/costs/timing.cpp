// Medians, the std::sort / std::stable_sort baselines and the skip rule's estimate (see timing.hpp).
#include "algorithms/costs/timing.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "algorithms/costs/traffic.hpp"

namespace sortscope::algo {

namespace {

// The sort key of keys.hpp, inlined for the baselines' comparators (keys.cpp's encode_key is out of
// line; a call per comparison would make std::sort look slower than it is). Same bit formulas as
// key_order() in shaders/modules/common.glsl; the CPU tests check the sorted output against expected_sort.
template <KeyType kType, bool kDescending>
inline uint32_t inline_sort_key(uint32_t bits) {
    uint32_t order = bits;
    if constexpr (kType == KeyType::I32) order = bits ^ 0x80000000u;
    if constexpr (kType == KeyType::F32) order = key_encoding::encode_float(bits);
    if constexpr (kDescending) order = ~order;
    return order;
}

struct KeyValue {
    uint32_t key;
    uint32_t value;
};

template <KeyType kType, bool kDescending, typename Item, typename KeyOf>
double sort_arrays(CpuSort sort, std::vector<Item>& items, uint32_t n, KeyOf key_of) {
    const auto less = [&](const Item& a, const Item& b) {
        return inline_sort_key<kType, kDescending>(key_of(a)) < inline_sort_key<kType, kDescending>(key_of(b));
    };
    const auto start = std::chrono::steady_clock::now();
    for (size_t base = 0; n > 0 && base + n <= items.size(); base += n) {
        const auto first = items.begin() + static_cast<std::ptrdiff_t>(base);
        if (sort == CpuSort::Sort) {
            std::sort(first, first + n, less);
        } else {
            std::stable_sort(first, first + n, less);
        }
    }
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

template <KeyType kType, bool kDescending>
CpuSortRun run_typed(CpuSort sort, const Options& options, std::span<const uint32_t> keys,
                     std::span<const uint32_t> values) {
    CpuSortRun run;
    if (!options.values) {
        run.keys.assign(keys.begin(), keys.end());
        run.ms = sort_arrays<kType, kDescending>(sort, run.keys, options.n, [](uint32_t key) { return key; });
        return run;
    }
    std::vector<KeyValue> items(keys.size());
    for (size_t i = 0; i < keys.size(); ++i) items[i] = {keys[i], values[i]};
    run.ms = sort_arrays<kType, kDescending>(sort, items, options.n, [](const KeyValue& item) { return item.key; });
    run.keys.resize(items.size());
    run.values.resize(items.size());
    for (size_t i = 0; i < items.size(); ++i) {
        run.keys[i] = items[i].key;
        run.values[i] = items[i].value;
    }
    return run;
}

template <KeyType kType>
CpuSortRun run_direction(CpuSort sort, const Options& options, std::span<const uint32_t> keys,
                         std::span<const uint32_t> values) {
    return options.descending ? run_typed<kType, true>(sort, options, keys, values)
                              : run_typed<kType, false>(sort, options, keys, values);
}

}  // namespace

double median(std::span<const double> times) {
    if (times.empty()) throw std::invalid_argument("median of no times");
    std::vector<double> sorted(times.begin(), times.end());
    std::sort(sorted.begin(), sorted.end());
    const size_t middle = sorted.size() / 2;
    return sorted.size() % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
}

TimingSummary summarize(std::span<const double> times_ms) {
    return {median(times_ms), *std::min_element(times_ms.begin(), times_ms.end())};
}

std::string_view cpu_sort_name(CpuSort sort) { return sort == CpuSort::Sort ? "std::sort" : "std::stable_sort"; }

CpuSortRun run_cpu_sort(CpuSort sort, const Options& options, std::span<const uint32_t> keys,
                        std::span<const uint32_t> values) {
    if (options.values && values.size() != keys.size()) {
        throw std::invalid_argument("run_cpu_sort: the options carry values but as many were not given");
    }
    switch (options.key_type) {
        case KeyType::U32: return run_direction<KeyType::U32>(sort, options, keys, values);
        case KeyType::I32: return run_direction<KeyType::I32>(sort, options, keys, values);
        case KeyType::F32: return run_direction<KeyType::F32>(sort, options, keys, values);
    }
    return {};
}

std::optional<double> estimate_run_ms(const Plan& measured, double measured_ms, const Plan& next) {
    const uint64_t measured_bytes = plan_bytes(measured);
    if (measured_bytes == 0) return std::nullopt;
    return measured_ms * static_cast<double>(plan_bytes(next)) / static_cast<double>(measured_bytes);
}

}  // namespace sortscope::algo
