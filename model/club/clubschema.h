// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

namespace adj::club {

// The club's schema on its PostgreSQL server (docs/club.md), versioned like the battle file:
// adjutant.meta holds the version; each step takes it from `from` to `from + 1`, all of them in
// one transaction. Writes reach the tables only through the functions, which check the writer
// and each event's digest; the two roles get nothing else.
constexpr int kServerVersion = 1;
constexpr auto kTableRole = "adjutant_table";
constexpr auto kBoardRole = "adjutant_board";
// What the server sends on NOTIFY when a battle's events or standing arrive (payload: the club).
constexpr auto kChannel = "adjutant_club";

QStringList serverSteps(int from);
// Run after the steps, every time: the roles and what they may do.
QStringList serverGrants();

} // namespace adj::club
