// A run or a lesson as one self-contained web page (sortscope-cli export --format html, and "Web page"
// in the app's Export dialog): every step as the GPU ran it (lock_step_run.hpp: read back and checked
// against the CPU reference while the page is made), each with its pictures (page_pictures.hpp: the
// diagram/ layouts drawn by the SVG renderer), its table, its narration and its kernel with the lines it
// runs lit; a lesson's slides with the teacher's notes (hidden until N is pressed), and Predict
// questions answered before a step is shown, then scored. Inline SVG, CSS and script only, behind a
// Content-Security-Policy that allows no network access; the script (page_script.cpp) only shows
// steps, takes keys and scores answers. Everything textual passes through escape_html.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "device/headless_device.hpp"
#include "page_pictures.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::exports::web {

struct PageSlide {
    size_t run = 0;  // which of the page's runs it shows (a slide may sort other keys)
    std::string title;
    std::string note;      // the teacher's note (left out of a student's copy)
    std::string question;  // a question for the class
    size_t step = 0;       // the steps run when the slide opens (0: the input)
    std::optional<size_t> play_to;  // arriving, play on to this many steps
};

struct PageLesson {
    std::string title;
    std::vector<PageSlide> slides;
    // The states whose next step asks a Predict question (the session's "predict.steps"); nullopt: every
    // step that has a question asks.
    std::optional<std::vector<size_t>> predict_steps;
    bool predict = false;  // Predict mode on: its questions open (else folded to their prompts)
};

// The app's colour-blind theme (app/ui/core/look/colour_theme.hpp), which the page's theme toggle shows.
struct PageColours {
    KeyRamp ramp;
    diagram::Rgba compared{120, 200, 250, 255};
    diagram::Rgba moved{200, 85, 0, 255};
    diagram::Rgba accent{250, 235, 80, 255};
};

// One run of a plan on its keys: a page shows one, or a lesson one per input its slides sort.
struct PageRun {
    const algo::Plan& plan;  // sized for the device it runs on
    std::span<const uint32_t> keys;    // every array of the batch (the page shows the first)
    std::span<const uint32_t> values;  // empty without a payload
    std::string input_label;           // "random, seed 1", "typed keys"
    bool network = false;              // AlgorithmInfo::network
};

struct PageContent {
    std::vector<PageRun> runs;  // at least one
    std::optional<PageLesson> lesson;
    bool student = false;              // leave out the teacher's notes and the answers
    PageColours colour_blind;
    std::string renderer;              // the GPU that ran the steps, named on the page
};

// The page's HTML. Throws ExportError when the GPU differs from the reference, gpu::GpuError when it fails.
std::string render_web_page(const PageContent& content, gpu::HeadlessDevice& device);

// render_web_page written atomically to `path` ("-": standard output). Returns the bytes written.
uint64_t export_web_page(const PageContent& content, gpu::HeadlessDevice& device, const std::string& path);

}  // namespace sortscope::exports::web
