// Lab reports as lines and back (see report_wire.hpp).
#include "algorithms/lab/report_wire.hpp"

#include <sstream>

namespace sortscope::algo {

namespace {

std::string escaped(const std::string& text) {
    std::string out;
    for (const char c : text) {
        if (c == '\\') out += "\\\\";
        else if (c == '\n') out += "\\n";
        else out += c;
    }
    return out;
}

std::string unescaped(const std::string& text) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size()) {
            out += text[i + 1] == 'n' ? '\n' : text[i + 1];
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::optional<LabVerdict> parse_verdict(const std::string& name) {
    for (const LabVerdict verdict : {LabVerdict::Pass, LabVerdict::Wrong, LabVerdict::OutOfBounds,
                                     LabVerdict::CompileError, LabVerdict::Timeout, LabVerdict::Crashed}) {
        if (verdict_name(verdict) == name) return verdict;
    }
    return std::nullopt;
}

std::optional<CaseStatus> parse_status(const std::string& name) {
    for (const CaseStatus status : {CaseStatus::Pass, CaseStatus::Fail, CaseStatus::NotRun}) {
        if (case_status_name(status) == name) return status;
    }
    return std::nullopt;
}

}  // namespace

std::string encode_report(const LabReport& report) {
    std::ostringstream out;
    out << "exercise " << escaped(report.exercise) << "\n";
    out << "kernel_path " << escaped(report.kernel_path) << "\n";
    out << "device " << escaped(report.device) << "\n";
    out << "verdict " << verdict_name(report.verdict) << "\n";
    for (const CaseStatus status : report.cases) out << "case " << case_status_name(status) << "\n";
    out << "compile_log " << escaped(report.compile_log) << "\n";
    if (report.failure) {
        const LabFailure& f = *report.failure;
        out << "failure " << f.case_index << " " << f.dispatch << " " << f.dispatches << " " << f.array << " "
            << f.differing << "\n";
        out << "kernel " << escaped(f.kernel) << "\n";
        out << "description " << escaped(f.description) << "\n";
        out << "narration " << escaped(f.narration) << "\n";
        out << "buffer " << escaped(f.buffer) << "\n";
        out << "message " << escaped(f.message) << "\n";
        for (const WordDifference& d : f.differences) out << "difference " << d.position << " " << d.expected << " " << d.actual << "\n";
        for (const Comparator& c : f.comparators) out << "comparator " << c.i << " " << c.j << " " << c.ascending << " " << c.stage << "\n";
    }
    out << "end\n";
    return out.str();
}

std::optional<LabReport> decode_report(const std::string& text) {
    LabReport report;
    std::istringstream lines(text);
    std::string line;
    bool ended = false;
    while (std::getline(lines, line)) {
        const size_t space = line.find(' ');
        const std::string name = line.substr(0, space);
        const std::string value = space == std::string::npos ? std::string() : line.substr(space + 1);
        std::istringstream words(value);
        LabFailure* f = report.failure ? &*report.failure : nullptr;
        if (name == "end") {
            ended = true;
            break;
        } else if (name == "exercise") {
            report.exercise = unescaped(value);
        } else if (name == "kernel_path") {
            report.kernel_path = unescaped(value);
        } else if (name == "device") {
            report.device = unescaped(value);
        } else if (name == "verdict") {
            const auto verdict = parse_verdict(value);
            if (!verdict) return std::nullopt;
            report.verdict = *verdict;
        } else if (name == "case") {
            const auto status = parse_status(value);
            if (!status) return std::nullopt;
            report.cases.push_back(*status);
        } else if (name == "compile_log") {
            report.compile_log = unescaped(value);
        } else if (name == "failure") {
            LabFailure failure;
            if (!(words >> failure.case_index >> failure.dispatch >> failure.dispatches >> failure.array >> failure.differing)) {
                return std::nullopt;
            }
            report.failure = failure;
        } else if (f == nullptr) {
            return std::nullopt;
        } else if (name == "kernel") {
            f->kernel = unescaped(value);
        } else if (name == "description") {
            f->description = unescaped(value);
        } else if (name == "narration") {
            f->narration = unescaped(value);
        } else if (name == "buffer") {
            f->buffer = unescaped(value);
        } else if (name == "message") {
            f->message = unescaped(value);
        } else if (name == "difference") {
            WordDifference d;
            if (!(words >> d.position >> d.expected >> d.actual)) return std::nullopt;
            f->differences.push_back(d);
        } else if (name == "comparator") {
            Comparator c{};
            if (!(words >> c.i >> c.j >> c.ascending >> c.stage)) return std::nullopt;
            f->comparators.push_back(c);
        } else {
            return std::nullopt;
        }
    }
    if (!ended) return std::nullopt;
    return report;
}

}  // namespace sortscope::algo
