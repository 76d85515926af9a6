// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A list input in the action form (docs/rulesets.md "Lists"): typed as its text form in one line,
// as easily as before, and held as the JSON array the validator and the battle keep.
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "schemaform.h"

#include <QJsonArray>
#include <QLineEdit>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// The rule set's action in a form of its own, shown; null when the rule set has no such action.
std::unique_ptr<SchemaForm> shownForm(const QString &ruleset, const QString &action)
{
    const RuleSet *rs = RuleSets::find(ruleset);
    const ActionSchema *schema = rs ? rs->action(action) : nullptr;
    if (!schema)
        return nullptr;
    auto form = std::make_unique<SchemaForm>();
    form->setSchema(schema, {}, nullptr, rs);
    form->show();
    return form;
}
} // namespace

class TestSchemaFormLists final : public QObject
{
    Q_OBJECT
private slots:
    void typedAsTextHeldAsArray();
    void arrayShownAsText();
};

void TestSchemaFormLists::typedAsTextHeldAsArray()
{
    const std::unique_ptr<SchemaForm> form = shownForm(u"fields-of-honor"_s, u"fire"_s);
    QVERIFY(form);
    auto *edit = qobject_cast<QLineEdit *>(form->editor(u"modifiers"_s));
    QVERIFY(edit);
    QTest::keyClicks(edit, u"flank, light-cover"_s);
    QCOMPARE(form->overrides().value(u"modifiers"_s).toArray(), QJsonArray({u"flank"_s, u"light-cover"_s}));
    // Emptied, the list is no longer given.
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QVERIFY(!form->overrides().contains(u"modifiers"_s));
}

void TestSchemaFormLists::arrayShownAsText()
{
    const std::unique_ptr<SchemaForm> form = shownForm(u"wfa-naval"_s, u"plot"_s);
    QVERIFY(form);
    auto *edit = qobject_cast<QLineEdit *>(form->editor(u"markers"_s));
    QVERIFY(edit);
    // The allowed markers, each with the letter that types it (the phone page's buttons).
    QCOMPARE(edit->placeholderText(), u"S straight, R starboard, L port, X stop"_s);
    form->showFilled(QJsonObject{{u"markers"_s, QJsonArray({u"straight"_s, u"port"_s})}}, {u"markers"_s});
    QCOMPARE(edit->text(), u"straight, port"_s);
    // The plot's letters, as the referee reads the arrows: one letter a marker (5.1).
    edit->clear();
    QTest::keyClicks(edit, u"SRX"_s);
    QCOMPARE(form->overrides().value(u"markers"_s).toArray(),
             QJsonArray({u"straight"_s, u"starboard"_s, u"stop"_s}));
    // What is typed stays as typed while it is read (the array does not overwrite the line).
    edit->clear();
    QTest::keyClicks(edit, u"sss"_s);
    QCOMPARE(edit->text(), u"sss"_s);
    QCOMPARE(form->overrides().value(u"markers"_s).toArray(),
             QJsonArray({u"straight"_s, u"straight"_s, u"straight"_s}));
}

} // namespace adj

QTEST_MAIN(adj::TestSchemaFormLists)
#include "tst_schemaformlists.moc"
