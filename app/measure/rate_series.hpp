// Benchmark records as the throughput chart's series (diagram/rate_chart.hpp): per algorithm measured
// here (and std::sort, std::stable_sort), its keys per second at each log2 n, and its ceiling (copy
// bandwidth / modelled bytes per key) as a dashed series where the copy was measured. The race view
// adds its reference lines; `bench --chart` draws these alone.
#pragma once

#include <span>
#include <vector>

#include "bench_record.hpp"
#include "sortscope/diagram/rate_chart.hpp"

namespace sortscope::measure {

std::vector<diagram::RateSeries> rate_series(std::span<const BenchRecord> records);

}  // namespace sortscope::measure
