// The notes of a dispatch from its marks (see dispatch_chord.hpp).
#include "core/sound/dispatch_chord.hpp"

#include "core/session/sort_session.hpp"
#include "core/sound/tone_synth.hpp"

namespace sortscope::ui::sound {

std::vector<size_t> sounded_positions(std::span<const uint8_t> marks, size_t max_notes) {
    std::vector<size_t> chosen;
    if (max_notes == 0) return chosen;
    for (const uint8_t wanted : {uint8_t{kMarkCompared}, uint8_t{kMarkMoved}}) {
        std::vector<size_t> marked;
        for (size_t p = 0; p < marks.size(); ++p) {
            if ((marks[p] & wanted) != 0) marked.push_back(p);
        }
        if (marked.empty()) continue;
        if (marked.size() <= max_notes) return marked;
        if (max_notes == 1) return {marked.front()};
        // Evenly spaced through the marked positions, the first and the last included.
        for (size_t k = 0; k < max_notes; ++k) chosen.push_back(marked[k * (marked.size() - 1) / (max_notes - 1)]);
        return chosen;
    }
    return chosen;
}

std::vector<float> dispatch_chord(std::span<const uint8_t> marks, const std::function<float(size_t)>& value_fraction_at,
                                  size_t max_notes) {
    std::vector<float> frequencies;
    for (const size_t position : sounded_positions(marks, max_notes)) {
        frequencies.push_back(pitch_for_fraction(value_fraction_at(position)));
    }
    return frequencies;
}

}  // namespace sortscope::ui::sound
