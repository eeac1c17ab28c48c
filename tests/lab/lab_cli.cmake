# sortscope-cli lab end to end (CLI, WORK_DIR, DATA_DIR, MODE): one scenario per MODE, each a ctest of
# its own (tests/lab/CMakeLists.txt names them).
cmake_minimum_required(VERSION 3.25)
set(folder "${WORK_DIR}/lab-${MODE}")
file(REMOVE_RECURSE "${folder}")
file(MAKE_DIRECTORY "${folder}")

# Runs sortscope-cli with ARGN in the folder; sets out, err and code.
function(run_cli)
  execute_process(COMMAND "${CLI}" ${ARGN} WORKING_DIRECTORY "${folder}" OUTPUT_VARIABLE output ERROR_VARIABLE errors
                  RESULT_VARIABLE result)
  set(out "${output}" PARENT_SCOPE)
  set(err "${errors}" PARENT_SCOPE)
  set(code "${result}" PARENT_SCOPE)
endfunction()

# Fails the test with `what` and the last run's output unless the condition in ARGN holds.
function(expect what)
  if(NOT (${ARGN}))
    message(FATAL_ERROR "${what}\nexit code: ${code}\nstdout:\n${out}\nstderr:\n${err}")
  endif()
endfunction()

# A JSON member of the report in `out` (string(JSON) fails the test on a malformed report).
function(json_get variable)
  string(JSON value ERROR_VARIABLE problem GET "${out}" ${ARGN})
  if(problem)
    message(FATAL_ERROR "the report has no ${ARGN}: ${problem}\n${out}")
  endif()
  set(${variable} "${value}" PARENT_SCOPE)
endfunction()

if(MODE STREQUAL "list")
  run_cli(lab list)
  expect("lab list exits 0" code EQUAL 0)
  foreach(name bitonic odd-even-merge odd-even-transposition radix rank)
    expect("lab list names ${name}" out MATCHES "(^|\n)${name} +[a-z]")
  endforeach()

elseif(MODE STREQUAL "start")
  run_cli(lab start bitonic work)
  expect("lab start exits 0" code EQUAL 0)
  expect("lab start writes the exercise" EXISTS "${folder}/work/bitonic.comp")
  expect("lab start writes the statement" EXISTS "${folder}/work/bitonic.md")
  file(READ "${folder}/work/bitonic.comp" exercise)
  expect("the exercise has a TODO between the region's markers" exercise MATCHES "// @region pair[^\n]*\n *// TODO[^\n]*\n *// @end pair")
  file(READ "${folder}/work/bitonic.md" statement)
  expect("the statement says how it is checked" statement MATCHES "sortscope-cli lab check bitonic bitonic.comp")
  file(WRITE "${folder}/work/bitonic.comp" "the student's work\n")
  run_cli(lab start bitonic work)
  expect("a second lab start is refused (exit 1)" code EQUAL 1)
  expect("it says why" err MATCHES "bitonic.comp exists: lab start never overwrites a student's work")
  file(READ "${folder}/work/bitonic.comp" kept)
  expect("the student's work is kept" kept STREQUAL "the student's work\n")
  run_cli(lab start bitonic work --force)
  expect("--force overwrites" code EQUAL 0)
  # The exercise as written by the build for the package is the same text.
  file(READ "${folder}/work/bitonic.comp" forced)
  file(READ "${BUILD_LAB_DIR}/bitonic.comp" built)
  expect("the build's exercise file equals lab start's" forced STREQUAL built)
  # The untouched exercise does not compile (its TODO is empty): exit 1, with its own file named.
  run_cli(lab check bitonic work/bitonic.comp)
  expect("the empty exercise fails (exit 1)" code EQUAL 1)
  expect("as a compile error naming the student's file and a line" out MATCHES "work/bitonic.comp:[0-9]+")

elseif(MODE STREQUAL "solution")
  run_cli(lab start radix teacher --solution)
  expect("lab start --solution exits 0" code EQUAL 0)
  run_cli(lab check radix teacher/radix.comp --format json)
  expect("the solution passes with exit 0" code EQUAL 0)
  json_get(verdict verdict)
  json_get(passed passed)
  string(JSON failure_type TYPE "${out}" failure)
  json_get(cases cases)
  string(JSON case_count LENGTH "${out}" cases)
  expect("verdict pass" verdict STREQUAL "pass")
  expect("passed true" passed STREQUAL "ON" OR passed STREQUAL "true")
  expect("failure null" failure_type STREQUAL "NULL")
  expect("nine cases" case_count EQUAL 9)
  math(EXPR last "${case_count} - 1")
  foreach(c RANGE ${last})
    json_get(status cases ${c} status)
    expect("case ${c} passes" status STREQUAL "pass")
  endforeach()

elseif(MODE STREQUAL "json")
  run_cli(lab check bitonic "${DATA_DIR}/bitonic/wrong_direction_bit.comp" --format json)
  expect("a wrong kernel exits 1" code EQUAL 1)
  json_get(exercise exercise)
  json_get(device device)
  json_get(verdict verdict)
  json_get(passed passed)
  json_get(summary summary)
  json_get(case_index failure case)
  json_get(dispatch failure dispatch)
  json_get(dispatches failure dispatches)
  json_get(step failure step)
  json_get(kernel failure kernel)
  json_get(description failure description)
  json_get(narration failure narration)
  json_get(buffer failure buffer)
  json_get(differing failure differing)
  json_get(position failure differences 0 position)
  json_get(expected failure differences 0 expected)
  json_get(actual failure differences 0 actual)
  json_get(stage failure comparators 0 stage)
  json_get(ci failure comparators 0 i)
  json_get(cj failure comparators 0 j)
  json_get(ascending failure comparators 0 ascending)
  json_get(n cases ${case_index} n)
  json_get(distribution cases ${case_index} distribution)
  json_get(status cases ${case_index} status)
  expect("exercise" exercise STREQUAL "bitonic")
  expect("the device it ran on, and whether with robust buffer access" device MATCHES " robust buffer access$")
  expect("verdict wrong" verdict STREQUAL "wrong")
  expect("passed false" passed STREQUAL "OFF" OR passed STREQUAL "false")
  expect("the failing case is the first" case_index EQUAL 0 AND status STREQUAL "fail" AND n EQUAL 16)
  math(EXPR expected_step "${EXPECTED_DISPATCH} + 1")
  expect("the first dispatch that differs, and its step number" dispatch EQUAL ${EXPECTED_DISPATCH} AND step EQUAL ${expected_step} AND dispatches EQUAL 10)
  expect("the kernel" kernel STREQUAL "bitonic_step.comp")
  expect("a description and a narration" NOT description MATCHES "^$" AND NOT narration MATCHES "^$")
  expect("the keys differ" buffer STREQUAL "keys" AND differing GREATER 0)
  expect("the first differing position" position EQUAL ${EXPECTED_POSITION})
  expect("expected and actual keys differ" NOT expected EQUAL actual)
  expect("the comparator at that position" ci EQUAL ${EXPECTED_POSITION} OR cj EQUAL ${EXPECTED_POSITION})
  run_cli(lab check bitonic "${DATA_DIR}/bitonic/wrong_direction_bit.comp")
  expect("the text report names the step" out MATCHES "The first step that differs: step ${expected_step} of 10")
  expect("the text report ends with the verdict" out MATCHES "verdict: wrong: ")

elseif(MODE STREQUAL "endless")
  string(TIMESTAMP start "%s")
  run_cli(lab check rank "${DATA_DIR}/rank/endless_loop.comp" --format json)
  string(TIMESTAMP end "%s")
  math(EXPR seconds "${end} - ${start}")
  expect("an endless loop exits 1" code EQUAL 1)
  json_get(verdict verdict)
  json_get(message failure message)
  json_get(dispatch failure dispatch)
  expect("verdict timeout" verdict STREQUAL "timeout")
  expect("a clear message naming the loop's line" message MATCHES "^step 1: endless loop at line 44 of [^ ]*rank/endless_loop.comp ")
  expect("stopped within seconds (took ${seconds} s)" seconds LESS 15)

elseif(MODE STREQUAL "compile-all" OR MODE STREQUAL "endless-all")
  # Every exercise, from a wrong answer that compiles (DATA_DIR/NAME): compile-all writes a name the GLSL
  # compiler does not know on the line after the student's region marker and expects the report to name
  # the student's file at that line; endless-all writes a loop that never ends there and expects the
  # report to name it as an endless loop at that line (the lab counts loop rounds: llvmpipe, which cuts
  # every loop after 65,535 rounds by itself, would otherwise let it pass).
  set(spin [=[uint spin = gl_GlobalInvocationID.x + 7u; for (uint round = 0u; round < 1u; round += 0u) { spin = spin * 3u + 1u; if (spin == 1u) break; }
]=])
  foreach(name bitonic odd-even-merge odd-even-transposition radix rank)
    if(MODE STREQUAL "endless-all" AND name STREQUAL "rank")
      continue()  # rank's endless loop is a wrong answer of its own ("endless")
    endif()
    # The student's region: the marker above the TODO of the exercise file.
    run_cli(lab start ${name} start-${name} --force)
    expect("lab start ${name}" code EQUAL 0)
    file(READ "${folder}/start-${name}/${name}.comp" exercise)
    string(REGEX MATCH "// @region ([a-z_0-9]+)[^\n]*\n *// TODO" found "${exercise}")
    set(region "${CMAKE_MATCH_1}")
    expect("${name}: the exercise has a TODO in a region" region MATCHES "^[a-z]")
    file(GLOB answers "${DATA_DIR}/${name}/*.comp")
    list(FILTER answers EXCLUDE REGEX "does_not_compile|endless_loop|hostile_")
    list(SORT answers)
    list(GET answers 0 answer)
    file(READ "${answer}" text)
    string(FIND "${text}" "// @region ${region}:" marker)
    expect("${name}: ${answer} has the region ${region}" NOT marker EQUAL -1)
    string(SUBSTRING "${text}" ${marker} -1 rest)
    string(FIND "${rest}" "\n" end_of_marker)
    math(EXPR cut "${marker} + ${end_of_marker} + 1")
    string(SUBSTRING "${text}" 0 ${cut} head)
    string(SUBSTRING "${text}" ${cut} -1 tail)
    string(REGEX MATCHALL "\n" newlines "${head}")
    list(LENGTH newlines lines_before)
    math(EXPR line_number "${lines_before} + 1")
    if(MODE STREQUAL "compile-all")
      file(WRITE "${folder}/${name}.comp" "${head}    not_a_name_in_glsl = 1u;\n${tail}")
      run_cli(lab check ${name} "${name}.comp")
      expect("${name}: a kernel that does not compile exits 1" code EQUAL 1)
      expect("${name}: the report says it does not compile" out MATCHES "does not compile")
      expect("${name}: the compiler's message names the student's file and line ${line_number}"
             out MATCHES "${name}.comp:${line_number}[^0-9]")
    else()
      file(WRITE "${folder}/${name}.comp" "${head}${spin}${tail}")
      string(TIMESTAMP start "%s")
      run_cli(lab check ${name} "${name}.comp" --format json)
      string(TIMESTAMP end "%s")
      math(EXPR seconds "${end} - ${start}")
      expect("${name}: an endless loop exits 1" code EQUAL 1)
      json_get(verdict verdict)
      json_get(message failure message)
      expect("${name}: verdict timeout" verdict STREQUAL "timeout")
      expect("${name}: a clear message naming line ${line_number}" message MATCHES "^step [0-9]+: endless loop at line ${line_number} of ${name}.comp ")
      expect("${name}: stopped within seconds (took ${seconds} s)" seconds LESS 15)
    endif()
  endforeach()

elseif(MODE STREQUAL "memory")
  # A compile that would grow without end (2^40 terms from 40 doubling #defines) stops at the check's
  # memory limit and is reported as such, not as a crash of a dispatch.
  run_cli(lab check bitonic "${DATA_DIR}/bitonic/hostile_compile_memory.comp" --format json)
  expect("a compile past the memory limit exits 1" code EQUAL 1)
  json_get(verdict verdict)
  json_get(log compile_log)
  expect("verdict compile-error" verdict STREQUAL "compile-error")
  expect("the compile used more than the limit" log MATCHES "^the compile used more than 1024 MB of memory")

elseif(MODE STREQUAL "parent-death")
  # The check's process ends with sortscope-cli: killed mid-check, the CLI leaves no process behind. The
  # compile above takes seconds and writes nothing meanwhile; killed a second into it, the check's process
  # must be gone within 1.5 s of the CLI (at once, by its parent-death signal). check_process_test.cpp
  # tests the same of the runner without any timing.
  set(script [=[
"$1" lab check bitonic "$2" >/dev/null 2>&1 &
cli=$!
child=
for i in $(seq 1 100); do
  child=$(awk -v parent=$cli '$4 == parent { print $1 }' /proc/[0-9]*/stat 2>/dev/null | head -n 1)
  [ -n "$child" ] && break
  sleep 0.1
done
[ -n "$child" ] || { echo "no check process appeared"; exit 1; }
sleep 1  # into the compile, which writes nothing for seconds (a write to a closed pipe would end it too)
kill -TERM $cli
wait $cli
for i in $(seq 1 15); do
  state=$(awk '{ print $3 }' /proc/$child/stat 2>/dev/null)
  [ -z "$state" ] || [ "$state" = Z ] && { echo "the check process ended"; exit 0; }
  sleep 0.1
done
echo "the check process $child outlived sortscope-cli"; kill -KILL $child; exit 1
]=])
  execute_process(COMMAND sh -c "${script}" sh "${CLI}" "${DATA_DIR}/bitonic/hostile_compile_memory.comp"
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
  expect("the check's process ends with the CLI" code EQUAL 0)

elseif(MODE STREQUAL "usage")
  foreach(line "lab" "lab;bogus" "lab;check;nosuch;x.comp" "lab;check;bitonic" "lab;check;bitonic;missing-file.comp"
               "lab;start;bitonic;--format;json" "lab;list;--force" "lab;check;bitonic;x;y;z"
               "lab;check;bitonic;x.comp;--format;xml")
    run_cli(${line})
    expect("sortscope-cli ${line} is a usage error (exit 2)" code EQUAL 2 AND err MATCHES "^sortscope-cli lab: ")
  endforeach()

else()
  message(FATAL_ERROR "no lab scenario ${MODE}")
endif()
