// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj {

// What the turn still owes by the rules (docs/rulesets.md "What the turn owes"): a morale test after
// losses, hits to distribute, a plot not written, AP left. Each names the action that settles it with
// its units filled in, so that one key opens it; advancing with something owed asks first and never
// blocks the referee.
struct Owed
{
    QString action;     // the action that settles it ("morale-test"); empty: the referee settles it by hand
    QJsonObject inputs; // that action's inputs the battle already knows ({"unit": 7})
    QString text;       // translated: "13th U.S. Infantry: morale test after losses"
    QString rule;       // "Morale Phase"
    QString side;       // whose it is; empty: the referee's

    QJsonObject toJson() const;
};

} // namespace adj
