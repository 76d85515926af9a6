// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The one runner (resolvers/runner): what the battle forbids across actions is refused before any die
// is asked for and costs nothing (no die read, no AP, no event); what a refusal says comes back as
// data with its code and rule; the limits of a turn are kept with the action and undone with it.
// On the demo battles, as a referee would meet them.
#include "core/diesource.h"
#include "core/rulechecks.h"
#include "model/battledocument.h"
#include "model/edits.h"
#include "model/scenario.h"
#include "runner/actionrunner.h"
#include "support/datarows.h"
#include "support/scenariobattle.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TstActionRunner : public QObject
{
    Q_OBJECT

private slots:
    void ownSideTargetRefusedBeforeAnyDie_data();
    void ownSideTargetRefusedBeforeAnyDie();
    void randomApOnceASideATurn();
    void closeCombatOnlyAdjacent();
    void phaseAndSideToMove();
    void activatedUnitRefusedWithItsRule();
    void secondBoardingInAHexRefused();
    void unknownUnitNamesTheInput();
    void builtInsideTheTransaction();

private:
    std::unique_ptr<BattleDocument> demo(const QString &resource);
    static ActionOutcome run(BattleDocument &doc, const QString &action, const QJsonObject &inputs,
                             const QList<int> &dice, EnteredDice **used = nullptr);
    static void advanceTo(BattleDocument &doc, const QString &phase);
    static void place(BattleDocument &doc, const QString &unit, const QString &hex);
    static int ap(const BattleDocument &doc, const QString &side);

    QTemporaryDir m_dir;
    int m_files = 0;
};

std::unique_ptr<BattleDocument> TstActionRunner::demo(const QString &resource)
{
    QFile f(resource);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no demo %s", qPrintable(resource));
    QString error;
    auto doc = testing::openScenario(m_dir.filePath(u"battle%1.adjutant"_s.arg(++m_files)), f.readAll(),
                                     resource, &error);
    if (!doc)
        qFatal("%s", qPrintable(error));
    RuleChecks::install(*doc);
    return doc;
}

ActionOutcome TstActionRunner::run(BattleDocument &doc, const QString &action, const QJsonObject &inputs,
                                   const QList<int> &dice, EnteredDice **used)
{
    static EnteredDice *last = nullptr;
    delete last;
    last = new EnteredDice(dice);
    if (used)
        *used = last;
    return ActionRunner::run(doc, ActionRequest{action, inputs}, *last);
}

void TstActionRunner::advanceTo(BattleDocument &doc, const QString &phase)
{
    QString error;
    if (!testing::advanceTo(doc, phase, &error))
        qFatal("advance: %s", qPrintable(error));
}

void TstActionRunner::place(BattleDocument &doc, const QString &unit, const QString &hex)
{
    Unit u = *doc.state().unitByName(unit);
    u.position = hex;
    QString error;
    const Edit e = Edits::updateUnit(doc.state(), doc.profile(), u, &error);
    if (e.isEmpty() || doc.commit(e, &error) == 0)
        qFatal("place: %s", qPrintable(error));
}

int TstActionRunner::ap(const BattleDocument &doc, const QString &side)
{
    const Counter *c = doc.state().counter(doc.state().sideByName(side)->id, {}, u"AP"_s);
    return c ? c->value : 0;
}

struct OwnSideTargetRefusedBeforeAnyDieRow
{
    QString demo;
    QString phase;
    QString action;
    QString actorInput;
    QString actor;
    QString targetInput;
    QString target;
    QString rule;
};

void TstActionRunner::ownSideTargetRefusedBeforeAnyDie_data()
{
    testing::addRows<OwnSideTargetRefusedBeforeAnyDieRow>({
        // Wool's Regulars fired on the 13th U.S. Infantry and took it from 4 to 1 MP (issue 29).
        {"fhg fire",
         {u":/demo/fhg-queenston.json"_s, u"actions-a"_s, u"fire"_s, u"firer"_s, u"Wool's Regulars"_s,
          u"target"_s, u"13th U.S. Infantry"_s, u"8.1"_s}},
        {"fhg close combat",
         {u":/demo/fhg-queenston.json"_s, u"actions-a"_s, u"close-combat"_s, u"attacker"_s,
          u"6th U.S. Infantry"_s, u"defender"_s, u"13th U.S. Infantry"_s, u"8.3"_s}},
        // In Fields of Honor the 9th fired on the 11th U.S. with 6 hits (issue 29).
        {"foh fire",
         {u":/demo/foh-chippawa.json"_s, QString(), u"fire"_s, u"firer"_s, u"9th U.S. Infantry"_s,
          u"target"_s, u"11th U.S. Infantry"_s, u"Fire Phase"_s}},
        {"foh melee",
         {u":/demo/foh-chippawa.json"_s, QString(), u"melee"_s, u"attacker"_s, u"9th U.S. Infantry"_s,
          u"defender"_s, u"11th U.S. Infantry"_s, u"Melee Phase"_s}},
        {"oibl fire",
         {u":/demo/oneifbyland-cowpens.json"_s, QString(), u"fire"_s, u"firer"_s, QString(), u"target"_s,
          QString(), QString()}},
        {"wfa fire",
         {u":/demo/wfa-lake-erie.json"_s, QString(), u"fire"_s, u"firer"_s, u"USS Lawrence"_s, u"target"_s,
          u"USS Niagara"_s, u"6"_s}},
    });
}

void TstActionRunner::ownSideTargetRefusedBeforeAnyDie()
{
    auto [demo, phase, action, actorInput, actor, targetInput, target, rule] =
        testing::fetchRow<OwnSideTargetRefusedBeforeAnyDieRow>();
    auto doc = this->demo(demo);
    if (actor.isEmpty()) { // the first two units of the first side
        const QList<Id> own = doc->state().unitsOfSide(doc->state().sides.firstKey());
        actor = doc->state().units.value(own.at(0)).name;
        target = doc->state().units.value(own.at(1)).name;
    }
    if (!phase.isEmpty())
        advanceTo(*doc, phase);
    const BattleState before = doc->state();
    const qint64 events = doc->store().eventCount();
    EnteredDice *dice = nullptr;
    const ActionOutcome out =
        run(*doc, action, {{actorInput, actor}, {targetInput, target}}, {6, 6, 6, 6, 6, 6, 6, 6}, &dice);
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.code, u"refused"_s);
    QCOMPARE(out.refusal.input, targetInput);
    QVERIFY2(out.refusal.message.contains(u"own side"_s), qPrintable(out.refusal.message));
    if (!rule.isEmpty()) {
        QCOMPARE(out.refusal.rule, rule);
        QVERIFY2(out.refusal.message.endsWith(u"(%1)"_s.arg(rule)), qPrintable(out.refusal.message));
    }
    QCOMPARE(dice->usedCount(), 0); // not one die asked for
    QCOMPARE(doc->store().eventCount(), events);
    QVERIFY(doc->state() == before);
}

void TstActionRunner::randomApOnceASideATurn()
{
    // 6.1.1: the American rolls a 3 on the Random AP chart: 3 command + 2 = 5 AP. A second roll in the
    // same turn is refused before any die (it took 5 to 6 AP, issue 29); undone, the roll may be made
    // again; in the next turn it is due again.
    auto doc = demo(u":/demo/fhg-queenston.json"_s);
    ActionOutcome out = run(*doc, u"random-ap"_s, {{u"side"_s, u"American"_s}}, {3});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(ap(*doc, u"American"_s), 5);
    const qint64 first = out.event;
    EnteredDice *dice = nullptr;
    out = run(*doc, u"random-ap"_s, {{u"side"_s, u"American"_s}}, {5}, &dice);
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.code, u"refused"_s);
    QCOMPARE(out.refusal.rule, u"6.1.1"_s);
    QCOMPARE(dice->usedCount(), 0);
    QCOMPARE(ap(*doc, u"American"_s), 5);
    // Undone with the action that used it: the roll may be made again.
    QString error;
    QCOMPARE(doc->store().toUndo().seq, first);
    qint64 undone = 0;
    QVERIFY2(doc->undo(&error, first, &undone) > 0, qPrintable(error));
    QCOMPARE(undone, first);
    QCOMPARE(ap(*doc, u"American"_s), 0);
    out = run(*doc, u"random-ap"_s, {{u"side"_s, u"American"_s}}, {5});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(ap(*doc, u"American"_s), 6);
    // The next turn's roll is due again (player A's step of turn 2).
    QVERIFY(doc->commit(Edits::advanceTurn(doc->state(), doc->profile()), &error) > 0);
    QVERIFY(run(*doc, u"random-ap"_s, {{u"side"_s, u"American"_s}}, {1}).ok());
}

void TstActionRunner::closeCombatOnlyAdjacent()
{
    // 8.3.1: the 13th (0406) is 3 hexes from the 41st Foot (0403): no close combat; the board's menu
    // does not offer it either (tst_boardview).
    auto doc = demo(u":/demo/fhg-queenston.json"_s);
    QVERIFY(run(*doc, u"random-ap"_s, {{u"side"_s, u"American"_s}}, {6}).ok());
    advanceTo(*doc, u"actions-a"_s);
    EnteredDice *dice = nullptr;
    const ActionOutcome out = run(*doc, u"close-combat"_s,
                                  {{u"attacker"_s, u"13th U.S. Infantry"_s}, {u"defender"_s, u"41st Foot"_s}},
                                  {1, 2, 3, 4, 5, 6}, &dice);
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.rule, u"8.3.1"_s);
    QCOMPARE(out.refusal.input, u"defender"_s);
    QCOMPARE(dice->usedCount(), 0);
    QCOMPARE(ap(*doc, u"American"_s), 6);
}

void TstActionRunner::phaseAndSideToMove()
{
    // 5: player A (the battle's first side, American) rolls AP, then acts; then player B.
    auto doc = demo(u":/demo/fhg-queenston.json"_s);
    QCOMPARE(doc->state().info.phase, u"ap-a"_s);
    ActionOutcome out = run(*doc, u"random-ap"_s, {{u"side"_s, u"British"_s}}, {4});
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.rule, u"5"_s);
    QVERIFY2(out.refusal.message.contains(u"American"_s), qPrintable(out.refusal.message));
    out = run(*doc, u"fire"_s,
              {{u"firer"_s, u"Wool's Regulars"_s}, {u"target"_s, u"49th Foot (grenadiers)"_s}}, {6, 6, 6});
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.rule, u"5"_s);
    QVERIFY(run(*doc, u"random-ap"_s, {{u"side"_s, u"American"_s}}, {4}).ok());
    advanceTo(*doc, u"actions-b"_s);
    out = run(*doc, u"fire"_s,
              {{u"firer"_s, u"Wool's Regulars"_s}, {u"target"_s, u"49th Foot (grenadiers)"_s}}, {6, 6, 6});
    QVERIFY(!out.ok());
    QVERIFY2(out.refusal.message.contains(u"British"_s), qPrintable(out.refusal.message));
}

void TstActionRunner::activatedUnitRefusedWithItsRule()
{
    // 6.1.4: a unit activated this turn cannot be activated again; the refusal is a rule's, not the
    // inputs' (issue 29: it came back as invalid-input with no rule).
    auto doc = demo(u":/demo/fhg-queenston.json"_s);
    QVERIFY(run(*doc, u"random-ap"_s, {{u"side"_s, u"American"_s}}, {6}).ok());
    advanceTo(*doc, u"actions-a"_s);
    const QJsonObject fire{{u"firer"_s, u"Wool's Regulars"_s},
                           {u"target"_s, u"Redan battery"_s}}; // adjacent (8.2)
    ActionOutcome out = run(*doc, u"fire"_s, fire, {1, 2, 2});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    out = run(*doc, u"fire"_s, fire, {6, 6, 6});
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.code, u"refused"_s);
    QCOMPARE(out.refusal.rule, u"6.1.4"_s);
    QCOMPARE(out.refusal.toJson().value(u"rule"_s).toString(), u"6.1.4"_s);
}

void TstActionRunner::secondBoardingInAHexRefused()
{
    // 8.4, 8.7: the Niagara fails to board the Chippawa in hex 0905; a second attempt in that hex this
    // turn is refused before any die. Next turn the ships may try again.
    auto doc = demo(u":/demo/wfa-lake-erie.json"_s);
    place(*doc, u"USS Niagara"_s, u"0905"_s);
    advanceTo(*doc, u"move"_s); // boarding follows a plotted move (4.1)
    const QJsonObject board{{u"boarder"_s, u"USS Niagara"_s}, {u"defender"_s, u"HMS Chippawa"_s}};
    // Niagara 5 against Chippawa 2: +3; 1+1+3 = 5 against 6+6 = 12: no boarding.
    ActionOutcome out = run(*doc, u"boarding-attempt"_s, board, {1, 1, 6, 6});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QVERIFY(out.resolution.outcomes().contains(u"not-boarded"_s));
    EnteredDice *dice = nullptr;
    out = run(*doc, u"boarding-attempt"_s, board, {6, 6, 1, 1}, &dice);
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.rule, u"8.7"_s);
    QCOMPARE(dice->usedCount(), 0);
    // Neither may the other ship try from the same hex (8.5 roll-off).
    out = run(*doc, u"boarding-rolloff"_s, {{u"a"_s, u"USS Niagara"_s}, {u"b"_s, u"HMS Chippawa"_s}},
              {6, 6, 1, 1, 6, 6, 1, 1});
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.rule, u"8.7"_s);
    QString error;
    QVERIFY(doc->commit(Edits::advanceTurn(doc->state(), doc->profile()), &error) > 0);
    advanceTo(*doc, u"move"_s);
    out = run(*doc, u"boarding-attempt"_s, board, {6, 6, 1, 1});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QVERIFY(out.resolution.outcomes().contains(u"boarded"_s));
}

void TstActionRunner::unknownUnitNamesTheInput()
{
    auto doc = demo(u":/demo/fhg-queenston.json"_s);
    advanceTo(*doc, u"actions-a"_s);
    const ActionOutcome out =
        run(*doc, u"fire"_s, {{u"firer"_s, u"Wool's Regulars"_s}, {u"target"_s, u"Nobody"_s}}, {6, 6, 6});
    QCOMPARE(out.refusal.code, u"invalid-input"_s);
    QCOMPARE(out.refusal.input, u"target"_s);
    QVERIFY(out.refusal.rule.isEmpty());
}

void TstActionRunner::builtInsideTheTransaction()
{
    // Another writer's commit between opening the file and the action: the runner reads the battle as
    // it is in the file inside its write transaction, so nothing is stale (issue 32's resolve refusals).
    auto doc = demo(u":/demo/fhg-queenston.json"_s);
    QString error;
    auto other = BattleDocument::open(doc->path(), &error);
    QVERIFY2(other, qPrintable(error));
    QVERIFY(run(*other, u"random-ap"_s, {{u"side"_s, u"American"_s}}, {1}).ok()); // 3 + 1 = 4 AP
    // `doc` has not looked since: its state is the file's before the roll.
    QCOMPARE(ap(*doc, u"American"_s), 0);
    const ActionOutcome out = run(*doc, u"random-ap"_s, {{u"side"_s, u"American"_s}}, {6});
    QVERIFY(!out.ok()); // the other writer's roll counts: once a turn
    QCOMPARE(out.refusal.rule, u"6.1.1"_s);
    QCOMPARE(ap(*doc, u"American"_s), 4);
}

QTEST_GUILESS_MAIN(TstActionRunner)
#include "tst_actionrunner.moc"
