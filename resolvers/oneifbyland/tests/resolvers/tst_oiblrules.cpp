// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One If By Land pure functions: measured ranges (inches and centimetres), formations by troop
// type, panic-marker triggers, and the brigade card deck with division and army cards.
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "model/rulesetprofile.h"
#include "oneifbyland/oibldeck.h"
#include "oneifbyland/oiblrules.h"
#include "support/actionids.h"
#include "support/datarows.h"
#include "support/ruletables.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
using Card = OiblDeck::Card;
using Kind = OiblDeck::Kind;
} // namespace

class TstOiblRules : public QObject
{
    Q_OBJECT
private slots:
    void registration();
    void ranges_data();
    void ranges();
    void formations_data();
    void formations();
    void profileFormations_data();
    void profileFormations();
    void panic_data();
    void panic();
    void deckShuffleAndDraw();
    void deckShuffleIsPortable();
    void deckDivisionCards();
    void deckEnteredCard();
    void deckRefuses();
    void deckJson();

private:
    const OiblTable &t() const { return *OiblTable::of(m_table); }
    const RuleTable m_table = oiblTable();
};

void TstOiblRules::registration()
{
    const RuleSet *rs = RuleSets::find(u"oneifbyland"_s);
    QVERIFY(rs);
    QCOMPARE(rs->distance(), u"inches"_s);
    for (const ActionSchema &a : rs->actions())
        for (const InputSpec &i : a.inputs)
            QVERIFY2(i.type == InputSpec::Type::Unit || !i.rule.isEmpty(), qPrintable(a.id + u'.' + i.id));
    QCOMPARE(actionIds(*rs), (QStringList{u"fire"_s, u"charge"_s, u"morale-test"_s, u"general-risk"_s,
                                          u"movement"_s, u"deck-shuffle"_s, u"deck-draw"_s, u"deck-step"_s}));
    QCOMPARE(RuleSets::tablePath(u"oneifbyland"_s), u":/rulesets/oneifbyland.json"_s);
    QCOMPARE(rs->options().size(), 3);
}

struct RangesRow
{
    double value;
    QString unit;
    QString weapon;
    QString band; // empty: refused
    double yards;
    QString message;
};

void TstOiblRules::ranges_data()
{
    addRows<RangesRow>({
        {"Weapon Ranges musket 2\" point blank, 30 yd",
         {2.0, u"in"_s, u"musket"_s, u"point-blank"_s, 30.0, QString()}},
        {"musket 2.1\" effective", {2.1, u"in"_s, u"musket"_s, u"effective"_s, 31.5, QString()}},
        {"musket 7\" = 105 yd", {7.0, u"in"_s, u"musket"_s, u"effective"_s, 105.0, QString()}},
        {"musket 7.1\" out of range", {7.1, u"in"_s, u"musket"_s, QString(), 0.0, u"beyond the 7\" range"_s}},
        {"carbine 5\"", {5.0, u"in"_s, u"carbine"_s, u"effective"_s, 75.0, QString()}},
        {"carbine 5.5\" out", {5.5, u"in"_s, u"carbine"_s, QString(), 0.0, u"beyond the 5\" range"_s}},
        {"jaeger 10\"", {10.0, u"in"_s, u"jaeger"_s, u"effective"_s, 150.0, QString()}},
        {"jaeger 11\" out", {11.0, u"in"_s, u"jaeger"_s, QString(), 0.0, u"10\""_s}},
        {"long rifle 12\"", {12.0, u"in"_s, u"long-rifle"_s, u"effective"_s, 180.0, QString()}},
        {"long rifle 13\" out", {13.0, u"in"_s, u"long-rifle"_s, QString(), 0.0, u"12\""_s}},
        {"cannon 2\" is not point blank (small arms only)",
         {2.0, u"in"_s, u"cannon"_s, u"cannon-short"_s, 30.0, QString()}},
        {"cannon 11.9\" short", {11.9, u"in"_s, u"cannon"_s, u"cannon-short"_s, 178.5, QString()}},
        {"cannon 12\" medium", {12.0, u"in"_s, u"cannon"_s, u"cannon-medium"_s, 180.0, QString()}},
        {"cannon 25\" medium", {25.0, u"in"_s, u"cannon"_s, u"cannon-medium"_s, 375.0, QString()}},
        {"cannon 25.5\" long", {25.5, u"in"_s, u"cannon"_s, u"cannon-long"_s, 382.5, QString()}},
        {"cannon 40\" = 600 yd", {40.0, u"in"_s, u"cannon"_s, u"cannon-long"_s, 600.0, QString()}},
        {"cannon 41\" out", {41.0, u"in"_s, u"cannon"_s, QString(), 0.0, u"40\""_s}},
        {"Ground Scale 5.08 cm = 2\" point blank",
         {5.08, u"cm"_s, u"musket"_s, u"point-blank"_s, 30.0, QString()}},
        {"Ground Scale 30.48 cm = 12\" cannon medium",
         {30.48, u"cm"_s, u"cannon"_s, u"cannon-medium"_s, 180.0, QString()}},
        {"Ground Scale 101.6 cm = 40\"", {101.6, u"cm"_s, u"cannon"_s, u"cannon-long"_s, 600.0, QString()}},
        {"Ground Scale 102 cm out of cannon range",
         {102.0, u"cm"_s, u"cannon"_s, QString(), 0.0, u"102 cm"_s}},
        {"negative", {-1.0, u"in"_s, u"musket"_s, QString(), 0.0, u"\"range\""_s}},
        {"yards are not a unit", {10.0, u"yd"_s, u"musket"_s, QString(), 0.0, u"\"rangeUnit\""_s}},
        {"unknown weapon", {1.0, u"in"_s, u"pike"_s, QString(), 0.0, u"\"weapon\""_s}},
    });
}

void TstOiblRules::ranges()
{
    const auto [value, unit, weapon, band, yards, message] = fetchRow<RangesRow>();
    const OiblRules::Range r = OiblRules::classifyRange(t(), value, unit, weapon);
    if (band.isEmpty()) {
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(message), qPrintable(r.error));
        return;
    }
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(r.band, band);
    QVERIFY(qAbs(r.yards - yards) < 1e-6);
}

struct FormationsRow
{
    QString type;
    QString formation;
    bool light;
    bool authorized;
    QString message; // empty: allowed
};

void TstOiblRules::formations_data()
{
    addRows<FormationsRow>({
        {"militia never close order",
         {u"militia"_s, u"close"_s, false, false, u"militia never operate in close order"_s}},
        {"militia open order", {u"militia"_s, u"open"_s, false, false, QString()}},
        {"militia skirmish only when authorized",
         {u"militia"_s, u"skirmish"_s, false, false, u"allowed: open, column"_s}},
        {"militia close order when authorized (discharged regulars)",
         {u"militia"_s, u"close"_s, false, true, QString()}},
        {"Germans close order only: no open",
         {u"german"_s, u"open"_s, false, false, u"close order at all times"_s}},
        {"Germans: no skirmish", {u"german"_s, u"skirmish"_s, false, false, u"close order at all times"_s}},
        {"Germans close order", {u"german"_s, u"close"_s, false, false, QString()}},
        {"Indians skirmish only", {u"indian"_s, u"close"_s, false, false, u"always assume skirmish"_s}},
        {"Indians skirmish", {u"indian"_s, u"skirmish"_s, false, false, QString()}},
        {"rifles skirmish only", {u"rifle"_s, u"open"_s, false, false, u"skirmish order only"_s}},
        {"Continentals close", {u"continental"_s, u"close"_s, false, false, QString()}},
        {"Continental line no skirmish",
         {u"continental"_s, u"skirmish"_s, false, false, u"only light infantry"_s}},
        {"Continental light infantry skirmish", {u"continental"_s, u"skirmish"_s, true, false, QString()}},
        {"British light infantry skirmish", {u"british"_s, u"skirmish"_s, true, false, QString()}},
        {"British limbered is artillery", {u"british"_s, u"limbered"_s, false, false, u"not a formation"_s}},
        {"cavalry close or skirmish", {u"cavalry"_s, u"skirmish"_s, false, false, QString()}},
        {"cavalry no open order",
         {u"cavalry"_s, u"open"_s, false, false, u"allowed: close, column, skirmish"_s}},
        {"artillery unlimbered", {u"artillery"_s, u"unlimbered"_s, false, false, QString()}},
        {"artillery in line", {u"artillery"_s, u"close"_s, false, false, u"allowed: limbered, unlimbered"_s}},
        {"unknown type", {u"hussar"_s, u"close"_s, false, false, u"not a One If By Land unit type"_s}},
    });
}

void TstOiblRules::formations()
{
    const auto [type, formation, light, authorized, message] = fetchRow<FormationsRow>();
    const QString e = OiblRules::checkFormation(type, formation, {light, authorized});
    if (message.isEmpty())
        QVERIFY2(e.isEmpty(), qPrintable(e));
    else
        QVERIFY2(e.contains(message), qPrintable(e));
}

// The model's profile (oiblprofile.cpp) refuses the same formations as the text.
struct ProfileFormationsRow
{
    QString type;
    QString formation;
    bool allowed;
};

void TstOiblRules::profileFormations_data()
{
    testing::addRows<ProfileFormationsRow>({
        {"Deployment militia close refused", {u"militia"_s, u"close"_s, false}},
        {"Deployment Germans open refused", {u"german"_s, u"open"_s, false}},
        {"Deployment Germans skirmish refused", {u"german"_s, u"skirmish"_s, false}},
        {"Deployment rifles open refused", {u"rifle"_s, u"open"_s, false}},
        {"Deployment rifles skirmish", {u"rifle"_s, u"skirmish"_s, true}},
        {"Deployment Indians close refused", {u"indian"_s, u"close"_s, false}},
        {"Deployment cavalry open refused", {u"cavalry"_s, u"open"_s, false}},
        {"Deployment cavalry skirmish", {u"cavalry"_s, u"skirmish"_s, true}},
        {"Deployment Continentals limbered refused", {u"continental"_s, u"limbered"_s, false}},
        {"Deployment British light skirmish", {u"british"_s, u"skirmish"_s, true}},
        {"Deployment French column", {u"french"_s, u"column"_s, true}},
        {"Deployment Loyalist unlimbered refused", {u"loyalist"_s, u"unlimbered"_s, false}},
        {"Deployment artillery close refused", {u"artillery"_s, u"close"_s, false}},
    });
}

void TstOiblRules::profileFormations()
{
    const auto [type, formation, allowed] = testing::fetchRow<ProfileFormationsRow>();
    const RuleSetProfile *p = Profiles::find(u"oneifbyland"_s);
    QVERIFY(p);
    QJsonObject attrs{{u"formation"_s, formation}};
    const QString e = Profiles::validateUnit(*p, type, 6, 6, &attrs);
    QCOMPARE(e.isEmpty(), allowed);
    // The resolver's check agrees for a light/authorized unit at most.
    QVERIFY(!allowed || OiblRules::checkFormation(type, formation, {true, false}).isEmpty());
}

struct PanicRow
{
    int field;
    bool hasMarker;
    bool place;
    QString reason;
};

void TstOiblRules::panic_data()
{
    testing::addRows<PanicRow>({
        {"Panic Markers casualties this turn", {0, false, true, u"lost 2 figures"_s}},
        {"Panic Markers equal-quality friend routs within 12\"",
         {1, false, true, u"equal or higher quality routs"_s}},
        {"Panic Markers lower-quality friend routs: none", {2, false, false, QString()}},
        {"Panic Markers Poor fired on by 6 figures", {3, false, true, u"fired on by 6 figures"_s}},
        {"Panic Markers Poor fired on by 5 figures: none", {4, false, false, QString()}},
        {"Panic Markers officer killed", {5, false, true, u"officer was killed"_s}},
        {"Panic Markers attempting a charge", {6, false, true, u"attempting a charge"_s}},
        {"Panic Markers being charged", {7, false, true, u"being charged"_s}},
        {"Panic Markers casualty during its charge", {8, false, true, u"casualty during its charge"_s}},
        {"Panic Markers charge fails to make contact", {9, false, true, u"failed to make contact"_s}},
        {"Panic Markers no contact because skirmishers evaded: none", {10, false, false, QString()}},
        {"Panic Markers failed charge test", {11, false, true, u"failed its morale test after declaring"_s}},
        {"Panic Markers skirmishers evading", {12, false, true, u"skirmishers evading"_s}},
        {"Panic Markers routing", {13, false, true, u"routing"_s}},
        {"Panic Markers not cumulative", {0, true, false, u"not cumulative"_s}},
    });
}

void TstOiblRules::panic()
{
    auto [field, hasMarker, place, reason] = testing::fetchRow<PanicRow>();
    OiblRules::PanicEvents e;
    e.hasMarker = hasMarker;
    switch (field) {
    case 0:
        e.casualtiesThisTurn = 2;
        break;
    case 1:
        e.friendRoutedWithin12 = true;
        e.friendQualityStep = 0;
        break;
    case 2:
        e.friendRoutedWithin12 = true;
        e.friendQualityStep = -1;
        break;
    case 3:
        e.poorOrWretched = true;
        e.figuresFiredOn = 6;
        break;
    case 4:
        e.poorOrWretched = true;
        e.figuresFiredOn = 5;
        break;
    case 5:
        e.officerKilled = true;
        break;
    case 6:
        e.charging = true;
        break;
    case 7:
        e.beingCharged = true;
        break;
    case 8:
        e.casualtyDuringCharge = true;
        break;
    case 9:
        e.chargeFailedContact = true;
        break;
    case 10:
        e.chargeFailedContact = true;
        e.targetEvadingSkirmishers = true;
        break;
    case 11:
        e.chargeTestFailed = true;
        break;
    case 12:
        e.skirmishersEvading = true;
        break;
    case 13:
        e.routing = true;
        break;
    }
    const OiblRules::Panic p = OiblRules::panicTriggers(t(), e);
    QCOMPARE(p.place, place);
    QString all;
    for (const TraceLine &l : p.reasons) {
        all += l.text + u'\n';
        QCOMPARE(l.rule, u"Panic Markers"_s);
    }
    if (reason.isEmpty())
        QVERIFY(!p.triggered);
    else
        QVERIFY2(all.contains(reason), qPrintable(all));
}

void TstOiblRules::deckShuffleAndDraw()
{
    QString error;
    const OiblDeck deck = OiblDeck::build({{u"1st Bde"_s, Kind::Brigade, {}},
                                           {u"2nd Bde"_s, Kind::Brigade, {}},
                                           {u"3rd Bde"_s, Kind::Brigade, {}}},
                                          false, false, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const OiblDeck a = deck.shuffled(42), b = deck.shuffled(42);
    QCOMPARE(a.pile(), b.pile()); // a seed gives the same order
    QCOMPARE(a.seed(), 42u);
    QStringList sorted = a.pile();
    sorted.sort();
    QCOMPARE(sorted, (QStringList{u"1st Bde"_s, u"2nd Bde"_s, u"3rd Bde"_s}));
    // Different seeds give the six orders with roughly equal frequency.
    QMap<QString, int> orders;
    for (quint64 s = 1; s <= 600; ++s)
        ++orders[deck.shuffled(s).pile().join(u',')];
    QCOMPARE(orders.size(), 6);
    for (int n : orders)
        QVERIFY(n > 50 && n < 150);
    OiblDeck cur = a, next;
    QStringList drawn;
    for (int i = 0; i < 3; ++i) {
        const OiblDeck::Draw d = cur.draw(&next);
        QVERIFY(d.ok);
        QCOMPARE(d.activated, QStringList{d.card.id});
        drawn.append(d.card.id);
        cur = next;
    }
    QCOMPARE(drawn, a.pile());
    QCOMPARE(cur.drawn(), a.pile());
    const OiblDeck::Draw empty = cur.draw(&next);
    QVERIFY(!empty.ok);
    QVERIFY(empty.error.contains(u"shuffle"_s));
    QCOMPARE(next, cur); // nothing changed
    const OiblDeck turn2 = cur.shuffled(7);
    QCOMPARE(turn2.turn(), 2);
    QCOMPARE(turn2.pile().size(), 3);
    QVERIFY(turn2.drawn().isEmpty());
    QCOMPARE(OiblDeck::sequence(), (QStringList{u"panic"_s, u"charge-declare"_s, u"charge-move"_s, u"move"_s,
                                                u"fire"_s, u"melee"_s, u"routs"_s}));
}

void TstOiblRules::deckShuffleIsPortable()
{
    // The brigade cards shuffled from a logged seed come out in this order on every standard library:
    // Fisher-Yates with adj::draw, the one documented draw from mt19937_64 (tst_dice::seededIsPortable).
    QString error;
    QList<OiblDeck::Card> brigades;
    for (const QString &name : {u"1st"_s, u"2nd"_s, u"3rd"_s, u"4th"_s, u"5th"_s, u"6th"_s})
        brigades.append({name, OiblDeck::Kind::Brigade, {}});
    const OiblDeck deck = OiblDeck::build(brigades, false, false, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(deck.shuffled(1812).pile(),
             (QStringList{u"1st"_s, u"5th"_s, u"4th"_s, u"3rd"_s, u"2nd"_s, u"6th"_s}));
}

void TstOiblRules::deckDivisionCards()
{
    // Optional Turn Sequence Rules One and Two: Greene's division (two brigades) under the army of
    // Washington.
    QString error;
    const OiblDeck deck = OiblDeck::build({{u"Army"_s, Kind::Army, {}},
                                           {u"Greene"_s, Kind::Division, u"Army"_s},
                                           {u"Weedon"_s, Kind::Brigade, u"Greene"_s},
                                           {u"Muhlenberg"_s, Kind::Brigade, u"Greene"_s},
                                           {u"Maxwell"_s, Kind::Brigade, u"Army"_s}},
                                          true, true, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QList<OiblDeck::UnitCommand> units{{1, u"Weedon"_s, u"Greene"_s, u"Army"_s},
                                             {2, u"Muhlenberg"_s, u"Greene"_s, u"Army"_s},
                                             {3, {}, u"Greene"_s, u"Army"_s}, // under Greene's direct command
                                             {4, u"Maxwell"_s, {}, u"Army"_s},
                                             {5, {}, {}, u"Army"_s}};
    OiblDeck d1, d2, d3;
    const OiblDeck start = deck.shuffled(1);
    // Weedon first, then Greene: Greene activates Muhlenberg and his own units, not Weedon again.
    const OiblDeck::Draw w = start.enter(u"Weedon"_s, &d1);
    QVERIFY(w.ok);
    QCOMPARE(d1.activatedUnits(u"Weedon"_s, units), (QList<qint64>{1}));
    const OiblDeck::Draw g = d1.enter(u"Greene"_s, &d2);
    QVERIFY(g.ok);
    QCOMPARE(g.activated, (QStringList{u"Greene"_s, u"Muhlenberg"_s}));
    QCOMPARE(d2.activatedUnits(u"Greene"_s, units), (QList<qint64>{2, 3}));
    // The army card: only Maxwell's and the army's own units remain.
    const OiblDeck::Draw a = d2.enter(u"Army"_s, &d3);
    QVERIFY(a.ok);
    QCOMPARE(a.activated, (QStringList{u"Army"_s, u"Maxwell"_s}));
    QCOMPARE(d3.activatedUnits(u"Army"_s, units), (QList<qint64>{4, 5}));
    // Muhlenberg's own card still comes up later but the brigade has already acted: a unit goes through
    // the sequence once a turn.
    QVERIFY(d3.pile().contains(u"Muhlenberg"_s));
    OiblDeck d4;
    QVERIFY(d3.enter(u"Muhlenberg"_s, &d4).ok);
    QCOMPARE(d4.activatedUnits(u"Muhlenberg"_s, units), QList<qint64>());
    QCOMPARE(d4.earlierCard(units.at(1), d3.drawn()), u"Greene"_s); // drawn before Muhlenberg
}

void TstOiblRules::deckEnteredCard()
{
    QString error;
    const OiblDeck deck =
        OiblDeck::build({{u"A"_s, Kind::Brigade, {}}, {u"B"_s, Kind::Brigade, {}}}, false, false, &error)
            .shuffled(3);
    OiblDeck next;
    const OiblDeck::Draw d = deck.enter(u"B"_s, &next);
    QVERIFY(d.ok);
    QCOMPARE(next.pile(), QStringList{u"A"_s});
    const OiblDeck::Draw again = next.enter(u"B"_s, &next);
    QVERIFY(!again.ok);
    QVERIFY(again.error.contains(u"already drawn"_s));
    QCOMPARE(next.pile(), QStringList{u"A"_s});
    OiblDeck same;
    const OiblDeck::Draw missing = next.enter(u"Z"_s, &same);
    QVERIFY(!missing.ok);
    QVERIFY(missing.error.contains(u"not in the deck"_s));
    QCOMPARE(same, next);
}

void TstOiblRules::deckRefuses()
{
    QString error;
    OiblDeck::build({{u"Greene"_s, Kind::Division, {}}}, false, false, &error);
    QVERIFY(error.contains(u"optional turn sequence rule one is off"_s));
    OiblDeck::build({{u"Army"_s, Kind::Army, {}}}, true, false, &error);
    QVERIFY(error.contains(u"rule two is off"_s));
    OiblDeck::build({{u"A"_s, Kind::Brigade, {}}, {u"A"_s, Kind::Brigade, {}}}, false, false, &error);
    QVERIFY(error.contains(u"twice"_s));
    OiblDeck::build({}, false, false, &error);
    QVERIFY(error.contains(u"at least one"_s));
}

void TstOiblRules::deckJson()
{
    QString error;
    const OiblDeck deck =
        OiblDeck::build({{u"G"_s, Kind::Division, {}}, {u"A"_s, Kind::Brigade, u"G"_s}}, true, false, &error)
            .shuffled(0xFFFFFFFFFFFFFFFFull);
    OiblDeck drawn;
    deck.draw(&drawn);
    const OiblDeck back = OiblDeck::fromJson(drawn.toJson(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(back, drawn);
    QJsonObject broken = drawn.toJson();
    broken.insert(u"pile"_s, QJsonArray{u"A"_s, u"A"_s});
    OiblDeck::fromJson(broken, &error);
    QVERIFY(error.contains(u"every card once"_s));
}

QTEST_APPLESS_MAIN(TstOiblRules)
#include "tst_oiblrules.moc"
