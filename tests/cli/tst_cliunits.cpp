// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli edit-unit, remove-unit, undo and redo: each edit one logged action checked like
// add-unit, refusals that name what is wrong and leave the file byte for byte as it was, and
// undo and redo across separate processes (the undo history is read from the log).
#include "support/clirun.h"
#include "support/datarows.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
const char kScenario[] = R"({"name": "Units", "ruleset": "fhg-land", "sides": [
  {"name": "American", "units": [
    {"name": "13th", "type": "regular", "strength": 4, "position": "0304"},
    {"name": "Rifles", "type": "light", "strength": 3, "position": "0404"}],
   "leaders": [{"name": "Scott", "unit": "13th"}]},
  {"name": "British", "units": [{"name": "41st", "type": "regular", "strength": 3}]}]})";
} // namespace

class TestCliUnits : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void editUnit();
    void editUnitRefused_data();
    void editUnitRefused();
    void removeUnit();
    void undoAndRedoAcrossProcesses();
    void nothingToUndo();

private:
    QJsonObject show() const { return cli({u"show"_s, m_battle, u"--json"_s}).json(); }
    QTemporaryDir m_dir;
    QString m_battle;
    int m_run = 0;
};

void TestCliUnits::init()
{
    m_battle = battleFrom(m_dir.path(), u"units%1"_s.arg(++m_run), kScenario);
    QVERIFY(!m_battle.isEmpty());
}

void TestCliUnits::editUnit()
{
    const qint64 events = show().value(u"events"_s).toInteger();
    const CliRun r =
        cli({u"edit-unit"_s, m_battle, u"--unit"_s, u"13th"_s, u"--name"_s, u"13th US"_s, u"--strength"_s,
             u"2"_s, u"--attr"_s, u"formation=column"_s, u"--position"_s, u"0305"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), u"13th US: strength 4 → 2"_s);
    const QJsonObject u = unitNamed(show(), u"13th US"_s);
    QCOMPARE(u.value(u"strength"_s).toInt(), 2);
    QCOMPARE(u.value(u"start"_s).toInt(), 4);
    QCOMPARE(u.value(u"position"_s).toString(), u"0305"_s);
    QCOMPARE(u.value(u"attributes"_s).toObject().value(u"formation"_s).toString(), u"column"_s);
    QCOMPARE(show().value(u"events"_s).toInteger(), events + 1); // one logged action
    // --position "" takes the unit off the board; --attr name= puts back the profile's default.
    const CliRun off = cli({u"edit-unit"_s, m_battle, u"--unit"_s, u"13th US"_s, u"--position"_s, u""_s,
                            u"--attr"_s, u"formation="_s});
    QVERIFY2(off.exit == 0, qPrintable(off.err));
    const QJsonObject after = unitNamed(show(), u"13th US"_s);
    QVERIFY(!after.contains(u"position"_s));
    QCOMPARE(after.value(u"attributes"_s).toObject().value(u"formation"_s).toString(), u"line"_s);
}

void TestCliUnits::editUnitRefused_data()
{
    addRows<RefusedCommand>({
        {"an unknown unit", {u"--unit 54th --strength 1"_s, 1, u"there is no unit called \"54th\""_s}},
        {"an unknown attribute",
         {u"--unit 13th --attr colour=red"_s, 1, u"\"colour\" is not an attribute"_s}},
        {"a value the profile does not hold", {u"--unit 13th --attr formation=square"_s, 1, u"square"_s}},
        {"strength over the start",
         {u"--unit 13th --strength 5"_s, 1, u"strength 5 must be between 0 and the starting strength 4"_s}},
        {"a start the type cannot have",
         {u"--unit Rifles --start 9"_s, 1, u"starting strength 9 is outside 1..3"_s}},
        {"a name taken", {u"--unit 13th --name Rifles"_s, 1, u"there is already a unit called \"Rifles\""_s}},
        {"nothing changed", {u"--unit 13th --strength 4"_s, 1, u"nothing to change"_s}},
        {"usage: not a number",
         {u"--unit 13th --strength x"_s, 2, u"--strength must be a whole number, not \"x\""_s}},
        {"usage: nothing to change", {u"--unit 13th"_s, 2, u"edit-unit needs something to change"_s}},
        {"usage: no unit", {u"--strength 1"_s, 2, u"--unit NAME"_s}},
    });
}

void TestCliUnits::editUnitRefused()
{
    QCOMPARE(refusedUnchanged(m_battle, {u"edit-unit"_s, m_battle}, fetchRow<RefusedCommand>()), QString());
}

void TestCliUnits::removeUnit()
{
    const CliRun r = cli({u"remove-unit"_s, m_battle, u"--unit"_s, u"13th"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), u"13th removed"_s);
    const QJsonObject battle = show();
    QVERIFY(unitNamed(battle, u"13th"_s).isEmpty());
    // Its leader stays, alone, where the unit stood.
    const QJsonObject scott =
        battle.value(u"sides"_s).toArray().at(0).toObject().value(u"leaders"_s).toArray().at(0).toObject();
    QCOMPARE(scott.value(u"name"_s).toString(), u"Scott"_s);
    QVERIFY(!scott.contains(u"unit"_s));
    QCOMPARE(refusedUnchanged(m_battle, {u"remove-unit"_s, m_battle, u"--unit"_s, u"13th"_s}, 1,
                              u"there is no unit called \"13th\""_s),
             QString());
    // Undone from the log in another process: the unit back, and Scott with it (his row, with no
    // unit, read back from the log as the battle holds it).
    const CliRun undo = cli({u"undo"_s, m_battle});
    QVERIFY2(undo.exit == 0, qPrintable(undo.err));
    const QJsonObject back = show();
    QCOMPARE(unitNamed(back, u"13th"_s).value(u"strength"_s).toInt(), 4);
    QCOMPARE(back.value(u"sides"_s)
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(u"leaders"_s)
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(u"unit"_s)
                 .toString(),
             u"13th"_s);
}

void TestCliUnits::undoAndRedoAcrossProcesses()
{
    // Every command below is a process of its own: the undo history lives in the file.
    QCOMPARE(cli({u"edit-unit"_s, m_battle, u"--unit"_s, u"13th"_s, u"--strength"_s, u"3"_s}).exit, 0);
    QCOMPARE(cli({u"remove-unit"_s, m_battle, u"--unit"_s, u"Rifles"_s}).exit, 0);
    const qint64 events = show().value(u"events"_s).toInteger();
    CliRun u = cli({u"undo"_s, m_battle});
    QVERIFY2(u.exit == 0, qPrintable(u.err));
    QCOMPARE(u.out.trimmed(), u"Undo: Rifles removed"_s);
    QCOMPARE(unitNamed(show(), u"Rifles"_s).value(u"strength"_s).toInt(), 3);
    u = cli({u"undo"_s, u"--battle"_s, m_battle, u"--json"_s});
    QVERIFY2(u.exit == 0, qPrintable(u.err));
    QCOMPARE(u.json().value(u"kind"_s).toString(), u"undo"_s);
    QCOMPARE(u.json().value(u"event"_s).toInteger(), events + 2);
    QCOMPARE(unitNamed(show(), u"13th"_s).value(u"strength"_s).toInt(), 4);
    const CliRun r = cli({u"redo"_s, m_battle});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), u"Redo: 13th: strength 4 → 3"_s);
    QCOMPARE(unitNamed(show(), u"13th"_s).value(u"strength"_s).toInt(), 3);
    // A new action drops the redo branch: the removal of the Rifles cannot come back.
    QCOMPARE(cli({u"edit-unit"_s, m_battle, u"--unit"_s, u"41st"_s, u"--strength"_s, u"1"_s}).exit, 0);
    QCOMPARE(refusedUnchanged(m_battle, {u"redo"_s, m_battle}, 1, u"nothing to redo"_s), QString());
    QCOMPARE(show().value(u"events"_s).toInteger(), events + 4); // undo, undo, redo, edit
    const CliRun log = cli({u"log"_s, m_battle});
    QVERIFY2(log.out.contains(u"Rifles removed (undone)"_s), qPrintable(log.out));
}

void TestCliUnits::nothingToUndo()
{
    // The scenario's import is the one action: undone, nothing is left to undo.
    QCOMPARE(cli({u"undo"_s, m_battle}).exit, 0);
    QVERIFY(show().value(u"sides"_s).toArray().isEmpty());
    QCOMPARE(refusedUnchanged(m_battle, {u"undo"_s, m_battle}, 1, u"nothing to undo"_s), QString());
}

QTEST_GUILESS_MAIN(TestCliUnits)
#include "tst_cliunits.moc"
