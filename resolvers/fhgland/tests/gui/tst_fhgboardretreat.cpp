// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A retreat placed on For Honor and Glory's board (8.4.1): with the unit that owes it selected, the
// board marks the hexes it may take and says so below; the hex typed (or dragged to) is taken by the
// retreat action, an illegal one refused with its rule; once carried out nothing is marked any more.
#include "battledocument.h"
#include "boardpanel.h"
#include "boardscene.h"
#include "core/diesource.h"
#include "core/rulechecks.h"
#include "model/scenario.h"
#include "runner/actionrunner.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// The 41st Foot at 0505 attacked from 0506: 0605 and 0405 are next to the attacker; 0604, 0504 and
// 0404 lead away from it, north towards the British side (tst_fhgretreat works the same board).
const char kScenario[] = R"({"name": "Board retreat", "ruleset": "fhg-land", "phase": "actions-a",
  "board": {"width": 10, "height": 10, "layout": "odd-q"},
  "sides": [
    {"name": "American", "counters": {"command-AP": 3, "AP": 6}, "units": [
      {"name": "13th U.S.", "type": "regular", "strength": 4, "position": "0506"},
      {"name": "6th U.S.", "type": "regular", "strength": 4, "position": "0808"}]},
    {"name": "British", "counters": {"command-AP": 3}, "units": [
      {"name": "41st Foot", "type": "regular", "strength": 3, "position": "0505"},
      {"name": "Royal Scots", "type": "regular", "strength": 4, "position": "0802"}]}]})";
} // namespace

class TestFhgBoardRetreat final : public QObject
{
    Q_OBJECT

private slots:
    void legalHexesMarkedAndPicked();

private:
    QTemporaryDir m_dir;
};

void TestFhgBoardRetreat::legalHexesMarkedAndPicked()
{
    QJsonObject json;
    QString error;
    const QString path = m_dir.filePath(u"board.adjutant"_s);
    QVERIFY2(Scenario::parse(kScenario, u"test"_s, &json, &error), qPrintable(error));
    QVERIFY2(Scenario::createBattle(path, json, &error), qPrintable(error));
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    RuleChecks::install(*doc);
    BoardPanel panel;
    panel.resize(900, 700);
    panel.setDocument(doc.get());
    panel.show();
    const Id foot = doc->state().unitByName(u"41st Foot"_s)->id;
    panel.setSelectedUnits({foot});
    QVERIFY(panel.scene()->choiceHexes().isEmpty()); // nothing owed yet

    // 8.3.2: the 41st (3 MP) rolls 4 and fails; the attack rolls 1, 2, 3: no hit.
    EnteredDice dice({4, 1, 2, 3});
    const ActionOutcome out = ActionRunner::run(
        *doc,
        ActionRequest{u"close-combat"_s, {{u"attacker"_s, u"13th U.S."_s}, {u"defender"_s, u"41st Foot"_s}}},
        dice);
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QStringList marked;
    for (const Hex h : panel.scene()->choiceHexes())
        marked << panel.scene()->label(h);
    QCOMPARE(marked, (QStringList{u"0604"_s, u"0504"_s, u"0404"_s}));
    QVERIFY2(panel.statusText().contains(u"41st Foot must retreat 1 hex: 0604, 0504, 0404 (8.4.1)"_s),
             qPrintable(panel.statusText()));

    // Next to the attacker: refused with its rule, nothing moved.
    QVERIFY(!panel.moveSelectedTo(u"0605"_s));
    QVERIFY(panel.statusIsError());
    QVERIFY2(panel.statusText().contains(u"(8.4.1)"_s), qPrintable(panel.statusText()));
    QCOMPARE(doc->state().units.value(foot).position, u"0505"_s);
    // A marked hex: the retreat, one undoable action; nothing marked any more.
    QVERIFY(panel.moveSelectedTo(u"0504"_s));
    QCOMPARE(doc->state().units.value(foot).position, u"0504"_s);
    QVERIFY2(panel.statusText().contains(u"41st Foot retreats 1 hex, 0505 to 0504"_s),
             qPrintable(panel.statusText()));
    QVERIFY(panel.scene()->choiceHexes().isEmpty());
}

} // namespace adj

QTEST_MAIN(adj::TestFhgBoardRetreat)
#include "tst_fhgboardretreat.moc"
