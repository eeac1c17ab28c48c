// Network diagrams and bars frames to files (see export.hpp).
#include "export.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <optional>
#include <system_error>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/command_costs.hpp"
#include "algorithms/text/steps.hpp"
#include "algorithms/verify/check.hpp"
#include "atomic_file.hpp"
#include "cairo_renderer.hpp"
#include "export_error.hpp"
#include "file_estimate.hpp"
#include "interrupt_cleanup.hpp"
#include "network_json.hpp"
#include "svg_renderer.hpp"
#include "tikz_renderer.hpp"

namespace sortscope::exports {

namespace {

constexpr Format kFormats[] = {Format::Svg, Format::Pdf, Format::Png, Format::Tikz, Format::Json};

std::string plan_range(const algo::Plan& plan) {
    const std::string which = "the " + plan.name() + " plan for n = " + std::to_string(plan.options.n);
    if (plan.steps.empty()) return which + " has no steps";
    return which + " has " + algo::plan_steps_text(plan.steps.size());
}

void check_steps(const algo::Plan& plan, const std::optional<StepRange>& steps) {
    if (!steps) return;
    if (steps->first > steps->last) {
        throw ExportOptionError(ExportOptionError::Field::Steps, "the first step comes after the last");
    }
    if (steps->last >= plan.steps.size()) throw ExportOptionError(ExportOptionError::Field::Steps, plan_range(plan));
}

void check_width(int width_px) {
    if (width_px < 0 || width_px > kMaxImageSide) {
        throw ExportOptionError(ExportOptionError::Field::Width,
                                "a PNG is 1 to " + std::to_string(kMaxImageSide) + " pixels wide");
    }
}

int pixels_wide(float width, int width_px) {
    if (width_px > 0) return width_px;
    return std::max(1, static_cast<int>(std::lround(width * kDefaultPixelsPerPoint)));
}

// The PNG's size, refused before any pixel is made when it is past what exports make.
void check_png_size(float width, float height, int width_px) {
    const ImageSize size = png_size(width, height, pixels_wide(width, width_px));
    if (size.width > kMaxImageSide || size.height > kMaxImageSide ||
        static_cast<long long>(size.width) * size.height > kMaxImagePixels) {
        throw ExportOptionError(ExportOptionError::Field::Width,
                                "the image would be " + std::to_string(size.width) + " x " + std::to_string(size.height) +
                                    " pixels; exports make at most " + std::to_string(kMaxImageSide) + " a side and " +
                                    std::to_string(kMaxImagePixels / 1000000) + " million pixels");
    }
}

// Writes the picture in `format` (JSON is a list, not a picture: its callers write it themselves).
void write_picture(const Picture& picture, Format format, diagram::Theme theme, int width_px, Sink sink, diagram::ShapeCounts* drawn) {
    switch (format) {
        case Format::Svg: write_svg(picture, theme, sink, drawn); break;
        case Format::Tikz: write_tikz(picture, theme, sink, drawn); break;
        case Format::Pdf: write_pdf(picture, theme, sink, drawn); break;
        case Format::Png:
            check_png_size(picture.width, picture.height, width_px);
            write_png(picture, theme, pixels_wide(picture.width, width_px), sink, drawn);
            break;
        case Format::Json: break;
    }
}

// Writes `path` atomically with what `render` hands its sink, as it is made; a renderer's own failure
// (cairo's) is reported with the path in front, as the writer's are.
void write_rendered(const std::string& path, algo::FunctionRef<void(Sink)> render) {
    AtomicFile file(path);
    try {
        render([&](std::string_view part) { file.write(part); });
    } catch (const RenderError& error) {
        throw ExportError(path + ": " + error.what());
    }
    file.commit();
}

diagram::NetworkLayoutOptions layout_options(const ExportOptions& options) {
    diagram::NetworkLayoutOptions layout;
    if (options.steps) {
        layout.first_step = options.steps->first;
        layout.last_step = options.steps->last;
    }
    layout.labels = options.labels;
    layout.caption = options.caption;
    layout.shade = options.shade;
    layout.highlight = options.highlight;
    layout.marked = options.marked;
    return layout;
}

std::span<const uint32_t> first_array(const algo::Plan& plan, const algo::State& state, algo::Pair pair) {
    const std::vector<uint32_t>& keys = state[algo::keys_buffer(pair)];
    return std::span<const uint32_t>(keys).first(std::min<size_t>(plan.options.n, keys.size()));
}

}  // namespace

std::optional<Format> parse_format(std::string_view name) {
    for (Format format : kFormats) {
        if (format_name(format) == name) return format;
    }
    return std::nullopt;
}

std::string_view format_name(Format format) {
    switch (format) {
        case Format::Svg: return "svg";
        case Format::Pdf: return "pdf";
        case Format::Png: return "png";
        case Format::Tikz: return "tikz";
        case Format::Json: return "json";
    }
    return "?";
}

std::string known_formats() {
    std::string known;
    for (Format format : kFormats) known += (known.empty() ? "" : ", ") + std::string(format_name(format));
    return known;
}

std::optional<diagram::Theme> parse_theme(std::string_view name) {
    if (name == "light") return diagram::Theme::Light;
    if (name == "dark") return diagram::Theme::Dark;
    if (name == "mono") return diagram::Theme::Mono;
    return std::nullopt;
}

void check_export_size(Format format, uint32_t n) {
    const bool cairo = format == Format::Pdf || format == Format::Png;
    const uint32_t limit = cairo ? kMaxCairoWires : kMaxStreamedWires;
    if (n > limit) {
        throw ExportOptionError(ExportOptionError::Field::Size,
                                std::string(format_name(format)) + " exports take at most " + std::to_string(limit) +
                                    " wires" +
                                    (cairo ? " (cairo holds the whole page in memory; svg, tikz and json take " +
                                                 std::to_string(kMaxStreamedWires) + ")"
                                           : ""));
    }
}

void check_export(const algo::Plan& plan, const ExportOptions& options) {
    // The registry decides for a plan with no steps (n < 2), where every step trivially is a network step.
    const algo::AlgorithmInfo* info = plan.algorithm;
    if (!plan.is_network() || (info != nullptr && !info->network)) {
        throw ExportOptionError(ExportOptionError::Field::Algorithm,
                                plan.name() + " is not a comparator network, so it has no network to draw or list "
                                                 "(frames of the bars view work for every algorithm)");
    }
    check_export_size(options.format, plan.options.n);
    check_steps(plan, options.steps);
    if (options.highlight) {
        const size_t k = *options.highlight;
        if (k >= plan.steps.size()) throw ExportOptionError(ExportOptionError::Field::Highlight, plan_range(plan));
        if (options.steps && (k < options.steps->first || k > options.steps->last)) {
            throw ExportOptionError(ExportOptionError::Field::Highlight,
                                    algo::step_name(k) + " is not among the drawn steps " +
                                        std::to_string(algo::step_number(options.steps->first)) + ".." +
                                        std::to_string(algo::step_number(options.steps->last)));
        }
    }
    check_width(options.width_px);
}

algo::Cost export_cost(const algo::Plan& plan, const ExportOptions& options) {
    const Format format = options.format;
    const algo::NetworkFile file = format == Format::Json  ? algo::NetworkFile::Json
                                   : format == Format::Pdf ? algo::NetworkFile::Pdf
                                   : format == Format::Png ? algo::NetworkFile::Png
                                                           : algo::NetworkFile::Text;
    uint64_t pixels = 0;
    std::string beyond;
    if (format == Format::Png && plan.is_network()) {
        const diagram::NetworkFrame frame = diagram::frame_network(plan, layout_options(options));
        const float width = frame.drawing.width;
        const ImageSize size = png_size(width, frame.drawing.height, pixels_wide(width, options.width_px));
        pixels = std::min<uint64_t>(static_cast<uint64_t>(size.width) * static_cast<uint64_t>(size.height), kMaxImagePixels);
        // Past the most an export makes, the size does not fit the budget either: so a refusal's
        // suggested n makes an image that is made.
        if (size.width > kMaxImageSide || size.height > kMaxImageSide ||
            static_cast<long long>(size.width) * size.height > kMaxImagePixels) {
            beyond = "would make an image of " + std::to_string(size.width) + " x " + std::to_string(size.height) +
                     " pixels, past the " + std::to_string(kMaxImageSide) + " a side and " +
                     std::to_string(kMaxImagePixels / 1000000) + " million pixels an export makes";
        }
    }
    algo::Cost cost = algo::network_export_cost(plan, file, estimated_file_bytes(plan, format), pixels);
    cost.beyond = beyond;
    return cost;
}

void limit_to_free_space(algo::Budget& budget, const std::string& path) {
    if (const auto space = free_space_for(path)) {
        budget.max_disk_bytes = space->bytes;
        budget.disk_limit = space->text;
    }
}

diagram::NetworkLayout export_layout(const algo::Plan& plan, const ExportOptions& options) {
    return diagram::layout_network(plan, layout_options(options));
}

void write_network(const algo::Plan& plan, const ExportOptions& options, algo::FunctionRef<void(std::string_view)> sink,
                   diagram::ShapeCounts* drawn) {
    check_export(plan, options);
    if (options.format == Format::Json) {
        write_network_json(plan, options.steps ? options.steps->first : 0, options.steps ? options.steps->last : SIZE_MAX, sink);
        return;
    }
    // The frame (wires, rules, labels) is held; the comparators are placed again as they are written.
    const diagram::NetworkLayoutOptions layout = layout_options(options);
    const diagram::NetworkFrame frame = diagram::frame_network(plan, layout);
    const auto paint = [&](diagram::Painter& painter) { diagram::paint_network(plan, layout, frame, painter); };
    const Picture picture{frame.drawing.width, frame.drawing.height, paint};
    write_picture(picture, options.format, options.theme, options.width_px, sink, drawn);
}

std::string render_network(const algo::Plan& plan, const ExportOptions& options, diagram::ShapeCounts* drawn) {
    std::string bytes;
    write_network(plan, options, [&](std::string_view part) { bytes += part; }, drawn);
    return bytes;
}

void export_network(const algo::Plan& plan, const ExportOptions& options) {
    check_export(plan, options);  // a usage error opens no file
    write_rendered(options.path, [&](Sink sink) { write_network(plan, options, sink); });
}

StepStates step_states(const algo::Plan& plan, std::span<const uint32_t> keys, size_t index) {
    const std::vector<uint32_t> values = plan.options.values ? algo::index_values(keys.size()) : std::vector<uint32_t>{};
    StepStates states{algo::make_state(plan, keys, values), {}};
    for (size_t k = 0; k < index && k < plan.steps.size(); ++k) algo::reference_step(plan, plan.steps[k], states.before);
    states.after = states.before;
    if (index < plan.steps.size()) algo::reference_step(plan, plan.steps[index], states.after);
    return states;
}

void check_picture_export(const algo::Plan& plan, const PictureExportOptions& options) {
    if (!diagram::has_step_picture(plan)) {
        throw ExportOptionError(ExportOptionError::Field::Algorithm,
                                plan.name() + " is a comparator network: its picture is the network diagram");
    }
    if (options.format == Format::Json) {
        throw ExportOptionError(ExportOptionError::Field::Format,
                                "json lists a network's comparators; " + plan.name() + "'s step pictures are svg, pdf, png or tikz");
    }
    if (plan.steps.empty()) throw ExportOptionError(ExportOptionError::Field::Steps, plan_range(plan) + ", so no step to draw");
    if (options.step && *options.step >= plan.steps.size()) throw ExportOptionError(ExportOptionError::Field::Steps, plan_range(plan));
    check_width(options.width_px);
}

void write_step_picture(const algo::Plan& plan, std::span<const uint32_t> keys, const PictureExportOptions& options,
                        algo::FunctionRef<void(std::string_view)> sink, diagram::ShapeCounts* drawn) {
    check_picture_export(plan, options);
    const size_t index = options.step.value_or(plan.steps.size() - 1);
    const StepStates states = step_states(plan, keys, index);
    const diagram::Drawing drawing = diagram::layout_step_picture(plan, index, states.before, states.after);
    const auto paint = [&](diagram::Painter& painter) { diagram::paint(drawing, painter); };
    const Picture picture{drawing.width, drawing.height, paint};
    write_picture(picture, options.format, options.theme, options.width_px, sink, drawn);
}

std::string render_step_picture(const algo::Plan& plan, std::span<const uint32_t> keys, const PictureExportOptions& options,
                                diagram::ShapeCounts* drawn) {
    std::string bytes;
    write_step_picture(plan, keys, options, [&](std::string_view part) { bytes += part; }, drawn);
    return bytes;
}

void export_step_picture(const algo::Plan& plan, std::span<const uint32_t> keys, const PictureExportOptions& options) {
    check_picture_export(plan, options);  // a usage error opens no file
    write_rendered(options.path, [&](Sink sink) { write_step_picture(plan, keys, options, sink); });
}

std::string frame_file_name(size_t frame, size_t count) {
    const size_t digits = std::max<size_t>(4, std::to_string(count > 0 ? count - 1 : 0).size());
    std::string number = std::to_string(frame);
    return "step-" + std::string(digits > number.size() ? digits - number.size() : 0, '0') + number + ".png";
}

std::vector<std::string> write_frames(const algo::Plan& plan, std::span<const uint32_t> keys,
                                      const std::string& input_label, const FramesOptions& options) {
    check_steps(plan, options.steps);
    check_width(options.width_px);
    const size_t count = plan.steps.size() + 1;
    const size_t first_frame = options.steps ? options.steps->first : 0;
    const size_t last_frame = options.steps ? options.steps->last + 1 : count - 1;

    const std::filesystem::path folder(options.folder);
    std::error_code error;
    const bool created = !std::filesystem::exists(folder, error);
    std::filesystem::create_directories(folder, error);
    if (error || !std::filesystem::is_directory(folder)) {
        throw ExportError("cannot make the folder " + options.folder + ": " +
                          (error ? error.message() : std::string("a file of that name is in the way")));
    }

    const std::vector<uint32_t> values = plan.options.values ? algo::index_values(keys.size()) : std::vector<uint32_t>{};
    algo::State state = algo::make_state(plan, keys, values);
    std::vector<std::string> written;
    // Every frame's path, laid out before the first is written, for the cleanup of a folder made here.
    std::vector<std::string> paths;
    for (size_t frame = first_frame; frame <= last_frame; ++frame) paths.push_back((folder / frame_file_name(frame, count)).string());
    std::optional<PendingFolder> pending;
    if (created) pending.emplace(options.folder, paths);
    auto write = [&](size_t frame, const diagram::BarsFrame& bars) {
        const std::string& path = paths[frame - first_frame];
        const diagram::Drawing drawing = diagram::layout_bars(bars, options.layout);
        check_png_size(drawing.width, drawing.height, options.width_px);
        const auto paint = [&](diagram::Painter& painter) { diagram::paint(drawing, painter); };
        write_rendered(path, [&](Sink sink) {
            write_png({drawing.width, drawing.height, paint}, options.theme, pixels_wide(drawing.width, options.width_px), sink);
        });
        written.push_back(path);
        if (pending) pending->written();
    };
    try {
        if (first_frame == 0) write(0, diagram::input_frame(plan, first_array(plan, state, algo::Pair::Primary), input_label));
        for (size_t frame = 1; frame <= last_frame; ++frame) {
            const algo::Step& step = plan.steps[frame - 1];
            const std::span<const uint32_t> current = first_array(plan, state, step.source);
            const std::vector<uint32_t> before(current.begin(), current.end());
            algo::reference_step(plan, step, state);
            if (frame < first_frame) continue;
            write(frame, diagram::step_frame(plan, frame - 1, before, first_array(plan, state, step.keys_after()), input_label));
        }
    } catch (...) {
        if (pending) pending->remove();  // a half-made folder is no use to anyone
        throw;
    }
    return written;
}

}  // namespace sortscope::exports
