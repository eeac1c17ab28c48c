// The Kernel lab section's state (see lab_panel.hpp).
#include "core/lab/lab_panel.hpp"

#include <algorithm>
#include <cstdlib>

#include "algorithms/lab/exercise_files.hpp"
#include "algorithms/text/quoted.hpp"
#include "exercise_writer.hpp"

namespace sortscope::ui {

namespace {

std::string file_name(const std::string& path) { return std::filesystem::path(path).filename().string(); }

}  // namespace

std::string default_lab_folder() { return "~/sortscope-lab"; }

std::filesystem::path expand_home(const std::string& folder) {
    if (folder.empty() || folder[0] != '~' || (folder.size() > 1 && folder[1] != '/')) return folder;
    const char* home = std::getenv("HOME");
    const std::filesystem::path base = home != nullptr && *home != '\0' ? std::filesystem::path(home) : std::filesystem::path(".");
    return folder.size() > 2 ? base / folder.substr(2) : base;
}

std::string LabPanel::kernel_file() const {
    const std::filesystem::path path(kernel_path);
    return path.is_absolute() ? path.string() : (folder_path() / path).string();
}

LabPanel::LabPanel(LabChecker checker, std::string lab_folder) : folder(std::move(lab_folder)), m_checker(std::move(checker)) {
    pick(0);
    list_kernel_files();
}

const algo::Exercise& LabPanel::exercise() const { return algo::all_exercises()[m_picked]; }

void LabPanel::pick(size_t index) {
    m_picked = std::min(index, algo::all_exercises().size() - 1);
    kernel_path = algo::exercise_kernel_name(exercise());
    m_existing.clear();
}

void LabPanel::set_message(std::string text, bool error) {
    m_message = std::move(text);
    m_message_is_error = error;
}

void LabPanel::start() {
    m_existing.clear();
    for (const auto& path : lab::existing_exercise_files(exercise(), folder_path())) m_existing.push_back(path.string());
    if (!m_existing.empty()) {
        set_message(file_name(m_existing.front()) + (m_existing.size() > 1 ? " and " + file_name(m_existing.back()) + " are" : " is") +
                        " already in " + folder + ": overwrite with a fresh exercise?",
                    true);
        return;
    }
    confirm_overwrite(true);
}

void LabPanel::confirm_overwrite(bool overwrite) {
    m_existing.clear();
    if (!overwrite) {
        set_message("lab: nothing written; the files in " + folder + " stay as they are", false);
        return;
    }
    try {
        const lab::ExercisePaths paths = lab::write_exercise_files(exercise(), folder_path(), false);
        kernel_path = paths.kernel.filename().string();
        set_message("lab: wrote " + kernel_path + " (write the lines at its // TODO, then Check) and " +
                        paths.statement.filename().string() + " (the task) in " + folder,
                    false);
        list_kernel_files();
    } catch (const lab::ExerciseWriteError& error) {
        set_message(std::string("lab: ") + error.what(), true);
    }
}

void LabPanel::list_kernel_files() {
    std::vector<std::string>& files = m_files;
    files.clear();
    std::error_code error;
    for (auto entry = std::filesystem::directory_iterator(folder_path(), error); !error && entry != std::filesystem::directory_iterator();
         entry.increment(error)) {
        if (entry->path().extension() == ".comp" && entry->is_regular_file(error)) files.push_back(entry->path().filename().string());
    }
    std::sort(files.begin(), files.end());
}

void LabPanel::check() {
    const std::string path = kernel_file();
    std::string error;
    auto text = read_kernel_file(path, &error);
    if (!text) {
        set_message("lab: " + error + " (Start writes the exercise's file there)", true);
        return;
    }
    m_watched.emplace(path);
    start_check(exercise(), path, std::move(*text), false);
}

void LabPanel::start_check(const algo::Exercise& checked, std::string path, std::string text, bool reload) {
    m_checked = LabLaunch{};
    m_checked.exercise = &checked;
    m_checked.kernel_path = std::move(path);
    m_checked.kernel_text = std::move(text);
    m_reload = reload;
    m_compile_log.clear();
    set_message("lab: checking " + file_name(m_checked.kernel_path) + " (" + std::string(checked.name) + ") in a process of its own...",
                false);
    m_task = measure::Background<LabCheckOutcome>(
        [checker = m_checker, exercise = &checked, path = m_checked.kernel_path, text = m_checked.kernel_text](const std::atomic<bool>& cancelled) {
            return std::optional<LabCheckOutcome>(run_bounded_lab_check(checker, *exercise, path, text, cancelled));
        });
}

void LabPanel::adopt(const LabLaunch& lab) {
    m_picked = static_cast<size_t>(lab.exercise - algo::all_exercises().data());
    std::error_code error;
    const std::filesystem::path file = std::filesystem::absolute(lab.kernel_path, error);
    if (!error) {
        folder = file.parent_path().string();
        kernel_path = file.filename().string();
    }
    m_checked = lab;
    m_on_screen = lab;
    m_watched.emplace(lab.kernel_path);
    set_message(lab_status(lab), lab.report.verdict != algo::LabVerdict::Pass);
    if (lab.report.verdict == algo::LabVerdict::CompileError) {
        m_compile_log = lab.report.compile_log;
        m_on_screen.reset();  // the project's kernel runs: nothing of the student's is on screen
        set_message("lab: " + file_name(lab.kernel_path) + " does not compile: the compiler's messages are on the stage", true);
    }
}

std::optional<LabResult> LabPanel::poll(double now_seconds) {
    if (now_seconds >= m_next_listing) {
        list_kernel_files();
        m_next_listing = now_seconds + 0.5;
    }
    if (m_task.active()) {
        if (!m_task.ready()) return std::nullopt;
        const std::optional<LabCheckOutcome> outcome = m_task.take();
        if (!outcome) return std::nullopt;
        const std::string file = file_name(m_checked.kernel_path);
        const std::string kept = m_reload ? " (the kernel on screen stays)" : " (nothing was loaded)";
        if (!outcome->report) {
            set_message("lab: " + file + ": " + outcome->error + kept, true);
            return std::nullopt;
        }
        LabResult result{m_checked, false};
        LabLaunch& launch = result.launch;
        launch.report = *outcome->report;
        launch.case_index = launch.report.failure ? launch.report.failure->case_index : 0;
        switch (launch.report.verdict) {
            case algo::LabVerdict::CompileError:
                m_compile_log = launch.report.compile_log;
                set_message("lab: " + file + " does not compile: the compiler's messages are on the stage" + kept, true);
                return std::nullopt;
            case algo::LabVerdict::Timeout:
            case algo::LabVerdict::Crashed:
                // The app runs a student's kernel in its own process only where the check saw it end.
                set_message(lab_status(launch) + kept, true);
                return std::nullopt;
            default: break;
        }
        // A save of the kernel on screen keeps the case and step on screen, unless the check failed in an
        // earlier case, which it never ran past: that case is shown from its start.
        if (m_reload && m_on_screen && m_on_screen->exercise == launch.exercise && m_on_screen->kernel_path == launch.kernel_path &&
            (!launch.report.failure || launch.report.failure->case_index >= m_on_screen->case_index)) {
            launch.case_index = m_on_screen->case_index;
            result.keep_step = true;
        }
        m_on_screen = launch;
        set_message(lab_status(launch), launch.report.verdict != algo::LabVerdict::Pass);
        return result;
    }
    if (m_watched && m_checked.exercise != nullptr) {
        if (auto text = m_watched->changed(now_seconds)) start_check(*m_checked.exercise, m_watched->path(), std::move(*text), true);
    }
    return std::nullopt;
}

}  // namespace sortscope::ui
