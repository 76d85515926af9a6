// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/distribution.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj {

class RuleSet;

// The odds of an action as a referee reads them at a glance (issue 13): at most eight bars,
// the counted outcome first ("0, 1, 2, 3+ hits"), then the flags that matter as their own series
// ("target eliminated", "the general is killed"), each with its exact fraction; and a headline
// with the chance that matters ("42% at least one hit; 3% the leader is lost").
class OddsBars final
{
    Q_DECLARE_TR_FUNCTIONS(adj::OddsBars)

public:
    static constexpr int kMaxBars = 8;

    struct Bar
    {
        QString label;     // in the referee's words
        double p = 0;      // for the length
        QString fraction;  // exact: "91/216"
        bool flag = false; // a flag's own series, not the counted outcome
        bool operator==(const Bar &) const = default;
    };

    // `outcomes` are the action's declared outcome patterns ("hits=N", "leader-lost"), in the
    // order the rule set lists them; `ruleset` gives the words (null: the tags as they are).
    static OddsBars build(const Distribution &d, const QStringList &outcomes, const RuleSet *ruleset);

    QList<Bar> bars;
    QString headline;
    QString family; // the counted outcome's word ("hits"); empty when there is none

    static QString percent(double p); // "42%", "<1%", ">99%"

private:
    struct Tags;
    static Tags sortTags(const Distribution &d, const QStringList &outcomes);
    static QList<Bar> countBars(const Distribution &d, const Tags &t, const RuleSet *rs, double *atLeastOne);
    static QList<Bar> flagBars(const Distribution &d, const Tags &t, const RuleSet *rs, int room);
    static QString headlineOf(const QString &main, double atLeastOne, const QList<Bar> &counts,
                              const QList<Bar> &flags, const RuleSet *rs);
};

} // namespace adj
