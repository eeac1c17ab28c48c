// Typed kernel arguments: a struct's fields go to the slots their order gives (Params into
// StepParams::arg, Defines into Step::variant) and come back as they went in, bools and enums included.
#include <catch2/catch.hpp>

#include "algorithms/plan/kernel_args.hpp"

using namespace sortscope::algo;

namespace {

enum class Flavour : uint32_t { Plain = 0, Sour = 2 };

struct ExampleArgs {
    uint32_t first;
    bool flag;
    uint32_t width;     // a Define between the Params: its slot counts among the Defines only
    uint32_t last;
    Flavour flavour;

    static constexpr auto fields() {
        return std::array{param<&ExampleArgs::first>("first"), param<&ExampleArgs::flag>("flag"),
                          define<&ExampleArgs::width>("WIDTH"), param<&ExampleArgs::last>("last"),
                          define<&ExampleArgs::flavour>("FLAVOUR", ArgFormat::Int)};
    }
};

}  // namespace

TEST_CASE("kernel arguments take their slots in field order, Params and Defines counted apart", "[cpu][plan][args]") {
    const auto& infos = kArgInfos<ExampleArgs>;
    REQUIRE(infos.size() == 5);
    CHECK(infos[0].name == "first");
    CHECK(infos[0].place == ArgPlace::Param);
    CHECK(infos[0].slot == 0);
    CHECK(infos[1].format == ArgFormat::Bool);
    CHECK(infos[1].slot == 1);
    CHECK(infos[2].place == ArgPlace::Define);
    CHECK(infos[2].slot == 0);
    CHECK(infos[3].slot == 2);
    CHECK(infos[4].place == ArgPlace::Define);
    CHECK(infos[4].format == ArgFormat::Int);
    CHECK(infos[4].slot == 1);
}

TEST_CASE("a step's arguments read back exactly as the builder wrote them", "[cpu][plan][args]") {
    Step step;
    set_args(step, ExampleArgs{7, true, 8, 0xFFFFFFFFu, Flavour::Sour});
    CHECK(step.params.arg[0] == 7);
    CHECK(step.params.arg[1] == 1);
    CHECK(step.params.arg[2] == 0xFFFFFFFFu);
    CHECK(step.params.arg[3] == 0);  // no fourth Param: untouched
    CHECK(step.variant[0] == 8);
    CHECK(step.variant[1] == 2);
    const ExampleArgs back = step_args<ExampleArgs>(step);
    CHECK(back.first == 7);
    CHECK(back.flag);
    CHECK(back.width == 8);
    CHECK(back.last == 0xFFFFFFFFu);
    CHECK(back.flavour == Flavour::Sour);
    set_args(step, ExampleArgs{7, false, 8, 0, Flavour::Plain});
    CHECK_FALSE(step_args<ExampleArgs>(step).flag);
}
