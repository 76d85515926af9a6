// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Close combat's schema and its inputs read and checked into the spec before any die (8.3.1, 8.3.2,
// 8.4.4, 11.12); rolled in fhgclosecombatresolve.cpp.
#include "fhgclosecombat.h"

#include "core/ruletable.h"
#include "fhgclosecombatspec.h"
#include "fhgcombat.h"
#include "fhginputs.h"
#include "fhgretreat.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace fhg;

// The attacker: its type, MP, formation, adjacency, movement and leader (3.4, 6.2, 7.5, 8.3.1, 11.1).
QList<InputSpec> FhgCloseCombat::attackerInputs()
{
    return {
        unitInput(u"attacker"_s, tr("Attacking unit"), tr("The battle's unit that attacks (optional)."))
            .as(InputSpec::Role::Actor),
        enumInput(u"attackerType"_s, fhgTypeIds() + QStringList{u"leader"_s, u"vp"_s}, {},
                  tr("Attacker type"), tr("Unit type of the attacker."), u"8.3.1"_s, true)
            .heldOf(u"attacker"_s),
        intInput(u"attackerMp"_s, 1, 20, {}, tr("Attacker MP"),
                 tr("Current MP of the attacker (default: its full MP); used by 11.1 and 11.3."), u"3.3"_s)
            .withTerm(u"strength"_s)
            .heldOf(u"attacker"_s),
        boolInput(u"attackerColumn"_s, false, tr("Attacker in column"), tr("A unit in column rolls 1 die."),
                  u"7.5.1"_s)
            .heldOf(u"attacker"_s),
        boolInput(u"adjacent"_s, true, tr("Adjacent"),
                  tr("Close combat needs the attacker adjacent to the defender."), u"8.3.1"_s)
            .heldOf(u"defender"_s),
        boolInput(
            u"attackerMoved"_s, false, tr("Attacker moved this turn"),
            tr("Indians may not move in the turn they close combat; other units may not move and attack."),
            u"6.2.4"_s)
            .heldOf(u"attacker"_s),
        boolInput(u"leaderWithAttacker"_s, false, tr("Leader with the attacker"),
                  tr("+1 on the attacker's 11.1 check; +1 die with 11.8."), u"11.1"_s)
            .heldOf(u"attacker"_s),
    };
}

// The defending hex: its units, formation, terrain, leader; flank and evasion
// (2.2.1, 8.1.2, 8.3.2, 9.2, 11.9, 11.12).
QList<InputSpec> FhgCloseCombat::defenderInputs()
{
    const QStringList terrains = fhgTerrainIds();
    return {
        unitInput(u"defender"_s, tr("Defending unit"), tr("The battle's unit attacked (optional)."))
            .as(InputSpec::Role::Target),
        enumInput(u"defenderType"_s, fhgTypeIds(), {}, tr("Defender type"), tr("Unit type of the defender."),
                  u"3.4"_s, true)
            .heldOf(u"defender"_s),
        intInput(u"defenderMp"_s, 1, 20, {}, tr("Defender MP"), tr("Current MP of the defender."), u"8.3.2"_s,
                 true)
            .withTerm(u"strength"_s)
            .heldOf(u"defender"_s),
        boolInput(u"defenderColumn"_s, false, tr("Defender in column"), tr("The attacker rolls 1 extra die."),
                  u"7.5.1"_s)
            .heldOf(u"defender"_s),
        enumInput(u"defenderTerrain"_s, terrains, u"clear"_s, tr("Defender's terrain"),
                  tr("Terrain of the defending hex: modifies the attack dice and the retreat check."),
                  u"2.2.1"_s)
            .withTerm(u"terrain"_s)
            .heldOf(u"defender"_s),
        unitInput(u"second"_s, tr("Second defending unit"), tr("The other unit in the hex (optional)."))
            .as(InputSpec::Role::Defender),
        enumInput(u"secondType"_s, QStringList{u"none"_s} + fhgTypeIds(), u"none"_s, tr("Second unit type"),
                  tr("Type of a second unit in the defending hex (e.g. artillery with infantry)."),
                  u"8.4.4"_s)
            .heldOf(u"second"_s),
        intInput(u"secondMp"_s, 1, 20, {}, tr("Second unit MP"), tr("Current MP of the second unit."),
                 u"8.3.2"_s)
            .withTerm(u"strength"_s)
            .heldOf(u"second"_s),
        enumInput(u"hitsTo"_s, {u"auto"_s, u"defender"_s, u"second"_s}, u"auto"_s, tr("Hits to"),
                  tr("With two units of equal MP the owner chooses which takes the hits."), u"8.1.2"_s),
        boolInput(u"leaderWithDefender"_s, false, tr("Leader with the defender"),
                  tr("+1 to the retreat check (9.2); a 1 on any attack die puts him at risk (9.3.1)."),
                  u"9.2"_s)
            .heldOf(u"defender"_s),
        unitInput(u"leader"_s, tr("Defending leader"),
                  tr("The battle's leader in the defending hex (optional)."))
            .asLeader(InputSpec::Role::Defender)
            .withTerm(u"leader"_s),
        boolInput(u"flankAttack"_s, false, tr("Flank/rear attack"),
                  tr("With 11.9: +1 on each attack die, -1 on the defender's retreat check."), u"11.9"_s),
        boolInput(u"dragoonsEvade"_s, false, tr("Dragoons retreat before combat"),
                  tr("With 11.12 defending dragoons may retreat instead of accepting the attack."),
                  u"11.12"_s),
    };
}

// The side's AP (6.2.2).
QList<InputSpec> FhgCloseCombat::sideInputs()
{
    return {
        intInput(u"apAvailable"_s, 0, 100, {}, tr("AP left"),
                 tr("The side's AP left this turn; the attack is refused when too few (optional)."),
                 u"6.2.2"_s)
            .heldOf(u"attacker"_s),
        stringInput(u"side"_s, tr("Side"), tr("Name of the attacking side, for the AP and VP effects."))
            .heldOf(u"attacker"_s),
    };
}

// The optional rules close combat reads (11.1-11.12).
QList<InputSpec> FhgCloseCombat::optionInputs()
{
    return {
        boolInput(u"opt11_1"_s, false, tr("11.1 attacker morale"),
                  tr("The attacker must pass a morale check after paying the AP."), u"11.1"_s, u"11.1"_s),
        boolInput(u"opt11_3"_s, false, tr("11.3 elite 4 dice"), tr("Elite at 3 or 4 MP roll 4 dice."),
                  u"11.3"_s, u"11.3"_s),
        boolInput(u"opt11_4"_s, false, tr("11.4 Indians vs works"),
                  tr("Indians are -2 against entrenchments and towns."), u"11.4"_s, u"11.4"_s),
        boolInput(u"opt11_7"_s, false, tr("11.7 waterway"), tr("+1 on each die against units on a waterway."),
                  u"11.7"_s, u"11.7"_s),
        boolInput(u"opt11_8"_s, false, tr("11.8 leader die"), tr("A leader with the attacker adds 1 die."),
                  u"11.8"_s, u"11.8"_s),
        boolInput(u"opt11_9"_s, false, tr("11.9 flank attacks"),
                  tr("Flank/rear attacks: +1 to hit, -1 to the defender's retreat check."), u"11.9"_s,
                  u"11.9"_s),
        boolInput(u"opt11_12"_s, false, tr("11.12 dragoons evade"),
                  tr("Dragoons may retreat before close combat."), u"11.12"_s, u"11.12"_s),
    };
}

// The board and what stands on it, and the retreats already owed: where a retreat may go (8.4).
QList<InputSpec> FhgCloseCombat::groundInputs()
{
    return {
        inputs::stateInput(u"ground"_s, {}, tr("The board"),
                           tr("The board's terrain and the units and leaders on it, read off the battle."),
                           u"8.4.1"_s),
        inputs::stateInput(u"retreats"_s, FhgRetreats::trackerKey(), tr("Retreats owed"),
                           tr("The retreats still owed in the battle."), u"8.4.1"_s),
    };
}

ActionSchema FhgCloseCombat::schema()
{
    ActionSchema s;
    s.id = u"close-combat"_s;
    s.name = tr("Close combat");
    s.rule = u"8.3"_s;
    s.help = tr("An infantry or Indian unit attacks an adjacent enemy hex: 2 AP. The defenders check for "
                "retreat first.");
    s.outcomes = {u"evaded:ROLE"_s,     u"attack-aborted"_s, u"hits=N"_s,     u"absorbed=N"_s,
                  u"eliminated:ROLE"_s, u"retreat:ROLE"_s,   u"leader-lost"_s};
    s.dice = {dice::onlyIf(dice::step(u"attacker-morale"_s, DieSpec{}, 1, tr("attacker's morale check"),
                                      u"11.1"_s, tr("before the attack")),
                           u"opt11_1"_s),
              dice::upTo(u"retreat-check"_s, DieSpec{}, 1, tr("retreat check, one die per defending unit"),
                         u"8.3.2"_s)};
    s.dice += FhgCombat::attackSteps(u"8.3.3"_s, u"leaderWithDefender"_s);
    s.inputs = attackerInputs() + defenderInputs() + sideInputs() + optionInputs() + groundInputs();
    s.asked = {u"adjacent"_s, u"attackerMoved"_s, u"flankAttack"_s, u"dragoonsEvade"_s, u"hitsTo"_s};
    return s;
}

// The attacker and the defending hex as close combat reads them, typed once.
struct FhgCloseRead
{
    FhgType attacker = FhgType::Regular;
    const FhgTable::Unit *au = nullptr;
    QString attackerName;
    int attackerMp = 0;
    bool attackerColumn = false;
    FhgTerrain terrain = FhgTerrain::Clear;
    bool leaderD = false;
    bool flank = false;
    bool dColumn = false;
    QList<FhgUnitIn> units; // the defending hex, less dragoons that evade
};

namespace {

// "2 MP + leader 1 + hill 1" and the total, for a retreat or morale check.
int checkTarget(const QList<std::pair<QString, int>> &parts, QString *why)
{
    int total = 0;
    QStringList text;
    for (const auto &[name, v] : parts) {
        total += v;
        if (text.isEmpty())
            text.append(name);
        else if (v != 0)
            text.append((v > 0 ? u"+ "_s : u"- "_s) + name);
    }
    *why = text.join(u' ');
    return total;
}

} // namespace

// Who attacks: infantry and Indians only (8.3.1), adjacent, not after moving (6.2.1, 6.2.4), MP
// within the type's (3.4), columns only of infantry (7.5).
QString FhgCloseCombat::readAttacker(const Inputs &in, const FhgTable &t, FhgCloseRead *r)
{
    const QString attackerTypeId = in.value(u"attackerType"_s).toString();
    if (attackerTypeId == u"leader"_s || attackerTypeId == u"vp"_s)
        return tr("only infantry and Indian units may close combat (8.3.1)");
    r->attacker = getType(in, u"attackerType"_s);
    r->au = &t.unit(r->attacker);
    r->attackerName = fhgTypeName(r->attacker);
    if (!r->au->closeCombat || r->au->closeHit <= 0)
        return tr("%1 may not conduct close combat; only infantry and Indian units may (8.3.1)")
            .arg(r->attackerName);
    if (!getBool(in, u"adjacent"_s))
        return tr("close combat needs the attacker adjacent to the defender (8.3.1)");
    if (getBool(in, u"attackerMoved"_s))
        return r->attacker == FhgType::Indian
                   ? tr("Indians may not move in the turn they conduct close combat (6.2.4)")
                   : tr("a unit that moved may not close combat in the same turn (6.2.1)");
    r->attackerMp = getInt(in, u"attackerMp"_s, r->au->maxMp);
    if (r->attackerMp > r->au->maxMp)
        return tr("input \"attackerMp\" is %1, but %2 have at most %3 MP (3.4)")
            .arg(r->attackerMp)
            .arg(r->attackerName)
            .arg(r->au->maxMp);
    r->attackerColumn = getBool(in, u"attackerColumn"_s);
    if (r->attackerColumn && !r->au->column)
        return tr("input \"attackerColumn\": %1 cannot be in column (7.5)").arg(r->attackerName);
    return {};
}

// The defending hex: its units (3.4, 7.5, 8.1.2) and the dragoons that evade (11.12).
QString FhgCloseCombat::readDefenders(const Inputs &in, const FhgTable &t, FhgCloseRead *r,
                                      FhgCloseSpec *spec)
{
    r->terrain = getTerrain(in, u"defenderTerrain"_s);
    r->leaderD = getBool(in, u"leaderWithDefender"_s);
    r->flank = getBool(in, u"opt11_9"_s) && getBool(in, u"flankAttack"_s);
    const FhgType dType = getType(in, u"defenderType"_s);
    const int dMp = getInt(in, u"defenderMp"_s);
    if (dMp > t.unit(dType).maxMp)
        return tr("input \"defenderMp\" is %1, but %2 have at most %3 MP (3.4)")
            .arg(dMp)
            .arg(fhgTypeName(dType))
            .arg(t.unit(dType).maxMp);
    r->dColumn = getBool(in, u"defenderColumn"_s);
    if (r->dColumn && !t.unit(dType).column)
        return tr("input \"defenderColumn\": %1 cannot be in column (7.5)").arg(fhgTypeName(dType));
    r->units.append(FhgUnitIn{u"defender"_s, dType, dMp, r->dColumn, getId(in, u"defender"_s)});
    std::optional<FhgUnitIn> second;
    QString secondError;
    if (!FhgCombat::readSecond(t, in, dType, tr("defending hex"), &second, &secondError))
        return secondError;
    if (second)
        r->units.append(*second);
    if (!getBool(in, u"dragoonsEvade"_s))
        return {};
    if (!getBool(in, u"opt11_12"_s))
        return tr("input \"dragoonsEvade\" needs optional rule 11.12 (opt11_12)");
    bool any = false;
    for (qsizetype i = r->units.size() - 1; i >= 0; --i)
        if (r->units.at(i).type == FhgType::Dragoon) {
            spec->evaded.append(r->units.takeAt(i));
            any = true;
        }
    return any ? QString()
               : tr("input \"dragoonsEvade\": there are no dragoons in the defending hex (11.12)");
}

// 8.3.2, 8.3.4, 8.3.5, 9.2, 2.3: a defender retreats when the die is higher than MP + leader +
// elite + terrain (+ 11.9 flank).
FhgDefender FhgCloseCombat::defenderCheck(const FhgTable &t, const FhgCloseRead &r, const FhgUnitIn &u)
{
    const FhgTable::Terrain &tile = t.tile(r.terrain);
    FhgDefender d;
    d.unit = u;
    QList<std::pair<QString, int>> parts{{tr("%1 MP").arg(u.mp), u.mp}};
    if (r.leaderD)
        parts.append({tr("leader %1").arg(t.moraleLeader), t.moraleLeader});
    if (t.unit(u.type).elite)
        parts.append({tr("elite %1").arg(t.moraleElite), t.moraleElite});
    if (tile.morale != 0)
        parts.append({tr("%1 %2").arg(fhgTerrainName(r.terrain)).arg(std::abs(tile.morale)), tile.morale});
    if (r.flank && t.o11_9Morale != 0)
        parts.append({tr("flank %1").arg(std::abs(t.o11_9Morale)), t.o11_9Morale});
    d.target = checkTarget(parts, &d.why);
    return d;
}

// The order of the retreat checks (8.4.4: stacked infantry first, artillery only when it fails) and
// which unit takes the hits (8.1.2); the attacker's own check under 11.1.
QString FhgCloseCombat::orderChecks(const Inputs &in, const FhgTable &t, const FhgCloseRead &r,
                                    FhgCloseSpec *spec)
{
    int infantry = -1, guns = -1;
    for (int i = 0; i < r.units.size(); ++i) {
        const QString &g = t.unit(r.units.at(i).type).group;
        if (g == u"infantry"_s || g == u"indian"_s)
            infantry = i;
        else if (t.stackedAfterInfantry.contains(r.units.at(i).type))
            guns = i;
    }
    if (infantry >= 0 && guns >= 0) {
        spec->defenders.append(defenderCheck(t, r, r.units.at(infantry)));
        FhgDefender g = defenderCheck(t, r, r.units.at(guns));
        g.checkAfterInfantry = true;
        spec->defenders.append(g);
    } else {
        for (const FhgUnitIn &u : std::as_const(r.units))
            spec->defenders.append(defenderCheck(t, r, u));
    }
    spec->hitOrder = r.units;
    spec->hitsTo = in.value(u"hitsTo"_s).toString();
    if (!r.units.isEmpty()) {
        QString error;
        if (FhgCombat::hitUnit(r.units, spec->hitsTo, &error) < 0)
            return error;
    }
    if (getBool(in, u"opt11_1"_s)) {
        spec->attackerCheck = true;
        QList<std::pair<QString, int>> parts{{tr("%1 MP").arg(r.attackerMp), r.attackerMp}};
        if (getBool(in, u"leaderWithAttacker"_s))
            parts.append({tr("leader %1").arg(t.o11_1Leader), t.o11_1Leader});
        if (r.au->elite)
            parts.append({tr("elite %1").arg(t.moraleElite), t.moraleElite});
        spec->attackerTarget = checkTarget(parts, &spec->attackerWhy);
    }
    return {};
}

// Dice and hit number (8.1.3, 11.3, 7.5.1, 11.8, 8.3.3) and each die's modifiers (2.2.1, 11.4, 11.7, 11.9).
void FhgCloseCombat::attack(const Inputs &in, const FhgTable &t, const FhgCloseRead &r, FhgCloseSpec *spec)
{
    FhgAttackSpec &a = spec->attack;
    a.dice = r.au->dice;
    if (getBool(in, u"opt11_3"_s) && r.au->elite && r.attackerMp >= t.o11_3MinMp) {
        a.dice = t.o11_3Dice;
        a.diceWhy.append(tr("elite at %1 MP: %2 dice (11.3)").arg(r.attackerMp).arg(t.o11_3Dice));
    }
    if (r.attackerColumn) {
        a.dice = t.columnFirerDice;
        a.diceWhy.append(tr("attacker in column: %1 (7.5.1)").arg(t.columnFirerDice));
    }
    if (r.dColumn && !spec->hitOrder.isEmpty() && spec->hitOrder.first().role == u"defender"_s) {
        a.dice += t.columnTargetExtraDice;
        a.diceWhy.append(tr("defender in column +%1 (7.5.1)").arg(t.columnTargetExtraDice));
    }
    if (getBool(in, u"opt11_8"_s) && getBool(in, u"leaderWithAttacker"_s)) {
        a.dice += t.o11_8Dice;
        a.diceWhy.append(tr("leader +%1 (11.8)").arg(t.o11_8Dice));
    }
    a.hitNumber = r.au->closeHit;
    a.hitRule = u"8.3.3"_s;
    a.what = tr("%1 in close combat").arg(r.attackerName);
    a.by = u"attacker"_s;
    FhgCombat::Options o;
    o.o11_4 = getBool(in, u"opt11_4"_s);
    o.o11_7 = getBool(in, u"opt11_7"_s);
    o.o11_9 = getBool(in, u"opt11_9"_s);
    o.flankAttack = getBool(in, u"flankAttack"_s);
    a.mods = FhgCombat::dieModifiers(t, r.attacker, r.terrain, o);
    for (const FhgDieMod &m : std::as_const(a.mods))
        a.modTotal += m.value;
    a.leaderInHex = r.leaderD;
    spec->attackerId = getId(in, u"attacker"_s);
    spec->leaderId = getId(in, u"leader"_s);
    spec->side = in.value(u"side"_s).toString();
}

// On the battle's board: the second unit and the leader stand in the defending hex (8.1.2, 8.4.4),
// dragoons that evade have a hex to go to (11.12), and where each unit could retreat (8.4).
QString FhgCloseCombat::readGround(const Inputs &in, const FhgTable &t, FhgCloseSpec *spec)
{
    spec->after = FhgAftermath::read(t, in, u"attacker"_s, {u"defender"_s, u"second"_s});
    if (!spec->after)
        return {};
    FhgGround ground;
    QString error;
    FhgGround::fromJson(in.value(u"ground"_s).toObject(), &ground, &error);
    const FhgPiece *d = ground.find(getId(in, u"defender"_s), false);
    const FhgPiece *second = ground.find(getId(in, u"second"_s), false);
    if (d && second && second->hex != d->hex)
        return tr("%1 (%2) is not in %3's hex (%4): only a unit stacked with the defender defends with it "
                  "(8.4.4)")
            .arg(second->name, ground.label(second->hex), d->name, ground.label(d->hex));
    const FhgPiece *leader = ground.find(getId(in, u"leader"_s), true);
    if (d && leader && leader->hex != d->hex)
        return tr("%1 (%2) is not in %3's hex (%4): only a leader there defends with it (9.2)")
            .arg(leader->name, ground.label(leader->hex), d->name, ground.label(d->hex));
    for (const FhgUnitIn &u : std::as_const(spec->evaded))
        if (spec->after->blocked(u.role, false))
            return tr("input \"dragoonsEvade\": the dragoons have no hex to retreat to, so they accept the "
                      "attack (11.12, 8.4.2)");
    return {};
}

ParsedInputs<FhgCloseSpec> FhgCloseCombat::parse(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<FhgCloseSpec>;
    const FhgTable *t = FhgTable::of(table);
    if (!t)
        return Parsed::refused(tr("close combat needs the fhg-land rule table"));
    FhgCloseRead r;
    if (const QString why = readAttacker(in, *t, &r); !why.isEmpty())
        return Parsed::refused(why);
    FhgCloseSpec spec;
    spec.t = t;
    spec.apCost = t->apCloseCombat;
    const QJsonValue ap = in.value(u"apAvailable"_s);
    if (ap.isDouble() && ap.toInt() < spec.apCost)
        return Parsed::refused(tr("not enough AP: close combat costs %1 AP and %2 are left (6.2.2)")
                                   .arg(spec.apCost)
                                   .arg(ap.toInt()));
    QString why = readDefenders(in, *t, &r, &spec);
    if (why.isEmpty())
        why = orderChecks(in, *t, r, &spec);
    if (!why.isEmpty())
        return Parsed::refused(why);
    attack(in, *t, r, &spec);
    if (const QString groundWhy = readGround(in, *t, &spec); !groundWhy.isEmpty())
        return Parsed::refused(groundWhy);
    return spec;
}

} // namespace adj
