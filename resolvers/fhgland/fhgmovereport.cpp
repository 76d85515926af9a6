// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A planned move reported: the leaders and VP units taken on the way (7.3, 9.3.3, 3.4.11, 10), the
// AP spent, the new positions, the moved and done markers (7.1.1, 6.2.4), the outcomes and the
// summary line. A move rolls no dice.
#include "fhgmove.h"
#include "fhgmoveplan.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace fhg;

namespace {

QString labels(const FhgGround &g, const QList<Hex> &hexes)
{
    QStringList out;
    for (const Hex h : hexes)
        out.append(g.label(h));
    return out.join(u' ');
}

// Leaders taken and VP units captured on the way, with their VP (7.3, 9.3.3, 3.4.11, 10).
void taken(const MovePlan &p, const FhgEntry &e, Hex h, Resolution &out)
{
    const QString label = p.ground.label(h);
    for (const FhgPiece &l : e.leadersTaken) {
        out.line(FhgMove::tr("%1: the enemy leader %2, alone there, is eliminated; the move goes on")
                     .arg(label, l.name),
                 u"9.3.3"_s);
        out.effect(effect(Effect::Kind::LoseLeader, u"enemy-leader"_s, l.id, u"9.3.3"_s,
                          FhgMove::tr("%1 is eliminated").arg(l.name)));
        Effect vp =
            effect(Effect::Kind::ChangeCounter, u"side:mover"_s, 0, u"10 A"_s,
                   FhgMove::tr("+%1 VP to %2: leader eliminated").arg(p.t->vpLeader).arg(p.mover.side));
        vp.side = p.mover.side;
        vp.counter = u"VP"_s;
        vp.amount = p.t->vpLeader;
        if (vp.amount != 0)
            out.effect(vp);
    }
    for (const FhgPiece &v : e.vpTaken) {
        out.line(FhgMove::tr("%1: %2, a VP unit of %3, is taken: +%4 VP to %5")
                     .arg(label, v.name, v.side)
                     .arg(p.t->vpVpUnit)
                     .arg(p.mover.side),
                 u"10 B"_s);
        Effect take = effect(Effect::Kind::Eliminate, u"captured"_s, v.id, u"3.4.11"_s,
                             FhgMove::tr("%1 is taken and removed from play").arg(v.name));
        take.attribute = u"captured"_s;
        out.effect(take);
        Effect vp = effect(Effect::Kind::ChangeCounter, u"side:mover"_s, 0, u"10 B"_s,
                           FhgMove::tr("+%1 VP to %2: VP unit taken").arg(p.t->vpVpUnit).arg(p.mover.side));
        vp.side = p.mover.side;
        vp.counter = u"VP"_s;
        vp.amount = p.t->vpVpUnit;
        if (vp.amount != 0)
            out.effect(vp);
    }
}

// The leaders who moved this turn, with the ones moving now (7.1.1): {"turn", "leaders"}.
Effect movedLeaders(const MovePlan &p)
{
    QList<qint64> ids = p.leadersMoved;
    if (p.mover.leaderAlone())
        ids.append(p.mover.id);
    for (const FhgPiece &r : p.mover.riders)
        ids.append(r.id);
    std::sort(ids.begin(), ids.end());
    QJsonArray array;
    QStringList names;
    for (const qint64 id : std::as_const(ids)) {
        array.append(id);
        if (const FhgPiece *l = p.ground.find(id, true))
            names.append(l->name);
    }
    return Effect::setTracker(
        FhgMove::trackerKey(), QJsonObject{{u"turn"_s, p.ground.turn()}, {u"leaders"_s, array}},
        FhgMove::tr("Turn %1: leaders moved: %2").arg(p.ground.turn()).arg(names.join(u", "_s)), u"7.1.1"_s);
}

// 6.2.1, 6.2.3, 6.2.4: dragoons and Indians may still fire after a plain move.
bool mayFireAfter(const MovePlan &p)
{
    const bool waterway = p.entries.constLast().step.move == FhgTable::Move::Waterway; // 2.3.3
    return !p.mover.leaderAlone() && (p.type == FhgType::Dragoon || p.type == FhgType::Indian) && !p.bonus &&
           !p.firedFirst && !waterway;
}

// The turn's markers on a unit that moved and the line that says what it may still do.
void markers(const MovePlan &p, Resolution &out)
{
    const qint64 id = p.mover.id;
    Effect moved =
        effect(Effect::Kind::PlaceMarker, u"unit"_s, id, u"7.1.1"_s, FhgMove::tr("moved this turn"));
    moved.marker = u"moved"_s;
    out.effect(moved);
    if (id != 0)
        out.unit(u"unit"_s, u"unit"_s, id);
    const bool mayFire = mayFireAfter(p);
    out.unit(u"unit"_s, u"markers"_s,
             mayFire ? QJsonArray{u"moved"_s} : QJsonArray{u"moved"_s, u"activated"_s});
    if (mayFire) {
        const int more = std::max(0, p.t->apMoveAndFire - p.t->apMove);
        if (p.type == FhgType::Dragoon)
            out.line(FhgMove::tr("dragoons may still fire this turn for %1 more AP").arg(more), u"6.2.3"_s);
        else
            out.line(
                FhgMove::tr("Indians may still fire at an adjacent enemy this turn for %1 more AP").arg(more),
                u"6.2.4"_s);
        return;
    }
    const bool waterway = p.entries.constLast().step.move == FhgTable::Move::Waterway;
    const QString rule = waterway ? u"2.3.3"_s : p.bonus ? u"6.2.5"_s : u"6.2.1"_s;
    out.line(FhgMove::tr("%1 may not fire or close combat this turn").arg(p.mover.name), rule);
    Effect done =
        effect(Effect::Kind::PlaceMarker, u"unit"_s, id, rule, FhgMove::tr("no further action this turn"));
    done.marker = u"activated"_s;
    out.effect(done);
}

void outcomes(const MovePlan &p, Resolution &out)
{
    int leaders = 0, captured = 0;
    for (const FhgEntry &e : p.entries) {
        leaders += int(e.leadersTaken.size());
        captured += int(e.vpTaken.size());
    }
    out.outcome(u"hexes=%1"_s.arg(p.path.size()));
    out.outcome(u"ap=%1"_s.arg(p.ap));
    if (leaders > 0)
        out.outcome(u"leader-eliminated=%1"_s.arg(leaders));
    if (captured > 0)
        out.outcome(u"captured=%1"_s.arg(captured));
    if (out.quiet())
        return;
    out.set(u"hexes"_s, int(p.path.size()));
    out.set(u"apSpent"_s, p.ap);
    out.set(u"leadersEliminated"_s, leaders);
    out.set(u"vpCaptured"_s, captured);
    QJsonArray path;
    for (const Hex h : p.path)
        path.append(p.ground.label(h));
    out.set(u"path"_s, path);
}

// The unit (or the leader alone) and the leaders with it stand in the last hex (7.1, 9.1.1).
void positions(const MovePlan &p, Resolution &out)
{
    const FhgMover &m = p.mover;
    const QString to = p.ground.label(p.path.constLast());
    Effect position = effect(Effect::Kind::SetAttribute, m.leaderAlone() ? u"leader"_s : u"unit"_s, m.id,
                             m.leaderAlone() ? u"9.1"_s : u"7.1"_s, FhgMove::tr("%1 to %2").arg(m.name, to));
    position.attribute = u"position"_s;
    position.value = to;
    out.effect(position);
    for (const FhgPiece &r : m.riders) {
        if (r.with != 0)
            continue; // a leader with the unit stands where it stands
        position.subject = u"leader"_s;
        position.unit = r.id;
        position.rule = u"9.1.1"_s;
        position.text = FhgMove::tr("%1 to %2").arg(r.name, to);
        out.effect(position);
    }
}

// The last line of the trace, and of the log: "13th moves 2 hexes, 0504 to 0506: 2 AP".
QString summary(const MovePlan &p)
{
    const QString from = p.ground.label(p.from), to = p.ground.label(p.path.constLast());
    if (p.path.size() == 1)
        return FhgMove::tr("%1 moves 1 hex, %2 to %3: %4 AP").arg(p.mover.name, from, to).arg(p.ap);
    return FhgMove::tr("%1 moves %2 hexes, %3 to %4: %5 AP")
        .arg(p.mover.name)
        .arg(p.path.size())
        .arg(from, to)
        .arg(p.ap);
}

} // namespace

void fhg::report(const MovePlan &p, Resolution &out)
{
    const FhgMover &m = p.mover;
    const bool alone = m.leaderAlone();
    outcomes(p, out);
    if (out.quiet())
        return;
    for (const TraceLine &l : p.allowance.trace)
        out.line(l.text, l.rule);
    if (p.found)
        out.line(FhgMove::tr("the shortest legal way: %1").arg(labels(p.ground, p.path)), u"7.1"_s);
    if (p.firedFirst)
        out.line(FhgMove::tr("paid with the fire: move and fire cost %1 AP in all").arg(p.t->apMoveAndFire),
                 u"6.2.4"_s);
    for (const FhgPiece &r : m.riders)
        out.line(FhgMove::tr("%1 began the turn with the unit and moves with it at no AP").arg(r.name),
                 u"9.1.1"_s);
    const QString rule = alone ? u"9.1"_s : p.firedFirst ? u"6.2.4"_s : p.bonus ? u"6.2.5"_s : u"6.2.1"_s;
    if (p.ap > 0) {
        Effect spend = effect(Effect::Kind::SpendAp, alone ? u"leader"_s : u"unit"_s, m.id, rule,
                              FhgMove::tr("spend %1 AP").arg(p.ap));
        spend.side = m.side;
        spend.amount = p.ap;
        out.effect(spend);
    }
    for (int i = 0; i < p.path.size(); ++i) {
        out.line(p.hexLines.at(i).text, p.hexLines.at(i).rule);
        taken(p, p.entries.at(i), p.path.at(i), out);
    }
    positions(p, out);
    if (alone || !m.riders.isEmpty())
        out.effect(movedLeaders(p));
    if (!alone)
        markers(p, out);
    out.line(summary(p), rule);
}

} // namespace adj
