#include "oneifbyland.h"

#include "core/resolution.h"
#include "oiblbattle.h"
#include "oiblfire.h"
#include "oiblmelee.h"
#include "oiblmorale.h"
#include "oibltable.h"
#include "oiblturn.h"

#include <QHash>

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

QList<ActionSchema> OneIfByLand::actions() const
{
    return {OiblFire::schema(),          OiblMelee::schema(),          OiblMorale::moraleSchema(),
            OiblMorale::generalSchema(), OiblMorale::movementSchema(), OiblTurn::shuffleSchema(),
            OiblTurn::drawSchema(),      OiblTurn::stepSchema()};
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

std::shared_ptr<const void> OneIfByLand::compileTable(const QJsonObject &table, QString *error,
                                                      QSet<QString> *read) const
{
    return OiblTable::compile(table, error, read);
}

RuleSet::Runner OneIfByLand::bind(const QString &action, const QJsonObject &inputs,
                                  const RuleTable &table) const
{
    if (action == u"fire"_s)
        return OiblFire::bind(inputs, table);
    if (action == u"charge"_s)
        return OiblMelee::bind(inputs, table);
    if (action == u"morale-test"_s)
        return OiblMorale::bindMorale(inputs, table);
    if (action == u"general-risk"_s)
        return OiblMorale::bindGeneral(inputs, table);
    if (action == u"movement"_s)
        return OiblMorale::bindMovement(inputs, table);
    if (action == u"deck-shuffle"_s)
        return OiblTurn::bindShuffle(inputs);
    if (action == u"deck-draw"_s)
        return OiblTurn::bindDraw(inputs);
    if (action == u"deck-step"_s)
        return OiblTurn::bindStep(inputs);
    const QString msg = tr("unknown action \"%1\" in rule set oneifbyland").arg(action);
    return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
}

std::optional<Distribution> OneIfByLand::ownOdds(const QString &action, const QJsonObject &inputs,
                                                 const RuleTable &table) const
{
    if (action == u"charge"_s)
        return OiblMelee::groupOdds(inputs, table);
    if (action == u"general-risk"_s)
        return OiblMorale::generalOdds(inputs, table);
    return std::nullopt;
}

QJsonObject OneIfByLand::fromBattle(const QString &action, const QJsonObject &inputs,
                                    const BattleState &battle, const RuleTable &table, QString *error) const
{
    // A general is a leader of the battle, not a unit: resolved here, out of the units' lookup.
    error->clear();
    QJsonObject given = OiblBattle::leaderIds(action, inputs, battle, error);
    if (!error->isEmpty())
        return {};
    const QJsonValue general = given.take(u"general"_s);
    QJsonObject named = RuleSet::fromBattle(action, given, battle, table, error);
    if (!error->isEmpty())
        return {};
    if (!general.isUndefined())
        named.insert(u"general"_s, general);
    named = OiblBattle::fillFromUnits(*this, action, named, battle);
    return OiblBattle::fill(*this, action, named, battle);
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
