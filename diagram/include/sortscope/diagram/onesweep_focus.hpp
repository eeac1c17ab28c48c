// What the onesweep picture explains about a step, without ImGui (so the tests check it headless):
// which part of the algorithm the step is, the status word each tile holds for a bin at the moment one
// tile looks back in the model schedule (PassAccount's waves), which tile and bin the picture starts on,
// and which tile and bin a key position in the bars belongs to.
#pragma once

#include <cstdint>
#include <optional>

#include "algorithms/plan/plan.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"

namespace sortscope::diagram {

enum class OnesweepPart {
    Histogram,  // look-back: all four digits' histograms in one read
    Scan,       // look-back: the histograms' running sums, the bins' starts
    Count,      // portable: the tiles' counts per bin of one digit
    PrefixSum,  // portable: the scan of that count table
    Pass,       // either path: rank, find the offsets, scatter one digit
};

struct OnesweepFocus {
    OnesweepPart part;
    uint32_t digit;  // 0 = least significant; algo::kOnesweepDigits for the histogram and scan
    bool lookback;   // the path the plan takes
};

// nullopt for a step that is not one of onesweep's.
std::optional<OnesweepFocus> onesweep_focus(const algo::Plan& plan, const algo::Step& step);
const char* onesweep_part_name(OnesweepPart part);  // "histogram", "scan", "count", "prefix sum", "pass"

// A tile's status word for one bin: algo::kStatusNotReady, kStatusAggregate (count = the tile's keys of
// the bin) or kStatusPrefix (count = the keys of the bin in this tile and all before it).
struct StatusWord {
    uint32_t status = algo::kStatusNotReady;
    uint32_t count = 0;
};
// What `tile` holds for `bin` when `looking` looks back in the model schedule: the waves before its own
// have published their inclusive prefixes, its own wave only aggregates (tile 0 its prefix at once), the
// later waves nothing yet. It agrees with PassAccount::lookback, which reads these words.
StatusWord modelled_status(const algo::PassAccount& account, uint32_t looking, uint32_t tile, uint32_t bin);

// Where the picture starts: tile 2 (its walk reads an aggregate and a prefix), or the last of fewer, and
// the bin that tile has the most keys of (the lowest of equals).
uint32_t default_tile(const algo::PassAccount& account);
uint32_t default_bin(const algo::PassAccount& account, uint32_t tile);

// Keys of `bin` in all tiles.
uint32_t bin_keys(const algo::PassAccount& account, uint32_t bin);

struct TileBin {
    uint32_t tile;
    uint32_t bin;
};
// The tile and bin of the key the pass writes to output position `position` (nullopt past the keys).
std::optional<TileBin> tile_bin_of_output(const algo::PassAccount& account, uint32_t position);

}  // namespace sortscope::diagram
