// The export entry points shared by sortscope-cli's `export` and the GUI's Export dialog: a network
// diagram of a plan in one of five formats, the picture of one step of any other algorithm (the radix
// sorts, rank: diagram/step_picture.hpp) in the four figure formats, and the bars view of every step as
// numbered PNG frames.
// Every file is written atomically (a temporary file in the same folder, then a rename), so a failed or
// interrupted export leaves the old file, or no file, and never half of one. SVG, TikZ and JSON are
// written as the network is walked (the layout is made as it goes: network_layout.hpp's paint_network),
// so their limit is the disk, not the memory; PDF and PNG are written as cairo makes them, but cairo
// holds a PDF's page and a PNG's pixels until they end, so they are bounded by memory.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "algorithms/costs/budget.hpp"
#include "algorithms/plan/function_ref.hpp"
#include "algorithms/plan/plan.hpp"
#include "sortscope/diagram/bars_layout.hpp"
#include "sortscope/diagram/drawing.hpp"
#include "sortscope/diagram/network_layout.hpp"
#include "sortscope/diagram/step_picture.hpp"

namespace sortscope::exports {

enum class Format { Svg, Pdf, Png, Tikz, Json };

std::optional<Format> parse_format(std::string_view name);  // "svg", "pdf", "png", "tikz", "json"
std::string_view format_name(Format format);
std::string known_formats();                                 // "svg, pdf, png, tikz, json"
std::optional<diagram::Theme> parse_theme(std::string_view name);  // "light", "dark", "mono"

// The most wires an export takes: svg, tikz and json are streamed, so only the disk and the time limit
// them (odd-even transposition at 65,536 wires has 2.1 * 10^9 comparators); pdf and png, which cairo
// holds in memory, take 1024 (a PNG of more wires is past cairo's 32,767 pixels a side at one pixel a
// point, and such a page is unreadable anyway).
constexpr uint32_t kMaxStreamedWires = 65536;
constexpr uint32_t kMaxCairoWires = 1024;
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
    // Comparators drawn marked, by (stage, i), sorted (diagram::NetworkLayoutOptions::marked).
    std::vector<std::pair<uint32_t, uint32_t>> marked;
    int width_px = 0;                  // PNG only; 0: kDefaultPixelsPerPoint
};

// A choice that does not fit the plan: a usage error, not an I/O failure. `field` says which choice, so
// the CLI can name its option; the message names the plan's range or limit.
class ExportOptionError : public std::invalid_argument {
public:
    enum class Field { Algorithm, Size, Steps, Highlight, Width, Format };
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

// What exporting `plan` with `options` costs (algorithms/costs/command_costs.hpp), with the file's size
// estimated (file_estimate.hpp) for the disk's share of the budget and a PNG's pixels counted exactly
// (its layout's frame is made to know them: one walk over the comparators, none of them held): the
// CLI's and the app's one check.
algo::Cost export_cost(const algo::Plan& plan, const ExportOptions& options);

// Limits `budget`'s disk to the space free where a file written at `path` goes (free_space_for in
// atomic_file.hpp); no limit for standard output and names that are not regular files.
void limit_to_free_space(algo::Budget& budget, const std::string& path);

// The layout the diagram formats draw for these options.
diagram::NetworkLayout export_layout(const algo::Plan& plan, const ExportOptions& options);

// The file's contents (checked first), handed to `sink` as they are made (in chunks of about 64 KB).
// `drawn` counts the shapes the renderer drew (not for JSON). Throws ExportOptionError, RenderError
// (cairo's failure, without the file's name) or what the sink throws.
void write_network(const algo::Plan& plan, const ExportOptions& options, algo::FunctionRef<void(std::string_view)> sink,
                   diagram::ShapeCounts* drawn = nullptr);

// The same, as one string (small networks, tests).
std::string render_network(const algo::Plan& plan, const ExportOptions& options, diagram::ShapeCounts* drawn = nullptr);

// check_export, then write_network into an atomic write to options.path. Throws ExportOptionError or
// ExportError (naming the path and the reason).
void export_network(const algo::Plan& plan, const ExportOptions& options);

// [SECTION] Step pictures: radix's bins and prefix sums, rank's counts, tiles and their look-back

struct PictureExportOptions {
    Format format = Format::Svg;     // svg, pdf, png or tikz (json lists networks only)
    std::string path;                // "-" writes to standard output
    std::optional<size_t> step;      // the step drawn, once it has run; empty: the last step
    diagram::Theme theme = diagram::Theme::Light;
    int width_px = 0;                // PNG only; 0: kDefaultPixelsPerPoint
};

// The CPU reference's states around step `index` of `plan` run on `keys` (every array of the batch; the
// pictures show the first), which the GPU matches dispatch for dispatch.
struct StepStates {
    algo::State before;
    algo::State after;
};
StepStates step_states(const algo::Plan& plan, std::span<const uint32_t> keys, size_t index);

// Throws ExportOptionError when `options` do not fit `plan`: an algorithm whose picture is its network,
// json, a step outside the plan, a PNG width out of range.
void check_picture_export(const algo::Plan& plan, const PictureExportOptions& options);

// The file of the step's picture (checked first), handed to `sink` as it is made.
void write_step_picture(const algo::Plan& plan, std::span<const uint32_t> keys, const PictureExportOptions& options,
                        algo::FunctionRef<void(std::string_view)> sink, diagram::ShapeCounts* drawn = nullptr);
// The same, as one string (tests).
std::string render_step_picture(const algo::Plan& plan, std::span<const uint32_t> keys, const PictureExportOptions& options,
                                diagram::ShapeCounts* drawn = nullptr);
// check_picture_export, then write_step_picture into an atomic write to options.path.
void export_step_picture(const algo::Plan& plan, std::span<const uint32_t> keys, const PictureExportOptions& options);

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
