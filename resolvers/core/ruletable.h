// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "compiledtable.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>

#include <memory>

namespace adj {

// A rule set's data table (resolvers/<ruleset>/<id>.json, embedded as ":/rulesets/<id>.json") with the
// battle's house-rule overrides applied. Immutable once built; every entry has been checked by the rule set.
class RuleTable
{
    Q_DECLARE_TR_FUNCTIONS(adj::RuleTable)
public:
    RuleTable() = default;
    // `path` may be a file path or a Qt resource (":/rulesets/fhg-land.json"). A resource is read and
    // compiled once per process; every later call shares its compiled table.
    static RuleTable fromFile(const QString &path, QString *error);
    static RuleTable fromJson(const QJsonObject &json, QString *error);

    bool isValid() const { return m_compiled != nullptr; }
    QString id() const;
    const QJsonObject &json() const { return m_json; }
    const QJsonObject &overrides() const { return m_overrides; }
    // Entry at a dotted path ("hit.artillery.2"); undefined when absent.
    QJsonValue value(const QString &path) const;

    // House rules: {"hit.artillery.2": 4, "units.artillery.range": 5, ...}. Each key must name
    // an entry the rule set uses, each value must keep the table whole (no gaps, no impossible
    // values). All or nothing: on error the table is unchanged and `error` names the entry.
    bool applyOverrides(const QJsonObject &overrides, QString *error);

    // The rule set's compiled form (e.g. adj::FhgTable); null when invalid.
    const CompiledTable *compiled() const { return m_compiled.get(); }

private:
    static RuleTable read(const QString &path, QString *error);
    bool compile(const QJsonObject &json, QString *error, QSet<QString> *read);
    QJsonObject m_json;
    QJsonObject m_overrides;
    std::shared_ptr<const CompiledTable> m_compiled;
};

} // namespace adj
