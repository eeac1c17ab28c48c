// Session files: what is saved reads back the same, a lesson of several slides included; files from
// before slides open as one slide; bad, foreign and out-of-range files and slides give a message naming
// the problem (and the slide) and no session; where the example lessons are found. The example lessons
// themselves are checked in lessons_test.cpp.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "core/lessons/enter_slide.hpp"
#include "core/lessons/lessons.hpp"
#include "core/lessons/session_file.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

using namespace sortscope;
using namespace sortscope::ui;

TEST_CASE("a saved session reads back the same, typed float keys and their key file's name included", "[gui][core]") {
    SessionFile session;
    session.title = "floats";
    Slide& slide = session.slides.front();
    slide.input.algorithm = "radix";
    slide.input.n = 3;  // the typed keys' count: typed keys give n (a file saying otherwise reads as 3)
    slide.input.key_type = algo::KeyType::F32;
    slide.input.values = true;
    slide.input.descending = true;
    slide.input.local_size = 16;
    algo::set_radix_bits(slide.input.own, 2);
    slide.input.typed_keys = {0x80000000u, 0x7FC00000u, 0x3FC00000u};
    slide.input.key_file = "lessons/floats.txt";
    slide.step = 7;
    slide.views.table = false;
    slide.views.presenter = true;
    slide.views.text_scale = 1.25f;
    const SessionRead read = session_from_json(session_to_json(session));
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK(read.session->title == "floats");
    REQUIRE(read.session->slides.size() == 1);
    CHECK(read.session->slides.front() == slide);
}

TEST_CASE("a work group is saved only when one was chosen, so a lesson gets the app's choice otherwise", "[gui][core]") {
    SessionFile session;
    const std::string unchosen = session_to_json(session);
    CHECK(unchosen.find("work_group_size") == std::string::npos);
    CHECK_FALSE(session_from_json(unchosen).session->slides.front().input.local_size.has_value());
    session.slides.front().input.local_size = 32;
    const SessionRead chosen = session_from_json(session_to_json(session));
    REQUIRE(chosen.session.has_value());
    CHECK(chosen.session->slides.front().input.local_size == 32u);
}

TEST_CASE("onesweep's path is saved, and a file from before it opens with the driver's choice", "[gui][core]") {
    SessionFile session;
    InputSpec& input = session.slides.front().input;
    input.algorithm = "onesweep";
    input.n = 4096;
    input.numbers.set(options::kTileOption, 512);
    set_onesweep_path(input.own, algo::OnesweepPath::Lookback);
    const SessionRead read = session_from_json(session_to_json(session));
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK(read.session->slides.front().input == input);
    CHECK(algo::onesweep_path_of(session_from_json(R"({"sortscope_session": 1, "algorithm": "onesweep", "onesweep_path": "portable"})")
                                     .session->slides.front()
                                     .input.own) == algo::OnesweepPath::Portable);
    const SessionRead old = session_from_json(R"({"sortscope_session": 1, "algorithm": "onesweep", "n": 64})");
    REQUIRE(old.session.has_value());
    CHECK(sortscope::algo::onesweep_path_of(old.session->slides.front().input.own) == algo::OnesweepPath::Auto);
    CHECK_THAT(session_from_json(R"({"sortscope_session": 1, "onesweep_path": "sideways"})").error,
               Catch::Contains("unknown onesweep-path 'sideways' (known: lookback, portable or auto)"));
}

TEST_CASE("a hidden control panel is saved, and a file from before it shows the panel", "[gui][core]") {
    SessionFile session;
    session.slides.front().views.sidebar = false;
    const std::string json = session_to_json(session);
    CHECK_THAT(json, Catch::Contains("\"sidebar\": false"));
    const SessionRead read = session_from_json(json);
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK_FALSE(read.session->slides.front().views.sidebar);
    const SessionRead old = session_from_json(R"({"sortscope_session": 1, "views": {"bars": true, "presenter": true}})");
    REQUIRE(old.session.has_value());
    CHECK(old.session->slides.front().views.sidebar);
    CHECK(old.session->slides.front().views.presenter);
    CHECK_THAT(session_from_json(R"({"sortscope_session": 1, "views": {"sidebar": "no"}})").error,
               Catch::Contains("field 'sidebar' must be true or false"));
}

TEST_CASE("the kernel view is saved with a slide's views, and a file from before it opens without it", "[gui][core]") {
    SessionFile session;
    session.slides.front().views.kernel = true;
    session.slides.front().views.bars = false;
    session.slides.front().views.network = false;
    session.slides.front().views.table = false;
    const std::string json = session_to_json(session);
    CHECK_THAT(json, Catch::Contains("\"kernel\": true"));
    const SessionRead read = session_from_json(json);
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK(read.session->slides.front().views.kernel);  // the kernel view alone is a view shown
    const SessionRead old = session_from_json(R"({"sortscope_session": 1, "views": {"bars": true}})");
    REQUIRE(old.session.has_value());
    CHECK_FALSE(old.session->slides.front().views.kernel);
    CHECK_THAT(session_from_json(R"({"sortscope_session": 1, "views": {"kernel": 1}})").error,
               Catch::Contains("field 'kernel' must be true or false"));
}

TEST_CASE("bad and foreign session files are refused with the reason", "[gui][core]") {
    auto error_of = [](const std::string& text) {
        const SessionRead read = session_from_json(text);
        CHECK_FALSE(read.session.has_value());
        return read.error;
    };
    CHECK_THAT(error_of("this is not json"), Catch::Contains("not JSON"));
    CHECK_THAT(error_of(R"({"name": "a shopping list"})"), Catch::Contains("not a Sortscope session"));
    CHECK_THAT(error_of(R"([1, 2, 3])"), Catch::Contains("not a Sortscope session"));
    CHECK_THAT(error_of(R"({"sortscope_session": 9})"), Catch::Contains("format 9"));
    CHECK_THAT(error_of(R"({"sortscope_session": 1, "n": "many"})"), Catch::Contains("'n' must be a whole number"));
    CHECK_THAT(error_of(R"({"sortscope_session": 1, "n": -4})"), Catch::Contains("'n' must be a whole number"));
    CHECK_THAT(error_of(R"({"sortscope_session": 1, "algorithm": "bogosort"})"), Catch::Contains("unknown algorithm 'bogosort'"));
    CHECK_THAT(error_of(R"({"sortscope_session": 1, "keys": "f64"})"), Catch::Contains("unknown key type"));
    CHECK_THAT(error_of(R"({"sortscope_session": 1, "values": "yes"})"), Catch::Contains("'values' must be true or false"));
    CHECK_THAT(error_of(R"({"sortscope_session": 1, "keys": "i32", "typed_keys": ["1", "x"]})"), Catch::Contains("typed key 1"));
    CHECK_THAT(error_of(R"({"sortscope_session": 1, "key_file": "keys.txt"})"), Catch::Contains("'key_file'"));
    CHECK_THAT(error_of(R"({"sortscope_session": 1, "typed_keys": ["1"], "key_file": 3})"), Catch::Contains("'key_file' must be a string"));
    CHECK_THAT(error_of(R"({"sortscope_session": 1, "views": {"bars": false, "network": false, "table": false}})"),
               Catch::Contains("at least one view"));
    CHECK_THAT(error_of(R"({"sortscope_session": 1, "views": {"text_scale": 40}})"), Catch::Contains("text_scale"));
    CHECK_THAT(error_of(R"({"sortscope_session": 1, "algorithm": "rank", "n": 1000000})"), Catch::Contains("quadratic"));
}

TEST_CASE("a missing file is named, and saving never leaves a half-written file", "[gui][core]") {
    CHECK_THAT(read_session_file("/nonexistent/lesson.json").error, Catch::Contains("/nonexistent/lesson.json"));
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "sortscope_session_test";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "lesson.json").string();
    std::ofstream(path) << "old contents";
    CHECK_THROWS(write_session_file((dir / "missing-folder" / "lesson.json").string(), SessionFile{}));
    write_session_file(path, SessionFile{});
    CHECK(read_session_file(path).session.has_value());
    size_t files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) files += entry.is_regular_file() ? 1 : 0;
    CHECK(files == 1);  // no temporary file left behind
    std::filesystem::remove_all(dir);
}

TEST_CASE("a session file that is not a regular file is refused without opening it", "[gui][core]") {
    // A FIFO named *.json would block the open until a writer came: at start-up, when the lessons are
    // listed, or with --lessons. If it were opened, this test would hang (ctest's timeout fails it).
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "sortscope_session_fifo_test";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string fifo = (dir / "lesson.json").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const SessionRead read = read_session_file(fifo);
    CHECK_FALSE(read.session.has_value());
    CHECK_THAT(read.error, Catch::Contains("lesson.json' is a FIFO (named pipe), not a regular file"));
    CHECK_THAT(read_session_file(dir.string()).error, Catch::Contains("' is a folder, not a file"));
    std::filesystem::remove_all(dir);
}

TEST_CASE("typed keys give a session's n, whatever its field n says", "[gui][core]") {
    const SessionRead read = session_from_json(
        R"({"sortscope_session": 1, "algorithm": "bitonic", "n": 5, "keys": "u32", "typed_keys": ["3", "1", "2"]})");
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK(read.session->slides.front().input.n == 3);
}

TEST_CASE("a slide's step past its plan is named as the session's field, not as --step", "[gui][core]") {
    const SessionRead read = session_from_json(R"({"sortscope_session": 1, "algorithm": "bitonic", "n": 8, "step": 4000000000})");
    INFO(read.error);
    REQUIRE(read.session.has_value());
    const auto problem = lesson_problem(*read.session, algo::DeviceCaps{});
    REQUIRE(problem.has_value());
    CHECK(*problem == "field 'step' 4000000000 is past the plan's 6 steps");
}

TEST_CASE("the example lessons come from SORTSCOPE_ASSETS_DIR, else next to the program, else the source tree",
          "[gui][core]") {
    const std::filesystem::path installed = std::filesystem::temp_directory_path() / "sortscope-installed-assets-test";
    std::filesystem::remove_all(installed);
    // Nothing installed: a build-tree program reads the source tree; a build for installing names the
    // installed folder all the same (so a missing lesson folder is reported where it should be).
    CHECK(choose_assets_directory(nullptr, installed.string(), "/src/assets") == "/src/assets");
    CHECK(choose_assets_directory("", installed.string(), "/src/assets") == "/src/assets");
    CHECK(choose_assets_directory(nullptr, installed.string(), nullptr) == installed.string());
    std::filesystem::create_directories(installed / "sessions");
    CHECK(choose_assets_directory(nullptr, installed.string(), "/src/assets") == installed.string());
    CHECK(choose_assets_directory("/chosen", installed.string(), "/src/assets") == "/chosen");
    std::filesystem::remove_all(installed);
    // The installed folder is ../share/sortscope from the folder of the running program.
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe");
    CHECK(installed_assets_directory() == (program.parent_path().parent_path() / "share" / "sortscope").string());
}

namespace {

// A lesson of three slides over the same eight keys: the second changes the step and a view, the third
// the algorithm and Predict mode, and drops the typed keys for a random input.
SessionFile three_slides() {
    SessionFile lesson;
    lesson.title = "Three slides";
    Slide first;
    first.title = "Eight keys";
    first.note = "Eight keys in no order.";
    first.question = "How many comparators run at once?";
    first.input.typed_keys = {5, 3, 8, 1, 9, 2, 7, 4};
    first.input.n = 8;
    first.views.sidebar = false;
    Slide second = first;
    second.title.clear();
    second.question.clear();
    second.note = "The first dispatch.";
    second.step = 1;
    second.play_to = 3;
    second.views.table = false;
    Slide third = first;
    third.title = "Rank";
    third.note = "Every key counts the keys before it.";
    third.question.clear();
    third.input.algorithm = "rank";
    third.input.typed_keys.clear();
    third.input.n = 12;
    third.predict = true;
    third.predict_steps = {0};
    lesson.slides = {first, second, third};
    return lesson;
}

std::string error_of(const std::string& text) {
    const SessionRead read = session_from_json(text);
    CHECK_FALSE(read.session.has_value());
    return read.error;
}

}  // namespace

TEST_CASE("a lesson of several slides reads back the same, each slide written as what differs from the first",
          "[gui][core]") {
    const SessionFile lesson = three_slides();
    const std::string json = session_to_json(lesson);
    INFO(json);
    const SessionRead read = session_from_json(json);
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK(read.session->title == "Three slides");
    REQUIRE(read.session->slides.size() == 3);
    for (size_t k = 0; k < 3; ++k) {
        INFO("slide " << k + 1);
        CHECK(read.session->slides[k] == lesson.slides[k]);
    }
    // The keys are written once, outside the slides; the third slide does without them (null).
    size_t written = 0;
    for (size_t at = json.find("\"typed_keys\""); at != std::string::npos; at = json.find("\"typed_keys\"", at + 1)) ++written;
    CHECK(written == 2);
    CHECK_THAT(json, Catch::Contains("\"typed_keys\": null"));
    // A Sortscope from before slides reads the fields outside "slides": the first slide's state.
    const SessionRead outside = session_from_json(json.substr(0, json.find("\"slides\"")) + "\"end\": 0}");
    INFO(outside.error);
    REQUIRE(outside.session.has_value());
    REQUIRE(outside.session->slides.size() == 1);
    Slide first_state = lesson.slides.front();
    first_state.title.clear();
    first_state.note.clear();
    first_state.question.clear();
    CHECK(outside.session->slides.front() == first_state);
}

TEST_CASE("a slide is the lesson's state with its own fields laid over it", "[gui][core]") {
    const SessionRead read = session_from_json(R"({"sortscope_session": 1, "title": "Laid over", "algorithm": "bitonic",
        "typed_keys": ["5", "3", "8", "1", "9", "2", "7", "4"], "views": {"table": false, "sidebar": false},
        "slides": [{"note": "one"}, {"note": "two", "step": 3, "views": {"table": true}},
                   {"note": "three", "algorithm": "odd-even-transposition", "predict": {"steps": [1]}}]})");
    INFO(read.error);
    REQUIRE(read.session.has_value());
    const std::vector<Slide>& slides = read.session->slides;
    REQUIRE(slides.size() == 3);
    CHECK(slides[0].note == "one");
    CHECK(slides[0].input.typed_keys.size() == 8);
    CHECK_FALSE(slides[0].views.table);
    CHECK(slides[1].step == 3);
    CHECK(slides[1].views.table);          // changed by the slide
    CHECK_FALSE(slides[1].views.sidebar);  // kept from the lesson's state
    CHECK(slides[1].input == slides[0].input);
    CHECK(slides[2].input.algorithm == "odd-even-transposition");
    CHECK(slides[2].input.typed_keys == slides[0].input.typed_keys);
    CHECK(slides[2].predict);
    CHECK(slides[2].predict_steps == std::vector<size_t>{1});
    CHECK(slides[2].step == 0);
}

TEST_CASE("a file from before slides is a lesson of one slide, with a note at its top when it has one", "[gui][core]") {
    const SessionRead old = session_from_json(R"({"sortscope_session": 1, "title": "Bitonic sort: 16 keys", "algorithm": "bitonic",
        "n": 16, "distribution": "random", "seed": 1, "step": 3})");
    INFO(old.error);
    REQUIRE(old.session.has_value());
    REQUIRE(old.session->slides.size() == 1);
    CHECK(old.session->title == "Bitonic sort: 16 keys");
    CHECK(old.session->slides.front().title.empty());  // the title is the lesson's
    CHECK(old.session->slides.front().step == 3);
    CHECK(old.session->slides.front().note.empty());
    // Written back, it stays a file without slides.
    CHECK_THAT(session_to_json(*old.session), !Catch::Contains("slides"));
    const SessionRead noted = session_from_json(R"({"sortscope_session": 1, "note": "Look at the lit column.", "question": "Why?"})");
    REQUIRE(noted.session.has_value());
    CHECK(noted.session->slides.front().note == "Look at the lit column.");
    CHECK(noted.session->slides.front().question == "Why?");
    CHECK(session_from_json(session_to_json(*noted.session)).session->slides == noted.session->slides);
}

TEST_CASE("bad slides are refused with the slide's number and the field", "[gui][core]") {
    const std::string head = R"({"sortscope_session": 1, "algorithm": "bitonic", "n": 8, "slides": )";
    CHECK(error_of(head + R"("many"})") == "field 'slides' must be a list of slides");
    CHECK(error_of(head + R"([]})") == "field 'slides' must hold at least one slide");
    CHECK_THAT(error_of(head + R"([{"note": "a"}, 3]})"), Catch::StartsWith("slide 2 must be an object"));
    CHECK_THAT(error_of(head + R"([{"note": "a"}, {"notes": "b"}])" + "}"),
               Catch::StartsWith("slide 2: unknown field 'notes' (a slide knows ") && Catch::Contains("note"));
    CHECK_THAT(error_of(head + R"([{"note": "a"}, {"sortscope_session": 1}])" + "}"), Catch::StartsWith("slide 2: unknown field 'sortscope_session'"));
    CHECK(error_of(head + R"([{"note": "a"}, {"step": "three"}])" + "}") == "slide 2: field 'step' must be a whole number");
    CHECK(error_of(head + R"([{"step": 4, "play_to": 2}])" + "}") == "slide 1: field 'play_to' (2) must be after field 'step' (4)");
    CHECK(error_of(head + R"([{"note": 7}])" + "}") == "slide 1: field 'note' must be a string");
    CHECK_THAT(error_of(head + R"([{"note": "a"}, {"algorithm": "bogosort"}])" + "}"), Catch::StartsWith("slide 2: unknown algorithm 'bogosort'"));
    CHECK(error_of(head + R"([{"views": {"bars": false, "network": false, "table": false}}])" + "}") ==
          "slide 1: field 'views' must show at least one view");
    CHECK_THAT(error_of(head + R"([{"note": ")" + std::string(kMaxNoteBytes + 1, 'x') + R"("}])" + "}"),
               Catch::StartsWith("slide 1: field 'note' is 401 bytes long; it holds at most 400"));
    CHECK_THAT(error_of(head + R"([{"question": ")" + std::string(kMaxQuestionBytes + 1, 'x') + R"("}])" + "}"),
               Catch::StartsWith("slide 1: field 'question' is 201 bytes long"));
    CHECK_THAT(error_of(head + R"([{"title": ")" + std::string(kMaxSlideTitleBytes + 1, 'x') + R"("}])" + "}"),
               Catch::StartsWith("slide 1: field 'title' is 81 bytes long"));
    // A note outside the slides would belong to no slide.
    CHECK(error_of(R"({"sortscope_session": 1, "note": "a", "slides": [{"note": "b"}]})") ==
          "field 'note' belongs in a slide: in a lesson with 'slides', each slide has its own");
    // The lesson's own state is checked first, without a slide's number.
    CHECK(error_of(R"({"sortscope_session": 1, "n": "many", "slides": [{"n": 8}]})") == "field 'n' must be a whole number");
}

TEST_CASE("a lesson holds at most kMaxSlides slides", "[gui][core]") {
    auto lesson_of = [](size_t count) {
        std::string slides;
        for (size_t k = 0; k < count; ++k) slides += std::string(k == 0 ? "" : ", ") + R"({"note": "a slide"})";
        return R"({"sortscope_session": 1, "slides": [)" + slides + "]}";
    };
    const SessionRead most = session_from_json(lesson_of(kMaxSlides));
    INFO(most.error);
    REQUIRE(most.session.has_value());
    CHECK(most.session->slides.size() == kMaxSlides);
    CHECK(error_of(lesson_of(kMaxSlides + 1)) == "field 'slides' holds 101 slides; a lesson holds at most 100");
}

TEST_CASE("a session nested 50,000 objects deep is refused with a message, not a crash", "[gui][core]") {
    // Issue 49's crash: a 300 KB session whose slide holds 50,000 nested objects.
    std::string deep = R"({"sortscope_session": 1, "algorithm": "bitonic", "n": 8, "slides": [)";
    for (int i = 0; i < 50000; ++i) deep += "{\"a\":";
    deep += "1";
    for (int i = 0; i < 50000; ++i) deep += "}";
    deep += "]}";
    const SessionRead read = session_from_json(deep);
    CHECK_FALSE(read.session.has_value());
    CHECK_THAT(read.error, Catch::StartsWith("not a session: its JSON is nested more than 64 levels deep (at byte"));
}

TEST_CASE("a session file holding a NUL byte is refused with its offset", "[gui][core]") {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("sortscope_session_nul_" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "lesson.json").string();
    std::ofstream(path, std::ios::binary) << std::string("{\"sortscope_session\": 1}\0junk", 29);
    CHECK(read_session_file(path).error == "the session file '" + path + "' holds a NUL byte at offset 24: not a text file");
    std::filesystem::remove_all(dir);
}

TEST_CASE("a broken lesson in the lessons folder is listed as broken; the others still read", "[gui][core]") {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("sortscope_lessons_broken_" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    write_session_file((dir / "good.json").string(), SessionFile{});
    std::string deep;
    for (int i = 0; i < 50000; ++i) deep += "[";
    std::ofstream((dir / "deep.json").string()) << deep;
    REQUIRE(::mkfifo((dir / "fifo.json").c_str(), 0600) == 0);
    const std::vector<ExampleLesson> lessons = read_lessons(dir.string());
    REQUIRE(lessons.size() == 3);
    size_t broken = 0;
    for (const ExampleLesson& lesson : lessons) {
        INFO(lesson.path << ": " << lesson.error);
        if (lesson.path.ends_with("good.json")) {
            CHECK(lesson.error.empty());
        } else {
            CHECK_FALSE(lesson.error.empty());
            ++broken;
        }
    }
    CHECK(broken == 2);
    std::filesystem::remove_all(dir);
}

TEST_CASE("a session whose title holds invalid UTF-8 is written as valid UTF-8", "[gui][core]") {
    SessionFile session;
    session.title = "bad \xff\xfe title";
    std::string text;
    REQUIRE_NOTHROW(text = session_to_json(session));
    CHECK(text.find("bad \xef\xbf\xbd\xef\xbf\xbd title") != std::string::npos);  // each byte as U+FFFD
    const SessionRead read = session_from_json(text);
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK(read.session->title == "bad \xef\xbf\xbd\xef\xbf\xbd title");
}
