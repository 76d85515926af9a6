// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace adj {

class MainWindow;
class TableLinkWindow;

// Battle ▸ Table Link: opens the link's window for the battle open now (one per battle; it is
// closed with the battle, and the link with it).
void connectTableLink(MainWindow &window);
TableLinkWindow *showTableLink(MainWindow &window);

} // namespace adj
