// The cost model and the split rank plans: a split plan covers every column once, only its last
// dispatch moves keys, its CPU reference gives exactly the unsplit result, and the estimates, budgets
// and the largest n within a limit behave as cost.hpp says.
#include <catch2/catch.hpp>

#include <optional>
#include <string>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/cost.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/rank/rank.hpp"
#include "algorithms/verify/check.hpp"
#include "algorithms/sorts/rank/rank_options.hpp"

using namespace sortscope::algo;

namespace {

DeviceSpeed test_speed() {
    DeviceSpeed speed;
    speed.comparisons_per_ms = 1e6;
    speed.bytes_per_ms = 1e7;
    speed.dispatch_ms = 0.0;
    speed.source = "a test";
    return speed;
}

}  // namespace

TEST_CASE("a split rank plan covers every column once and only its last dispatch moves the keys", "[cpu][rank][chunk]") {
    for (const char* id : {"rank", "rank-shared"}) {
        for (uint32_t n : {1u, 9u, 100u, 257u}) {
            Options options = sized(n, 16);
            set_block_factor(options, 2);
            options.device.max_dispatch_comparisons = uint64_t{5} * n;
            const Plan plan = find_algorithm(id)->build(options);
            INFO(id << ", n = " << n);
            uint32_t next = 0;
            for (size_t s = 0; s < plan.steps.size(); ++s) {
                const RankColumns columns = rank_columns(plan.steps[s]);
                CHECK(columns.first == next);
                CHECK(columns.end > columns.first);
                CHECK(columns.first_chunk == (s == 0));
                CHECK(columns.last_chunk == (s + 1 == plan.steps.size()));
                CHECK(plan.steps[s].moves == columns.last_chunk);
                next = columns.end;
            }
            CHECK(next == n);
            const uint32_t width = std::string(id) == "rank" ? 5 : 32;
            CHECK(plan.steps.size() == (n + width - 1) / width);
        }
    }
}

TEST_CASE("the CPU reference of a split rank plan equals the unsplit one, batches, values and f32 included", "[cpu][rank][chunk]") {
    for (const char* id : {"rank", "rank-shared"}) {
        for (uint32_t n : {2u, 31u, 300u}) {
            Options options = sized(n, 32);
            options.batch = 3;
            options.values = true;
            options.key_type = KeyType::F32;
            options.descending = n == 31;
            const std::vector<uint32_t> keys = generate_input(Distribution::FewUnique, n, 3, options.key_type, n);
            const std::vector<uint32_t> values = index_values(keys.size());
            const SortResult whole = reference_sort(find_algorithm(id)->build(options), keys, values);
            options.device.max_dispatch_comparisons = uint64_t{7} * n * 3;
            const Plan split = find_algorithm(id)->build(options);
            INFO(id << ", n = " << n << ", " << split.steps.size() << " dispatches");
            if (n > 32) CHECK(split.steps.size() > 1);
            const SortResult result = reference_sort(split, keys, values);
            CHECK(result.keys == whole.keys);
            CHECK(result.values == whole.values);
            CHECK(result.effect.comparisons == whole.effect.comparisons);
        }
    }
}

TEST_CASE("estimates add comparisons and bytes over the device's rates, per dispatch", "[cpu][cost]") {
    const DeviceSpeed speed = test_speed();
    const Plan rank = build_rank_plan(sized(1000));
    CHECK(step_work(rank, rank.steps[0]).comparisons == 1000000);
    CHECK(estimate_plan_ms(rank, speed) == Approx(1.0));
    Options split_options = sized(1000);
    split_options.device.max_dispatch_comparisons = comparison_budget(speed, 0.1);  // 100,000: 100 columns
    const Plan split = build_rank_plan(split_options);
    CHECK(split.steps.size() == 10);
    CHECK(estimate_plan_ms(split, speed) == Approx(1.0));
    CHECK(longest_dispatch(split, speed).ms == Approx(0.1));
    const Plan bitonic = find_algorithm("bitonic")->build(sized(1024));
    CHECK(step_work(bitonic, bitonic.steps[0]).comparisons == 0);
    CHECK(step_work(bitonic, bitonic.steps[0]).bytes > 0);
}

TEST_CASE("a run past its time limit is refused with the largest n that fits a device twice as slow", "[cpu][cost][budget]") {
    const DeviceSpeed speed = test_speed();
    const AlgorithmInfo& rank = *find_algorithm("rank");
    // n^2 comparisons at 10^6 per ms: twice the estimate within 10 ms holds n = 2236 (2236^2 = 4,999,696),
    // found to within 1/256.
    const auto refused = run_too_long(rank, sized(10000000), speed, 10.0, "the 0.01 s limit");
    REQUIRE(refused.has_value());
    CHECK_THAT(*refused, Catch::StartsWith("rank at n = 10000000 would take about 1.16 days on this device, over the "
                                           "0.01 s limit; the largest n that fits is about 22"));
    CHECK_THAT(*refused, Catch::EndsWith(" (with room for a device twice as slow; estimated from a test)"));
    const size_t at = refused->find("is about ") + 9;
    const unsigned long suggested = std::stoul(refused->substr(at));
    CHECK(suggested <= 2236);
    CHECK(suggested >= 2236 - 2236 / 256);
    CHECK_FALSE(run_too_long(rank, sized(3000), speed, 10.0, "the limit").has_value());
    CHECK_THAT(*run_too_long(rank, sized(100), speed, 1e-9, "the limit"), Catch::Contains("not even n = 1 fits"));
}

TEST_CASE("durations read in the unit that suits them", "[cpu][cost]") {
    CHECK(duration_text(12.34) == "12.3 ms");
    CHECK(duration_text(4500) == "4.5 s");
    CHECK(duration_text(192000) == "3.2 min");
    CHECK(duration_text(5.1 * 3600e3) == "5.1 h");
    CHECK(duration_text(2.5 * 86400e3) == "2.5 days");
}

namespace {

// The n a refusal suggests ("the largest n that fits is about 2850816 (...").
uint32_t suggested_n(const std::string& refusal) {
    const size_t at = refusal.find("the largest n that fits is about ");
    REQUIRE(at != std::string::npos);
    return static_cast<uint32_t>(std::stoul(refusal.substr(at + 33)));
}

}  // namespace

TEST_CASE("every algorithm's suggested largest n is accepted when asked for", "[cpu][cost][budget]") {
    // Issue 49: rank's suggested n was then refused for its time, bitonic's was over the device's
    // 128 MiB storage buffer. The time check and the buffer bound are asked at the suggestion, with the
    // rates of llvmpipe on a 2-core machine (bytes, comparisons) and of a fast GPU.
    DeviceSpeed slow = test_speed();
    slow.comparisons_per_ms = 2e5;
    slow.bytes_per_ms = 2e6;
    slow.dispatch_ms = 0.2;
    DeviceSpeed fast = test_speed();
    fast.comparisons_per_ms = 1e9;
    fast.bytes_per_ms = 3e9;
    fast.dispatch_ms = 0.005;
    const uint64_t max_buffer = uint64_t{128} << 20;  // llvmpipe's GL_MAX_SHADER_STORAGE_BLOCK_SIZE
    for (const AlgorithmInfo& info : all_algorithms()) {
        for (const DeviceSpeed& speed : {slow, fast}) {
            for (const double limit_ms : {2e3, 60e3}) {
                INFO(info.id << " at " << speed.bytes_per_ms << " bytes per ms, limit " << limit_ms << " ms");
                std::optional<std::string> refused;
                uint32_t asked = (1u << 30) - 1;  // onesweep's largest n; the others take it too
                refused = run_too_long(info, sized(asked), speed, limit_ms, "the limit", max_buffer);
                REQUIRE(refused.has_value());
                INFO(*refused);
                const uint32_t suggestion = suggested_n(*refused);
                REQUIRE(suggestion >= 1);
                const std::optional<std::string> again = run_too_long(info, sized(suggestion), speed, limit_ms, "the limit", max_buffer);
                CHECK_FALSE(again.has_value());
                // It is within the buffer bound itself, not only the time.
                CHECK(largest_buffer_bytes(info.build(sized(suggestion))) <= max_buffer);
            }
        }
    }
}
