// What the app's Export dialog writes, without ImGui: the network on screen in one of the five export
// formats, the bars at every step as PNG frames or an animated GIF, the current step's tables as CSV,
// Markdown, LaTeX or text, and the run as a web page. Each job is a value that a worker thread runs (exports draw on the CPU from the plan and the
// CPU reference, which the GPU matches step for step), so the app never waits on a large export; its
// outcome is a message for the dialog. Files are written atomically by the export library.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "algorithms/teaching/table.hpp"
#include "core/session/sort_session.hpp"
#include "export.hpp"
#include "gif_export.hpp"

namespace sortscope::ui {

struct ExportOutcome {
    bool ok = false;
    std::string message;  // "wrote bitonic-16.svg: ..." or why nothing was written
};

// "bitonic-16" for the session's algorithm and n: the stem of every default file name.
std::string export_stem(const InputSpec& input);
// Where the Export dialog writes unless told otherwise: sortscope-exports in the user's home (`home`,
// $HOME), or, with no home, in the system's temporary folder; never the working directory, which
// launched from a checkout is the source tree. Always absolute.
std::string default_export_folder(const char* home);
// `name` inside `folder`, or `name` itself when it is absolute.
std::string in_folder(const std::string& folder, const std::string& name);
// `path` with its extension replaced by `extension` (no dot), or added when it has none.
std::string with_extension(const std::string& path, std::string_view extension);

std::string_view table_format_extension(algo::TableFormat format);  // "csv", "md", "tex", "txt"
std::string_view table_format_label(algo::TableFormat format);      // "CSV", "Markdown", ...

// A network export of the session's plan (options.path set). The options are checked against the plan
// at once; the drawing and the write happen in run().
struct NetworkExportJob {
    algo::Plan plan;
    exports::ExportOptions options;
    ExportOutcome run() const;
};

// The bars at every step of `steps` (all when empty) into a folder.
struct FramesExportJob {
    algo::Plan plan;
    std::vector<uint32_t> keys;  // the input
    std::string input_label;     // "random, random seed 1"
    exports::FramesOptions options;
    ExportOutcome run() const;
};

// The run as an animated GIF: the input and every step (gif_export.hpp).
struct GifExportJob {
    algo::Plan plan;
    std::vector<uint32_t> keys;  // the input
    std::string input_label;
    exports::GifOptions options;
    ExportOutcome run() const;
};

// The tables of the step the table view shows (the last one run, or the first), all rows.
struct TableExportJob {
    std::vector<algo::Table> tables;
    algo::TableFormat format = algo::TableFormat::Csv;
    std::string path;
    ExportOutcome run() const;
};

// The run on screen as one web page (app/export/web/): the plan runs again, on a GL context of the
// worker's own, in lock-step with the CPU reference, as sortscope-cli export --format html runs it.
struct WebPageExportJob {
    algo::Plan plan;
    std::vector<uint32_t> keys;  // the input
    std::string input_label;
    bool network = false;
    bool student = false;  // leave out the answers
    std::string path;
    ExportOutcome run() const;
};

NetworkExportJob network_export_job(const SortSession& session, exports::ExportOptions options);
FramesExportJob frames_export_job(const SortSession& session, exports::FramesOptions options);
GifExportJob gif_export_job(const SortSession& session, exports::GifOptions options);
TableExportJob table_export_job(const SortSession& session, algo::TableFormat format, std::string path);
WebPageExportJob web_page_export_job(const SortSession& session, bool student, std::string path);

}  // namespace sortscope::ui
