// `export --format gif` and the Export dialog's Animation tab: a run as an animated GIF for slides, one
// frame for the input and one after every step (the bars with the step's caption and, for a comparator
// network up to kMaxAnimatedNetworkWires wires, the network with that step lit: gif_frames.hpp), each
// shown frame_ms, the last held longer, looping. The steps are the CPU reference's, which the GPU matches
// dispatch for dispatch, so no GL context is needed. Frames are drawn with cairo and encoded with giflib,
// both loaded at run time (cairo_library.hpp, gif_library.hpp). The file is written atomically.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "algorithms/costs/budget.hpp"
#include "algorithms/plan/plan.hpp"
#include "gif_frames.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::exports {

constexpr int kDefaultAnimationWidth = 960;
constexpr int kDefaultAnimationHeight = 540;              // the bars alone: 16:9
constexpr int kDefaultAnimationHeightWithNetwork = 720;  // the bars over the network: 4:3
constexpr int kMaxAnimationSide = 4096;
constexpr int kDefaultFrameMs = 800;
constexpr int kLastFrameHoldFactor = 3;  // the sorted keys stay on screen this many frames' time
constexpr int kMinFrameMs = 20;          // GIF counts hundredths of a second; browsers slow anything faster
constexpr int kMaxFrameMs = 60000;

struct GifOptions {
    std::string path;
    diagram::Theme theme = diagram::Theme::Light;
    int width_px = 0;   // 0: kDefaultAnimationWidth
    int height_px = 0;  // 0: the default height for what the frames hold
    int frame_ms = kDefaultFrameMs;
    int last_frame_ms = 0;  // 0: kLastFrameHoldFactor * frame_ms
};

// The page every frame is drawn on, with the defaults filled in.
AnimationPage animation_page(const algo::Plan& plan, const GifOptions& options);

// Throws ExportOptionError (Field::Width) for a size outside 1..kMaxAnimationSide; the frame times are
// clamped to kMinFrameMs..kMaxFrameMs by their callers' parsing (a usage error in the CLI).
void check_gif(const algo::Plan& plan, const GifOptions& options);

// Frames: the input's and one after every step.
inline uint64_t animation_frames(const algo::Plan& plan) { return plan.steps.size() + 1; }

// An upper bound of the file's bytes: every pixel of every frame as giflib's LZW codes at their widest
// (12 bits), with the blocks' length bytes, each frame's headers and the colour table. Real files are
// far smaller (the frames are flat colours).
uint64_t estimated_gif_bytes(uint64_t frames, int width, int height);

// What the export costs (algorithms/costs/budget.hpp): the reference's run, every frame drawn twice (once
// to count its colours, once to encode it), the network's layout for each, and the file's bytes.
algo::Cost gif_cost(const algo::Plan& plan, const GifOptions& options);

// The frame after step `index`'s drawing, or the input's (frame 0): what write_gif renders, for tests.
// Runs the reference up to that step.
diagram::Drawing animation_frame_at(const algo::Plan& plan, std::span<const uint32_t> keys, const std::string& input_label,
                                    const GifOptions& options, size_t frame);

// check_gif, then the animation of `plan` run on `keys` (the first array of the batch is shown) into an
// atomic write to options.path. Returns the frames written. Throws ExportOptionError or ExportError
// (naming the path and the reason; a missing giflib or cairo names its Debian package).
uint64_t write_gif(const algo::Plan& plan, std::span<const uint32_t> keys, const std::string& input_label,
                   const GifOptions& options);

}  // namespace sortscope::exports
