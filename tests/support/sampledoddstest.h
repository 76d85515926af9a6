// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The job a rule set's odds tests share with seeded dice: on a table of inputs, an action's exact odds
// agree with how often each tag came up in seeded resolutions (compareSampledTags, within 5 standard
// deviations). The two slots (monteCarlo_data, monteCarlo) are here once; a test derives from it, hands
// its constructor the rule set's table and the sampling (the rows: a column "in" of inputs), and
// includes "support/moc_sampledoddstest.cpp" once. Its own slots run after these.
#include "core/ruletable.h"
#include "support/sampledodds.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QTest>

#include <functional>
#include <utility>

namespace adj::testing {

class SampledOddsTest : public QObject
{
    Q_OBJECT

public:
    struct Sampling
    {
        QString ruleset;
        QString action;
        int runs;                   // resolutions per row
        quint64 seed;               // the first one's source; each next one's is one more
        std::function<void()> rows; // QTest::addColumn<QJsonObject>("in") and its rows
    };

protected:
    SampledOddsTest(RuleTable table, Sampling sampling)
        : m_table(std::move(table))
        , m_sampling(std::move(sampling))
    {}

    const RuleTable m_table; // the rule set's own

private slots:
    void monteCarlo_data() { m_sampling.rows(); }
    void monteCarlo()
    {
        QFETCH(QJsonObject, in);
        compareSampledTags(m_sampling.ruleset, m_sampling.action, in, m_table, m_sampling.runs,
                           m_sampling.seed, 5);
    }

private:
    const Sampling m_sampling;
};

} // namespace adj::testing
