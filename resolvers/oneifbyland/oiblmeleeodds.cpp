// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oiblmelee.h"
#include "oiblmeleespec.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "oiblcombat.h"

#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <vector>

using namespace Qt::StringLiterals;

namespace adj {

using namespace oibl;
using namespace oiblmelee;

namespace {
using Counts = std::vector<qint64>; // casualties -> ways, out of sides^rolls

// The casualties one side's quality groups cause together: each roll's chart column convolved.
Counts sideCounts(const OiblTable &t, const QList<int> &groupFigures, const QList<int> &groupMods,
                  qint64 *outOf)
{
    Counts total{1};
    *outOf = 1;
    const DieSpec d = OiblCombat::d10(t);
    for (qsizetype g = 0; g < groupFigures.size(); ++g)
        for (int n : OiblCombat::chunks(t, groupFigures[g])) {
            const OiblTable::Row *row = t.row(n);
            Counts next(total.size(), 0);
            for (int f = d.low(); f <= d.high(); ++f) {
                const int m = f + groupMods[g];
                const int c = m < 0 ? 0 : row->casualties.at(qMin(m, t.maxRoll));
                if (next.size() < total.size() + size_t(c))
                    next.resize(total.size() + size_t(c), 0);
                for (size_t k = 0; k < total.size(); ++k)
                    next[k + size_t(c)] += total[k];
            }
            while (!next.empty() && next.back() == 0)
                next.pop_back();
            total = std::move(next);
            *outOf *= t.sides;
        }
    return total;
}

using State = std::vector<int>; // the figures of every unit
using States = std::map<State, FractionSum>;

// The exact odds of a melee with units joining it, state by state: the units in the order of the
// runner, attackers (first, joining), then defenders.
class GroupWalk
{
public:
    explicit GroupWalk(const MeleeSpec &melee)
        : spec(melee)
        , t(*melee.t)
    {
        units.append(&spec.a);
        for (const Side &s : spec.aMore)
            units.append(&s);
        nA = units.size();
        units.append(&spec.d);
        for (const Side &s : spec.dMore)
            units.append(&s);
        nAll = units.size();
    }

    Distribution odds() const
    {
        States states;
        State s0;
        for (const Side *u : units)
            s0.push_back(u->m.figures);
        states[s0].add(1, 1);
        for (int round = 1; round <= (secondRound() ? 2 : 1); ++round)
            states = meleeRound(states, round);
        return winner(states);
    }

private:
    bool isA(qsizetype i) const { return i < nA; }
    bool secondRound() const;
    States meleeRound(const States &states, int round) const;
    void fightRound(const State &st, const FractionSum &p, int round, States &next) const;
    Counts counts(bool attacker, const QList<int> &figs, qint64 *outOf) const;
    QList<int> shares(bool attacker, int cas, const State &st, const QList<int> &figs) const;
    Distribution winner(const States &states) const;
    std::array<qint64, 4> afterMelee(const State &st, int aCas, int dCas, qint64 *outOf) const;

    const MeleeSpec &spec;
    const OiblTable &t;
    QList<const Side *> units;
    qsizetype nA = 0, nAll = 0;
};

// No second round when the melee involves cavalry against infantry (Melee 7).
bool GroupWalk::secondRound() const
{
    bool aCav = false, aInf = false, dCav = false, dInf = false;
    for (qsizetype i = 0; i < nAll; ++i) {
        (isA(i) ? aCav : dCav) |= units[i]->cavalry();
        (isA(i) ? aInf : dInf) |= units[i]->isInfantry;
    }
    return !((aCav && dInf) || (dCav && aInf));
}

// Melee 7, 8: the figures of every unit after a round, identical states merged; each state's
// probability summed as whole numerators over the few denominators (sides^rolls) and reduced once.
States GroupWalk::meleeRound(const States &states, int round) const
{
    States next;
    for (const auto &entry : states) {
        // Named, not bound: clang 14 (the sanitizer and fuzz build) cannot capture a structured
        // binding in lambdas.
        const State &st = entry.first;
        const FractionSum &p = entry.second;
        int aLeft = 0, dLeft = 0;
        for (qsizetype i = 0; i < nAll; ++i)
            (isA(i) ? aLeft : dLeft) += st[size_t(i)];
        if (round == 2 && (aLeft == 0 || dLeft == 0)) {
            next[st].add(p);
            continue;
        }
        fightRound(st, p, round, next);
    }
    return next;
}

// The casualties of one side's quality groups, fighting with `fighting` figures a unit.
Counts GroupWalk::counts(bool attacker, const QList<int> &fighting, qint64 *outOf) const
{
    const QList<QList<int>> &groups = attacker ? spec.aGroups : spec.dGroups;
    const qsizetype base = attacker ? 0 : nA;
    QList<int> figs, mods;
    for (const QList<int> &g : groups) {
        int n = 0, m = 0;
        for (int i : g)
            n += fighting[base + i];
        for (const OiblMod &mod : units[base + g.first()]->mods)
            m += mod.value;
        figs.append(n);
        mods.append(m);
    }
    return sideCounts(t, figs, mods, outOf);
}

// A side's casualties shared among its units (by the figures that fought, each at most what it has).
QList<int> GroupWalk::shares(bool attacker, int cas, const State &st, const QList<int> &figs) const
{
    const qsizetype from = attacker ? 0 : nA, to = attacker ? nA : nAll;
    QList<int> weights, caps;
    int fought = 0;
    for (qsizetype i = from; i < to; ++i) {
        weights.append(figs[i]);
        caps.append(st[size_t(i)]);
        fought += figs[i];
    }
    if (fought == 0)
        weights = caps;
    return OiblCombat::share(cas, weights, caps);
}

// One state's round: both sides' casualty counts, each count shared once over the side's units
// (the shares depend on neither the other side's casualties nor their order).
void GroupWalk::fightRound(const State &st, const FractionSum &p, int round, States &next) const
{
    QList<int> figs;
    for (qsizetype i = 0; i < nAll; ++i)
        figs.append(roundFigures(t, *units[i], st[size_t(i)], round));
    qint64 outA = 1, outD = 1;
    const Counts toD = counts(true, figs, &outA), toA = counts(false, figs, &outD);
    std::vector<QList<int>> toDShares(toD.size()), toAShares(toA.size());
    for (size_t cd = 0; cd < toD.size(); ++cd)
        if (toD[cd] != 0)
            toDShares[cd] = shares(false, int(cd), st, figs);
    for (size_t ca = 0; ca < toA.size(); ++ca)
        if (toA[ca] != 0)
            toAShares[ca] = shares(true, int(ca), st, figs);
    std::vector<std::pair<Integer, Integer>> parts; // this state's terms over both rolls
    for (const auto &[den, num] : p.parts())
        parts.emplace_back(den * integer(outA) * integer(outD), num);
    Integer w;
    for (size_t cd = 0; cd < toD.size(); ++cd) {
        if (toD[cd] == 0)
            continue;
        for (size_t ca = 0; ca < toA.size(); ++ca) {
            if (toA[ca] == 0)
                continue;
            State ns = st;
            for (qsizetype i = nA; i < nAll; ++i)
                ns[size_t(i)] -= toDShares[cd][i - nA];
            for (qsizetype i = 0; i < nA; ++i)
                ns[size_t(i)] -= toAShares[ca][i];
            FractionSum &to = next[ns];
            for (const auto &[den, num] : parts) {
                w = num * integer(toD[cd] * toA[ca]);
                to.add(w, den);
            }
        }
    }
}

// Only whether every attacker and every defender is gone matters to the outcome: ways (out of
// sides^testers) of each pair "all attackers gone" x "all defenders gone", unit by unit. A test
// routs on failing by 2 or more.
std::array<qint64, 4> GroupWalk::afterMelee(const State &st, int aCas, int dCas, qint64 *outOf) const
{
    const DieSpec d = OiblCombat::d10(t);
    std::array<qint64, 4> ways{0, 0, 0, 1}; // index: 2 = all attackers gone, 1 = all defenders gone
    for (qsizetype i = 0; i < nAll; ++i) {
        const Side &u = *units[i];
        const bool lost = isA(i) ? aCas > dCas : dCas > aCas;
        const bool gone = u.routing || st[size_t(i)] == 0 || lost;
        const bool tests = st[size_t(i)] > 0 && !lost && (aCas == dCas || (isA(i) ? aCas : dCas) > 0);
        const int bit = isA(i) ? 2 : 1;
        std::array<qint64, 4> next{0, 0, 0, 0};
        if (!tests) {
            for (int k = 0; k < 4; ++k)
                next[gone ? k : (k & ~bit)] += ways[k];
        } else {
            int step = 0;
            const int mod =
                u.quietBase.modTotal + OiblCombat::casualtyModifier(t, st[size_t(i)], u.m.start, &step);
            int routs = 0;
            for (int f = d.low(); f <= d.high(); ++f)
                if (f + mod - u.quietBase.number >= t.routBy)
                    ++routs;
            for (int k = 0; k < 4; ++k) {
                next[k] += ways[k] * routs;
                next[gone ? k : (k & ~bit)] += ways[k] * (t.sides - routs);
            }
            *outOf *= t.sides;
        }
        ways = next;
    }
    return ways;
}

// Melee 9: the side with more casualties routs, the units of the other test if it took any; equal:
// every unit tests.
Distribution GroupWalk::winner(const States &states) const
{
    Distribution dist;
    qint64 paths = 0;
    for (const auto &[st, sum] : states) {
        const Fraction p = sum.value();
        int aCas = 0, dCas = 0;
        for (qsizetype i = 0; i < nAll; ++i)
            (isA(i) ? aCas : dCas) += units[i]->m.figures - st[size_t(i)];
        qint64 outOf = 1;
        const std::array<qint64, 4> ways = afterMelee(st, aCas, dCas, &outOf);
        for (int k = 0; k < 4; ++k) {
            if (ways[size_t(k)] == 0)
                continue;
            const bool aGone = k & 2, dGone = k & 1;
            QStringList tags{u"aCas="_s + QString::number(aCas), u"dCas="_s + QString::number(dCas)};
            if (dGone)
                tags.append(u"defender-routed"_s);
            if (aGone)
                tags.append(u"attacker-routed"_s);
            else if (!dGone)
                tags.append(u"attacker-retreats"_s);
            dist.add(tags, p * Fraction(ways[size_t(k)], outOf));
            ++paths;
        }
    }
    dist.setPaths(paths);
    return dist;
}

} // namespace

std::optional<Distribution> OiblMelee::groupOdds(const Inputs &in, const RuleTable &table)
{
    const Prepared ready = prepare(in, table);
    if (!ready.error.isEmpty() || !ready.spec->fromContact ||
        (ready.spec->aMore.isEmpty() && ready.spec->dMore.isEmpty()))
        return std::nullopt; // the walk over bind()'s runner (and its message on bad input)
    return GroupWalk(*ready.spec).odds();
}

} // namespace adj
