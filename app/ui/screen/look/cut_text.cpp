// Finding cut text in the draw data (see cut_text.hpp).
#include "screen/look/cut_text.hpp"

#include <cmath>
#include <map>
#include <utility>

#include <imgui.h>
#include <imgui_internal.h>  // FindWindowByName: whether the window scrolls

namespace sortscope::ui {

namespace {

constexpr float kSlack = 1.5f;  // pixels: a glyph's box has a pixel of padding round its ink, and edges are not rounded

// check_fits' records, of the frame ImGui counts in `frame`.
struct Recorded {
    int frame = -1;
    std::vector<CutText> cuts;
};
Recorded g_recorded;

// A glyph's texture corner identifies it across every font of the atlas.
using GlyphIndex = std::map<std::pair<float, float>, const ImFontGlyph*>;

GlyphIndex index_glyphs() {
    GlyphIndex index;
    const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    for (const ImFont* font : atlas.Fonts) {
        for (const ImFontGlyph& glyph : font->Glyphs) {
            if (glyph.Visible) index.emplace(std::make_pair(glyph.U0, glyph.V0), &glyph);
        }
    }
    return index;
}

void append_utf8(std::string& text, unsigned int codepoint) {
    char bytes[5] = {};
    ImTextCharToUtf8(bytes, codepoint);
    text += bytes;
}

// One glyph as drawn.
struct PlacedGlyph {
    const ImFontGlyph* glyph;
    ImVec2 min;
    ImVec2 max;
    bool cut;
};

// Whether the glyph at [min, max] is cut by `clip` or was trimmed to it; edges the window scrolls
// across do not count.
bool is_cut(const ImFontGlyph& glyph, const ImDrawVert& top_left, const ImDrawVert& bottom_right, const ImVec4& clip,
            bool scrolls_x, bool scrolls_y) {
    const bool trimmed_x = bottom_right.uv.x < glyph.U1;
    const bool trimmed_y = bottom_right.uv.y < glyph.V1;
    const bool past_x = top_left.pos.x < clip.x - kSlack || bottom_right.pos.x > clip.z + kSlack;
    const bool past_y = top_left.pos.y < clip.y - kSlack || bottom_right.pos.y > clip.w + kSlack;
    return ((trimmed_x || past_x) && !scrolls_x) || ((trimmed_y || past_y) && !scrolls_y);
}

}  // namespace

void record_cut(const std::string& what) {
    if (g_recorded.frame != ImGui::GetFrameCount()) g_recorded = {ImGui::GetFrameCount(), {}};
    g_recorded.cuts.push_back({ImGui::GetCurrentWindowRead()->Name, what});
}

bool check_fits(const std::string& text, float width) {
    if (ImGui::CalcTextSize(text.c_str()).x <= width + kSlack) return true;
    record_cut(text);
    return false;
}

std::vector<CutText> find_cut_text(const ImDrawData& data) {
    const GlyphIndex glyphs = index_glyphs();
    const ImTextureID font_texture = ImGui::GetIO().Fonts->TexID;
    std::vector<CutText> found;
    if (g_recorded.frame == ImGui::GetFrameCount()) found = g_recorded.cuts;
    for (int l = 0; l < data.CmdListsCount; ++l) {
        const ImDrawList& list = *data.CmdLists[l];
        const char* owner = list._OwnerName != nullptr ? list._OwnerName : "";
        const ImGuiWindow* window = ImGui::FindWindowByName(owner);
        // Only a scroll bar lets the reader bring the rest into view: a view's frame has none.
        const bool scrolls_x = window != nullptr && window->ScrollbarX;
        const bool scrolls_y = window != nullptr && window->ScrollbarY;
        for (const ImDrawCmd& cmd : list.CmdBuffer) {
            if (cmd.UserCallback != nullptr || cmd.TextureId != font_texture) continue;
            // Glyphs are quads of two triangles, (a, a+1, a+2) and (a, a+2, a+3), in the order they were
            // written: runs of them on one line are the lines of text.
            std::vector<PlacedGlyph> line;
            auto flush = [&] {
                bool cut = false;
                for (const PlacedGlyph& placed : line) cut = cut || placed.cut;
                if (cut) {
                    std::string text;
                    for (size_t k = 0; k < line.size(); ++k) {
                        const float height = line[k].max.y - line[k].min.y;
                        if (k > 0 && line[k].min.x - line[k - 1].max.x > height * 0.25f) text += ' ';
                        append_utf8(text, line[k].glyph->Codepoint);
                    }
                    found.push_back({owner, text});
                }
                line.clear();
            };
            const ImDrawIdx* idx = list.IdxBuffer.Data + cmd.IdxOffset;
            for (unsigned int k = 0; k + 6 <= cmd.ElemCount;) {
                const unsigned int a = idx[k];
                const bool quad = idx[k + 1] == a + 1 && idx[k + 2] == a + 2 && idx[k + 3] == a && idx[k + 4] == a + 2 && idx[k + 5] == a + 3;
                if (!quad) {
                    k += 3;
                    continue;
                }
                k += 6;
                const ImDrawVert& top_left = list.VtxBuffer[static_cast<int>(cmd.VtxOffset + a)];
                const ImDrawVert& bottom_right = list.VtxBuffer[static_cast<int>(cmd.VtxOffset + a + 2)];
                const auto found_glyph = glyphs.find(std::make_pair(top_left.uv.x, top_left.uv.y));
                if (found_glyph == glyphs.end()) continue;  // a filled rectangle or a line, not a glyph
                const ImFontGlyph& glyph = *found_glyph->second;
                const PlacedGlyph placed{&glyph, top_left.pos, bottom_right.pos,
                                         is_cut(glyph, top_left, bottom_right, cmd.ClipRect, scrolls_x, scrolls_y)};
                // A new line: the glyph starts left of the last one, or lower than its bottom.
                if (!line.empty() && (placed.min.x < line.back().min.x || placed.min.y > line.back().max.y)) flush();
                line.push_back(placed);
            }
            flush();
        }
    }
    return found;
}

}  // namespace sortscope::ui
