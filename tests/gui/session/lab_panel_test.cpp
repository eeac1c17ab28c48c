// The Kernel lab section's state without a window: picking an exercise, Start writing its files (never
// over a student's file without asking), the folder's kernel files, and checks run the way the app runs
// them, by the app's own program in its check-only mode on a background thread: a wrong kernel gives a
// launch stopped at the dispatch the check names, a missing file, a compile error, an endless loop, a
// check past its limit and a missing program each end in a message with nothing to load, and a save of
// the kernel on screen is checked before it is reloaded.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <signal.h>
#include <unistd.h>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/lab/exercises.hpp"
#include "core/lab/lab_panel.hpp"
#include "gpu_device.hpp"
#include "programs/shader_source.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

// A folder of its own for each test, removed at the end.
struct LabFolder {
    std::filesystem::path path;
    explicit LabFolder(const std::string& name)
        : path(std::filesystem::temp_directory_path() / ("sortscope-lab-panel-" + name + "-" + std::to_string(::getpid()))) {
        std::filesystem::remove_all(path);
    }
    ~LabFolder() { std::filesystem::remove_all(path); }
};

std::string lab_data(const std::string& relative) { return *read_kernel_file(std::string(SORTSCOPE_LAB_DATA) + "/" + relative); }

// Writes `text` to `path` with a modification time after any poll before it.
void save(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    static int saves = 0;
    std::filesystem::last_write_time(path, std::filesystem::file_time_type::clock::now() + std::chrono::seconds(10 + ++saves));
}

LabChecker app_checker() { return LabChecker{SORTSCOPE_APP}; }

size_t exercise_index(const std::string& name) {
    return static_cast<size_t>(algo::find_exercise(name) - algo::all_exercises().data());
}

// Polls the panel as the app's frames do until its check is over; what the last poll gave.
std::optional<LabResult> finish(LabPanel& panel, double now = 0.0) {
    std::optional<LabResult> result;
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(120);
    while (panel.checking() && std::chrono::steady_clock::now() < give_up) {
        result = panel.poll(now);
        if (!panel.checking()) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return result;
}

// A panel with `exercise` picked, its folder holding the test kernel `data` as the exercise's file, and
// the check of that file started (the panel's Check).
LabPanel check_from_panel(const std::filesystem::path& folder, const std::string& exercise, const std::string& data) {
    save(folder / (exercise + ".comp"), lab_data(data));
    LabPanel panel(app_checker(), folder.string());
    panel.pick(exercise_index(exercise));
    panel.check();
    return panel;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("picking an exercise points the kernel field at its file in the lab folder", "[gui][lab][panel]") {
    LabPanel panel(app_checker(), "/somewhere/lab");
    CHECK(panel.exercise().name == algo::all_exercises()[0].name);
    panel.pick(exercise_index("rank"));
    CHECK(panel.exercise().name == "rank");
    CHECK(panel.kernel_path == "rank.comp");
    CHECK(panel.kernel_file() == "/somewhere/lab/rank.comp");
    panel.kernel_path = "/elsewhere/mine.comp";
    CHECK(panel.kernel_file() == "/elsewhere/mine.comp");
    CHECK_FALSE(panel.checking());
    // The default folder is under HOME, shown with ~.
    CHECK(default_lab_folder() == "~/sortscope-lab");
    const char* home = std::getenv("HOME");
    const std::optional<std::string> saved = home != nullptr ? std::optional<std::string>(home) : std::nullopt;
    ::setenv("HOME", "/home/student", 1);
    CHECK(expand_home("~/sortscope-lab") == "/home/student/sortscope-lab");
    CHECK(expand_home("~") == "/home/student");
    CHECK(expand_home("~other/x") == "~other/x");
    CHECK(expand_home("/abs/lab") == "/abs/lab");
    if (saved) {
        ::setenv("HOME", saved->c_str(), 1);
    } else {
        ::unsetenv("HOME");
    }
}

TEST_CASE("Start writes the exercise's files and never overwrites one without asking", "[gui][lab][panel]") {
    const LabFolder folder("start");
    LabPanel panel(app_checker(), (folder.path / "work").string());
    panel.pick(exercise_index("bitonic"));
    panel.start();
    const std::filesystem::path kernel = folder.path / "work" / "bitonic.comp";
    REQUIRE(std::filesystem::exists(kernel));
    CHECK(std::filesystem::exists(folder.path / "work" / "bitonic.md"));
    CHECK(has(*read_kernel_file(kernel.string()), "// TODO"));
    CHECK(panel.kernel_file() == kernel.string());
    CHECK_FALSE(panel.message_is_error());
    CHECK(panel.kernel_files() == std::vector<std::string>{"bitonic.comp"});

    // The student's work is there: Start asks, and "keep mine" writes nothing.
    save(kernel, "my work\n");
    panel.start();
    CHECK(has(panel.message(), "bitonic.comp and bitonic.md are already in"));
    CHECK(panel.overwrite_question() == std::vector<std::string>{kernel.string(), (folder.path / "work" / "bitonic.md").string()});
    CHECK(*read_kernel_file(kernel.string()) == "my work\n");
    panel.confirm_overwrite(false);
    CHECK(panel.overwrite_question().empty());
    CHECK(*read_kernel_file(kernel.string()) == "my work\n");
    // Asked again, and told to: a fresh exercise.
    panel.start();
    panel.confirm_overwrite(true);
    CHECK(has(*read_kernel_file(kernel.string()), "// TODO"));
}

TEST_CASE("a kernel file that is not there ends in a message and starts no check", "[gui][lab][panel]") {
    const LabFolder folder("missing");
    LabPanel panel(app_checker(), folder.path.string());
    panel.check();
    CHECK_FALSE(panel.checking());
    CHECK(panel.message_is_error());
    CHECK(has(panel.message(), "cannot read"));
    CHECK(has(panel.message(), "bitonic.comp"));
    CHECK(panel.kernel_files().empty());
    CHECK_FALSE(panel.poll(0.0).has_value());
}

TEST_CASE("a check from the panel gives the launch stopped at the dispatch the check names", "[gui][lab][panel]") {
    if (test::test_device() == nullptr) return;
    const LabFolder folder("wrong");
    LabPanel panel = check_from_panel(folder.path, "bitonic", "bitonic/wrong_direction_bit.comp");
    CHECK(panel.checking());
    CHECK(has(panel.message(), "checking bitonic.comp"));
    const std::optional<LabResult> result = finish(panel);
    INFO(panel.message());
    REQUIRE(result.has_value());
    CHECK_FALSE(result->keep_step);
    CHECK(result->launch.exercise->name == "bitonic");
    CHECK(result->launch.kernel_text == lab_data("bitonic/wrong_direction_bit.comp"));
    CHECK(result->launch.report.verdict == algo::LabVerdict::Wrong);
    REQUIRE(result->launch.report.failure.has_value());
    CHECK(result->launch.report.failure->dispatch == 2);  // as wrong_answers.inc has it
    CHECK(result->launch.case_index == 0);
    CHECK(lab_last_step(result->launch) == 3u);
    CHECK(panel.message_is_error());
    CHECK(has(panel.message(), "step 3 differs from the reference in keys at position 2"));
    REQUIRE(panel.on_screen().has_value());
    CHECK(panel.on_screen()->kernel_path == (folder.path / "bitonic.comp").string());
}

TEST_CASE("a kernel that never ends is stopped by the check and ends in a message, nothing loaded", "[gui][lab][panel]") {
    if (test::test_device() == nullptr) return;
    const LabFolder folder("endless");
    LabPanel panel = check_from_panel(folder.path, "rank", "rank/endless_loop.comp");
    CHECK_FALSE(finish(panel).has_value());
    CHECK(panel.message_is_error());
    CHECK(has(panel.message(), "step 1: endless loop at line 44 of "));
    CHECK(has(panel.message(), "nothing was loaded"));
    CHECK_FALSE(panel.on_screen().has_value());
}

namespace {

// The processes of process group `group` that are still running (not zombies waiting to be reaped).
size_t running_in_group(pid_t group) {
    size_t running = 0;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        std::ifstream stat(entry.path() / "stat");
        std::string line;
        if (!std::getline(stat, line)) continue;
        // pid (comm) state ppid pgrp ...: comm may hold spaces, so read after its closing parenthesis.
        const size_t close = line.rfind(')');
        if (close == std::string::npos) continue;
        std::istringstream rest(line.substr(close + 1));
        char state = 0;
        long parent = 0, pgrp = 0;
        rest >> state >> parent >> pgrp;
        if (pgrp == group && state != 'Z' && state != 'X') ++running;
    }
    return running;
}

}  // namespace

TEST_CASE("closing the app mid-check ends the check and the process running the kernel", "[gui][lab][panel]") {
    if (test::test_device() == nullptr) return;
    const LabFolder folder("orphan");
    std::filesystem::create_directories(folder.path);
    const std::filesystem::path kernel = folder.path / "bitonic.comp";
    save(kernel, lab_data("bitonic/hostile_compile_memory.comp"));  // compiles for seconds, to its memory limit
    const std::filesystem::path pid_file = folder.path / "pid";
    const std::filesystem::path alive_file = folder.path / "alive";
    // A stand-in for the app: a shell that starts the check in a group of its own, as the app's fork
    // does, and goes a second later, while the kernel is still being compiled.
    const std::string command = "sh -c 'setsid \"" + std::string(SORTSCOPE_APP) + "\" --lab-check-child bitonic \"" +
                                kernel.string() + "\" < \"" + kernel.string() + "\" > /dev/null 2>&1 & echo $! > \"" +
                                pid_file.string() + "\"; sleep 1; kill -0 $! && echo alive > \"" + alive_file.string() + "\"'";
    REQUIRE(std::system(command.c_str()) == 0);
    pid_t group = 0;
    std::ifstream(pid_file) >> group;
    REQUIRE(group > 0);
    REQUIRE(std::filesystem::exists(alive_file));  // the check was running when the app went
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::milliseconds(700);
    while (running_in_group(group) > 0 && std::chrono::steady_clock::now() < give_up) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    const size_t left = running_in_group(group);
    if (left > 0) ::kill(-group, SIGKILL);  // not to leave them behind when the check below fails
    CHECK(left == 0);
}

TEST_CASE("a kernel that does not compile shows the compiler's messages and loads nothing", "[gui][lab][panel]") {
    if (test::test_device() == nullptr) return;
    const LabFolder folder("compile");
    LabPanel panel = check_from_panel(folder.path, "odd-even-transposition", "odd-even-transposition/does_not_compile.comp");
    CHECK_FALSE(finish(panel).has_value());
    CHECK(has(panel.message(), "does not compile"));
    CHECK(has(panel.compile_log(), "odd-even-transposition.comp:26"));  // the student's file and line
    CHECK_FALSE(panel.on_screen().has_value());
}

TEST_CASE("a check past the panel's limit, without a report, or with no program to run it, ends in a message", "[gui][lab][panel]") {
    const LabFolder folder("limits");
    save(folder.path / "bitonic.comp", lab_data("bitonic/wrong_direction_bit.comp"));
    SECTION("the limit runs out: the check's processes are killed") {
        LabPanel panel(LabChecker{SORTSCOPE_APP, std::chrono::milliseconds(1)}, folder.path.string());
        panel.check();
        CHECK_FALSE(finish(panel).has_value());
        CHECK(has(panel.message(), "did not finish within 1 ms and was stopped"));
    }
    SECTION("the program ends without a report (as a check's process that crashed would)") {
        LabPanel panel(LabChecker{"/bin/true"}, folder.path.string());
        panel.check();
        CHECK_FALSE(finish(panel).has_value());
        CHECK(has(panel.message(), "ended with exit code 0 without a report"));
        CHECK_FALSE(panel.on_screen().has_value());
    }
    SECTION("the program is missing") {
        LabPanel panel(LabChecker{(folder.path / "no-such-program").string()}, folder.path.string());
        panel.check();
        CHECK_FALSE(finish(panel).has_value());
        CHECK(panel.message_is_error());
        CHECK(has(panel.message(), "cannot start the check"));
    }
}

TEST_CASE("saving the kernel on screen runs the check again before it is reloaded", "[gui][lab][panel]") {
    if (test::test_device() == nullptr) return;
    const LabFolder folder("reload");
    const std::filesystem::path kernel = folder.path / "bitonic.comp";
    LabPanel panel = check_from_panel(folder.path, "bitonic", "bitonic/wrong_direction_bit.comp");
    REQUIRE(finish(panel).has_value());

    // Unchanged: nothing happens. A broken save: checked, not loaded, the kernel on screen stays.
    CHECK_FALSE(panel.poll(10.0).has_value());
    CHECK_FALSE(panel.checking());
    save(kernel, lab_data("odd-even-transposition/does_not_compile.comp"));
    CHECK_FALSE(panel.poll(20.0).has_value());
    CHECK(panel.checking());  // the save started a check; nothing is loaded before it ends
    CHECK_FALSE(finish(panel, 20.0).has_value());
    CHECK(has(panel.message(), "does not compile"));
    CHECK(has(panel.message(), "the kernel on screen stays"));

    // The reference solution saved: checked, then reloaded at the step on screen.
    const std::string solution = gpu::load_shader_text(std::string(algo::kernel_file(algo::KernelId::BitonicStep)));
    save(kernel, solution);
    CHECK_FALSE(panel.poll(30.0).has_value());
    CHECK(panel.checking());
    const std::optional<LabResult> reloaded = finish(panel, 30.0);
    REQUIRE(reloaded.has_value());
    CHECK(reloaded->keep_step);
    CHECK(reloaded->launch.report.verdict == algo::LabVerdict::Pass);
    CHECK(reloaded->launch.kernel_text == solution);
    CHECK_FALSE(panel.message_is_error());
    CHECK(panel.compile_log().empty());
}
