// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "actionrunner.h"

#include "battlechecks.h"
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "model/battledocument.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

PreparedAction refusedWith(PreparedAction p, Refusal why)
{
    p.refusal = std::move(why);
    return p;
}

// The range last measured this turn between the actor and its target (the ranges dock, `range`),
// where the board gives none: read from the battle like any other value it holds. Hexes as
// counted, inches as the tape read them, a band where the rule set converts distances to bands.
void fillMeasuredRange(const RuleSet &rs, const ActionSchema &schema, const BattleState &battle,
                       QJsonObject *inputs)
{
    const InputSpec *spec = schema.input(u"range"_s);
    const InputSpec *a = schema.inputOf(InputSpec::Role::Actor);
    const InputSpec *t = schema.inputOf(InputSpec::Role::Target);
    if (!spec || !a || !t || inputs->contains(spec->id) || !inputs->value(a->id).isDouble() ||
        !inputs->value(t->id).isDouble())
        return;
    const MeasuredRange *r = battle.lastRange(inputs->value(a->id).toInteger(), inputs->value(t->id).toInteger());
    if (!r || r->turn != battle.info.turn)
        return; // the figures have moved since
    const double inches = r->measure == u"cm"_s ? r->value / 2.54 : r->value;
    const double value = r->measure == u"hex"_s ? r->value : inches;
    if (spec->type == InputSpec::Type::Enum) {
        QString band, ignored;
        if (r->measure != u"hex"_s && rs.rangeBand(inches, &band, &ignored) && spec->allowed.contains(band))
            inputs->insert(spec->id, band);
    } else if (spec->type == InputSpec::Type::Int) {
        inputs->insert(spec->id, qRound(value));
    } else if (spec->type == InputSpec::Type::Real) {
        inputs->insert(spec->id, value);
    }
}

} // namespace

RuleTable ActionRunner::table(const BattleState &battle, Refusal *refusal)
{
    QString error;
    RuleTable t = BattleResolution::table(battle.info.ruleset, battle.info.overrides, &error);
    if (!t.isValid())
        *refusal = Refusal::of(u"rule-table"_s, error);
    return t;
}

PreparedAction ActionRunner::prepare(const BattleState &battle, const QString &action, const QJsonObject &given)
{
    Refusal why;
    const RuleTable t = table(battle, &why);
    if (why) {
        PreparedAction p;
        p.ruleset = battle.info.ruleset;
        p.action = action;
        p.given = given;
        return refusedWith(std::move(p), why);
    }
    return prepare(battle, action, given, t);
}

PreparedAction ActionRunner::prepare(const BattleState &battle, const QString &action, const QJsonObject &given,
                                     const RuleTable &table)
{
    PreparedAction p;
    p.ruleset = battle.info.ruleset;
    p.action = action;
    p.table = table;
    p.given = given;
    const RuleSet *rs = RuleSets::find(p.ruleset);
    if (!rs)
        return refusedWith(std::move(p), Refusal::of(u"unknown-ruleset"_s,
                                                      tr("the rule set %1 has no actions in this version of Adjutant")
                                                          .arg(p.ruleset)));
    const Action *a = rs->declared(action);
    if (!a) {
        QStringList ids;
        for (const ActionSchema &s : rs->actions())
            ids << s.id;
        return refusedWith(std::move(p),
                           Refusal::of(u"unknown-action"_s, tr("unknown action \"%1\" in rule set %2; available: %3")
                                                                .arg(action, p.ruleset, ids.join(u", "_s))));
    }
    Refusal why;
    p.inputs = BattleResolution::inputs(action, given, battle, table, &why);
    if (why)
        return refusedWith(std::move(p), why);
    fillMeasuredRange(*rs, a->schema, battle, &p.inputs);
    p.filled = true;
    for (auto it = p.inputs.constBegin(); it != p.inputs.constEnd(); ++it)
        if (!given.contains(it.key()))
            p.known.insert(it.key());
    if (Refusal r = BattleChecks::check(*rs, *a, p.inputs, battle))
        return refusedWith(std::move(p), r);
    p.plan = adj::plan(p.ruleset, action, p.inputs, table);
    p.refusal = p.plan.refusal;
    return p;
}

Distribution ActionRunner::odds(const PreparedAction &prepared)
{
    if (!prepared.ok()) {
        Distribution d;
        d.setError(prepared.refusal.message);
        return d;
    }
    return adj::odds(prepared.ruleset, prepared.action, prepared.inputs, prepared.table);
}

DiceEntry ActionRunner::enterDice(const PreparedAction &prepared, const QString &typed)
{
    if (!prepared.ok()) {
        DiceEntry e;
        e.state = typed.trimmed().isEmpty() ? DiceEntry::State::Empty : DiceEntry::State::Refused;
        e.message = prepared.refusal.message;
        return e;
    }
    return adj::enterDice(prepared.ruleset, prepared.action, prepared.inputs, prepared.table, typed);
}

ActionOutcome ActionRunner::resolve(const PreparedAction &prepared, const BattleState &battle,
                                    const RuleSetProfile &profile, DiceSource &dice, bool allowExtraDice)
{
    ActionOutcome out;
    out.resolution.setAction(prepared.ruleset, prepared.action);
    if (!prepared.ok()) {
        out.refusal = prepared.refusal;
        out.resolution.fail(prepared.refusal.message, prepared.refusal.code, prepared.refusal.input);
        return out;
    }
    return finish(prepared, battle, profile,
                  adj::resolve(prepared.ruleset, prepared.action, prepared.inputs, dice, prepared.table,
                               allowExtraDice));
}

ActionOutcome ActionRunner::finish(const PreparedAction &prepared, const BattleState &battle,
                                   const RuleSetProfile &profile, Resolution resolution)
{
    ActionOutcome out;
    out.resolution = std::move(resolution);
    if (!prepared.ok()) {
        out.refusal = prepared.refusal;
        return out;
    }
    if (!out.resolution.ok()) {
        out.refusal = out.resolution.refusal();
        return out;
    }
    const RuleSet *rs = RuleSets::find(prepared.ruleset);
    const Action *a = rs ? rs->declared(prepared.action) : nullptr;
    const QList<Effect> uses = a ? BattleChecks::limitUses(*a, prepared.inputs, battle, prepared.ruleset)
                                 : QList<Effect>();
    QString error;
    out.edit = BattleResolution::edit(out.resolution, battle, profile, &error, uses);
    if (out.edit.isEmpty()) {
        out.refusal = Refusal::byRule(error);
        return out;
    }
    // The rule set's limits on the state the action leads to (stacking, 4.3), said before Apply.
    if (const QString breach = rs->checkChanges(battle, out.edit.changes, prepared.table); !breach.isEmpty()) {
        out.refusal = Refusal::byRule(breach);
        out.edit = {};
    }
    return out;
}

ActionOutcome ActionRunner::run(BattleDocument &doc, const ActionRequest &request, DiceSource &dice)
{
    if (doc.editSink()) {
        const PreparedAction p = prepare(doc.state(), request.action, request.inputs);
        ActionOutcome out = resolve(p, doc.state(), doc.profile(), dice, request.allowExtraDice);
        if (!out.ok())
            return out;
        if (request.amend)
            request.amend(out.edit);
        return submit(doc, std::move(out));
    }
    // The battle as it is in the file, inside the write transaction: nothing is prepared ahead.
    ActionOutcome out;
    QString error;
    Edit written;
    const qint64 seq = doc.commit(
        [&](const BattleState &battle, QString *why) -> Edit {
            const PreparedAction p = prepare(battle, request.action, request.inputs);
            out = resolve(p, battle, doc.profile(), dice, request.allowExtraDice);
            if (!out.ok()) {
                *why = out.refusal.message;
                return {};
            }
            if (request.amend)
                request.amend(out.edit);
            return out.edit;
        },
        &error, &written);
    if (seq == 0) {
        if (out.ok())
            out.refusal = Refusal::of(u"not-saved"_s, error);
        return out;
    }
    out.edit = written;
    out.event = seq;
    return out;
}

ActionOutcome ActionRunner::submit(BattleDocument &doc, ActionOutcome outcome)
{
    if (!outcome.ok())
        return outcome;
    QString error;
    const qint64 seq = doc.submit(outcome.edit, &error);
    if (seq == 0) {
        outcome.refusal = Refusal::of(u"not-saved"_s, error);
        return outcome;
    }
    outcome.event = seq;
    return outcome;
}

} // namespace adj
