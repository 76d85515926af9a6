// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

struct OiblTable;

// Fire combat (Fire and Melee Combat, Fire Combat, Weapon Ranges, Artillery Firepower, Firing
// modifiers): the figures that fire, the range band, the Combat Chart, counter-battery, the panic
// marker of the target and the risk to a general with it.
class OiblFire
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblFire)
public:
    static ActionSchema schema();
    static Runner bind(const Inputs &inputs, const RuleTable &table);

    // Risk to generals: one die per two hits (rounded up); on the danger face a wound die.
    // Adds the outcome tags and effects; returns "killed", "serious", "light" or "" (unhurt).
    // `command` is the general's command as the battle knows it ({"level", "name", "units": [{"id",
    // "name", "panic"}]}, see the input "generalCommand"): a killed general's units get panic markers.
    static QString generalRisk(const OiblTable &t, int hits, qint64 general, const QJsonObject &command,
                               DiceSource &dice, Resolution &out);
    // The exact odds of generalRisk's outcome tags, in closed form: with n risk dice, a danger face
    // p in a die and a wound at most L a in the wound die, P(worst wound <= L) = (1 - p + p a)^n.
    static Distribution generalRiskOdds(const OiblTable &t, int hits);
    // Its dice: 1d10 per two hits, then the wound die for each danger face; `when` says when they come.
    static QList<DiceStep> generalSteps(const QString &when);
    // The inputs naming a general's command, shared by fire and general-risk.
    static QList<InputSpec> commandInputs();
};

} // namespace adj
