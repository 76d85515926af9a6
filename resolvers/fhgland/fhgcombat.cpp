// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgcombat.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "fhginputs.h"

using namespace Qt::StringLiterals;

namespace adj {

QString FhgCombat::needText(int hitNumber, int sides)
{
    if (hitNumber > sides)
        return tr("no face");
    if (hitNumber <= 1)
        return u"1-%1"_s.arg(sides);
    if (hitNumber == sides)
        return QString::number(sides);
    return u"%1-%2"_s.arg(hitNumber).arg(sides);
}

QString FhgCombat::ruleOfTerrain(FhgTerrain t)
{
    return u"2.3.%1"_s.arg(int(t) + 1);
}

QList<FhgDieMod> FhgCombat::dieModifiers(const FhgTable &t, FhgType attacker, FhgTerrain target,
                                         const Options &o)
{
    QList<FhgDieMod> mods;
    const QString name = fhgTerrainName(target);
    int terrain = t.tile(target).combat;
    QString rule = ruleOfTerrain(target);
    if (o.o11_6 && attacker == FhgType::Artillery && target == t.o11_6Terrain) {
        terrain = t.o11_6Modifier; // 11.6 replaces the forest modifier for artillery
        rule = u"11.6"_s;
    }
    if (o.o11_4 && attacker == FhgType::Indian && t.o11_4Terrain.contains(target)) {
        terrain = t.o11_4Modifier; // 11.4 replaces the terrain modifier for Indians
        rule = u"11.4"_s;
    }
    if (terrain != 0)
        mods.append(FhgDieMod{terrain, tr("%1 %2 on each die").arg(name).arg(terrain, 0, 10), rule});
    if (o.o11_7 && target == t.o11_7Terrain && t.o11_7Modifier != 0)
        mods.append(FhgDieMod{t.o11_7Modifier,
                              tr("defender on %1 %2%3 on each die")
                                  .arg(name, t.o11_7Modifier > 0 ? u"+"_s : QString())
                                  .arg(t.o11_7Modifier),
                              u"11.7"_s});
    if (o.o11_9 && o.flankAttack && t.o11_9Hit != 0)
        mods.append(FhgDieMod{
            t.o11_9Hit,
            tr("flank/rear attack %1%2 on each die").arg(t.o11_9Hit > 0 ? u"+"_s : QString()).arg(t.o11_9Hit),
            u"11.9"_s});
    return mods;
}

QList<DiceStep> FhgCombat::attackSteps(const QString &attackRule, const QString &leaderInput)
{
    DiceStep absorb = dice::upTo(u"absorb"_s, DieSpec{}, 1, tr("elite absorption, one die per further hit"),
                                 u"3.4.1"_s, tr("if the elite unit hit is at 1 MP"));
    // Only an elite unit in the hex absorbs hits (3.4.1).
    absorb.applies = [](const QJsonObject &in) {
        for (const QString &key : {u"targetType"_s, u"defenderType"_s, u"secondType"_s})
            if (in.value(key).toString() == u"elite"_s)
                return true;
        return false;
    };
    return {dice::step(u"attack"_s, DieSpec{}, 3, tr("attack dice"), attackRule), absorb,
            dice::onlyIf(dice::step(u"leader-check"_s, DieSpec{}, 1, tr("leader casualty check"), u"9.3.1"_s,
                                    tr("if an attack die shows 1")),
                         leaderInput)};
}

int FhgCombat::rollAttack(const FhgTable &t, const FhgAttackSpec &a, DiceSource &dice, Resolution &out,
                          int *casualtyFaces)
{
    const DieSpec d6{t.sides, false};
    DieClasses classes;
    for (int f = 1; f <= t.sides; ++f) {
        const bool hit = f + a.modTotal >= a.hitNumber;
        const bool casualty = a.leaderInHex && f == t.leaderCasualtyFace;
        classes.append(quint8((hit ? 1 : 0) | (casualty ? 2 : 0)));
    }
    const bool text = dice.wantsText();
    const QList<int> values = dice.forStep("attack").rollPool(
        a.dice, d6, text ? tr("%1: attack dice").arg(a.what) : QString(), classes);
    int hits = 0, ones = 0;
    QList<int> modified;
    for (int v : values) {
        modified.append(v + a.modTotal);
        if (v + a.modTotal >= a.hitNumber)
            ++hits;
        if (a.leaderInHex && v == t.leaderCasualtyFace)
            ++ones;
    }
    if (casualtyFaces)
        *casualtyFaces = ones;
    if (!out.quiet()) {
        // One roll per die: each is read on its own against the hit number (8.1.1, 8.3.3).
        out.set(u"hitNumber"_s, a.hitNumber);
        out.set(u"dieModifier"_s, a.modTotal);
        for (int v : values)
            out.roll(Roll{u"attack"_s, {v}}
                         .to(v + a.modTotal)
                         .against(a.hitNumber)
                         .meaning(v + a.modTotal >= a.hitNumber ? u"hit"_s : u"miss"_s)
                         .by(a.by));
        out.set(u"hits"_s, hits);
    }
    if (text) {
        QString line = (a.dice == 1 ? tr("1 die") : tr("%1 dice").arg(a.dice)) + u' ' + a.what + u' ' +
                       tr("need %1").arg(needText(a.hitNumber, t.sides));
        for (const QString &why : a.diceWhy)
            line += u" ["_s + why + u']';
        for (const FhgDieMod &m : a.mods) {
            line += u"; "_s + m.text + u" ("_s + m.rule + u')';
        }
        line += u": "_s + diceText(values);
        if (!a.mods.isEmpty())
            line += u" \u2192 "_s + diceText(modified);
        line += u": "_s + (hits == 1 ? tr("1 hit") : tr("%1 hits").arg(hits));
        out.line(line, a.hitRule);
    }
    return hits;
}

FhgCombat::HitResult FhgCombat::applyHits(const FhgTable &t, const FhgUnitIn &unit, int hits,
                                          DiceSource &dice, Resolution &out)
{
    HitResult r;
    int mp = unit.mp;
    const bool elite = t.unit(unit.type).elite;
    const bool text = dice.wantsText();
    for (int h = 1; h <= hits; ++h) {
        if (mp > 1) {
            --mp;
            ++r.mpLost;
            continue;
        }
        if (!elite) {
            r.eliminated = true; // below 1 MP (8.1.2)
            break;
        }
        // 3.4.1: elite at 1 MP rolls for each further hit: 1-3 ignored, 4-6 eliminated.
        DieClasses classes;
        for (int f = 1; f <= t.sides; ++f)
            classes.append(quint8(f <= t.eliteAbsorbMax ? 0 : 1));
        const int v = dice.forStep("absorb").roll(
            DieSpec{t.sides, false},
            text ? tr("elite %1 at 1 MP: does hit %2 apply?").arg(unit.role).arg(h) : QString(), classes);
        if (!out.quiet())
            out.roll(Roll{u"absorb"_s, {v}}
                         .against(t.eliteAbsorbMax + 1)
                         .meaning(v <= t.eliteAbsorbMax ? u"ignored"_s : u"applied"_s)
                         .by(unit.role));
        if (v <= t.eliteAbsorbMax) {
            ++r.absorbed;
            if (text)
                out.line(tr("elite at 1 MP rolls %1 for hit %2: 1-%3 ignores it")
                             .arg(v)
                             .arg(h)
                             .arg(t.eliteAbsorbMax),
                         u"3.4.1"_s);
        } else {
            r.eliminated = true;
            if (text)
                out.line(tr("elite at 1 MP rolls %1 for hit %2: %3-%4 applies it")
                             .arg(v)
                             .arg(h)
                             .arg(t.eliteAbsorbMax + 1)
                             .arg(t.sides),
                         u"3.4.1"_s);
            break;
        }
    }
    r.mpAfter = r.eliminated ? 0 : mp;
    if (!out.quiet())
        hitValues(unit, hits, r, out);
    if (!out.quiet()) {
        const QString name = fhgTypeName(unit.type);
        if (r.eliminated) {
            out.line(tr("%1 (%2, %3 MP) is eliminated").arg(unit.role, name).arg(unit.mp), u"8.1.2"_s);
            Effect e;
            e.kind = Effect::Kind::Eliminate;
            e.subject = unit.role;
            e.unit = unit.id;
            e.rule = u"8.1.2"_s;
            e.text = tr("eliminate %1 (%2)").arg(unit.role, name);
            out.effect(e);
        } else if (r.mpLost > 0) {
            out.line(tr("%1 (%2) goes from %3 to %4 MP").arg(unit.role, name).arg(unit.mp).arg(mp), u"3.2"_s);
            Effect e;
            e.kind = Effect::Kind::LoseStrength;
            e.subject = unit.role;
            e.unit = unit.id;
            e.amount = r.mpLost;
            e.rule = u"8.1.2"_s;
            e.text = tr("%1 (%2) loses %3 MP").arg(unit.role, name).arg(r.mpLost);
            out.effect(e);
        } else if (hits > 0) {
            out.line(tr("%1 (%2) stays at %3 MP").arg(unit.role, name).arg(mp), u"3.4.1"_s);
        }
    }
    return r;
}

void FhgCombat::hitValues(const FhgUnitIn &unit, int hits, const HitResult &r, Resolution &out)
{
    if (unit.id != 0)
        out.unit(unit.role, u"unit"_s, unit.id);
    out.unit(unit.role, u"strengthBefore"_s, unit.mp);
    out.unit(unit.role, u"strengthAfter"_s, r.mpAfter);
    out.unit(unit.role, u"hits"_s, hits);
    out.unit(unit.role, u"casualties"_s, unit.mp - r.mpAfter);
    out.unit(unit.role, u"eliminated"_s, r.eliminated);
    out.set(u"casualties"_s, unit.mp - r.mpAfter);
    out.set(u"absorbed"_s, r.absorbed);
}

bool FhgCombat::leaderCheck(const FhgTable &t, qint64 leaderId, DiceSource &dice, Resolution &out)
{
    DieClasses classes;
    for (int f = 1; f <= t.sides; ++f)
        classes.append(quint8(f == t.leaderLossFace ? 1 : 0));
    const bool text = dice.wantsText();
    const int v = dice.forStep("leader-check")
                      .roll(DieSpec{t.sides, false}, text ? tr("leader casualty check") : QString(), classes);
    const bool lost = v == t.leaderLossFace;
    if (!out.quiet()) {
        out.roll(Roll{u"leader-check"_s, {v}}.meaning(lost ? u"lost"_s : u"survives"_s).by(u"leader"_s));
        if (leaderId != 0)
            out.unit(u"leader"_s, u"unit"_s, leaderId);
        out.unit(u"leader"_s, u"eliminated"_s, lost);
    }
    if (text) {
        out.line(lost ? tr("a %1 among the attack dice: the leader rolls %2 and is eliminated")
                            .arg(t.leaderCasualtyFace)
                            .arg(v)
                      : tr("a %1 among the attack dice: the leader rolls %2 and survives")
                            .arg(t.leaderCasualtyFace)
                            .arg(v),
                 u"9.3.1"_s);
    }
    if (lost && !out.quiet()) {
        Effect e;
        e.kind = Effect::Kind::LoseLeader;
        e.subject = u"leader"_s;
        e.unit = leaderId;
        e.rule = u"9.3.1"_s;
        e.text = tr("the leader is eliminated; his side's command AP drop by %1 for the rest of the game "
                    "(never below 0)")
                     .arg(t.leaderApPenalty);
        out.effect(e);
        out.line(tr("command AP -%1 for the rest of the game, never below 0").arg(t.leaderApPenalty),
                 u"9.3.2"_s);
    }
    return lost;
}

void FhgCombat::victoryPoints(const QString &side, int amount, const QString &why, Resolution &out)
{
    if (out.quiet() || amount == 0)
        return;
    Effect e;
    e.kind = Effect::Kind::ChangeCounter;
    e.subject = u"side:attacker"_s;
    e.side = side;
    e.counter = u"VP"_s;
    e.amount = amount;
    e.rule = u"10"_s;
    e.text = tr("+%1 VP to the attacking side: %2").arg(amount).arg(why);
    out.effect(e);
}

int FhgCombat::hitUnit(const QList<FhgUnitIn> &units, const QString &choice, QString *error)
{
    if (units.size() == 1)
        return 0;
    int best = 0;
    bool tie = false;
    for (int i = 1; i < units.size(); ++i) {
        if (units.at(i).mp > units.at(best).mp) {
            best = i;
            tie = false;
        } else if (units.at(i).mp == units.at(best).mp) {
            tie = true;
        }
    }
    if (!tie)
        return best;
    for (int i = 0; i < units.size(); ++i)
        if (units.at(i).role == choice && units.at(i).mp == units.at(best).mp)
            return i;
    QStringList roles;
    for (const FhgUnitIn &u : units)
        roles.append(u.role);
    *error = tr("both units in the hex have %1 MP: the owner chooses which one takes the hits; "
                "set input \"hitsTo\" to %2 (8.1.2)")
                 .arg(units.at(best).mp)
                 .arg(roles.join(tr(" or ")));
    return -1;
}

bool FhgCombat::readSecond(const FhgTable &t, const Inputs &in, FhgType first, const QString &hexWord,
                           std::optional<FhgUnitIn> *second, QString *error)
{
    second->reset();
    if (in.value(u"secondType"_s).toString() == u"none"_s)
        return true;
    const FhgType type = fhg::getType(in, u"secondType"_s);
    if (!in.value(u"secondMp"_s).isDouble()) {
        *error = tr("input \"secondMp\" is required when there is a second unit in the %1").arg(hexWord);
        return false;
    }
    const int mp = fhg::getInt(in, u"secondMp"_s);
    if (mp > t.unit(type).maxMp) {
        *error = tr("input \"secondMp\" is %1, but %2 have at most %3 MP (3.4)")
                     .arg(mp)
                     .arg(fhgTypeName(type))
                     .arg(t.unit(type).maxMp);
        return false;
    }
    if (t.unit(type).stack == t.unit(first).stack) {
        *error = tr("%1 and %2 cannot share a hex (4.3)").arg(fhgTypeName(first), fhgTypeName(type));
        return false;
    }
    *second = FhgUnitIn{u"second"_s, type, mp, false, fhg::getId(in, u"second"_s)};
    return true;
}

} // namespace adj
