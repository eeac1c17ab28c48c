// Helpers for the tests of the pictures' layouts (Picture shapes): text measured as the app's DejaVu Sans
// roughly measures, each shape's extent, and checks that a picture stays inside its rectangle and that no
// two of its labels overlap.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "core/look/layout.hpp"
#include "core/pictures/picture.hpp"

namespace sortscope::test {

using namespace sortscope::ui;

// DejaVu Sans runs about half an em a glyph (the screenshots' sentences: 0.49); wrapping at spaces as
// ImGui does, a line `size` high.
inline TextMetrics fake_metrics(float size) {
    TextMetrics metrics;
    metrics.size = size;
    metrics.measure = [size](const std::string& text, float wrap) {
        auto width_of = [size](const std::string& line) {
            size_t glyphs = 0;
            for (unsigned char c : line) glyphs += (c & 0xC0) != 0x80 ? 1 : 0;
            return 0.5f * size * static_cast<float>(glyphs);
        };
        if (wrap <= 0.0f) return TextSize{width_of(text), size};
        std::istringstream words(text);
        std::string word, line;
        float widest = 0.0f;
        int lines = 0;
        while (words >> word) {
            const std::string joined = line.empty() ? word : line + " " + word;
            if (!line.empty() && width_of(joined) > wrap) {
                widest = std::max(widest, width_of(line));
                ++lines;
                line = word;
            } else {
                line = joined;
            }
        }
        if (!line.empty()) {
            widest = std::max(widest, width_of(line));
            ++lines;
        }
        return TextSize{widest, size * static_cast<float>(std::max(1, lines))};
    };
    return metrics;
}

struct Bounds {
    float x0, y0, x1, y1;
};

inline Bounds bounds_of(const PictureShape& shape, const PictureFonts& fonts) {
    Bounds b{1e9f, 1e9f, -1e9f, -1e9f};
    auto add = [&b](float x, float y, float pad = 0.0f) {
        b = {std::min(b.x0, x - pad), std::min(b.y0, y - pad), std::max(b.x1, x + pad), std::max(b.y1, y + pad)};
    };
    // Strokes by their centre lines: one along the rectangle's edge spills half its width past it,
    // unseen, into the view's padding.
    if (const auto* box = std::get_if<PictureBox>(&shape)) {
        add(box->x0, box->y0);
        add(box->x1, box->y1);
    } else if (const auto* text = std::get_if<PictureText>(&shape)) {
        const TextSize size = fonts[text->font](text->text, text->wrap);
        add(text->x, text->y);
        add(text->x + size.width, text->y + size.height);
        if (text->clip) b = {std::max(b.x0, text->clip->x0), std::max(b.y0, text->clip->y0), std::min(b.x1, text->clip->x1),
                             std::min(b.y1, text->clip->y1)};
    } else if (const auto* line = std::get_if<PictureLine>(&shape)) {
        add(line->a.x, line->a.y);
        add(line->b.x, line->b.y);
    } else if (const auto* curve = std::get_if<PictureCurve>(&shape)) {
        for (const Point& p : {curve->a, curve->control, curve->b}) add(p.x, p.y);
    } else if (const auto* cubic = std::get_if<PictureCubic>(&shape)) {
        for (const Point& p : {cubic->a, cubic->c1, cubic->c2, cubic->b}) add(p.x, p.y);
    } else if (const auto* polyline = std::get_if<PicturePolyline>(&shape)) {
        for (const Point& p : polyline->points) add(p.x, p.y);
    } else if (const auto* polygon = std::get_if<PicturePolygon>(&shape)) {
        for (const Point& p : polygon->corners) add(p.x, p.y);
    } else if (const auto* dot = std::get_if<PictureDot>(&shape)) {
        add(dot->centre.x, dot->centre.y, dot->radius);
    }
    return b;
}

// Every shape inside the rectangle (a quadratic curve's control point may lie outside: the curve stays
// inside its hull, and the onesweep walk's ends are inside).
inline void check_inside(const Picture& picture, const PanelRect& rect, const PictureFonts& fonts) {
    for (size_t k = 0; k < picture.shapes.size(); ++k) {
        if (std::holds_alternative<PictureCurve>(picture.shapes[k])) continue;
        const Bounds b = bounds_of(picture.shapes[k], fonts);
        INFO("shape " << k << " (kind " << picture.shapes[k].index() << ") spans x " << b.x0 << ".." << b.x1 << ", y " << b.y0 << ".."
                      << b.y1);
        CHECK(b.x0 >= rect.x - 0.01f);
        CHECK(b.y0 >= rect.y - 0.01f);
        CHECK(b.x1 <= rect.x + rect.width + 0.01f);
        CHECK(b.y1 <= rect.y + rect.height + 0.01f);
    }
}

inline std::vector<const PictureText*> texts_of(const Picture& picture) {
    std::vector<const PictureText*> texts;
    for (const PictureShape& shape : picture.shapes) {
        if (const auto* text = std::get_if<PictureText>(&shape)) texts.push_back(text);
    }
    return texts;
}

// No two labels share a pixel.
inline void check_apart(const Picture& picture, const PictureFonts& fonts) {
    const std::vector<const PictureText*> texts = texts_of(picture);
    for (size_t a = 0; a < texts.size(); ++a) {
        const Bounds p = bounds_of(*texts[a], fonts);
        for (size_t b = a + 1; b < texts.size(); ++b) {
            const Bounds q = bounds_of(*texts[b], fonts);
            INFO("\"" << texts[a]->text << "\" and \"" << texts[b]->text << "\"");
            CHECK((p.x1 <= q.x0 || q.x1 <= p.x0 || p.y1 <= q.y0 || q.y1 <= p.y0));
        }
    }
}

// A picture in one font.
inline void check_inside(const Picture& picture, const PanelRect& rect, const TextMetrics& metrics) {
    check_inside(picture, rect, PictureFonts{metrics, metrics, metrics});
}
inline void check_apart(const Picture& picture, const TextMetrics& metrics) { check_apart(picture, PictureFonts{metrics, metrics, metrics}); }

inline bool has_text(const Picture& picture, const std::string& text) {
    const std::vector<const PictureText*> texts = texts_of(picture);
    return std::any_of(texts.begin(), texts.end(), [&](const PictureText* t) { return t->text == text; });
}

}  // namespace sortscope::test
