// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"

#include <QCoreApplication>

namespace adj {

struct FhgTable;
struct FhgUnitIn;
struct FhgCloseRead;
struct FhgCloseSpec;
struct FhgDefender;
struct FhgFate;

// Infantry close combat (8.3, 8.4): 2 AP, adjacency, the defenders' retreat checks before the
// attack (8.3.2, 8.3.4, 8.3.5, 9.2, 8.4.4), hits on 4-6 with terrain (8.3.3), elite absorption,
// leader casualty, the retreats owed on the battle's board or a blocked retreat's elimination and the
// leaders' fates (8.4; fhgaftermath.h), the advance for the referee (8.3.4), and 11.1, 11.3, 11.4,
// 11.7, 11.8, 11.9, 11.12.
class FhgCloseCombat
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgCloseCombat)
public:
    static ActionSchema schema();
    static ParsedInputs<FhgCloseSpec> parse(const Inputs &in, const RuleTable &table);
    static void resolve(const FhgCloseSpec &spec, DiceSource &dice, Resolution &out);

private:
    static QList<InputSpec> attackerInputs();
    static QList<InputSpec> defenderInputs();
    static QList<InputSpec> sideInputs();
    static QList<InputSpec> optionInputs();
    static QList<InputSpec> groundInputs();
    static QString readAttacker(const Inputs &in, const FhgTable &t, FhgCloseRead *r);
    static QString readDefenders(const Inputs &in, const FhgTable &t, FhgCloseRead *r, FhgCloseSpec *spec);
    static FhgDefender defenderCheck(const FhgTable &t, const FhgCloseRead &r, const FhgUnitIn &u);
    static QString orderChecks(const Inputs &in, const FhgTable &t, const FhgCloseRead &r,
                               FhgCloseSpec *spec);
    static void attack(const Inputs &in, const FhgTable &t, const FhgCloseRead &r, FhgCloseSpec *spec);
    static QString readGround(const Inputs &in, const FhgTable &t, FhgCloseSpec *spec);
    static void note(Resolution &out, const QString &subject, qint64 unit, const QString &rule,
                     const QString &text);
    static void moraleTarget(Resolution &out, const QString &role, int target);
    static void retreat(Resolution &out, const FhgUnitIn &u, const QString &rule, const QString &text);
    static QList<FhgFate> spendAndEvade(const FhgCloseSpec &spec, Resolution &out);
    static bool attackerMorale(const FhgCloseSpec &spec, DiceSource &dice, Resolution &out);
    static QList<bool> retreatChecks(const FhgCloseSpec &spec, DiceSource &dice, Resolution &out);
    static void defendersAfter(const FhgCloseSpec &spec, const FhgUnitIn &hit, bool eliminated,
                               const QList<bool> &retreats, QList<FhgFate> &fates, Resolution &out);
    static void blockedRetreat(const FhgCloseSpec &spec, const FhgUnitIn &u, bool withLeaders,
                               Resolution &out);
    static int aftermath(const FhgCloseSpec &spec, const QList<FhgFate> &fates, bool leaderLost,
                         Resolution &out);
    static void closingNotes(const FhgCloseSpec &spec, bool eliminated, bool vacated, bool leaderLost,
                             Resolution &out);
};

} // namespace adj
