// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The retreat action: the unit or leader a combat left owing a retreat, moved to the hex the referee
// names when the rules allow it there (8.3.2, 8.4.1-8.4.5), or eliminated where no hex is open.
#include "fhgretreataction.h"

#include "core/resolution.h"
#include "fhgcombat.h"
#include "fhginputs.h"
#include "fhgretreat.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace fhg;

ActionSchema FhgRetreatAction::schema()
{
    ActionSchema s;
    s.id = u"retreat"_s;
    s.name = FhgRetreatAction::tr("Retreat");
    s.rule = u"8.4"_s;
    s.help = tr("A unit that failed its morale check in close combat retreats 1 hex, away from the attacker "
                "and towards its side (8.4.1); a leader left alone by an eliminated unit retreats up to "
                "3 hexes (8.4.5). No AP.");
    s.outcomes = {u"retreated"_s, u"displaced"_s, u"eliminated"_s, u"leader-lost"_s};
    s.inputs = {
        unitInput(u"unit"_s, tr("Retreating unit"), tr("The battle's unit that owes a retreat."))
            .as(InputSpec::Role::Actor),
        unitInput(u"leader"_s, tr("Retreating leader"),
                  tr("The battle's leader who owes a retreat of up to 3 hexes (8.4.5)."))
            .asLeader(InputSpec::Role::Actor)
            .withTerm(u"leader"_s),
        stringInput(u"to"_s, tr("To hex"),
                    tr("The hex it retreats to (CCRR); the board shows the legal ones."), u"8.4.1"_s),
        stringInput(u"displaceTo"_s, tr("Displaced unit to"),
                    tr("Where the friendly unit that must make room retreats (CCRR), when it has a choice."),
                    u"8.4.3"_s),
        inputs::stateInput(u"ground"_s, {}, tr("The board"),
                           tr("The board's terrain and the units and leaders on it, read off the battle."),
                           u"8.4.1"_s),
        inputs::stateInput(u"retreats"_s, FhgRetreats::trackerKey(), tr("Retreats owed"),
                           tr("The retreats still owed in the battle."), u"8.4.1"_s),
    };
    s.asked = {u"to"_s, u"displaceTo"_s};
    return s;
}

namespace {

// The retreat worked out before it is carried out (it rolls no dice).
struct RetreatPlan
{
    const FhgTable *t = nullptr;
    FhgGround ground;
    QList<FhgOwedRetreat> pending;
    FhgOwedRetreat owed;
    FhgPiece mover;
    bool leader = false;
    QList<FhgPiece> riders; // leaders not attached to the unit who go with it (8.3.2)
    FhgUnitRoom room;
    std::optional<FhgRetreatHex> to;
    std::optional<Hex> displaceTo;
    std::optional<Hex> leaderTo;
    bool blocked = false;
    QString blockedLine, blockedRule;
};

std::optional<Hex> hexOf(const FhgGround &g, const QString &label)
{
    Hex h;
    if (!label.isEmpty() && g.board().parseLabel(label, &h))
        return h;
    return std::nullopt;
}

// Who retreats, and the retreat the battle keeps owed for him; empty or the refusal.
QString readOwed(const Inputs &in, RetreatPlan &p)
{
    const qint64 unit = getId(in, u"unit"_s), leader = getId(in, u"leader"_s);
    if (unit != 0 && leader != 0)
        return FhgRetreatAction::tr(
            "inputs \"unit\" and \"leader\": name the unit that retreats or the leader, not both (8.4)");
    if (unit == 0 && leader == 0)
        return FhgRetreatAction::tr(
            "name the unit (input \"unit\") or the leader (input \"leader\") that retreats (8.4)");
    QString error;
    if (!FhgGround::fromJson(in.value(u"ground"_s).toObject(), &p.ground, &error))
        return FhgRetreatAction::tr("input \"ground\": %1; a retreat is placed on the battle's board (8.4.1)")
            .arg(error);
    p.leader = leader != 0;
    const FhgPiece *mover = p.ground.find(p.leader ? leader : unit, p.leader);
    if (!mover)
        return FhgRetreatAction::tr(
                   "the retreating %1 is not on the battle's board: place it, or move it by hand (8.4.1)")
            .arg(p.leader ? FhgRetreatAction::tr("leader") : FhgRetreatAction::tr("unit"));
    p.mover = *mover;
    p.pending = FhgRetreats::read(in.value(u"retreats"_s).toObject());
    for (const FhgOwedRetreat &r : std::as_const(p.pending))
        if ((p.leader && r.leader == leader) || (!p.leader && r.unit == unit))
            p.owed = r;
    if (p.owed.unit == 0 && p.owed.leader == 0)
        return p.leader ? FhgRetreatAction::tr(
                              "%1 owes no retreat: a leader retreats up to 3 hexes when the unit he was "
                              "with is eliminated (8.4.5)")
                              .arg(p.mover.name)
                        : FhgRetreatAction::tr(
                              "%1 owes no retreat: a unit retreats 1 hex after failing its morale check "
                              "in close combat (8.3.2)")
                              .arg(p.mover.name);
    return {};
}

// The hex named, or the refusal listing the legal ones.
QString readTo(const Inputs &in, const RetreatPlan &p, const QString &legal, const QString &rule, Hex *to)
{
    if (!has(in, u"to"_s))
        return FhgRetreatAction::tr("give the hex %1 retreats to (input \"to\"): %2 (%3)")
            .arg(p.mover.name, legal, rule);
    QString error;
    if (!p.ground.parseHex(u"to"_s, getString(in, u"to"_s), to, &error))
        return error;
    return {};
}

// 8.4.1-8.4.3: the hex a unit retreats into, and where the unit that makes room there goes.
QString readUnitTo(const Inputs &in, RetreatPlan &p)
{
    const FhgRetreat retreat(*p.t, p.ground);
    for (const qint64 id : std::as_const(p.owed.leaders))
        if (const FhgPiece *l = p.ground.find(id, true); l && l->hex == p.mover.hex)
            p.riders.append(*l);
    p.room = retreat.unitRoom(p.mover, hexOf(p.ground, p.owed.attackerHex), p.riders);
    const QList<FhgRetreatHex> legal = p.room.legal();
    if (legal.isEmpty()) {
        p.blocked = true;
        p.blockedLine = retreat.blockedText(p.mover, p.room);
        p.blockedRule = p.room.blockedRule();
        return {};
    }
    const QString may = retreat.labels(legal);
    Hex to;
    if (const QString why = readTo(in, p, may, p.owed.rule, &to); !why.isEmpty())
        return why;
    const QString label = p.ground.label(to);
    if (p.ground.board().distance(to, p.mover.hex) != 1)
        return FhgRetreatAction::tr("%1 may retreat to %2, not to %3: a retreat is 1 hex (8.3.2)")
            .arg(p.mover.name, may, label);
    if (const FhgRetreatBlock *b = p.room.blockOf(to))
        return FhgRetreatAction::tr("%1 may retreat to %2, not to %3").arg(p.mover.name, may, b->why);
    const FhgRetreatHex *chosen = p.room.find(to);
    if (chosen && chosen->way == FhgRetreatHex::Way::Beside && legal.first().way != chosen->way)
        return FhgRetreatAction::tr(
                   "%1 may retreat to %2, not to %3: it is adjacent to the attacker %4 (%5), and a unit "
                   "retreats next to its attacker only when no other hex is open (8.4.1)")
            .arg(p.mover.name, may, label, p.owed.attackerName, p.owed.attackerHex);
    if (chosen && chosen->way != legal.first().way)
        return FhgRetreatAction::tr(
                   "%1 may retreat to %2, not to %3: it leads neither towards %4's side of the board (%5) "
                   "nor towards its main group (8.4.1)")
            .arg(p.mover.name, may, label, p.mover.side, FhgRetreat::edgeName(p.room.edge));
    p.to = *chosen;
    return {};
}

// 8.4.3: the hex the unit making room retreats to (given, or the only one it has).
QString readDisplaced(const Inputs &in, RetreatPlan &p)
{
    const bool given = has(in, u"displaceTo"_s);
    if (!p.to->displaced) {
        if (given)
            return FhgRetreatAction::tr("input \"displaceTo\": no unit has to make room in %1 (8.4.3)")
                .arg(p.ground.label(p.to->hex));
        return {};
    }
    const FhgPiece &d = *p.to->displaced;
    const QString may = FhgRetreat(*p.t, p.ground).labels(p.to->displacedTo);
    if (!given) {
        if (p.to->displacedTo.size() == 1) {
            p.displaceTo = p.to->displacedTo.first();
            return {};
        }
        return FhgRetreatAction::
            tr("%1 stands in %2 and must make room: give the hex it retreats to (input \"displaceTo\"): %3 "
               "(8.4.3)")
                .arg(d.name, p.ground.label(p.to->hex), may);
    }
    Hex h;
    QString error;
    if (!p.ground.parseHex(u"displaceTo"_s, getString(in, u"displaceTo"_s), &h, &error))
        return error;
    if (!p.to->displacedTo.contains(h))
        return FhgRetreatAction::tr("%1, making room, may retreat to %2, not to %3 (8.4.3, 8.4.1)")
            .arg(d.name, may, p.ground.label(h));
    p.displaceTo = h;
    return {};
}

// 8.4.5: where a leader retreats, up to the hexes owed by a legal way.
QString readLeaderTo(const Inputs &in, RetreatPlan &p)
{
    const FhgRetreat retreat(*p.t, p.ground);
    const FhgLeaderRoom room = retreat.leaderRoom(p.mover, p.owed.hexes);
    if (room.hexes.isEmpty()) {
        p.blocked = true;
        p.blockedLine =
            FhgRetreatAction::tr(
                "%1 is blocked on every way by enemy units or impassable terrain and is eliminated")
                .arg(p.mover.name);
        p.blockedRule = u"8.4.5"_s;
        return {};
    }
    Hex to;
    if (const QString why = readTo(in, p, retreat.labels(room.hexes), u"8.4.5"_s, &to); !why.isEmpty())
        return why;
    if (!room.contains(to))
        return FhgRetreatAction::tr(
                   "%1 may retreat up to %n hex(es) by a way clear of enemy units and impassable terrain, "
                   "ending where no other leader stands: %2, not %3 (8.4.5)",
                   nullptr, p.owed.hexes)
            .arg(p.mover.name, retreat.labels(room.hexes), p.ground.label(to));
    p.leaderTo = to;
    return {};
}

ParsedInputs<RetreatPlan> parseRetreat(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<RetreatPlan>;
    RetreatPlan p;
    p.t = FhgTable::of(table);
    if (!p.t)
        return Parsed::refused(FhgRetreatAction::tr("the retreat needs the fhg-land rule table"));
    QString why = readOwed(in, p);
    if (why.isEmpty())
        why = p.leader ? readLeaderTo(in, p) : readUnitTo(in, p);
    if (why.isEmpty() && !p.blocked && !p.leader)
        why = readDisplaced(in, p);
    if (!why.isEmpty())
        return Parsed::refused(why);
    return p;
}

Effect placed(const QString &subject, qint64 id, const QString &hex, const QString &rule, const QString &text)
{
    Effect e;
    e.kind = Effect::Kind::SetAttribute;
    e.subject = subject;
    e.unit = id;
    e.attribute = u"position"_s;
    e.value = hex;
    e.rule = rule;
    e.text = text;
    return e;
}

Effect vp(const QString &side, int amount, const QString &rule, const QString &text)
{
    Effect e;
    e.kind = Effect::Kind::ChangeCounter;
    e.subject = u"side:retreating"_s;
    e.side = side;
    e.counter = u"VP"_s;
    e.amount = amount;
    e.rule = rule;
    e.text = text;
    return e;
}

// Enemy leaders alone where the unit enters are eliminated (7.2.1, 7.3) and enemy VP units taken
// (3.4.11): the retreating side's VP (10 A, 10 B).
void taken(const RetreatPlan &p, Resolution &out)
{
    const QString label = p.ground.label(p.to->hex);
    for (const FhgPiece &l : p.to->leadersTaken) {
        out.line(
            FhgRetreatAction::tr("%1: the enemy leader %2, alone there, is eliminated").arg(label, l.name),
            u"7.3"_s);
        Effect e = placed(u"enemy-leader"_s, l.id, {}, u"7.3"_s,
                          FhgRetreatAction::tr("%1 is eliminated").arg(l.name));
        e.kind = Effect::Kind::LoseLeader;
        out.effect(e);
        if (p.t->vpLeader != 0)
            out.effect(vp(p.mover.side, p.t->vpLeader, u"10 A"_s,
                          FhgRetreatAction::tr("+%1 VP to %2: leader eliminated")
                              .arg(p.t->vpLeader)
                              .arg(p.mover.side)));
    }
    for (const FhgPiece &v : p.to->vpTaken) {
        out.line(FhgRetreatAction::tr("%1: %2, a VP unit of %3, is taken").arg(label, v.name, v.side),
                 u"3.4.11"_s);
        Effect e = placed(u"captured"_s, v.id, {}, u"3.4.11"_s,
                          FhgRetreatAction::tr("%1 is taken and removed from play").arg(v.name));
        e.kind = Effect::Kind::Eliminate;
        e.attribute = u"captured"_s;
        out.effect(e);
        if (p.t->vpVpUnit != 0)
            out.effect(
                vp(p.mover.side, p.t->vpVpUnit, u"10 B"_s,
                   FhgRetreatAction::tr("+%1 VP to %2: VP unit taken").arg(p.t->vpVpUnit).arg(p.mover.side)));
    }
}

// 8.4.2, 8.4.3, 8.4.5: no hex open any more; a unit's leaders then owe their own retreat (8.4.5).
void eliminated(const RetreatPlan &p, QList<FhgOwedRetreat> &pending, Resolution &out)
{
    out.line(p.blockedLine, p.blockedRule);
    Effect e = placed(p.leader ? u"leader"_s : u"unit"_s, p.mover.id, {}, p.blockedRule,
                      FhgRetreatAction::tr("%1 is eliminated: its retreat is blocked").arg(p.mover.name));
    e.kind = p.leader ? Effect::Kind::LoseLeader : Effect::Kind::Eliminate;
    out.effect(e);
    const int points = p.leader ? p.t->vpLeader : p.t->vpUnit;
    FhgCombat::victoryPoints(
        p.owed.by, points,
        p.leader ? FhgRetreatAction::tr("leader eliminated") : FhgRetreatAction::tr("unit eliminated"), out);
    if (p.leader)
        return;
    const FhgRetreat retreat(*p.t, p.ground);
    for (const FhgPiece &l : p.ground.pieces()) {
        const bool rides =
            std::any_of(p.riders.cbegin(), p.riders.cend(), [&](const FhgPiece &r) { return r.id == l.id; });
        if (!l.isLeader() || l.side != p.mover.side || (l.with != p.mover.id && !rides))
            continue;
        const FhgLeaderRoom room = retreat.leaderRoom(l, p.t->leaderRetreatHexes);
        if (room.hexes.isEmpty()) {
            out.line(
                FhgRetreatAction::tr("%1, with the eliminated %2, is blocked on every way and is eliminated")
                    .arg(l.name, p.mover.name),
                u"8.4.5"_s);
            Effect lost = placed(u"leader"_s, l.id, {}, u"8.4.5"_s,
                                 FhgRetreatAction::tr("%1 is eliminated").arg(l.name));
            lost.kind = Effect::Kind::LoseLeader;
            out.effect(lost);
            FhgCombat::victoryPoints(p.owed.by, p.t->vpLeader, FhgRetreatAction::tr("leader eliminated"),
                                     out);
            continue;
        }
        FhgOwedRetreat r;
        r.leader = l.id;
        r.name = l.name;
        r.side = l.side;
        r.by = p.owed.by;
        r.from = p.ground.label(l.hex);
        r.hexes = p.t->leaderRetreatHexes;
        r.rule = u"8.4.5"_s;
        pending.append(r);
        out.line(FhgRetreatAction::tr("%1, with the eliminated %2, must retreat up to %n hex(es) at once: %3",
                                      nullptr, r.hexes)
                     .arg(l.name, p.mover.name, retreat.labels(room.hexes)),
                 u"8.4.5"_s);
        if (l.with != 0)
            out.effect(placed(u"leader"_s, l.id, r.from, u"8.4.5"_s,
                              FhgRetreatAction::tr("%1 stands alone in %2").arg(l.name, r.from)));
    }
}

// A unit's retreat carried out: it, the leaders going with it and the unit making room (8.4.1-8.4.3).
void unitRetreats(const RetreatPlan &p, Resolution &out)
{
    const QString from = p.ground.label(p.mover.hex), to = p.ground.label(p.to->hex);
    const QString rule = p.owed.rule.isEmpty() ? u"8.4.1"_s : p.owed.rule;
    if (p.to->way == FhgRetreatHex::Way::Beside)
        out.line(
            FhgRetreatAction::tr("no hex away from the attacker is open: it retreats still adjacent to it"),
            u"8.4.1"_s);
    else if (p.to->way == FhgRetreatHex::Way::Back && !p.room.edge.isEmpty())
        out.line(FhgRetreatAction::tr(
                     "away from the attacker, towards %1's side of the board (%2) or its main group")
                     .arg(p.mover.side, FhgRetreat::edgeName(p.room.edge)),
                 u"8.4.1"_s);
    if (p.to->displaced) {
        const QString where = p.ground.label(*p.displaceTo);
        out.line(FhgRetreatAction::tr("%1 makes room: it retreats from %2 to %3")
                     .arg(p.to->displaced->name, to, where),
                 u"8.4.3"_s);
        out.effect(placed(u"displaced"_s, p.to->displaced->id, where, u"8.4.3"_s,
                          FhgRetreatAction::tr("%1 to %2").arg(p.to->displaced->name, where)));
        out.outcome(u"displaced"_s);
    }
    out.effect(
        placed(u"unit"_s, p.mover.id, to, rule, FhgRetreatAction::tr("%1 to %2").arg(p.mover.name, to)));
    for (const FhgPiece &l : p.riders) {
        out.line(FhgRetreatAction::tr("%1 retreats with it").arg(l.name), u"8.3.2"_s);
        out.effect(
            placed(u"leader"_s, l.id, to, u"8.3.2"_s, FhgRetreatAction::tr("%1 to %2").arg(l.name, to)));
    }
    taken(p, out);
    out.line(FhgRetreatAction::tr("%1 retreats 1 hex, %2 to %3").arg(p.mover.name, from, to), rule);
}

void resolveRetreat(const RetreatPlan &p, DiceSource &, Resolution &out)
{
    if (p.blocked)
        out.outcome(p.leader ? u"leader-lost"_s : u"eliminated"_s);
    else
        out.outcome(u"retreated"_s);
    if (out.quiet())
        return;
    QList<FhgOwedRetreat> pending = p.pending;
    pending.removeIf(
        [&](const FhgOwedRetreat &r) { return p.leader ? r.leader == p.mover.id : r.unit == p.mover.id; });
    if (!p.leader)
        out.unit(u"unit"_s, u"unit"_s, p.mover.id);
    if (p.blocked) {
        eliminated(p, pending, out);
        if (!p.leader)
            out.unit(u"unit"_s, u"eliminated"_s, true);
    } else if (p.leader) {
        const QString from = p.ground.label(p.mover.hex), to = p.ground.label(*p.leaderTo);
        out.effect(placed(u"leader"_s, p.mover.id, to, u"8.4.5"_s,
                          FhgRetreatAction::tr("%1 to %2").arg(p.mover.name, to)));
        out.line(FhgRetreatAction::tr("%1 retreats from %2 to %3").arg(p.mover.name, from, to), u"8.4.5"_s);
        out.set(u"path"_s, QJsonArray{to});
    } else {
        unitRetreats(p, out);
        out.unit(u"unit"_s, u"retreat"_s, 1);
        out.set(u"path"_s, QJsonArray{p.ground.label(p.to->hex)});
    }
    out.effect(FhgRetreats::write(pending, p.leader ? u"8.4.5"_s : u"8.4.1"_s));
}

} // namespace

Runner FhgRetreatAction::bind(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseRetreat, &resolveRetreat)(in, table);
}

} // namespace adj
