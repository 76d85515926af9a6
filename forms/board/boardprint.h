// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "hex/hex.h"
#include "summaryprinter.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QRectF>

#include <functional>

class QPainter;

namespace adj {

class BattleStore;

// The board on paper (issue 14, the turn summary): the battle's board at the end of a turn drawn
// into a page, on a light palette whatever the screen's. Earlier turns are rebuilt from the log
// (BoardSnapshot); the current turn, still being played, is the board as it stands now.
class BoardPrint final
{
    Q_DECLARE_TR_FUNCTIONS(adj::BoardPrint)

public:
    struct Page
    {
        QString title; // "The board at the end of turn 2", "The board as it stands now (turn 3)"
        std::function<void(QPainter *painter, const QRectF &area)> draw; // empty: no board to print
    };
    // The page for `turn` (0: the battle so far, drawn as it stands now) of the battle `now`.
    static Page page(const BattleState &now, const BattleStore &store, int turn);
    // Print options with the board's page for `turn`, added to `base` (nothing added without a board).
    static SummaryPrinter::Options options(const BattleState &now, const BattleStore &store, int turn,
                                           SummaryPrinter::Options base = {});
    // Draws `state`'s board fitted into `area`, with `paths` (the moves of the turn, per unit) drawn
    // over it; false when it has none.
    static bool draw(const BattleState &state, QPainter *painter, const QRectF &area,
                     const QHash<Id, QList<Hex>> &paths = {});
};

} // namespace adj
