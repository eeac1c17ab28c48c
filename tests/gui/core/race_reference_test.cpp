// The race's reference lines: the CSV reader (core/race/race_reference.hpp), the example file shipped in
// assets/reference/, and the messages a bad file gets.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <stdexcept>
#include <string>

#include "core/race/race_reference.hpp"

using namespace sortscope::ui;

namespace {

const std::string kHeader = "series,kind,log2n,g_keys_per_s,source\n";

std::string error_of(const std::string& text) {
    try {
        (void)parse_reference_csv(text, "ref.csv");
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return "";
}

}  // namespace

TEST_CASE("a reference CSV gives one line per series with its points in order of n and its source", "[gui][core]") {
    const auto lines = parse_reference_csv("# measured elsewhere\n\n" + kHeader +
                                               "CUB SortKeys,keys,24,35.3,cub_direct.cu on an H100, 2026-11-24\r\n"
                                               "CUB SortKeys,keys,16, 1.01 ,cub_direct.cu on an H100, 2026-11-24\n"
                                               "CUB SortPairs,pairs,24,26.8,cub_direct.cu on an H100, 2026-11-24",
                                           "ref.csv");
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].series == "CUB SortKeys");
    CHECK_FALSE(lines[0].pairs);
    CHECK(lines[0].source == "cub_direct.cu on an H100, 2026-11-24");  // the rest of the row, commas and all
    REQUIRE(lines[0].points.size() == 2);
    CHECK(lines[0].points[0].log2n == 16);
    CHECK(lines[0].points[0].keys_per_s == Approx(1.01e9));
    CHECK(lines[0].points[1].log2n == 24);
    CHECK(lines[0].points[1].keys_per_s == Approx(35.3e9));
    CHECK(lines[1].pairs);
    CHECK(lines[1].points.size() == 1);
}

TEST_CASE("a bad reference CSV is refused naming the file and the line and what is wrong", "[gui][core]") {
    CHECK(error_of("") == "ref.csv: no header row (series,kind,log2n,g_keys_per_s,source)");
    CHECK(error_of(kHeader) == "ref.csv: no points after the header");
    CHECK(error_of("log2n,rate\n1,2\n") ==
          "ref.csv line 1: the header must be 'series,kind,log2n,g_keys_per_s,source', not 'log2n,rate'");
    CHECK(error_of(kHeader + "CUB,keys,24,35.3\n") ==
          "ref.csv line 2: a row needs 5 fields (series,kind,log2n,g_keys_per_s,source): 'CUB,keys,24,35.3'");
    CHECK(error_of(kHeader + ",keys,24,35.3,x\n") == "ref.csv line 2: the series has no name");
    CHECK(error_of(kHeader + "CUB,values,24,35.3,x\n") == "ref.csv line 2: kind must be keys or pairs, not 'values'");
    CHECK(error_of(kHeader + "CUB,keys,2^24,35.3,x\n") == "ref.csv line 2: log2n must be a whole number from 1 to 31, not '2^24'");
    CHECK(error_of(kHeader + "CUB,keys,32,35.3,x\n") == "ref.csv line 2: log2n must be a whole number from 1 to 31, not '32'");
    CHECK(error_of(kHeader + "CUB,keys,24,fast,x\n") == "ref.csv line 2: g_keys_per_s must be a positive number, not 'fast'");
    CHECK(error_of(kHeader + "CUB,keys,24,-1,x\n") == "ref.csv line 2: g_keys_per_s must be a positive number, not '-1'");
    CHECK(error_of(kHeader + "CUB,keys,24,35.3,\n") == "ref.csv line 2: the source is empty: say what measured it, where and when");
    CHECK(error_of(kHeader + "CUB,keys,24,35.3,x\nCUB,pairs,26,30,x\n") == "ref.csv line 3: series 'CUB' already has another kind or source");
    CHECK(error_of(kHeader + "CUB,keys,24,35.3,x\nCUB,keys,24,36,x\n") == "ref.csv line 3: series 'CUB' has two points at log2n 24");
    CHECK(error_of(kHeader + "CUB\x1b[2J,keys,24,nan,x\n") == "ref.csv line 2: g_keys_per_s must be a positive number, not 'nan'");
    CHECK(error_of(kHeader + "CUB,keys,24,inf,x\n") == "ref.csv line 2: g_keys_per_s must be a positive number, not 'inf'");
    // A rate no device reaches would stretch the race's axis over hundreds of decades.
    CHECK(error_of(kHeader + "CUB,keys,24,35.3,x\nCUB,keys,25,1e300,x\n") ==
          "ref.csv line 3: g_keys_per_s must be from 0.000001 to 10000 billion keys per second, not '1e300'");
    CHECK(error_of(kHeader + "CUB,keys,24,1e-300,x\n") ==
          "ref.csv line 2: g_keys_per_s must be from 0.000001 to 10000 billion keys per second, not '1e-300'");
    CHECK(error_of(kHeader + "CUB,keys,24,10001,x\n").find("not '10001'") != std::string::npos);
    CHECK(error_of(kHeader + "CUB,keys,24,10000,x\n").empty());
}

TEST_CASE("the reference file that cannot be read is named", "[gui][core]") {
    CHECK_THROWS_WITH(read_reference_csv("/nonexistent/cub.csv"),
                      "cannot read the reference file '/nonexistent/cub.csv': No such file or directory");
}

TEST_CASE("a reference file that is a FIFO or a folder is refused at once, naming it", "[gui][core]") {
    // A FIFO with no writer would hang the app's start (--race-reference FIFO) if it were opened to read.
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("sortscope_reference_fifo_" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string fifo = (dir / "cub.csv").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    CHECK_THROWS_WITH(read_reference_csv(fifo), Catch::StartsWith("the reference file '" + fifo + "' is a FIFO (named pipe), not a regular file"));
    CHECK_THROWS_WITH(read_reference_csv(dir.string()), "the reference file '" + dir.string() + "' is a folder, not a file");
    std::filesystem::remove_all(dir);
}

TEST_CASE("the shipped CUB reference for the H100 reads as SortKeys and SortPairs with their source", "[gui][core]") {
    const auto lines = read_reference_csv(std::string(SORTSCOPE_SOURCE_ASSETS) + "/reference/cub-h100-2026-11-24.csv");
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].series == "CUB SortKeys");
    CHECK(lines[0].points.size() == 6);
    CHECK(lines[0].points.back().log2n == 28);
    CHECK(lines[0].points.back().keys_per_s == Approx(41.8e9));
    CHECK(lines[1].series == "CUB SortPairs");
    CHECK(lines[1].pairs);
    CHECK(lines[1].source.find("H100") != std::string::npos);
}

TEST_CASE("the shipped CUB reference for the H200 reads as SortKeys and SortPairs, 2^16 to 2^28 each", "[gui][core]") {
    const auto lines = read_reference_csv(std::string(SORTSCOPE_SOURCE_ASSETS) + "/reference/cub-h200-2026-11-28.csv");
    REQUIRE(lines.size() == 2);
    for (const auto& line : lines) {
        REQUIRE(line.points.size() == 6);
        CHECK(line.points.front().log2n == 16);
        CHECK(line.points.back().log2n == 28);
        CHECK(line.source.find("H200") != std::string::npos);
    }
    CHECK(lines[0].series == "CUB SortKeys");
    CHECK(lines[0].points.back().keys_per_s == Approx(42.2e9));
    CHECK(lines[1].series == "CUB SortPairs");
    CHECK(lines[1].pairs);
    CHECK(lines[1].points.back().keys_per_s == Approx(36.0e9));
}

TEST_CASE("the shipped reference files are listed, and a line the race cannot draw is named", "[gui][core]") {
    const std::vector<std::string> shipped = shipped_reference_files(std::string(SORTSCOPE_SOURCE_ASSETS) + "/reference");
    REQUIRE(shipped.size() >= 2);
    CHECK(shipped.front().ends_with("cub-h100-2026-11-24.csv"));
    CHECK(shipped_reference_files("/no/such/folder").empty());

    const auto lines = parse_reference_csv(kHeader +
                                               "CUB SortKeys,keys,16,1.0,cub\n"
                                               "CUB SortKeys,keys,24,35.0,cub\n"
                                               "CUB SortPairs,pairs,20,9.0,cub\n",
                                           "ref.csv");
    // In range (keys, 2^10..2^20): the pairs line alone is not drawn, and says why.
    CHECK(references_outside(lines, 10, 20, false) == "not drawn: CUB SortPairs (pairs): measured with payloads: this race has none");
    // Out of range: its sizes and the race's.
    CHECK_THAT(references_outside(lines, 8, 14, false),
               Catch::Contains("CUB SortKeys (keys): measured at 2^16 .. 2^24, outside this race's 2^8 .. 2^14"));
    CHECK(references_outside(lines, 16, 24, true) ==
          "not drawn: CUB SortKeys (keys): measured without payloads: this race has them");
    CHECK(references_outside({}, 8, 14, false).empty());
}
