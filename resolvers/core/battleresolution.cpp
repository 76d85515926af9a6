// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "battleresolution.h"

#include "ruleset.h"
#include "rulesets.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

RuleTable BattleResolution::table(const QString &ruleset, const QJsonObject &overrides, QString *error)
{
    RuleTable t = RuleTable::fromFile(RuleSets::tablePath(ruleset), error);
    if (!t.isValid())
        return {};
    if (!overrides.isEmpty() && !t.applyOverrides(overrides, error)) {
        *error = tr("the battle's house rules: %1").arg(*error);
        return {};
    }
    return t;
}

QJsonObject BattleResolution::inputs(const QString &action, const QJsonObject &given,
                                     const BattleState &battle, const RuleTable &table, Refusal *refusal)
{
    *refusal = {};
    const RuleSet *rs = RuleSets::find(battle.info.ruleset);
    if (!rs) {
        *refusal = Refusal::of(
            u"unknown-ruleset"_s,
            tr("the rule set %1 has no actions in this version of Adjutant").arg(battle.info.ruleset));
        return {};
    }
    QJsonObject filled = rs->fromBattle(action, given, battle, table, refusal);
    if (*refusal)
        return {};
    // The rule set's bookkeeping comes from the battle, never from a form.
    if (const ActionSchema *schema = rs->action(action))
        for (const InputSpec &in : schema->inputs)
            if (in.type == InputSpec::Type::State && !filled.contains(in.id)) {
                const Tracker *t = in.tracker.isEmpty() ? nullptr : battle.tracker(in.tracker);
                filled.insert(in.id, t ? t->value : QJsonObject());
            }
    return filled;
}

QJsonObject BattleResolution::inputs(const QString &action, const QJsonObject &given,
                                     const BattleState &battle, const RuleTable &table, QString *error)
{
    Refusal refusal;
    QJsonObject filled = inputs(action, given, battle, table, &refusal);
    *error = refusal.message;
    return filled;
}

QString BattleResolution::sideName(const BattleState &battle, const QString &given)
{
    // A side named, or given by its place in the battle's order as the rule sets' secret choices
    // give it ("a" for the first side, player A; "b" for the second).
    if (const Side *s = battle.sideByName(given))
        return s->name;
    if (given.size() == 1 && given.at(0).isLetter()) {
        QList<Side> sides = battle.sides.values();
        std::stable_sort(sides.begin(), sides.end(),
                         [](const Side &a, const Side &b) { return a.sort < b.sort; });
        const qsizetype place = given.at(0).toLower().unicode() - u'a';
        if (place >= 0 && place < sides.size())
            return sides.at(place).name;
    }
    return given;
}

BattleResolution::Parts BattleResolution::parts(const QString &ruleset, const QString &action,
                                                const QJsonObject &inputs, const BattleState &battle)
{
    Parts p;
    const RuleSet *rs = RuleSets::find(ruleset);
    const ActionSchema *schema = rs ? rs->action(action) : nullptr;
    if (!schema)
        return p;
    // A leader input names a leader, never a unit: he is no part of who fought.
    auto unitOf = [&](const InputSpec &spec) -> Id {
        const QJsonValue v = inputs.value(spec.id);
        return !spec.leader && v.isDouble() && battle.units.contains(v.toInteger()) ? v.toInteger() : 0;
    };
    QList<Id> unplaced; // units without a part in the side checks: placed by their side below
    for (const InputSpec &spec : schema->inputs) {
        if (spec.type != InputSpec::Type::Unit)
            continue;
        const QJsonValue v = inputs.value(spec.id);
        if (spec.leader && spec.role == InputSpec::Role::Actor && v.isDouble() &&
            battle.leaders.contains(v.toInteger()))
            p.actorLeader = v.toInteger();
        const Id u = unitOf(spec);
        if (u == 0)
            continue;
        switch (spec.role) {
        case InputSpec::Role::Actor:
            if (p.actor == 0)
                p.actor = u;
            [[fallthrough]];
        case InputSpec::Role::Support:
            if (!p.actors.contains(u))
                p.actors.append(u);
            break;
        case InputSpec::Role::Target:
            if (p.targetSide == 0)
                p.targetSide = battle.units.value(u).side;
            [[fallthrough]];
        case InputSpec::Role::Defender:
            if (!p.targets.contains(u))
                p.targets.append(u);
            break;
        case InputSpec::Role::None:
            unplaced.append(u);
            break;
        }
    }
    if (p.actor != 0)
        p.actorSide = battle.units.value(p.actor).side;
    else if (p.actorLeader != 0)
        p.actorSide = battle.leaders.value(p.actorLeader).side;
    else if (const Side *s = battle.sideByName(inputs.value(u"side"_s).toString()))
        p.actorSide = s->id;
    for (const Id u : std::as_const(unplaced)) {
        const Id side = battle.units.value(u).side;
        if (p.actorSide == 0)
            p.actorSide = side;
        QList<Id> &into = side == p.actorSide ? p.actors : p.targets;
        if (!into.contains(u))
            into.append(u);
    }
    return p;
}

Edit BattleResolution::edit(const Resolution &r, const BattleState &battle, const RuleSetProfile &profile,
                            QString *error, const QList<Effect> &more)
{
    if (!r.ok()) {
        *error = r.error();
        return {};
    }
    EffectEdits::Resolved in;
    in.action = r.action();
    in.inputs = r.inputs();
    in.effects = r.effects();
    if (const RuleSet *rs = RuleSets::find(r.ruleset()))
        in.effects += rs->battleEffects(r.action(), r.inputs());
    in.effects += more;
    for (const TraceLine &l : r.trace())
        in.trace.append(l.toJson());
    const QJsonObject json = r.toJson();
    in.dice = json.value(u"dice"_s).toArray();
    if (!r.diceSource().isEmpty())
        in.inputs.insert(u"_diceSource"_s, r.diceSource());
    // Who acted and against whom, by the roles the schema declares: the summary's "who did what".
    const Parts p = parts(r.ruleset(), r.action(), r.inputs(), battle);
    // The log's Who names the unit that acted, else its side, never a letter or nothing (issue 31).
    if (p.actor != 0)
        in.actor = battle.units.value(p.actor).name;
    else if (p.actorLeader != 0)
        in.actor = battle.leaders.value(p.actorLeader).name; // a leader moving alone
    else if (!p.actors.isEmpty())
        in.actor = battle.units.value(p.actors.first()).name;
    QJsonArray actors, targets;
    for (const Id id : p.actors)
        actors.append(id);
    for (const Id id : p.targets)
        targets.append(id);
    if (!actors.isEmpty())
        in.inputs.insert(u"_actors"_s, actors);
    if (!targets.isEmpty())
        in.inputs.insert(u"_targets"_s, targets);
    if (in.actor.isEmpty())
        in.actor = sideName(battle, r.inputs().value(u"side"_s).toString());
    in.summary = summary(r);
    return EffectEdits::build(battle, profile, in, error);
}

QString BattleResolution::summary(const Resolution &r)
{
    const RuleSet *rs = RuleSets::find(r.ruleset());
    const ActionSchema *schema = rs ? rs->action(r.action()) : nullptr;
    // The log reads "<action's name>: <the result line>".
    const QString last = r.trace().isEmpty() ? QString() : r.trace().constLast().text;
    const QString name = schema ? schema->name : r.action();
    return last.startsWith(r.action() + u':') || last.isEmpty() ? (last.isEmpty() ? name : last)
                                                                : tr("%1: %2").arg(name, last);
}

} // namespace adj
