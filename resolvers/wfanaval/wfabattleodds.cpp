#include "wfabattleodds.h"

#include <QJsonArray>

#include <array>
#include <vector>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// One numerator per end state: captured with the attacker's MP left, repulsed with the defender's,
// broken off with both.
using Vec = std::vector<WfaBigUInt>;

WfaBigUInt binomial(int n, int k)
{
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i)
        r = r * std::uint64_t(n - k + i) / std::uint64_t(i); // exact at every step
    return WfaBigUInt(r);
}

// Weight of k hits among n dice, scaled by sides^n: C(n,k) h^k m^(n-k).
WfaBigUInt weight(int n, int k, int h, int m)
{
    return binomial(n, k) * WfaBigUInt::power(std::uint64_t(h), k) *
           WfaBigUInt::power(std::uint64_t(m), n - k);
}

struct Chain
{
    int S = 6, hA = 1, mA = 5, hD = 1, mD = 5, nI = 1;
    bool intrinsic = false;
    int A = 1, D = 1, b = 0;
    std::vector<WfaBigUInt> M;              // M[l], l >= 1
    std::vector<std::vector<WfaBigUInt>> R; // R[lo][hi] = prod M[lo+1..hi]
    std::vector<std::vector<Vec>> N, H;     // [a][d]
    std::vector<std::vector<bool>> hasH;

    int ends() const { return A + D + b * D; }
    int capIndex(int a) const { return a - 1; }
    int repIndex(int d) const { return A + d - 1; }
    int brkIndex(int a, int d) const { return A + D + (a - 1) * D + (d - 1); }
    Vec unit(int i) const
    {
        Vec v(static_cast<size_t>(ends()));
        v[size_t(i)] = WfaBigUInt(1);
        return v;
    }

    int level(int a, int d) const { return intrinsic ? a : a + d; }
    int dice(int d) const { return intrinsic ? nI : d; }

    const WfaBigUInt &ratio(int lo, int hi) { return R[size_t(lo)][size_t(hi)]; }

    // Value of entering (a, d) before the attacker's roll: a terminal or the state's numerator.
    void entry(int a, int d, Vec *v, int *lvl) const
    {
        if (a <= 0) {
            *v = unit(repIndex(d));
            *lvl = 0;
        } else if (a <= b) {
            *v = unit(brkIndex(a, d));
            *lvl = 0;
        } else {
            *v = N[size_t(a)][size_t(d)];
            *lvl = level(a, d);
        }
    }

    static void addScaled(Vec &acc, const Vec &v, const WfaBigUInt &c)
    {
        for (size_t i = 0; i < v.size(); ++i)
            if (!v[i].isZero())
                acc[size_t(i)] += v[size_t(i)] * c;
    }

    // Defender to roll (not the first roll) at (a, d'): numerator over P(a+d') S^d' (marines only).
    const Vec &h(int a, int d)
    {
        if (hasH[size_t(a)][size_t(d)])
            return H[size_t(a)][size_t(d)];
        Vec acc(static_cast<size_t>(ends()));
        const int top = level(a, d);
        for (int j = 0; j <= d; ++j) {
            Vec v;
            int l = 0;
            entry(a - j, d, &v, &l);
            addScaled(acc, v, weight(d, j, hD, mD) * ratio(l, top));
        }
        H[size_t(a)][size_t(d)] = acc;
        hasH[size_t(a)][size_t(d)] = true;
        return H[size_t(a)][size_t(d)];
    }

    void solveState(int a, int d)
    {
        const int l = level(a, d);
        const int n = dice(d);
        Vec acc(static_cast<size_t>(ends()));
        const Vec cap = unit(capIndex(a));
        for (int k = 1; k <= a; ++k) {
            const WfaBigUInt w = weight(a, k, hA, mA);
            if (intrinsic || k >= d) // 8.6.1, 8.6.2
                addScaled(acc, cap, w * WfaBigUInt::power(std::uint64_t(S), n) * ratio(0, l - 1));
            else
                addScaled(acc, h(a, d - k),
                          w * WfaBigUInt::power(std::uint64_t(S), k) * ratio(level(a, d - k), l - 1));
        }
        const WfaBigUInt miss = WfaBigUInt::power(std::uint64_t(mA), a);
        for (int j = 1; j <= n; ++j) {
            Vec v;
            int le = 0;
            entry(a - j, d, &v, &le);
            addScaled(acc, v, miss * weight(n, j, hD, mD) * ratio(le, l - 1));
        }
        N[size_t(a)][size_t(d)] = acc; // over P(l - 1) M(l) = P(l)
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
    const int L = c.level(c.A, c.D);
    c.M.assign(size_t(L) + 1, WfaBigUInt(1));
    for (int l = 1; l <= L; ++l) {
        // The loop denominator sides^(dice) - P(no hit) numerators, the same for every state of a level.
        const WfaBigUInt all = c.intrinsic ? WfaBigUInt::power(std::uint64_t(c.S), l + c.nI)
                                           : WfaBigUInt::power(std::uint64_t(c.S), l);
        const WfaBigUInt none = c.intrinsic ? WfaBigUInt::power(std::uint64_t(c.mA), l) *
                                                  WfaBigUInt::power(std::uint64_t(c.mD), c.nI)
                                            : WfaBigUInt::power(std::uint64_t(c.mA), l);
        c.M[size_t(l)] = all - none;
    }
    c.R.assign(size_t(L) + 1, std::vector<WfaBigUInt>(size_t(L) + 1, WfaBigUInt(1)));
    for (int lo = 0; lo <= L; ++lo)
        for (int hi = lo + 1; hi <= L; ++hi)
            c.R[size_t(lo)][size_t(hi)] = c.R[size_t(lo)][size_t(hi - 1)] * c.M[size_t(hi)];
    c.N.assign(size_t(c.A) + 1, std::vector<Vec>(size_t(c.D) + 1));
    c.H = c.N;
    c.hasH.assign(size_t(c.A) + 1, std::vector<bool>(size_t(c.D) + 1, false));
    for (int d = 1; d <= c.D; ++d)
        for (int a = c.b + 1; a <= c.A; ++a)
            c.solveState(a, d);

    Vec total(static_cast<size_t>(c.ends()));
    WfaBigUInt den;
    if (s.next == WfaBattleSetup::Next::Attacker) {
        int l = 0;
        c.entry(c.A, c.D, &total, &l);
        den = c.ratio(0, l);
    } else {
        // 8.6: the defender's first roll hits on 5-6 (the intrinsic defence on 6), later ones on 6.
        const int n = c.dice(c.D);
        const int hF = t.sides - (s.next == WfaBattleSetup::Next::DefenderFirst ? hitFirst : hitLater) + 1;
        for (int j = 0; j <= n; ++j) {
            Vec v;
            int le = 0;
            c.entry(c.A - j, c.D, &v, &le);
            Chain::addScaled(total, v, weight(n, j, hF, t.sides - hF) * c.ratio(le, L));
        }
        den = WfaBigUInt::power(std::uint64_t(c.S), n) * c.ratio(0, L);
    }
    WfaBattleOdds o;
    WfaBigUInt cap, rep, brk;
    auto add = [&](const QString &key, const WfaBigUInt &n) {
        if (!n.isZero())
            o.outcomes.insert(key, WfaBigFraction::reduced(n, den));
    };
    for (int a = 1; a <= c.A; ++a) {
        const WfaBigUInt &n = total[size_t(c.capIndex(a))];
        cap += n;
        add(u"captured attacker=%1"_s.arg(a), n);
    }
    for (int d = 1; d <= c.D; ++d) {
        const WfaBigUInt &n = total[size_t(c.repIndex(d))];
        rep += n;
        add(u"repulsed defender=%1"_s.arg(c.intrinsic ? 0 : d), n);
    }
    for (int a = 1; a <= c.b; ++a)
        for (int d = 1; d <= c.D; ++d) {
            const WfaBigUInt &n = total[size_t(c.brkIndex(a, d))];
            brk += n;
            add(u"broke-off attacker=%1 defender=%2"_s.arg(a).arg(c.intrinsic ? 0 : d), n);
        }
    o.captured = WfaBigFraction::reduced(cap, den);
    o.repulsed = WfaBigFraction::reduced(rep, den);
    o.brokeOff = WfaBigFraction::reduced(brk, den);
    return o;
}

QJsonObject WfaBattleOdds::toJson() const
{
    auto one = [](const WfaBigFraction &f) {
        return QJsonObject{{u"fraction"_s, f.toString()}, {u"p"_s, f.toDouble()}};
    };
    return QJsonObject{
        {u"captured"_s, one(captured)}, {u"repulsed"_s, one(repulsed)}, {u"broke-off"_s, one(brokeOff)}};
}

QString WfaBattleOdds::summary() const
{
    auto pct = [](const WfaBigFraction &f) { return QString::number(f.toDouble() * 100.0, 'f', 1); };
    return tr("captured %1 (%2%), repulsed %3 (%4%), broken off %5 (%6%)")
        .arg(captured.toString(), pct(captured), repulsed.toString(), pct(repulsed), brokeOff.toString(),
             pct(brokeOff));
}

} // namespace adj
