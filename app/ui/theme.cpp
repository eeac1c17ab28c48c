// Dark theme and projector fonts (see theme.hpp). DejaVu ships with nearly every Linux desktop (Debian's
// fonts-dejavu-core); without it ImGui's built-in 13 px bitmap font is scaled up instead.
#include "theme.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>

#include <imgui.h>

namespace sortscope::ui {

namespace {

constexpr const char* kBodyFontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr const char* kHeadingFontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
constexpr float kBodyPixels = 20.0f;
constexpr float kHeadingPixels = 28.0f;
constexpr float kFallbackScale = 1.5f;  // 13 px default font -> about 20 px

ImFont* load_font(const char* file, float pixels) {
    std::error_code ignored;
    if (!std::filesystem::exists(file, ignored)) return nullptr;
    return ImGui::GetIO().Fonts->AddFontFromFileTTF(file, pixels);
}

void apply_dark_style(float scale) {
    ImGui::StyleColorsDark();
    ImGuiStyle& style = ImGui::GetStyle();
    style.WindowRounding = 0.0f;
    style.WindowBorderSize = 0.0f;
    style.FrameRounding = 4.0f;
    style.GrabRounding = 4.0f;
    style.WindowPadding = ImVec2(16.0f, 14.0f);
    style.FramePadding = ImVec2(10.0f, 6.0f);
    style.ItemSpacing = ImVec2(10.0f, 8.0f);
    style.ScrollbarSize = 18.0f;
    style.GrabMinSize = 16.0f;

    ImVec4* colours = style.Colors;
    colours[ImGuiCol_WindowBg] = ImVec4(0.075f, 0.082f, 0.10f, 1.0f);
    colours[ImGuiCol_ChildBg] = ImVec4(0.105f, 0.115f, 0.14f, 1.0f);
    colours[ImGuiCol_Text] = ImVec4(0.93f, 0.94f, 0.96f, 1.0f);
    colours[ImGuiCol_TextDisabled] = ImVec4(0.60f, 0.63f, 0.68f, 1.0f);
    colours[ImGuiCol_Separator] = ImVec4(0.28f, 0.30f, 0.36f, 1.0f);
    style.ScaleAllSizes(scale);
}

}  // namespace

float ui_scale_for(int framebuffer_height) {
    return std::clamp(static_cast<float>(framebuffer_height) / 720.0f, 1.0f, 2.5f);
}

Fonts apply_projector_theme(float scale) {
    apply_dark_style(scale);
    Fonts fonts;
    // Fonts are rasterised at their final size: scaling a small atlas up would blur on the projector.
    fonts.body = load_font(kBodyFontFile, std::round(kBodyPixels * scale));  // the first font is the default
    if (fonts.body == nullptr) {
        ImGui::GetIO().FontGlobalScale = kFallbackScale * scale;
        fonts.body = ImGui::GetIO().Fonts->AddFontDefault();
        fonts.heading = fonts.body;  // a TTF heading would be scaled by FontGlobalScale as well
        return fonts;
    }
    fonts.heading = load_font(kHeadingFontFile, std::round(kHeadingPixels * scale));
    if (fonts.heading == nullptr) fonts.heading = fonts.body;
    return fonts;
}

}  // namespace sortscope::ui
