// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "model/battlestate.h"
#include "ruletable.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

namespace adj {

// What a side is asked to choose in secret now (docs/tablelink.md "Forms"): Wars for America's
// plot (5.7), Fields of Honor's written charges (Charge Phase), ...
struct SecretForm
{
    QString kind;         // "wfa-plot", "foh-charges"; empty: nothing is asked of the side now
    QString key;          // changes whenever what is asked changes
    QString rule;         // the rule that asks for it
    QJsonObject fields;   // the kind's own: the count of markers, the units that may charge, ...
    bool entered = false; // this turn's choice of the side is already in the battle
    QString waitingFor;   // when nothing is asked yet: what comes first (translated)
    bool isOpen() const { return !kind.isEmpty(); }
    QJsonObject toJson() const;
};

// One action a choice becomes at the reveal, resolved and committed like the referee's entry.
struct SecretCall
{
    QString action;
    QJsonObject inputs;
};

// A rule set's secret, simultaneous choices: what each side is asked, and the actions its choice
// becomes. The table link's pages and the referee's own entry end in the same actions, so the
// rules are checked once, by those actions' resolvers.
class SecretChoices
{
public:
    virtual ~SecretChoices() = default;
    virtual SecretForm form(const BattleState &battle, const RuleTable &table, const QString &side) const = 0;
    // The actions a side's choice becomes, in order; empty with `error` (and the input it names)
    // when the choice is not of the form's shape.
    virtual QList<SecretCall> calls(const SecretForm &form, const QJsonObject &choice, const QString &side,
                                    QString *error, QString *input) const = 0;
    // Actions after every side's calls (Fields of Honor: the charges revealed together).
    virtual QList<SecretCall> closing() const { return {}; }
};

} // namespace adj
