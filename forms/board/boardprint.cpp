// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardprint.h"

#include "boardscene.h"
#include "boardsnapshot.h"
#include "core/boardrules.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "indicatoritem.h"

#include <QPainter>
#include <QPalette>

#include <memory>

namespace adj {

namespace {
// Paper is white: the light colours, black ink.
QPalette paperPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, Qt::white);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xe8));
    p.setColor(QPalette::ToolTipText, Qt::black);
    p.setColor(QPalette::Mid, QColor(0x99, 0x99, 0x99));
    p.setColor(QPalette::Highlight, QColor(0x1f, 0x6f, 0xc5));
    return p;
}
} // namespace

bool BoardPrint::draw(const BattleState &state, QPainter *painter, const QRectF &area,
                      const QHash<Id, QList<Hex>> &paths)
{
    BoardScene scene;
    scene.setPalette(paperPalette());
    scene.setBattle(&state);
    if (!scene.hasBoard())
        return false;
    scene.setRevealedPaths(paths);
    // The indicator (the wind) beside the board's top right corner, at the board's scale on paper.
    const QRectF board = scene.geometry().boardRect();
    if (QGraphicsItem *indicator = scene.indicatorItem()) {
        indicator->setFlag(QGraphicsItem::ItemIgnoresTransformations, false);
        indicator->setScale(1.5);
        scene.placeIndicator(board.topRight() + QPointF(110, 40));
    }
    const QRectF source = scene.itemsBoundingRect() | board;
    painter->save();
    scene.render(painter, area, source.adjusted(-4, -4, 4, 4), Qt::KeepAspectRatio);
    painter->restore();
    return true;
}

BoardPrint::Page BoardPrint::page(const BattleState &now, const BattleStore &store, int turn)
{
    Page page;
    if (now.info.board.isEmpty())
        return page;
    // Taken back from the log for an earlier turn; the turn in play is the board as it stands.
    const bool earlier = turn > 0 && turn < now.info.turn;
    auto state = std::make_shared<BattleState>(earlier ? BoardSnapshot::atEndOfTurn(now, store, turn) : now);
    if (state->info.board.isEmpty())
        return page;
    page.title = earlier ? tr("The board at the end of turn %1").arg(turn)
                         : tr("The board as it stands now (turn %1, still in play)").arg(now.info.turn);
    // The moves revealed in that turn, as the screen draws them (naval plots).
    QHash<Id, QList<Hex>> paths;
    if (const RuleSet *rs = RuleSets::find(state->info.ruleset); rs && rs->boardRules() && turn > 0) {
        QString error;
        const Board board = Board::fromJson(state->info.board, &error);
        if (error.isEmpty())
            paths = BoardSnapshot::movesOfTurn(store, turn, rs->boardRules()->pathEventKinds(), board);
    }
    page.draw = [state, paths](QPainter *painter, const QRectF &area) { draw(*state, painter, area, paths); };
    return page;
}

SummaryPrinter::Options BoardPrint::options(const BattleState &now, const BattleStore &store, int turn,
                                            SummaryPrinter::Options base)
{
    const Page p = page(now, store, turn);
    if (p.draw) {
        base.boardTitle = p.title;
        base.board = p.draw;
    }
    return base;
}

} // namespace adj
