// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace adj {

class BattleState;
struct Event;
struct RuleSetProfile;

// The club's view of its battles (docs/club.md). A table sends its battle's standing with its
// events: what the board shows and nothing secret (no roster, no choice, no code): the rule set,
// turn and phase, each side's losses in the rule set's measure and its VP or Glory, the battle's
// end, the last action and when. The club's totals are each rule set's own campaign rule over its
// battles (For Honor and Glory's rule 12), or their VP or Glory added up for the others.
class ClubStanding final
{
    Q_DECLARE_TR_FUNCTIONS(adj::ClubStanding)

public:
    // {name, ruleset, scale, turn, phase, state, ending, winner, measure, lossMeasure, vpToWin,
    //  sides: [{name, color, lost, strengthStart, earned}], last: {seq, kind, summary, at}}
    static QJsonObject of(const BattleState &s, const RuleSetProfile &p, const Event &last);

    struct Table
    {
        QString id;
        QString name;
        QString ruleset;
        qint64 events = 0;
        QString updatedAt;
        QJsonObject standing;
    };
    // Per rule set with battles in the club: {ruleset, rule, measure, battles, totals {side: n},
    // leader, trace: [{text, rule}]}, in the order of the rule sets' registration.
    static QJsonArray totals(const QList<Table> &tables);
    // The whole view: {club, tables: [...], totals: [...]} with each table's labels (rule set,
    // phase, measures) in the language of the program that reads it.
    static QJsonObject view(const QString &club, const QList<Table> &tables);
};

} // namespace adj
