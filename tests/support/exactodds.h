// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Exact odds against the fractions a rule text or a count by hand gives (issue 33): the distribution
// is whole, each named outcome and each named tag has its exact probability. One copy of the checks
// the rule sets' odds tests wrote out line by line.
#include "core/distribution.h"
#include "core/fraction.h"

#include <QList>
#include <QString>
#include <QTest>

#include <utility>

namespace adj::testing {

using Shares = QList<std::pair<QString, Fraction>>; // outcome key or tag, its exact probability

// `d` succeeded and is whole; each of `outcomes` (keys) and `tags` (marginals) has its probability.
inline void compareOdds(const Distribution &d, const Shares &outcomes, const Shares &tags)
{
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.total(), Fraction(1));
    for (const auto &[key, p] : outcomes)
        QCOMPARE(d.probability(key), p);
    for (const auto &[tag, p] : tags)
        QCOMPARE(d.marginal(tag), p);
}

} // namespace adj::testing
