// The frame every view sits in: a bordered child window at a given place with a title line, and the
// shared hover state that links the views (a comparator or key under the mouse in one lights in all).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "core/look/layout.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

// Key positions first .. end - 1.
struct PositionRange {
    uint32_t first = 0;
    uint32_t end = 0;
};

// What the mouse is over, as every view understands it.
struct Hover {
    std::optional<size_t> step;        // with i, j: a comparator of this step
    uint32_t i = 0;
    uint32_t j = 0;
    std::optional<uint32_t> position;  // a key position (bars, rank and radix pictures, tables)
    std::optional<PositionRange> range;  // consecutive keys (a tile, or a bin's keys)

    bool is_comparator(size_t s, uint32_t a, uint32_t b) const { return step && *step == s && i == a && j == b; }
};

// The hover seen this frame (written last frame) and the one being written: views read `now` and write
// `next`; the app swaps them after the frame, so every view sees the same thing.
struct HoverLink {
    Hover now;
    Hover next;
};

// Opens the frame (a child window filling `rect` of the current window's coordinates) with `title` at
// the top (wrapped at spaces when longer than the frame is wide). Returns false when the rect is empty; end_view must still be called after a true return only.
bool begin_view(const char* id, const char* title, const PanelRect& rect, const Fonts& fonts);
void end_view();

}  // namespace sortscope::ui
