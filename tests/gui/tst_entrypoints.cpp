// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The one runner (issue 29): the action panel, the board, adjutant-cli and the runner called directly
// give the same committed event for the same action, inputs and dice: the same kind, inputs, dice,
// trace, effects and row changes, and the same battle after it. And a refusal is the same everywhere.
// Each entry point works on its own copy of the same battle file.
#include "actionpanel.h"
#include "battledocument.h"
#include "boardmoves.h"
#include "core/diesource.h"
#include "core/rulechecks.h"
#include "core/rulesets.h"
#include "hex/board.h"
#include "mainwindow.h"
#include "runner/actionrunner.h"
#include "support/clirun.h"
#include "support/demobattlefile.h"
#include "support/guitest.h"

#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestEntryPoints : public testing::GuiTest
{
    Q_OBJECT

private slots:
    void fireIsTheSameEverywhere();
    void moveIsTheSameFromTheBoardAndTheCommandLine();
    void refusalIsTheSameEverywhere();

private:
    QString copy(const QString &name);
    // The last event of a battle file as the log keeps it, without the moment it was written.
    static QJsonObject lastEvent(const QString &path);
    static QJsonObject stateOf(const QString &path);
    void setUp() override;

    QString m_master;
};

void TestEntryPoints::setUp()
{
    m_master = m_dir.filePath(u"master.adjutant"_s);
    QString error;
    QVERIFY2(testing::writeQueenstonInActions(m_master, &error), qPrintable(error));
}

QString TestEntryPoints::copy(const QString &name)
{
    const QString path = m_dir.filePath(name + u".adjutant"_s);
    QFile::remove(path);
    return QFile::copy(m_master, path) ? path : QString();
}

QJsonObject TestEntryPoints::lastEvent(const QString &path)
{
    QString error;
    auto doc = BattleDocument::open(path, &error);
    if (!doc)
        return {};
    const qint64 n = doc->store().eventCount();
    QJsonObject e = doc->store().events(n, 1).value(0).toJson();
    e.remove(u"created"_s);
    QJsonObject inputs = e.value(u"inputs"_s).toObject();
    // How the dice came is the one thing each front end says its own way (typed in a line, given on
    // the command line): the dice themselves are compared below.
    inputs.remove(u"_diceSource"_s);
    e.insert(u"inputs"_s, inputs);
    return e;
}

QJsonObject TestEntryPoints::stateOf(const QString &path)
{
    QString error;
    auto doc = BattleDocument::open(path, &error);
    return doc ? doc->state().toJson() : QJsonObject();
}

void TestEntryPoints::fireIsTheSameEverywhere()
{
    // 6.1.1 rolled (6 AP), player A's actions: Wool's Regulars fire at the Redan battery, adjacent
    // (8.2): 5, 5, 6 (8.1.1).
    const QJsonObject inputs{{u"firer"_s, u"Wool's Regulars"_s}, {u"target"_s, u"Redan battery"_s}};

    const QString direct = copy(u"direct"_s);
    {
        QString error;
        auto doc = BattleDocument::open(direct, &error);
        QVERIFY2(doc, qPrintable(error));
        RuleChecks::install(*doc);
        EnteredDice dice(QList<int>{5, 5, 6});
        const ActionOutcome out = ActionRunner::run(*doc, ActionRequest{u"fire"_s, inputs}, dice);
        QVERIFY2(out.ok(), qPrintable(out.refusal.message));
    }

    const QString cli = copy(u"cli"_s);
    const testing::CliRun r =
        testing::cli({u"resolve"_s, u"--battle"_s, cli, u"--action"_s, u"fire"_s, u"--input"_s,
                      QString::fromUtf8(QJsonDocument(inputs).toJson(QJsonDocument::Compact)), u"--dice"_s,
                      u"5,5,6"_s, u"--apply"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));

    const QString panel = copy(u"panel"_s);
    {
        MainWindow window;
        QVERIFY(window.openBattle(panel, true));
        const BattleState &s = window.document()->state();
        ActionPanel *p = window.actionPanel();
        QVERIFY(p->chooseAction(u"fire"_s));
        p->chooseUnits(s.unitByName(u"Wool's Regulars"_s)->id, s.unitByName(u"Redan battery"_s)->id);
        QVERIFY2(p->enterDice(u"556"_s), qPrintable(p->message()));
        QVERIFY2(p->apply(), qPrintable(p->message()));
    }

    const QJsonObject expected = lastEvent(direct);
    QCOMPARE(expected.value(u"kind"_s).toString(), u"resolve.fire"_s);
    QVERIFY(!expected.value(u"changes"_s).toArray().isEmpty());
    QCOMPARE(lastEvent(cli), expected);
    QCOMPARE(lastEvent(panel), expected);
    QCOMPARE(stateOf(cli), stateOf(direct));
    QCOMPARE(stateOf(panel), stateOf(direct));
}

void TestEntryPoints::moveIsTheSameFromTheBoardAndTheCommandLine()
{
    // 7.1: the 6th U.S. Infantry (0507) moves one hex north to 0506, 1 AP (6.2.1).
    const QString cli = copy(u"movecli"_s);
    const testing::CliRun r = testing::cli(
        {u"move"_s, u"--battle"_s, cli, u"--unit"_s, u"6th U.S. Infantry"_s, u"--path"_s, u"0506"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));

    const QString board = copy(u"moveboard"_s);
    {
        QString error;
        auto doc = BattleDocument::open(board, &error);
        QVERIFY2(doc, qPrintable(error));
        RuleChecks::install(*doc);
        const RuleSet *rules = RuleSets::find(doc->state().info.ruleset);
        Refusal why;
        const RuleTable table = ActionRunner::table(doc->state(), &why);
        Board b = Board::fromJson(doc->state().info.board, &error);
        Hex to;
        QVERIFY(b.parseLabel(u"0506"_s, &to));
        const BoardMoves::Outcome out =
            BoardMoves::move(doc->state(), doc->profile(), rules, table, b,
                             doc->state().unitByName(u"6th U.S. Infantry"_s)->id, {to});
        QVERIFY2(out.ok, qPrintable(out.text));
        QVERIFY2(doc->submit(out.edit, &error) > 0, qPrintable(error));
    }
    const QJsonObject expected = lastEvent(cli);
    QCOMPARE(expected.value(u"kind"_s).toString(), u"resolve.move"_s);
    QCOMPARE(lastEvent(board), expected);
    QCOMPARE(stateOf(board), stateOf(cli));
}

void TestEntryPoints::refusalIsTheSameEverywhere()
{
    // A target of the firer's own side (issue 29: Wool's Regulars took the 13th from 4 to 1 MP).
    const QJsonObject inputs{{u"firer"_s, u"Wool's Regulars"_s}, {u"target"_s, u"13th U.S. Infantry"_s}};
    const QString path = copy(u"refused"_s);
    const QJsonObject before = stateOf(path);

    const testing::CliRun r =
        testing::cli({u"resolve"_s, u"--battle"_s, path, u"--action"_s, u"fire"_s, u"--input"_s,
                      QString::fromUtf8(QJsonDocument(inputs).toJson(QJsonDocument::Compact)), u"--dice"_s,
                      u"6,6,6"_s, u"--apply"_s, u"--json"_s});
    QCOMPARE(r.exit, 1);
    const QJsonObject cliError = r.json().value(u"error"_s).toObject();

    QString error;
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    EnteredDice dice(QList<int>{6, 6, 6});
    const ActionOutcome out = ActionRunner::run(*doc, ActionRequest{u"fire"_s, inputs}, dice);
    QCOMPARE(cliError, out.refusal.toJson());
    QCOMPARE(cliError.value(u"code"_s).toString(), u"refused"_s);
    QCOMPARE(cliError.value(u"rule"_s).toString(), u"8.1"_s);
    doc.reset();

    MainWindow window;
    QVERIFY(window.openBattle(path, true));
    const BattleState &s = window.document()->state();
    ActionPanel *p = window.actionPanel();
    QVERIFY(p->chooseAction(u"fire"_s));
    // The panel does not even offer a friendly target: the target list holds the other side's units.
    p->chooseUnits(s.unitByName(u"Wool's Regulars"_s)->id, s.unitByName(u"13th U.S. Infantry"_s)->id);
    auto *targets = p->findChild<QComboBox *>(u"targetCombo"_s);
    QVERIFY(targets);
    QCOMPARE(targets->findData(s.unitByName(u"13th U.S. Infantry"_s)->id), -1);
    QVERIFY(targets->findData(s.unitByName(u"Redan battery"_s)->id) > 0);
    QVERIFY(!p->enterDice(u"666"_s));
    QVERIFY(!p->apply());
    QCOMPARE(stateOf(path), before);
}

} // namespace adj

QTEST_MAIN(adj::TestEntryPoints)
#include "support/moc_guitest.cpp"
#include "tst_entrypoints.moc"
