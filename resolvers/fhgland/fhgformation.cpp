// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The formation change (7.5): an infantry unit into or out of column, for its AP, in place.
#include "fhgmove.h"
#include "fhgmoveplan.h"

#include "fhginputs.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace fhg;

ActionSchema FhgMove::formationSchema()
{
    ActionSchema s;
    s.id = u"formation"_s;
    s.name = tr("Change formation");
    s.rule = u"7.5"_s;
    s.help = tr("An infantry unit changes into or out of column: 1 AP; it stays in place and takes no other "
                "action this turn.");
    s.outcomes = {u"formation=column"_s, u"formation=line"_s};
    s.inputs = {
        unitInput(u"unit"_s, tr("Unit"), tr("The battle's unit that changes formation."))
            .as(InputSpec::Role::Actor),
        enumInput(u"unitType"_s, fhgTypeIds(), {}, tr("Unit type"), tr("Type of the unit."), u"7.5"_s, true)
            .heldOf(u"unit"_s),
        boolInput(u"column"_s, false, tr("In column now"), tr("The unit's formation before the change."),
                  u"7.5"_s)
            .heldOf(u"unit"_s),
        enumInput(u"formation"_s, {u"column"_s, u"line"_s}, {}, tr("New formation"),
                  tr("Column moves 1 hex more; line is the normal formation."), u"7.5"_s, true)
            .withTerm(u"formation"_s),
        intInput(u"apAvailable"_s, 0, 100, {}, tr("AP left"),
                 tr("The side's AP left this turn; the change is refused when too few (optional)."),
                 u"6.2.8"_s)
            .heldOf(u"unit"_s),
        stringInput(u"side"_s, tr("Side"), tr("Name of the unit's side, for the AP.")).heldOf(u"unit"_s),
    };
    return s;
}

namespace {

struct FormationSpec
{
    QString name;
    bool toColumn = false;
    qint64 id = 0;
    QString side;
    int ap = 0;
};

// 7.5: only infantry form column, into the other formation, for the AP (6.2.8).
ParsedInputs<FormationSpec> parseFormation(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<FormationSpec>;
    const FhgTable *t = FhgTable::of(table);
    if (!t)
        return Parsed::refused(FhgMove::tr("the formation action needs the fhg-land rule table"));
    FormationSpec s;
    const FhgType type = getType(in, u"unitType"_s);
    s.name = fhgTypeName(type);
    if (!t->unit(type).column)
        return Parsed::refused(
            FhgMove::tr("%1 cannot form column; only infantry change formation (7.5)").arg(s.name));
    s.toColumn = getString(in, u"formation"_s) == u"column"_s;
    if (s.toColumn == getBool(in, u"column"_s))
        return Parsed::refused(s.toColumn ? FhgMove::tr("the %1 are already in column (7.5)").arg(s.name)
                                          : FhgMove::tr("the %1 are already in line (7.5)").arg(s.name));
    const QJsonValue left = in.value(u"apAvailable"_s);
    if (left.isDouble() && left.toInt() < t->apFormation)
        return Parsed::refused(
            FhgMove::tr("not enough AP: a change of formation costs %1 AP and %2 are left (6.2.8)")
                .arg(t->apFormation)
                .arg(left.toInt()));
    s.id = getId(in, u"unit"_s);
    s.side = getString(in, u"side"_s);
    s.ap = t->apFormation;
    return s;
}

void resolveFormation(const FormationSpec &s, DiceSource &, Resolution &out)
{
    out.outcome(s.toColumn ? u"formation=column"_s : u"formation=line"_s);
    if (out.quiet())
        return;
    out.unit(u"unit"_s, u"formation"_s, s.toColumn ? u"column"_s : u"line"_s);
    QJsonArray markers;
    if (s.toColumn)
        markers.append(u"column"_s);
    if (s.id != 0) { // a battle's unit is activated (fhgland.cpp, 7.5)
        out.unit(u"unit"_s, u"unit"_s, s.id);
        markers.append(u"activated"_s);
    }
    if (!markers.isEmpty())
        out.unit(u"unit"_s, u"markers"_s, markers);
    out.set(u"apSpent"_s, s.ap);
    out.line(
        s.toColumn
            ? FhgMove::tr("the %1 form column for %2 AP; they stay in place and take no other action this "
                          "turn")
                  .arg(s.name)
                  .arg(s.ap)
            : FhgMove::tr("the %1 form line for %2 AP; they stay in place and take no other action this turn")
                  .arg(s.name)
                  .arg(s.ap),
        u"7.5"_s);
    Effect spend =
        effect(Effect::Kind::SpendAp, u"unit"_s, s.id, u"7.5"_s, FhgMove::tr("spend %1 AP").arg(s.ap));
    spend.side = s.side;
    spend.amount = s.ap;
    if (s.ap > 0)
        out.effect(spend);
    Effect set = effect(Effect::Kind::SetAttribute, u"unit"_s, s.id, u"7.5"_s,
                        s.toColumn ? FhgMove::tr("formation: column") : FhgMove::tr("formation: line"));
    set.attribute = u"formation"_s;
    set.value = s.toColumn ? u"column"_s : u"line"_s;
    out.effect(set);
    Effect marker =
        effect(s.toColumn ? Effect::Kind::PlaceMarker : Effect::Kind::LiftMarker, u"unit"_s, s.id, u"7.5"_s,
               s.toColumn ? FhgMove::tr("stand the unit on edge") : FhgMove::tr("lay the unit flat"));
    marker.marker = u"column"_s;
    out.effect(marker);
}

} // namespace

Runner FhgMove::bindFormation(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseFormation, &resolveFormation)(in, table);
}

} // namespace adj
