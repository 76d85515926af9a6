// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli's JSON contract (issue 17): with --json every command prints one object with
// "schemaVersion" and "ok"; a refusal is data ({"ok": false, "error": {code, message, rule,
// input}}) on stdout with exit 1, a usage error exit 2; dice left over are refused unless
// --allow-extra-dice; --plan prints the dice asked for; and one action per rule set is pinned
// whole by a golden file (tests/cli/golden/, rewritten with ADJ_UPDATE_GOLDEN=1).
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "support/battlefoldertest.h"
#include "support/clirun.h"

using namespace Qt::StringLiterals;

namespace {
using adj::testing::digest;

// The shared runner, with the refusal's error object at hand.
struct Run : adj::testing::CliRun
{
    QJsonObject error() const { return json().value(u"error"_s).toObject(); }
};

Run cli(const QStringList &args, const QString &home = {})
{
    return {adj::testing::cli(args, home)};
}

const QString FhgFire =
    uR"({"firerType":"regular","firerMp":3,"range":1,"targetType":"regular","targetMp":3,)"
    uR"("targetTerrain":"forest"})"_s;
} // namespace

class TestCliJson : public adj::testing::BattleFolderTest
{
    Q_OBJECT

public:
    TestCliJson()
        : BattleFolderTest(u"b.adjutant"_s)
    {}

private slots:
    void refusalIsData_data();
    void refusalIsData();
    void refusalCitesItsRule();
    void usageExitsTwo_data();
    void usageExitsTwo();
    void diceLeftOver();
    void dicePlan();
    void everyCommandPrintsJson();
    void golden_data();
    void golden();

private:
    void setUp() override;
};

void TestCliJson::setUp()
{
    QCOMPARE(cli({u"new"_s, m_folder.battle(), u"--ruleset"_s, u"fhg-land"_s, u"--json"_s}).exit, 0);
}

void TestCliJson::refusalIsData_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("message");
    const QStringList fire{u"resolve"_s,  u"--ruleset"_s, u"fhg-land"_s,
                           u"--action"_s, u"fire"_s,      u"--json"_s};
    QTest::newRow("required input") << (fire + QStringList{u"--input"_s, u"{}"_s}) << u"invalid-input"_s
                                    << u"firerType"_s << u"input \"firerType\" is required"_s;
    QTest::newRow("unknown key") << (fire + QStringList{u"--input"_s, uR"({"firerTyp":"regular"})"_s})
                                 << u"invalid-input"_s << u"firerTyp"_s << u"unknown input \"firerTyp\""_s;
    QTest::newRow("wrong type") << (fire + QStringList{u"--input"_s,
                                                       QString(FhgFire).replace(u"\"firerMp\":3"_s,
                                                                                u"\"firerMp\":\"3\""_s)})
                                << u"invalid-input"_s << u"firerMp"_s << u"firerMp"_s;
    QTest::newRow("absurd size") << (fire + QStringList{u"--input"_s,
                                                        QString(FhgFire).replace(u"\"firerMp\":3"_s,
                                                                                 u"\"firerMp\":10000"_s)})
                                 << u"invalid-input"_s << u"firerMp"_s << u"firerMp"_s;
    QTest::newRow("unknown action") << QStringList{u"resolve"_s,  u"--ruleset"_s, u"fhg-land"_s,
                                                   u"--action"_s, u"fly"_s,       u"--json"_s}
                                    << u"unknown-action"_s << QString() << u"unknown action \"fly\""_s;
    QTest::newRow("unknown rule set")
        << QStringList{u"resolve"_s, u"--ruleset"_s, u"chess"_s, u"--action"_s, u"fire"_s, u"--json"_s}
        << u"unknown-ruleset"_s << QString() << u"chess"_s;
    QTest::newRow("die out of range") << (fire + QStringList{u"--input"_s, FhgFire, u"--dice"_s, u"5,5,9"_s})
                                      << u"dice"_s << QString() << u"9"_s;
    QTest::newRow("no such unit") << QStringList{u"mark"_s,    m_folder.battle(), u"--unit"_s, u"Nobody"_s,
                                                 u"--place"_s, u"disordered"_s,   u"--json"_s}
                                  << u"refused"_s << QString() << u"Nobody"_s;
    QTest::newRow("nothing to redo") << QStringList{u"redo"_s, m_folder.battle(), u"--json"_s}
                                     << u"nothing-to-redo"_s << QString() << u"nothing to redo"_s;
    QTest::newRow("999 dice") << (fire + QStringList{u"--input"_s, FhgFire, u"--dice"_s,
                                                     QStringList(999, u"4"_s).join(u',')})
                              << u"too-many-dice"_s << QString() << u"3 dice used"_s;
    QTest::newRow("no battle file") << QStringList{u"show"_s, m_folder.filePath(u"none.adjutant"_s),
                                                   u"--json"_s}
                                    << u"refused"_s << QString() << u"none.adjutant"_s;
}

void TestCliJson::refusalIsData()
{
    QFETCH(QStringList, args);
    QFETCH(QString, code);
    QFETCH(QString, input);
    QFETCH(QString, message);
    const QByteArray before = digest(m_folder.battle());
    const Run r = cli(args);
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err)); // with --json, everything is on stdout
    const QJsonObject o = r.json();
    QCOMPARE(o.value(u"schemaVersion"_s).toInt(), 1);
    QCOMPARE(o.value(u"ok"_s), QJsonValue(false));
    QCOMPARE(r.error().value(u"code"_s).toString(), code);
    QVERIFY2(r.error().value(u"message"_s).toString().contains(message), qPrintable(r.out));
    if (input.isEmpty())
        QVERIFY(r.error().value(u"input"_s).isNull());
    else
        QCOMPARE(r.error().value(u"input"_s).toString(), input);
    QCOMPARE(digest(m_folder.battle()), before); // nothing changed
}

void TestCliJson::refusalCitesItsRule()
{
    // 8.1.3 (as For Honor and Glory states it): fire beyond the weapon's range is refused.
    const Run r = cli({u"resolve"_s, u"--ruleset"_s, u"fhg-land"_s, u"--action"_s, u"fire"_s, u"--input"_s,
                       QString(FhgFire).replace(u"\"range\":1"_s, u"\"range\":30"_s), u"--dice"_s, u"5,5,6"_s,
                       u"--json"_s});
    QCOMPARE(r.exit, 1);
    QVERIFY2(!r.error().value(u"rule"_s).toString().isEmpty(), qPrintable(r.out));
    QVERIFY(r.error().value(u"message"_s).toString().contains(r.error().value(u"rule"_s).toString()));
}

void TestCliJson::usageExitsTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("resolve without --action") << QStringList{u"resolve"_s, u"--json"_s};
    QTest::newRow("unknown option") << QStringList{u"show"_s, m_folder.battle(), u"--frobnicate"_s,
                                                   u"--json"_s};
    QTest::newRow("no battle") << QStringList{u"show"_s, u"--json"_s};
    QTest::newRow("malformed --input")
        << QStringList{u"resolve"_s, u"--ruleset"_s, u"fhg-land"_s,    u"--action"_s,
                       u"fire"_s,    u"--input"_s,   u"{firerType:"_s, u"--json"_s};
    QTest::newRow("null input") << QStringList{u"resolve"_s,
                                               u"--ruleset"_s,
                                               u"fhg-land"_s,
                                               u"--action"_s,
                                               u"fire"_s,
                                               u"--input"_s,
                                               uR"({"firerType":null})"_s,
                                               u"--json"_s};
}

void TestCliJson::usageExitsTwo()
{
    QFETCH(QStringList, args);
    const Run r = cli(args);
    QCOMPARE(r.exit, 2);
    QCOMPARE(r.error().value(u"code"_s).toString(), u"usage"_s);
    QVERIFY(!r.error().value(u"message"_s).toString().isEmpty());
    // Without --json: the same on stderr, nothing on stdout.
    const Run text = cli(QStringList(args).replaceInStrings(u"--json"_s, u"--"_s).mid(0, args.size() - 1));
    QCOMPARE(text.exit, 2);
    QVERIFY(text.out.isEmpty());
    QVERIFY(text.err.startsWith(u"adjutant-cli: "_s));
}

void TestCliJson::diceLeftOver()
{
    const QStringList fire{u"resolve"_s, u"--ruleset"_s, u"fhg-land"_s, u"--action"_s,  u"fire"_s,
                           u"--input"_s, FhgFire,        u"--dice"_s,   u"5,5,6,4,4"_s, u"--json"_s};
    const Run refused = cli(fire);
    QCOMPARE(refused.exit, 1);
    QCOMPARE(refused.error().value(u"code"_s).toString(), u"too-many-dice"_s);
    QVERIFY2(refused.error().value(u"message"_s).toString().contains(u"3 dice used"_s),
             qPrintable(refused.out));
    const Run allowed = cli(fire + QStringList{u"--allow-extra-dice"_s});
    QCOMPARE(allowed.exit, 0);
    const QJsonObject res = allowed.json().value(u"resolution"_s).toObject();
    QCOMPARE(res.value(u"dice"_s).toArray().size(), 3);
    QCOMPARE(res.value(u"outcomeKey"_s).toString(), u"hits=1"_s); // 2.2.1: 5, 5, 6 in forest: one hit
}

void TestCliJson::dicePlan()
{
    const Run r = cli({u"resolve"_s, u"--ruleset"_s, u"fhg-land"_s, u"--action"_s, u"fire"_s, u"--input"_s,
                       FhgFire, u"--plan"_s, u"--json"_s});
    QCOMPARE(r.exit, 0);
    const QJsonArray plan = r.json().value(u"plan"_s).toArray();
    QVERIFY(!plan.isEmpty());
    QCOMPARE(plan.first().toObject().value(u"count"_s).toInt(), 3); // 3 MP fire 3 dice (8.1.1)
    QCOMPARE(plan.first().toObject().value(u"sides"_s).toInt(), 6);
    QVERIFY(r.json().value(u"text"_s).toString().startsWith(u"Roll 3d6"_s));
}

void TestCliJson::everyCommandPrintsJson()
{
    QTemporaryDir dir;
    const QString b = dir.filePath(u"all.adjutant"_s);
    const QString data = dir.filePath(u"data"_s);
    const auto ok = [&](const QStringList &args) {
        const Run r = cli(args + QStringList{u"--json"_s}, data);
        if (r.exit != 0 || r.json().value(u"ok"_s) != QJsonValue(true) ||
            r.json().value(u"schemaVersion"_s).toInt() != 1)
            qWarning().noquote() << args.join(u' ') << r.exit << r.out << r.err;
        return r.exit == 0 && r.json().value(u"ok"_s) == QJsonValue(true);
    };
    QVERIFY(ok({u"new"_s, b, u"--ruleset"_s, u"fhg-land"_s}));
    QVERIFY(ok({u"add-side"_s, b, u"--name"_s, u"British"_s}));
    QVERIFY(ok({u"add-side"_s, b, u"--name"_s, u"American"_s}));
    QVERIFY(
        ok({u"add-unit"_s, b, u"--side"_s, u"British"_s, u"--name"_s, u"41st"_s, u"--type"_s, u"regular"_s}));
    QVERIFY(ok(
        {u"add-unit"_s, b, u"--side"_s, u"American"_s, u"--name"_s, u"13th"_s, u"--type"_s, u"regular"_s}));
    QVERIFY(ok({u"mark"_s, b, u"--unit"_s, u"41st"_s, u"--place"_s, u"column"_s}));
    QVERIFY(ok({u"range"_s, b, u"--from"_s, u"41st"_s, u"--to"_s, u"13th"_s, u"--value"_s, u"2h"_s}));
    QVERIFY(ok({u"advance"_s, b}));
    QVERIFY(ok({u"board"_s, b, u"--size"_s, u"10x8"_s, u"--terrain"_s, u"0203=forest"_s}));
    QVERIFY(ok({u"house-rule"_s, b, u"--option"_s, u"11.9"_s}));
    QVERIFY(ok({u"show"_s, b}));
    QVERIFY(ok({u"log"_s, b}));
    QVERIFY(ok({u"rulesets"_s}));
    QVERIFY(ok({u"demo"_s, u"--list"_s}));
    QVERIFY(ok({u"demo"_s, u"fhg-land"_s}));
    QVERIFY(ok({u"export"_s, b, u"--roster"_s, dir.filePath(u"roster.json"_s)}));
    QFile csv(dir.filePath(u"more.csv"_s));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("side,name,type\nBritish,89th,regular\n");
    csv.close();
    QVERIFY(ok({u"import"_s, b, u"--csv"_s, csv.fileName()}));
    QVERIFY(ok({u"edit-unit"_s, b, u"--unit"_s, u"89th"_s, u"--strength"_s, u"2"_s}));
    QVERIFY(ok({u"undo"_s, b}));
    QVERIFY(ok({u"redo"_s, b}));
    QVERIFY(ok({u"remove-unit"_s, b, u"--unit"_s, u"89th"_s}));
    QVERIFY(ok({u"track"_s, b}));
    QVERIFY(ok({u"summary"_s, b}));
    QVERIFY(ok({u"schema"_s, u"--out"_s, dir.filePath(u"schema"_s)}));
    QVERIFY(ok({u"resolve"_s, u"--ruleset"_s, u"fhg-land"_s, u"--action"_s, u"fire"_s, u"--input"_s, FhgFire,
                u"--odds"_s}));
    // The log's events and show's state read as the contract says.
    const Run log = cli({u"log"_s, b, u"--json"_s});
    QVERIFY(log.json().value(u"events"_s).toArray().size() >= 9);
    QCOMPARE(cli({u"show"_s, b, u"--json"_s}).json().value(u"sides"_s).toArray().size(), 2);
}

void TestCliJson::golden_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("args");
    const auto resolve = [](const QString &rs, const QString &action, const QString &input,
                            const QString &dice) {
        return QStringList{u"resolve"_s, u"--ruleset"_s, rs,          u"--action"_s, action,
                           u"--input"_s, input,          u"--seed"_s, dice,          u"--json"_s};
    };
    QTest::newRow("fhg-land fire") << u"fhg-land-fire"_s
                                   << QStringList{u"resolve"_s,  u"--ruleset"_s, u"fhg-land"_s,
                                                  u"--action"_s, u"fire"_s,      u"--input"_s,
                                                  FhgFire,       u"--dice"_s,    u"5,5,6"_s};
    QTest::newRow("wfa-naval boarding battle")
        << u"wfa-naval-boarding-battle"_s
        << resolve(u"wfa-naval"_s, u"boarding-battle"_s, uR"({"attackerMarines":5,"defenderMarines":3})"_s,
                   u"17"_s);
    QTest::newRow("oneifbyland fire")
        << u"oneifbyland-fire"_s
        << resolve(u"oneifbyland"_s, u"fire"_s, uR"({"firerQuality":"regular","range":6,"figures":12})"_s,
                   u"17"_s);
    QTest::newRow("fields-of-honor melee")
        << u"fields-of-honor-melee"_s
        << resolve(u"fields-of-honor"_s, u"melee"_s,
                   uR"({"attackerStands":4,"defenderStands":3,"attackerMelee":"C","defenderMelee":"C"})"_s,
                   u"17"_s);
    QTest::newRow("honour-glory round")
        << u"honour-glory-round"_s
        << resolve(u"honour-glory"_s, u"round"_s,
                   uR"({"one":"Aed","opponents":3,"mpStack":[0,40,50],"p1":"Bran","p1Mp":20,"p1MpLeft":20,)"
                   uR"("p2":"Cat","p2Mp":20,"p2MpLeft":20,"p3":"Dun","p3Mp":20,"p3MpLeft":20})"_s,
                   u"17"_s);
}

void TestCliJson::golden()
{
    QFETCH(QString, name);
    QFETCH(QStringList, args);
    const Run r = cli(args);
    QCOMPARE(r.exit, 0);
    const QString path = QStringLiteral(ADJ_SOURCE_DIR "/tests/cli/golden/%1.json").arg(name);
    const QJsonObject got = r.json();
    if (qEnvironmentVariableIsSet("ADJ_UPDATE_GOLDEN")) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(got).toJson(QJsonDocument::Indented));
        QSKIP("golden file written");
    }
    QFile f(path);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
    const QJsonObject want = QJsonDocument::fromJson(f.readAll()).object();
    QVERIFY(!want.isEmpty());
    if (got != want) {
        qWarning().noquote() << "got:" << r.out;
        QFAIL(qPrintable(
            u"%1 differs from its golden file %2 (ADJ_UPDATE_GOLDEN=1 rewrites it, after review)"_s.arg(
                name, path)));
    }
}

QTEST_GUILESS_MAIN(TestCliJson)
#include "support/moc_battlefoldertest.cpp"
#include "tst_clijson.moc"
