// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubwords.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace adj {

QJsonObject ClubWords::words()
{
    return {
        {u"title"_s, tr("The club: {club}")},
        {u"tables"_s, tr("Tables")},
        {u"noTables"_s, tr("No table has joined the club yet.")},
        {u"turn"_s, tr("Turn {turn}")},
        {u"side"_s, tr("Side")},
        {u"lost"_s, tr("Lost")},
        {u"ended"_s, tr("Ended")},
        {u"winner"_s, tr("won by {side}")},
        {u"draw"_s, tr("no winner")},
        {u"notStarted"_s, tr("not started")},
        {u"last"_s, tr("Last action")},
        {u"noAction"_s, tr("no action yet")},
        {u"events"_s, tr("{events} events")},
        {u"totals"_s, tr("Campaign totals")},
        {u"rule12"_s, tr("rule 12")},
        {u"ruleTotal"_s, tr("the battles' totals")},
        {u"battles"_s, tr("{battles} battles")},
        {u"leader"_s, tr("ahead: {side}")},
        {u"tie"_s, tr("level")},
        {u"live"_s, tr("live")},
        {u"connecting"_s, tr("connecting…")},
        {u"offline"_s, tr("The board has lost the club's server; it shows the tables as they were.")},
        {u"updated"_s, tr("updated {time}")},
    };
}

QString ClubWords::language()
{
    return QLocale().name().left(2);
}

} // namespace adj
