// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli import and export: a battle's roster to and from CSV (RosterCsv) or JSON
// (the scenario format). An import is one committed action, all or nothing.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"
#include "refusal.h"

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

class ImportCommand final : public CliCommand
{
    const Format m_f;
    bool m_csv = false;
    QString m_fileName;
    QByteArray m_text; // the roster file, read before the battle is opened

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            Cli::tr("Adds the sides, units and leaders of a roster file to a battle, as one action that\n"
                    "can be undone. A file with errors names every bad line and field and imports nothing."));
        parser.addOptions({m_f.csv, m_f.json});
    }

    int check(CliCall &c) override
    {
        if (c.parser.isSet(m_f.csv) == c.parser.isSet(m_f.json))
            return c.usage(Cli::tr("import needs one of --csv FILE or --roster FILE"));
        m_csv = c.parser.isSet(m_f.csv);
        QFile file(c.parser.value(m_csv ? m_f.csv : m_f.json));
        if (!file.open(QIODevice::ReadOnly))
            return c.failed(Cli::tr("%1: %2").arg(file.fileName(), file.errorString()));
        m_fileName = file.fileName();
        m_text = file.readAll();
        return Go;
    }

    int run(CliCall &c) override
    {
        const bool csv = m_csv;
        const QByteArray &text = m_text;
        QString error;
        QJsonObject json;
        if (!csv && !Scenario::parse(text, m_fileName, &json, &error))
            return c.failed(error);
        // Checked and built inside the write transaction, against the battle as it is in the file.
        QStringList errors;
        Edit written;
        const qint64 seq = c.doc->commit(
            [&](const BattleState &s, QString *why) {
                errors.clear();
                const Edit e = csv ? RosterCsv::importEdit(s, c.doc->profile(), text, &errors)
                                   : Scenario::importEdit(s, c.doc->profile(), json, &errors);
                if (e.isEmpty())
                    *why = errors.value(0);
                return e;
            },
            &error, &written);
        if (seq != 0)
            return c.done({{u"event"_s, seq}, {u"kind"_s, written.kind}, {u"summary"_s, written.summary}},
                          written.summary);
        if (errors.isEmpty())
            return c.failed(error);
        if (c.json) { // every error of the file, the first as the message
            QJsonObject refusal = Refusal{u"invalid-roster"_s, errors.first(), {}, m_fileName}.toJson();
            refusal.insert(u"errors"_s, QJsonArray::fromStringList(errors));
            return c.failed(refusal);
        }
        c.err << Cli::tr("adjutant-cli: %1: nothing imported, %n error(s):", nullptr, int(errors.size()))
                     .arg(m_fileName)
              << Qt::endl;
        for (const QString &why : std::as_const(errors))
            c.err << u"  "_s << why << Qt::endl;
        return Cli::Failed;
    }
};

class ExportCommand final : public CliCommand
{
    const Format m_f;

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            Cli::tr("Writes a battle's roster to a CSV or JSON file (the battle is "
                    "only read)."));
        parser.addOptions({m_f.csv, m_f.json});
    }

    int check(CliCall &c) override
    {
        if (c.parser.isSet(m_f.csv) == c.parser.isSet(m_f.json))
            return c.usage(Cli::tr("export needs one of --csv FILE or --roster FILE"));
        return Go;
    }

    int run(CliCall &c) override
    {
        const bool csv = c.parser.isSet(m_f.csv);
        BattleDocument &doc = *c.doc;
        const QByteArray text =
            csv ? RosterCsv::write(doc.state(), doc.profile())
                : QJsonDocument(Scenario::exportJson(doc.state())).toJson(QJsonDocument::Indented);
        QSaveFile out(c.parser.value(csv ? m_f.csv : m_f.json));
        // QSaveFile writes beside the file and renames it: a failed export leaves no file at all.
        if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size() || !out.commit()) {
            const QString why = out.errorString();
            out.cancelWriting();
            return c.failed(
                Cli::tr("%1 could not be written (%2); nothing was written.")
                    .arg(out.fileName(), why.isEmpty() || why == u"Unknown error"_s
                                             ? Cli::tr("the disk may be full, or the folder not writable")
                                             : why));
        }
        return c.done(
            {{u"file"_s, out.fileName()}, {u"units"_s, int(doc.state().units.size())}},
            Cli::tr("%n unit(s) written to %1", nullptr, int(doc.state().units.size())).arg(out.fileName()));
    }
};

} // namespace

namespace commands {
const CliCommandEntry importRoster{
    "import",
    QT_TRANSLATE_NOOP("adj::Cli", "add units to a battle from a roster file (CSV or JSON), all or nothing"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<ImportCommand>};
const CliCommandEntry exportRoster{
    "export", QT_TRANSLATE_NOOP("adj::Cli", "write a battle's roster to a CSV or JSON file"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<ExportCommand>};
} // namespace commands

} // namespace adj
