// Runs as animated GIFs (see gif_export.hpp).
#include "gif_export.hpp"

#include <algorithm>
#include <vector>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/costs/command_costs.hpp"
#include "algorithms/plan/function_ref.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/verify/check.hpp"
#include "atomic_file.hpp"
#include "cairo_renderer.hpp"
#include "export.hpp"
#include "export_error.hpp"
#include "gif_encoder.hpp"

namespace sortscope::exports {

namespace {

std::span<const uint32_t> first_keys(const algo::Plan& plan, const algo::State& state, algo::Pair pair) {
    const std::vector<uint32_t>& keys = state[algo::keys_buffer(pair)];
    return std::span<const uint32_t>(keys).first(std::min<size_t>(plan.options.n, keys.size()));
}

// Runs the reference over `plan`, handing each frame's bars (and the step it lights) to `visit` up to
// frame `last` (inclusive).
void for_each_frame(const algo::Plan& plan, std::span<const uint32_t> keys, const std::string& input_label, size_t last,
                    algo::FunctionRef<void(size_t, const diagram::BarsFrame&, std::optional<size_t>)> visit) {
    const std::vector<uint32_t> values = plan.options.values ? algo::index_values(keys.size()) : std::vector<uint32_t>{};
    algo::State state = algo::make_state(plan, keys, values);
    visit(0, diagram::input_frame(plan, first_keys(plan, state, algo::Pair::Primary), input_label), std::nullopt);
    for (size_t frame = 1; frame <= last && frame <= plan.steps.size(); ++frame) {
        const algo::Step& step = plan.steps[frame - 1];
        const std::span<const uint32_t> current = first_keys(plan, state, step.source);
        const std::vector<uint32_t> before(current.begin(), current.end());
        algo::reference_step(plan, step, state);
        visit(frame, diagram::step_frame(plan, frame - 1, before, first_keys(plan, state, step.keys_after()), input_label), frame - 1);
    }
}

void check_side(int pixels, const char* which) {
    if (pixels < 0 || pixels > kMaxAnimationSide) {
        throw ExportOptionError(ExportOptionError::Field::Width, std::string("an animation is 1 to ") +
                                                                     std::to_string(kMaxAnimationSide) + " pixels " + which);
    }
}

}  // namespace

AnimationPage animation_page(const algo::Plan& plan, const GifOptions& options) {
    AnimationPage page;
    page.network = plan.is_network() && plan.options.n <= kMaxAnimatedNetworkWires && !plan.steps.empty();
    page.width = options.width_px > 0 ? options.width_px : kDefaultAnimationWidth;
    page.height = options.height_px > 0 ? options.height_px
                                        : (page.network ? kDefaultAnimationHeightWithNetwork : kDefaultAnimationHeight);
    return page;
}

void check_gif(const algo::Plan&, const GifOptions& options) {
    check_side(options.width_px, "wide");
    check_side(options.height_px, "high");
}

uint64_t estimated_gif_bytes(uint64_t frames, int width, int height) {
    const uint64_t pixels = static_cast<uint64_t>(std::max(width, 0)) * static_cast<uint64_t>(std::max(height, 0));
    const uint64_t codes = pixels * 3 / 2 + 2;   // 12 bits a pixel at most, and the end code
    const uint64_t blocks = codes / 255 + 1;      // a length byte every 255 bytes
    const uint64_t per_frame = codes + blocks + 32;  // graphic control and image descriptor
    return 1024 + frames * per_frame;               // header, colour table, loop extension
}

algo::Cost gif_cost(const algo::Plan& plan, const GifOptions& options) {
    const AnimationPage page = animation_page(plan, options);
    const uint64_t frames = animation_frames(plan);
    const uint64_t pixels = static_cast<uint64_t>(page.width) * static_cast<uint64_t>(page.height);
    algo::Cost cost = algo::frames_cost(plan, 2 * frames);
    // One frame's pixels, its palette indices and the last frame's, the palette's bins and cache.
    cost.bytes += pixels * 6 + (uint64_t{1} << 20);
    if (page.network) {
        const algo::Cost network = algo::network_export_cost(plan, algo::NetworkFile::Png, 0, pixels);
        cost.bytes += network.bytes;
        cost.ms += network.ms * 2.0 * static_cast<double>(frames);
    }
    cost.disk_bytes = estimated_gif_bytes(frames, page.width, page.height);
    return cost;
}

diagram::Drawing animation_frame_at(const algo::Plan& plan, std::span<const uint32_t> keys, const std::string& input_label,
                                    const GifOptions& options, size_t frame) {
    check_gif(plan, options);
    const AnimationPage page = animation_page(plan, options);
    diagram::Drawing drawing;
    for_each_frame(plan, keys, input_label, frame, [&](size_t at, const diagram::BarsFrame& bars, std::optional<size_t> lit) {
        if (at == frame) drawing = animation_frame(plan, bars, lit, page);
    });
    return drawing;
}

uint64_t write_gif(const algo::Plan& plan, std::span<const uint32_t> keys, const std::string& input_label,
                   const GifOptions& options) {
    check_gif(plan, options);
    const AnimationPage page = animation_page(plan, options);
    const size_t last = plan.steps.size();
    const int frame_ms = std::clamp(options.frame_ms, kMinFrameMs, kMaxFrameMs);
    const int last_frame_ms = std::clamp(options.last_frame_ms > 0 ? options.last_frame_ms : kLastFrameHoldFactor * frame_ms,
                                         kMinFrameMs, kMaxFrameMs);
    auto render = [&](const diagram::BarsFrame& bars, std::optional<size_t> lit) {
        const diagram::Drawing drawing = animation_frame(plan, bars, lit, page);
        const auto paint = [&](diagram::Painter& painter) { diagram::paint(drawing, painter); };
        return render_pixels({drawing.width, drawing.height, paint}, options.theme, page.width, page.height);
    };
    try {
        // First every frame's colours, for one palette; then the frames again, encoded with it.
        GifPalette palette;
        for_each_frame(plan, keys, input_label, last,
                       [&](size_t, const diagram::BarsFrame& bars, std::optional<size_t> lit) { palette.count(render(bars, lit)); });
        palette.choose();
        AtomicFile file(options.path);
        const auto to_file = [&](std::string_view part) { file.write(part); };  // outlives the writer, which refers to it
        {
            GifWriter writer(to_file, page.width, page.height, palette.colours());
            for_each_frame(plan, keys, input_label, last, [&](size_t frame, const diagram::BarsFrame& bars, std::optional<size_t> lit) {
                writer.add_frame(render(bars, lit), palette, frame == last ? last_frame_ms : frame_ms);
            });
            writer.finish();
        }
        file.commit();
    } catch (const RenderError& error) {
        throw ExportError(options.path + ": " + error.what());
    }
    return animation_frames(plan);
}

}  // namespace sortscope::exports
