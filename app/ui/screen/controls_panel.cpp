// The left control panel (see controls_panel.hpp). Labels sit in a left column measured in font units,
// so the panel keeps its shape at every ui scale; widgets fill the rest of the row.
#include "controls_panel.hpp"

#include <algorithm>
#include <cfloat>
#include <optional>
#include <string>

#include <imgui.h>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/lab/exercises.hpp"
#include "core/keys/shortcut_help.hpp"
#include "core/lessons/lessons.hpp"
#include "device/device_limits.hpp"
#include "screen/look/cut_text.hpp"
#include "core/look/reflow.hpp"
#include "screen/look/text_input.hpp"

namespace sortscope::ui {

namespace {

constexpr ImGuiWindowFlags kFixedWindow = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                          ImGuiWindowFlags_AlwaysVerticalScrollbar;

void section_title(const char* title) {
    ImGui::Spacing();
    ImGui::TextDisabled("%s", title);
    ImGui::Separator();
}

// The label column: "Distribution" plus a gap, in units of the font size so it scales with the theme.
float label_width() { return ImGui::GetFontSize() * 6.2f; }

void row_label(const char* label) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    // A label wider than its column ("Random seed" in a presenter's font) puts its field on the next
    // line, under the other fields, rather than over the label's end.
    if (ImGui::GetItemRectSize().x + ImGui::GetStyle().ItemSpacing.x <= label_width()) {
        ImGui::SameLine(label_width());
    } else {
        ImGui::SetCursorPosX(label_width());
    }
    ImGui::SetNextItemWidth(-FLT_MIN);
}

// A combo box whose text is never cut: its arrow makes way when the text needs the room.
bool begin_combo(const char* id, const std::string& preview, ImGuiComboFlags flags = 0) {
    const float text_room = ImGui::CalcItemWidth() - ImGui::GetStyle().FramePadding.x * 2.0f;
    const bool arrow = ImGui::CalcTextSize(preview.c_str()).x <= text_room - ImGui::GetFrameHeight();
    check_fits(preview, arrow ? text_room - ImGui::GetFrameHeight() : text_room);
    return ImGui::BeginCombo(id, preview.c_str(), flags | (arrow ? 0 : ImGuiComboFlags_NoArrowButton));
}

float checkbox_width(const char* label) {
    return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label, nullptr, true).x;
}

// Puts the next item (`width` wide) on this line when it fits, else on the next: a row of checkboxes
// wraps on a projector's narrow panel instead of running off its edge.
void same_line_if_fits(float width) {
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
}

bool checkbox(const char* label, bool* value) {
    check_fits(label, ImGui::GetContentRegionAvail().x - checkbox_width(label) + ImGui::CalcTextSize(label, nullptr, true).x);
    return ImGui::Checkbox(label, value);
}

// `count` buttons sharing a row equally.
ImVec2 share_of_row(int count) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    return ImVec2((ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(count - 1)) / static_cast<float>(count), 0.0f);
}

template <class Value>
bool power_of_two_combo(const char* id, Value& value, Value low, Value high, const char* zero_label = nullptr) {
    const std::string current = value == 0 && zero_label != nullptr ? zero_label : std::to_string(value);
    bool changed = false;
    if (begin_combo(id, current)) {
        if (zero_label != nullptr && ImGui::Selectable(zero_label, value == 0)) {
            value = 0;
            changed = true;
        }
        for (Value v = low; v <= high && v != 0; v *= 2) {
            if (ImGui::Selectable(std::to_string(v).c_str(), v == value)) {
                value = v;
                changed = true;
            }
        }
        ImGui::EndCombo();
    }
    return changed;
}

// Why what the user asked for was not taken, in red, wrapped (nothing when `error` is empty).
void show_error(const std::string& error) {
    if (error.empty()) return;
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%s", error.c_str());
    ImGui::PopTextWrapPos();
}

// A key and what it does: the action in a column of its own, wrapped, under the key when the key is
// wider than its column (never over it).
void shortcut(const char* key, const char* action) {
    const float column = label_width() * 0.8f;
    ImGui::TextColored(ImVec4(1.0f, 0.80f, 0.30f, 1.0f), "%s", key);
    if (ImGui::GetItemRectSize().x + ImGui::GetStyle().ItemSpacing.x <= column) {
        ImGui::SameLine(column);
    } else {
        ImGui::SetCursorPosX(column);
    }
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(action);
    ImGui::PopTextWrapPos();
}

}  // namespace

void ControlsPanel::show_input(const InputSpec& input, bool asked_here) {
    m_draft = input;
    // With typed keys, the field shows the n they set, unless the user typed another (which the note
    // beside it then says is not used).
    if (!input.typed_keys.empty() && !asked_here) m_draft.n = static_cast<uint32_t>(input.typed_keys.size());
    m_draft_pending = false;
    m_typed_text = algo::format_keys(input.key_type, input.typed_keys);
    // Keys from a lesson or a key file show in the editor, whose box, unticked, goes back to a distribution.
    if (!input.typed_keys.empty()) m_typing = true;
}

void ControlsPanel::draw(const SortSession& session, const Player& player, const ViewLayout& views,
                         const PanelStatus& status, const Fonts& fonts, const PanelRect& rect, LabPanel& lab, Requests& requests) {
    ImGui::SetNextWindowPos(ImVec2(rect.x, rect.y));
    ImGui::SetNextWindowSize(ImVec2(rect.width, rect.height));
    ImGui::Begin("Controls", nullptr, kFixedWindow);
    ImGui::PushFont(fonts.heading);
    ImGui::TextUnformatted("Sortscope");
    ImGui::PopFont();
    // Hiding the panel gives a projector's whole width to the views (H does the same).
    const char* hide = "\u00ab hide";
    ImGui::SameLine(ImGui::GetContentRegionMax().x - ImGui::CalcTextSize(hide).x - ImGui::GetStyle().FramePadding.x * 2.0f);
    if (ImGui::SmallButton(hide)) {
        ViewLayout hidden = views;
        hidden.sidebar = false;
        requests.views = hidden;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("hide this panel (H); \u00bb at the left edge brings it back");

    draw_lesson_row(status, requests);
    draw_algorithm(session, fonts);
    if (!status.input_error.empty()) {
        // In the small font: a refusal explains itself at length (with its way out).
        ImGui::PushFont(fonts.small);
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%s", status.input_error.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopFont();
    }
    draw_input(views, requests);
    if (!views.presenter) draw_advanced(session);
    // Applied only when no widget is active: typing "65536" must not rebuild at 6, 65, 655 and 6553.
    if (m_draft_pending && !ImGui::IsAnyItemActive()) {
        m_draft.n = std::clamp(m_draft.n, 1u, kMaxGuiKeys);
        requests.input = m_draft;
        m_draft_pending = false;
    }
    draw_steps(session, player, requests);
    bool predict = status.predict;
    if (checkbox("predict mode", &predict)) requests.toggle_predict = true;
    draw_views(views, requests);
    draw_sound_and_colours(status, fonts, requests);
    if (!views.presenter) {
        draw_lessons(status, requests);
        section_title("Export");
        if (ImGui::Button("Network, frames or table...", share_of_row(1))) requests.open_export = true;
        section_title("GPU");
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", session.limits().renderer.c_str());
        ImGui::TextDisabled("timer: %s", session.timer_method());
        if (!session.limits().timestamp_note.empty()) ImGui::TextDisabled("%s", session.limits().timestamp_note.c_str());
        if (!status.shader_status.empty()) ImGui::TextDisabled("%s", status.shader_status.c_str());
        ImGui::PopTextWrapPos();
        section_title("Keyboard");
        for (const ShortcutHelp& help : shortcut_help()) shortcut(help.keys, help.action);
    }
    draw_lab(lab, fonts);
    ImGui::End();
}

void ControlsPanel::draw_lab(LabPanel& lab, const Fonts& fonts) {
    section_title("Kernel lab");
    const bool scroll = m_lab_scroll_frames > 0;
    if (scroll) --m_lab_scroll_frames;
    if (scroll && !m_lab_scroll_end) ImGui::SetScrollHereY(0.0f);
    row_label("Exercise");
    const algo::Exercise& picked = lab.exercise();
    if (begin_combo("##labexercise", std::string(picked.name))) {
        const auto exercises = algo::all_exercises();
        for (size_t e = 0; e < exercises.size(); ++e) {
            if (ImGui::Selectable(std::string(exercises[e].name).c_str(), e == lab.picked())) lab.pick(e);
        }
        ImGui::EndCombo();
    }
    // The task and its hints, wrapped, as the exercise's statement file says them.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(std::string(picked.title).c_str());
    ImGui::PushFont(fonts.small);
    ImGui::TextUnformatted(std::string(picked.statement).c_str());
    for (const std::string_view hint : picked.hints) ImGui::TextDisabled("hint: %s", std::string(hint).c_str());
    ImGui::PopFont();
    ImGui::PopTextWrapPos();
    // Paths take the whole row under their label: a folder in a home directory is longer than a field.
    ImGui::TextUnformatted("Folder");
    ImGui::SetNextItemWidth(-FLT_MIN);
    input_string("##labfolder", lab.folder);
    if (lab.overwrite_question().empty()) {
        if (ImGui::Button("Start: write the exercise", share_of_row(1))) lab.start();
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("writes the kernel with its // TODO and the task into the folder");
    } else {
        // The question where it is answered: Start found the student's files there.
        show_error(lab.message());
        const ImVec2 half = share_of_row(2);
        if (ImGui::Button("Overwrite", half)) lab.confirm_overwrite(true);
        ImGui::SameLine();
        if (ImGui::Button("Keep mine", half)) lab.confirm_overwrite(false);
    }
    ImGui::TextUnformatted("Kernel file");
    ImGui::SetNextItemWidth(-FLT_MIN);
    input_string("##labkernel", lab.kernel_path);
    const std::vector<std::string>& files = lab.kernel_files();
    if (!files.empty()) {
        ImGui::SetNextItemWidth(-FLT_MIN);
        if (begin_combo("##labfiles", "the folder's .comp files...")) {
            for (const std::string& file : files) {
                if (ImGui::Selectable(file.c_str(), file == lab.kernel_path)) lab.kernel_path = file;
            }
            ImGui::EndCombo();
        }
    }
    ImGui::BeginDisabled(lab.checking());
    if (ImGui::Button(lab.checking() ? "Checking..." : "Check (Ctrl+L)", share_of_row(1))) {
        lab.check();
        scroll_to_lab(true);
    }
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("runs the kernel against the CPU reference in a process of its own, then step by step here");
    if (!lab.message().empty() && lab.overwrite_question().empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(lab.message_is_error() ? ImVec4(1.0f, 0.45f, 0.4f, 1.0f) : ImVec4(0.45f, 0.85f, 0.45f, 1.0f), "%s",
                           lab.message().c_str());
        ImGui::PopTextWrapPos();
    }
    if (scroll && m_lab_scroll_end) ImGui::SetScrollHereY(1.0f);
}

algo::PlanOptionSet ControlsPanel::offered() const {
    const algo::AlgorithmInfo* info = algo::find_algorithm(m_draft.algorithm);
    return info != nullptr ? info->offered : algo::PlanOptionSet{};
}

void ControlsPanel::draw_algorithm(const SortSession& session, const Fonts& fonts) {
    section_title("Algorithm");
    ImGui::SetNextItemWidth(-FLT_MIN);
    // Tall enough for every algorithm and the Network... entry below them without scrolling.
    if (begin_combo("##algorithm", m_draft.algorithm, ImGuiComboFlags_HeightLarge)) {
        for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
            const std::string id(info.id);
            if (ImGui::Selectable(id.c_str(), id == m_draft.algorithm)) {
                // A size and options that show what the algorithm is about (its entry's OwnOptionNotes::picked).
                m_draft = input_for_picked(m_draft, info, gpu::device_caps(session.limits()));
                m_draft_pending = true;
            }
        }
        // Any comparator network, from the library, a file or pasted text (issue 47).
        ImGui::Separator();
        if (ImGui::Selectable("Network...", m_draft.network != 0)) m_network_box.open();
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("run any comparator network: one from the library, a file, or pasted text");
        ImGui::EndCombo();
    }
    if (std::optional<InputSpec> loaded = m_network_box.draw(m_draft)) {
        m_draft = *loaded;
        m_draft_pending = true;
    }
    if (!m_draft.network_name.empty()) {
        // The loaded network's name under the entry (a long file name wraps instead of being cut).
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(m_draft.network_name.c_str());
        ImGui::PopTextWrapPos();
    }
    if (const algo::AlgorithmInfo* info = algo::find_algorithm(m_draft.algorithm)) {
        ImGui::PushFont(fonts.small);
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(std::string(info->description).c_str());
        ImGui::TextDisabled("%s", std::string(info->source).c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopFont();
    }
    if (offers_own_options()) draw_own_options(session, fonts);
}

bool ControlsPanel::offers_own_options() const {
    const algo::AlgorithmInfo* info = algo::find_algorithm(m_draft.algorithm);
    if (info == nullptr) return false;
    for (const algo::OwnOption* option : info->own_options) {
        if (option->app && !option->choices.empty()) return true;
    }
    return false;
}

void ControlsPanel::draw_own_options(const SortSession& session, const Fonts& fonts) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(m_draft.algorithm);
    if (info == nullptr) return;
    // An algorithm's own options are its lesson (a path: one pass that looks back, or count + scan +
    // pass), so presenter mode keeps them.
    for (const algo::OwnOption* option : info->own_options) {
        if (!option->app || option->choices.empty()) continue;
        row_label(std::string(option->control_label).c_str());
        const std::string_view chosen = own_value_name(m_draft, *option);
        std::string_view chosen_label = chosen;
        for (const algo::OwnChoice& choice : option->choices) {
            if (choice.name == chosen) chosen_label = choice.label;
        }
        const std::string id = "##" + std::string(option->name);
        if (begin_combo(id.c_str(), std::string(chosen_label))) {
            for (const algo::OwnChoice& choice : option->choices) {
                if (ImGui::Selectable(std::string(choice.label).c_str(), choice.name == chosen) && set_own_value(m_draft, *option, choice.name)) {
                    m_draft_pending = true;
                }
            }
            ImGui::EndCombo();
        }
    }
    // The tiles make such an algorithm's picture (a look-back, and where a driver without
    // independent progress allows it), so they sit with its options rather than under Kernels.
    if (info->offered.has(algo::PlanOption::Tile)) {
        row_label("Tile (keys)");
        uint32_t tile = m_draft.numbers.get(options::kTileOption);
        if (power_of_two_combo<uint32_t>("##owntile", tile, 2, 8192, "auto")) {
            m_draft.numbers.set(options::kTileOption, tile);
            m_draft_pending = true;
        }
    }
    const algo::AlgorithmInfo* running = algo::find_algorithm(session.input().algorithm);
    if (running != info || running->own_notes == nullptr || running->own_notes->controls == nullptr) return;
    const std::string note = running->own_notes->controls(session.plan().options);
    ImGui::PushFont(fonts.small);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", note.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
}

void ControlsPanel::draw_input(const ViewLayout& views, Requests& requests) {
    section_title("Input");
    // Halving and doubling are the steps that matter for a network sort; typing gives any other n.
    row_label("Keys (n)");
    // The field keeps room for the largest n; the halving and doubling buttons take what is left, and
    // go under it when too little is.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float spacing = style.ItemSpacing.x;
    const float digits = ImGui::CalcTextSize(std::to_string(kMaxGuiKeys).c_str()).x + style.FramePadding.x * 2.0f;
    const float least_button = ImGui::CalcTextSize("\u00d72").x + style.FramePadding.x * 2.0f;
    const float row = ImGui::GetContentRegionAvail().x;
    const bool buttons_beside = row - digits - 2.0f * spacing >= 2.0f * least_button;
    const float button = buttons_beside ? std::min(ImGui::GetFrameHeight() * 1.3f, (row - digits - 2.0f * spacing) / 2.0f)
                                        : ImGui::GetFrameHeight() * 1.3f;
    ImGui::SetNextItemWidth(buttons_beside ? row - 2.0f * (button + spacing) : row);
    check_fits(std::to_string(m_draft.n), ImGui::CalcItemWidth() - style.FramePadding.x * 2.0f);
    if (ImGui::InputScalar("##n", ImGuiDataType_U32, &m_draft.n)) m_draft_pending = true;
    if (buttons_beside) {
        ImGui::SameLine();
    } else {
        ImGui::SetCursorPosX(label_width());
    }
    if (ImGui::Button("\u00f72", ImVec2(button, 0.0f))) {
        m_draft.n = std::max(1u, m_draft.n / 2);
        m_draft_pending = true;
    }
    ImGui::SameLine();
    if (ImGui::Button("\u00d72", ImVec2(button, 0.0f))) {
        m_draft.n = static_cast<uint32_t>(std::min<uint64_t>(kMaxGuiKeys, uint64_t{m_draft.n} * 2));
        m_draft_pending = true;
    }
    if (const std::string note = typed_keys_note(m_draft); !note.empty()) {
        // What rules over n, said where n is typed, with the way out in every mode (presenter mode hides
        // "type the keys").
        const bool ignored = m_draft.n != m_draft.typed_keys.size();
        ImGui::PushTextWrapPos(0.0f);
        if (ignored) {
            ImGui::TextColored(ImVec4(1.0f, 0.80f, 0.30f, 1.0f), "%s", note.c_str());
        } else {
            ImGui::TextDisabled("%s", note.c_str());
        }
        ImGui::PopTextWrapPos();
        const std::string use = "use " + std::to_string(m_draft.n) + " random keys";
        if (ImGui::Button(use.c_str(), share_of_row(1))) {
            m_draft.typed_keys.clear();
            m_draft.key_file.clear();
            m_typing = false;
            m_draft_pending = true;
        }
    }
    if (m_draft.typed_keys.empty()) {
        row_label("Distribution");
        const std::string current(algo::distribution_name(m_draft.distribution));
        if (begin_combo("##distribution", current)) {
            for (algo::Distribution distribution : algo::all_distributions()) {
                const std::string name(algo::distribution_name(distribution));
                if (ImGui::Selectable(name.c_str(), distribution == m_draft.distribution)) {
                    m_draft.distribution = distribution;
                    m_draft_pending = true;
                }
            }
            ImGui::EndCombo();
        }
        row_label("Random seed");
        const float new_button = std::max(ImGui::GetFrameHeight() * 2.0f, ImGui::CalcTextSize("New").x + style.FramePadding.x * 2.0f);
        ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - new_button - spacing);
        check_fits(std::to_string(m_draft.seed), ImGui::CalcItemWidth() - style.FramePadding.x * 2.0f);
        if (ImGui::InputScalar("##seed", ImGuiDataType_U64, &m_draft.seed)) m_draft_pending = true;
        ImGui::SameLine();
        if (ImGui::Button("New", ImVec2(new_button, 0.0f))) requests.new_seed = true;
    }
    if (views.presenter) return;
    row_label("Key type");
    if (begin_combo("##keytype", std::string(algo::key_type_name(m_draft.key_type)))) {
        for (algo::KeyType type : algo::all_key_types()) {
            if (ImGui::Selectable(std::string(algo::key_type_name(type)).c_str(), type == m_draft.key_type)) {
                // Typed keys keep their text; they are parsed again in the new type.
                m_draft.key_type = type;
                if (!m_draft.typed_keys.empty()) {
                    const TypedKeys parsed = parse_typed_keys(m_typed_text, type);
                    m_draft.typed_keys = parsed.keys;
                    m_typed_error = parsed.error;
                }
                m_draft_pending = true;
            }
        }
        ImGui::EndCombo();
    }
    if (checkbox("payload", &m_draft.values)) m_draft_pending = true;
    same_line_if_fits(checkbox_width("descending"));
    if (checkbox("descending", &m_draft.descending)) m_draft_pending = true;
    if (checkbox("type the keys", &m_typing) && !m_typing && !m_draft.typed_keys.empty()) {
        m_draft.typed_keys.clear();
        m_draft.key_file.clear();
        m_draft_pending = true;
    }
    if (m_typing) {
        // The keys wrap at spaces in the box, as they are typed too.
        if (!m_typed_editing) {
            const float room = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().FramePadding.x * 2.0f - ImGui::GetStyle().ScrollbarSize;
            const float digit = std::max(1.0f, ImGui::CalcTextSize("0").x);
            m_typed_text = wrap_key_list(m_typed_text, static_cast<size_t>(std::max(4.0f, room / digit)));
        }
        input_string_wrapped("##typed", m_typed_text, ImVec2(-FLT_MIN, ImGui::GetTextLineHeight() * 3.5f), m_typed_editing);
        m_typed_editing = ImGui::IsItemActive();
        if (ImGui::Button("Sort these keys", share_of_row(1))) {
            const TypedKeys parsed = parse_typed_keys(m_typed_text, m_draft.key_type);
            m_typed_error = parsed.error;
            if (parsed.error.empty() && !parsed.keys.empty()) {
                m_draft.typed_keys = parsed.keys;
                m_draft.key_file.clear();  // typed by hand now, whatever filled the box
                m_draft_pending = true;
            } else if (parsed.error.empty()) {
                m_typed_error = "type at least one key";
            }
        }
        show_error(m_typed_error);
    }
    draw_key_file();
}

void ControlsPanel::draw_key_file() {
    // A key file (one key per line, as sortscope-cli sort --input reads), loaded as typed keys.
    row_label("Key file");
    const float load = ImGui::CalcTextSize("Load").x + ImGui::GetStyle().FramePadding.x * 2.0f;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - load - ImGui::GetStyle().ItemSpacing.x);
    input_string("##keyfile", m_key_file_path);
    ImGui::SameLine();
    if (ImGui::Button("Load")) {
        const TypedKeys read = read_typed_key_file(m_key_file_path, m_draft.key_type);
        m_key_file_error = read.error;
        if (read.error.empty()) {
            m_draft.typed_keys = read.keys;
            m_draft.key_file = m_key_file_path;
            m_draft_pending = true;
        }
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("one key per line in the key type's notation; # starts a comment");
    show_error(m_key_file_error);
}

void ControlsPanel::draw_advanced(const SortSession& session) {
    section_title("Kernels");
    row_label("Work group");
    // None chosen: what the plan on screen runs (plan_options: groups of 64 for the sizes a class reads,
    // above them each algorithm's choice for this device), so the panel never names a size not in use.
    uint32_t local_size = m_draft.local_size.value_or(0);
    const std::string automatic = "auto (" + std::to_string(session.plan().options.local_size) + ")";
    if (power_of_two_combo<uint32_t>("##wg", local_size, 1, algo::kMaxLocalSize, automatic.c_str())) {
        m_draft.local_size = local_size == 0 ? std::nullopt : std::optional<uint32_t>(local_size);
        m_draft_pending = true;
    }
    if (ImGui::IsItemHovered() && !m_draft.local_size) {
        ImGui::SetTooltip("auto: groups of %u up to %u keys, so that a class sees several groups; above, what sortscope-cli runs",
                          kTeachingWorkGroup, kTeachingKeys);
    }
    draw_own_numbers();
    // The tile of an algorithm with own options sits with them (draw_own_options), not here.
    if (offered().has(algo::PlanOption::Tile) && !offers_own_options()) {
        row_label("Tile (keys)");
        uint32_t tile = m_draft.numbers.get(options::kTileOption);
        if (power_of_two_combo<uint32_t>("##tile", tile, 2, 8192, "as many as fit")) {
            m_draft.numbers.set(options::kTileOption, tile);
            m_draft_pending = true;
        }
    }
}

void ControlsPanel::draw_own_numbers() {
    // The algorithm's own whole numbers (a digit width, a block factor), each a row of
    // the values its entry offers.
    const algo::AlgorithmInfo* info = algo::find_algorithm(m_draft.algorithm);
    if (info == nullptr) return;
    for (const algo::OwnOption* option : info->own_options) {
        const algo::OwnNumber& number = option->number;
        if (!number.is_number() || number.values.empty() || option->control_label.empty()) continue;
        row_label(std::string(option->control_label).c_str());
        const uint32_t chosen = m_draft.own.get(*number.value);
        const std::string id = "##" + std::string(option->name);
        if (begin_combo(id.c_str(), std::to_string(chosen))) {
            for (uint32_t value : number.values) {
                const std::string label = number.value_label != nullptr ? number.value_label(value) : std::to_string(value);
                if (ImGui::Selectable(label.c_str(), value == chosen)) {
                    m_draft.own.set(*number.value, value);
                    m_draft_pending = true;
                }
            }
            ImGui::EndCombo();
        }
    }
}

void ControlsPanel::draw_steps(const SortSession& session, const Player& player, Requests& requests) {
    section_title("Steps");
    ImVec2 quarter = share_of_row(4);
    if (ImGui::Button("|\u25c0", quarter)) requests.to_start = true;
    ImGui::SameLine();
    if (ImGui::Button("\u25c0##back", quarter)) ++requests.step_back;
    ImGui::SameLine();
    if (ImGui::Button("\u25b6##step", quarter)) ++requests.step;
    ImGui::SameLine();
    if (ImGui::Button("\u25b6|", quarter)) requests.to_end = true;
    // "###play" keeps one widget id while the label flips between Play and Pause.
    if (ImGui::Button(player.playing() ? "Pause###play" : "Play###play", share_of_row(1))) requests.toggle_play = true;
    row_label("Speed");
    float speed = player.speed();
    if (ImGui::SliderFloat("##speed", &speed, Player::kMinSpeed, Player::kMaxSpeed, "%.2g steps/s",
                           ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp)) {
        requests.speed_factor = speed / player.speed();
    }
    // The scrub slider: seeking replays from the start, so long plans seek when the slider is let go.
    const int total = static_cast<int>(session.step_count());
    if (!ImGui::IsItemActive()) m_scrub = static_cast<int>(session.cursor());
    ImGui::SetNextItemWidth(-FLT_MIN);
    const std::string format = "step %d of " + std::to_string(total);
    const bool moved = ImGui::SliderInt("##scrub", &m_scrub, 0, std::max(1, total), format.c_str(), ImGuiSliderFlags_AlwaysClamp);
    m_scrub = std::min(m_scrub, total);
    if ((moved && total <= 2000) || ImGui::IsItemDeactivatedAfterEdit()) {
        if (static_cast<size_t>(m_scrub) != session.cursor()) requests.seek = static_cast<size_t>(m_scrub);
    }
}

void ControlsPanel::draw_views(const ViewLayout& views, Requests& requests) {
    section_title("Views");
    ViewLayout next = views;
    bool changed = checkbox("bars", &next.bars);
    same_line_if_fits(checkbox_width("network"));
    changed |= checkbox("network", &next.network);
    same_line_if_fits(checkbox_width("table"));
    changed |= checkbox("table", &next.table);
    same_line_if_fits(checkbox_width("kernel"));
    changed |= checkbox("kernel", &next.kernel);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("the GLSL of the step's kernel, its lines for this step lit (7 alone, K beside)");
    if (checkbox("race the algorithms", &next.race)) {
        next.profile = next.profile && !next.race;
        changed = true;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("time the algorithms against each other over a range of n");
    if (checkbox("profile the GPU time", &next.profile)) {
        next.race = next.race && !next.profile;
        changed = true;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("where the GPU time goes: every dispatch timed, one bar each");
    changed |= checkbox("presenter mode", &next.presenter);
    const ImGuiStyle& style = ImGui::GetStyle();
    same_line_if_fits(ImGui::CalcTextSize("A\u2212A+").x + style.FramePadding.x * 4.0f + style.ItemSpacing.x);
    if (ImGui::SmallButton("A\u2212")) {
        next.text_scale = std::max(kMinTextScale, views.text_scale / 1.15f);
        changed = true;
    }
    ImGui::SameLine();
    if (ImGui::SmallButton("A+")) {
        next.text_scale = std::min(kMaxTextScale, views.text_scale * 1.15f);
        changed = true;
    }
    if (changed && next.shown() > 0) requests.views = next;
}

void ControlsPanel::draw_sound_and_colours(const PanelStatus& status, const Fonts& fonts, Requests& requests) {
    section_title("Sound and colours");
    bool sound_on = !status.sound_muted;
    if (checkbox("sound", &sound_on)) requests.toggle_mute = true;
    same_line_if_fits(ImGui::CalcTextSize("volume 100%").x + ImGui::GetStyle().FramePadding.x * 2.0f);
    float volume = status.sound_volume * 100.0f;
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (ImGui::SliderFloat("##volume", &volume, 0.0f, 100.0f, "volume %.0f%%", ImGuiSliderFlags_AlwaysClamp)) {
        requests.volume = volume / 100.0f;
    }
    if (!status.sound_status.empty()) {
        ImGui::PushFont(fonts.small);
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", status.sound_status.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopFont();
    }
    row_label("Colours");
    if (begin_combo("##theme", colour_theme_name(status.theme))) {
        for (const ColourTheme theme : {ColourTheme::Standard, ColourTheme::ColourBlind}) {
            if (ImGui::Selectable(colour_theme_name(theme), theme == status.theme)) requests.theme = theme;
        }
        ImGui::EndCombo();
    }
}

void ControlsPanel::draw_lessons(const PanelStatus& status, Requests& requests) {
    section_title("Lessons");
    const std::vector<ExampleLesson>& lessons = example_lessons();
    if (!lessons.empty()) {
        row_label("Examples");
        if (begin_combo("##lessons", "open a lesson...")) {
            for (const ExampleLesson& lesson : lessons) {
                if (ImGui::Selectable(lesson.title.c_str())) requests.open_example = lesson.path;
            }
            ImGui::EndCombo();
        }
    }
    row_label("File");
    input_string("##sessionpath", m_session_path);
    const ImVec2 half = share_of_row(2);
    if (ImGui::Button("Save", half)) requests.save_session = m_session_path;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("write the lesson to this file, the slide on screen as it is now");
    ImGui::SameLine();
    if (ImGui::Button("Open", half)) requests.open_session = m_session_path;
    if (ImGui::Button("Add slide (Ctrl+M)", share_of_row(1))) requests.add_slide = true;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("the screen as a new last slide of the lesson, written to this file");
    if (status.slides != nullptr && status.slides->is_open()) {
        const SlideShow& slides = *status.slides;
        // The note of the slide on screen, shown under the header; written by Save or Add slide.
        if (!m_note_editing && unwrapped(m_note) != slides.current().note) m_note = slides.current().note;
        if (input_string_wrapped("##note", m_note, ImVec2(-FLT_MIN, ImGui::GetTextLineHeight() * 4.5f), m_note_editing)) {
            requests.slide_note = unwrapped(m_note);  // the box's wrapping is not the note's
        }
        m_note_editing = ImGui::IsItemActive();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("the note on screen; Save writes it");
        ImGui::PopTextWrapPos();
    }
}

void ControlsPanel::draw_lesson_row(const PanelStatus& status, Requests& requests) {
    // Near the top in every mode: the lesson picker (L) and, while a lesson is open, its way out.
    const bool open = status.slides != nullptr && status.slides->is_open();
    const ImVec2 half = share_of_row(2);
    if (ImGui::Button("Lessons (L)", half)) requests.lesson_picker = true;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("close the lesson on screen and list the example lessons");
    ImGui::SameLine();
    ImGui::BeginDisabled(!open);
    if (ImGui::Button("Close lesson", half)) requests.close_lesson = true;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("PageDown and PageUp step again; the screen stays as it is");
    if (open) ImGui::TextDisabled("%s", status.slides->position_text().c_str());
    if (!status.message.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(status.message_is_error ? ImVec4(1.0f, 0.45f, 0.4f, 1.0f) : ImVec4(0.45f, 0.85f, 0.45f, 1.0f), "%s",
                           status.message.c_str());
        ImGui::PopTextWrapPos();
    }
}

}  // namespace sortscope::ui
