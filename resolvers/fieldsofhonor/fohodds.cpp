// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

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

void FohOdds::add(const QString &key, const Integer &count)
{
    if (sgn(count) == 0)
        return;
    m_counts[key] += count;
}

Fraction FohOdds::probability(const QString &key) const
{
    return Fraction(m_counts.value(key), adj::power(6, unsigned(m_power)));
}

Fraction FohOdds::marginal(const QString &tag) const
{
    Integer sum;
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it)
        if (it.key().split(u' ').contains(tag))
            sum += it.value();
    return Fraction(sum, adj::power(6, unsigned(m_power)));
}

Integer FohOdds::totalCount() const
{
    Integer sum;
    for (const Integer &c : m_counts)
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
    QMap<QString, Integer> marginals;
    QJsonArray outcomes;
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it) {
        const Fraction r = probability(it.key());
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
    const Integer den = adj::power(6, unsigned(m_power));
    for (auto it = marginals.cbegin(); it != marginals.cend(); ++it) {
        const Fraction r(it.value(), den);
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
    const Integer den = adj::power(6, unsigned(m_power));
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it)
        d.add(it.key().split(u' '), Fraction(it.value(), den));
    d.setPaths(m_counts.size());
    return d;
}

namespace fohexact {

namespace {
// One more d6 on the ways of each sum: next[s] = cur[s-1] + ... + cur[s-6], as a running window.
// `spare` is the buffer of the previous step, reused so its numbers keep their memory.
void addDie(std::vector<Integer> &ways, std::vector<Integer> &spare)
{
    spare.resize(ways.size() + 6);
    Integer window;
    spare[0] = 0;
    for (size_t s = 1; s < spare.size(); ++s) {
        if (s - 1 < ways.size())
            window += ways[s - 1];
        if (s >= 7 && s - 7 < ways.size())
            window -= ways[s - 7];
        spare[s] = window;
    }
    ways.swap(spare);
}

std::vector<Integer> bands(const std::vector<Integer> &ways, int divisor)
{
    std::vector<Integer> out((ways.size() - 1) / size_t(divisor) + 1);
    for (size_t s = 0; s < ways.size(); ++s)
        out[s / size_t(divisor)] += ways[s];
    while (out.size() > 1 && sgn(out.back()) == 0)
        out.pop_back();
    return out;
}
} // namespace

std::vector<Integer> sumWays(int n)
{
    std::vector<Integer> cur{1}, spare;
    for (int k = 0; k < n; ++k)
        addDie(cur, spare);
    return cur;
}

std::vector<Integer> sumDividedWays(int n, int divisor)
{
    return bands(sumWays(n), divisor);
}

std::vector<Integer> fireHitWays(int n, int accurateFaces, int killNumber)
{
    // k accurate dice: C(n,k) a^k (6-a)^(n-k) accuracy rolls, then 6^(n-k) notional dice pad the
    // kill roll to n dice so every term counts out of 6^(2n).
    std::vector<Integer> hits;
    std::vector<Integer> ways{1}, spare; // sums of k kill dice, grown one die at a time
    Integer binom = 1;                   // C(n, k)
    for (int k = 0; k <= n; ++k) {
        if (k > 0) {
            addDie(ways, spare);
            binom = binom * (n - k + 1) / k;
        }
        const Integer weight = binom * power(unsigned(accurateFaces), unsigned(k)) *
                               power(unsigned(6 - accurateFaces), unsigned(n - k)) *
                               power(6, unsigned(n - k));
        if (sgn(weight) == 0)
            continue;
        const std::vector<Integer> perHit = bands(ways, killNumber);
        if (hits.size() < perHit.size())
            hits.resize(perHit.size());
        for (size_t h = 0; h < perHit.size(); ++h)
            mpz_addmul(hits[h].get_mpz_t(), weight.get_mpz_t(), perHit[h].get_mpz_t());
    }
    return hits;
}

} // namespace fohexact

} // namespace adj
