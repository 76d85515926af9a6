// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One If By Land's Sequence of Play against a battle, through the one runner: only the units of the
// card in play fire, charge and move at their formation's rate, any unit tests its morale or routs; what
// the battle holds of the units is filled while the card is in play; a melee's casualties leave the
// risk of the general with the unit owed until he rolls (Risk to Generals); the figures fired at a Poor
// unit add up over the turn (Panic Markers: "fired on by 6+ figures in a turn").
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "model/battledocument.h"
#include "model/scenario.h"
#include "runner/actionrunner.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {

// Camden, 1780, much reduced: two brigades a side, a general with the 1st Maryland.
const char kCamden[] = R"({"name": "Camden", "ruleset": "oneifbyland", "sides": [
  {"name": "American", "units": [
    {"name": "1st Maryland", "type": "continental", "strength": 24,
     "attributes": {"quality": "regular", "formation": "close", "officerRating": 1, "brigade": "Smallwood"}},
    {"name": "Virginia Militia", "type": "militia", "strength": 18,
     "attributes": {"quality": "poor", "formation": "open", "brigade": "Stevens"}}],
   "leaders": [{"name": "Smallwood", "rating": 1, "unit": "1st Maryland"}]},
  {"name": "British", "units": [
    {"name": "23rd Foot", "type": "british", "strength": 20,
     "attributes": {"quality": "veteran", "formation": "close", "brigade": "Webster"}},
    {"name": "Volunteers of Ireland", "type": "loyalist", "strength": 4,
     "attributes": {"quality": "regular", "formation": "open", "brigade": "Rawdon"}}]}]})";

} // namespace

class TstOiblSequence : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void onlyTheCardsUnitsAct();
    void heldValuesAreFilledOnTheCard();
    void aMeleeLeavesTheGeneralsRiskOwed();
    void figuresFiredOnAddUpOverTheTurn();

private:
    ActionOutcome run(const QString &action, const QJsonObject &inputs, const QList<int> &dice = {});
    // Shuffles (cards in the units' order: Smallwood, Stevens, Webster, Rawdon) and draws `card`.
    void draw(const QString &card);
    void stepTo(const QString &phase);
    Id unit(const QString &name) const { return m_doc->state().unitByName(name)->id; }
    QStringList owed() const;

    QTemporaryDir m_dir;
    std::unique_ptr<BattleDocument> m_doc;
    int m_battles = 0;
};

void TstOiblSequence::init()
{
    QJsonObject json;
    QString error;
    QVERIFY2(Scenario::parse(kCamden, u"camden"_s, &json, &error), qPrintable(error));
    const QString path = m_dir.filePath(u"camden%1.adjutant"_s.arg(++m_battles));
    QVERIFY2(Scenario::createBattle(path, json, &error), qPrintable(error));
    m_doc = BattleDocument::open(path, &error);
    QVERIFY2(m_doc, qPrintable(error));
}

ActionOutcome TstOiblSequence::run(const QString &action, const QJsonObject &inputs, const QList<int> &dice)
{
    ScriptedDice scripted(dice);
    ActionRequest request{action, inputs};
    request.allowExtraDice = true;
    return ActionRunner::run(*m_doc, request, scripted);
}

void TstOiblSequence::draw(const QString &card)
{
    const ActionOutcome shuffled = run(u"deck-shuffle"_s, {}, {4, 3, 2});
    QVERIFY2(shuffled.ok(), qPrintable(shuffled.refusal.message));
    const ActionOutcome drawn = run(u"deck-draw"_s, {{u"card"_s, card}});
    QVERIFY2(drawn.ok(), qPrintable(drawn.refusal.message));
    QCOMPARE(m_doc->state().info.phase, u"panic"_s);
}

void TstOiblSequence::stepTo(const QString &phase)
{
    for (int i = 0; i < 7 && m_doc->state().info.phase != phase; ++i)
        QVERIFY2(run(u"deck-step"_s, {}).ok(), "deck-step");
    QCOMPARE(m_doc->state().info.phase, phase);
}

QStringList TstOiblSequence::owed() const
{
    Refusal why;
    const RuleTable table = ActionRunner::table(m_doc->state(), &why);
    QStringList out;
    for (const Owed &o : RuleSets::find(u"oneifbyland"_s)->owed(m_doc->state(), table))
        out << o.action;
    return out;
}

void TstOiblSequence::onlyTheCardsUnitsAct()
{
    // No card in play: nobody moves at his formation's rate (Sequence of Play), before any die.
    const BattleState before = m_doc->state();
    ActionOutcome out = run(u"movement"_s, {{u"unit"_s, u"1st Maryland"_s}, {u"rate"_s, u"close"_s}}, {4});
    QCOMPARE(out.refusal.code, u"refused"_s);
    QCOMPARE(out.refusal.rule, u"Sequence of Play"_s);
    QCOMPARE(out.refusal.input, u"unit"_s);
    QVERIFY2(out.refusal.message.contains(u"no card is in play in turn 1"_s),
             qPrintable(out.refusal.message));
    QVERIFY(m_doc->state() == before);

    draw(u"Smallwood"_s);
    // The Virginians are Stevens' brigade: not on the card. Refused naming the unit and the card.
    out = run(u"movement"_s, {{u"unit"_s, u"Virginia Militia"_s}, {u"rate"_s, u"open"_s}}, {4});
    QCOMPARE(out.refusal.rule, u"Sequence of Play"_s);
    QVERIFY2(out.refusal.message.contains(u"Virginia Militia (Stevens) is not on the card in play: only the "
                                          "units of Smallwood fire, charge and move now"_s),
             qPrintable(out.refusal.message));
    // A rout is rolled whenever it happens, and any unit tests its morale.
    QVERIFY2(
        run(u"movement"_s, {{u"unit"_s, u"Virginia Militia"_s}, {u"rate"_s, u"infantry-rout"_s}}, {4}).ok(),
        "a rout by any unit");
    QVERIFY2(run(u"morale-test"_s, {{u"unit"_s, u"Virginia Militia"_s}}, {3}).ok(),
             "a morale test by any unit");
    // The card's unit moves; it fires in the firing step only.
    QVERIFY2(run(u"movement"_s, {{u"unit"_s, u"1st Maryland"_s}, {u"rate"_s, u"close"_s}}, {4}).ok(), "move");
    out = run(u"fire"_s, {{u"firer"_s, u"1st Maryland"_s}, {u"target"_s, u"23rd Foot"_s}, {u"range"_s, 5}},
              {5});
    QCOMPARE(out.refusal.rule, u"Sequence of Play"_s);
    QVERIFY2(out.refusal.message.contains(u"Firing"_s), qPrintable(out.refusal.message));
    stepTo(u"fire"_s);
    QVERIFY2(
        run(u"fire"_s, {{u"firer"_s, u"1st Maryland"_s}, {u"target"_s, u"23rd Foot"_s}, {u"range"_s, 5}}, {5})
            .ok(),
        "fire in the firing step");
}

void TstOiblSequence::heldValuesAreFilledOnTheCard()
{
    draw(u"Smallwood"_s);
    stepTo(u"fire"_s);
    const RuleSet *rs = RuleSets::find(u"oneifbyland"_s);
    const QList<std::pair<QString, QJsonObject>> named{
        {u"fire"_s, {{u"firer"_s, unit(u"1st Maryland"_s)}, {u"target"_s, unit(u"23rd Foot"_s)}}},
        {u"charge"_s, {{u"aUnit"_s, unit(u"1st Maryland"_s)}, {u"dUnit"_s, unit(u"23rd Foot"_s)}}},
        {u"morale-test"_s, {{u"unit"_s, unit(u"Virginia Militia"_s)}}},
    };
    for (const auto &[action, given] : named) {
        const PreparedAction p = ActionRunner::prepare(m_doc->state(), action, given);
        QVERIFY2(p.filled, qPrintable(action + u": "_s + p.refusal.message));
        QStringList missing;
        for (const InputSpec &in : rs->action(action)->inputs)
            if (!in.of.isEmpty() && given.contains(in.of) && !p.known.contains(in.id))
                missing << in.id;
        QVERIFY2(missing.isEmpty(), qPrintable(action + u" did not fill: "_s + missing.join(u", "_s)));
    }
}

void TstOiblSequence::aMeleeLeavesTheGeneralsRiskOwed()
{
    draw(u"Smallwood"_s);
    stepTo(u"melee"_s);
    const int before = m_doc->state().units.value(unit(u"1st Maryland"_s)).strength;
    // From contact, every die a 9: both sides lose figures in both rounds.
    const ActionOutcome m =
        run(u"charge"_s,
            {{u"aUnit"_s, u"1st Maryland"_s}, {u"dUnit"_s, u"23rd Foot"_s}, {u"fromContact"_s, true}},
            QList<int>(12, 9));
    QVERIFY2(m.ok(), qPrintable(m.refusal.message));
    const int lost = before - m_doc->state().units.value(unit(u"1st Maryland"_s)).strength;
    QVERIFY(lost > 0);
    // "If a general is with a unit that suffers casualties, he must roll 1d10 for each two hits."
    QVERIFY2(owed().startsWith(u"general-risk"_s), qPrintable(owed().join(u", "_s)));
    Refusal why;
    const RuleTable table = ActionRunner::table(m_doc->state(), &why);
    const Owed risk = RuleSets::find(u"oneifbyland"_s)->owed(m_doc->state(), table).first();
    QCOMPARE(risk.inputs.value(u"hits"_s).toInt(), lost);
    QCOMPARE(risk.rule, u"Risk to Generals"_s);
    // He rolls (no 1 on his dice: unhurt): nothing more is owed of him; undone, it is owed again.
    const ActionOutcome rolled = run(u"general-risk"_s, risk.inputs, QList<int>(10, 5));
    QVERIFY2(rolled.ok(), qPrintable(rolled.refusal.message));
    QVERIFY(!owed().contains(u"general-risk"_s));
}

void TstOiblSequence::figuresFiredOnAddUpOverTheTurn()
{
    // The Virginians are Poor: 6+ figures firing at them in a turn give a panic marker, casualty or not.
    // The Volunteers (4 figures, open order: all fire) fire twice at long musket range, 1d10 = 0: no hit
    // on the 4-6 row. 4 figures, then 4 more: 8 in the turn, the second shot crosses 6.
    draw(u"Rawdon"_s);
    stepTo(u"fire"_s);
    const QJsonObject shot{
        {u"firer"_s, u"Volunteers of Ireland"_s}, {u"target"_s, u"Virginia Militia"_s}, {u"range"_s, 6}};
    ActionOutcome out = run(u"fire"_s, shot, {0});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QVERIFY(!out.resolution.outcomes().contains(u"panic:target"_s));
    const PreparedAction next = ActionRunner::prepare(m_doc->state(), u"fire"_s, shot);
    QCOMPARE(next.inputs.value(u"figuresFiredOnThisTurn"_s).toInt(), 4);
    out = run(u"fire"_s, shot, {0});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QVERIFY2(out.resolution.outcomes().contains(u"panic:target"_s),
             qPrintable(out.resolution.outcomes().join(u", "_s)));
}

QTEST_GUILESS_MAIN(TstOiblSequence)
#include "tst_oiblsequence.moc"
