#include "fieldsofhonor.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "fohbattle.h"
#include "fohchargephase.h"
#include "fohfire.h"
#include "fohmelee.h"
#include "fohmorale.h"
#include "fohmovementphase.h"
#include "fohroster.h"
#include "fohtable.h"
#include "fohturn.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace adj {

QString FieldsOfHonor::id() const
{
    return u"fields-of-honor"_s;
}

QString FieldsOfHonor::name() const
{
    return tr("Fields of Honor");
}

QString FieldsOfHonor::distance() const
{
    return u"inches"_s;
}

QList<ActionSchema> FieldsOfHonor::actions() const
{
    QList<ActionSchema> all{FohFire::schema(),          FohMelee::meleeSchema(),
                            FohMelee::pursuitSchema(),  FohMorale::chargeSchema(),
                            FohMorale::moraleSchema(),  FohMorale::rallySchema(),
                            FohMorale::recoverSchema(), FohTurn::distributeSchema(),
                            FohTurn::victorySchema(),   FohTurn::tallySchema()};
    all += FohMovementPhase::schemas();
    all += FohChargePhase::schemas();
    return all;
}

QList<QJsonObject> FieldsOfHonor::options() const
{
    return {QJsonObject{{u"id"_s, u"calamity-fortune"_s},
                        {u"input"_s, u"calamityFortune"_s},
                        {u"name"_s, tr("Calamity and Fortune: double 1 and double 6 on a Morale Test")},
                        {u"rule"_s, u"Calamity and Fortune"_s},
                        {u"default"_s, false}},
            QJsonObject{{u"id"_s, u"percussion-shells"_s},
                        {u"input"_s, u"percussionShells"_s},
                        {u"name"_s, tr("Percussion-detonated shells: no shrapnel accuracy penalty")},
                        {u"rule"_s, u"Percussion-Detonated Shells"_s},
                        {u"default"_s, false}}};
}

std::shared_ptr<const void> FieldsOfHonor::compileTable(const QJsonObject &table, QString *error,
                                                        QSet<QString> *read) const
{
    return FohTable::compile(table, error, read);
}

RuleSet::Runner FieldsOfHonor::bind(const QString &action, const QJsonObject &in,
                                    const RuleTable &table) const
{
    if (action == u"fire"_s)
        return FohFire::bind(in, table);
    if (action == u"melee"_s)
        return FohMelee::bindMelee(in, table);
    if (action == u"pursuit"_s)
        return FohMelee::bindPursuit(in, table);
    if (action == u"charge-test"_s)
        return FohMorale::bindCharge(in, table);
    if (action == u"morale-test"_s)
        return FohMorale::bindMorale(in, table);
    if (action == u"rally"_s)
        return FohMorale::bindRally(in, table);
    if (action == u"recover"_s)
        return FohMorale::bindRecover(in, table);
    if (action == u"distribute-hits"_s)
        return FohTurn::bindDistribute(in, table);
    if (action == u"victory-points"_s)
        return FohTurn::bindVictory(in, table);
    if (action == u"victory-tally"_s)
        return FohTurn::bindTally(in, table);
    if (FohMovementPhase::handles(action))
        return FohMovementPhase::bind(action, in, table);
    if (FohChargePhase::handles(action))
        return FohChargePhase::bind(action, in, table);
    const QString msg = tr("unknown action \"%1\" in rule set fields-of-honor").arg(action);
    return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
}

std::optional<Distribution> FieldsOfHonor::ownOdds(const QString &action, const QJsonObject &inputs,
                                                   const RuleTable &table) const
{
    if (action != u"fire"_s && action != u"melee"_s && action != u"pursuit"_s)
        return std::nullopt;
    return exactOdds(action, inputs, table).toDistribution();
}

FohOdds FieldsOfHonor::exactOdds(const QString &action, const QJsonObject &inputs, const RuleTable &table)
{
    static const FieldsOfHonor module;
    const ActionSchema *schema = module.action(action);
    if (!schema)
        return FohOdds::failure(tr("unknown action \"%1\" in rule set fields-of-honor").arg(action));
    if (!FohTable::of(table))
        return FohOdds::failure(tr("no valid fields-of-honor rule table was given"));
    QJsonObject filled;
    const QString error = InputValidator::validate(*schema, inputs, &filled);
    if (!error.isEmpty())
        return FohOdds::failure(error);
    if (action == u"fire"_s)
        return FohFire::exact(filled, table);
    if (action == u"melee"_s)
        return FohMelee::exactMelee(filled, table);
    if (action == u"pursuit"_s)
        return FohMelee::exactPursuit(filled, table);
    if (action == u"charge-test"_s)
        return FohMorale::exactCharge(filled, table);
    if (action == u"morale-test"_s)
        return FohMorale::exactMorale(filled, table);
    if (action == u"rally"_s)
        return FohMorale::exactRally(filled, table);
    // The bookkeeping actions roll no dice: their one outcome is certain.
    ScriptedDice none({});
    Resolution out;
    out.setQuiet(true);
    module.bind(action, filled, table)(none, out);
    if (!out.ok())
        return FohOdds::failure(out.error());
    if (none.used().size() > 0)
        return FohOdds::failure(tr("action \"%1\" has no exact odds").arg(action));
    FohOdds certain;
    certain.add(out.outcomeKey(), Integer(1));
    return certain;
}

QJsonObject FieldsOfHonor::fromBattle(const QString &action, const QJsonObject &inputs,
                                      const BattleState &battle, const RuleTable &table, QString *error) const
{
    QJsonObject named = RuleSet::fromBattle(action, inputs, battle, table, error);
    if (!error->isEmpty())
        return {};
    // The phase actions read the battle's sides, BMUGs, losses and turn.
    const ActionSchema *schema = this->action(action);
    if (schema && schema->input(u"battle"_s) && !named.contains(u"battle"_s))
        named.insert(u"battle"_s, FohRoster::fromBattle(battle));
    putKnown(action, named, u"turn"_s, battle.info.turn);
    auto unitAt = [&](const QString &key) -> const Unit * {
        const QJsonValue v = named.value(key);
        return v.isDouble() && battle.units.contains(v.toInteger()) ? &*battle.units.constFind(v.toInteger())
                                                                    : nullptr;
    };
    if (FohMovementPhase::handles(action)) {
        // A unit named for its BMUG: the group in its "bmug" attribute, or itself.
        if (const Unit *u = unitAt(u"unit"_s)) {
            FohRoster roster;
            QString ignored; // the action names a bad roster itself
            FohRoster::fromJson(named.value(u"battle"_s).toObject(), &roster, &ignored);
            const QString bmug = roster.bmugOf(u->id);
            if (bmug.isEmpty()) {
                *error = tr("%1 is out of play: it has no move").arg(u->name);
                return {};
            }
            if (named.contains(u"bmug"_s) && named.value(u"bmug"_s).toString() != bmug) {
                *error = tr("%1 belongs to BMUG \"%2\", not \"%3\"")
                             .arg(u->name, bmug, named.value(u"bmug"_s).toString());
                return {};
            }
            named.insert(u"bmug"_s, bmug);
        }
    } else if (action == u"charge-write"_s) {
        for (const QString &role : {u"attacker"_s, u"defender"_s}) {
            const Unit *u = unitAt(role);
            if (!u)
                continue;
            const QString sideKey = role == u"attacker"_s ? u"side"_s : u"defenderSide"_s;
            const QString side = battle.sides.value(u->side).name;
            if (named.contains(sideKey) &&
                named.value(sideKey).toString().compare(side, Qt::CaseInsensitive) != 0) {
                *error =
                    tr("%1 is a unit of %2, not of %3").arg(u->name, side, named.value(sideKey).toString());
                return {};
            }
            putKnown(action, named, sideKey, side);
            putKnown(action, named, role + u"Name"_s, u->name);
            putKnown(action, named, role + u"Arm"_s, u->type);
        }
    }
    return FohBattle::fill(*this, action, named, battle);
}

QString FieldsOfHonor::word(const QString &value) const
{
    static const QHash<QString, const char *> kWords{
        {u"close"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "close")},
        {u"short"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "short")},
        {u"medium"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "medium")},
        {u"long"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "long")},
        {u"extreme"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "extreme")},
        {u"section"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "section")},
        {u"company"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "company")},
        {u"battalion"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "battalion")},
        {u"regiment"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "regiment")},
        {u"brigade"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "brigade")},
        {u"smoothbore"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "smoothbore")},
        {u"rifled"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "rifled")},
        {u"improved"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "improved")},
        {u"brown-bess"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "Brown Bess")},
        {u"shot"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "round shot")},
        {u"shrapnel"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "shrapnel")},
        {u"canister"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "canister")},
        {u"siege"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "siege")},
        {u"small-arms"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "small arms")},
        {u"artillery"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "artillery")},
        {u"formed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "formed troops")},
        {u"skirmish"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "skirmishers")},
        {u"mob"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "mob")},
        {u"good"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "good order")},
        {u"suppressed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "Suppressed")},
        {u"shaken"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "Shaken")},
        {u"routed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "Routed")},
        {u"infantry"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "infantry")},
        {u"cavalry"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "cavalry")},
        {u"attacker-passed"_s,
         QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "the attacker passes its Charge Test")},
        {u"attacker-failed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "the attacker fails its Charge Test")},
        {u"defender-passed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "the defender passes its test")},
        {u"defender-failed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "the defender fails its test")},
        {u"countercharge"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "countercharge")},
        {u"countercharge-passed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "the countercharge test passed")},
        {u"countercharge-failed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "the countercharge test failed")},
        {u"reached"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "contact reached")},
        {u"fell-short"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "the charge fell short")},
        {u"fire-and-retire"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "fire and retire")},
        {u"fire-over"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "fire over the charge")},
        {u"form-square"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "form square")},
        {u"square-formed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "square formed")},
        {u"square-failed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "square failed")},
        {u"stand-and-fire"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "stand and fire")},
        {u"opportunity-fire"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "opportunity fire")},
        {u"test-passed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "test passed")},
        {u"test-failed"_s, QT_TRANSLATE_NOOP("adj::FieldsOfHonor", "test failed")},
    };
    const auto it = kWords.constFind(value);
    return it == kWords.cend() ? QString() : tr(*it);
}

bool FieldsOfHonor::rangeBand(double, QString *, QString *error) const
{
    *error = tr("the Fields of Honor text gives no distances for its range bands (they depend on the weapon "
                "and the scale): type the band, close, short, medium, long or extreme");
    return false;
}

} // namespace adj
