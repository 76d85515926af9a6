// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A data-driven test's table as rows of a plain struct instead of a column per value: addRows
// declares one column of the struct and one QTest::newRow per named row, so that a failure still
// names its row; the test reads its row back with fetchRow, usually into a structured binding:
//
//     struct BadDice { QString dice; QString message; };
//     void badDice_data() { addRows<BadDice>({{"too few", {u"5,5"_s, u"needs more dice"_s}}}); }
//     void badDice() { const auto [dice, message] = fetchRow<BadDice>(); ... }
//
// A table of one value is rows of that value: addRows<bool>({{"read-only file", false}, ...}), read
// back with fetchRow<bool>().
#include <QTest>

#include <initializer_list>
#include <utility>

namespace adj::testing {

template <class Row> void addRows(std::initializer_list<std::pair<const char *, Row>> rows)
{
    QTest::addColumn<Row>("row");
    for (const auto &[name, row] : rows)
        QTest::newRow(name) << row;
}

// The current row of a table addRows made.
template <class Row> Row fetchRow()
{
    QFETCH(Row, row);
    return row;
}

} // namespace adj::testing
