// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The values a resolution carries (resolutionvalues.h) as the rule sets' values tests check them:
// rows of an action pinned to exact values on scripted dice, and actions whose rolls must be the
// dice they read on any seed; a quiet resolution without values. One copy of the row structs and checks
// instead of one per rule set.
#include "support/resolutionvalues.h"

#include "core/diesource.h"
#include "core/distribution.h"
#include "core/rulesets.h"
#include "core/ruletable.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTest>

#include <functional>

namespace adj::testing {

// An action on exact dice and the values it must carry (compareValues: each key of `expected`).
struct PinnedValuesRow
{
    QString action;
    QJsonObject inputs;
    QList<int> dice;
    QJsonObject expected;
};

// The row resolved by `ruleset`: it succeeds on exactly its dice, carries the expected values and its
// rolls are the dice it read.
inline void checkPinnedValues(const QString &ruleset, const PinnedValuesRow &row, const RuleTable &table)
{
    ScriptedDice d(row.dice);
    const Resolution r = resolve(ruleset, row.action, row.inputs, d, table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(d.remaining(), 0);
    compareValues(r.values(), row.expected);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(rolledDice(r.values()), usedDice(r));
}

// An action whose rolls are checked on many seeds.
struct ActionRow
{
    QString action;
    QJsonObject inputs;
};

// The row resolved by `ruleset` on seeds 1 to `seeds`: each resolution succeeds, reads dice, lists
// them as its rolls and declares every value it carries; `more` checks each further. How many
// passed, `seeds` unless one failed.
inline int checkRollsAreTheDiceUsed(const QString &ruleset, const ActionRow &row, const RuleTable &table,
                                    quint64 seeds, const std::function<void(const Resolution &)> &more = {})
{
    int resolved = 0;
    [&] {
        for (quint64 seed = 1; seed <= seeds; ++seed) {
            SeededDice dice(seed);
            const Resolution r = resolve(ruleset, row.action, row.inputs, dice, table);
            QVERIFY2(r.ok(), qPrintable(r.error()));
            QVERIFY(!r.dice().isEmpty());
            QCOMPARE(rolledDice(r.values()), usedDice(r));
            QCOMPARE(undeclaredKey(r, ruleset), QString());
            if (more)
                more(r);
            if (QTest::currentTestFailed())
                return;
            ++resolved;
        }
    }();
    return resolved;
}

// A quiet resolution (as the odds walk runs one) keeps none of the values set on it, and the odds of
// `action` still come out, `outcomes` of them.
inline void checkQuietCarriesNoValues(const Resolution &quiet, const QString &ruleset, const QString &action,
                                      const QJsonObject &inputs, const RuleTable &table, int outcomes)
{
    QVERIFY(quiet.values().isEmpty());
    const Distribution d = odds(ruleset, action, inputs, table);
    QVERIFY2(d.error().isEmpty(), qPrintable(d.error()));
    QCOMPARE(d.outcomes().size(), outcomes);
}

} // namespace adj::testing
