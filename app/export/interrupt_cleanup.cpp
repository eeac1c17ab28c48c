// Removing what an interrupted write leaves behind (see interrupt_cleanup.hpp).
#include "interrupt_cleanup.hpp"

#include <limits.h>
#include <signal.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cstring>

namespace sortscope::exports {

namespace {

// Temporary files written at once: the CLI writes one at a time; the app's worker threads a few.
constexpr size_t kSlots = 32;

enum SlotState : int { kFree = 0, kFilling = 1, kReady = 2 };

struct Slot {
    std::atomic<int> state{kFree};
    char path[PATH_MAX] = {};
};

std::array<Slot, kSlots> g_files;

// The frames folder being made: its path, its frames' paths (NUL-separated) and how many are written.
struct FolderRecord {
    std::atomic<bool> active{false};
    const char* folder = nullptr;
    const char* paths = nullptr;
    std::atomic<size_t> written{0};
};

FolderRecord g_folder;

void remove_folder_record() {
    if (!g_folder.active.load()) return;
    const char* path = g_folder.paths;
    const size_t written = g_folder.written.load();
    for (size_t i = 0; i < written; ++i) {
        ::unlink(path);
        path += std::strlen(path) + 1;
    }
    ::rmdir(g_folder.folder);
}

extern "C" void on_interrupt(int signal_number) {
    for (Slot& slot : g_files) {
        if (slot.state.load() == kReady) ::unlink(slot.path);
    }
    remove_folder_record();
    ::_exit(128 + signal_number);
}

}  // namespace

PendingFile::PendingFile(const std::string& path) {
    if (path.size() >= PATH_MAX) return;
    for (size_t i = 0; i < kSlots; ++i) {
        int expected = kFree;
        if (!g_files[i].state.compare_exchange_strong(expected, kFilling)) continue;
        std::memcpy(g_files[i].path, path.c_str(), path.size() + 1);
        g_files[i].state.store(kReady);
        m_slot = static_cast<int>(i);
        return;
    }
}

PendingFile::~PendingFile() {
    if (m_slot >= 0) g_files[static_cast<size_t>(m_slot)].state.store(kFree);
}

PendingFolder::PendingFolder(const std::string& folder, const std::vector<std::string>& paths) : m_folder(folder) {
    for (const std::string& path : paths) {
        m_paths += path;
        m_paths += '\0';
    }
    g_folder.folder = m_folder.c_str();
    g_folder.paths = m_paths.c_str();
    g_folder.written.store(0);
    g_folder.active.store(true);
}

PendingFolder::~PendingFolder() { keep(); }

void PendingFolder::written() { g_folder.written.fetch_add(1); }

void PendingFolder::remove() {
    remove_folder_record();
    keep();
}

void PendingFolder::keep() { g_folder.active.store(false); }

void install_interrupt_cleanup() {
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    // Every handled signal is blocked while the handler runs, so a second one cannot cut the cleanup short.
    for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&action.sa_mask, signal_number);
    for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) {
        // A signal ignored when the program started stays ignored: nohup ignores SIGHUP, and a shell
        // script's `&` SIGINT, so that closing the terminal or ^C does not end the run.
        struct sigaction previous {};
        if (::sigaction(signal_number, nullptr, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
        ::sigaction(signal_number, &action, nullptr);
    }
}

}  // namespace sortscope::exports
