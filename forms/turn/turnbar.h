#pragma once

#include "battledocument.h"

#include <QToolBar>

class QAction;
class QLabel;

namespace adj {

// Where the battle stands: the turn, the phase and each side's counters, with the two
// buttons that move it on. Both submit an edit, so a slip of the finger is one undo away.
class TurnBar final : public QToolBar
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TurnBar)

public:
    explicit TurnBar(QWidget *parent = nullptr);

    void setDocument(BattleDocument *doc);
    QAction *nextPhaseAction() const { return m_nextPhase; }
    QAction *nextTurnAction() const { return m_nextTurn; }

public slots:
    void nextPhase();
    void nextTurn();

private:
    void onChanged(const QList<adj::RowChange> &changes);
    void refresh();

    BattleDocument *m_doc = nullptr;
    QMetaObject::Connection m_connection;
    QLabel *m_turn;
    QLabel *m_phase;
    QLabel *m_counters;
    QLabel *m_trackers;
    QAction *m_nextPhase;
    QAction *m_nextTurn;
};

} // namespace adj
