// Where a kernel's entry lives (issue 44): each sort folder names its kernels in its *_kernel_list.hpp
// and defines their entries, k<Name>Entry, in its *_kernels.cpp; the catalogue gathers them. Every
// KernelId has exactly one entry, the one its folder defines; and a kernel two algorithms share (radix's
// prefix sums, which onesweep's portable path runs) tells the story of the plan's algorithm without the
// catalogue asking which one runs it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <iterator>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/keys.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "algorithms/teaching/narration.hpp"
#include "algorithms/teaching/table.hpp"

using namespace sortscope::algo;

namespace {

// Every line of every folder's kernel list: the name, its KernelId and the entry its folder defines.
struct ListedKernel {
    const char* name;
    KernelId id;
    const KernelInfo* entry;
};
#define SORTSCOPE_KERNEL(name) ListedKernel{#name, KernelId::name, &k##name##Entry},
const ListedKernel kListed[] = {
#include "sortscope/kernel_lists.inc"
};
#undef SORTSCOPE_KERNEL

bool same_tables(const std::vector<Table>& a, const std::vector<Table>& b) {
    if (a.size() != b.size()) return false;
    for (size_t t = 0; t < a.size(); ++t) {
        if (a[t].title != b[t].title || a[t].columns != b[t].columns || a[t].rows != b[t].rows) return false;
    }
    return true;
}

std::vector<uint32_t> some_keys(uint32_t n) {
    std::vector<uint32_t> keys(n);
    for (uint32_t i = 0; i < n; ++i) keys[i] = (i * 2654435761u) ^ (i >> 3);
    return keys;
}

// What the prefix-sum steps of `plan` say, and their tables, next to what `narrate_expected` and
// `tables_expected` give for the same step and state. Returns how many prefix-sum steps it checked.
template <class Narrate, class Tables>
size_t check_prefix_sum_story(const Plan& plan, Narrate narrate_expected, Tables tables_expected) {
    State state = make_state(plan, some_keys(plan.options.n));
    size_t checked = 0;
    for (size_t index = 0; index < plan.steps.size(); ++index) {
        const Step& step = plan.steps[index];
        const State before = state;
        const StepEffect effect = reference_step(plan, step, state);
        if (step.kernel != KernelId::ScanBlocks && step.kernel != KernelId::ScanAdd) continue;
        INFO(plan.name() << ", step " << index << ": " << describe(step));
        CHECK(narrate(plan, step, effect) == narrate_expected(plan, step, effect));
        const std::vector<Table> told = step_tables(plan, index, before, TableMoment::BeforeStep);
        std::vector<Table> expected = tables_expected(plan, step, before);
        CHECK_FALSE(told.empty());
        // step_tables titles each table with its step and, before the step, leaves open the cells the
        // step computes (the question); do the same to the expected tables and compare.
        for (size_t t = 0; t < told.size() && t < expected.size(); ++t) {
            expected[t].title = told[t].title;
            for (auto& row : expected[t].rows) {
                for (const size_t column : expected[t].results) {
                    if (column < row.size()) row[column] = kOpenCell;
                }
            }
        }
        CHECK(same_tables(told, expected));
        ++checked;
    }
    return checked;
}

}  // namespace

TEST_CASE("every KernelId has exactly one catalogue entry, the one its sort folder defines", "[cpu][catalogue]") {
    REQUIRE(std::size(kListed) == kKernelCount);
    REQUIRE(all_kernels().size() == kKernelCount);
    std::vector<int> entries_of(kKernelCount, 0);
    for (const KernelInfo& info : all_kernels()) {
        REQUIRE(static_cast<size_t>(info.id) < kKernelCount);
        ++entries_of[static_cast<size_t>(info.id)];
    }
    for (size_t index = 0; index < kKernelCount; ++index) {
        const ListedKernel& listed = kListed[index];
        INFO("KernelId::" << listed.name);
        CHECK(entries_of[index] == 1);
        CHECK(static_cast<size_t>(listed.id) == index);  // the lists' order is KernelId's
        CHECK(listed.entry->id == listed.id);             // k<Name>Entry is Name's entry
        // The catalogue's entry is the folder's, field for field.
        const KernelInfo& info = kernel_info(listed.id);
        CHECK(info.file == listed.entry->file);
        CHECK(info.describe == listed.entry->describe);
        CHECK(info.narrate == listed.entry->narrate);
        CHECK(info.bytes == listed.entry->bytes);
        CHECK(info.reference == listed.entry->reference);
        CHECK(info.comparators == listed.entry->comparators);
        CHECK(info.tables == listed.entry->tables);
        CHECK(info.lit_regions == listed.entry->lit_regions);
        CHECK(info.digit_step == listed.entry->digit_step);
        CHECK(info.args.fields.size() == listed.entry->args.fields.size());
    }
}

TEST_CASE("radix's prefix sums tell radix's story in radix's plans and onesweep's in onesweep's", "[cpu][catalogue][onesweep][radix]") {
    for (const uint32_t n : {2u, 1000u, 5000u}) {
        Options radix_options = sized(n, 64);
        const Plan radix = find_algorithm("radix")->build(radix_options);
        const auto radix_words = [](const Plan& plan, const Step& step, const StepEffect& effect) {
            return step.kernel == KernelId::ScanBlocks ? narrate_scan_blocks(plan, step, effect) : narrate_scan_add(plan, step, effect);
        };
        const auto radix_table = [](const Plan& plan, const Step& step, const State& before) {
            return radix_tables(plan, step, before);
        };
        CHECK(check_prefix_sum_story(radix, radix_words, radix_table) > 0);

        Options onesweep_options = sized(n, 64);
        set_onesweep_path(onesweep_options, OnesweepPath::Portable);
        const Plan onesweep = find_algorithm("onesweep")->build(onesweep_options);
        const auto onesweep_words = [](const Plan& plan, const Step& step, const StepEffect& effect) {
            return narrate_onesweep_prefix_sum(plan, step, effect);
        };
        const auto onesweep_table = [](const Plan& plan, const Step& step, const State& before) {
            return onesweep_tables(plan, step, before);
        };
        CHECK(check_prefix_sum_story(onesweep, onesweep_words, onesweep_table) > 0);
        // The two stories differ: a check that cannot tell them apart would pass either way.
        const auto scan = std::find_if(onesweep.steps.begin(), onesweep.steps.end(),
                                       [](const Step& step) { return step.kernel == KernelId::ScanBlocks; });
        REQUIRE(scan != onesweep.steps.end());
        CHECK(narrate_onesweep_prefix_sum(onesweep, *scan, StepEffect{}) != narrate_scan_blocks(onesweep, *scan, StepEffect{}));
    }
}
