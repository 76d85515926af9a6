// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli summary: the turn summary (or the battle so far) as JSON, HTML or PDF, for the
// referee or as one side's players' report. It only reads the battle.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

#include "battledocument.h"
#include "boardprint.h"
#include "jsonstream.h"
#include "summary/playersreport.h"
#include "summary/summarybuilder.h"
#include "summaryprinter.h"

#include <QApplication>

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

int writeSummaryJson(CliCall &c, int turn, const QString &side)
{
    BattleDocument &doc = *c.doc;
    // Written as it is read: the lines that grow with the battle (its resolutions, bookkeeping
    // and notes) are spooled as they come and never held together (issue 30); the JSON is what
    // QJsonDocument would have written of the whole summary.
    Id own = 0;
    if (!side.isEmpty()) {
        const Side *s = doc.state().sideByName(side);
        if (!s)
            return c.failed(PlayersReport::tr("there is no side called \"%1\"").arg(side));
        own = s->id;
    }
    JsonSpooledObject json({u"bookkeeping"_s, u"notes"_s, u"resolutions"_s});
    QString error;
    if (!json.open(&error))
        return c.failed(error);
    SummaryBuilder builder(doc.state(), doc.profile(), turn);
    const bool report = !side.isEmpty();
    builder.setLineSink({[&](const TurnSummary::ResolutionLine &line) {
                             if (!report) {
                                 json.append(u"resolutions"_s, TurnSummary::resolutionJson(line, false));
                                 return;
                             }
                             TurnSummary::ResolutionLine told = line;
                             PlayersReport::tell(told, own);
                             json.append(u"resolutions"_s, TurnSummary::resolutionJson(told, true));
                         },
                         [&](const TurnSummary::BookkeepingLine &line) {
                             json.append(u"bookkeeping"_s, TurnSummary::bookkeepingJson(line));
                         },
                         [&](const TurnSummary::NoteLine &line) {
                             if (!report) // the referee's own
                                 json.append(u"notes"_s, TurnSummary::noteJson(line));
                         }});
    if (!builder.read(doc.store().path(), &error))
        return c.failed(error);
    TurnSummary summary = builder.finish();
    if (report && !PlayersReport::make(summary, side, &summary, &error))
        return c.failed(error);
    QJsonObject rest = summary.toJson();
    rest.insert(u"schemaVersion"_s, Cli::SchemaVersion);
    rest.insert(u"ok"_s, true);
    if (!json.write(c.out, rest, &error))
        return c.failed(error);
    return Cli::Ok;
}

class SummaryCommand final : public CliCommand
{
    const QCommandLineOption m_turn{u"turn"_s, Cli::tr("The turn, or \"all\" for the battle so far."),
                                    Cli::tr("n")};
    const QCommandLineOption m_side{u"side"_s, Cli::tr("A players' report for this side."), Cli::tr("name")};
    const QCommandLineOption m_pdf{u"pdf"_s, Cli::tr("Write a PDF to this file."), Cli::tr("file")};
    const QCommandLineOption m_html{u"html"_s, Cli::tr("Write HTML to this file."), Cli::tr("file")};
    const QCommandLineOption m_paper{u"paper"_s, Cli::tr("Paper for the PDF: a4 (default) or letter."),
                                     Cli::tr("size")};
    const QCommandLineOption m_every{
        u"resolutions"_s,
        Cli::tr("With --turn all, list every resolution, card drawn, marker and change of status one by one\n"
                "(else the battle so far is told turn by turn and unit by unit).")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Writes the summary of a turn (default: the current one) or of the battle so far: casualties,\n"
            "units lost, markers, leaders, standings, resolutions with their rules, notes and charts.\n"
            "With --side, the players' report of that side: the enemy's losses only in words."));
        parser.addOptions({m_turn, m_side, m_pdf, m_html, m_paper, m_every});
    }

    int check(CliCall &c) override
    {
        // --json alone prints the summary as JSON; with --pdf or --html, the file written as JSON.
        m_files = int(c.parser.isSet(m_pdf)) + int(c.parser.isSet(m_html));
        if (m_files > 1 || (m_files == 0 && !c.json))
            return c.usage(Cli::tr("summary needs one of --pdf FILE, --html FILE or --json"));
        if (c.parser.isSet(m_paper)) {
            const QString v = c.parser.value(m_paper).toLower();
            if (v == u"letter"_s)
                m_pageSize = QPageSize::Letter;
            else if (v != u"a4"_s)
                return c.usage(Cli::tr("--paper is a4 or letter, not \"%1\"").arg(c.parser.value(m_paper)));
        }
        if (c.parser.isSet(m_turn)) {
            const QString v = c.parser.value(m_turn);
            bool ok = false;
            m_turnNumber = v == u"all"_s ? 0 : v.toInt(&ok);
            if (v != u"all"_s && (!ok || m_turnNumber < 1))
                return c.usage(Cli::tr("--turn must be a turn number or \"all\", not \"%1\"").arg(v));
        }
        if (c.parser.isSet(m_every) && m_turnNumber != 0)
            return c.usage(Cli::tr(
                "--resolutions is for the battle so far (--turn all): a turn's summary lists every one"));
        if (c.parser.isSet(m_every) && m_files == 0)
            return c.usage(Cli::tr("--resolutions is for --pdf or --html: the JSON has every resolution"));
        if ((c.parser.isSet(m_pdf) || c.parser.isSet(m_html)) &&
            !qobject_cast<QApplication *>(QCoreApplication::instance()))
            return c.failed(
                Cli::tr("drawing a summary needs the graphical libraries (started without them)"));
        return Go;
    }

    int run(CliCall &c) override
    {
        QString error;
        int n = m_turnNumber;
        const int current = c.doc->state().info.turn;
        if (n < 0)
            n = current;
        if (n > current)
            return c.failed(
                Cli::tr("turn %1 has not been played: %2 is in turn %3").arg(n).arg(c.battle).arg(current));
        if (m_files == 0)
            return writeSummaryJson(c, n, c.parser.isSet(m_side) ? c.parser.value(m_side) : QString());
        TurnSummary summary = SummaryBuilder::build(c.doc->state(), c.doc->profile(), c.doc->store(), n);
        if (c.parser.isSet(m_side)) {
            TurnSummary report;
            if (!PlayersReport::make(summary, c.parser.value(m_side), &report, &error))
                return c.failed(error);
            summary = report;
        }
        const QString out = c.parser.isSet(m_pdf) ? c.parser.value(m_pdf) : c.parser.value(m_html);
        SummaryPrinter::Options options =
            c.parser.isSet(m_pdf) ? BoardPrint::options(c.doc->state(), c.doc->store(), summary.turn)
                                  : SummaryPrinter::Options{};
        options.everyResolution = c.parser.isSet(m_every);
        const bool written = c.parser.isSet(m_pdf)
                                 ? SummaryPrinter::writePdf(summary, out, m_pageSize, options, &error)
                                 : SummaryPrinter::writeHtml(summary, out, options, &error);
        if (!written)
            return c.failed(error);
        const QString file = QDir::toNativeSeparators(QFileInfo(out).absoluteFilePath());
        return c.done({{u"file"_s, file}}, file); // the file written
    }

private:
    // Read by check(): --pdf and --html given, the paper, the turn (-1: the current one; 0: the battle so
    // far).
    int m_files = 0;
    QPageSize::PageSizeId m_pageSize = QPageSize::A4;
    int m_turnNumber = -1;
};

} // namespace

namespace commands {
const CliCommandEntry summary{
    "summary",
    QT_TRANSLATE_NOOP("adj::Cli", "write a turn's summary or a players' report as PDF, HTML or JSON"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<SummaryCommand>};
} // namespace commands

} // namespace adj
