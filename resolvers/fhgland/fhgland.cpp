// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgland.h"

#include "fhgbattle.h"

#include "core/resolution.h"
#include "fhgboardrules.h"
#include "fhgclosecombat.h"
#include "fhgcommand.h"
#include "fhgfire.h"
#include "fhgmove.h"
#include "fhgretreataction.h"
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

namespace {

// The effect of taking part in an action that only a battle records: a marker on the unit in
// `role` (6.1.4 activated, 6.2.4 fired, 11.2 fired on).
void mark(QList<Effect> &out, const Inputs &inputs, const QString &role, const QString &marker,
          const QString &rule)
{
    if (!inputs.value(role).isDouble())
        return;
    Effect e;
    e.kind = Effect::Kind::PlaceMarker;
    e.subject = role;
    e.unit = inputs.value(role).toInteger();
    e.marker = marker;
    e.rule = rule;
    out << e;
}

QList<Effect> fireEffects(const Inputs &inputs)
{
    QList<Effect> out;
    if (FhgFire::firerMarker(inputs) == u"fired"_s)
        mark(out, inputs, u"firer"_s, u"fired"_s, u"6.2.4"_s);
    else
        mark(out, inputs, u"firer"_s, u"activated"_s, u"6.1.4"_s);
    mark(out, inputs, u"target"_s, u"fired-on"_s, u"11.2"_s);
    return out;
}

// The unit in `role` is activated (6.1.4; 7.5: a change of formation is its action of the turn).
Action::Effects activates(const QString &role, const QString &rule)
{
    return [role, rule](const Inputs &inputs) {
        QList<Effect> out;
        mark(out, inputs, role, u"activated"_s, rule);
        return out;
    };
}

// 9.1: a leader moves alone when the moving "unit" the referee names is a leader.
QJsonObject leaderMovesAlone(const QJsonObject &inputs, const BattleState &battle, const RuleTable &,
                             QString *)
{
    QJsonObject given = inputs;
    const QString unitName = inputs.value(u"unit"_s).toString();
    if (unitName.isEmpty() || battle.unitByName(unitName) || inputs.contains(u"leader"_s))
        return given;
    for (const Leader &l : battle.leaders)
        if (l.name.compare(unitName, Qt::CaseInsensitive) == 0) {
            given.remove(u"unit"_s);
            given.insert(u"leader"_s, unitName);
        }
    return given;
}

// Inputs that only matter under an optional rule: the form asks them only when it is on.
ActionSchema underOptions(ActionSchema a)
{
    static const QHash<QString, QString> kUnderOption{{u"flankAttack"_s, u"11.9"_s},
                                                      {u"dragoonsEvade"_s, u"11.12"_s},
                                                      {u"highestCommandAp"_s, u"11.13"_s},
                                                      {u"commandApAdjustment"_s, u"11.14"_s},
                                                      {u"firedOnThisTurn"_s, u"11.2"_s}};
    for (InputSpec &in : a.inputs)
        if (const auto it = kUnderOption.constFind(in.id); it != kUnderOption.cend())
            in.option = *it;
    return a;
}

// 5: each player rolls his random action points in his own step (1 and 3), then acts (2 and 4).
void inTurn(Action &a, const QStringList &phases)
{
    a.phases = phases;
    a.phaseRule = u"5"_s;
}

QString randomApRolled(const QString &side, int turn)
{
    return FhgLand::tr("%1 has already rolled its random action points for turn %2 (6.1.1: once, in its "
                       "own step of the turn); undo that roll to roll again")
        .arg(side)
        .arg(turn);
}

} // namespace

QList<Action> FhgLand::declare() const
{
    const QStringList actions{u"actions-a"_s, u"actions-b"_s};
    Action randomAp{underOptions(FhgCommand::randomApSchema()), &FhgCommand::bindRandomAp};
    randomAp.fill = &FhgBattle::fillRandomAp;
    inTurn(randomAp, {u"ap-a"_s, u"ap-b"_s});
    randomAp.limits = {{ActionLimit::Per::Side, u"random-ap"_s, {}, u"6.1.1"_s, &randomApRolled}};
    Action fire{underOptions(FhgFire::schema()), parseThenResolve(&FhgFire::parse, &FhgFire::resolve)};
    fire.fill = &FhgBattle::fillFire;
    fire.effects = &fireEffects;
    Action closeCombat{underOptions(FhgCloseCombat::schema()),
                       parseThenResolve(&FhgCloseCombat::parse, &FhgCloseCombat::resolve)};
    closeCombat.fill = &FhgBattle::fillCloseCombat;
    closeCombat.effects = activates(u"attacker"_s, u"6.1.4"_s);
    Action rally{underOptions(FhgCommand::rallySchema()), &FhgCommand::bindRally};
    rally.fill = &FhgBattle::fillRally;
    rally.effects = activates(u"unit"_s, u"6.1.4"_s);
    Action move{underOptions(FhgMove::schema()), &FhgMove::bind};
    move.fill = &FhgBattle::fillMove;
    move.beforeNames = &leaderMovesAlone;
    Action formation{underOptions(FhgMove::formationSchema()), &FhgMove::bindFormation};
    formation.fill = &FhgBattle::fillFormation;
    formation.effects = activates(u"unit"_s, u"7.5"_s); // no other movement or action this turn
    for (Action *a : {&fire, &closeCombat, &rally, &move, &formation})
        inTurn(*a, actions);
    closeCombat.reach = Reach::Adjacent; // 8.3.1: "Attacking units must be adjacent"
    closeCombat.reachRule = u"8.3.1"_s;
    // 8.4: what close combat (or fire, 8.4.5) left owed, carried out at once by the side it falls on.
    Action retreat{FhgRetreatAction::schema(), &FhgRetreatAction::bind};
    retreat.fill = &FhgBattle::fillRetreat;
    retreat.beforeNames = &leaderMovesAlone;
    retreat.consequence = true;
    return {randomAp, fire, closeCombat, rally, move, formation, retreat};
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

std::shared_ptr<const CompiledTable> FhgLand::compileTable(const QJsonObject &table, QString *error,
                                                           QSet<QString> *read) const
{
    return FhgTable::compile(table, error, read);
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
