// Step tables and their text, CSV, Markdown and LaTeX forms (see table.hpp).
#include "algorithms/teaching/table.hpp"

#include <algorithm>
#include <optional>
#include <sstream>
#include <unordered_map>
#include <utility>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/text/steps.hpp"

namespace sortscope::algo {

namespace {

// One row per comparator of the first array, stage by stage; `swapped` comes from running the
// comparators on a copy of the keys, so it is right inside fused dispatches too.
Table network_table(const Plan& plan, size_t index, const State& before, uint64_t max_rows) {
    const Step& step = plan.steps[index];
    const KernelInfo& info = kernel_info(step.kernel);
    Table table;
    table.title = describe(step);
    table.columns = {"step", "stage", "i", "j", "ascending", "swapped"};
    mark_results(table, {"swapped"});
    if (info.comparator_columns != nullptr) {
        for (std::string& name : info.comparator_columns(step)) table.columns.push_back(std::move(name));
    }
    // Past max_rows the comparators are only counted: their swaps change no row that is shown. Until
    // then the walk swaps keys in a copy: of the whole array when every row is shown, else of only the
    // positions it touched (a GUI step at n = 2^20 shows 4096 rows, and copying 4 MB for them cost more
    // than the rows).
    const std::vector<uint32_t>& source = before[keys_buffer(step.source)];
    const bool every_row = max_rows >= plan.options.n;
    std::vector<uint32_t> keys;
    if (every_row) keys.assign(source.begin(), source.begin() + plan.options.n);
    std::unordered_map<uint32_t, uint32_t> touched;
    auto key_at = [&](uint32_t position) -> uint32_t& {
        if (every_row) return keys[position];
        return touched.try_emplace(position, source[position]).first->second;
    };
    std::vector<std::string> cells;
    for_each_comparator(step, [&](const Comparator& c) {
        if (table.total_rows++ >= max_rows) return;
        uint32_t& key_i = key_at(c.i);
        uint32_t& key_j = key_at(c.j);
        const uint32_t a = sort_key(plan.options.key_type, plan.options.descending, key_i);
        const uint32_t b = sort_key(plan.options.key_type, plan.options.descending, key_j);
        const bool swapped = c.ascending ? a > b : a < b;
        if (swapped) std::swap(key_i, key_j);
        cells = {std::to_string(step_number(index)), std::to_string(stage_number(c.stage)), std::to_string(c.i), std::to_string(c.j),
                 c.ascending ? "1" : "0", swapped ? "1" : "0"};
        if (info.comparator_cells != nullptr) info.comparator_cells(step, c, cells);
        table.rows.push_back(cells);
    });
    return table;
}

std::string csv_cell(const std::string& text) {
    if (text.find_first_of(",\"\n") == std::string::npos) return text;
    std::string quoted = "\"";
    for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

std::string markdown_cell(const std::string& text) {
    std::string escaped;
    for (char c : text) escaped += c == '|' ? std::string("\\|") : std::string(1, c);
    return escaped;
}

void write_text(std::ostringstream& out, const Table& table) {
    out << table.title << "\n";
    std::vector<size_t> widths(table.columns.size());
    for (size_t c = 0; c < table.columns.size(); ++c) widths[c] = table.columns[c].size();
    for (const auto& row : table.rows) {
        for (size_t c = 0; c < row.size() && c < widths.size(); ++c) widths[c] = std::max(widths[c], row[c].size());
    }
    auto line = [&](const std::vector<std::string>& cells) {
        std::string text;
        for (size_t c = 0; c < cells.size() && c < widths.size(); ++c) {
            text += (c == 0 ? "  " : "  ") + std::string(widths[c] - cells[c].size(), ' ') + cells[c];
        }
        out << text << "\n";
    };
    line(table.columns);
    for (const auto& row : table.rows) line(row);
}

void write_csv(std::ostringstream& out, const Table& table) {
    auto line = [&](const std::vector<std::string>& cells) {
        for (size_t c = 0; c < cells.size(); ++c) out << (c == 0 ? "" : ",") << csv_cell(cells[c]);
        out << "\n";
    };
    line(table.columns);
    for (const auto& row : table.rows) line(row);
}

// Several tables as one CSV file with one header (a spreadsheet or pandas reads a second header as data):
// tables that share their columns are one table; otherwise the header is a first column `table` (each
// row's table title) and every column any table has, in the order they first appear, a row leaving the
// columns of other tables empty.
void write_csv_tables(std::ostringstream& out, const std::vector<Table>& tables) {
    bool same_columns = true;
    for (const Table& table : tables) same_columns = same_columns && table.columns == tables.front().columns;
    auto line = [&](const std::vector<std::string>& cells) {
        for (size_t c = 0; c < cells.size(); ++c) out << (c == 0 ? "" : ",") << csv_cell(cells[c]);
        out << "\n";
    };
    if (same_columns) {
        line(tables.front().columns);
        for (const Table& table : tables) {
            for (const auto& row : table.rows) line(row);
        }
        return;
    }
    std::vector<std::string> header{"table"};
    for (const Table& table : tables) {
        for (const std::string& column : table.columns) {
            if (std::find(header.begin() + 1, header.end(), column) == header.end()) header.push_back(column);
        }
    }
    line(header);
    for (const Table& table : tables) {
        std::vector<size_t> place(table.columns.size());
        for (size_t c = 0; c < table.columns.size(); ++c) {
            place[c] = static_cast<size_t>(std::find(header.begin() + 1, header.end(), table.columns[c]) - header.begin());
        }
        for (const auto& row : table.rows) {
            std::vector<std::string> cells(header.size());
            cells[0] = table.title;
            for (size_t c = 0; c < row.size() && c < place.size(); ++c) cells[place[c]] = row[c];
            line(cells);
        }
    }
}

void write_markdown(std::ostringstream& out, const Table& table) {
    out << "### " << markdown_cell(table.title) << "\n\n";
    auto line = [&](const std::vector<std::string>& cells) {
        out << "|";
        for (const std::string& cell : cells) out << " " << markdown_cell(cell) << " |";
        out << "\n";
    };
    line(table.columns);
    out << "|";
    for (size_t c = 0; c < table.columns.size(); ++c) out << " ---: |";
    out << "\n";
    for (const auto& row : table.rows) line(row);
}

// LaTeX's special characters, and the ones OT1 fonts print as other glyphs (<, >, |). Newlines become
// spaces: a title is one line.
std::string latex_cell(const std::string& text) {
    std::string escaped;
    for (char c : text) {
        switch (c) {
            case '\\': escaped += "\\textbackslash{}"; break;
            case '{': case '}': case '$': case '&': case '#': case '_': case '%': escaped += std::string("\\") + c; break;
            case '^': escaped += "\\textasciicircum{}"; break;
            case '~': escaped += "\\textasciitilde{}"; break;
            case '<': escaped += "\\textless{}"; break;
            case '>': escaped += "\\textgreater{}"; break;
            case '|': escaped += "\\textbar{}"; break;
            case '\n': escaped += ' '; break;
            default: escaped += c;
        }
    }
    return escaped;
}

void write_latex(std::ostringstream& out, const Table& table) {
    std::string title;
    for (char c : table.title) title += c == '\n' ? ' ' : c;
    out << "% " << title << "\n\\begin{tabular}{" << std::string(table.columns.size(), 'r') << "}\n\\hline\n";
    auto line = [&](const std::vector<std::string>& cells) {
        for (size_t c = 0; c < cells.size(); ++c) out << (c == 0 ? "" : " & ") << latex_cell(cells[c]);
        out << " \\\\\n";
    };
    line(table.columns);
    out << "\\hline\n";
    for (const auto& row : table.rows) line(row);
    out << "\\hline\n\\end{tabular}\n";
}

}  // namespace

std::vector<Table> step_tables(const Plan& plan, size_t index, const State& before, TableMoment moment, uint64_t max_rows) {
    const Step& step = plan.steps.at(index);
    const KernelInfo& info = kernel_info(step.kernel);
    std::vector<Table> tables;
    // The plan's algorithm tells the steps it runs with another folder's kernels (AlgorithmInfo::step_tables).
    std::optional<std::vector<Table>> told;
    if (plan.algorithm != nullptr && plan.algorithm->step_tables != nullptr) {
        told = plan.algorithm->step_tables(plan, step, before, max_rows);
    }
    if (told.has_value()) {
        tables = std::move(*told);
    } else if (info.comparators != nullptr) {
        tables.push_back(network_table(plan, index, before, max_rows));
    } else if (info.tables != nullptr) {
        tables = info.tables(plan, step, before, max_rows);
    }
    for (Table& table : tables) {
        table.title = step_name(index) + ": " + table.title;  // every table says which step it is, one way
        table.total_rows = std::max<uint64_t>(table.total_rows, table.rows.size());
        if (table.rows.size() > max_rows) table.rows.resize(static_cast<size_t>(max_rows));
        if (moment == TableMoment::AfterStep && !table.filled_later) continue;
        // The question: what the step will compute is left open.
        for (auto& row : table.rows) {
            for (size_t column : table.results) {
                if (column < row.size()) row[column] = kOpenCell;
            }
        }
    }
    return tables;
}

std::string format_tables(const std::vector<Table>& tables, TableFormat format) {
    std::ostringstream out;
    if (format == TableFormat::Latex && tables.size() > 1) {
        // Several tables stack in one outer tabular, each under its title: side by side they would run
        // off the page (the standalone class sets its content in one line).
        out << "\\begin{tabular}{@{}l@{}}\n";
        for (size_t t = 0; t < tables.size(); ++t) {
            out << (t == 0 ? "" : "\\\\[2ex]\n") << latex_cell(tables[t].title) << " \\\\\n";
            write_latex(out, tables[t]);
        }
        out << "\\end{tabular}\n";
        return out.str();
    }
    if (format == TableFormat::Csv && !tables.empty()) {
        write_csv_tables(out, tables);
        return out.str();
    }
    for (size_t t = 0; t < tables.size(); ++t) {
        if (t > 0) out << "\n";
        switch (format) {
            case TableFormat::Text: write_text(out, tables[t]); break;
            case TableFormat::Csv: write_csv(out, tables[t]); break;
            case TableFormat::Markdown: write_markdown(out, tables[t]); break;
            case TableFormat::Latex: write_latex(out, tables[t]); break;
        }
    }
    return out.str();
}

std::string latex_escape(const std::string& text) { return latex_cell(text); }

}  // namespace sortscope::algo
