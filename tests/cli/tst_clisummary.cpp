// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli summary: the JSON of a scripted battle against a committed file, the PDF of the
// demo battle read back with pdftotext, escaping, players' reports that never carry the
// enemy's figures, and errors that leave the battle as it was.
#include "battledocument.h"
#include "edits.h"
#include "effectedits.h"
#include "support/pdftext.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "support/clirun.h"

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
const QString kBold = u"<b>Bold</b> & Co"_s;
const QString kWind = u"Wind <b>fresh</b> & from the west"_s;
const QString kLong = u"The Most Honourable and Ancient Regiment of Foot of "
                      "HisMajestysVeryLongNamedVolunteersFromTheCountyOfSomewhereFarAwayAcrossTheSea"_s;

const char kScenario[] = R"({"name": "Summary test", "ruleset": "fhg-land", "sides": [
  {"name": "American", "color": "#2b4c9b", "counters": {"command-AP": 3, "AP": 2, "VP": 0}, "units": [
    {"name": "13th", "type": "regular", "strength": 4, "position": "0305"},
    {"name": "<b>Bold</b> & Co", "type": "artillery", "strength": 2, "position": "0205"},
    {"name": "The Most Honourable and Ancient Regiment of Foot of HisMajestysVeryLongNamedVolunteersFromTheCountyOfSomewhereFarAwayAcrossTheSea", "type": "militia", "strength": 2, "position": "0105"}]},
  {"name": "British", "color": "#b3261e", "counters": {"command-AP": 3, "VP": 0}, "units": [
    {"name": "41st", "type": "regular", "strength": 3, "position": "0304"},
    {"name": "49th", "type": "elite", "strength": 4, "position": "0302"}],
   "leaders": [{"name": "Brock", "unit": "41st"}]}]})";
} // namespace

class TestCliSummary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonEqualsExpected();
    void turnAndUndone();
    void demoBattlePdf();
    void escaping();
    void dateInTheLanguageOfTheWords();
    void playersReport();
    void whoDidWhat();
    void errors_data();
    void errors();

private:
    QTemporaryDir m_dir;
    QString m_battle;
};

void TestCliSummary::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_dir.setAutoRemove(!qEnvironmentVariableIsSet("ADJ_KEEP_TEST_FILES")); // to look at the pages
    m_battle = battleFrom(m_dir.path(), u"s"_s, kScenario);
    QVERIFY(!m_battle.isEmpty());
    QCOMPARE(cli({u"advance"_s, m_battle, u"--to"_s, u"actions-a"_s}).exit, 0); // 5: player A acts
    QCOMPARE(cli({u"board"_s, m_battle, u"--size"_s, u"8x8"_s, u"--terrain"_s, u"0304=forest"_s}).exit, 0);
    // Turn 1: the 13th fires at the 41st in the forest: 6,6,5 → 5,5,4: 2 hits (8.1.1, 2.3.5).
    const CliRun fire =
        cli({u"resolve"_s, u"--battle"_s, m_battle, u"--action"_s, u"fire"_s, u"--input"_s,
             uR"({"firer":"13th","target":"41st"})"_s, u"--dice"_s, u"6,6,5"_s, u"--apply"_s});
    QVERIFY2(fire.exit == 0, qPrintable(fire.err));
    QCOMPARE(cli({u"mark"_s, m_battle, u"--unit"_s, u"41st"_s, u"--place"_s, u"column"_s}).exit, 0);

    QString error;
    {
        auto doc = BattleDocument::open(m_battle, &error);
        QVERIFY2(doc, qPrintable(error));
        auto strength = [&](const QString &name, int value, const QString &status = {}) {
            Unit u = *doc->state().unitByName(name);
            u.strength = value;
            u.status = status;
            return Edits::updateUnit(doc->state(), doc->profile(), u, &error);
        };
        QVERIFY(doc->commit(strength(kBold, 1), &error) > 0);
        QVERIFY(doc->commit(strength(kLong, 1), &error) > 0);
        // A loss entered by mistake and undone: counted out.
        const Edit mistake = strength(u"49th"_s, 1);
        const qint64 seq = doc->commit(mistake, &error);
        QVERIFY(seq > 0);
        QVERIFY(doc->revert(mistake, seq, &error) > 0);
        // The rule set's bookkeeping: a card drawn and the wind, written as a resolver writes them.
        auto track = [&](const QString &key, const QJsonObject &value, const QString &label) {
            Effect e{Effect::Kind::SetTracker};
            e.attribute = key;
            e.value = value;
            e.text = label;
            return EffectEdits::build(doc->state(), doc->profile(),
                                      {u"draw-card"_s, label, {}, {}, {}, {}, {e}}, &error);
        };
        QVERIFY(doc->commit(track(u"test.deck"_s, {{u"drawn"_s, 1}}, u"Card drawn: the American brigade"_s),
                            &error) > 0);
        QVERIFY(doc->commit(track(u"test.wind"_s, {{u"from"_s, u"W"_s}}, kWind), &error) > 0);
        QVERIFY(doc->commit(Edits::advanceTurn(doc->state(), doc->profile()), &error) > 0);
        QVERIFY(doc->commit(track(u"test.deck"_s, {{u"drawn"_s, 2}}, u"Card drawn: the second brigade"_s),
                            &error) > 0);

        // Turn 2: the 41st routs, Brock falls, the Americans score, the referee notes it.
        QVERIFY(doc->commit(strength(u"41st"_s, 1, u"routed"_s), &error) > 0);
        Edit lose;
        lose.kind = u"leader.lose"_s;
        lose.summary = u"Brock falls"_s;
        Leader brock = doc->state().leaders.first();
        lose.changes << RowChange{Table::Leaders, brock.id, brock.toRow(), {}};
        brock.status = u"lost"_s;
        brock.unit = 0;
        lose.changes.first().after = brock.toRow();
        QVERIFY(doc->commit(lose, &error) > 0);
        const Id american = doc->state().sideByName(u"American"_s)->id;
        QVERIFY(doc->commit(Edits::setCounter(doc->state(), doc->profile(), american, {}, u"VP"_s, 2, &error),
                            &error) > 0);
        QVERIFY(doc->commit(Edits::setNotes(doc->state(), u"Brock <i>fell</i> & the 41st broke"_s), &error) >
                0);
        QVERIFY(doc->commit(strength(kBold, 2), &error) > 0); // rallied
    }
}

void TestCliSummary::jsonEqualsExpected()
{
    const CliRun r = cli({u"summary"_s, u"--battle"_s, m_battle, u"--turn"_s, u"all"_s, u"--json"_s});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    const QString expectedPath = QStringLiteral(ADJ_TEST_DATA) + u"/summary-scripted.json"_s;
    if (qEnvironmentVariableIsSet("ADJ_UPDATE_EXPECTED")) {
        QFile out(expectedPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(r.out.toUtf8());
    }
    QFile f(expectedPath);
    QVERIFY2(f.open(QIODevice::ReadOnly), "tests/data/summary-scripted.json is missing");
    const QJsonObject expected = QJsonDocument::fromJson(f.readAll()).object();
    QVERIFY(!expected.isEmpty());
    if (r.json() != expected)
        qWarning().noquote() << r.out;
    QCOMPARE(r.json(), expected);
}

void TestCliSummary::turnAndUndone()
{
    const QJsonObject t1 = cli({u"summary"_s, m_battle, u"--turn"_s, u"1"_s, u"--json"_s}).json();
    const QJsonArray sides = t1.value(u"sides"_s).toArray();
    const QJsonObject american = sides.at(0).toObject();
    const QJsonObject british = sides.at(1).toObject();
    QCOMPARE(american.value(u"lost"_s).toInt(), 2); // Bold 2 → 1, the long-named militia 2 → 1
    QCOMPARE(british.value(u"lost"_s).toInt(), 2);  // the 41st 3 → 1; the 49th's undone loss is not counted
    QCOMPARE(british.value(u"strength"_s).toInt(), 5);
    QCOMPARE(t1.value(u"resolutions"_s).toArray().size(), 3); // the fire, the card drawn, the wind
    const QJsonObject fire = t1.value(u"resolutions"_s).toArray().first().toObject();
    QCOMPARE(fire.value(u"action"_s).toString(), u"fire"_s);
    QVERIFY(fire.value(u"rules"_s).toArray().contains(u"8.1.1"_s));

    QStringList books;
    for (const QJsonValue &b : t1.value(u"bookkeeping"_s).toArray())
        books << b.toObject().value(u"label"_s).toString();
    QCOMPARE(books, (QStringList{u"Card drawn: the American brigade"_s, kWind}));

    const QJsonObject t2 = cli({u"summary"_s, m_battle, u"--json"_s}).json(); // the current turn: 2
    QCOMPARE(t2.value(u"bookkeeping"_s).toArray().size(), 1);
    QCOMPARE(t2.value(u"bookkeeping"_s).toArray().first().toObject().value(u"key"_s).toString(),
             u"test.deck"_s);
    QCOMPARE(t2.value(u"turn"_s).toInt(), 2);
    const QJsonObject b2 = t2.value(u"sides"_s).toArray().at(1).toObject();
    QCOMPARE(b2.value(u"lost"_s).toInt(), 0);
    QCOMPARE(b2.value(u"lostSoFar"_s).toInt(), 2);
    QCOMPARE(b2.value(u"inDisorder"_s).toBool(), true);
    QCOMPARE(b2.value(u"units"_s).toArray().first().toObject().value(u"status"_s).toString(), u"routed"_s);
    QCOMPARE(b2.value(u"leaders"_s).toArray().first().toObject().value(u"leader"_s).toString(), u"Brock"_s);
    const QJsonObject a2 = t2.value(u"sides"_s).toArray().at(0).toObject();
    QCOMPARE(a2.value(u"regained"_s).toInt(), 1);
    QCOMPARE(t2.value(u"notes"_s).toArray().first().toObject().value(u"text"_s).toString(),
             u"Brock <i>fell</i> & the 41st broke"_s);
}

void TestCliSummary::demoBattlePdf()
{
    const QString demo = m_dir.filePath(u"demo.adjutant"_s);
    QCOMPARE(newQueenston(demo).exit, 0);
    const QByteArray before = digest(demo);
    for (const QString &paper : {u"a4"_s, u"letter"_s}) {
        const QString pdf = m_dir.filePath(u"demo-%1.pdf"_s.arg(paper));
        const CliRun r = cli({u"summary"_s, u"--battle"_s, demo, u"--pdf"_s, pdf, u"--paper"_s, paper});
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QCOMPARE(r.out.trimmed(), pdf);
        QCOMPARE(pdfPages(pdf), 3); // the text on two, the board on the last (issue 14)
        const QString info = pdfInfo(pdf);
        QVERIFY2(info.contains(paper == u"a4"_s ? u"(A4)"_s : u"(letter)"_s), qPrintable(info));
        const QString text = pdfText(pdf);
        for (const QString &expected :
             {u"Queenston Heights, 13 October 1812 (demo)"_s, u"Turn 1"_s, u"For Honor and Glory (land)"_s,
              u"Casualties (MP)"_s, u"American"_s, u"British"_s, u"New York Militia"_s,
              u"Markers placed and lifted"_s, u"Standings: VP, Glory, AP, wind"_s, u"No resolutions."_s,
              u"Page 1 of 3"_s, u"Page 2 of 3"_s, u"Page 3 of 3"_s,
              u"The board as it stands now (turn 1, still in play)"_s, u"0406"_s, u"0710"_s})
            QVERIFY2(text.contains(expected), qPrintable(expected + u" missing from:\n"_s + text));
        // The header: battle, turn and date on every page.
        QCOMPARE(text.count(u"Queenston Heights, 13 October 1812 (demo)"_s), 4);
    }
    QCOMPARE(digest(demo), before);
}

void TestCliSummary::escaping()
{
    const QString html = m_dir.filePath(u"s.html"_s);
    QCOMPARE(cli({u"summary"_s, m_battle, u"--turn"_s, u"all"_s, u"--resolutions"_s, u"--html"_s, html}).exit,
             0);
    QFile f(html);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(f.readAll());
    QVERIFY(page.contains(u"&lt;b&gt;Bold&lt;/b&gt; &amp; Co"_s));
    QVERIFY(!page.contains(kBold));
    QVERIFY(page.contains(u"Brock &lt;i&gt;fell&lt;/i&gt; &amp; the 41st broke"_s));
    QVERIFY(!page.contains(u"<i>fell</i>"_s));
    QVERIFY(page.contains(u"Wind &lt;b&gt;fresh&lt;/b&gt; &amp; from the west"_s));
    QVERIFY(page.contains(u"Cards drawn, wind and the order of play"_s));
    QVERIFY(page.contains(u"data:image/png;base64,"_s)); // the charts travel inside the file

    const QString pdf = m_dir.filePath(u"s.pdf"_s);
    QCOMPARE(cli({u"summary"_s, m_battle, u"--turn"_s, u"all"_s, u"--resolutions"_s, u"--pdf"_s, pdf}).exit,
             0);
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(kBold), qPrintable(text));
    QVERIFY(text.contains(u"Brock <i>fell</i> & the 41st broke"_s));
    QVERIFY(text.contains(kWind));
    // The long name wraps inside its cell: all of it is there, and no line runs off the page.
    QString joined = pdfText(pdf, u"-raw"_s); // in drawing order: a cell's lines one after the other
    joined.remove(QRegularExpression(u"\\s"_s));
    QVERIFY2(joined.contains(QString(kLong).remove(u' ')), qPrintable(joined));
    for (const QString &line : text.split(u'\n'))
        QVERIFY2(line.size() < 160, qPrintable(line));

    // Without --resolutions the battle so far is told turn by turn and unit by unit (issue 19):
    // the units and the notes are there, the wind's changes one by one are not.
    const QString folded = m_dir.filePath(u"folded.pdf"_s);
    QCOMPARE(cli({u"summary"_s, m_battle, u"--turn"_s, u"all"_s, u"--pdf"_s, folded}).exit, 0);
    const QString foldedText = pdfText(folded);
    for (const QString &expected : {u"Turn by turn"_s, u"Unit by unit"_s, kBold, u"Brock <i>fell</i>"_s})
        QVERIFY2(foldedText.contains(expected), qPrintable(expected + u" missing from:\n"_s + foldedText));
    QVERIFY(!foldedText.contains(kWind));
}

// The system's locale says C, its UI languages German: the printed date reads as the words around
// it do (issue 31: "gedruckt 2 Dec 2026").
void TestCliSummary::dateInTheLanguageOfTheWords()
{
    const QString html = m_dir.filePath(u"de.html"_s);
    RunOptions o;
    o.env = {{u"LANGUAGE"_s, u"de"_s}, {u"LC_ALL"_s, u"C"_s}, {u"LANG"_s, u"C"_s}};
    QCOMPARE(cli({u"summary"_s, m_battle, u"--html"_s, html}, o).exit, 0);
    QFile f(html);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    const QDate today = QDate::currentDate();
    const QString german = QLocale(QLocale::German).toString(today, QLocale::ShortFormat);
    QVERIFY2(text.contains(u"gedruckt am "_s + german), qPrintable(text.left(600)));
}

void TestCliSummary::playersReport()
{
    for (const QString &period : {u"1"_s, u"2"_s, u"all"_s}) {
        const CliRun r =
            cli({u"summary"_s, m_battle, u"--turn"_s, period, u"--side"_s, u"American"_s, u"--json"_s});
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        const QJsonObject o = r.json();
        QCOMPARE(o.value(u"forSide"_s).toString(), u"American"_s);
        // Who did what, as the table saw it (issue 21): the 13th's fire at the 41st is there, the
        // 41st's losses in words, without the resolution's own line or the referee's log text.
        int fires = 0;
        for (const QJsonValue &v : o.value(u"resolutions"_s).toArray()) {
            const QJsonObject line = v.toObject();
            QVERIFY(!line.contains(u"summary"_s));
            if (line.value(u"action"_s).toString() != u"fire"_s)
                continue;
            ++fires;
            QCOMPARE(line.value(u"actors"_s).toArray(), QJsonArray{u"13th"_s});
            QCOMPARE(line.value(u"targets"_s).toArray(),
                     (QJsonArray{QJsonObject{{u"unit"_s, u"41st"_s}, {u"type"_s, u"regular"_s}}}));
            const QJsonObject told = line.value(u"outcomes"_s).toArray().first().toObject();
            QCOMPARE(told, (QJsonObject{{u"unit"_s, u"41st"_s},
                                        {u"type"_s, u"regular"_s},
                                        {u"exact"_s, false},
                                        {u"losses"_s, u"crippling"_s}})); // 2 of its 3 MP
            QCOMPARE(line.value(u"result"_s).toString(), QString());
        }
        QCOMPARE(fires, period == u"2"_s ? 0 : 1);
        QVERIFY(o.value(u"notes"_s).toArray().isEmpty());
        // The cards drawn and the wind were seen by all: the players' report keeps them.
        const QJsonObject referee = cli({u"summary"_s, m_battle, u"--turn"_s, period, u"--json"_s}).json();
        QVERIFY(!o.value(u"bookkeeping"_s).toArray().isEmpty());
        QCOMPARE(o.value(u"bookkeeping"_s), referee.value(u"bookkeeping"_s));
        const QJsonObject british = o.value(u"sides"_s).toArray().at(1).toObject();
        // Words only: no figure of the enemy's, under any key.
        QCOMPARE(QStringList(british.keys()),
                 (QStringList{u"color"_s, u"exact"_s, u"inDisorder"_s, u"losses"_s, u"name"_s}));
        QCOMPARE(british.value(u"exact"_s).toBool(), false);
        QVERIFY(!r.out.contains(u"49th"_s));
        QVERIFY(!r.out.contains(u"Brock"_s));
        QVERIFY(o.value(u"sides"_s).toArray().at(0).toObject().value(u"exact"_s).toBool());
    }
    const QJsonObject all =
        cli({u"summary"_s, m_battle, u"--turn"_s, u"all"_s, u"--side"_s, u"American"_s, u"--json"_s}).json();
    const QJsonObject british = all.value(u"sides"_s).toArray().at(1).toObject();
    QCOMPARE(british.value(u"losses"_s).toString(), u"heavy"_s); // 2 of 7 MP: 10-33 %
    QCOMPARE(british.value(u"inDisorder"_s).toBool(), true);     // the 41st routed

    const QString pdf = m_dir.filePath(u"american.pdf"_s);
    QCOMPARE(cli({u"summary"_s, m_battle, u"--turn"_s, u"all"_s, u"--side"_s, u"American"_s,
                  u"--resolutions"_s, u"--pdf"_s, pdf})
                 .exit,
             0);
    const QString text = pdfText(pdf);
    QVERIFY(text.contains(u"report for American"_s));
    QVERIFY(text.contains(u"heavy losses, in disorder"_s));
    QVERIFY(text.contains(u"Cards drawn, wind and the order of play"_s));
    QVERIFY(text.contains(u"Card drawn: the second brigade"_s));
    for (const QString &secret : {u"49th"_s, u"Brock"_s, u"fell"_s, u"8.1.1"_s, u"3 → 1"_s})
        QVERIFY2(!text.contains(secret), qPrintable(secret));
    QVERIFY2(text.contains(u"13th: Fire combat at 41st (Regular infantry) — crippling losses"_s),
             qPrintable(text));
    // The British rows carry no number at all: their strength at the start (7), now (5), lost (2).
    for (const QString &line : text.split(u'\n'))
        if (line.contains(u"British"_s) && !line.contains(u"Summary test"_s))
            QVERIFY2(!line.contains(QRegularExpression(u"\\d"_s)), qPrintable(line));
}

void TestCliSummary::whoDidWhat()
{
    // Issue 21: the resolution names the firer, the target and what came of it, in the
    // JSON, the printed report and the other side's players' report.
    const QJsonObject t1 = cli({u"summary"_s, m_battle, u"--turn"_s, u"1"_s, u"--json"_s}).json();
    const QJsonObject fire = t1.value(u"resolutions"_s).toArray().first().toObject();
    QCOMPARE(fire.value(u"actors"_s).toArray(), QJsonArray{u"13th"_s});
    QCOMPARE(fire.value(u"targets"_s).toArray(),
             (QJsonArray{QJsonObject{{u"unit"_s, u"41st"_s}, {u"type"_s, u"regular"_s}}}));
    QCOMPARE(fire.value(u"outcomes"_s).toArray(), (QJsonArray{QJsonObject{{u"unit"_s, u"41st"_s},
                                                                          {u"type"_s, u"regular"_s},
                                                                          {u"exact"_s, true},
                                                                          {u"before"_s, 3},
                                                                          {u"after"_s, 1}}}));
    QVERIFY(!fire.value(u"result"_s).toString().isEmpty());
    // The bookkeeping written as a resolution names nobody: its own line says what happened.
    const QJsonObject card = t1.value(u"resolutions"_s).toArray().at(1).toObject();
    QCOMPARE(card.value(u"actors"_s).toArray(), QJsonArray());
    QCOMPARE(card.value(u"result"_s).toString(), u"Card drawn: the American brigade"_s);

    const QString pdf = m_dir.filePath(u"who.pdf"_s);
    const CliRun r = cli({u"summary"_s, m_battle, u"--turn"_s, u"1"_s, u"--pdf"_s, pdf});
    QVERIFY2(r.exit == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), QFileInfo(pdf).absoluteFilePath()); // the CLI says where it wrote
    QString text = pdfText(pdf, u"-raw"_s);
    text.replace(u'\n', u' ');
    QVERIFY2(text.contains(u"13th: Fire combat at 41st (Regular infantry) — 3 → 1 MP"_s), qPrintable(text));

    // The British players read their own losses exactly.
    const QJsonObject british =
        cli({u"summary"_s, m_battle, u"--turn"_s, u"1"_s, u"--side"_s, u"British"_s, u"--json"_s}).json();
    const QJsonObject own = british.value(u"resolutions"_s)
                                .toArray()
                                .first()
                                .toObject()
                                .value(u"outcomes"_s)
                                .toArray()
                                .first()
                                .toObject();
    QCOMPARE(own.value(u"exact"_s).toBool(), true);
    QCOMPARE(own.value(u"after"_s).toInt(), 1);
}

void TestCliSummary::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exit");
    QTest::addColumn<QString>("message");
    QTest::newRow("no output") << QStringList{} << 2 << u"one of --pdf"_s;
    QTest::newRow("two outputs") << QStringList{u"--pdf"_s, u"x.pdf"_s, u"--html"_s, u"x.html"_s} << 2
                                 << u"one of --pdf"_s;
    QTest::newRow("bad turn") << QStringList{u"--turn"_s, u"zero"_s, u"--json"_s} << 2 << u"--turn"_s;
    QTest::newRow("bad paper") << QStringList{u"--paper"_s, u"a3"_s, u"--pdf"_s, u"x.pdf"_s} << 2
                               << u"--paper"_s;
    QTest::newRow("future turn") << QStringList{u"--turn"_s, u"9"_s, u"--json"_s} << 1
                                 << u"has not been played"_s;
    QTest::newRow("no such side") << QStringList{u"--side"_s, u"French"_s, u"--json"_s} << 1 << u"French"_s;
    QTest::newRow("every resolution of a turn")
        << QStringList{u"--turn"_s, u"1"_s, u"--resolutions"_s, u"--pdf"_s, u"x.pdf"_s} << 2
        << u"--resolutions"_s;
    QTest::newRow("every resolution as JSON")
        << QStringList{u"--turn"_s, u"all"_s, u"--resolutions"_s, u"--json"_s} << 2 << u"--resolutions"_s;
    QTest::newRow("unwritable") << QStringList{u"--pdf"_s, u"/nonexistent/dir/x.pdf"_s} << 1 << u"x.pdf"_s;
}

void TestCliSummary::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exit);
    QFETCH(QString, message);
    const QByteArray before = digest(m_battle);
    const CliRun r = cli(QStringList{u"summary"_s, u"--battle"_s, m_battle} + args);
    QCOMPARE(r.exit, exit);
    if (args.contains(u"--json"_s)) { // the refusal as data on stdout (docs/json.md)
        const QJsonObject error = r.json().value(u"error"_s).toObject();
        QVERIFY2(error.value(u"message"_s).toString().contains(message), qPrintable(r.out));
        QCOMPARE(error.value(u"code"_s).toString(), exit == 2 ? u"usage"_s : u"refused"_s);
    } else {
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
    QCOMPARE(digest(m_battle), before);
    const CliRun missing =
        cli({u"summary"_s, u"--battle"_s, m_dir.filePath(u"none.adjutant"_s), u"--json"_s});
    QCOMPARE(missing.exit, 1);
}

QTEST_GUILESS_MAIN(TestCliSummary)
#include "tst_clisummary.moc"
