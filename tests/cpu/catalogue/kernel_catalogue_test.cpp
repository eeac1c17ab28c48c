// The kernel catalogue: one entry per kernel in enum order, each complete, and every plan's steps
// consistent with their entries (network steps are exactly those whose kernel has comparators), and
// the program variant a step compiles is what the plan decided.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

using namespace sortscope::algo;

namespace {

std::string define_of(const ProgramVariant& variant, const std::string& name) {
    for (const ProgramDefine& define : variant.defines) {
        if (define.name == name) return define.value;
    }
    return "(missing)";
}

std::vector<Plan> sample_plans() {
    std::vector<Plan> plans;
    for (const AlgorithmInfo& algorithm : all_algorithms()) {
        for (uint32_t n : {1u, 13u, 1000u}) {
            Options options = sized(n, 64);
            plans.push_back(algorithm.build(options));
            options.values = true;
            options.batch = 2;
            plans.push_back(algorithm.build(options));
        }
    }
    plans.push_back(build_copy_plan(1000));
    return plans;
}

}  // namespace

TEST_CASE("the kernel catalogue has one complete entry per kernel, in enum order", "[cpu][catalogue]") {
    const auto kernels = all_kernels();
    REQUIRE(kernels.size() == kKernelCount);
    for (size_t k = 0; k < kernels.size(); ++k) {
        const KernelInfo& info = kernels[k];
        INFO("kernel " << k << ": " << info.file);
        CHECK(static_cast<size_t>(info.id) == k);
        CHECK(&kernel_info(info.id) == &info);
        CHECK(info.file.ends_with(".comp"));
        CHECK(info.describe != nullptr);
        CHECK(info.bytes != nullptr);
        CHECK(info.lit_regions != nullptr);  // the kernel view lights something for every step
        // Exactly one CPU meaning: comparators for the generic network reference, or its own reference.
        CHECK((info.comparators != nullptr) != (info.reference != nullptr));
        // Network kernels table their comparators; the others give whole tables or none.
        CHECK((info.comparator_columns != nullptr) == (info.comparators != nullptr));
        CHECK_FALSE((info.tables != nullptr && info.comparators != nullptr));
    }
}

TEST_CASE("a plan's network steps are exactly the steps of kernels with comparators", "[cpu][catalogue]") {
    for (const Plan& plan : sample_plans()) {
        for (const Step& step : plan.steps) {
            INFO(plan.name() << ", n = " << plan.options.n << ": " << describe(step));
            CHECK((step.stage_count > 0) == (kernel_info(step.kernel).comparators != nullptr));
        }
    }
}

TEST_CASE("a step's program variant is the plan's: the generic defines, then its kernel's Define arguments",
          "[cpu][catalogue]") {
    Options options = sized(1000, 64);
    options.key_type = KeyType::F32;
    options.descending = true;
    set_radix_bits(options, 8);
    const Plan radix = build_radix_plan(options);
    const Step& count = radix.steps.front();
    REQUIRE(count.kernel == KernelId::RadixCount);
    const ProgramVariant variant = program_variant(radix, count);
    REQUIRE(variant.defines.size() == 7);
    CHECK(variant.defines[0].name == "LOCAL_SIZE");
    CHECK(variant.defines[0].value == "64u");
    CHECK(define_of(variant, "ITEMS") == std::to_string(count.items) + "u");
    CHECK(define_of(variant, "KEY_TYPE") == "2");
    CHECK(define_of(variant, "DESCENDING") == "1");
    CHECK(define_of(variant, "HAS_VALUES") == "0");
    CHECK(define_of(variant, "RADIX_BITS") == "8u");
    CHECK(define_of(variant, "COUNTER_RANKING") == "0");
    CHECK(variant.extensions.empty());
    // A kernel without Define arguments gets only the generic ones.
    CHECK(program_variant(radix, radix.steps[1]).defines.size() == 5);
}

TEST_CASE("onesweep's ranking and spin limit are decided by its plan, and its program reads them from the step",
          "[cpu][catalogue][onesweep]") {
    Options options = sized(5000, 64);
    options.device.ranking = SubgroupRanking::Match;
    options.device.subgroup_size = 32;
    options.device.independent_progress = true;
    const Plan plan = build_onesweep_plan(options);
    const auto pass = std::find_if(plan.steps.begin(), plan.steps.end(),
                                   [](const Step& step) { return step.kernel == KernelId::OnesweepPass; });
    REQUIRE(pass != plan.steps.end());
    const ProgramVariant variant = program_variant(plan, *pass);
    CHECK(define_of(variant, "LOOKBACK") == "1");
    CHECK(define_of(variant, "RANKING") == "2");
    CHECK(define_of(variant, "SUBGROUP_SIZE") == "32u");
    CHECK(define_of(variant, "SPIN_LIMIT") == std::to_string(kOnesweepSpinLimit) + "u");
    CHECK(std::find(variant.extensions.begin(), variant.extensions.end(), "GL_NV_shader_subgroup_partitioned") !=
          variant.extensions.end());
    // The same step in a plan whose options say otherwise keeps the plan's decision: the variant comes
    // from the step, not from re-reading the options.
    Plan other = plan;
    other.options.device = DeviceCaps{};
    CHECK(program_variant(other, *pass).defines == variant.defines);
    CHECK(program_variant(other, *pass).extensions == variant.extensions);

    options.device = DeviceCaps{};
    const Plan portable = build_onesweep_plan(options);
    const Step& last = portable.steps.back();
    REQUIRE(last.kernel == KernelId::OnesweepPass);
    const ProgramVariant split = program_variant(portable, last);
    CHECK(define_of(split, "LOOKBACK") == "0");
    CHECK(define_of(split, "RANKING") == "0");
    CHECK(define_of(split, "SUBGROUP_SIZE") == "1u");
    CHECK(define_of(split, "SPIN_LIMIT") == std::to_string(kOnesweepUnsafeSpinLimit) + "u");
    CHECK(split.extensions.empty());
}

TEST_CASE("bitonic-shared's subgroup shuffles are compiled in and need the shuffle extension", "[cpu][catalogue]") {
    Options options = sized(4096, 64);
    set_network_shuffles(options, NetworkShuffles::On);
    options.device.shuffle_size = 32;
    const Plan plan = build_bitonic_shared_plan(options);
    const ProgramVariant on = program_variant(plan, plan.steps.front());
    CHECK(define_of(on, "SHUFFLE_BITS") == "5u");
    CHECK(define_of(on, "SHUFFLE_EMULATED") == "0");
    CHECK(on.extensions == std::vector<std::string>{"GL_KHR_shader_subgroup_basic", "GL_KHR_shader_subgroup_shuffle"});
    set_network_shuffles(options, NetworkShuffles::Emulated);
    const Plan emulated = build_bitonic_shared_plan(options);
    const ProgramVariant off = program_variant(emulated, emulated.steps.front());
    CHECK(define_of(off, "SHUFFLE_EMULATED") == "1");
    CHECK(off.extensions.empty());
}
