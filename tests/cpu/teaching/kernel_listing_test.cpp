// A step's kernel listing: every step of every algorithm lights regions its kernel's file has, the lit
// lines are compiled into its program, and the parameters are the step's own (algorithms/teaching/
// kernel_listing.hpp, reading the embedded kernels as the program cache compiles them).
#include <catch2/catch.hpp>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/teaching/kernel_listing.hpp"
#include "sortscope/embedded_shaders.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

#include <algorithm>
#include <string>
#include <vector>

using namespace sortscope::algo;

namespace {

std::string kernel_text(const Step& step) {
    const auto text = sortscope::shaders::embedded(kernel_file(step.kernel));
    REQUIRE(text.has_value());
    return std::string(*text);
}

// Every algorithm at a few sizes, and the variants that change the lit regions or the code compiled:
// radix's digit widths (counters or splits), onesweep's two paths, a payload, a batch.
std::vector<Plan> sample_plans() {
    std::vector<Plan> plans;
    for (const AlgorithmInfo& algorithm : all_algorithms()) {
        for (uint32_t n : {1u, 13u, 64u, 1000u}) {
            Options options = sized(n, 64);
            plans.push_back(algorithm.build(options));
            options.values = true;
            options.batch = 2;
            plans.push_back(algorithm.build(options));
        }
    }
    for (uint32_t bits : {2u, 4u, 8u}) {
        Options options = sized(1000, 64);
        set_radix_bits(options, bits);
        plans.push_back(find_algorithm("radix")->build(options));
    }
    for (OnesweepPath path : {OnesweepPath::Lookback, OnesweepPath::Portable}) {
        Options options = sized(4096, 256);
        set_onesweep_path(options, path);
        options.device.independent_progress = true;
        plans.push_back(find_algorithm("onesweep")->build(options));
    }
    plans.push_back(build_copy_plan(1000));
    return plans;
}

const KernelParameter* parameter(const KernelListing& listing, std::string_view name) {
    for (const KernelParameter& p : listing.parameters) {
        if (p.name == name) return &p;
    }
    return nullptr;
}

}  // namespace

TEST_CASE("every step of every algorithm lights regions its kernel has, compiled into its program", "[cpu][teaching][kernel-listing]") {
    for (const Plan& plan : sample_plans()) {
        for (size_t s = 0; s < plan.steps.size(); ++s) {
            const Step& step = plan.steps[s];
            INFO(plan.name() << " n = " << plan.options.n << " step " << s << ": " << kernel_file(step.kernel));
            const std::string text = kernel_text(step);
            const KernelListing listing = kernel_listing(plan, step, text);
            INFO(format_kernel_listing(listing).substr(0, 2000));
            CHECK(listing.problems.empty());
            REQUIRE_FALSE(listing.lit.empty());
            CHECK(listing.file == kernel_file(step.kernel));
            bool some_lit_code = false;
            for (const LitRegion& region : listing.lit) {
                CHECK(region.begin_line < region.end_line);
                CHECK(region.end_line <= listing.lines.size());
                CHECK(listing.lines[region.begin_line - 1].marker);
                CHECK(listing.lines[region.end_line - 1].marker);
                CHECK_FALSE(region.description.empty());
                some_lit_code = some_lit_code || region.kept;
            }
            CHECK(some_lit_code);
            const auto lit_lines = std::ranges::count_if(listing.lines, [](const ListingLine& line) { return line.lit && line.kept && !line.marker; });
            CHECK(lit_lines > 0);
            CHECK(listing.lines[listing.focus_line() - 1].lit);
        }
    }
}

TEST_CASE("a listing's parameters are the step's typed arguments and its program's #defines", "[cpu][teaching][kernel-listing]") {
    for (const Plan& plan : sample_plans()) {
        for (const Step& step : plan.steps) {
            INFO(plan.name() << ": " << kernel_file(step.kernel));
            const KernelListing listing = kernel_listing(plan, step, kernel_text(step));
            REQUIRE(parameter(listing, "n") != nullptr);
            CHECK(parameter(listing, "n")->value == std::to_string(step.params.n));
            CHECK(parameter(listing, "work_items")->value == std::to_string(step.params.work_items));
            for (const ArgInfo& field : kernel_info(step.kernel).args.fields) {
                INFO("argument " << field.name);
                const KernelParameter* found = parameter(listing, field.name);
                REQUIRE(found != nullptr);
                CHECK(found->compiled_in == (field.place == ArgPlace::Define));
                // A number as itself; all ones is a sentinel, named (next test case).
                if (field.place == ArgPlace::Param && field.format != ArgFormat::Bool && step.params.arg[field.slot] != 0xFFFFFFFFu) {
                    CHECK(found->value == std::to_string(step.params.arg[field.slot]));
                }
            }
            for (const ProgramDefine& define : program_variant(plan, step).defines) {
                const KernelParameter* found = parameter(listing, define.name);
                REQUIRE(found != nullptr);
                CHECK(found->value == define.value);
            }
            CHECK(parameter(listing, "LOCAL_SIZE") != nullptr);
        }
    }
}

TEST_CASE("a bitonic step lights its pair index and direction, with its distance bit beside them", "[cpu][teaching][kernel-listing]") {
    const Plan plan = find_algorithm("bitonic")->build(sized(16, 64));
    const Step& step = plan.steps[3];
    const KernelListing listing = kernel_listing(plan, step, kernel_text(step));
    REQUIRE(listing.lit.size() == 2);
    CHECK(listing.lit[0].name == "pair");
    CHECK(listing.lit[1].name == "exchange");
    const auto lit_text = [&listing](std::string_view code) {
        return std::ranges::any_of(listing.lines, [code](const ListingLine& line) { return line.lit && line.text.find(code) != std::string::npos; });
    };
    CHECK(lit_text("const uint p0 ="));
    CHECK(lit_text("const bool flip ="));
    CHECK(lit_text("compare_exchange(base + p0"));
    CHECK_FALSE(lit_text("linear_invocation_index()"));
    CHECK(parameter(listing, "distance_bit")->value == std::to_string(step_args<BitonicArgs>(step).distance_bit));
    CHECK(parameter(listing, "pass_bit")->value == std::to_string(step_args<BitonicArgs>(step).pass_bit));

    const std::string text = format_kernel_listing(listing);
    CHECK(text.find("  distance_bit = ") != std::string::npos);
    CHECK(text.find("  #define LOCAL_SIZE ") != std::string::npos);
    CHECK(text.find(">") != std::string::npos);
}

TEST_CASE("radix's scatter lights the path its digit width compiles and dims the other", "[cpu][teaching][kernel-listing]") {
    for (const uint32_t bits : {4u, 8u}) {
        Options options = sized(1000, 64);
        set_radix_bits(options, bits);
        const Plan plan = find_algorithm("radix")->build(options);
        const auto scatter = std::ranges::find(plan.steps, KernelId::RadixScatter, &Step::kernel);
        REQUIRE(scatter != plan.steps.end());
        const KernelListing listing = kernel_listing(plan, *scatter, kernel_text(*scatter));
        INFO("bits " << bits);
        const bool counters = bits < 8;
        REQUIRE_FALSE(listing.lit.empty());
        CHECK((listing.lit.back().name == "scatter_counters") == counters);
        CHECK((listing.lit.back().name == "scatter") == !counters);
        for (const LitRegion& region : listing.lit) CHECK(region.kept);
        // The other path's main() is dimmed: one of the two is left out.
        const auto dropped = std::ranges::count_if(listing.lines, [](const ListingLine& line) { return !line.kept; });
        CHECK(dropped > 40);
    }
}

TEST_CASE("a kernel edited without its lit region reports it rather than failing", "[cpu][teaching][kernel-listing]") {
    const Plan plan = find_algorithm("bitonic")->build(sized(16, 64));
    const KernelListing listing = kernel_listing(plan, plan.steps[0], "void main() {\n}\n");
    CHECK(listing.lit.empty());
    CHECK(listing.problems.size() == 2);
    CHECK(listing.focus_line() == 1);
    CHECK(listing.lines.size() == 2);
}

TEST_CASE("a parameter of all ones shows as its shared constant's name or as 0xFFFFFFFF, never as 4294967295",
          "[cpu][teaching][kernel-listing]") {
    bool named = false;
    bool hex = false;
    for (const Plan& plan : sample_plans()) {
        for (const Step& step : plan.steps) {
            const KernelListing listing = kernel_listing(plan, step, kernel_text(step));
            for (const KernelParameter& p : listing.parameters) {
                INFO(plan.name() << ": " << kernel_file(step.kernel) << " " << p.name << " = " << p.value);
                CHECK(p.value != "4294967295");
            }
            // radix's scan at the top level has no level above: its `sums` is the shared kNoSums.
            if (const KernelParameter* sums = parameter(listing, "sums"); sums != nullptr && sums->value == "kNoSums") named = true;
            // onesweep's portable pass clears no status region (its clear is all ones; the kernel names no constant).
            if (const KernelParameter* clear = parameter(listing, "clear"); clear != nullptr && clear->value == "0xFFFFFFFF") hex = true;
        }
    }
    CHECK(named);
    CHECK(hex);
}
