// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Wars for America through adjutant-cli without a board: fire needs the range, the side that
// fires and the aspect (6.3, 6.4); when the referee gives them, the ships' positions and
// headings are not asked for. The boarding roll-off asks for the commander's advantage only
// when its totals can tie (8.5, 7.1).
#include "support/clirun.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj::testing;

namespace {
// The ships have headings (the profile gives every ship one) but no positions.
const char kOffBoard[] = R"({"name": "No board", "ruleset": "wfa-naval", "sides": [
  {"name": "United States", "units": [{"name": "USS Lawrence", "type": "brig", "strength": 5,
    "attributes": {"guns": 4, "marines": 2, "heading": 2, "command": true}}]},
  {"name": "Royal Navy", "units": [{"name": "HMS Detroit", "type": "brig", "strength": 5,
    "attributes": {"guns": 4, "marines": 2, "heading": 5, "command": true}}]}]})";
// Three hexes apart on the board: the referee measured 2 on his table.
const char kOnBoard[] = R"({"name": "Board", "ruleset": "wfa-naval",
  "board": {"width": 12, "height": 12, "layout": "odd-q"}, "sides": [
  {"name": "United States", "units": [{"name": "USS Lawrence", "type": "brig", "strength": 5,
    "position": "0505", "attributes": {"guns": 4, "marines": 2, "heading": 2, "command": true}}]},
  {"name": "Royal Navy", "units": [{"name": "HMS Detroit", "type": "brig", "strength": 5,
    "position": "0508", "attributes": {"guns": 4, "marines": 2, "heading": 5, "command": true}}]}]})";

CliRun fire(const QString &battle, const QString &input, const QString &dice)
{
    return cli({u"resolve"_s, u"--battle"_s, battle, u"--action"_s, u"fire"_s, u"--input"_s, input,
                u"--dice"_s, dice});
}

CliRun rollOff(const QString &input, const QString &dice)
{
    return cli({u"resolve"_s, u"--ruleset"_s, u"wfa-naval"_s, u"--action"_s, u"boarding-rolloff"_s,
                u"--input"_s, input, u"--dice"_s, dice});
}
// The outcome key of the resolution a run printed.
QString outcomeKey(const CliRun &r)
{
    return r.json().value(u"resolution"_s).toObject().value(u"outcomeKey"_s).toString();
}

} // namespace

class TestCliNaval : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fireWithoutPositions();
    void fireNeedsWhatThePositionsWouldTell();
    void refereeMeasuresOverTheBoard();
    void rollOffAsksForTheAdvantageOnlyWhenATieCanHappen();

private:
    QTemporaryDir m_dir;
    QString m_offBoard;
    QString m_onBoard;
};

void TestCliNaval::initTestCase()
{
    // Fire follows a plotted move (4.1): the battles are at their moves.
    m_offBoard = battleFrom(m_dir.path(), u"off"_s, kOffBoard, u"move"_s);
    m_onBoard = battleFrom(m_dir.path(), u"on"_s, kOnBoard, u"move"_s);
    QVERIFY(!m_offBoard.isEmpty() && !m_onBoard.isEmpty());
}

void TestCliNaval::fireWithoutPositions()
{
    // 6.2: 4 guns, 4 dice; 6.4: a broadside at 1 hex hits on 5 or 6: two hits.
    const CliRun r = fire(m_offBoard, uR"({"firer": "USS Lawrence", "target": "HMS Detroit", "range": 1,
                               "firerSide": "port", "firerAspect": "broadside"})"_s,
                          u"6,5,2,1"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(outcomeKey(r), u"hits:target=2"_s);
}

void TestCliNaval::fireNeedsWhatThePositionsWouldTell()
{
    const QByteArray before = digest(m_offBoard);
    const CliRun r =
        fire(m_offBoard, uR"({"firer": "USS Lawrence", "target": "HMS Detroit"})"_s, u"6,5,2,1"_s);
    QCOMPARE(r.exit, 1);
    QVERIFY2(r.err.contains(u"input \"range\" is needed (1-2 hexes) when the positions are not given"_s),
             qPrintable(r.err));
    QCOMPARE(digest(m_offBoard), before);
}

void TestCliNaval::refereeMeasuresOverTheBoard()
{
    // 6.3, 6.4: range, side and aspect given: the positions 3 hexes apart are not read. A broadside
    // at 2 hexes hits on a 6 only: one hit.
    const CliRun r = fire(m_onBoard, uR"({"firer": "USS Lawrence", "target": "HMS Detroit", "range": 2,
                               "firerSide": "starboard", "firerAspect": "broadside"})"_s,
                          u"6,5,2,1"_s);
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(outcomeKey(r), u"hits:target=1"_s);
    // Without them the positions decide, and 3 hexes is beyond the guns' range (6.3).
    const CliRun far =
        fire(m_onBoard, uR"({"firer": "USS Lawrence", "target": "HMS Detroit"})"_s, u"6,5,2,1"_s);
    QCOMPARE(far.exit, 1);
    QVERIFY2(far.err.contains(u"(6.3)"_s), qPrintable(far.err));
}

void TestCliNaval::rollOffAsksForTheAdvantageOnlyWhenATieCanHappen()
{
    // 8.5: 12 and 1 differ by 11; 2 dice add at most 10 to the lower ship's lowest total: no tie.
    const CliRun apart = rollOff(uR"({"aRating": 12, "bRating": 1, "aMarines": 2, "bMarines": 1,
                                     "thenAttempt": false})"_s,
                                 u"1,1,6,6"_s);
    QVERIFY2(apart.exit == 0, qPrintable(apart.err));
    QCOMPARE(outcomeKey(apart), u"boarder:a"_s);
    // 5 and 3 can tie: the advantage is asked for, naming why.
    const CliRun close = rollOff(uR"({"aRating": 5, "bRating": 3, "aMarines": 2, "bMarines": 1,
                                     "thenAttempt": false})"_s,
                                 u"1,1,2,2"_s);
    QCOMPARE(close.exit, 1);
    QVERIFY2(close.err.contains(u"input \"advantage\" is needed: damage ratings 5 and 3 differ by 2, so the "
                                u"roll-off can tie"_s),
             qPrintable(close.err));
    // Given, it decides the tie: 1+1+2 = 4 against 2+2 = 4 (8.5, 7.1).
    const CliRun tie = rollOff(uR"({"aRating": 5, "bRating": 3, "aMarines": 2, "bMarines": 1,
                                   "thenAttempt": false, "advantage": "b"})"_s,
                               u"1,1,2,2"_s);
    QVERIFY2(tie.exit == 0, qPrintable(tie.err));
    QCOMPARE(outcomeKey(tie), u"boarder:b"_s);
}

QTEST_GUILESS_MAIN(TestCliNaval)
#include "tst_clinaval.moc"
