// The plans built while a PlanBuildLog lives, by algorithm and n (AlgorithmInfo::build's observer), so
// that a test counts the plan a run runs apart from the smaller ones a probe, a calibration or a
// refusal's search builds: "one race lane start builds its plan once" (resolve_run.hpp).
#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "algorithms/catalogue/registry.hpp"

namespace sortscope::test {

class PlanBuildLog {
public:
    PlanBuildLog() {
        const std::lock_guard lock(mutex());
        builds().clear();
        algo::observe_plan_builds(&record);
    }
    ~PlanBuildLog() { algo::observe_plan_builds(nullptr); }
    PlanBuildLog(const PlanBuildLog&) = delete;
    PlanBuildLog& operator=(const PlanBuildLog&) = delete;

    // Plans of `id` built at n keys per array.
    uint64_t at(std::string_view id, uint32_t n) const {
        const std::lock_guard lock(mutex());
        uint64_t count = 0;
        for (const auto& [algorithm, size] : builds()) count += algorithm == id && size == n ? 1 : 0;
        return count;
    }
    // Plans of `id` built at any n.
    uint64_t of(std::string_view id) const {
        const std::lock_guard lock(mutex());
        uint64_t count = 0;
        for (const auto& build : builds()) count += build.first == id ? 1 : 0;
        return count;
    }

private:
    static std::mutex& mutex() {
        static std::mutex lock;
        return lock;
    }
    static std::vector<std::pair<std::string, uint32_t>>& builds() {
        static std::vector<std::pair<std::string, uint32_t>> all;
        return all;
    }
    static void record(const algo::AlgorithmInfo& info, const algo::Options& options) {
        const std::lock_guard lock(mutex());
        builds().emplace_back(std::string(info.id), options.n);
    }
};

}  // namespace sortscope::test
