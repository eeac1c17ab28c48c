// Frames: the bars view after every step as numbered PNGs (frame 0 the input), and the bars layout they
// draw: +infinity positions of power-of-two networks, the marks of compared and changed positions, the
// keys' numbers.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "export.hpp"
#include "export_error.hpp"
#include "export_test_util.hpp"
#include "sortscope/diagram/bars_layout.hpp"

using namespace sortscope;

namespace {

std::vector<uint32_t> input_keys(uint32_t n, algo::Distribution distribution = algo::Distribution::Random) {
    return algo::generate_input(distribution, n, 1, algo::KeyType::U32, 7);
}

size_t count_rects(const diagram::Drawing& drawing, diagram::Role role) {
    return static_cast<size_t>(std::count_if(drawing.rects.begin(), drawing.rects.end(),
                                             [role](const diagram::RectShape& rect) { return rect.role == role; }));
}

}  // namespace

TEST_CASE("frames are one valid PNG per step after the input, named so they sort", "[export][frames]") {
    for (const char* id : {"bitonic", "odd-even-transposition", "radix", "rank"}) {
        const algo::Plan plan = algo::find_algorithm(id)->build(algo::sized(13));
        const std::filesystem::path folder = test::fresh_folder(std::string("frames-") + id) / "made" / "here";
        exports::FramesOptions options;
        options.folder = folder.string();
        options.width_px = 480;
        const std::vector<std::string> written = exports::write_frames(plan, input_keys(13), "random, random seed 7", options);
        INFO(id << ": " << plan.steps.size() << " steps");
        REQUIRE(written.size() == plan.steps.size() + 1);
        const std::vector<std::string> names = test::file_names(folder);
        REQUIRE(names.size() == written.size());
        for (size_t k = 0; k < names.size(); ++k) {
            INFO(names[k]);
            CHECK(names[k] == exports::frame_file_name(k, written.size()));
            CHECK(std::filesystem::path(written[k]).filename() == names[k]);
            const auto header = test::png_header(test::read_file(folder / names[k]));
            REQUIRE(header.has_value());
            CHECK(header->width == 480);
            CHECK(header->height == 270);  // the 16:9 frame
        }
    }
}

TEST_CASE("frames for a range of steps A..B are frames A to B + 1", "[export][frames]") {
    const algo::Plan plan = algo::find_algorithm("odd-even-merge")->build(algo::sized(8));
    const std::filesystem::path folder = test::fresh_folder("frames-range");
    exports::FramesOptions options;
    options.folder = folder.string();
    options.width_px = 160;
    options.steps = exports::StepRange{2, 4};
    exports::write_frames(plan, input_keys(8), "", options);
    CHECK(test::file_names(folder) == std::vector<std::string>{"step-0002.png", "step-0003.png", "step-0004.png", "step-0005.png"});
    options.steps = exports::StepRange{2, 6};  // indices: the plan has indices 0..5 (steps 1..6)
    CHECK_THROWS_AS(exports::write_frames(plan, input_keys(8), "", options), exports::ExportOptionError);
}

TEST_CASE("frame file names are zero-padded to at least four digits", "[export][frames]") {
    CHECK(exports::frame_file_name(0, 1) == "step-0000.png");
    CHECK(exports::frame_file_name(7, 11) == "step-0007.png");
    CHECK(exports::frame_file_name(5, 20000) == "step-00005.png");
    CHECK(exports::frame_file_name(19999, 20000) == "step-19999.png");
}

TEST_CASE("frames fail clearly when the folder cannot be made", "[export][frames]") {
    const std::filesystem::path folder = test::fresh_folder("frames-blocked");
    test::write_file(folder / "file", "not a folder");
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(4));
    exports::FramesOptions options;
    options.folder = (folder / "file" / "frames").string();
    REQUIRE_THROWS_WITH(exports::write_frames(plan, input_keys(4), "", options),
                        Catch::StartsWith("cannot make the folder " + options.folder));
    CHECK(test::file_names(folder) == std::vector<std::string>{"file"});
}

TEST_CASE("frames that fail half way remove the folder they made, and keep a folder that was there", "[export][frames]") {
    const std::filesystem::path folder = test::fresh_folder("frames-half");
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(16));
    const std::vector<uint32_t> keys = input_keys(16);
    // The child may write at most 64 bytes per file: the first frame's write fails (EFBIG) after the
    // folder was made. Exit code 0: an ExportError and no folder left; 1: the folder is still there.
    auto fail_in_child = [&](const std::filesystem::path& frames) {
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{64, 64};
            ::setrlimit(RLIMIT_FSIZE, &limit);
            exports::FramesOptions options;
            options.folder = frames.string();
            int code = 3;
            try {
                exports::write_frames(plan, keys, "", options);
                code = 2;
            } catch (const exports::ExportError&) {
                code = std::filesystem::exists(frames) ? 1 : 0;
            }
            ::_exit(code);
        }
        int status = 0;
        REQUIRE(::waitpid(child, &status, 0) == child);
        REQUIRE(WIFEXITED(status));
        return WEXITSTATUS(status);
    };
    CHECK(fail_in_child(folder / "new") == 0);
    CHECK(test::file_names(folder).empty());
    std::filesystem::create_directory(folder / "old");
    test::write_file(folder / "old" / "notes.txt", "kept");
    CHECK(fail_in_child(folder / "old") == 1);
    CHECK(test::file_names(folder / "old") == std::vector<std::string>{"notes.txt"});
}

TEST_CASE("bars of a network on the next power of two grey its +infinity positions", "[export][frames][bars]") {
    for (const auto& [id, n, expected] : {std::tuple{"bitonic", 13u, 3u}, std::tuple{"odd-even-merge", 5u, 3u},
                                          std::tuple{"bitonic", 16u, 0u}, std::tuple{"odd-even-transposition", 13u, 0u},
                                          std::tuple{"radix", 13u, 0u}}) {
        const algo::Plan plan = algo::find_algorithm(id)->build(algo::sized(n));
        INFO(id << ", n = " << n);
        CHECK(diagram::virtual_positions(plan) == expected);
        const diagram::Drawing drawing = diagram::layout_bars(diagram::input_frame(plan, input_keys(n), ""), {});
        CHECK(count_rects(drawing, diagram::Role::VirtualBar) == expected + (expected > 0 ? 1 : 0));  // and the legend's
        CHECK(count_rects(drawing, diagram::Role::KeyBar) == n);
    }
}

TEST_CASE("a frame of a few keys prints each key under its bar, and a frame of many keys none", "[export][frames][bars]") {
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(8));
    const std::vector<uint32_t> keys = {5, 3, 8, 1, 9, 2, 7, 4};
    const diagram::Drawing drawing = diagram::layout_bars(diagram::input_frame(plan, keys, "typed keys"), {});
    std::vector<std::string> numbers;
    for (const diagram::TextShape& text : drawing.texts) {
        if (text.role == diagram::Role::KeyLabel) numbers.push_back(text.text);
    }
    CHECK(numbers == std::vector<std::string>{"5", "3", "8", "1", "9", "2", "7", "4"});
    const algo::Plan large = algo::find_algorithm("bitonic")->build(algo::sized(1024));
    const diagram::Drawing many = diagram::layout_bars(diagram::input_frame(large, input_keys(1024), ""), {});
    CHECK(std::none_of(many.texts.begin(), many.texts.end(), [](const diagram::TextShape& text) { return text.role == diagram::Role::KeyLabel; }));
}

TEST_CASE("a step's frame marks the positions it compared and the ones it changed", "[export][frames][bars]") {
    // Bitonic's first dispatch on reversed keys 7..0: pairs (0,1) up, (2,3) down, (4,5) up, (6,7) down, so
    // the ascending pairs swap and the descending ones stay.
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(8));
    const std::vector<uint32_t> before = {7, 6, 5, 4, 3, 2, 1, 0};
    const std::vector<uint32_t> after = {6, 7, 5, 4, 2, 3, 1, 0};
    const diagram::BarsFrame frame = diagram::step_frame(plan, 0, before, after, "reversed");
    using diagram::BarMark;
    CHECK(frame.marks == std::vector<BarMark>{BarMark::Moved, BarMark::Moved, BarMark::Compared, BarMark::Compared,
                                              BarMark::Moved, BarMark::Moved, BarMark::Compared, BarMark::Compared});
    CHECK_THAT(frame.caption, Catch::StartsWith("after step 1 of 6: ") && Catch::EndsWith("2 of 4 comparators swapped"));
    const diagram::Drawing drawing = diagram::layout_bars(frame, {});
    CHECK(count_rects(drawing, diagram::Role::MovedMark) == 4 + 1);     // and the legend's swatch
    CHECK(count_rects(drawing, diagram::Role::ComparedMark) == 4 + 1);
}

namespace {

// The frame laid out for a phone, as the web page's narrow copy of the bars is (page_pictures.cpp).
diagram::BarsLayoutOptions narrow_options() {
    diagram::BarsLayoutOptions options;
    options.width = 360.0f;
    options.height = 300.0f;
    options.margin = 8.0f;
    options.heading = false;
    options.caption_size = options.index_size = 12.0f;
    options.key_size = 15.0f;
    options.key_size_min = 12.0f;
    options.unlabelled_keys_note = "the keys' numbers: in the list above";
    return options;
}

// Where a text reaches across, by the layout's own estimate of its width.
bool inside(const diagram::Drawing& drawing, const diagram::TextShape& text) {
    const float width = diagram::estimated_text_width(text.text, text.size);
    const float x0 = text.anchor == diagram::Anchor::Centre ? text.x - width / 2 : text.anchor == diagram::Anchor::Right ? text.x - width : text.x;
    return x0 >= 0.0f && x0 + width <= drawing.width && text.y - text.size >= 0.0f && text.y <= drawing.height;
}

size_t count_texts(const diagram::Drawing& drawing, const std::string& wanted) {
    return static_cast<size_t>(
        std::count_if(drawing.texts.begin(), drawing.texts.end(), [&](const diagram::TextShape& text) { return text.text == wanted; }));
}

}  // namespace

TEST_CASE("a frame laid out for a phone keeps every text inside, wraps its legend and says where unfitted keys are read",
          "[export][frames][bars]") {
    // Bitonic at n = 13: three +infinity positions, whose legend entry is wider than a phone's row.
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(13));
    const std::vector<uint32_t> keys = {12, 5, 9, 13, 1, 7, 3, 10, 2, 11, 8, 4, 6};
    const diagram::BarsFrame frame = diagram::input_frame(plan, keys, "typed keys");
    const diagram::BarsLayoutOptions options = narrow_options();
    const diagram::Drawing drawing = diagram::layout_bars(frame, options);
    for (const diagram::TextShape& text : drawing.texts) {
        INFO(text.text);
        CHECK(inside(drawing, text));
        CHECK(text.size >= 12.0f);
    }
    // No title nor caption (the page's heading says them); every key's number under its bar.
    CHECK(count_texts(drawing, frame.title) == 0);
    CHECK(count_texts(drawing, frame.caption) == 0);
    std::vector<std::string> numbers;
    for (const diagram::TextShape& text : drawing.texts) {
        if (text.role == diagram::Role::KeyLabel) numbers.push_back(text.text);
    }
    CHECK(numbers == std::vector<std::string>{"12", "5", "9", "13", "1", "7", "3", "10", "2", "11", "8", "4", "6"});
    CHECK(count_texts(drawing, options.unlabelled_keys_note) == 0);  // they fit: nothing to point to
    // The legend: "compared" and "key changed" on its first row, the +infinity entry wrapped below it.
    std::vector<float> legend_rows;
    for (const diagram::TextShape& text : drawing.texts) {
        if (text.y > options.height - options.margin - 3 * options.caption_size * 1.4f && text.role == diagram::Role::WireLabel &&
            text.anchor == diagram::Anchor::Left) {
            legend_rows.push_back(text.y);
        }
    }
    std::sort(legend_rows.begin(), legend_rows.end());
    legend_rows.erase(std::unique(legend_rows.begin(), legend_rows.end()), legend_rows.end());
    CHECK(legend_rows.size() >= 2);
    CHECK(legend_rows.back() == options.height - options.margin);

    // 64 keys do not fit at 12 points: no numbers under the bars, and the legend says where to read them.
    const algo::Plan many = algo::find_algorithm("bitonic")->build(algo::sized(64));
    const diagram::Drawing crowded = diagram::layout_bars(diagram::input_frame(many, input_keys(64), ""), options);
    CHECK(std::none_of(crowded.texts.begin(), crowded.texts.end(), [](const diagram::TextShape& text) { return text.role == diagram::Role::KeyLabel; }));
    CHECK(count_texts(crowded, options.unlabelled_keys_note) == 1);
    for (const diagram::TextShape& text : crowded.texts) {
        INFO(text.text);
        CHECK(inside(crowded, text));
    }
}

TEST_CASE("a slide's frame keeps its title, caption and one-row legend", "[export][frames][bars]") {
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(13));
    const diagram::BarsFrame frame = diagram::input_frame(plan, input_keys(13), "random");
    const diagram::BarsLayoutOptions options;
    const diagram::Drawing drawing = diagram::layout_bars(frame, options);
    CHECK(count_texts(drawing, frame.title) == 1);
    CHECK(count_texts(drawing, frame.caption) == 1);
    // compared, key changed and the +infinity positions, side by side on the bottom row.
    const float legend_y = options.height - options.margin;
    const auto on_legend_row = std::count_if(drawing.texts.begin(), drawing.texts.end(), [&](const diagram::TextShape& text) {
        return text.y == legend_y && text.anchor == diagram::Anchor::Left;
    });
    CHECK(on_legend_row == 3);
}
