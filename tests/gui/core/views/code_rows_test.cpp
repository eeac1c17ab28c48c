// The kernel view's rows: long lines wrapped at spaces, and the scroll that brings the lit lines on
// screen (app/ui/core/kernel/code_rows.hpp).
#include <catch2/catch.hpp>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/teaching/kernel_listing.hpp"
#include "core/kernel/code_rows.hpp"
#include "sortscope/embedded_shaders.hpp"

#include <string>

using namespace sortscope;
using namespace sortscope::ui;

namespace {

// A listing of `count` short lines, lines first .. last (from 1) lit.
algo::KernelListing listing_of(size_t count, uint32_t first, uint32_t last) {
    algo::KernelListing listing;
    for (uint32_t n = 1; n <= count; ++n) {
        listing.lines.push_back({n, "line " + std::to_string(n), n >= first && n <= last, n == first || n == last, true});
    }
    listing.lit.push_back({"region", "what it does", first, last, true});
    return listing;
}

}  // namespace

TEST_CASE("a long code line wraps at a space, its continuation indented, and a short one stays whole", "[gui][core][kernel]") {
    algo::KernelListing listing;
    listing.lines.push_back({1, "    const uint p0 = ((lid & ~lower) << 1) | (lid & lower);", true, false, true});
    listing.lines.push_back({2, "void main() {", false, false, true});
    const std::vector<CodeRow> rows = code_rows(listing, 32);
    REQUIRE(rows.size() == 4);
    CHECK(rows[0].text == "    const uint p0 = ((lid &");
    CHECK_FALSE(rows[0].continuation);
    CHECK(rows[1].text == "        ~lower) << 1) | (lid &");
    CHECK(rows[1].continuation);
    CHECK(rows[1].line == 0);
    CHECK(rows[2].text == "        lower);");
    CHECK(rows[3].text == "void main() {");
    CHECK(rows[3].line == 1);
    CHECK_FALSE(rows[3].continuation);
    for (const CodeRow& row : rows) CHECK(row.text.size() <= 32);

    SECTION("a line without spaces is cut at the width") {
        algo::KernelListing word;
        word.lines.push_back({1, std::string(40, 'x'), false, false, true});
        const std::vector<CodeRow> cut = code_rows(word, 16);
        REQUIRE(cut.size() == 3);  // 16, then 12 and 12 after an indentation of 4
        CHECK(cut[0].text == std::string(16, 'x'));
        CHECK(cut[1].text == std::string(4, ' ') + std::string(12, 'x'));
        CHECK(cut[2].text == std::string(4, ' ') + std::string(12, 'x'));
    }
}

TEST_CASE("the view scrolls so the lit lines show with context above, and never past the end", "[gui][core][kernel]") {
    const algo::KernelListing listing = listing_of(100, 40, 45);
    const std::vector<CodeRow> rows = code_rows(listing, 80);
    REQUIRE(rows.size() == 100);
    // Six lit rows in 30: 24 spare, a third of them (8) above.
    CHECK(first_shown_row(rows, listing, 30) == 39 - 8);
    // Fewer rows than the lit lines: the region from its marker, one row above it.
    CHECK(first_shown_row(rows, listing, 4) == 38);
    // Near the end: the last full screen.
    const algo::KernelListing late = listing_of(100, 95, 99);
    CHECK(first_shown_row(code_rows(late, 80), late, 30) == 70);
    // Nothing lit: the top.
    algo::KernelListing plain = listing_of(10, 3, 4);
    plain.lit.clear();
    CHECK(first_shown_row(code_rows(plain, 80), plain, 5) == 0);
}

TEST_CASE("every shipped kernel's lit lines are on screen at a presenter's 720-line view", "[gui][core][kernel]") {
    // About 20 rows of 60 columns: the kernel view alone at 1280x720 in presenter mode.
    for (const algo::AlgorithmInfo& algorithm : algo::all_algorithms()) {
        const algo::Plan plan = algorithm.build(algo::sized(256, 64));
        for (const algo::Step& step : plan.steps) {
            const auto text = shaders::embedded(algo::kernel_file(step.kernel));
            REQUIRE(text);
            const algo::KernelListing listing = algo::kernel_listing(plan, step, *text);
            const std::vector<CodeRow> rows = code_rows(listing, 60);
            const size_t top = first_shown_row(rows, listing, 20);
            INFO(algorithm.id << ": " << listing.file);
            bool lit_on_screen = false;
            for (size_t r = top; r < std::min(rows.size(), top + 20); ++r) lit_on_screen = lit_on_screen || listing.lines[rows[r].line].lit;
            CHECK(lit_on_screen);
            for (const CodeRow& row : rows) CHECK(row.text.size() <= 60);
        }
    }
}
