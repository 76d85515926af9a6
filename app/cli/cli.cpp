#include "cli.h"
#include "clicommand.h"

#include "battledocument.h"
#include "core/rulechecks.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "demobattle.h"
#include "demobattles.h"
#include "edits.h"
#include "labels.h"
#include "scenario.h"
#include "victory.h"

#include <QCommandLineParser>
#include <QFile>
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
              "  advance    advance the battle to the next phase or turn\n"
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
              "  campaign   link battles into a campaign: new, add, remove, relink, show, summary");
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
    if (command == u"mark"_s)
        return cmdMark(args);
    if (command == u"advance"_s)
        return cmdAdvance(args);
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

int Cli::cmdNew(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(tr("Creates a new battle file. It never overwrites a file."));
    const QCommandLineOption ruleset(u"ruleset"_s, tr("Rule set id (see 'rulesets')."), tr("id"));
    const QCommandLineOption name(u"name"_s, tr("The battle's name."), tr("name"));
    const QCommandLineOption scale(
        u"scale"_s, tr("The scale, for a rule set played at a choice of scales (see 'rulesets')."),
        tr("scale"));
    const QCommandLineOption scenario(u"scenario"_s, tr("Create it from a scenario or roster JSON file."),
                                      tr("json"));
    p.parser.addOptions({ruleset, name, scale, scenario});
    addVictoryOptions(p.parser);
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    QString error;
    Victory::Conditions victory;
    if (!victoryOptions(p.parser, &victory, &error))
        return usage(error);
    if (p.parser.isSet(scenario)) {
        QFile file(p.parser.value(scenario));
        if (!file.open(QIODevice::ReadOnly))
            return failed(tr("%1: %2").arg(file.fileName(), file.errorString()));
        QJsonObject json;
        if (!Scenario::parse(file.readAll(), file.fileName(), &json, &error) ||
            !Scenario::createBattle(p.battle, json, &error,
                                    [](BattleDocument &d) { RuleChecks::install(d); }))
            return failed(tr("%1: %2").arg(file.fileName(), error));
    } else {
        if (!p.parser.isSet(ruleset))
            return usage(tr("new needs --ruleset ID or --scenario FILE"));
        BattleInfo info;
        info.ruleset = p.parser.value(ruleset);
        info.name = p.parser.isSet(name) ? p.parser.value(name) : tr("New battle");
        info.scale = p.parser.value(scale);
        if (!BattleDocument::create(p.battle, info, &error))
            return failed(error);
    }
    if (victoryOptionsSet(p.parser) && !setNewVictory(p.parser, p.battle, victory, &error))
        return failed(error);
    return done({{u"battle"_s, p.battle}}, tr("Created %1").arg(p.battle));
}

int Cli::cmdShow(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(tr("Prints a battle's state: sides, units, markers, counters."));
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    const BattleState &s = doc->state();
    if (m_json) {
        QJsonObject o = s.toJson();
        o.insert(u"events"_s, doc->store().eventCount());
        o.insert(u"victory"_s, Victory::toJson(s, doc->profile()));
        return done(o, {});
    }
    const RuleSetProfile &prof = doc->profile();
    const int phase = prof.phaseIndex(s.info.phase);
    m_out << s.info.name << u'\n'
          << tr("%1 — turn %2, %3")
                 .arg(Profiles::label(prof.name))
                 .arg(s.info.turn)
                 .arg(phase < 0 ? s.info.phase : Profiles::label(prof.phases.at(phase).label))
          << u'\n';
    for (const Tracker &t : s.trackers) // the rule set's bookkeeping: the card drawn, the plots
        if (!t.label.isEmpty() && !t.key.startsWith(u"battle."_s))
            m_out << t.label << u'\n';
    if (const QString victory = Victory::describe(s, prof); !victory.isEmpty())
        m_out << victory << u'\n'; // the conditions as they stand now, met or not, or the end
    const QString measure = Profiles::strengthMeasureLabel(prof.strength);
    for (const Side &side : s.sides) {
        m_out << u'\n' << side.name;
        QStringList counters;
        for (const Counter &c : s.counters)
            if (c.side == side.id)
                counters << u"%1 %2"_s.arg(Labels::counter(c.kind)).arg(c.value);
        if (!counters.isEmpty())
            m_out << u" ("_s << counters.join(u", "_s) << u')';
        m_out << u'\n';
        for (const Unit &u : s.units) {
            if (u.side != side.id)
                continue;
            const UnitTypeSpec *t = prof.type(u.type);
            QStringList extra;
            for (const Marker &m : s.activeMarkers(u.id))
                extra << Labels::marker(m.kind);
            for (const Leader &l : s.leadersWith(u.id))
                extra << tr("with %1").arg(l.name);
            m_out << u"  "_s << u.name << u" — "_s << (t ? Profiles::label(t->label) : u.type) << u", "_s
                  << tr("%1/%2 %3").arg(u.strength).arg(u.strengthStart).arg(measure);
            if (!u.position.isEmpty())
                m_out << u", "_s << tr("at %1").arg(u.position);
            if (!u.status.isEmpty())
                m_out << u", "_s << u.status;
            if (!extra.isEmpty())
                m_out << u" ["_s << extra.join(u", "_s) << u']';
            m_out << u'\n';
        }
    }
    m_out << u'\n' << tr("%n event(s) in the log.", nullptr, int(doc->store().eventCount())) << Qt::endl;
    return Ok;
}

int Cli::cmdAddSide(const QStringList &args)
{
    Parsed p;
    const QCommandLineOption name(u"name"_s, tr("The side's name."), tr("name"));
    const QCommandLineOption color(u"color"_s, tr("Its colour (#rrggbb)."), tr("colour"));
    p.parser.addOptions({name, color});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    const QString sideName = p.parser.value(name);
    const QString sideColor = p.parser.value(color);
    return commit(*doc, [&](const BattleState &s, QString *why) {
        return Edits::addSide(s, sideName, sideColor, why);
    });
}

int Cli::cmdAddUnit(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Adds a unit; its attributes are checked against the rule set's profile."));
    const QCommandLineOption side(u"side"_s, tr("The side's name."), tr("side"));
    const QCommandLineOption name(u"name"_s, tr("The unit's name."), tr("name"));
    const QCommandLineOption type(u"type"_s, tr("Unit type id (see 'rulesets --json')."), tr("type"));
    const QCommandLineOption strength(u"strength"_s, tr("Strength now (default: the start)."), tr("n"));
    const QCommandLineOption start(u"start"_s, tr("Strength at the start (default: the type's)."), tr("n"));
    const QCommandLineOption attr(u"attr"_s, tr("A profile attribute, name=value (repeatable)."),
                                  tr("name=value"));
    const QCommandLineOption position(u"position"_s, tr("Hex label or position."), tr("label"));
    p.parser.addOptions({side, name, type, strength, start, attr, position});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    for (const auto *o : {&side, &name, &type})
        if (!p.parser.isSet(*o))
            return usage(tr("add-unit needs --%1").arg(o->names().constFirst()));
    Edits::UnitInput in;
    in.side = p.parser.value(side);
    in.name = p.parser.value(name);
    in.type = p.parser.value(type);
    in.position = p.parser.value(position);
    for (const auto &[opt, target] :
         {std::pair{&strength, &in.strength}, std::pair{&start, &in.strengthStart}}) {
        if (!p.parser.isSet(*opt))
            continue;
        bool ok = false;
        *target = p.parser.value(*opt).toInt(&ok);
        if (!ok || *target < 0)
            return usage(tr("--%1 must be a whole number, not \"%2\"")
                             .arg(opt->names().constFirst(), p.parser.value(*opt)));
    }
    for (const QString &kv : p.parser.values(attr)) {
        const qsizetype eq = kv.indexOf(u'=');
        if (eq <= 0)
            return usage(tr("--attr takes name=value, not \"%1\"").arg(kv));
        in.attrs.insert(kv.left(eq), kv.mid(eq + 1));
    }
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    return commit(
        *doc, [&](const BattleState &s, QString *why) { return Edits::addUnit(s, doc->profile(), in, why); });
}

int Cli::cmdMark(const QStringList &args)
{
    Parsed p;
    const QCommandLineOption unit(u"unit"_s, tr("The unit's name."), tr("name"));
    const QCommandLineOption place(u"place"_s, tr("Place a marker of this kind."), tr("kind"));
    const QCommandLineOption lift(u"lift"_s, tr("Lift the marker of this kind."), tr("kind"));
    p.parser.addOptions({unit, place, lift});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    if (!p.parser.isSet(unit) || p.parser.isSet(place) == p.parser.isSet(lift))
        return usage(tr("mark needs --unit and one of --place KIND or --lift KIND"));
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    const QString unitName = p.parser.value(unit);
    return commit(*doc, [&](const BattleState &s, QString *why) -> Edit {
        const Unit *u = s.unitByName(unitName);
        if (!u) {
            *why = tr("there is no unit called \"%1\"").arg(unitName);
            return {};
        }
        if (p.parser.isSet(place))
            return Edits::placeMarker(s, doc->profile(), u->id, p.parser.value(place), why);
        const QString kind = p.parser.value(lift);
        Id marker = 0;
        for (const Marker &m : s.activeMarkers(u->id))
            if (m.kind == kind)
                marker = m.id;
        if (marker == 0) {
            *why = tr("%1 has no %2 marker").arg(u->name, kind);
            return {};
        }
        return Edits::liftMarker(s, marker, why);
    });
}

int Cli::cmdAdvance(const QStringList &args)
{
    Parsed p;
    const QCommandLineOption turn(u"turn"_s, tr("Advance to the next turn instead of the next phase."));
    p.parser.addOption(turn);
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    const bool nextTurn = p.parser.isSet(turn);
    return commit(*doc, [&](const BattleState &s, QString *) {
        return nextTurn ? Edits::advanceTurn(s, doc->profile()) : Edits::advancePhase(s, doc->profile());
    });
}

int Cli::cmdLog(const QStringList &args)
{
    Parsed p;
    const QCommandLineOption turn(u"turn"_s, tr("Only this turn."), tr("n"));
    p.parser.addOption(turn);
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    QList<Event> events;
    if (p.parser.isSet(turn)) {
        bool ok = false;
        const int n = p.parser.value(turn).toInt(&ok);
        if (!ok || n < 1)
            return usage(tr("--turn must be a turn number, not \"%1\"").arg(p.parser.value(turn)));
        events = doc->store().eventsOfTurn(n);
    } else {
        events = doc->store().events(1, int(doc->store().eventCount()));
    }
    if (m_json) {
        QJsonArray a;
        for (const Event &e : std::as_const(events))
            a.append(e.toJson());
        return done({{u"events"_s, a}}, {});
    }
    for (const Event &e : std::as_const(events)) {
        m_out << tr("#%1 turn %2 %3: %4").arg(e.seq).arg(e.turn).arg(e.phase, e.summary);
        if (e.undone)
            m_out << u' ' << tr("(undone)");
        m_out << u'\n';
        for (const auto &t : e.trace) {
            const QJsonObject line = t.toObject();
            m_out << u"    "_s << line.value(u"text"_s).toString();
            if (!line.value(u"rule"_s).toString().isEmpty())
                m_out << u" ("_s << line.value(u"rule"_s).toString() << u')';
            m_out << u'\n';
        }
    }
    m_out.flush();
    return Ok;
}

int Cli::cmdRulesets(const QStringList &args)
{
    Parsed p;
    int exit = Ok;
    if (!parseCommand(p, args, false, &exit, m_out, m_err))
        return exit;
    // The unit profile of every rule set, with the actions of those whose resolvers exist.
    if (m_json)
        return done({{u"rulesets"_s, RuleSets::catalogueJson()}}, {});
    for (const RuleSetProfile &prof : Profiles::all()) {
        m_out << prof.id << u"  "_s << Profiles::label(prof.name) << u" ("_s
              << Profiles::distanceLabel(prof.distance) << u", "_s
              << Profiles::strengthMeasureLabel(prof.strength) << u")\n"_s;
        QStringList ids;
        if (const RuleSet *rs = RuleSets::find(prof.id))
            for (const ActionSchema &a : rs->actions())
                ids << a.id;
        m_out << u"    "_s
              << (ids.isEmpty() ? tr("actions: not implemented yet")
                                : tr("actions: %1").arg(ids.join(u", "_s)))
              << u'\n';
    }
    m_out.flush();
    return Ok;
}

int Cli::cmdDemo(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Copies a demo battle into the data folder on first use and prints its path. "
           "Without an id: the first one --list names."));
    p.parser.addPositionalArgument(u"id"_s, tr("A demo id or a rule set id (see --list)."), u"[id]"_s);
    const QCommandLineOption list(u"list"_s, tr("List the demo battles."));
    p.parser.addOption(list);
    int exit = Ok;
    if (!parseCommand(p, args, false, &exit, m_out, m_err))
        return exit;
    if (p.parser.isSet(list)) {
        QJsonArray demos;
        QString text;
        for (const DemoBattle &d : DemoBattles::all()) {
            demos.append(QJsonObject{{u"id"_s, d.id}, {u"title"_s, DemoBattles::title(d)}});
            text += d.id + u"  "_s + DemoBattles::title(d) + u'\n';
        }
        text.chop(1);
        return done({{u"demos"_s, demos}}, text);
    }
    const QStringList ids = p.parser.positionalArguments();
    if (ids.size() > 1)
        return usage(tr("demo takes one id at most"));
    const QString id = ids.value(0);
    if (!id.isEmpty() && !DemoBattles::find(id))
        return usage(tr("there is no demo battle \"%1\"; 'adjutant-cli demo --list' names them").arg(id));
    QString error;
    const QString path = ensureDemoBattle(&error, id);
    if (path.isEmpty())
        return failed(error);
    return done({{u"path"_s, path}}, path);
}

} // namespace adj
