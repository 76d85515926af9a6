// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fohcharge.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj {

// The Charge Phase of one turn as a value: the charges both players write, revealed together,
// then each resolved step by step (FohCharge). Pure: each transition returns the next state, or
// this one unchanged with a message naming what it refuses.
// JSON (the tracker "foh.charges"): {"turn": 2, "revealed": true, "charges": [{"side": "Confederate",
// "defenderSide": "Union", "attackerId": 3, "defenderId": 7, "defenderArm": "infantry",
// ...FohCharge's JSON: "attacker", "defender", "flank", "stage", "reaction", "result", ...}]}
class FohCharges
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohCharges)
public:
    struct Entry
    {
        QString side, defenderSide;
        qint64 attackerId = 0, defenderId = 0; // battle unit ids, 0 without a battle
        QString defenderArm;                   // infantry, cavalry, artillery; empty when unknown
        FohCharge charge;
        friend bool operator==(const Entry &, const Entry &) = default;
    };

    static FohCharges fresh(int turn);
    FohCharges write(const Entry &e, QString *error) const;
    FohCharges reveal(QString *error) const;
    // The charge of this attacker (by battle id when given, else by name), -1 when none.
    int find(qint64 attackerId, const QString &attacker) const;
    FohCharges withCharge(int index, const FohCharge &next) const;

    int turn() const { return m_turn; }
    bool revealed() const { return m_revealed; }
    const QList<Entry> &entries() const { return m_entries; }
    int remaining() const;
    QString label() const;
    static QString stageName(FohCharge::Stage s);
    static QString resultName(FohCharge::Result r);

    QJsonObject toJson() const;
    static FohCharges fromJson(const QJsonObject &json, QString *error);
    friend bool operator==(const FohCharges &, const FohCharges &) = default;

private:
    int m_turn = 1;
    bool m_revealed = false;
    QList<Entry> m_entries;
};

} // namespace adj
