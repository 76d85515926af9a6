// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the Fields of Honor turn owes, on the Chippawa demo after each step of a scripted turn through
// the one runner: the charges to reveal and each charge's next step (Charge Phase), the roll-off, the
// rolls and the BMUGs that have not moved (Movement Phase), nothing in the Fire Phase, the units a
// charge left in contact (Melee Phase), the Morale Test of every unit that took hits this turn, then
// the Hit Distribution, the pursuit open after a melee rout (Morale Phase), and a routed unit's rally on
// the next turn. The numbers are worked out by hand from the text (fields-of-honor.md) in the comments.
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "model/battledocument.h"
#include "model/edits.h"
#include "model/scenario.h"
#include "runner/actionrunner.h"
#include "support/owedlist.h"
#include "support/scenariobattle.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
const QString kDragoons = u"19th Light Dragoons, squadron"_s;
const QString k22nd = u"22nd U.S. Infantry"_s;
const QString k100th = u"100th Foot"_s;
} // namespace

class TstFohOwed : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aScriptedTurn();

private:
    // The action through the runner; it must be accepted.
    void act(const QString &action, const QJsonObject &inputs, const QList<int> &dice = {});
    void advanceTo(const QString &phase);
    QStringList owed() const { return adj::testing::owedList(m_doc->state(), u"fields-of-honor"_s); }
    int tempHits(const QString &unit) const
    {
        return m_doc->state().unitByName(unit)->attrs.value(u"tempHits"_s).toInt();
    }
    void chargePhase();
    void movementPhase();
    void firePhase();
    void meleePhase();
    void moralePhase();

    QTemporaryDir m_dir;
    std::unique_ptr<BattleDocument> m_doc;
};

void TstFohOwed::initTestCase()
{
    QFile f(u":/demo/foh-chippawa.json"_s);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString error;
    m_doc = adj::testing::openScenario(m_dir.filePath(u"chippawa.adjutant"_s), f.readAll(), u"chippawa"_s,
                                       &error);
    QVERIFY2(m_doc, qPrintable(error));
}

void TstFohOwed::act(const QString &action, const QJsonObject &inputs, const QList<int> &dice)
{
    EnteredDice entered(dice);
    const ActionOutcome out = ActionRunner::run(*m_doc, ActionRequest{action, inputs}, entered);
    QVERIFY2(out.ok(), qPrintable(action + u": "_s + out.refusal.message));
}

void TstFohOwed::advanceTo(const QString &phase)
{
    QString error;
    QVERIFY2(adj::testing::advanceTo(*m_doc, phase, &error), qPrintable(error));
}

void TstFohOwed::chargePhase()
{
    // Charge Phase: both sides write their charges, revealed together.
    QCOMPARE(owed(),
             QStringList{u"charge-reveal: both sides write their charges (0 written so far), then they "
                         u"are revealed together"_s});
    act(u"charge-write"_s, {{u"attacker"_s, kDragoons}, {u"defender"_s, k22nd}});
    act(u"charge-reveal"_s, {});
    QCOMPARE(owed(),
             QStringList{u"charge-step: 19th Light Dragoons, squadron charges 22nd U.S. Infantry: the "
                         u"Charge Test next"_s});
    // Charge Test: 5 -1 (Morale B) -2 (cavalry) = 2; a 4 passes.
    act(u"charge-test"_s, {{u"unit"_s, kDragoons}}, {4});
    act(u"charge-step"_s, {{u"attacker"_s, kDragoons}, {u"step"_s, u"test-passed"_s}});
    QCOMPARE(owed(),
             QStringList{u"charge-step: 19th Light Dragoons, squadron charges 22nd U.S. Infantry: the "
                         u"charge move next"_s});
    act(u"charge-step"_s, {{u"attacker"_s, kDragoons}, {u"step"_s, u"reached"_s}});
    act(u"charge-step"_s, {{u"attacker"_s, kDragoons}, {u"step"_s, u"stand-and-fire"_s}});
    // Opportunity fire of the 22nd (3 stands, smoothbore, Fire B) at short range: Accuracy 2 +1 = 3;
    // 3, 5, 6 all accurate. Kill Number 5 -1 (B) -1 (mounted) +1 (opportunity fire) = 4; 4+4+5 = 13: 3 hits.
    act(u"fire"_s,
        {{u"firer"_s, k22nd},
         {u"target"_s, kDragoons},
         {u"range"_s, u"short"_s},
         {u"modifiers"_s, QJsonArray{u"opportunity-fire"_s}}},
        {3, 5, 6, 4, 4, 5});
    QCOMPARE(tempHits(kDragoons), 3);
    act(u"charge-step"_s, {{u"attacker"_s, kDragoons}, {u"step"_s, u"opportunity-fire"_s}, {u"hits"_s, 3}});
    act(u"charge-step"_s, {{u"attacker"_s, kDragoons}, {u"step"_s, u"fire-over"_s}});
    QCOMPARE(owed(),
             QStringList{u"charge-step: 19th Light Dragoons, squadron charges 22nd U.S. Infantry: the "
                         u"attacker's Morale Test next"_s});
    // The dragoons: 3 hits of 6 (2 stands x 3) = 50%: 5 +3 -1 (B) = 7; 6+5 passes.
    act(u"morale-test"_s, {{u"unit"_s, kDragoons}}, {6, 5});
    act(u"charge-step"_s, {{u"attacker"_s, kDragoons}, {u"step"_s, u"attacker-passed"_s}});
    // The 22nd: no hits; 5 -1 (B) = 4; 3+3 passes: contact.
    act(u"morale-test"_s, {{u"unit"_s, k22nd}}, {3, 3});
    act(u"charge-step"_s, {{u"attacker"_s, kDragoons}, {u"step"_s, u"defender-passed"_s}});
    QCOMPARE(owed(), QStringList());
}

void TstFohOwed::movementPhase()
{
    advanceTo(u"movement"_s);
    const QStringList all{u"movement-move: Scott's Brigade (American) has not moved"_s,
                          u"movement-move: Porter's Brigade (American) has not moved"_s,
                          u"movement-move: Riall's Division (British) has not moved"_s,
                          u"movement-move: Light Brigade (British) has not moved"_s};
    QCOMPARE(owed(), QStringList{u"movement-roll-off: both sides roll off: the higher moves first"_s} + all);
    act(u"movement-roll-off"_s, {}, {5, 2}); // the Americans move first
    QCOMPARE(owed(), QStringList{u"movement-roll: American rolls for the BMUGs it moves"_s} + all);
    act(u"movement-roll"_s, {}, {1});
    QCOMPARE(owed(), all);
    act(u"movement-move"_s, {{u"unit"_s, u"9th U.S. Infantry"_s}}); // Scott's Brigade
    // The British roll next; their BMUGs first.
    QCOMPARE(owed(),
             (QStringList{u"movement-roll: British rolls for the BMUGs it moves"_s, all[2], all[3], all[1]}));
    act(u"movement-roll"_s, {}, {6}); // 6, but only two British BMUGs are left to move
    act(u"movement-move"_s, {{u"bmug"_s, u"Riall's Division"_s}});
    // Porter's Brigade fires at the moving British and loses its move.
    act(u"movement-opportunity-fire"_s, {{u"bmug"_s, u"Porter's Brigade"_s}});
    QCOMPARE(owed(), QStringList{all[3]});
    act(u"movement-move"_s, {{u"bmug"_s, u"Light Brigade"_s}});
    QCOMPARE(owed(), QStringList());
}

void TstFohOwed::firePhase()
{
    advanceTo(u"fire"_s);
    QCOMPARE(owed(), QStringList()); // every fire is the player's choice
    // Towson's light gun (the battle's: 2 Attack Dice, smoothbore +1, Fire B) at medium range:
    // Accuracy 3 +1 = 4; 4 and 5 hit. Kill Number 5 -1 = 4; 3+4 = 7: 1 hit on the 100th.
    act(u"fire"_s,
        {{u"firer"_s, u"Towson's Company, U.S. Artillery"_s},
         {u"target"_s, k100th},
         {u"range"_s, u"medium"_s}},
        {4, 5, 3, 4});
    QCOMPARE(tempHits(k100th), 1);
    QCOMPARE(owed(), QStringList());
}

void TstFohOwed::meleePhase()
{
    advanceTo(u"melee"_s);
    QCOMPARE(owed(),
             QStringList{u"melee: 19th Light Dragoons, squadron and 22nd U.S. Infantry are in contact "
                         u"after the charge: melee"_s});
    // The dragoons' 2 dice, Kill Number 5 -1 (Melee B) -1 (just charged) = 3: 6+6 = 12, 4 hits. The 22nd's
    // 3 dice, Kill Number 5 (Melee C): 5+5+4 = 14, 2 hits: the dragoons have 3 + 2 = 5.
    act(u"melee"_s,
        {{u"attacker"_s, kDragoons},
         {u"defender"_s, k22nd},
         {u"attackerModifiers"_s, QJsonArray{u"just-charged"_s}}},
        {6, 6, 5, 5, 4});
    QCOMPARE(tempHits(kDragoons), 5);
    QCOMPARE(tempHits(k22nd), 4);
    QCOMPARE(owed(), QStringList());
}

void TstFohOwed::moralePhase()
{
    advanceTo(u"morale"_s);
    QCOMPARE(owed(),
             (QStringList{u"morale-test: 22nd U.S. Infantry took 4 hit(s) this turn: Morale Test"_s,
                          u"morale-test: 100th Foot took 1 hit(s) this turn: Morale Test"_s,
                          u"morale-test: 19th Light Dragoons, squadron took 5 hit(s) this turn: Morale "
                          u"Test"_s}));
    // The 22nd: 4 hits of 9 (3 stands x 3) = 44%: 5 +3 -1 (B) = 7; 2+2 = 4 fails by 3: Routed.
    act(u"morale-test"_s, {{u"unit"_s, k22nd}}, {2, 2});
    QCOMPARE(owed(),
             (QStringList{u"morale-test: 100th Foot took 1 hit(s) this turn: Morale Test"_s,
                          u"morale-test: 19th Light Dragoons, squadron took 5 hit(s) this turn: Morale "
                          u"Test"_s,
                          u"distribute-hits: 22nd U.S. Infantry: 4 temporary hit(s) to distribute"_s}));
    // The 100th: 1 of 15 = 6%: 5 -1 = 4; 3+3 passes. The dragoons: 5 of 6 = 83%: 5 +3 -1 (B) -1 (caused
    // more) = 6; 4+4 passes.
    act(u"morale-test"_s, {{u"unit"_s, k100th}}, {3, 3});
    act(u"morale-test"_s, {{u"unit"_s, kDragoons}, {u"modifiers"_s, QJsonArray{u"caused-more"_s}}}, {4, 4});
    QCOMPARE(owed(), (QStringList{u"distribute-hits: 22nd U.S. Infantry: 4 temporary hit(s) to distribute"_s,
                                  u"distribute-hits: 100th Foot: 1 temporary hit(s) to distribute"_s,
                                  u"distribute-hits: 19th Light Dragoons, squadron: 5 temporary hit(s) to "
                                  u"distribute"_s}));
    // 4 hits: 2 forgiven, 2 kept; 1: forgiven; 5: 3 forgiven, 2 kept. No stand yet.
    act(u"distribute-hits"_s, {{u"unit"_s, k22nd}});
    act(u"distribute-hits"_s, {{u"unit"_s, k100th}});
    act(u"distribute-hits"_s, {{u"unit"_s, kDragoons}});
    QCOMPARE(owed(),
             QStringList{u"pursuit: 19th Light Dragoons, squadron may pursue 22nd U.S. Infantry, which "
                         u"broke after their melee"_s});
    // Pursuit: 2 dice, Kill Number 5 -2 (formed attacking a mob) -1 -1 -1 (charged, caused more, rear)
    // -1 (B) = -1, never below 2: 6+4 = 10, 5 hits.
    act(u"pursuit"_s,
        {{u"pursuer"_s, kDragoons},
         {u"target"_s, k22nd},
         {u"pursuerModifiers"_s, QJsonArray{u"just-charged"_s, u"caused-more"_s, u"rear"_s}}},
        {6, 4});
    QCOMPARE(owed(), QStringList{u"distribute-hits: 22nd U.S. Infantry: 5 temporary hit(s) to distribute"_s});
    // 5 hits: 3 forgiven, 2 permanent + 2 kept = 4: one stand, 1 kept.
    act(u"distribute-hits"_s, {{u"unit"_s, k22nd}});
    QCOMPARE(m_doc->state().unitByName(k22nd)->strength, 2);
    QCOMPARE(owed(), QStringList());
}

void TstFohOwed::aScriptedTurn()
{
    chargePhase();
    movementPhase();
    firePhase();
    meleePhase();
    moralePhase();
    // Turn 2: new charges to write; in its Morale Phase the routed 22nd rallies or is removed.
    advanceTo(u"charge"_s);
    QCOMPARE(m_doc->state().info.turn, 2);
    QCOMPARE(owed(),
             QStringList{u"charge-reveal: both sides write their charges (0 written so far), then they "
                         u"are revealed together"_s});
    advanceTo(u"morale"_s);
    QCOMPARE(owed(),
             QStringList{u"rally: 22nd U.S. Infantry is Routed: it rallies or is removed from play"_s});
}

QTEST_GUILESS_MAIN(TstFohOwed)
#include "tst_fohowed.moc"
