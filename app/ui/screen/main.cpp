// sortscope: the desktop app. A teacher steps through a GPU sort one compute dispatch at a time while
// the bars, the network and the seed's table move together. Exit codes: 0 success, 1 no display, no
// OpenGL at all, an unwritable screenshot or sound recording, (--lessons) no lesson found, 2 bad usage,
// 3 no OpenGL 4.3: a window explained it instead of the app (missing_gl_screen.hpp; --screenshot still
// writes that window's picture).
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <span>

#include "algorithms/lab/lab_report_text.hpp"
#include "algorithms/text/quoted.hpp"
#include "app.hpp"
#include "core/app_usage.hpp"
#include "core/lab/bounded_lab_check.hpp"
#include "core/lab/lab_launch.hpp"
#include "core/lessons/lessons.hpp"
#include "export_error.hpp"
#include "device/gpu_error.hpp"
#include "screen/export/screenshot.hpp"
#include "screen/missing_gl_screen.hpp"

namespace {

constexpr const char* kNoDisplayAdvice =
    "sortscope: no display to open a window on (%s).\n"
    "  To run the app without a screen, give it a virtual one:\n"
    "    xvfb-run -a -s \"-screen 0 1920x1080x24\" sortscope --screenshot sortscope.png\n"
    "  To sort without a window: sortscope-cli sort --algo bitonic --n 64 --steps\n";

// --lessons: where the example lessons are read from and which were found (no window is needed).
int print_lessons() {
    using namespace sortscope::ui;
    const std::string folder = assets_directory() + "/sessions";
    const std::vector<ExampleLesson>& lessons = example_lessons();
    if (lessons.empty()) {
        std::fprintf(stderr, "sortscope: no example lesson found in %s (SORTSCOPE_ASSETS_DIR=DIR reads DIR/sessions)\n",
                     folder.c_str());
        return 1;
    }
    std::printf("example lessons in %s:\n", sortscope::algo::printable_path(folder).c_str());
    for (const ExampleLesson& lesson : lessons) {
        std::printf("  %s (%zu %s)\t%s\n", sortscope::algo::printable_path(lesson.title).c_str(), lesson.slides,
                    lesson.slides == 1 ? "slide" : "slides", sortscope::algo::printable_path(lesson.path).c_str());
    }
    // A broken file is listed, not left out quietly, and takes nothing else down.
    for (const ExampleLesson& lesson : broken_example_lessons()) {
        std::printf("  broken, not offered: %s\n", lesson.error.c_str());
    }
    return 0;
}

// --dev-shaders: the kernels come from the source tree (or SORTSCOPE_SHADER_DIR, which wins), and edits
// there are rebuilt while running. A build made for installing knows no source tree.
void use_dev_shaders() {
    const char* chosen = std::getenv("SORTSCOPE_SHADER_DIR");
    if (chosen != nullptr && *chosen != '\0') return;
#ifdef SORTSCOPE_SOURCE_SHADERS
    ::setenv("SORTSCOPE_SHADER_DIR", SORTSCOPE_SOURCE_SHADERS, 1);
#else
    throw sortscope::ui::UsageError(
        "--dev-shaders: this build was made for installing and knows no source tree; "
        "set SORTSCOPE_SHADER_DIR to the folder of the kernels to edit");
#endif
}

}  // namespace

int main(int argc, char** argv) {
    using namespace sortscope::ui;
    // The kernel lab's check-only mode: the app checking a kernel from its panel runs itself this way
    // (app/lab/check_process.hpp). No window, no options of the app's.
    if (argc == 4 && argv[1] == kLabCheckChildOption) return sortscope::lab::run_check_child(argv[2], argv[3]);
    AppOptions options;
    try {
        options = parse_app_options(std::span<char* const>(argv + 1, static_cast<size_t>(argc - 1)));
    } catch (const UsageError& error) {
        std::fprintf(stderr, "sortscope: %s\n", error.what());
        return 2;
    }
    if (options.help) {
        std::fputs(app_usage_text().c_str(), stdout);
        return 0;
    }
    if (options.lessons) return print_lessons();
    try {
        if (options.dev_shaders) use_dev_shaders();
        // The kernel lab's check runs in a process of its own (core/lab/bounded_lab_check.hpp) before the window opens.
        std::optional<LabLaunch> lab;
        if (!options.lab_kernel.empty()) {
            lab = launch_lab(options.lab, options.lab_kernel);
            // A kernel that does not compile opens too, its compiler's messages on the stage (the panel
            // checks it again at the next save).
            std::fputs(sortscope::algo::report_text(*lab->exercise, lab->report).c_str(), stdout);
        }
        App app(options, lab ? &*lab : nullptr);
        app.run();
    } catch (const UsageError& error) {
        std::fprintf(stderr, "sortscope: %s\n", error.what());
        return 2;
    } catch (const NoContextError& missing) {
        try {
            return run_missing_gl_screen(options, missing, argv);
        } catch (const NoContextError& error) {
            std::fprintf(stderr, "sortscope: %s\n", error.what());
            return 1;
        } catch (const ScreenshotError& error) {
            std::fprintf(stderr, "sortscope: %s\n", error.what());
            return 1;
        }
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
