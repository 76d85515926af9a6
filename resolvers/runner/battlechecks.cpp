// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "battlechecks.h"

#include "core/battleresolution.h"
#include "core/ruleset.h"
#include "hex/board.h"
#include "model/rulesetprofile.h"

#include <QJsonArray>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace adj {

const QString BattleChecks::kLimitsTracker = u"turn.limits"_s;

namespace {

// A refusal's text with the rule it cites closing it, as docs/errors.md asks.
QString cite(const QString &text, const QString &rule)
{
    return rule.isEmpty() ? text : BattleChecks::tr("%1 (%2)").arg(text, rule);
}

// A unit out of play takes no part in anything any more.
bool outOfPlay(const Unit &u)
{
    return u.status == u"eliminated"_s || u.status == u"captured"_s || u.status == u"sunk"_s;
}

QString sideName(const BattleState &battle, Id side)
{
    return battle.sides.value(side).name;
}

// The battle's sides in their order (player A first).
QList<Side> sidesInOrder(const BattleState &battle)
{
    QList<Side> sides = battle.sides.values();
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side &a, const Side &b) { return a.sort < b.sort; });
    return sides;
}

// What a unit input names: a unit of the battle, or one of its leaders.
struct Named
{
    QString name;
    Id side = 0;
    QString status;
};

std::optional<Named> named(const InputSpec &spec, const QJsonObject &inputs, const BattleState &battle)
{
    const QJsonValue v = inputs.value(spec.id);
    if (!v.isDouble())
        return std::nullopt;
    if (spec.leader) {
        const auto it = battle.leaders.constFind(v.toInteger());
        if (it == battle.leaders.cend())
            return std::nullopt;
        return Named{it->name, it->side, it->status == u"lost"_s ? u"eliminated"_s : QString()};
    }
    const auto it = battle.units.constFind(v.toInteger());
    if (it == battle.units.cend())
        return std::nullopt;
    return Named{it->name, it->side, outOfPlay(*it) ? it->status : QString()};
}

// The actor's name as the refusals say it: the acting unit, a leader alone, or the side.
QString actorName(const BattleResolution::Parts &p, const BattleState &battle)
{
    if (p.actor)
        return battle.units.value(p.actor).name;
    if (p.actorLeader)
        return battle.leaders.value(p.actorLeader).name;
    return sideName(battle, p.actorSide);
}

// The hex a unit stands in on the battle's board, when it is on it.
std::optional<Hex> hexOf(const Board &board, const Unit &u)
{
    Hex h;
    if (!u.position.isEmpty() && board.parseLabel(u.position, &h))
        return h;
    return std::nullopt;
}

// The uses a limit counts for this action: "side:2", "unit:7", "hex:0405", with the name a
// person reads; empty when the inputs name nothing it counts.
std::pair<QString, QString> useOf(const ActionLimit &limit, const QJsonObject &inputs,
                                  const BattleState &battle, const BattleResolution::Parts &p)
{
    const Unit *unit = nullptr;
    if (!limit.input.isEmpty()) {
        const auto it = battle.units.constFind(inputs.value(limit.input).toInteger());
        if (inputs.value(limit.input).isDouble() && it != battle.units.cend())
            unit = &*it;
    } else if (p.actor) {
        unit = &*battle.units.constFind(p.actor);
    }
    switch (limit.per) {
    case ActionLimit::Per::Side: {
        const Id side = unit ? unit->side : p.actorSide;
        if (side == 0)
            return {};
        return {u"side:%1"_s.arg(side), sideName(battle, side)};
    }
    case ActionLimit::Per::Unit:
        if (!unit)
            return {};
        return {u"unit:%1"_s.arg(unit->id), unit->name};
    case ActionLimit::Per::Hex:
        if (!unit || unit->position.isEmpty())
            return {};
        return {u"hex:%1"_s.arg(unit->position), unit->position};
    }
    return {};
}

// The uses of this turn kept in the battle, by limit key.
QJsonObject usedThisTurn(const BattleState &battle)
{
    const Tracker *t = battle.tracker(BattleChecks::kLimitsTracker);
    if (!t || t->value.value(u"turn"_s).toInt() != battle.info.turn)
        return {};
    return t->value.value(u"used"_s).toObject();
}

} // namespace

Refusal BattleChecks::check(const RuleSet &ruleset, const Action &action, const QJsonObject &inputs,
                            const BattleState &battle)
{
    if (Refusal r = sides(ruleset, action, inputs, battle))
        return r;
    if (Refusal r = turn(action, inputs, battle, ruleset.id()))
        return r;
    if (Refusal r = reach(action, inputs, battle))
        return r;
    if (Refusal r = limits(action, inputs, battle, ruleset.id()))
        return r;
    return action.mayAct ? action.mayAct(inputs, battle) : Refusal();
}

Refusal BattleChecks::sides(const RuleSet &ruleset, const Action &action, const QJsonObject &inputs,
                            const BattleState &battle)
{
    const BattleResolution::Parts p = BattleResolution::parts(ruleset.id(), action.schema.id, inputs, battle);
    const QString actor = actorName(p, battle);
    const QString rule = action.schema.rule;
    std::optional<Named> target;
    for (const InputSpec &spec : action.schema.inputs)
        if (spec.type == InputSpec::Type::Unit && spec.role == InputSpec::Role::Target && !target)
            target = named(spec, inputs, battle);
    for (const InputSpec &spec : action.schema.inputs) {
        if (spec.type != InputSpec::Type::Unit || spec.role == InputSpec::Role::None)
            continue;
        const std::optional<Named> n = named(spec, inputs, battle);
        if (!n)
            continue;
        if (!n->status.isEmpty())
            return Refusal{u"refused"_s,
                           tr("%1 is out of play (%2): it takes no further part in the battle")
                               .arg(n->name, ruleset.valueLabel(n->status)),
                           {},
                           spec.id};
        const bool withActor = n->side == p.actorSide;
        switch (spec.role) {
        case InputSpec::Role::Target:
            if (p.actor != 0 && !spec.leader && inputs.value(spec.id).toInteger() == p.actor)
                return Refusal{u"refused"_s,
                               cite(tr("%1 cannot be its own target: %2 is made against an enemy unit")
                                        .arg(n->name, action.schema.name),
                                    rule),
                               rule, spec.id};
            if (p.actorSide != 0 && withActor)
                return Refusal{u"refused"_s,
                               cite(tr("%1 is on %2's own side (%3): %4 is made against an enemy unit")
                                        .arg(n->name, actor, sideName(battle, n->side), action.schema.name),
                                    rule),
                               rule, spec.id};
            break;
        case InputSpec::Role::Support:
            if (p.actorSide != 0 && !withActor)
                return Refusal{u"refused"_s,
                               cite(tr("%1 is of %2, not of %3's side: only its own side takes part with it")
                                        .arg(n->name, sideName(battle, n->side), actor),
                                    rule),
                               rule, spec.id};
            break;
        case InputSpec::Role::Defender:
            if ((target && n->side != target->side) || (!target && p.actorSide != 0 && withActor))
                return Refusal{u"refused"_s,
                               cite(tr("%1 is of %2: only the enemy's units stand with the target")
                                        .arg(n->name, sideName(battle, n->side)),
                                    rule),
                               rule, spec.id};
            break;
        case InputSpec::Role::Actor:
        case InputSpec::Role::None:
            break;
        }
    }
    return {};
}

Refusal BattleChecks::turn(const Action &action, const QJsonObject &inputs, const BattleState &battle,
                           const QString &ruleset)
{
    const RuleSetProfile *profile = Profiles::find(battle.info.ruleset);
    const PhaseSpec *now = profile ? profile->phase(battle.info.phase) : nullptr;
    if (!now)
        return {}; // a battle without the rule set's phases keeps no turn sequence to check
    if (!action.phases.isEmpty() && !action.phases.contains(now->id)) {
        QStringList when;
        for (const QString &id : action.phases)
            if (const PhaseSpec *ph = profile->phase(id))
                when << Profiles::label(ph->label);
        return Refusal::byRule(
            cite(tr("%1 comes in %2, and this is %3: advance the turn to it")
                     .arg(action.schema.name, when.join(tr(" or ")), Profiles::label(now->label)),
                 action.phaseRule),
            action.phaseRule);
    }
    if (now->side < 0 || action.consequence)
        return {}; // a consequence falls on the side it falls on, whoever's phase it is
    const QList<Side> order = sidesInOrder(battle);
    if (now->side >= order.size())
        return {};
    const Side &moving = order.at(now->side);
    const BattleResolution::Parts p = BattleResolution::parts(ruleset, action.schema.id, inputs, battle);
    if (p.actorSide == 0 || p.actorSide == moving.id)
        return {};
    const QString text =
        p.actor || p.actorLeader
            ? tr("%1 is %2's: in %3 only %4 acts")
                  .arg(actorName(p, battle), sideName(battle, p.actorSide), Profiles::label(now->label),
                       moving.name)
            : tr("in %1 only %2 acts, not %3")
                  .arg(Profiles::label(now->label), moving.name, sideName(battle, p.actorSide));
    return Refusal::byRule(cite(text, action.phaseRule), action.phaseRule);
}

Refusal BattleChecks::reach(const Action &action, const QJsonObject &inputs, const BattleState &battle)
{
    if (action.reach == Reach::Any || battle.info.board.isEmpty())
        return {};
    const InputSpec *a = action.schema.inputOf(InputSpec::Role::Actor);
    const InputSpec *t = action.schema.inputOf(InputSpec::Role::Target);
    if (!a || !t || a->leader || t->leader)
        return {};
    const auto ua = battle.units.constFind(inputs.value(a->id).toInteger());
    const auto ut = battle.units.constFind(inputs.value(t->id).toInteger());
    if (!inputs.value(a->id).isDouble() || !inputs.value(t->id).isDouble() || ua == battle.units.cend() ||
        ut == battle.units.cend())
        return {};
    QString why;
    const Board board = Board::fromJson(battle.info.board, &why);
    if (!why.isEmpty())
        return {};
    const std::optional<Hex> ha = hexOf(board, *ua), ht = hexOf(board, *ut);
    if (!ha || !ht)
        return {}; // off the board: the referee says where they stand
    const int distance = board.distance(*ha, *ht);
    if (action.reach == Reach::Adjacent && distance != 1)
        return Refusal{
            u"refused"_s,
            cite(tr("%1 is %n hex(es) from %2: %3 needs the enemy in an adjacent hex", nullptr, distance)
                     .arg(ut->name, ua->name, action.schema.name),
                 action.reachRule),
            action.reachRule, t->id};
    if (action.reach == Reach::SameHex && distance != 0)
        return Refusal{u"refused"_s,
                       cite(tr("%1 (%2) and %3 (%4) are not in one hex: %5 needs both in the same hex")
                                .arg(ua->name, ua->position, ut->name, ut->position, action.schema.name),
                            action.reachRule),
                       action.reachRule, t->id};
    return {};
}

Refusal BattleChecks::limits(const Action &action, const QJsonObject &inputs, const BattleState &battle,
                             const QString &ruleset)
{
    if (action.limits.isEmpty())
        return {};
    const QJsonObject used = usedThisTurn(battle);
    const BattleResolution::Parts p = BattleResolution::parts(ruleset, action.schema.id, inputs, battle);
    for (const ActionLimit &limit : action.limits) {
        const auto [use, who] = useOf(limit, inputs, battle, p);
        if (use.isEmpty() || !used.value(limit.key).toArray().contains(use))
            continue;
        const QString message = limit.refusal
                                    ? limit.refusal(who, battle.info.turn)
                                    : cite(tr("%1 has done this once this turn").arg(who), limit.rule);
        return Refusal::byRule(message, limit.rule);
    }
    return {};
}

QList<Effect> BattleChecks::limitUses(const Action &action, const QJsonObject &inputs,
                                      const BattleState &battle, const QString &ruleset)
{
    if (action.limits.isEmpty())
        return {};
    QJsonObject used = usedThisTurn(battle);
    const BattleResolution::Parts p = BattleResolution::parts(ruleset, action.schema.id, inputs, battle);
    QStringList whom, rules;
    for (const ActionLimit &limit : action.limits) {
        const auto [use, who] = useOf(limit, inputs, battle, p);
        if (use.isEmpty())
            continue;
        QJsonArray uses = used.value(limit.key).toArray();
        if (!uses.contains(use))
            uses.append(use);
        used.insert(limit.key, uses);
        whom << who;
        if (!rules.contains(limit.rule))
            rules << limit.rule;
    }
    if (whom.isEmpty())
        return {};
    return {Effect::setTracker(
        kLimitsTracker, QJsonObject{{u"turn"_s, battle.info.turn}, {u"used"_s, used}},
        tr("Turn %1: %2 used by %3").arg(battle.info.turn).arg(action.schema.name, whom.join(u", "_s)),
        rules.join(u", "_s))};
}

} // namespace adj
