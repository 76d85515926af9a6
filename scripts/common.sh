# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by scripts/run and scripts/test: install what is missing, then configure and build.
# shellcheck shell=bash
set -euo pipefail

ADJ_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ADJ_BUILD="${ADJ_BUILD_DIR:-$ADJ_ROOT/build}"

adj_install_missing() {
    local missing=()
    local pkg
    while read -r pkg; do
        [[ -z "$pkg" || "$pkg" == \#* ]] && continue
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$pkg")
        fi
    done < "$ADJ_ROOT/scripts/packages.txt"
    if ((${#missing[@]} == 0)); then
        return 0
    fi
    echo "Installing missing Debian packages: ${missing[*]}"
    local sudo=()
    if [[ "$(id -u)" -ne 0 ]]; then
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
}

# Arguments: more cache entries for a first configure (scripts/package leaves the tests out).
adj_build() {
    if [[ ! -f "$ADJ_BUILD/build.ninja" ]]; then
        # Line tables only (-g1): backtraces still name file and line, and the build takes a fifth of
        # the disk of full debug info (about 2 GB instead of 11; CI once ran out of disk linking).
        cmake -S "$ADJ_ROOT" -B "$ADJ_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" "$@"
    fi
    # Two jobs at most: the machines this runs on have two cores and Qt's headers are heavy.
    cmake --build "$ADJ_BUILD" -j "${ADJ_JOBS:-2}"
}

# The second build: clang, AddressSanitizer and UndefinedBehaviorSanitizer, libFuzzer's coverage;
# only the floors without widgets, their tests and the fuzz targets are built in it.
ADJ_SAN_BUILD="${ADJ_SAN_BUILD_DIR:-$ADJ_ROOT/build-san}"

adj_configure_san() {
    if [[ ! -f "$ADJ_SAN_BUILD/build.ninja" ]]; then
        # -O1 and line tables only: readable reports at a fraction of a debug build's time.
        cmake -S "$ADJ_ROOT" -B "$ADJ_SAN_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Sanitize \
            -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS="-O1 -gline-tables-only" \
            -DADJUTANT_SANITIZE=ON -DADJUTANT_FUZZ=ON -DADJUTANT_BUILD_BENCH=OFF
    fi
}

# What the sanitizers report: leaks too; the first undefined behaviour stops the test.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:check_initialization_order=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

# The Debian package of the build in $ADJ_BUILD (stripped, dependencies from dpkg-shlibdeps); prints its path.
adj_package() {
    rm -f "$ADJ_BUILD"/package/adjutant_*.deb
    (cd "$ADJ_BUILD" && cpack -G DEB --config CPackConfig.cmake >"$ADJ_BUILD/package.log") || {
        cat "$ADJ_BUILD/package.log" >&2
        return 1
    }
    ls "$ADJ_BUILD"/package/adjutant_*_amd64.deb
}
