// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A rule set registered at run time by this test alone is served like the bundled ones (issue 15):
// `rulesets --json` lists it, the action panel builds its fire action's form, and a summary reads
// a battle fought with it. What is its own (issue 33) is served by the shared code from its
// declarations alone: a result word and value, a counter that decides its battles and is drawn
// turn by turn, a campaign rule with its own words, and its secret choice (who fires first),
// served to the side's page as its declaration and revealed as its own action. No file outside
// the test and its support names any of them.
#include "support/d6skirmish.h"
#include "support/linkclient.h"

#include "actionpanel.h"
#include "battledocument.h"
#include "campaign/campaign.h"
#include "campaign/campaignstanding.h"
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "edits.h"
#include "labels.h"
#include "runner/secretcheck.h"
#include "schemaform.h"
#include "summary/campaignreport.h"
#include "summary/summarybuilder.h"
#include "summaryhtml.h"
#include "tablelink.h"
#include "victory.h"

#include <QComboBox>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace adj {

class TestOwnRuleSet final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void listedByRulesetsJson();
    void formInTheActionPanel();
    void summaryOfItsBattle();
    void itsOwnCounterDecidesAndRaces();
    void campaignTotalledByItsOwnRule();
    void secretFormDeclaredByIt();
    void secretChoiceCheckedByItsCalls();
    void secretFormServedAndRevealedByTheLink();

private:
    Id unitOf(const QString &name) const;
    RuleTable table() const;

    QTemporaryDir m_dir;
    std::unique_ptr<BattleDocument> m_doc;
};

Id TestOwnRuleSet::unitOf(const QString &name) const
{
    const Unit *u = m_doc->state().unitByName(name);
    return u ? u->id : 0;
}

RuleTable TestOwnRuleSet::table() const
{
    QString error;
    return BattleResolution::table(u"d6-skirmish"_s, {}, &error);
}

void TestOwnRuleSet::initTestCase()
{
    const qsizetype bundled = RuleSets::all().size();
    test::registerD6Skirmish();
    QCOMPARE(RuleSets::all().size(), bundled + 1);
    QCOMPARE(Profiles::all().size(), size_t(bundled + 1));

    QString error;
    m_doc = BattleDocument::create(m_dir.filePath(u"skirmish.adjutant"_s), {u"Skirmish"_s, u"d6-skirmish"_s},
                                   &error);
    QVERIFY2(m_doc, qPrintable(error));
    for (const QString &side : {u"Blue"_s, u"Red"_s}) {
        QVERIFY2(m_doc->commit(Edits::addSide(m_doc->state(), side, {}, &error), &error) > 0,
                 qPrintable(error));
        QVERIFY2(m_doc->commit(Edits::addUnit(m_doc->state(), m_doc->profile(),
                                              {side, side + u" band"_s, u"band"_s, -1, -1, {}, {}}, &error),
                               &error) > 0,
                 qPrintable(error));
    }
}

void TestOwnRuleSet::listedByRulesetsJson()
{
    // What `adjutant-cli rulesets --json` prints, built in this process: the bundled ones, then this.
    const QJsonArray all = RuleSets::catalogueJson();
    QCOMPARE(all.size(), qsizetype(Profiles::all().size()));
    const QJsonObject own = all.last().toObject();
    QCOMPARE(own.value(u"id"_s).toString(), u"d6-skirmish"_s);
    QCOMPARE(own.value(u"strength"_s).toString(), u"figures"_s);
    QCOMPARE(own.value(u"distance"_s).toString(), u"inches"_s);
    const QJsonArray actions = own.value(u"actions"_s).toArray();
    QCOMPARE(actions.size(), 2);
    QCOMPARE(actions.first().toObject().value(u"id"_s).toString(), u"fire"_s);
    QCOMPARE(actions.last().toObject().value(u"id"_s).toString(), u"first"_s);
}

void TestOwnRuleSet::formInTheActionPanel()
{
    ActionPanel panel;
    panel.setDocument(m_doc.get());
    auto *combo = panel.findChild<QComboBox *>(u"actionCombo"_s);
    QVERIFY(combo);
    QCOMPARE(combo->count(), 2); // fire, and the first fire its secret choice becomes
    QVERIFY(combo->isEnabled());
    QVERIFY(panel.form()->editor(u"cover"_s));
    QVERIFY(panel.form()->isAsked(u"cover"_s));
    panel.setDocument(nullptr);
}

void TestOwnRuleSet::summaryOfItsBattle()
{
    QString error;
    const RuleTable table = BattleResolution::table(u"d6-skirmish"_s, {}, &error);
    QVERIFY2(table.isValid(), qPrintable(error));
    const QJsonObject in =
        BattleResolution::inputs(u"fire"_s, {{u"target"_s, u"Red band"_s}}, m_doc->state(), table, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    ScriptedDice six({6});
    const Resolution r = resolve(u"d6-skirmish"_s, u"fire"_s, in, six, table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    // A natural 6: a hit, and its own result, in its own word and value.
    QCOMPARE(r.outcomes(), (QStringList{u"hit"_s, u"felled"_s}));
    QCOMPARE(r.values().value(u"felled"_s), QJsonValue(true));
    const RuleSet *rs = RuleSets::find(u"d6-skirmish"_s);
    QVERIFY(rs);
    QCOMPARE(ResultValues::undeclared(r.values(), rs->ownValues()), QString());
    QCOMPARE(rs->outcomeLabel(u"felled"_s), u"leader felled"_s);
    const Edit edit = BattleResolution::edit(r, m_doc->state(), m_doc->profile(), &error);
    QVERIFY2(m_doc->commit(edit, &error) > 0, qPrintable(error));

    const TurnSummary s = SummaryBuilder::build(m_doc->state(), m_doc->profile(), m_doc->store(), 0);
    QCOMPARE(s.ruleset, u"d6-skirmish"_s);
    QCOMPARE(s.measure, u"figures"_s);
    QVERIFY(s.hasRace());
    QCOMPARE(s.sides.size(), 2);
    QCOMPARE(s.sides.at(0).lost, 0);
    QCOMPARE(s.sides.at(1).lost, 1);
    QCOMPARE(s.sides.at(1).strength, 4);
    QCOMPARE(s.resolutions.size(), 1);
}

void TestOwnRuleSet::itsOwnCounterDecidesAndRaces()
{
    QString error;
    Id blue = 0;
    for (const Side &side : m_doc->state().sides)
        if (side.name == u"Blue"_s)
            blue = side.id;
    QVERIFY(blue != 0);
    QVERIFY2(
        m_doc->commit(Edits::setCounter(m_doc->state(), m_doc->profile(), blue, {}, u"Renown"_s, 3, &error),
                      &error) > 0,
        qPrintable(error));
    QCOMPARE(Labels::counter(u"Renown"_s), u"renown"_s);
    QCOMPARE(Victory::measure(m_doc->profile()), u"Renown"_s);
    QCOMPARE(Victory::earned(m_doc->state(), m_doc->profile()).value(u"Blue"_s), 3);

    const TurnSummary s = SummaryBuilder::build(m_doc->state(), m_doc->profile(), m_doc->store(), 0);
    QVERIFY(s.hasRace());
    QCOMPARE(s.raceKind(), u"Renown"_s);
    QCOMPARE(s.raceTitle(), u"The race for renown"_s);
    QCOMPARE(s.sides.at(0).name, u"Blue"_s);
    QCOMPARE(s.sides.at(0).racePerTurn.value(s.lastTurn - 1), 3);
    QVERIFY(SummaryHtml::charts(s).contains(SummaryHtml::Chart::Race));
}

void TestOwnRuleSet::campaignTotalledByItsOwnRule()
{
    QString error;

    Campaign c;
    c.name = u"Skirmishes"_s;
    c.ruleset = u"d6-skirmish"_s;
    const QString path = m_dir.filePath(u"skirmishes.adjutant-campaign"_s);
    QVERIFY2(c.addBattle(path, m_doc->path(), u"First"_s, &error), qPrintable(error));
    QCOMPARE(c.rule(), u"9"_s);

    QJsonArray trace;
    QStringList problems;
    const CampaignSummary s = CampaignStanding::build(c, path, &trace, &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    QCOMPARE(s.rule, u"9"_s);
    // Twice Blue's 3 Renown (the counter its battles are won by); nobody has won yet, so no one more.
    QCOMPARE(s.totals.value(u"Blue"_s), 6);
    QCOMPARE(s.totals.value(u"Red"_s), 0);
    QCOMPARE(s.leader, u"Blue"_s);
    QCOMPARE(trace.size(), 1);
    QCOMPARE(trace.first().toObject().value(u"rule"_s).toString(), u"9"_s);
    QCOMPARE(CampaignReport::ruleText(s),
             u"D6 Skirmish rule 9: twice each battle's VP, one more to its winner"_s);
}

void TestOwnRuleSet::secretFormDeclaredByIt()
{
    const SecretChoices *sc = SecretCheck::of(u"d6-skirmish"_s);
    QVERIFY(sc);
    const SecretForm form = sc->form(m_doc->state(), table(), u"Blue"_s);
    QVERIFY(form.isOpen());
    QCOMPARE(form.kind, u"d6-first"_s);
    QCOMPARE(form.rule, u"2"_s);
    QCOMPARE(form.title, u"Who fires first (2)"_s);
    QCOMPARE(form.fields.size(), 1);
    QCOMPARE(form.fields.first().kind, SecretField::Kind::Pick);
    // What the page is sent: the declaration, with only the side's own unit to pick.
    const QJsonObject json = form.toJson();
    QCOMPARE(json.value(u"title"_s).toString(), u"Who fires first (2)"_s);
    QCOMPARE(json.value(u"help"_s).toString(), form.help);
    const QJsonArray fields = json.value(u"fields"_s).toArray();
    QCOMPARE(fields.size(), 1);
    const QJsonObject unit = fields.first().toObject();
    QCOMPARE(unit.value(u"kind"_s).toString(), u"pick"_s);
    QCOMPARE(unit.value(u"id"_s).toString(), u"unit"_s);
    QCOMPARE(unit.value(u"label"_s).toString(), u"Fires first"_s);
    QCOMPARE(unit.value(u"help"_s).toString(), u"One of your own units."_s);
    const QJsonArray options = unit.value(u"options"_s).toArray();
    QCOMPARE(options.size(), 1);
    QCOMPARE(options.first()[u"id"_s].toInteger(), unitOf(u"Blue band"_s));
    QCOMPARE(options.first()[u"label"_s].toString(), u"Blue band"_s);
    // Red is asked the same of its own unit, under another key.
    const SecretForm red = sc->form(m_doc->state(), table(), u"Red"_s);
    QCOMPARE(red.fields.first().options.first().label, u"Red band"_s);
    QVERIFY(red.key != form.key);
}

void TestOwnRuleSet::secretChoiceCheckedByItsCalls()
{
    const BattleState &battle = m_doc->state();
    const QString key = SecretCheck::of(u"d6-skirmish"_s)->form(battle, table(), u"Blue"_s).key;
    QList<SecretCall> calls;
    const Refusal ok = SecretCheck::check(u"d6-skirmish"_s, battle, table(), u"Blue"_s, key,
                                          {{u"unit"_s, unitOf(u"Blue band"_s)}}, &calls);
    QVERIFY2(ok.isNull(), qPrintable(ok.message));
    QCOMPARE(calls.size(), 1);
    QCOMPARE(calls.first().action, u"first"_s);
    QCOMPARE(calls.first().inputs.value(u"unit"_s).toInteger(), unitOf(u"Blue band"_s));
    // The enemy's unit is not Blue's to pick: refused, naming the field.
    const Refusal enemy = SecretCheck::check(u"d6-skirmish"_s, battle, table(), u"Blue"_s, key,
                                             {{u"unit"_s, unitOf(u"Red band"_s)}});
    QCOMPARE(enemy.code, u"invalid-input"_s);
    QCOMPARE(enemy.input, u"unit"_s);
    const Refusal stale = SecretCheck::check(u"d6-skirmish"_s, battle, table(), u"Blue"_s, u"d6-first:0:"_s,
                                             {{u"unit"_s, unitOf(u"Blue band"_s)}});
    QCOMPARE(stale.code, u"stale"_s);
}

void TestOwnRuleSet::secretFormServedAndRevealedByTheLink()
{
    QString error;
    TableLink link(m_doc.get());
    QVERIFY2(link.start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    const QList<TableLink::SideStatus> sides = link.status();
    QCOMPARE(sides.size(), 2);
    std::vector<std::unique_ptr<testing::LinkClient>> pages;
    for (const TableLink::SideStatus &side : sides) {
        QCOMPARE(side.state, u"waiting"_s);
        pages.push_back(std::make_unique<testing::LinkClient>(link.url(side.sideId)));
    }
    QTRY_VERIFY_WITH_TIMEOUT(pages[0]->count(u"state"_s) >= 1 && pages[1]->count(u"state"_s) >= 1, 5000);
    for (size_t i = 0; i < pages.size(); ++i) {
        const QJsonObject form = pages[i]->last(u"state"_s)[u"form"_s].toObject();
        QCOMPARE(form[u"title"_s].toString(), u"Who fires first (2)"_s);
        const QJsonObject unit = form[u"fields"_s][0].toObject();
        QCOMPARE(unit[u"kind"_s].toString(), u"pick"_s);
        QCOMPARE(unit[u"options"_s].toArray().size(), 1);
        const QString own = sides[i].name + u" band"_s;
        QCOMPARE(unit[u"options"_s][0][u"label"_s].toString(), own);
        // The choice a page makes of it: the field's id, the picked option's id.
        pages[i]->send({{u"type"_s, u"submit"_s},
                        {u"id"_s, u"first-fire-%1"_s.arg(i)},
                        {u"formKey"_s, form[u"key"_s]},
                        {u"inputs"_s, QJsonObject{{u"unit"_s, unit[u"options"_s][0][u"id"_s]}}}});
        QTRY_COMPARE_WITH_TIMEOUT(pages[i]->count(u"ack"_s), 1, 5000);
    }
    const qint64 before = m_doc->store().eventCount();
    const QList<qint64> seqs = link.reveal(&error);
    QVERIFY2(seqs.size() == 2, qPrintable(error));
    const QList<Event> log = m_doc->store().events(before + 1, 2);
    QCOMPARE(log.size(), 2);
    for (const Event &e : log)
        QCOMPARE(e.kind, u"resolve.first"_s);
    for (const QString &name : {u"Blue band"_s, u"Red band"_s})
        QVERIFY(m_doc->state().tracker(test::D6FirstFire::trackerKey(unitOf(name))));
    for (const TableLink::SideStatus &side : link.status())
        QCOMPARE(side.state, u"entered"_s);
    link.stop();
}

} // namespace adj

QTEST_MAIN(adj::TestOwnRuleSet)
#include "tst_ownruleset.moc"
