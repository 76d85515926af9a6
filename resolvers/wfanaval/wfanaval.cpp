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

QList<Action> WfaNaval::declare() const
{
    // 9.5: fire and the boarding battle record a command ship they sink or capture.
    return {
        Action{WfaWind::windSchema(), WfaWind::bindWind(), {}, &WfaBattle::fillWind, {}},
        Action{WfaWind::movesSchema(), WfaWind::bindMoves(), {}, &WfaBattle::fillMoves, {}},
        Action{WfaCommand::withLossInputs(WfaFire::fireSchema()),
               WfaCommand::withLosses(WfaFire::bindFire()),
               {},
               &WfaBattle::fillFire,
               {}},
        Action{WfaCommand::withLossInputs(WfaFire::exchangeSchema()),
               WfaCommand::withLosses(WfaFire::bindExchange()),
               {},
               &WfaBattle::fillExchange,
               {}},
        Action{WfaBoarding::attemptSchema(),
               WfaBoarding::bindAttempt(),
               &WfaBoarding::attemptOdds,
               &WfaBattle::fillAttempt,
               {}},
        Action{WfaBoarding::rollOffSchema(),
               WfaBoarding::bindRollOff(),
               &WfaBoarding::rollOffOdds,
               &WfaBattle::fillRollOff,
               {}},
        Action{WfaCommand::withLossInputs(WfaBoarding::battleSchema()),
               WfaCommand::withLosses(WfaBoarding::bindBattle()),
               &WfaBoarding::battleOdds,
               &WfaBattle::fillBoardingBattle,
               {}},
        Action{WfaPlotActions::plotSchema(), WfaPlotActions::bindPlot(), {}, &WfaBattle::fillFleet, {}},
        Action{WfaPlotActions::revealSchema(), WfaPlotActions::bindReveal(), {}, &WfaBattle::fillFleet, {}},
        Action{WfaCommand::schema(), WfaCommand::bind(), {}, &WfaBattle::fillCommandLost, {}}};
}

std::shared_ptr<const CompiledTable> WfaNaval::compileTable(const QJsonObject &table, QString *error,
                                                            QSet<QString> *read) const
{
    return WfaTable::compile(table, error, read);
}

QString WfaNaval::checkChanges(const BattleState &before, const QList<RowChange> &changes,
                               const RuleTable &table) const
{
    return WfaBattle::checkStacking(before, changes, table);
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
