// What each view needs to stay readable (see view_needs.hpp).
#include "core/look/view_needs.hpp"

#include <algorithm>
#include <string>

#include "algorithms/sorts/radix/radix_options.hpp"
#include "core/look/network_fit.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::ui {

float view_frame_height(const ScreenMetrics& metrics, int title_lines) {
    return 2.0f * metrics.padding_y + static_cast<float>(title_lines) * metrics.text.small + metrics.spacing_y;
}

ViewNeeds readable_view_needs(const algo::Plan& plan, algo::Picture picture, bool presenter, const ScreenMetrics& metrics,
                              float views_height, bool panel_above, float display_height) {
    ViewNeeds needs;
    // The table under the other views keeps a few rows readable (its caption on one line when short).
    needs.table = table_needs(metrics.text.small + metrics.spacing_y, 1.0f, metrics.text.mono + 2.0f * metrics.cell_padding_y, 4,
                              metrics.padding_y) + metrics.scrollbar;
    needs.top_row = views_height * 0.55f;
    // Under Predict mode's panel or the kernel lab's report, the row above keeps its share (3 shows
    // the table alone).
    needs.top_row_least = panel_above ? display_height * kLeastTopRowShare : 0.0f;
    const float frame = view_frame_height(metrics);
    // The bars: bars a back row sees, their numbers and the marks under them (their legend gives way
    // first: bars_view.cpp).
    needs.bars_least = frame + 5.0f * metrics.text.body;
    if (picture == algo::Picture::Network) {
        needs.picture_least = view_frame_height(metrics, 1) + network_least_height(plan, presenter);
    } else {
        // A step picture: its rows of keys, the bins or counts between them and the sentence under them.
        needs.picture_least = frame + 8.0f * metrics.text.body;
    }
    if (picture == algo::Picture::Rank && plan.options.n <= kLabelledBinKeys) {
        // Every key keeps its label (two digits, as random keys at these sizes and the lessons' are) at
        // the least size, beside the rows' names.
        const float cell = diagram::estimated_text_width("00", kLeastLabelPixels) + 4.0f;
        needs.picture_least_width = 2.0f * metrics.padding_x + diagram::estimated_text_width("output ", metrics.text.body) +
                                    static_cast<float>(plan.options.n) * cell;
    }
    if (picture == algo::Picture::Radix && plan.options.n <= kLabelledBinKeys) {
        // Every bin keeps its number: a bin of one key is one key's cell wide, which must hold the
        // largest bin number at the least label size (radix_layout.cpp), beside the rows' names.
        const uint32_t bins = 1u << std::min(algo::radix_bits_of(plan.options), 16u);
        const float cell = diagram::estimated_text_width(std::to_string(bins - 1), kLeastLabelPixels) + 4.0f;
        needs.picture_least_width = 2.0f * metrics.padding_x + diagram::estimated_text_width("output ", metrics.text.body) +
                                    static_cast<float>(plan.options.n) * cell;
    }
    return needs;
}

}  // namespace sortscope::ui
