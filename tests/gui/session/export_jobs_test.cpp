// The Export dialog's jobs, driven headless from a SortSession: the network on screen, the current
// step's tables and the bars at every step are written where asked, with a message that says what was
// written; a choice that does not fit the plan is refused before anything is written, and an
// unwritable path leaves no file, and neither does a file past the free space of its disk. Also the
// race's and the profile's Save buttons (export/save_strip.hpp): Save CSV writes the records as `bench
// --csv` does and says which file, or why not; a PNG capture asked for in a frame is taken once, with
// the path typed when it was asked for.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <future>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "algorithms/catalogue/network.hpp"
#include "atomic_file.hpp"
#include "bench_files.hpp"
#include "core/export/export_jobs.hpp"
#include "core/export/save_strip.hpp"
#include "gpu_device.hpp"
#include "plan_build_log.hpp"
#include "small_input.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

// A folder of this process's own, so two test runs on one machine (two checkouts) never share one.
std::filesystem::path fresh_folder(const std::string& name) {
    const std::filesystem::path folder =
        std::filesystem::temp_directory_path() / ("sortscope_export_jobs_" + std::to_string(::getpid()) + "_" + name);
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    return folder;
}

std::string read_text(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

size_t count_of(const std::string& text, const std::string& part) {
    size_t count = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++count;
    return count;
}

std::vector<measure::BenchRecord> two_records() {
    measure::BenchRecord gpu;
    gpu.kind = "gpu";
    gpu.algorithm = "bitonic";
    gpu.n = 1024;
    gpu.log2n = 10;
    gpu.times_ms = {0.5, 0.25};
    gpu.renderer = "llvmpipe (LLVM 15, 256 bits)";
    measure::BenchRecord cpu = gpu;
    cpu.kind = "cpu";
    cpu.algorithm = "std::sort";
    return {gpu, cpu};
}

}  // namespace

TEST_CASE("default export names follow the algorithm and n, and the format's extension", "[gui][core]") {
    InputSpec input = test::small_input("odd-even-merge", 13);
    CHECK(export_stem(input) == "odd-even-merge-13");
    input.typed_keys = {5, 3, 9};
    CHECK(export_stem(input) == "odd-even-merge-3");
    CHECK(with_extension("bitonic-16.svg", "pdf") == "bitonic-16.pdf");
    CHECK(with_extension("figures/net", "tikz") == "figures/net.tikz");
    CHECK(with_extension("a.b/net.png", "json") == "a.b/net.json");
    CHECK(table_format_extension(algo::TableFormat::Latex) == "tex");
    CHECK(table_format_extension(algo::TableFormat::Markdown) == "md");
}

TEST_CASE("the dialog's network export writes the plan on screen, with its comparators", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 16));
    const std::filesystem::path folder = fresh_folder("network");
    exports::ExportOptions options;
    options.format = exports::Format::Json;
    options.path = (folder / "bitonic-16.json").string();
    const ExportOutcome outcome = network_export_job(session, options).run();
    INFO(outcome.message);
    REQUIRE(outcome.ok);
    CHECK(outcome.message.rfind("wrote " + options.path, 0) == 0);
    // One [i, j] pair per comparator of the plan.
    const std::string json = read_text(options.path);
    const std::regex pair(R"(\[\d+, \d+\])");
    const auto pairs = std::distance(std::sregex_iterator(json.begin(), json.end(), pair), std::sregex_iterator());
    CHECK(algo::comparator_count(session.plan()) == 80);
    CHECK(pairs == 80);

    options.format = exports::Format::Svg;
    options.path = (folder / "bitonic-16.svg").string();
    options.highlight = 3;
    options.shade = true;
    REQUIRE(network_export_job(session, options).run().ok);
    CHECK(read_text(options.path).rfind("<svg ", 0) == 0);

    // Choices that do not fit the plan are refused before a job exists.
    options.highlight = 10;  // bitonic at n = 16 has 10 steps: 0..9
    CHECK_THROWS_AS(network_export_job(session, options), exports::ExportOptionError);
    options.highlight.reset();
    options.steps = exports::StepRange{4, 12};
    CHECK_THROWS_AS(network_export_job(session, options), exports::ExportOptionError);
    SortSession radix(test::small_input("radix", 16));
    options.steps.reset();
    CHECK_THROWS_WITH(network_export_job(radix, options), Catch::Contains("radix"));
}

TEST_CASE("an export draws the session's plan: it builds none of its own (resolve_run.hpp)", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    const std::filesystem::path folder = fresh_folder("built_once");
    for (const char* algorithm : {"bitonic", "rank"}) {
        INFO(algorithm);
        const test::PlanBuildLog builds;
        SortSession session(test::small_input(algorithm, 16));
        const uint64_t opened = builds.of(algorithm);
        CHECK(opened >= 1u);  // the session's own plan (rank: once more, with its split)
        exports::FramesOptions options;
        options.folder = (folder / algorithm).string();
        options.width_px = 160;
        const ExportOutcome outcome = frames_export_job(session, options).run();
        INFO(outcome.message);
        REQUIRE(outcome.ok);
        CHECK(builds.of(algorithm) == opened);
    }
}

TEST_CASE("the dialog refuses an export past the app's minute before it starts, as the CLI's export does", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    // Odd-even transposition at 1024 keys: 1024 stages of 512 comparators, over a minute for cairo (PDF)
    // at the conservative rates of algorithms/costs/command_costs.cpp; the same plan as JSON fits.
    InputSpec input = test::small_input("odd-even-transposition", 1024);
    input.values = false;
    input.local_size = 64;
    SortSession session(input);
    const std::filesystem::path folder = fresh_folder("budget");
    exports::ExportOptions options;
    options.format = exports::Format::Pdf;
    options.path = (folder / "transposition-1024.pdf").string();
    try {
        (void)network_export_job(session, options);
        FAIL("a PDF of 524,288 comparators was not refused");
    } catch (const exports::ExportOptionError& refusal) {
        const std::string message = refusal.what();
        INFO(message);
        CHECK(message.find("the app's limit of a minute") != std::string::npos);
        CHECK(message.find("largest n that fits") != std::string::npos);
    }
    CHECK_FALSE(std::filesystem::exists(options.path));
    options.format = exports::Format::Json;
    options.path = (folder / "transposition-1024.json").string();
    CHECK_NOTHROW(network_export_job(session, options));
}

TEST_CASE("the dialog refuses a file past the free space of its disk, as the CLI's export does", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 16));
    const std::filesystem::path folder = fresh_folder("disk");
    exports::ExportOptions options;
    options.format = exports::Format::Svg;
    options.path = (folder / "bitonic-16.svg").string();
    ::setenv(exports::kFreeSpaceVariable, "1000", 1);  // an SVG of 80 comparators is about 15 KB
    std::string message;
    try {
        (void)network_export_job(session, options);
    } catch (const exports::ExportOptionError& refusal) {
        message = refusal.what();
    }
    ::unsetenv(exports::kFreeSpaceVariable);
    INFO(message);
    CHECK(message.find("would write about ") != std::string::npos);
    CHECK(message.find("over the 1 KB free on the file system of") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(options.path));
    REQUIRE(network_export_job(session, options).run().ok);
    CHECK(read_text(options.path).rfind("<svg ", 0) == 0);
}

TEST_CASE("the dialog's table export writes every row of the current step's tables", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 16));
    session.step();
    session.step();
    const std::filesystem::path folder = fresh_folder("table");
    const std::string path = (folder / "bitonic-16-step-2.csv").string();
    const ExportOutcome outcome = table_export_job(session, algo::TableFormat::Csv, path).run();
    INFO(outcome.message);
    REQUIRE(outcome.ok);
    const std::string csv = read_text(path);
    CHECK(csv.rfind("step,stage,i,j,ascending,swapped", 0) == 0);
    CHECK(count_of(csv, "\n") == 1 + 8);  // the header and one row per comparator of the step (n / 2)
    CHECK(csv.find("\n2,") != std::string::npos);  // the rows are step 2's: the step just run

    // An unwritable path: a message naming it, and no file.
    const std::string bad = (folder / "no-such-folder" / "table.csv").string();
    const ExportOutcome failed = table_export_job(session, algo::TableFormat::Latex, bad).run();
    CHECK_FALSE(failed.ok);
    CHECK(failed.message.find(bad) != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(bad));
}

TEST_CASE("the dialog's frames export writes the bars before and after every step", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("odd-even-transposition", 6));
    const std::filesystem::path folder = fresh_folder("frames");
    exports::FramesOptions options;
    options.folder = (folder / "frames").string();
    const ExportOutcome outcome = frames_export_job(session, options).run();
    INFO(outcome.message);
    REQUIRE(outcome.ok);
    size_t pngs = 0;
    for (const auto& entry : std::filesystem::directory_iterator(options.folder)) pngs += entry.path().extension() == ".png";
    CHECK(pngs == session.step_count() + 1);
}

TEST_CASE("the dialog's animation export writes a GIF of the session's run", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 8));
    const std::filesystem::path folder = fresh_folder("gif");
    exports::GifOptions options;
    options.path = (folder / "bitonic-8.gif").string();
    options.width_px = 480;
    options.height_px = 360;
    const ExportOutcome outcome = gif_export_job(session, options).run();
    INFO(outcome.message);
    REQUIRE(outcome.ok);
    CHECK(outcome.message == "wrote " + options.path + ": " + std::to_string(session.step_count() + 1) + " frames, 480 x 360 pixels");
    const std::string bytes = read_text(options.path);
    REQUIRE(bytes.size() > 13);
    CHECK(bytes.compare(0, 6, "GIF89a") == 0);
    CHECK(static_cast<unsigned char>(bytes[6]) + 256 * static_cast<unsigned char>(bytes[7]) == 480);  // the screen's width
    options.width_px = exports::kMaxAnimationSide + 1;
    CHECK_THROWS_AS(gif_export_job(session, options), exports::ExportOptionError);
}

TEST_CASE("the dialog's web page export writes every step of the run on screen, as the CLI's does", "[gui][session][web]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 13));
    const std::filesystem::path folder = fresh_folder("web");
    const std::string path = (folder / "bitonic-13.html").string();
    // On a worker thread, as the dialog runs it: the job makes a GL context of its own there.
    const ExportOutcome outcome = std::async(std::launch::async, [&] { return web_page_export_job(session, false, path).run(); }).get();
    INFO(outcome.message);
    REQUIRE(outcome.ok);
    CHECK(outcome.message.rfind("wrote " + path, 0) == 0);
    const std::string page = read_text(path);
    CHECK(page.rfind("<!DOCTYPE html>", 0) == 0);
    CHECK(count_of(page, "<section class=\"state\"") == session.step_count() + 1);
    CHECK(count_of(page, "data-answer=") > 0);
    const std::string student_path = (folder / "student.html").string();
    REQUIRE(std::async(std::launch::async, [&] { return web_page_export_job(session, true, student_path).run(); }).get().ok);
    CHECK(count_of(read_text(student_path), "data-answer=") == 0);
    // The session on this thread still runs on its own context.
    session.step();
    CHECK(session.cursor() == 1);
}

TEST_CASE("Save CSV writes the records as bench --csv does and says which file", "[gui][core][save]") {
    const std::filesystem::path folder = fresh_folder("save-strip");
    const std::vector<measure::BenchRecord> records = two_records();
    SaveStrip saves((folder / "race.csv").string(), (folder / "race.png").string());
    saves.save_csv(records);
    CHECK_FALSE(saves.message_is_error());
    CHECK(saves.message() == "saved " + (folder / "race.csv").string());
    CHECK(read_text(folder / "race.csv") == measure::bench_csv(records));
    std::filesystem::remove_all(folder);
}

TEST_CASE("Save CSV into a missing folder says why", "[gui][core][save]") {
    const std::filesystem::path folder = fresh_folder("save-strip");
    const std::vector<measure::BenchRecord> records = two_records();
    SaveStrip saves((folder / "no such folder" / "race.csv").string(), "race.png");
    saves.save_csv(records);
    CHECK(saves.message_is_error());
    CHECK_THAT(saves.message(), Catch::Contains("no such folder"));
    saves.clear_message();
    CHECK(saves.message().empty());
    std::filesystem::remove_all(folder);
}

TEST_CASE("a capture asked for in a frame is taken once, with the path typed then", "[gui][core][save]") {
    SaveStrip saves("profile.csv", "first.png");
    CHECK_FALSE(saves.take_capture().has_value());
    saves.capture(10.0f, 20.0f, 300.0f, 40.0f);
    saves.png_path = "second.png";  // typed after the button was pressed
    const auto capture = saves.take_capture();
    REQUIRE(capture.has_value());
    CHECK(capture->path == "first.png");
    CHECK(capture->x == 10.0f);
    CHECK(capture->y == 20.0f);
    CHECK(capture->width == 300.0f);
    CHECK(capture->height == 40.0f);
    CHECK_FALSE(saves.take_capture().has_value());
}

TEST_CASE("exports go to an absolute folder in the user's home, never the working directory", "[gui][core]") {
    CHECK(default_export_folder("/home/teacher") == "/home/teacher/sortscope-exports");
    CHECK(default_export_folder("/home/teacher/") == "/home/teacher/sortscope-exports");
    // No home (or a relative one, which would mean the working directory): the temporary folder.
    for (const char* home : {static_cast<const char*>(nullptr), "", "relative/home"}) {
        const std::string folder = default_export_folder(home);
        CHECK(std::filesystem::path(folder).is_absolute());
        CHECK(folder == (std::filesystem::temp_directory_path() / "sortscope-exports").lexically_normal().string());
    }
    CHECK(in_folder("/home/teacher/sortscope-exports", "bitonic-16.svg") == "/home/teacher/sortscope-exports/bitonic-16.svg");
    CHECK(in_folder("/home/teacher/sortscope-exports", "/tmp/x.svg") == "/tmp/x.svg");
    CHECK(in_folder("/home/t", "figures/../bitonic.svg") == "/home/t/bitonic.svg");
}
