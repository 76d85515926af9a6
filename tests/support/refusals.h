// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Inputs a rule set refuses: the resolution fails saying why and leaves nothing behind, no effect,
// no outcome and no die read. The check the rule sets' "refuses" tables each wrote out (issue 33).
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/jsonmerge.h"
#include "support/jsonrows.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTest>

namespace adj::testing {

// A refused action as a row struct (datarows.h).
struct RefusalRow
{
    QString action;
    QJsonObject inputs;
    QString errorHas; // what the error says
};

// `r` refused with an error that holds `errorHas`, leaving no effect.
inline void compareRefused(const Resolution &r, const QString &errorHas)
{
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains(errorHas), qPrintable(r.error()));
    QVERIFY(r.effects().isEmpty());
}

// `action` of `ruleset` refused on `dice` with an error that holds `errorHas`, before any die is read.
// Look at QTest::currentTestFailed() before relying on the resolution.
inline Resolution resolveRefused(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                                 const QString &errorHas, const RuleTable &table, const QList<int> &dice)
{
    ScriptedDice d(dice);
    const Resolution r = resolve(ruleset, action, inputs, d, table);
    [&] {
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(errorHas), qPrintable(r.error()));
        QVERIFY(r.effects().isEmpty());
        QVERIFY(r.outcomes().isEmpty());
        QVERIFY(r.dice().isEmpty());
        QCOMPARE(d.remaining(), dice.size());
    }();
    return r;
}

// A refusal table kept as data beside its test (jsonrows.h: `file` under the source tree): each row's
// "action" (`action` when it names none), its inputs and what the error says ("errorHas"; empty in a
// table that also holds inputs the action takes). A row gives its "inputs" whole, or the "changes" it
// makes to `base` (merged, jsonmerge.h).
inline void addRefusalRows(const char *file, const QString &action = {}, const QJsonObject &base = {})
{
    addJsonRows<RefusalRow>(file, [&](const QJsonObject &o) {
        const QJsonValue inputs = o.value(QStringLiteral("inputs"));
        const QJsonValue changes = o.value(QStringLiteral("changes"));
        const QJsonValue errorHas = o.value(QStringLiteral("errorHas"));
        if (inputs.isObject() == changes.isObject() || !errorHas.isString())
            qFatal("%s: row \"%s\" wants \"inputs\" or \"changes\" (an object) and \"errorHas\" (text)", file,
                   qPrintable(o.value(QStringLiteral("row")).toString()));
        return RefusalRow{o.value(QStringLiteral("action")).toString(action),
                          inputs.isObject() ? inputs.toObject() : merged(base, changes.toObject()),
                          errorHas.toString()};
    });
}

inline Resolution resolveRefused(const QString &ruleset, const RefusalRow &row, const RuleTable &table,
                                 const QList<int> &dice)
{
    return resolveRefused(ruleset, row.action, row.inputs, row.errorHas, table, dice);
}

} // namespace adj::testing
