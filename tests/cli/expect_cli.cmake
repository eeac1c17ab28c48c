# Runs sortscope-cli with ARGS ('|'-separated; @SRC@ and @WORK@ expand to the test folders) and checks
# its exit code and that stdout+stderr match EXPECTED_REGEX. Optional: STDOUT_FILE sends standard output
# there (/dev/full) instead; NO_ESCAPES fails the test when the output holds an ESC or a NUL byte, the
# start of a terminal escape sequence echoed raw. MEMORY_LIMIT runs it under `prlimit --as=LIMIT`, so a
# regression that allocates fails (out of host memory) instead of exhausting the machine.
string(REPLACE "@SRC@" "${CMAKE_CURRENT_LIST_DIR}" ARGS "${ARGS}")
string(REPLACE "@WORK@" "${WORK_DIR}" ARGS "${ARGS}")
string(ASCII 27 escape)
string(REPLACE "@ESC@" "${escape}" ARGS "${ARGS}")  # an ESC byte, kept out of the source files
string(REPLACE "|" ";" arg_list "${ARGS}")
set(program "${CLI}")
# Not under AddressSanitizer (scripts/test-sanitizers sets ASAN_OPTIONS): its shadow memory reserves
# terabytes of address space, so no address-space limit can hold; the refusal itself is still checked.
if(DEFINED MEMORY_LIMIT AND NOT MEMORY_LIMIT STREQUAL "" AND NOT DEFINED ENV{ASAN_OPTIONS})
  set(program prlimit "--as=${MEMORY_LIMIT}" -- "${CLI}")
endif()
if(DEFINED STDOUT_FILE AND NOT STDOUT_FILE STREQUAL "")
  execute_process(COMMAND ${program} ${arg_list} RESULT_VARIABLE code OUTPUT_FILE "${STDOUT_FILE}" ERROR_VARIABLE err)
  set(out "")
else()
  execute_process(COMMAND ${program} ${arg_list} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
endif()
set(all "${out}${err}")
if(NO_ESCAPES)
  string(FIND "${all}" "${escape}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "the output holds a raw ESC byte:\n${all}")
  endif()
endif()
string(REPLACE "\n" " " flat "${all}")
if(NOT code STREQUAL "${EXPECTED_CODE}")
  message(FATAL_ERROR "exit code ${code}, expected ${EXPECTED_CODE}\n${all}")
endif()
if(NOT flat MATCHES "${EXPECTED_REGEX}")
  message(FATAL_ERROR "output does not match '${EXPECTED_REGEX}':\n${all}")
endif()
message(STATUS "${all}")
