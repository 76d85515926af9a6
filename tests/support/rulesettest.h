// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What a test of one rule set's actions starts from (tst_fhgvalues, tst_wfavalues): the rule set, its
// own table, and run(), an action of it resolved on scripted dice. A test derives from it and names
// the rule set and its table in its constructor.
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <utility>

namespace adj::testing {

class RuleSetTest : public QObject
{
protected:
    RuleSetTest(QString ruleset, RuleTable table)
        : m_ruleset(std::move(ruleset))
        , m_table(std::move(table))
    {}

    // `action` on `in`, the dice read in the order `dice` gives them.
    Resolution run(const QString &action, const QJsonObject &in, const QList<int> &dice) const
    {
        ScriptedDice source(dice);
        return resolve(m_ruleset, action, in, source, m_table);
    }

    const QString m_ruleset;
    const RuleTable m_table;
};

} // namespace adj::testing
