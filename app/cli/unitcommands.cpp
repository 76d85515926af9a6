// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli add-unit, edit-unit, remove-unit and mark: a unit added, its name, strength,
// attributes or position changed, the unit removed, a marker placed or lifted, each as one
// logged action that can be undone. Every change is checked against the rule set's profile; a
// refused one changes nothing.
#include "cli.h"
#include "clicommand.h"

#include "battledocument.h"
#include "edits.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {
struct UnitOptions
{
    QCommandLineOption unit{u"unit"_s, Cli::tr("The unit's name."), Cli::tr("name")};
    QCommandLineOption name{u"name"_s, Cli::tr("Its new name."), Cli::tr("name")};
    QCommandLineOption strength{u"strength"_s, Cli::tr("Its strength now."), Cli::tr("n")};
    QCommandLineOption start{u"start"_s, Cli::tr("Its strength at the start."), Cli::tr("n")};
    QCommandLineOption attr{u"attr"_s,
                            Cli::tr("A profile attribute, name=value (repeatable); name= puts back the "
                                    "profile's default."),
                            Cli::tr("name=value")};
    QCommandLineOption position{u"position"_s, Cli::tr("Hex label or position; \"\" takes it off the board."),
                                Cli::tr("label")};
};

// The unit as the options ask for it, or an error naming the option at fault.
bool applyOptions(const QCommandLineParser &parser, const UnitOptions &o, Unit *u, QString *error)
{
    if (parser.isSet(o.name))
        u->name = parser.value(o.name);
    for (const auto &[opt, target] :
         {std::pair{&o.strength, &u->strength}, std::pair{&o.start, &u->strengthStart}}) {
        if (!parser.isSet(*opt))
            continue;
        bool ok = false;
        *target = parser.value(*opt).toInt(&ok);
        if (!ok || *target < 0) {
            *error = Cli::tr("--%1 must be a whole number, not \"%2\"")
                         .arg(opt->names().constFirst(), parser.value(*opt));
            return false;
        }
    }
    for (const QString &kv : parser.values(o.attr)) {
        const qsizetype eq = kv.indexOf(u'=');
        if (eq <= 0) {
            *error = Cli::tr("--attr takes name=value, not \"%1\"").arg(kv);
            return false;
        }
        if (eq == kv.size() - 1)
            u->attrs.remove(kv.left(eq)); // the profile's default is filled in by the check
        else
            u->attrs.insert(kv.left(eq), kv.mid(eq + 1));
    }
    if (parser.isSet(o.position))
        u->position = parser.value(o.position).trimmed();
    return true;
}
} // namespace

int Cli::cmdEditUnit(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Changes a unit's name, strength, attributes or position, as one action that can be undone.\n"
           "The unit is checked against the rule set's profile like add-unit; a refused change changes "
           "nothing."));
    const UnitOptions o;
    p.parser.addOptions({o.unit, o.name, o.strength, o.start, o.attr, o.position});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    if (!p.parser.isSet(o.unit))
        return usage(tr("edit-unit needs --unit NAME"));
    if (!p.parser.isSet(o.name) && !p.parser.isSet(o.strength) && !p.parser.isSet(o.start) &&
        !p.parser.isSet(o.attr) && !p.parser.isSet(o.position))
        return usage(tr("edit-unit needs something to change: --name, --strength, --start, --attr or "
                        "--position"));
    Unit probe;
    QString error;
    if (!applyOptions(p.parser, o, &probe, &error))
        return usage(error);
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    const QString unitName = p.parser.value(o.unit);
    return commit(*doc, [&](const BattleState &s, QString *why) -> Edit {
        const Unit *u = s.unitByName(unitName);
        if (!u) {
            *why = tr("there is no unit called \"%1\"").arg(unitName);
            return {};
        }
        Unit changed = *u;
        if (!applyOptions(p.parser, o, &changed, why))
            return {};
        return Edits::updateUnit(s, doc->profile(), changed, why);
    });
}

int Cli::cmdRemoveUnit(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Removes a unit, with its markers and ranges (its leaders stay, alone), as one action that can "
           "be undone."));
    const QCommandLineOption unit(u"unit"_s, tr("The unit's name."), tr("name"));
    p.parser.addOption(unit);
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    if (!p.parser.isSet(unit))
        return usage(tr("remove-unit needs --unit NAME"));
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
        return Edits::removeUnit(s, u->id, why);
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

} // namespace adj
