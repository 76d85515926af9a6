// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// For Honor and Glory's worked examples as rows (tst_fhgfire, tst_fhgclosecombat): the example's
// columns with how many dice it reads and a line of its trace, the row resolved and checked; and the
// rows an action refuses.
#include "support/workedexample.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTest>

namespace adj::testing {

// exampleColumns, then "diceUsed" (int) and "traceHas" (QString).
inline void fhgExampleColumns()
{
    exampleColumns();
    QTest::addColumn<int>("diceUsed");
    QTest::addColumn<QString>("traceHas");
}

// The current row resolved as For Honor and Glory's `action`: its outcome, the dice it read and the
// line of its trace checked. Look at QTest::currentTestFailed() before relying on the resolution.
inline Resolution resolveFhgExample(const QString &action, const RuleTable &table)
{
    QFETCH(QJsonObject, inputs);
    QFETCH(QList<int>, dice);
    QFETCH(QString, outcome);
    QFETCH(int, diceUsed);
    QFETCH(QString, traceHas);
    ScriptedDice source(dice);
    const Resolution r = resolve(QStringLiteral("fhg-land"), action, inputs, source, table);
    [&] {
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r.outcomeKey(), outcome);
        QCOMPARE(r.dice().size(), diceUsed);
        QVERIFY2(r.traceText().contains(traceHas), qPrintable(r.traceText()));
    }();
    return r;
}

// The columns of refused rows: "inputs", "dice" and what the error says, "errorHas".
inline void fhgRefusedColumns()
{
    QTest::addColumn<QJsonObject>("inputs");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("errorHas");
}

// The current row (fhgRefusedColumns) refused by For Honor and Glory's `action` in those words, with
// no effect. Look at QTest::currentTestFailed() before relying on the resolution.
inline Resolution refuseFhgExample(const QString &action, const RuleTable &table)
{
    QFETCH(QJsonObject, inputs);
    QFETCH(QList<int>, dice);
    QFETCH(QString, errorHas);
    ScriptedDice source(dice);
    const Resolution r = resolve(QStringLiteral("fhg-land"), action, inputs, source, table);
    [&] {
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(errorHas), qPrintable(r.error()));
        QVERIFY(r.effects().isEmpty());
    }();
    return r;
}

} // namespace adj::testing
