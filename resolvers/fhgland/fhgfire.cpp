// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgfire.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "fhgaftermath.h"
#include "fhgcombat.h"
#include "fhginputs.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace fhg;

namespace {
QStringList firerTypes()
{
    return fhgTypeIds() + QStringList{u"leader"_s, u"vp"_s};
}
QStringList secondTypes()
{
    return QStringList{u"none"_s} + fhgTypeIds();
}
} // namespace

// The firer: its type, MP, formation, terrain, range, sight and movement (3.4, 6.2, 7.5, 8.1.3, 8.2).
QList<InputSpec> FhgFire::firerInputs()
{
    const QStringList terrains = fhgTerrainIds();
    return {
        unitInput(u"firer"_s, tr("Firing unit"), tr("The battle's unit that fires (optional)."))
            .as(InputSpec::Role::Actor),
        enumInput(u"firerType"_s, firerTypes(), {}, tr("Firer type"), tr("Unit type of the firing unit."),
                  u"3.4"_s, true)
            .heldOf(u"firer"_s),
        intInput(u"firerMp"_s, 1, 20, {}, tr("Firer MP"),
                 tr("Current MP of the firer; needed for 11.3 (default: its full MP)."), u"3.3"_s)
            .withTerm(u"strength"_s)
            .heldOf(u"firer"_s),
        boolInput(u"firerColumn"_s, false, tr("Firer in column"), tr("A unit in column rolls 1 die."),
                  u"7.5.1"_s)
            .heldOf(u"firer"_s),
        enumInput(u"firerTerrain"_s, terrains, u"clear"_s, tr("Firer's terrain"),
                  tr("Terrain of the firer's hex (11.5: hill)."), u"11.5"_s)
            .withTerm(u"terrain"_s)
            .heldOf(u"firer"_s),
        intInput(u"range"_s, 1, 50, {}, tr("Range (hexes)"), tr("Hexes from firer to target."), u"8.1.3"_s,
                 true)
            .withTerm(u"range"_s, u"hex"_s)
            .heldOf(u"target"_s),
        boolInput(u"lineOfSight"_s, true, tr("Line of sight"),
                  tr("False when terrain or units block the line (adjacent units and rockets ignore it)."),
                  u"8.2"_s)
            .heldOf(u"target"_s),
        boolInput(
            u"moveAndFire"_s, false, tr("Moved and fires"),
            tr("Dragoons and Indians may move and fire for 1 more AP (Indians only at an adjacent enemy)."),
            u"6.2.3"_s),
        boolInput(
            u"firerMoved"_s, false, tr("Firer moved this turn"),
            tr("The move was recorded and paid: dragoons and Indians fire for the 1 more AP only; other "
               "units may not fire after moving."),
            u"6.2.1"_s)
            .heldOf(u"firer"_s),
    };
}

// The target hex: its units, their formation and terrain, the leader there (3.4, 8.1.2, 9.3.1).
QList<InputSpec> FhgFire::targetInputs()
{
    const QStringList terrains = fhgTerrainIds();
    return {
        unitInput(u"target"_s, tr("Target unit"), tr("The battle's unit fired at (optional)."))
            .as(InputSpec::Role::Target),
        enumInput(u"targetType"_s, fhgTypeIds(), {}, tr("Target type"), tr("Unit type of the target."),
                  u"3.4"_s, true)
            .heldOf(u"target"_s),
        intInput(u"targetMp"_s, 1, 20, {}, tr("Target MP"), tr("Current MP of the target."), u"3.3"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(u"target"_s),
        boolInput(u"targetColumn"_s, false, tr("Target in column"), tr("The attacker rolls 1 extra die."),
                  u"7.5.1"_s)
            .heldOf(u"target"_s),
        enumInput(u"targetTerrain"_s, terrains, u"clear"_s, tr("Target's terrain"),
                  tr("Terrain of the target hex; modifies each die."), u"2.2.1"_s)
            .withTerm(u"terrain"_s)
            .heldOf(u"target"_s),
        unitInput(u"second"_s, tr("Second unit"), tr("The other unit in the target hex (optional)."))
            .as(InputSpec::Role::Defender),
        enumInput(u"secondType"_s, secondTypes(), u"none"_s, tr("Second unit type"),
                  tr("Type of a second unit in the target hex."), u"8.1.2"_s)
            .heldOf(u"second"_s),
        intInput(u"secondMp"_s, 1, 20, {}, tr("Second unit MP"), tr("Current MP of the second unit."),
                 u"8.1.2"_s)
            .withTerm(u"strength"_s)
            .heldOf(u"second"_s),
        enumInput(u"hitsTo"_s, {u"auto"_s, u"target"_s, u"second"_s}, u"auto"_s, tr("Hits to"),
                  tr("With two units of equal MP the owner chooses which takes the hits."), u"8.1.2"_s),
        boolInput(u"leaderInTargetHex"_s, false, tr("Leader in target hex"),
                  tr("A 1 on any attack die puts the leader at risk."), u"9.3.1"_s)
            .heldOf(u"target"_s),
        unitInput(u"leader"_s, tr("Leader"), tr("The battle's leader in the target hex (optional)."))
            .asLeader(InputSpec::Role::Defender)
            .withTerm(u"leader"_s),
        boolInput(u"leaderWithFirer"_s, false, tr("Leader with the firer"),
                  tr("With 11.8 the firer rolls 1 extra die."), u"11.8"_s)
            .heldOf(u"firer"_s),
        boolInput(u"flankAttack"_s, false, tr("Flank/rear attack"),
                  tr("With 11.9: attackers on opposite sides of the defender add +1 to each die."),
                  u"11.9"_s),
    };
}

// The side's AP (6.2.8); the board and the retreats owed, for a leader left alone (8.4.5).
QList<InputSpec> FhgFire::sideInputs()
{
    return {
        intInput(u"apAvailable"_s, 0, 100, {}, tr("AP left"),
                 tr("The side's AP left this turn; the fire is refused when too few (optional)."), u"6.2.8"_s)
            .heldOf(u"firer"_s),
        stringInput(u"side"_s, tr("Side"), tr("Name of the firing side, for the AP effect."))
            .heldOf(u"firer"_s),
        inputs::stateInput(u"ground"_s, {}, tr("The board"),
                           tr("The board's terrain and the units and leaders on it, read off the battle."),
                           u"8.4.5"_s),
        inputs::stateInput(u"retreats"_s, FhgRetreats::trackerKey(), tr("Retreats owed"),
                           tr("The retreats still owed in the battle."), u"8.4.5"_s),
    };
}

// The optional rules fire reads (11.3-11.10).
QList<InputSpec> FhgFire::optionInputs()
{
    return {
        boolInput(u"opt11_3"_s, false, tr("11.3 elite 4 dice"), tr("Elite at 3 or 4 MP roll 4 dice."),
                  u"11.3"_s, u"11.3"_s),
        boolInput(u"opt11_4"_s, false, tr("11.4 Indians vs works"),
                  tr("Indians are -2 against entrenchments and towns."), u"11.4"_s, u"11.4"_s),
        boolInput(u"opt11_5"_s, false, tr("11.5 guns on a hill"),
                  tr("Artillery/rockets on a hill fire 1 hex further, hitting on 6 there."), u"11.5"_s,
                  u"11.5"_s),
        boolInput(u"opt11_6"_s, false, tr("11.6 artillery into forest"),
                  tr("Artillery is -2 firing into forest."), u"11.6"_s, u"11.6"_s),
        boolInput(u"opt11_7"_s, false, tr("11.7 waterway"), tr("+1 on each die against units on a waterway."),
                  u"11.7"_s, u"11.7"_s),
        boolInput(u"opt11_8"_s, false, tr("11.8 leader die"), tr("A leader with the attacker adds 1 die."),
                  u"11.8"_s, u"11.8"_s),
        boolInput(u"opt11_9"_s, false, tr("11.9 flank attacks"), tr("Flank/rear attacks +1 on each die."),
                  u"11.9"_s, u"11.9"_s),
        boolInput(u"opt11_10"_s, false, tr("11.10 advance after fire"),
                  tr("An adjacent firer may advance into a hex it emptied."), u"11.10"_s, u"11.10"_s),
    };
}

ActionSchema FhgFire::schema()
{
    ActionSchema s;
    s.id = u"fire"_s;
    s.name = tr("Fire combat");
    s.rule = u"8.1"_s;
    s.help = tr("A unit fires at an enemy hex within range and line of sight: 1 AP.");
    s.outcomes = {u"hits=N"_s, u"absorbed=N"_s, u"eliminated:target"_s, u"eliminated:second"_s,
                  u"leader-lost"_s};
    s.dice = FhgCombat::attackSteps(u"8.1.1"_s, u"leaderInTargetHex"_s);
    s.inputs = firerInputs() + targetInputs() + sideInputs() + optionInputs();
    s.asked = {u"lineOfSight"_s, u"moveAndFire"_s, u"flankAttack"_s, u"hitsTo"_s};
    return s;
}

struct FhgFireSpec
{
    const FhgTable *t = nullptr;
    FhgAttackSpec attack;
    QList<FhgUnitIn> units; // target hex
    int hitIndex = 0;
    qint64 leaderId = 0;
    qint64 firerId = 0;
    int apCost = 1;
    QString side;
    bool advanceNote = false; // 11.10
    int range = 1;
    QString firerMarker; // "activated" or "fired" (6.1.4, 6.2.4)
    qint64 targetId = 0;
    QList<TraceLine> preamble;
    // The target hex on the battle's board: a leader left alone there (8.4.5); null without one.
    std::shared_ptr<const FhgAftermath> after;
};

// The firer and the target as fire reads them, typed once.
struct FhgFireRead
{
    FhgType firer = FhgType::Regular;
    const FhgTable::Unit *fu = nullptr;
    QString firerName;
    int firerMp = 0;
    bool firerColumn = false;
    FhgType target = FhgType::Regular;
    FhgTerrain targetTerrain = FhgTerrain::Clear;
    FhgTerrain firerTerrain = FhgTerrain::Clear;
    int range = 0;
    bool targetColumn = false;
    int maxRange = 0;
    bool extraRange = false; // 11.5
    bool los = true;
};

// Who fires and at what: a leader or a VP unit cannot (3.4.10, 3.4.11); MP within the type's (3.4);
// dice and range by the chart (8.1.3); columns only of infantry (7.5).
QString FhgFire::readUnits(const Inputs &in, const FhgTable &t, FhgFireRead *r)
{
    const QString firerId = in.value(u"firerType"_s).toString();
    if (firerId == u"leader"_s)
        return tr("a leader cannot fire: leaders rally and lead units (3.4.10)");
    if (firerId == u"vp"_s)
        return tr("a victory point unit cannot fire (3.4.11)");
    r->firer = getType(in, u"firerType"_s);
    r->fu = &t.unit(r->firer);
    r->firerName = fhgTypeName(r->firer);
    r->firerMp = getInt(in, u"firerMp"_s, r->fu->maxMp);
    if (r->firerMp > r->fu->maxMp)
        return tr("input \"firerMp\" is %1, but %2 have at most %3 MP (3.4)")
            .arg(r->firerMp)
            .arg(r->firerName)
            .arg(r->fu->maxMp);
    if (r->fu->dice <= 0 || r->fu->range <= 0)
        return tr("%1 cannot fire: the range and firepower chart gives them no dice or range (8.1.3)")
            .arg(r->firerName);
    r->firerColumn = getBool(in, u"firerColumn"_s);
    if (r->firerColumn && !r->fu->column)
        return tr("input \"firerColumn\": %1 cannot be in column; only infantry form columns (7.5)")
            .arg(r->firerName);
    r->target = getType(in, u"targetType"_s);
    r->targetTerrain = getTerrain(in, u"targetTerrain"_s);
    r->firerTerrain = getTerrain(in, u"firerTerrain"_s);
    r->range = getInt(in, u"range"_s);
    r->targetColumn = getBool(in, u"targetColumn"_s);
    if (r->targetColumn && !t.unit(r->target).column)
        return tr("input \"targetColumn\": %1 cannot be in column; only infantry form columns (7.5)")
            .arg(fhgTypeName(r->target));
    return {};
}

// Range (8.1.3), with 11.5 for guns firing from a hill; line of sight (8.2): adjacent units and
// rockets (3.4.9) ignore it.
QString FhgFire::readRangeAndSight(const Inputs &in, const FhgTable &t, FhgFireRead *r)
{
    r->maxRange = r->fu->range;
    r->extraRange = getBool(in, u"opt11_5"_s) && r->fu->group == u"guns"_s && r->firerTerrain == t.o11_5From;
    if (r->extraRange)
        r->maxRange += t.o11_5ExtraRange;
    if (r->range > r->maxRange)
        return tr("input \"range\": %1 hexes is beyond the %2-hex range of %3 (8.1.3)")
            .arg(r->range)
            .arg(r->maxRange)
            .arg(r->firerName);
    r->los = getBool(in, u"lineOfSight"_s);
    if (!r->los && r->range > 1 && r->firer != FhgType::Rocket)
        return tr("no line of sight: blocking terrain or units between firer and target (8.2)");
    return {};
}

// AP (6.2.1, 6.2.3, 6.2.4, 6.2.8). A move the battle recorded was paid then: the fire pays the rest.
QString FhgFire::payAp(const Inputs &in, const FhgTable &t, const FhgFireRead &r, FhgFireSpec *spec)
{
    spec->apCost = t.apFire;
    const bool moved = getBool(in, u"firerMoved"_s);
    if (moved || getBool(in, u"moveAndFire"_s)) {
        if (r.firer != FhgType::Dragoon && r.firer != FhgType::Indian)
            return moved
                       ? tr("%1 moved this turn and may not fire (6.2.1)").arg(r.firerName)
                       : tr("input \"moveAndFire\": %1 may move or fire, not both (6.2.1)").arg(r.firerName);
        if (r.firer == FhgType::Indian && r.range != 1)
            return tr(
                "input \"moveAndFire\": Indians may move and fire only at adjacent enemy units (6.2.4)");
        spec->apCost = moved ? std::max(0, t.apMoveAndFire - t.apMove) : t.apMoveAndFire;
        if (moved)
            spec->preamble.append(TraceLine{tr("moved this turn: the fire costs %1 more AP, %2 with the move")
                                                .arg(spec->apCost)
                                                .arg(t.apMoveAndFire),
                                            r.firer == FhgType::Dragoon ? u"6.2.3"_s : u"6.2.4"_s});
    }
    const QJsonValue ap = in.value(u"apAvailable"_s);
    if (ap.isDouble() && ap.toInt() < spec->apCost)
        return tr("not enough AP: the fire costs %1 AP and %2 are left (6.2.8)")
            .arg(spec->apCost)
            .arg(ap.toInt());
    return {};
}

// Units in the target hex and which takes the hits (8.1.2).
QString FhgFire::readTargetHex(const Inputs &in, const FhgTable &t, const FhgFireRead &r, FhgFireSpec *spec)
{
    const int targetMp = getInt(in, u"targetMp"_s);
    if (targetMp > t.unit(r.target).maxMp)
        return tr("input \"targetMp\" is %1, but %2 have at most %3 MP (3.4)")
            .arg(targetMp)
            .arg(fhgTypeName(r.target))
            .arg(t.unit(r.target).maxMp);
    spec->units.append(FhgUnitIn{u"target"_s, r.target, targetMp, r.targetColumn, getId(in, u"target"_s)});
    std::optional<FhgUnitIn> second;
    QString error;
    if (!FhgCombat::readSecond(t, in, r.target, tr("target hex"), &second, &error))
        return error;
    if (second)
        spec->units.append(*second);
    spec->hitIndex = FhgCombat::hitUnit(spec->units, in.value(u"hitsTo"_s).toString(), &error);
    return spec->hitIndex < 0 ? error : QString();
}

// Dice (8.1.3, 11.3, 7.5.1, 11.8), the hit number (8.1.1, 11.5 at the extra hex), each die's
// modifiers (2.2.1, 11.4-11.9) and what the resolution notes.
void FhgFire::attack(const Inputs &in, const FhgTable &t, const FhgFireRead &r, FhgFireSpec *spec)
{
    FhgAttackSpec &a = spec->attack;
    a.dice = r.fu->dice;
    if (getBool(in, u"opt11_3"_s) && r.fu->elite && r.firerMp >= t.o11_3MinMp) {
        a.dice = t.o11_3Dice;
        a.diceWhy.append(tr("elite at %1 MP: %2 dice (11.3)").arg(r.firerMp).arg(t.o11_3Dice));
    }
    if (r.firerColumn) {
        a.dice = t.columnFirerDice;
        a.diceWhy.append(tr("firer in column: %1 (7.5.1)").arg(t.columnFirerDice));
    }
    if (r.targetColumn) {
        a.dice += t.columnTargetExtraDice;
        a.diceWhy.append(tr("target in column +%1 (7.5.1)").arg(t.columnTargetExtraDice));
    }
    if (getBool(in, u"opt11_8"_s) && getBool(in, u"leaderWithFirer"_s)) {
        a.dice += t.o11_8Dice;
        a.diceWhy.append(tr("leader +%1 (11.8)").arg(t.o11_8Dice));
    }
    if (r.range > r.fu->range) {
        a.hitNumber = t.o11_5HitNumber;
        a.hitRule = u"11.5"_s;
    } else {
        a.hitNumber = r.fu->hitAt(r.range);
        a.hitRule = u"8.1.1"_s;
    }
    a.by = u"firer"_s;
    spec->range = r.range;
    spec->firerMarker = firerMarker(in);
    spec->targetId = getId(in, u"target"_s);
    a.what = r.range == 1 ? tr("%1 at 1 hex").arg(r.firerName)
                          : tr("%1 at %2 hexes").arg(r.firerName).arg(r.range);
    FhgCombat::Options o;
    o.o11_4 = getBool(in, u"opt11_4"_s);
    o.o11_6 = getBool(in, u"opt11_6"_s);
    o.o11_7 = getBool(in, u"opt11_7"_s);
    o.o11_9 = getBool(in, u"opt11_9"_s);
    o.flankAttack = getBool(in, u"flankAttack"_s);
    a.mods = FhgCombat::dieModifiers(t, r.firer, r.targetTerrain, o);
    for (const FhgDieMod &m : std::as_const(a.mods))
        a.modTotal += m.value;
    a.leaderInHex = getBool(in, u"leaderInTargetHex"_s);
    spec->leaderId = getId(in, u"leader"_s);
    spec->firerId = getId(in, u"firer"_s);
    spec->side = in.value(u"side"_s).toString();
    spec->advanceNote = getBool(in, u"opt11_10"_s) && r.range == 1;
    if (r.firer == FhgType::Rocket && !r.los)
        spec->preamble.append(TraceLine{tr("rockets ignore line of sight"), u"3.4.9"_s});
    if (r.extraRange && r.range > r.fu->range)
        spec->preamble.append(
            TraceLine{tr("%1 on a hill reach %2 hexes").arg(r.firerName).arg(r.maxRange), u"11.5"_s});
}

ParsedInputs<FhgFireSpec> FhgFire::parse(const Inputs &in, const RuleTable &table)
{
    const FhgTable *t = FhgTable::of(table);
    if (!t)
        return ParsedInputs<FhgFireSpec>::refused(tr("the fire action needs the fhg-land rule table"));
    FhgFireRead r;
    FhgFireSpec spec;
    spec.t = t;
    QString why = readUnits(in, *t, &r);
    if (why.isEmpty())
        why = readRangeAndSight(in, *t, &r);
    if (why.isEmpty())
        why = payAp(in, *t, r, &spec);
    if (why.isEmpty())
        why = readTargetHex(in, *t, r, &spec);
    if (!why.isEmpty())
        return ParsedInputs<FhgFireSpec>::refused(why);
    attack(in, *t, r, &spec);
    if (const QString where = readGround(in, *t, &spec); !where.isEmpty())
        return ParsedInputs<FhgFireSpec>::refused(where);
    return spec;
}

// On the battle's board: the second unit and the leader stand in the target hex (8.1.2, 9.3.1).
QString FhgFire::readGround(const Inputs &in, const FhgTable &t, FhgFireSpec *spec)
{
    spec->after = FhgAftermath::read(t, in, u"firer"_s, {u"target"_s, u"second"_s});
    if (!spec->after)
        return {};
    FhgGround ground;
    QString error;
    FhgGround::fromJson(in.value(u"ground"_s).toObject(), &ground, &error);
    const FhgPiece *target = ground.find(getId(in, u"target"_s), false);
    const FhgPiece *second = ground.find(getId(in, u"second"_s), false);
    if (target && second && second->hex != target->hex)
        return tr("%1 (%2) is not in %3's hex (%4): only a unit stacked with the target shares its hits "
                  "(8.1.2)")
            .arg(second->name, ground.label(second->hex), target->name, ground.label(target->hex));
    const FhgPiece *leader = ground.find(getId(in, u"leader"_s), true);
    if (target && leader && leader->hex != target->hex)
        return tr("%1 (%2) is not in %3's hex (%4): only a leader there is at risk (9.3.1)")
            .arg(leader->name, ground.label(leader->hex), target->name, ground.label(target->hex));
    return {};
}

// The trace's preamble and the AP the fire spends (6.2.1).
void FhgFire::spendAp(const FhgFireSpec &spec, Resolution &out)
{
    for (const TraceLine &l : spec.preamble)
        out.line(l.text, l.rule);
    Effect spend;
    spend.kind = Effect::Kind::SpendAp;
    spend.subject = u"firer"_s;
    spend.unit = spec.firerId;
    spend.side = spec.side;
    spend.amount = spec.apCost;
    spend.rule = u"6.2.1"_s;
    spend.text = tr("spend %1 AP").arg(spec.apCost);
    out.effect(spend);
}

// What the referee is told after an elimination: the stacked leader's retreat (8.4.5), the
// firer's advance (11.10).
void FhgFire::notes(const FhgFireSpec &spec, bool eliminated, bool leaderLost, Resolution &out)
{
    const FhgTable &tt = *spec.t;
    if (eliminated && spec.attack.leaderInHex && !leaderLost && !spec.after) {
        Effect e;
        e.kind = Effect::Kind::Note;
        e.subject = u"leader"_s;
        e.unit = spec.leaderId;
        e.rule = u"8.4.5"_s;
        e.text = tr("the leader stacked with the eliminated unit may retreat up to %1 hexes at once; "
                    "if enemy units or impassable terrain block him, he is eliminated")
                     .arg(tt.leaderRetreatHexes);
        out.effect(e);
    }
    if (eliminated && spec.units.size() == 1 && spec.advanceNote) {
        Effect e;
        e.kind = Effect::Kind::Note;
        e.subject = u"firer"_s;
        e.unit = spec.firerId;
        e.rule = u"11.10"_s;
        e.text = tr("the firer may advance into the vacated hex");
        out.effect(e);
    }
}

QString FhgFire::firerMarker(const Inputs &inputs)
{
    // 6.2.4: Indians who fire at an adjacent enemy for "move and fire" may still move.
    const bool fireThenMove =
        inputs.value(u"firerType"_s).toString() == u"indian"_s && inputs.value(u"moveAndFire"_s).toBool() &&
        !inputs.value(u"firerMoved"_s).toBool() && inputs.value(u"range"_s).toInt() == 1;
    return fireThenMove ? u"fired"_s : u"activated"_s;
}

// The values fire sets besides the dice and the hit unit's: range, AP, markers, VP (issue 17).
void FhgFire::values(const FhgFireSpec &spec, bool eliminated, bool leaderLost, Resolution &out)
{
    if (out.quiet())
        return;
    out.set(u"range"_s, QJsonObject{{u"value"_s, spec.range}, {u"measure"_s, u"hex"_s}});
    out.set(u"apSpent"_s, spec.apCost);
    const int vp = (eliminated ? spec.t->vpUnit : 0) + (leaderLost ? spec.t->vpLeader : 0);
    out.set(u"victoryPoints"_s, vp);
    // The markers the battle places (fhgland.cpp fireEffects): only on the battle's units.
    if (spec.firerId != 0) {
        out.unit(u"firer"_s, u"unit"_s, spec.firerId);
        out.unit(u"firer"_s, u"markers"_s, QJsonArray{spec.firerMarker});
    }
    if (spec.targetId != 0) {
        out.unit(u"target"_s, u"unit"_s, spec.targetId);
        out.unit(u"target"_s, u"markers"_s, QJsonArray{u"fired-on"_s});
    }
}

void FhgFire::resolve(const FhgFireSpec &spec, DiceSource &dice, Resolution &out)
{
    const FhgTable &tt = *spec.t;
    if (!out.quiet())
        spendAp(spec, out);
    int ones = 0;
    const int hits = FhgCombat::rollAttack(tt, spec.attack, dice, out, &ones);
    out.outcome(u"hits="_s + QString::number(hits));
    const FhgUnitIn &hit = spec.units.at(spec.hitIndex);
    if (spec.units.size() > 1 && hits > 0 && !out.quiet())
        out.line(tr("two units in the hex: the hits go to %1 (%2 MP)").arg(hit.role).arg(hit.mp), u"8.1.2"_s);
    const FhgCombat::HitResult r = FhgCombat::applyHits(tt, hit, hits, dice, out);
    if (r.absorbed > 0)
        out.outcome(u"absorbed="_s + QString::number(r.absorbed));
    if (r.eliminated) {
        out.outcome(u"eliminated:"_s + hit.role);
        FhgCombat::victoryPoints(spec.side, tt.vpUnit, tr("unit eliminated"), out);
    }
    bool leaderLost = false;
    if (spec.attack.leaderInHex && ones > 0)
        leaderLost = FhgCombat::leaderCheck(tt, spec.leaderId, dice, out);
    if (leaderLost) {
        out.outcome(u"leader-lost"_s);
        FhgCombat::victoryPoints(spec.side, tt.vpLeader, tr("leader eliminated"), out);
    }
    int leadersBlocked = 0;
    if (spec.after) { // 8.4.5: a leader left alone by the unit eliminated retreats up to 3 hexes
        QList<std::pair<QString, FhgAftermath::Fate>> fates;
        for (const FhgUnitIn &u : spec.units)
            fates.append({u.role, u.role == hit.role && r.eliminated ? FhgAftermath::Fate::Eliminated
                                                                     : FhgAftermath::Fate::Stays});
        leadersBlocked = spec.after->apply(fates, leaderLost ? spec.leaderId : 0, spec.side, u"8.4.5"_s, out);
    }
    if (!out.quiet())
        notes(spec, r.eliminated, leaderLost, out);
    values(spec, r.eliminated, leaderLost, out);
    if (!out.quiet() && leadersBlocked > 0)
        out.set(u"victoryPoints"_s, (r.eliminated ? tt.vpUnit : 0) + (leaderLost ? tt.vpLeader : 0) +
                                        leadersBlocked * tt.vpLeader);
}

} // namespace adj
