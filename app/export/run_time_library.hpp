// Loading a shared library at run time (cairo, giflib): opening it, kept open for the life of the
// process, and resolving each of its functions into a table's typed pointer, with an ExportError
// naming what is missing.
#pragma once

#include <string>

namespace sortscope::exports {

// dlopen(file); throws ExportError("<needed_for>: <why it could not be loaded>").
void* open_run_time_library(const char* file, const std::string& needed_for);
// dlsym(handle, symbol); throws ExportError(missing) when the library has no such function.
void* run_time_symbol(void* handle, const char* symbol, const char* missing);

// Sets `function` to the library's `symbol`. dlsym returns void*; the pointer's type is the one the
// library's header declares, so the cast is to the declared type.
template <typename Function>
void resolve_run_time_symbol(void* handle, Function& function, const char* symbol, const char* missing) {
    function = reinterpret_cast<Function>(run_time_symbol(handle, symbol, missing));
}

}  // namespace sortscope::exports
