// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli import and export: a battle's roster to and from CSV (RosterCsv) or JSON
// (the scenario format). An import is one committed action, all or nothing.
#include "cli.h"
#include "clicommand.h"

#include "battledocument.h"
#include "rostercsv.h"
#include "scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
struct Format
{
    QCommandLineOption csv{u"csv"_s, Cli::tr("A CSV roster (one row per unit; see README)."),
                           Cli::tr("file")};
    // --json is every command's "print JSON" (docs/json.md): a JSON roster is --roster.
    QCommandLineOption json{u"roster"_s, Cli::tr("A JSON roster (the scenario format)."), Cli::tr("file")};
};
} // namespace

int Cli::cmdImport(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Adds the sides, units and leaders of a roster file to a battle, as one action that\n"
           "can be undone. A file with errors names every bad line and field and imports nothing."));
    Format f;
    p.parser.addOptions({f.csv, f.json});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    if (p.parser.isSet(f.csv) == p.parser.isSet(f.json))
        return usage(tr("import needs one of --csv FILE or --roster FILE"));
    const bool csv = p.parser.isSet(f.csv);
    QFile file(p.parser.value(csv ? f.csv : f.json));
    if (!file.open(QIODevice::ReadOnly))
        return failed(tr("%1: %2").arg(file.fileName(), file.errorString()));
    const QByteArray text = file.readAll();
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    QJsonObject json;
    if (!csv && !Scenario::parse(text, file.fileName(), &json, &error))
        return failed(error);
    // Checked and built inside the write transaction, against the battle as it is in the file.
    QStringList errors;
    Edit written;
    const qint64 seq = doc->commit(
        [&](const BattleState &s, QString *why) {
            errors.clear();
            const Edit e = csv ? RosterCsv::importEdit(s, doc->profile(), text, &errors)
                               : Scenario::importEdit(s, doc->profile(), json, &errors);
            if (e.isEmpty())
                *why = errors.value(0);
            return e;
        },
        &error, &written);
    if (seq != 0)
        return done({{u"event"_s, seq}, {u"kind"_s, written.kind}, {u"summary"_s, written.summary}},
                    written.summary);
    if (errors.isEmpty())
        return failed(error);
    if (m_json) // every error of the file, the first as the message
        return failed(QJsonObject{{u"code"_s, u"invalid-roster"_s},
                                  {u"message"_s, errors.first()},
                                  {u"rule"_s, QJsonValue()},
                                  {u"input"_s, file.fileName()},
                                  {u"errors"_s, QJsonArray::fromStringList(errors)}});
    m_err << tr("adjutant-cli: %1: nothing imported, %n error(s):", nullptr, int(errors.size()))
                 .arg(file.fileName())
          << Qt::endl;
    for (const QString &why : std::as_const(errors))
        m_err << u"  "_s << why << Qt::endl;
    return Failed;
}

int Cli::cmdExport(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(tr("Writes a battle's roster to a CSV or JSON file (the battle is "
                                          "only read)."));
    Format f;
    p.parser.addOptions({f.csv, f.json});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    if (p.parser.isSet(f.csv) == p.parser.isSet(f.json))
        return usage(tr("export needs one of --csv FILE or --roster FILE"));
    const bool csv = p.parser.isSet(f.csv);
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    const QByteArray text =
        csv ? RosterCsv::write(doc->state(), doc->profile())
            : QJsonDocument(Scenario::exportJson(doc->state())).toJson(QJsonDocument::Indented);
    QSaveFile out(p.parser.value(csv ? f.csv : f.json));
    // QSaveFile writes beside the file and renames it: a failed export leaves no file at all.
    if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size() || !out.commit()) {
        const QString why = out.errorString();
        out.cancelWriting();
        return failed(tr("%1 could not be written (%2); nothing was written.")
                          .arg(out.fileName(), why.isEmpty() || why == u"Unknown error"_s
                                                   ? tr("the disk may be full, or the folder not writable")
                                                   : why));
    }
    return done({{u"file"_s, out.fileName()}, {u"units"_s, int(doc->state().units.size())}},
                tr("%n unit(s) written to %1", nullptr, int(doc->state().units.size())).arg(out.fileName()));
}

} // namespace adj
