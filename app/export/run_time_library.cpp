// Loading a shared library at run time (see run_time_library.hpp).
#include "run_time_library.hpp"

#include <dlfcn.h>

#include "export_error.hpp"

namespace sortscope::exports {

void* open_run_time_library(const char* file, const std::string& needed_for) {
    void* handle = ::dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
        const char* why = ::dlerror();
        throw ExportError(needed_for + ": " + (why != nullptr ? why : "it could not be loaded"));
    }
    return handle;  // stays open for the life of the process
}

void* run_time_symbol(void* handle, const char* symbol, const char* missing) {
    void* address = ::dlsym(handle, symbol);
    if (address == nullptr) throw ExportError(missing);
    return address;
}

}  // namespace sortscope::exports
