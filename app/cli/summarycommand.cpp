// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli summary: the turn summary (or the battle so far) as JSON, HTML or PDF, for the
// referee or as one side's players' report. It only reads the battle.
#include "cli.h"
#include "clicommand.h"

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

int Cli::writeSummaryJson(BattleDocument &doc, int turn, const QString &side)
{
    // Written as it is read: the lines that grow with the battle (its resolutions, bookkeeping
    // and notes) are spooled as they come and never held together (issue 30); the JSON is what
    // QJsonDocument would have written of the whole summary.
    Id own = 0;
    if (!side.isEmpty()) {
        const Side *s = doc.state().sideByName(side);
        if (!s)
            return failed(PlayersReport::tr("there is no side called \"%1\"").arg(side));
        own = s->id;
    }
    JsonSpooledObject json({u"bookkeeping"_s, u"notes"_s, u"resolutions"_s});
    QString error;
    if (!json.open(&error))
        return failed(error);
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
        return failed(error);
    TurnSummary summary = builder.finish();
    if (report && !PlayersReport::make(summary, side, &summary, &error))
        return failed(error);
    QJsonObject rest = summary.toJson();
    rest.insert(u"schemaVersion"_s, SchemaVersion);
    rest.insert(u"ok"_s, true);
    if (!json.write(m_out, rest, &error))
        return failed(error);
    return Ok;
}

int Cli::cmdSummary(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Writes the summary of a turn (default: the current one) or of the battle so far: casualties,\n"
           "units lost, markers, leaders, standings, resolutions with their rules, notes and charts.\n"
           "With --side, the players' report of that side: the enemy's losses only in words."));
    const QCommandLineOption turn(u"turn"_s, tr("The turn, or \"all\" for the battle so far."), tr("n"));
    const QCommandLineOption side(u"side"_s, tr("A players' report for this side."), tr("name"));
    const QCommandLineOption pdf(u"pdf"_s, tr("Write a PDF to this file."), tr("file"));
    const QCommandLineOption html(u"html"_s, tr("Write HTML to this file."), tr("file"));
    const QCommandLineOption paper(u"paper"_s, tr("Paper for the PDF: a4 (default) or letter."), tr("size"));
    const QCommandLineOption every(
        u"resolutions"_s,
        tr("With --turn all, list every resolution, card drawn, marker and change of status one by one\n"
           "(else the battle so far is told turn by turn and unit by unit)."));
    p.parser.addOptions({turn, side, pdf, html, paper, every});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    // --json alone prints the summary as JSON; with --pdf or --html, the file written as JSON.
    const int files = int(p.parser.isSet(pdf)) + int(p.parser.isSet(html));
    if (files > 1 || (files == 0 && !m_json))
        return usage(tr("summary needs one of --pdf FILE, --html FILE or --json"));
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    if (p.parser.isSet(paper)) {
        const QString v = p.parser.value(paper).toLower();
        if (v == u"letter"_s)
            pageSize = QPageSize::Letter;
        else if (v != u"a4"_s)
            return usage(tr("--paper is a4 or letter, not \"%1\"").arg(p.parser.value(paper)));
    }
    int n = -1; // -1: the current turn; 0: the battle so far
    if (p.parser.isSet(turn)) {
        const QString v = p.parser.value(turn);
        bool ok = false;
        n = v == u"all"_s ? 0 : v.toInt(&ok);
        if (v != u"all"_s && (!ok || n < 1))
            return usage(tr("--turn must be a turn number or \"all\", not \"%1\"").arg(v));
    }
    if (p.parser.isSet(every) && n != 0)
        return usage(
            tr("--resolutions is for the battle so far (--turn all): a turn's summary lists every one"));
    if (p.parser.isSet(every) && files == 0)
        return usage(tr("--resolutions is for --pdf or --html: the JSON has every resolution"));
    if ((p.parser.isSet(pdf) || p.parser.isSet(html)) &&
        !qobject_cast<QApplication *>(QCoreApplication::instance()))
        return failed(tr("drawing a summary needs the graphical libraries (started without them)"));

    QString error;
    const auto doc = BattleDocument::open(p.battle, &error);
    if (!doc)
        return failed(error);
    const int current = doc->state().info.turn;
    if (n < 0)
        n = current;
    if (n > current)
        return failed(tr("turn %1 has not been played: %2 is in turn %3").arg(n).arg(p.battle).arg(current));
    if (files == 0)
        return writeSummaryJson(*doc, n, p.parser.isSet(side) ? p.parser.value(side) : QString());
    TurnSummary summary = SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), n);
    if (p.parser.isSet(side)) {
        TurnSummary report;
        if (!PlayersReport::make(summary, p.parser.value(side), &report, &error))
            return failed(error);
        summary = report;
    }
    const QString out = p.parser.isSet(pdf) ? p.parser.value(pdf) : p.parser.value(html);
    SummaryPrinter::Options options = p.parser.isSet(pdf)
                                          ? BoardPrint::options(doc->state(), doc->store(), summary.turn)
                                          : SummaryPrinter::Options{};
    options.everyResolution = p.parser.isSet(every);
    const bool written = p.parser.isSet(pdf)
                             ? SummaryPrinter::writePdf(summary, out, pageSize, options, &error)
                             : SummaryPrinter::writeHtml(summary, out, options, &error);
    if (!written)
        return failed(error);
    const QString file = QDir::toNativeSeparators(QFileInfo(out).absoluteFilePath());
    return done({{u"file"_s, file}}, file); // the file written
}

} // namespace adj
