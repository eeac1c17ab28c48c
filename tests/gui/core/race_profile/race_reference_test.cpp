// The race's reference lines: the CSV reader (core/race/race_reference.hpp) and the kinds it reads (key
// type, order, payload), the files shipped in assets/reference/ (every one read, each with a line for
// every kind it claims), which lines a race draws, docs/reference-from-cub.py that makes a file from
// cub_direct.cu's output, and the messages a bad file gets.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/race/race_engine.hpp"
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
    CHECK(lines[0].keys == ReferenceKeys{});  // keys: u32, ascending, alone
    CHECK(lines[0].source == "cub_direct.cu on an H100, 2026-11-24");  // the rest of the row, commas and all
    REQUIRE(lines[0].points.size() == 2);
    CHECK(lines[0].points[0].log2n == 16);
    CHECK(lines[0].points[0].keys_per_s == Approx(1.01e9));
    CHECK(lines[0].points[1].log2n == 24);
    CHECK(lines[0].points[1].keys_per_s == Approx(35.3e9));
    CHECK(lines[1].keys == ReferenceKeys{sortscope::algo::KeyType::U32, false, true});  // pairs: u32 + u32 values
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
    CHECK(error_of(kHeader + "CUB,values,24,35.3,x\n") ==
          "ref.csv line 2: kind must be u32, i32 or f32, then -desc for descending, then +u32 with u32 values (f32-desc+u32), or keys "
          "(u32) or pairs (u32+u32), not 'values'");
    CHECK(error_of(kHeader + "CUB,keys,2^24,35.3,x\n") == "ref.csv line 2: log2n must be a whole number from 1 to 31, not '2^24'");
    CHECK(error_of(kHeader + "CUB,keys,32,35.3,x\n") == "ref.csv line 2: log2n must be a whole number from 1 to 31, not '32'");
    CHECK(error_of(kHeader + "CUB,keys,24,fast,x\n") == "ref.csv line 2: g_keys_per_s must be a positive number, not 'fast'");
    CHECK(error_of(kHeader + "CUB,keys,24,-1,x\n") == "ref.csv line 2: g_keys_per_s must be a positive number, not '-1'");
    CHECK(error_of(kHeader + "CUB,keys,24,35.3,\n") == "ref.csv line 2: the source is empty: say what measured it, where and when");
    CHECK(error_of(kHeader + "CUB,keys,24,35.3,x\nCUB,u32,26,30,y\n") == "ref.csv line 3: series 'CUB' (u32) already has another source");
    CHECK(error_of(kHeader + "CUB,keys,24,35.3,x\nCUB,keys,24,36,x\n") == "ref.csv line 3: series 'CUB' (u32) has two points at log2n 24");
    // keys is u32: the same line.
    CHECK(error_of(kHeader + "CUB,keys,24,35.3,x\nCUB,u32,24,36,x\n") == "ref.csv line 3: series 'CUB' (u32) has two points at log2n 24");
    CHECK(error_of(kHeader + "CUB,f32-desc+u32,24,35.3,x\nCUB,f32-desc+u32,24,36,x\n") ==
          "ref.csv line 3: series 'CUB' (f32-desc+u32) has two points at log2n 24");
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
    CHECK(lines[1].keys.values);
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
    CHECK(lines[1].keys.values);
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
    const ReferenceKeys u32_keys{};
    const ReferenceKeys u32_pairs{sortscope::algo::KeyType::U32, false, true};
    // In range (keys, 2^10..2^20): the pairs line alone is not drawn, and says why.
    CHECK(references_outside(lines, 10, 20, u32_keys) == "not drawn: lines for other keys than this race's u32 keys (u32 keys with u32 values)");
    // Out of range: its sizes and the race's.
    CHECK(references_outside(lines, 8, 14, u32_keys) ==
          "not drawn: lines for other keys than this race's u32 keys (u32 keys with u32 values); CUB SortKeys (u32 keys): measured at "
          "2^16 .. 2^24, outside this race's 2^8 .. 2^14");
    CHECK(references_outside(lines, 16, 24, u32_pairs) == "not drawn: lines for other keys than this race's u32 keys with u32 values (u32 keys)");
    CHECK(references_outside({}, 8, 14, u32_keys).empty());
}

TEST_CASE("a reference row's kind names the key type, the order and the payload; keys and pairs mean u32", "[gui][core]") {
    using sortscope::algo::KeyType;
    CHECK(parse_reference_kind("keys") == ReferenceKeys{KeyType::U32, false, false});
    CHECK(parse_reference_kind("pairs") == ReferenceKeys{KeyType::U32, false, true});
    CHECK(parse_reference_kind("u32") == ReferenceKeys{KeyType::U32, false, false});
    CHECK(parse_reference_kind("u32-desc") == ReferenceKeys{KeyType::U32, true, false});
    CHECK(parse_reference_kind("i32") == ReferenceKeys{KeyType::I32, false, false});
    CHECK(parse_reference_kind("f32-desc") == ReferenceKeys{KeyType::F32, true, false});
    CHECK(parse_reference_kind("u32+u32") == ReferenceKeys{KeyType::U32, false, true});
    CHECK(parse_reference_kind("f32+u32") == ReferenceKeys{KeyType::F32, false, true});
    CHECK(parse_reference_kind("i32-desc+u32") == ReferenceKeys{KeyType::I32, true, true});
    for (const char* bad : {"", "u64", "U32", "desc", "-desc", "+u32", "u32 desc", "u32-asc", "u32+f32", "u32+u32-desc", "f32-desc-desc",
                            "f32+u32+u32", "key", "pairs-desc"}) {
        INFO(bad);
        CHECK_FALSE(parse_reference_kind(bad));
    }
    // Every kind written and read back, and named as people read it.
    for (KeyType type : sortscope::algo::all_key_types()) {
        for (bool descending : {false, true}) {
            for (bool values : {false, true}) {
                const ReferenceKeys keys{type, descending, values};
                INFO(reference_kind_text(keys));
                CHECK(parse_reference_kind(reference_kind_text(keys)) == keys);
            }
        }
    }
    CHECK(reference_kind_text({KeyType::F32, true, true}) == "f32-desc+u32");
    CHECK(reference_keys_name({KeyType::U32, false, false}) == "u32 keys");
    CHECK(reference_keys_name({KeyType::I32, true, false}) == "i32 keys descending");
    CHECK(reference_keys_name({KeyType::F32, true, true}) == "f32 keys descending with u32 values");
}

TEST_CASE("one series has a line per kind, and the race draws only the line of the keys it sorts", "[gui][core]") {
    using sortscope::algo::KeyType;
    const auto lines = parse_reference_csv(kHeader +
                                               "CUB SortKeys,u32,24,35.6,cub on an H200\n"
                                               "CUB SortKeys,keys,28,42.4,cub on an H200\n"
                                               "CUB SortKeys,f32-desc,24,37.9,cub on an H200\n"
                                               "CUB SortKeys,f32,24,38.4,cub on an H200\n"
                                               "CUB SortPairs,f32+u32,24,29.3,cub on an H200\n",
                                           "ref.csv");
    REQUIRE(lines.size() == 4);
    CHECK(lines[0].keys == ReferenceKeys{});
    CHECK(lines[0].points.size() == 2);  // u32 and keys: one line
    CHECK(lines[1].keys == ReferenceKeys{KeyType::F32, true, false});
    CHECK(lines[2].keys == ReferenceKeys{KeyType::F32, false, false});
    CHECK(lines[3].keys == ReferenceKeys{KeyType::F32, false, true});

    // A race of f32 keys, descending: the f32-desc line alone, its note naming what it sorted.
    RaceSettings settings;
    settings.key_type = KeyType::F32;
    settings.descending = true;
    CHECK(raced_keys(settings) == ReferenceKeys{KeyType::F32, true, false});
    std::vector<const ReferenceLine*> drawn;
    for (const ReferenceLine& line : lines) {
        if (reference_for(line, raced_keys(settings))) drawn.push_back(&line);
    }
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0]->points[0].keys_per_s == Approx(37.9e9));
    CHECK(reference_note(*drawn[0]) == "cub on an H200; for f32 keys descending");
    CHECK(references_outside(lines, 20, 28, raced_keys(settings)) ==
          "not drawn: lines for other keys than this race's f32 keys descending (u32 keys, f32 keys, f32 keys with u32 values)");
    // With a payload: the pairs line alone.
    settings.descending = false;
    settings.values = true;
    CHECK(std::count_if(lines.begin(), lines.end(), [&](const ReferenceLine& line) { return reference_for(line, raced_keys(settings)); }) == 1);
    CHECK(reference_for(lines[3], raced_keys(settings)));
    // A race of i32 keys: no line of its kind, every line named as for other keys.
    settings.key_type = KeyType::I32;
    settings.values = false;
    CHECK(std::none_of(lines.begin(), lines.end(), [&](const ReferenceLine& line) { return reference_for(line, raced_keys(settings)); }));
    CHECK_THAT(references_outside(lines, 20, 28, raced_keys(settings)), Catch::StartsWith("not drawn: lines for other keys than this race's i32 keys (u32 keys, "));
}

TEST_CASE("every shipped reference file reads, with a line at its measured sizes for every kind it claims", "[gui][core]") {
    using sortscope::algo::KeyType;
    const std::vector<std::string> shipped = shipped_reference_files(std::string(SORTSCOPE_SOURCE_ASSETS) + "/reference");
    REQUIRE(shipped.size() >= 3);
    bool types_file_seen = false;
    for (const std::string& file : shipped) {
        INFO(file);
        const auto lines = read_reference_csv(file);
        // A file of CUB's types (cub-GPU-types-DATE.csv) claims every kind cub_direct.cu times at 2^24 and
        // 2^28; the others CUB's u32 keys and u32 + u32 pairs.
        const std::string name = std::filesystem::path(file).filename().string();
        const bool types = name.find("-types-") != std::string::npos;
        types_file_seen = types_file_seen || types;
        std::vector<ReferenceKeys> claimed = {{KeyType::U32, false, false}, {KeyType::U32, false, true}};
        if (types) {
            claimed.insert(claimed.end(), {{KeyType::U32, true, false},
                                           {KeyType::I32, false, false},
                                           {KeyType::I32, true, false},
                                           {KeyType::F32, false, false},
                                           {KeyType::F32, true, false},
                                           {KeyType::F32, false, true}});
        }
        CHECK(lines.size() == claimed.size());
        const std::string date = name.substr(name.size() - std::string("2026-11-29.csv").size(), 10);
        for (const ReferenceKeys& keys : claimed) {
            INFO(reference_kind_text(keys));
            const auto line = std::find_if(lines.begin(), lines.end(), [&](const ReferenceLine& l) { return l.keys == keys; });
            REQUIRE(line != lines.end());
            CHECK(line->series == (keys.values ? "CUB SortPairs" : "CUB SortKeys"));
            CHECK(line->source.find("cub_direct.cu") != std::string::npos);
            CHECK(line->source.find(date) != std::string::npos);  // measured on the day the file is named for
            for (uint32_t log2n : {24u, 28u}) {
                INFO("2^" << log2n);
                CHECK(std::any_of(line->points.begin(), line->points.end(), [&](const ReferencePoint& p) { return p.log2n == log2n; }));
            }
        }
    }
    CHECK(types_file_seen);
    // The H200's types, 2026-11-29: cub_direct.cu's output beside onesweep's figures of docs/performance.md (rounded to 3 digits).
    const auto types = read_reference_csv(std::string(SORTSCOPE_SOURCE_ASSETS) + "/reference/cub-h200-types-2026-11-29.csv");
    const auto rate = [&](const ReferenceKeys& keys, uint32_t log2n) {
        for (const ReferenceLine& line : types) {
            if (line.keys != keys) continue;
            for (const ReferencePoint& point : line.points) {
                if (point.log2n == log2n) return point.keys_per_s / 1e9;
            }
        }
        return 0.0;
    };
    CHECK(rate({KeyType::U32, false, false}, 24) == Approx(35.7));
    CHECK(rate({KeyType::U32, false, false}, 28) == Approx(42.4));
    CHECK(rate({KeyType::F32, true, false}, 16) == Approx(1.06));  // every size of cub_direct's loop, 2^16 .. 2^28
    CHECK(rate({KeyType::U32, true, false}, 28) == Approx(50.5));
    CHECK(rate({KeyType::I32, false, false}, 24) == Approx(39.9));
    CHECK(rate({KeyType::I32, true, false}, 28) == Approx(50.3));
    CHECK(rate({KeyType::F32, false, false}, 28) == Approx(46.3));
    CHECK(rate({KeyType::F32, true, false}, 24) == Approx(37.3));
    CHECK(rate({KeyType::U32, false, true}, 24) == Approx(29.9));
    CHECK(rate({KeyType::F32, false, true}, 28) == Approx(34.8));
    CHECK(types.front().source == "cub_direct.cu, CUB 3.0.1, NVIDIA H200, 2026-11-29");
}

namespace {

// Runs docs/reference-from-cub.py on `input`; its standard output and error, and its exit status.
std::pair<std::string, int> reference_from_cub(const std::string& input, const std::string& arguments = "--date 2026-11-29") {
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("sortscope_cub_output_" + std::to_string(::getpid()) + ".txt");
    std::ofstream(file) << input;
    const std::string script = std::string(SORTSCOPE_SOURCE_ASSETS) + "/../docs/reference-from-cub.py";
    const std::string command = "python3 '" + script + "' " + arguments + " '" + file.string() + "' 2>&1";
    std::string output;
    FILE* pipe = ::popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    char buffer[4096];
    while (const size_t got = std::fread(buffer, 1, sizeof buffer, pipe)) output.append(buffer, got);
    const int status = ::pclose(pipe);
    std::filesystem::remove(file);
    return {output, WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}

}  // namespace

TEST_CASE("docs/reference-from-cub.py makes cub_direct.cu's output a reference file the race reads", "[gui][core]") {
    using sortscope::algo::KeyType;
    const std::string cub_output =
        "NVIDIA H200, CUB 3.0.1\n"
        "sorted log2N=16 CUB SortKeys u32    0.058 ms =   1.12 G keys/s | SortPairs u32+u32    0.067 ms =   0.97 G pairs/s\n"
        "sorted log2N=24 CUB SortKeys u32    0.467 ms =  35.90 G keys/s | SortPairs u32+u32    0.567 ms =  29.60 G pairs/s\n"
        "batched 200x8192 CUB DeviceSegmentedRadixSort keys 0.0500 ms = 32.77 G keys/s | DeviceSegmentedSort keys 0.1 ms = 16.0\n"
        "types log2N=24 CUB G keys/s: u32 35.60 | u32 desc 40.80 | i32 40.60 | i32 desc 40.80 | f32 38.40 | f32 desc 37.90 | "
        "f32+u32 pairs 29.30 | u32+u32 pairs 30.00 | u32 again 35.70\n"
        "copy 1 GiB: 0.507 ms = 4235.3 GB/s (read+write)\n";
    const auto [csv, status] = reference_from_cub(cub_output);
    INFO(csv);
    REQUIRE(status == 0);
    const auto lines = parse_reference_csv(csv, "made.csv");
    REQUIRE(lines.size() == 8);
    for (const ReferenceLine& line : lines) {
        INFO(line.series << " " << reference_kind_text(line.keys));
        CHECK(line.source == "cub_direct.cu, CUB 3.0.1, NVIDIA H200, 2026-11-29");
        CHECK(line.series == (line.keys.values ? "CUB SortPairs" : "CUB SortKeys"));
        CHECK(line.points.back().log2n == 24);
    }
    // u32 keys: 2^16 from the sizes' line, 2^24 from the types line (timed beside the other types), not 35.9.
    CHECK(lines[0].keys == ReferenceKeys{});
    REQUIRE(lines[0].points.size() == 2);
    CHECK(lines[0].points[0].log2n == 16);
    CHECK(lines[0].points[0].keys_per_s == Approx(1.12e9));
    CHECK(lines[0].points[1].keys_per_s == Approx(35.6e9));
    const auto pairs = std::find_if(lines.begin(), lines.end(), [](const ReferenceLine& l) { return l.keys == ReferenceKeys{KeyType::U32, false, true}; });
    REQUIRE(pairs != lines.end());
    REQUIRE(pairs->points.size() == 2);
    CHECK(pairs->points[0].keys_per_s == Approx(0.97e9));
    CHECK(pairs->points[1].keys_per_s == Approx(30.0e9));
    const auto f32_desc = std::find_if(lines.begin(), lines.end(), [](const ReferenceLine& l) { return l.keys == ReferenceKeys{KeyType::F32, true, false}; });
    REQUIRE(f32_desc != lines.end());
    CHECK(f32_desc->points.size() == 1);
    CHECK(f32_desc->points[0].keys_per_s == Approx(37.9e9));
    CHECK(csv.find("\nCUB SortPairs,u32+u32,24,30.0,") != std::string::npos);  // three figures, as the table writes them

    // What it cannot use is refused, naming the line; bad usage exits 2.
    const auto [unsorted, unsorted_status] = reference_from_cub("NVIDIA H200, CUB 3.0.1\n"
                                                                "NOT-SORTED log2N=16 CUB SortKeys u32 0.058 ms = 1.12 G keys/s | "
                                                                "SortPairs u32+u32 0.067 ms = 0.97 G pairs/s\n");
    CHECK(unsorted_status == 1);
    CHECK_THAT(unsorted, Catch::Contains("line 2: CUB's result was NOT-SORTED, not sorted"));
    const auto [unknown, unknown_status] = reference_from_cub("NVIDIA H200, CUB 3.0.1\ntypes log2N=24 CUB G keys/s: u64 12.00\n");
    CHECK(unknown_status == 1);
    CHECK_THAT(unknown, Catch::Contains("line 2: unknown type 'u64'"));
    const auto [twice, twice_status] =
        reference_from_cub("NVIDIA H200, CUB 3.0.1\ntypes log2N=24 CUB G keys/s: i32 40.60\ntypes log2N=24 CUB G keys/s: i32 40.70\n");
    CHECK(twice_status == 1);
    CHECK_THAT(twice, Catch::Contains("line 3: i32 at log2N=24 again (line 2 gave it)"));
    const auto [no_device, no_device_status] = reference_from_cub("types log2N=24 CUB G keys/s: i32 40.60\n");
    CHECK(no_device_status == 1);
    CHECK_THAT(no_device, Catch::Contains("no device line"));
    const auto [bad_date, bad_date_status] = reference_from_cub("NVIDIA H200, CUB 3.0.1\n", "--date tomorrow");
    CHECK(bad_date_status == 2);
    CHECK_THAT(bad_date, Catch::Contains("--date 'tomorrow' is not YYYY-MM-DD"));
}

TEST_CASE("the shipped types file is what docs/reference-from-cub.py makes of its input in docs/", "[gui][core]") {
    const std::string docs = std::string(SORTSCOPE_SOURCE_ASSETS) + "/../docs";
    std::ifstream input_stream(docs + "/cub-h200-types-2026-11-29.txt");
    REQUIRE(input_stream);
    const std::string input((std::istreambuf_iterator<char>(input_stream)), std::istreambuf_iterator<char>());
    const auto [made, status] = reference_from_cub(input);
    REQUIRE(status == 0);
    std::ifstream shipped_stream(std::string(SORTSCOPE_SOURCE_ASSETS) + "/reference/cub-h200-types-2026-11-29.csv");
    const std::string shipped((std::istreambuf_iterator<char>(shipped_stream)), std::istreambuf_iterator<char>());
    CHECK(made == shipped);
}
