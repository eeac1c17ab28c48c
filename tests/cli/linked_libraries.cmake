# The headless CLI must run on a bare GPU machine that has only the GL runtime packages (shared/gpu):
# it may link libepoxy and the C and C++ runtime, nothing else (cairo is loaded only to export PNG/PDF).
set(ENV{LD_PRELOAD} "")  # scripts/test-sanitizers preloads Mesa's driver into every test: not a link
execute_process(COMMAND ldd "${CLI}" OUTPUT_VARIABLE out RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "ldd ${CLI} failed")
endif()
# A sanitizer build (SORTSCOPE_SANITIZE, scripts/test-sanitizers) also links the sanitizers' runtimes.
set(sanitizer_runtimes "")
if(SANITIZE)
  set(sanitizer_runtimes "|libasan\\.|libubsan\\.")
endif()
string(REPLACE "\n" ";" lines "${out}")
foreach(line IN LISTS lines)
  string(STRIP "${line}" line)
  if(line STREQUAL "")
    continue()
  endif()
  string(REGEX REPLACE "[ \t].*" "" library "${line}")
  if(NOT library MATCHES "^(linux-vdso|/lib64/ld-linux|libepoxy|libstdc\\+\\+|libm\\.|libgcc_s|libc\\.|libdl\\.|libpthread|librt${sanitizer_runtimes})")
    message(FATAL_ERROR "sortscope-cli links ${library}, which a bare GPU machine does not have:\n${out}")
  endif()
endforeach()
message(STATUS "${out}")
