// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "model/battlestate.h"

#include <QAbstractListModel>
#include <QHash>

namespace adj {

// The units the action panel's combos offer (the actor, the target, the extra units of a side), in
// one list for all of them: "none" first, then every unit of each side in the order of the sides,
// named with its side ("13th (British)"). Each combo shows its part through a UnitChoiceFilter.
//
// A battle may hold thousands of units (issue 30: 5,000): the list is built once for a battle and
// then told which units changed (a unit eliminated by a fire, brought back by its undo), so a
// change moves, adds or removes only their rows; the combos keep their place and are never
// refilled. Only a change of the sides (a new side, a side renamed) builds it again.
class UnitChoiceModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UnitChoiceModel)

public:
    // Qt::UserRole holds the unit's id (an invalid QVariant for "none"), as the combos' data.
    enum Role { SideRole = Qt::UserRole + 1, InPlayRole };

    struct Choice
    {
        Id side = 0;
        Id unit = 0; // 0: "none"
        QString label;
        bool inPlay = true; // not eliminated, captured or sunk: it may still take part
    };

    explicit UnitChoiceModel(QObject *parent = nullptr);

    // The units of `state` (nullptr: none), built afresh (also for the language switched at run
    // time); `state` must outlive this or be replaced.
    void setState(const BattleState *state);
    // The rows of the state's changes made anew, `changes` being already applied to the state.
    void apply(const QList<RowChange> &changes);

    const Choice &choice(int row) const { return m_rows.at(row); }
    // How many times the list was built whole (a battle shown, its sides changed): the guard of
    // issue 30's undo counts it.
    int builds() const { return m_builds; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    // The choice of `unit` as the state holds it; unit 0 when it is not offered (gone, no side).
    Choice choiceOf(Id unit) const;
    // `label` is the translated "%1 (%2)": the unit's name and its side's.
    static Choice choiceOf(const Unit &u, const Side &side, const QString &label);
    int rowOf(Id side, Id unit) const; // where a unit's row is or would go, by side then id
    void applyUnit(Id unit);

    const BattleState *m_state = nullptr;
    QList<Choice> m_rows;
    QHash<Id, Id> m_sideOf; // the side each listed unit is listed under
    int m_builds = 0;
};

} // namespace adj
