// The example lessons in assets/sessions: every file reads and every slide fits its plan; every
// algorithm has a lesson; they are written for a class (a note on every slide, a question to ask, keys a
// student can hold in their head, source documents named by author, never "seed 000"); and each one,
// walked slide by slide headless through sortscope_ui_core as PageDown would, shows every slide with the
// GPU agreeing with the CPU. Also a slide's play_to.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>

#include "algorithms/catalogue/registry.hpp"
#include "core/lessons/enter_slide.hpp"
#include "core/lessons/lessons.hpp"
#include "core/session/player.hpp"
#include "core/lessons/slide_show.hpp"
#include "device/device_limits.hpp"
#include "gpu_device.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

struct LessonFile {
    std::string path;
    SessionFile lesson;
};

// Every .json in the lessons folder, read directly: example_lessons() leaves out a file that does not
// read, which must fail here instead.
std::vector<LessonFile> lesson_files() {
    std::vector<LessonFile> files;
    for (const auto& entry : std::filesystem::directory_iterator(assets_directory() + "/sessions")) {
        if (entry.path().extension() != ".json") continue;
        const SessionRead read = read_session_file(entry.path().string());
        INFO(read.error);
        REQUIRE(read.session.has_value());
        files.push_back({entry.path().string(), *read.session});
    }
    std::sort(files.begin(), files.end(), [](const LessonFile& a, const LessonFile& b) { return a.path < b.path; });
    return files;
}

// The largest key a student should have to read off a bar: two digits.
constexpr uint32_t kLargestKey = 99;

}  // namespace

TEST_CASE("every example lesson reads, is listed, and every slide fits its plan on the least device", "[gui][core]") {
    const std::vector<LessonFile> files = lesson_files();
    CHECK(files.size() == example_lessons().size());
    for (const LessonFile& file : files) {
        INFO(file.path);
        // DeviceCaps{}: no subgroups, no independent progress, the GL minimum of shared memory (llvmpipe's
        // answers, or worse): a lesson that fits there fits on every device.
        const auto problem = lesson_problem(file.lesson, algo::DeviceCaps{});
        INFO(problem.value_or(""));
        CHECK_FALSE(problem.has_value());
    }
}

TEST_CASE("every algorithm has an example lesson", "[gui][core]") {
    std::set<std::string> taught;
    for (const LessonFile& file : lesson_files()) {
        for (const Slide& slide : file.lesson.slides) taught.insert(slide.input.algorithm);
    }
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        INFO(info.id);
        CHECK(taught.count(std::string(info.id)) == 1);
    }
}

TEST_CASE("the example lessons are written for a class", "[gui][core]") {
    const std::regex seed_document("seed [0-9]{3}", std::regex::icase);
    for (const LessonFile& file : lesson_files()) {
        INFO(file.path);
        const SessionFile& lesson = file.lesson;
        CHECK_FALSE(lesson.title.empty());
        CHECK_FALSE(std::regex_search(lesson.title, seed_document));
        CHECK(lesson.slides.size() >= 3);
        size_t questions = 0;
        for (size_t k = 0; k < lesson.slides.size(); ++k) {
            const Slide& slide = lesson.slides[k];
            INFO("slide " << k + 1);
            CHECK_FALSE(slide.note.empty());
            questions += slide.question.empty() ? 0 : 1;
            for (const std::string* text : {&slide.title, &slide.note, &slide.question}) {
                CHECK_FALSE(std::regex_search(*text, seed_document));  // authors and years, never the file's number
            }
            // Keys typed out and small, whatever the default keys of the day are.
            REQUIRE_FALSE(slide.input.typed_keys.empty());
            CHECK(slide.input.key_type == algo::KeyType::U32);
            for (uint32_t key : slide.input.typed_keys) CHECK(key <= kLargestKey);
            CHECK(slide.input.typed_keys.size() <= 64);
        }
        CHECK(questions >= 1);
    }
}

TEST_CASE("every example lesson walks through its slides on the GPU, as PageDown moves through them", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    for (const LessonFile& file : lesson_files()) {
        INFO(file.path);
        SlideShow slides;
        slides.open(file.lesson, file.path);
        SortSession session(slides.current().input);
        REQUIRE_FALSE(lesson_problem(file.lesson, gpu::device_caps(session.limits())).has_value());
        PredictMode predict;
        Player player;
        size_t shown = 0;
        for (bool more = true; more; ++shown) {
            const Slide& slide = slides.current();
            INFO(slides.position_text());
            enter_slide(slide, session, predict);
            CHECK(session.cursor() == slide.step);
            CHECK(session.check().ok);
            CHECK(predict.enabled() == slide.predict);
            if (slide.play_to) {
                player.play_to(*slide.play_to);
                // A second at a time: each advance runs the steps it earns, and playing stops at play_to.
                for (int second = 0; second < 1000 && player.playing(); ++second) {
                    player.advance(session, 1.0, [&](size_t step) { return predict.asks(session.plan(), step); });
                }
                CHECK_FALSE(player.playing());
                if (!predict.asking()) CHECK(session.cursor() == *slide.play_to);
                CHECK(session.check().ok);
            }
            const auto next = slides.target(1);
            more = next.has_value();
            if (next) slides.go_to(*next);
        }
        CHECK(shown == file.lesson.slides.size());
        CHECK_FALSE(slides.target(1));  // PageDown on the last slide stays there
    }
}

TEST_CASE("a slide's play_to plays from its step and pauses there, Play then goes on to the end", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    InputSpec input;
    input.typed_keys = {5, 3, 8, 1, 9, 2, 7, 4};
    input.n = 8;
    SortSession session(input);  // bitonic: 6 steps
    session.seek(1);
    Player player;
    player.play_to(4);
    REQUIRE(player.playing());
    player.advance(session, 0.1);  // less than a step's time: the class first sees where the slide starts
    CHECK(session.cursor() == 1);
    for (int k = 0; k < 20; ++k) player.advance(session, 1.0);
    CHECK(session.cursor() == 4);
    CHECK_FALSE(player.playing());
    // Play goes on from there to the end: the target is forgotten.
    player.toggle(session);
    for (int k = 0; k < 20; ++k) player.advance(session, 1.0);
    CHECK(session.done());
}
