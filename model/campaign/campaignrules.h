// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonArray>
#include <QList>
#include <QMap>
#include <QString>

#include <functional>

namespace adj {

// A rule set's own way of totalling a campaign (For Honor and Glory's rule 12), registered by the
// rule set at start-up (resolvers/<ruleset>/) so that the model totals campaigns without naming one.
// A rule set without one totals each battle's standing as it is (CampaignSummary::rule "total").
struct CampaignBattleResult
{
    QString scenario;
    QMap<QString, int> vp; // each side's VP when the battle ended (or as it stands)
    QString winner;
    bool lostOnTime = false; // the loser lost to the time constraint (the conditions' time win only)
    int vpToWin = 0;         // the VP the scenario needed to win (given the victor on time)
    QString ending;          // "victory", "time", "referee"; empty while the battle is fought
};
struct CampaignRuleTotal
{
    QMap<QString, int> bySide;
    QString leader;   // empty on a tie
    QJsonArray trace; // [{text, rule}]
};

class CampaignRules final
{
public:
    using Total = std::function<CampaignRuleTotal(const QList<CampaignBattleResult> &battles)>;
    struct Rule
    {
        QString ruleset;
        QString rule; // its number in the rule text: "12"
        Total total;
        // What the rule does, in a sentence for the campaign's report, marked with
        // QT_TRANSLATE_NOOP("adj::CampaignRules", ...) where the rule set registers it.
        const char *description = nullptr;
    };
    static void add(const Rule &rule);
    static const Rule *find(const QString &ruleset);
    // The rule's sentence in the current language; empty for a rule set without a rule of its own.
    static QString describe(const QString &ruleset);
};

} // namespace adj
