// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A rule text's worked example as a row struct (datarows.h): its inputs, its dice, the outcome and
// the lines of the trace that say what the text says; resolved and checked by workedexample.h. The
// row the rule sets' example tables share instead of a set of columns in each.
#include "support/workedexample.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj::testing {

struct ExampleRow
{
    QJsonObject inputs;
    QList<int> dice; // in the order they are read
    QString outcome; // the outcome key
    QStringList traceHas;
};

// `action` of `ruleset` on the row's dice (resolveExample): look at QTest::currentTestFailed()
// before relying on the resolution.
inline Resolution resolveExample(const QString &ruleset, const QString &action, const ExampleRow &row,
                                 const RuleTable &table)
{
    return resolveExample(ruleset, action, row.inputs, row.dice, table, row.outcome, row.traceHas);
}

} // namespace adj::testing
