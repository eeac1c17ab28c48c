// Which notes a dispatch plays: the keys it compared (the positions the bars view marks "compared"),
// or, for a dispatch that compares nothing but moves keys (a radix scatter, a rank sort's move), the
// keys it moved; each at the pitch of its value. Read from the marks the session already keeps for the
// bars, never by running the algorithm again. Past `max_notes` keys, evenly spaced ones stand for the
// rest, in position order, so a sweep runs across the array as the dispatch did.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace sortscope::ui::sound {

constexpr size_t kMaxNotes = 24;

// `marks`: StepMark bits per position (session/sort_session.hpp). `value_fraction_at(p)`: where the key
// at position p sits between the smallest and the largest key, in [0, 1]. Returns frequencies in Hz,
// one per chosen position, in position order; empty when the dispatch marked nothing.
std::vector<float> dispatch_chord(std::span<const uint8_t> marks, const std::function<float(size_t)>& value_fraction_at,
                                  size_t max_notes = kMaxNotes);

// The positions dispatch_chord sounds (the same choice, without pitches).
std::vector<size_t> sounded_positions(std::span<const uint8_t> marks, size_t max_notes = kMaxNotes);

}  // namespace sortscope::ui::sound
