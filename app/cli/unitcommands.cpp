// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli add-unit, edit-unit, remove-unit and mark: a unit added, its name, strength,
// attributes or position changed, the unit removed, a marker placed or lifted, each as one
// logged action that can be undone. Every change is checked against the rule set's profile; a
// refused one changes nothing.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

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
class EditUnitCommand final : public CliCommand
{
    const UnitOptions m_o;

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Changes a unit's name, strength, attributes or position, as one action that can be undone.\n"
            "The unit is checked against the rule set's profile like add-unit; a refused change changes "
            "nothing."));
        parser.addOptions({m_o.unit, m_o.name, m_o.strength, m_o.start, m_o.attr, m_o.position});
    }

    int check(CliCall &c) override
    {
        if (!c.parser.isSet(m_o.unit))
            return c.usage(Cli::tr("edit-unit needs --unit NAME"));
        if (!c.parser.isSet(m_o.name) && !c.parser.isSet(m_o.strength) && !c.parser.isSet(m_o.start) &&
            !c.parser.isSet(m_o.attr) && !c.parser.isSet(m_o.position))
            return c.usage(
                Cli::tr("edit-unit needs something to change: --name, --strength, --start, --attr or "
                        "--position"));
        Unit probe;
        QString error;
        if (!applyOptions(c.parser, m_o, &probe, &error))
            return c.usage(error);
        return Go;
    }

    int run(CliCall &c) override
    {
        const QString unitName = c.parser.value(m_o.unit);
        return c.commit([&](const BattleState &s, QString *why) -> Edit {
            const Unit *u = s.unitByName(unitName);
            if (!u) {
                *why = Cli::tr("there is no unit called \"%1\"").arg(unitName);
                return {};
            }
            Unit changed = *u;
            if (!applyOptions(c.parser, m_o, &changed, why))
                return {};
            return Edits::updateUnit(s, c.doc->profile(), changed, why);
        });
    }
};

class RemoveUnitCommand final : public CliCommand
{
    const QCommandLineOption m_unit{u"unit"_s, Cli::tr("The unit's name."), Cli::tr("name")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Removes a unit, with its markers and ranges (its leaders stay, alone), as one action that can "
            "be undone."));
        parser.addOption(m_unit);
    }

    int check(CliCall &c) override
    {
        if (!c.parser.isSet(m_unit))
            return c.usage(Cli::tr("remove-unit needs --unit NAME"));
        return Go;
    }

    int run(CliCall &c) override
    {
        const QString unitName = c.parser.value(m_unit);
        return c.commit([&](const BattleState &s, QString *why) -> Edit {
            const Unit *u = s.unitByName(unitName);
            if (!u) {
                *why = Cli::tr("there is no unit called \"%1\"").arg(unitName);
                return {};
            }
            return Edits::removeUnit(s, u->id, why);
        });
    }
};

class AddUnitCommand final : public CliCommand
{
    const QCommandLineOption m_side{u"side"_s, Cli::tr("The side's name."), Cli::tr("side")};
    const QCommandLineOption m_name{u"name"_s, Cli::tr("The unit's name."), Cli::tr("name")};
    const QCommandLineOption m_type{u"type"_s, Cli::tr("Unit type id (see 'rulesets --json')."),
                                    Cli::tr("type")};
    const QCommandLineOption m_strength{u"strength"_s, Cli::tr("Strength now (default: the start)."),
                                        Cli::tr("n")};
    const QCommandLineOption m_start{u"start"_s, Cli::tr("Strength at the start (default: the type's)."),
                                     Cli::tr("n")};
    const QCommandLineOption m_attr{u"attr"_s, Cli::tr("A profile attribute, name=value (repeatable)."),
                                    Cli::tr("name=value")};
    const QCommandLineOption m_position{u"position"_s, Cli::tr("Hex label or position."), Cli::tr("label")};
    Edits::UnitInput m_in;

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            Cli::tr("Adds a unit; its attributes are checked against the rule set's profile."));
        parser.addOptions({m_side, m_name, m_type, m_strength, m_start, m_attr, m_position});
    }

    int check(CliCall &c) override
    {
        for (const auto *o : {&m_side, &m_name, &m_type})
            if (!c.parser.isSet(*o))
                return c.usage(Cli::tr("add-unit needs --%1").arg(o->names().constFirst()));
        m_in.side = c.parser.value(m_side);
        m_in.name = c.parser.value(m_name);
        m_in.type = c.parser.value(m_type);
        m_in.position = c.parser.value(m_position);
        for (const auto &[opt, target] :
             {std::pair{&m_strength, &m_in.strength}, std::pair{&m_start, &m_in.strengthStart}}) {
            if (!c.parser.isSet(*opt))
                continue;
            bool ok = false;
            *target = c.parser.value(*opt).toInt(&ok);
            if (!ok || *target < 0)
                return c.usage(Cli::tr("--%1 must be a whole number, not \"%2\"")
                                   .arg(opt->names().constFirst(), c.parser.value(*opt)));
        }
        for (const QString &kv : c.parser.values(m_attr)) {
            const qsizetype eq = kv.indexOf(u'=');
            if (eq <= 0)
                return c.usage(Cli::tr("--attr takes name=value, not \"%1\"").arg(kv));
            m_in.attrs.insert(kv.left(eq), kv.mid(eq + 1));
        }
        return Go;
    }

    int run(CliCall &c) override
    {
        return c.commit([&](const BattleState &s, QString *why) {
            return Edits::addUnit(s, c.doc->profile(), m_in, why);
        });
    }
};

class MarkCommand final : public CliCommand
{
    const QCommandLineOption m_unit{u"unit"_s, Cli::tr("The unit's name."), Cli::tr("name")};
    const QCommandLineOption m_place{u"place"_s, Cli::tr("Place a marker of this kind."), Cli::tr("kind")};
    const QCommandLineOption m_lift{u"lift"_s, Cli::tr("Lift the marker of this kind."), Cli::tr("kind")};

public:
    void declare(QCommandLineParser &parser) override { parser.addOptions({m_unit, m_place, m_lift}); }

    int check(CliCall &c) override
    {
        if (!c.parser.isSet(m_unit) || c.parser.isSet(m_place) == c.parser.isSet(m_lift))
            return c.usage(Cli::tr("mark needs --unit and one of --place KIND or --lift KIND"));
        return Go;
    }

    int run(CliCall &c) override
    {
        const QString unitName = c.parser.value(m_unit);
        return c.commit([&](const BattleState &s, QString *why) -> Edit {
            const Unit *u = s.unitByName(unitName);
            if (!u) {
                *why = Cli::tr("there is no unit called \"%1\"").arg(unitName);
                return {};
            }
            if (c.parser.isSet(m_place))
                return Edits::placeMarker(s, c.doc->profile(), u->id, c.parser.value(m_place), why);
            const QString kind = c.parser.value(m_lift);
            Id marker = 0;
            for (const Marker &m : s.activeMarkers(u->id))
                if (m.kind == kind)
                    marker = m.id;
            if (marker == 0) {
                *why = Cli::tr("%1 has no %2 marker").arg(u->name, kind);
                return {};
            }
            return Edits::liftMarker(s, marker, why);
        });
    }
};

} // namespace

namespace commands {
const CliCommandEntry addUnit{"add-unit", QT_TRANSLATE_NOOP("adj::Cli", "add a unit to a side"),
                              CliGroup::Battle, CliBattle::Opened, makeCommand<AddUnitCommand>};
const CliCommandEntry editUnit{
    "edit-unit", QT_TRANSLATE_NOOP("adj::Cli", "change a unit's name, strength, attributes or position"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<EditUnitCommand>};
const CliCommandEntry removeUnit{"remove-unit",
                                 QT_TRANSLATE_NOOP("adj::Cli", "remove a unit (its leaders stay, alone)"),
                                 CliGroup::Battle, CliBattle::Opened, makeCommand<RemoveUnitCommand>};
const CliCommandEntry mark{"mark", QT_TRANSLATE_NOOP("adj::Cli", "place or lift a marker on a unit"),
                           CliGroup::Battle, CliBattle::Opened, makeCommand<MarkCommand>};
} // namespace commands

} // namespace adj
