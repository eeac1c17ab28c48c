// The export entry points shared by sortscope-cli's `export` and the GUI's Export dialog: a network
// diagram of a plan in one of five formats, and the bars view of every step as numbered PNG frames.
// Every file is written atomically (a temporary file in the same folder, then a rename), so a failed or
// interrupted export leaves the old file, or no file, and never half of one. Diagrams (at most 1024
// wires) are rendered in memory; JSON is written a stage at a time as it is made.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "sortscope/diagram/bars_layout.hpp"
#include "sortscope/diagram/drawing.hpp"
#include "sortscope/diagram/network_layout.hpp"

namespace sortscope::exports {

enum class Format { Svg, Pdf, Png, Tikz, Json };

std::optional<Format> parse_format(std::string_view name);  // "svg", "pdf", "png", "tikz", "json"
std::string_view format_name(Format format);
std::string known_formats();                                 // "svg, pdf, png, tikz, json"
std::optional<diagram::Theme> parse_theme(std::string_view name);  // "light", "dark", "mono"

// The most wires a diagram draws (past that the figure is unreadable), and the most a JSON file lists.
constexpr uint32_t kMaxDiagramWires = 1024;
constexpr uint32_t kMaxJsonWires = 65536;
// The default PNG resolution: two pixels per point, sharp on a projector and in slides.
constexpr double kDefaultPixelsPerPoint = 2.0;

struct StepRange {
    size_t first = 0;
    size_t last = 0;  // inclusive
};

struct ExportOptions {
    Format format = Format::Svg;
    std::string path;                  // "-" writes to standard output
    std::optional<StepRange> steps;    // the plan's steps to draw (all when empty)
    bool labels = true;                // wire indices
    bool caption = true;               // "bitonic, n = 16: 10 dispatches, 10 stages, 80 comparators"
    bool shade = false;                // shade every other dispatch
    diagram::Theme theme = diagram::Theme::Light;
    std::optional<size_t> highlight;   // a step (dispatch) to light; must be one of the drawn steps
    int width_px = 0;                  // PNG only; 0: kDefaultPixelsPerPoint
};

// A choice that does not fit the plan: a usage error, not an I/O failure. `field` says which choice, so
// the CLI can name its option; the message names the plan's range or limit.
class ExportOptionError : public std::invalid_argument {
public:
    enum class Field { Algorithm, Size, Steps, Highlight, Width };
    ExportOptionError(Field field, const std::string& message) : std::invalid_argument(message), m_field(field) {}
    Field field() const { return m_field; }

private:
    Field m_field;
};

// Throws ExportOptionError (Field::Size) when `format` does not take n wires: checked before the plan is
// built, since a plan of odd-even transposition holds n dispatches.
void check_export_size(Format format, uint32_t n);

// Throws ExportOptionError when `options` do not fit `plan`: a plan that is not a comparator network, too
// many wires, steps or a highlight outside the plan (or a highlight outside the drawn steps), a PNG
// width out of range.
void check_export(const algo::Plan& plan, const ExportOptions& options);

// The layout the diagram formats draw for these options.
diagram::NetworkLayout export_layout(const algo::Plan& plan, const ExportOptions& options);

// The file's contents (checked first). `drawn` counts the shapes the renderer drew (not for JSON).
std::string render_network(const algo::Plan& plan, const ExportOptions& options, diagram::ShapeCounts* drawn = nullptr);

// check_export, render_network (JSON: written as it is made), then an atomic write to options.path. Throws ExportOptionError or
// ExportError (naming the path and the reason).
void export_network(const algo::Plan& plan, const ExportOptions& options);

// [SECTION] Frames: the bars view at every step

struct FramesOptions {
    std::string folder;                // created when missing
    std::optional<StepRange> steps;    // frames around these steps (all when empty)
    diagram::Theme theme = diagram::Theme::Light;
    int width_px = 0;                  // 0: kDefaultPixelsPerPoint
    diagram::BarsLayoutOptions layout;
};

// "step-0007.png": frame k of `count`, zero-padded to at least four digits so the names sort.
std::string frame_file_name(size_t frame, size_t count);

// Runs `plan` on `keys` (every array of the batch; the frames show the first) with the CPU reference,
// which the GPU matches dispatch for dispatch, and writes one PNG per state: frame 0 is the input, frame
// k the keys after step k - 1. With `steps` = A..B it writes frames A..B+1 (the state before step A and
// after each step up to B). Returns the paths written, in order. Throws ExportOptionError for steps or a
// width out of range, ExportError when the folder cannot be made or a frame cannot be written. A folder
// it creates is removed again, with the frames written into it, when a frame fails or the process is
// interrupted (interrupt_cleanup.hpp); a folder that existed keeps what it held.
std::vector<std::string> write_frames(const algo::Plan& plan, std::span<const uint32_t> keys,
                                      const std::string& input_label, const FramesOptions& options);

}  // namespace sortscope::exports
