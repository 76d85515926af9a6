// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Honour & Glory (cards): the registered actions (schemas, effects, exact odds, table overrides).
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "hgtheft.h"
#include "support/actionids.h"
#include "support/datarows.h"
#include "support/refusals.h"
#include "support/ruletables.h"
#include "support/testjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {

// The three-opponent base of the round action: every MP counter at 50.
QJsonObject three(QJsonObject extra)
{
    QJsonObject o = obj(R"({"one":"Kael","opponents":3,"p1":"Ann","p2":"Ben","p3":"Cat",
                            "p1MpLeft":50,"p2MpLeft":50,"p3MpLeft":50})");
    for (auto it = extra.begin(); it != extra.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

int sumOf(const Resolution &r, const QString &side, const QString &counter)
{
    int n = 0;
    for (const Effect &e : r.effects())
        if (e.kind == Effect::Kind::ChangeCounter && e.side == side && e.counter == counter)
            n += e.amount;
    return n;
}

} // namespace

class TstHgActions : public QObject
{
    Q_OBJECT
private slots:
    void registered();
    void round_data();
    void round();
    void roundRefused_data();
    void roundRefused();
    void endOfDuration_data();
    void endOfDuration();
    void theft_data();
    void theft();
    void terrainDeal();
    void terrainOdds();
    void oddsTagsWithSpaces();
    void terrainMonteCarlo();
    void houseRules();

private:
    const RuleTable m_table = hgTable();
};

void TstHgActions::registered()
{
    const RuleSet *rs = RuleSets::find(u"honour-glory"_s);
    QVERIFY(rs);
    QCOMPARE(rs->distance(), u"none"_s);
    // The game kept in the battle's tracker hg.game first (tst_hgbattlebook): the action panel
    // opens on it; then the one-off calculators.
    QCOMPARE(
        actionIds(*rs),
        (QStringList{u"game-setup"_s, u"game-round"_s, u"game-end-of-duration"_s, u"game-swap-columns"_s,
                     u"game-standard-card"_s, u"game-stratagems"_s, u"game-conflict-card"_s, u"game-rescue"_s,
                     u"game-theft-counter"_s, u"game-theft"_s, u"game-terrain-deal"_s, u"game-terrain-veto"_s,
                     u"game-move-terrain"_s, u"game-combat-level"_s, u"game-mastery"_s, u"round"_s,
                     u"end-of-duration"_s, u"glory-theft"_s, u"terrain-deal"_s}));
    for (const ActionSchema &a : rs->actions())
        if (a.id.startsWith(u"game-"_s)) {
            QCOMPARE(a.inputs.value(0).type, InputSpec::Type::State);
            QCOMPARE(a.inputs.value(0).tracker, u"hg.game"_s);
        }
    bool listed = false;
    for (const QJsonValue &v : RuleSets::rulesetsJson())
        listed = listed || v.toObject().value(u"id"_s).toString() == u"honour-glory"_s;
    QVERIFY(listed);
}

struct RoundRow
{
    QJsonObject inputs;
    QString key;
    int oneMp;
    QList<int> glory; // Ann, Ben, Cat
    QString traceHas;
};

void TstHgActions::round_data()
{
    addRows<RoundRow>({
        {"Resolving Rounds 20 MP from each of three: 60, top counter to 0, next to 40",
         {three(obj(R"({"p1OneMp":20,"p2OneMp":20,"p3OneMp":20})")), u"oneMp=90"_s, -60, QList<int>{0, 0, 0},
          u"counter 1: 50 → 0, counter 2: 50 → 40"_s}},
        {"Resolving Rounds from a stack already at 0,40,50",
         {three(obj(R"({"mpStack":"0,40,50","p1OneMp":20,"p2OneMp":20,"p3OneMp":5})")), u"oneMp=45"_s, -45,
          QList<int>{0, 0, 0}, u"counter 2: 40 → 0, counter 3: 50 → 45"_s}},
        {"Resolving Rounds from a stack already at 0,40,50, given as a JSON array",
         {three(obj(R"({"mpStack":[0,40,50],"p1OneMp":20,"p2OneMp":20,"p3OneMp":5})")), u"oneMp=45"_s, -45,
          QList<int>{0, 0, 0}, u"counter 2: 40 → 0, counter 3: 50 → 45"_s}},
        {"Glory Damage to The One raises Glory",
         {three(obj(R"({"p1DamageToOne":4,"p3DamageToOne":2,"p2DamageToMany":5})")), u"oneMp=150"_s, 0,
          QList<int>{4, 0, 2}, u"Glory to 4"_s}},
        {"To The Rescue a rescued card's Damage credits both players",
         {three(obj(R"({"p2DamageToOne":6,"p2RescuedFrom":"Ann"})")), u"oneMp=150"_s, 0, QList<int>{6, 6, 0},
          u"Ann's counter"_s}},
        {"Goal – Win Conditions simultaneous defeat: most Glory not beaten",
         {three(obj(R"({"mpStack":"0,0,6","p1OneMp":2,"p2OneMp":2,"p3OneMp":2,"p3MpLeft":3,"p3Mp":3,
                        "p1Glory":8,"p2Glory":5,"p3Glory":20})")),
          u"oneMp=0 beaten:Kael beaten:Cat winner:Ann"_s, -6, QList<int>{0, 0, 0}, u"at the same time"_s}},
        {"Stratagem Cards 'tcts' turns over where The One wins, returns elsewhere",
         {three(obj(R"({"oneTcts":true,"p1Winner":"one","p2Winner":"many"})")), u"oneMp=150"_s, 0,
          QList<int>{0, 0, 0}, u"turn over the Stratagem Cards opposite Ann"_s}},
        {"Goal – Win Conditions The One wins when one of The Many is beaten",
         {three(obj(R"({"p2MpLeft":4,"p2Mp":9})")), u"oneMp=150 beaten:Ben winner:Kael"_s, 0,
          QList<int>{0, 0, 0}, u"wins"_s}},
    });
}

void TstHgActions::round()
{
    const auto [inputs, key, oneMp, glory, traceHas] = fetchRow<RoundRow>();
    ScriptedDice dice({});
    const Resolution r = resolve(u"honour-glory"_s, u"round"_s, inputs, dice, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), key);
    QCOMPARE(sumOf(r, u"Kael"_s, u"MP"_s), oneMp);
    QCOMPARE(sumOf(r, u"Ann"_s, u"Glory"_s), glory.at(0));
    QCOMPARE(sumOf(r, u"Ben"_s, u"Glory"_s), glory.at(1));
    QCOMPARE(sumOf(r, u"Cat"_s, u"Glory"_s), glory.at(2));
    QVERIFY2(r.traceText().contains(traceHas), qPrintable(r.traceText()));
    QCOMPARE(r.dice().size(), 0); // the outcomes are entered: no dice
    // Exact odds: one outcome, certain.
    const Distribution d = odds(u"honour-glory"_s, u"round"_s, inputs, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.probability(key), Fraction(1));
    QCOMPARE(d.outcomes().size(), 1);
}

struct RoundRefusedRow
{
    QJsonObject inputs;
    QString errorHas;
};

void TstHgActions::roundRefused_data()
{
    testing::addRows<RoundRefusedRow>({
        {"Glory negative Damage refused", {three(obj(R"({"p1DamageToOne":-3})")), u"p1DamageToOne"_s}},
        {"Setup a fourth player beyond opponents=3", {three(obj(R"({"p4":"Dan"})")), u"p4"_s}},
        {"Setup a fourth player's Damage beyond opponents=3",
         {three(obj(R"({"p4DamageToOne":2})")), u"p4DamageToOne"_s}},
        {"Setup one opponent is too few", {three(obj(R"({"opponents":1,"p2":"","p3":""})")), u"opponents"_s}},
        {"Setup a player's name missing", {three(obj(R"({"p2":""})")), u"p2"_s}},
        {"Resolving Rounds the MP stack has one counter per opponent",
         {three(obj(R"({"mpStack":"50,50"})")), u"mpStack"_s}},
        {"Resolving Rounds a counter above 50", {three(obj(R"({"mpStack":"60,50,50"})")), u"mpStack"_s}},
        {"To The Rescue the giver must be a player",
         {three(obj(R"({"p1RescuedFrom":"Zed","p1DamageToOne":1})")), u"p1RescuedFrom"_s}},
        {"Glory a counter below 0 refused", {three(obj(R"({"p2Glory":-1})")), u"p2Glory"_s}},
        {"Resolving Rounds a Duration has 3 rounds", {three(obj(R"({"round":4})")), u"round"_s}},
    });
}

void TstHgActions::roundRefused()
{
    const auto [inputs, errorHas] = testing::fetchRow<RoundRefusedRow>();
    ScriptedDice dice({});
    const Resolution r = resolve(u"honour-glory"_s, u"round"_s, inputs, dice, m_table);
    compareRefused(r, errorHas);
    QVERIFY(r.outcomes().isEmpty());
    QVERIFY(!odds(u"honour-glory"_s, u"round"_s, inputs, m_table).ok());
}

struct EndOfDurationRow
{
    QJsonObject inputs;
    QString key; // empty: refused
    int oneDamage;
    QString has;
};

void TstHgActions::endOfDuration_data()
{
    QTest::addColumn<EndOfDurationRow>("row");
    const char *base = R"({"one":"Kael","opponents":3,"p1":"Ann","p2":"Ben","p3":"Cat",
                           "p1Mp":50,"p2Mp":50,"p3Mp":50)";
    auto with = [&](const char *more) {
        const QByteArray all = QByteArray(base) + more;
        return obj(all.constData());
    };
    QTest::newRow("Resolving the End of Duration Discard Value 10 counts 30 against 3") << EndOfDurationRow{
        with(R"(,"oneDamage":30,"oneDiscards":"Pikes=10"})"),
        u"duration:Ann>Ann duration:Ben>Ben duration:Cat>Cat"_s, -30, u"10 × 3 opponents = 30"_s};
    QTest::newRow("Resolving the End of Duration 29 Damage cannot discard a 30")
        << EndOfDurationRow{with(R"(,"oneDamage":29,"oneDiscards":"Pikes=10"})"), QString(), 0, u"(30)"_s};
    QTest::newRow("Resolving the End of Duration The One is not beaten by his Damage") << EndOfDurationRow{
        with(R"(,"mpStack":"0,0,5","oneDamage":80})"), QString(u"none"_s), 0, u"cannot be beaten"_s};
    QTest::newRow("Resolving the End of Duration Damage above MP beats one of The Many")
        << EndOfDurationRow{with(R"(,"p2Mp":10,"p2Damage":12,"p1DiscardPile":1})"),
                            u"duration:Kael>Ann beaten:Ben winner:Kael"_s, 0, u"beaten"_s};
    QTest::newRow("Resolving the End of Duration a player's MP counter is required") << EndOfDurationRow{
        obj(R"({"one":"Kael","opponents":2,"p1":"Ann","p2":"Ben","p1Mp":5})"), QString(), 0, u"p2Mp"_s};
    QTest::newRow("Resolving the End of Duration bad discard entry")
        << EndOfDurationRow{with(R"(,"p1Discards":"Pikes"})"), QString(), 0, u"p1Discards"_s};
}

void TstHgActions::endOfDuration()
{
    const auto [inputs, key, oneDamage, has] = fetchRow<EndOfDurationRow>();
    ScriptedDice dice({});
    const Resolution r = resolve(u"honour-glory"_s, u"end-of-duration"_s, inputs, dice, m_table);
    if (key.isEmpty()) {
        compareRefused(r, has);
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), key);
    QCOMPARE(sumOf(r, u"Kael"_s, u"Damage"_s), oneDamage);
    QVERIFY2(r.traceText().contains(has), qPrintable(r.traceText()));
}

struct TheftRow
{
    QJsonObject inputs;
    QString key; // empty: refused
    int thief;
    int victim;
};

void TstHgActions::theft_data()
{
    addRows<TheftRow>({
        {"Glory Theft won +5/-5", {theftWon(), u"theft=won"_s, 5, -5}},
        {"Glory Theft lost -5", {theftLost(), u"theft=lost"_s, -5, 0}},
        {"Glory Theft guarded by a higher Tactics ML", {theftGuarded(), u"theft=guarded"_s, -5, 0}},
        {"Glory Theft no Guard with an equal Tactics ML",
         {obj(R"({"thief":"Ann","victim":"Cat","thiefTacticsMl":3,"victimTacticsMl":3,"beats":true,
                   "guarded":true})"),
          QString(), 0, 0}},
    });
}

void TstHgActions::theft()
{
    const auto [inputs, key, thief, victim] = fetchRow<TheftRow>();
    ScriptedDice dice({});
    const Resolution r = resolve(u"honour-glory"_s, u"glory-theft"_s, inputs, dice, m_table);
    if (key.isEmpty()) {
        compareRefused(r, u"Tactics ML"_s);
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), key);
    const QString t = inputs.value(u"thief"_s).toString(), v = inputs.value(u"victim"_s).toString();
    QCOMPARE(sumOf(r, t, u"Glory"_s), thief);
    QCOMPARE(sumOf(r, v, u"Glory"_s), victim);
    for (const Effect &e : r.effects())
        QVERIFY(e.subject == u"thief"_s || e.subject == u"victim"_s);
    QCOMPARE(odds(u"honour-glory"_s, u"glory-theft"_s, inputs, m_table).probability(key), Fraction(1));
}

void TstHgActions::terrainDeal()
{
    // No shuffle, cut 1, two Secondary in a row for Ben, then Cat vetoes with a cut of 2.
    const QJsonObject in =
        obj(R"({"deck":"Wood,Forest,Marsh,Ford,Hill,Town,Ruins,Plain","secondary":"Marsh,Ford,Ruins",
        "players":"Ann,Ben,Cat","cut":1,"shuffle":false,"vetoes":"Cat","vetoCuts":"2"})");
    ScriptedDice dice({});
    const Resolution r = resolve(u"honour-glory"_s, u"terrain-deal"_s, in, dice, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(r.outcomeKey(), u"Ann=Forest Ben=Marsh+Hill Cat=Wood"_s);
    QCOMPARE(r.effects().size(), 3);
    QVERIFY(r.traceText().contains(u"Ford is another Secondary Terrain"_s));
    QVERIFY(r.traceText().contains(u"Cat vetoes Town"_s));
    // Two vetoes by the same player: one veto each.
    QJsonObject twice = in;
    twice.insert(u"vetoes"_s, u"Cat,Cat"_s);
    twice.insert(u"vetoCuts"_s, u"1,1"_s);
    ScriptedDice d2({});
    QVERIFY(resolve(u"honour-glory"_s, u"terrain-deal"_s, twice, d2, m_table).error().contains(u"veto"_s));
    // A Secondary that is not in the deck.
    QJsonObject bad = in;
    bad.insert(u"secondary"_s, u"Lake"_s);
    ScriptedDice d3({});
    QVERIFY(resolve(u"honour-glory"_s, u"terrain-deal"_s, bad, d3, m_table).error().contains(u"secondary"_s));
}

void TstHgActions::oddsTagsWithSpaces()
{
    // A player's name with a space is one tag ("Ann Lee=Hill"): the odds JSON gives each outcome's
    // tags as the resolver set them, not its key split on spaces.
    const QJsonObject in = obj(R"({"deck":"Hill,Wood","players":"Ann Lee,Ben de la Cour"})");
    const Distribution d = odds(u"honour-glory"_s, u"terrain-deal"_s, in, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.marginal(u"Ann Lee=Hill"_s), Fraction(1, 2));
    const QJsonObject json = d.toJson();
    const QJsonArray outcomes = json.value(u"outcomes"_s).toArray();
    QCOMPARE(outcomes.size(), 2);
    QSet<QString> tags;
    for (const QJsonValue &o : outcomes) {
        const QJsonArray t = o.toObject().value(u"tags"_s).toArray();
        QCOMPARE(t.size(), 2);
        QStringList joined;
        for (const QJsonValue &v : t) {
            joined << v.toString();
            tags.insert(v.toString());
        }
        QCOMPARE(joined.join(u' '), o.toObject().value(u"key"_s).toString());
        QCOMPARE(d.tags(o.toObject().value(u"key"_s).toString()), joined);
    }
    QCOMPARE(tags, (QSet<QString>{u"Ann Lee=Hill"_s, u"Ann Lee=Wood"_s, u"Ben de la Cour=Hill"_s,
                                  u"Ben de la Cour=Wood"_s}));
    QStringList marginalTags;
    for (const QJsonValue &m : json.value(u"marginals"_s).toArray())
        marginalTags << m.toObject().value(u"tag"_s).toString();
    QCOMPARE(QSet<QString>(marginalTags.begin(), marginalTags.end()), tags);
}

void TstHgActions::terrainOdds()
{
    // A, B, D and the Secondary C, shuffled and cut: every order equally likely.
    const QJsonObject in = obj(R"({"deck":"A,B,C,D","secondary":"C","players":"P,Q"})");
    const Distribution d = odds(u"honour-glory"_s, u"terrain-deal"_s, in, m_table);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d.total(), Fraction(1));
    QCOMPARE(d.marginal(u"P=A"_s), Fraction(1, 4));    // A on top
    QCOMPARE(d.marginal(u"P=C+A"_s), Fraction(1, 12)); // C on top, then A
    QCOMPARE(d.marginal(u"Q=A"_s), Fraction(1, 4));    // 2/4·1/3 + 1/4·2/3·1/2
    QCOMPARE(d.marginal(u"Q=C+A"_s), Fraction(1, 12)); // 3/4·1/3·1/3
    // Nobody is dealt the Secondary with probability 3/4 · 2/3 = 1/2.
    QCOMPARE(d.sumIf([](const QString &k) { return !k.contains(u"C+"_s); }), Fraction(1, 2));
    // Two Secondaries C, E: P gets C+E is impossible; with C on top and E next, E goes under.
    const QJsonObject two = obj(R"({"deck":"A,B,C,D,E","secondary":"C,E","players":"P,Q"})");
    const Distribution d2 = odds(u"honour-glory"_s, u"terrain-deal"_s, two, m_table);
    QVERIFY2(d2.ok(), qPrintable(d2.error()));
    QCOMPARE(d2.marginal(u"P=C+E"_s), Fraction(0));
    // P=C+A: C on top (1/5), then A (1/4), or E (1/4) to the bottom and then A (1/3).
    QCOMPARE(d2.marginal(u"P=C+A"_s), Fraction(1, 20) + Fraction(1, 60));
    // A full deck of 20 with one Secondary and two players: exact.
    const QJsonObject full = obj(R"({"deck":"A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P1,Q1,R1,S,T",
        "secondary":"S","players":"P,Q"})");
    const Distribution d3 = odds(u"honour-glory"_s, u"terrain-deal"_s, full, m_table);
    QVERIFY2(d3.ok(), qPrintable(d3.error()));
    QCOMPARE(d3.total(), Fraction(1));
    QCOMPARE(d3.marginal(u"P=A"_s), Fraction(1, 20));
    QCOMPARE(d3.marginal(u"P=S+A"_s), Fraction(1, 20) * Fraction(1, 19));
    // Q gets S+A: P takes another primary (18/20), then S (1/19), then A (1/18).
    QCOMPARE(d3.marginal(u"Q=S+A"_s), Fraction(18, 20) * Fraction(1, 19) * Fraction(1, 18));
    // Too many sequences to walk: refused with a message, before any work; it still deals.
    const QJsonObject big = obj(R"({"deck":"A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,S1,S2,S3,S4,T",
        "secondary":"S1,S2,S3,S4","players":"P,Q,R","vetoes":"Q"})");
    QVERIFY(odds(u"honour-glory"_s, u"terrain-deal"_s, big, m_table).error().contains(u"exact odds"_s));
    SeededDice seeded(7);
    QVERIFY(resolve(u"honour-glory"_s, u"terrain-deal"_s, big, seeded, m_table).ok());
    // A veto: Q's first card is set aside and he gets one of the two cards left: still 1/4 each.
    const QJsonObject veto = obj(R"({"deck":"A,B,C,D","players":"P,Q","vetoes":"Q"})");
    const Distribution d4 = odds(u"honour-glory"_s, u"terrain-deal"_s, veto, m_table);
    QVERIFY2(d4.ok(), qPrintable(d4.error()));
    QCOMPARE(d4.marginal(u"Q=A"_s), Fraction(1, 4));
    QCOMPARE(d4.marginal(u"P=A"_s), Fraction(1, 4));
    QCOMPARE(d4.paths(), 4 * 3 * 2); // the cuts of an unseen deck are one branch each
}

void TstHgActions::terrainMonteCarlo()
{
    const QList<QJsonObject> decks{
        obj(R"({"deck":"A,B,C,D","secondary":"C","players":"P,Q"})"),
        obj(R"({"deck":"A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P1,Q1,R1,S,T","secondary":"S,T","players":"P,Q"})"),
        obj(R"({"deck":"A,B,C,D,E,F","secondary":"C,E","players":"P,Q","vetoes":"P"})")};
    for (const QJsonObject &in : decks) {
        const Distribution d = odds(u"honour-glory"_s, u"terrain-deal"_s, in, m_table);
        QVERIFY2(d.ok(), qPrintable(d.error()));
        QCOMPARE(d.total(), Fraction(1));
        SeededDice dice(20261121);
        const int n = 20000;
        QMap<QString, int> seen;
        for (int i = 0; i < n; ++i) {
            const Resolution r = resolve(u"honour-glory"_s, u"terrain-deal"_s, in, dice, m_table);
            QVERIFY(r.ok());
            for (const QString &tag : r.outcomes())
                ++seen[tag];
        }
        for (auto it = seen.cbegin(); it != seen.cend(); ++it)
            QVERIFY2(d.marginal(it.key()) > Fraction(0),
                     qPrintable(it.key())); // nothing sampled is impossible
        for (auto it = d.marginals().cbegin(); it != d.marginals().cend(); ++it) {
            const double p = it.value().toDouble(), f = double(seen.value(it.key())) / n;
            QVERIFY2(std::abs(p - f) < 4.5 * std::sqrt(p * (1 - p) / n) + 1e-9,
                     qPrintable(u"%1: exact %2, sampled %3"_s.arg(it.key()).arg(p).arg(f)));
        }
    }
}

void TstHgActions::houseRules()
{
    RuleTable t = m_table;
    QString error;
    QVERIFY2(t.applyOverrides(obj(R"({"theft.gain":3,"one.mpPerCounter":40})"), &error), qPrintable(error));
    ScriptedDice dice({});
    const Resolution r = resolve(u"honour-glory"_s, u"glory-theft"_s,
                                 obj(R"({"thief":"Ann","victim":"Ben","thiefTacticsMl":3,"victimTacticsMl":2,
                                        "victimGlory":10,"beats":true})"),
                                 dice, t);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(sumOf(r, u"Ann"_s, u"Glory"_s), 3);
    const Resolution full = resolve(u"honour-glory"_s, u"round"_s, three(obj(R"({"p1OneMp":45})")), dice, t);
    QCOMPARE(full.outcomeKey(), u"oneMp=75"_s); // 3 counters of 40, 45 absorbed
    RuleTable bad = m_table;
    QVERIFY(!bad.applyOverrides(obj(R"({"duration.columns.1.one":"middle"})"), &error));
    QVERIFY2(error.contains(u"duration.columns.1.one"_s), qPrintable(error));
    QVERIFY(!bad.applyOverrides(obj(R"({"players.fourthColumn":1})"), &error));
}

QTEST_APPLESS_MAIN(TstHgActions)
#include "tst_hgactions.moc"
