# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# What an installed Adjutant has beyond the programs and their data: bash completion, the Debian
# documentation files, and the Debian package itself (CPack; scripts/package builds it).

install(FILES resources/completion/adjutant-cli DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)

set(ADJ_MAINTAINER "Adjutant maintainers <maintainers@users.noreply.a-seed-b725b9fa.example>")
# The changelog's date: SOURCE_DATE_EPOCH when set (reproducible builds), else now.
string(TIMESTAMP ADJ_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
configure_file(resources/debian/changelog.in debian/changelog @ONLY)
configure_file(resources/debian/copyright.in debian/copyright @ONLY)
add_custom_command(OUTPUT debian/changelog.gz
    COMMAND gzip -9n -c changelog > changelog.gz
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/debian/changelog
    WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/debian
    VERBATIM)
add_custom_target(adj_debian_docs ALL DEPENDS debian/changelog.gz)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/debian/changelog.gz ${CMAKE_CURRENT_BINARY_DIR}/debian/copyright
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/adjutant) # Debian: the package's name

# The package: adjutant_<version>_amd64.deb, its library dependencies worked out by dpkg-shlibdeps;
# what the binaries load at run time (Qt's SQLite driver, the platform and SVG plugins) is named here.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME adjutant)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${ADJ_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "referee's books for miniatures battles")
# The extended description; CPack puts the summary above it as the synopsis and indents each line.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Adjutant keeps the books of a miniatures battle for its referee: rosters and
losses, markers and counters, measured ranges, and the resolution of fire,
melee and morale tests for five rule sets, with the exact odds before anyone
rolls and the rule behind every modifier. Each battle is one SQLite file;
turn summaries print as PDF. adjutant-cli does the same from a terminal.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# utils, not games: the programs are in /usr/bin, and lintian wants a games package's in /usr/games.
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
if(ADJUTANT_HOMEPAGE)
    set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${ADJUTANT_HOMEPAGE}")
endif()
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins, libqt6svg6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_BINARY_DIR}/package)
include(CPack)
