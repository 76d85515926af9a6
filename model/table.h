// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace adj {

// The battle file's state tables. Events are not here: the log is only ever appended to.
enum class Table { Battle, Sides, Units, Leaders, Markers, Counters, Ranges, Trackers };

QString tableName(Table t);
bool tableFromName(const QString &name, Table *out);

} // namespace adj
