// Dark and presenter themes and fonts (see theme.hpp).
#include "screen/look/theme.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "core/look/text_sizes.hpp"

namespace sortscope::ui {

namespace {

constexpr const char* kBodyFontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr const char* kHeadingFontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
constexpr const char* kMonoFontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf";

const ImWchar* glyph_ranges() {
    static ImVector<ImWchar> ranges;
    if (ranges.empty()) {
        ImFontGlyphRangesBuilder builder;
        builder.AddRanges(ImGui::GetIO().Fonts->GetGlyphRangesDefault());  // Latin-1
        static const ImWchar extra[] = {
            0x2000, 0x206F,  // punctuation: dashes, ellipsis, thin spaces
            0x2190, 0x21FF,  // arrows: <-> as U+2194
            0x2200, 0x22FF,  // maths: infinity, <=, >=
            0x2713, 0x2717,  // check and cross marks
            0x25A0, 0x25FF,  // geometric shapes: play and pause triangles
            0,
        };
        builder.AddRanges(extra);
        builder.BuildRanges(&ranges);
    }
    return ranges.Data;
}

ImFont* load_font(const char* file, float pixels) {
    std::error_code ignored;
    if (!std::filesystem::exists(file, ignored)) return nullptr;
    return ImGui::GetIO().Fonts->AddFontFromFileTTF(file, std::round(pixels), nullptr, glyph_ranges());
}

void apply_style(float scale, bool presenter) {
    ImGuiStyle& style = ImGui::GetStyle();
    style = ImGuiStyle();
    ImGui::StyleColorsDark(&style);
    style.WindowRounding = 0.0f;
    style.ChildRounding = 4.0f;
    style.WindowBorderSize = 0.0f;
    style.FrameRounding = 4.0f;
    style.GrabRounding = 4.0f;
    style.WindowPadding = ImVec2(kWindowPaddingX, kWindowPaddingY);
    style.FramePadding = ImVec2(9.0f, 5.0f);
    style.ItemSpacing = ImVec2(kItemSpacingX, kItemSpacingY);
    style.ScrollbarSize = kScrollbarSize;
    style.GrabMinSize = 14.0f;
    style.CellPadding = ImVec2(6.0f, kCellPaddingY);

    ImVec4* colours = style.Colors;
    if (presenter) {
        colours[ImGuiCol_WindowBg] = ImVec4(0.0f, 0.0f, 0.0f, 1.0f);
        colours[ImGuiCol_ChildBg] = ImVec4(0.05f, 0.05f, 0.06f, 1.0f);
        colours[ImGuiCol_Text] = ImVec4(1.0f, 1.0f, 1.0f, 1.0f);
        colours[ImGuiCol_TextDisabled] = ImVec4(0.82f, 0.84f, 0.88f, 1.0f);
        colours[ImGuiCol_FrameBg] = ImVec4(0.16f, 0.18f, 0.24f, 1.0f);
        colours[ImGuiCol_Button] = ImVec4(0.18f, 0.32f, 0.62f, 1.0f);
        colours[ImGuiCol_ButtonHovered] = ImVec4(0.26f, 0.44f, 0.80f, 1.0f);
        colours[ImGuiCol_Separator] = ImVec4(0.55f, 0.58f, 0.65f, 1.0f);
        colours[ImGuiCol_TableRowBg] = ImVec4(0.0f, 0.0f, 0.0f, 1.0f);
        colours[ImGuiCol_TableRowBgAlt] = ImVec4(0.10f, 0.10f, 0.12f, 1.0f);
        colours[ImGuiCol_TableHeaderBg] = ImVec4(0.16f, 0.18f, 0.26f, 1.0f);
    } else {
        colours[ImGuiCol_WindowBg] = ImVec4(0.075f, 0.082f, 0.10f, 1.0f);
        colours[ImGuiCol_ChildBg] = ImVec4(0.105f, 0.115f, 0.14f, 1.0f);
        colours[ImGuiCol_Text] = ImVec4(0.93f, 0.94f, 0.96f, 1.0f);
        colours[ImGuiCol_TextDisabled] = ImVec4(0.64f, 0.67f, 0.72f, 1.0f);
        colours[ImGuiCol_Separator] = ImVec4(0.28f, 0.30f, 0.36f, 1.0f);
        colours[ImGuiCol_TableRowBgAlt] = ImVec4(1.0f, 1.0f, 1.0f, 0.035f);
    }
    // Drop-down lists and tooltips opaque: over the views, a see-through list mixes with the bars and wires.
    colours[ImGuiCol_PopupBg].w = 1.0f;
    style.ScaleAllSizes(scale);
}

}  // namespace

float ui_scale_for(float content_scale, int framebuffer_height) {
    const float scale = std::max(1.0f, content_scale);
    const float logical_height = static_cast<float>(framebuffer_height) / scale;
    return scale * std::clamp(logical_height / 720.0f, 1.0f, 2.0f);
}

Fonts apply_theme(float scale, bool presenter) {
    apply_style(scale, presenter);
    const float text = scale * (presenter ? kPresenterTextScale : 1.0f);
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    io.FontGlobalScale = 1.0f;
    Fonts fonts;
    fonts.body_pixels = std::round(kBodyPixels * text);
    // The first font added is ImGui's default.
    fonts.body = load_font(kBodyFontFile, kBodyPixels * text);
    if (fonts.body == nullptr) {
        ImFontConfig config;
        config.SizePixels = fonts.body_pixels;
        fonts.body = fonts.heading = fonts.small = fonts.mono = fonts.code = io.Fonts->AddFontDefault(&config);
        return fonts;
    }
    fonts.heading = load_font(kHeadingFontFile, kHeadingPixels * text);
    fonts.small = load_font(kBodyFontFile, kSmallPixels * text);
    fonts.mono = load_font(kMonoFontFile, kSmallPixels * text * 1.05f);
    if (fonts.heading == nullptr) fonts.heading = fonts.body;
    if (fonts.small == nullptr) fonts.small = fonts.body;
    if (fonts.mono == nullptr) fonts.mono = fonts.small;
    fonts.code = load_font(kMonoFontFile, kBodyPixels * text);
    if (fonts.code == nullptr) fonts.code = fonts.mono;
    return fonts;
}

namespace {

ImU32 im(diagram::Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }

// A look with the colour-blind theme's marks (colour_theme.hpp) in place of its own.
Palette colour_blind(Palette look) {
    const MarkColours marks = colour_blind_marks();
    look.compared = im(marks.compared);
    look.moved = im(marks.moved);
    look.accent = im(marks.accent);
    look.shaped_marks = true;
    return look;
}

}  // namespace

const Palette& palette(bool presenter, ColourTheme theme) {
    static const Palette dark = {
        IM_COL32(255, 204, 77, 255),  IM_COL32(115, 217, 115, 255), IM_COL32(255, 102, 89, 255),
        IM_COL32(120, 170, 255, 255), IM_COL32(255, 95, 130, 255),  IM_COL32(27, 29, 36, 255),
        IM_COL32(70, 74, 84, 255),    IM_COL32(237, 240, 245, 255), IM_COL32(163, 170, 184, 255),
        IM_COL32(255, 255, 255, 255)};
    static const Palette bright = {
        IM_COL32(255, 214, 0, 255),   IM_COL32(80, 255, 80, 255),   IM_COL32(255, 70, 60, 255),
        IM_COL32(90, 180, 255, 255),  IM_COL32(255, 60, 120, 255),  IM_COL32(12, 12, 14, 255),
        IM_COL32(90, 90, 96, 255),    IM_COL32(255, 255, 255, 255), IM_COL32(215, 218, 225, 255),
        IM_COL32(0, 255, 255, 255)};
    static const Palette dark_safe = colour_blind(dark);
    static const Palette bright_safe = colour_blind(bright);
    if (theme == ColourTheme::ColourBlind) return presenter ? bright_safe : dark_safe;
    return presenter ? bright : dark;
}

}  // namespace sortscope::ui
