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
                                     const BattleState &battle, const RuleTable &table, QString *error)
{
    const RuleSet *rs = RuleSets::find(battle.info.ruleset);
    if (!rs) {
        *error = tr("the rule set %1 has no actions in this version of Adjutant").arg(battle.info.ruleset);
        return {};
    }
    error->clear();
    QJsonObject filled = rs->fromBattle(action, given, battle, table, error);
    // The rule set's bookkeeping comes from the battle, never from a form.
    if (error->isEmpty())
        if (const ActionSchema *schema = rs->action(action))
            for (const InputSpec &in : schema->inputs)
                if (in.type == InputSpec::Type::State && !filled.contains(in.id)) {
                    const Tracker *t = in.tracker.isEmpty() ? nullptr : battle.tracker(in.tracker);
                    filled.insert(in.id, t ? t->value : QJsonObject());
                }
    return filled;
}

Edit BattleResolution::edit(const Resolution &r, const BattleState &battle, const RuleSetProfile &profile,
                            QString *error)
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
    for (const TraceLine &l : r.trace())
        in.trace.append(l.toJson());
    const QJsonObject json = r.toJson();
    in.dice = json.value(u"dice"_s).toArray();
    if (!r.diceSource().isEmpty())
        in.inputs.insert(u"_diceSource"_s, r.diceSource());
    // Who acted: the first unit the inputs name, as a referee reads it.
    Id actorSide = 0;
    for (const QString &role : {u"firer"_s, u"attacker"_s, u"unit"_s, u"actor"_s}) {
        const QJsonValue v = r.inputs().value(role);
        if (v.isDouble() && battle.units.contains(v.toInteger())) {
            in.actor = battle.units.value(v.toInteger()).name;
            actorSide = battle.units.value(v.toInteger()).side;
            break;
        }
    }
    const RuleSet *rs = RuleSets::find(r.ruleset());
    const ActionSchema *schema = rs ? rs->action(r.action()) : nullptr;
    // Every unit the action names, on the actor's side or against it: the summary's "who did what".
    QJsonArray actors, targets;
    if (schema)
        for (const InputSpec &spec : schema->inputs) {
            const QJsonValue v = r.inputs().value(spec.id);
            if (spec.type != InputSpec::Type::Unit || !v.isDouble() || !battle.units.contains(v.toInteger()))
                continue;
            const Unit &u = battle.units.value(v.toInteger());
            if (actorSide == 0)
                actorSide = u.side;
            QJsonArray &into = u.side == actorSide ? actors : targets;
            if (!into.contains(u.id))
                into.append(u.id);
        }
    if (!actors.isEmpty())
        in.inputs.insert(u"_actors"_s, actors);
    if (!targets.isEmpty())
        in.inputs.insert(u"_targets"_s, targets);
    if (const QJsonValue leader = r.inputs().value(u"leader"_s);
        in.actor.isEmpty() && r.action() == u"move"_s && battle.leaders.contains(leader.toInteger()))
        in.actor = battle.leaders.value(leader.toInteger()).name; // a leader moving alone
    if (in.actor.isEmpty())
        in.actor = r.inputs().value(u"side"_s).toString();
    // The log reads "<action's name>: <the result line>".
    const QString last = r.trace().isEmpty() ? QString() : r.trace().constLast().text;
    const QString name = schema ? schema->name : r.action();
    in.summary = last.startsWith(r.action() + u':') || last.isEmpty() ? (last.isEmpty() ? name : last)
                                                                      : tr("%1: %2").arg(name, last);
    return EffectEdits::build(battle, profile, in, error);
}

} // namespace adj
