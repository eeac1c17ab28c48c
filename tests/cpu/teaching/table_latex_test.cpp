// The LaTeX form of the step tables: one plain tabular per table, one column per table column, every row
// with as many cells, and LaTeX's special characters escaped.
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/teaching/table.hpp"

using namespace sortscope::algo;

TEST_CASE("latex tables are plain tabulars with a cell per column in every row", "[cpu][table]") {
    // Bitonic and odd-even merge give one table per step; radix's first step gives several, which stack in
    // an outer one-column tabular under their titles.
    bool saw_underscore = false;
    for (const char* id : {"bitonic", "odd-even-merge", "rank", "radix"}) {
        const Plan plan = find_algorithm(id)->build(sized(8));
        const std::vector<uint32_t> keys = {5, 1, 7, 3, 0, 6, 2, 4};
        const State state = make_state(plan, keys);
        const std::vector<Table> tables = step_tables(plan, 0, state, TableMoment::AfterStep);
        REQUIRE_FALSE(tables.empty());
        const std::string latex = format_tables(tables, TableFormat::Latex);
        INFO(id << ":\n" << latex);
        const bool stacked = tables.size() > 1;
        CHECK((latex.rfind("\\begin{tabular}{@{}l@{}}\n", 0) == 0) == stacked);
        size_t inner = 0;       // tabulars of rows
        size_t rows = 0;        // rows inside them, the header included
        size_t titles = 0;      // title rows of the outer tabular
        bool inside = false;
        std::istringstream in(latex);
        std::string line;
        while (std::getline(in, line)) {
            const bool row = line.size() > 3 && line.compare(line.size() - 3, 3, " \\\\") == 0;
            if (line.rfind("\\begin{tabular}{r", 0) == 0) {
                REQUIRE(inner < tables.size());
                CHECK(line == "\\begin{tabular}{" + std::string(tables[inner].columns.size(), 'r') + "}");
                inside = true;
                ++inner;
            } else if (line == "\\end{tabular}") {
                inside = false;
            } else if (inside && row) {
                ++rows;
                CHECK(static_cast<size_t>(std::count(line.begin(), line.end(), '&')) + 1 == tables[inner - 1].columns.size());
            } else if (!inside && row) {
                ++titles;
            }
        }
        size_t expected_rows = 0;
        for (const Table& t : tables) expected_rows += t.rows.size() + 1;
        CHECK(inner == tables.size());
        CHECK(rows == expected_rows);
        CHECK(titles == (stacked ? tables.size() : 0));
        size_t gaps = 0;  // "\\[2ex]" ends each outer row that holds a table, but the last
        for (size_t at = latex.find("\n\\\\[2ex]\n"); at != std::string::npos; at = latex.find("\n\\\\[2ex]\n", at + 1)) ++gaps;
        CHECK(gaps == tables.size() - 1);
        bool escaped = true;  // every underscore (i_binary, equal_before) is written \_
        for (size_t at = latex.find('_'); at != std::string::npos; at = latex.find('_', at + 1)) {
            escaped = escaped && at > 0 && latex[at - 1] == '\\';
        }
        CHECK(escaped);
        saw_underscore = saw_underscore || latex.find('_') != std::string::npos;
    }
    CHECK(saw_underscore);  // so the escaping check had something to check
}
