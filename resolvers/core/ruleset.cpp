// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ruleset.h"

#include "model/battlestate.h"
#include "resolution.h"
#include "rulesets.h"
#include "vocabulary.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

RuleSet::~RuleSet() = default;

QList<ActionSchema> RuleSet::actions() const
{
    QList<ActionSchema> out;
    for (const Action &a : declaredNow()) // declared once per language, not at every call
        out.append(a.schema);
    return out;
}

RuleSet::Runner RuleSet::bind(const QString &actionId, const QJsonObject &inputs,
                              const RuleTable &table) const
{
    const Action *a = declared(actionId);
    if (!a || !a->bind)
        return refuse(QCoreApplication::translate("adj::RuleSet", "unknown action \"%1\" in rule set %2")
                          .arg(actionId, id()));
    return a->bind(Inputs(inputs, a->schema), table);
}

std::optional<Distribution> RuleSet::ownOdds(const QString &actionId, const QJsonObject &inputs,
                                             const RuleTable &table) const
{
    const Action *a = declared(actionId);
    if (!a || !a->odds)
        return std::nullopt;
    return a->odds(Inputs(inputs, a->schema), table);
}

QList<Effect> RuleSet::battleEffects(const QString &actionId, const QJsonObject &inputs) const
{
    const Action *a = declared(actionId);
    if (!a || !a->effects)
        return {};
    return a->effects(Inputs(inputs, a->schema));
}

QJsonObject RuleSet::fromBattle(const QString &actionId, const QJsonObject &inputs, const BattleState &battle,
                                const RuleTable &table, Refusal *refusal) const
{
    const Action *a = declared(actionId);
    if (!a)
        return inputs; // resolve() names the unknown action
    QString why;
    QJsonObject out = a->beforeNames ? a->beforeNames(inputs, battle, table, &why) : inputs;
    if (!why.isEmpty()) {
        *refusal = Refusal::invalidInput(why);
        return {};
    }
    const ActionSchema *schema = &a->schema;
    for (const InputSpec &in : schema->inputs) {
        if (in.type != InputSpec::Type::Unit || !out.contains(in.id))
            continue;
        const QJsonValue v = out.value(in.id);
        if (v.isString() && in.leader) { // leaders have ids of their own
            Id found = 0;
            for (const Leader &l : battle.leaders)
                if (l.name.compare(v.toString(), Qt::CaseInsensitive) == 0)
                    found = l.id;
            if (found == 0) {
                *refusal = Refusal::invalidInput(
                    QCoreApplication::translate("adj::RuleSet",
                                                "%1: there is no leader called \"%2\" in this battle")
                        .arg(in.id, v.toString()),
                    in.id);
                return {};
            }
            out.insert(in.id, found);
        } else if (v.isString()) {
            const Unit *u = battle.unitByName(v.toString());
            if (!u) {
                *refusal = Refusal::invalidInput(
                    QCoreApplication::translate("adj::RuleSet",
                                                "%1: there is no unit called \"%2\" in this battle")
                        .arg(in.id, v.toString()),
                    in.id);
                return {};
            }
            out.insert(in.id, u->id);
        } else if (v.isDouble() && !(in.leader ? battle.leaders.contains(v.toInteger())
                                               : battle.units.contains(v.toInteger()))) {
            *refusal = Refusal::invalidInput(
                QCoreApplication::translate("adj::RuleSet", "%1: there is no unit %2 in this battle")
                    .arg(in.id)
                    .arg(v.toInteger()),
                in.id);
            return {};
        }
    }
    // The optional rules the battle switched on, unless the inputs say otherwise.
    for (const QJsonObject &o : options()) {
        const QString input = o.value(u"input"_s).toString();
        if (battle.info.options.contains(o.value(u"id"_s).toString()) && !out.contains(input)) {
            for (const InputSpec &in : schema->inputs)
                if (in.id == input)
                    out.insert(input, true);
        }
    }
    if (!a->fill)
        return out;
    // What the fill finds the battle forbids (a unit already activated, 6.1.4) is a rule's refusal.
    out = a->fill(out, battle, table, &why);
    if (!why.isEmpty()) {
        *refusal = Refusal::byRule(why);
        return {};
    }
    return out;
}

void RuleSet::putKnown(const QString &actionId, QJsonObject &inputs, const QString &key,
                       const QJsonValue &value) const
{
    if (const ActionSchema *schema = action(actionId))
        schema->putKnown(inputs, key, value);
}

bool RuleSet::trackerEffect(const QString &name, const QString &value, const BattleState &battle, Effect *out,
                            QString *error) const
{
    QStringList names;
    for (const SettableTracker &t : settableTrackers()) {
        if (t.name == name)
            return buildTracker(name, value, battle, out, error);
        names << u"%1 (%2)"_s.arg(t.name, t.accepts);
    }
    *error =
        names.isEmpty()
            ? QCoreApplication::translate("adj::RuleSet", "%1 keeps no value that can be set directly, so "
                                                          "not \"%2\"")
                  .arg(this->name(), name)
            : QCoreApplication::translate("adj::RuleSet", "%1 keeps no value called \"%2\"; it can set: %3")
                  .arg(this->name(), name, names.join(u"; "_s));
    return false;
}

QString RuleSet::valueLabel(const QString &value) const
{
    QString w = word(value);
    if (w.isEmpty())
        w = Vocabulary::value(value);
    return w.isEmpty() ? value : w;
}

QString RuleSet::outcomeLabel(const QString &tag) const
{
    QString w = ownOutcomeWords() ? ownOutcomeWords()->outcome(tag) : QString();
    if (w.isEmpty())
        w = Vocabulary::outcome(tag);
    return w.isEmpty() ? tag : w;
}

QString RuleSet::familyLabel(const QString &family) const
{
    const QString w = ownOutcomeWords() ? ownOutcomeWords()->familyName(family) : QString();
    return w.isEmpty() ? Vocabulary::family(family) : w;
}

QString RuleSet::atLeastOneLabel(const QString &family) const
{
    const QString w = ownOutcomeWords() ? ownOutcomeWords()->atLeastOneOf(family) : QString();
    return w.isEmpty() ? Vocabulary::atLeastOne(family) : w;
}

bool RuleSet::rangeBand(double, QString *, QString *error) const
{
    *error =
        QCoreApplication::translate("adj::RuleSet", "%1 reads ranges as distances, not bands").arg(name());
    return false;
}

const QList<Action> &RuleSet::declaredNow() const
{
    // The language the translations installed now speak, in its own words ("English", "Deutsch").
    const QString language =
        QCoreApplication::translate("adj::RuleSet", "English", "this language's name, in this language");
    QMutexLocker lock(&m_actionsMutex);
    std::unique_ptr<const QList<Action>> &actions = m_actions[language];
    if (!actions)
        actions = std::make_unique<const QList<Action>>(declare());
    return *actions;
}

const Action *RuleSet::declared(const QString &actionId) const
{
    for (const Action &a : declaredNow())
        if (a.schema.id == actionId)
            return &a;
    return nullptr;
}

const ActionSchema *RuleSet::action(const QString &actionId) const
{
    const Action *a = declared(actionId);
    return a ? &a->schema : nullptr;
}

QJsonObject RuleSet::toJson() const
{
    QJsonArray acts;
    for (const ActionSchema &a : actions())
        acts.append(a.toJson());
    QJsonArray opts;
    for (const QJsonObject &o : options())
        opts.append(o);
    return QJsonObject{{u"id"_s, id()},
                       {u"name"_s, name()},
                       {u"distance"_s, distance()},
                       {u"table"_s, RuleSets::tablePath(id())},
                       {u"options"_s, opts},
                       {u"actions"_s, acts}};
}

} // namespace adj
