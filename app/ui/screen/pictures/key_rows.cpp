// Key rows and flows in ImGui colours (see key_rows.hpp): the core's shapes with fixed paints, drawn.
#include "screen/pictures/key_rows.hpp"

#include "screen/pictures/draw_picture.hpp"

namespace sortscope::ui {

namespace {

Paint paint_of(ImU32 colour) {
    return fixed({static_cast<uint8_t>(colour >> IM_COL32_R_SHIFT), static_cast<uint8_t>(colour >> IM_COL32_G_SHIFT),
                  static_cast<uint8_t>(colour >> IM_COL32_B_SHIFT), static_cast<uint8_t>(colour >> IM_COL32_A_SHIFT)});
}

// Every paint here is fixed, so the palette is never read; one face for the labels.
void draw(ImDrawList* list, const Picture& picture, const FontFace& face) {
    draw_picture(list, picture, palette(false), PictureFontFaces{face, face, face});
}

}  // namespace

void draw_key_row(ImDrawList* list, const KeyRow& row, const std::vector<ImU32>& fills,
                  const std::vector<std::string>* labels, ImFont* font, float font_size, ImU32 text_colour,
                  std::optional<uint32_t> outline, ImU32 outline_colour) {
    std::vector<Paint> paints;
    paints.reserve(fills.size());
    for (ImU32 fill : fills) paints.push_back(paint_of(fill));
    const FontFace face{font, font_size};
    const TextMetrics metrics = text_metrics(face);
    RowLabels row_labels;
    if (labels != nullptr) row_labels.texts = *labels;
    row_labels.metrics = &metrics;
    row_labels.paint = paint_of(text_colour);
    Picture picture;
    add_key_row(picture, row, paints, row_labels, outline, paint_of(outline_colour));
    draw(list, picture, face);
}

void draw_flow(ImDrawList* list, const KeyRow& upper, uint32_t from, const KeyRow& lower, uint32_t to, ImU32 colour,
               float thickness, bool arrow) {
    Picture picture;
    add_flow(picture, upper, from, lower, to, paint_of(colour), thickness, arrow);
    draw(list, picture, FontFace{});
}

}  // namespace sortscope::ui
