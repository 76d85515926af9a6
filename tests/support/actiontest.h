// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The job a rule set's action tests share: the text's worked examples resolve as it says (resolves),
// and the inputs it forbids are refused, saying why (refuses). The four slots are here once; a test
// derives from it, hands its constructor the rule set's table and, for each of the two tables, what
// adds the rows (addRows, datarows.h) and what checks the current row, and includes
// "support/moc_actiontest.cpp" once. Its own slots run after these.
#include "core/ruletable.h"

#include <QObject>

#include <functional>
#include <utility>

namespace adj::testing {

class ActionTest : public QObject
{
    Q_OBJECT

public:
    // One data-driven table: its rows, and the check of the row QTest runs.
    struct Table
    {
        std::function<void()> rows;
        std::function<void(const RuleTable &)> check;
    };

protected:
    ActionTest(RuleTable table, Table examples, Table refusals)
        : m_table(std::move(table))
        , m_examples(std::move(examples))
        , m_refusals(std::move(refusals))
    {}

    const RuleTable m_table; // the rule set's own

private slots:
    void resolves_data() { m_examples.rows(); }
    void resolves() { m_examples.check(m_table); }
    void refuses_data() { m_refusals.rows(); }
    void refuses() { m_refusals.check(m_table); }

private:
    const Table m_examples;
    const Table m_refusals;
};

} // namespace adj::testing
