// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A rule set of a test's own: its id, name and distance given where it is made, instead of the three
// overrides every rule set writes, and no table to read. What it declares is the test's own, and so
// is its table where it reads one (compileTable).
#include "core/ruleset.h"
#include "core/ruletable.h"

#include <QJsonObject>
#include <QSet>
#include <QString>

#include <memory>

namespace adj::testing {

class TestRuleSet : public RuleSet
{
public:
    // `distance`: "hexes", "inches" or "none", as RuleSet::distance() says.
    TestRuleSet(const QString &id, const QString &name, const QString &distance = QStringLiteral("none"))
        : m_id(id)
        , m_name(name)
        , m_distance(distance)
    {}

    QString id() const final { return m_id; }
    QString name() const final { return m_name; }
    QString distance() const final { return m_distance; }
    std::shared_ptr<const CompiledTable> compileTable(const QJsonObject &, QString *,
                                                      QSet<QString> *) const override
    {
        return std::make_shared<CompiledTable>();
    }

private:
    const QString m_id;
    const QString m_name;
    const QString m_distance;
};

} // namespace adj::testing
