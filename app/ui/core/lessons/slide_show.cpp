// The open lesson and moving through its slides (see slide_show.hpp).
#include "core/lessons/slide_show.hpp"

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "algorithms/text/quoted.hpp"

namespace sortscope::ui {

namespace {

// Whether `path` names the file the lesson came from (or was last saved to), however it is spelt.
bool same_file(const std::string& path, const std::string& lesson_path) {
    if (lesson_path.empty()) return false;
    std::error_code error;
    const bool same = std::filesystem::equivalent(path, lesson_path, error);
    return !error && same;
}

// `text` cut to at most `max_bytes`, never inside a UTF-8 sequence.
std::string cut_utf8(std::string text, size_t max_bytes) {
    if (text.size() <= max_bytes) return text;
    size_t end = max_bytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0u) == 0x80u) --end;
    text.resize(end);
    return text;
}

}  // namespace

Slide slide_of_state(const InputSpec& input, size_t step, const ViewLayout& views, bool predict, const std::vector<size_t>& predict_steps) {
    Slide slide;
    slide.input = input;
    slide.step = step;
    slide.views = views;
    // The race and the profile are views of the moment, not of a lesson: a session file has no field for them.
    slide.views.race = false;
    slide.views.profile = false;
    slide.predict = predict;
    slide.predict_steps = predict_steps;
    return slide;
}

void SlideShow::open(SessionFile lesson, std::string path) {
    if (lesson.slides.empty()) throw std::invalid_argument("a lesson has at least one slide");
    m_lesson = std::move(lesson);
    m_path = std::move(path);
    m_index = 0;
    m_open = true;
}

std::string SlideShow::position_text() const {
    return "slide " + std::to_string(m_index + 1) + " of " + std::to_string(count());
}

std::optional<size_t> SlideShow::target(int presses) const {
    if (!m_open || presses == 0) return std::nullopt;
    const auto last = static_cast<long long>(count()) - 1;
    const auto wanted = std::clamp(static_cast<long long>(m_index) + presses, 0LL, last);
    if (static_cast<size_t>(wanted) == m_index) return std::nullopt;
    return static_cast<size_t>(wanted);
}

void SlideShow::go_to(size_t index) { m_index = std::min(index, count() - 1); }

bool SlideShow::append(const Slide& state) {
    Slide slide = state;
    slide.title.clear();
    slide.note.clear();
    slide.question.clear();
    slide.play_to.reset();
    if (!m_open) {
        SessionFile lesson;
        lesson.slides = {slide};
        open(std::move(lesson), "");
        return true;
    }
    if (count() >= kMaxSlides) return false;
    m_lesson.slides.push_back(std::move(slide));
    m_index = count() - 1;
    return true;
}

void SlideShow::update_current(const Slide& state) {
    Slide& slide = m_lesson.slides[m_index];
    Slide updated = state;
    updated.title = slide.title;
    updated.note = slide.note;
    updated.question = slide.question;
    // Playing on to a step only makes sense from the step the slide opened at.
    updated.play_to = slide.play_to && *slide.play_to > state.step ? slide.play_to : std::nullopt;
    slide = std::move(updated);
}

void SlideShow::set_note(std::string note) { m_lesson.slides[m_index].note = cut_utf8(std::move(note), kMaxNoteBytes); }

SlideShow::Saved SlideShow::save_to(const std::string& path, bool replace) {
    const std::string shown = algo::printable(path, 200);
    std::error_code error;
    if (!replace && std::filesystem::exists(path, error) && !same_file(path, m_path)) {
        return {false, shown + " already holds another lesson: open it first to add to it, or type a new file name"};
    }
    try {
        write_session_file(path, m_lesson);
    } catch (const std::exception& failure) {
        return {false, failure.what()};
    }
    m_path = path;
    return {true, "saved " + shown + " (" + std::to_string(count()) + (count() == 1 ? " slide)" : " slides)")};
}

}  // namespace sortscope::ui
