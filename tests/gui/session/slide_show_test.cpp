// The open lesson: next and previous move through its slides and stop at both ends; a lesson of one
// slide leaves them to stepping; "add slide" appends the screen and "save" updates the slide on screen;
// saving writes the whole lesson and never overwrites another lesson's file. Window-free.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "core/lessons/session_file.hpp"
#include "core/lessons/slide_show.hpp"

using namespace sortscope::ui;

namespace {

SessionFile lesson_of(size_t count) {
    SessionFile lesson;
    lesson.title = "A lesson";
    lesson.slides.clear();
    for (size_t k = 0; k < count; ++k) {
        Slide slide;
        slide.note = "slide " + std::to_string(k + 1);
        slide.step = k;
        lesson.slides.push_back(slide);
    }
    return lesson;
}

// A folder of its own, removed at the end.
struct TempFolder {
    std::filesystem::path path = std::filesystem::temp_directory_path() / "sortscope_slide_show_test";
    TempFolder() {
        std::filesystem::remove_all(path);
        std::filesystem::create_directories(path);
    }
    ~TempFolder() { std::filesystem::remove_all(path); }
    std::string file(const char* name) const { return (path / name).string(); }
};

}  // namespace

TEST_CASE("next and previous move through the slides and do nothing at either end", "[gui][core]") {
    SlideShow slides;
    CHECK_FALSE(slides.is_open());
    CHECK_FALSE(slides.moves_by_slides());
    CHECK_FALSE(slides.target(1));
    slides.open(lesson_of(3), "");
    REQUIRE(slides.moves_by_slides());
    CHECK(slides.index() == 0);
    CHECK(slides.position_text() == "slide 1 of 3");
    CHECK_FALSE(slides.target(-1));  // previous on the first slide: nothing
    CHECK_FALSE(slides.target(0));
    REQUIRE(slides.target(1) == 1u);
    slides.go_to(*slides.target(1));
    CHECK(slides.current().note == "slide 2");
    CHECK(slides.target(-1) == 0u);
    CHECK(slides.target(5) == 2u);   // five presses in one frame: the last slide, no further
    CHECK(slides.target(-5) == 0u);
    slides.go_to(2);
    CHECK(slides.position_text() == "slide 3 of 3");
    CHECK_FALSE(slides.target(1));  // next on the last slide: nothing, the lesson stays
    CHECK_FALSE(slides.target(3));
    CHECK(slides.target(-1) == 1u);
    slides.go_to(99);
    CHECK(slides.index() == 2);  // kept within the lesson
}

TEST_CASE("a lesson of one slide leaves next and previous to stepping", "[gui][core]") {
    SlideShow slides;
    slides.open(lesson_of(1), "");
    CHECK(slides.is_open());
    CHECK_FALSE(slides.moves_by_slides());
    CHECK_FALSE(slides.target(1));
    CHECK_THROWS(slides.open(lesson_of(0), ""));
}

TEST_CASE("adding a slide appends the screen at the end, and saving updates the slide on screen", "[gui][core]") {
    SlideShow slides;
    Slide screen;
    screen.input.algorithm = "rank";
    screen.step = 1;
    screen.note = "not copied";
    screen.play_to = 1;
    // With no lesson open, the screen becomes a lesson of one slide.
    REQUIRE(slides.append(screen));
    CHECK(slides.count() == 1);
    CHECK(slides.current().input.algorithm == "rank");
    CHECK(slides.current().note.empty());
    CHECK_FALSE(slides.current().play_to);

    slides.open(lesson_of(3), "");
    slides.go_to(1);
    REQUIRE(slides.append(screen));
    CHECK(slides.count() == 4);
    CHECK(slides.index() == 3);  // the new last slide is on screen
    CHECK(slides.current().step == 1);
    CHECK(slides.current().input.algorithm == "rank");
    CHECK(slides.current().note.empty());
    slides.set_note("Every key counts the keys before it.");
    CHECK(slides.current().note == "Every key counts the keys before it.");

    // Save: the slide on screen takes the screen's state and keeps its note.
    slides.go_to(0);
    Slide later = screen;
    later.step = 0;
    later.views.table = false;
    slides.update_current(later);
    CHECK(slides.current().note == "slide 1");
    CHECK_FALSE(slides.current().views.table);
    CHECK(slides.current().input.algorithm == "rank");
    CHECK(slides.count() == 4);

    // A note is cut to what a slide holds, never inside a character.
    slides.set_note(std::string(kMaxNoteBytes - 1, 'x') + "\u00e9\u00e9");
    CHECK(slides.current().note.size() == kMaxNoteBytes - 1);
}

TEST_CASE("a lesson holds at most kMaxSlides: adding one more changes nothing", "[gui][core]") {
    SlideShow slides;
    slides.open(lesson_of(kMaxSlides), "");
    CHECK_FALSE(slides.append(Slide{}));
    CHECK(slides.count() == kMaxSlides);
}

TEST_CASE("saving writes the whole lesson, and adding a slide never overwrites another lesson", "[gui][core]") {
    const TempFolder folder;
    const std::string mine = folder.file("mine.json");
    const std::string other = folder.file("other.json");
    std::ofstream(other) << "another teacher's lesson";

    SlideShow slides;
    slides.open(lesson_of(2), "");  // an example: never written over
    REQUIRE(slides.append(Slide{}));
    // Adding to a file that holds something else is refused, and nothing is written.
    const SlideShow::Saved refused = slides.save_to(other, false);
    CHECK_FALSE(refused.ok);
    CHECK_THAT(refused.message, Catch::Contains("other.json already holds another lesson"));
    std::ifstream kept(other);
    std::string contents((std::istreambuf_iterator<char>(kept)), std::istreambuf_iterator<char>());
    CHECK(contents == "another teacher's lesson");
    // A new file is written, then becomes the lesson's own: adding again writes to it.
    const SlideShow::Saved saved = slides.save_to(mine, false);
    CHECK(saved.ok);
    CHECK(saved.message == "saved " + mine + " (3 slides)");
    CHECK(slides.path() == mine);
    REQUIRE(slides.append(Slide{}));
    CHECK(slides.save_to(folder.path.string() + "/./mine.json", false).ok);  // however the path is spelt
    const SessionRead read = read_session_file(mine);
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK(read.session->title == "A lesson");
    CHECK(read.session->slides == slides.lesson().slides);
    // Save replaces what a file held, as Save always has.
    CHECK(slides.save_to(other, true).ok);
    CHECK(read_session_file(other).session.has_value());
    // An unwritable place is reported, not thrown.
    const SlideShow::Saved failed = slides.save_to(folder.file("no-such-folder/lesson.json"), true);
    CHECK_FALSE(failed.ok);
    CHECK_THAT(failed.message, Catch::Contains("no-such-folder"));
}
