// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fields of Honor phase actions without a battle (the CLI's --input): the Movement Phase and the
// Charge Phase carried from one action to the next through their tracker JSON, exact odds of the
// roll-off and of the BMUG roll, the victory tally by hand-computed rows, and every bad input refused.
#include "../fohroster.h"
#include "core/diesource.h"
#include "core/distribution.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fieldsofhonor/fohcharges.h"
#include "support/datarows.h"
#include "support/refusals.h"
#include "support/ruletables.h"
#include "support/testjson.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {

const Effect *trackerEffect(const Resolution &r, const QString &key)
{
    for (const Effect &e : r.effects())
        if (e.kind == Effect::Kind::SetTracker && e.attribute == key)
            return &e;
    return nullptr;
}
} // namespace

class TstFohPhases : public QObject
{
    Q_OBJECT
private slots:
    void movementCarriedByTracker();
    void rollOffOdds();
    void bmugRollOdds();
    void refused_data();
    void refused();
    void chargesValue();
    void tally_data();
    void tally();

private:
    // Runs an action of the movement phase with the tracker value of the previous one.
    Resolution movement(const QString &action, const QJsonObject &state, const QList<int> &dice,
                        const QJsonObject &extra = {});
    const RuleTable m_table = fohTable();
};

Resolution TstFohPhases::movement(const QString &action, const QJsonObject &state, const QList<int> &dice,
                                  const QJsonObject &extra)
{
    QJsonObject in = extra;
    in.insert(u"battle"_s, obj(kRoster));
    in.insert(u"movement"_s, state);
    ScriptedDice d(dice);
    return resolve(u"fields-of-honor"_s, action, in, d, m_table);
}

void TstFohPhases::movementCarriedByTracker()
{
    Resolution r = movement(u"movement-roll-off"_s, {}, {3, 5});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"first=B"_s);
    const Effect *t = trackerEffect(r, u"foh.movement"_s);
    QVERIFY(t);
    QCOMPARE(t->value.toObject().value(u"turn"_s).toInt(), 3);
    QCOMPARE(t->text, u"Movement: B rolls for its BMUGs (3 of 3 BMUGs still to move)"_s);
    QJsonObject state = t->value.toObject();

    // B rolls 5 but has one BMUG: it moves Z, and A rolls.
    r = movement(u"movement-roll"_s, state, {5});
    QCOMPARE(r.outcomeKey(), u"bmugs=1"_s);
    QVERIFY(r.traceText().contains(u"only 1 BMUG(s) have not moved"_s));
    state = trackerEffect(r, u"foh.movement"_s)->value.toObject();
    r = movement(u"movement-move"_s, state, {}, {{u"bmug"_s, u"Z"_s}});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    state = trackerEffect(r, u"foh.movement"_s)->value.toObject();
    QCOMPARE(trackerEffect(r, u"foh.movement"_s)->text,
             u"Movement: A rolls for its BMUGs (2 of 3 BMUGs still to move)"_s);
    // A rolls 2, moves X, then ends its roll; B has nothing left, so A rolls again.
    r = movement(u"movement-roll"_s, state, {2});
    state = trackerEffect(r, u"foh.movement"_s)->value.toObject();
    r = movement(u"movement-move"_s, state, {}, {{u"bmug"_s, u"X"_s}});
    state = trackerEffect(r, u"foh.movement"_s)->value.toObject();
    r = movement(u"movement-pass"_s, state, {});
    QCOMPARE(r.outcomeKey(), u"passed"_s);
    state = trackerEffect(r, u"foh.movement"_s)->value.toObject();
    QCOMPARE(state.value(u"current"_s).toInt(), 0);
    QCOMPARE(state.value(u"stage"_s).toString(), u"roll"_s);
    r = movement(u"movement-roll"_s, state, {1});
    state = trackerEffect(r, u"foh.movement"_s)->value.toObject();
    r = movement(u"movement-move"_s, state, {}, {{u"bmug"_s, u"Y"_s}});
    QCOMPARE(r.outcomeKey(), u"moved done"_s);
    state = trackerEffect(r, u"foh.movement"_s)->value.toObject();
    const Resolution over = movement(u"movement-roll"_s, state, {4});
    QVERIFY(!over.ok());
    QVERIFY2(over.error().contains(u"Movement Phase is over"_s), qPrintable(over.error()));
    QVERIFY(over.effects().isEmpty());

    // A tracker of turn 2 is stale in turn 3: the roll-off starts the phase afresh.
    state.insert(u"turn"_s, 2);
    r = movement(u"movement-roll-off"_s, state, {6, 2});
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(trackerEffect(r, u"foh.movement"_s)->value.toObject().value(u"moved"_s).toArray(), QJsonArray());
}

void TstFohPhases::rollOffOdds()
{
    // Movement Phase: two d6, the higher moves first; a tie (6 in 36) rolls again.
    const QJsonObject in{{u"battle"_s, obj(kRoster)}};
    const Distribution d = odds(u"fields-of-honor"_s, u"movement-roll-off"_s, in, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.probability(u"tie"_s).toString(), u"1/6"_s);
    QCOMPARE(d.probability(u"first=A"_s).toString(), u"5/12"_s);
    QCOMPARE(d.probability(u"first=B"_s).toString(), u"5/12"_s);
}

void TstFohPhases::bmugRollOdds()
{
    // A has two BMUGs to move: a 1 moves one, anything higher both.
    ScriptedDice rollOff({6, 1});
    const Resolution r = resolve(u"fields-of-honor"_s, u"movement-roll-off"_s,
                                 QJsonObject{{u"battle"_s, obj(kRoster)}}, rollOff, m_table);
    const QJsonObject in{{u"battle"_s, obj(kRoster)},
                         {u"movement"_s, trackerEffect(r, u"foh.movement"_s)->value.toObject()}};
    const Distribution d = odds(u"fields-of-honor"_s, u"movement-roll"_s, in, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.probability(u"bmugs=1"_s).toString(), u"1/6"_s);
    QCOMPARE(d.probability(u"bmugs=2"_s).toString(), u"5/6"_s);
}

void TstFohPhases::refused_data()
{
    addRefusalRows("resolvers/fieldsofhonor/tests/resolvers/phases-refusals.json");
}

void TstFohPhases::refused()
{
    resolveRefused(u"fields-of-honor"_s, fetchRow<RefusalRow>(), m_table, {1, 2, 3});
}

void TstFohPhases::chargesValue()
{
    QString e;
    FohCharges c = FohCharges::fresh(4);
    FohCharges::Entry a;
    a.side = u"Confederate"_s;
    a.defenderSide = u"Union"_s;
    a.attackerId = 5;
    a.defenderId = 7;
    a.charge = FohCharge::declare(u"Stuart"_s, u"Iron Brigade"_s, false);
    c = c.write(a, &e);
    QVERIFY2(e.isEmpty(), qPrintable(e));
    QCOMPARE(c.label(), u"Charges, turn 4: 1 written, to be revealed together"_s);
    c = c.reveal(&e);
    QCOMPARE(c.remaining(), 1);
    QCOMPARE(c.find(5, {}), 0);
    QCOMPARE(c.find(6, {}), -1);
    c = c.withCharge(0, c.entries()[0].charge.chargeTest(false, &e));
    QCOMPARE(c.remaining(), 0);
    QCOMPARE(c.label(), u"Charges: all 1 resolved (0 in contact)"_s);
    const FohCharges back = FohCharges::fromJson(c.toJson(), &e);
    QVERIFY2(e.isEmpty(), qPrintable(e));
    QVERIFY(back == c);
    const FohCharges none = FohCharges::fresh(2).reveal(&e);
    QCOMPARE(none.label(), u"Charges, turn 2: none this turn"_s);
}

struct TallyRow
{
    QJsonObject battle;
    QString outcome;
    QList<int> amounts; // the VP counters' changes, side by side
};

void TstFohPhases::tally_data()
{
    addRows<TallyRow>({
        // Table: -1 per stand lost, +1 per stand inflicted, +5 per objective.
        {"Victory Points: A -3 +5 +20 = 22, B -5 +3 +20 = 18",
         {obj(R"({"sides":[{"name":"A","standsLost":3,"objectives":4},{"name":"B","standsLost":5,"objectives":4}]})"),
          u"winner=A"_s, QList<int>{22, 18}}},
        {"Victory Points: counters already at 22 and 10 move to 22 and 18",
         {obj(R"({"sides":[{"name":"A","standsLost":3,"objectives":4,"vp":22},
                            {"name":"B","standsLost":5,"objectives":4,"vp":10}]})"),
          u"winner=A"_s, QList<int>{8}}},
        {"Victory Points: equal losses, no objectives: a draw at 0",
         {obj(R"({"sides":[{"name":"A","standsLost":2},{"name":"B","standsLost":2}]})"), u"draw"_s,
          QList<int>{}}},
        {"Victory Points: B's objectives outweigh its losses: A -1 +9 +5 = 13, B -9 +1 +15 = 7",
         {obj(R"({"sides":[{"name":"A","standsLost":1,"objectives":1},{"name":"B","standsLost":9,"objectives":3}]})"),
          u"winner=A"_s, QList<int>{13, 7}}},
    });
}

void TstFohPhases::tally()
{
    const auto [battle, outcome, amounts] = fetchRow<TallyRow>();
    ScriptedDice none({});
    const Resolution r =
        resolve(u"fields-of-honor"_s, u"victory-tally"_s, QJsonObject{{u"battle"_s, battle}}, none, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), outcome);
    QList<int> got;
    for (const Effect &e : r.effects()) {
        QCOMPARE(e.kind, Effect::Kind::ChangeCounter);
        QCOMPARE(e.counter, u"VP"_s);
        got << e.amount;
    }
    QCOMPARE(got, amounts);
    QVERIFY(r.traceText().contains(u"victory.perObjective"_s));
}

QTEST_APPLESS_MAIN(TstFohPhases)
#include "tst_fohphases.moc"
