// giflib, loaded when the first GIF is written (or read back, in tests) rather than linked, as cairo is
// (cairo_library.hpp): sortscope-cli links only GL, and giflib (Debian package libgif7) is needed only
// where animations are exported. The table holds the functions the GIF writer and its tests call, typed
// from giflib's own declarations (gif_lib.h, package libgif-dev, at build time only).
#pragma once

#include <gif_lib.h>

namespace sortscope::exports {

#define SORTSCOPE_GIF_FUNCTIONS(X)                                                                         \
    X(EGifOpen) X(EGifPutScreenDesc) X(EGifPutImageDesc) X(EGifPutLine) X(EGifPutExtension)               \
    X(EGifPutExtensionLeader) X(EGifPutExtensionBlock) X(EGifPutExtensionTrailer) X(EGifCloseFile)        \
    X(EGifSetGifVersion) X(EGifGCBToExtension) X(GifMakeMapObject) X(GifFreeMapObject) X(GifErrorString)   \
    X(DGifOpen) X(DGifSlurp) X(DGifCloseFile) X(DGifSavedExtensionToGCB)

struct GifLibrary {
#define SORTSCOPE_GIF_POINTER(name) decltype(&::name) name = nullptr;
    SORTSCOPE_GIF_FUNCTIONS(SORTSCOPE_GIF_POINTER)
#undef SORTSCOPE_GIF_POINTER
};

// The library's file name and the Debian package that holds it, for messages.
constexpr const char* kGifLibraryFile = "libgif.so.7";
constexpr const char* kGifPackage = "libgif7";

// Loads libgif.so.7 on first use. Throws ExportError naming the package when it cannot.
const GifLibrary& gif_library();

}  // namespace sortscope::exports
