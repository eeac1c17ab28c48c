// What an interrupted write would leave behind, and its removal from a signal handler. The writers
// (atomic_file.hpp, write_frames) register what they are making while they make it: a temporary file,
// and a frames folder they created with the frames written into it so far. On SIGINT, SIGTERM or SIGHUP
// the handler that sortscope-cli installs (install_interrupt_cleanup) removes all of it, so the old file
// stays whole and no `*.tmp-*` file or half-made folder is left, then exits with 128 + the signal's number
// (130, 143, 129), as a shell reports a process the signal ended.
//
// Everything here that the handler touches is fixed-size or allocated before the handler may read it,
// and the handler calls only unlink, rmdir and _exit (async-signal-safe).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace sortscope::exports {

// A temporary file being written: registered on construction, released on destruction.
class PendingFile {
public:
    explicit PendingFile(const std::string& path);
    ~PendingFile();
    PendingFile(const PendingFile&) = delete;
    PendingFile& operator=(const PendingFile&) = delete;

private:
    int m_slot = -1;  // -1: every slot was taken (then only a normal failure removes the file)
};

// A folder of frames that a writer created: on an interrupt, the frames written so far and the folder
// are removed. `paths` are every frame's path, in the order they are written (laid out before any is).
class PendingFolder {
public:
    PendingFolder(const std::string& folder, const std::vector<std::string>& paths);
    ~PendingFolder();
    PendingFolder(const PendingFolder&) = delete;
    PendingFolder& operator=(const PendingFolder&) = delete;

    void written();  // one more frame is whole under its final name
    void remove();   // a failure: remove the frames written so far and the folder, now
    void keep();     // the folder is complete: nothing to remove

private:
    std::string m_folder;
    std::string m_paths;  // each path followed by a NUL byte
};

// Installs the handler for SIGINT, SIGTERM and SIGHUP (sortscope-cli only: the app handles its own),
// except for a signal ignored when the program started (nohup, a script's `&`), which stays ignored.
void install_interrupt_cleanup();

}  // namespace sortscope::exports
