// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Nothing English on paper where a German or French referee reads (issue 31): every demo battle, in
// German and in French, with each of its rule set's actions its first units can take resolved once
// (so that the summary has results and their traces), its turn summary printed to PDF (read back
// with pdftotext), the summary as HTML, and each side's players' report as HTML. A line fails when,
// with the battle's own names and the rule sets' titles taken out, it still holds an English word
// that neither language uses (tests/support/englishwords.h).
#include "battledocument.h"
#include "boardprint.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "demobattles.h"
#include "runner/actionrunner.h"
#include "summary/playersreport.h"
#include "summary/summarybuilder.h"
#include "summaryhtml.h"
#include "summaryprinter.h"
#include "support/englishwalk.h"
#include "support/pdftext.h"

#include <QApplication>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// Each action of the rule set once, its actor the first unit of the first side and its target the
// first of the second, the dice all 3s; those the battle refuses are left out.
int resolveSome(BattleDocument &doc)
{
    const RuleSet *rs = RuleSets::find(doc.state().info.ruleset);
    if (!rs || doc.state().sides.size() < 2)
        return 0;
    const Id sideA = doc.state().sides.first().id;
    const Id sideB = std::next(doc.state().sides.cbegin())->id;
    auto firstOf = [&](Id side) -> Id {
        for (const Unit &u : doc.state().units)
            if (u.side == side)
                return u.id;
        return 0;
    };
    int done = 0;
    for (const ActionSchema &a : rs->actions()) {
        QJsonObject inputs;
        for (const InputSpec &in : a.inputs) {
            if (in.type != InputSpec::Type::Unit || !in.slot.isEmpty() || in.leader)
                continue;
            if (in.role == InputSpec::Role::Actor)
                inputs.insert(in.id, firstOf(sideA));
            else if (in.role == InputSpec::Role::Target || in.role == InputSpec::Role::Defender)
                inputs.insert(in.id, firstOf(sideB));
        }
        ScriptedDice dice(QList<int>(400, 3));
        if (ActionRunner::run(doc, ActionRequest{a.id, inputs, true, {}}, dice).ok())
            ++done;
    }
    return done;
}

// The English words of `text` with what stands around them. The text is read as one line: a name
// the page broke across two lines is still a name.
void collect(const QString &where, const QString &text, const QStringList &names, std::set<QString> *out)
{
    QString flat = text.simplified();
    flat.remove(u'&');
    for (const QString &name : names)
        flat.replace(QString(name).remove(u'&').simplified(), u" "_s, Qt::CaseInsensitive);
    static const QRegularExpression word(u"\\p{L}+"_s);
    for (auto it = word.globalMatch(flat); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString around =
            flat.mid(std::max<qsizetype>(0, m.capturedStart() - 40), 80 + m.capturedLength());
        if (!testing::englishIn(m.captured(), {}).isEmpty() && !testing::englishIn(around, names).isEmpty())
            out->insert(where + u": \"…"_s + around + u"…\" ("_s + m.captured() + u")"_s);
    }
}

} // namespace

class TestPrintedEnglish final : public testing::EnglishWalk
{
    Q_OBJECT

private slots:
    void nothingEnglish();
};

void TestPrintedEnglish::nothingEnglish()
{
    QFETCH(QString, language);
    QFETCH(QString, demo);
    QLocale::setDefault(QLocale(language));
    const auto restoreLocale = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });

    QString error;
    std::unique_ptr<BattleDocument> doc = rowBattle(language, demo, &error);
    QVERIFY2(doc, qPrintable(error));
    const int resolved = resolveSome(*doc);
    const QStringList names = testing::battleNames(doc->state());
    const int turn = doc->state().info.turn;
    const TurnSummary summary = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), turn);
    std::set<QString> english;

    const QString pdf = m_dir.filePath(language + u'-' + demo + u".pdf"_s);
    QVERIFY2(SummaryPrinter::writePdf(summary, pdf, QPageSize::A4,
                                      BoardPrint::options(doc->state(), doc->store(), turn), &error),
             qPrintable(error));
    const QString printed = testing::pdfText(pdf, u"-raw"_s);
    QVERIFY2(!printed.trimmed().isEmpty(), "pdftotext read nothing: the test would prove nothing");
    collect(u"PDF"_s, printed, names, &english);

    SummaryHtml::Options html;
    html.charts = false;
    html.everyResolution = true;
    collect(u"HTML"_s, testing::plain(SummaryHtml::render(summary, html)), names, &english);
    for (const Side &side : doc->state().sides) {
        TurnSummary report;
        QVERIFY2(PlayersReport::make(summary, side.name, &report, &error), qPrintable(error));
        collect(u"players' report of "_s + side.name, testing::plain(SummaryHtml::render(report, html)),
                names, &english);
    }
    qInfo("%s %s: %d actions resolved, %lld characters printed", qPrintable(language), qPrintable(demo),
          resolved, qlonglong(printed.size()));
    const QStringList all(english.begin(), english.end());
    QVERIFY2(all.isEmpty(), qPrintable(demo + u" in "_s + language + u":\n"_s + all.join(u"\n"_s)));
}

} // namespace adj

// The charts and the board print need a QApplication (offscreen will do).
int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    adj::TestPrintedEnglish test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "support/moc_englishwalk.cpp"
#include "support/moc_guitest.cpp"
#include "tst_printedenglish.moc"
