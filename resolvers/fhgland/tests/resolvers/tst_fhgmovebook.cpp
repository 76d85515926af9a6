// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// For Honor and Glory movement against a real battle file: moves read off the battle (type,
// hex, column, leaders, AP, markers, the board), applied as one logged action and undone,
// refused with the battle untouched, the turn's markers (6.1.4, 7.1.1, 6.2.1, 6.2.3, 6.2.4),
// leaders alone (9.1, 7.1.1), enemy leaders and VP units taken (9.3.3, 10) and column (7.5).
//
// Board 10 x 10, odd-q: 0306 forest, 0803 swamp, 0705 waterway; the rest clear.
// American (AP 6): 13th (regular, 0504) with Van Rensselaer; Dragoons (0204); Oneida (Indians,
//   0804); Militia (0904); Rifles (light, 0104).
// British (AP 3): 41st (regular, 0206) with Brock; Queenston (VP unit, 0506); Grenadiers (elite,
//   0805); Sheaffe, a leader alone in 0105.
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/rulechecks.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fhgland/fhgmove.h"
#include "model/battledocument.h"
#include "model/edits.h"
#include "support/battlebook.h"
#include "support/datarows.h"
#include "support/newbattle.h"
#include "support/ruletables.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstFhgMoveBook : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void moveWithTheLeaderTakesTheVpUnitAndIsUndone();
    void refusedLeavesTheBattleUntouched_data();
    void refusedLeavesTheBattleUntouched();
    void dragoonsMoveThenFire();
    void infantryThatMovedMayNotFight();
    void indiansFireThenMove();
    void leaderAloneOnceATurn();
    void enemyLeaderAloneEliminated();
    void columnChangedThenMoved();

private:
    Resolution run(const QString &action, const QJsonObject &given, const QList<int> &dice = {});
    // Resolves and commits; the edit and its event (0 when refused, with `error`).
    std::pair<Edit, qint64> apply(const QString &action, const QJsonObject &given,
                                  const QList<int> &dice = {}, QString *error = nullptr);
    void commit(const Edit &e)
    {
        QString error;
        QVERIFY2(!e.isEmpty() && m_doc->commit(e, &error) > 0, qPrintable(error));
    }
    const Unit &unit(const QString &name) const { return *m_doc->state().unitByName(name); }
    const Leader &leader(const QString &name) const
    {
        for (const Leader &l : m_doc->state().leaders)
            if (l.name == name)
                return l;
        qFatal("no leader %s", qPrintable(name));
    }
    QStringList markers(const QString &name) const
    {
        QStringList kinds;
        for (const Marker &m : m_doc->state().activeMarkers(unit(name).id))
            kinds << m.kind;
        kinds.sort();
        return kinds;
    }
    int counter(const QString &side, const QString &kind) const
    {
        const Counter *c = m_doc->state().counter(m_doc->state().sideByName(side)->id, {}, kind);
        return c ? c->value : 0;
    }
    void nextTurn() { commit(Edits::advanceTurn(m_doc->state(), m_doc->profile())); }

    QTemporaryDir m_dir;
    std::unique_ptr<BattleDocument> m_doc;
    RuleTable m_table;
};

void TstFhgMoveBook::init()
{
    m_table = fhgTable();
    const QJsonObject tiles{{u"0306"_s, u"forest"_s}, {u"0803"_s, u"swamp"_s}, {u"0705"_s, u"waterway"_s}};
    const QJsonObject board{
        {u"width"_s, 10}, {u"height"_s, 10}, {u"layout"_s, u"odd-q"_s}, {u"tiles"_s, tiles}};
    if (!newBattle(m_doc, m_dir.filePath(u"m.adjutant"_s),
                   {.name = u"Moves"_s, .ruleset = u"fhg-land"_s, .board = board},
                   {u"American"_s, u"British"_s}))
        return;
    RuleChecks::install(*m_doc); // 4.3 re-checked on every commit, as the GUI and the CLI do
    const BattleState &s = m_doc->state();
    QString error;
    auto add = [&](const QString &side, const QString &name, const QString &type, const QString &hex) {
        commit(Edits::addUnit(m_doc->state(), m_doc->profile(), {side, name, type, -1, -1, {}, hex}, &error));
    };
    add(u"American"_s, u"13th"_s, u"regular"_s, u"0504"_s);
    add(u"American"_s, u"Dragoons"_s, u"dragoon"_s, u"0204"_s);
    add(u"American"_s, u"Oneida"_s, u"indian"_s, u"0804"_s);
    add(u"American"_s, u"Militia"_s, u"militia"_s, u"0904"_s);
    add(u"American"_s, u"Rifles"_s, u"light"_s, u"0104"_s);
    add(u"British"_s, u"41st"_s, u"regular"_s, u"0206"_s);
    add(u"British"_s, u"Queenston"_s, u"vp"_s, u"0506"_s);
    add(u"British"_s, u"Grenadiers"_s, u"elite"_s, u"0805"_s);
    commit(Edits::addLeader(m_doc->state(), u"American"_s, u"Van Rensselaer"_s, 1, u"13th"_s, &error));
    commit(Edits::addLeader(m_doc->state(), u"British"_s, u"Brock"_s, 1, u"41st"_s, &error));
    commit(Edits::addLeader(m_doc->state(), u"British"_s, u"Sheaffe"_s, 1, {}, &error));
    Leader sheaffe = leader(u"Sheaffe"_s);
    sheaffe.position = u"0105"_s;
    commit(Edits::updateLeader(m_doc->state(), sheaffe, &error));
    commit(Edits::setCounter(m_doc->state(), m_doc->profile(), s.sideByName(u"American"_s)->id, {}, u"AP"_s,
                             6, &error));
    commit(Edits::setCounter(m_doc->state(), m_doc->profile(), s.sideByName(u"British"_s)->id, {}, u"AP"_s, 3,
                             &error));
}

Resolution TstFhgMoveBook::run(const QString &action, const QJsonObject &given, const QList<int> &dice)
{
    return testing::resolveOnBattle(*m_doc, u"fhg-land"_s, action, given, dice, m_table);
}

std::pair<Edit, qint64> TstFhgMoveBook::apply(const QString &action, const QJsonObject &given,
                                              const QList<int> &dice, QString *error)
{
    return testing::applyOnBattle(*m_doc, u"fhg-land"_s, action, given, dice, m_table, error);
}

void TstFhgMoveBook::moveWithTheLeaderTakesTheVpUnitAndIsUndone()
{
    // 6.2.5, 9.1.2: the 13th and Van Rensselaer move 2 hexes for 2 AP; the British VP unit in
    // 0506 is taken on the way in (3.4.11, 10 B).
    const BattleState before = m_doc->state();
    const qint64 events = m_doc->store().eventCount();
    QString error;
    const auto [edit, seq] = apply(
        u"move"_s, QJsonObject{{u"unit"_s, u"13th"_s}, {u"path"_s, u"0505 0506"_s}, {u"leaderBonus"_s, true}},
        {}, &error);
    QVERIFY2(seq > 0, qPrintable(error));
    QCOMPARE(m_doc->store().eventCount(), events + 1); // one logged action
    const Event ev = m_doc->store().events(seq, 1).constFirst();
    QCOMPARE(ev.kind, u"resolve.move"_s);
    QCOMPARE(ev.actor, u"13th"_s);
    QCOMPARE(ev.summary, u"Move: 13th moves 2 hexes, 0504 to 0506: 2 AP"_s);
    QCOMPARE(unit(u"13th"_s).position, u"0506"_s);
    QCOMPARE(leader(u"Van Rensselaer"_s).unit, unit(u"13th"_s).id); // still with his unit
    QCOMPARE(unit(u"Queenston"_s).status, u"captured"_s);
    QCOMPARE(counter(u"American"_s, u"VP"_s), 1);
    QCOMPARE(counter(u"American"_s, u"AP"_s), 4);
    QCOMPARE(markers(u"13th"_s), (QStringList{u"activated"_s, u"moved"_s}));
    const Tracker *moved = m_doc->state().tracker(FhgMove::trackerKey());
    QVERIFY(moved);
    QCOMPARE(moved->value.value(u"leaders"_s).toArray(), QJsonArray{leader(u"Van Rensselaer"_s).id});
    // One undo puts everything back.
    QVERIFY(m_doc->revert(edit, seq, &error) > 0);
    QVERIFY(m_doc->state() == before);
}

struct UntouchedRow
{
    QString setup; // "activated", "no AP" or ""
    QJsonObject given;
    QString errorHas;
};

void TstFhgMoveBook::refusedLeavesTheBattleUntouched_data()
{
    QTest::addColumn<UntouchedRow>("row");
    auto given = [](const QString &unit, const QString &key, const QString &value) {
        return QJsonObject{{u"unit"_s, unit}, {key, value}};
    };
    QTest::newRow("6.1.4 a unit already activated")
        << UntouchedRow{u"activated"_s, given(u"13th"_s, u"to"_s, u"0505"_s),
                        u"13th has already been activated this turn (6.1.4)"_s};
    QTest::newRow("6.2.8 no AP left")
        << UntouchedRow{u"no AP"_s, given(u"13th"_s, u"to"_s, u"0505"_s),
                        u"not enough AP: the move costs 1 AP and 0 are left (6.2.8)"_s};
    QTest::newRow("6.2.7 through a full hex") << UntouchedRow{
        QString(), given(u"Rifles"_s, u"path"_s, u"0204 0304"_s),
        u"0204: no more than 1 infantry-type or dragoon unit per hex: Dragoons, Rifles (4.3)"_s};
    QTest::newRow("2.3.2 an impassable hex") << UntouchedRow{
        QString(), given(u"Oneida"_s, u"path"_s, u"0803"_s), u"0803 swamp: impassable (2.3.2)"_s};
    QTest::newRow("7.2 an enemy unit in the way")
        << UntouchedRow{QString(), given(u"Dragoons"_s, u"path"_s, u"0205 0206"_s),
                        u"enemy units (41st) block the move (7.2)"_s};
    QTest::newRow("7.1 a hex off the board") << UntouchedRow{QString(), given(u"13th"_s, u"to"_s, u"1104"_s),
                                                             u"1104 is off the 10 x 10 board (7.1)"_s};
    QTest::newRow("7.1 a malformed hex")
        << UntouchedRow{QString(), given(u"13th"_s, u"to"_s, u"north"_s), u"\"north\" is not a hex label"_s};
    QTest::newRow("a unit that is not there") << UntouchedRow{QString(), given(u"54th"_s, u"to"_s, u"0505"_s),
                                                              u"there is no unit called \"54th\""_s};
    QTest::newRow("3.4.11 a VP unit") << UntouchedRow{QString(), given(u"Queenston"_s, u"to"_s, u"0507"_s),
                                                      u"a victory point unit cannot move (3.4.11)"_s};
}

void TstFhgMoveBook::refusedLeavesTheBattleUntouched()
{
    const auto [setup, given, errorHas] = fetchRow<UntouchedRow>();
    QString error;
    if (setup == u"activated"_s)
        commit(
            Edits::placeMarker(m_doc->state(), m_doc->profile(), unit(u"13th"_s).id, u"activated"_s, &error));
    else if (setup == u"no AP"_s)
        commit(Edits::setCounter(m_doc->state(), m_doc->profile(),
                                 m_doc->state().sideByName(u"American"_s)->id, {}, u"AP"_s, 0, &error));
    const BattleState before = m_doc->state();
    const qint64 events = m_doc->store().eventCount();
    const auto [edit, seq] = apply(u"move"_s, given, {}, &error);
    QCOMPARE(seq, 0);
    QVERIFY2(error.contains(errorHas), qPrintable(error));
    QCOMPARE(m_doc->store().eventCount(), events);
    QVERIFY(m_doc->state() == before);
}

void TstFhgMoveBook::dragoonsMoveThenFire()
{
    // 6.2.3: dragoons move (1 AP) and may still fire, for 1 more AP; not move again (7.1.1).
    QString error;
    QVERIFY2(
        apply(u"move"_s, QJsonObject{{u"unit"_s, u"Dragoons"_s}, {u"to"_s, u"0205"_s}}, {}, &error).second >
            0,
        qPrintable(error));
    QCOMPARE(counter(u"American"_s, u"AP"_s), 5);
    QCOMPARE(markers(u"Dragoons"_s), QStringList{u"moved"_s});
    const Resolution again = run(u"move"_s, QJsonObject{{u"unit"_s, u"Dragoons"_s}, {u"to"_s, u"0204"_s}});
    QVERIFY2(again.error().contains(u"Dragoons has already moved this turn (7.1.1)"_s),
             qPrintable(again.error()));
    // The fire reads the move off the battle: range 1 from the board, 1 more AP.
    const auto [fire, seq] = apply(
        u"fire"_s, QJsonObject{{u"firer"_s, u"Dragoons"_s}, {u"target"_s, u"41st"_s}}, {6, 6, 5}, &error);
    QVERIFY2(seq > 0, qPrintable(error));
    QVERIFY(fire.inputs.value(u"firerMoved"_s).toBool());
    QCOMPARE(fire.inputs.value(u"range"_s).toInt(), 1);
    QCOMPARE(counter(u"American"_s, u"AP"_s), 4);
    QCOMPARE(unit(u"41st"_s).strength, 1); // 6, 6, 5 all hit on 5-6 at 1 hex
    QCOMPARE(markers(u"Dragoons"_s), (QStringList{u"activated"_s, u"moved"_s}));
}

void TstFhgMoveBook::infantryThatMovedMayNotFight()
{
    // 6.2.1: once infantry moves it may not fire or close combat in the same turn.
    QString error;
    QVERIFY2(
        apply(u"move"_s, QJsonObject{{u"unit"_s, u"Rifles"_s}, {u"path"_s, u"0105"_s}}, {}, &error).second >
            0,
        qPrintable(error));
    QCOMPARE(leader(u"Sheaffe"_s).status, u"lost"_s); // he stood alone in 0105 (7.3)
    for (const QString &action : {u"fire"_s, u"close-combat"_s}) {
        const QString firer = action == u"fire"_s ? u"firer"_s : u"attacker"_s;
        const QString target = action == u"fire"_s ? u"target"_s : u"defender"_s;
        const Resolution r = run(action, QJsonObject{{firer, u"Rifles"_s}, {target, u"41st"_s}}, {5, 5, 5});
        QVERIFY2(
            r.error().contains(u"Rifles has moved this turn and may take no further action (6.2.1, 7.1.1)"_s),
            qPrintable(r.error()));
    }
    // 9.4: a unit that moved does not rally.
    const Resolution rally = run(u"rally"_s, QJsonObject{{u"unit"_s, u"Rifles"_s}});
    QVERIFY2(rally.error().contains(u"(6.2.1, 7.1.1)"_s), qPrintable(rally.error()));
}

void TstFhgMoveBook::indiansFireThenMove()
{
    // 6.2.4: the Oneida fire at the adjacent Grenadiers for "move and fire" (2 AP), then move
    // at no more AP; they may not fire again.
    QString error;
    const auto [fire, fireSeq] = apply(
        u"fire"_s,
        QJsonObject{{u"firer"_s, u"Oneida"_s}, {u"target"_s, u"Grenadiers"_s}, {u"moveAndFire"_s, true}},
        {1, 2, 3}, &error);
    QVERIFY2(fireSeq > 0, qPrintable(error));
    QCOMPARE(counter(u"American"_s, u"AP"_s), 4);
    QCOMPARE(markers(u"Oneida"_s), QStringList{u"fired"_s});
    const Resolution twice =
        run(u"fire"_s, QJsonObject{{u"firer"_s, u"Oneida"_s}, {u"target"_s, u"Grenadiers"_s}}, {1, 2, 3});
    QVERIFY2(twice.error().contains(u"Oneida has fired this turn and may now only move (6.2.4)"_s),
             qPrintable(twice.error()));
    const auto [move, moveSeq] =
        apply(u"move"_s, QJsonObject{{u"unit"_s, u"Oneida"_s}, {u"path"_s, u"0704 0604"_s}}, {}, &error);
    QVERIFY2(moveSeq > 0, qPrintable(error));
    QCOMPARE(counter(u"American"_s, u"AP"_s), 4); // paid with the fire
    QCOMPARE(unit(u"Oneida"_s).position, u"0604"_s);
    QCOMPARE(markers(u"Oneida"_s), (QStringList{u"activated"_s, u"fired"_s, u"moved"_s}));
}

void TstFhgMoveBook::leaderAloneOnceATurn()
{
    // 9.1: Van Rensselaer leaves the 13th and moves alone (named as the moving "unit"), 1 AP.
    QString error;
    const auto [edit, seq] = apply(
        u"move"_s, QJsonObject{{u"unit"_s, u"Van Rensselaer"_s}, {u"path"_s, u"0503 0502"_s}}, {}, &error);
    QVERIFY2(seq > 0, qPrintable(error));
    QCOMPARE(m_doc->store().events(seq, 1).constFirst().actor, u"Van Rensselaer"_s);
    QCOMPARE(leader(u"Van Rensselaer"_s).unit, 0);
    QCOMPARE(leader(u"Van Rensselaer"_s).position, u"0502"_s);
    QCOMPARE(counter(u"American"_s, u"AP"_s), 5);
    QVERIFY(markers(u"13th"_s).isEmpty()); // the unit did not move
    // 7.1.1: once a turn.
    const Resolution again =
        run(u"move"_s, QJsonObject{{u"unit"_s, u"Van Rensselaer"_s}, {u"to"_s, u"0501"_s}});
    QVERIFY2(again.error().contains(u"Van Rensselaer has already moved this turn (7.1.1)"_s),
             qPrintable(again.error()));
    // 6.2.5: the 13th has no leader with it now.
    const Resolution bonus =
        run(u"move"_s,
            QJsonObject{{u"unit"_s, u"13th"_s}, {u"path"_s, u"0505 0506"_s}, {u"leaderBonus"_s, true}});
    QVERIFY2(bonus.error().contains(u"(6.2.5)"_s), qPrintable(bonus.error()));
    // The next turn he moves again.
    nextTurn();
    QVERIFY2(apply(u"move"_s, QJsonObject{{u"unit"_s, u"Van Rensselaer"_s}, {u"to"_s, u"0503"_s}}, {}, &error)
                     .second > 0,
             qPrintable(error));
    QCOMPARE(leader(u"Van Rensselaer"_s).position, u"0503"_s);
}

void TstFhgMoveBook::enemyLeaderAloneEliminated()
{
    // 7.3, 9.3.3: the Rifles go through Sheaffe's hex; he is eliminated, they go on; 10 A: +1 VP.
    QString error;
    const auto [edit, seq] =
        apply(u"move"_s, QJsonObject{{u"unit"_s, u"Rifles"_s}, {u"path"_s, u"0105 0106"_s}}, {}, &error);
    QVERIFY2(seq > 0, qPrintable(error));
    QCOMPARE(unit(u"Rifles"_s).position, u"0106"_s);
    QCOMPARE(leader(u"Sheaffe"_s).status, u"lost"_s);
    QCOMPARE(counter(u"American"_s, u"VP"_s), 1);
    // 9.3.1: the British command AP now count the leader lost.
    const QJsonObject ap = BattleResolution::inputs(u"random-ap"_s, QJsonObject{{u"side"_s, u"British"_s}},
                                                    m_doc->state(), m_table, &error);
    QCOMPARE(ap.value(u"leadersLost"_s).toInt(), 1);
    QVERIFY(m_doc->revert(edit, seq, &error) > 0);
    QCOMPARE(leader(u"Sheaffe"_s).status, QString());
    QCOMPARE(counter(u"American"_s, u"VP"_s), 0);
}

void TstFhgMoveBook::columnChangedThenMoved()
{
    // 7.5: 1 AP into column; the unit stays in place this turn; the next turn it moves 1 hex more.
    QString error;
    QVERIFY2(apply(u"formation"_s, QJsonObject{{u"unit"_s, u"Militia"_s}, {u"formation"_s, u"column"_s}}, {},
                   &error)
                     .second > 0,
             qPrintable(error));
    QCOMPARE(unit(u"Militia"_s).attrs.value(u"formation"_s).toString(), u"column"_s);
    QCOMPARE(markers(u"Militia"_s), (QStringList{u"activated"_s, u"column"_s}));
    QCOMPARE(counter(u"American"_s, u"AP"_s), 5);
    const Resolution stay = run(u"move"_s, QJsonObject{{u"unit"_s, u"Militia"_s}, {u"to"_s, u"0905"_s}});
    QVERIFY2(stay.error().contains(u"(6.1.4)"_s), qPrintable(stay.error()));
    nextTurn(); // the turn's markers are lifted; the column marker stays
    QCOMPARE(markers(u"Militia"_s), QStringList{u"column"_s});
    QVERIFY2(apply(u"move"_s, QJsonObject{{u"unit"_s, u"Militia"_s}, {u"path"_s, u"0905 0906"_s}}, {}, &error)
                     .second > 0,
             qPrintable(error));
    QCOMPARE(unit(u"Militia"_s).position, u"0906"_s);
    // A unit that moved does not change formation in the same turn.
    const Resolution line =
        run(u"formation"_s, QJsonObject{{u"unit"_s, u"Militia"_s}, {u"formation"_s, u"line"_s}});
    QVERIFY2(line.error().contains(u"Militia has moved this turn and may take no further action"_s),
             qPrintable(line.error()));
}

QTEST_APPLESS_MAIN(TstFhgMoveBook)
#include "tst_fhgmovebook.moc"
