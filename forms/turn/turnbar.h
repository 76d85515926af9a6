// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"
#include "core/owed.h"
#include "core/ruletable.h"

#include <QToolBar>

class QAction;
class QLabel;

namespace adj {

// Where the battle stands: the turn, the phase and each side's counters, with the two
// buttons that move it on, and what the turn still owes by the rules (F8 opens the next owed
// action). Advancing with something owed asks first: the first press says what is owed, the second
// advances, so it never blocks the referee. Both submit an edit, so a slip is one undo away.
class TurnBar final : public QToolBar
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TurnBar)

public:
    explicit TurnBar(QWidget *parent = nullptr);

    void setDocument(BattleDocument *doc);
    QAction *nextPhaseAction() const { return m_nextPhase; }
    QAction *nextTurnAction() const { return m_nextTurn; }
    QAction *owedAction() const { return m_owedAction; }
    const QList<Owed> &owed() const { return m_owed; }

signals:
    // The referee asks for the next owed action (F8): the action panel opens it with its units.
    void owedRequested(const adj::Owed &owed);

public slots:
    void nextPhase();
    void nextTurn();

protected:
    void changeEvent(QEvent *event) override;

private:
    void nameThings(); // the bar's own words, in the language installed now
    void onChanged(const QList<adj::RowChange> &changes);
    void refresh();
    void refreshOwed();
    // True when the advance may go on: nothing owed, or the referee pressed again after being told.
    bool confirmAdvance(QAction *which);

    BattleDocument *m_doc = nullptr;
    QMetaObject::Connection m_connection;
    QLabel *m_turn;
    QLabel *m_phase;
    QLabel *m_counters;
    QLabel *m_trackers;
    QAction *m_nextPhase;
    QAction *m_nextTurn;
    QAction *m_owedAction;
    QList<Owed> m_owed;
    RuleTable m_table;          // the battle's table, for what the turn owes
    QAction *m_armed = nullptr; // the advance told what is owed, waiting for its second press
};

} // namespace adj
