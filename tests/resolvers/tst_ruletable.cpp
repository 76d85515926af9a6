// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Rule tables as data: loading fhg-land.json and house-rule overrides, refused with the entry named.
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fhgland/fhgtable.h"
#include "support/filebytes.h"
#include "support/testjson.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
const QString kPath = QStringLiteral(ADJ_SOURCE_DIR "/resolvers/fhgland/fhg-land.json");
using adj::testing::obj;
} // namespace

class TstRuleTable : public QObject
{
    Q_OBJECT
private slots:
    void loads();
    void chartCells_data();
    void chartCells();
    void overrides_data();
    void overrides();
    void overrideChangesResolution();
    void badFiles();
    void builtInTableReadOnce();
};

void TstRuleTable::loads()
{
    QString error;
    const RuleTable t = RuleTable::fromFile(kPath, &error);
    QVERIFY2(t.isValid(), qPrintable(error));
    QCOMPARE(t.id(), u"fhg-land"_s);
    QCOMPARE(t.value(u"hit.artillery.2"_s).toInt(), 5);
    QVERIFY(t.value(u"hit.nothing.2"_s).isUndefined());
    const FhgTable *f = FhgTable::of(t);
    QVERIFY(f);
    QCOMPARE(f->randomAp, (QList<int>{1, 1, 2, 2, 3, 3}));
}

void TstRuleTable::chartCells_data()
{
    // Every cell of the range and firepower chart and the combat chart (8.1), one row each.
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("range");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("move");
    QTest::addColumn<QList<int>>("hits"); // by range 1..n
    QTest::addColumn<int>("close");
    const QList<int> inf{5, 6};
    for (const char *t : {"elite", "marine", "regular", "militia"})
        QTest::newRow(t) << QString::fromLatin1(t) << 2 << 3 << 1 << inf << 4;
    QTest::newRow("light") << u"light"_s << 2 << 3 << 2 << inf << 4;
    QTest::newRow("indian") << u"indian"_s << 2 << 3 << 2 << inf << 4;
    QTest::newRow("dragoon") << u"dragoon"_s << 1 << 3 << 3 << QList<int>{5} << 0;
    QTest::newRow("artillery") << u"artillery"_s << 4 << 3 << 1 << QList<int>{4, 5, 6, 6} << 0;
    QTest::newRow("rocket") << u"rocket"_s << 3 << 3 << 1 << QList<int>{6, 6, 6} << 0;
}

void TstRuleTable::chartCells()
{
    QFETCH(QString, type);
    QFETCH(int, range);
    QFETCH(int, dice);
    QFETCH(int, move);
    QFETCH(QList<int>, hits);
    QFETCH(int, close);
    QString error;
    const RuleTable t = RuleTable::fromFile(kPath, &error);
    const FhgTable *f = FhgTable::of(t);
    QVERIFY(f);
    FhgType ty;
    QVERIFY(fhgTypeFromId(type, &ty));
    QCOMPARE(f->unit(ty).range, range);
    QCOMPARE(f->unit(ty).dice, dice);
    QCOMPARE(f->unit(ty).move, move);
    QCOMPARE(f->unit(ty).hitByRange, hits);
    QCOMPARE(f->unit(ty).closeHit, close);
}

void TstRuleTable::overrides_data()
{
    QTest::addColumn<QJsonObject>("overrides");
    QTest::addColumn<QString>("errorHas"); // empty: accepted
    QTest::newRow("artillery hits on 4 at 2 hexes") << obj(R"({"hit.artillery.2":4})") << QString();
    QTest::newRow("artillery range 5 with its hit number")
        << obj(R"({"units.artillery.range":5,"hit.artillery.5":6})") << QString();
    QTest::newRow("forest -2") << obj(R"({"terrain.forest.combat":-2})") << QString();
    QTest::newRow("optional 11.5 hits on 5") << obj(R"({"optional.11-5.hitNumber":5})") << QString();
    QTest::newRow("hit number 7 on a d6") << obj(R"({"hit.artillery.2":7})") << u"hit.artillery.2 is 7"_s;
    QTest::newRow("hit number 0") << obj(R"({"hit.regular.close":0})") << u"hit.regular.close is 0"_s;
    QTest::newRow("negative range") << obj(R"({"units.rocket.range":-1})") << u"units.rocket.range is -1"_s;
    QTest::newRow("range 5 leaves a gap")
        << obj(R"({"units.artillery.range":5})") << u"hit.artillery.5 is missing"_s;
    QTest::newRow("a key that does not exist") << obj(R"({"hit.artilery.2":4})") << u"hit.artilery.2"_s;
    QTest::newRow("a parent that does not exist") << obj(R"({"weather.rain":1})") << u"weather.rain"_s;
    QTest::newRow("text for a number") << obj(R"({"hit.artillery.2":"four"})") << u"hit.artillery.2"_s;
    QTest::newRow("random AP chart entry negative") << obj(R"({"randomAp.3":-1})") << u"randomAp.3"_s;
    QTest::newRow("unknown terrain move") << obj(R"({"terrain.hill.move":"slow"})") << u"terrain.hill.move"_s;
    QTest::newRow("the id") << obj(R"({"id":"wfa-naval"})") << u"\"id\""_s;
}

void TstRuleTable::overrides()
{
    QFETCH(QJsonObject, overrides);
    QFETCH(QString, errorHas);
    QString error;
    RuleTable t = RuleTable::fromFile(kPath, &error);
    const QJsonObject before = t.json();
    const bool ok = t.applyOverrides(overrides, &error);
    if (errorHas.isEmpty()) {
        QVERIFY2(ok, qPrintable(error));
        for (auto it = overrides.constBegin(); it != overrides.constEnd(); ++it)
            QCOMPARE(t.value(it.key()), it.value());
        QCOMPARE(t.overrides(), overrides);
    } else {
        QVERIFY(!ok);
        QVERIFY2(error.contains(errorHas), qPrintable(error));
        QCOMPARE(t.json(), before); // all or nothing
        QVERIFY(t.isValid());
    }
}

void TstRuleTable::overrideChangesResolution()
{
    QString error;
    RuleTable t = RuleTable::fromFile(kPath, &error);
    QVERIFY(t.applyOverrides(obj(R"({"hit.artillery.2":4})"), &error));
    ScriptedDice dice({4, 4, 3});
    const Resolution r =
        resolve(u"fhg-land"_s, u"fire"_s,
                obj(R"({"firerType":"artillery","range":2,"targetType":"regular","targetMp":4})"), dice, t);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"hits=2"_s);
    const Distribution d =
        odds(u"fhg-land"_s, u"fire"_s,
             obj(R"({"firerType":"artillery","range":2,"targetType":"regular","targetMp":4})"), t);
    QCOMPARE(Fraction(1) - d.marginal(u"hits=0"_s), Fraction(7, 8));
}

void TstRuleTable::badFiles()
{
    QString error;
    QVERIFY(!RuleTable::fromFile(u"/nonexistent/fhg.json"_s, &error).isValid());
    QVERIFY(error.contains(u"/nonexistent/fhg.json"_s));
    QVERIFY(!RuleTable::fromJson(obj(R"({"id":"wfa-naval"})"), &error).isValid());
    QVERIFY(error.contains(u"wfa-naval"_s));
    QJsonObject broken = RuleTable::fromFile(kPath, &error).json();
    broken.remove(u"randomAp"_s);
    QVERIFY(!RuleTable::fromJson(broken, &error).isValid());
    QVERIFY(error.contains(u"randomAp.1"_s));
    // A table that is not loaded refuses to resolve.
    ScriptedDice dice({});
    const Resolution r =
        resolve(u"fhg-land"_s, u"rally"_s, obj(R"({"unitType":"regular","currentMp":2,"startMp":4})"), dice,
                RuleTable());
    QVERIFY(!r.ok());
}

void TstRuleTable::builtInTableReadOnce()
{
    // The table built in is compiled once and shared; house rules change a copy, never the shared one.
    const QString builtIn = RuleSets::tablePath(u"fhg-land"_s);
    QVERIFY2(builtIn.startsWith(u":/"_s), qPrintable(builtIn));
    QString error;
    const RuleTable first = RuleTable::fromFile(builtIn, &error);
    QVERIFY2(first.isValid(), qPrintable(error));
    RuleTable changed = RuleTable::fromFile(builtIn, &error);
    QCOMPARE(changed.compiled(), first.compiled());
    QVERIFY(changed.applyOverrides(obj(R"({"hit.artillery.2":4})"), &error));
    QVERIFY(changed.compiled() != first.compiled());
    const RuleTable again = RuleTable::fromFile(builtIn, &error);
    QCOMPARE(again.compiled(), first.compiled());
    QCOMPARE(again.value(u"hit.artillery.2"_s).toInt(), 5);
    QVERIFY(again.overrides().isEmpty());

    // A table on disk is read again each time: an edited file is seen at once.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString onDisk = dir.filePath(u"fhg-land.json"_s);
    QJsonObject json = first.json();
    QVERIFY(testing::writeBytes(onDisk, QJsonDocument(json).toJson()));
    const RuleTable before = RuleTable::fromFile(onDisk, &error);
    QCOMPARE(before.value(u"hit.artillery.2"_s).toInt(), 5);
    QJsonObject hit = json.value(u"hit"_s).toObject();
    QJsonObject artillery = hit.value(u"artillery"_s).toObject();
    artillery.insert(u"2"_s, 4);
    hit.insert(u"artillery"_s, artillery);
    json.insert(u"hit"_s, hit);
    QVERIFY(testing::writeBytes(onDisk, QJsonDocument(json).toJson()));
    const RuleTable after = RuleTable::fromFile(onDisk, &error);
    QVERIFY2(after.isValid(), qPrintable(error));
    QCOMPARE(after.value(u"hit.artillery.2"_s).toInt(), 4);
    QVERIFY(after.compiled() != before.compiled());
}

QTEST_APPLESS_MAIN(TstRuleTable)
#include "tst_ruletable.moc"
