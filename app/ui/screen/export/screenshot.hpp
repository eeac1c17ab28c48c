// Writes what was just rendered into the default framebuffer as a PNG: the GUI smoke test's evidence
// and a way to make slides. Call after rendering and before swapping buffers (after a swap the back
// buffer's content is undefined).
#pragma once

#include <stdexcept>
#include <string>

namespace sortscope::ui {

class ScreenshotError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Reads width x height pixels of the back buffer and writes them to `path` as 8-bit RGB.
// Throws ScreenshotError naming the path when the file cannot be written.
void write_screenshot(const std::string& path, int width, int height);
// The same for the rectangle x, y (from the top left), width, height of a framebuffer `framebuffer_height`
// pixels tall: one view, such as the race chart.
void write_region_screenshot(const std::string& path, int x, int y, int width, int height, int framebuffer_height);

}  // namespace sortscope::ui
