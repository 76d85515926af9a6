// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The end of a battle (Victory::End, Victory::endBattle): how it ended by the victory conditions
// (10), on time (10.C) or by the referee's call, kept apart so that rule 12 counts each as it is.
#include "victory.h"

#include "labels.h"
#include "victoryjson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

const QString kEndKey = u"battle.end"_s;

using victoryjson::mapJson;
using victoryjson::orNull;

QString endingLabel(const QString &ending)
{
    if (ending == u"victory"_s)
        return Victory::tr("victory");
    if (ending == u"time"_s)
        return Victory::tr("on time");
    return Victory::tr("the referee's call");
}

QJsonObject traceLine(const QString &text, const QString &rule)
{
    return {{u"text"_s, text}, {u"rule"_s, rule}};
}

// What an end on time is, by the conditions: a time win when the time is up, else the referee's call.
// Fills `e` and the trace, or returns a refusal.
QString timeEnding(const BattleState &s, const RuleSetProfile &p, const QString &winner, Victory::End *e,
                   QJsonArray *trace)
{
    const Victory::Conditions c = Victory::conditions(s);
    const Victory::Status st = Victory::status(s, p);
    const QString m = Labels::counter(Victory::measure(p));
    e->winner = winner;
    if (!st.timeUp) {
        // Before the time is up there is no time win: the referee called it (10.C).
        e->ending = u"referee"_s;
        e->called = u"time"_s;
        trace->append(traceLine(
            c.lastTurn() > 0
                ? Victory::tr(
                      "the referee called time on turn %1, before the time was up (turn limit %2): the "
                      "referee's call, not a time win")
                      .arg(s.info.turn)
                      .arg(c.lastTurn())
                : Victory::tr(
                      "the referee called time; the battle has no time constraint: the referee's call"),
            p.timeRule));
        return {};
    }
    e->ending = u"time"_s;
    const Victory::Target *bound = c.timeBound();
    if (!bound) {
        // The older form names no side: the referee says who won on time.
        if (winner.isEmpty())
            return Victory::tr("winner: an end by %1 needs the side that won (--winner)")
                .arg(endingLabel(e->ending));
        e->vpNeeded = c.vpToWin;
        trace->append(traceLine(Victory::tr("the time ran out (turn %1 of %2): %3 won on time")
                                    .arg(s.info.turn)
                                    .arg(c.lastTurn())
                                    .arg(winner),
                                p.timeRule));
        return {};
    }
    const int has = Victory::earned(s, p).value(bound->side);
    if (st.timeLoser.isEmpty())
        return Victory::tr(
                   "ending: %1 reached the %2 %3 it needed by turn %4: that is its victory, not a win on "
                   "time (--ending victory)")
            .arg(bound->side)
            .arg(bound->vpToWin)
            .arg(m)
            .arg(bound->byTurn);
    e->winner = winner.isEmpty() ? st.timeWinner : winner;
    if (e->winner.isEmpty())
        return Victory::tr("winner: %1 loses on time; name the side that wins on time (--winner)")
            .arg(bound->side);
    if (e->winner == bound->side)
        return Victory::tr(
                   "winner: %1 had to reach %2 %3 by turn %4 and has %5: it loses on time and %6 wins")
                   .arg(bound->side)
                   .arg(bound->vpToWin)
                   .arg(m)
                   .arg(bound->byTurn)
                   .arg(has)
                   .arg(st.timeWinner.isEmpty() ? Victory::tr("the other side") : st.timeWinner) +
               (p.timeRule.isEmpty() ? QString() : u" (%1)"_s.arg(p.timeRule));
    e->loser = bound->side;
    e->vpNeeded = bound->vpToWin;
    trace->append(
        traceLine(Victory::tr("the time is up: %1 had to reach %2 %3 by turn %4 and has %5; %6 wins on "
                              "time")
                      .arg(bound->side)
                      .arg(bound->vpToWin)
                      .arg(m)
                      .arg(bound->byTurn)
                      .arg(has)
                      .arg(e->winner),
                  p.timeRule));
    return {};
}

} // namespace

QJsonObject Victory::End::toJson() const
{
    return {{u"ending"_s, ending},       {u"winner"_s, orNull(winner)},  {u"turn"_s, turn},
            {u"phase"_s, orNull(phase)}, {u"earned"_s, mapJson(earned)}, {u"loser"_s, orNull(loser)},
            {u"vpNeeded"_s, vpNeeded},   {u"called"_s, orNull(called)},  {u"confirmed"_s, confirmed}};
}

Victory::End Victory::end(const BattleState &s)
{
    End e;
    const Tracker *t = s.tracker(kEndKey);
    if (!t)
        return e;
    const QJsonObject o = t->value;
    e.ending = o.value(u"ending"_s).toString();
    e.winner = o.value(u"winner"_s).toString();
    e.turn = o.value(u"turn"_s).toInt();
    e.phase = o.value(u"phase"_s).toString();
    const QJsonObject earned = o.value(u"earned"_s).toObject();
    for (auto it = earned.begin(); it != earned.end(); ++it)
        e.earned.insert(it.key(), it.value().toInt());
    e.loser = o.value(u"loser"_s).toString();
    e.vpNeeded = o.value(u"vpNeeded"_s).toInt();
    e.called = o.value(u"called"_s).toString();
    e.confirmed = o.value(u"confirmed"_s).toBool();
    if (e.ending == u"time"_s && !o.contains(u"vpNeeded"_s)) {
        // Written before the time win was the conditions': a time before the turn limit (or with
        // none) was the referee's call; at or after it, the time win, the VP to win given the victor.
        const Conditions c = conditions(s);
        if (c.lastTurn() <= 0 || e.turn < c.lastTurn()) {
            e.ending = u"referee"_s;
            e.called = u"time"_s;
        } else {
            const Target *bound = c.timeBound();
            e.vpNeeded = bound ? bound->vpToWin : c.vpToWin;
        }
    }
    return e;
}

QString Victory::shortfall(const BattleState &s, const RuleSetProfile &p, const QString &winner)
{
    const Conditions c = conditions(s);
    const int need = c.target(winner);
    const QMap<QString, int> vp = earned(s, p);
    const int has = vp.value(winner);
    if (need <= 0 || has >= need)
        return {};
    const QString m = Labels::counter(measure(p));
    const Status st = status(s, p);
    if (st.timeLoser == winner)
        return tr("%1 had to reach %2 %3 by turn %4 and has %5: it loses on time")
            .arg(winner)
            .arg(need)
            .arg(m)
            .arg(c.lastTurn())
            .arg(has);
    QStringList ahead;
    for (auto it = vp.cbegin(); it != vp.cend(); ++it)
        if (it.value() > has)
            ahead << tr("%1 (%2 %3)").arg(it.key()).arg(it.value()).arg(m);
    if (ahead.isEmpty())
        return {};
    return tr("%1 has %2 of the %3 %4 it needs to win and is behind %5")
        .arg(winner)
        .arg(has)
        .arg(need)
        .arg(m, ahead.join(u", "_s));
}

Edit Victory::endBattle(const BattleState &s, const RuleSetProfile &p, const QString &ending,
                        const QString &winner, QString *error, bool confirmed)
{
    const auto refuse = [&](const QString &why) {
        *error = why;
        return Edit{};
    };
    if (!validEnding(ending))
        return refuse(tr("ending: \"%1\" is not victory, time or referee").arg(ending));
    if (const End old = end(s); old.isEnded())
        return refuse(tr("the battle already ended on turn %1; undo that end first").arg(old.turn));
    if (!winner.isEmpty() && !s.sideByName(winner))
        return refuse(tr("winner: there is no side called \"%1\" in this battle").arg(winner));
    End e;
    e.turn = s.info.turn;
    e.phase = s.info.phase;
    e.earned = earned(s, p);
    QJsonArray trace;
    if (ending == u"time"_s) {
        if (const QString why = timeEnding(s, p, winner, &e, &trace); !why.isEmpty())
            return refuse(why);
    } else if (ending == u"victory"_s) {
        if (winner.isEmpty())
            return refuse(
                tr("winner: an end by %1 needs the side that won (--winner)").arg(endingLabel(ending)));
        const QString shortBy = shortfall(s, p, winner);
        if (!shortBy.isEmpty() && !confirmed)
            return refuse(
                tr("winner: %1; a victory for %2 asks the referee first (confirm it)").arg(shortBy, winner));
        e.ending = ending;
        e.winner = winner;
        e.confirmed = !shortBy.isEmpty();
        const int need = conditions(s).target(winner);
        trace.append(traceLine(!shortBy.isEmpty() ? tr("%1; the referee confirmed the victory").arg(shortBy)
                               : need > 0 && e.earned.value(winner) >= need
                                   ? tr("%1 reached the %2 VP needed to win").arg(winner).arg(need)
                                   : tr("%1 won; the referee recorded the victory").arg(winner),
                               p.victoryRule));
    } else {
        e.ending = ending;
        e.winner = winner;
        trace.append(traceLine(winner.isEmpty() ? tr("the referee ended the battle")
                                                : tr("the referee ended the battle: %1 won").arg(winner),
                               {}));
    }
    Edit edit;
    edit.kind = u"battle.end"_s;
    edit.actor = e.winner;
    edit.inputs = {{u"ending"_s, ending}, {u"winner"_s, winner}};
    if (confirmed)
        edit.inputs.insert(u"confirmed"_s, true);
    BattleState after = s;
    RowChange change = trackerChange(s, kEndKey, e.toJson(), {});
    after.apply(change);
    edit.summary = describe(after, p);
    change.after.insert(u"label"_s, edit.summary);
    edit.changes << change;
    edit.trace = trace;
    return edit;
}

} // namespace adj
