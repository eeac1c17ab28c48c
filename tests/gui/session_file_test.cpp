// Session files: what is saved reads back the same; bad, foreign and out-of-range files give a message
// naming the problem and no session; the example lessons in assets/sessions all open.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/teaching/quiz.hpp"
#include "core/session/lessons.hpp"
#include "core/session/session_file.hpp"

using namespace sortscope;
using namespace sortscope::ui;

TEST_CASE("a saved session reads back the same, typed float keys and their key file's name included", "[gui][core]") {
    SessionFile session;
    session.title = "floats";
    session.input.algorithm = "radix";
    session.input.n = 5;
    session.input.key_type = algo::KeyType::F32;
    session.input.values = true;
    session.input.descending = true;
    session.input.local_size = 16;
    session.input.radix_bits = 2;
    session.input.typed_keys = {0x80000000u, 0x7FC00000u, 0x3FC00000u};
    session.input.key_file = "lessons/floats.txt";
    session.step = 7;
    session.views.table = false;
    session.views.presenter = true;
    session.views.text_scale = 1.25f;
    const SessionRead read = session_from_json(session_to_json(session));
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK(read.session->title == "floats");
    CHECK(read.session->input == session.input);
    CHECK(read.session->step == 7);
    CHECK(read.session->views == session.views);
}

TEST_CASE("onesweep's path is saved, and a file from before it opens with the driver's choice", "[gui][core]") {
    SessionFile session;
    session.input.algorithm = "onesweep";
    session.input.n = 4096;
    session.input.tile = 512;
    session.input.onesweep_path = algo::OnesweepPath::Lookback;
    const SessionRead read = session_from_json(session_to_json(session));
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK(read.session->input == session.input);
    CHECK(session_from_json(R"({"sortscope_session": 1, "algorithm": "onesweep", "onesweep_path": "portable"})")
              .session->input.onesweep_path == algo::OnesweepPath::Portable);
    const SessionRead old = session_from_json(R"({"sortscope_session": 1, "algorithm": "onesweep", "n": 64})");
    REQUIRE(old.session.has_value());
    CHECK(old.session->input.onesweep_path == algo::OnesweepPath::Auto);
    CHECK_THAT(session_from_json(R"({"sortscope_session": 1, "onesweep_path": "sideways"})").error,
               Catch::Contains("unknown onesweep path 'sideways'"));
}

TEST_CASE("a hidden control panel is saved, and a file from before it shows the panel", "[gui][core]") {
    SessionFile session;
    session.views.sidebar = false;
    const std::string json = session_to_json(session);
    CHECK_THAT(json, Catch::Contains("\"sidebar\": false"));
    const SessionRead read = session_from_json(json);
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK_FALSE(read.session->views.sidebar);
    const SessionRead old = session_from_json(R"({"sortscope_session": 1, "views": {"bars": true, "presenter": true}})");
    REQUIRE(old.session.has_value());
    CHECK(old.session->views.sidebar);
    CHECK(old.session->views.presenter);
    CHECK_THAT(session_from_json(R"({"sortscope_session": 1, "views": {"sidebar": "no"}})").error,
               Catch::Contains("field 'sidebar' must be true or false"));
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

TEST_CASE("every example lesson opens and its step is inside its plan", "[gui][core]") {
    const std::vector<Lesson>& lessons = example_lessons();
    CHECK(lessons.size() >= 3);
    for (const Lesson& lesson : lessons) {
        const SessionRead read = read_session_file(lesson.path);
        INFO(lesson.path << ": " << read.error);
        REQUIRE(read.session.has_value());
        CHECK_FALSE(read.session->title.empty());
        const algo::Options options = plan_options(read.session->input, algo::DeviceCaps{});
        const algo::Plan plan = algo::find_algorithm(read.session->input.algorithm)->build(options);
        CHECK(read.session->step <= plan.steps.size());
        for (size_t step : read.session->predict_steps) CHECK(algo::question_kind(plan, step) != algo::QuestionKind::None);
    }
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
