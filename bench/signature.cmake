# SPDX-License-Identifier: GPL-3.0-or-later
# The bench signature: every bench program with a result runs at a small
# size, and the checksums it prints are compared with the ones recorded in
# signature.txt. A change that alters a result (a ranking, a tree, a chain,
# a review's figures) fails here, whatever its speed. Timing-bound runs
# (cancel latency, time-capped proofs, the command line under mpirun) have
# no fixed result and are not in it.
#   cmake -DBENCH_DIR=build/bench -DSIGNATURE=bench/signature.txt -P bench/signature.cmake
#   ... -DUPDATE=ON   records the checksums printed now (after a deliberate change)
#
# Each line of signature.txt: the program and its arguments, " : ", then
# the distinct checksums it printed, sorted (the same on 1 and 2 threads
# and for every vector kernel the CPU has, so the set does not depend on
# the machine).
file(STRINGS "${SIGNATURE}" lines)
set(failed "")
set(recorded "")
foreach(line IN LISTS lines)
  if(line MATCHES "^#" OR line STREQUAL "")
    list(APPEND recorded "${line}")
    continue()
  endif()
  string(REGEX MATCH "^(.*) : (.*)$" parsed "${line}")
  string(STRIP "${CMAKE_MATCH_1}" run)
  set(expected "${CMAKE_MATCH_2}")
  separate_arguments(args UNIX_COMMAND "${run}")
  list(POP_FRONT args program)
  execute_process(COMMAND "${BENCH_DIR}/${program}" ${args}
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(SEND_ERROR "${run}: exit code ${rc}\n${err}")
    list(APPEND failed "${run}")
    continue()
  endif()
  # A result the program's own check refuses fails too, whatever its checksum.
  if(out MATCHES "CHECK FAILED|the reference on the slice: NO")
    message(SEND_ERROR "${run}: its own check failed\n${out}")
    list(APPEND failed "${run}")
    continue()
  endif()
  string(REGEX MATCHALL "checksum [0-9a-f]+" found "${out}")
  list(TRANSFORM found REPLACE "checksum " "")
  list(REMOVE_DUPLICATES found)
  list(SORT found)
  list(JOIN found " " actual)
  message(STATUS "${run} : ${actual}")
  if(UPDATE)
    list(APPEND recorded "${run} : ${actual}")
  elseif(NOT actual STREQUAL expected)
    message(SEND_ERROR "${run}: checksums ${actual}, recorded ${expected}")
    list(APPEND failed "${run}")
  endif()
endforeach()
if(UPDATE)
  list(JOIN recorded "\n" text)
  file(WRITE "${SIGNATURE}" "${text}\n")
endif()
if(failed)
  message(FATAL_ERROR "bench signature differs for: ${failed}")
endif()
