// Theme colours and text estimates for drawings (see drawing.hpp).
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::diagram {

Rgba colour(Theme theme, Role role) {
    switch (theme) {
        case Theme::Light:
            switch (role) {
                case Role::Background: return {255, 255, 255, 255};
                case Role::DispatchShade: return {232, 238, 248, 255};
                case Role::HighlightShade: return {255, 236, 190, 255};
                case Role::Wire: return {60, 60, 60, 255};
                case Role::WireLabel: return {40, 40, 40, 255};
                case Role::StageRule: return {170, 170, 170, 255};
                case Role::DispatchRule: return {90, 110, 150, 255};
                case Role::Comparator: return {0, 0, 0, 255};
                case Role::HighlightComparator: return {200, 80, 0, 255};
                case Role::SwappedComparator: return {210, 30, 60, 255};
                case Role::Caption: return {20, 20, 20, 255};
                case Role::DispatchLabel: return {90, 110, 150, 255};
            }
            break;
        case Theme::Dark:
            switch (role) {
                case Role::Background: return {19, 21, 26, 255};
                case Role::DispatchShade: return {32, 38, 52, 255};
                case Role::HighlightShade: return {70, 58, 28, 255};
                case Role::Wire: return {150, 156, 168, 255};
                case Role::WireLabel: return {200, 204, 212, 255};
                case Role::StageRule: return {70, 76, 90, 255};
                case Role::DispatchRule: return {110, 140, 200, 255};
                case Role::Comparator: return {238, 240, 245, 255};
                case Role::HighlightComparator: return {255, 200, 80, 255};
                case Role::SwappedComparator: return {255, 95, 110, 255};
                case Role::Caption: return {235, 237, 242, 255};
                case Role::DispatchLabel: return {140, 170, 230, 255};
            }
            break;
        case Theme::Mono:
            switch (role) {
                case Role::Background: return {255, 255, 255, 255};
                case Role::DispatchShade: return {238, 238, 238, 255};
                case Role::HighlightShade: return {210, 210, 210, 255};
                case Role::Wire: return {0, 0, 0, 255};
                case Role::WireLabel: return {0, 0, 0, 255};
                case Role::StageRule: return {160, 160, 160, 255};
                case Role::DispatchRule: return {0, 0, 0, 255};
                case Role::Comparator: return {0, 0, 0, 255};
                case Role::HighlightComparator: return {0, 0, 0, 255};
                case Role::SwappedComparator: return {0, 0, 0, 255};
                case Role::Caption: return {0, 0, 0, 255};
                case Role::DispatchLabel: return {0, 0, 0, 255};
            }
            break;
    }
    return {0, 0, 0, 255};
}

float estimated_text_width(const std::string& text, float size) {
    size_t glyphs = 0;
    for (unsigned char c : text) glyphs += (c & 0xC0) != 0x80 ? 1 : 0;  // count UTF-8 lead bytes
    return 0.6f * size * static_cast<float>(glyphs);
}

}  // namespace sortscope::diagram
