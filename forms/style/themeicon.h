// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QIcon>

namespace adj {

// QIcon::fromTheme(name), looked up when the icon is first drawn or asked about. Qt reads the
// theme's index on the first look-up (about 3 ms), and the window's menus and roster actions
// need none of their icons before the first paint (issue 30).
QIcon themeIcon(const QString &name);

} // namespace adj
