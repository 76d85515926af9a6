// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A rule set's own odds (worked out in closed form, by convolution or state by state) against walking
// every die of its runner (EnumeratingDice): the check the rule sets' odds tests each wrote out.
#include "core/actionschema.h"
#include "core/distribution.h"
#include "core/enumeratingdice.h"
#include "core/fraction.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"

#include <QJsonObject>
#include <QString>
#include <QTest>

namespace adj::testing {

// `action` of `ruleset` on `inputs`: its odds are whole and have the walk's outcomes, each with the
// walk's probability (a failure names the outcome), and the walk's tags.
inline void compareWithWalk(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                            const RuleTable &table)
{
    const RuleSet *rs = RuleSets::find(ruleset);
    QVERIFY(rs);
    QJsonObject filled;
    const QString error = InputValidator::validate(*rs->action(action), inputs, &filled);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const Distribution walked = EnumeratingDice::enumerate(rs->bind(action, filled, table));
    const Distribution own = odds(ruleset, action, inputs, table);
    QVERIFY2(walked.ok(), qPrintable(walked.error()));
    QVERIFY2(own.ok(), qPrintable(own.error()));
    QCOMPARE(own.total(), Fraction(1));
    QCOMPARE(own.outcomes().keys(), walked.outcomes().keys());
    for (auto it = walked.outcomes().cbegin(); it != walked.outcomes().cend(); ++it)
        QVERIFY2(own.probability(it.key()) == it.value(), qPrintable(it.key()));
    QCOMPARE(own.marginals(), walked.marginals());
}

} // namespace adj::testing
