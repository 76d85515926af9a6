// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "model/battlestate.h"
#include "ruletable.h"
#include "secretform.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

namespace adj {

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
