// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "core/ruleset.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj {

// The turn of One If By Land (Sequence of Play) as battle bookkeeping: the brigade-card deck in
// the tracker "oibl.deck", the card being played and its step in the tracker "oibl.sequence".
// Actions: deck-shuffle (a new deck for the battle's turn, shuffled by logged dice), deck-draw
// (Adjutant draws the top card, or the referee enters the card drawn from a real deck) and
// deck-step (the activated units go on to the next step of the sequence).
class OiblTurn
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblTurn)
public:
    // A unit as the turn actions read it off the battle (the State input "roster").
    struct RosterUnit
    {
        qint64 id = 0;
        QString name, side, brigade, division, army;
        bool panic = false, routing = false;
    };
    static QList<RosterUnit> roster(const QJsonObject &o);
    static QJsonObject rosterJson(const QList<RosterUnit> &units);

    static ActionSchema shuffleSchema();
    static ActionSchema drawSchema();
    static ActionSchema stepSchema();
    static Runner bindShuffle(const Inputs &in, const RuleTable &table);
    static Runner bindDraw(const Inputs &in, const RuleTable &table);
    static Runner bindStep(const Inputs &in, const RuleTable &table);

    // The translated name of a sequence step ("charge declarations").
    static QString stepName(const QString &step);
};

} // namespace adj
