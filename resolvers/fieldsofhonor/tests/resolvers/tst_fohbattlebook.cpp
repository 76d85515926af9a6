// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fields of Honor against a real battle file: the Movement Phase (foh.movement), the Charge Phase
// (foh.charges) and the victory tally read the battle's BMUGs, units and counters, write their
// trackers and unit changes as one logged action each, refuse out-of-turn steps with nothing
// changed, and are undone like every other action.
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "model/battledocument.h"
#include "model/edits.h"
#include "support/newbattle.h"
#include "support/ruletables.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
struct Done
{
    Edit edit;
    qint64 seq = 0;
    Resolution result;
};
} // namespace

class TstFohBattleBook : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void movementPhase();
    void movementRefusesAndUndoes();
    void movementNewTurnStartsFresh();
    void movementSharedNamesAndLosses();
    void chargeSequence();
    void chargeRefuses();
    void chargeFlankSquareAndRetire();
    void victoryTally();

private:
    // Resolves `action` against the battle and commits it; `ok` false expects a refusal that
    // changes nothing and returns its message in result.error().
    Done run(const QString &action, const QJsonObject &given, const QList<int> &dice = {}, bool ok = true);
    QString refused(const QString &action, const QJsonObject &given, const QList<int> &dice = {});
    const Tracker *tracker(const QString &key) const { return m_doc->state().tracker(key); }
    Id unit(const QString &name) const { return m_doc->state().unitByName(name)->id; }
    bool hasMarker(const QString &name, const QString &kind) const;

    QTemporaryDir m_dir;
    std::unique_ptr<BattleDocument> m_doc;
    RuleTable m_table;
};

void TstFohBattleBook::init()
{
    m_table = fohTable();
    if (!newBattle(m_doc, m_dir.filePath(u"foh.adjutant"_s),
                   {.name = u"Gettysburg"_s, .ruleset = u"fields-of-honor"_s, .scale = u"brigade"_s},
                   {u"Union"_s, u"Confederate"_s}))
        return;
    QString error;
    auto commit = [&](const Edit &e) { mustCommit(*m_doc, e, &error); };
    auto add = [&](const QString &side, const QString &name, const QString &type, const QString &bmug) {
        QJsonObject attrs;
        if (!bmug.isEmpty())
            attrs.insert(u"bmug"_s, bmug);
        commit(Edits::addUnit(m_doc->state(), m_doc->profile(), {side, name, type, 8, 8, attrs, {}}, &error));
    };
    // Union BMUGs: Iron Brigade (two BMUs), Vermont, and Battery A (no BMUG: a group of its own).
    add(u"Union"_s, u"1st Inf"_s, u"infantry"_s, u"Iron Brigade"_s);
    add(u"Union"_s, u"2nd Inf"_s, u"infantry"_s, u"Iron Brigade"_s);
    add(u"Union"_s, u"3rd Inf"_s, u"infantry"_s, u"Vermont"_s);
    commit(Edits::addUnit(m_doc->state(), m_doc->profile(),
                          {u"Union"_s, u"Battery A"_s, u"artillery"_s, 2, 2, {}, {}}, &error));
    // Confederate BMUGs: Stuart and Hood.
    add(u"Confederate"_s, u"Stuart Cav"_s, u"cavalry"_s, u"Stuart"_s);
    add(u"Confederate"_s, u"Texas Inf"_s, u"infantry"_s, u"Hood"_s);
}

Done TstFohBattleBook::run(const QString &action, const QJsonObject &given, const QList<int> &dice, bool ok)
{
    Done d;
    QString error;
    const QJsonObject inputs = BattleResolution::inputs(action, given, m_doc->state(), m_table, &error);
    if (!error.isEmpty()) {
        d.result = Resolution::failure(u"fields-of-honor"_s, action, error);
    } else {
        EnteredDice entered(dice);
        d.result = adj::resolve(u"fields-of-honor"_s, action, inputs, entered, m_table);
    }
    if (!ok) {
        [&] { QVERIFY2(!d.result.ok(), qPrintable(action + u": expected a refusal"_s)); }();
        return d;
    }
    [&] { QVERIFY2(d.result.ok(), qPrintable(action + u": "_s + d.result.error())); }();
    d.edit = BattleResolution::edit(d.result, m_doc->state(), m_doc->profile(), &error);
    [&] { QVERIFY2(!d.edit.isEmpty(), qPrintable(error)); }();
    d.seq = m_doc->commit(d.edit, &error);
    [&] { QVERIFY2(d.seq > 0, qPrintable(error)); }();
    return d;
}

QString TstFohBattleBook::refused(const QString &action, const QJsonObject &given, const QList<int> &dice)
{
    const BattleState before = m_doc->state();
    const Done d = run(action, given, dice, false);
    [&] { QVERIFY(m_doc->state() == before); }();
    return d.result.error();
}

bool TstFohBattleBook::hasMarker(const QString &name, const QString &kind) const
{
    for (const Marker &m : m_doc->state().activeMarkers(unit(name)))
        if (m.kind == kind)
            return true;
    return false;
}

void TstFohBattleBook::movementPhase()
{
    // Movement Phase: the higher roller (Confederate, 5 against 2) moves first.
    Done d = run(u"movement-roll-off"_s, {}, {2, 5});
    QCOMPARE(d.result.outcomeKey(), u"first=Confederate"_s);
    QCOMPARE(tracker(u"foh.movement"_s)->label,
             u"Movement: Confederate rolls for its BMUGs (5 of 5 BMUGs still to move)"_s);
    QCOMPARE(tracker(u"foh.movement"_s)->value.value(u"turn"_s).toInt(), 1);
    QCOMPARE(tracker(u"foh.movement"_s)->value.value(u"stage"_s).toString(), u"roll"_s);
    const QJsonArray sides = tracker(u"foh.movement"_s)->value.value(u"sides"_s).toArray();
    QCOMPARE(sides[0].toObject().value(u"bmugs"_s).toArray(),
             (QJsonArray{u"Iron Brigade"_s, u"Vermont"_s, u"Battery A"_s}));
    QCOMPARE(sides[1].toObject().value(u"bmugs"_s).toArray(), (QJsonArray{u"Stuart"_s, u"Hood"_s}));

    // It rolls 1: one BMUG.
    d = run(u"movement-roll"_s, {}, {1});
    QCOMPARE(d.result.outcomeKey(), u"bmugs=1"_s);
    QCOMPARE(tracker(u"foh.movement"_s)->label,
             u"Movement: Confederate moves 1 more BMUG(s) (5 of 5 still to move)"_s);

    // A Union BMUG that has not moved fires at the moving enemy: that uses up its move.
    d = run(u"movement-opportunity-fire"_s, {{u"bmug"_s, u"Vermont"_s}});
    QVERIFY(hasMarker(u"3rd Inf"_s, u"moved"_s));
    QCOMPARE(tracker(u"foh.movement"_s)->value.value(u"opportunity"_s).toArray(), QJsonArray{u"Vermont"_s});

    // Stuart moves (named by its unit); the Confederate roll is used, the Union rolls next.
    d = run(u"movement-move"_s, {{u"unit"_s, u"Stuart Cav"_s}});
    QVERIFY(hasMarker(u"Stuart Cav"_s, u"moved"_s));
    QVERIFY(!hasMarker(u"Texas Inf"_s, u"moved"_s));
    QCOMPARE(tracker(u"foh.movement"_s)->label,
             u"Movement: Union rolls for its BMUGs (3 of 5 BMUGs still to move)"_s);

    // The Union rolls 6, but only two of its BMUGs have not moved.
    d = run(u"movement-roll"_s, {}, {6});
    QCOMPARE(d.result.outcomeKey(), u"bmugs=2"_s);
    d = run(u"movement-move"_s, {{u"bmug"_s, u"Iron Brigade"_s}});
    QVERIFY(hasMarker(u"1st Inf"_s, u"moved"_s));
    QVERIFY(hasMarker(u"2nd Inf"_s, u"moved"_s));
    d = run(u"movement-move"_s, {{u"unit"_s, u"Battery A"_s}});
    QCOMPARE(tracker(u"foh.movement"_s)->label,
             u"Movement: Confederate rolls for its BMUGs (1 of 5 BMUGs still to move)"_s);
    d = run(u"movement-roll"_s, {}, {4});
    QCOMPARE(d.result.outcomeKey(), u"bmugs=1"_s);
    d = run(u"movement-move"_s, {{u"bmug"_s, u"Hood"_s}});
    QCOMPARE(d.result.outcomeKey(), u"moved done"_s);
    QCOMPARE(tracker(u"foh.movement"_s)->label,
             u"Movement: every BMUG has moved (1 took opportunity fire)"_s);
    QCOMPARE(tracker(u"foh.movement"_s)->value.value(u"stage"_s).toString(), u"done"_s);
}

void TstFohBattleBook::movementRefusesAndUndoes()
{
    QVERIFY(refused(u"movement-roll"_s, {}, {3}).contains(u"roll off first"_s));
    // A tie rolls again; the fresh phase is written so the turn bar says so.
    Done d = run(u"movement-roll-off"_s, {}, {4, 4});
    QCOMPARE(d.result.outcomeKey(), u"tie"_s);
    QCOMPARE(tracker(u"foh.movement"_s)->value.value(u"stage"_s).toString(), u"roll-off"_s);
    d = run(u"movement-roll-off"_s, {}, {6, 1});
    QCOMPARE(d.result.outcomeKey(), u"first=Union"_s);
    QVERIFY(refused(u"movement-roll-off"_s, {}, {6, 1}).contains(u"already made"_s));
    QVERIFY(refused(u"movement-move"_s, {{u"bmug"_s, u"Vermont"_s}}).contains(u"roll the die first"_s));
    d = run(u"movement-roll"_s, {}, {2});
    QVERIFY(refused(u"movement-roll"_s, {}, {2}).contains(u"still moving"_s));
    QVERIFY(refused(u"movement-move"_s, {{u"bmug"_s, u"Stuart"_s}}).contains(u"Union's move"_s));
    QVERIFY(refused(u"movement-move"_s, {{u"bmug"_s, u"Nobody"_s}}).contains(u"unknown BMUG"_s));
    QVERIFY(refused(u"movement-move"_s, {{u"unit"_s, u"Ghost"_s}}).contains(u"Ghost"_s));
    QVERIFY(refused(u"movement-move"_s, {{u"unit"_s, u"1st Inf"_s}, {u"bmug"_s, u"Vermont"_s}})
                .contains(u"Iron Brigade"_s));
    QVERIFY(refused(u"movement-opportunity-fire"_s, {{u"bmug"_s, u"Vermont"_s}}).contains(u"moving side"_s));
    QVERIFY(refused(u"movement-move"_s, {}).contains(u"bmug"_s));

    const QJsonObject before = tracker(u"foh.movement"_s)->value;
    d = run(u"movement-move"_s, {{u"bmug"_s, u"Vermont"_s}});
    QVERIFY(hasMarker(u"3rd Inf"_s, u"moved"_s));
    QVERIFY(refused(u"movement-move"_s, {{u"bmug"_s, u"Vermont"_s}}).contains(u"already moved"_s));
    // Undo: the tracker and the markers go back with the action.
    QString error;
    QVERIFY2(m_doc->revert(d.edit, d.seq, &error) > 0, qPrintable(error));
    QCOMPARE(tracker(u"foh.movement"_s)->value, before);
    QVERIFY(!hasMarker(u"3rd Inf"_s, u"moved"_s));
    // Passing ends the roll: the Confederates roll next.
    d = run(u"movement-pass"_s, {});
    QCOMPARE(tracker(u"foh.movement"_s)->value.value(u"current"_s).toInt(), 1);
}

void TstFohBattleBook::movementNewTurnStartsFresh()
{
    run(u"movement-roll-off"_s, {}, {6, 1});
    run(u"movement-roll"_s, {}, {3});
    run(u"movement-move"_s, {{u"bmug"_s, u"Vermont"_s}});
    QString error;
    QVERIFY(m_doc->commit(Edits::advanceTurn(m_doc->state(), m_doc->profile()), &error) > 0);
    QVERIFY(!hasMarker(u"3rd Inf"_s, u"moved"_s)); // the turn's markers are lifted
    // The tracker of turn 1 is stale: turn 2 begins with its own roll-off.
    QVERIFY(refused(u"movement-move"_s, {{u"bmug"_s, u"Iron Brigade"_s}}).contains(u"turn 2"_s));
    run(u"movement-roll-off"_s, {}, {1, 3});
    const QJsonObject v = tracker(u"foh.movement"_s)->value;
    QCOMPARE(v.value(u"turn"_s).toInt(), 2);
    QCOMPARE(v.value(u"moved"_s).toArray(), QJsonArray());
    QCOMPARE(v.value(u"first"_s).toInt(), 1);
}

void TstFohBattleBook::movementSharedNamesAndLosses()
{
    // Both sides call a BMUG "Iron Brigade": each is qualified by its side. A unit out of play
    // (eliminated) has no BMUG to move with.
    QString error;
    QVERIFY(m_doc->commit(Edits::addUnit(m_doc->state(), m_doc->profile(),
                                         {u"Confederate"_s,
                                          u"Lee Inf"_s,
                                          u"infantry"_s,
                                          8,
                                          8,
                                          QJsonObject{{u"bmug"_s, u"Iron Brigade"_s}},
                                          {}},
                                         &error),
                          &error) > 0);
    Unit gone = m_doc->state().units.value(unit(u"Texas Inf"_s));
    gone.strength = 0;
    gone.status = u"eliminated"_s;
    QVERIFY(m_doc->commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), gone, &error), &error) > 0);

    run(u"movement-roll-off"_s, {}, {1, 6});
    const QJsonArray sides = tracker(u"foh.movement"_s)->value.value(u"sides"_s).toArray();
    QCOMPARE(sides[0].toObject().value(u"bmugs"_s).toArray(),
             (QJsonArray{u"Iron Brigade (Union)"_s, u"Vermont"_s, u"Battery A"_s}));
    QCOMPARE(sides[1].toObject().value(u"bmugs"_s).toArray(),
             (QJsonArray{u"Stuart"_s, u"Iron Brigade (Confederate)"_s})); // Hood is gone
    run(u"movement-roll"_s, {}, {2});
    QVERIFY(refused(u"movement-move"_s, {{u"unit"_s, u"Texas Inf"_s}}).contains(u"out of play"_s));
    QVERIFY(refused(u"movement-move"_s, {{u"bmug"_s, u"Iron Brigade"_s}})
                .contains(u"Iron Brigade (Confederate)"_s)); // the message lists the BMUGs
    run(u"movement-move"_s, {{u"unit"_s, u"Lee Inf"_s}});
    QVERIFY(hasMarker(u"Lee Inf"_s, u"moved"_s));
    QVERIFY(!hasMarker(u"1st Inf"_s, u"moved"_s));
    QCOMPARE(tracker(u"foh.movement"_s)->value.value(u"moved"_s).toArray(),
             QJsonArray{u"Iron Brigade (Confederate)"_s});
}

void TstFohBattleBook::chargeSequence()
{
    // Charge Phase: both sides write, the charges are revealed together.
    run(u"charge-write"_s, {{u"attacker"_s, u"Stuart Cav"_s}, {u"defender"_s, u"1st Inf"_s}});
    run(u"charge-write"_s, {{u"attacker"_s, u"3rd Inf"_s}, {u"defender"_s, u"Texas Inf"_s}});
    QCOMPARE(tracker(u"foh.charges"_s)->label, u"Charges, turn 1: 2 written, to be revealed together"_s);
    QCOMPARE(tracker(u"foh.charges"_s)->value.value(u"charges"_s).toArray()[0].toObject().value(u"side"_s),
             u"Confederate"_s);
    Done d = run(u"charge-reveal"_s, {});
    QCOMPARE(d.result.outcomeKey(), u"charges=2"_s);
    QCOMPARE(tracker(u"foh.charges"_s)->label,
             u"Charges: 2 of 2 still to resolve; next Stuart Cav on 1st Inf: Charge Test"_s);

    // The Confederate example: test passed, reaches, Union stands and fires (3 hits), the charger
    // passes its Morale Test, the Union holds: contact.
    auto step = [&](const QString &attacker, const QString &s, int hits = 0) {
        QJsonObject in{{u"attacker"_s, attacker}, {u"step"_s, s}};
        if (hits)
            in.insert(u"hits"_s, hits);
        return run(u"charge-step"_s, in);
    };
    step(u"Stuart Cav"_s, u"test-passed"_s);
    step(u"Stuart Cav"_s, u"reached"_s);
    QCOMPARE(tracker(u"foh.charges"_s)->label,
             u"Charges: 2 of 2 still to resolve; next Stuart Cav on 1st Inf: defender's choice"_s);
    step(u"Stuart Cav"_s, u"stand-and-fire"_s);
    step(u"Stuart Cav"_s, u"opportunity-fire"_s, 3);
    step(u"Stuart Cav"_s, u"fire-over"_s);
    step(u"Stuart Cav"_s, u"attacker-passed"_s);
    d = step(u"Stuart Cav"_s, u"defender-passed"_s);
    QCOMPARE(d.result.outcomeKey(), u"defender-passed result=contact"_s);
    const QJsonObject first = tracker(u"foh.charges"_s)->value.value(u"charges"_s).toArray()[0].toObject();
    QCOMPARE(first.value(u"result"_s).toString(), u"contact"_s);
    QCOMPARE(first.value(u"opportunityHits"_s).toInt(), 3);
    QCOMPARE(tracker(u"foh.charges"_s)->label,
             u"Charges: 1 of 2 still to resolve; next 3rd Inf on Texas Inf: Charge Test"_s);

    d = step(u"3rd Inf"_s, u"test-failed"_s);
    QCOMPARE(d.result.outcomeKey(), u"test-failed result=test-failed"_s);
    QCOMPARE(tracker(u"foh.charges"_s)->label, u"Charges: all 2 resolved (1 in contact)"_s);

    // Undone with its action.
    QString error;
    QVERIFY(m_doc->revert(d.edit, d.seq, &error) > 0);
    QCOMPARE(tracker(u"foh.charges"_s)->label,
             u"Charges: 1 of 2 still to resolve; next 3rd Inf on Texas Inf: Charge Test"_s);
}

void TstFohBattleBook::chargeRefuses()
{
    QVERIFY(refused(u"charge-write"_s, {{u"attacker"_s, u"Battery A"_s}, {u"defender"_s, u"Texas Inf"_s}})
                .contains(u"only infantry and cavalry charge"_s));
    QVERIFY(refused(u"charge-write"_s, {{u"attacker"_s, u"1st Inf"_s}, {u"defender"_s, u"2nd Inf"_s}})
                .contains(u"against the enemy"_s));
    QVERIFY(
        refused(u"charge-write"_s,
                {{u"attacker"_s, u"Stuart Cav"_s}, {u"defender"_s, u"1st Inf"_s}, {u"side"_s, u"Union"_s}})
            .contains(u"not of Union"_s));
    run(u"charge-write"_s, {{u"attacker"_s, u"Stuart Cav"_s}, {u"defender"_s, u"1st Inf"_s}});
    QVERIFY(refused(u"charge-write"_s, {{u"attacker"_s, u"Stuart Cav"_s}, {u"defender"_s, u"2nd Inf"_s}})
                .contains(u"already has a written charge"_s));
    QVERIFY(refused(u"charge-step"_s, {{u"attacker"_s, u"Stuart Cav"_s}, {u"step"_s, u"test-passed"_s}})
                .contains(u"revealed together"_s));
    run(u"charge-reveal"_s, {});
    QVERIFY(refused(u"charge-reveal"_s, {}).contains(u"already revealed"_s));
    QVERIFY(refused(u"charge-write"_s, {{u"attacker"_s, u"Texas Inf"_s}, {u"defender"_s, u"3rd Inf"_s}})
                .contains(u"already revealed"_s));
    QVERIFY(refused(u"charge-step"_s, {{u"attacker"_s, u"Texas Inf"_s}, {u"step"_s, u"test-passed"_s}})
                .contains(u"no charge revealed"_s));
    // Out of order: the Charge Test comes first.
    QVERIFY(refused(u"charge-step"_s, {{u"attacker"_s, u"Stuart Cav"_s}, {u"step"_s, u"defender-passed"_s}})
                .contains(u"charge-test"_s));
    QVERIFY(refused(u"charge-step"_s,
                    {{u"attacker"_s, u"Stuart Cav"_s}, {u"step"_s, u"test-passed"_s}, {u"hits"_s, 2}})
                .contains(u"hits"_s));
    QVERIFY(refused(u"charge-step"_s, {{u"attacker"_s, u"Stuart Cav"_s}, {u"step"_s, u"charge!"_s}})
                .contains(u"step"_s));
}

void TstFohBattleBook::chargeFlankSquareAndRetire()
{
    run(u"charge-write"_s,
        {{u"attacker"_s, u"Stuart Cav"_s}, {u"defender"_s, u"1st Inf"_s}, {u"flank"_s, true}});
    run(u"charge-write"_s, {{u"attacker"_s, u"Texas Inf"_s}, {u"defender"_s, u"2nd Inf"_s}});
    run(u"charge-reveal"_s, {});
    auto step = [&](const QString &attacker, const QString &s) {
        return run(u"charge-step"_s, {{u"attacker"_s, attacker}, {u"step"_s, s}});
    };
    step(u"Stuart Cav"_s, u"test-passed"_s);
    step(u"Stuart Cav"_s, u"reached"_s);
    // From the flank, forming square is the only choice.
    QVERIFY(refused(u"charge-step"_s, {{u"attacker"_s, u"Stuart Cav"_s}, {u"step"_s, u"stand-and-fire"_s}})
                .contains(u"only choice"_s));
    step(u"Stuart Cav"_s, u"form-square"_s);
    step(u"Stuart Cav"_s, u"square-formed"_s);
    QCOMPARE(m_doc->state().units.value(unit(u"1st Inf"_s)).attrs.value(u"formation"_s).toString(),
             u"square"_s);
    step(u"Stuart Cav"_s, u"fire-over"_s);
    Done d = step(u"Stuart Cav"_s, u"attacker-failed"_s);
    QCOMPARE(d.result.outcomeKey(), u"attacker-failed result=attacker-withdrew"_s);

    // Fire and retire: a defender that passes becomes a mob and retreats in order.
    step(u"Texas Inf"_s, u"test-passed"_s);
    step(u"Texas Inf"_s, u"reached"_s);
    step(u"Texas Inf"_s, u"fire-and-retire"_s);
    step(u"Texas Inf"_s, u"fire-over"_s);
    step(u"Texas Inf"_s, u"attacker-passed"_s);
    d = step(u"Texas Inf"_s, u"defender-passed"_s);
    QCOMPARE(d.result.outcomeKey(), u"defender-passed result=defender-retired"_s);
    QCOMPARE(m_doc->state().units.value(unit(u"2nd Inf"_s)).attrs.value(u"kind"_s).toString(), u"mob"_s);

    // A new turn writes new charges.
    QString error;
    QVERIFY(m_doc->commit(Edits::advanceTurn(m_doc->state(), m_doc->profile()), &error) > 0);
    run(u"charge-write"_s, {{u"attacker"_s, u"Stuart Cav"_s}, {u"defender"_s, u"3rd Inf"_s}});
    QCOMPARE(tracker(u"foh.charges"_s)->value.value(u"turn"_s).toInt(), 2);
    QCOMPARE(tracker(u"foh.charges"_s)->value.value(u"charges"_s).toArray().size(), 1);
}

void TstFohBattleBook::victoryTally()
{
    QString error;
    auto commit = [&](const Edit &e) { QVERIFY2(m_doc->commit(e, &error) > 0, qPrintable(error)); };
    // Union loses 2 stands; the Confederates lose 4 and a whole brigade of 8 is routed off the table.
    Unit first = m_doc->state().units.value(unit(u"1st Inf"_s));
    first.strength = 6;
    commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), first, &error));
    Unit texas = m_doc->state().units.value(unit(u"Texas Inf"_s));
    texas.strength = 4;
    commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), texas, &error));
    Unit stuart = m_doc->state().units.value(unit(u"Stuart Cav"_s));
    stuart.status = u"routed"_s;
    commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), stuart, &error));
    const Id union_ = m_doc->state().sideByName(u"Union"_s)->id;
    const Id confederate = m_doc->state().sideByName(u"Confederate"_s)->id;
    commit(Edits::setCounter(m_doc->state(), m_doc->profile(), union_, {}, u"objectives"_s, 3, &error));
    commit(Edits::setCounter(m_doc->state(), m_doc->profile(), confederate, {}, u"objectives"_s, 2, &error));

    // Table values -1 per stand lost, +1 per stand inflicted, +5 per objective:
    // Union 2 lost, 12 inflicted, 3 objectives: -2 + 12 + 15 = 25; Confederates -12 + 2 + 10 = 0.
    Done d = run(u"victory-tally"_s, {});
    QCOMPARE(d.result.outcomeKey(), u"winner=Union"_s);
    QCOMPARE(m_doc->state().counter(union_, {}, u"VP"_s)->value, 25);
    QCOMPARE(m_doc->state().counter(confederate, {}, u"VP"_s)
                 ? m_doc->state().counter(confederate, {}, u"VP"_s)->value
                 : 0,
             0);
    QVERIFY(d.result.traceText().contains(u"the battle's table entries"_s));
    // Scoring again changes nothing.
    d = run(u"victory-tally"_s, {});
    QVERIFY(d.edit.changes.isEmpty());
    // A house rule's values are used.
    QVERIFY(m_table.applyOverrides(QJsonObject{{u"victory.perObjective"_s, 3}}, &error));
    run(u"victory-tally"_s, {});
    QCOMPARE(m_doc->state().counter(union_, {}, u"VP"_s)->value, 19);
    QCOMPARE(m_doc->state().counter(confederate, {}, u"VP"_s)->value, -4);
    // More objectives held than the eight placed: refused.
    commit(Edits::setCounter(m_doc->state(), m_doc->profile(), confederate, {}, u"objectives"_s, 6, &error));
    QVERIFY(refused(u"victory-tally"_s, {}).contains(u"only 8 are placed"_s));
}

QTEST_GUILESS_MAIN(TstFohBattleBook)
#include "tst_fohbattlebook.moc"
