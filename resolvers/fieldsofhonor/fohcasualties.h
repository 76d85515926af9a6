// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace adj {

class Inputs;
struct FohTable;

// A unit's casualties as the Morale Test counts them (Morale Phase; docs/manual/rulesets/fields-of-honor.md:
// "+3 at 25% casualties"): every hit it has taken (this turn's temporary hits, the permanent hits it keeps,
// and its stands lost at the table's hits a stand) against its size at the start in hits (its
// starting stands at the same rate). So this turn's hits count before they are distributed: the
// Morale Phase example's "+3 (25% casualties)" comes out of a battle, 9 and 7 hits on 8 stands
// both at 25% or more. A percentage the referee gives stands as given.
struct FohCasualties
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohCasualties)
public:
    int percent = 0;
    QString text; // how they were counted, for the trace

    // The inputs the count reads, held of the unit input "unit", and the referee's percentage.
    static QList<InputSpec> inputs();
    // False with a message naming the input when neither the count nor the percentage can be had.
    static bool count(const Inputs &in, const FohTable &t, FohCasualties *out, QString *error);
};

} // namespace adj
