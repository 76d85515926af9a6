#include "fhgmove.h"

#include "core/resolution.h"
#include "fhginputs.h"
#include "fhgmovepath.h"

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
        unitInput(u"unit"_s, tr("Moving unit"), tr("The battle's unit that moves.")),
        unitInput(u"leader"_s, tr("Leader alone"), tr("The battle's leader who moves alone (9.1)."))
            .withTerm(u"leader"_s),
        enumInput(u"unitType"_s, fhgTypeIds() + QStringList{u"leader"_s, u"vp"_s}, {}, tr("Unit type"),
                  tr("Type of the moving unit; \"leader\" for a leader alone."), u"7.1"_s, true),
        boolInput(u"column"_s, false, tr("In column"), tr("Infantry in column move 1 hex more."), u"7.5"_s),
        stringInput(u"from"_s, tr("From hex"), tr("The hex the move begins in (CCRR)."), u"7.1"_s),
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
                  u"6.2.4"_s),
        intInput(u"apAvailable"_s, 0, 100, {}, tr("AP left"),
                 tr("The side's AP left this turn; the move is refused when too few (optional)."),
                 u"6.2.8"_s),
        stringInput(u"side"_s, tr("Side"), tr("Name of the moving side: friend and foe on the board.")),
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

Effect effect(Effect::Kind kind, const QString &subject, qint64 id, const QString &rule, const QString &text)
{
    Effect e;
    e.kind = kind;
    e.subject = subject;
    e.unit = id;
    e.rule = rule;
    e.text = text;
    return e;
}

// Everything a move does, worked out before the runner replays it (a move rolls no dice).
struct Plan
{
    const FhgTable *t = nullptr;
    FhgGround ground;
    FhgMover mover;
    FhgType type = FhgType::Regular;
    Hex from;
    QList<Hex> path;
    bool found = false; // the path was found from "to"
    bool bonus = false, firedFirst = false;
    FhgRules::Move allowance;
    QList<qint64> leadersMoved; // this turn, before this move (7.1.1)
    QList<FhgEntry> entries;
    QList<TraceLine> hexLines;
    int ap = 0;
};

// Who moves, from where, with which leaders; empty or the refusal.
QString readMover(const Inputs &in, Plan &p)
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
QString readAllowance(const Inputs &in, Plan &p)
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
QString readPath(const Inputs &in, Plan &p)
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
TraceLine hexLine(const Plan &p, Hex h, int i, const FhgEntry &e)
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
QString walk(Plan &p)
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
QString price(const Inputs &in, Plan &p)
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

QString labels(const FhgGround &g, const QList<Hex> &hexes)
{
    QStringList out;
    for (const Hex h : hexes)
        out.append(g.label(h));
    return out.join(u' ');
}

// Leaders taken and VP units captured on the way, with their VP (7.3, 9.3.3, 3.4.11, 10).
void taken(const Plan &p, const FhgEntry &e, Hex h, Resolution &out)
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
Effect movedLeaders(const Plan &p)
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
bool mayFireAfter(const Plan &p)
{
    const bool waterway = p.entries.constLast().step.move == FhgTable::Move::Waterway; // 2.3.3
    return !p.mover.leaderAlone() && (p.type == FhgType::Dragoon || p.type == FhgType::Indian) && !p.bonus &&
           !p.firedFirst && !waterway;
}

// The turn's markers on a unit that moved and the line that says what it may still do.
void markers(const Plan &p, Resolution &out)
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

void outcomes(const Plan &p, Resolution &out)
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
void positions(const Plan &p, Resolution &out)
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
QString summary(const Plan &p)
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

void report(const Plan &p, Resolution &out)
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

} // namespace

namespace {

// The move read into its plan (who, from where, the path walked and priced), or the refusal.
ParsedInputs<Plan> parseMove(const Inputs &in, const RuleTable &table)
{
    Plan p;
    p.t = FhgTable::of(table);
    if (!p.t)
        return ParsedInputs<Plan>::refused(FhgMove::tr("the move action needs the fhg-land rule table"));
    for (auto step : {readMover, readAllowance, readPath})
        if (const QString why = step(in, p); !why.isEmpty())
            return ParsedInputs<Plan>::refused(why);
    if (const QString why = walk(p); !why.isEmpty())
        return ParsedInputs<Plan>::refused(why);
    if (const QString why = price(in, p); !why.isEmpty())
        return ParsedInputs<Plan>::refused(why);
    return p;
}

void resolveMove(const Plan &p, DiceSource &, Resolution &out)
{
    report(p, out);
}

} // namespace

Runner FhgMove::bind(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseMove, &resolveMove)(in, table);
}

ActionSchema FhgMove::formationSchema()
{
    ActionSchema s;
    s.id = u"formation"_s;
    s.name = tr("Change formation");
    s.rule = u"7.5"_s;
    s.help = tr("An infantry unit changes into or out of column: 1 AP; it stays in place and takes no other "
                "action this turn.");
    s.outcomes = {u"formation=column"_s, u"formation=line"_s};
    s.inputs = {
        unitInput(u"unit"_s, tr("Unit"), tr("The battle's unit that changes formation.")),
        enumInput(u"unitType"_s, fhgTypeIds(), {}, tr("Unit type"), tr("Type of the unit."), u"7.5"_s, true),
        boolInput(u"column"_s, false, tr("In column now"), tr("The unit's formation before the change."),
                  u"7.5"_s),
        enumInput(u"formation"_s, {u"column"_s, u"line"_s}, {}, tr("New formation"),
                  tr("Column moves 1 hex more; line is the normal formation."), u"7.5"_s, true)
            .withTerm(u"formation"_s),
        intInput(u"apAvailable"_s, 0, 100, {}, tr("AP left"),
                 tr("The side's AP left this turn; the change is refused when too few (optional)."),
                 u"6.2.8"_s),
        stringInput(u"side"_s, tr("Side"), tr("Name of the unit's side, for the AP.")),
    };
    return s;
}

namespace {

struct FormationSpec
{
    QString name;
    bool toColumn = false;
    qint64 id = 0;
    QString side;
    int ap = 0;
};

// 7.5: only infantry form column, into the other formation, for the AP (6.2.8).
ParsedInputs<FormationSpec> parseFormation(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<FormationSpec>;
    const FhgTable *t = FhgTable::of(table);
    if (!t)
        return Parsed::refused(FhgMove::tr("the formation action needs the fhg-land rule table"));
    FormationSpec s;
    const FhgType type = getType(in, u"unitType"_s);
    s.name = fhgTypeName(type);
    if (!t->unit(type).column)
        return Parsed::refused(
            FhgMove::tr("%1 cannot form column; only infantry change formation (7.5)").arg(s.name));
    s.toColumn = getString(in, u"formation"_s) == u"column"_s;
    if (s.toColumn == getBool(in, u"column"_s))
        return Parsed::refused(s.toColumn ? FhgMove::tr("the %1 are already in column (7.5)").arg(s.name)
                                          : FhgMove::tr("the %1 are already in line (7.5)").arg(s.name));
    const QJsonValue left = in.value(u"apAvailable"_s);
    if (left.isDouble() && left.toInt() < t->apFormation)
        return Parsed::refused(
            FhgMove::tr("not enough AP: a change of formation costs %1 AP and %2 are left (6.2.8)")
                .arg(t->apFormation)
                .arg(left.toInt()));
    s.id = getId(in, u"unit"_s);
    s.side = getString(in, u"side"_s);
    s.ap = t->apFormation;
    return s;
}

void resolveFormation(const FormationSpec &s, DiceSource &, Resolution &out)
{
    out.outcome(s.toColumn ? u"formation=column"_s : u"formation=line"_s);
    if (out.quiet())
        return;
    out.unit(u"unit"_s, u"formation"_s, s.toColumn ? u"column"_s : u"line"_s);
    QJsonArray markers;
    if (s.toColumn)
        markers.append(u"column"_s);
    if (s.id != 0) { // a battle's unit is activated (fhgland.cpp, 7.5)
        out.unit(u"unit"_s, u"unit"_s, s.id);
        markers.append(u"activated"_s);
    }
    if (!markers.isEmpty())
        out.unit(u"unit"_s, u"markers"_s, markers);
    out.set(u"apSpent"_s, s.ap);
    out.line(
        s.toColumn
            ? FhgMove::tr("the %1 form column for %2 AP; they stay in place and take no other action this "
                          "turn")
                  .arg(s.name)
                  .arg(s.ap)
            : FhgMove::tr("the %1 form line for %2 AP; they stay in place and take no other action this turn")
                  .arg(s.name)
                  .arg(s.ap),
        u"7.5"_s);
    Effect spend =
        effect(Effect::Kind::SpendAp, u"unit"_s, s.id, u"7.5"_s, FhgMove::tr("spend %1 AP").arg(s.ap));
    spend.side = s.side;
    spend.amount = s.ap;
    if (s.ap > 0)
        out.effect(spend);
    Effect set = effect(Effect::Kind::SetAttribute, u"unit"_s, s.id, u"7.5"_s,
                        s.toColumn ? FhgMove::tr("formation: column") : FhgMove::tr("formation: line"));
    set.attribute = u"formation"_s;
    set.value = s.toColumn ? u"column"_s : u"line"_s;
    out.effect(set);
    Effect marker =
        effect(s.toColumn ? Effect::Kind::PlaceMarker : Effect::Kind::LiftMarker, u"unit"_s, s.id, u"7.5"_s,
               s.toColumn ? FhgMove::tr("stand the unit on edge") : FhgMove::tr("lay the unit flat"));
    marker.marker = u"column"_s;
    out.effect(marker);
}

} // namespace

Runner FhgMove::bindFormation(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseFormation, &resolveFormation)(in, table);
}

} // namespace adj
