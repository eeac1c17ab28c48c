# A wrong result is an error, never a number: with a bitonic_step.comp that swaps nothing (read from a
# shader folder through SORTSCOPE_SHADER_DIR), bench must exit 1 naming the algorithm, n and the first
# wrong index, and print no table.
set(dir "${WORK_DIR}/broken_shaders")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")
file(COPY "${SHADERS}/modules/common.glsl" DESTINATION "${dir}")
file(WRITE "${dir}/bitonic_step.comp" "layout(local_size_x = LOCAL_SIZE) in;\nvoid main() {\n}\n")
set(ENV{SORTSCOPE_SHADER_DIR} "${dir}")
execute_process(COMMAND "${CLI}" bench --algo bitonic --log2n 8 --reps 1 --no-cpu
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(all "${out}${err}")
if(NOT code EQUAL 1)
  message(FATAL_ERROR "exit code ${code}, expected 1\n${all}")
endif()
if(NOT all MATCHES "FAIL: bitonic at n = 256 \\(2\\^8\\) sorts wrongly: index [0-9]+: key ")
  message(FATAL_ERROR "the failure does not name the algorithm, n and the index:\n${all}")
endif()
if(all MATCHES "log2\\(N\\)" OR all MATCHES "keys/s")
  message(FATAL_ERROR "a wrong result produced a number:\n${all}")
endif()
message(STATUS "${all}")
