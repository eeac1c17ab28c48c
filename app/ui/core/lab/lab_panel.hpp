// The Kernel lab section of the control panel, without the drawing (screen/lab_section.cpp draws it):
// the exercise picked from the shipped list (its statement and hints), the folder the student works in
// (~/sortscope-lab/ by default), starting an exercise there (its two files written, never over a file
// that exists unless the student says so), the kernel file to check (a path, or one of the folder's
// .comp files), and the check: run in a process of its own on a background thread
// (bounded_lab_check.hpp), so the window never waits on a student's kernel. A check that finished in
// time with a report gives the app a LabLaunch to load into the live session, as `--lab NAME --kernel
// FILE` does; a compile error, a kernel that never ends or crashes, or no check at all, ends in a message
// here and nothing is loaded. The file checked last is watched: saving it runs the check again (a
// reload), and only then is the new kernel loaded.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/lab/bounded_lab_check.hpp"
#include "core/lab/lab_launch.hpp"
#include "background.hpp"

namespace sortscope::ui {

// "~/sortscope-lab": the folder field's first text (the panel shows a folder under HOME this way).
std::string default_lab_folder();
// `folder` with a leading ~ read as HOME (the working folder when there is no HOME).
std::filesystem::path expand_home(const std::string& folder);

// A check's result for the session: the kernel to load and the case to show.
struct LabResult {
    LabLaunch launch;
    // A save of the kernel on screen: run it again to the step on screen rather than to the first step
    // that differs (the case on screen stays; launch.case_index is it).
    bool keep_step = false;
};

class LabPanel {
public:
    explicit LabPanel(LabChecker checker, std::string folder = default_lab_folder());

    // The exercise picked (an index into algo::all_exercises()); picking one points the kernel field at
    // its file in the folder.
    size_t picked() const { return m_picked; }
    const algo::Exercise& exercise() const;
    void pick(size_t index);

    // The fields the panel edits: the folder (a leading ~ is HOME), and the kernel file, a name in that
    // folder or a path of its own (short either way, so that a narrow panel shows it whole).
    std::string folder;
    std::string kernel_path;
    std::filesystem::path folder_path() const { return expand_home(folder); }
    // The kernel field's file as a path: in the folder unless the field holds an absolute path.
    std::string kernel_file() const;

    // Writes the picked exercise's files into the folder. When one exists already nothing is written
    // and the panel asks (overwrite_question()); confirm_overwrite(true) then writes them anyway.
    void start();
    const std::vector<std::string>& overwrite_question() const { return m_existing; }
    void confirm_overwrite(bool overwrite);

    // The names of the .comp files in the folder, sorted (empty when the folder does not exist yet):
    // read again by Start and by poll() at most every half second, not on every frame that shows them.
    const std::vector<std::string>& kernel_files() const { return m_files; }

    // Checks kernel_file() for the picked exercise (a check already running is stopped).
    void check();
    bool checking() const { return m_task.active(); }

    // The launch from the command line (--lab NAME --kernel FILE), checked before the window opened
    // and loaded by the app: the panel shows it, and saving its file runs the check again.
    void adopt(const LabLaunch& lab);

    // Call once a frame: a check that finished with a kernel to load, or nothing. Between checks, a save
    // of the file checked last starts a check of the new text.
    std::optional<LabResult> poll(double now_seconds);

    // The last thing the lab did or found (one line), and whether it went wrong.
    const std::string& message() const { return m_message; }
    bool message_is_error() const { return m_message_is_error; }
    // The compiler's messages of the last check that did not compile (else empty).
    const std::string& compile_log() const { return m_compile_log; }
    // The kernel loaded in the session from this panel or the command line (exercise and file), if any.
    const std::optional<LabLaunch>& on_screen() const { return m_on_screen; }

private:
    void set_message(std::string text, bool error);
    void list_kernel_files();
    void start_check(const algo::Exercise& exercise, std::string path, std::string text, bool reload);

    LabChecker m_checker;
    size_t m_picked = 0;
    std::vector<std::string> m_existing;  // the files start found already there (the question)
    std::vector<std::string> m_files;     // kernel_files()
    double m_next_listing = 0.0;
    // The running check and what it checks.
    measure::Background<LabCheckOutcome> m_task;
    LabLaunch m_checked;   // exercise, path and text of the running check
    bool m_reload = false;  // it was started by a save of the file on screen
    std::optional<LabKernelFile> m_watched;  // the file checked last, watched for saves
    std::optional<LabLaunch> m_on_screen;
    std::string m_message;
    bool m_message_is_error = false;
    std::string m_compile_log;
};

}  // namespace sortscope::ui
