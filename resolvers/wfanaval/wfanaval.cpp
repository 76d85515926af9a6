#include "wfanaval.h"

#include "wfabattle.h"

#include "core/resolution.h"
#include "wfaboarding.h"
#include "wfaboardrules.h"
#include "wfacommand.h"
#include "wfafire.h"
#include "wfaplotactions.h"
#include "wfatable.h"
#include "wfawind.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace adj {

QString WfaNaval::id() const
{
    return u"wfa-naval"_s;
}

QString WfaNaval::name() const
{
    return tr("Wars for America (naval)");
}

QString WfaNaval::distance() const
{
    return u"hexes"_s;
}

QList<ActionSchema> WfaNaval::actions() const
{
    // 9.5: fire and the boarding battle record a command ship they sink or capture.
    return {WfaWind::windSchema(),
            WfaWind::movesSchema(),
            WfaCommand::withLossInputs(WfaFire::fireSchema()),
            WfaCommand::withLossInputs(WfaFire::exchangeSchema()),
            WfaBoarding::attemptSchema(),
            WfaBoarding::rollOffSchema(),
            WfaCommand::withLossInputs(WfaBoarding::battleSchema()),
            WfaPlotActions::plotSchema(),
            WfaPlotActions::revealSchema(),
            WfaCommand::schema()};
}

std::shared_ptr<const void> WfaNaval::compileTable(const QJsonObject &table, QString *error,
                                                   QSet<QString> *read) const
{
    return WfaTable::compile(table, error, read);
}

RuleSet::Runner WfaNaval::bind(const QString &action, const QJsonObject &inputs, const RuleTable &table) const
{
    if (action == u"wind-change"_s)
        return WfaWind::bindWind(inputs, table);
    if (action == u"plotted-moves"_s)
        return WfaWind::bindMoves(inputs, table);
    if (action == u"fire"_s)
        return WfaCommand::withLosses(WfaFire::bindFire(inputs, table), inputs, table);
    if (action == u"exchange"_s)
        return WfaCommand::withLosses(WfaFire::bindExchange(inputs, table), inputs, table);
    if (action == u"boarding-attempt"_s)
        return WfaBoarding::bindAttempt(inputs, table);
    if (action == u"boarding-rolloff"_s)
        return WfaBoarding::bindRollOff(inputs, table);
    if (action == u"boarding-battle"_s)
        return WfaCommand::withLosses(WfaBoarding::bindBattle(inputs, table), inputs, table);
    if (action == u"plot"_s)
        return WfaPlotActions::bindPlot(inputs, table);
    if (action == u"reveal"_s)
        return WfaPlotActions::bindReveal(inputs, table);
    if (action == u"command-lost"_s)
        return WfaCommand::bind(inputs, table);
    const QString msg = tr("unknown action \"%1\" in rule set wfa-naval").arg(action);
    return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
}

std::optional<Distribution> WfaNaval::ownOdds(const QString &action, const QJsonObject &inputs,
                                              const RuleTable &table) const
{
    if (action == u"boarding-battle"_s)
        return WfaBoarding::battleOdds(inputs, table);
    if (action == u"boarding-attempt"_s)
        return WfaBoarding::attemptOdds(inputs, table);
    if (action == u"boarding-rolloff"_s)
        return WfaBoarding::rollOffOdds(inputs, table);
    return std::nullopt;
}

QString WfaNaval::checkChanges(const BattleState &before, const QList<RowChange> &changes,
                               const RuleTable &table) const
{
    return WfaBattle::checkStacking(before, changes, table);
}

QJsonObject WfaNaval::fromBattle(const QString &action, const QJsonObject &inputs, const BattleState &battle,
                                 const RuleTable &table, QString *error) const
{
    const QJsonObject named = RuleSet::fromBattle(action, inputs, battle, table, error);
    if (!error->isEmpty())
        return {};
    QJsonObject filled = WfaBattle::fill(action, named, battle, error);
    // 7.1, 8.5: a tied roll-off goes to the ship of the side the battle's house rule
    // scenario.commanderAdvantage names, unless the referee says.
    const WfaTable *t = WfaTable::of(table);
    if (action == u"boarding-rolloff"_s && !filled.contains(u"advantage"_s) && t &&
        !t->commanderAdvantage.isEmpty()) {
        QStringList roles;
        for (const QString &role : {u"a"_s, u"b"_s})
            if (filled.value(role).isDouble() &&
                WfaBattle::sideKey(battle, filled.value(role).toInteger()) == t->commanderAdvantage)
                roles << role;
        if (roles.size() == 1)
            filled.insert(u"advantage"_s, roles.first());
    }
    return error->isEmpty() ? filled : QJsonObject();
}

QString WfaNaval::word(const QString &value) const
{
    static const QHash<QString, const char *> kWords{
        {u"port"_s, QT_TRANSLATE_NOOP("adj::WfaNaval", "port")},
        {u"starboard"_s, QT_TRANSLATE_NOOP("adj::WfaNaval", "starboard")},
        {u"broadside"_s, QT_TRANSLATE_NOOP("adj::WfaNaval", "broadside")},
        {u"crossing-t"_s, QT_TRANSLATE_NOOP("adj::WfaNaval", "crossing the T")},
        {u"defender-first"_s, QT_TRANSLATE_NOOP("adj::WfaNaval", "the defender's first roll")},
    };
    const auto it = kWords.constFind(value);
    return it == kWords.cend() ? QString() : tr(*it);
}

const BoardRules *WfaNaval::boardRules() const
{
    static const WfaBoardRules rules;
    return &rules;
}

} // namespace adj
