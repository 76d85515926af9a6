// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace adj {

// How a referee tells a side about the enemy: never the figures, only words.
// The bands are the project's convention, set in issue 9 (turn summaries); none of the five
// rule books defines them. Against the side's starting strength, in the rule set's measure:
//   none       no loss
//   light      under 10 %
//   heavy      10 % to 33 %
//   crippling  over 33 %
// A side is "in disorder" when any of its units routed or carries one of disorderMarkers().
class LossBands final
{
    Q_DECLARE_TR_FUNCTIONS(adj::LossBands)

public:
    static QString band(int lost, int strengthStart);
    static QString label(const QString &band);
    static const QStringList &disorderMarkers();
    static QString disorderLabel();
};

} // namespace adj
