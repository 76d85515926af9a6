// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A whole Fields of Honor turn through adjutant-cli, as a referee would type it: the text's Charge,
// Melee, Morale Phase and Pursuit examples (fields-of-honor.md) on a battle made from a scenario, with
// resolve --apply and the players' dice, advance, owed, show --json, log --json and undo. Every value
// of the units is the battle's (nothing the example gives is typed again but what only the referee
// knows: the band, the situation's modifiers); every number is worked out by hand in the comments.
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include "../chargeexample.h"
#include "support/cliresolve.h"
#include "support/clirun.h"

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
using Run = CliRun;

} // namespace

class TestFohCliTurn : public QObject
{
    Q_OBJECT

private slots:
    void theExampleTurn();
    void undoTakesTheHitsBack();
    void outOfPhaseRefusedUntouched();

private:
    // resolve --apply with the players' dice; the resolution's JSON.
    QJsonObject apply(const QString &action, const QString &inputs, const QString &dice = {});
    QJsonObject unit(const QString &name) const
    {
        return unitNamed(cli({u"show"_s, m_battle, u"--json"_s}).json(), name);
    }
    int attr(const QString &name, const QString &key) const
    {
        return unit(name).value(u"attributes"_s).toObject().value(key).toInt();
    }
    // owed --json: "action unit-or-units" per item.
    QStringList owed() const;
    void advance(const QString &phase);
    void chargePhase();
    void meleePhase();

    QTemporaryDir m_dir;
    QString m_battle;
    int m_files = 0;
};

QJsonObject TestFohCliTurn::apply(const QString &action, const QString &inputs, const QString &dice)
{
    const Run r = resolveApplied(m_battle, action, inputs, dice);
    [&] { QVERIFY2(r.exit == 0, qPrintable(action + u": "_s + r.out + r.err)); }();
    return r.json().value(u"resolution"_s).toObject();
}

QStringList TestFohCliTurn::owed() const
{
    const Run r = cli({u"owed"_s, m_battle, u"--json"_s});
    QStringList out;
    for (const auto &o : r.json().value(u"owed"_s).toArray()) {
        const QJsonObject in = o.toObject().value(u"inputs"_s).toObject();
        QStringList ids;
        for (auto it = in.constBegin(); it != in.constEnd(); ++it)
            ids << it.key() + u'=' + QString::number(it.value().toInteger());
        out << o.toObject().value(u"action"_s).toString() + u' ' + ids.join(u',');
    }
    return out;
}

void TestFohCliTurn::advance(const QString &phase)
{
    const Run r = cli({u"advance"_s, m_battle, u"--to"_s, phase});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
}

void TestFohCliTurn::chargePhase()
{
    m_battle = battleFrom(m_dir.path(), u"turn%1"_s.arg(++m_files), kChargeExample);
    QVERIFY(!m_battle.isEmpty());
    // Charge Phase (the first of the turn): the Confederates write their charge; revealed together.
    QCOMPARE(owed(), QStringList{u"charge-reveal "_s});
    apply(u"charge-write"_s, uR"({"attacker":"Confederate Cavalry","defender":"Union Infantry"})"_s);
    apply(u"charge-reveal"_s, u"{}"_s);
    QCOMPARE(owed(), QStringList{u"charge-step attacker=2"_s});
    // Charge Test: 5 -1 (Morale B) -2 (cavalry) -1 (sub-commander) = 1, never below 2; a 3 passes.
    QJsonObject r =
        apply(u"charge-test"_s, uR"({"unit":"Confederate Cavalry","modifiers":["sub-commander"]})"_s, u"3"_s);
    QCOMPARE(r.value(u"outcomeKey"_s).toString(), u"charge=passed"_s);
    QCOMPARE(r.value(u"values"_s).toObject().value(u"chargeNumber"_s).toInt(), 2);
    for (const QString &step : {u"test-passed"_s, u"reached"_s, u"stand-and-fire"_s})
        apply(u"charge-step"_s, uR"({"attacker":"Confederate Cavalry","step":"%1"})"_s.arg(step));
    // Opportunity fire, close range: 8 dice (8 stands), Accuracy 2 (rifled); three 1s: 5 accurate.
    // Kill Number 5 +1 (opportunity fire) -1 (mounted) -1 (Fire B) = 4; 2+2+3+3+3 = 13: 3 hits.
    r = apply(
        u"fire"_s,
        uR"({"firer":"Union Infantry","target":"Confederate Cavalry","range":"close","modifiers":["opportunity-fire"]})"_s,
        u"1,1,1,2,3,4,5,6,2,2,3,3,3"_s);
    QCOMPARE(r.value(u"outcomeKey"_s).toString(), u"hits=3"_s);
    QCOMPARE(attr(kRebels, u"tempHits"_s), 3);
    apply(u"charge-step"_s, uR"({"attacker":"Confederate Cavalry","step":"opportunity-fire","hits":3})"_s);
    apply(u"charge-step"_s, uR"({"attacker":"Confederate Cavalry","step":"fire-over"})"_s);
    // The attackers pass (3 of 24 hits, no band; 5 -1 -1 -1 = 2; 4+5), then the Union (5 -1 -1 +1 = 4; 3+4).
    apply(u"morale-test"_s, uR"({"unit":"Confederate Cavalry","modifiers":["commander","friends-near"]})"_s,
          u"4,5"_s);
    apply(u"charge-step"_s, uR"({"attacker":"Confederate Cavalry","step":"attacker-passed"})"_s);
    apply(
        u"morale-test"_s,
        uR"({"unit":"Union Infantry","modifiers":["friends-near"],"otherModifier":1,"otherReason":"charged"})"_s,
        u"3,4"_s);
    r = apply(u"charge-step"_s, uR"({"attacker":"Confederate Cavalry","step":"defender-passed"})"_s);
    QCOMPARE(r.value(u"outcomeKey"_s).toString(), u"defender-passed result=contact"_s);
    QCOMPARE(owed(), QStringList());
}

void TestFohCliTurn::meleePhase()
{
    advance(u"melee"_s);
    QCOMPARE(owed(), QStringList{u"melee attacker=2,defender=1"_s});
    // 8 dice a side. Confederates: 5 +1 (light cover) -1 (just charged) -1 (Melee B) = 4: 30 / 4 = 7.
    // Union: 5 (Melee C): 31 / 5 = 6.
    const QJsonObject r = apply(
        u"melee"_s,
        uR"({"attacker":"Confederate Cavalry","defender":"Union Infantry","attackerModifiers":["light-cover","just-charged"]})"_s,
        u"6,6,6,6,2,1,1,2,6,6,5,4,4,3,2,1"_s);
    QCOMPARE(r.value(u"outcomeKey"_s).toString(), u"defender-hits=7 attacker-hits=6"_s);
    // "3 hits from opportunity fire, plus 6 hits in melee combat, for a total of 9 hits".
    QCOMPARE(attr(kRebels, u"tempHits"_s), 9);
    QCOMPARE(attr(kUnion, u"tempHits"_s), 7);
}

void TestFohCliTurn::theExampleTurn()
{
    chargePhase();
    meleePhase();
    advance(u"morale"_s);
    QCOMPARE(owed(), (QStringList{u"morale-test unit=1"_s, u"morale-test unit=2"_s}));
    // Confederates: 9 of 24 hits = 37%: +3; 5 +3 -1 -1 -1 -1 = 4; 2+4 = 6 passes.
    QJsonObject r =
        apply(u"morale-test"_s,
              uR"({"unit":"Confederate Cavalry","modifiers":["caused-more","friends-near","commander"]})"_s,
              u"2,4"_s);
    QCOMPARE(r.value(u"values"_s).toObject().value(u"moraleNumber"_s).toInt(), 4);
    QCOMPARE(r.value(u"outcomeKey"_s).toString(), u"morale=passed"_s);
    bool said = false;
    for (const auto &l : r.value(u"trace"_s).toArray())
        said =
            said || l.toObject().value(u"text"_s).toString().contains(u"9 hits of 24 (8 stands x 3): 37%"_s);
    QVERIFY(said);
    // Union: 7 of 24 = 29%: +3; 5 +3 -1 -1 = 6; 1+2 = 3 fails by 3: Routed.
    r = apply(u"morale-test"_s, uR"({"unit":"Union Infantry","modifiers":["friends-near"]})"_s, u"1,2"_s);
    QCOMPARE(r.value(u"values"_s).toObject().value(u"moraleNumber"_s).toInt(), 6);
    QCOMPARE(r.value(u"outcomeKey"_s).toString(), u"morale=routed"_s);
    QCOMPARE(owed(), (QStringList{u"distribute-hits unit=1"_s, u"distribute-hits unit=2"_s}));
    // Confederates: 9, 5 forgiven (half, rounded up), 4 permanent: one stand removed, 1 kept.
    r = apply(u"distribute-hits"_s, uR"({"unit":"Confederate Cavalry"})"_s);
    QCOMPARE(r.value(u"outcomeKey"_s).toString(), u"stands-lost=1 kept=1"_s);
    // Union: 7, 4 forgiven, 3 permanent: one stand removed.
    r = apply(u"distribute-hits"_s, uR"({"unit":"Union Infantry"})"_s);
    QCOMPARE(r.value(u"outcomeKey"_s).toString(), u"stands-lost=1 kept=0"_s);
    QCOMPARE(unit(kRebels).value(u"strength"_s).toInt(), 7);
    QCOMPARE(attr(kRebels, u"permHits"_s), 1);
    QCOMPARE(attr(kRebels, u"tempHits"_s), 0);
    QCOMPARE(unit(kUnion).value(u"strength"_s).toInt(), 7);
    QCOMPARE(unit(kUnion).value(u"attributes"_s).toObject().value(u"kind"_s).toString(), u"mob"_s);
    QCOMPARE(owed(), QStringList{u"pursuit pursuer=2,target=1"_s});
    // Pursuit with 7 dice (7 stands): 5 -2 (formed against a mob) -1 -1 -1 -1 (Melee B) = -1, never below
    // 2; 6+5+3+2+2+1+1 = 20: 10 hits.
    r = apply(
        u"pursuit"_s,
        uR"({"pursuer":"Confederate Cavalry","target":"Union Infantry","pursuerModifiers":["just-charged","caused-more","rear"]})"_s,
        u"6,5,3,2,2,1,1"_s);
    QCOMPARE(r.value(u"outcomeKey"_s).toString(), u"hits=10"_s);
    QCOMPARE(attr(kUnion, u"tempHits"_s), 10);
    QCOMPARE(owed(), QStringList{u"distribute-hits unit=1"_s});
    // The log holds the turn as the referee played it.
    const Run log = cli({u"log"_s, m_battle, u"--json"_s});
    QStringList kinds;
    for (const auto &e : log.json().value(u"events"_s).toArray())
        kinds << e.toObject().value(u"kind"_s).toString();
    QCOMPARE(kinds.mid(kinds.size() - 6),
             (QStringList{u"phase.advance"_s, u"resolve.morale-test"_s, u"resolve.morale-test"_s,
                          u"resolve.distribute-hits"_s, u"resolve.distribute-hits"_s, u"resolve.pursuit"_s}));
}

void TestFohCliTurn::undoTakesTheHitsBack()
{
    chargePhase();
    meleePhase();
    QCOMPARE(cli({u"undo"_s, m_battle}).exit, 0);
    QCOMPARE(attr(kRebels, u"tempHits"_s), 3);
    QCOMPARE(attr(kUnion, u"tempHits"_s), 0);
    QCOMPARE(owed(), QStringList{u"melee attacker=2,defender=1"_s});
    QCOMPARE(cli({u"redo"_s, m_battle}).exit, 0);
    QCOMPARE(attr(kRebels, u"tempHits"_s), 9);
    QCOMPARE(owed(), QStringList());
}

void TestFohCliTurn::outOfPhaseRefusedUntouched()
{
    m_battle = battleFrom(m_dir.path(), u"turn%1"_s.arg(++m_files), kChargeExample, u"melee"_s);
    QVERIFY(!m_battle.isEmpty());
    const QByteArray before = digest(m_battle);
    const Run r = cli({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"fire"_s, u"--input"_s,
                       uR"({"firer":"Union Infantry","target":"Confederate Cavalry","range":"short"})"_s,
                       u"--dice"_s, u"6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6"_s, u"--apply"_s, u"--json"_s});
    QCOMPARE(r.exit, 1);
    const QJsonObject error = r.json().value(u"error"_s).toObject();
    QCOMPARE(error.value(u"code"_s).toString(), u"refused"_s);
    QCOMPARE(error.value(u"rule"_s).toString(), u"Fire Phase, Movement Phase, Charge Phase"_s);
    QCOMPARE(digest(m_battle), before);
}

QTEST_GUILESS_MAIN(TestFohCliTurn)
#include "tst_fohcliturn.moc"
