// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj {

// One change of battle state that a resolution asks for. Resolvers produce these without
// knowing the battle; the model turns them into row changes when the referee applies them.
// `subject` names the role it applies to in the action's inputs ("target", "actor",
// "defender:2", "side:attacker"); `unit` is the battle's unit id when the inputs named one.
struct Effect
{
    enum class Kind {
        LoseStrength,  // amount = MP / figures / stands / damage points lost
        GainStrength,  // rally: amount regained, never above the start strength
        Eliminate,     // removed from play (strength to 0)
        Retreat,       // amount = hexes or inches; the referee moves the figure
        PlaceMarker,   // marker = kind ("panic", "suppressed", "column", ...)
        LiftMarker,    // marker = kind
        ChangeCounter, // counter = kind ("VP", "Glory", "AP", "wind"), amount = delta
        SpendAp,       // amount = action points spent by `side`
        LoseLeader,    // the leader named by subject / unit is eliminated
        SetAttribute,  // attribute = profile attribute name (or "position"), value = new value
        SetTracker,    // attribute = tracker key ("oibl.deck"), value = its new JSON object,
                       // text = the tracker's one-line label (the card drawn, the plots made)
        Note,          // something for the referee to do by hand (advance, displace)
        SetPhase,      // the turn moves on: attribute = the phase it reaches, amount = turns to add
                       // (0: a later phase of this turn; a new turn lifts its turn markers)
    };

    Kind kind = Kind::Note;
    QString subject; // role in the inputs
    qint64 unit = 0; // battle unit (or leader) id, 0 when unbound
    QString side;    // side name for counters and AP
    int amount = 0;
    QString marker;    // marker kind
    QString counter;   // counter kind
    QString attribute; // attribute name for SetAttribute
    QJsonValue value;  // attribute value for SetAttribute
    QString rule;      // rule reference, "8.1.2"
    QString text;      // what the referee reads, already translated

    // The rule set's bookkeeping `key` becomes `value`, shown as `label` (a SetTracker effect).
    static Effect setTracker(const QString &key, const QJsonObject &value, const QString &label,
                             const QString &rule);
    // The turn moves on to `phase`, `turns` turns later (0: this turn), as the result says.
    static Effect setPhase(const QString &phase, int turns, const QString &text, const QString &rule);

    QJsonObject toJson() const;
    static Effect fromJson(const QJsonObject &o);
    static QString kindId(Kind k);
    static bool kindFromId(const QString &id, Kind *out);
};

using Effects = QList<Effect>;

} // namespace adj
