// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Edits: what each referee action changes, and what it refuses.
#include "battledocument.h"
#include "edits.h"
#include "scenario.h"
#include "support/datarows.h"
#include "support/demobattlefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestEdits : public QObject
{
    Q_OBJECT

private slots:
    void rowChangesReverse();
    void effectJsonRoundTrip();
    void phasesWrapIntoTheNextTurn();
    void measuredRanges_data();
    void measuredRanges();
    void removingAUnitTakesItsMarkersAndRanges();
    void scenarioImportNamesTheBadEntry_data();
    void scenarioImportNamesTheBadEntry();
    void scenarioRoundTrip();
    void counters();
};

namespace {
BattleState twoSides(const QString &ruleset)
{
    BattleState s;
    s.info.name = u"t"_s;
    s.info.ruleset = ruleset;
    const RuleSetProfile &p = *Profiles::find(ruleset);
    s.info.phase = p.phases.first().id;
    if (!p.scales.isEmpty())
        s.info.scale = u"battalion"_s;
    QString error;
    for (const QString &n : {u"Red"_s, u"Blue"_s})
        for (const RowChange &c : Edits::addSide(s, n, {}, &error).changes)
            s.apply(c);
    const QString type = p.types.first().id;
    for (const QString &n : {u"A"_s, u"B"_s, u"C"_s})
        for (const RowChange &c :
             Edits::addUnit(s, p, {n == u"B"_s ? u"Blue"_s : u"Red"_s, n, type, -1, -1, {}, {}}, &error)
                 .changes)
            s.apply(c);
    Q_ASSERT(s.units.size() == 3);
    return s;
}

void applyAll(BattleState &s, const Edit &e)
{
    for (const RowChange &c : e.changes)
        s.apply(c);
}
} // namespace

void TestEdits::rowChangesReverse()
{
    BattleState s = twoSides(u"fhg-land"_s);
    const BattleState start = s;
    QString error;
    Unit u = s.units.value(1);
    u.strength = 1;
    const Edit e = Edits::updateUnit(s, *Profiles::find(u"fhg-land"_s), u, &error);
    QCOMPARE(e.changes.size(), 1);
    applyAll(s, e);
    QCOMPARE(s.units.value(1).strength, 1);
    for (auto it = e.changes.crbegin(); it != e.changes.crend(); ++it)
        s.apply(it->reversed());
    QCOMPARE(s, start);
    const RowChange back = RowChange::fromJson(e.changes.first().toJson());
    QCOMPARE(back.table, Table::Units);
    QCOMPARE(back.after.value(u"strength"_s).toInt(), 1);
}

void TestEdits::effectJsonRoundTrip()
{
    const Effect e{.kind = Effect::Kind::PlaceMarker,
                   .subject = u"target"_s,
                   .unit = 7,
                   .marker = u"panic"_s,
                   .rule = u"8.3.2"_s,
                   .text = u"retreats one hex"_s};
    const Effect back = Effect::fromJson(e.toJson());
    QCOMPARE(back.kind, Effect::Kind::PlaceMarker);
    QCOMPARE(back.unit, 7);
    QCOMPARE(back.marker, u"panic"_s);
    QCOMPARE(back.rule, u"8.3.2"_s);
    QCOMPARE(e.toJson().value(u"kind"_s).toString(), u"place-marker"_s);
}

void TestEdits::phasesWrapIntoTheNextTurn()
{
    BattleState s = twoSides(u"fields-of-honor"_s);
    const RuleSetProfile &p = *Profiles::find(u"fields-of-honor"_s);
    QStringList seen{s.info.phase};
    for (int i = 0; i < 5; ++i) {
        applyAll(s, Edits::advancePhase(s, p));
        seen << s.info.phase;
    }
    // Fields of Honor: Charge is the first phase of the turn, Morale the last.
    QCOMPARE(seen,
             (QStringList{u"charge"_s, u"movement"_s, u"fire"_s, u"melee"_s, u"morale"_s, u"charge"_s}));
    QCOMPARE(s.info.turn, 2);
    applyAll(s, Edits::advancePhase(s, p));
    applyAll(s, Edits::advanceTurn(s, p));
    QCOMPARE(s.info.turn, 3);
    QCOMPARE(s.info.phase, u"charge"_s);
}

struct MeasuredRangesRow
{
    QString ruleset;
    double value;
    QString measure;
    double ground;
    QString error;
};

void TestEdits::measuredRanges_data()
{
    testing::addRows<MeasuredRangesRow>({
        {"hexes", {u"fhg-land"_s, 3.0, u"hex"_s, 3.0, QString()}},
        {"inches on a hex board", {u"fhg-land"_s, 3.0, u"in"_s, 0.0, u"measures in hexes"_s}},
        {"half a hex", {u"wfa-naval"_s, 1.5, u"hex"_s, 0.0, u"whole number"_s}},
        {"7 in = 105 yd (1\" = 15 yd)", {u"oneifbyland"_s, 7.0, u"in"_s, 105.0, QString()}},
        {"25.4 cm = 10 in = 150 yd", {u"oneifbyland"_s, 25.4, u"cm"_s, 150.0, QString()}},
        {"battalion 12 in = 396 yd", {u"fields-of-honor"_s, 12.0, u"in"_s, 396.0, QString()}},
        {"negative", {u"oneifbyland"_s, -1.0, u"in"_s, 0.0, u"not a distance"_s}},
        {"cards have no ranges", {u"honour-glory"_s, 2.0, u"in"_s, 0.0, u"no measured ranges"_s}},
    });
}

void TestEdits::measuredRanges()
{
    const auto [ruleset, value, measure, ground, error] = testing::fetchRow<MeasuredRangesRow>();
    BattleState s = twoSides(ruleset);
    QString why;
    const Edit e = Edits::recordRange(s, *Profiles::find(ruleset), 1, 2, value, measure, &why);
    if (!error.isEmpty()) {
        QVERIFY(e.isEmpty());
        QVERIFY2(why.contains(error), qPrintable(why));
        return;
    }
    QVERIFY2(!e.isEmpty(), qPrintable(why));
    applyAll(s, e);
    const MeasuredRange *r = s.lastRange(2, 1);
    QVERIFY(r);
    QCOMPARE(r->value, value);
    QVERIFY2(qAbs(r->ground - ground) < 1e-9, qPrintable(QString::number(r->ground)));
}

void TestEdits::removingAUnitTakesItsMarkersAndRanges()
{
    BattleState s = twoSides(u"fhg-land"_s);
    const RuleSetProfile &p = *Profiles::find(u"fhg-land"_s);
    QString error;
    applyAll(s, Edits::placeMarker(s, p, 1, u"column"_s, &error));
    applyAll(s, Edits::recordRange(s, p, 1, 2, 2, u"hex"_s, &error));
    applyAll(s, Edits::addLeader(s, u"Red"_s, u"Brock"_s, 1, u"A"_s, &error));
    QVERIFY(Edits::placeMarker(s, p, 1, u"column"_s, &error).isEmpty()); // one of a kind at a time
    const BattleState before = s;
    const Edit e = Edits::removeUnit(s, 1, &error);
    applyAll(s, e);
    QVERIFY(!s.units.contains(1));
    QVERIFY(s.markers.isEmpty());
    QVERIFY(s.ranges.isEmpty());
    QCOMPARE(s.leaders.value(1).unit, 0); // left alone, not removed
    for (auto it = e.changes.crbegin(); it != e.changes.crend(); ++it)
        s.apply(it->reversed());
    QCOMPARE(s, before);
}

struct ScenarioImportNamesTheBadEntryRow
{
    QByteArray json;
    QString message;
};

void TestEdits::scenarioImportNamesTheBadEntry_data()
{
    testing::addRows<ScenarioImportNamesTheBadEntryRow>({
        {"bad type in the second unit",
         {QByteArray(R"({"name":"x","ruleset":"fhg-land","sides":[{"name":"A","units":[)"
                     R"({"name":"u1","type":"regular"},{"name":"u2","type":"hussar"}]}]})"),
          u"sides[0].units[1]: unit \"u2\": unit type \"hussar\""_s}},
        {"leader of a unknown unit",
         {QByteArray(R"({"name":"x","ruleset":"fhg-land","sides":[{"name":"A","units":[],)"
                     R"("leaders":[{"name":"Brock","unit":"nobody"}]}]})"),
          u"sides[0].leaders[0]: there is no unit called \"nobody\""_s}},
        {"counter not a number",
         {QByteArray(R"({"name":"x","ruleset":"fhg-land","sides":[{"name":"A","counters":{"VP":"many"}}]})"),
          u"sides[0].counters.VP: \"many\" is not a whole number"_s}},
        {"unknown rule set",
         {QByteArray(R"({"name":"x","ruleset":"risk","sides":[]})"), u"ruleset: \"risk\""_s}},
        {"broken JSON", {QByteArray("{\n\"name\": \"x\",\n\"sides\": [\n}"), u"line 4"_s}},
    });
}

void TestEdits::scenarioImportNamesTheBadEntry()
{
    const auto [json, message] = testing::fetchRow<ScenarioImportNamesTheBadEntryRow>();
    QTemporaryDir dir;
    const QString path = dir.filePath(u"s.adjutant"_s);
    QString error;
    QVERIFY(!testing::writeScenarioBattle(json, path, &error, u"roster.json"_s));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(!QFile::exists(path)); // nothing half-made is left behind
}

void TestEdits::scenarioRoundTrip()
{
    QFile demo(QStringLiteral(ADJ_SOURCE_DIR "/resolvers/fhgland/demo/fhg-queenston.json"));
    QVERIFY(demo.open(QIODevice::ReadOnly));
    QJsonObject json;
    QString error;
    QVERIFY2(Scenario::parse(demo.readAll(), demo.fileName(), &json, &error), qPrintable(error));
    QTemporaryDir dir;
    QVERIFY2(Scenario::createBattle(dir.filePath(u"a.adjutant"_s), json, &error), qPrintable(error));
    auto a = BattleDocument::open(dir.filePath(u"a.adjutant"_s), &error);
    QVERIFY(a);
    QCOMPARE(a->state().units.size(), 11);
    QCOMPARE(a->store().eventCount(), 1); // the whole roster is one action
    const QJsonObject exported = Scenario::exportJson(a->state());
    QVERIFY2(Scenario::createBattle(dir.filePath(u"b.adjutant"_s), exported, &error), qPrintable(error));
    auto b = BattleDocument::open(dir.filePath(u"b.adjutant"_s), &error);
    QVERIFY(b);
    QCOMPARE(b->state().units, a->state().units);
    QCOMPARE(b->state().leaders, a->state().leaders);
    QCOMPARE(b->state().counters, a->state().counters);
}

void TestEdits::counters()
{
    BattleState s = twoSides(u"honour-glory"_s);
    const RuleSetProfile &p = *Profiles::find(u"honour-glory"_s);
    QString error;
    applyAll(s, Edits::setCounter(s, p, 1, {}, u"Glory"_s, 5, &error));
    QCOMPARE(s.counter(1, {}, u"Glory"_s)->value, 5);
    applyAll(s, Edits::setCounter(s, p, 1, {}, u"Glory"_s, 10, &error));
    QCOMPARE(s.counters.size(), 1);
    QCOMPARE(s.counter(1, {}, u"Glory"_s)->value, 10);
    QVERIFY(Edits::setCounter(s, p, 1, {}, u"Glory"_s, 10, &error).isEmpty());
    QVERIFY(error.contains(u"already 10"_s));
    QVERIFY(Edits::setCounter(s, p, 1, {}, u"VP"_s, 1, &error).isEmpty());
    QVERIFY2(error.contains(u"\"VP\" is not a counter"_s), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestEdits)
#include "tst_edits.moc"
