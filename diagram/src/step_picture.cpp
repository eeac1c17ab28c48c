// The step pictures laid out for files (see step_picture.hpp).
#include "sortscope/diagram/step_picture.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/keys.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "algorithms/sorts/rank/rank.hpp"
#include "algorithms/catalogue/kernels.hpp"
#include "sortscope/diagram/network_layout.hpp"
#include "sortscope/diagram/onesweep_layout.hpp"
#include "sortscope/diagram/radix_flow.hpp"
#include "sortscope/diagram/radix_layout.hpp"
#include "sortscope/diagram/rank_layout.hpp"

namespace sortscope::diagram {

namespace {

const char* phase_name(RadixPhase phase) {
    switch (phase) {
        case RadixPhase::Count: return "count";
        case RadixPhase::PrefixSum: return "prefix sum";
        case RadixPhase::Scatter: return "scatter";
    }
    return "";
}

// "digit 1 (bits 8..15)"
std::string digit_words(uint32_t digit) {
    return "digit " + std::to_string(digit) + " (bits " + std::to_string(digit * algo::kOnesweepBits) + ".." +
           std::to_string(digit * algo::kOnesweepBits + algo::kOnesweepBits - 1) + ")";
}

// The first array's keys of `state` as the step leaves them (or reads them).
std::span<const uint32_t> first_array(const algo::Plan& plan, const algo::State& state, algo::Pair pair) {
    const std::vector<uint32_t>& keys = state[algo::keys_buffer(pair)];
    return std::span<const uint32_t>(keys.data(), std::min<size_t>(keys.size(), plan.options.n));
}

struct Frame {
    Drawing drawing;
    PictureRect area;  // where the picture goes
};

// The page: its background, the title at the top, the sentence at the bottom, the picture between.
Frame frame(const StepPictureOptions& options, const std::string& title, const std::string& sentence) {
    Frame result;
    Drawing& drawing = result.drawing;
    drawing.width = options.width;
    drawing.height = options.height;
    drawing.rects.push_back({0.0f, 0.0f, options.width, options.height, Role::Background});
    const float inner = options.width - 2.0f * options.margin;
    TextMetrics title_font = options.style.fonts.body;
    title_font.size = options.title_size;
    const float title_height = add_wrapped_text(drawing, options.margin, options.margin, title, Role::Text, title_font, inner);
    const TextMetrics& small = options.style.fonts.small;
    const float sentence_height = sentence.empty() ? 0.0f : small.height(sentence, inner);
    if (!sentence.empty()) {
        add_wrapped_text(drawing, options.margin, options.height - options.margin - sentence_height, sentence, Role::DimText, small, inner);
    }
    const float top = options.margin + title_height + small.size;
    const float bottom = options.height - options.margin - sentence_height - (sentence.empty() ? 0.0f : small.size * 0.5f);
    result.area = {options.margin, top, inner, std::max(0.0f, bottom - top)};
    return result;
}

Drawing radix_picture(const algo::Plan& plan, const algo::Step& step, const algo::State& before, const algo::State& after,
                      const StepPictureOptions& options) {
    const std::optional<RadixFocus> focus = radix_focus(step);
    if (!focus) {
        // A step of no one digit (radix has none today): the title alone.
        return frame(options, "Radix: " + algo::describe(step), "").drawing;
    }
    RadixFlow flow;
    refresh_radix_flow(flow, plan.options, *focus, first_array(plan, before, step.source), first_array(plan, after, step.keys_after()));
    Frame page = frame(options, radix_title(*focus), radix_sentence(focus->phase));
    RadixDigit digit;
    digit.phase = focus->phase;
    digit.scattered = focus->phase == RadixPhase::Scatter;
    digit.bins = flow.bins;
    digit.tile = algo::radix_layout(plan.options).tile;
    digit.bin = flow.bin;
    digit.destination = flow.destination;
    digit.counts = flow.counts;
    digit.starts = flow.starts;
    digit.output_bin = flow.output_bin;
    page.drawing.above.push_back(layout_radix(digit, page.area, options.style, std::nullopt, std::nullopt).drawing);
    return page.drawing;
}

Drawing rank_picture(const algo::Plan& plan, const algo::Step& step, const algo::State& before, const algo::State& after,
                     const StepPictureOptions& options) {
    const std::span<const uint32_t> input = first_array(plan, before, algo::Pair::Primary);
    const std::span<const uint32_t> output = first_array(plan, after, step.keys_after());
    std::vector<uint32_t> ranks;
    for (const algo::KeyRank& rank : algo::rank_keys(plan.options, input)) ranks.push_back(rank.rank());
    // The keys' colours by value, between the smallest and the largest key.
    const algo::KeyType type = plan.options.key_type;
    uint32_t lo = UINT32_MAX, hi = 0;
    for (uint32_t key : input) {
        lo = std::min(lo, algo::sort_key(type, false, key));
        hi = std::max(hi, algo::sort_key(type, false, key));
    }
    auto fills = [&](std::span<const uint32_t> keys) {
        std::vector<Ink> inks;
        for (uint32_t key : keys) inks.push_back(own_ink(options.style.ramp(value_fraction(algo::sort_key(type, false, key), lo, hi))));
        return inks;
    };
    auto labels = [&](std::span<const uint32_t> keys) {
        std::vector<std::string> texts;
        if (keys.size() <= 128) {
            for (uint32_t key : keys) texts.push_back(algo::format_key(type, key));
        }
        return texts;
    };
    const std::vector<Ink> upper_fills = fills(input), lower_fills = fills(output);
    const std::vector<std::string> upper_labels = labels(input), lower_labels = labels(output);
    Frame page = frame(options, kRankTitle, rank_sentence(true));
    RankKeys keys;
    keys.ranks = ranks;
    keys.done = true;
    keys.upper_fills = upper_fills;
    keys.lower_fills = lower_fills;
    keys.upper_labels = upper_labels;
    keys.lower_labels = lower_labels;
    page.drawing.above.push_back(layout_rank(keys, page.area, options.style, std::nullopt, std::nullopt).drawing);
    return page.drawing;
}

Drawing onesweep_picture(const algo::Plan& plan, const algo::Step& step, const algo::State& before, const algo::State& after,
                         const StepPictureOptions& options) {
    const std::optional<OnesweepFocus> focus = onesweep_focus(plan, step);
    if (!focus) return frame(options, "Onesweep: " + algo::describe(step), "").drawing;
    Frame page = frame(options, onesweep_title(*focus), "");
    if (focus->part == OnesweepPart::Histogram || focus->part == OnesweepPart::Scan) {
        const std::vector<std::vector<uint32_t>> histograms = algo::onesweep_histograms(plan, before);
        page.drawing.above.push_back(layout_onesweep_histograms(histograms, focus->part == OnesweepPart::Scan, plan.options.n, page.area,
                                                                options.style, std::nullopt)
                                         .drawing);
        return page.drawing;
    }
    const algo::PassAccount account = algo::onesweep_pass_account(plan, step, before);
    if (account.tiles.empty()) return page.drawing;
    std::vector<uint32_t> keys_of_bin(algo::kOnesweepBins);
    for (uint32_t bin = 0; bin < algo::kOnesweepBins; ++bin) keys_of_bin[bin] = bin_keys(account, bin);
    OnesweepPass pass;
    pass.account = &account;
    pass.focus = *focus;
    pass.n = plan.options.n;
    pass.bin_keys = keys_of_bin;
    pass.keys = first_array(plan, after, step.keys_after());
    pass.options = &plan.options;
    page.drawing.above.push_back(layout_onesweep_tiles(pass, page.area, options.style, std::nullopt, std::nullopt).drawing);
    return page.drawing;
}

}  // namespace

bool has_step_picture(const algo::Plan& plan) {
    const algo::AlgorithmInfo* info = plan.algorithm;
    return info != nullptr && info->picture != algo::Picture::Network;
}

Drawing layout_step_picture(const algo::Plan& plan, size_t index, const algo::State& before, const algo::State& after,
                            const StepPictureOptions& options) {
    if (index >= plan.steps.size()) {
        throw std::invalid_argument("step " + std::to_string(index) + " is not one of the plan's " + std::to_string(plan.steps.size()) +
                                    " steps");
    }
    const algo::AlgorithmInfo* info = plan.algorithm;
    const algo::Picture picture = info != nullptr ? info->picture : algo::Picture::Network;
    const algo::Step& step = plan.steps[index];
    switch (picture) {
        case algo::Picture::Radix: return radix_picture(plan, step, before, after, options);
        case algo::Picture::Rank: return rank_picture(plan, step, before, after, options);
        case algo::Picture::Onesweep: return onesweep_picture(plan, step, before, after, options);
        case algo::Picture::Network: break;
    }
    NetworkLayoutOptions network;
    network.highlight = index;
    return layout_network(plan, network).drawing;
}

std::string radix_title(const RadixFocus& focus) {
    const uint32_t digits = 32 / focus.bits;
    return "Radix digit " + std::to_string(focus.digit) + " of " + std::to_string(digits) + " (bits " + std::to_string(focus.shift) + ".." +
           std::to_string(focus.shift + focus.bits - 1) + "): " + phase_name(focus.phase);
}

std::string radix_sentence(RadixPhase phase) {
    switch (phase) {
        case RadixPhase::Count: return "each work group counts its keys per bin (the table view shows every group's counts)";
        case RadixPhase::PrefixSum: return "the prefix sum turns the counts into where each bin, and each group's part of it, starts";
        case RadixPhase::Scatter: break;
    }
    return "each key goes to its bin's start plus the keys of that bin before it: a stable scatter";
}

std::string rank_sentence(bool done) {
    return done ? "every key moved to its rank in one dispatch; ties keep their input order"
                : "the arrows show where each key will go; step to move them all at once";
}

std::string rank_short_sentence(bool done) {
    return done ? "every key moved to its rank; ties keep their order" : "each arrow: where its key will go";
}

std::string onesweep_title(const OnesweepFocus& focus) {
    const std::string digit = "Onesweep " + digit_words(focus.digit) + ": ";
    switch (focus.part) {
        case OnesweepPart::Histogram: return "Onesweep histogram: four digits from one read";
        case OnesweepPart::Scan: return "Onesweep scan: each digit's bin starts";
        case OnesweepPart::Count: return digit + "portable count";
        case OnesweepPart::PrefixSum: return digit + "portable prefix sum";
        case OnesweepPart::Pass: break;
    }
    return digit + (focus.lookback ? "look-back pass" : "portable pass");
}

}  // namespace sortscope::diagram
