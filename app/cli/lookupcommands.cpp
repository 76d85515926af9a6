// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli log, rulesets and demo: what a battle's log holds, which rule sets there are,
// and the demo battles copied into the data folder on first use.
#include "cli.h"
#include "clicommand.h"

#include "battledocument.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "demobattle.h"
#include "demobattles.h"
#include "jsonstream.h"
#include "labels.h"

#include <QJsonArray>

#include <memory>

using namespace Qt::StringLiterals;

namespace adj {

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
    int n = 0; // every turn
    if (p.parser.isSet(turn)) {
        bool ok = false;
        n = p.parser.value(turn).toInt(&ok);
        if (!ok || n < 1)
            return usage(tr("--turn must be a turn number, not \"%1\"").arg(p.parser.value(turn)));
    }
    // Written as it is read, an event at a time: the log of a long battle is never whole in memory
    // (issue 30), and the JSON is what QJsonDocument would have written of it whole.
    if (m_json) {
        std::unique_ptr<JsonArrayStream> array;
        const bool read = doc->store().eachEvent(
            n,
            [&](const Event &e) {
                if (!array)
                    array = std::make_unique<JsonArrayStream>(
                        m_out, u"events"_s,
                        QJsonObject{{u"schemaVersion"_s, SchemaVersion}, {u"ok"_s, true}});
                array->append(e.toJson());
            },
            &error);
        if (!read && !array)
            return failed(error);
        if (!array) // no event
            return done({{u"events"_s, QJsonArray()}}, {});
        array->finish();
        if (!read) {
            m_err << tr("adjutant-cli: %1").arg(error) << Qt::endl;
            return Failed;
        }
        return Ok;
    }
    const bool read = doc->store().eachEvent(
        n,
        [&](const Event &e) {
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
        },
        &error);
    m_out.flush();
    if (!read)
        return failed(error);
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
