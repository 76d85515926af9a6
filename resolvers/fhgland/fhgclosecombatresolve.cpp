// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Close combat rolled (8.3, 8.4): the AP and the dragoons' evasion (8.3.1, 11.12), the attacker's
// morale (11.1), the defenders' retreat checks (8.3.2), the attack and its hits, what the defenders
// and the referee do after (8.4), the leader's fate.
#include "fhgclosecombat.h"
#include "fhgclosecombatspec.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "fhgcombat.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// One morale die: false when the unit fails (die above target, or the always-retreat face).
bool moraleRoll(const FhgTable &t, int target, DiceSource &dice, const QString &purpose, int *value)
{
    DieClasses classes;
    for (int f = 1; f <= t.sides; ++f) {
        const bool fail = f > target || (t.moraleAlwaysRetreat > 0 && f >= t.moraleAlwaysRetreat);
        classes.append(quint8(fail ? 1 : 0));
    }
    const int v = dice.roll(DieSpec{t.sides, false}, purpose, classes);
    *value = v;
    return !(v > target || (t.moraleAlwaysRetreat > 0 && v >= t.moraleAlwaysRetreat));
}

} // namespace

void FhgCloseCombat::note(Resolution &out, const QString &subject, qint64 unit, const QString &rule,
                          const QString &text)
{
    if (out.quiet())
        return;
    Effect e;
    e.kind = Effect::Kind::Note;
    e.subject = subject;
    e.unit = unit;
    e.rule = rule;
    e.text = text;
    out.effect(e);
}

// The number a unit's morale die must not exceed (8.3.2, 11.1), by its role.
void FhgCloseCombat::moraleTarget(Resolution &out, const QString &role, int target)
{
    QJsonObject targets = out.values().value(u"moraleTargets"_s).toObject();
    targets.insert(role, target);
    out.set(u"moraleTargets"_s, targets);
}

void FhgCloseCombat::retreat(Resolution &out, const FhgUnitIn &u, const QString &rule, const QString &text)
{
    if (out.quiet())
        return;
    Effect e;
    e.kind = Effect::Kind::Retreat;
    e.subject = u.role;
    e.unit = u.id;
    e.amount = 1;
    e.rule = rule;
    e.text = text;
    out.effect(e);
}

// The AP spent (8.3.1) and the dragoons that retreated before the combat (11.12): their retreats.
QList<FhgFate> FhgCloseCombat::spendAndEvade(const FhgCloseSpec &spec, Resolution &out)
{
    QList<FhgFate> fates;
    if (!out.quiet()) {
        Effect e;
        e.kind = Effect::Kind::SpendAp;
        e.subject = u"attacker"_s;
        e.unit = spec.attackerId;
        e.side = spec.side;
        e.amount = spec.apCost;
        e.rule = u"8.3.1"_s;
        e.text = tr("spend %1 AP for close combat").arg(spec.apCost);
        out.effect(e);
        out.set(u"apSpent"_s, spec.apCost);
        if (spec.attackerId != 0) {
            out.unit(u"attacker"_s, u"unit"_s, spec.attackerId);
            out.unit(u"attacker"_s, u"markers"_s, QJsonArray{u"activated"_s}); // fhgland.cpp, 6.1.4
        }
    }
    for (const FhgUnitIn &u : spec.evaded) {
        out.outcome(u"evaded:"_s + u.role);
        if (!out.quiet()) {
            out.unit(u.role, u"morale"_s, u"evaded"_s);
            out.unit(u.role, u"retreat"_s, 1);
        }
        out.line(tr("%1 (dragoons) retreat before the close combat").arg(u.role), u"11.12"_s);
        fates.append({u.role, FhgAftermath::Fate::Retreats, u"11.12"_s});
        if (!spec.after || !spec.after->unit(u.role))
            retreat(out, u, u"11.12"_s,
                    tr("%1 (dragoons) retreat 1 hex instead of accepting the attack (8.4.1)").arg(u.role));
    }
    return fates;
}

// 11.1: the attacker's morale check after paying the AP; false when the attack is called off.
bool FhgCloseCombat::attackerMorale(const FhgCloseSpec &spec, DiceSource &dice, Resolution &out)
{
    const bool text = dice.wantsText();
    int v = 0;
    const bool pass = moraleRoll(*spec.t, spec.attackerTarget, dice.forStep("attacker-morale"),
                                 text ? tr("attacker's morale check before close combat") : QString(), &v);
    if (!out.quiet()) {
        out.roll(Roll{u"attacker-morale"_s, {v}}.meaning(pass ? u"pass"_s : u"fail"_s).by(u"attacker"_s));
        moraleTarget(out, u"attacker"_s, spec.attackerTarget);
        out.unit(u"attacker"_s, u"morale"_s, pass ? u"pass"_s : u"fail"_s);
    }
    if (text)
        out.line(pass ? tr("attacker checks morale: %1 against %2 (%3): passes")
                            .arg(v)
                            .arg(spec.attackerTarget)
                            .arg(spec.attackerWhy)
                      : tr("attacker checks morale: %1 against %2 (%3): fails")
                            .arg(v)
                            .arg(spec.attackerTarget)
                            .arg(spec.attackerWhy),
                 u"11.1"_s);
    if (!pass) {
        out.outcome(u"attack-aborted"_s);
        note(out, u"attacker"_s, spec.attackerId, u"11.1"_s,
             tr("the attack is called off: the AP are spent and the attacking unit may only fire"));
    }
    return pass;
}

// The defenders' retreat checks before the attack dice (8.3.2, 8.3.5, 8.4.4): true for each that retreats.
QList<bool> FhgCloseCombat::retreatChecks(const FhgCloseSpec &spec, DiceSource &dice, Resolution &out)
{
    const FhgTable &tt = *spec.t;
    const bool text = dice.wantsText();
    QList<bool> retreats;
    bool infantryPassed = false;
    for (const FhgDefender &d : spec.defenders) {
        if (d.checkAfterInfantry && infantryPassed) {
            retreats.append(false);
            if (!out.quiet())
                out.unit(d.unit.role, u"morale"_s, u"stays"_s);
            if (text)
                out.line(tr("%1 (%2) passes with the infantry it is stacked with")
                             .arg(d.unit.role, fhgTypeName(d.unit.type)),
                         u"8.4.4"_s);
            continue;
        }
        int v = 0;
        const bool pass = moraleRoll(tt, d.target, dice.forStep("retreat-check"),
                                     text ? tr("retreat check of %1").arg(d.unit.role) : QString(), &v);
        retreats.append(!pass);
        if (!out.quiet()) {
            out.roll(
                Roll{u"retreat-check"_s, {v}}.meaning(pass ? u"stays"_s : u"retreats"_s).by(d.unit.role));
            moraleTarget(out, d.unit.role, d.target);
            if (d.unit.id != 0)
                out.unit(d.unit.role, u"unit"_s, d.unit.id);
            out.unit(d.unit.role, u"morale"_s, pass ? u"stays"_s : u"retreats"_s);
        }
        if (&d == &spec.defenders.first())
            infantryPassed = pass;
        if (!text)
            continue;
        const QString rule = tt.unit(d.unit.type).elite ? u"8.3.5"_s : u"8.3.2"_s;
        if (pass)
            out.line(tr("%1 (%2) checks for retreat: %3 against %4 (%5): stays")
                         .arg(d.unit.role, fhgTypeName(d.unit.type))
                         .arg(v)
                         .arg(d.target)
                         .arg(d.why),
                     rule);
        else if (v <= d.target)
            out.line(tr("%1 (%2) checks for retreat: a %3 always retreats")
                         .arg(d.unit.role, fhgTypeName(d.unit.type))
                         .arg(v),
                     u"8.3.5"_s);
        else
            out.line(tr("%1 (%2) checks for retreat: %3 against %4 (%5): retreats after the combat")
                         .arg(d.unit.role, fhgTypeName(d.unit.type))
                         .arg(v)
                         .arg(d.target)
                         .arg(d.why),
                     rule);
    }
    return retreats;
}

// 8.4.2, 8.4.3: a unit that fails its check with no hex to retreat to is eliminated instead.
void FhgCloseCombat::blockedRetreat(const FhgCloseSpec &spec, const FhgUnitIn &u, bool withLeaders,
                                    Resolution &out)
{
    out.outcome(u"eliminated:"_s + u.role);
    const QString rule = spec.after->blockedRule(u.role, withLeaders);
    out.line(spec.after->blockedLine(u.role, withLeaders), rule);
    FhgCombat::victoryPoints(spec.side, spec.t->vpUnit, tr("unit eliminated"), out);
    if (out.quiet())
        return;
    out.unit(u.role, u"eliminated"_s, true);
    Effect e;
    e.kind = Effect::Kind::Eliminate;
    e.subject = u.role;
    e.unit = u.id;
    e.rule = rule;
    e.text = tr("%1 is eliminated: its retreat is blocked").arg(u.role);
    out.effect(e);
}

// Each defender eliminated by the hits, retreating (8.4.1) or blocked (8.4.2, 8.4.3), or staying.
void FhgCloseCombat::defendersAfter(const FhgCloseSpec &spec, const FhgUnitIn &hit, bool eliminated,
                                    const QList<bool> &retreats, QList<FhgFate> &fates, Resolution &out)
{
    bool allLeave = true;
    for (int i = 0; i < spec.defenders.size(); ++i)
        allLeave = allLeave && (retreats.at(i) || (spec.defenders.at(i).unit.role == hit.role && eliminated));
    bool first = true; // the first to retreat takes the hex's leaders along when all leave (8.3.2)
    for (const FhgFate &f : std::as_const(fates))
        first = first && f.fate != FhgAftermath::Fate::Retreats;
    for (int i = 0; i < spec.defenders.size(); ++i) {
        const FhgUnitIn &u = spec.defenders.at(i).unit;
        if (u.role == hit.role && eliminated) {
            out.outcome(u"eliminated:"_s + u.role);
            FhgCombat::victoryPoints(spec.side, spec.t->vpUnit, tr("unit eliminated"), out);
            fates.append({u.role, FhgAftermath::Fate::Eliminated, {}});
            continue;
        }
        if (!retreats.at(i)) {
            fates.append({u.role, FhgAftermath::Fate::Stays, {}});
            continue;
        }
        const bool leads = first && allLeave;
        first = false;
        const bool placed = spec.after && spec.after->unit(u.role);
        if (placed && spec.after->blocked(u.role, leads)) {
            blockedRetreat(spec, u, leads, out);
            fates.append({u.role, FhgAftermath::Fate::Eliminated, {}});
            continue;
        }
        out.outcome(u"retreat:"_s + u.role);
        fates.append({u.role, FhgAftermath::Fate::Retreats, u"8.4.1"_s});
        if (!out.quiet())
            out.unit(u.role, u"retreat"_s, 1);
        if (!placed)
            retreat(out, u, u"8.4.1"_s,
                    tr("%1 (%2) retreats 1 hex toward its side or its main group, not adjacent to the "
                       "attacker "
                       "if it can (8.4.1); blocked by impassable terrain, the board edge or enemy units "
                       "it is "
                       "eliminated (8.4.2); a friendly unit in the way is displaced, only one (8.4.3)")
                        .arg(u.role, fhgTypeName(u.type)));
    }
}

// On the battle's board: the retreats owed and the leaders' fates (8.3.2, 8.4.5), kept in the battle.
int FhgCloseCombat::aftermath(const FhgCloseSpec &spec, const QList<FhgFate> &fates, bool leaderLost,
                              Resolution &out)
{
    if (!spec.after)
        return 0;
    QList<std::pair<QString, FhgAftermath::Fate>> byRole;
    QString rule = u"8.4.1"_s;
    for (const FhgFate &f : fates) {
        byRole.append({f.role, f.fate});
        if (f.fate == FhgAftermath::Fate::Retreats && f.rule == u"11.12"_s)
            rule = f.rule;
    }
    return spec.after->apply(byRole, leaderLost ? spec.leaderId : 0, spec.side, rule, out);
}

// What the referee is told at the end: the leader's retreat (8.4.5, 8.3.2), the VP unit left
// behind (8.3.2), the attacker's advance (8.3.4).
void FhgCloseCombat::closingNotes(const FhgCloseSpec &spec, bool eliminated, bool vacated, bool leaderLost,
                                  Resolution &out)
{
    if (spec.attack.leaderInHex && !leaderLost && !spec.after) {
        if (eliminated)
            note(out, u"leader"_s, spec.leaderId, u"8.4.5"_s,
                 tr("the leader stacked with the eliminated unit may retreat up to %1 hexes at once; if "
                    "enemy "
                    "units or impassable terrain block him, he is eliminated")
                     .arg(spec.t->leaderRetreatHexes));
        else if (vacated)
            note(out, u"leader"_s, spec.leaderId, u"8.3.2"_s,
                 tr("the leader must retreat with the retreating units"));
    }
    if (vacated) {
        note(out, u"hex"_s, 0, u"8.3.2"_s, tr("a VP unit in the hex may not retreat with them"));
        note(out, u"attacker"_s, spec.attackerId, u"8.3.4"_s,
             tr("the attacker may advance into the vacated hex"));
    }
}

void FhgCloseCombat::resolve(const FhgCloseSpec &spec, DiceSource &dice, Resolution &out)
{
    const FhgTable &tt = *spec.t;
    QList<FhgFate> fates = spendAndEvade(spec, out);
    if (spec.hitOrder.isEmpty()) {
        aftermath(spec, fates, false, out);
        note(out, u"attacker"_s, spec.attackerId, u"8.3.4"_s,
             tr("the attacker may advance into the vacated hex"));
        return;
    }
    if (spec.attackerCheck && !attackerMorale(spec, dice, out))
        return;
    const QList<bool> retreats = retreatChecks(spec, dice, out);
    int ones = 0;
    const int hits = FhgCombat::rollAttack(tt, spec.attack, dice, out, &ones);
    out.outcome(u"hits="_s + QString::number(hits));
    QString error;
    const FhgUnitIn &hit = spec.hitOrder.at(FhgCombat::hitUnit(spec.hitOrder, spec.hitsTo, &error));
    if (spec.hitOrder.size() > 1 && hits > 0 && dice.wantsText())
        out.line(tr("two units in the hex: the hits go to %1 (%2 MP)").arg(hit.role).arg(hit.mp), u"8.1.2"_s);
    const FhgCombat::HitResult r = FhgCombat::applyHits(tt, hit, hits, dice, out);
    if (r.absorbed > 0)
        out.outcome(u"absorbed="_s + QString::number(r.absorbed));
    defendersAfter(spec, hit, r.eliminated, retreats, fates, out);
    bool vacated = true, anyEliminated = false;
    for (const FhgFate &f : std::as_const(fates)) {
        vacated = vacated && f.fate != FhgAftermath::Fate::Stays;
        anyEliminated = anyEliminated || f.fate == FhgAftermath::Fate::Eliminated;
    }
    bool leaderLost = false;
    if (spec.attack.leaderInHex && ones > 0)
        leaderLost = FhgCombat::leaderCheck(tt, spec.leaderId, dice, out);
    if (leaderLost) {
        out.outcome(u"leader-lost"_s);
        FhgCombat::victoryPoints(spec.side, tt.vpLeader, tr("leader eliminated"), out);
    }
    const int leadersBlocked = aftermath(spec, fates, leaderLost, out);
    if (!out.quiet())
        closingNotes(spec, anyEliminated, vacated, leaderLost, out);
    if (!out.quiet()) {
        int vp = (leaderLost ? tt.vpLeader : 0) + leadersBlocked * tt.vpLeader;
        for (const FhgFate &f : std::as_const(fates))
            vp += f.fate == FhgAftermath::Fate::Eliminated ? tt.vpUnit : 0;
        out.set(u"victoryPoints"_s, vp);
    }
}

} // namespace adj
