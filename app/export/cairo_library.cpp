// Loading cairo at run time (see cairo_library.hpp).
#include "cairo_library.hpp"

#include <dlfcn.h>

#include <string>

#include "export_error.hpp"

namespace sortscope::exports {

namespace {

CairoLibrary load() {
    void* handle = ::dlopen("libcairo.so.2", RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
        const char* why = ::dlerror();
        throw ExportError(std::string("PNG and PDF export need the cairo library (Debian package libcairo2): ") +
                          (why != nullptr ? why : "it could not be loaded"));
    }
    CairoLibrary library;
    // dlsym returns void*; the table's types come from cairo.h, so the cast is to the declared type.
#define SORTSCOPE_CAIRO_LOAD(name)                                                                       \
    library.name = reinterpret_cast<decltype(library.name)>(::dlsym(handle, "cairo_" #name));          \
    if (library.name == nullptr) throw ExportError("the cairo library has no cairo_" #name " (cairo 1.16 or newer is needed)");
    SORTSCOPE_CAIRO_FUNCTIONS(SORTSCOPE_CAIRO_LOAD)
#undef SORTSCOPE_CAIRO_LOAD
    return library;  // the handle stays open for the life of the process
}

}  // namespace

const CairoLibrary& cairo_library() {
    static const CairoLibrary library = load();
    return library;
}

}  // namespace sortscope::exports
