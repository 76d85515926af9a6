#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace adj {

// A campaign's standing, battle by battle (issue 19): what the campaign summary (PDF, HTML, JSON)
// and the campaign view show. Filled by the campaign (model/campaign), printed by the summary.
struct CampaignSummary
{
    struct Battle
    {
        QString name;
        QString file;    // the battle file, as the campaign names it
        QString ruleset; // rule set id
        QString state;   // "missing", "not-started", "in-progress", "ended"
        QString ending;  // when ended: "victory", "time" or "referee"
        QString winner;  // when ended with a winner: the side's name
        int turn = 0;
        QMap<QString, int> earned;   // side -> VP (Glory) earned in the battle, as it stands or ended
        QMap<QString, int> credited; // side -> what counts for the campaign (FHG rule 12)
        QMap<QString, int> lost;     // side -> strength lost in the battle
        QMap<QString, int> strengthStart;
    };
    QString name;
    QString ruleset;
    QString rule;    // "12": For Honor and Glory's rule 12; "total": the sum of each battle's standings
    QString measure; // "VP" or "Glory"
    QStringList sides;
    QList<Battle> battles;
    QMap<QString, int> totals;
    QString leader;  // the side ahead; empty on a tie
    QString forSide; // a players' version: the side it is for; empty for the referee's
};

} // namespace adj
