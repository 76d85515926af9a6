// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli new, show, add-side and advance: a battle file made (never over another),
// shown with its victory conditions, given a side, and moved on a phase; each change one logged
// action that can be undone.
#include "cli.h"
#include "clicommand.h"

#include "battledocument.h"
#include "core/rulechecks.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "edits.h"
#include "labels.h"
#include "scenario.h"
#include "stateindex.h"
#include "victory.h"

#include <QFile>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

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
    if (victoryOptionsSet(p.parser) && !setNewVictory(p.parser, p.battle, victory, &error)) {
        // Refused conditions leave no battle behind: the file is made whole or not at all.
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s})
            QFile::remove(p.battle + suffix);
        return failed(error);
    }
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
    // The state alone: its log is neither checked nor read, whatever its length (issue 30).
    const auto doc = BattleDocument::openState(p.battle, &error);
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
    const QHash<Id, QList<Marker>> active = stateindex::activeMarkersByUnit(s);
    const QHash<Id, QList<Leader>> leaders = stateindex::leadersByUnit(s);
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
            for (const Marker &m : active.value(u.id))
                extra << Labels::marker(m.kind);
            for (const Leader &l : leaders.value(u.id))
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

} // namespace adj
