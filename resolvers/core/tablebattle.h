// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "model/battlestate.h"

#include <QJsonObject>

#include <optional>

namespace adj {

// What the open-table rule sets' fromBattle() read off the battle (One If By Land, Fields of
// Honor): the unit an input names, the markers on it, the last range measured between two units.
class TableBattle final
{
public:
    // The unit whose id the input `role` holds; null when it names none of the battle's units.
    static const Unit *unitOf(const BattleState &battle, const QJsonObject &in, const QString &role);
    static bool marked(const BattleState &battle, const Unit &u, const QString &kind);
    // The last range measured between two units, in inches.
    static std::optional<double> inches(const BattleState &battle, const Unit &a, const Unit &b);
};

} // namespace adj
