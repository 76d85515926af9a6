// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohmovementphase.h"

#include "core/inputbuilders.h"

#include "core/resolution.h"
#include "core/ruletable.h"
#include "fohinputs.h"
#include "fohmovement.h"
#include "fohroster.h"
#include "fohtable.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace foh;

namespace {

const QString kRule = u"Movement Phase"_s;

QString actionId(const char *suffix)
{
    return u"movement-"_s + QString::fromLatin1(suffix);
}

InputSpec stateInput()
{
    return inputs::stateInput(
        u"movement"_s, FohMovementPhase::trackerKey(),
        QCoreApplication::translate("adj::FohMovementPhase", "Movement Phase"),
        QCoreApplication::translate("adj::FohMovementPhase",
                                    "Who moves, which BMUGs have moved: the battle's tracker."));
}

int unmovedTotal(const FohMovement &m)
{
    return int(m.unmoved(0).size() + m.unmoved(1).size());
}

int bmugTotal(const FohMovement &m)
{
    const QJsonArray sides = m.toJson().value(u"sides"_s).toArray();
    int n = 0;
    for (const QJsonValue &s : sides)
        n += int(s.toObject().value(u"bmugs"_s).toArray().size());
    return n;
}

// The phase as the battle has it, read once for any of its actions.
struct MovementSpec
{
    int dieSides = 6;
    FohRoster roster;
    FohMovement m;
    int turn = 0;
    QString bmug; // the BMUG that moves or fires (move, opportunity-fire)
};

// The battle's two sides and their BMUGs, and the tracker of this turn or a fresh phase: a new
// turn starts with a new roll-off.
bool readPhase(const Inputs &in, const RuleTable &table, MovementSpec *s, QString *error)
{
    const FohTable *t = FohTable::of(table);
    if (!t) {
        *error = FohMovementPhase::tr("the Movement Phase needs the fields-of-honor rule table");
        return false;
    }
    s->dieSides = t->bmugDieSides;
    if (!FohRoster::fromJson(in.value(u"battle"_s).toObject(), &s->roster, error))
        return false;
    const FohRoster &roster = s->roster;
    if (roster.sides.size() != 2) {
        *error = FohMovementPhase::tr("the Movement Phase is played by two sides; the battle has %1")
                     .arg(roster.sides.size());
        return false;
    }
    if (roster.bmugCount() == 0) {
        *error = FohMovementPhase::tr("neither side has a unit in play to move");
        return false;
    }
    const QJsonObject state = in.value(u"movement"_s).toObject();
    const bool fresh = state.isEmpty() || state.value(u"turn"_s).toInt() != roster.turn;
    QString why;
    s->m = fresh ? FohMovement::start(roster.sides[0].name, roster.bmugNames(0), roster.sides[1].name,
                                      roster.bmugNames(1), &why, t->bmugDieSides)
                 : FohMovement::fromJson(state, &why);
    if (!why.isEmpty()) {
        *error = FohMovementPhase::tr("Movement Phase, turn %1: %2").arg(roster.turn).arg(why);
        return false;
    }
    s->turn = roster.turn;
    return true;
}

// Every action but the roll-off waits for it.
bool rolledOff(const MovementSpec &s, QString *error)
{
    if (s.m.stage() != FohMovement::Stage::RollOff)
        return true;
    *error = FohMovementPhase::tr("turn %1: roll off first for who moves first").arg(s.turn);
    return false;
}

ParsedInputs<MovementSpec> parseRollOff(const Inputs &in, const RuleTable &table)
{
    MovementSpec s;
    QString error;
    if (!readPhase(in, table, &s, &error))
        return ParsedInputs<MovementSpec>::refused(error);
    return s;
}

ParsedInputs<MovementSpec> parseRolledOff(const Inputs &in, const RuleTable &table)
{
    MovementSpec s;
    QString error;
    if (!readPhase(in, table, &s, &error) || !rolledOff(s, &error))
        return ParsedInputs<MovementSpec>::refused(error);
    return s;
}

ParsedInputs<MovementSpec> parseRoll(const Inputs &in, const RuleTable &table)
{
    MovementSpec s;
    QString error;
    if (!readPhase(in, table, &s, &error) || !rolledOff(s, &error))
        return ParsedInputs<MovementSpec>::refused(error);
    if (s.m.stage() != FohMovement::Stage::Roll) {
        s.m.roll(1, &error); // names why no roll is due: still moving, or the phase is over
        return ParsedInputs<MovementSpec>::refused(error);
    }
    return s;
}

// A move or opportunity fire names the BMUG (or one of its units, which the battle turned into it).
ParsedInputs<MovementSpec> parseNamed(const Inputs &in, const RuleTable &table)
{
    MovementSpec s;
    QString error;
    if (!readPhase(in, table, &s, &error))
        return ParsedInputs<MovementSpec>::refused(error);
    s.bmug = getString(in, u"bmug"_s);
    if (s.bmug.isEmpty())
        return ParsedInputs<MovementSpec>::refused(
            FohMovementPhase::tr("input \"bmug\": name the BMUG (or one of its units)"));
    if (!s.m.knows(s.bmug)) {
        const QStringList all = s.roster.bmugNames(0) + s.roster.bmugNames(1);
        return ParsedInputs<MovementSpec>::refused(
            FohMovementPhase::tr("input \"bmug\": unknown BMUG \"%1\"; this battle's BMUGs are %2")
                .arg(s.bmug, all.join(u", "_s)));
    }
    if (!rolledOff(s, &error))
        return ParsedInputs<MovementSpec>::refused(error);
    return s;
}

void writeTracker(Resolution &out, int turn, const FohMovement &next)
{
    QJsonObject value = next.toJson();
    value.insert(u"turn"_s, turn);
    out.effect(
        Effect::setTracker(FohMovementPhase::trackerKey(), value, FohMovementPhase::label(next), kRule));
}

// The units of a BMUG that has used its move carry the "moved" marker for the turn.
void markMoved(Resolution &out, const FohRoster &roster, const QString &group, const QString &why)
{
    if (const FohRoster::Bmug *b = roster.bmug(group))
        for (const qint64 unit : b->units) {
            Effect e;
            e.kind = Effect::Kind::PlaceMarker;
            e.unit = unit;
            e.marker = u"moved"_s;
            e.rule = kRule;
            e.text = why;
            out.effect(e);
        }
}

void whatNext(Resolution &out, const FohMovement &before, const FohMovement &after)
{
    if (after.isDone()) {
        out.outcome(u"done"_s);
        out.line(FohMovementPhase::tr("every BMUG has had its move: the Movement Phase is over"), kRule);
    } else if (after.stage() == FohMovement::Stage::Roll && before.stage() == FohMovement::Stage::Moving) {
        out.line(FohMovementPhase::tr("%1's roll is used; %2 rolls next")
                     .arg(before.sideName(before.current()), after.sideName(after.current())),
                 kRule);
    }
}

// Both players roll; the higher moves first, a tie rolls again.
void resolveRollOff(const MovementSpec &s, DiceSource &dice, Resolution &out)
{
    const FohMovement &m = s.m;
    const int a = dice.forStep("roll-off-first")
                      .roll(s.dieSides, FohMovementPhase::tr("roll-off: %1").arg(m.sideName(0)));
    const int b = dice.forStep("roll-off-second")
                      .roll(s.dieSides, FohMovementPhase::tr("roll-off: %1").arg(m.sideName(1)));
    QString err;
    const FohMovement next = m.rollOff(a, b, &err);
    if (!err.isEmpty())
        return out.fail(err);
    if (!out.quiet()) {
        const bool tie = next.first() < 0;
        out.roll(Roll{u"roll-off-first"_s, {a}}
                     .meaning(tie ? u"tie"_s : (a > b ? u"won"_s : u"lost"_s))
                     .by(m.sideName(0)));
        out.roll(Roll{u"roll-off-second"_s, {b}}
                     .meaning(tie ? u"tie"_s : (b > a ? u"won"_s : u"lost"_s))
                     .by(m.sideName(1)));
        if (!tie) {
            out.set(u"winner"_s, next.sideName(next.first()));
            out.set(u"margin"_s, qAbs(a - b));
        }
    }
    if (next.first() < 0) {
        out.outcome(u"tie"_s);
        out.line(FohMovementPhase::tr("Roll-off: %1 %2, %3 %4: a tie, roll again")
                     .arg(m.sideName(0))
                     .arg(a)
                     .arg(m.sideName(1))
                     .arg(b),
                 kRule);
    } else {
        out.outcome(u"first="_s + next.sideName(next.first()));
        out.line(FohMovementPhase::tr("Roll-off: %1 %2, %3 %4: %5 moves first")
                     .arg(m.sideName(0))
                     .arg(a)
                     .arg(m.sideName(1))
                     .arg(b)
                     .arg(next.sideName(next.first())),
                 kRule);
        if (next.current() != next.first())
            out.line(FohMovementPhase::tr("%1 has no BMUG to move; %2 rolls")
                         .arg(next.sideName(next.first()), next.sideName(next.current())),
                     kRule);
    }
    writeTracker(out, s.turn, next);
}

// The side to move rolls for how many BMUGs it may move.
void resolveRoll(const MovementSpec &s, DiceSource &dice, Resolution &out)
{
    const FohMovement &m = s.m;
    const QString side = m.sideName(m.current());
    const int die =
        dice.forStep("bmugs").roll(s.dieSides, FohMovementPhase::tr("BMUGs %1 may move").arg(side));
    QString err;
    const FohMovement next = m.roll(die, &err);
    if (!err.isEmpty())
        return out.fail(err);
    out.outcome(u"bmugs="_s + QString::number(next.allowance()));
    if (!out.quiet()) {
        out.roll(Roll{u"bmugs"_s, {die}}.meaning(u"bmugs="_s + QString::number(next.allowance())).by(side));
        out.set(u"bmugs"_s, next.allowance());
    }
    const int unmoved = int(m.unmoved(m.current()).size());
    QString text =
        FohMovementPhase::tr("%1 rolls %2: may move up to %n BMUG(s)", nullptr, die).arg(side).arg(die);
    if (next.allowance() < die)
        text += u"; "_s + FohMovementPhase::tr("only %n BMUG(s) have not moved", nullptr, unmoved);
    out.line(text, kRule);
    writeTracker(out, s.turn, next);
}

void resolveMove(const MovementSpec &s, DiceSource &, Resolution &out)
{
    QString err;
    const FohMovement next = s.m.move(s.bmug, &err);
    if (!err.isEmpty())
        return out.fail(err);
    out.outcome(u"moved"_s);
    out.line(FohMovementPhase::tr("%1 (%2) moves").arg(s.bmug, s.m.sideName(s.m.current())), kRule);
    whatNext(out, s.m, next);
    markMoved(out, s.roster, s.bmug, FohMovementPhase::tr("moved this turn"));
    writeTracker(out, s.turn, next);
}

void resolvePass(const MovementSpec &s, DiceSource &, Resolution &out)
{
    QString err;
    const FohMovement next = s.m.pass(&err);
    if (!err.isEmpty())
        return out.fail(err);
    out.outcome(u"passed"_s);
    out.line(FohMovementPhase::tr("%1 moves no more BMUGs on this roll").arg(s.m.sideName(s.m.current())),
             kRule);
    whatNext(out, s.m, next);
    writeTracker(out, s.turn, next);
}

void resolveOpportunityFire(const MovementSpec &s, DiceSource &, Resolution &out)
{
    QString err;
    const FohMovement next = s.m.opportunityFire(s.bmug, &err);
    if (!err.isEmpty())
        return out.fail(err);
    out.outcome(u"fired"_s);
    out.line(
        FohMovementPhase::tr("%1 takes opportunity fire at %2's moving BMUGs and loses its move this phase")
            .arg(s.bmug, s.m.sideName(s.m.current())),
        kRule);
    out.line(FohMovementPhase::tr(
                 "resolve the fire with the fire action: opportunity fire modifies the Kill Number"),
             kRule);
    markMoved(out, s.roster, s.bmug, FohMovementPhase::tr("used its move on opportunity fire"));
    writeTracker(out, s.turn, next);
}

} // namespace

QString FohMovementPhase::trackerKey()
{
    return u"foh.movement"_s;
}

QList<Action> FohMovementPhase::actions()
{
    auto base = [](const char *suffix, const QString &name, const QString &help) {
        ActionSchema s;
        s.id = actionId(suffix);
        s.name = name;
        s.rule = kRule;
        s.help = help;
        s.inputs = {stateInput(), FohRoster::input()};
        return s;
    };
    const InputSpec bmug = stringInput(u"bmug"_s, tr("BMUG"),
                                       tr("The BMUG (the name in its units' BMUG attribute); or name one of "
                                          "its units."),
                                       kRule)
                               .heldOf(u"unit"_s);
    const InputSpec unit = unitInput(u"unit"_s, tr("Unit"), tr("A unit of the BMUG (instead of its name)."))
                               .as(InputSpec::Role::Actor);

    ActionSchema rollOff = base("roll-off", tr("Movement: roll-off"),
                                tr("Both players roll; the higher moves first (a tie rolls again)."));
    rollOff.outcomes = {u"first=SIDE"_s, u"tie"_s};
    rollOff.dice = {dice::step(u"roll-off-first"_s, DieSpec{}, 1, tr("the first side's roll-off"), kRule),
                    dice::step(u"roll-off-second"_s, DieSpec{}, 1, tr("the second side's roll-off"), kRule)};

    ActionSchema roll = base("roll", tr("Movement: roll for BMUGs"),
                             tr("The side to move rolls a die and may move that many BMUGs (1-6)."));
    roll.outcomes = {u"bmugs=N"_s};
    roll.dice = {dice::step(u"bmugs"_s, DieSpec{}, 1, tr("how many BMUGs may move"), kRule)};

    ActionSchema move =
        base("move", tr("Movement: a BMUG moves"), tr("Records that a BMUG of the side to move has moved."));
    move.inputs << bmug << unit;
    move.outcomes = {u"moved"_s, u"done"_s};

    ActionSchema pass = base("pass", tr("Movement: end the roll"),
                             tr("The side to move moves no more BMUGs on this roll; the other side rolls."));
    pass.outcomes = {u"passed"_s, u"done"_s};

    ActionSchema opportunity = base(
        "opportunity-fire", tr("Movement: opportunity fire uses the move"),
        tr("A BMUG that has not moved takes opportunity fire at a moving enemy and loses its move this "
           "phase. Resolve the fire itself with the fire action (opportunity fire on the Kill Number)."));
    opportunity.inputs << bmug << unit;
    opportunity.outcomes = {u"fired"_s};
    return {Action{rollOff, parseThenResolve(&parseRollOff, &resolveRollOff), {}, {}, {}},
            Action{roll, parseThenResolve(&parseRoll, &resolveRoll), {}, {}, {}},
            Action{move, parseThenResolve(&parseNamed, &resolveMove), {}, {}, {}},
            Action{pass, parseThenResolve(&parseRolledOff, &resolvePass), {}, {}, {}},
            Action{opportunity, parseThenResolve(&parseNamed, &resolveOpportunityFire), {}, {}, {}}};
}

QString FohMovementPhase::label(const FohMovement &m)
{
    const int left = unmovedTotal(m), total = bmugTotal(m);
    switch (m.stage()) {
    case FohMovement::Stage::RollOff:
        return tr("Movement: roll off for who moves first (%1 BMUGs to move)").arg(total);
    case FohMovement::Stage::Roll:
        return tr("Movement: %1 rolls for its BMUGs (%2 of %3 BMUGs still to move)")
            .arg(m.sideName(m.current()))
            .arg(left)
            .arg(total);
    case FohMovement::Stage::Moving:
        return tr("Movement: %1 moves %n more BMUG(s) (%2 of %3 still to move)", nullptr, m.allowance())
            .arg(m.sideName(m.current()))
            .arg(left)
            .arg(total);
    case FohMovement::Stage::Done:
        break;
    }
    return tr("Movement: every BMUG has moved (%n took opportunity fire)", nullptr,
              int(m.opportunityFirers().size()));
}

} // namespace adj
