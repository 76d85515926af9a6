// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli log, rulesets and demo: what a battle's log holds, which rule sets there are,
// and the demo battles copied into the data folder on first use.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

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

namespace {

class LogCommand final : public CliCommand
{
    const QCommandLineOption m_turn{u"turn"_s, Cli::tr("Only this turn."), Cli::tr("n")};

public:
    void declare(QCommandLineParser &parser) override { parser.addOption(m_turn); }

    int run(CliCall &c) override
    {
        BattleDocument &doc = *c.doc;
        QString error;
        int n = 0; // every turn
        if (c.parser.isSet(m_turn)) {
            bool ok = false;
            n = c.parser.value(m_turn).toInt(&ok);
            if (!ok || n < 1)
                return c.usage(
                    Cli::tr("--turn must be a turn number, not \"%1\"").arg(c.parser.value(m_turn)));
        }
        // Written as it is read, an event at a time: the log of a long battle is never whole in memory
        // (issue 30), and the JSON is what QJsonDocument would have written of it whole.
        if (c.json) {
            std::unique_ptr<JsonArrayStream> array;
            const bool read = doc.store().eachEvent(
                n,
                [&](const Event &e) {
                    if (!array)
                        array = std::make_unique<JsonArrayStream>(
                            c.out, u"events"_s,
                            QJsonObject{{u"schemaVersion"_s, Cli::SchemaVersion}, {u"ok"_s, true}});
                    array->append(e.toJson());
                },
                &error);
            if (!read && !array)
                return c.failed(error);
            if (!array) // no event
                return c.done({{u"events"_s, QJsonArray()}}, {});
            array->finish();
            if (!read) {
                c.err << Cli::tr("adjutant-cli: %1").arg(error) << Qt::endl;
                return Cli::Failed;
            }
            return Cli::Ok;
        }
        const bool read = doc.store().eachEvent(
            n,
            [&](const Event &e) {
                c.out << Cli::tr("#%1 turn %2 %3: %4").arg(e.seq).arg(e.turn).arg(e.phase, e.summary);
                if (e.undone)
                    c.out << u' ' << Cli::tr("(undone)");
                c.out << u'\n';
                for (const auto &t : e.trace) {
                    const QJsonObject line = t.toObject();
                    c.out << u"    "_s << line.value(u"text"_s).toString();
                    if (!line.value(u"rule"_s).toString().isEmpty())
                        c.out << u" ("_s << line.value(u"rule"_s).toString() << u')';
                    c.out << u'\n';
                }
            },
            &error);
        c.out.flush();
        if (!read)
            return c.failed(error);
        return Cli::Ok;
    }
};

class RulesetsCommand final : public CliCommand
{
public:
    int run(CliCall &c) override
    {
        // The unit profile of every rule set, with the actions of those whose resolvers exist.
        if (c.json)
            return c.done({{u"rulesets"_s, RuleSets::catalogueJson()}}, {});
        for (const RuleSetProfile &prof : Profiles::all()) {
            c.out << prof.id << u"  "_s << Profiles::label(prof.name) << u" ("_s
                  << Profiles::distanceLabel(prof.distance) << u", "_s
                  << Profiles::strengthMeasureLabel(prof.strength) << u")\n"_s;
            QStringList ids;
            if (const RuleSet *rs = RuleSets::find(prof.id))
                for (const ActionSchema &a : rs->actions())
                    ids << a.id;
            c.out << u"    "_s
                  << (ids.isEmpty() ? Cli::tr("actions: not implemented yet")
                                    : Cli::tr("actions: %1").arg(ids.join(u", "_s)))
                  << u'\n';
        }
        c.out.flush();
        return Cli::Ok;
    }
};

class DemoCommand final : public CliCommand
{
    const QCommandLineOption m_list{u"list"_s, Cli::tr("List the demo battles.")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            Cli::tr("Copies a demo battle into the data folder on first use and prints its path. "
                    "Without an id: the first one --list names."));
        parser.addPositionalArgument(u"id"_s, Cli::tr("A demo id or a rule set id (see --list)."), u"[id]"_s);
        parser.addOption(m_list);
    }

    int run(CliCall &c) override
    {
        if (c.parser.isSet(m_list)) {
            QJsonArray demos;
            QString text;
            for (const DemoBattle &d : DemoBattles::all()) {
                demos.append(QJsonObject{{u"id"_s, d.id}, {u"title"_s, DemoBattles::title(d)}});
                text += d.id + u"  "_s + DemoBattles::title(d) + u'\n';
            }
            text.chop(1);
            return c.done({{u"demos"_s, demos}}, text);
        }
        const QStringList ids = c.parser.positionalArguments();
        if (ids.size() > 1)
            return c.usage(Cli::tr("demo takes one id at most"));
        const QString id = ids.value(0);
        if (!id.isEmpty() && !DemoBattles::find(id))
            return c.usage(
                Cli::tr("there is no demo battle \"%1\"; 'adjutant-cli demo --list' names them").arg(id));
        QString error;
        const QString path = ensureDemoBattle(&error, id);
        if (path.isEmpty())
            return c.failed(error);
        return c.done({{u"path"_s, path}}, path);
    }
};

} // namespace

namespace commands {
const CliCommandEntry log{"log", QT_TRANSLATE_NOOP("adj::Cli", "print a battle's event log"),
                          CliGroup::Battle, CliBattle::Opened, makeCommand<LogCommand>};
const CliCommandEntry rulesets{"rulesets",
                               QT_TRANSLATE_NOOP("adj::Cli", "list the rule sets and their unit profiles"),
                               CliGroup::Battle, CliBattle::None, makeCommand<RulesetsCommand>};
const CliCommandEntry demo{
    "demo",
    QT_TRANSLATE_NOOP("adj::Cli", "make sure a demo battle exists (one per rule set) and print its path"),
    CliGroup::Battle, CliBattle::None, makeCommand<DemoCommand>};
} // namespace commands

} // namespace adj
