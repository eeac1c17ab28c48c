// The GLSL generated from the C++ definitions: the bindings and the parameter block come from
// plan/shader_interface.hpp, and each kernel file's accessors read the slots its argument struct gives.
#include <catch2/catch.hpp>

#include "algorithms/catalogue/glsl_interface.hpp"
#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/plan/shader_interface.hpp"
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"

using namespace sortscope::algo;

TEST_CASE("the generated interface declares the C++ bindings and parameter block", "[cpu][catalogue][glsl]") {
    const std::string text = glsl_interface();
    CHECK_THAT(text, Catch::Contains("#define BINDING_KEYS 0\n"));
    CHECK_THAT(text, Catch::Contains("#define BINDING_COUNTS " + std::to_string(binding_slot(Binding::Counts)) + "\n"));
    CHECK_THAT(text, Catch::Contains("#define BINDING_STEPS " + std::to_string(binding_slot(Binding::Steps)) + "\n"));
    CHECK_THAT(text, Catch::Contains("struct StepParams {\n    uint n;\n    uint work_items;\n    uint arg[" +
                                     std::to_string(kStepArgs) + "];\n};"));
    CHECK_THAT(text, Catch::Contains("layout(location = 0) uniform uint u_step;"));
}

TEST_CASE("each kernel file's accessors read its argument struct's slots, by name", "[cpu][catalogue][glsl]") {
    const std::string window = glsl_kernel_args("odd_even_merge_window.comp");
    CHECK_THAT(window, Catch::Contains("uint arg_first_layer() { return b_steps[u_step].arg[0]; }"));
    CHECK_THAT(window, Catch::Contains("uint arg_register_layers() { return b_steps[u_step].arg[6]; }"));
    const std::string rank = glsl_kernel_args("rank.comp");
    CHECK_THAT(rank, Catch::Contains("bool arg_last_chunk() { return b_steps[u_step].arg[4] != 0u; }"));
    // Defines are compiled in, not read from the block.
    const std::string pass = glsl_kernel_args("onesweep_pass.comp");
    CHECK_THAT(pass, Catch::Contains("uint arg_starts() { return b_steps[u_step].arg[5]; }"));
    CHECK_THAT(pass, !Catch::Contains("arg_lookback"));
    CHECK_THAT(pass, Catch::Contains("LOOKBACK, RANKING, SUBGROUP_SIZE, SPIN_LIMIT"));
    // Every Param of every kernel has its accessor in its file's text.
    for (const KernelInfo& info : all_kernels()) {
        const std::string text = glsl_kernel_args(info.file);
        for (const ArgInfo& arg : info.args.fields) {
            if (arg.place != ArgPlace::Param) continue;
            INFO(info.file << ": " << arg.name);
            CHECK_THAT(text, Catch::Contains("arg_" + std::string(arg.name) + "() { return b_steps[u_step].arg[" +
                                             std::to_string(arg.slot) + "]"));
        }
    }
    // Constants the kernel shares with the C++ side come from there too.
    CHECK_THAT(glsl_kernel_args("scan_blocks.comp"), Catch::Contains("const uint kNoSums = 0xFFFFFFFFu;"));
    static_assert(kStatusShift == 30);
    CHECK_THAT(pass, Catch::Contains("const uint kStatusShift = 0x1Eu;"));
    CHECK_THROWS_AS(glsl_kernel_args("no_such_kernel.comp"), std::invalid_argument);
}

TEST_CASE("the generated names and the list of kernel files follow the catalogue", "[cpu][catalogue][glsl]") {
    CHECK(glsl_args_name("radix_count.comp") == "generated/radix_count.args.glsl");
    const std::vector<std::string_view> files = kernel_files();
    // radix_count.comp serves two kernels (radix's count and onesweep's portable count): listed once.
    CHECK(files.size() == all_kernels().size() - 1);
    CHECK(std::count(files.begin(), files.end(), "radix_count.comp") == 1);
}
