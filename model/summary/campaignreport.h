// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summary/campaignsummary.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj {

// The campaign summary's pure part (issue 19): the players' version of a CampaignSummary, what a
// reader of one may see, and its JSON. The print is forms/summary/campaignhtml.* and campaignprinter.*.
//
// Fog of war as in the players' report (PlayersReport): a side's own losses exactly, the enemy's
// only in words (LossBands, against the enemy's strength at the start of each battle). The VP (or
// Glory) each battle credited, the totals and who leads stay: they are the campaign's score,
// declared battle by battle.
class CampaignReport final
{
    Q_DECLARE_TR_FUNCTIONS(adj::CampaignReport)

public:
    // The players' version for `side`: `forSide` set, and every enemy figure of losses replaced by
    // the least loss of its band out of 100 (none 0, light 1, heavy 10, crippling 34, of a
    // strength of 100), so that the copy carries the words and no enemy figure. Returns false
    // with `error` set (and `out` untouched) when the campaign has no such side, or is already
    // a players' version.
    static bool playersVersion(const CampaignSummary &referee, const QString &side, CampaignSummary *out,
                               QString *error);
    // True when the reader of `s` may see `side`'s losses as figures: the referee's version, or
    // the side's own players' version.
    static bool exact(const CampaignSummary &s, const QString &side);
    // `side`'s losses in battle `b` as a LossBands id ("none", "light", "heavy", "crippling").
    static QString lossBand(const CampaignSummary::Battle &b, const QString &side);
    // `side`'s losses over every battle, and its strength at the start of each summed.
    static int totalLost(const CampaignSummary &s, const QString &side);
    static QString totalLossBand(const CampaignSummary &s, const QString &side);
    // What counted for the campaign after each battle, battle by battle: the chart's line.
    static QList<int> runningTotals(const CampaignSummary &s, const QString &side);
    // "American leads by 3 VP", "The sides are level on 7 VP", "No battle has been fought".
    static QString leaderText(const CampaignSummary &s);
    // The battle's state and ending in words: "ended: victory for British", "in progress, turn 4".
    static QString stateText(const CampaignSummary::Battle &b);
    // "For Honor and Glory's rule 12" or "each battle's standings totalled".
    static QString ruleText(const CampaignSummary &s);
    // "United States fights in battle 2 (Lundy's Lane) only: counted as a side of its own".
    static QString seenOnceText(const CampaignSummary::SideSeenOnce &once);
};

// The campaign summary as JSON: the referee's, or (`forSide` set) a players' version whose enemy
// losses are words only (`exact` false and `losses`, never a figure).
QJsonObject campaignJson(const CampaignSummary &s);

} // namespace adj
