// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Retreats worked out on the ground: a unit's 1 hex (8.4.1-8.4.3, 6.2.7) and a leader's up to 3 hexes
// (8.4.5); and the retreats owed, kept in the battle until they are carried out.
#include "fhgretreat.h"

#include "core/resolution.h"
#include "fhgrules.h"

#include <QJsonArray>
#include <QPointF>

#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

constexpr double kSqrt3 = 1.7320508075688772;
constexpr double kEpsilon = 1e-9;

// A hex's centre on the printed board, columns to the right and rows down (flat-top hexes for the
// column layouts, pointy-top for the row layouts).
QPointF centre(const Board &b, Hex h)
{
    const bool columns = b.layout() == OffsetLayout::OddColumns || b.layout() == OffsetLayout::EvenColumns;
    return columns ? QPointF(1.5 * h.q, kSqrt3 * (h.r + h.q / 2.0))
                   : QPointF(kSqrt3 * (h.q + h.r / 2.0), 1.5 * h.r);
}

double length(QPointF p)
{
    return std::hypot(p.x(), p.y());
}

// A body of troops: not a leader, not a VP unit (4.3.1).
bool troops(const FhgPiece &p)
{
    return !p.isLeader() && !p.isVp();
}

// The centre of `pieces`, or nothing for none.
std::optional<QPointF> centroid(const Board &b, const QList<FhgPiece> &pieces)
{
    if (pieces.isEmpty())
        return std::nullopt;
    QPointF sum;
    for (const FhgPiece &p : pieces)
        sum += centre(b, p.hex);
    return sum / double(pieces.size());
}

} // namespace

QList<FhgRetreatHex> FhgUnitRoom::legal() const
{
    int best = 4;
    for (const FhgRetreatHex &h : open)
        best = std::min(best, int(h.way));
    QList<FhgRetreatHex> out;
    for (const FhgRetreatHex &h : open)
        if (int(h.way) == best)
            out.append(h);
    return out;
}

const FhgRetreatHex *FhgUnitRoom::find(Hex h) const
{
    for (const FhgRetreatHex &o : open)
        if (o.hex == h)
            return &o;
    return nullptr;
}

const FhgRetreatBlock *FhgUnitRoom::blockOf(Hex h) const
{
    for (const FhgRetreatBlock &b : blocked)
        if (b.onBoard && b.hex == h)
            return &b;
    return nullptr;
}

QString FhgUnitRoom::blockedRule() const
{
    for (const FhgRetreatBlock &b : blocked)
        if (b.displacement)
            return u"8.4.3"_s;
    return u"8.4.2"_s;
}

QString FhgRetreat::edgeOf(const QString &side) const
{
    QList<FhgPiece> own, others;
    for (const FhgPiece &p : m_g.pieces())
        if (troops(p))
            (p.side == side ? own : others).append(p);
    const auto a = centroid(m_g.board(), own), b = centroid(m_g.board(), others);
    if (!a || !b)
        return {};
    const QPointF d = *a - *b;
    if (length(d) < kEpsilon)
        return {};
    if (std::abs(d.y()) >= std::abs(d.x()))
        return d.y() < 0 ? u"north"_s : u"south"_s;
    return d.x() < 0 ? u"west"_s : u"east"_s;
}

QString FhgRetreat::edgeName(const QString &edge)
{
    if (edge == u"north"_s)
        return tr("north");
    if (edge == u"south"_s)
        return tr("south");
    if (edge == u"east"_s)
        return tr("east");
    if (edge == u"west"_s)
        return tr("west");
    return edge;
}

QString FhgRetreat::labels(const QList<Hex> &hexes) const
{
    QStringList out;
    for (const Hex h : hexes)
        out.append(m_g.label(h));
    return out.join(u", "_s);
}

QString FhgRetreat::labels(const QList<FhgRetreatHex> &hexes) const
{
    QList<Hex> out;
    for (const FhgRetreatHex &h : hexes)
        out.append(h.hex);
    return labels(out);
}

// 8.4.1: away from the attacker first; of those, towards the side's edge or its main group.
FhgRetreatHex::Way FhgRetreat::way(const FhgPiece &unit, Hex n, std::optional<Hex> attacker,
                                   const QString &edge) const
{
    if (attacker && m_g.board().distance(n, *attacker) <= 1)
        return FhgRetreatHex::Way::Beside;
    const Board &b = m_g.board();
    const QPointF from = centre(b, unit.hex), to = centre(b, n);
    bool towards = (edge == u"north"_s && to.y() < from.y() - kEpsilon) ||
                   (edge == u"south"_s && to.y() > from.y() + kEpsilon) ||
                   (edge == u"west"_s && to.x() < from.x() - kEpsilon) ||
                   (edge == u"east"_s && to.x() > from.x() + kEpsilon);
    QList<FhgPiece> group; // its main group: the side's other troops, not those leaving its hex
    for (const FhgPiece &p : m_g.pieces())
        if (troops(p) && p.side == unit.side && p.hex != unit.hex)
            group.append(p);
    if (const auto g = centroid(b, group); g && !towards)
        towards = length(to - *g) < length(from - *g) - kEpsilon;
    return towards ? FhgRetreatHex::Way::Back : FhgRetreatHex::Way::Away;
}

// Why `n` is closed to the retreating unit (8.4.2, 8.4.3, 6.2.7), or nothing with `open` filled in.
std::optional<FhgRetreatBlock> FhgRetreat::closed(const FhgPiece &unit, Hex n, const QList<FhgPiece> &riders,
                                                  FhgRetreatHex *open, bool displace,
                                                  std::optional<Hex> attacker) const
{
    const QString label = m_g.label(n);
    FhgTerrain terrain = FhgTerrain::Clear;
    fhgTerrainFromId(m_g.board().terrain(n), &terrain);
    const FhgRules::Step step = FhgRules::terrainStep(m_t, unit.kind, terrain, false);
    if (step.move == FhgTable::Move::Impassable)
        return FhgRetreatBlock{
            n, true, tr("%1 %2: impassable (8.4.2, %3)").arg(label, fhgTerrainName(terrain), step.rule)};
    QStringList enemies;
    QList<FhgPiece> friends;
    for (const FhgPiece &p : m_g.piecesAt(n)) {
        if (p.side == unit.side)
            friends.append(p);
        else if (p.isLeader())
            open->leadersTaken.append(p); // 7.2.1: leaders do not block; 7.3: alone, eliminated
        else if (p.isVp())
            open->vpTaken.append(p); // 3.4.11
        else
            enemies.append(p.name);
    }
    if (!enemies.isEmpty())
        return FhgRetreatBlock{n, true, tr("%1: enemy units (%2) (8.4.2)").arg(label, enemies.join(u", "_s))};
    auto problemsWithout = [&](qint64 leaving) {
        QList<FhgRules::StackEntry> stack{{unit.kind, unit.name}};
        for (const FhgPiece &r : riders)
            stack.append({u"leader"_s, r.name});
        for (const FhgPiece &p : std::as_const(friends)) {
            if (leaving != 0 && (p.isLeader() ? p.with == leaving : p.id == leaving))
                continue; // the unit making room, and a leader attached to it who goes with it
            stack.append({p.kind, p.name});
        }
        return FhgRules::stackingProblems(m_t, stack);
    };
    const QStringList problems = problemsWithout(0);
    if (problems.isEmpty())
        return std::nullopt;
    if (displace) {
        for (const FhgPiece &p : std::as_const(friends)) {
            if (!troops(p) || !problemsWithout(p.id).isEmpty())
                continue;
            const QList<FhgRetreatHex> room = unitRoom(p, attacker, {}, false).legal();
            if (room.isEmpty())
                return FhgRetreatBlock{
                    n, true,
                    tr("%1: %2 would have to make room and cannot retreat itself: only one "
                       "unit may be displaced (8.4.3)")
                        .arg(label, p.name),
                    true};
            open->displaced = p;
            for (const FhgRetreatHex &h : room)
                open->displacedTo.append(h.hex);
            return std::nullopt;
        }
        return FhgRetreatBlock{n, true,
                               tr("%1: %2; more than one unit would have to make room (8.4.3)")
                                   .arg(label, problems.join(u"; "_s)),
                               true};
    }
    return FhgRetreatBlock{n, true, tr("%1: %2 (6.2.7)").arg(label, problems.join(u"; "_s))};
}

FhgUnitRoom FhgRetreat::unitRoom(const FhgPiece &unit, std::optional<Hex> attacker,
                                 const QList<FhgPiece> &leaders, bool displace) const
{
    FhgUnitRoom room;
    room.edge = edgeOf(unit.side);
    QList<FhgPiece> riders = leaders; // 8.3.2: the leaders with it go with it
    for (const FhgPiece &p : m_g.pieces())
        if (p.isLeader() && p.with == unit.id && p.side == unit.side)
            riders.append(p);
    for (int d = 0; d < 6; ++d) {
        const Hex n = hex::neighbor(unit.hex, d);
        if (!m_g.board().contains(n)) {
            room.blocked.append({n, false, tr("the board's edge (8.4.2)")});
            continue;
        }
        FhgRetreatHex open;
        open.hex = n;
        if (const auto why = closed(unit, n, riders, &open, displace, attacker)) {
            room.blocked.append(*why);
            continue;
        }
        open.way = way(unit, n, attacker, room.edge);
        room.open.append(open);
    }
    return room;
}

FhgLeaderRoom FhgRetreat::leaderRoom(const FhgPiece &leader, int hexes) const
{
    FhgMover m;
    m.kind = u"leader"_s;
    m.side = leader.side;
    m.name = leader.name;
    m.id = leader.id;
    const FhgMovePath path(m_t, m_g, m);
    FhgLeaderRoom room;
    QList<Hex> seen{leader.hex}, frontier{leader.hex};
    for (int depth = 1; depth <= hexes && !frontier.isEmpty(); ++depth) {
        QList<Hex> next;
        for (const Hex cur : std::as_const(frontier))
            for (int d = 0; d < 6; ++d) {
                const Hex nb = hex::neighbor(cur, d);
                if (!m_g.board().contains(nb) || seen.contains(nb))
                    continue;
                seen.append(nb);
                if (path.enter(nb, true).error.isEmpty()) // 4.3: never where another leader stands
                    room.hexes.append(nb);
                const FhgEntry through = path.enter(nb, false);
                if (through.error.isEmpty() && !through.ends()) // 8.4.5, 9.1: enemies, impassable, stop
                    next.append(nb);
            }
        frontier = next;
    }
    return room;
}

QString FhgRetreat::blockedText(const FhgPiece &unit, const FhgUnitRoom &room) const
{
    QStringList why;
    bool edge = false;
    for (const FhgRetreatBlock &b : room.blocked) {
        if (b.onBoard)
            why.append(b.why);
        else
            edge = true;
    }
    if (edge)
        why.append(tr("the board's edge"));
    return tr("%1 has no hex to retreat to from %2 (%3) and is eliminated")
        .arg(unit.name, m_g.label(unit.hex), why.join(u"; "_s));
}

QJsonObject FhgOwedRetreat::toJson() const
{
    QJsonObject o{{u"name"_s, name}, {u"side"_s, side},   {u"by"_s, by},
                  {u"from"_s, from}, {u"hexes"_s, hexes}, {u"rule"_s, rule}};
    if (unit != 0)
        o.insert(u"unit"_s, unit);
    if (leader != 0)
        o.insert(u"leader"_s, leader);
    if (attacker != 0 || !attackerHex.isEmpty()) {
        o.insert(u"attacker"_s, attacker);
        o.insert(u"attackerName"_s, attackerName);
        o.insert(u"attackerHex"_s, attackerHex);
    }
    if (!leaders.isEmpty()) {
        QJsonArray a;
        for (const qint64 id : leaders)
            a.append(id);
        o.insert(u"leaders"_s, a);
    }
    return o;
}

FhgOwedRetreat FhgOwedRetreat::fromJson(const QJsonObject &o)
{
    FhgOwedRetreat r;
    r.unit = o.value(u"unit"_s).toInteger();
    r.leader = o.value(u"leader"_s).toInteger();
    r.name = o.value(u"name"_s).toString();
    r.side = o.value(u"side"_s).toString();
    r.by = o.value(u"by"_s).toString();
    r.from = o.value(u"from"_s).toString();
    r.attacker = o.value(u"attacker"_s).toInteger();
    r.attackerName = o.value(u"attackerName"_s).toString();
    r.attackerHex = o.value(u"attackerHex"_s).toString();
    for (const QJsonValue &v : o.value(u"leaders"_s).toArray())
        r.leaders.append(v.toInteger());
    r.hexes = o.value(u"hexes"_s).toInt(1);
    r.rule = o.value(u"rule"_s).toString();
    return r;
}

QString FhgRetreats::trackerKey()
{
    return u"fhg.retreats"_s;
}

QList<FhgOwedRetreat> FhgRetreats::read(const QJsonObject &tracker)
{
    QList<FhgOwedRetreat> out;
    for (const QJsonValue &v : tracker.value(u"pending"_s).toArray())
        out.append(FhgOwedRetreat::fromJson(v.toObject()));
    return out;
}

Effect FhgRetreats::write(const QList<FhgOwedRetreat> &pending, const QString &rule)
{
    QJsonArray a;
    QStringList owed;
    for (const FhgOwedRetreat &r : pending) {
        a.append(r.toJson());
        owed.append(tr("%1 (%2)").arg(owedText(r), r.rule));
    }
    return Effect::setTracker(trackerKey(), QJsonObject{{u"pending"_s, a}},
                              owed.isEmpty() ? tr("No retreat owed") : tr("Owed: %1").arg(owed.join(u"; "_s)),
                              rule);
}

QString FhgRetreats::owedText(const FhgOwedRetreat &r)
{
    if (r.leader != 0)
        return tr("%1 must retreat up to %n hex(es)", nullptr, r.hexes).arg(r.name);
    return tr("%1 must retreat 1 hex").arg(r.name);
}

} // namespace adj
