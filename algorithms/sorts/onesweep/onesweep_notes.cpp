// What the app says and does about onesweep's path (see onesweep_entry.hpp): the caption's word for a
// forced path, the header's reason for the portable path, the line under the Path control, the way out
// of a refused look-back (a larger tile), and the input that shows the look-back when onesweep is picked.
#include <stdexcept>

#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/onesweep/onesweep_entry.hpp"

namespace sortscope::algo {

namespace {

// The largest tile the app offers (its Tile control's last power of two).
constexpr uint32_t kLargestAppTile = 8192;

std::string caption(const Options& options) {
    switch (onesweep_path_of(options)) {
        case OnesweepPath::Lookback: return "look-back";
        case OnesweepPath::Portable: return "portable";
        case OnesweepPath::Auto: break;
    }
    return {};
}

std::string controls(const Options& options) {
    const bool lookback = onesweep_uses_lookback(options);
    std::string note = lookback ? "runs the look-back: histogram, scan, a pass per digit"
                                : "runs the portable path: count, scan levels, a pass per digit";
    if (onesweep_path_of(options) == OnesweepPath::Auto) {
        note += options.device.independent_progress ? " (this driver runs work groups independently)"
                                                    : " (this driver is not known to run work groups independently, "
                                                      "which the look-back needs)";
    } else if (lookback && !options.device.independent_progress) {
        note += " (forced: a tile that waits too long counts an earlier tile's keys itself)";
    }
    return note;
}

std::string way_out(const Options& options, bool command_line) {
    if (onesweep_path_of(options) != OnesweepPath::Lookback) return {};
    const auto tile = onesweep_lookback_tile(options);
    if (!tile) return {};
    return command_line ? " (here --tile " + std::to_string(*tile) + " or more runs the look-back)"
                        : ". Here a tile of " + std::to_string(*tile) + " keys or more (Tile, under Path) runs the look-back.";
}

// As its lesson: 32 keys a class reads (or the typed ones) in four to eight tiles, each tile a work group
// of one key per invocation, on the look-back where this device takes it at those tiles.
void picked(Options& options, bool keys_typed) {
    if (!keys_typed) options.n = 32;
    uint32_t tile = 2;
    while (tile * 8 <= options.n && tile < kLargestAppTile) tile *= 2;
    options.tile = tile;
    options.local_size = tile;
    options.local_size_given = true;
    set_onesweep_path(options, OnesweepPath::Lookback);
    try {
        if (onesweep_layout(options).lookback) return;
    } catch (const std::invalid_argument&) {
        // refused on this device at these tiles: the portable path
    }
    set_onesweep_path(options, OnesweepPath::Portable);
}

}  // namespace

std::optional<uint32_t> onesweep_lookback_tile(const Options& options) {
    Options tried = options;
    set_onesweep_path(tried, OnesweepPath::Lookback);
    for (uint32_t tile = 2; tile <= kLargestAppTile; tile *= 2) {
        tried.tile = tile;
        try {
            if (onesweep_layout(tried).lookback) return tile;
        } catch (const std::invalid_argument&) {
            // refused at this tile: try a larger one (fewer tiles)
        }
    }
    return std::nullopt;
}

std::string onesweep_portable_reason(const Options& options) {
    try {
        if (onesweep_layout(options).lookback) return {};
    } catch (const std::invalid_argument&) {
        return {};  // the input is refused: the refusal says why
    }
    if (onesweep_path_of(options) == OnesweepPath::Portable) return "the portable path, as chosen: no look-back to see";
    Options tried = options;
    set_onesweep_path(tried, OnesweepPath::Lookback);
    try {
        (void)onesweep_layout(tried);
    } catch (const std::invalid_argument& refused) {
        return std::string("no look-back here: ") + refused.what();
    }
    return "the portable path: this driver is not known to run work groups independently, which the look-back needs "
           "(Path: Look-back forces it)";
}

const OwnOptionNotes kOnesweepNotes{
    .caption = &caption,
    .header = &onesweep_portable_reason,
    .controls = &controls,
    .way_out = &way_out,
    .picked = &picked,
};

}  // namespace sortscope::algo
