// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the resolver tests read out of a Resolution (issue 33): its effects' kinds, its typed values
// (rolls, units) and the dice it used; one copy instead of one in each test file.
#include "core/resolution.h"
#include "core/resultvalues.h"
#include "core/ruleset.h"
#include "core/rulesets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTest>

namespace adj::testing {

// The kind of each effect, in order: "eliminate", "move", ...
inline QStringList effectKinds(const Resolution &r)
{
    QStringList k;
    for (const Effect &e : r.effects())
        k.append(Effect::kindId(e.kind));
    return k;
}

inline QJsonArray rolls(const Resolution &r)
{
    return r.values().value(QStringLiteral("rolls")).toArray();
}

// values.units.<role>: "firer", "target", ...
inline QJsonObject unitOf(const Resolution &r, const QString &role)
{
    return r.values().value(QStringLiteral("units")).toObject().value(role).toObject();
}

// The dice of values.rolls, in order, each with its roll's step: "fire:6".
inline QStringList rolledDice(const QJsonObject &values)
{
    QStringList l;
    for (const QJsonValue &roll : values.value(QStringLiteral("rolls")).toArray())
        for (const QJsonValue &d : roll.toObject().value(QStringLiteral("dice")).toArray())
            l.append(roll.toObject().value(QStringLiteral("step")).toString() + u':' +
                     QString::number(d.toInt()));
    return l;
}

// The dice the resolution read, in order, each with its dice-plan step.
inline QStringList usedDice(const Resolution &r)
{
    QStringList l;
    for (const DieRecord &d : r.dice())
        l.append(d.step + u':' + QString::number(d.value));
    return l;
}

// The first key of the resolution's values that rule set `ruleset` does not declare; empty when none.
inline QString undeclaredKey(const Resolution &r, const QString &ruleset)
{
    const RuleSet *rs = RuleSets::find(ruleset);
    return ResultValues::undeclared(r.values(), rs ? rs->ownValues() : QList<ValueSpec>{});
}

// A JSON value as compact text, for a failure message.
inline QString jsonText(const QJsonValue &v)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonObject{{QStringLiteral("v"), v}}).toJson(QJsonDocument::Compact));
}

// Each key of `expected` as in `values`; under "units", each named key of each named role (a role's
// other keys may be there too).
inline void compareValues(const QJsonObject &values, const QJsonObject &expected)
{
    for (auto it = expected.constBegin(); it != expected.constEnd(); ++it) {
        if (it.key() != u"units") {
            QVERIFY2(values.value(it.key()) == *it,
                     qPrintable(it.key() + QStringLiteral(": ") + jsonText(values.value(it.key())) +
                                QStringLiteral(" != ") + jsonText(*it)));
            continue;
        }
        const QJsonObject units = values.value(QStringLiteral("units")).toObject();
        const QJsonObject want = it->toObject();
        for (auto u = want.constBegin(); u != want.constEnd(); ++u) {
            const QJsonObject keys = u->toObject();
            for (auto k = keys.constBegin(); k != keys.constEnd(); ++k)
                QVERIFY2(units.value(u.key()).toObject().value(k.key()) == *k,
                         qPrintable(u.key() + u'.' + k.key() + QStringLiteral(": ") +
                                    jsonText(units.value(u.key()).toObject().value(k.key()))));
        }
    }
}

} // namespace adj::testing
