// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fieldsofhonor.h"

#include <QJsonArray>

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "fohbattle.h"
#include "fohchargephase.h"
#include "fohfire.h"
#include "fohmelee.h"
#include "fohmorale.h"
#include "fohmovementphase.h"
#include "fohowed.h"
#include "fohrecord.h"
#include "fohroster.h"
#include "fohtable.h"
#include "fohturn.h"

#include <QHash>
#include <QJsonArray>

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

std::shared_ptr<const CompiledTable> FieldsOfHonor::compileTable(const QJsonObject &table, QString *error,
                                                                 QSet<QString> *read) const
{
    return FohTable::compile(table, error, read);
}

namespace {

using Exact = FohOdds (*)(const Inputs &, const RuleTable &);

// The inputs checked against the action's schema as resolve() does (defaults filled); the
// message when they or the table do not pass, else empty.
QString checkInputs(const ActionSchema &schema, const QJsonObject &inputs, const RuleTable &table,
                    QJsonObject *filled)
{
    if (!FohTable::of(table))
        return FieldsOfHonor::tr("no valid fields-of-honor rule table was given");
    return InputValidator::validate(schema, inputs, filled);
}

// The exact odds of a dice action by its own arithmetic, on checked inputs.
FohOdds checkedExact(const ActionSchema &schema, const QJsonObject &inputs, const RuleTable &table,
                     Exact exact)
{
    QJsonObject filled;
    const QString error = checkInputs(schema, inputs, table, &filled);
    if (!error.isEmpty())
        return FohOdds::failure(error);
    return exact(Inputs(filled, schema), table);
}

const Unit *unitAt(const QJsonObject &in, const BattleState &battle, const QString &key)
{
    const QJsonValue v = in.value(key);
    return v.isDouble() && battle.units.contains(v.toInteger()) ? &*battle.units.constFind(v.toInteger())
                                                                : nullptr;
}

// An action's declared odds: its exact odds by convolution.
Action::Odds exactly(Exact exact)
{
    return [exact](const Inputs &in, const RuleTable &table) -> std::optional<Distribution> {
        return checkedExact(in.schema(), in.json(), table, exact).toDistribution();
    };
}

} // namespace

QList<ValueSpec> FieldsOfHonor::ownValues() const
{
    const QJsonObject count{{u"type"_s, u"integer"_s}, {u"minimum"_s, 0}};
    const QJsonObject counts{{u"type"_s, u"object"_s}, {u"additionalProperties"_s, count}};
    const QJsonObject perSide{{u"type"_s, u"object"_s},
                              {u"additionalProperties"_s, QJsonObject{{u"type"_s, u"integer"_s}}}};
    auto words = [](const QStringList &l) { return QJsonObject{{u"enum"_s, QJsonArray::fromStringList(l)}}; };
    return {
        {u"attackDice"_s, count, u"the Attack Dice rolled at this target"_s, u"Fire Phase"_s},
        {u"accurate"_s, count, u"the accuracy dice that hit, each rolling a kill die"_s, u"Fire Phase"_s},
        {u"tempHits"_s, counts, u"each role's temporary hits after the action (the unit's tempHits)"_s,
         u"Hit Distribution"_s},
        {u"permHits"_s, count, u"permanent hits the unit keeps after removing its stands"_s,
         u"Hit Distribution"_s},
        {u"chargeNumber"_s, QJsonObject{{u"type"_s, u"integer"_s}},
         u"the Charge Number the d6 had to reach or beat"_s, u"Charge Phase"_s},
        {u"calamityFortune"_s, words({u"calamity"_s, u"fortune"_s}),
         u"a double 1 (calamity) or double 6 (fortune) on the morale dice"_s, u"Calamity and Fortune"_s},
        {u"bmugs"_s, count, u"how many BMUGs the side may move for this roll"_s, u"Movement Phase"_s},
        {u"chargeResult"_s,
         words({u"test-failed"_s, u"fell-short"_s, u"attacker-withdrew"_s, u"defender-broke"_s,
                u"defender-retired"_s, u"contact"_s}),
         u"how a finished charge ended"_s, u"Charge Phase"_s},
        {u"vp"_s, QJsonObject{{u"type"_s, u"integer"_s}}, u"the side's victory points scored"_s,
         u"Victory Points"_s},
        {u"vpBySide"_s, perSide, u"each side's victory point total, by side name"_s, u"Victory Points"_s},
    };
}

namespace {

// The phases of the turn an action comes in, where the text says so (Sequence of Play): opportunity
// fire in the Charge and Movement Phases, Morale Tests in the Charge Phase and the Morale Phase, the
// Hit Distribution after the Morale Test, pursuit after a rout and again in the next Movement Phase.
// Rallying and recovering the text places in no phase.
void placeInTurn(Action &a)
{
    static const QHash<QString, std::pair<QStringList, QString>> kPhases{
        {u"fire"_s, {{u"charge"_s, u"movement"_s, u"fire"_s}, u"Fire Phase, Movement Phase, Charge Phase"_s}},
        {u"melee"_s, {{u"melee"_s}, u"Melee Phase"_s}},
        {u"pursuit"_s, {{u"morale"_s, u"movement"_s}, u"Pursuit"_s}},
        {u"charge-test"_s, {{u"charge"_s}, u"Charge Phase"_s}},
        {u"morale-test"_s, {{u"charge"_s, u"morale"_s}, u"Morale Phase, Charge Phase"_s}},
        {u"distribute-hits"_s, {{u"morale"_s}, u"Hit Distribution"_s}},
        {u"charge-write"_s, {{u"charge"_s}, u"Charge Phase"_s}},
        {u"charge-reveal"_s, {{u"charge"_s}, u"Charge Phase"_s}},
        {u"charge-step"_s, {{u"charge"_s}, u"Charge Phase"_s}},
    };
    if (const auto it = kPhases.constFind(a.schema.id); it != kPhases.cend()) {
        a.phases = it->first;
        a.phaseRule = it->second;
    } else if (a.schema.id.startsWith(u"movement-"_s)) {
        a.phases = {u"movement"_s};
        a.phaseRule = u"Movement Phase"_s;
    }
}

} // namespace

QList<Action> FieldsOfHonor::declare() const
{
    using B = FohBattle;
    auto with = [this](ActionSchema s, Action::Bind bind, Action::Odds odds, FohBattle::Part part) {
        Action::Fill fill = known(s.id, part);
        Action a{std::move(s), std::move(bind), std::move(odds), std::move(fill), {}};
        placeInTurn(a);
        return a;
    };
    QList<Action> all{
        with(FohFire::schema(), FohFire::bind(), exactly(&FohFire::exact), &B::fire),
        with(FohMelee::meleeSchema(), FohMelee::bindMelee(), exactly(&FohMelee::exactMelee), &B::melee),
        with(FohMelee::pursuitSchema(), FohMelee::bindPursuit(), exactly(&FohMelee::exactPursuit),
             &B::pursuit),
        with(FohMorale::chargeSchema(), FohMorale::bindCharge(), {}, &B::testingUnit),
        with(FohMorale::moraleSchema(), FohMorale::bindMorale(), {}, &B::testingUnit),
        with(FohMorale::rallySchema(), FohMorale::bindRally(), {}, &B::testingUnit),
        with(FohMorale::recoverSchema(), FohMorale::bindRecover(), {}, &B::testingUnit),
        with(FohTurn::distributeSchema(), FohTurn::bindDistribute(), {}, &B::testingUnit),
        with(FohTurn::victorySchema(), FohTurn::bindVictory(), {}, nullptr),
        with(FohTurn::tallySchema(), FohTurn::bindTally(), {}, nullptr),
    };
    for (Action &a : FohMovementPhase::actions())
        all.append(with(std::move(a.schema), std::move(a.bind), {}, &FieldsOfHonor::bmugOfUnit));
    const Action write = FohChargePhase::write(), reveal = FohChargePhase::reveal(),
                 step = FohChargePhase::step();
    all.append(with(write.schema, write.bind, {}, &FieldsOfHonor::chargingUnits));
    all.append(with(reveal.schema, reveal.bind, {}, nullptr));
    all.append(with(step.schema, step.bind, {}, nullptr));
    return all;
}

FohOdds FieldsOfHonor::exactOdds(const QString &action, const QJsonObject &inputs, const RuleTable &table)
{
    static const FieldsOfHonor module;
    // The dice actions' exact odds by their schema's id (the id only, so read once).
    static const QHash<QString, Exact> kExact{{FohFire::schema().id, &FohFire::exact},
                                              {FohMelee::meleeSchema().id, &FohMelee::exactMelee},
                                              {FohMelee::pursuitSchema().id, &FohMelee::exactPursuit},
                                              {FohMorale::chargeSchema().id, &FohMorale::exactCharge},
                                              {FohMorale::moraleSchema().id, &FohMorale::exactMorale},
                                              {FohMorale::rallySchema().id, &FohMorale::exactRally}};
    const Action *a = module.declared(action);
    if (!a)
        return FohOdds::failure(tr("unknown action \"%1\" in rule set fields-of-honor").arg(action));
    if (const Exact exact = kExact.value(action))
        return checkedExact(a->schema, inputs, table, exact);
    QJsonObject filled;
    const QString error = checkInputs(a->schema, inputs, table, &filled);
    if (!error.isEmpty())
        return FohOdds::failure(error);
    // The bookkeeping actions roll no dice: their one outcome is certain.
    ScriptedDice none({});
    Resolution out;
    out.setQuiet(true);
    a->bind(Inputs(filled, a->schema), table)(none, out);
    if (!out.ok())
        return FohOdds::failure(out.error());
    if (none.used().size() > 0)
        return FohOdds::failure(tr("action \"%1\" has no exact odds").arg(action));
    FohOdds certain;
    certain.add(out.outcomeKey(), Integer(1));
    return certain;
}

Action::Fill FieldsOfHonor::known(const QString &action, FohBattle::Part part) const
{
    return [this, action, part](const QJsonObject &inputs, const BattleState &battle, const RuleTable &,
                                QString *error) -> QJsonObject {
        QJsonObject named = inputs;
        const FohBattle::Put put = [&](const QString &key, const QJsonValue &v) {
            putKnown(action, named, key, v);
        };
        // The phase actions read the battle's sides, BMUGs, losses and turn.
        const ActionSchema *schema = this->action(action);
        if (schema && schema->input(u"battle"_s) && !named.contains(u"battle"_s))
            named.insert(u"battle"_s, FohRoster::fromBattle(battle));
        put(u"turn"_s, battle.info.turn);
        put(u"record"_s, FohRecord::fromBattle(battle)); // this turn's hits, tests and melees
        if (part && !part(named, battle, put, error))
            return {};
        put(u"scale"_s, battle.info.scale);
        return named;
    };
}

bool FieldsOfHonor::bmugOfUnit(QJsonObject &named, const BattleState &battle, const FohBattle::Put &,
                               QString *error)
{
    const Unit *u = unitAt(named, battle, u"unit"_s);
    if (!u)
        return true;
    FohRoster roster;
    QString ignored; // the action names a bad roster itself
    FohRoster::fromJson(named.value(u"battle"_s).toObject(), &roster, &ignored);
    const QString bmug = roster.bmugOf(u->id);
    if (bmug.isEmpty()) {
        *error = tr("%1 is out of play: it has no move").arg(u->name);
        return false;
    }
    if (named.contains(u"bmug"_s) && named.value(u"bmug"_s).toString() != bmug) {
        *error =
            tr("%1 belongs to BMUG \"%2\", not \"%3\"").arg(u->name, bmug, named.value(u"bmug"_s).toString());
        return false;
    }
    named.insert(u"bmug"_s, bmug);
    return true;
}

bool FieldsOfHonor::chargingUnits(QJsonObject &named, const BattleState &battle, const FohBattle::Put &put,
                                  QString *error)
{
    for (const QString &role : {u"attacker"_s, u"defender"_s}) {
        const Unit *u = unitAt(named, battle, role);
        if (!u)
            continue;
        const QString sideKey = role == u"attacker"_s ? u"side"_s : u"defenderSide"_s;
        const QString side = battle.sides.value(u->side).name;
        if (named.contains(sideKey) &&
            named.value(sideKey).toString().compare(side, Qt::CaseInsensitive) != 0) {
            *error = tr("%1 is a unit of %2, not of %3").arg(u->name, side, named.value(sideKey).toString());
            return false;
        }
        put(sideKey, side);
        put(role + u"Name"_s, u->name);
        put(role + u"Arm"_s, u->type);
    }
    return true;
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

QList<Owed> FieldsOfHonor::owed(const BattleState &battle, const RuleTable &) const
{
    return FohOwed::owed(battle);
}

bool FieldsOfHonor::rangeBand(double, QString *, QString *error) const
{
    *error = tr("the Fields of Honor text gives no distances for its range bands (they depend on the weapon "
                "and the scale): type the band, close, short, medium, long or extreme");
    return false;
}

} // namespace adj
