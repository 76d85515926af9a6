// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

namespace adj {

// Tells DataFiles where this program's installed data is: share/adjutant beside the program
// (<prefix>/bin/../share/adjutant, wherever the prefix is), then the XDG data folders
// (~/.local/share/adjutant, /usr/local/share/adjutant, /usr/share/adjutant). A folder counts only
// when its `version` file names this program's version, so that a build folder or another
// version's install never lends its tables; without one the compiled-in copies serve.
// Returns the folders found.
QStringList installDataFolders();

} // namespace adj
