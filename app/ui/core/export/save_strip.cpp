// The race's and the profile's Save buttons (see save_strip.hpp).
#include "core/export/save_strip.hpp"

#include <exception>
#include <utility>

#include "atomic_file.hpp"
#include "bench_files.hpp"

namespace sortscope::ui {

void SaveStrip::save_csv(std::span<const measure::BenchRecord> records) {
    try {
        exports::write_file_atomically(csv_path, measure::bench_csv(records));
        set_message("saved " + csv_path, false);
    } catch (const std::exception& error) {
        set_message(error.what(), true);
    }
}

void SaveStrip::save_text(const std::string& path, const std::string& text) {
    try {
        exports::write_file_atomically(path, text);
        set_message("saved " + path, false);
    } catch (const std::exception& error) {
        set_message(error.what(), true);
    }
}

std::optional<RegionCapture> SaveStrip::take_capture() {
    std::optional<RegionCapture> capture = std::move(m_capture);
    m_capture.reset();
    return capture;
}

}  // namespace sortscope::ui
