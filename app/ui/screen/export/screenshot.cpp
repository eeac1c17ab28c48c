// glReadPixels + libpng's simplified write API (see screenshot.hpp). The simplified API reports errors
// in a message field instead of longjmp, which does not mix with C++ destructors.
#include "screen/export/screenshot.hpp"

#include <cstdint>
#include <cstring>
#include <vector>

#include <png.h>

#include "algorithms/text/quoted.hpp"
#include "atomic_file.hpp"
#include "export_error.hpp"
#include "device/gl.hpp"

namespace sortscope::ui {

void write_screenshot(const std::string& path, int width, int height) {
    write_region_screenshot(path, 0, 0, width, height, height);
}

void write_region_screenshot(const std::string& path, int x, int y, int width, int height, int framebuffer_height) {
    if (width <= 0 || height <= 0) throw ScreenshotError(algo::printable(path) + ": there are no pixels to capture");
    const auto row_bytes = static_cast<size_t>(width) * 3;
    std::vector<uint8_t> pixels(row_bytes * static_cast<size_t>(height));
    glReadBuffer(GL_BACK);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);  // rows of width*3 bytes, not padded to 4
    // GL counts rows from the bottom.
    glReadPixels(x, framebuffer_height - y - height, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());

    png_image image;
    std::memset(&image, 0, sizeof(image));
    image.version = PNG_IMAGE_VERSION;
    image.width = static_cast<png_uint_32>(width);
    image.height = static_cast<png_uint_32>(height);
    image.format = PNG_FORMAT_RGB;
    // GL's rows run bottom to top and PNG's top to bottom; a negative row stride tells libpng to start
    // at the last row, which flips the image without a copy.
    const auto stride = -static_cast<png_int_32>(row_bytes);
    // Encoded in memory, then written by the one checked, atomic writer: a full disk leaves no half PNG.
    png_alloc_size_t size = 0;
    if (png_image_write_get_memory_size(image, size, 0, pixels.data(), stride, nullptr) == 0) {
        const std::string reason = image.message;
        png_image_free(&image);
        throw ScreenshotError(algo::printable(path) + ": cannot encode the screenshot (" + reason + ")");
    }
    std::string bytes(size, '\0');
    if (png_image_write_to_memory(&image, bytes.data(), &size, 0, pixels.data(), stride, nullptr) == 0) {
        const std::string reason = image.message;
        png_image_free(&image);
        throw ScreenshotError(algo::printable(path) + ": cannot encode the screenshot (" + reason + ")");
    }
    bytes.resize(size);
    try {
        exports::write_file_atomically(path, bytes);
    } catch (const exports::ExportError& error) {
        throw ScreenshotError(error.what());
    }
}

}  // namespace sortscope::ui
