// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>

namespace adj {

// The five scales (Flexible Scales) read from the model's profile: measured inches in yards and a
// one-line description naming the BMU and BMUG of the scale, for the GUI and the summary.
class FohScale
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohScale)
public:
    static bool isScale(const QString &scale);
    // Yards for `inches` at `scale`; -1 for an unknown scale.
    static double yards(const QString &scale, double inches);
    // "Company scale: 1" = 8 yards, about 24 men a stand, turns of 5-10 minutes; the BMU is the
    // company, the BMUG the battalion"; empty for an unknown scale.
    static QString describe(const QString &scale);
};

} // namespace adj
