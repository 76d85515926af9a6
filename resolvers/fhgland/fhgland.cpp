#include "fhgland.h"

#include "fhgbattle.h"

#include "core/resolution.h"
#include "fhgboardrules.h"
#include "fhgclosecombat.h"
#include "fhgcommand.h"
#include "fhgfire.h"
#include "fhgmove.h"
#include "fhgtable.h"

using namespace Qt::StringLiterals;

namespace adj {

QString FhgLand::id() const
{
    return u"fhg-land"_s;
}

QString FhgLand::name() const
{
    return tr("For Honor and Glory (land)");
}

QString FhgLand::distance() const
{
    return u"hexes"_s;
}

QList<ActionSchema> FhgLand::actions() const
{
    QList<ActionSchema> all{FhgCommand::randomApSchema(), FhgFire::schema(), FhgCloseCombat::schema(),
                            FhgCommand::rallySchema(),    FhgMove::schema(), FhgMove::formationSchema()};
    // Inputs that only matter under an optional rule: the form asks them only when it is on.
    static const QHash<QString, QString> kUnderOption{{u"flankAttack"_s, u"11.9"_s},
                                                      {u"dragoonsEvade"_s, u"11.12"_s},
                                                      {u"highestCommandAp"_s, u"11.13"_s},
                                                      {u"commandApAdjustment"_s, u"11.14"_s},
                                                      {u"firedOnThisTurn"_s, u"11.2"_s}};
    for (ActionSchema &a : all)
        for (InputSpec &in : a.inputs)
            if (const auto it = kUnderOption.constFind(in.id); it != kUnderOption.cend())
                in.option = *it;
    return all;
}

QList<QJsonObject> FhgLand::options() const
{
    const QList<std::pair<QString, QString>> rules{
        {u"11.1"_s, tr("Attackers pass a morale check before close combat")},
        {u"11.2"_s, tr("Only units not fired on this turn may rally")},
        {u"11.3"_s, tr("Elite units at 3 or 4 MP roll 4 dice")},
        {u"11.4"_s, tr("Indians -2 attacking entrenchments and towns")},
        {u"11.5"_s, tr("Artillery/rockets +1 range from a hill, hitting on 6 there")},
        {u"11.6"_s, tr("Artillery -2 firing into forest")},
        {u"11.7"_s, tr("Attacker +1 against units on a waterway")},
        {u"11.8"_s, tr("Leaders add 1 die in combat")},
        {u"11.9"_s, tr("Flank/rear attacks: +1 to hit, -1 to the defender's retreat check")},
        {u"11.10"_s, tr("An adjacent firer may advance into a hex it emptied")},
        {u"11.11"_s, tr("Units do not stop on entering hills")},
        {u"11.12"_s, tr("Dragoons may retreat before close combat")},
        {u"11.13"_s, tr("Both sides use the scenario's highest command AP")},
        {u"11.14"_s, tr("Command AP adjusted for balance")},
    };
    QList<QJsonObject> out;
    for (const auto &[rule, text] : rules)
        out.append(QJsonObject{{u"id"_s, rule},
                               {u"input"_s, QString(u"opt"_s + QString(rule).replace(u'.', u'_'))},
                               {u"name"_s, text},
                               {u"rule"_s, rule},
                               {u"default"_s, false}});
    return out;
}

std::shared_ptr<const void> FhgLand::compileTable(const QJsonObject &table, QString *error,
                                                  QSet<QString> *read) const
{
    return FhgTable::compile(table, error, read);
}

RuleSet::Runner FhgLand::bind(const QString &action, const QJsonObject &inputs, const RuleTable &table) const
{
    if (action == u"fire"_s)
        return FhgFire::bind(inputs, table);
    if (action == u"close-combat"_s)
        return FhgCloseCombat::bind(inputs, table);
    if (action == u"random-ap"_s)
        return FhgCommand::bindRandomAp(inputs, table);
    if (action == u"rally"_s)
        return FhgCommand::bindRally(inputs, table);
    if (action == u"move"_s)
        return FhgMove::bind(inputs, table);
    if (action == u"formation"_s)
        return FhgMove::bindFormation(inputs, table);
    const QString msg = tr("unknown action \"%1\" in rule set fhg-land").arg(action);
    return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
}

QJsonObject FhgLand::fromBattle(const QString &action, const QJsonObject &inputs, const BattleState &battle,
                                const RuleTable &table, QString *error) const
{
    // A leader moves alone when the moving "unit" the referee names is a leader (9.1).
    QJsonObject given = inputs;
    const QString unitName = inputs.value(u"unit"_s).toString();
    if (action == u"move"_s && !unitName.isEmpty() && !battle.unitByName(unitName) &&
        !inputs.contains(u"leader"_s)) {
        for (const Leader &l : battle.leaders)
            if (l.name.compare(unitName, Qt::CaseInsensitive) == 0) {
                given.remove(u"unit"_s);
                given.insert(u"leader"_s, unitName);
            }
    }
    const QJsonObject named = RuleSet::fromBattle(action, given, battle, table, error);
    if (!error->isEmpty())
        return {};
    return FhgBattle::fill(action, named, battle, table, error);
}

QList<Effect> FhgLand::battleEffects(const QString &action, const QJsonObject &inputs) const
{
    QList<Effect> out;
    auto mark = [&out, &inputs](const QString &role, const QString &marker, const QString &rule) {
        if (!inputs.value(role).isDouble())
            return;
        Effect e;
        e.kind = Effect::Kind::PlaceMarker;
        e.subject = role;
        e.unit = inputs.value(role).toInteger();
        e.marker = marker;
        e.rule = rule;
        out << e;
    };
    if (action == u"fire"_s) {
        // 6.2.4: Indians who fire at an adjacent enemy for "move and fire" may still move.
        const bool fireThenMove = inputs.value(u"firerType"_s).toString() == u"indian"_s &&
                                  inputs.value(u"moveAndFire"_s).toBool() &&
                                  !inputs.value(u"firerMoved"_s).toBool() &&
                                  inputs.value(u"range"_s).toInt() == 1;
        if (fireThenMove)
            mark(u"firer"_s, u"fired"_s, u"6.2.4"_s);
        else
            mark(u"firer"_s, u"activated"_s, u"6.1.4"_s);
        mark(u"target"_s, u"fired-on"_s, u"11.2"_s);
    } else if (action == u"close-combat"_s) {
        mark(u"attacker"_s, u"activated"_s, u"6.1.4"_s);
    } else if (action == u"rally"_s) {
        mark(u"unit"_s, u"activated"_s, u"6.1.4"_s);
    } else if (action == u"formation"_s) {
        mark(u"unit"_s, u"activated"_s, u"7.5"_s); // no other movement or action this turn
    }
    return out;
}

QString FhgLand::checkChanges(const BattleState &before, const QList<RowChange> &changes,
                              const RuleTable &table) const
{
    return FhgBattle::checkStacking(before, changes, table);
}

QString FhgLand::word(const QString &value) const
{
    FhgType type;
    if (fhgTypeFromId(value, &type))
        return fhgTypeName(type);
    FhgTerrain terrain;
    if (fhgTerrainFromId(value, &terrain))
        return fhgTerrainName(terrain);
    if (value == u"leader"_s)
        return tr("leader");
    if (value == u"vp"_s)
        return tr("victory point unit");
    return {};
}

const BoardRules *FhgLand::boardRules() const
{
    static const FhgBoardRules rules;
    return &rules;
}

} // namespace adj
