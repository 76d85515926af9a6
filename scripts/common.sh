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

adj_build() {
    if [[ ! -f "$ADJ_BUILD/build.ninja" ]]; then
        cmake -S "$ADJ_ROOT" -B "$ADJ_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
    fi
    # Two jobs at most: the machines this runs on have two cores and Qt's headers are heavy.
    cmake --build "$ADJ_BUILD" -j "${ADJ_JOBS:-2}"
}
