// Loading giflib at run time (see gif_library.hpp).
#include "gif_library.hpp"

#include <dlfcn.h>

#include <string>

#include "export_error.hpp"

namespace sortscope::exports {

namespace {

GifLibrary load() {
    void* handle = ::dlopen(kGifLibraryFile, RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
        const char* why = ::dlerror();
        throw ExportError(std::string("GIF export needs giflib (Debian package ") + kGifPackage +
                          ", install it with: sudo apt-get install " + kGifPackage + "): " +
                          (why != nullptr ? why : "it could not be loaded"));
    }
    GifLibrary library;
    // dlsym returns void*; the table's types come from gif_lib.h, so the cast is to the declared type.
#define SORTSCOPE_GIF_LOAD(name)                                                                           \
    library.name = reinterpret_cast<decltype(library.name)>(::dlsym(handle, #name));                     \
    if (library.name == nullptr) throw ExportError("giflib has no " #name " (giflib 5.1 or newer is needed)");
    SORTSCOPE_GIF_FUNCTIONS(SORTSCOPE_GIF_LOAD)
#undef SORTSCOPE_GIF_LOAD
    return library;  // the handle stays open for the life of the process
}

}  // namespace

const GifLibrary& gif_library() {
    static const GifLibrary library = load();
    return library;
}

}  // namespace sortscope::exports
