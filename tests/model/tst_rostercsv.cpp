// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// RosterCsv: a roster out and back in unchanged; a bad file names every bad line and
// field and imports nothing.
#include "rostercsv.h"
#include "scenario.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestRosterCsv : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void threeBadLinesAllNamed();
    void badQuoting_data();
    void badQuoting();
    void unknownType();
    void strengthOverStart();
    void quotedFieldsAndReorderedColumns();
    void unknownColumn();
    void jsonSideNameWithSpaces();
};

namespace {
BattleState load(const QString &file)
{
    QFile f(u":/demo/"_s + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    QJsonObject json;
    QString error;
    BattleState s;
    if (!Scenario::parse(f.readAll(), file, &json, &error) || !Scenario::readInfo(json, &s.info, &error))
        qFatal("%s", qPrintable(error));
    const Edit e = Scenario::importEdit(s, *Profiles::find(s.info.ruleset), json, &error);
    if (e.isEmpty())
        qFatal("%s", qPrintable(error));
    for (const RowChange &c : e.changes)
        s.apply(c);
    return s;
}

BattleState empty(const QString &ruleset)
{
    BattleState s;
    s.info.name = u"t"_s;
    s.info.ruleset = ruleset;
    return s;
}

const RuleSetProfile &oibl()
{
    return *Profiles::find(u"oneifbyland"_s);
}

const QByteArray kOiblHeader =
    "side,name,type,strength,start,position,quality,formation,weapon,bayonets,stands,"
    "gun,crew,officerRating,brigade,division,army\n";
} // namespace

void TestRosterCsv::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("fhg") << u"fhg-queenston.json"_s;
    QTest::newRow("wfa") << u"wfa-lake-erie.json"_s;
    QTest::newRow("oibl") << u"oneifbyland-cowpens.json"_s;
    QTest::newRow("foh") << u"foh-chippawa.json"_s;
    QTest::newRow("hg") << u"hg-ford-of-edadh.json"_s;
}

void TestRosterCsv::roundTrip()
{
    QFETCH(QString, file);
    const BattleState s = load(file);
    const RuleSetProfile &p = *Profiles::find(s.info.ruleset);
    const QByteArray csv = RosterCsv::write(s, p);
    BattleState back = empty(s.info.ruleset);
    QStringList errors;
    const Edit e = RosterCsv::importEdit(back, p, csv, &errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    for (const RowChange &c : e.changes)
        back.apply(c);
    QCOMPARE(back.units.size(), s.units.size());
    for (const Unit &u : s.units) {
        const Unit *v = back.unitByName(u.name);
        QVERIFY(v);
        QCOMPARE(v->type, u.type);
        QCOMPARE(v->strength, u.strength);
        QCOMPARE(v->strengthStart, u.strengthStart);
        QCOMPARE(v->position, u.position);
        QCOMPARE(v->attrs, u.attrs);
        QCOMPARE(back.sides.value(v->side).name, s.sides.value(u.side).name);
    }
    QCOMPARE(RosterCsv::write(back, p), csv);
}

void TestRosterCsv::threeBadLinesAllNamed()
{
    const QByteArray csv =
        kOiblHeader +
        "Americans,1st Maryland,continental,16,16,,veteran,close,musket,true,4,,,1,Smallwood,,\n"
        "Americans,Virginia Militia,militia,16,16,,poor,close,musket,true,4,,,0,,,\n"
        "British,33rd Foot,british,20,16,,elite,close,musket,true,4,,,1,,,\n"
        "British,Tarleton's Legion,cavalry,8,8,,veteran,close,carbine,yes,2,,,1,,,\n"
        "British,Royal Artillery,artillery,4,4,,regular,unlimbered,cannon,true,1,30,4,0,,,\n";
    BattleState s = empty(u"oneifbyland"_s);
    QStringList errors;
    const Edit e = RosterCsv::importEdit(s, oibl(), csv, &errors);
    QVERIFY(e.isEmpty());
    QCOMPARE(errors.size(), 3);
    QVERIFY2(errors.at(0).startsWith(u"line 3, formation:"_s), qPrintable(errors.at(0)));
    QVERIFY2(errors.at(1).startsWith(u"line 4, strength:"_s), qPrintable(errors.at(1)));
    QVERIFY2(errors.at(2).startsWith(u"line 6, gun:"_s), qPrintable(errors.at(2)));
}

void TestRosterCsv::badQuoting_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("error");
    QTest::newRow("quote inside") << QByteArray("Americans,2nd \"Jersey,continental,16,16,,,,,,,,,,,,\n")
                                  << u"line 2: a quote inside the unquoted field 2"_s;
    QTest::newRow("after closing") << QByteArray("Americans,\"2nd\" Jersey,continental,16,16,,,,,,,,,,,,\n")
                                   << u"line 2: text after the closing quote of field 2"_s;
    QTest::newRow("never closed") << QByteArray("Americans,\"2nd Jersey,continental,16,16,,,,,,,,,,,,\n")
                                  << u"line 2: a quoted field is never closed"_s;
}

void TestRosterCsv::badQuoting()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, error);
    QStringList errors;
    const Edit e = RosterCsv::importEdit(empty(u"oneifbyland"_s), oibl(), kOiblHeader + row, &errors);
    QVERIFY(e.isEmpty());
    QVERIFY2(!errors.isEmpty(), "no error");
    QVERIFY2(errors.first().startsWith(error), qPrintable(errors.first()));
    QCOMPARE(errors.size(), 1);
}

void TestRosterCsv::unknownType()
{
    QStringList errors;
    const Edit e = RosterCsv::importEdit(
        empty(u"oneifbyland"_s), oibl(),
        kOiblHeader + "Americans,Morgan's Riflemen,sharpshooter,12,12,,,,,,,,,,,,\n", &errors);
    QVERIFY(e.isEmpty());
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().startsWith(u"line 2, type: \"sharpshooter\" is not a unit type"_s),
             qPrintable(errors.first()));
}

void TestRosterCsv::strengthOverStart()
{
    QStringList errors;
    const Edit e = RosterCsv::importEdit(
        empty(u"oneifbyland"_s), oibl(),
        kOiblHeader + "Americans,1st Maryland,continental,17,16,,,,,,,,,,,,\n", &errors);
    QVERIFY(e.isEmpty());
    QCOMPARE(errors, QStringList{u"line 2, strength: 17 is more than the starting strength 16"_s});
}

void TestRosterCsv::quotedFieldsAndReorderedColumns()
{
    const QByteArray csv = "Name,Side,Type,Formation\n"
                           "\"Delaware Regiment, \"\"Blue Hen's Chickens\"\"\",Americans,continental,open\n"
                           "\n"
                           "\"Morgan's\nRiflemen\",Americans,rifle,\n";
    BattleState s = empty(u"oneifbyland"_s);
    QStringList errors;
    const Edit e = RosterCsv::importEdit(s, oibl(), csv, &errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    QCOMPARE(e.kind, u"roster.import"_s);
    for (const RowChange &c : e.changes)
        s.apply(c);
    QCOMPARE(s.units.size(), 2);
    const Unit *delaware = s.unitByName(u"Delaware Regiment, \"Blue Hen's Chickens\""_s);
    QVERIFY(delaware);
    QCOMPARE(delaware->attrs.value(u"formation"_s).toString(), u"open"_s);
    QCOMPARE(delaware->strength, 16);
    const Unit *rifles = s.unitByName(u"Morgan's\nRiflemen"_s);
    QVERIFY(rifles);
    QCOMPARE(rifles->attrs.value(u"formation"_s).toString(), u"skirmish"_s); // the type's only formation
    // Written back, the awkward names are quoted.
    QVERIFY(RosterCsv::write(s, oibl()).contains("\"Delaware Regiment, \"\"Blue Hen's Chickens\"\"\""));
}

void TestRosterCsv::unknownColumn()
{
    QStringList errors;
    const Edit e =
        RosterCsv::importEdit(empty(u"oneifbyland"_s), oibl(),
                              "side,name,type,colour\nAmericans,1st Maryland,continental,blue\n", &errors);
    QVERIFY(e.isEmpty());
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().startsWith(u"line 1, column 4: \"colour\""_s), qPrintable(errors.first()));
}

void TestRosterCsv::jsonSideNameWithSpaces()
{
    // Found by fuzz_rosterjson: a side named "American " is added trimmed, and its units,
    // markers, leaders and counters then went looking for "American " (a null dereference).
    const QJsonObject json = QJsonDocument::fromJson(R"({"sides": [{"name": "American\n ",
        "counters": {"VP": 2}, "leaders": [{"name": "Scott", "unit": "13th"}],
        "units": [{"name": "13th", "type": "regular", "strength": 4, "markers": ["column"]}]}]})")
                                 .object();
    QStringList errors;
    BattleState s = empty(u"fhg-land"_s);
    const Edit e = Scenario::importEdit(s, *Profiles::find(u"fhg-land"_s), json, &errors);
    QVERIFY2(!e.isEmpty(), qPrintable(errors.join(u'\n')));
    for (const RowChange &c : e.changes)
        s.apply(c);
    const Side *american = s.sideByName(u"American"_s);
    QVERIFY(american);
    const Unit *unit = s.unitByName(u"13th"_s);
    QVERIFY(unit);
    QCOMPARE(unit->side, american->id);
    QCOMPARE(s.markers.size(), 1);
    QCOMPARE(s.markers.first().unit, unit->id);
    QCOMPARE(s.leaders.size(), 1);
    QCOMPARE(s.counters.size(), 1);
    QCOMPARE(s.counters.first().side, american->id);
    QCOMPARE(s.counters.first().value, 2);
}

QTEST_APPLESS_MAIN(TestRosterCsv)
#include "tst_rostercsv.moc"
