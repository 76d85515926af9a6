# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs lupdate over the sources into copies of the committed .ts files and fails when that
# finds a source string the .ts files lack, or when any German or French entry is unfinished;
# likewise for the English file, which holds only the numerus strings (lupdate -pluralonly).
cmake_policy(SET CMP0007 NEW)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(failures "")
foreach(lang de fr en)
    set(ts ${SOURCE_DIR}/translations/adjutant_${lang}.ts)
    set(only "")
    if(lang STREQUAL "en")
        set(only -pluralonly -target-language en)
    endif()
    if(NOT EXISTS ${ts})
        message(FATAL_ERROR "missing ${ts}")
    endif()
    file(COPY ${ts} DESTINATION ${WORK_DIR})
    execute_process(
        COMMAND ${LUPDATE} ${SOURCE_DIR}/model ${SOURCE_DIR}/resolvers ${SOURCE_DIR}/forms ${SOURCE_DIR}/app
                -extensions cpp,h,ui ${only} -no-obsolete -locations none -silent
                -ts ${WORK_DIR}/adjutant_${lang}.ts
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "lupdate failed for ${lang}: ${out}${err}")
    endif()
    file(READ ${WORK_DIR}/adjutant_${lang}.ts content)
    # Each <message> that lupdate found new, or that nobody translated, reads type="unfinished".
    string(REGEX MATCHALL "<source>[^<]*</source>[^<]*(<comment>[^<]*</comment>[^<]*)?(<extracomment>[^<]*</extracomment>[^<]*)?<translation type=\"unfinished\"" unfinished "${content}")
    list(LENGTH unfinished count)
    string(REGEX MATCHALL "type=\"unfinished\"" all_unfinished "${content}")
    list(LENGTH all_unfinished all_count)
    # A plural form marked finished but left empty would print nothing at all.
    string(REGEX MATCHALL "<numerusform></numerusform>" empty_forms "${content}")
    list(LENGTH empty_forms empty_count)
    # Every class of Adjutant lives in namespace adj, and tr() looks its strings up under
    # "adj::Class": a string filed under a bare "Class" (lupdate's reading of Class::tr() called
    # outside the namespace) is translated but never shown translated.
    string(REGEX MATCHALL "<name>[^<]*</name>" contexts "${content}")
    foreach(c IN LISTS contexts)
        if(NOT c MATCHES "^<name>adj::")
            string(REGEX REPLACE "</?name>" "" c "${c}")
            string(APPEND failures "\n${lang}: context \"${c}\" is never looked up (write adj::${c}::tr)")
        endif()
    endforeach()
    if(empty_count GREATER 0)
        string(APPEND failures "\n${lang}: ${empty_count} empty plural form(s)")
    endif()
    if(all_count GREATER 0)
        set(examples "")
        set(n 0)
        foreach(m IN LISTS unfinished)
            if(n LESS 15)
                string(REGEX REPLACE "<source>([^<]*)</source>.*" "\\1" src "${m}")
                string(APPEND examples "\n    ${src}")
            endif()
            math(EXPR n "${n} + 1")
        endforeach()
        if(lang STREQUAL "en")
            string(APPEND failures "\nen: ${all_count} plural string(s) missing or unfinished (run: cmake --build build --target update_plurals, then fill both forms), e.g.:${examples}")
        else()
            string(APPEND failures "\n${lang}: ${all_count} source string(s) missing or unfinished, e.g.:${examples}")
        endif()
    endif()
endforeach()
if(failures)
    message(FATAL_ERROR "Translations are incomplete (run: cmake --build build --target update_translations, then translate):${failures}")
endif()
message(STATUS "translations complete: German and French, and the English plural forms")
