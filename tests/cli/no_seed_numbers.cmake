# Source documents are named by author and year on screen and in output ("Zucchi 2013"), never by the
# project's file number ("seed 004", which stood next to "Seed 4", the random seed): no string in the
# PROGRAMS ('|'-separated binaries) holds "seed 00" followed by a digit. C++ comments are not in a
# binary; every text a user can see is, with the embedded GLSL (whose comments are excluded here).
cmake_minimum_required(VERSION 3.25)
string(REPLACE "|" ";" programs "${PROGRAMS}")
foreach(program IN LISTS programs)
  file(STRINGS "${program}" found REGEX "[Ss][Ee][Ee][Dd] 00[0-9]")
  # The embedded kernels' comments (GLSL lines starting //) are the shaders' own; they are left to the
  # shaders to rename (the kernel view shows them), and every other text must not.
  list(FILTER found EXCLUDE REGEX "^[ \t]*//")
  if(found)
    message(FATAL_ERROR "${program} names a source document by its seed number:\n${found}")
  endif()
  file(STRINGS "${program}" named REGEX "Zucchi 2013")
  if(NOT named)
    message(FATAL_ERROR "${program} holds no \"Zucchi 2013\": is this the program whose texts were meant?")
  endif()
endforeach()
