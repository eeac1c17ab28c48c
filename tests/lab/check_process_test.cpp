// The check's process (app/lab/check_process.hpp) ends with the process that started it, whatever that
// process dies of: here a stand-in for the check (a script that writes its pid and sleeps, with exec
// keeping the pid) is started by a helper process that is then killed; the stand-in must go at once.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "check_process.hpp"

using namespace sortscope;

namespace {

// Whether `pid` is a process that has not ended (a zombie has ended).
bool running(pid_t pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    if (!std::getline(stat, line)) return false;
    const size_t close = line.rfind(')');
    return close != std::string::npos && close + 2 < line.size() && line[close + 2] != 'Z' && line[close + 2] != 'X';
}

}  // namespace

TEST_CASE("the check's process ends with the process that started it", "[lab][process]") {
    const std::filesystem::path folder = std::filesystem::temp_directory_path() / ("sortscope-lab-parent-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    const std::filesystem::path script = folder / "check.sh";
    const std::filesystem::path pid_file = folder / "pid";
    std::ofstream(script) << "#!/bin/sh\necho $$ > '" << pid_file.string() << ".tmp' && mv '" << pid_file.string() << ".tmp' '"
                          << pid_file.string() << "'\nexec sleep 60\n";
    ::chmod(script.c_str(), 0755);

    const pid_t helper = ::fork();
    REQUIRE(helper >= 0);
    if (helper == 0) {  // the CLI or the app, checking a kernel
        lab::run_check_process(lab::CheckProgram{script.string()}, *algo::find_exercise("bitonic"), {"void main() {}\n", "k.comp"},
                               lab::LabLimits{});
        ::_exit(0);
    }
    pid_t check = 0;
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (check == 0 && std::chrono::steady_clock::now() < give_up) {
        std::ifstream(pid_file) >> check;
        if (check == 0) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    REQUIRE(check > 0);
    CHECK(running(check));
    ::kill(helper, SIGKILL);  // no handler, no clean-up: only the parent-death signal can end the check
    ::waitpid(helper, nullptr, 0);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (running(check) && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    const bool outlived = running(check);
    if (outlived) ::kill(check, SIGKILL);  // not to leave it behind when the check below fails
    CHECK_FALSE(outlived);
    std::filesystem::remove_all(folder);
}
