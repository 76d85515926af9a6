// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfanaval.h"

#include "wfabattle.h"

#include "core/resolution.h"
#include "wfaboarding.h"
#include "wfaboardrules.h"
#include "wfacommand.h"
#include "wfafire.h"
#include "wfaplotactions.h"
#include "wfatable.h"
#include "wfaturn.h"
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

namespace {

QString boardedHere(const QString &hex, int turn)
{
    return WfaNaval::tr("a boarding was already attempted in hex %1 in turn %2 (8.4, 8.7: no further "
                        "attempts that turn while the ships remain in the hex)")
        .arg(hex)
        .arg(turn);
}

QString battleFoughtHere(const QString &hex, int turn)
{
    return WfaNaval::tr("a boarding battle was already fought in hex %1 in turn %2 (8.7: one boarding "
                        "action in a hex a turn)")
        .arg(hex)
        .arg(turn);
}

// 8.1, 8.7: boarding happens between two ships in one hex, once in a hex a turn.
QList<Action> withBoardingLimits(QList<Action> all)
{
    for (Action &a : all) {
        const QString id = a.schema.id;
        if (id != u"boarding-attempt"_s && id != u"boarding-rolloff"_s && id != u"boarding-battle"_s)
            continue;
        a.reach = Reach::SameHex;
        a.reachRule = u"8.1"_s;
        a.limits = {
            id == u"boarding-battle"_s
                ? ActionLimit{ActionLimit::Per::Hex, u"boarding-battle"_s, {}, u"8.7"_s, &battleFoughtHere}
                : ActionLimit{ActionLimit::Per::Hex, u"boarding"_s, {}, u"8.7"_s, &boardedHere}};
    }
    return all;
}

// 4.1, the sequence of play: the wind and the wind gauge (1), the plots (2, 3), the markers revealed
// one by one with fire after any plotted move (4, 4.1, 5.11, 6.1) and boarding where two ships end a
// plotted move in one hex (3.4.1, 8.1), before the next plotted move (8.6.3) or once all are made.
QList<Action> inTurn(QList<Action> all)
{
    const QHash<QString, QStringList> phases{
        {u"wind-change"_s, {u"wind"_s}},
        {u"plot"_s, {u"plot"_s}},
        {u"reveal"_s, {u"move"_s}},
        {u"fire"_s, {u"move"_s, u"boarding"_s}},
        {u"exchange"_s, {u"move"_s, u"boarding"_s}},
        {u"boarding-attempt"_s, {u"move"_s, u"boarding"_s}},
        {u"boarding-rolloff"_s, {u"move"_s, u"boarding"_s}},
        {u"boarding-battle"_s, {u"move"_s, u"boarding"_s}},
    };
    for (Action &a : all)
        if (phases.contains(a.schema.id)) {
            a.phases = phases.value(a.schema.id);
            a.phaseRule = u"4.1"_s;
        }
    return all;
}

} // namespace

QList<Action> WfaNaval::declare() const
{
    // 9.5: fire and the boarding battle record a command ship they sink or capture.
    return inTurn(withBoardingLimits(
        {Action{WfaWind::windSchema(), WfaWind::bindWind(), {}, &WfaBattle::fillWind, {}},
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
         Action{WfaCommand::schema(), WfaCommand::bind(), {}, &WfaBattle::fillCommandLost, {}}}));
}

QList<Owed> WfaNaval::owed(const BattleState &battle, const RuleTable &table) const
{
    return WfaTurn::owed(*this, battle, table);
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
