// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgmove.h"

#include "core/resolution.h"
#include "fhginputs.h"
#include "fhgmovepath.h"
#include "fhgmoveplan.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace fhg;

QString FhgMove::trackerKey()
{
    return u"fhg.moves"_s;
}

ActionSchema FhgMove::schema()
{
    ActionSchema s;
    s.id = u"move"_s;
    s.name = tr("Move");
    s.rule = u"7"_s;
    s.help = tr("A unit moves hex by hex (1 AP; 2 with the leader's extra hex), its leaders with it; "
                "or a leader moves alone up to 3 hexes (1 AP).");
    s.outcomes = {u"hexes=N"_s, u"ap=N"_s, u"leader-eliminated=N"_s, u"captured=N"_s};
    s.inputs = {
        unitInput(u"unit"_s, tr("Moving unit"), tr("The battle's unit that moves."))
            .as(InputSpec::Role::Actor),
        unitInput(u"leader"_s, tr("Leader alone"), tr("The battle's leader who moves alone (9.1)."))
            .asLeader(InputSpec::Role::Actor)
            .withTerm(u"leader"_s),
        enumInput(u"unitType"_s, fhgTypeIds() + QStringList{u"leader"_s, u"vp"_s}, {}, tr("Unit type"),
                  tr("Type of the moving unit; \"leader\" for a leader alone."), u"7.1"_s, true)
            .heldOf(u"unit"_s),
        boolInput(u"column"_s, false, tr("In column"), tr("Infantry in column move 1 hex more."), u"7.5"_s)
            .heldOf(u"unit"_s),
        stringInput(u"from"_s, tr("From hex"), tr("The hex the move begins in (CCRR)."), u"7.1"_s)
            .heldOf(u"unit"_s),
        inputs::listInput(u"path"_s, tr("Path"),
                          tr("The hexes entered in order, e.g. \"0405 0406\"; or give only the destination."),
                          u"7.1"_s, u" ,;"_s),
        stringInput(u"to"_s, tr("Destination"),
                    tr("The hex to reach; Adjutant finds the shortest legal path."), u"7.1"_s),
        boolInput(u"leaderBonus"_s, false, tr("Leader's extra hex"),
                  tr("1 more hex for 1 more AP with a leader who began the turn with the unit; no fire or "
                     "close combat this turn."),
                  u"6.2.5"_s),
        boolInput(u"firedFirst"_s, false, tr("Fired first"),
                  tr("Indians who fired at an adjacent enemy for 'move and fire' now move, already paid."),
                  u"6.2.4"_s)
            .heldOf(u"unit"_s),
        intInput(u"apAvailable"_s, 0, 100, {}, tr("AP left"),
                 tr("The side's AP left this turn; the move is refused when too few (optional)."), u"6.2.8"_s)
            .heldOf(u"unit"_s),
        stringInput(u"side"_s, tr("Side"), tr("Name of the moving side: friend and foe on the board."))
            .heldOf(u"unit"_s),
        boolInput(u"opt11_11"_s, false, tr("11.11 hills"), tr("Units do not stop on entering hills."),
                  u"11.11"_s, u"11.11"_s),
        inputs::stateInput(u"ground"_s, {}, tr("The board"),
                           tr("The board's terrain and the units and leaders on it, read off the battle."),
                           u"7"_s),
        inputs::stateInput(u"moves"_s, trackerKey(), tr("Leaders moved"),
                           tr("The leaders who moved this turn."), u"7.1.1"_s),
    };
    return s;
}

namespace {

// Who moves, from where, with which leaders; empty or the refusal.
QString readMover(const Inputs &in, MovePlan &p)
{
    FhgMover &m = p.mover;
    m.kind = getString(in, u"unitType"_s);
    if (m.kind == u"vp"_s)
        return FhgMove::tr("a victory point unit cannot move (3.4.11)");
    if (getId(in, u"unit"_s) != 0 && getId(in, u"leader"_s) != 0)
        return FhgMove::tr("inputs \"unit\" and \"leader\": name the unit that moves or the leader who moves "
                           "alone, not both (9.1)");
    QString error;
    if (!FhgGround::fromJson(in.value(u"ground"_s).toObject(), &p.ground, &error))
        return FhgMove::tr("input \"ground\": %1").arg(error);
    if (!has(in, u"from"_s))
        return FhgMove::tr(
            "input \"from\": the hex the move begins in is not known; give the unit a hex (7.1)");
    if (!p.ground.parseHex(u"from"_s, getString(in, u"from"_s), &p.from, &error))
        return error;
    m.side = getString(in, u"side"_s);
    m.opt11_11 = getBool(in, u"opt11_11"_s);
    m.id = getId(in, m.leaderAlone() ? u"leader"_s : u"unit"_s);
    fhgTypeFromId(m.kind, &p.type);
    const FhgPiece *self = p.ground.find(m.id, m.leaderAlone());
    m.name = self ? self->name : m.leaderAlone() ? FhgMove::tr("the leader") : fhgTypeName(p.type);
    const QJsonObject moves = in.value(u"moves"_s).toObject();
    if (moves.value(u"turn"_s).toInt() == p.ground.turn())
        for (const QJsonValue &v : moves.value(u"leaders"_s).toArray())
            p.leadersMoved.append(v.toInteger());
    if (m.leaderAlone()) {
        if (p.leadersMoved.contains(m.id))
            return FhgMove::tr("%1 has already moved this turn (7.1.1)").arg(m.name);
        return {};
    }
    // 6.2.6, 9.1.1: the side's leaders with the unit who have not moved this turn go with it.
    for (const FhgPiece &l : p.ground.pieces())
        if (l.isLeader() && l.side == m.side && !p.leadersMoved.contains(l.id) &&
            ((m.id != 0 && l.with == m.id) || (l.with == 0 && l.hex == p.from)))
            m.riders.append(l);
    p.firedFirst = getBool(in, u"firedFirst"_s);
    if (p.firedFirst && p.type != FhgType::Indian)
        return p.type == FhgType::Dragoon
                   ? FhgMove::tr("dragoons may not fire and then move (6.2.3)")
                   : FhgMove::tr("%1 may move or fire, not both (6.2.1)").arg(fhgTypeName(p.type));
    return {};
}

// 6.2.5, 9.1.2, 9.1.3 and the allowance (7.1, 7.5); empty or the refusal.
QString readAllowance(const Inputs &in, MovePlan &p)
{
    p.bonus = getBool(in, u"leaderBonus"_s);
    const bool column = getBool(in, u"column"_s);
    p.allowance = FhgRules::allowance(*p.t, p.mover.kind, column, p.bonus);
    if (!p.allowance.ok)
        return p.allowance.error;
    if (p.bonus && p.firedFirst)
        return FhgMove::tr("the leader's extra hex cannot be used by Indians who fire and move (9.1.2)");
    if (p.bonus && p.mover.riders.isEmpty())
        return FhgMove::tr("the leader's extra hex needs a leader who began the turn with the unit (6.2.5)");
    return {};
}

// The hexes entered: "path" as given, or the shortest legal way to "to".
QString readPath(const Inputs &in, MovePlan &p)
{
    QString error;
    const bool hasPath = !in.list(u"path"_s).isEmpty(), hasTo = has(in, u"to"_s);
    if (!hasPath && !hasTo)
        return FhgMove::tr(
            "give input \"path\" (the hexes entered in order, e.g. \"0405 0406\") or \"to\" (the "
            "destination) (7.1)");
    Hex to;
    if (hasTo && !p.ground.parseHex(u"to"_s, getString(in, u"to"_s), &to, &error))
        return error;
    if (hasPath) {
        if (!p.ground.parsePath(u"path"_s, in.list(u"path"_s).join(u' '), &p.path, &error))
            return error;
        if (hasTo && p.path.constLast() != to)
            return FhgMove::tr("input \"path\" ends in %1, not in %2 as input \"to\" says")
                .arg(p.ground.label(p.path.constLast()), p.ground.label(to));
        return {};
    }
    p.path = FhgMovePath(*p.t, p.ground, p.mover).find(p.from, to, p.allowance.allowance, &error);
    p.found = true;
    return error;
}

// "0405 forest: hex 2 of 2, stop" with its rule.
TraceLine hexLine(const MovePlan &p, Hex h, int i, const FhgEntry &e)
{
    const QString where = FhgMove::tr("%1 %2: hex %3 of %4")
                              .arg(p.ground.label(h), fhgTerrainName(e.terrain))
                              .arg(i + 1)
                              .arg(p.path.size());
    if (!e.step.why.isEmpty())
        return {FhgMove::tr("%1, %2").arg(where, e.step.why), e.step.whyRule};
    switch (e.step.move) {
    case FhgTable::Move::Stop:
        return {FhgMove::tr("%1, stop").arg(where), e.step.rule};
    case FhgTable::Move::Waterway:
        return {FhgMove::tr("%1, %2 AP for the move and no further action this turn")
                    .arg(where)
                    .arg(p.t->waterwayAp),
                e.step.rule};
    default:
        break;
    }
    if (e.terrain == FhgTerrain::WaterCrossing)
        return {FhgMove::tr("%1, the crossing negates the waterway").arg(where), e.step.rule};
    if (e.terrain == FhgTerrain::Clear)
        return {where, p.mover.leaderAlone() ? u"9.1"_s : u"7.1"_s};
    return {FhgMove::tr("%1, no effect on movement").arg(where), e.step.rule};
}

// Hex by hex (7.1, 2.3, 6.2.7, 7.2, 7.3); empty or the refusal naming the hex and the rule.
QString walk(MovePlan &p)
{
    const FhgMovePath rules(*p.t, p.ground, p.mover);
    Hex prev = p.from;
    for (int i = 0; i < p.path.size(); ++i) {
        const Hex h = p.path.at(i);
        const QString label = p.ground.label(h);
        if (i > 0 && p.entries.constLast().ends())
            return FhgMove::tr("the move ends in %1 (%2, %3): it cannot go on to %4")
                .arg(p.ground.label(prev), fhgTerrainName(p.entries.constLast().terrain),
                     p.entries.constLast().step.rule, label);
        if (p.ground.board().distance(prev, h) != 1)
            return FhgMove::tr("%1 is not next to %2: units move from hex to adjacent hex (7.1)")
                .arg(label, p.ground.label(prev));
        if (i + 1 > p.allowance.allowance)
            return FhgMove::tr("%1 would be hex %2 of the move: %3 may move no more than %4 (%5)")
                .arg(label)
                .arg(i + 1)
                .arg(p.mover.name)
                .arg(p.allowance.allowance)
                .arg(p.mover.leaderAlone() ? u"9.1"_s : u"7.1"_s);
        const bool last = i == p.path.size() - 1;
        if (last && h == p.from)
            return FhgMove::tr("the move ends in %1, where it began (7.1)").arg(label);
        const FhgEntry e = rules.enter(h, last);
        if (!e.error.isEmpty())
            return e.error;
        p.entries.append(e);
        p.hexLines.append(hexLine(p, h, i, e));
        prev = h;
    }
    return {};
}

// 6.2.1, 6.2.4, 6.2.5, 9.1, 2.3.3: what the move costs; empty or the refusal (6.2.8).
QString price(const Inputs &in, MovePlan &p)
{
    const bool alone = p.mover.leaderAlone();
    p.ap = p.firedFirst ? 0 : p.allowance.apCost;
    if (p.entries.constLast().step.move == FhgTable::Move::Waterway)
        p.ap += p.t->waterwayAp - (alone ? p.t->apLeaderMove : p.t->apMove);
    p.ap = std::max(0, p.ap);
    const QJsonValue left = in.value(u"apAvailable"_s);
    if (left.isDouble() && left.toInt() < p.ap)
        return FhgMove::tr("not enough AP: the move costs %1 AP and %2 are left (6.2.8)")
            .arg(p.ap)
            .arg(left.toInt());
    return {};
}

// The move read into its plan (who, from where, the path walked and priced), or the refusal.
ParsedInputs<MovePlan> parseMove(const Inputs &in, const RuleTable &table)
{
    MovePlan p;
    p.t = FhgTable::of(table);
    if (!p.t)
        return ParsedInputs<MovePlan>::refused(FhgMove::tr("the move action needs the fhg-land rule table"));
    for (auto step : {readMover, readAllowance, readPath})
        if (const QString why = step(in, p); !why.isEmpty())
            return ParsedInputs<MovePlan>::refused(why);
    if (const QString why = walk(p); !why.isEmpty())
        return ParsedInputs<MovePlan>::refused(why);
    if (const QString why = price(in, p); !why.isEmpty())
        return ParsedInputs<MovePlan>::refused(why);
    return p;
}

void resolveMove(const MovePlan &p, DiceSource &, Resolution &out)
{
    report(p, out);
}

} // namespace

Runner FhgMove::bind(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseMove, &resolveMove)(in, table);
}

} // namespace adj
