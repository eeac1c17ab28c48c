// Every comparator of a network plan as a row (stage, i, j, ascending), in the order the plan runs
// them: two plans run the same network stage for stage exactly when their rows are equal.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <tuple>
#include <vector>

#include "algorithms/catalogue/network.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::test {

using ComparatorRow = std::tuple<uint32_t, uint32_t, uint32_t, bool>;  // stage, i, j, ascending

// `all_ascending`: the network has only ascending comparators (odd-even merge); each row checks it.
inline std::vector<ComparatorRow> comparator_rows(const algo::Plan& plan, bool all_ascending = false) {
    std::vector<ComparatorRow> rows;
    for (const algo::Step& step : plan.steps) {
        algo::for_each_comparator(step, [&](const algo::Comparator& c) {
            if (all_ascending) REQUIRE(c.ascending);
            rows.emplace_back(c.stage, c.i, c.j, c.ascending);
        });
    }
    return rows;
}

}  // namespace sortscope::test
