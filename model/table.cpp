// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "table.h"

#include <array>
#include <utility>

namespace adj {

namespace {
const std::array<std::pair<Table, QStringView>, 8> kTables{{
    {Table::Battle, u"battle"},
    {Table::Sides, u"sides"},
    {Table::Units, u"units"},
    {Table::Leaders, u"leaders"},
    {Table::Markers, u"markers"},
    {Table::Counters, u"counters"},
    {Table::Ranges, u"ranges"},
    {Table::Trackers, u"trackers"},
}};
} // namespace

QString tableName(Table t)
{
    for (const auto &[table, name] : kTables)
        if (table == t)
            return name.toString();
    return {};
}

bool tableFromName(const QString &name, Table *out)
{
    for (const auto &[table, id] : kTables) {
        if (id == name) {
            *out = table;
            return true;
        }
    }
    return false;
}

} // namespace adj
