// sortscope: the desktop app. A teacher steps through a GPU sort one compute dispatch at a time while
// the bars, the network and the seed's table move together. Exit codes: 0 success, 1 no display, no
// OpenGL 4.3, an unwritable screenshot or sound recording, 2 bad usage.
#include <cstdio>
#include <cstdlib>
#include <span>

#include "app.hpp"
#include "export_error.hpp"
#include "export/screenshot.hpp"
#include "gpu_error.hpp"

namespace {

constexpr const char* kNoDisplayAdvice =
    "sortscope: no display to open a window on (%s).\n"
    "  To run the app without a screen, give it a virtual one:\n"
    "    xvfb-run -a -s \"-screen 0 1920x1080x24\" sortscope --screenshot sortscope.png\n"
    "  To sort without a window: sortscope-cli sort --algo bitonic --n 64 --steps\n";

}  // namespace

int main(int argc, char** argv) {
    using namespace sortscope::ui;
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
    // --dev-shaders: kernels come from the source tree, and edits there are rebuilt while running.
    if (options.dev_shaders) ::setenv("SORTSCOPE_SHADER_DIR", SORTSCOPE_SOURCE_SHADERS, 1);
    try {
        App app(options);
        app.run();
    } catch (const UsageError& error) {
        std::fprintf(stderr, "sortscope: %s\n", error.what());
        return 2;
    } catch (const NoDisplayError& error) {
        std::fprintf(stderr, kNoDisplayAdvice, error.what());
        return 1;
    } catch (const sortscope::gpu::GpuError& error) {
        std::fprintf(stderr, "sortscope: %s\n", error.what());
        return 1;
    } catch (const ScreenshotError& error) {
        std::fprintf(stderr, "sortscope: %s\n", error.what());
        return 1;
    } catch (const sortscope::exports::ExportError& error) {
        std::fprintf(stderr, "sortscope: --sound-wav: %s\n", error.what());
        return 1;
    }
    return 0;
}
