// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "hex/board.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace adj {

class BattleStore;

// The board at another moment, read from the log: the battle as it stood at the end of an earlier
// turn (for a printed summary), and the moves made this turn (drawn as paths).
class BoardSnapshot final
{
    Q_DECLARE_TR_FUNCTIONS(adj::BoardSnapshot)

public:
    // The battle just after the last event logged in `turn`: `now` with every later event taken back,
    // undos and redos included (each is a row change of its own), so it is exact. The cost grows with
    // the events after that turn. `now` when nothing came after.
    static BattleState atEndOfTurn(const BattleState &now, const BattleStore &store, int turn);

    // The hexes each unit passed through in `turn` by events of `kinds` (e.g. the naval reveal),
    // in order from where it began; events since undone are left out.
    static QHash<Id, QList<Hex>> movesOfTurn(const BattleStore &store, int turn, const QStringList &kinds,
                                             const Board &board);
};

} // namespace adj
