// sortscope: the desktop app. A teacher steps through a GPU sort one compute dispatch at a time; the
// bars show the keys as the GPU buffer holds them after each dispatch. Exit codes: 0 success, 1 no
// display, no OpenGL 4.3 or an unwritable screenshot, 2 bad usage.
#include <cstdio>
#include <span>

#include <imgui.h>

#include "app_options.hpp"
#include "bars_view.hpp"
#include "controls_panel.hpp"
#include "gpu_error.hpp"
#include "keyboard.hpp"
#include "layout.hpp"
#include "player.hpp"
#include "screenshot.hpp"
#include "sort_session.hpp"
#include "theme.hpp"
#include "window.hpp"

namespace {

using namespace sortscope::ui;

constexpr const char* kNoDisplayAdvice =
    "sortscope: no display to open a window on (%s).\n"
    "  To run the app without a screen, give it a virtual one:\n"
    "    xvfb-run -s \"-screen 0 1920x1080x24\" sortscope ...\n"
    "  To sort without a window: sortscope-cli sort --algo bitonic --n 64 --steps\n";

InputSpec input_of(const AppOptions& options) {
    return {options.algorithm, options.n, options.distribution, options.seed};
}

// The frame loop. In screenshot mode it renders options.frames frames, writes the last one and returns.
void run(const AppOptions& options) {
    Window window({"Sortscope", options.width, options.height});
    const float ui_scale = ui_scale_for(window.framebuffer_size().height);
    const Fonts fonts = apply_projector_theme(ui_scale);
    SortSession session(input_of(options));  // after the window: it needs the GL context
    session.seek(options.initial_steps);
    Player player;
    ControlsPanel controls(session.input());
    BarsView bars;

    for (uint32_t frame = 1; !window.should_close(); ++frame) {
        window.begin_frame();
        handle_shortcuts(session, player);
        player.advance(session, ImGui::GetIO().DeltaTime);

        const Layout layout = split_window(ImGui::GetIO().DisplaySize.x, ImGui::GetIO().DisplaySize.y, ui_scale);
        controls.draw(session, player, fonts, layout.controls);
        bars.draw(session, fonts, layout.bars);
        window.render();

        if (!options.screenshot_path.empty() && frame >= options.frames) {
            const FramebufferSize size = window.framebuffer_size();
            write_screenshot(options.screenshot_path, size.width, size.height);
            std::printf("wrote %s (%dx%d)\n", options.screenshot_path.c_str(), size.width, size.height);
            return;
        }
        window.present();
    }
}

}  // namespace

int main(int argc, char** argv) {
    AppOptions options;
    try {
        options = parse_app_options(std::span<char* const>(argv + 1, static_cast<size_t>(argc - 1)));
    } catch (const UsageError& error) {
        std::fprintf(stderr, "sortscope: %s\n", error.what());
        return 2;
    }
    if (options.help) {
        std::fputs(kAppUsage, stdout);
        return 0;
    }
    try {
        run(options);
    } catch (const NoDisplayError& error) {
        std::fprintf(stderr, kNoDisplayAdvice, error.what());
        return 1;
    } catch (const sortscope::gpu::GpuError& error) {
        std::fprintf(stderr, "sortscope: %s\n", error.what());
        return 1;
    } catch (const ScreenshotError& error) {
        std::fprintf(stderr, "sortscope: %s\n", error.what());
        return 1;
    }
    return 0;
}
