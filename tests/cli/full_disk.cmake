# A full disk: a 64 KiB tmpfs (needs root and a system that lets it mount; otherwise the test is skipped
# with the reason, as ctest's SKIP_REGULAR_EXPRESSION "SKIPPED:" says). Each writer of sortscope-cli
# (sort --output, export, bench --csv) must exit 1 naming the path and the reason, leave the file that
# was there exactly as it was, and leave no temporary file beside it. An export streamed to the disk is
# first checked against the file system's free space (statvfs): it is refused with exit 2 before
# writing; the writer's own failure is then reached by pretending the space is there
# (SORTSCOPE_TEST_FREE_DISK_BYTES).
set(mount_dir "${WORK_DIR}/full-disk")
file(MAKE_DIRECTORY "${mount_dir}")
execute_process(COMMAND mountpoint -q "${mount_dir}" RESULT_VARIABLE mounted)
if(mounted EQUAL 0)
  execute_process(COMMAND umount "${mount_dir}")
endif()
execute_process(COMMAND mount -t tmpfs -o size=64k tmpfs "${mount_dir}" RESULT_VARIABLE code ERROR_VARIABLE why)
if(NOT code EQUAL 0)
  string(STRIP "${why}" why)
  message("SKIPPED: cannot mount a small tmpfs here (needs root and a container that allows mount): ${why}")
  return()
endif()

set(failures "")
# The old files first: once the disk is full, even they could not be written.
file(WRITE "${mount_dir}/sorted.txt" "the old keys\n")
file(WRITE "${mount_dir}/figure.svg" "the old figure\n")
file(WRITE "${mount_dir}/bench.csv" "the old csv\n")
function(check_writer name path)
  execute_process(COMMAND "${CLI}" ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(all "${out}${err}")
  if(NOT code EQUAL 1)
    list(APPEND failures "${name}: exit code ${code}, expected 1: ${all}")
  elseif(NOT all MATCHES "cannot write ${path}: No space left on device")
    list(APPEND failures "${name}: the message does not name the path and the reason: ${all}")
  endif()
  file(READ "${path}" now)
  if(NOT now STREQUAL "the old ${name}\n")
    list(APPEND failures "${name}: the old file was changed")
  endif()
  file(GLOB leftovers "${path}.tmp-*")
  if(leftovers)
    list(APPEND failures "${name}: temporary files left: ${leftovers}")
  endif()
  set(failures "${failures}" PARENT_SCOPE)
endfunction()

# The disk's share of the export's budget: about 200 MB estimated, over the tmpfs's free space.
execute_process(COMMAND "${CLI}" export --algo odd-even-transposition --n 1024 --format svg -o "${mount_dir}/figure.svg"
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 2 OR NOT err MATCHES "would write about [0-9.]+ MB, over the [0-9.]+ (KB|bytes) free on the file system of '${mount_dir}/figure.svg'")
  list(APPEND failures "figure: not refused by the free space: exit ${code}: ${out}${err}")
endif()
# 200,000 keys are about 2 MB of text, 1024 wires of SVG about 2 MB: far past 64 KiB.
check_writer("keys" "${mount_dir}/sorted.txt" sort --algo radix --n 200000 --output "${mount_dir}/sorted.txt")
set(ENV{SORTSCOPE_TEST_FREE_DISK_BYTES} 1000000000000)
check_writer("figure" "${mount_dir}/figure.svg" export --algo odd-even-transposition --n 1024 --format svg
             -o "${mount_dir}/figure.svg")
unset(ENV{SORTSCOPE_TEST_FREE_DISK_BYTES})
# Fill the disk to the last bytes, then the small CSV of one size must fail too.
execute_process(COMMAND dd if=/dev/zero "of=${mount_dir}/filler" bs=1k count=100 OUTPUT_QUIET ERROR_QUIET)
check_writer("csv" "${mount_dir}/bench.csv" bench --algo bitonic --log2n 4 --reps 1 --no-cpu --csv "${mount_dir}/bench.csv")

execute_process(COMMAND umount "${mount_dir}")
if(failures)
  string(REPLACE ";" "\n" failures "${failures}")
  message(FATAL_ERROR "${failures}")
endif()
message(STATUS "every writer failed with the path and the reason and left the old file whole")
