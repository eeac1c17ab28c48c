// The kernel table: for each KernelId, its file in shaders/, how to describe one of its dispatches, and
// its CPU meaning. A network kernel gives its comparators (the generic network reference runs them);
// any other kernel gives its own reference function.
#pragma once

#include <string>
#include <string_view>

#include "sortscope/algo/network.hpp"
#include "sortscope/algo/plan.hpp"
#include "sortscope/algo/reference.hpp"

namespace sortscope::algo {

struct KernelInfo {
    KernelId id;
    std::string_view file;  // "bitonic_step.comp"
    std::string (*describe)(const Step& step);
    // Network kernels: visits the comparators of one array (see for_each_comparator); null otherwise.
    void (*comparators)(const Step& step, ComparatorVisitor visit);
    // Other kernels: the sequential meaning of one dispatch over every array of the batch.
    StepEffect (*reference)(const Plan& plan, const Step& step, State& state);
};

const KernelInfo& kernel_info(KernelId kernel);
std::string_view kernel_file(KernelId kernel);

}  // namespace sortscope::algo
