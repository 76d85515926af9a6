// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"

#include <QCoreApplication>

namespace adj {

struct FhgTable;
struct FhgFireRead;
struct FhgFireSpec;

// Fire combat (8.1): range and hit numbers by type, dice (7.5.1 column, 11.3, 11.8), terrain on each
// die (2.2.1, 11.4-11.7, 11.9), hits to the higher-MP unit (8.1.2), elite absorption (3.4.1),
// leader casualty (9.3.1), a leader left alone retreating up to 3 hexes on the battle's board (8.4.5),
// 11.10 advance.
class FhgFire
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgFire)
public:
    static ActionSchema schema();
    static ParsedInputs<FhgFireSpec> parse(const Inputs &in, const RuleTable &table);
    static void resolve(const FhgFireSpec &spec, DiceSource &dice, Resolution &out);
    // The marker fire places on the firer: "fired" when Indians may still move (6.2.4), else
    // "activated" (6.1.4).
    static QString firerMarker(const Inputs &inputs);

private:
    static QList<InputSpec> firerInputs();
    static QList<InputSpec> targetInputs();
    static QList<InputSpec> sideInputs();
    static QList<InputSpec> optionInputs();
    static QString readUnits(const Inputs &in, const FhgTable &t, FhgFireRead *r);
    static QString readRangeAndSight(const Inputs &in, const FhgTable &t, FhgFireRead *r);
    static QString payAp(const Inputs &in, const FhgTable &t, const FhgFireRead &r, FhgFireSpec *spec);
    static QString readTargetHex(const Inputs &in, const FhgTable &t, const FhgFireRead &r,
                                 FhgFireSpec *spec);
    static void attack(const Inputs &in, const FhgTable &t, const FhgFireRead &r, FhgFireSpec *spec);
    static QString readGround(const Inputs &in, const FhgTable &t, FhgFireSpec *spec);
    static void spendAp(const FhgFireSpec &spec, Resolution &out);
    static void notes(const FhgFireSpec &spec, bool eliminated, bool leaderLost, Resolution &out);
    static void values(const FhgFireSpec &spec, bool eliminated, bool leaderLost, Resolution &out);
};

} // namespace adj
