// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Honour & Glory's Duration through adjutant-cli on the demo battle (The Ford at Carrow Vale): the game
// set up, the Mastery Cards placed, three rounds and the End of Duration, the turn bar moving with them
// in the same committed action (Resolving Rounds, Resolving the End of Duration), and what the turn owes
// after each step. Every number is worked out by hand from honour-and-glory-cards.md in the comments.
#include "support/cliresolve.h"
#include "support/clirun.h"
#include "support/demoturntest.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {

const QString kOne = u"Vorgath the Iron (The One)"_s;
const QString kAldric = u"Aldric of Wessmar"_s;
const QString kBrannoc = u"Brannoc the Younger"_s;
const QString kMaelis = u"Maelis of the Fens"_s;

// "1 round-2": the battle's turn and phase.
int counter(const QString &battle, const QString &side, const QString &kind)
{
    for (const QJsonValue &s : cli({u"show"_s, battle, u"--json"_s}).json().value(u"sides"_s).toArray())
        if (s.toObject().value(u"name"_s).toString() == side)
            return s.toObject().value(u"counters"_s).toObject().value(kind).toInt(-1);
    return -1;
}

QJsonArray mpStack(const QString &battle)
{
    const QJsonObject game = cli({u"show"_s, battle, u"--json"_s})
                                 .json()
                                 .value(u"trackers"_s)
                                 .toObject()
                                 .value(u"hg.game"_s)
                                 .toObject()
                                 .value(u"value"_s)
                                 .toObject();
    for (const QJsonValue &p : game.value(u"players"_s).toArray())
        if (p.toObject().value(u"role"_s).toString() == u"one"_s)
            return p.toObject().value(u"mpStack"_s).toArray();
    return {};
}

} // namespace

class TestHgCliTurn : public DemoTurnTest
{
    Q_OBJECT

public:
    TestHgCliTurn()
        : DemoTurnTest(u"hg-ford-of-edadh"_s, u"1 round-1"_s, {u"game-setup"_s})
    {}

private slots:
    void aDurationMovesTheTurnBar();
};

void TestHgCliTurn::aDurationMovesTheTurnBar()
{

    // Setup: The One takes as many MP Counters as players opposing him (3), each on 50.
    CliRun r = resolveApplied(m_battle, u"game-setup"_s, u"{}"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(mpStack(m_battle), (QJsonArray{50, 50, 50}));
    // Resolving Rounds: every player selects and places a Mastery Card, then the round is resolved.
    const QStringList cards{u"game-mastery:"_s + kOne, u"game-mastery:"_s + kAldric,
                            u"game-mastery:"_s + kBrannoc, u"game-mastery:"_s + kMaelis, u"game-round"_s};
    QCOMPARE(owedBySide(m_battle), cards);

    // Round 1: The One picks from his left column, The Many from their right.
    r = resolveApplied(m_battle, u"game-mastery"_s,
                       uR"({"player": "%1", "card": "Charge", "chosen": "Iron Guard"})"_s.arg(kOne));
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    r = resolveApplied(m_battle, u"game-mastery"_s,
                       uR"({"player": "%1", "card": "Feint", "chosen": "Horsemen"})"_s.arg(kAldric));
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(owedBySide(m_battle), cards.mid(2));
    // "When all players are ready they all place these onto the table simultaneously": two of four
    // placed, the round waits, before any change.
    const QByteArray before = digest(m_battle);
    r = resolveApplied(m_battle, u"game-round"_s, u"{}"_s);
    QCOMPARE(r.exit, 1);
    QJsonObject error = r.json().value(u"error"_s).toObject();
    QCOMPARE(error.value(u"code"_s).toString(), u"refused"_s);
    QVERIFY2(
        error.value(u"message"_s)
            .toString()
            .contains(u"2 of 4 Mastery Cards are placed; %1, %2 still to place"_s.arg(kBrannoc, kMaelis)),
        qPrintable(error.value(u"message"_s).toString()));
    // The End of Duration comes after the rounds: refused in round 1, with its rule.
    r = resolveApplied(m_battle, u"game-end-of-duration"_s, u"{}"_s);
    QCOMPARE(r.exit, 1);
    error = r.json().value(u"error"_s).toObject();
    QCOMPARE(error.value(u"rule"_s).toString(), u"Resolving the End of Duration"_s);
    QCOMPARE(digest(m_battle), before);

    r = resolveApplied(m_battle, u"game-mastery"_s,
                       uR"({"player": "%1", "card": "Guard", "chosen": "Household Guard"})"_s.arg(kBrannoc));
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    r = resolveApplied(m_battle, u"game-mastery"_s,
                       uR"({"player": "%1", "card": "Volley", "chosen": "Reed Runners"})"_s.arg(kMaelis));
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(owedBySide(m_battle), QStringList{u"game-round"_s});

    // Round 1 (slots in seat order: p1 Aldric, p2 Brannoc, p3 Maelis). The One absorbs once per opponent:
    // 10 + 0 + 4 = 14 MP from his top counter, 50 → 36 (his MP 150 → 136). Aldric does 5 Damage to The
    // One and gains 5 Glory; The One does 4 Damage to Brannoc, who absorbs 6 MP (50 → 44).
    r = resolveApplied(m_battle, u"game-round"_s,
                       uR"({"p1Winner": "many", "p1DamageToOne": 5, "p1OneMp": 10, "p2Winner": "one",
                     "p2DamageToMany": 4, "p2Mp": 6, "p3OneMp": 4})"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    // The Chosen Troops came from the cards placed (Horsemen, Household Guard, Reed Runners).
    const QJsonObject inputs = r.json().value(u"resolution"_s).toObject().value(u"inputs"_s).toObject();
    QCOMPARE(inputs.value(u"p1Chosen"_s).toString(), u"Horsemen"_s);
    QCOMPARE(inputs.value(u"oneChosen"_s).toString(), u"Iron Guard"_s);
    QCOMPARE(turnAndPhase(m_battle), u"1 round-2"_s);
    QCOMPARE(mpStack(m_battle), (QJsonArray{36, 50, 50}));
    QCOMPARE(counter(m_battle, kOne, u"MP"_s), 136);
    QCOMPARE(counter(m_battle, kOne, u"Damage"_s), 5);
    QCOMPARE(counter(m_battle, kAldric, u"Glory"_s), 5);
    QCOMPARE(counter(m_battle, kBrannoc, u"Damage"_s), 4);
    // Round 2 owes its own Mastery Cards (the placed ones were round 1's).
    QCOMPARE(owedBySide(m_battle), cards);

    // Round 2: the centre columns; nobody wins, nothing is absorbed. The Mastery Cards were placed on
    // the table but not recorded: the round is resolved as entered.
    r = resolveApplied(m_battle, u"game-round"_s, u"{}"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(turnAndPhase(m_battle), u"1 round-3"_s);

    // Round 3: Aldric does 3 more Damage (Glory 5 + 3 = 8; The One's Damage 8) and The One absorbs 40:
    // his top counter 36 → 0, the next 50 → 46 (MP 136 → 96).
    r = resolveApplied(m_battle, u"game-round"_s,
                       uR"({"p1Winner": "many", "p1DamageToOne": 3, "p1OneMp": 40})"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(turnAndPhase(m_battle), u"1 end-of-duration"_s);
    QCOMPARE(mpStack(m_battle), (QJsonArray{0, 46, 50}));
    QCOMPARE(counter(m_battle, kOne, u"MP"_s), 96);
    QCOMPARE(counter(m_battle, kAldric, u"Glory"_s), 8);
    QCOMPARE(owedBySide(m_battle), QStringList{u"game-end-of-duration"_s});
    // A fourth round is refused: the Duration's rounds are done.
    r = resolveApplied(m_battle, u"game-round"_s, u"{}"_s);
    QCOMPARE(r.exit, 1);
    QCOMPARE(r.json().value(u"error"_s).toObject().value(u"rule"_s).toString(), u"Resolving Rounds"_s);

    // End of Duration: Brannoc discards Sergeants (Discard Value 3): Damage 4 → 1, Discard Pile 1. The
    // One's pile (0) is smaller: he wins the Duration against Brannoc, may swap two of Brannoc's columns and
    // pick a Unit Conflict Card against him (Moving Columns in a Unit, Conflict Cards). Duration 2 begins
    // with round 1: turn 2.
    r = resolveApplied(m_battle, u"game-end-of-duration"_s, uR"({"p2Discards": ["Sergeants"]})"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(turnAndPhase(m_battle), u"2 round-1"_s);
    QCOMPARE(counter(m_battle, kBrannoc, u"Damage"_s), 1);
    QCOMPARE(owedBySide(m_battle),
             (QStringList{u"game-swap-columns:"_s + kOne, u"game-conflict-card:"_s + kOne} + cards));
    // One committed action: the log's last event says so, and one undo takes the whole of it back.
    const QJsonArray log = cli({u"log"_s, m_battle, u"--json"_s}).json().value(u"events"_s).toArray();
    QStringList trace;
    for (const QJsonValue &l : log.last().toObject().value(u"trace"_s).toArray())
        trace << l.toObject().value(u"text"_s).toString();
    QVERIFY2(trace.contains(u"Duration 1 ends: Duration 2 begins with round 1"_s),
             qPrintable(trace.join(u'\n')));
    QCOMPARE(cli({u"undo"_s, m_battle}).exit, 0);
    QCOMPARE(turnAndPhase(m_battle), u"1 end-of-duration"_s);
    QCOMPARE(counter(m_battle, kBrannoc, u"Damage"_s), 4);
}

QTEST_GUILESS_MAIN(TestHgCliTurn)
#include "support/moc_demoturntest.cpp"
#include "tst_hgcliturn.moc"
