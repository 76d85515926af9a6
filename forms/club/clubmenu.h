// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace adj {

class ClubStatus;
class MainWindow;

// File ▸ Club… and the status bar's word on the club (docs/club.md), added to a main window by
// the program (as the table link is): the dialog for the battle open, and its mirror, started and
// stopped as battles are opened, join a club or leave it.
void installClub(MainWindow &window);
// The window's club status (null before installClub).
ClubStatus *clubStatus(MainWindow &window);

} // namespace adj
