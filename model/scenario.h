// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "edit.h"
#include "rulesetprofile.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <functional>

namespace adj {

class BattleDocument;

// A battle's setup as JSON: the demo battles, scenario files and roster import/export.
// An import is one edit: it all goes in, or (with a message naming the bad entry) none of it.
class Scenario final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Scenario)

public:
    // The log's line of a scenario's roster imported with `units` units.
    static QString importSummary(int units) { return tr("Roster imported: %n unit(s)", nullptr, units); }
    // Reads the "battle" part (name, rule set, scale, options) of a scenario.
    static bool readInfo(const QJsonObject &json, BattleInfo *info, QString *error);
    // Builds the edit that adds the scenario's sides, units, leaders, counters and markers.
    static Edit importEdit(const BattleState &s, const RuleSetProfile &p, const QJsonObject &json,
                           QString *error);
    // The same, naming every bad entry ("sides[1].units[3]: ...") in `errors`, not just the first.
    static Edit importEdit(const BattleState &s, const RuleSetProfile &p, const QJsonObject &json,
                           QStringList *errors);
    // Creates a battle file from a scenario (e.g. the bundled demo). The file exists only
    // when everything in the scenario was valid.
    // `prepare` runs on the new battle before the import is committed (to install checks).
    static bool createBattle(const QString &path, const QJsonObject &json, QString *error,
                             const std::function<void(BattleDocument &)> &prepare = {});
    static QJsonObject exportJson(const BattleState &s);
    static bool parse(const QByteArray &text, const QString &where, QJsonObject *out, QString *error);
};

} // namespace adj
