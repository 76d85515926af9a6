// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the plot actions share (wfaplotactions.cpp records a plot, wfaplotreveal.cpp reveals the
// markers): the trackers they read and write, the sides, a side's ships and this turn's plots. Not
// part of the rule set's interface.

#include "wfaplot.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj::wfa {

inline const QString kPlots = QStringLiteral("wfa.plots");
inline const QString kWind = QStringLiteral("wfa.wind");
inline const QStringList kSides{QStringLiteral("a"), QStringLiteral("b")};

inline QList<const WfaShip *> shipsOf(const WfaNavalState &s, const QString &side)
{
    QList<const WfaShip *> l;
    for (const WfaShip &x : s.ships)
        if (x.side == side)
            l.append(&x);
    return l;
}

// The plots of this turn: a tracker left from an earlier turn counts as none (plots are per turn).
inline QJsonObject plotsOfTurn(const QJsonObject &tracker, int turn)
{
    using namespace Qt::StringLiterals;
    if (tracker.value(u"turn"_s).toInt() != turn)
        return QJsonObject{{u"turn"_s, turn}, {u"revealed"_s, 0}, {u"plots"_s, QJsonObject()}};
    return tracker;
}

} // namespace adj::wfa
