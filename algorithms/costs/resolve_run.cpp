// resolve_run: the one place a run's plan, speed, estimate and verdict are decided (resolve_run.hpp).
#include "algorithms/costs/resolve_run.hpp"

#include <limits>
#include <utility>

namespace sortscope::algo {

ResolvedRun resolve_run(const AlgorithmInfo& info, const Options& options, SpeedProbe probe, const RunLimits& limits,
                        std::optional<Plan> unsplit) {
    Options unsplit_options = options;
    unsplit_options.device.max_dispatch_comparisons = 0;
    ResolvedRun run;
    run.plan = unsplit ? std::move(*unsplit) : info.build(limits.keep_split ? options : unsplit_options);
    run.speed = conservative_speed();
    run.dispatch_speed = run.speed;
    if (auto probed = probe(run.plan, run.speed)) {
        run.speed = std::move(probed->run);
        run.dispatch_speed = std::move(probed->dispatch);
    }
    run.estimate_ms = estimate_plan_ms(run.plan, run.speed);
    const bool buffer_too_large = limits.max_buffer_bytes != 0 && largest_buffer_bytes(run.plan) > limits.max_buffer_bytes;
    if (run.estimate_ms > limits.max_ms || buffer_too_large) {
        run.refusal = run_too_long(info, unsplit_options, run.speed, limits.max_ms, limits.time_limit, limits.max_buffer_bytes);
        if (run.refusal) return run;
    }
    if (info.splits_counting && !limits.keep_split) {
        Options split = unsplit_options;
        split.device.max_dispatch_comparisons = comparison_budget(run.dispatch_speed, limits.dispatch_budget_ms);
        run.plan = info.build(split);
    }
    return run;
}

Plan resolve_plan(const AlgorithmInfo& info, const Options& options, std::optional<Plan> built) {
    RunLimits unlimited;
    unlimited.max_ms = std::numeric_limits<double>::infinity();
    unlimited.keep_split = true;
    const auto no_probe = [](const Plan&, const DeviceSpeed&) -> std::optional<RunSpeeds> { return std::nullopt; };
    return resolve_run(info, options, no_probe, unlimited, std::move(built)).plan;
}

}  // namespace sortscope::algo
