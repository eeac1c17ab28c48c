// The control panel's Network... box (see network_box.hpp).
#include "network_box.hpp"

#include <algorithm>
#include <cfloat>

#include <imgui.h>

#include "algorithms/networks/library.hpp"
#include "core/session/network_input.hpp"
#include "screen/look/text_input.hpp"

namespace sortscope::ui {

namespace {

constexpr const char* kPopup = "Load a network";

}  // namespace

std::optional<InputSpec> NetworkBox::draw(const InputSpec& current) {
    if (m_open_requested) {
        ImGui::OpenPopup(kPopup);
        m_open_requested = false;
    }
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const float width = std::min(display.x * 0.9f, ImGui::GetFontSize() * 34.0f);
    ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0.0f), ImVec2(width, display.y * 0.9f));
    ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    bool open = true;
    if (!ImGui::BeginPopupModal(kPopup, &open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize)) return std::nullopt;
    std::optional<NetworkLoad> load;
    const float button = ImGui::CalcTextSize("Load text").x + ImGui::GetStyle().FramePadding.x * 2.0f;
    const float field = ImGui::GetContentRegionAvail().x - button - ImGui::GetStyle().ItemSpacing.x;

    ImGui::TextUnformatted("From the library");
    ImGui::SetNextItemWidth(field);
    if (ImGui::BeginCombo("##library", m_library_name.c_str())) {
        for (const algo::LibraryNetwork& network : algo::library_networks()) {
            const std::string name(network.name);
            if (ImGui::Selectable(name.c_str(), name == m_library_name)) m_library_name = name;
        }
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    if (ImGui::Button("Load##library", ImVec2(button, 0.0f))) load = load_network_from_source(m_library_name);

    ImGui::TextUnformatted("From a file (any network format)");
    ImGui::SetNextItemWidth(field);
    input_string("##path", m_path);
    ImGui::SameLine();
    if (ImGui::Button("Load##file", ImVec2(button, 0.0f))) load = load_network_from_source(m_path);

    ImGui::TextUnformatted("Pasted text (the format is detected)");
    input_string_multiline("##text", m_text, ImVec2(-FLT_MIN, ImGui::GetTextLineHeight() * 8.0f));
    if (ImGui::Button("Load text", ImVec2(button, 0.0f))) load = load_network_from_text(m_text);
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();

    std::optional<InputSpec> loaded;
    if (load) {
        m_error = load->error;
        if (load->network) {
            loaded = input_for_network(current, *load->network, load->name);
            ImGui::CloseCurrentPopup();
        }
    }
    if (!m_error.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%s", m_error.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::EndPopup();
    return loaded;
}

}  // namespace sortscope::ui
