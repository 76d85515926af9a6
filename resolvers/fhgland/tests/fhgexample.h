// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// For Honor and Glory's worked examples as rows (tst_fhgfire, tst_fhgclosecombat): the example's
// rows with how many dice each reads and a line of its trace, resolved and checked; and the rows an
// action refuses.
#include "support/datarows.h"
#include "support/refusals.h"
#include "support/workedexample.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTest>

namespace adj::testing {

// A worked example of For Honor and Glory as a row struct (datarows.h): how many dice it reads and a
// line of its trace besides the inputs, dice and outcome.
struct FhgExampleRow
{
    QJsonObject inputs;
    QList<int> dice;
    QString outcome;
    int diceUsed = 0;
    QString traceHas;
};

// The current row resolved as For Honor and Glory's `action`: its outcome, the dice it read and the
// line of its trace checked. Look at QTest::currentTestFailed() before relying on the resolution.
inline Resolution resolveFhgExample(const QString &action, const RuleTable &table)
{
    const auto [inputs, dice, outcome, diceUsed, traceHas] = fetchRow<FhgExampleRow>();
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

// A refused row: the inputs, the dice and what the error says.
struct FhgRefusalRow
{
    QJsonObject inputs;
    QList<int> dice;
    QString errorHas;
};

// The current row (FhgRefusalRow) refused by For Honor and Glory's `action` in those words, with no
// effect. Look at QTest::currentTestFailed() before relying on the resolution.
inline Resolution refuseFhgExample(const QString &action, const RuleTable &table)
{
    const auto [inputs, dice, errorHas] = fetchRow<FhgRefusalRow>();
    ScriptedDice source(dice);
    const Resolution r = resolve(QStringLiteral("fhg-land"), action, inputs, source, table);
    compareRefused(r, errorHas);
    return r;
}

} // namespace adj::testing
