// Helpers for the tests of the step pictures' layouts (diagram drawings): text measured as the app's
// DejaVu Sans roughly measures, every shape of a drawing and its layers, each shape's extent, and checks
// that a picture stays inside its rectangle and that no two of its labels overlap.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "sortscope/diagram/drawing.hpp"
#include "sortscope/diagram/picture_style.hpp"

namespace sortscope::test {

using namespace sortscope::diagram;

// DejaVu Sans runs about half an em a glyph (the screenshots' sentences: 0.49); a line `size` high.
inline TextMetrics fake_metrics(float size, Face face = Face::Sans) {
    return {size, face, [size](const std::string& text) {
                size_t glyphs = 0;
                for (unsigned char c : text) glyphs += (c & 0xC0) != 0x80 ? 1 : 0;
                return 0.5f * size * static_cast<float>(glyphs);
            }};
}

inline PictureStyle fake_style(float small, float body, float mono) {
    PictureStyle style;
    style.fonts = {fake_metrics(small), fake_metrics(body), fake_metrics(mono, Face::Mono)};
    return style;
}

// A drawing's shapes with those of the drawings above it, in the order they are painted, kind by kind.
inline Drawing flattened(const Drawing& drawing) {
    Drawing all = drawing;
    all.above.clear();
    for (const Drawing& layer : drawing.above) {
        const Drawing flat = flattened(layer);
        all.rects.insert(all.rects.end(), flat.rects.begin(), flat.rects.end());
        all.quads.insert(all.quads.end(), flat.quads.begin(), flat.quads.end());
        all.lines.insert(all.lines.end(), flat.lines.begin(), flat.lines.end());
        all.polylines.insert(all.polylines.end(), flat.polylines.begin(), flat.polylines.end());
        all.curves.insert(all.curves.end(), flat.curves.begin(), flat.curves.end());
        all.triangles.insert(all.triangles.end(), flat.triangles.begin(), flat.triangles.end());
        all.dots.insert(all.dots.end(), flat.dots.begin(), flat.dots.end());
        all.texts.insert(all.texts.end(), flat.texts.begin(), flat.texts.end());
    }
    return all;
}

struct Bounds {
    float x0, y0, x1, y1;
};

// The font a text was written in: the style's font of its face and size.
inline const TextMetrics& font_of(const TextShape& text, const PictureFonts& fonts) {
    if (text.face == Face::Mono) return fonts.mono;
    return text.size == fonts.body.size ? fonts.body : fonts.small;
}

// A line of text from its top (0.8 of its size above the baseline) to its bottom.
inline Bounds bounds_of(const TextShape& text, const PictureFonts& fonts) {
    const TextMetrics& font = font_of(text, fonts);
    const float top = text.y - 0.8f * text.size;
    return {text.x, top, text.x + font.width(text.text), top + text.size};
}

// Every shape's extent inside the rectangle: strokes by their centre lines (one along the rectangle's edge
// spills half its width past it, unseen, into the view's padding); curves by their ends (a curve stays in
// its control points' hull, and the onesweep walk's control point may lie below the row it leaves).
inline void check_inside(const Drawing& drawing, const PictureRect& rect, const PictureFonts& fonts) {
    const Drawing all = flattened(drawing);
    std::vector<std::pair<std::string, Bounds>> shapes;
    for (const RectShape& r : all.rects) shapes.push_back({"rect", {r.x, r.y, r.x + r.width, r.y + r.height}});
    for (const QuadShape& q : all.quads) {
        shapes.push_back({"quad", {*std::min_element(q.x, q.x + 4), *std::min_element(q.y, q.y + 4), *std::max_element(q.x, q.x + 4),
                                   *std::max_element(q.y, q.y + 4)}});
    }
    for (const LineShape& l : all.lines) {
        shapes.push_back({"line", {std::min(l.x0, l.x1), std::min(l.y0, l.y1), std::max(l.x0, l.x1), std::max(l.y0, l.y1)}});
    }
    for (const PolylineShape& p : all.polylines) {
        for (size_t k = 0; k + 1 < p.points.size(); k += 2) shapes.push_back({"polyline", {p.points[k], p.points[k + 1], p.points[k], p.points[k + 1]}});
    }
    for (const CurveShape& c : all.curves) {
        shapes.push_back({"curve", {std::min(c.x[0], c.x[3]), std::min(c.y[0], c.y[3]), std::max(c.x[0], c.x[3]), std::max(c.y[0], c.y[3])}});
    }
    for (const TriangleShape& t : all.triangles) {
        shapes.push_back({"triangle", {*std::min_element(t.x, t.x + 3), *std::min_element(t.y, t.y + 3), *std::max_element(t.x, t.x + 3),
                                       *std::max_element(t.y, t.y + 3)}});
    }
    for (const DotShape& d : all.dots) shapes.push_back({"dot", {d.x - d.radius, d.y - d.radius, d.x + d.radius, d.y + d.radius}});
    for (const TextShape& t : all.texts) shapes.push_back({"text \"" + t.text + "\"", bounds_of(t, fonts)});
    for (const auto& [kind, b] : shapes) {
        INFO(kind << " spans x " << b.x0 << ".." << b.x1 << ", y " << b.y0 << ".." << b.y1);
        CHECK(b.x0 >= rect.x - 0.01f);
        CHECK(b.y0 >= rect.y - 0.01f);
        CHECK(b.x1 <= rect.x + rect.width + 0.01f);
        CHECK(b.y1 <= rect.y + rect.height + 0.01f);
    }
}

inline std::vector<TextShape> texts_of(const Drawing& drawing) { return flattened(drawing).texts; }

// No two labels share a pixel.
inline void check_apart(const Drawing& drawing, const PictureFonts& fonts) {
    const std::vector<TextShape> texts = texts_of(drawing);
    for (size_t a = 0; a < texts.size(); ++a) {
        const Bounds p = bounds_of(texts[a], fonts);
        for (size_t b = a + 1; b < texts.size(); ++b) {
            const Bounds q = bounds_of(texts[b], fonts);
            INFO("\"" << texts[a].text << "\" and \"" << texts[b].text << "\"");
            CHECK((p.x1 <= q.x0 + 0.01f || q.x1 <= p.x0 + 0.01f || p.y1 <= q.y0 + 0.01f || q.y1 <= p.y0 + 0.01f));
        }
    }
}

// A picture in one font.
inline void check_inside(const Drawing& drawing, const PictureRect& rect, const TextMetrics& metrics) {
    check_inside(drawing, rect, PictureFonts{metrics, metrics, metrics});
}
inline void check_apart(const Drawing& drawing, const TextMetrics& metrics) { check_apart(drawing, PictureFonts{metrics, metrics, metrics}); }

inline bool has_text(const Drawing& drawing, const std::string& text) {
    const std::vector<TextShape> texts = texts_of(drawing);
    return std::any_of(texts.begin(), texts.end(), [&](const TextShape& t) { return t.text == text; });
}

}  // namespace sortscope::test
