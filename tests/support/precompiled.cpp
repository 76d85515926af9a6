// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The file the tests of an area compile their precompiled header with (tests/CMakeLists.txt).
