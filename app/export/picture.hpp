// What the renderers draw and where their bytes go, so that one renderer serves a Drawing held in memory
// (the bars, tests) and a network streamed from its frame (network_layout.hpp's paint_network):
//   - a Picture is painted as many times as a renderer needs (SVG and TikZ paint it twice: first to learn
//     which roles and gradients the header declares, then to write the shapes after it);
//   - a Sink receives the file's bytes as they are made, through ChunkedText, so that a file is written
//     in pieces of about 64 KB and never held whole (the AtomicFile in export_network, a string in tests).
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <string_view>

#include "algorithms/plan/function_ref.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::exports {

using Sink = algo::FunctionRef<void(std::string_view)>;

// A picture's size in points and the function that hands its shapes to a painter in paint()'s order.
// It refers to the callable it was made from, which must outlive it.
struct Picture {
    float width;
    float height;
    algo::FunctionRef<void(diagram::Painter&)> paint;
};

// The roles of every shape a picture paints (each renderer declares their colours before the shapes).
class RoleCollector : public diagram::Painter {
public:
    void rect(const diagram::RectShape& rect) override { roles.insert(rect.role); }
    void quad(const diagram::QuadShape& quad) override { roles.insert(quad.role); }
    void line(const diagram::LineShape& line) override { roles.insert(line.role); }
    void polyline(const diagram::PolylineShape& polyline) override { roles.insert(polyline.role); }
    void curve(const diagram::CurveShape& curve) override { roles.insert(curve.role); }
    void triangle(const diagram::TriangleShape& triangle) override { roles.insert(triangle.role); }
    void dot(const diagram::DotShape& dot) override { roles.insert(dot.role); }
    void text(const diagram::TextShape& text) override { roles.insert(text.role); }

    std::set<diagram::Role> roles;
};

// Text handed to a sink in chunks of about kChunkBytes: renderers append small pieces, the file gets few
// large writes. flush() hands on the rest; nothing is flushed on destruction, so a renderer that fails
// writes nothing more.
class ChunkedText {
public:
    static constexpr size_t kChunkBytes = size_t{64} << 10;

    explicit ChunkedText(Sink sink) : m_sink(sink) {}
    ChunkedText& operator<<(std::string_view text) {
        m_buffer.append(text);
        if (m_buffer.size() >= kChunkBytes) flush();
        return *this;
    }
    void flush() {
        if (m_buffer.empty()) return;
        m_sink(m_buffer);
        m_buffer.clear();
    }

private:
    Sink m_sink;
    std::string m_buffer;
};

}  // namespace sortscope::exports
