// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli.h"
#include "clicommand.h"
#include "clubcommand.h"

#include "battledocument.h"
#include "core/rulechecks.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace adj {

QString json(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
}
QString json(const QJsonArray &a)
{
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented));
}

// Made when first asked for, after the translators are installed.
QCommandLineOption battleOption()
{
    return QCommandLineOption({u"b"_s, u"battle"_s}, Cli::tr("The battle file."), Cli::tr("file"));
}
QCommandLineOption jsonOption()
{
    return QCommandLineOption(u"json"_s, Cli::tr("Print JSON."));
}

Cli::Cli(const QStringList &arguments)
    : m_args(arguments)
    , m_out(stdout)
    , m_err(stderr)
{}

QString Cli::commandList() const
{
    return tr("Commands:\n"
              "  new        create a battle file (from a rule set or a scenario)\n"
              "  show       print a battle's state\n"
              "  add-side   add a side to a battle\n"
              "  add-unit   add a unit to a side\n"
              "  edit-unit  change a unit's name, strength, attributes or position\n"
              "  remove-unit remove a unit (its leaders stay, alone)\n"
              "  mark       place or lift a marker on a unit\n"
              "  advance    advance the battle to the next phase or turn (saying what is still owed)\n"
              "  owed       list what the turn still owes by the rules, with the action that settles each\n"
              "  track      set a rule set's tracked value (the wind, ...) as one action\n"
              "  undo       take back the last action that stands, even after a restart\n"
              "  redo       put back the last action undone\n"
              "  log        print a battle's event log\n"
              "  resolve    resolve an action (fire, melee, morale, ...) with exact odds; apply it to a "
              "battle\n"
              "  move       move a unit (or a leader alone) hex by hex, checked by the rules, as one action\n"
              "  board      set a hex battle's board: size and terrain tiles by hex label\n"
              "  house-rule change a rule table entry for one battle, or switch optional rules\n"
              "  range      record the range measured between two units this turn\n"
              "  summary    write a turn's summary or a players' report as PDF, HTML or JSON\n"
              "  rulesets   list the rule sets and their unit profiles\n"
              "  import     add units to a battle from a roster file (CSV or JSON), all or nothing\n"
              "  export     write a battle's roster to a CSV or JSON file\n"
              "  demo       make sure a demo battle exists (one per rule set) and print its path\n"
              "  schema     write the JSON Schemas of every command's output and every action's input\n"
              "  serve      serve the table link: each side's page for its secret choices and its report\n"
              "  link       the table link's sides as the referee sees them; reveal their choices; renew a "
              "code\n"
              "With --json every command prints its result or its refusal as JSON (docs/json.md).\n"
              "Run 'adjutant-cli COMMAND --help' for a command's options.") +
           u'\n' +
           tr("Victory and campaigns:\n"
              "  victory    set or print a battle's victory conditions (VP to win, turn limit)\n"
              "  end        record the end of a battle (victory, time, referee) as one action\n"
              "  campaign   link battles into a campaign: new, add, remove, relink, same-side,\n"
              "             separate-side, show, summary") +
           u'\n' +
           tr("The club (many tables, one PostgreSQL server):\n"
              "  club       join a battle to a club, mirror it, take it over, pull it; the standings and the "
              "board: init, join, leave, status, sync, mirror, takeover, pull, standings, serve");
}

int Cli::usage(const QString &message)
{
    if (m_json) {
        failed(message, u"usage"_s);
        return Usage;
    }
    m_err << tr("adjutant-cli: %1").arg(message) << Qt::endl;
    return Usage;
}

namespace {
QJsonObject committed(qint64 seq, const Edit &e)
{
    return {{u"event"_s, seq}, {u"kind"_s, e.kind}, {u"summary"_s, e.summary}};
}
} // namespace

int Cli::commit(BattleDocument &doc, const Edit &edit, QString error)
{
    // A builder that refused left its reason in `error`.
    const qint64 seq = edit.isEmpty() ? 0 : doc.commit(edit, &error);
    if (seq == 0)
        return failed(error);
    return done(committed(seq, edit), edit.summary);
}

int Cli::commit(BattleDocument &doc, const std::function<Edit(const BattleState &, QString *)> &build)
{
    QString error;
    Edit written;
    const qint64 seq = doc.commit(build, &error, &written);
    if (seq == 0)
        return failed(error);
    return done(committed(seq, written), written.summary);
}

int Cli::failed(const QString &message, const QString &code, const QString &input)
{
    return failed(QJsonObject{{u"code"_s, code},
                              {u"message"_s, message},
                              {u"rule"_s, QJsonValue()},
                              {u"input"_s, input.isEmpty() ? QJsonValue() : QJsonValue(input)}});
}

int Cli::failed(const QJsonObject &error)
{
    if (m_json) {
        m_out << json(
            QJsonObject{{u"schemaVersion"_s, SchemaVersion}, {u"ok"_s, false}, {u"error"_s, error}});
        m_out.flush();
    } else {
        m_err << tr("adjutant-cli: %1").arg(error.value(u"message"_s).toString()) << Qt::endl;
    }
    return Failed;
}

int Cli::done(QJsonObject result, const QString &text)
{
    if (m_json) {
        result.insert(u"schemaVersion"_s, SchemaVersion);
        result.insert(u"ok"_s, true);
        m_out << json(result);
    } else {
        m_out << text << Qt::endl;
    }
    m_out.flush();
    return Ok;
}

int Cli::run()
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Adjutant's command line: the referee's books of a miniatures battle."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"command"_s, commandList(), u"command [options]"_s);
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    if (!parser.parse(m_args))
        return usage(parser.errorText());
    if (parser.isSet(u"version"_s)) {
        // The program's name, not the application's ("adjutant", which names the data folders).
        m_out << u"adjutant-cli "_s << QCoreApplication::applicationVersion() << Qt::endl;
        return Ok;
    }
    const QStringList rest = parser.positionalArguments();
    if (parser.isSet(u"help"_s) || rest.isEmpty()) {
        m_out << parser.helpText() << Qt::endl;
        return rest.isEmpty() && !parser.isSet(u"help"_s) ? Usage : Ok;
    }
    const QString command = rest.first();
    QStringList args{m_args.first() + u' ' + command};
    args << rest.mid(1);
    m_json = args.contains(u"--json"_s);
    if (command == u"new"_s)
        return cmdNew(args);
    if (command == u"show"_s)
        return cmdShow(args);
    if (command == u"add-side"_s)
        return cmdAddSide(args);
    if (command == u"add-unit"_s)
        return cmdAddUnit(args);
    if (command == u"edit-unit"_s)
        return cmdEditUnit(args);
    if (command == u"remove-unit"_s)
        return cmdRemoveUnit(args);
    if (command == u"undo"_s || command == u"redo"_s)
        return cmdUndoRedo(args, command == u"redo"_s);
    if (command == u"track"_s)
        return cmdTrack(args);
    if (command == u"victory"_s)
        return cmdVictory(args);
    if (command == u"end"_s)
        return cmdEnd(args);
    if (command == u"campaign"_s)
        return cmdCampaign(args);
    if (command == u"club"_s)
        return clubcli::run(args, m_out, m_err, m_json);
    if (command == u"mark"_s)
        return cmdMark(args);
    if (command == u"advance"_s)
        return cmdAdvance(args);
    if (command == u"owed"_s)
        return cmdOwed(args);
    if (command == u"log"_s)
        return cmdLog(args);
    if (command == u"resolve"_s)
        return cmdResolve(args);
    if (command == u"move"_s)
        return cmdMove(args);
    if (command == u"board"_s)
        return cmdBoard(args);
    if (command == u"house-rule"_s)
        return cmdHouseRule(args);
    if (command == u"range"_s)
        return cmdRange(args);
    if (command == u"summary"_s)
        return cmdSummary(args);
    if (command == u"rulesets"_s)
        return cmdRulesets(args);
    if (command == u"demo"_s)
        return cmdDemo(args);
    if (command == u"import"_s)
        return cmdImport(args);
    if (command == u"export"_s)
        return cmdExport(args);
    if (command == u"schema"_s)
        return cmdSchema(args);
    if (command == u"serve"_s)
        return cmdServe(args);
    if (command == u"link"_s)
        return cmdLink(args);
    return usage(tr("unknown command \"%1\".\n%2").arg(command, commandList()));
}

std::unique_ptr<BattleDocument> openBattle(const QString &path, QString *error)
{
    auto doc = BattleDocument::open(path, error);
    if (doc)
        RuleChecks::install(*doc);
    return doc;
}

bool parseCommand(Parsed &p, const QStringList &args, bool needsBattle, int *exit, QTextStream &out,
                  QTextStream &err)
{
    p.parser.addHelpOption();
    p.parser.addOption(jsonOption()); // every command prints JSON with --json (a no-op when added already)
    if (needsBattle) {
        p.parser.addOption(battleOption());
        p.parser.addPositionalArgument(u"battle"_s, Cli::tr("The battle file (or --battle)."), u"[battle]"_s);
    }
    // A usage error, as text on stderr or, with --json, as a refusal with the code "usage".
    const auto usage = [&](const QString &message) {
        if (args.contains(u"--json"_s))
            out << json(QJsonObject{{u"schemaVersion"_s, Cli::SchemaVersion},
                                    {u"ok"_s, false},
                                    {u"error"_s, QJsonObject{{u"code"_s, u"usage"_s},
                                                             {u"message"_s, message},
                                                             {u"rule"_s, QJsonValue()},
                                                             {u"input"_s, QJsonValue()}}}});
        else
            err << Cli::tr("adjutant-cli: %1").arg(message) << Qt::endl;
        *exit = Cli::Usage;
        return false;
    };
    if (!p.parser.parse(args))
        return usage(p.parser.errorText());
    if (p.parser.isSet(u"help"_s)) {
        out << p.parser.helpText() << Qt::endl;
        *exit = Cli::Ok;
        return false;
    }
    if (needsBattle) {
        p.battle = p.parser.value(battleOption());
        const QStringList pos = p.parser.positionalArguments();
        if (p.battle.isEmpty() && !pos.isEmpty())
            p.battle = pos.first();
        if (p.battle.isEmpty())
            return usage(Cli::tr("which battle? Give a battle file or --battle FILE."));
    }
    return true;
}

} // namespace adj
