// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/action.h"
#include "core/actionschema.h"
#include "core/ruleset.h"
#include "hex/board.h"
#include "wfageometry.h"
#include "wfatable.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace adj {

class DiceSource;
class Resolution;

// A ship as fire sees it (6.2, 6.6, 6.7).
struct WfaShipState
{
    QString role; // input role: "firer", "target", "a", "b"
    qint64 id = 0;
    int guns = 0;
    int damage = 0; // current damage rating
    int start = 0;  // starting damage rating
    QString name;   // the battle ship's name, when the inputs named one

    QString who() const { return name.isEmpty() ? role : name; } // how traces name it
};

// One declared broadside: who fires which side at whom, worked out and checked before any die.
struct WfaShot
{
    int firer = 0;  // index into the volley's ships
    int target = 0; // index into the volley's ships
    WfaGeometry::Arc side = WfaGeometry::Arc::Port;
    int range = 1;
    bool crossingT = false;
    int dice = 1;
    int hitNumber = 6;
    QStringList why;                // how dice, side and hit number were found, each with its rule
    const char *step = "broadside"; // its dice-plan step
};

// What a referee declares for one broadside; positions are optional (all of firerHex, firerHeading,
// targetHex, targetHeading) and then side, range, aspect, line of sight and shared hexes come
// from the board.
struct WfaShotInput
{
    QString side = QStringLiteral("auto");          // "port", "starboard", "auto"
    QString aspect = QStringLiteral("auto");        // "broadside", "crossing-t", "auto"
    int range = 0;                                  // 0: from the positions
    bool portFired = false, starboardFired = false; // 6.1 tracker
    bool firerShared = false, targetShared = false; // 3.4
    bool lineOfSight = true;                        // 3.3
    bool sunkBeforeRolling = false;                 // 9.7
    std::optional<Hex> firerHex, targetHex;
    int firerHeading = 0, targetHeading = 0;
};

// Fire actions (6): "fire" (one broadside, 6.1-6.7) and "exchange" (two ships firing at each other,
// effects after both have fired, 5.11.1, 9.7). Volleys of any size are resolved by volley().
class WfaFire
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaFire)
public:
    static ActionSchema fireSchema();
    static ActionSchema exchangeSchema();
    static Action::Bind bindFire();
    static Action::Bind bindExchange();

    // 6.6: dice of a broadside: guns, one fewer when crippled, never below the table minimum.
    static int dice(const WfaTable &t, const WfaShipState &ship, QStringList *why = nullptr);

    // Checks one declaration (6.1 once per side, 6.4 bow and stern, 6.3 range, 3.3 line of sight,
    // 3.4 shared hexes) and fills the shot; an empty string when it may fire.
    static QString plan(const WfaTable &t, const QList<WfaShipState> &ships, int firer, int target,
                        const WfaShotInput &in, const Board *board, WfaShot *shot);

    // Simultaneous fire (5.11.1, 9.7): every shot rolls from the state before the volley, then the
    // hits are applied per target. Outcomes "hits:<role>=N", "crippled:<role>", "sunk:<role>".
    static void volley(const WfaTable &t, const QList<WfaShipState> &ships, const QList<WfaShot> &shots,
                       DiceSource &dice, Resolution &out);

private:
    struct VolleySpec;
    static ParsedInputs<VolleySpec> parseFire(const Inputs &in, const RuleTable &table);
    static ParsedInputs<VolleySpec> parseExchange(const Inputs &in, const RuleTable &table);
    static void resolveVolley(const VolleySpec &s, DiceSource &dice, Resolution &out);
    // plan()'s steps: 6.3 the range and 3.4 shared hexes; 6.4 the side and 6.1 once per side;
    // 6.4 broadside or crossing the T. `board` is null without positions.
    static QString planRange(const WfaTable &t, const WfaShipState &f, const WfaShipState &g,
                             const WfaShotInput &in, const Board *board, WfaShot *shot);
    static QString planSide(const WfaTable &t, const WfaShipState &f, const WfaShipState &g,
                            const WfaShotInput &in, bool positions, WfaShot *shot);
    static QString planAspect(const WfaTable &t, const WfaShipState &f, const WfaShipState &g,
                              const WfaShotInput &in, bool positions, WfaShot *shot);
    // 6.2, 6.4: one broadside's roll, its trace and its fired marker (6.1); returns its hits.
    static int broadside(const WfaTable &t, const QList<WfaShipState> &ships, const WfaShot &shot,
                         DiceSource &dice, Resolution &out);
    // The values of one broadside: each die against the hit number, the shot, the fired marker.
    static void broadsideValues(const QList<WfaShipState> &ships, const WfaShot &shot,
                                const QList<int> &values, int hits, Resolution &out);
    // 6.5-6.7: the hits on one ship after every ship has fired.
    static void takeHits(const WfaTable &t, const WfaShipState &ship, int hits, Resolution &out);
};

} // namespace adj
