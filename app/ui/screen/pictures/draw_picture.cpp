// Drawing a Picture with ImGui (see draw_picture.hpp).
#include "screen/pictures/draw_picture.hpp"

#include <cfloat>

#include "screen/look/draw_drawing.hpp"

namespace sortscope::ui {

namespace {

ImU32 with_alpha(ImU32 colour, uint8_t alpha) { return (colour & 0x00FFFFFFu) | (static_cast<ImU32>(alpha) << 24); }

// Each channel at 3/4 (half plus a quarter, no carries between channels).
ImU32 darker(ImU32 colour) { return (colour & 0xFF000000u) | (((colour & 0x00FEFEFEu) >> 1) + ((colour & 0x00FCFCFCu) >> 2)); }

ImVec2 at(Point point) { return ImVec2(point.x, point.y); }

}  // namespace

ImU32 paint_colour(const Paint& paint, const Palette& colours) {
    ImU32 colour = colours.text;
    switch (paint.tone) {
        case Tone::Text: colour = colours.text; break;
        case Tone::DimText: colour = colours.dim_text; break;
        case Tone::Accent: colour = colours.accent; break;
        case Tone::Hover: colour = colours.hover; break;
        case Tone::Plate: colour = colours.plate; break;
        case Tone::Ramp: colour = ramp_colour(paint.ramp); break;
        case Tone::Fixed: colour = IM_COL32(paint.rgba.r, paint.rgba.g, paint.rgba.b, paint.rgba.a); break;
    }
    if (paint.alpha != 255) colour = with_alpha(colour, paint.alpha);
    return paint.darker ? darker(colour) : colour;
}

TextMetrics text_metrics(const FontFace& face) {
    TextMetrics metrics;
    metrics.size = face.size;
    metrics.measure = [face](const std::string& text, float wrap) {
        const ImVec2 size = face.font->CalcTextSizeA(face.size, FLT_MAX, wrap, text.c_str());
        return TextSize{size.x, size.y};
    };
    return metrics;
}

PictureFonts picture_fonts(const PictureFontFaces& faces) {
    return {text_metrics(faces.small), text_metrics(faces.body), text_metrics(faces.mono)};
}

PanelRect content_rect() {
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::GetContentRegionAvail();
    return {corner.x, corner.y, size.x, size.y};
}

std::optional<Point> mouse_in_view() {
    if (!ImGui::IsWindowHovered()) return std::nullopt;
    const ImVec2 mouse = ImGui::GetMousePos();
    return Point{mouse.x, mouse.y};
}

void draw_picture(ImDrawList* list, const Picture& picture, const Palette& colours, const PictureFontFaces& faces) {
    for (const PictureShape& shape : picture.shapes) {
        if (const auto* box = std::get_if<PictureBox>(&shape)) {
            const ImU32 colour = paint_colour(box->paint, colours);
            if (box->outline > 0.0f) {
                list->AddRect(ImVec2(box->x0, box->y0), ImVec2(box->x1, box->y1), colour, box->rounding, 0, box->outline);
            } else {
                list->AddRectFilled(ImVec2(box->x0, box->y0), ImVec2(box->x1, box->y1), colour, box->rounding);
            }
        } else if (const auto* text = std::get_if<PictureText>(&shape)) {
            if (text->clip) list->PushClipRect(ImVec2(text->clip->x0, text->clip->y0), ImVec2(text->clip->x1, text->clip->y1), true);
            const FontFace& face = faces[text->font];
            list->AddText(face.font, face.size, ImVec2(text->x, text->y), paint_colour(text->paint, colours), text->text.c_str(), nullptr,
                          text->wrap);
            if (text->clip) list->PopClipRect();
        } else if (const auto* line = std::get_if<PictureLine>(&shape)) {
            list->AddLine(at(line->a), at(line->b), paint_colour(line->paint, colours), line->thickness);
        } else if (const auto* curve = std::get_if<PictureCurve>(&shape)) {
            list->AddBezierQuadratic(at(curve->a), at(curve->control), at(curve->b), paint_colour(curve->paint, colours), curve->thickness);
        } else if (const auto* cubic = std::get_if<PictureCubic>(&shape)) {
            list->AddBezierCubic(at(cubic->a), at(cubic->c1), at(cubic->c2), at(cubic->b), paint_colour(cubic->paint, colours), cubic->thickness,
                                 cubic->segments);
        } else if (const auto* polyline = std::get_if<PicturePolyline>(&shape)) {
            std::vector<ImVec2> points;
            points.reserve(polyline->points.size());
            for (const Point& point : polyline->points) points.push_back(at(point));
            list->AddPolyline(points.data(), static_cast<int>(points.size()), paint_colour(polyline->paint, colours), 0, polyline->thickness);
        } else if (const auto* polygon = std::get_if<PicturePolygon>(&shape)) {
            const std::vector<Point>& c = polygon->corners;
            const ImU32 colour = paint_colour(polygon->paint, colours);
            if (c.size() == 3) list->AddTriangleFilled(at(c[0]), at(c[1]), at(c[2]), colour);
            if (c.size() == 4) list->AddQuadFilled(at(c[0]), at(c[1]), at(c[2]), at(c[3]), colour);
        } else if (const auto* dot = std::get_if<PictureDot>(&shape)) {
            list->AddCircleFilled(at(dot->centre), dot->radius, paint_colour(dot->paint, colours));
        }
    }
}

}  // namespace sortscope::ui
