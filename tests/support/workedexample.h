// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A rule text's worked example as a resolver test's row (issue 33): the action resolved on exactly the
// example's dice must succeed, reach the example's outcome, read every die and say in its trace what
// the text says. One copy of the checks every rule set's tests made in their own words.
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QTest>

namespace adj::testing {

// The columns every table of worked examples starts with: the inputs, the dice in the order they are
// read, and the outcome key.
inline void exampleColumns()
{
    QTest::addColumn<QJsonObject>("inputs");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("outcome");
}

// The resolution, for a test's further checks: look at QTest::currentTestFailed() before relying
// on it.
inline Resolution resolveExample(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                                 const QList<int> &dice, const RuleTable &table, const QString &outcome,
                                 const QStringList &traceHas)
{
    ScriptedDice d(dice);
    const Resolution r = resolve(ruleset, action, inputs, d, table);
    [&] {
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r.outcomeKey(), outcome);
        QCOMPARE(d.remaining(), 0);
        const QString trace = r.traceText();
        for (const QString &t : traceHas)
            QVERIFY2(trace.contains(t),
                     qPrintable(QStringLiteral("missing \"") + t + QStringLiteral("\" in:\n") + trace));
    }();
    return r;
}

} // namespace adj::testing
