// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The values of a table checked against its columns' rules looked up once (SchemaCheck::Columns,
// issue 30) answer as the check of one value by its table and column name does, word for word:
// every kind of rule, in range and out of it, the wrong type, NULL, and a column no battle has.
#include "schema.h"
#include "schemacheck.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestSchemaCheck : public QObject
{
    Q_OBJECT

private slots:
    void columnsAnswerAsCheckValue_data();
    void columnsAnswerAsCheckValue();
    void everyColumnOfABattleHasItsRule();
};

void TestSchemaCheck::columnsAnswerAsCheckValue_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("column"); // the one the value is meant for
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<bool>("accepted");
    const QString longName(SchemaCheck::kMaxShortText + 1, u'x');
    QTest::newRow("id") << u"units"_s << u"id"_s << QVariant(qint64(7)) << true;
    QTest::newRow("id 0") << u"units"_s << u"id"_s << QVariant(qint64(0)) << false;
    QTest::newRow("id as text") << u"units"_s << u"id"_s << QVariant(u"7"_s) << false;
    QTest::newRow("id NULL") << u"units"_s << u"id"_s << QVariant() << false;
    QTest::newRow("optional NULL") << u"leaders"_s << u"unit_id"_s << QVariant() << true;
    QTest::newRow("turn too late") << u"battle"_s << u"turn"_s << QVariant(SchemaCheck::kMaxTurn + 1)
                                   << false;
    QTest::newRow("real") << u"ranges"_s << u"value"_s << QVariant(12.5) << true;
    QTest::newRow("real out of range") << u"ranges"_s << u"value"_s << QVariant(-1.0) << false;
    QTest::newRow("real not finite") << u"ranges"_s << u"value"_s << QVariant(qInf()) << false;
    QTest::newRow("real as text") << u"ranges"_s << u"value"_s << QVariant(u"far"_s) << false;
    QTest::newRow("text") << u"units"_s << u"name"_s << QVariant(u"Guard"_s) << true;
    QTest::newRow("text too long") << u"units"_s << u"name"_s << QVariant(longName) << false;
    QTest::newRow("text as number") << u"units"_s << u"name"_s << QVariant(3) << false;
    QTest::newRow("JSON object") << u"units"_s << u"attrs"_s << QVariant(u"{\"a\": 1}"_s) << true;
    QTest::newRow("JSON array for an object") << u"units"_s << u"attrs"_s << QVariant(u"[1]"_s) << false;
    QTest::newRow("JSON array") << u"battle"_s << u"options"_s << QVariant(u"[\"x\"]"_s) << true;
    QTest::newRow("broken JSON") << u"battle"_s << u"options"_s << QVariant(u"[\"x\""_s) << false;
}

void TestSchemaCheck::columnsAnswerAsCheckValue()
{
    QFETCH(QString, table);
    QFETCH(QString, column);
    QFETCH(QVariant, value);
    QFETCH(bool, accepted);
    // Every column of the table, and one no battle has, against the same value.
    QStringList columns = schema::columns(table);
    columns << u"extra"_s;
    const SchemaCheck::Columns rules(table, columns);
    int refused = 0;
    for (qsizetype i = 0; i < columns.size(); ++i) {
        const QString one = SchemaCheck::checkValue(table, columns.at(i), value);
        QCOMPARE(rules.check(i, value), one);
        refused += one.isEmpty() ? 0 : 1;
    }
    QCOMPARE(SchemaCheck::checkValue(table, u"extra"_s, value),
             u"%1.extra is not a column of a battle"_s.arg(table));
    QVERIFY(refused >= 1); // the column no battle has, at least
    QVERIFY(columns.contains(column));
    QCOMPARE(rules.check(columns.indexOf(column), value).isEmpty(), accepted);
}

void TestSchemaCheck::everyColumnOfABattleHasItsRule()
{
    for (const QString &table : {u"battle"_s, u"sides"_s, u"units"_s, u"leaders"_s, u"markers"_s,
                                 u"counters"_s, u"ranges"_s, u"trackers"_s}) {
        const QStringList columns = schema::columns(table);
        QVERIFY2(!columns.isEmpty(), qPrintable(table));
        const SchemaCheck::Columns rules(table, columns);
        for (qsizetype i = 0; i < columns.size(); ++i)
            QVERIFY2(!rules.check(i, QVariant(u"?"_s)).contains(u"not a column"_s),
                     qPrintable(table + u'.' + columns.at(i)));
    }
}

QTEST_GUILESS_MAIN(TestSchemaCheck)
#include "tst_schemacheck.moc"
