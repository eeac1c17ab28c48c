// The copy bandwidth share of a benchmark record (see bench_record.hpp).
#include "bench_record.hpp"

namespace sortscope::measure {

std::optional<double> copy_bandwidth_share(const BenchRecord& record) {
    if (!record.keys_per_s || !record.ceiling_keys_per_s || *record.ceiling_keys_per_s <= 0.0) return std::nullopt;
    return *record.keys_per_s / *record.ceiling_keys_per_s;
}

}  // namespace sortscope::measure
