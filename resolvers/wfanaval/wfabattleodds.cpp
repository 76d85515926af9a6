// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfabattleodds.h"

#include <QJsonArray>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// Ways of k hits among n dice of `hit` hitting faces and `miss` missing ones: C(n,k) hit^k miss^(n-k).
Integer ways(int n, int k, int hit, int miss)
{
    Integer r;
    mpz_bin_uiui(r.get_mpz_t(), unsigned(n), unsigned(k));
    return r * power(unsigned(hit), unsigned(k)) * power(unsigned(miss), unsigned(n - k));
}

struct Chain
{
    int S = 6, hA = 1, mA = 5, hD = 1, mD = 5, nI = 1;
    bool intrinsic = false;
    int A = 1, D = 1, b = 0;
    // Whole numerators: states (a, d) before the attacker's roll, and the ends.
    std::vector<Integer> state, cap, rep, brk;
    std::vector<std::vector<Integer>> attack, defend; // [n][k]: ways(n, k) of each side's roll

    int level(int a, int d) const { return intrinsic ? a : a + d; }
    int dice(int d) const { return intrinsic ? nI : d; }
    Integer &at(int a, int d) { return state[size_t(a * (D + 1) + d)]; }

    // The numerator of entering (a, d) before the attacker's roll: an end or a state.
    Integer &entry(int a, int d)
    {
        if (a <= 0)
            return rep[size_t(d)];
        if (a <= b)
            return brk[size_t(a * (D + 1) + d)];
        return at(a, d);
    }

    // Sides^(dice) - P(no hit) numerators: the loop denominator, the same for every state of a level.
    Integer loop(int l) const
    {
        if (intrinsic)
            return power(unsigned(S), unsigned(l + nI)) -
                   power(unsigned(mA), unsigned(l)) * power(unsigned(mD), unsigned(nI));
        return power(unsigned(S), unsigned(l)) - power(unsigned(mA), unsigned(l));
    }

    // Every numerator not yet final (states below level l, and the ends) over one more loop denominator.
    void scaleBelow(int l, const Integer &m)
    {
        for (int a = b + 1; a <= A; ++a)
            for (int d = 1; d <= D; ++d)
                if (level(a, d) < l && sgn(at(a, d)) != 0)
                    at(a, d) *= m;
        for (auto *ends : {&cap, &rep, &brk})
            for (Integer &n : *ends)
                if (sgn(n) != 0)
                    n *= m;
    }

    // One round from (a, d): the attacker's roll, then the defender's with what is left; the round
    // without hits is the loop, already divided out.
    void push(int a, int d)
    {
        const Integer n = at(a, d);
        if (sgn(n) == 0)
            return;
        Integer t;
        for (int k = 0; k <= a; ++k) {
            t = n * attack[size_t(a)][size_t(k)];
            if (intrinsic ? k >= 1 : k >= d) { // 8.6.1, 8.6.2: captured
                cap[size_t(a)] += t * power(unsigned(S), unsigned(dice(d)));
                continue;
            }
            const int left = intrinsic ? d : d - k;
            const int rolls = dice(left);
            t *= power(unsigned(S), unsigned(k));
            for (int j = k == 0 ? 1 : 0; j <= rolls; ++j)
                mpz_addmul(entry(a - j, left).get_mpz_t(), t.get_mpz_t(),
                           defend[size_t(rolls)][size_t(j)].get_mpz_t());
        }
    }
};

} // namespace

WfaBattleOdds WfaBattleOdds::exact(const WfaTable &t, const WfaBattleSetup &s)
{
    Chain c;
    c.S = t.sides;
    c.hA = t.sides - t.battleHit + 1;
    c.mA = t.sides - c.hA;
    c.intrinsic = s.defender <= 0;
    c.A = s.attacker;
    c.D = c.intrinsic ? 1 : s.defender;
    c.b = s.breakOffAt;
    c.nI = t.intrinsicDefence;
    const int hitLater = c.intrinsic ? t.intrinsicHit : t.battleHit;
    const int hitFirst = c.intrinsic ? t.intrinsicHit : t.battleFirstHit;
    c.hD = t.sides - hitLater + 1;
    c.mD = t.sides - c.hD;
    const size_t cells = size_t(c.A + 1) * size_t(c.D + 1);
    c.state.assign(cells, Integer());
    c.brk.assign(cells, Integer());
    c.cap.assign(size_t(c.A) + 1, Integer());
    c.rep.assign(size_t(c.D) + 1, Integer());
    const int most = std::max({c.A, c.D, c.nI});
    c.attack.assign(size_t(most) + 1, {});
    c.defend.assign(size_t(most) + 1, {});
    for (int n = 0; n <= most; ++n)
        for (int k = 0; k <= n; ++k) {
            c.attack[size_t(n)].push_back(ways(n, k, c.hA, c.mA));
            c.defend[size_t(n)].push_back(ways(n, k, c.hD, c.mD));
        }

    // The start, over sides^(dice of the first roll): 8.6, the defender's first roll hits on 5-6 (the
    // intrinsic defence on 6), later ones on 6.
    Integer den = 1;
    if (s.next == WfaBattleSetup::Next::Attacker) {
        c.entry(c.A, c.D) = 1;
    } else {
        const int n = c.dice(c.D);
        const int hF = t.sides - (s.next == WfaBattleSetup::Next::DefenderFirst ? hitFirst : hitLater) + 1;
        for (int j = 0; j <= n; ++j)
            c.entry(c.A - j, c.D) += ways(n, j, hF, t.sides - hF);
        den = power(unsigned(c.S), unsigned(n));
    }
    // Level by level from the top: the states of level l are final; everything below takes the loop
    // denominator of l, then the states of l flow into it.
    for (int l = c.level(c.A, c.D); l >= 1; --l) {
        const Integer m = c.loop(l);
        den *= m;
        c.scaleBelow(l, m);
        for (int a = c.b + 1; a <= c.A; ++a)
            for (int d = 1; d <= c.D; ++d)
                if (c.level(a, d) == l)
                    c.push(a, d);
    }

    WfaBattleOdds o;
    Integer cap, rep, brk;
    auto add = [&](const QString &key, const Integer &n) {
        if (sgn(n) != 0)
            o.outcomes.insert(key, Fraction(n, den));
    };
    for (int a = 1; a <= c.A; ++a) {
        cap += c.cap[size_t(a)];
        add(u"captured attacker=%1"_s.arg(a), c.cap[size_t(a)]);
    }
    for (int d = 1; d <= c.D; ++d) {
        rep += c.rep[size_t(d)];
        add(u"repulsed defender=%1"_s.arg(c.intrinsic ? 0 : d), c.rep[size_t(d)]);
    }
    for (int a = 1; a <= c.b; ++a)
        for (int d = 1; d <= c.D; ++d) {
            const Integer &n = c.brk[size_t(a * (c.D + 1) + d)];
            brk += n;
            add(u"broke-off attacker=%1 defender=%2"_s.arg(a).arg(c.intrinsic ? 0 : d), n);
        }
    o.captured = Fraction(cap, den);
    o.repulsed = Fraction(rep, den);
    o.brokeOff = Fraction(brk, den);
    return o;
}

QJsonObject WfaBattleOdds::toJson() const
{
    auto one = [](const Fraction &f) {
        return QJsonObject{{u"fraction"_s, f.toString()}, {u"p"_s, f.toDouble()}};
    };
    return QJsonObject{
        {u"captured"_s, one(captured)}, {u"repulsed"_s, one(repulsed)}, {u"broke-off"_s, one(brokeOff)}};
}

QString WfaBattleOdds::summary() const
{
    auto pct = [](const Fraction &f) { return QString::number(f.toDouble() * 100.0, 'f', 1); };
    return tr("captured %1 (%2%), repulsed %3 (%4%), broken off %5 (%6%)")
        .arg(captured.toString(), pct(captured), repulsed.toString(), pct(repulsed), brokeOff.toString(),
             pct(brokeOff));
}

} // namespace adj
