#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a program on an X server of its own (Xvfb) of the size given, under openbox, a real window
# manager: title bars, frames, the work area and placement as a referee's laptop has them, which the
# offscreen platform has not (issue 31). ctest runs the tests labelled "wm" through it.
# usage: underwm.sh WIDTHxHEIGHT program [arguments...]
set -euo pipefail
size=$1
shift
for tool in Xvfb openbox xprop; do
    if ! command -v "$tool" >/dev/null; then
        echo "underwm: $tool is missing; scripts/packages.txt lists its package" >&2
        exit 1
    fi
done
tmp=$(mktemp -d)
xvfb=
wm=
cleanup() {
    [[ -n "$wm" ]] && kill "$wm" 2>/dev/null && wait "$wm" 2>/dev/null
    [[ -n "$xvfb" ]] && kill "$xvfb" 2>/dev/null && wait "$xvfb" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
# A display number nobody uses: Xvfb picks it and writes it to fd 3.
Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp -noreset 3>"$tmp/display" 2>"$tmp/xvfb.log" &
xvfb=$!
for _ in $(seq 200); do
    [[ -s "$tmp/display" ]] && break
    sleep 0.05
done
if [[ ! -s "$tmp/display" ]]; then
    echo "underwm: Xvfb did not start" >&2
    cat "$tmp/xvfb.log" >&2
    exit 1
fi
export DISPLAY=":$(head -n1 "$tmp/display")"
# openbox with its own empty configuration folder: the stock theme and settings, never the user's.
XDG_CONFIG_HOME="$tmp/config" openbox --sm-disable >"$tmp/openbox.log" 2>&1 &
wm=$!
# Ready once it has claimed the screen (EWMH's supporting-WM check on the root window).
for _ in $(seq 200); do
    xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" && break
    sleep 0.05
done
if ! xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id"; then
    echo "underwm: openbox did not start" >&2
    cat "$tmp/openbox.log" >&2
    exit 1
fi
export QT_QPA_PLATFORM=xcb
export ADJ_WM_SCREEN="$size"
status=0
"$@" || status=$?
exit "$status"
