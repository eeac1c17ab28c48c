// The web page made from a GPU run (app/export/web/): one state per step plus the input, everything a
// lesson brings escaped, a student's copy without notes or answers, the no-network policy, the size
// estimate an upper bound of the page it bounds, and the network's copy for a phone.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "gpu_device.hpp"
#include "html_text.hpp"
#include "page_pictures.hpp"
#include "page_size.hpp"
#include "sortscope/diagram/step_picture.hpp"
#include "web_page.hpp"

using namespace sortscope;
using exports::web::PageContent;

namespace {

size_t count_of(const std::string& text, const std::string& part) {
    size_t count = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

algo::Plan device_plan(gpu::HeadlessDevice& device, const std::string& algorithm, uint32_t n) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(algorithm);
    REQUIRE(info != nullptr);
    algo::Options options;
    options.n = n;
    options.local_size = 64;
    options.device = gpu::device_caps(device.limits);
    return info->build(options);
}

exports::web::PageColours grey_colours() {
    exports::web::PageColours colours;
    colours.ramp = [](float t) {
        const auto v = static_cast<uint8_t>(t * 255.0f);
        return diagram::Rgba{v, v, v, 255};
    };
    return colours;
}

}  // namespace

TEST_CASE("html escaping leaves no markup and no open attribute", "[web]") {
    CHECK(exports::web::escape_html("<script>alert('x') & \"y\"</script>") ==
          "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;");
    CHECK(exports::web::escape_html(std::string("a\x01" "b\nc")) == "ab\nc");
    // FNV-1a's published test vectors: "" and "a".
    CHECK(exports::web::answer_hash("") == "811c9dc5");
    CHECK(exports::web::answer_hash("a") == "e40c292c");
}

TEST_CASE("a lesson's page has every state, escapes the lesson's text and blocks the network", "[gpu][web]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::Plan plan = device_plan(*device, "bitonic", 13);
    const std::vector<uint32_t> keys = algo::generate_input(algo::Distribution::Random, 13, 1, algo::KeyType::U32, 3);
    exports::web::PageLesson lesson;
    lesson.title = "<b>Bitonic</b> & co";
    lesson.slides.push_back({0, "<img src=x onerror=alert(1)>", "a note \"quoted\" <script>alert(2)</script>",
                             "what's <i>next</i>?", 0, std::nullopt});
    lesson.slides.push_back({0, "second", "the second note", "", 3, size_t{5}});
    PageContent content{{}, lesson, false, grey_colours(), "test"};
    content.runs.push_back({plan, keys, {}, "random, seed 3", true});
    const std::string page = exports::web::render_web_page(content, *device);
    CHECK(count_of(page, "<section class=\"state\"") == plan.steps.size() + 1);
    CHECK(page.find("default-src 'none'") != std::string::npos);
    CHECK(page.find("<script>alert") == std::string::npos);
    CHECK(page.find("<img") == std::string::npos);
    CHECK(page.find("<b>Bitonic") == std::string::npos);
    CHECK(page.find("&lt;b&gt;Bitonic&lt;/b&gt; &amp; co") != std::string::npos);
    CHECK(page.find("a note &quot;quoted&quot; &lt;script&gt;") != std::string::npos);
    CHECK(page.find("src=\"http") == std::string::npos);
    CHECK(page.find("href=") == std::string::npos);
    CHECK(page.find("data-answer=") != std::string::npos);
    CHECK(page.find("the second note") != std::string::npos);

    content.student = true;
    const std::string student = exports::web::render_web_page(content, *device);
    CHECK(student.find("the second note") == std::string::npos);
    CHECK(student.find("data-answer=") == std::string::npos);
    CHECK(student.find("class=\"answer\"") == std::string::npos);
    CHECK(student.find("data-h=") != std::string::npos);  // it still scores
    CHECK(student.find("what&#39;s &lt;i&gt;next&lt;/i&gt;?") != std::string::npos);  // the question stays
}

TEST_CASE("a page is no larger than its estimate, for every algorithm", "[gpu][web]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        for (uint32_t n : {1u, 2u, 13u, 64u}) {
            const algo::Plan plan = device_plan(*device, std::string(info.id), n);
            const std::vector<uint32_t> keys = algo::generate_input(algo::Distribution::Random, n, 1, algo::KeyType::U32, 1);
            PageContent content{{}, std::nullopt, false, grey_colours(), "test"};
            content.runs.push_back({plan, keys, {}, "random", info.network});
            const std::string page = exports::web::render_web_page(content, *device);
            INFO(info.id << ", n = " << n);
            CHECK(count_of(page, "<section class=\"state\"") == plan.steps.size() + 1);
            CHECK(page.size() <= exports::web::estimated_page_bytes(plan, info.network));
            // The second picture: a network with its step lit, or radix's, rank's and onesweep's own picture.
            CHECK((count_of(page, "class=\"pic pic-network\"") > 0) ==
                  ((info.network || diagram::has_step_picture(plan)) && !plan.steps.empty()));
        }
    }
}

TEST_CASE("a large network is drawn around the lit step, within the picture's limit", "[cpu][web]") {
    algo::Options options;
    options.n = 1024;
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(options);
    for (size_t lit : {size_t{0}, size_t{20}, plan.steps.size() - 1}) {
        const exports::web::StepWindow window = exports::web::network_window(plan, lit);
        CHECK(window.first <= lit);
        CHECK(window.last >= lit);
        uint64_t comparators = 0;
        for (size_t k = window.first; k <= window.last; ++k) comparators += plan.steps[k].stage_count * 512u;
        CHECK(comparators <= exports::web::kMaxPictureComparators);
    }
    options.n = 16;
    const algo::Plan small = algo::find_algorithm("bitonic")->build(options);
    const exports::web::StepWindow whole = exports::web::network_window(small, 4);
    CHECK(whole.first == 0);
    CHECK(whole.last == small.steps.size() - 1);
}

namespace {

// The width="..." of the first <svg> in `svg`.
float svg_width(const std::string& svg) {
    const size_t at = svg.find("width=\"");
    REQUIRE(at != std::string::npos);
    return std::stof(svg.substr(at + 7));
}

// Algorithm `id`'s plan for n u32 keys with the default options (no device: the CPU's choices), and a
// random input for it (seed 1).
struct CpuRun {
    algo::Plan plan;
    std::vector<uint32_t> keys;
};
CpuRun cpu_run(const std::string& id, uint32_t n) {
    algo::Options options;
    options.n = n;
    return {algo::find_algorithm(id)->build(options), algo::generate_input(algo::Distribution::Random, n, 1, algo::KeyType::U32, 1)};
}

}  // namespace

TEST_CASE("a network's picture has a copy for a phone, drawn at its own size around the lit step", "[cpu][web]") {
    const std::string input_label = "random";
    for (const auto& [id, n] : {std::pair{"bitonic", 16u}, std::pair{"odd-even-merge", 32u}, std::pair{"bitonic", 128u}}) {
        const auto [plan, keys] = cpu_run(id, n);
        for (size_t steps_run : {size_t{0}, size_t{1}, plan.steps.size() / 2, plan.steps.size()}) {
            INFO(id << " at n = " << n << " after " << steps_run << " steps");
            const exports::web::PageStep step{plan, steps_run, keys, keys, input_label, true};
            const std::vector<exports::web::PagePicture> pictures = exports::web::page_pictures(step, [](float) { return diagram::Rgba{}; });
            REQUIRE(pictures.size() == 2);
            const exports::web::PagePicture& network = pictures[1];
            CHECK(network.view == "network");
            CHECK(network.narrow_own_size);
            REQUIRE_FALSE(network.narrow_svg.empty());
            // Its numbers 12 points, drawn 12 px; the wide copy keeps the slide's 11 where it is drawn whole.
            CHECK(network.narrow_svg.find("class=\"wire-label\" font-size=\"12\"") != std::string::npos);
            CHECK(network.svg.find(network.wide_own_size ? "class=\"wire-label\" font-size=\"12\"" : "class=\"wire-label\" font-size=\"11\"") !=
                  std::string::npos);
            // The lit step's number is drawn, and its comparators are lit in both copies.
            if (steps_run > 0) {
                CHECK(network.narrow_svg.find(">" + std::to_string(steps_run) + "</text>") != std::string::npos);
                CHECK(count_of(network.narrow_svg, "<line") > 0);
                CHECK((network.narrow_svg.find("highlight-comparator") != std::string::npos) ==
                      (network.svg.find("highlight-comparator") != std::string::npos));
            }
            if (n <= 32) {
                // Fits the phone (360 points), and says which steps it shows: not all of these networks fit.
                CHECK(svg_width(network.narrow_svg) <= exports::web::kNarrowPictureWidth);
                CHECK(network.narrow_svg.find(" of " + std::to_string(plan.steps.size()) + " shown:") != std::string::npos);
            }
        }
    }
    // Bitonic at 128: the last merge's first step (i with i + 64) alone is wider than the phone; it is drawn
    // alone, at its own size, and its box scrolls sideways.
    const auto [plan, keys] = cpu_run("bitonic", 128);
    const exports::web::PageStep step{plan, 22, keys, keys, input_label, true};
    const std::vector<exports::web::PagePicture> pictures = exports::web::page_pictures(step, [](float) { return diagram::Rgba{}; });
    REQUIRE(pictures.size() == 2);
    CHECK(svg_width(pictures[1].narrow_svg) > exports::web::kNarrowPictureWidth);
    CHECK(pictures[1].narrow_svg.find("step 22 of 28 shown:") != std::string::npos);
}

TEST_CASE("a step's own picture is laid out as wide as a projector's column, so its words keep their size there", "[cpu][web]") {
    const std::string input_label = "random";
    for (const auto& [id, n] : {std::pair{"radix", 16u}, std::pair{"rank", 8u}, std::pair{"onesweep", 32u}}) {
        const auto [plan, keys] = cpu_run(id, n);
        REQUIRE(diagram::has_step_picture(plan));
        algo::State state = algo::make_state(plan, keys);
        const algo::State before = state;
        algo::reference_step(plan, plan.steps[0], state);
        const std::vector<uint32_t>& after = state[algo::keys_buffer(algo::other(plan.steps[0].source))];
        const exports::web::PageStep step{plan, 1, keys, after, input_label, false, &before, &state};
        const std::vector<exports::web::PagePicture> pictures = exports::web::page_pictures(step, [](float) { return diagram::Rgba{}; });
        INFO(id);
        REQUIRE(pictures.size() == 2);
        // Drawn in the column at about its own size (laid out 800 points wide, its 10-point words were 7.7 px).
        CHECK(svg_width(pictures[1].svg) == Approx(exports::web::kWideColumnWidth));
        CHECK(svg_width(pictures[1].narrow_svg) == Approx(exports::web::kNarrowPictureWidth));
    }
}

TEST_CASE("a network too large to read whole on a projector shows the steps around the lit one, at its own size", "[cpu][web]") {
    const std::string input_label = "random";
    // 16 wires fit the wide column readably: drawn whole in the slide's style, as before. 32 wires do not
    // (6.3 to 6.7 px): the steps around the lit one within the column, numbers 12 points, drawn 12 px.
    // 128 wires' window is far taller than a 720 px screen: the same window, in a box that scrolls (shrunk
    // whole to the column, it had come out about 80 px wide).
    for (const auto& [id, n] : {std::pair{"bitonic", 16u}, std::pair{"odd-even-merge", 16u}, std::pair{"odd-even-merge", 32u},
                                std::pair{"bitonic", 32u}, std::pair{"odd-even-transposition", 32u}, std::pair{"bitonic", 128u}}) {
        const auto [plan, keys] = cpu_run(id, n);
        diagram::NetworkLayoutOptions whole;
        const exports::web::StepWindow drawn = exports::web::network_window(plan, 0);
        whole.first_step = drawn.first;
        whole.last_step = drawn.last;
        whole.caption = false;
        const float whole_px = exports::web::whole_network_text_px(plan, whole);
        if (n == 16) CHECK(whole_px >= exports::web::kLeastWideNetworkText);
        if (n == 32) CHECK(whole_px < exports::web::kLeastWideNetworkText);
        for (size_t steps_run : {size_t{1}, plan.steps.size() / 2, plan.steps.size()}) {
            INFO(id << " at n = " << n << " after " << steps_run << " steps");
            const exports::web::PageStep step{plan, steps_run, keys, keys, input_label, true};
            const std::vector<exports::web::PagePicture> pictures = exports::web::page_pictures(step, [](float) { return diagram::Rgba{}; });
            REQUIRE(pictures.size() == 2);
            const exports::web::PagePicture& network = pictures[1];
            CHECK(network.wide_own_size == (n >= 32));
            CHECK(network.wide_scrolls == (n == 128));
            // The lit step's number and its lit comparators are drawn either way.
            CHECK(network.svg.find(">" + std::to_string(steps_run) + "</text>") != std::string::npos);
            CHECK(network.svg.find("highlight-comparator") != std::string::npos);
            if (n == 16) {
                CHECK(network.svg.find("class=\"wire-label\" font-size=\"11\"") != std::string::npos);
                CHECK(network.svg.find(" shown:") == std::string::npos);
                continue;
            }
            CHECK(network.svg.find("class=\"wire-label\" font-size=\"12\"") != std::string::npos);
            CHECK(svg_width(network.svg) <= exports::web::kWideColumnWidth);
            CHECK(svg_width(network.svg) > exports::web::kNarrowPictureWidth);  // more steps than the phone's
            CHECK(network.svg.find(" of " + std::to_string(plan.steps.size()) + " shown:") != std::string::npos);
        }
    }
}
