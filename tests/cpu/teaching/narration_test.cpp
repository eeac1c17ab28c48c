// Narration: the sentences the classroom reads. Here, what the start of a network plan says about its
// passes over global memory, and what a fused dispatch says about why it saves them.
#include <catch2/catch.hpp>

#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/teaching/narration.hpp"

using namespace sortscope::algo;

TEST_CASE("a fused network plan says how many passes over global memory it makes, against one per stage",
          "[cpu][narration]") {
    // 2^16 keys, tiles of 4096: dispatch 0 sorts the tiles, then passes 12..15 each take one fused
    // dispatch for their long stages and one shared dispatch: 9 passes, against 136 stages.
    Options options = sized(1u << 16);
    options.tile = 4096;
    const Plan plan = build_bitonic_shared_plan(options);
    REQUIRE(plan.steps.size() == 9);
    const std::string text = narrate_start(plan);
    CHECK_THAT(text, Catch::Contains("make 9 passes over global memory, each reading and writing all 524288 bytes"));
    CHECK_THAT(text, Catch::Contains("where one dispatch per stage would make 136"));

    // bitonic itself makes one pass per stage, and says nothing of fusing.
    const std::string plain = narrate_start(build_bitonic_plan(sized(1u << 16)));
    CHECK_THAT(plain, Catch::Contains("make 136 passes over global memory"));
    CHECK_THAT(plain, !Catch::Contains("would make"));
}

TEST_CASE("a fused bitonic dispatch says it reads and writes every key once for several stages", "[cpu][narration]") {
    Options options = sized(1u << 16);
    options.tile = 4096;
    const Plan plan = build_bitonic_shared_plan(options);
    const Step& fused = plan.steps.at(7);  // pass 15: distances 32768 .. 4096, four stages
    REQUIRE(fused.kernel == KernelId::BitonicFused);
    REQUIRE(fused.stage_count == 4);
    const std::string text = narrate(plan, fused, StepEffect{});
    CHECK_THAT(text, Catch::Contains("the distances 32768 down to 4096 cross tiles"));
    CHECK_THAT(text, Catch::Contains("every key is read and written once for 4 stages"));
}
