// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "edit.h"
#include "event.h"
#include "rulesetprofile.h"

#include <QCoreApplication>

namespace adj {

// Builders of the referee's edits. Each checks its inputs against the current state and
// the rule set's profile and returns the edit, or an empty edit with `error` naming what
// is wrong. Nothing here writes: the document commits what these build.
class Edits final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Edits)

public:
    struct UnitInput
    {
        QString side; // side name
        QString name;
        QString type;
        int strength = -1;      // -1: the start strength
        int strengthStart = -1; // -1: the type's default
        QJsonObject attrs;
        QString position;
    };

    static Edit addSide(const BattleState &s, const QString &name, const QString &color, QString *error);
    static Edit addUnit(const BattleState &s, const RuleSetProfile &p, const UnitInput &in, QString *error);
    static Edit updateUnit(const BattleState &s, const RuleSetProfile &p, const Unit &changed,
                           QString *error);
    static Edit removeUnit(const BattleState &s, Id unit, QString *error);
    static Edit addLeader(const BattleState &s, const QString &side, const QString &name, int rating,
                          const QString &unit, QString *error);
    static Edit attachLeader(const BattleState &s, Id leader, Id unit, QString *error);
    // A leader's name, rating and unit (0: alone) changed at once.
    static Edit updateLeader(const BattleState &s, const Leader &changed, QString *error);
    static Edit placeMarker(const BattleState &s, const RuleSetProfile &p, Id unit, const QString &kind,
                            QString *error);
    static Edit liftMarker(const BattleState &s, Id marker, QString *error);
    static Edit setCounter(const BattleState &s, const RuleSetProfile &p, Id side, const QString &owner,
                           const QString &kind, int value, QString *error);
    static Edit advancePhase(const BattleState &s, const RuleSetProfile &p);
    static Edit advanceTurn(const BattleState &s, const RuleSetProfile &p);
    // To `phase`: later this turn, else in the next turn (its markers lifted as advanceTurn does).
    static Edit advanceToPhase(const BattleState &s, const RuleSetProfile &p, const QString &phase,
                               QString *error);
    static Edit recordRange(const BattleState &s, const RuleSetProfile &p, Id from, Id to, double value,
                            const QString &measure, QString *error);
    static Edit setOptions(const BattleState &s, const RuleSetProfile &p, const QStringList &options,
                           QString *error);
    static Edit setNotes(const BattleState &s, const QString &notes);
    // The caller checks the board and the overrides against the rule set (resolvers/).
    static Edit setBoard(const BattleState &s, const QJsonObject &board);
    static Edit setOverrides(const BattleState &s, const QJsonObject &overrides);

    // The log's line of a logged edit in the language of the moment, read from what its event keeps
    // (the turn and phase reached, the marker placed or lifted, the units a roster brought); empty for an
    // edit whose line is kept only as it was written (editsummary.cpp).
    static QString summary(const Event &e, const BattleState &s, const RuleSetProfile &p);
};

} // namespace adj
