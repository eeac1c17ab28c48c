// sortscope-cli bench without a GPU: parsing --log2n ranges and --algo lists, and the CSV and JSON of
// the measurements (one column per field, quoting, the times as a list).
#include <algorithm>

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/traffic.hpp"
#include "arguments.hpp"
#include "bench_files.hpp"
#include "bench_options.hpp"
#include "record_builder.hpp"

using namespace sortscope;

TEST_CASE("bench's --log2n takes a range A..B or one size", "[cli][bench]") {
    const cli::Log2nRange range = cli::parse_log2n_range("8..12");
    CHECK(range.first == 8);
    CHECK(range.last == 12);
    const cli::Log2nRange single = cli::parse_log2n_range("20");
    CHECK(single.first == 20);
    CHECK(single.last == 20);
    CHECK(cli::parse_log2n_range("0..31").last == 31);
    CHECK(cli::parse_log2n_range("8..12").log2ns == std::vector<uint32_t>{8, 9, 10, 11, 12});
}

TEST_CASE("bench's --log2n takes a list of sizes and ranges, in rising order", "[cli][bench]") {
    const cli::Log2nRange list = cli::parse_log2n_range("20,24");
    CHECK(list.log2ns == std::vector<uint32_t>{20, 24});
    CHECK(list.first == 20);
    CHECK(list.last == 24);
    CHECK(cli::parse_log2n_range("16,8..10,4").log2ns == std::vector<uint32_t>{4, 8, 9, 10, 16});
    CHECK_THROWS_WITH(cli::parse_log2n_range("20,20"), "--log2n 20,20: size 20 is given twice");
    CHECK_THROWS_WITH(cli::parse_log2n_range("8..12,10"), "--log2n 8..12,10: size 10 is given twice");
    CHECK_THROWS_WITH(cli::parse_log2n_range("20,"), Catch::Contains("'20,' is not a size range"));
    CHECK_THROWS_WITH(cli::parse_log2n_range("20,x"), Catch::Contains("'x' is not a whole number"));
    CHECK_THROWS_WITH(cli::parse_log2n_range("20,12..8"), "--log2n 12..8: the first size is larger than the last");
}

TEST_CASE("bench's --log2n refuses reversed, open, negative, too large and non-numeric ranges with a reason", "[cli][bench]") {
    CHECK_THROWS_WITH(cli::parse_log2n_range("12..8"), "--log2n 12..8: the first size is larger than the last");
    CHECK_THROWS_WITH(cli::parse_log2n_range("8.."), Catch::Contains("'8..' is not a size range"));
    CHECK_THROWS_WITH(cli::parse_log2n_range("..8"), Catch::Contains("is not a size range"));
    CHECK_THROWS_WITH(cli::parse_log2n_range("32"), Catch::Contains("'32' is larger than 31"));
    CHECK_THROWS_WITH(cli::parse_log2n_range("-1..4"), Catch::Contains("negative"));
    CHECK_THROWS_WITH(cli::parse_log2n_range("8-12"), Catch::Contains("'8-12' is not a whole number"));
    CHECK_THROWS_AS(cli::parse_log2n_range("8...12"), cli::UsageError);
}

TEST_CASE("bench's --algo takes all, or ids in the order given", "[cli][bench]") {
    const auto all = cli::parse_algorithm_list("all");
    REQUIRE(all.size() == algo::all_algorithms().size());
    for (size_t i = 0; i < all.size(); ++i) CHECK(all[i] == &algo::all_algorithms()[i]);
    const auto two = cli::parse_algorithm_list("radix,bitonic");
    REQUIRE(two.size() == 2);
    CHECK(two[0]->id == "radix");
    CHECK(two[1]->id == "bitonic");
    CHECK(cli::parse_algorithm_list("rank").size() == 1);
}

TEST_CASE("bench's --algo refuses unknown ids, empty items and repeats with a reason", "[cli][bench]") {
    CHECK_THROWS_WITH(cli::parse_algorithm_list("bitonic,nope"), Catch::StartsWith("--algo: unknown algorithm 'nope' (known: bitonic,"));
    CHECK_THROWS_WITH(cli::parse_algorithm_list("bitonic,,radix"), Catch::Contains("has an empty item"));
    CHECK_THROWS_WITH(cli::parse_algorithm_list("bitonic,"), Catch::Contains("has an empty item"));
    CHECK_THROWS_WITH(cli::parse_algorithm_list(""), Catch::Contains("has an empty item"));
    CHECK_THROWS_WITH(cli::parse_algorithm_list("radix,radix"), "--algo: 'radix' is listed twice");
    CHECK_THROWS_WITH(cli::parse_algorithm_list("All"), Catch::Contains("unknown algorithm 'All'"));
}

namespace {

measure::BenchRecord sample_record() {
    measure::BenchRecord record;
    record.kind = "gpu";
    record.algorithm = "bitonic";
    record.n = 4096;
    record.log2n = 12;
    record.reps = 3;
    record.times_ms = {1.5, 1.25, 2.0};
    record.median_ms = 1.5;
    record.min_ms = 1.25;
    record.keys_per_s = 4096 / 1.5e-3;
    record.renderer = "llvmpipe (LLVM 15.0.6, 256 bits), \"quoted\"";
    record.timer = "GL_TIMESTAMP";
    record.checked = true;
    return record;
}

}  // namespace

TEST_CASE("CSV fields with commas or quotes are quoted, quotes doubled", "[cli][bench][export]") {
    CHECK(measure::csv_field("plain") == "plain");
    CHECK(measure::csv_field("a, b") == "\"a, b\"");
    CHECK(measure::csv_field("say \"hi\"") == "\"say \"\"hi\"\"\"");
    CHECK(measure::csv_field("") == "");
}

TEST_CASE("bench CSV has a header and one row per record, one column per field, times joined by spaces", "[cli][bench][export]") {
    measure::BenchRecord skipped = sample_record();
    skipped.algorithm = "rank";
    skipped.times_ms.clear();
    skipped.median_ms.reset();
    skipped.min_ms.reset();
    skipped.keys_per_s.reset();
    skipped.checked = false;
    skipped.skipped = "one run would take about 3 s";
    measure::BenchRecord clocked = sample_record();  // where NVML read the shader clock (NVIDIA)
    clocked.sm_clock_mhz = 1695;
    clocked.max_sm_clock_mhz = 1980;
    const std::vector<measure::BenchRecord> records = {clocked, skipped};
    const std::string csv = measure::bench_csv(records);
    const std::string header = csv.substr(0, csv.find('\n'));
    CHECK(header.rfind("kind,algorithm,n,batch,log2n,key_type,values,descending,radix_bits,wg,dispatches,reps,"
                       "median_ms,min_ms,times_ms,keys_per_s,", 0) == 0);
    CHECK_THAT(csv, Catch::Contains(",3,1.5,1.25,1.5 1.25 2,2730667,"));
    // A whole-run row leaves the dispatch columns (step, kernel, description) empty; the lowest shader
    // clock and the highest follow the timer, empty where no clock was read.
    CHECK_THAT(csv, Catch::Contains(",\"llvmpipe (LLVM 15.0.6, 256 bits), \"\"quoted\"\"\",GL_TIMESTAMP,1695,1980,true,,,,\n"));
    CHECK_THAT(csv, Catch::Contains(",GL_TIMESTAMP,,,false,one run would take about 3 s,"));
    CHECK_THAT(csv, Catch::Contains(",3,,,,,,0,,,"));  // the skipped row: no times, no rates
    CHECK_THAT(csv, Catch::EndsWith(",false,one run would take about 3 s,,,\n"));
    CHECK(std::count(csv.begin(), csv.end(), '\n') == 3);
}

TEST_CASE("bench JSON holds the same fields, times as an array and missing numbers as null", "[cli][bench][export]") {
    measure::BenchRecord skipped = sample_record();
    skipped.median_ms.reset();
    skipped.skipped = "out of GPU memory";
    const std::vector<measure::BenchRecord> records = {sample_record(), skipped};
    const nlohmann::json json = nlohmann::json::parse(measure::bench_json(records, "the renderer", "GL_TIMESTAMP"));
    CHECK(json["renderer"] == "the renderer");
    CHECK(json["timer"] == "GL_TIMESTAMP");
    REQUIRE(json["measurements"].size() == 2);
    const nlohmann::json& first = json["measurements"][0];
    for (const std::string& column : measure::bench_columns()) {
        INFO(column);
        CHECK(first.contains(column));
    }
    CHECK(first.size() == measure::bench_columns().size());
    CHECK(first["times_ms"] == nlohmann::json::array({1.5, 1.25, 2.0}));
    CHECK(first["median_ms"] == 1.5);
    CHECK(first["skipped"].is_null());
    CHECK(first["checked"] == true);
    CHECK(json["measurements"][1]["median_ms"].is_null());
    CHECK(json["measurements"][1]["skipped"] == "out of GPU memory");
}

TEST_CASE("bench calls a size's timed runs unsteady when their median is over 1.10 times the fastest, with three runs or more",
          "[cli][bench]") {
    measure::BenchRecord record = sample_record();
    auto times = [&](std::vector<double> ms) {
        record.times_ms = ms;
        std::vector<double> sorted = ms;
        std::sort(sorted.begin(), sorted.end());
        record.min_ms = sorted.front();
        record.median_ms = sorted[sorted.size() / 2];
    };
    times({7.52, 13.0, 13.2});  // the H200's 2^28 keys: two slow runs of three
    REQUIRE(measure::unsteady_spread(record));
    CHECK(*measure::unsteady_spread(record) == Approx(13.0 / 7.52));
    times({7.51, 7.51, 7.52});  // the next process: steady
    CHECK_FALSE(measure::unsteady_spread(record));
    times({1.0, 1.10, 1.5});  // the median exactly at the limit is steady; one slow run alone moves no median
    CHECK_FALSE(measure::unsteady_spread(record));
    times({1.0, 1.11, 1.5});
    CHECK(measure::unsteady_spread(record));
    times({1.0, 2.0});  // two runs have no median to judge
    CHECK_FALSE(measure::unsteady_spread(record));
    times({1.0, 2.0, 2.0});
    record.min_ms = 0.0;  // no fastest run to divide by
    CHECK_FALSE(measure::unsteady_spread(record));
}

TEST_CASE("bench CSV and JSON give the share of the copy bandwidth each median reaches and what it was checked against",
          "[cli][bench][export]") {
    measure::BenchRecord record = sample_record();
    record.bytes_per_key_model = 100.0;
    record.ceiling_keys_per_s = 2e9 / 100.0;  // a copy bandwidth of 2 GB/s over 100 bytes per key
    record.checked_against = "a stable LSD radix sort on 16 CPU threads";
    // keys/s x bytes per key / copy bandwidth: 2730667 x 100 / 2e9 = 0.1365333.
    REQUIRE(measure::copy_bandwidth_share(record));
    CHECK(*measure::copy_bandwidth_share(record) == Approx(4096 / 1.5e-3 * 100.0 / 2e9));
    CHECK_THAT(measure::bench_csv(std::vector<measure::BenchRecord>{record}),
               Catch::Contains(",100,2e+07,0.1365333,a stable LSD radix sort on 16 CPU threads,\"llvmpipe"));
    const nlohmann::json json =
        nlohmann::json::parse(measure::bench_json(std::vector<measure::BenchRecord>{record}, "r", "t"));
    CHECK(json["measurements"][0]["copy_bandwidth_share"].get<double>() == Approx(0.1365333));
    CHECK(json["measurements"][0]["checked_against"] == "a stable LSD radix sort on 16 CPU threads");
    // Without a copy measurement (no ceiling) there is no share.
    record.ceiling_keys_per_s.reset();
    CHECK_FALSE(measure::copy_bandwidth_share(record));
    const nlohmann::json no_copy =
        nlohmann::json::parse(measure::bench_json(std::vector<measure::BenchRecord>{record}, "r", "t"));
    CHECK(no_copy["measurements"][0]["copy_bandwidth_share"].is_null());
}

TEST_CASE("dispatch records give each dispatch its runs, modelled bytes, GB/s and share of the copy bandwidth",
          "[cli][bench][export]") {
    algo::Options options;
    options.n = 16;
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(options);
    REQUIRE(plan.steps.size() == 10);
    std::vector<std::vector<double>> times(plan.steps.size());
    for (size_t s = 0; s < times.size(); ++s) times[s] = {3.0 * static_cast<double>(s + 1), 1.0 * static_cast<double>(s + 1), 2.0 * static_cast<double>(s + 1)};
    const measure::BenchRecord run = sample_record();
    const std::vector<measure::BenchRecord> rows = measure::RecordBuilder::dispatch_rows(run, plan, times, 10.0);
    REQUIRE(rows.size() == plan.steps.size());
    for (size_t s = 0; s < rows.size(); ++s) {
        const measure::BenchRecord& row = rows[s];
        INFO(algo::describe(plan.steps[s]));
        CHECK(row.kind == "dispatch");
        CHECK(row.algorithm == run.algorithm);
        REQUIRE(row.step);
        CHECK(*row.step == s);
        CHECK(row.kernel == "bitonic_step.comp");
        CHECK(row.description == algo::describe(plan.steps[s]));
        CHECK(row.times_ms == times[s]);
        CHECK(row.reps == 3);
        const double median = 2.0 * static_cast<double>(s + 1);
        REQUIRE(row.median_ms);
        CHECK(*row.median_ms == Approx(median));
        CHECK(*row.min_ms == Approx(1.0 * static_cast<double>(s + 1)));
        const auto bytes = static_cast<double>(algo::step_bytes(plan, plan.steps[s]));
        REQUIRE(bytes > 0.0);
        CHECK(*row.bytes_per_key_model == Approx(bytes / 16.0));
        CHECK(*row.gb_per_s == Approx(bytes / (median * 1e6)));
        REQUIRE(measure::copy_bandwidth_share(row));
        CHECK(*measure::copy_bandwidth_share(row) == Approx(*row.gb_per_s / 10.0));
    }
    // Without a copy measurement there is no share; the CSV holds the dispatch columns.
    CHECK_FALSE(measure::copy_bandwidth_share(measure::RecordBuilder::dispatch_rows(run, plan, times, std::nullopt)[0]));
    const std::string csv = measure::bench_csv(rows);
    CHECK_THAT(csv, Catch::Contains(",0,bitonic_step.comp,"));
    CHECK_THAT(csv, Catch::Contains(",9,bitonic_step.comp,"));
}
