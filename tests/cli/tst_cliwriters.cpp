// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Command lines writing one battle at once (issue 32, item 5): an action is built inside its own write
// transaction from the battle as it is in the file then, so another writer never makes it stale. Eight
// processes roll the American's random AP at once: one is accepted, the others are refused by the rule
// (6.1.1: once a turn), never as stale; eight more mark eight units at once: all go through.
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "support/clirun.h"

using namespace Qt::StringLiterals;

namespace {
const char kScenario[] = R"({"name": "Writers", "ruleset": "fhg-land", "sides": [
  {"name": "American", "counters": {"command-AP": 3}, "units": [
    {"name": "1st", "type": "regular", "strength": 4}, {"name": "2nd", "type": "regular", "strength": 4},
    {"name": "3rd", "type": "regular", "strength": 4}, {"name": "4th", "type": "regular", "strength": 4}]},
  {"name": "British", "counters": {"command-AP": 3}, "units": [
    {"name": "5th", "type": "regular", "strength": 4}, {"name": "6th", "type": "regular", "strength": 4},
    {"name": "7th", "type": "regular", "strength": 4}, {"name": "8th", "type": "regular", "strength": 4}]}]})";

constexpr int kWriters = 8;

// Starts adjutant-cli with `args`, in English; the caller waits.
QProcess *start(const QStringList &args, QObject *parent)
{
    auto *p = new QProcess(parent);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"LANGUAGE"_s, u"en"_s);
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    p->setProcessEnvironment(env);
    p->start(QStringLiteral(ADJ_CLI_PATH), args);
    return p;
}
} // namespace

class TestCliWriters : public QObject
{
    Q_OBJECT

private slots:
    void neverStale();

private:
    QTemporaryDir m_dir;
};

void TestCliWriters::neverStale()
{
    const QString battle = adj::testing::battleFrom(m_dir.path(), u"writers"_s, kScenario);
    QVERIFY(!battle.isEmpty());
    QList<QProcess *> rolls, marks;
    for (int i = 0; i < kWriters; ++i) {
        rolls << start({u"resolve"_s, u"--battle"_s, battle, u"--action"_s, u"random-ap"_s, u"--input"_s,
                        uR"({"side":"American"})"_s, u"--seed"_s, QString::number(i + 1), u"--apply"_s,
                        u"--json"_s},
                       this);
        marks << start({u"mark"_s, battle, u"--unit"_s,
                        QString::number(i + 1) + (i == 0   ? u"st"_s
                                                  : i == 1 ? u"nd"_s
                                                  : i == 2 ? u"rd"_s
                                                           : u"th"_s),
                        u"--place"_s, u"column"_s, u"--json"_s},
                       this);
    }
    int accepted = 0;
    for (QProcess *p : std::as_const(rolls)) {
        QVERIFY(p->waitForFinished(60000));
        const QJsonObject out = QJsonDocument::fromJson(p->readAllStandardOutput()).object();
        if (p->exitCode() == 0) {
            ++accepted;
            continue;
        }
        const QJsonObject error = out.value(u"error"_s).toObject();
        QCOMPARE(error.value(u"code"_s).toString(), u"refused"_s);
        QCOMPARE(error.value(u"rule"_s).toString(), u"6.1.1"_s);
        QVERIFY2(!error.value(u"message"_s).toString().contains(u"has changed since"_s),
                 qPrintable(error.value(u"message"_s).toString()));
    }
    QCOMPARE(accepted, 1);
    for (QProcess *p : std::as_const(marks)) {
        QVERIFY(p->waitForFinished(60000));
        QVERIFY2(p->exitCode() == 0, p->readAllStandardOutput().constData());
    }
    // Every mark and the one roll stand in the log, each once.
    int rolled = 0, marked = 0;
    for (const QJsonValue &e : adj::testing::loggedEvents(battle)) {
        rolled += e[u"kind"_s].toString() == u"resolve.random-ap"_s;
        marked += e[u"kind"_s].toString() == u"marker.place"_s;
    }
    QCOMPARE(rolled, 1);
    QCOMPARE(marked, kWriters);
}

QTEST_GUILESS_MAIN(TestCliWriters)
#include "tst_cliwriters.moc"
