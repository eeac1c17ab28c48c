// Finding the first difference after a dispatch, and naming verdicts and buffers (see lab_report.hpp).
#include "algorithms/lab/lab_report.hpp"

#include <algorithm>
#include <array>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/plan/buffer_name.hpp"
#include "algorithms/teaching/narration.hpp"

namespace sortscope::algo {

std::string_view verdict_name(LabVerdict verdict) {
    switch (verdict) {
        case LabVerdict::Pass: return "pass";
        case LabVerdict::Wrong: return "wrong";
        case LabVerdict::OutOfBounds: return "out-of-bounds";
        case LabVerdict::CompileError: return "compile-error";
        case LabVerdict::Timeout: return "timeout";
        case LabVerdict::Crashed: return "crashed";
    }
    return "wrong";
}

std::string_view case_status_name(CaseStatus status) {
    switch (status) {
        case CaseStatus::Pass: return "pass";
        case CaseStatus::Fail: return "fail";
        case CaseStatus::NotRun: return "not-run";
    }
    return "not-run";
}

void describe_dispatch(const Plan& plan, size_t dispatch, const StepEffect& effect, LabFailure& failure) {
    const Step& step = plan.steps[dispatch];
    failure.dispatch = dispatch;
    failure.dispatches = plan.steps.size();
    failure.kernel = std::string(kernel_file(step.kernel));
    failure.description = describe(step);
    failure.narration = narrate(plan, step, effect);
}

namespace {

// The buffers in the order a report looks at them: the keys the step leaves (what a student watches),
// their values, then the rest.
std::array<BufferId, kBufferCount> comparison_order(const Step& step) {
    std::array<BufferId, kBufferCount> order{};
    size_t next = 0;
    order[next++] = keys_buffer(step.keys_after());
    order[next++] = values_buffer(step.keys_after());
    for (size_t b = 0; b < kBufferCount; ++b) {
        const auto id = static_cast<BufferId>(b);
        if (std::find(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(next), id) ==
            order.begin() + static_cast<std::ptrdiff_t>(next)) {
            order[next++] = id;
        }
    }
    return order;
}

bool holds_keys(BufferId id) { return id != BufferId::Counts; }

// The comparators of a network step at the first differing positions of array 0's positions.
std::vector<Comparator> comparators_at(const Step& step, const std::vector<WordDifference>& differences) {
    std::vector<Comparator> found;
    for_each_comparator(step, [&](const Comparator& comparator) {
        if (found.size() >= kShownDifferences) return;
        for (const WordDifference& difference : differences) {
            if (int64_t{comparator.i} == difference.position || int64_t{comparator.j} == difference.position) {
                found.push_back(comparator);
                return;
            }
        }
    });
    return found;
}

}  // namespace

std::optional<LabFailure> compare_step(const Plan& plan, size_t dispatch, const StepEffect& effect,
                                       const State& expected, const State& actual) {
    const Step& step = plan.steps[dispatch];
    for (const BufferId id : comparison_order(step)) {
        const std::vector<uint32_t>& want = expected[id];
        const std::vector<uint32_t>& got = actual[id];
        if (want == got) continue;
        LabFailure failure;
        describe_dispatch(plan, dispatch, effect, failure);
        failure.buffer = std::string(buffer_name(id));
        const uint64_t n = plan.options.n;
        const size_t words = std::min(want.size(), got.size());
        bool first = true;
        for (size_t w = 0; w < words; ++w) {
            if (want[w] == got[w]) continue;
            ++failure.differing;
            // Positions within the array of the first difference (keys and values); a table's word index.
            const uint64_t array = holds_keys(id) && n > 0 ? w / n : 0;
            if (first) failure.array = static_cast<uint32_t>(array);
            first = false;
            if (array != failure.array || failure.differences.size() >= kShownDifferences) continue;
            failure.differences.push_back({static_cast<int64_t>(holds_keys(id) && n > 0 ? w % n : w), want[w], got[w]});
        }
        if (holds_keys(id)) failure.comparators = comparators_at(step, failure.differences);
        return failure;
    }
    return std::nullopt;
}

}  // namespace sortscope::algo
