// The lecture's race sizes (see race_sizes.hpp).
#include "core/race/race_sizes.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/resolve_run.hpp"

namespace sortscope::ui {

namespace {

// The measuring engine's warm-up: at least this much GPU work per algorithm and size (plan_runs.hpp).
constexpr double kWarmUpMs = 250.0;
// std::sort of n keys on one core, per n log2 n: about 4 ns on a laptop of 2020 (2^20 keys in ~80 ms).
constexpr double kCpuSortMsPerNLogN = 4.0e-6;

}  // namespace

double estimate_race_ms(const RaceSettings& settings, const algo::DeviceSpeed& speed, double gpu_share) {
    double gpu = 0.0;
    double cpu = 0.0;
    for (uint32_t log2n = settings.first_log2n; log2n <= settings.last_log2n; ++log2n) {
        const uint32_t n = 1u << log2n;
        for (const std::string& id : settings.algorithms) {
            const algo::AlgorithmInfo* info = algo::find_algorithm(id);
            if (info == nullptr) continue;
            algo::Options options = algo::sized(n, settings.local_size);
            options.key_type = settings.key_type;
            options.values = settings.values;
            double run = 0.0;
            try {
                // Resolved as the lane will resolve it (resolve_run.hpp), estimated at `speed`.
                const auto at_speed = [&](const algo::Plan&, const algo::DeviceSpeed&) {
                    return std::optional<algo::RunSpeeds>({speed, speed});
                };
                algo::RunLimits unlimited;
                unlimited.max_ms = std::numeric_limits<double>::infinity();
                unlimited.keep_split = true;
                run = algo::resolve_run(*info, options, at_speed, unlimited).estimate_ms;
            } catch (const std::exception&) {
                continue;  // refused at this size: the race skips it
            }
            gpu += std::max(kWarmUpMs, run) + static_cast<double>(settings.reps + 1) * run;  // warm-up, check, timed runs
        }
        // The expected result (a stable sort), and the two CPU baselines' warm-up and timed runs.
        const double cpu_sort = static_cast<double>(n) * log2n * kCpuSortMsPerNLogN;
        cpu += cpu_sort * (1.0 + 2.0 * static_cast<double>(settings.reps + 1));
    }
    return gpu / std::clamp(gpu_share, 0.01, 1.0) + cpu;
}

RaceSettings lecture_race(RaceSettings settings, const algo::DeviceSpeed& speed, uint32_t max_log2n, double gpu_share, double target_ms) {
    settings.last_log2n = settings.first_log2n;
    while (settings.last_log2n < max_log2n) {
        RaceSettings longer = settings;
        ++longer.last_log2n;
        if (estimate_race_ms(longer, speed, gpu_share) > target_ms) break;
        settings = longer;
    }
    return settings;
}

}  // namespace sortscope::ui
