// What a benchmark record says beyond its fields: its share of the copy bandwidth and whether its timed
// runs were steady (see bench_record.hpp).
#include "bench_record.hpp"

namespace sortscope::measure {

std::optional<double> copy_bandwidth_share(const BenchRecord& record) {
    if (!record.keys_per_s || !record.ceiling_keys_per_s || *record.ceiling_keys_per_s <= 0.0) return std::nullopt;
    return *record.keys_per_s / *record.ceiling_keys_per_s;
}

std::optional<double> unsteady_spread(const BenchRecord& record) {
    if (record.times_ms.size() < 3 || !record.median_ms || !record.min_ms || *record.min_ms <= 0.0) return std::nullopt;
    const double spread = *record.median_ms / *record.min_ms;
    if (spread <= kUnsteadyMedianOverFastest) return std::nullopt;
    return spread;
}

}  // namespace sortscope::measure
