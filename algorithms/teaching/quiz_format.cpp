// Worksheets: the questions of a quiz as text, Markdown or LaTeX, each with the keys before its dispatch,
// then the answers (see quiz.hpp, format_quiz).
#include <algorithm>
#include <sstream>

#include "algorithms/teaching/quiz.hpp"
#include "algorithms/teaching/table.hpp"
#include "algorithms/text/steps.hpp"

namespace sortscope::algo {

namespace {

constexpr size_t kKeysPerLine = 16;  // positions per row of the key listing: a page's width

std::string heading(const Plan& plan, const std::string& input_label) {
    return "Predict the step: " + plan.name() + ", n = " + std::to_string(plan.options.n) + " (" + input_label + ")";
}

std::string question_title(const Plan& plan, size_t number, const Question& question) {
    return "Question " + std::to_string(number) + ": " + step_of(question.step, plan.steps.size()) + ", " + question.dispatch;
}

// The key cells of one item: the highlighted key (key questions) is marked by `mark`.
std::vector<std::string> key_cells(const Plan& plan, const QuizItem& item, const std::string& open, const std::string& close) {
    std::vector<std::string> cells;
    const bool highlight = item.question.kind == QuestionKind::Destination || item.question.kind == QuestionKind::BinAndPosition;
    for (size_t p = 0; p < item.keys_before.size(); ++p) {
        std::string cell = format_key(plan.options.key_type, item.keys_before[p]);
        if (highlight && p == item.question.key_index) cell = open + cell + close;
        cells.push_back(cell);
    }
    return cells;
}

void write_text(std::ostringstream& out, const Plan& plan, const std::string& label, const std::vector<QuizItem>& items) {
    out << heading(plan, label) << "\n(the answers are at the end)\n";
    for (size_t q = 0; q < items.size(); ++q) {
        const QuizItem& item = items[q];
        out << "\n" << question_title(plan, q + 1, item.question) << "\n";
        const std::vector<std::string> cells = key_cells(plan, item, "[", "]");
        for (size_t first = 0; first < cells.size(); first += kKeysPerLine) {
            const size_t end = std::min(cells.size(), first + kKeysPerLine);
            std::string positions = "  position";
            std::string keys = "  key     ";
            for (size_t p = first; p < end; ++p) {
                const size_t width = std::max(cells[p].size(), std::to_string(p).size()) + 1;
                const std::string index = std::to_string(p);
                positions += std::string(width - index.size(), ' ') + index;
                keys += std::string(width - cells[p].size(), ' ') + cells[p];
            }
            out << positions << "\n" << keys << "\n";
        }
        out << "  " << item.question.prompt << "\n";
        for (size_t k = 0; k < item.question.choices.size(); ++k) {
            out << "    (" << k + 1 << ") " << choice_text(item.question.choices[k]) << "\n";
        }
        if (item.question.kind == QuestionKind::BinAndPosition) {
            out << "    bin (0.." << item.question.bins - 1 << "): ____   position (0.." << item.question.positions - 1 << "): ____\n";
        } else if (item.question.kind == QuestionKind::Destination) {
            out << "    position (0.." << item.question.positions - 1 << "): ____\n";
        }
    }
    out << "\nAnswers\n";
    for (size_t q = 0; q < items.size(); ++q) out << "  " << q + 1 << ". " << answer_text(plan, items[q].question, items[q].answer) << "\n";
}

void write_markdown(std::ostringstream& out, const Plan& plan, const std::string& label, const std::vector<QuizItem>& items) {
    out << "# " << heading(plan, label) << "\n\nThe answers are at the end.\n";
    for (size_t q = 0; q < items.size(); ++q) {
        const QuizItem& item = items[q];
        out << "\n## " << question_title(plan, q + 1, item.question) << "\n\n";
        const std::vector<std::string> cells = key_cells(plan, item, "**", "**");
        for (size_t first = 0; first < cells.size(); first += kKeysPerLine) {
            const size_t end = std::min(cells.size(), first + kKeysPerLine);
            out << "| position |";
            for (size_t p = first; p < end; ++p) out << " " << p << " |";
            out << "\n| --- |";
            for (size_t p = first; p < end; ++p) out << " ---: |";
            out << "\n| key |";
            for (size_t p = first; p < end; ++p) out << " " << cells[p] << " |";
            out << "\n\n";
        }
        out << item.question.prompt << "\n";
        if (!item.question.choices.empty()) out << "\n";
        for (size_t k = 0; k < item.question.choices.size(); ++k) {
            out << k + 1 << ". " << choice_text(item.question.choices[k]) << "\n";
        }
    }
    out << "\n## Answers\n\n";
    for (size_t q = 0; q < items.size(); ++q) out << q + 1 << ". " << answer_text(plan, items[q].question, items[q].answer) << "\n";
}

void write_latex(std::ostringstream& out, const Plan& plan, const std::string& label, const std::vector<QuizItem>& items) {
    out << "% " << heading(plan, label) << "\n\\section*{" << latex_escape(heading(plan, label)) << "}\n";
    for (size_t q = 0; q < items.size(); ++q) {
        const QuizItem& item = items[q];
        out << "\n\\subsection*{" << latex_escape(question_title(plan, q + 1, item.question)) << "}\n";
        std::vector<std::string> cells = key_cells(plan, item, "\x01", "\x02");
        for (std::string& cell : cells) {
            // The highlighted key in bold: escape the key, then turn the markers into \textbf{...}.
            const bool bold = !cell.empty() && cell.front() == '\x01';
            cell = bold ? "\\textbf{" + latex_escape(cell.substr(1, cell.size() - 2)) + "}" : latex_escape(cell);
        }
        for (size_t first = 0; first < cells.size(); first += kKeysPerLine) {
            const size_t end = std::min(cells.size(), first + kKeysPerLine);
            out << "\\begin{tabular}{l" << std::string(end - first, 'r') << "}\n\\hline\nposition";
            for (size_t p = first; p < end; ++p) out << " & " << p;
            out << " \\\\\nkey";
            for (size_t p = first; p < end; ++p) out << " & " << cells[p];
            out << " \\\\\n\\hline\n\\end{tabular}\n\n";
        }
        out << latex_escape(item.question.prompt) << "\n";
        if (!item.question.choices.empty()) {
            out << "\\begin{enumerate}\n";
            for (const Comparator& c : item.question.choices) out << "\\item " << latex_escape(choice_text(c)) << "\n";
            out << "\\end{enumerate}\n";
        }
    }
    out << "\n\\section*{Answers}\n\\begin{enumerate}\n";
    for (const QuizItem& item : items) out << "\\item " << latex_escape(answer_text(plan, item.question, item.answer)) << "\n";
    out << "\\end{enumerate}\n";
}

}  // namespace

std::string format_quiz(const Plan& plan, const std::string& input_label, const std::vector<QuizItem>& items, QuizFormat format) {
    std::ostringstream out;
    switch (format) {
        case QuizFormat::Text: write_text(out, plan, input_label, items); break;
        case QuizFormat::Markdown: write_markdown(out, plan, input_label, items); break;
        case QuizFormat::Latex: write_latex(out, plan, input_label, items); break;
    }
    return out.str();
}

}  // namespace sortscope::algo
