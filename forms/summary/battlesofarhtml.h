// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summary/turnsummary.h"

#include <QCoreApplication>
#include <QString>

namespace adj {

// The battle so far's own sections of the summary's HTML (issue 19): the table turn by turn,
// the table unit by unit, and the line that says how to have every resolution. Part of
// SummaryHtml::render; `maxRows` as its Options (on screen: the latest rows only).
class BattleSoFarHtml final
{
    Q_DECLARE_TR_FUNCTIONS(adj::BattleSoFarHtml)

public:
    static QString byTurn(const TurnSummary &s, int maxRows);
    static QString byUnit(const TurnSummary &s, const QString &measure, int maxRows);
    static QString onRequest(const TurnSummary &s);
};

} // namespace adj
