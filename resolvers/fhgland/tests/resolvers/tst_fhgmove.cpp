// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Movement of For Honor and Glory (7, 9.1, 2.3, 4.3, 6.2) and the change of formation (7.5):
// the move and formation actions on a board given whole (the "ground" input), without a battle.
//
// The board: 10 x 10, odd-q. Columns 05 and 06 are clear. 0303 and 0306 forest (the 6.2.5
// example starts in 0304); 0703 swamp, 0705 waterway; 0805 water crossing; 0905 hill, 0903 town;
// 0203 entrenchment, 0205 fence; 0103 fort. The mover is unit 1 of the Americans.
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fhgland/fhgmove.h"
#include "support/datarows.h"
#include "support/refusals.h"
#include "support/resolutionvalues.h"
#include "support/ruletables.h"
#include "support/testjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
QJsonObject board()
{
    return adj::testing::obj(R"({"width": 10, "height": 10, "layout": "odd-q", "tiles": {
        "0303": "forest", "0306": "forest", "0703": "swamp", "0705": "waterway",
        "0805": "water-crossing", "0905": "hill", "0903": "town", "0203": "entrenchment",
        "0205": "fence", "0103": "fort"}})");
}

// The inputs of a row with the ground: the board, turn 1, the mover in its hex and `pieces`.
QJsonObject withGround(const char *inputs, const char *pieces)
{
    QJsonObject in = adj::testing::obj(inputs);
    if (QByteArray(pieces) == "no board") {
        in.insert(u"ground"_s, QJsonObject());
        return in;
    }
    QJsonArray all = QJsonDocument::fromJson(QByteArray(pieces)).array();
    if (!in.contains(u"side"_s))
        in.insert(u"side"_s, u"American"_s);
    const bool leader = in.value(u"unitType"_s).toString() == u"leader"_s;
    if (!in.contains(u"unit"_s) && !in.contains(u"leader"_s))
        in.insert(leader ? u"leader"_s : u"unit"_s, 1);
    all.prepend(QJsonObject{{u"id"_s, 1},
                            {u"kind"_s, in.value(u"unitType"_s)},
                            {u"side"_s, u"American"_s},
                            {u"name"_s, leader ? u"Scott"_s : u"the mover"_s},
                            {u"hex"_s, in.value(u"from"_s)}});
    in.insert(u"ground"_s, QJsonObject{{u"board"_s, board()}, {u"turn"_s, 1}, {u"pieces"_s, all}});
    return in;
}

const Effect *findEffect(const Resolution &r, Effect::Kind kind, const QString &marker = {})
{
    for (const Effect &e : r.effects())
        if (e.kind == kind && (marker.isEmpty() || e.marker == marker))
            return &e;
    return nullptr;
}
} // namespace

class TstFhgMove : public QObject
{
    Q_OBJECT
private slots:
    void moves_data();
    void moves();
    void refuses_data();
    void refuses();
    void effectsOfAMoveWithTheLeader();
    void dragoonsAndIndiansMayFireAfter_data();
    void dragoonsAndIndiansMayFireAfter();
    void enemyLeaderAndVpTaken();
    void leaderAlone();
    void oddsOfAMove();
    void formation_data();
    void formation();

private:
    Resolution run(const char *inputs, const char *pieces, const QString &action = u"move"_s)
    {
        ScriptedDice none({});
        return resolve(u"fhg-land"_s, action, withGround(inputs, pieces), none, m_table);
    }
    const RuleTable m_table = fhgTable();
};

struct MovesRow
{
    QString inputs;
    QString pieces;
    QString outcome;
    QString traceHas;
};

void TstFhgMove::moves_data()
{
    QTest::addColumn<MovesRow>("row");
    auto row = [](const char *name, const char *in, const char *pieces, const char *outcome,
                  const char *trace) {
        QTest::newRow(name) << MovesRow{QString::fromUtf8(in), QString::fromUtf8(pieces),
                                        QString::fromUtf8(outcome), QString::fromUtf8(trace)};
    };
    row("7.1 regular infantry: 1 hex of clear for 1 AP",
        R"({"unitType":"regular","from":"0504","path":"0505"})", "[]", "hexes=1 ap=1",
        "0505 clear: hex 1 of 1 (7.1)");
    row("7.1 chart: light infantry 2 hexes", R"({"unitType":"light","from":"0504","path":"0505 0506"})", "[]",
        "hexes=2 ap=1", "light infantry move 2 hexes (7.1)");
    row("7.1 chart: light infantry 2 hexes, the path as a JSON array",
        R"({"unitType":"light","from":"0504","path":["0505","0506"]})", "[]", "hexes=2 ap=1",
        "light infantry move 2 hexes (7.1)");
    row("7.1 chart: Indians 2 hexes", R"({"unitType":"indian","from":"0504","path":"0505 0506"})", "[]",
        "hexes=2 ap=1", "Indians move 2 hexes (7.1)");
    row("7.1 chart: dragoons 3 hexes", R"({"unitType":"dragoon","from":"0504","path":"0505 0506 0507"})",
        "[]", "hexes=3 ap=1", "dragoons move 3 hexes (7.1)");
    row("9.1 a leader alone: 3 hexes for 1 AP",
        R"({"unitType":"leader","from":"0504","path":"0505 0506 0507"})", "[]", "hexes=3 ap=1",
        "leader move 3 hexes (9.1)");
    row("7.5 infantry in column: 1 hex more",
        R"({"unitType":"regular","column":true,"from":"0504","path":"0505 0506"})", "[]", "hexes=2 ap=1",
        "in column +1 hex (7.5)");
    row("6.2.5 worked example: 1 hex of clear then 1 of forest for 2 AP",
        R"({"unitType":"regular","from":"0304","path":"0305 0306","leaderBonus":true})",
        R"([{"id":5,"kind":"leader","side":"American","name":"Brock","hex":"0304","with":1}])",
        "hexes=2 ap=2", "0306 forest: hex 2 of 2, stop (2.3.5)");
    row("9.1.2 example: 1 AP to move with the leader, 1 more for the extra hex",
        R"({"unitType":"regular","from":"0504","path":"0505 0506","leaderBonus":true})",
        R"([{"id":5,"kind":"leader","side":"American","name":"Brock","hex":"0504"}])", "hexes=2 ap=2",
        "with its leader +1 hex for 1 more AP (6.2.5)");
    row("6.2.8 exactly the 2 AP of the leader's extra hex",
        R"({"unitType":"regular","from":"0504","path":"0505 0506","leaderBonus":true,"apAvailable":2})",
        R"([{"id":5,"kind":"leader","side":"American","name":"Brock","hex":"0504"}])", "hexes=2 ap=2",
        "moves 2 hexes, 0504 to 0506: 2 AP (6.2.5)");
    row("2.3.3 waterway: 2 AP and the move ends", R"({"unitType":"regular","from":"0704","path":"0705"})",
        "[]", "hexes=1 ap=2",
        "0705 waterway: hex 1 of 1, 2 AP for the move and no further action this turn (2.3.3)");
    row("2.3.4 the water crossing negates the waterway",
        R"({"unitType":"light","from":"0804","path":"0805 0806"})", "[]", "hexes=2 ap=1",
        "0805 water crossing: hex 1 of 2, the crossing negates the waterway (2.3.4)");
    row("2.3.6 hill: the unit stops on entering", R"({"unitType":"regular","from":"0904","path":"0905"})",
        "[]", "hexes=1 ap=1", "0905 hill: hex 1 of 1, stop (2.3.6)");
    row("11.11 hills do not stop", R"({"unitType":"light","from":"0904","path":"0905 0906","opt11_11":true})",
        "[]", "hexes=2 ap=1", "0905 hill: hex 1 of 2, hills move as clear terrain (11.11)");
    row("7.4 Indians do not stop in forest", R"({"unitType":"indian","from":"0304","path":"0303 0302"})",
        "[]", "hexes=2 ap=1", "0303 forest: hex 1 of 2, Indians do not stop in forest (7.4)");
    row("2.3.7 town: no effect on movement", R"({"unitType":"light","from":"0904","path":"0903 0902"})", "[]",
        "hexes=2 ap=1", "0903 town: hex 1 of 2, no effect on movement (2.3.7)");
    row("2.3.8 fence: no effect on movement", R"({"unitType":"light","from":"0204","path":"0205 0206"})",
        "[]", "hexes=2 ap=1", "0205 fence: hex 1 of 2, no effect on movement (2.3.8)");
    row("4.3 infantry may join a friendly artillery unit",
        R"({"unitType":"regular","from":"0504","path":"0505"})",
        R"([{"id":2,"kind":"artillery","side":"American","name":"Guns","hex":"0505"}])", "hexes=1 ap=1",
        "moves 1 hex, 0504 to 0505: 1 AP (6.2.1)");
    row("7.2 example: artillery may move into the hex of a friendly infantry unit",
        R"({"unitType":"artillery","from":"0504","path":"0505"})",
        R"([{"id":2,"kind":"regular","side":"American","name":"13th","hex":"0505"}])", "hexes=1 ap=1",
        "artillery move 1 hex (7.1)");
    row("7.2.1 a friendly leader alone does not block",
        R"({"unitType":"light","from":"0504","path":"0505 0506"})",
        R"([{"id":6,"kind":"leader","side":"American","name":"Scott","hex":"0505"}])", "hexes=2 ap=1",
        "0506 clear: hex 2 of 2 (7.1)");
    row("7.3, 9.3.3 an enemy leader alone is eliminated and the move goes on",
        R"({"unitType":"light","from":"0504","path":"0505 0506"})",
        R"([{"id":7,"kind":"leader","side":"British","name":"Sheaffe","hex":"0505"}])",
        "hexes=2 ap=1 leader-eliminated=1",
        "0505: the enemy leader Sheaffe, alone there, is eliminated; the move goes on (9.3.3)");
    row("3.4.11, 10 B an enemy VP unit is taken", R"({"unitType":"regular","from":"0504","path":"0505"})",
        R"([{"id":8,"kind":"vp","side":"British","name":"Queenston","hex":"0505"}])",
        "hexes=1 ap=1 captured=1",
        "0505: Queenston, a VP unit of British, is taken: +1 VP to American (10 B)");
    row("3.4.11 a side's own VP unit is not taken", R"({"unitType":"regular","from":"0504","path":"0505"})",
        R"([{"id":8,"kind":"vp","side":"American","name":"Fort George","hex":"0505"}])", "hexes=1 ap=1",
        "0505 clear: hex 1 of 1 (7.1)");
    row("6.2.4 Indians who fired at an adjacent enemy move already paid",
        R"({"unitType":"indian","from":"0504","path":"0505","firedFirst":true,"apAvailable":0})", "[]",
        "hexes=1 ap=0", "paid with the fire: move and fire cost 2 AP in all (6.2.4)");
    row("7.1 to: the shortest legal way around an enemy unit",
        R"({"unitType":"dragoon","from":"0504","to":"0506"})",
        R"([{"id":3,"kind":"regular","side":"British","name":"41st","hex":"0505"}])", "hexes=3 ap=1",
        "the shortest legal way: 0604 0605 0506 (7.1)");
    row("7.1 to: the straight way when it is free", R"({"unitType":"light","from":"0504","to":"0506"})", "[]",
        "hexes=2 ap=1", "the shortest legal way: 0505 0506 (7.1)");
    row("7.1.1 a leader who moved last turn moves again",
        R"({"unitType":"leader","from":"0504","path":"0505","moves":{"turn":0,"leaders":[1]}})", "[]",
        "hexes=1 ap=1", "Scott moves 1 hex, 0504 to 0505: 1 AP (9.1)");
    row("9.1 a leader alone moves through a full hex",
        R"({"unitType":"leader","from":"0504","path":"0505 0506"})",
        R"([{"id":2,"kind":"regular","side":"American","name":"13th","hex":"0505"},
            {"id":3,"kind":"artillery","side":"American","name":"Guns","hex":"0505"}])",
        "hexes=2 ap=1", "0505 clear: hex 1 of 2 (9.1)");
}

void TstFhgMove::moves()
{
    const auto [inputs, pieces, outcome, traceHas] = fetchRow<MovesRow>();
    const Resolution r = run(inputs.toUtf8().constData(), pieces.toUtf8().constData());
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), outcome);
    QVERIFY2(r.traceText().contains(traceHas), qPrintable(r.traceText()));
    QCOMPARE(r.dice().size(), 0); // a move rolls no dice
    const Effect *position = findEffect(r, Effect::Kind::SetAttribute);
    QVERIFY(position);
    QCOMPARE(position->attribute, u"position"_s);
    const QJsonObject in = QJsonDocument::fromJson(inputs.toUtf8()).object();
    const QJsonValue path = in.value(u"path"_s); // the text form or the JSON array
    const QString last = path.isArray()           ? path.toArray().last().toString()
                         : in.contains(u"path"_s) ? path.toString().split(u' ').constLast()
                                                  : in.value(u"to"_s).toString();
    QCOMPARE(position->value.toString(), last);
    const Effect *spend = findEffect(r, Effect::Kind::SpendAp);
    const int ap = r.outcomes().at(1).mid(3).toInt();
    QCOMPARE(spend ? spend->amount : 0, ap);
}

struct RefusesRow
{
    QString inputs;
    QString pieces;
    QString errorHas;
};

void TstFhgMove::refuses_data()
{
    QTest::addColumn<RefusesRow>("row");
    auto row = [](const char *name, const char *in, const char *pieces, const char *error) {
        QTest::newRow(name) << RefusesRow{QString::fromUtf8(in), QString::fromUtf8(pieces),
                                          QString::fromUtf8(error)};
    };
    const char *leader =
        R"([{"id":5,"kind":"leader","side":"American","name":"Brock","hex":"0504","with":1}])";
    row("7.1 regular infantry may not move 2 hexes",
        R"({"unitType":"regular","from":"0504","path":"0505 0506"})", "[]",
        "0506 would be hex 2 of the move: the mover may move no more than 1 (7.1)");
    row("7.1 chart: artillery 1 hex", R"({"unitType":"artillery","from":"0504","path":"0505 0506"})", "[]",
        "may move no more than 1 (7.1)");
    row("7.1 chart: dragoons not 4 hexes",
        R"({"unitType":"dragoon","from":"0504","path":"0505 0506 0507 0508"})", "[]",
        "may move no more than 3 (7.1)");
    row("9.1 a leader alone not 4 hexes",
        R"({"unitType":"leader","from":"0504","path":"0505 0506 0507 0508"})", "[]",
        "Scott may move no more than 3 (9.1)");
    row("7.5 only infantry move in column",
        R"({"unitType":"dragoon","column":true,"from":"0504","path":"0505"})", "[]",
        "only infantry form columns (7.5)");
    row("6.2.5 worked example: forest first, so no second hex",
        R"({"unitType":"regular","from":"0304","path":"0303 0302","leaderBonus":true})", leader,
        "the move ends in 0303 (forest, 2.3.5): it cannot go on to 0302");
    row("6.2.5 no leader's extra hex for artillery",
        R"({"unitType":"artillery","from":"0504","path":"0505","leaderBonus":true})", leader, "(6.2.5)");
    row("9.1.3 no leader's extra hex in column",
        R"({"unitType":"regular","column":true,"from":"0504","path":"0505","leaderBonus":true})", leader,
        "(9.1.3)");
    row("6.2.5 the extra hex needs a leader with the unit",
        R"({"unitType":"regular","from":"0504","path":"0505 0506","leaderBonus":true})", "[]",
        "needs a leader who began the turn with the unit (6.2.5)");
    row("6.2.5 a leader who moved this turn gives no extra hex",
        R"({"unitType":"regular","from":"0504","path":"0505 0506","leaderBonus":true,"moves":{"turn":1,"leaders":[5]}})",
        leader, "needs a leader who began the turn with the unit (6.2.5)");
    row("9.1.2 no extra hex for Indians who fire and move",
        R"({"unitType":"indian","from":"0504","path":"0505","leaderBonus":true,"firedFirst":true})",
        R"([{"id":5,"kind":"leader","side":"American","name":"Brock","hex":"0504","with":1}])", "(9.1.2)");
    row("2.3.2 swamp is impassable", R"({"unitType":"regular","from":"0704","path":"0703"})", "[]",
        "0703 swamp: impassable (2.3.2)");
    row("2.3.3 no further move after a waterway", R"({"unitType":"light","from":"0704","path":"0705 0706"})",
        "[]", "the move ends in 0705 (waterway, 2.3.3)");
    row("2.3.6 a hill stops the move", R"({"unitType":"light","from":"0904","path":"0905 0906"})", "[]",
        "the move ends in 0905 (hill, 2.3.6)");
    row("2.3.9 an entrenchment stops the move", R"({"unitType":"light","from":"0204","path":"0203 0202"})",
        "[]", "(entrenchment, 2.3.9)");
    row("2.3.10 a fort stops the move", R"({"unitType":"light","from":"0104","path":"0103 0102"})", "[]",
        "(fort, 2.3.10)");
    row("7.1 from hex to adjacent hex", R"({"unitType":"regular","from":"0504","path":"0506"})", "[]",
        "0506 is not next to 0504: units move from hex to adjacent hex (7.1)");
    row("7.1 a hex off the board", R"({"unitType":"regular","from":"0504","path":"0511"})", "[]",
        "input \"path\": 0511 is off the 10 x 10 board (7.1)");
    row("7.1 a malformed hex", R"({"unitType":"regular","from":"0504","path":"05x6"})", "[]",
        "input \"path\": \"05x6\" is not a hex label");
    row("7.1 a move that ends where it began", R"({"unitType":"light","from":"0504","path":"0505 0504"})",
        "[]", "where it began (7.1)");
    row("6.2.7 no move through a full hex", R"({"unitType":"light","from":"0504","path":"0505 0506"})",
        R"([{"id":2,"kind":"regular","side":"American","name":"13th","hex":"0505"}])",
        "0505: no more than 1 infantry-type or dragoon unit per hex: 13th, the mover (4.3); a move may not "
        "pass "
        "through a full hex (6.2.7, 7.2)");
    row("7.2 example: infantry may not move into infantry",
        R"({"unitType":"regular","from":"0504","path":"0505"})",
        R"([{"id":2,"kind":"militia","side":"American","name":"Militia","hex":"0505"}])",
        "the move may not end there (6.2.7)");
    row("4.3 no two artillery/rocket units in a hex",
        R"({"unitType":"artillery","from":"0504","path":"0505"})",
        R"([{"id":2,"kind":"rocket","side":"American","name":"Rockets","hex":"0505"}])",
        "no more than 1 artillery/rocket unit per hex");
    row("4.3 the unit's leader may not end with another leader",
        R"({"unitType":"regular","from":"0504","path":"0505"})",
        R"([{"id":5,"kind":"leader","side":"American","name":"Brock","hex":"0504","with":1},
            {"id":6,"kind":"leader","side":"American","name":"Scott","hex":"0505"}])",
        "leaders may not share a hex with other leaders");
    row("7.2 enemy units block", R"({"unitType":"light","from":"0504","path":"0505 0506"})",
        R"([{"id":3,"kind":"regular","side":"British","name":"41st","hex":"0505"}])",
        "0505: enemy units (41st) block the move (7.2)");
    row("9.3.3 a leader alone does not enter an enemy leader's hex",
        R"({"unitType":"leader","from":"0504","path":"0505"})",
        R"([{"id":7,"kind":"leader","side":"British","name":"Sheaffe","hex":"0505"}])", "(9.3.3)");
    row("3.4.11 a VP unit cannot move", R"({"unitType":"vp","from":"0504","path":"0505"})", "[]",
        "a victory point unit cannot move (3.4.11)");
    row("6.2.8 no AP left", R"({"unitType":"regular","from":"0504","path":"0505","apAvailable":0})", "[]",
        "not enough AP: the move costs 1 AP and 0 are left (6.2.8)");
    row("6.2.8 the leader's extra hex costs 2 AP",
        R"({"unitType":"regular","from":"0504","path":"0505 0506","leaderBonus":true,"apAvailable":1})",
        leader, "the move costs 2 AP and 1 are left (6.2.8)");
    row("2.3.3 the waterway costs 2 AP",
        R"({"unitType":"regular","from":"0704","path":"0705","apAvailable":1})", "[]",
        "the move costs 2 AP and 1 are left (6.2.8)");
    row("7.1.1 a leader moves once a turn",
        R"({"unitType":"leader","from":"0504","path":"0505","moves":{"turn":1,"leaders":[1]}})", "[]",
        "Scott has already moved this turn (7.1.1)");
    row("6.2.3 dragoons may not fire and then move",
        R"({"unitType":"dragoon","from":"0504","path":"0505","firedFirst":true})", "[]",
        "dragoons may not fire and then move (6.2.3)");
    row("7.1 to: beyond the allowance", R"({"unitType":"regular","from":"0504","to":"0507"})", "[]",
        "0507 is 3 hexes from 0504: the mover may move no more than 1 (7.1)");
    row("6.2.7 to: every way barred", R"({"unitType":"light","from":"0504","to":"0506"})",
        R"([{"id":2,"kind":"regular","side":"American","name":"13th","hex":"0505"}])",
        "no legal way of at most 2 hexes from 0504 to 0506");
    row("2.3.2 to: an impassable destination", R"({"unitType":"regular","from":"0704","to":"0703"})", "[]",
        "0703 swamp: impassable (2.3.2)");
    row("7.1 path and to disagree", R"({"unitType":"light","from":"0504","path":"0505","to":"0506"})", "[]",
        "input \"path\" ends in 0505, not in 0506");
    row("7.1 neither path nor to", R"({"unitType":"light","from":"0504"})", "[]", "give input \"path\"");
    row("7 no board", R"({"unitType":"light","from":"0504","path":"0505"})", "no board",
        "input \"ground\": no board");
    row("9.1 a unit and a leader alone at once",
        R"({"unitType":"light","from":"0504","path":"0505","unit":1,"leader":4})", "[]", "not both (9.1)");
    row("schema: unknown unit type", R"({"unitType":"cossack","from":"0504","path":"0505"})", "[]",
        "\"unitType\" must be one of");
}

void TstFhgMove::refuses()
{
    const auto [inputs, pieces, errorHas] = fetchRow<RefusesRow>();
    const Resolution r = run(inputs.toUtf8().constData(), pieces.toUtf8().constData());
    compareRefused(r, errorHas);
    QVERIFY(r.outcomes().isEmpty());
}

void TstFhgMove::effectsOfAMoveWithTheLeader()
{
    // 9.1.2: Brock (alone in the unit's hex, not attached) starts the turn with the 4 MP infantry;
    // 1 AP moves both 1 hex, 1 more AP the extra hex. He goes with the unit at no AP of his own.
    const Resolution r = run(R"({"unitType":"regular","from":"0504","path":"0505 0506","leaderBonus":true})",
                             R"([{"id":5,"kind":"leader","side":"American","name":"Brock","hex":"0504"}])");
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(effectKinds(r), (QStringList{u"spend-ap"_s, u"set-attribute"_s, u"set-attribute"_s,
                                          u"set-tracker"_s, u"place-marker"_s, u"place-marker"_s}));
    const Effects &e = r.effects();
    QCOMPARE(e.at(0).amount, 2);
    QCOMPARE(e.at(0).side, u"American"_s);
    QCOMPARE(e.at(0).rule, u"6.2.5"_s);
    QCOMPARE(e.at(1).subject, u"unit"_s);
    QCOMPARE(e.at(1).unit, 1);
    QCOMPARE(e.at(1).value.toString(), u"0506"_s);
    QCOMPARE(e.at(2).subject, u"leader"_s);
    QCOMPARE(e.at(2).unit, 5);
    QCOMPARE(e.at(2).value.toString(), u"0506"_s);
    QCOMPARE(e.at(2).rule, u"9.1.1"_s);
    QCOMPARE(e.at(3).attribute, FhgMove::trackerKey());
    QCOMPARE(e.at(3).value.toObject(), adj::testing::obj(R"({"turn":1,"leaders":[5]})"));
    QCOMPARE(e.at(4).marker, u"moved"_s);
    QCOMPARE(e.at(5).marker, u"activated"_s);
    QCOMPARE(e.at(5).rule, u"6.2.5"_s); // no fire or close combat after the leader's extra hex
    QVERIFY(
        r.traceText().contains(u"Brock began the turn with the unit and moves with it at no AP (9.1.1)"_s));
    QCOMPARE(r.trace().constLast().text, u"the mover moves 2 hexes, 0504 to 0506: 2 AP"_s);

    // A leader attached to the unit stands where it stands: no position of his own to set.
    const Resolution attached =
        run(R"({"unitType":"regular","from":"0504","path":"0505"})",
            R"([{"id":5,"kind":"leader","side":"American","name":"Brock","hex":"0504","with":1}])");
    QVERIFY2(attached.ok(), qPrintable(attached.error()));
    QCOMPARE(effectKinds(attached).count(u"set-attribute"_s), 1);
    QVERIFY(findEffect(attached, Effect::Kind::SetTracker));
    // Without a leader no tracker changes.
    const Resolution alone = run(R"({"unitType":"regular","from":"0504","path":"0505"})", "[]");
    QVERIFY(!findEffect(alone, Effect::Kind::SetTracker));
}

struct FireAfterRow
{
    QString inputs;
    bool activated;
    QString traceHas;
};

void TstFhgMove::dragoonsAndIndiansMayFireAfter_data()
{
    addRows<FireAfterRow>({
        {"6.2.3 dragoons may move and then fire",
         {uR"({"unitType":"dragoon","from":"0504","path":"0505"})"_s, false,
          u"dragoons may still fire this turn for 1 more AP (6.2.3)"_s}},
        {"6.2.4 Indians may move and then fire at an adjacent enemy",
         {uR"({"unitType":"indian","from":"0504","path":"0505"})"_s, false,
          u"Indians may still fire at an adjacent enemy this turn for 1 more AP (6.2.4)"_s}},
        {"6.2.1 infantry that moved may not fire",
         {uR"({"unitType":"light","from":"0504","path":"0505"})"_s, true,
          u"may not fire or close combat this turn (6.2.1)"_s}},
        {"2.3.3 no action of any kind after a waterway",
         {uR"({"unitType":"dragoon","from":"0704","path":"0705"})"_s, true,
          u"may not fire or close combat this turn (2.3.3)"_s}},
        {"9.1.2 dragoons using the leader's extra hex may not fire",
         {uR"({"unitType":"dragoon","from":"0504","path":"0505","leaderBonus":true})"_s, true,
          u"may not fire or close combat this turn (6.2.5)"_s}},
    });
}

void TstFhgMove::dragoonsAndIndiansMayFireAfter()
{
    const auto [inputs, activated, traceHas] = fetchRow<FireAfterRow>();
    const Resolution r = run(inputs.toUtf8().constData(),
                             R"([{"id":5,"kind":"leader","side":"American","name":"Brock","hex":"0504"}])");
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QVERIFY(findEffect(r, Effect::Kind::PlaceMarker, u"moved"_s));
    QCOMPARE(findEffect(r, Effect::Kind::PlaceMarker, u"activated"_s) != nullptr, activated);
    QVERIFY2(r.traceText().contains(traceHas), qPrintable(r.traceText()));
}

void TstFhgMove::enemyLeaderAndVpTaken()
{
    // 7.3, 9.3.3, 10 A: Sheaffe alone in 0505 is eliminated; 3.4.11, 10 B: the British VP unit in
    // 0506 is taken. The light infantry does not stop for either.
    const Resolution r = run(R"({"unitType":"light","from":"0504","path":"0505 0506"})",
                             R"([{"id":7,"kind":"leader","side":"British","name":"Sheaffe","hex":"0505"},
                                 {"id":8,"kind":"vp","side":"British","name":"Queenston","hex":"0506"}])");
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"hexes=2 ap=1 leader-eliminated=1 captured=1"_s);
    const Effect *lost = findEffect(r, Effect::Kind::LoseLeader);
    QVERIFY(lost);
    QCOMPARE(lost->unit, 7);
    QCOMPARE(lost->rule, u"9.3.3"_s);
    const Effect *taken = findEffect(r, Effect::Kind::Eliminate);
    QVERIFY(taken);
    QCOMPARE(taken->unit, 8);
    QCOMPARE(taken->attribute, u"captured"_s);
    QStringList vp;
    for (const Effect &e : r.effects())
        if (e.kind == Effect::Kind::ChangeCounter) {
            QCOMPARE(e.counter, u"VP"_s);
            QCOMPARE(e.side, u"American"_s);
            QCOMPARE(e.amount, 1);
            vp << e.rule;
        }
    QCOMPARE(vp, (QStringList{u"10 A"_s, u"10 B"_s}));
}

void TstFhgMove::leaderAlone()
{
    // 9.1, 6.2.6: a leader alone pays 1 AP, moves up to 3 hexes and stands on his own hex.
    const Resolution r = run(R"({"unitType":"leader","from":"0504","path":"0505 0506"})", "[]");
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(effectKinds(r), (QStringList{u"spend-ap"_s, u"set-attribute"_s, u"set-tracker"_s}));
    QCOMPARE(r.effects().at(0).subject, u"leader"_s);
    QCOMPARE(r.effects().at(0).rule, u"9.1"_s);
    QCOMPARE(r.effects().at(1).subject, u"leader"_s);
    QCOMPARE(r.effects().at(1).unit, 1);
    QCOMPARE(r.effects().at(2).value.toObject(), adj::testing::obj(R"({"turn":1,"leaders":[1]})"));
    // "Paying all terrain penalties": a forest stops him too.
    const Resolution forest = run(R"({"unitType":"leader","from":"0304","path":"0303 0302"})", "[]");
    QVERIFY(forest.error().contains(u"the move ends in 0303 (forest, 2.3.5)"_s));
}

void TstFhgMove::oddsOfAMove()
{
    // No dice: one outcome, certain.
    const Distribution d =
        odds(u"fhg-land"_s, u"move"_s,
             withGround(R"({"unitType":"light","from":"0504","path":"0505 0506"})", "[]"), m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.probability(u"hexes=2 ap=1"_s), Fraction(1, 1));
    QCOMPARE(d.paths(), 1);
}

struct FormationRow
{
    QString inputs;
    QString result; // the outcome, or the refusal
};

void TstFhgMove::formation_data()
{
    addRows<FormationRow>({
        {"7.5 line into column for 1 AP",
         {uR"({"unitType":"regular","formation":"column","apAvailable":1})"_s, u"formation=column"_s}},
        {"7.5 column back into line for 1 AP",
         {uR"({"unitType":"militia","column":true,"formation":"line"})"_s, u"formation=line"_s}},
        {"7.5 already in column",
         {uR"({"unitType":"regular","column":true,"formation":"column"})"_s, u"already in column (7.5)"_s}},
        {"7.5 only infantry form column",
         {uR"({"unitType":"dragoon","formation":"column"})"_s, u"only infantry change formation (7.5)"_s}},
        {"6.2.8 no AP left",
         {uR"({"unitType":"regular","formation":"column","apAvailable":0})"_s,
          u"costs 1 AP and 0 are left (6.2.8)"_s}},
    });
}

void TstFhgMove::formation()
{
    const auto [inputs, result] = fetchRow<FormationRow>();
    ScriptedDice none({});
    QJsonObject in = QJsonDocument::fromJson(inputs.toUtf8()).object();
    in.insert(u"unit"_s, 1);
    in.insert(u"side"_s, u"American"_s);
    const Resolution r = resolve(u"fhg-land"_s, u"formation"_s, in, none, m_table);
    if (!result.startsWith(u"formation="_s)) {
        compareRefused(r, result);
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), result);
    const bool column = result == u"formation=column"_s;
    QCOMPARE(effectKinds(r),
             (QStringList{u"spend-ap"_s, u"set-attribute"_s, column ? u"place-marker"_s : u"lift-marker"_s}));
    QCOMPARE(r.effects().at(0).amount, 1);
    QCOMPARE(r.effects().at(1).attribute, u"formation"_s);
    QCOMPARE(r.effects().at(1).value.toString(), column ? u"column"_s : u"line"_s);
    QCOMPARE(r.effects().at(2).marker, u"column"_s);
    QVERIFY(r.traceText().contains(u"stay in place and take no other action this turn (7.5)"_s));
}

QTEST_APPLESS_MAIN(TstFhgMove)
#include "tst_fhgmove.moc"
