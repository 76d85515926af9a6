#pragma once

#include "model/battlestate.h"

#include "core/ruletable.h"

#include <QJsonObject>

namespace adj {

// Wars for America inputs read off the battle for the ships an action names: guns, damage
// ratings, marines, headings and hexes, the broadsides already fired this turn (6.1), ships
// sharing a hex (3.4), the other ships on the board (3.3) and the board's size. What the
// inputs give stays.
class WfaBattle final
{
public:
    // `error`, when given, is set when the inputs name what the battle does not hold.
    static QJsonObject fill(const QString &action, QJsonObject inputs, const BattleState &battle,
                            QString *error = nullptr);
    // The ships on the board as the "fleet" State input of the plot and the reveal
    // (WfaPlotActions): {"turn", "sides": {"a": first side's name, "b": second's}, "board",
    // "ships": [{"id","name","side","squadron","command","hex","heading","damage","start"}],
    // "lostCommand": [{"id","name","side","status"}] (command ships sunk or captured, 9.5)}.
    // Ships without a position on the board, sunk or captured are left out; {} without a board.
    static QJsonObject fleet(const BattleState &battle);
    // "a" when `unit` belongs to the battle's first side, "b" for its second, else empty.
    static QString sideKey(const BattleState &battle, qint64 unit);
    // 3.4, 8.2: no more than the table's ships (2) may ever occupy one hex: the first hex a change
    // moves a ship into that would hold more, or empty.
    static QString checkStacking(const BattleState &before, const QList<RowChange> &changes,
                                 const RuleTable &table);
};

} // namespace adj
