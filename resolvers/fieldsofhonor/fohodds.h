// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/distribution.h"

#include <QCoreApplication>

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

namespace adj {

// Exact odds of a Fields of Honor action: each outcome key ("hits=3", "morale=routed calamity")
// with its count of equally likely dice rolls out of 6^power. Built by convolution, never by
// sampling, so 40 accuracy dice and 40 kill dice (6^80 rolls) stay exact.
class FohOdds
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohOdds)
public:
    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    static FohOdds failure(const QString &message);

    int power() const { return m_power; } // the denominator is 6^power
    void setPower(int p) { m_power = p; }
    void add(const QString &key, const Integer &count);
    const QMap<QString, Integer> &counts() const { return m_counts; }
    QStringList keys() const { return m_counts.keys(); }

    Fraction probability(const QString &key) const;
    // The probability of every outcome carrying `tag` among its space-separated tags.
    Fraction marginal(const QString &tag) const;
    Integer totalCount() const; // equals 6^power when the odds are whole
    // Two independent actions rolled together: keys joined "a b", counts multiplied.
    static FohOdds product(const FohOdds &a, const FohOdds &b);

    // {"ok","denominator":"6^N","outcomes":[{"key","tags","fraction","p"}],"marginals":[...]}
    QJsonObject toJson() const;
    // The core's Distribution: the same exact fractions.
    Distribution toDistribution() const;

private:
    QString m_error;
    int m_power = 0;
    QMap<QString, Integer> m_counts;
};

// The exact arithmetic of the rule set's rolls (counts out of 6^n, n d6).
namespace fohexact {
// Ways to roll each sum 0..6n with n d6.
std::vector<Integer> sumWays(int n);
// Ways of floor(sum of n d6 / divisor) = h, for h = 0, 1, ...
std::vector<Integer> sumDividedWays(int n, int divisor);
// Hits of a fire: n accuracy dice of which `accurateFaces` faces of 6 are accurate, then the sum of
// the accurate dice divided by `killNumber`. Counts out of 6^(2n) (each miss is padded with a
// notional die so all outcomes share one denominator).
std::vector<Integer> fireHitWays(int n, int accurateFaces, int killNumber);
} // namespace fohexact

} // namespace adj
