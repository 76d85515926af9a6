// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj {

// The Movement Phase as a value: both players roll off (the higher moves first, a tie rolls
// again); the mover rolls a die and may move up to that many BMUGs (1-6), then the other player
// rolls, and so on until every BMUG has had its move. A BMUG that has not moved may take
// opportunity fire at a moving enemy, which uses up its move. Transitions are pure: each returns
// the next state, or this state unchanged with a message naming the input it refuses.
// Stored in the battle as the tracker "foh.movement" by FohMovementPhase's actions.
class FohMovement
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohMovement)
public:
    enum class Stage { RollOff, Roll, Moving, Done };

    static FohMovement start(const QString &sideA, const QStringList &bmugsA, const QString &sideB,
                             const QStringList &bmugsB, QString *error, int dieSides = 6);

    FohMovement rollOff(int dieA, int dieB, QString *error) const;
    FohMovement roll(int die, QString *error) const; // the current side's 1-6
    FohMovement move(const QString &bmug, QString *error) const;
    FohMovement pass(QString *error) const; // the current side moves no more on this roll
    FohMovement opportunityFire(const QString &bmug, QString *error) const;

    Stage stage() const { return m_stage; }
    bool isDone() const { return m_stage == Stage::Done; }
    int first() const { return m_first; }     // side index that moved first, -1 before the roll-off
    int current() const { return m_current; } // side index to act
    int allowance() const { return m_allowance; }
    QString sideName(int side) const { return m_sides[side]; }
    QStringList unmoved(int side) const;
    bool hasMoved(const QString &bmug) const { return m_moved.contains(bmug); }
    bool knows(const QString &bmug) const { return sideOf(bmug) >= 0; }
    const QStringList &opportunityFirers() const { return m_opportunity; }

    QJsonObject toJson() const;
    static FohMovement fromJson(const QJsonObject &json, QString *error);
    friend bool operator==(const FohMovement &, const FohMovement &) = default;

private:
    int sideOf(const QString &bmug) const;
    FohMovement nextRoller() const; // after a side's roll is used up
    QString m_sides[2];
    QStringList m_bmugs[2];
    QStringList m_moved;
    QStringList m_opportunity;
    Stage m_stage = Stage::RollOff;
    int m_first = -1;
    int m_current = -1;
    int m_allowance = 0;
    int m_dieSides = 6;
};

} // namespace adj
