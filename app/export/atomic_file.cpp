// Atomic file writes: temporary file in the same folder, then rename (see atomic_file.hpp).
#include "atomic_file.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>

#include "export_error.hpp"

namespace sortscope::exports {

void write_file_atomically(const std::string& path, const std::string& contents) {
    if (path == "-") {
        std::cout << contents << std::flush;
        return;
    }
    if (path.empty()) throw ExportError("no file name was given");
    const std::string temporary = path + ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        if (!file) throw ExportError("cannot write " + path + ": " + std::strerror(errno));
        file << contents;
        file.flush();
        if (!file) {
            const std::string reason = std::strerror(errno);
            std::remove(temporary.c_str());
            throw ExportError("writing " + path + " failed: " + reason);
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const std::string reason = std::strerror(errno);
        std::remove(temporary.c_str());
        throw ExportError("cannot write " + path + ": " + reason);
    }
}

}  // namespace sortscope::exports
