// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

namespace adj::schema {

// The battle file's layout. `user_version` holds the version; `application_id` marks the
// file as Adjutant's so that a foreign SQLite file is told apart from an old battle.
constexpr int kVersion = 7;
constexpr quint32 kApplicationId = 0x41444A54; // "ADJT"

// Statements that create a version-`kVersion` file from nothing.
QStringList createStatements();
// Statements that take a file from version `from` to `from + 1`.
QStringList migrationStatements(int from);
// The columns of a state table, in order; the store binds nothing else.
QStringList columns(const QString &table);

} // namespace adj::schema
