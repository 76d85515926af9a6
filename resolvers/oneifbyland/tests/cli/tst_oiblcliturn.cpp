// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One If By Land's turn through adjutant-cli on the demo battle (Cowpens): the brigade cards shuffled and
// drawn, the drawn card's units walked through the sequence with the turn bar following them, only those
// units firing, a panic-marked unit testing first, and what the turn owes after each step (Sequence of
// Play). Every number is worked out by hand from one-if-by-land-awi.md in the comments.
#include "support/cliresolve.h"
#include "support/clirun.h"
#include "support/demoturntest.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {

const QString kRifles = u"McDowell's North Carolina Riflemen"_s;
const QString kLegion = u"British Legion Infantry"_s;

QString phase(const QString &battle)
{
    return cli({u"show"_s, battle, u"--json"_s}).json().value(u"phase"_s).toString();
}

// The owed list as "action" or "action:unit id" entries, in order.
QStringList owed(const QString &battle)
{
    QStringList out;
    for (const QJsonValue &v : cli({u"owed"_s, battle, u"--json"_s}).json().value(u"owed"_s).toArray()) {
        const QJsonObject o = v.toObject();
        const QJsonValue unit = o.value(u"inputs"_s).toObject().value(u"unit"_s);
        out << (unit.isDouble() ? u"%1:%2"_s.arg(o.value(u"action"_s).toString()).arg(unit.toInteger())
                                : o.value(u"action"_s).toString());
    }
    return out;
}

QJsonObject unit(const QString &battle, const QString &name)
{
    return unitNamed(cli({u"show"_s, battle, u"--json"_s}).json(), name);
}

bool hasMarker(const QJsonObject &unit, const QString &kind)
{
    for (const QJsonValue &m : unit.value(u"markers"_s).toArray())
        if (m.toObject().value(u"kind"_s).toString() == kind)
            return true;
    return false;
}

} // namespace

class TestOiblCliTurn : public DemoTurnTest
{
    Q_OBJECT

public:
    TestOiblCliTurn()
        : DemoTurnTest(u"oneifbyland-cowpens"_s, u"1 card"_s, {u"deck-shuffle"_s})
    {}

private slots:
    void aCardWalksItsUnitsThroughTheSequence();
};

void TestOiblCliTurn::aCardWalksItsUnitsThroughTheSequence()
{
    const qint64 rifles = unit(m_battle, kRifles).value(u"id"_s).toInteger();

    // "Each turn, the cards are drawn one at a time. As a brigade's card is drawn, all of its units go
    // through the sequence": no card drawn, nobody fires nor moves; refused before any die, the battle
    // untouched.
    const QByteArray before = digest(m_battle);
    CliRun r = resolveApplied(
        m_battle, u"fire"_s,
        uR"j({"firer": "%1", "target": "7th Foot (Royal Fusiliers)", "range": 5})j"_s.arg(kRifles), u"5"_s);
    QCOMPARE(r.exit, 1);
    QCOMPARE(r.json().value(u"error"_s).toObject().value(u"rule"_s).toString(), u"Sequence of Play"_s);
    r = resolveApplied(m_battle, u"movement"_s, uR"({"unit": "%1", "rate": "skirmish"})"_s.arg(kRifles),
                       u"3"_s);
    QCOMPARE(r.exit, 1);
    const QJsonObject error = r.json().value(u"error"_s).toObject();
    QCOMPARE(error.value(u"rule"_s).toString(), u"Sequence of Play"_s);
    QCOMPARE(error.value(u"input"_s).toString(), u"unit"_s);
    QCOMPARE(digest(m_battle), before);

    // The deck: a card per brigade, in the order the units name them: Skirmishers, Pickens, Howard,
    // Washington (American), Tarleton's line, Reserve (British). One die per place from the bottom up:
    // d6 6 keeps place 6, d5 1 swaps place 5 with the top, then d4 4, d3 3, d2 2 keep theirs: Tarleton's
    // line on top.
    r = resolveApplied(m_battle, u"deck-shuffle"_s, u"{}"_s, u"6,1,4,3,2"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(
        r.json().value(u"resolution"_s).toObject().value(u"values"_s).toObject().value(u"pile"_s).toArray(),
        (QJsonArray{u"Tarleton's line"_s, u"Pickens"_s, u"Howard"_s, u"Washington"_s, u"Skirmishers"_s,
                    u"Reserve"_s}));
    QCOMPARE(owed(m_battle), QStringList{u"deck-draw"_s});

    // The top card: Tarleton's line; its units start with the panic tests (none has a marker yet).
    r = resolveApplied(m_battle, u"deck-draw"_s, u"{}"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(phase(m_battle), u"panic"_s);
    QCOMPARE(owed(m_battle), QStringList{u"deck-step"_s});
    // The riflemen are of the Skirmishers, not on the card: they do not move now (the rate of their
    // formation), but a rout is rolled whenever it happens.
    r = resolveApplied(m_battle, u"movement"_s, uR"({"unit": "%1", "rate": "skirmish"})"_s.arg(kRifles),
                       u"3"_s);
    QCOMPARE(r.exit, 1);
    QVERIFY2(
        r.json()
            .value(u"error"_s)
            .toObject()
            .value(u"message"_s)
            .toString()
            .contains(
                u"is not on the card in play: only the units of Tarleton's line fire, charge and move now"_s),
        qPrintable(r.out));
    r = cli({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"movement"_s, u"--input"_s,
             uR"({"unit": "%1", "rate": "infantry-rout"})"_s.arg(kRifles), u"--dice"_s, u"3"_s, u"--json"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));

    // Charge declarations, charging units move, other movement, firing: the turn bar follows.
    for (const QString &step : {u"charge-declare"_s, u"charge-move"_s, u"move"_s, u"fire"_s}) {
        r = resolveApplied(m_battle, u"deck-step"_s, u"{}"_s);
        QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
        QCOMPARE(phase(m_battle), step);
    }

    // Firing: the Legion infantry (20 figures in open order, which fires one stand deep: all 20) at the
    // riflemen 5" away (muskets reach 7"). No modifier: not point blank, a Regular firer, a skirmish
    // target in no cover. 1d10 = 6 on the 19-21 row: 2 casualties, 16 → 14 figures, and a panic marker
    // ("The unit loses one or more casualties in a turn").
    r = resolveApplied(m_battle, u"fire"_s,
                       uR"({"firer": "%1", "target": "%2", "range": 5})"_s.arg(kLegion, kRifles), u"6"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QJsonObject riflemen = unit(m_battle, kRifles);
    QCOMPARE(riflemen.value(u"strength"_s).toInt(), 14);
    QVERIFY(hasMarker(riflemen, u"panic"_s));

    // Melee and compulsory routs; then the card is done and the next is drawn.
    for (int i = 0; i < 2; ++i) {
        r = resolveApplied(m_battle, u"deck-step"_s, u"{}"_s);
        QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    }
    QCOMPARE(phase(m_battle), u"melee"_s);
    QCOMPARE(owed(m_battle), QStringList{u"deck-draw"_s});

    // The referee draws the Skirmishers' card from his real deck: the riflemen, panic-marked, test first.
    r = resolveApplied(m_battle, u"deck-draw"_s, uR"({"card": "Skirmishers"})"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(phase(m_battle), u"panic"_s);
    const QStringList panicFirst{u"morale-test:%1"_s.arg(rifles), u"deck-step"_s};
    QCOMPARE(owed(m_battle), panicFirst);
    // Fire comes in the firing step, not now.
    r = resolveApplied(
        m_battle, u"fire"_s,
        uR"j({"firer": "%1", "target": "7th Foot (Royal Fusiliers)", "range": 5})j"_s.arg(kRifles), u"5"_s);
    QCOMPARE(r.exit, 1);
    QCOMPARE(r.json().value(u"error"_s).toObject().value(u"rule"_s).toString(), u"Sequence of Play"_s);

    // The test: Regular, Morale Number 7; its officer (rating 1) is with it: -1; 2 of 16 lost is under 25%.
    // 1d10 = 7: 7 - 1 = 6, at or below 7: passed.
    r = resolveApplied(m_battle, u"morale-test"_s, uR"({"unit": "%1"})"_s.arg(kRifles), u"7"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.out + r.err));
    QCOMPARE(r.json().value(u"resolution"_s).toObject().value(u"outcomeKey"_s).toString(), u"passed"_s);
    QCOMPARE(owed(m_battle), QStringList{u"deck-step"_s});
    // Undone, the test is owed again.
    QCOMPARE(cli({u"undo"_s, m_battle}).exit, 0);
    QCOMPARE(owed(m_battle), panicFirst);
}

QTEST_GUILESS_MAIN(TestOiblCliTurn)
#include "support/moc_demoturntest.cpp"
#include "tst_oiblcliturn.moc"
