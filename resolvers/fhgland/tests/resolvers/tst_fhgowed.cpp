// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the turn of For Honor and Glory owes, step by step through a scripted turn of the Queenston
// Heights demo (5, 6.1.1, 6.2.8, 8.4.1): the player's random AP in his AP step, the AP left with units
// not yet activated in his actions, a retreat the close combat left; each with the action that settles
// it and its units filled in. Values worked out by hand from the rule text in the comments.
//
// Queenston Heights: American (player A, command AP 3): 13th U.S. Infantry 0406 (Van Rensselaer), 6th
// U.S. Infantry and U.S. Light Artillery 0507, Wool's Regulars (light, 3 MP) 0305 with Scott, New York
// Militia 0608 in column. British (player B, command AP 3): 49th Foot 0303 (Brock), 41st Foot 0403 on a
// hill, York Militia 0502, Mohawk warriors 0204, Redan battery 0304, Queenston village (a VP unit) 0602.
#include "core/diesource.h"
#include "core/rulechecks.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "model/battledocument.h"
#include "model/edits.h"
#include "model/scenario.h"
#include "runner/actionrunner.h"
#include "support/runentered.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstFhgOwed : public QObject
{
    Q_OBJECT

private slots:
    void queenstonTurn();

private:
    QTemporaryDir m_dir;
};

namespace {

// "text (rule) -> action {inputs}", the inputs with unit ids read back as names.
QStringList owed(const BattleDocument &doc)
{
    Refusal why;
    const RuleTable table = ActionRunner::table(doc.state(), &why);
    QStringList out;
    for (const Owed &o : RuleSets::find(u"fhg-land"_s)->owed(doc.state(), table)) {
        QString line = u"%1 (%2)"_s.arg(o.text, o.rule);
        if (!o.action.isEmpty()) {
            QJsonObject named = o.inputs;
            if (o.inputs.value(u"unit"_s).isDouble())
                named.insert(u"unit"_s, doc.state().units.value(o.inputs.value(u"unit"_s).toInteger()).name);
            line += u" -> %1 %2"_s.arg(
                o.action, QString::fromUtf8(QJsonDocument(named).toJson(QJsonDocument::Compact)));
        }
        out << line;
    }
    return out;
}

void advance(BattleDocument &doc)
{
    QString error;
    if (doc.commit(Edits::advancePhase(doc.state(), doc.profile()), &error) == 0)
        qFatal("advance: %s", qPrintable(error));
}

int ap(const BattleDocument &doc, const QString &side)
{
    const Counter *c = doc.state().counter(doc.state().sideByName(side)->id, {}, u"AP"_s);
    return c ? c->value : 0;
}

} // namespace

void TstFhgOwed::queenstonTurn()
{
    QFile f(u":/demo/fhg-queenston.json"_s);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject json;
    QString error;
    const QString path = m_dir.filePath(u"queenston.adjutant"_s);
    QVERIFY2(Scenario::parse(f.readAll(), u"demo"_s, &json, &error), qPrintable(error));
    QVERIFY2(Scenario::createBattle(path, json, &error), qPrintable(error));
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    RuleChecks::install(*doc);
    QCOMPARE(doc->state().info.phase, u"ap-a"_s);

    // Step 1 (5): player A, the American, rolls his random AP.
    QCOMPARE(owed(*doc), QStringList{u"American: random action points not rolled yet (6.1.1) -> random-ap "
                                     u"{\"side\":\"American\"}"_s});
    // 6.1.1's own example: a 3 on the chart adds 2 to the 3 command AP of Queenston: 5 AP.
    ActionOutcome out = runEntered(*doc, u"random-ap"_s, {{u"side"_s, u"American"_s}}, {3});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(ap(*doc, u"American"_s), 5);
    QCOMPARE(owed(*doc), QStringList());

    // Step 2: his actions. Five units, none activated yet (the village is the British VP unit).
    advance(*doc);
    QCOMPARE(owed(*doc), QStringList{u"American: 5 AP left, 5 unit(s) not yet activated (6.2.8)"_s});
    // Wool's Regulars move 0305 -> 0404, clear: 1 AP (6.2.1); light infantry may not fire after (6.2.1).
    out = runEntered(*doc, u"move"_s, {{u"unit"_s, u"Wool's Regulars"_s}, {u"to"_s, u"0404"_s}});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(owed(*doc), QStringList{u"American: 4 AP left, 4 unit(s) not yet activated (6.2.8)"_s});
    // The New York Militia forms line: 1 AP, its action of the turn (7.5).
    out = runEntered(*doc, u"formation"_s, {{u"unit"_s, u"New York Militia"_s}, {u"formation"_s, u"line"_s}});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(owed(*doc), QStringList{u"American: 3 AP left, 3 unit(s) not yet activated (6.2.8)"_s});
    // Step 3: player B's AP. The American's 3 AP left are no longer his to spend.
    advance(*doc);
    QCOMPARE(owed(*doc), QStringList{u"British: random action points not rolled yet (6.1.1) -> random-ap "
                                     u"{\"side\":\"British\"}"_s});
    // A 5 adds 3: 3 + 3 = 6 AP.
    out = runEntered(*doc, u"random-ap"_s, {{u"side"_s, u"British"_s}}, {5});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(ap(*doc, u"British"_s), 6);
    QCOMPARE(owed(*doc), QStringList());

    // Step 4: his actions: 49th, 41st, York Militia, Mohawks, Redan battery.
    advance(*doc);
    QCOMPARE(owed(*doc), QStringList{u"British: 6 AP left, 5 unit(s) not yet activated (6.2.8)"_s});
    // The 41st Foot (0403) attacks Wool's Regulars, now adjacent at 0404: 2 AP (8.3.1), 6 - 2 = 4 left.
    // Wool's check (8.3.2, 9.2): 3 MP + Scott 1, clear 0: retreats above 4; it rolls 5. The attack: 3
    // dice hitting on 4-6 (8.3.3): 4, 4, 1 are 2 hits, Wool's 3 -> 1 MP. The 1 puts Scott at risk
    // (9.3.1): he rolls 2 and survives.
    out =
        runEntered(*doc, u"close-combat"_s,
                   {{u"attacker"_s, u"41st Foot"_s}, {u"defender"_s, u"Wool's Regulars"_s}}, {5, 4, 4, 1, 2});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(out.resolution.outcomeKey(), u"hits=2 retreat:defender"_s);
    QCOMPARE(doc->state().unitByName(u"Wool's Regulars"_s)->strength, 1);
    QCOMPARE(ap(*doc, u"British"_s), 4);
    // 8.4.1: from 0404 the attacker holds 0403 and the Redan battery 0304 (enemies, 8.4.2); 0504 is next
    // to the attacker; 0505, 0305 and 0405 are away from it and south, towards the American side.
    QVERIFY2(out.resolution.traceText().contains(
                 u"Wool's Regulars must retreat 1 hex from 0404, to 0505, 0305, 0405"_s),
             qPrintable(out.resolution.traceText()));
    QCOMPARE(owed(*doc), (QStringList{u"Wool's Regulars must retreat 1 hex (8.4.1) -> retreat "
                                      u"{\"unit\":\"Wool's Regulars\"}"_s,
                                      u"British: 4 AP left, 4 unit(s) not yet activated (6.2.8)"_s}));
    out = runEntered(*doc, u"retreat"_s, {{u"unit"_s, u"Wool's Regulars"_s}, {u"to"_s, u"0504"_s}});
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal.rule, u"8.4.1"_s);
    out = runEntered(*doc, u"retreat"_s, {{u"unit"_s, u"Wool's Regulars"_s}, {u"to"_s, u"0405"_s}});
    QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    QCOMPARE(doc->state().unitByName(u"Wool's Regulars"_s)->position, u"0405"_s);
    QCOMPARE(owed(*doc), QStringList{u"British: 4 AP left, 4 unit(s) not yet activated (6.2.8)"_s});
    // Step 5: check victory; nothing owed. Step 6: the next turn begins with player A's AP again.
    advance(*doc);
    QCOMPARE(doc->state().info.phase, u"victory"_s);
    QCOMPARE(owed(*doc), QStringList());
    advance(*doc);
    QCOMPARE(doc->state().info.turn, 2);
    QCOMPARE(owed(*doc), QStringList{u"American: random action points not rolled yet (6.1.1) -> random-ap "
                                     u"{\"side\":\"American\"}"_s});
}

QTEST_GUILESS_MAIN(TstFhgOwed)
#include "tst_fhgowed.moc"
