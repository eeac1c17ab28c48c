// The plan the CLI's budget estimates before any device is open (commands.hpp's plan_builder, with
// onesweep's AlgorithmInfo::before_device): a look-back
// path the user forced is estimated, not refused, since only the device knows whether it runs work groups
// independently (the H200's `bench --onesweep-path lookback` was refused at every size from 2^20 before
// the GL context existed).
#include <catch2/catch.hpp>

#include <algorithm>
#include <stdexcept>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "commands.hpp"

using namespace sortscope;

TEST_CASE("the budget's plan of a forced look-back is estimated before the device is open, and the device decides",
          "[cli][plan]") {
    const algo::AlgorithmInfo* info = algo::find_algorithm("onesweep");
    REQUIRE(info != nullptr);
    algo::Options options;  // the device left at the GL minimum, as before any device is open
    set_onesweep_path(options, algo::OnesweepPath::Lookback);
    const uint32_t n = 1u << 24;
    algo::Options sized = options;
    sized.n = n;
    // A device not known to run work groups independently refuses this many tiles (llvmpipe's loop limit).
    CHECK_THROWS_AS(info->build(sized), std::invalid_argument);
    // Before the device is open, the same options give the look-back plan, to estimate its time and memory.
    const algo::Plan estimated = cli::plan_builder(*info, options)(n);
    CHECK(estimated.options.n == n);
    CHECK(std::any_of(estimated.steps.begin(), estimated.steps.end(),
                      [](const algo::Step& step) { return step.kernel == algo::KernelId::OnesweepHistogram; }));
    // A path left to the device is estimated as the GL minimum's: the portable path, no histogram.
    set_onesweep_path(options, algo::OnesweepPath::Auto);
    const algo::Plan automatic = cli::plan_builder(*info, options)(n);
    CHECK(std::none_of(automatic.steps.begin(), automatic.steps.end(),
                       [](const algo::Step& step) { return step.kernel == algo::KernelId::OnesweepHistogram; }));
}
