// The control panel's Network... box (issue 47): load any comparator network as the algorithm, from a
// file (a path field, read with sortscope-cli's rules), from the library (a drop-down of its names), or
// pasted as text in any network format (the format detected from the text). A refused load shows its
// reason (a bad text: its line and column) in the box, and nothing changes; a load closes the box and
// hands back the input that runs the network (core/session/network_input.hpp).
#pragma once

#include <optional>
#include <string>

#include "core/session/input_spec.hpp"

namespace sortscope::ui {

class NetworkBox {
public:
    // The box opens at the next draw.
    void open() { m_open_requested = true; }
    // Draws the box while it is open; returns the input to run once a network loaded.
    std::optional<InputSpec> draw(const InputSpec& current);

private:
    bool m_open_requested = false;
    std::string m_path;
    std::string m_library_name = "dobbelaere-16-60-10";
    std::string m_text;
    std::string m_error;
};

}  // namespace sortscope::ui
