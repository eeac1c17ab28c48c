// Records as the throughput chart's series (see rate_series.hpp).
#include "rate_series.hpp"

#include <string>

namespace sortscope::measure {

std::vector<diagram::RateSeries> rate_series(std::span<const BenchRecord> records) {
    std::vector<diagram::RateSeries> series;
    auto series_for = [&](const std::string& name, bool dashed) -> diagram::RateSeries& {
        for (diagram::RateSeries& s : series) {
            if (s.name == name && s.dashed == dashed) return s;
        }
        series.push_back({name, diagram::rate_series_colour(name, dashed ? 170 : 255), dashed, {}, {}});
        return series.back();
    };
    for (const BenchRecord& record : records) {
        if (!record.skipped.empty() || !record.keys_per_s || (record.kind != "gpu" && record.kind != "cpu")) continue;
        series_for(record.algorithm, false).points.push_back({static_cast<float>(record.log2n), *record.keys_per_s});
        if (record.ceiling_keys_per_s) {
            series_for(record.algorithm, true).points.push_back({static_cast<float>(record.log2n), *record.ceiling_keys_per_s});
        }
    }
    return series;
}

}  // namespace sortscope::measure
