// Key rows and flows in ImGui colours (see key_rows.hpp): diagram's shapes in their own colours, the
// labels in the text colour given, drawn through draw_drawing.
#include "screen/pictures/key_rows.hpp"

#include <cfloat>

#include "screen/look/draw_drawing.hpp"

namespace sortscope::ui {

namespace {

diagram::Ink ink_of(ImU32 colour) {
    return diagram::own_ink({static_cast<uint8_t>(colour >> IM_COL32_R_SHIFT), static_cast<uint8_t>(colour >> IM_COL32_G_SHIFT),
                             static_cast<uint8_t>(colour >> IM_COL32_B_SHIFT), static_cast<uint8_t>(colour >> IM_COL32_A_SHIFT)});
}

// Every shape has its own colour but the labels (Role::Ink), written in `text_colour` with `font`.
void draw(ImDrawList* list, const diagram::Drawing& drawing, ImFont* font, ImU32 text_colour) {
    DrawingLook look;
    look.colour = [text_colour](diagram::Role) { return text_colour; };
    look.font = font;
    look.pixels_per_point = 1.0f;
    draw_drawing(list, drawing, DrawingTransform{ImVec2(0.0f, 0.0f), 1.0f}, look);
}

}  // namespace

void draw_key_row(ImDrawList* list, const KeyRow& row, const std::vector<ImU32>& fills,
                  const std::vector<std::string>* labels, ImFont* font, float font_size, ImU32 text_colour,
                  std::optional<uint32_t> outline, ImU32 outline_colour) {
    std::vector<diagram::Ink> inks;
    inks.reserve(fills.size());
    for (ImU32 fill : fills) inks.push_back(ink_of(fill));
    const diagram::TextMetrics metrics{font_size, diagram::Face::Sans, [font, font_size](const std::string& text) {
                                           return font->CalcTextSizeA(font_size, FLT_MAX, 0.0f, text.c_str()).x;
                                       }};
    diagram::RowLabels row_labels;
    if (labels != nullptr) row_labels.texts = *labels;
    row_labels.font = &metrics;
    row_labels.role = diagram::Role::Ink;
    diagram::Drawing drawing;
    diagram::add_key_row(drawing, row, inks, row_labels, outline, ink_of(outline_colour));
    draw(list, drawing, font, text_colour);
}

void draw_flow(ImDrawList* list, const KeyRow& upper, uint32_t from, const KeyRow& lower, uint32_t to, ImU32 colour,
               float thickness, bool arrow) {
    diagram::Drawing drawing;
    diagram::add_flow(drawing, upper, from, lower, to, ink_of(colour), thickness, arrow);
    draw(list, drawing, nullptr, colour);
}

}  // namespace sortscope::ui
