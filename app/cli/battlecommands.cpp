// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli new, show, add-side and advance: a battle file made (never over another),
// shown with its victory conditions, given a side, and moved on a phase; each change one logged
// action that can be undone.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

#include "battledocument.h"
#include "core/rulechecks.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "edits.h"
#include "jsonwriter.h"
#include "labels.h"
#include "scenario.h"
#include "stateindex.h"
#include "victory.h"

#include <QFile>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

class NewCommand final : public CliCommand
{
    const QCommandLineOption m_ruleset{u"ruleset"_s, Cli::tr("Rule set id (see 'rulesets')."), Cli::tr("id")};
    const QCommandLineOption m_name{u"name"_s, Cli::tr("The battle's name."), Cli::tr("name")};
    const QCommandLineOption m_scale{
        u"scale"_s, Cli::tr("The scale, for a rule set played at a choice of scales (see 'rulesets')."),
        Cli::tr("scale")};
    const QCommandLineOption m_scenario{
        u"scenario"_s, Cli::tr("Create it from a scenario or roster JSON file."), Cli::tr("json")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr("Creates a new battle file. It never overwrites a file."));
        parser.addOptions({m_ruleset, m_name, m_scale, m_scenario});
        addVictoryOptions(parser);
    }

    int run(CliCall &c) override
    {
        QString error;
        Victory::Conditions victory;
        if (!victoryOptions(c.parser, &victory, &error))
            return c.usage(error);
        if (c.parser.isSet(m_scenario)) {
            QFile file(c.parser.value(m_scenario));
            if (!file.open(QIODevice::ReadOnly))
                return c.failed(Cli::tr("%1: %2").arg(file.fileName(), file.errorString()));
            QJsonObject json;
            if (!Scenario::parse(file.readAll(), file.fileName(), &json, &error) ||
                !Scenario::createBattle(c.battle, json, &error,
                                        [](BattleDocument &d) { RuleChecks::install(d); }))
                return c.failed(Cli::tr("%1: %2").arg(file.fileName(), error));
        } else {
            if (!c.parser.isSet(m_ruleset))
                return c.usage(Cli::tr("new needs --ruleset ID or --scenario FILE"));
            BattleInfo info;
            info.ruleset = c.parser.value(m_ruleset);
            info.name = c.parser.isSet(m_name) ? c.parser.value(m_name) : Cli::tr("New battle");
            info.scale = c.parser.value(m_scale);
            if (!BattleDocument::create(c.battle, info, &error))
                return c.failed(error);
        }
        if (victoryOptionsSet(c.parser) && !setNewVictory(c.parser, c.battle, victory, &error)) {
            // Refused conditions leave no battle behind: the file is made whole or not at all.
            for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s})
                QFile::remove(c.battle + suffix);
            return c.failed(error);
        }
        return c.done({{u"battle"_s, c.battle}}, Cli::tr("Created %1").arg(c.battle));
    }
};

class ShowCommand final : public CliCommand
{
public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            Cli::tr("Prints a battle's state: sides, units, markers, counters."));
    }

    // The state alone (CliBattle::State): its log is neither checked nor read, whatever its length.
    int run(CliCall &c) override
    {
        BattleDocument &doc = *c.doc;
        const BattleState &s = doc.state();
        if (c.json) // written as it goes: 5,000 units are not built as QJsonObjects first (issue 30)
            return c.doneStreamed(
                {{u"events"_s, doc.store().eventCount()}, {u"victory"_s, Victory::toJson(s, doc.profile())}},
                [&](JsonWriter &w, const QJsonObject &more) { s.writeJson(w, more); });
        QTextStream &out = c.out;
        const RuleSetProfile &prof = doc.profile();
        const int phase = prof.phaseIndex(s.info.phase);
        out << s.info.name << u'\n'
            << Cli::tr("%1 — turn %2, %3")
                   .arg(Profiles::label(prof.name))
                   .arg(s.info.turn)
                   .arg(phase < 0 ? s.info.phase : Profiles::label(prof.phases.at(phase).label))
            << u'\n';
        for (const Tracker &t : s.trackers) // the rule set's bookkeeping: the card drawn, the plots
            if (!t.label.isEmpty() && !t.key.startsWith(u"battle."_s))
                out << t.label << u'\n';
        if (const QString victory = Victory::describe(s, prof); !victory.isEmpty())
            out << victory << u'\n'; // the conditions as they stand now, met or not, or the end
        const QString measure = Profiles::strengthMeasureLabel(prof.strength);
        const QHash<Id, QList<Marker>> active = stateindex::activeMarkersByUnit(s);
        const QHash<Id, QList<Leader>> leaders = stateindex::leadersByUnit(s);
        for (const Side &side : s.sides) {
            out << u'\n' << side.name;
            QStringList counters;
            for (const Counter &co : s.counters)
                if (co.side == side.id)
                    counters << u"%1 %2"_s.arg(Labels::counter(co.kind)).arg(co.value);
            if (!counters.isEmpty())
                out << u" ("_s << counters.join(u", "_s) << u')';
            out << u'\n';
            for (const Unit &u : s.units) {
                if (u.side != side.id)
                    continue;
                const UnitTypeSpec *t = prof.type(u.type);
                QStringList extra;
                for (const Marker &m : active.value(u.id))
                    extra << Labels::marker(m.kind);
                for (const Leader &l : leaders.value(u.id))
                    extra << Cli::tr("with %1").arg(l.name);
                out << u"  "_s << u.name << u" — "_s << (t ? Profiles::label(t->label) : u.type) << u", "_s
                    << Cli::tr("%1/%2 %3").arg(u.strength).arg(u.strengthStart).arg(measure);
                if (!u.position.isEmpty())
                    out << u", "_s << Cli::tr("at %1").arg(u.position);
                if (!u.status.isEmpty())
                    out << u", "_s << u.status;
                if (!extra.isEmpty())
                    out << u" ["_s << extra.join(u", "_s) << u']';
                out << u'\n';
            }
        }
        out << u'\n' << Cli::tr("%n event(s) in the log.", nullptr, int(doc.store().eventCount()))
            << Qt::endl;
        return Cli::Ok;
    }
};

class AddSideCommand final : public CliCommand
{
    const QCommandLineOption m_name{u"name"_s, Cli::tr("The side's name."), Cli::tr("name")};
    const QCommandLineOption m_color{u"color"_s, Cli::tr("Its colour (#rrggbb)."), Cli::tr("colour")};

public:
    void declare(QCommandLineParser &parser) override { parser.addOptions({m_name, m_color}); }

    int run(CliCall &c) override
    {
        const QString sideName = c.parser.value(m_name);
        const QString sideColor = c.parser.value(m_color);
        return c.commit(
            [&](const BattleState &s, QString *why) { return Edits::addSide(s, sideName, sideColor, why); });
    }
};

} // namespace

namespace commands {
const CliCommandEntry newBattle{
    "new", QT_TRANSLATE_NOOP("adj::Cli", "create a battle file (from a rule set or a scenario)"),
    CliGroup::Battle, CliBattle::Named, makeCommand<NewCommand>};
const CliCommandEntry show{"show", QT_TRANSLATE_NOOP("adj::Cli", "print a battle's state"), CliGroup::Battle,
                           CliBattle::State, makeCommand<ShowCommand>};
const CliCommandEntry addSide{"add-side", QT_TRANSLATE_NOOP("adj::Cli", "add a side to a battle"),
                              CliGroup::Battle, CliBattle::Opened, makeCommand<AddSideCommand>};
} // namespace commands

} // namespace adj
