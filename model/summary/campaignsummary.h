// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

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
        // "missing" (no file there), "damaged" (a file that cannot be read), "other-ruleset",
        // "not-started", "in-progress", "ended"
        QString state;
        QString problem;  // why a battle is not counted: missing, damaged (with the reason), another rule set
        QString ending;   // when ended: "victory", "time" (the conditions' time win) or "referee"
        QString winner;   // when ended with a winner: the side's name (the campaign's)
        QString called;   // "time": the referee called time before it was up (ending "referee")
        QString loser;    // a time win: the side that fell short of its VP by its turn
        int vpNeeded = 0; // a time win: the VP the scenario needed to win (rule 12 gives it the victor)
        int turn = 0;
        QMap<QString, QString> sidesAs; // campaign side -> the battle's own name, where they differ
        QMap<QString, int> earned;      // side -> VP (Glory) earned in the battle, as it stands or ended
        QMap<QString, int> credited;    // side -> what counts for the campaign (FHG rule 12)
        QMap<QString, int> lost;        // side -> strength lost in the battle
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
    // The names the referee said are one side (Campaign::sameSides), and the sides seen in one
    // battle only of a campaign of two or more battles read: maybe another's under a new name.
    QList<QStringList> sameSides;
    struct SideSeenOnce
    {
        QString side;
        int battle = 0; // 1-based
        QString name;   // the battle's
    };
    QList<SideSeenOnce> seenOnce;
};

} // namespace adj
