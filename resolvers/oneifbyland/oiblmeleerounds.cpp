// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The melee rounds (Melee 7, 8; Fire and Melee Combat): the figures fighting, each side's attack by
// quality groups and the casualties shared over its units.
#include "oiblmelee.h"
#include "oiblmeleecharge.h"

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace adj::oiblmelee {

// 7. First melee round: front rank plus overlaps.
int Charge::round1(const Side &s)
{
    if (!quiet && s.overlap > 0 && !s.m.indian) {
        if (s.m.quality == OiblQuality::Poor || s.m.quality == OiblQuality::Wretched)
            out.line(
                OiblMelee::tr("%1: Poor and Wretched units get no overlap in the first round").arg(s.name),
                u"Melee 7a"_s);
        else if (s.skirmish())
            out.line(OiblMelee::tr("%1: skirmishers get no overlap in the first round").arg(s.name),
                     u"Melee 7b"_s);
    }
    return roundFigures(tb, s, s.m.figures, 1);
}

// One side's attack: one roll per quality group (its units' figures summed), the casualties added.
int Charge::attack(const Units &units, const QList<QList<int>> &groups, const Figures &figs,
                   const QString &sideName, int round)
{
    if (groups.size() == 1 && units.size() == 1) {
        const QString what = quiet ? QString()
                                   : (units[0] == &a ? OiblMelee::tr("attacker, round %1").arg(round)
                                                     : OiblMelee::tr("defender, round %1").arg(round));
        return figs[0] > 0
                   ? OiblCombat::rollChart(tb, figs[0], units[0]->mods, what, dice, out, units[0]->m.role)
                   : 0;
    }
    return OiblCombat::rollGroups(tb, groupRolls(units, groups, figs, sideName, round), dice, out);
}

// Fire and Melee Combat: the rolls of a side's quality groups, said in one line.
QList<OiblCombat::ChartRoll> Charge::groupRolls(const Units &units, const QList<QList<int>> &groups,
                                                const Figures &figs, const QString &sideName, int round)
{
    QList<OiblCombat::ChartRoll> rolls;
    QStringList parts;
    for (const QList<int> &g : groups) {
        OiblCombat::ChartRoll r;
        QStringList names, counts;
        for (int i : g) {
            r.figures += figs[i];
            names.append(units[i]->name);
            counts.append(QString::number(figs[i]));
        }
        r.mods = units[g.first()]->mods;
        r.role = units[g.first()]->m.role;
        if (!quiet) {
            const QString q = oiblQualityName(units[g.first()]->m.quality);
            r.what = OiblMelee::tr("%1 %2 (%3), round %4").arg(sideName, q, names.join(u" + "_s)).arg(round);
            parts.append(g.size() > 1
                             ? OiblMelee::tr("%1: %2 combine their attack, %3 = %4 figures")
                                   .arg(q, names.join(u" + "_s), counts.join(u" + "_s))
                                   .arg(r.figures)
                             : OiblMelee::tr("%1: %2, %3 figures").arg(q, names.first()).arg(r.figures));
        }
        rolls.append(r);
    }
    if (!quiet)
        out.line(groups.size() > 1
                     ? OiblMelee::tr("%1, round %2: units of different quality attack individually, one "
                                     "roll for each quality: %3")
                           .arg(sideName)
                           .arg(round)
                           .arg(parts.join(u"; "_s))
                     : OiblMelee::tr("%1, round %2: units of the same quality combine their attack: %3")
                           .arg(sideName)
                           .arg(round)
                           .arg(parts.join(u"; "_s)),
                 u"Fire and Melee Combat"_s);
    return rolls;
}

// The casualties a side suffers, shared over its units by the figures each had fighting.
int Charge::suffer(const Units &units, const Figures &figs, int cas, const QString &sideName)
{
    if (units.size() == 1)
        return lose(*units[0], cas);
    QList<int> weights, caps;
    int fought = 0;
    for (qsizetype i = 0; i < units.size(); ++i) {
        weights.append(figs[i]);
        caps.append(units[i]->m.figures);
        fought += figs[i];
    }
    if (fought == 0)
        weights = caps;
    const QList<int> shares = OiblCombat::share(cas, weights, caps);
    int taken = 0;
    QStringList parts;
    for (qsizetype i = 0; i < units.size(); ++i) {
        if (!quiet)
            parts.append(OiblMelee::tr("%1 %2").arg(units[i]->name).arg(shares[i]));
        taken += lose(*units[i], shares[i]);
    }
    if (!quiet && cas > 0)
        out.line(OiblMelee::tr("%1 casualties on the %2, shared by the figures each unit had fighting: %3")
                     .arg(cas)
                     .arg(sideName, parts.join(u", "_s)),
                 u"Melee 7"_s);
    return taken;
}

namespace {

bool anyOf(const Units &units, bool (*pred)(const Side &))
{
    return std::any_of(units.begin(), units.end(), [&](const Side *s) { return pred(*s); });
}

int figuresOf(const Units &units)
{
    int n = 0;
    for (const Side *s : units)
        n += s->m.figures;
    return n;
}

} // namespace

// 7, 8. The melee rounds; no second round when the melee involves cavalry against infantry (Melee 7).
void Charge::meleeRounds()
{
    const auto cavalry = [](const Side &s) { return s.cavalry(); };
    const auto infantry = [](const Side &s) { return s.isInfantry; };
    const bool cavVsInf =
        (anyOf(A, cavalry) && anyOf(D, infantry)) || (anyOf(D, cavalry) && anyOf(A, infantry));
    const bool secondRound = !cavVsInf;
    const QString aName = quiet ? QString() : OiblMelee::tr("attackers");
    const QString dName = quiet ? QString() : OiblMelee::tr("defenders");
    meleeFought = true;
    for (int round = 1; round <= (secondRound ? 2 : 1); ++round) {
        Figures af, df;
        for (const Side *s : A)
            af.append(round == 1 ? round1(*s) : roundFigures(tb, *s, s->m.figures, 2));
        for (const Side *s : D)
            df.append(round == 1 ? round1(*s) : roundFigures(tb, *s, s->m.figures, 2));
        if (!quiet)
            out.line(OiblMelee::tr("melee round %1: attacker %2 figures, defender %3 figures")
                         .arg(round)
                         .arg(std::accumulate(af.begin(), af.end(), 0))
                         .arg(std::accumulate(df.begin(), df.end(), 0)),
                     round == 1 ? u"Melee 7"_s : u"Melee 8"_s);
        // Panic states are settled before contact: the modifiers were worked out once in bind().
        dice.forStep(round == 1 ? "round1-attackers" : "round2-attackers");
        const int toD = attack(A, spec.aGroups, af, aName, round);
        dice.forStep(round == 1 ? "round1-defenders" : "round2-defenders");
        const int toA = attack(D, spec.dGroups, df, dName, round);
        dCas += suffer(D, df, toD, dName);
        aCas += suffer(A, af, toA, aName);
        if (round == 1 && !secondRound && !quiet)
            out.line(OiblMelee::tr("cavalry against infantry: no second round"), u"Melee 7"_s);
        if (figuresOf(A) == 0 || figuresOf(D) == 0)
            break;
    }
}

} // namespace adj::oiblmelee
