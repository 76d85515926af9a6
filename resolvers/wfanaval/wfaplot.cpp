// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfaplot.h"

#include "wfageometry.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const std::array<const char16_t *, 4> kMarkerIds{u"straight", u"port", u"starboard", u"stop"};

bool isTurn(WfaMarker m)
{
    return m == WfaMarker::Port || m == WfaMarker::Starboard;
}

QString markerName(WfaMarker m)
{
    switch (m) {
    case WfaMarker::Straight:
        return QCoreApplication::translate("adj::WfaPlot", "straight");
    case WfaMarker::Port:
        return QCoreApplication::translate("adj::WfaPlot", "port turn");
    case WfaMarker::Starboard:
        return QCoreApplication::translate("adj::WfaPlot", "starboard turn");
    case WfaMarker::Stop:
        return QCoreApplication::translate("adj::WfaPlot", "stop");
    }
    return {};
}
} // namespace

QString wfaMarkerId(WfaMarker m)
{
    return QString::fromUtf16(kMarkerIds[size_t(m)]);
}

bool wfaMarkerFromId(const QString &id, WfaMarker *out)
{
    for (size_t i = 0; i < kMarkerIds.size(); ++i)
        if (id == QStringView(kMarkerIds[i])) {
            *out = WfaMarker(i);
            return true;
        }
    return false;
}

QString WfaPlot::validate(const WfaTable &t, int allotted) const
{
    if (markers.size() != allotted)
        return tr("the plot has %1 markers but the side has %2 plotted moves this turn (5.6)")
            .arg(markers.size())
            .arg(allotted);
    for (int i = 1; i < markers.size(); ++i)
        if (isTurn(markers.at(i)) && isTurn(markers.at(i - 1)))
            return tr("markers %1 (%2) and %3 (%4) are both turns: no two consecutive turn actions in one "
                      "turn "
                      "(5.10)")
                .arg(i)
                .arg(markerName(markers.at(i - 1)))
                .arg(i + 1)
                .arg(markerName(markers.at(i)));
    for (int k = 0; k < 4; ++k) {
        const auto n = std::count(markers.cbegin(), markers.cend(), WfaMarker(k));
        if (n > t.markersPerType)
            return tr("the plot uses %1 %2 markers; each side has %3 of each kind (1.2.1, 5.1)")
                .arg(n)
                .arg(markerName(WfaMarker(k)))
                .arg(t.markersPerType);
    }
    return {};
}

QJsonArray WfaPlot::toJson() const
{
    QJsonArray a;
    for (WfaMarker m : markers)
        a.append(wfaMarkerId(m));
    return a;
}

bool WfaPlot::fromJson(const QJsonArray &a, WfaPlot *out, QString *error)
{
    WfaPlot p;
    for (int i = 0; i < a.size(); ++i) {
        WfaMarker m;
        if (!wfaMarkerFromId(a.at(i).toString(), &m)) {
            *error = tr("plot marker %1 is \"%2\"; it must be straight, port, starboard or stop")
                         .arg(i + 1)
                         .arg(a.at(i).toString());
            return false;
        }
        p.markers.append(m);
    }
    *out = p;
    return true;
}

QString WfaShip::display() const
{
    return name.isEmpty() ? QCoreApplication::translate("adj::WfaNavalState", "ship %1").arg(id) : name;
}

QJsonObject WfaShip::toJson(const Board &board) const
{
    QJsonObject o{{u"id"_s, double(id)},        {u"side"_s, side},
                  {u"squadron"_s, squadron},    {u"command"_s, command},
                  {u"hex"_s, board.label(hex)}, {u"heading"_s, heading}};
    if (!name.isEmpty())
        o.insert(u"name"_s, name);
    if (start > 0) {
        o.insert(u"damage"_s, damage);
        o.insert(u"start"_s, start);
    }
    return o;
}

bool WfaShip::fromJson(const QJsonObject &o, const Board &board, WfaShip *out, QString *error)
{
    WfaShip s;
    s.id = o.value(u"id"_s).toInteger();
    s.side = o.value(u"side"_s).toString();
    s.squadron = o.value(u"squadron"_s).toString();
    s.command = o.value(u"command"_s).toBool();
    s.heading = o.value(u"heading"_s).toInt();
    s.name = o.value(u"name"_s).toString();
    s.damage = o.value(u"damage"_s).toInt();
    s.start = o.value(u"start"_s).toInt();
    if (s.id <= 0 || (s.side != u"a"_s && s.side != u"b"_s) || s.heading < 1 || s.heading > 6 ||
        !board.parseLabel(o.value(u"hex"_s).toString(), &s.hex)) {
        *error = QCoreApplication::translate(
                     "adj::WfaNavalState",
                     "ship %1: needs an id, side a or b, a heading 1-6 and a hex on the board")
                     .arg(o.value(u"id"_s).toInteger());
        return false;
    }
    *out = s;
    return true;
}

const WfaShip *WfaNavalState::ship(qint64 id) const
{
    for (const WfaShip &s : ships)
        if (s.id == id)
            return &s;
    return nullptr;
}

int WfaNavalState::shipsIn(Hex h) const
{
    return int(std::count_if(ships.cbegin(), ships.cend(), [h](const WfaShip &s) { return s.hex == h; }));
}

WfaNavalState::Step WfaNavalState::apply(const WfaTable &t, const QString &side, WfaMarker marker,
                                         const WfaMoveOrder &order)
{
    Step st;
    QList<qint64> moving;
    st.error = movingShips(side, order, &moving);
    if (!st.error.isEmpty())
        return st;
    WfaNavalState next = *this;
    if (marker != WfaMarker::Straight)
        next.turnOrStop(marker, moving, &st.trace);
    else if (!next.sailStraight(t, moving, &st))
        return st;
    *this = next;
    st.ok = true;
    return st;
}

QString WfaNavalState::movingShips(const QString &side, const WfaMoveOrder &order,
                                   QList<qint64> *moving) const
{
    const WfaShip *lead = ship(order.ship);
    if (!lead || lead->side != side)
        return tr("%1 is not a ship of side %2 on the board")
            .arg(lead ? lead->display() : tr("ship %1").arg(order.ship), sideName(side));
    moving->append(order.ship);
    if (!order.squadron)
        return order.followers.isEmpty() ? QString() : tr("a single-ship move moves one ship (9.3)");
    if (commandLostThisTurn.contains(side))
        return tr("%1 lost its command ship this turn: single-ship moves only (9.5)").arg(sideName(side));
    if (!lead->command)
        return tr("%1 is not the squadron command ship: a squadron move moves the command ship (9.3)")
            .arg(lead->display());
    for (qint64 f : order.followers) {
        const WfaShip *s = ship(f);
        if (!s || s->side != side || s->squadron != lead->squadron || f == order.ship || moving->contains(f))
            return tr("%1 is not another ship of the command ship's squadron (9.2)")
                .arg(s ? s->display() : tr("ship %1").arg(f));
        moving->append(f);
    }
    return {};
}

WfaShip &WfaNavalState::shipRef(qint64 id)
{
    for (WfaShip &x : ships)
        if (x.id == id)
            return x;
    Q_UNREACHABLE();
}

void WfaNavalState::turnOrStop(WfaMarker marker, const QList<qint64> &moving, QList<TraceLine> *trace)
{
    for (qint64 id : moving) {
        WfaShip &s = shipRef(id);
        const QString from = board.label(s.hex);
        if (marker == WfaMarker::Stop) {
            trace->append({tr("%1 stops in %2").arg(s.display(), from), u"5.5"_s});
            continue;
        }
        const int before = s.heading;
        s.heading =
            marker == WfaMarker::Port ? WfaGeometry::turnLeft(before) : WfaGeometry::turnRight(before);
        trace->append({tr("%1 turns to %2 in %3: heading %4 → %5")
                           .arg(s.display(), markerName(marker), from)
                           .arg(before)
                           .arg(s.heading),
                       marker == WfaMarker::Port ? u"5.4"_s : u"5.3"_s});
    }
}

bool WfaNavalState::sailStraight(const WfaTable &t, const QList<qint64> &moving, Step *st)
{
    // 3.2: straight ahead; off the board is refused before anything moves (1.1).
    for (qint64 id : moving) {
        const WfaShip &s = shipRef(id);
        if (!board.contains(WfaGeometry::ahead(t, s.hex, s.heading, t.straightHexes))) {
            st->error = tr("%1 would sail off the board from %2: shift the board first (1.1)")
                            .arg(s.display(), board.label(s.hex));
            return false;
        }
    }
    // 3.4, 8.2: the ships of one move sail together: a ship moves when its hex ahead has room, also
    // room a ship of the same move leaves; what finds no room once nobody else can move stops.
    QList<qint64> pending = moving;
    QList<qint64> moved;
    for (bool progress = true; progress && !pending.isEmpty();) {
        progress = false;
        for (auto it = pending.begin(); it != pending.end();) {
            WfaShip &s = shipRef(*it);
            const Hex to = WfaGeometry::ahead(t, s.hex, s.heading, t.straightHexes);
            if (shipsIn(to) >= t.shipsPerHex) {
                ++it;
                continue;
            }
            st->trace.append(
                {tr("%1 sails straight from %2 to %3").arg(s.display(), board.label(s.hex), board.label(to)),
                 u"5.2"_s});
            s.hex = to;
            moved.append(*it);
            it = pending.erase(it);
            progress = true;
        }
    }
    for (qint64 id : std::as_const(pending)) {
        const WfaShip &s = shipRef(id);
        st->trace.append({tr("%1 stays in %2: %3 already holds %4 ships, the move counts as a stop")
                              .arg(s.display(), board.label(s.hex),
                                   board.label(WfaGeometry::ahead(t, s.hex, s.heading, t.straightHexes)))
                              .arg(t.shipsPerHex),
                          u"3.4"_s});
    }
    QSet<Hex> noted;
    for (qint64 id : std::as_const(moved)) {
        const Hex h = shipRef(id).hex;
        if (shipsIn(h) > 1 && !noted.contains(h)) {
            noted.insert(h);
            st->trace.append(
                {tr("two ships in %1: they keep their headings, may not fire or be fired at, and may "
                    "attempt boarding")
                     .arg(board.label(h)),
                 u"3.4"_s});
        }
    }
    return true;
}

WfaNavalState::Step WfaNavalState::reveal(const WfaTable &t, int index, const QString &first,
                                          const WfaPlot &plotA, const WfaMoveOrder &orderA,
                                          const WfaPlot &plotB, const WfaMoveOrder &orderB)
{
    Step all;
    WfaNavalState next = *this;
    const QString order[2] = {first, first == u"a"_s ? u"b"_s : u"a"_s};
    for (const QString &side : order) {
        const WfaPlot &plot = side == u"a"_s ? plotA : plotB;
        if (index >= plot.markers.size()) {
            all.trace.append({tr("%1 has no plotted move left").arg(sideName(side)), u"5.8.1"_s});
            continue;
        }
        if (std::none_of(next.ships.cbegin(), next.ships.cend(),
                         [&side](const WfaShip &x) { return x.side == side; })) {
            all.trace.append(
                {tr("%1 has no ship left on the board: its marker moves nothing").arg(sideName(side)),
                 u"5.8"_s});
            continue;
        }
        const Step s = next.apply(t, side, plot.markers.at(index), side == u"a"_s ? orderA : orderB);
        if (!s.ok) {
            all.error = s.error;
            return all;
        }
        all.trace += s.trace;
    }
    *this = next;
    all.ok = true;
    return all;
}

QString WfaNavalState::fire(qint64 shipId, const QString &side)
{
    const QString key = QString::number(shipId) + u':' + side;
    if (fired.contains(key))
        return tr("the %1 side of ship %2 has already fired this turn (6.1)").arg(side).arg(shipId);
    fired.insert(key);
    return {};
}

QString WfaNavalState::boarding(Hex hex)
{
    const QString key = board.label(hex);
    if (boardedHexes.contains(key))
        return tr("a boarding action has already been made in %1 this turn (8.7)").arg(key);
    boardedHexes.insert(key);
    return {};
}

void WfaNavalState::loseCommand(const QString &side)
{
    commandLostThisTurn.insert(side);
    for (WfaShip &s : ships)
        if (s.side == side)
            s.command = false;
}

void WfaNavalState::nextTurn()
{
    fired.clear();
    boardedHexes.clear();
    commandLostLastTurn = commandLostThisTurn;
    commandLostThisTurn.clear();
}

namespace {
QJsonArray sorted(const QSet<QString> &s)
{
    QStringList l(s.cbegin(), s.cend());
    l.sort();
    return QJsonArray::fromStringList(l);
}
QSet<QString> setOf(const QJsonValue &v)
{
    QSet<QString> s;
    for (const QJsonValue &e : v.toArray())
        s.insert(e.toString());
    return s;
}
} // namespace

QJsonObject WfaNavalState::toJson() const
{
    QJsonArray a;
    for (const WfaShip &s : ships)
        a.append(s.toJson(board));
    QJsonObject names;
    for (auto it = sideNames.cbegin(); it != sideNames.cend(); ++it)
        names.insert(it.key(), it.value());
    QJsonObject o{{u"board"_s, QJsonObject{{u"width"_s, board.width()},
                                           {u"height"_s, board.height()},
                                           {u"layout"_s, hex::layoutId(board.layout())}}},
                  {u"ships"_s, a},
                  {u"fired"_s, sorted(fired)},
                  {u"boardedHexes"_s, sorted(boardedHexes)},
                  {u"commandLostThisTurn"_s, sorted(commandLostThisTurn)},
                  {u"commandLostLastTurn"_s, sorted(commandLostLastTurn)}};
    if (!names.isEmpty())
        o.insert(u"sides"_s, names);
    return o;
}

bool WfaNavalState::fromJson(const QJsonObject &o, WfaNavalState *out, QString *error)
{
    WfaNavalState s;
    const QJsonObject b = o.value(u"board"_s).toObject();
    OffsetLayout layout;
    if (!hex::layoutFromId(b.value(u"layout"_s).toString(), &layout) || b.value(u"width"_s).toInt() < 1 ||
        b.value(u"height"_s).toInt() < 1) {
        *error = tr("the naval state needs a board with width, height and layout");
        return false;
    }
    s.board = Board(b.value(u"width"_s).toInt(), b.value(u"height"_s).toInt(), layout);
    for (const QJsonValue &v : o.value(u"ships"_s).toArray()) {
        WfaShip ship;
        if (!WfaShip::fromJson(v.toObject(), s.board, &ship, error))
            return false;
        s.ships.append(ship);
    }
    s.fired = setOf(o.value(u"fired"_s));
    s.boardedHexes = setOf(o.value(u"boardedHexes"_s));
    s.commandLostThisTurn = setOf(o.value(u"commandLostThisTurn"_s));
    s.commandLostLastTurn = setOf(o.value(u"commandLostLastTurn"_s));
    const QJsonObject names = o.value(u"sides"_s).toObject();
    for (auto it = names.constBegin(); it != names.constEnd(); ++it)
        s.sideNames.insert(it.key(), it.value().toString());
    *out = s;
    return true;
}

} // namespace adj
