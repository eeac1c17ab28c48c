// What the race's and the profile's Save buttons act on, shared by both views: the file names typed for
// the CSV and the PNG, the chart region to write as a PNG once the frame is drawn (the app reads the
// pixels back before the buffers are swapped, app.cpp), and the line that says what the last save did or
// why it failed. Each view draws its own fields, buttons and message; this holds what they act on.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <utility>

#include "bench_record.hpp"

namespace sortscope::ui {

// A part of the frame to write as a PNG once the frame is drawn.
struct RegionCapture {
    std::string path;
    float x, y, width, height;
};

class SaveStrip {
public:
    SaveStrip(std::string csv, std::string png) : csv_path(std::move(csv)), png_path(std::move(png)) {}

    std::string csv_path;  // as typed into the view's fields
    std::string png_path;

    // Writes `records` to csv_path (the columns of `bench --csv`, atomically) and says so, or why not.
    void save_csv(std::span<const measure::BenchRecord> records);
    // Writes `text` to `path` atomically and says so, or why not (the profile's trace, the race's SVG).
    void save_text(const std::string& path, const std::string& text);
    // Asks for this region of the frame to go to png_path once the frame is drawn.
    void capture(float x, float y, float width, float height) { m_capture = RegionCapture{png_path, x, y, width, height}; }
    // The capture asked for this frame, once.
    std::optional<RegionCapture> take_capture();

    void set_message(std::string text, bool error) {
        m_message = std::move(text);
        m_message_is_error = error;
    }
    void clear_message() { m_message.clear(); }
    const std::string& message() const { return m_message; }
    bool message_is_error() const { return m_message_is_error; }

private:
    std::optional<RegionCapture> m_capture;
    std::string m_message;
    bool m_message_is_error = false;
};

}  // namespace sortscope::ui
