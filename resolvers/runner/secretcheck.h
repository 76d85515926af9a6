// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/secretchoices.h"
#include "model/refusal.h"

#include <QCoreApplication>

namespace adj {

// Checks a side's secret choice against the battle with the very actions it becomes, through the
// runner's checks and resolvers (nothing is committed): what a page sends is refused exactly as the
// referee's own entry would be.
class SecretCheck final
{
    Q_DECLARE_TR_FUNCTIONS(adj::SecretCheck)

public:
    // `formKey` is the key of the form the page filled in. Codes: "closed" (nothing is asked of the
    // side now), "stale" (the battle moved on), "invalid-input", "refused" (a rule, with its number).
    static Refusal check(const QString &ruleset, const BattleState &battle, const RuleTable &table,
                         const QString &side, const QString &formKey, const QJsonObject &choice,
                         QList<SecretCall> *calls = nullptr);
    static const SecretChoices *of(const QString &ruleset);
};

} // namespace adj
