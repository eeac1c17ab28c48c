# Shared by the man page tests (man_page.cmake, man_page_commands.cmake): a page's text as a reader sees
# its words, and groff's verdict on the page.

# The page's text into OUT: comment lines dropped, \- read as -, font changes (\fB ... \fR) removed.
function(man_page_text page out)
  file(READ "${page}" roff)
  string(REGEX REPLACE "(^|\n)\\.\\\\\"[^\n]*" "\\1" text "${roff}")
  string(REPLACE "\\-" "-" text "${text}")
  string(REGEX REPLACE "\\\\f[BIRP]" "" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Fails when groff (where it is installed) warns about the page.
function(check_man_groff page)
  find_program(GROFF groff)
  if(GROFF)
    execute_process(COMMAND "${GROFF}" -man -ww -z "${page}" ERROR_VARIABLE warnings RESULT_VARIABLE code)
    if(NOT code EQUAL 0 OR NOT warnings STREQUAL "")
      message(FATAL_ERROR "groff finds problems in ${page}:\n${warnings}")
    endif()
  endif()
endfunction()
