// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oneifbyland.h"

#include "core/resolution.h"
#include "oiblbattle.h"
#include "oiblfire.h"
#include "oiblmelee.h"
#include "oiblmorale.h"
#include "oiblsequence.h"
#include "oibltable.h"
#include "oiblturn.h"

#include <QHash>
#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

QString OneIfByLand::id() const
{
    return u"oneifbyland"_s;
}

QString OneIfByLand::name() const
{
    return tr("One If By Land (AWI)");
}

QString OneIfByLand::distance() const
{
    return u"inches"_s;
}

namespace {

// An action's fill of what the battle knows (OiblBattle), on its own schema.
using FillOf = QJsonObject (*)(const ActionSchema &, QJsonObject, const BattleState &);
Action::Fill fillBy(const ActionSchema &schema, FillOf fill)
{
    return [schema, fill](const QJsonObject &in, const BattleState &battle, const RuleTable &, QString *) {
        return fill(schema, in, battle);
    };
}

Action oneAction(ActionSchema schema, Action::Bind bind, Action::Odds odds = {}, FillOf fill = nullptr)
{
    Action a{std::move(schema), std::move(bind), std::move(odds), {}, {}};
    if (fill)
        a.fill = fillBy(a.schema, fill);
    return a;
}

} // namespace

QList<Action> OneIfByLand::declare() const
{
    QList<Action> all{
        oneAction(OiblFire::schema(), &OiblFire::bind, {}, &OiblBattle::fillFire),
        oneAction(OiblMelee::schema(), &OiblMelee::bind, &OiblMelee::groupOdds, &OiblBattle::fillCharge),
        oneAction(OiblMorale::moraleSchema(), &OiblMorale::bindMorale, {}, &OiblBattle::fillMorale),
        oneAction(OiblMorale::generalSchema(), &OiblMorale::bindGeneral, &OiblMorale::generalOdds,
                  &OiblBattle::fillGeneral),
        oneAction(OiblMorale::movementSchema(), &OiblMorale::bindMovement),
        oneAction(OiblTurn::shuffleSchema(), &OiblTurn::bindShuffle, {}, &OiblBattle::fillDeck),
        oneAction(OiblTurn::drawSchema(), &OiblTurn::bindDraw, {}, &OiblBattle::fillDeck),
        oneAction(OiblTurn::stepSchema(), &OiblTurn::bindStep, {}, &OiblBattle::fillDeck),
    };
    OiblSequence::declarePhases(all);
    return all;
}

QList<Owed> OneIfByLand::owed(const BattleState &battle, const RuleTable &table) const
{
    return OiblSequence::owed(battle, table);
}

QList<QJsonObject> OneIfByLand::options() const
{
    // The deck options are the deck-shuffle inputs "divisionCards" and "armyCard"; the fixed rate the
    // movement input "fixedRate".
    auto option = [](const QString &id, const QString &text, const QString &rule, const QString &input) {
        QJsonObject o{{u"id"_s, id}, {u"name"_s, text}, {u"rule"_s, rule}, {u"default"_s, false}};
        if (!input.isEmpty())
            o.insert(u"input"_s, input);
        return o;
    };
    return {option(u"division-cards"_s,
                   tr("Division or wing commander cards (optional turn sequence rule one)"),
                   u"Optional Turn Sequence Rule One"_s, u"divisionCards"_s),
            option(u"army-card"_s, tr("An army commander card (optional turn sequence rule two)"),
                   u"Optional Turn Sequence Rule Two"_s, u"armyCard"_s),
            option(u"fixed-movement"_s, tr("Fixed movement rates instead of rolling"), u"Movement"_s,
                   u"fixedRate"_s)};
}

QList<ValueSpec> OneIfByLand::ownValues() const
{
    const QJsonObject integer{{u"type"_s, u"integer"_s}, {u"minimum"_s, 0}};
    const QJsonObject ids{{u"type"_s, u"array"_s}, {u"items"_s, QJsonObject{{u"type"_s, u"integer"_s}}}};
    const QJsonObject cards{{u"type"_s, u"array"_s}, {u"items"_s, QJsonObject{{u"type"_s, u"string"_s}}}};
    return {
        {u"firingFigures"_s, integer,
         u"figures firing in the shot, after formation, state and combined fire (a cannon as 5, 10 or 15)"_s,
         u"Fire Combat"_s},
        {u"cannonDestroyed"_s, QJsonObject{{u"type"_s, u"boolean"_s}},
         u"whether the counter-battery die destroyed the target cannon"_s, u"Counter-battery"_s},
        {u"generalWound"_s,
         QJsonObject{{u"enum"_s, QJsonArray{u"unhurt"_s, u"light"_s, u"serious"_s, u"killed"_s}}},
         u"the worst wound the general with the unit suffered"_s, u"Risk to Generals"_s},
        {u"commandPanic"_s, ids, u"ids of the units of a killed general's command given a panic marker"_s,
         u"Risk to Generals"_s},
        {u"moveInches"_s, QJsonObject{{u"type"_s, u"number"_s}, {u"minimum"_s, 0}},
         u"the inches the unit may move this turn"_s, u"Movement"_s},
        {u"pile"_s, cards, u"the shuffled brigade card deck, from the top of the pile"_s,
         u"Sequence of Play"_s},
    };
}

std::shared_ptr<const CompiledTable> OneIfByLand::compileTable(const QJsonObject &table, QString *error,
                                                               QSet<QString> *read) const
{
    return OiblTable::compile(table, error, read);
}

QJsonObject OneIfByLand::fromBattle(const QString &actionId, const QJsonObject &inputs,
                                    const BattleState &battle, const RuleTable &table, Refusal *refusal) const
{
    // A general is a leader of the battle, not a unit: resolved here, out of the units' lookup, and
    // back for the action's fill (which reads his command).
    const ActionSchema *schema = action(actionId);
    const bool general = schema && std::any_of(schema->inputs.cbegin(), schema->inputs.cend(),
                                               [](const InputSpec &in) { return in.id == u"general"_s; });
    QString why;
    const QJsonObject given = general ? OiblBattle::leaderIds(inputs, battle, &why) : inputs;
    if (!why.isEmpty()) {
        *refusal = Refusal::invalidInput(why, u"general"_s);
        return {};
    }
    const QJsonObject named =
        RuleSet::fromBattle(actionId, OiblBattle::generalAside(given), battle, table, refusal);
    if (*refusal)
        return {};
    return OiblBattle::generalBack(named);
}

QString OneIfByLand::word(const QString &value) const
{
    static const QHash<QString, const char *> kWords{
        {u"musket"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "musket")},
        {u"carbine"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "carbine")},
        {u"jaeger"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "jaeger rifle")},
        {u"long-rifle"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "long rifle")},
        {u"cannon"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "cannon")},
        {u"close"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "close order")},
        {u"open"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "open order")},
        {u"column"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "column")},
        {u"skirmish"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "skirmish order")},
        {u"unlimbered"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "unlimbered")},
        {u"limbered"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "limbered")},
        {u"moved"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "moved")},
        {u"failed-by-1"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "failed morale by 1")},
        {u"reforming"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "reforming")},
        {u"elite"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "Elite")},
        {u"veteran"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "Veteran")},
        {u"regular"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "Regular")},
        {u"poor"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "Poor")},
        {u"wretched"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "Wretched")},
        {u"equal"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "of equal quality")},
        {u"higher"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "of higher quality")},
        {u"charge"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "a charge")},
        {u"melee"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "a melee")},
        {u"brigade"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "brigadier")},
        {u"division"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "division commander")},
        {u"army"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "army commander")},
        {u"infantry-retreat"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "infantry retreat")},
        {u"infantry-rout"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "infantry rout")},
        {u"cavalry-retreat"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "cavalry retreat")},
        {u"cavalry-rout"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "cavalry rout")},
        {u"prolong"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "prolonge")},
        {u"general"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "general")},
        {u"serious"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "seriously wounded")},
        {u"infantry"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "infantry")},
        {u"cavalry"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "cavalry")},
        {u"artillery"_s, QT_TRANSLATE_NOOP("adj::OneIfByLand", "artillery")},
    };
    const auto it = kWords.constFind(value);
    return it == kWords.cend() ? QString() : tr(*it);
}

} // namespace adj
