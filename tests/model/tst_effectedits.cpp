// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A resolution's effects applied to a battle as one edit, or refused whole.
#include "battledocument.h"
#include "edits.h"
#include "effectedits.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestEffectEdits : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void hitsMarkersAndAp();
    void eliminationAndLeaderLoss();
    void noEffectsIsStillLogged();
    void generalWounded();
    void trackerWrittenAndUndone();
    void positionMoved();
    void leaderMovedAlone();
    void refusedWhole_data();
    void refusedWhole();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<BattleDocument> m_doc;
};

void TestEffectEdits::init()
{
    QString error;
    m_doc.reset();
    QFile::remove(m_dir.filePath(u"e.adjutant"_s));
    BattleInfo info;
    info.name = u"Effects"_s;
    info.ruleset = u"fhg-land"_s;
    m_doc = BattleDocument::create(m_dir.filePath(u"e.adjutant"_s), info, &error);
    QVERIFY2(m_doc, qPrintable(error));
    auto commit = [&](const Edit &e) { QVERIFY2(m_doc->commit(e, &error) > 0, qPrintable(error)); };
    commit(Edits::addSide(m_doc->state(), u"American"_s, {}, &error));
    commit(Edits::addSide(m_doc->state(), u"British"_s, {}, &error));
    commit(Edits::addUnit(m_doc->state(), m_doc->profile(),
                          {u"American"_s, u"13th"_s, u"regular"_s, 4, 4, {}, {}}, &error));
    commit(Edits::addUnit(m_doc->state(), m_doc->profile(),
                          {u"British"_s, u"41st"_s, u"regular"_s, 2, 4, {}, {}}, &error));
    commit(Edits::addLeader(m_doc->state(), u"British"_s, u"Brock"_s, 1, u"41st"_s, &error));
    commit(Edits::setCounter(m_doc->state(), m_doc->profile(), 1, {}, u"AP"_s, 3, &error));
}

void TestEffectEdits::hitsMarkersAndAp()
{
    Effect ap{Effect::Kind::SpendAp};
    ap.side = u"American"_s;
    ap.amount = 1;
    ap.rule = u"8.1.1"_s;
    Effect hit{Effect::Kind::LoseStrength};
    hit.subject = u"target"_s;
    hit.amount = 1;
    Effect mark{Effect::Kind::PlaceMarker};
    mark.subject = u"actor"_s;
    mark.marker = u"activated"_s;
    EffectEdits::Resolved r{u"fire"_s,
                            u"13th fires at 41st: 1 hit"_s,
                            u"13th"_s,
                            QJsonObject{{u"actor"_s, u"13th"_s}, {u"target"_s, 2}},
                            {},
                            {},
                            {ap, hit, mark}};
    QString error;
    const Edit e = EffectEdits::build(m_doc->state(), m_doc->profile(), r, &error);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    QCOMPARE(e.kind, u"resolve.fire"_s);
    QVERIFY(m_doc->commit(e, &error) > 0);
    QCOMPARE(m_doc->state().units.value(2).strength, 1);
    QCOMPARE(m_doc->state().counter(1, {}, u"AP"_s)->value, 2);
    QCOMPARE(m_doc->state().activeMarkers(1).value(0).kind, u"activated"_s);
    // The same resolution undone as one action.
    QVERIFY(m_doc->revert(e, m_doc->store().eventCount(), &error) > 0);
    QCOMPARE(m_doc->state().units.value(2).strength, 2);
    QCOMPARE(m_doc->state().counter(1, {}, u"AP"_s)->value, 3);
    QVERIFY(m_doc->state().activeMarkers(1).isEmpty());
}

void TestEffectEdits::eliminationAndLeaderLoss()
{
    Effect hits{Effect::Kind::LoseStrength};
    hits.unit = 2;
    hits.amount = 3; // more than it has: strength stops at 0, the unit is out
    Effect leader{Effect::Kind::LoseLeader};
    leader.subject = u"target"_s;
    Effect vp{Effect::Kind::ChangeCounter};
    vp.side = u"American"_s;
    vp.counter = u"VP"_s;
    vp.amount = 2;
    EffectEdits::Resolved r{
        u"fire"_s, u"41st eliminated"_s, u"13th"_s, QJsonObject{{u"target"_s, u"41st"_s}}, {},
        {},        {hits, leader, vp}};
    QString error;
    const Edit e = EffectEdits::build(m_doc->state(), m_doc->profile(), r, &error);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    QVERIFY(m_doc->commit(e, &error) > 0);
    QCOMPARE(m_doc->state().units.value(2).strength, 0);
    QCOMPARE(m_doc->state().units.value(2).status, u"eliminated"_s);
    QCOMPARE(m_doc->state().leaders.value(1).status, u"lost"_s);
    QCOMPARE(m_doc->state().leaders.value(1).unit, 0);
    QCOMPARE(m_doc->state().counter(1, {}, u"VP"_s)->value, 2);
}

void TestEffectEdits::noEffectsIsStillLogged()
{
    Effect note{Effect::Kind::Note};
    note.text = u"no hits"_s;
    EffectEdits::Resolved r{u"fire"_s, u"13th fires: no hit"_s, u"13th"_s, {}, {}, {}, {note}};
    QString error;
    const Edit e = EffectEdits::build(m_doc->state(), m_doc->profile(), r, &error);
    QVERIFY(!e.isEmpty());
    QVERIFY(e.changes.isEmpty());
    const qint64 before = m_doc->store().eventCount();
    QCOMPARE(m_doc->commit(e, &error), before + 1);
}

void TestEffectEdits::generalWounded()
{
    // One If By Land's risk to generals: a wound is the leader's status, not a unit attribute.
    Effect wound{Effect::Kind::SetAttribute};
    wound.subject = u"general"_s;
    wound.unit = 1; // Brock, leader 1 (unit 1 is the 13th: ids of leaders and units overlap)
    wound.attribute = u"wound"_s;
    wound.value = u"light"_s;
    EffectEdits::Resolved r{u"fire"_s, u"Brock wounded"_s, u"13th"_s, {}, {}, {}, {wound}};
    QString error;
    const Edit e = EffectEdits::build(m_doc->state(), m_doc->profile(), r, &error);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    QVERIFY(m_doc->commit(e, &error) > 0);
    QCOMPARE(m_doc->state().leaders.value(1).status, u"wounded"_s);
    QCOMPARE(m_doc->state().units.value(1).attrs.contains(u"wound"_s), false);
}

void TestEffectEdits::trackerWrittenAndUndone()
{
    // A rule set's bookkeeping: written whole by each resolution, undone to what it was.
    auto deckEffect = [](const QJsonArray &drawn, const QString &label) {
        Effect e{Effect::Kind::SetTracker};
        e.attribute = u"oibl.deck"_s;
        e.value = QJsonObject{{u"drawn"_s, drawn}};
        e.text = label;
        return e;
    };
    QString error;
    auto commitEffect = [&](const Effect &e) {
        const Edit edit = EffectEdits::build(m_doc->state(), m_doc->profile(),
                                             {u"draw-card"_s, e.text, {}, {}, {}, {}, {e}}, &error);
        return std::make_pair(edit, m_doc->commit(edit, &error));
    };
    const auto [first, firstSeq] = commitEffect(deckEffect({u"A"_s}, u"Card drawn: A"_s));
    QVERIFY2(firstSeq > 0, qPrintable(error));
    QCOMPARE(m_doc->state().trackers.size(), 1);
    const auto [second, secondSeq] = commitEffect(deckEffect({u"A"_s, u"B"_s}, u"Card drawn: B"_s));
    QVERIFY2(secondSeq > 0, qPrintable(error));
    QCOMPARE(m_doc->state().trackers.size(), 1); // one row per key, updated
    QCOMPARE(m_doc->state().tracker(u"oibl.deck"_s)->label, u"Card drawn: B"_s);
    QVERIFY(m_doc->revert(second, secondSeq, &error) > 0);
    QCOMPARE(m_doc->state().tracker(u"oibl.deck"_s)->label, u"Card drawn: A"_s);
    QVERIFY(m_doc->revert(first, firstSeq, &error) > 0);
    QVERIFY(!m_doc->state().tracker(u"oibl.deck"_s));

    Effect bad{Effect::Kind::SetTracker}; // no key: refused, nothing changes
    bad.value = QJsonObject{};
    const BattleState before = m_doc->state();
    QVERIFY(EffectEdits::build(m_doc->state(), m_doc->profile(),
                               {u"draw-card"_s, u"x"_s, {}, {}, {}, {}, {bad}}, &error)
                .isEmpty());
    QVERIFY2(error.contains(u"tracker needs a key"_s), qPrintable(error));
    QCOMPARE(m_doc->state(), before);
}

void TestEffectEdits::positionMoved()
{
    // A plotted move: the unit's position, not one of its profile attributes.
    Effect move{Effect::Kind::SetAttribute};
    move.unit = 2;
    move.attribute = u"position"_s;
    move.value = u"0405"_s;
    QString error;
    const Edit e = EffectEdits::build(m_doc->state(), m_doc->profile(),
                                      {u"move"_s, u"41st to 0405"_s, {}, {}, {}, {}, {move}}, &error);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    QVERIFY(m_doc->commit(e, &error) > 0);
    QCOMPARE(m_doc->state().units.value(2).position, u"0405"_s);
    QVERIFY(!m_doc->state().units.value(2).attrs.contains(u"position"_s));
    move.value = 405; // not a label: refused
    QVERIFY(EffectEdits::build(m_doc->state(), m_doc->profile(), {u"move"_s, u"x"_s, {}, {}, {}, {}, {move}},
                               &error)
                .isEmpty());
    QVERIFY2(error.contains(u"a position is a hex label"_s), qPrintable(error));
}

void TestEffectEdits::leaderMovedAlone()
{
    // For Honor and Glory 9.1: a leader who moves alone leaves his unit and stands on his hex.
    QCOMPARE(m_doc->state().leaders.value(1).unit, 2);
    Effect move{Effect::Kind::SetAttribute};
    move.subject = u"leader"_s;
    move.unit = 1; // Brock, leader 1, with the 41st
    move.attribute = u"position"_s;
    move.value = u"0506"_s;
    QString error;
    const Edit e = EffectEdits::build(m_doc->state(), m_doc->profile(),
                                      {u"move"_s, u"Brock to 0506"_s, {}, {}, {}, {}, {move}}, &error);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    const qint64 seq = m_doc->commit(e, &error);
    QVERIFY(seq > 0);
    const Leader brock = m_doc->state().leaders.value(1);
    QCOMPARE(brock.position, u"0506"_s);
    QCOMPARE(brock.unit, 0);
    QCOMPARE(brock.status, QString()); // a move, not a wound
    QVERIFY(m_doc->revert(e, seq, &error) > 0);
    QCOMPARE(m_doc->state().leaders.value(1).unit, 2);
    QCOMPARE(m_doc->state().leaders.value(1).position, QString());
}

void TestEffectEdits::refusedWhole_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("amount");
    QTest::addColumn<QString>("message");
    QTest::newRow("AP not enough (6.2)") << int(Effect::Kind::SpendAp) << u"American"_s << 4
                                         << u"American has 3 AP left; this action needs 4"_s;
    QTest::newRow("no AP at all") << int(Effect::Kind::SpendAp) << u"British"_s << 1
                                  << u"British has 0 AP left"_s;
    QTest::newRow("unknown side") << int(Effect::Kind::SpendAp) << u"French"_s << 1
                                  << u"no side \"French\""_s;
    QTest::newRow("unit not in the battle") << int(Effect::Kind::LoseStrength) << QString() << 1
                                            << u"name no unit of this battle for \"ghost\""_s;
}

void TestEffectEdits::refusedWhole()
{
    QFETCH(int, kind);
    QFETCH(QString, side);
    QFETCH(int, amount);
    QFETCH(QString, message);
    Effect first{Effect::Kind::LoseStrength}; // applies, but must not survive the refusal
    first.unit = 1;
    first.amount = 1;
    Effect bad{Effect::Kind(kind)};
    bad.side = side;
    bad.subject = u"ghost"_s;
    bad.amount = amount;
    EffectEdits::Resolved r{u"fire"_s, u"x"_s, u"13th"_s,   QJsonObject{{u"ghost"_s, u"Nobody"_s}},
                            {},        {},     {first, bad}};
    const BattleState before = m_doc->state();
    QString error;
    const Edit e = EffectEdits::build(m_doc->state(), m_doc->profile(), r, &error);
    QVERIFY(e.isEmpty());
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(m_doc->state(), before);
}

QTEST_GUILESS_MAIN(TestEffectEdits)
#include "tst_effectedits.moc"
