// The web page of a run or a lesson (see web_page.hpp): the states one after another, each made while
// the GPU runs the plan in lock-step with the CPU reference.
#include "web_page.hpp"

#include <algorithm>
#include <cstdio>
#include <set>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/plan/keys.hpp"
#include "algorithms/teaching/kernel_listing.hpp"
#include "algorithms/teaching/narration.hpp"
#include "algorithms/teaching/quiz.hpp"
#include "algorithms/teaching/table.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/steps.hpp"
#include "atomic_file.hpp"
#include "html_text.hpp"
#include "lock_step_run.hpp"
#include "page_assets.hpp"
#include "programs/shader_source.hpp"

namespace sortscope::exports::web {

namespace {

constexpr uint64_t kShownTableRows = 64;  // rows of a step's table on the page (page_size.cpp counts them)

std::string hex(diagram::Rgba c) {
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", c.r, c.g, c.b);
    return text;
}

std::string page_title(const PageContent& content) {
    if (content.lesson && !content.lesson->title.empty()) return content.lesson->title;
    const PageRun& run = content.runs.front();
    return run.plan.name() + ", n = " + std::to_string(run.plan.options.n) + " (" + run.input_label + ")";
}

// The page's colour-blind theme: the marks and the lit step in the app's colours (the key bars have a
// copy of their own in its ramp, page_pictures.cpp).
std::string theme_style(const PageColours& colours) {
    return "body.cb .compared-mark{fill:" + hex(colours.compared) + "!important}\n" + "body.cb .moved-mark{fill:" +
           hex(colours.moved) + "!important}\n" + "body.cb .highlight-comparator{fill:" + hex(colours.moved) +
           "!important;stroke:" + hex(colours.moved) + "!important}\n" + "body.cb .highlight-shade{fill:" +
           hex(colours.accent) + "!important}\n" + "body.cb #counter{background:" + hex(colours.accent) + "}\n";
}

// [SECTION] Parts of one state

std::string tables_html(const std::vector<algo::Table>& tables) {
    std::string html;
    for (const algo::Table& table : tables) {
        html += "<p class=\"table-title\">" + escape_html(table.title) + "</p>\n<div class=\"table-scroll\"><table><tr>";
        for (const std::string& column : table.columns) html += "<th>" + escape_html(column) + "</th>";
        html += "</tr>\n";
        for (const auto& row : table.rows) {
            html += "<tr>";
            for (const std::string& cell : row) html += "<td>" + escape_html(cell) + "</td>";
            html += "</tr>\n";
        }
        html += "</table></div>\n";
        if (table.total_rows > table.rows.size()) {
            html += "<p class=\"more\">" + algo::with_separators(table.total_rows - table.rows.size()) +
                    " more rows: <code>sortscope-cli table</code> prints them all</p>\n";
        }
    }
    return html;
}

std::string kernel_html(const algo::Plan& plan, size_t index, bool ran) {
    const algo::Step& step = plan.steps[index];
    const std::string file(algo::kernel_file(step.kernel));
    const algo::KernelListing listing = algo::kernel_listing(plan, step, gpu::load_shader_text(file));
    std::string html = "<h3>" + escape_html((ran ? "The kernel of " : "The kernel that runs next, ") +
                                            algo::step_name(index) + ": " + listing.file) + "</h3>\n<p class=\"params\">";
    for (const algo::KernelParameter& parameter : listing.parameters) {
        html += "<span class=\"param" + std::string(parameter.compiled_in ? " define" : "") + "\">" +
                escape_html(parameter.name) + " = " + escape_html(parameter.value) + "</span> ";
    }
    html += "</p>\n";
    if (!listing.lit.empty()) {
        html += "<ul class=\"regions\">";
        for (const algo::LitRegion& region : listing.lit) {
            html += "<li>lines " + std::to_string(region.begin_line) + "-" + std::to_string(region.end_line) + ": " +
                    escape_html(region.description.empty() ? region.name : region.description) + "</li>";
        }
        html += "</ul>\n";
    }
    html += "<pre class=\"listing\">";
    for (const algo::ListingLine& line : listing.lines) {
        std::string classes = line.lit ? "lit" : "";
        if (!line.kept) classes += classes.empty() ? "out" : " out";
        char number[16];
        std::snprintf(number, sizeof number, "%4u ", line.number);
        html += "<span" + (classes.empty() ? std::string() : " class=\"" + classes + "\"") + ">" + number +
                escape_html(line.text) + "\n</span>";
    }
    html += "</pre>\n";
    return html;
}

// The Predict question about plan.steps[index], asked at the state before it.
// `open`: shown with its choices (a run's page, a lesson in Predict mode); else folded to its prompt, which
// opens it, so that a lesson presented step by step is not held up by a quiz at every step.
std::string predict_html(const algo::Plan& plan, size_t index, const algo::State& before, bool student, bool open) {
    const algo::Question question = algo::make_question(plan, index, before);
    if (question.kind == algo::QuestionKind::None) return {};
    const algo::Answer truth = algo::answer_question(plan, question, before);
    std::string canonical;
    std::string inputs;
    switch (question.kind) {
        case algo::QuestionKind::Swaps:
            canonical = "s";
            for (size_t k = 0; k < question.choices.size(); ++k) {
                canonical += truth.swaps[k] != 0 ? '1' : '0';
                inputs += "<label class=\"choice\"><input type=\"checkbox\" data-i=\"" + std::to_string(k) + "\"> (" +
                          std::to_string(k + 1) + ") " + escape_html(algo::choice_text(question.choices[k])) + "</label>\n";
            }
            if (question.comparators > question.choices.size()) {
                inputs += "<p class=\"more\">the first " + std::to_string(question.choices.size()) + " of " +
                          algo::with_separators(question.comparators) + " comparators</p>";
            }
            break;
        case algo::QuestionKind::Destination:
            canonical = "d" + std::to_string(truth.position);
            inputs = "<label>position <input type=\"number\" class=\"position\" min=\"0\" max=\"" +
                     std::to_string(question.positions == 0 ? 0 : question.positions - 1) + "\"></label>";
            break;
        case algo::QuestionKind::BinAndPosition:
            canonical = "b" + std::to_string(truth.bin) + "," + std::to_string(truth.position);
            inputs = "<label>bin <input type=\"number\" class=\"bin\" min=\"0\" max=\"" +
                     std::to_string(question.bins == 0 ? 0 : question.bins - 1) +
                     "\"></label> <label>position <input type=\"number\" class=\"position\" min=\"0\" max=\"" +
                     std::to_string(question.positions == 0 ? 0 : question.positions - 1) + "\"></label>";
            break;
        case algo::QuestionKind::None: break;
    }
    const char* kinds[] = {"none", "swaps", "destination", "bin"};
    std::string html = "<form class=\"predict" + std::string(open ? "" : " folded") + "\" data-kind=\"" + std::string(kinds[static_cast<size_t>(question.kind)]) +
                       "\" data-step=\"" + std::to_string(index) + "\" data-h=\"" +
                       answer_hash("sortscope:" + std::to_string(index) + ":" + canonical) + "\"";
    if (!student) html += " data-answer=\"" + escape_html(canonical) + "\"";
    html += ">\n<p class=\"prompt\"><b>Predict " + escape_html(algo::step_name(index)) + ":</b> " +
            escape_html(question.prompt) + " <button type=\"button\" class=\"unfold\">answer</button></p>\n<div class=\"inputs\">" +
            inputs + "</div>\n<p class=\"check\"><button type=\"submit\">Check, then show " + escape_html(algo::step_name(index)) +
            "</button> <span class=\"verdict\" aria-live=\"polite\"></span></p>\n";
    if (!student) html += "<p class=\"answer\" hidden>" + escape_html(algo::answer_text(plan, question, truth)) + "</p>\n";
    html += "</form>\n";
    return html;
}

// What a lesson's slides say at this state, for the printed handout (the screen shows the slide on its own).
std::string handout_html(const PageContent& content, size_t run, size_t state) {
    if (!content.lesson) return {};
    std::string html;
    for (const PageSlide& slide : content.lesson->slides) {
        if (slide.run != run || std::min(slide.step, content.runs[run].plan.steps.size()) != state) continue;
        html += "<div class=\"handout\">";
        if (!slide.title.empty()) html += "<h3>" + escape_html(slide.title) + "</h3>";
        if (!content.student && !slide.note.empty()) html += "<p class=\"note\">" + escape_html(slide.note) + "</p>";
        if (!slide.question.empty()) html += "<p class=\"question\">" + escape_html(slide.question) + "</p>";
        html += "</div>\n";
    }
    return html;
}

std::string slides_html(const PageContent& content) {
    if (!content.lesson) return {};
    std::string html = "<div id=\"slides\">\n";
    const auto& slides = content.lesson->slides;
    for (size_t k = 0; k < slides.size(); ++k) {
        const PageSlide& slide = slides[k];
        const size_t last = content.runs[slide.run].plan.steps.size();
        html += "<aside class=\"slide\" data-slide=\"" + std::to_string(k) + "\" data-run=\"" + std::to_string(slide.run) +
                "\" data-step=\"" +
                std::to_string(std::min(slide.step, last)) + "\"";
        if (slide.play_to) html += " data-play-to=\"" + std::to_string(std::min(*slide.play_to, last)) + "\"";
        html += (k == 0 ? "" : " hidden") + std::string(">\n<h2><span class=\"slide-count\">slide ") +
                std::to_string(k + 1) + " of " + std::to_string(slides.size()) + "</span> " + escape_html(slide.title) +
                "</h2>\n";
        if (!slide.question.empty()) html += "<p class=\"question\">" + escape_html(slide.question) + "</p>\n";
        if (!content.student && !slide.note.empty()) html += "<p class=\"note\">" + escape_html(slide.note) + "</p>\n";
        html += "</aside>\n";
    }
    return html + "</div>\n";
}

bool asks(const PageContent& content, const algo::Plan& plan, size_t state) {
    if (state >= plan.steps.size()) return false;
    if (!content.lesson || !content.lesson->predict_steps) return true;
    const auto& steps = *content.lesson->predict_steps;
    return std::find(steps.begin(), steps.end(), state) != steps.end();
}

struct StateView {
    size_t run = 0;
    size_t steps_run = 0;
    const algo::State& reference;          // after the steps run
    const algo::State* reference_before;   // before the last step (null at the input)
    std::span<const uint32_t> keys_before;
    std::span<const uint32_t> keys_after;
    algo::StepEffect effect;
};

std::string state_html(const PageContent& content, const StateView& view) {
    const PageRun& run = content.runs[view.run];
    const algo::Plan& plan = run.plan;
    const size_t count = plan.steps.size();
    const size_t s = view.steps_run;
    std::string html = "<section class=\"state\" data-run=\"" + std::to_string(view.run) + "\" data-step=\"" +
                       std::to_string(s) + "\"" + (s == 0 && view.run == 0 ? "" : " hidden") + ">\n<h2 class=\"what\">";
    if (s == 0) {
        html += escape_html(count == 0 ? "The input, " + run.input_label + ": no steps"
                                       : "Before step 1 of " + std::to_string(count) + ": the input, " + run.input_label);
    } else {
        html += escape_html("After " + algo::step_of(s - 1, count) + ": " + algo::describe(plan.steps[s - 1]));
    }
    html += "</h2>\n<p class=\"narration\">" +
            escape_html(s == 0 ? algo::narrate_start(plan) : algo::narrate(plan, plan.steps[s - 1], view.effect)) +
            "</p>\n<p class=\"keys\">keys: <span class=\"key-list\">" +
            escape_html(algo::format_keys(plan.options.key_type, view.keys_after)) +
            "</span></p>\n";
    if (asks(content, plan, s)) html += predict_html(plan, s, view.reference, content.student, !content.lesson || content.lesson->predict);
    // [SECTION] The pictures, chosen in one place
    const PageStep step{plan, s, view.keys_before, view.keys_after, run.input_label, run.network, view.reference_before, &view.reference};
    html += "<div class=\"pictures\">\n";
    for (const PagePicture& picture : page_pictures(step, content.colour_blind.ramp)) {
        html += "<figure class=\"pic pic-" + picture.view + "\" aria-label=\"" + escape_html(picture.label) + "\">";
        // A picture with a colour-blind copy holds both (the style sheet shows one); one with a narrow copy
        // holds the wide and the narrow one (the style sheet shows one by the screen's width).
        auto themed = [](const std::string& svg, const std::string& colour_blind) {
            return colour_blind.empty() ? svg : "<div class=\"std\">" + svg + "</div><div class=\"cbv\">" + colour_blind + "</div>";
        };
        if (!picture.narrow_svg.empty()) {
            html += "<div class=\"wide" + std::string(picture.wide_own_size ? " own-size" : "") + (picture.wide_scrolls ? " scrolls" : "") + "\">" +
                    themed(picture.svg, picture.colour_blind_svg) + "</div><div class=\"narrow" +
                    (picture.narrow_own_size ? " own-size" : "") + "\">" +
                    themed(picture.narrow_svg, picture.narrow_colour_blind_svg) + "</div>";
        } else {
            html += themed(picture.svg, picture.colour_blind_svg);
        }
        html += "</figure>\n";
    }
    html += "</div>\n";
    if (count > 0) {
        const std::vector<algo::Table> tables =
            s == 0 ? algo::step_tables(plan, 0, view.reference, algo::TableMoment::BeforeStep, kShownTableRows)
                   : algo::step_tables(plan, s - 1, *view.reference_before, algo::TableMoment::AfterStep, kShownTableRows);
        html += "<div class=\"table-view\">\n" + tables_html(tables) + "</div>\n";
        html += "<div class=\"kernel-view\">\n" + kernel_html(plan, s == 0 ? 0 : s - 1, s > 0) + "</div>\n";
    }
    html += handout_html(content, view.run, s);
    return html + "</section>\n";
}

}  // namespace

std::string render_web_page(const PageContent& content, gpu::HeadlessDevice& device) {
    const std::string title = page_title(content);
    std::string html =
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
        "script-src 'unsafe-inline'; img-src data:\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"generator\" content=\"Sortscope\">\n<title>" +
        escape_html(title) + "</title>\n<style>\n" + std::string(page_style()) + theme_style(content.colour_blind) +
        "</style>\n</head>\n";
    const bool has_notes = content.lesson && !content.student &&
                           std::any_of(content.lesson->slides.begin(), content.lesson->slides.end(),
                                       [](const PageSlide& slide) { return !slide.note.empty(); });
    const PageRun& first = content.runs.front();
    html += "<body class=\"view-all" + std::string(first.network ? "" : " no-network") + "\" data-student=\"" +
            (content.student ? "1" : "0") + "\">\n";
    html += "<header id=\"bar\">\n<h1>" + escape_html(title) + "</h1>\n<p class=\"status\"><span id=\"counter\">Step 0 of " +
            std::to_string(first.plan.steps.size()) +
            "</span> <span id=\"score\">Predict: 0 of 0 right</span> <span id=\"verdict\" aria-live=\"polite\"></span></p>\n";
    html += "<nav aria-label=\"steps and views\">"
            "<button type=\"button\" data-key=\"Home\" title=\"first (Home)\">|&#x25C0;</button>"
            "<button type=\"button\" data-key=\"ArrowLeft\" title=\"back (Left)\">&#x25C0;</button>"
            "<button type=\"button\" data-key=\" \" title=\"play or pause (Space)\" id=\"play\">&#x25B6;</button>"
            "<button type=\"button\" data-key=\"ArrowRight\" title=\"next (Right)\">&#x25B6;&#x25B6;</button>"
            "<button type=\"button\" data-key=\"End\" title=\"last (End)\">&#x25B6;|</button> "
            "<button type=\"button\" data-key=\"1\" title=\"bars (1)\">bars</button>"
            "<button type=\"button\" data-key=\"2\" title=\"network (2)\">network</button>"
            "<button type=\"button\" data-key=\"3\" title=\"table (3)\">table</button>"
            "<button type=\"button\" data-key=\"4\" title=\"all (4)\">all</button>"
            "<button type=\"button\" data-key=\"7\" title=\"kernel (7)\">kernel</button> "
            "<button type=\"button\" data-key=\"c\" title=\"colour-blind colours (C)\" id=\"theme\">colour-blind</button>";
    if (has_notes) html += "<button type=\"button\" data-key=\"n\" title=\"teacher's notes (N)\" id=\"notes\">notes</button>";
    html += "<button type=\"button\" data-key=\"?\" title=\"keys (?)\">?</button></nav>\n</header>\n";
    html += "<div id=\"help\" hidden><p>Right or PageDown: next step (in a lesson PageDown: next slide). Left or PageUp: back. "
            "Space: play or pause. Home, End: first, last. 1 bars, 2 network, 3 table, 4 all, 7 kernel. B: blank. "
            "C: colour-blind colours." + std::string(has_notes ? " N: the teacher's notes." : "") +
            " Printing gives a handout, one step per page.</p></div>\n<main>\n" + slides_html(content);

    // [SECTION] Every state of every run, made as the GPU runs the plan in lock-step with the reference
    for (size_t r = 0; r < content.runs.size(); ++r) {
        const PageRun& run = content.runs[r];
        LockStepRun lock_step(device, run.plan, run.keys, run.values);
        std::vector<uint32_t> before = lock_step.gpu_keys();
        std::optional<algo::State> reference_before;
        algo::StepEffect effect;
        for (size_t s = 0;; ++s) {
            html += state_html(content, {r, s, lock_step.reference(), reference_before ? &*reference_before : nullptr,
                                         before, lock_step.gpu_keys(), effect});
            if (s >= run.plan.steps.size()) break;
            before = lock_step.gpu_keys();
            reference_before = lock_step.reference();
            effect = lock_step.step();
        }
    }
    html += "</main>\n<footer><p>Made by Sortscope: every step ran on " + escape_html(content.renderer) +
            " and was checked against the CPU reference.</p></footer>\n<div id=\"blank\" hidden></div>\n<script>\n" +
            std::string(page_script()) + "</script>\n</body>\n</html>\n";
    return html;
}

uint64_t export_web_page(const PageContent& content, gpu::HeadlessDevice& device, const std::string& path) {
    const std::string html = render_web_page(content, device);
    write_file_atomically(path, html);
    return html.size();
}

}  // namespace sortscope::exports::web
