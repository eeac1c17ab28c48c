# The CSV reader of the bench tests (bench_csv.cmake, bench_per_dispatch_csv.cmake), included by both:
# reads the file `bench --csv` writes into its header and rows, finds columns by name and splits a row
# into cells. Quoted fields (the renderer, a description with commas) are read as one cell "Q": no test
# reads one through these functions.
cmake_minimum_required(VERSION 3.25)  # list() keeps the empty cells of a row

# Sets `header_var` to the first line of `path` and `rows_var` to the list of the other lines. The file
# is read whole, without the semicolons and brackets of descriptions ("clear; flip", "[0, 128)"), which
# CMake's lists would take as separators or as quotes.
function(csv_read path header_var rows_var)
  file(READ "${path}" content)
  string(REGEX REPLACE "[][;]" "" content "${content}")
  string(STRIP "${content}" content)
  string(REPLACE "\n" ";" lines "${content}")
  list(POP_FRONT lines header)
  set(${header_var} "${header}" PARENT_SCOPE)
  set(${rows_var} "${lines}" PARENT_SCOPE)
endfunction()

# The row with each quoted field ("" inside is an escaped quote) replaced by Q, so that only the
# separators hold commas.
function(csv_unquoted line result)
  string(REGEX REPLACE "\"([^\"]|\"\")*\"" "Q" bare "${line}")
  set(${result} "${bare}" PARENT_SCOPE)
endfunction()

# Sets `result` to the number of columns of `line`.
function(csv_column_count line result)
  csv_unquoted("${line}" bare)
  string(REGEX REPLACE "[^,]" "" commas "${bare}")
  string(LENGTH "${commas}" count)
  math(EXPR count "${count} + 1")
  set(${result} ${count} PARENT_SCOPE)
endfunction()

# Sets `result` to the list of the cells of `line`, a quoted one as Q.
function(csv_cells line result)
  csv_unquoted("${line}" bare)
  string(REPLACE "," ";" cells "${bare}")
  set(${result} "${cells}" PARENT_SCOPE)
endfunction()

# For each column name after `header`, sets <name>_column to its index in the header, and stops the test
# naming the first one the header lacks.
function(csv_find_columns header)
  string(REPLACE "," ";" names "${header}")
  foreach(column IN LISTS ARGN)
    list(FIND names ${column} index)
    if(index LESS 0)
      message(FATAL_ERROR "the header lacks ${column}: ${header}")
    endif()
    set(${column}_column ${index} PARENT_SCOPE)
  endforeach()
endfunction()
