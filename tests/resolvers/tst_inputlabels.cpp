// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Paired fields say whose they are (issue 31): in one action's form no two fields read the same, so a
// charge's "Cover" of the attacker is never mistaken for the defender's. Every action of every rule
// set, as the form shows them (a unit's extra slot fields included, the battle's bookkeeping not).
#include "core/ruleset.h"
#include "core/rulesets.h"

#include <QHash>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestInputLabels final : public QObject
{
    Q_OBJECT

private slots:
    void labelsAreUnique_data();
    void labelsAreUnique();
};

void TestInputLabels::labelsAreUnique_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("action");
    for (const RuleSet *rs : RuleSets::all())
        for (const ActionSchema &a : rs->actions())
            QTest::newRow(qPrintable(rs->id() + u' ' + a.id)) << rs->id() << a.id;
}

void TestInputLabels::labelsAreUnique()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, action);
    const ActionSchema *schema = RuleSets::find(ruleset)->action(action);
    QVERIFY(schema);
    QHash<QString, QString> seen;
    for (const InputSpec &in : schema->inputs) {
        if (in.type == InputSpec::Type::State)
            continue; // never a field
        QVERIFY2(!in.label.isEmpty(), qPrintable(in.id));
        QVERIFY2(!seen.contains(in.label),
                 qPrintable(u"%1 and %2 both read \"%3\""_s.arg(seen.value(in.label), in.id, in.label)));
        seen.insert(in.label, in.id);
    }
}

} // namespace adj

QTEST_APPLESS_MAIN(adj::TestInputLabels)
#include "tst_inputlabels.moc"
