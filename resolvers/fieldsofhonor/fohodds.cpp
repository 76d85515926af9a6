#include "fohodds.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

FohOdds FohOdds::failure(const QString &message)
{
    FohOdds o;
    o.m_error = message;
    return o;
}

void FohOdds::add(const QString &key, const FohBig &count)
{
    if (count.isZero())
        return;
    m_counts[key] += count;
}

FohRatio FohOdds::probability(const QString &key) const
{
    return FohRatio::reduced(m_counts.value(key), FohBig::pow(6, m_power));
}

FohRatio FohOdds::marginal(const QString &tag) const
{
    FohBig sum;
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it)
        if (it.key().split(u' ').contains(tag))
            sum += it.value();
    return FohRatio::reduced(sum, FohBig::pow(6, m_power));
}

FohBig FohOdds::totalCount() const
{
    FohBig sum;
    for (const FohBig &c : m_counts)
        sum += c;
    return sum;
}

FohOdds FohOdds::product(const FohOdds &a, const FohOdds &b)
{
    if (!a.ok())
        return a;
    if (!b.ok())
        return b;
    FohOdds o;
    o.m_power = a.m_power + b.m_power;
    for (auto i = a.m_counts.cbegin(); i != a.m_counts.cend(); ++i)
        for (auto j = b.m_counts.cbegin(); j != b.m_counts.cend(); ++j)
            o.add(i.key() + u' ' + j.key(), i.value() * j.value());
    return o;
}

QJsonObject FohOdds::toJson() const
{
    QJsonObject o{{u"ok"_s, ok()}};
    if (!ok()) {
        o.insert(u"error"_s, m_error);
        return o;
    }
    o.insert(u"denominator"_s, QString(u"6^"_s + QString::number(m_power)));
    QMap<QString, FohBig> marginals;
    QJsonArray outcomes;
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it) {
        const FohRatio r = probability(it.key());
        const QStringList tags = it.key().split(u' ');
        outcomes.append(QJsonObject{{u"key"_s, it.key()},
                                    {u"tags"_s, QJsonArray::fromStringList(tags)},
                                    {u"fraction"_s, r.toString()},
                                    {u"p"_s, r.toDouble()}});
        for (const QString &t : tags)
            marginals[t] += it.value();
    }
    o.insert(u"outcomes"_s, outcomes);
    QJsonArray m;
    const FohBig den = FohBig::pow(6, m_power);
    for (auto it = marginals.cbegin(); it != marginals.cend(); ++it) {
        const FohRatio r = FohRatio::reduced(it.value(), den);
        m.append(QJsonObject{{u"tag"_s, it.key()}, {u"fraction"_s, r.toString()}, {u"p"_s, r.toDouble()}});
    }
    o.insert(u"marginals"_s, m);
    return o;
}

Distribution FohOdds::toDistribution() const
{
    Distribution d;
    if (!ok()) {
        d.setError(m_error);
        return d;
    }
    bool fits = true;
    for (auto it = m_counts.cbegin(); it != m_counts.cend() && fits; ++it) {
        const FohRatio r = probability(it.key());
        fits = r.num.fitsInt64() && r.den.fitsInt64();
    }
    if (fits) {
        for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it) {
            const FohRatio r = probability(it.key());
            d.add(it.key().split(u' '), Fraction(r.num.toInt64(), r.den.toInt64()));
        }
    } else {
        // Beyond 64-bit fractions: the same exact counts, as exact fraction text.
        const QJsonObject json = toJson();
        for (const auto &v : json.value(u"outcomes"_s).toArray()) {
            const QJsonObject o = v.toObject();
            d.addExact(o.value(u"key"_s).toString().split(u' '), o.value(u"fraction"_s).toString(),
                       o.value(u"p"_s).toDouble());
        }
        for (const auto &v : json.value(u"marginals"_s).toArray()) {
            const QJsonObject o = v.toObject();
            d.addExactMarginal(o.value(u"tag"_s).toString(), o.value(u"fraction"_s).toString(),
                               o.value(u"p"_s).toDouble());
        }
    }
    d.setPaths(m_counts.size());
    return d;
}

namespace fohexact {

std::vector<U128> sumWays(int n)
{
    std::vector<U128> cur{1};
    for (int k = 0; k < n; ++k) {
        std::vector<U128> next(cur.size() + 6, 0);
        for (size_t s = 0; s < cur.size(); ++s)
            if (cur[s])
                for (int f = 1; f <= 6; ++f)
                    next[s + size_t(f)] += cur[s];
        cur.swap(next);
    }
    return cur;
}

namespace {
std::vector<U128> bands(const std::vector<U128> &ways, int divisor)
{
    std::vector<U128> out((ways.size() - 1) / size_t(divisor) + 1, 0);
    for (size_t s = 0; s < ways.size(); ++s)
        out[s / size_t(divisor)] += ways[s];
    while (out.size() > 1 && out.back() == 0)
        out.pop_back();
    return out;
}
} // namespace

std::vector<U128> sumDividedWays(int n, int divisor)
{
    return bands(sumWays(n), divisor);
}

std::vector<FohBig> fireHitWays(int n, int accurateFaces, int killNumber)
{
    // k accurate dice: C(n,k) a^k (6-a)^(n-k) accuracy rolls, then 6^(n-k) notional dice pad the
    // kill roll to n dice so every term counts out of 6^(2n).
    std::vector<FohBig> hits;
    std::vector<U128> ways{1}; // sums of k kill dice, grown one die at a time
    U128 binom = 1;            // C(n, k)
    for (int k = 0; k <= n; ++k) {
        if (k > 0) {
            std::vector<U128> next(ways.size() + 6, 0);
            for (size_t s = 0; s < ways.size(); ++s)
                if (ways[s])
                    for (int f = 1; f <= 6; ++f)
                        next[s + size_t(f)] += ways[s];
            ways.swap(next);
            binom = binom * U128(n - k + 1) / U128(k);
        }
        U128 acc = binom;
        for (int i = 0; i < k; ++i)
            acc *= U128(accurateFaces);
        for (int i = 0; i < n - k; ++i)
            acc *= U128(6 - accurateFaces);
        if (acc == 0)
            continue;
        const FohBig weight = FohBig::fromU128(acc) * FohBig::pow(6, n - k);
        const std::vector<U128> perHit = bands(ways, killNumber);
        if (hits.size() < perHit.size())
            hits.resize(perHit.size());
        for (size_t h = 0; h < perHit.size(); ++h)
            if (perHit[h])
                hits[h] += weight * FohBig::fromU128(perHit[h]);
    }
    return hits;
}

} // namespace fohexact

} // namespace adj
