// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "edit.h"
#include "rulesetprofile.h"

#include <QCoreApplication>
#include <QStringList>

namespace adj {

// A roster as CSV (RFC 4180, UTF-8): a header, then one row per unit with the columns
// side,name,type,strength,start,position and one column per attribute of the rule set's
// profile (empty where the attribute does not apply or takes its default). Columns are
// matched by header name, so a spreadsheet may reorder them. Qt::Core only: the GUI and
// adjutant-cli share it.
class RosterCsv final
{
    Q_DECLARE_TR_FUNCTIONS(adj::RosterCsv)

public:
    // The log's line of a CSV roster imported with `units` units.
    static QString importSummary(int units)
    {
        return tr("Roster imported from CSV: %n unit(s)", nullptr, units);
    }

    struct Record
    {
        int line = 0; // where the record starts (a quoted field may span lines)
        QStringList fields;
    };

    static QStringList columns(const RuleSetProfile &p);
    static QByteArray write(const BattleState &s, const RuleSetProfile &p);

    // Splits CSV text into records. Quoting errors are appended to `errors`, one per bad
    // line; the records read before and after are still returned.
    static QList<Record> split(const QByteArray &text, QStringList *errors);

    // Builds one edit that adds every unit of the file (and the sides it names that the
    // battle lacks). Every bad line and field is named in `errors` ("line 4, strength: ...");
    // when there is any, the edit is empty and nothing is imported.
    static Edit importEdit(const BattleState &s, const RuleSetProfile &p, const QByteArray &text,
                           QStringList *errors);

    static QString quote(const QString &field);
    // A cell that starts with =, +, -, @, a tab or a carriage return (and is not a number) gets a
    // leading ' so that no spreadsheet runs it; import takes the ' off again.
    static QString neutralise(const QString &field);
};

} // namespace adj
