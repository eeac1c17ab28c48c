// The kernel table: for each KernelId, its file in shaders/, how to describe one of its dispatches, and
// its CPU meaning. A network kernel gives its comparators (the generic network reference runs them);
// any other kernel gives its own reference function.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/network.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/reference.hpp"
#include "algorithms/teaching/table.hpp"

namespace sortscope::algo {

struct KernelInfo {
    KernelId id;
    std::string_view file;  // "bitonic_step.comp"
    std::string (*describe)(const Step& step);
    // Network kernels: visits the comparators of one array (see for_each_comparator); null otherwise.
    void (*comparators)(const Step& step, ComparatorVisitor visit);
    // Other kernels: the sequential meaning of one dispatch over every array of the batch.
    StepEffect (*reference)(const Plan& plan, const Step& step, State& state);

    // Tables (table.hpp). A network kernel names its own columns and fills them for one comparator
    // (after the shared dispatch, stage, i, j, ascending, swapped); both may be null for no extra
    // columns. Any other kernel gives its whole tables from the state before the step.
    std::vector<std::string> (*comparator_columns)(const Step& step);
    void (*comparator_cells)(const Step& step, const Comparator& comparator, std::vector<std::string>& cells);
    std::vector<Table> (*tables)(const Plan& plan, const Step& step, const State& before);
};

const KernelInfo& kernel_info(KernelId kernel);
std::string_view kernel_file(KernelId kernel);

}  // namespace sortscope::algo
