// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace adj {

// One charge of the Charge Phase as a value: Charge Test, the charge move, the defender's choice
// (form square, stand and fire, fire and retire, countercharge), opportunity fire, the attacker's
// and then the defender's Morale Test, and contact for the Melee Phase. The dice are rolled by the
// charge-test, fire and morale-test actions; this type keeps the order and the consequences.
// Transitions are pure: each returns the next state, or this state unchanged with a message.
// A battle keeps this turn's charges in the tracker "foh.charges" (FohCharges, FohChargePhase).
class FohCharge
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohCharge)
public:
    enum class Stage {
        ChargeTest,    // the attacker's Charge Test
        Move,          // the attacker moves its Charge rate
        Reaction,      // the defender chooses
        SquareRoll,    // the defender's Form Square roll
        Countercharge, // the defender's own Charge Test
        OpportunityFire,
        AttackerMorale,
        DefenderMorale,
        Done
    };
    enum class Reaction { None, FormSquare, StandAndFire, FireAndRetire, Countercharge };
    enum class Result {
        Pending,
        TestFailed,       // stays; half speed next move, half its stands fire
        FellShort,        // cannot move or fire for the rest of the turn
        AttackerWithdrew, // failed its Morale Test after opportunity fire
        DefenderBroke,    // failed its Morale Test: involuntary retreat
        DefenderRetired,  // fire and retire: becomes a mob, orderly retreat
        Contact           // both in contact: melee next phase
    };

    static FohCharge declare(const QString &attacker, const QString &defender, bool flank);

    FohCharge chargeTest(bool passed, QString *error) const;
    FohCharge move(bool reached, QString *error) const;
    FohCharge react(Reaction choice, QString *error) const;
    FohCharge squareRoll(bool formed, QString *error) const;
    FohCharge counterchargeTest(bool passed, QString *error) const;
    FohCharge opportunityFire(int hits, QString *error) const; // any number of fires
    FohCharge endOpportunityFire(QString *error) const;
    FohCharge attackerMorale(bool passed, QString *error) const;
    FohCharge defenderMorale(bool passed, QString *error) const;

    Stage stage() const { return m_stage; }
    Result result() const { return m_result; }
    Reaction reaction() const { return m_reaction; }
    bool defenderInSquare() const { return m_square; }
    bool countercharged() const { return m_countercharged; }
    int opportunityHits() const { return m_oppHits; }
    QString attacker() const { return m_attacker; }
    QString defender() const { return m_defender; }

    static QString reactionId(Reaction r);
    static bool reactionFromId(const QString &id, Reaction *out);
    QJsonObject toJson() const;
    static FohCharge fromJson(const QJsonObject &json, QString *error);
    friend bool operator==(const FohCharge &, const FohCharge &) = default;

private:
    bool expect(Stage s, QString *error) const;
    QString m_attacker, m_defender;
    bool m_flank = false;
    Stage m_stage = Stage::ChargeTest;
    Reaction m_reaction = Reaction::None;
    Result m_result = Result::Pending;
    bool m_square = false;
    bool m_countercharged = false;
    int m_oppHits = 0;
};

} // namespace adj
