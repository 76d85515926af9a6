// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Seeded dice against exact odds (issue 33): the resolver tests resolve an action many times and
// compare how often each outcome came up with its exact probability, within so many standard
// deviations. The sampling loop and the comparison, written once.
#include "core/diesource.h"
#include "core/distribution.h"
#include "core/fraction.h"
#include "core/rulesets.h"
#include "core/ruletable.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QTest>

#include <cmath>

namespace adj::testing {

struct Samples
{
    int runs = 0;
    QMap<QString, int> byKey; // how often each outcome key came up
    QMap<QString, int> byTag; // how often each tag of Resolution::outcomes() came up
};

// `runs` resolutions of `action`: all on one source seeded `seed`, or (`sourceEach`) each on a source
// of its own seeded `seed + i`. Every resolution must succeed: the first that does not fails the test
// and ends the sampling (look at QTest::currentTestFailed()).
inline Samples sampleOutcomes(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                              const RuleTable &table, int runs, quint64 seed, bool sourceEach = false)
{
    Samples s;
    s.runs = runs;
    SeededDice shared(seed);
    [&] {
        for (int i = 0; i < runs; ++i) {
            SeededDice own(seed + quint64(i));
            const Resolution r = resolve(ruleset, action, inputs, sourceEach ? own : shared, table);
            QVERIFY2(r.ok(), qPrintable(r.error()));
            ++s.byKey[r.outcomeKey()];
            for (const QString &t : r.outcomes())
                ++s.byTag[t];
        }
    }();
    return s;
}

// `seen` of `runs` is within `sigmas` standard deviations (and `slack`) of the exact probability `p`.
inline void compareShare(const QString &what, double p, int seen, int runs, double sigmas, double slack)
{
    const double sigma = std::sqrt(p * (1 - p) / runs);
    const double f = double(seen) / runs;
    QVERIFY2(std::abs(f - p) <= sigmas * sigma + slack,
             qPrintable(QStringLiteral("%1: exact %2, sampled %3").arg(what).arg(p).arg(f)));
}

// `action` of `ruleset` on `inputs`: its exact odds are whole, and each tag came up in `runs`
// resolutions, each on a source of its own seeded from `seed`, within `sigmas` standard deviations of
// its exact probability (a failure names the tag); every outcome that came up is one
// the exact odds know.
inline void compareSampledTags(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                               const RuleTable &table, int runs, quint64 seed, double sigmas)
{
    const Distribution d = odds(ruleset, action, inputs, table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.total(), Fraction(1));
    const Samples s = sampleOutcomes(ruleset, action, inputs, table, runs, seed, true);
    for (auto it = d.marginals().cbegin(); it != d.marginals().cend(); ++it)
        compareShare(it.key(), it.value().toDouble(), s.byTag.value(it.key()), s.runs, sigmas, 1e-9);
    // Every outcome sampled is one the exact odds know.
    for (auto it = s.byKey.cbegin(); it != s.byKey.cend(); ++it)
        QVERIFY2(d.probability(it.key()) > Fraction(0), qPrintable(it.key()));
}

} // namespace adj::testing
