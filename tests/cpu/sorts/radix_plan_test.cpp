// The radix plan (seed 004): 32 / b digits of count, scan levels and scatter, against the closed forms;
// tile sizes that fit the GL minimum of shared memory; buffer sizes within 3x the keys and payload; the
// multi-level scan's reference on tables of 1, 2 and 3 levels; and what describe says.
#include <catch2/catch.hpp>

#include <numeric>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "radix_options.hpp"

using namespace sortscope::algo;
using sortscope::test::radix_options;

namespace {

// Levels of a scan of `entries` in blocks of `block`: the smallest L >= 1 with ceil(entries / block^L) = 1.
uint32_t closed_form_levels(uint64_t entries, uint64_t block) {
    uint32_t levels = 1;
    for (uint64_t reach = block; reach < entries; reach *= block) ++levels;
    return levels;
}

std::vector<uint32_t> exclusive_scan(const std::vector<uint32_t>& values) {
    std::vector<uint32_t> scanned(values.size());
    std::exclusive_scan(values.begin(), values.end(), scanned.begin(), 0u);
    return scanned;
}

}  // namespace

TEST_CASE("radix plan has 32/b digits of 2L+1 dispatches: count, L scan levels, L-1 adds, scatter",
          "[cpu][plan][radix]") {
    for (uint32_t bits : {2u, 4u, 8u}) {
        for (uint32_t local_size : {1u, 4u, 64u, 256u, 1024u}) {
            for (uint32_t n : {2u, 1000u, 5000u, 1u << 20}) {
                for (uint32_t batch : {1u, 3u}) {
                    const Options options = radix_options(n, local_size, bits, batch);
                    const Plan plan = build_radix_plan(options);
                    const RadixLayout layout = radix_layout(options);
                    INFO(bits << "-bit digits, wg " << local_size << ", n = " << n << ", batch " << batch);
                    const uint32_t digits = 32 / bits;
                    const uint32_t groups = (n + layout.tile - 1) / layout.tile;
                    const uint64_t entries = uint64_t{batch} * (1u << bits) * groups;
                    const uint32_t levels = closed_form_levels(entries, uint64_t{local_size} * kScanItems);
                    CHECK(layout.digits == digits);
                    CHECK(layout.groups == groups);
                    CHECK(layout.table_entries == entries);
                    REQUIRE(layout.levels.size() == levels);
                    REQUIRE(plan.steps.size() == digits * (2 * levels + 1));
                    size_t s = 0;
                    for (uint32_t digit = 0; digit < digits; ++digit) {
                        const Pair source = digit % 2 == 0 ? Pair::Primary : Pair::Alternate;
                        const Step& count = plan.steps[s++];
                        INFO(describe(count));
                        CHECK(count.kernel == KernelId::RadixCount);
                        CHECK(radix_args(count).shift == digit * bits);
                        CHECK(count.groups == groups);
                        CHECK(count.z_groups == 0);
                        CHECK(count.source == source);
                        CHECK_FALSE(count.moves);
                        for (uint32_t l = 0; l < levels; ++l) {
                            const Step& scan = plan.steps[s++];
                            INFO(describe(scan));
                            CHECK(scan.kernel == KernelId::ScanBlocks);
                            CHECK(scan_args(scan).level == l);
                            CHECK(scan.groups == layout.levels[l].blocks);
                            CHECK(scan.z_groups == 1);  // one table for the whole batch
                            CHECK((scan_args(scan).sums == kNoSums) == (l + 1 == levels));
                            CHECK_FALSE(scan.moves);
                        }
                        for (uint32_t l = levels - 1; l-- > 0;) {
                            const Step& add = plan.steps[s++];
                            INFO(describe(add));
                            CHECK(add.kernel == KernelId::ScanAdd);
                            CHECK(scan_args(add).level == l);
                            CHECK(add.z_groups == 1);
                        }
                        const Step& scatter = plan.steps[s++];
                        INFO(describe(scatter));
                        CHECK(scatter.kernel == KernelId::RadixScatter);
                        CHECK(radix_args(scatter).shift == digit * bits);
                        CHECK(scatter.source == source);
                        CHECK(scatter.moves);
                        CHECK(scatter.z_groups == 0);
                    }
                    // 16, 8 or 4 scatters: the keys end in the primary pair.
                    CHECK(plan.keys_after(plan.steps.size()) == Pair::Primary);
                }
            }
        }
    }
}

TEST_CASE("radix has 16, 8 and 4 digits for 2, 4 and 8 bits, and no dispatch for n <= 1", "[cpu][plan][radix]") {
    auto scatters = [](const Plan& plan) {
        size_t count = 0;
        for (const Step& step : plan.steps) count += step.kernel == KernelId::RadixScatter ? 1 : 0;
        return count;
    };
    CHECK(scatters(build_radix_plan(radix_options(100, 64, 2))) == 16);
    CHECK(scatters(build_radix_plan(radix_options(100, 64, 4))) == 8);
    CHECK(scatters(build_radix_plan(radix_options(100, 64, 8))) == 4);
    CHECK(scatters(build_radix_plan(sized(100, 64))) == 8);  // 4 bits by default
    for (uint32_t n : {0u, 1u}) {
        const Plan plan = build_radix_plan(radix_options(n, 64, 4, 2));
        CHECK(plan.steps.empty());
        CHECK(plan.buffer_words[static_cast<size_t>(BufferId::Counts)] == 0);
    }
    CHECK_THROWS_WITH(build_radix_plan(radix_options(100, 64, 3)), Catch::Contains("2, 4 or 8"));
}

TEST_CASE("radix tiles fit the GL minimum of 32 KiB shared memory with up to 8 keys per invocation",
          "[cpu][plan][radix]") {
    for (uint32_t bits : {2u, 4u, 8u}) {
        for (uint32_t local_size = 1; local_size <= 1024; local_size *= 2) {
            const uint32_t bins = 1u << bits;
            const uint32_t items = radix_items(local_size, bins, 32768);
            const bool counters = radix_counter_ranking(local_size, bins, 32768);
            INFO(bits << "-bit digits, wg " << local_size << ": " << items << " keys per invocation, "
                      << (counters ? "counters" : "splits"));
            CHECK(radix_scatter_shared_words(local_size, items, bins, counters) * 4 <= 32768);
            CHECK(items <= kRadixMaxItems);
            // The largest that fits: twice as many would not (or 8 is the cap).
            CHECK((items == kRadixMaxItems || radix_scatter_shared_words(local_size, 2 * items, bins, counters) * 4 > 32768));
        }
    }
    // Splits (8-bit digits): 3 * tile + local size + bins words: at 32 KiB, 256 invocations take 8 keys,
    // 512 take 4, 1024 take 2.
    CHECK(radix_items(256, 256, 32768) == 8);
    CHECK(radix_items(512, 256, 32768) == 4);
    CHECK(radix_items(1024, 256, 32768) == 2);
    // Counters (16 bins): 8 words per invocation beside the padded tile. 1024 invocations' counters do
    // not fit 32 KiB (splits, 2 keys) but fit 48 KiB with 1 key; 512 take 4 keys at 48 KiB.
    CHECK(radix_items(1024, 16, 32768) == 2);
    CHECK(radix_items(1024, 16, 49152) == 1);
    CHECK(radix_items(512, 16, 49152) == 4);
}

TEST_CASE("radix ranks with counters up to 16 bins where they fit, with one-bit splits otherwise", "[cpu][plan][radix]") {
    CHECK(radix_counter_ranking(256, 16, 32768));
    CHECK(radix_counter_ranking(256, 4, 32768));
    CHECK(radix_counter_ranking(1024, 4, 32768));
    CHECK_FALSE(radix_counter_ranking(1024, 16, 32768));  // 8 * 1024 counter words alone are 32 KiB
    CHECK_FALSE(radix_counter_ranking(64, 256, uint32_t{1} << 20));  // 256 bins always split
}

TEST_CASE("radix uses two key pairs and a count table: at most 3x the key and payload bytes plus small tables",
          "[cpu][plan][radix]") {
    for (uint32_t bits : {2u, 4u, 8u}) {
        for (uint32_t local_size : {64u, 256u, 1024u}) {
            for (uint32_t n : {2u, 100u, 4097u, 1u << 20}) {
                for (bool values : {false, true}) {
                    for (uint32_t batch : {1u, 4u}) {
                        Options options = radix_options(n, local_size, bits, batch);
                        options.values = values;
                        const Plan plan = build_radix_plan(options);
                        const RadixLayout layout = radix_layout(options);
                        INFO(bits << "-bit digits, wg " << local_size << ", n = " << n << ", batch " << batch
                                  << (values ? " + values" : ""));
                        const uint64_t keys = uint64_t{n} * batch;
                        CHECK(plan.buffer_words[static_cast<size_t>(BufferId::Keys)] == keys);
                        CHECK(plan.buffer_words[static_cast<size_t>(BufferId::KeysAlt)] == keys);
                        CHECK(plan.buffer_words[static_cast<size_t>(BufferId::Values)] == (values ? keys : 0));
                        CHECK(plan.buffer_words[static_cast<size_t>(BufferId::ValuesAlt)] == (values ? keys : 0));
                        // The table and every level of block totals, one after another.
                        uint64_t counts = 0;
                        for (const ScanLevel& level : layout.levels) {
                            CHECK(level.offset == counts);
                            counts += level.length;
                        }
                        CHECK(plan.buffer_words[static_cast<size_t>(BufferId::Counts)] == counts);
                        uint64_t bytes = 0;
                        for (uint64_t words : plan.buffer_words) bytes += words * 4;
                        const uint64_t data_bytes = keys * 4 * (values ? 2 : 1);
                        // Small tables: one column of bins per array, and a few words of block totals.
                        CHECK(bytes <= 3 * data_bytes + 4 * (2 * uint64_t{batch} * layout.bins + 64));
                    }
                }
            }
        }
    }
}

TEST_CASE("the multi-level scan reference is one exclusive scan of the table, with 1, 2 and 3 levels",
          "[cpu][scan][radix]") {
    // 2-bit digits at work-group size 4: tiles of 32 keys, scan blocks of 16 entries, a table of 4 * G.
    struct Case {
        uint32_t n;
        uint32_t batch;
        size_t levels;
    };
    for (const Case c : {Case{100, 1, 1}, Case{500, 1, 2}, Case{3200, 1, 3}, Case{1000, 3, 3}}) {
        const Options options = radix_options(c.n, 4, 2, c.batch);
        const Plan plan = build_radix_plan(options);
        const RadixLayout layout = radix_layout(options);
        INFO("n = " << c.n << ", batch " << c.batch << ": " << layout.table_entries << " entries");
        REQUIRE(layout.scan_block == 16);
        REQUIRE(layout.levels.size() == c.levels);
        // Any table: the scan must not depend on the values being counts.
        const std::vector<uint32_t> input = generate_keys(Distribution::Random, c.n * c.batch, 11);
        State state = make_state(plan, input);
        std::vector<uint32_t>& counts = state[BufferId::Counts];
        std::vector<uint32_t> table(layout.table_entries);
        for (size_t i = 0; i < table.size(); ++i) table[i] = input[i % input.size()] % 1000;
        std::copy(table.begin(), table.end(), counts.begin());
        // The scan steps of digit 0: after the count, up to the scatter.
        for (size_t s = 1; plan.steps[s].kernel != KernelId::RadixScatter; ++s) reference_step(plan, plan.steps[s], state);
        const std::vector<uint32_t> scanned(counts.begin(), counts.begin() + layout.table_entries);
        CHECK(scanned == exclusive_scan(table));
        // Level l + 1 ends as the exclusive scan of level l's block totals (it was added to level l).
        for (size_t l = 1; l < layout.levels.size(); ++l) {
            const ScanLevel& below = layout.levels[l - 1];
            const ScanLevel& level = layout.levels[l];
            REQUIRE(level.length == below.blocks);
            // Level l's entries before its own scan were level l - 1's block totals; their exclusive scan is
            // the first entry of each block of level l - 1 after the whole scan.
            for (uint32_t b = 0; b < level.length; ++b) {
                INFO("level " << l << ", entry " << b);
                CHECK(counts[level.offset + b] == counts[below.offset + b * layout.scan_block]);
            }
        }
    }
}

TEST_CASE("radix describe names the digit, its bits, the bins, the tiles and the scan blocks", "[cpu][plan][radix]") {
    // 128 invocations x 8 keys: 64 tiles of 1024 keys; a 1024-entry table in 2 blocks of 512.
    const Plan plan = build_radix_plan(radix_options(65536, 128, 4));
    REQUIRE(plan.steps.size() == 8 * 5);
    const Step& count = plan.steps[2 * 5];
    CHECK(describe(count) ==
          "radix digit 2 of 8 (bits 8..11): count 16 bins in each of 64 tiles of 1024 keys (128 invocations x 8 keys)");
    CHECK_THAT(describe(plan.steps[2 * 5 + 1]),
               Catch::StartsWith("radix digit 2 of 8: prefix sum of the 1024-entry count table, level 0: scan 2 blocks of 512"));
    CHECK_THAT(describe(plan.steps[2 * 5 + 2]), Catch::Contains("level 1: scan the 2 block totals of level 0"));
    CHECK_THAT(describe(plan.steps[2 * 5 + 3]), Catch::Contains("level 0: add the scanned totals of level 1"));
    CHECK_THAT(describe(plan.steps[2 * 5 + 4]), Catch::Contains("stable scatter of digit 2 into 16 bins"));
}
