#include "victory.h"

#include "labels.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

const QString kVictoryKey = u"battle.victory"_s;
const QString kEndKey = u"battle.end"_s;

QJsonObject mapJson(const QMap<QString, int> &m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QString endingLabel(const QString &ending)
{
    if (ending == u"victory"_s)
        return Victory::tr("victory");
    if (ending == u"time"_s)
        return Victory::tr("on time");
    return Victory::tr("the referee's call");
}

QString conditionsLabel(const Victory::Conditions &c, const QString &measure)
{
    QStringList parts;
    if (c.vpToWin > 0)
        parts << Victory::tr("%1 %2 to win").arg(c.vpToWin).arg(Labels::counter(measure));
    if (c.turnLimit > 0)
        parts << Victory::tr("turn limit %1").arg(c.turnLimit);
    return parts.isEmpty() ? Victory::tr("Victory conditions: none")
                           : Victory::tr("Victory conditions: %1").arg(parts.join(u", "_s));
}

// The tracker row change that sets `key` to `value` (or inserts it).
RowChange trackerChange(const BattleState &s, const QString &key, const QJsonObject &value,
                        const QString &label)
{
    const Tracker *old = s.tracker(key);
    const Tracker t{old ? old->id : s.nextId(Table::Trackers), key, value, label, s.info.turn};
    return {Table::Trackers, t.id, old ? old->toRow() : QVariantMap(), t.toRow()};
}

} // namespace

QJsonObject Victory::Conditions::toJson() const
{
    return {{u"vpToWin"_s, vpToWin}, {u"turnLimit"_s, turnLimit}};
}

QJsonObject Victory::End::toJson() const
{
    return {{u"ending"_s, ending},
            {u"winner"_s, winner.isEmpty() ? QJsonValue() : QJsonValue(winner)},
            {u"turn"_s, turn},
            {u"earned"_s, mapJson(earned)}};
}

QString Victory::measure(const RuleSetProfile &p)
{
    for (const QString &m : {u"Glory"_s, u"VP"_s})
        if (p.counterKinds.contains(m))
            return m;
    return {};
}

QMap<QString, int> Victory::earned(const BattleState &s, const RuleSetProfile &p)
{
    QMap<QString, int> out;
    const QString kind = measure(p);
    for (const Side &side : s.sides) {
        const Counter *c = kind.isEmpty() ? nullptr : s.counter(side.id, {}, kind);
        out.insert(side.name, c ? c->value : 0);
    }
    return out;
}

Victory::Conditions Victory::conditions(const BattleState &s)
{
    Conditions c;
    if (const Tracker *t = s.tracker(kVictoryKey)) {
        c.vpToWin = t->value.value(u"vpToWin"_s).toInt();
        c.turnLimit = t->value.value(u"turnLimit"_s).toInt();
    }
    return c;
}

Victory::End Victory::end(const BattleState &s)
{
    End e;
    if (const Tracker *t = s.tracker(kEndKey)) {
        e.ending = t->value.value(u"ending"_s).toString();
        e.winner = t->value.value(u"winner"_s).toString();
        e.turn = t->value.value(u"turn"_s).toInt();
        const QJsonObject earned = t->value.value(u"earned"_s).toObject();
        for (auto it = earned.begin(); it != earned.end(); ++it)
            e.earned.insert(it.key(), it.value().toInt());
    }
    return e;
}

Victory::Status Victory::status(const BattleState &s, const RuleSetProfile &p)
{
    Status st;
    const Conditions c = conditions(s);
    if (c.vpToWin > 0) {
        const QMap<QString, int> vp = earned(s, p);
        for (auto it = vp.cbegin(); it != vp.cend(); ++it)
            if (it.value() >= c.vpToWin)
                st.reached << it.key();
    }
    if (c.turnLimit > 0) {
        st.lastTurn = s.info.turn == c.turnLimit;
        st.timeUp = s.info.turn > c.turnLimit;
    }
    return st;
}

QString Victory::describe(const BattleState &s, const RuleSetProfile &p)
{
    const End e = end(s);
    const QString m = measure(p);
    if (e.isEnded()) {
        QStringList vp;
        for (auto it = e.earned.cbegin(); it != e.earned.cend(); ++it)
            vp << tr("%1 %2 %3").arg(it.key()).arg(it.value()).arg(Labels::counter(m));
        return (e.winner.isEmpty() ? tr("Battle ended on turn %1 (%2)").arg(e.turn).arg(endingLabel(e.ending))
                                   : tr("Battle ended on turn %1 (%2): %3 won")
                                         .arg(e.turn)
                                         .arg(endingLabel(e.ending), e.winner)) +
               (vp.isEmpty() ? QString() : u" — "_s + vp.join(u", "_s));
    }
    const Conditions c = conditions(s);
    if (!c.isSet())
        return {};
    QString text = conditionsLabel(c, m);
    const Status st = status(s, p);
    if (!st.reached.isEmpty())
        text +=
            u" — "_s +
            tr("met: %1 reached %2 %3").arg(st.reached.join(u", "_s)).arg(c.vpToWin).arg(Labels::counter(m));
    else if (st.timeUp)
        text += u" — "_s + tr("met: the turn limit %1 has passed").arg(c.turnLimit);
    else if (st.lastTurn)
        text += u" — "_s + tr("this is the last turn");
    return text;
}

QJsonObject Victory::toJson(const BattleState &s, const RuleSetProfile &p)
{
    const Conditions c = conditions(s);
    const Status st = status(s, p);
    const End e = end(s);
    QJsonObject o = c.toJson();
    o.insert(u"measure"_s, measure(p));
    o.insert(u"earned"_s, mapJson(earned(s, p)));
    o.insert(u"reached"_s, QJsonArray::fromStringList(st.reached));
    o.insert(u"lastTurn"_s, st.lastTurn);
    o.insert(u"timeUp"_s, st.timeUp);
    o.insert(u"met"_s, st.met());
    o.insert(u"end"_s, e.isEnded() ? QJsonValue(e.toJson()) : QJsonValue());
    return o;
}

bool Victory::readConditions(const QJsonValue &v, const QString &where, Conditions *out, QString *error)
{
    if (!v.isObject()) {
        *error = tr("%1: the victory conditions are an object {\"vpToWin\": N, \"turnLimit\": N}").arg(where);
        return false;
    }
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const bool vp = it.key() == u"vpToWin"_s;
        if (!vp && it.key() != u"turnLimit"_s) {
            *error = tr("%1.%2: not a victory condition (vpToWin, turnLimit)").arg(where, it.key());
            return false;
        }
        const double d = it.value().toDouble(-1);
        const int max = vp ? kMaxVp : kMaxTurns;
        if (!it.value().isDouble() || d != int(d) || d < 0 || d > max) {
            *error = tr("%1.%2: must be a whole number from 0 to %3").arg(where, it.key()).arg(max);
            return false;
        }
        (vp ? out->vpToWin : out->turnLimit) = int(d);
    }
    return true;
}

bool Victory::validEnding(const QString &ending)
{
    return ending == u"victory"_s || ending == u"time"_s || ending == u"referee"_s;
}

Edit Victory::setConditions(const BattleState &s, const RuleSetProfile &p, const Conditions &c,
                            QString *error)
{
    if (c.vpToWin < 0 || c.vpToWin > kMaxVp || c.turnLimit < 0 || c.turnLimit > kMaxTurns) {
        *error = tr("victory conditions: VP to win must be 0 to %1 and the turn limit 0 to %2")
                     .arg(kMaxVp)
                     .arg(kMaxTurns);
        return {};
    }
    const Conditions old = conditions(s);
    if (s.tracker(kVictoryKey) && old.vpToWin == c.vpToWin && old.turnLimit == c.turnLimit) {
        *error = tr("the victory conditions are already %1 VP to win and turn limit %2")
                     .arg(c.vpToWin)
                     .arg(c.turnLimit);
        return {};
    }
    Edit e;
    e.kind = u"victory.set"_s;
    const QString label = conditionsLabel(c, measure(p));
    e.summary = label;
    e.inputs = c.toJson();
    e.trace.append(QJsonObject{{u"text"_s, label}, {u"rule"_s, p.victoryRule}});
    e.changes << trackerChange(s, kVictoryKey, c.toJson(), label);
    return e;
}

Edit Victory::endBattle(const BattleState &s, const RuleSetProfile &p, const QString &ending,
                        const QString &winner, QString *error)
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
    if (winner.isEmpty() && ending != u"referee"_s)
        return refuse(tr("winner: an end by %1 needs the side that won (--winner)").arg(endingLabel(ending)));
    End e;
    e.ending = ending;
    e.winner = winner;
    e.turn = s.info.turn;
    e.earned = earned(s, p);
    Edit edit;
    edit.kind = u"battle.end"_s;
    edit.actor = winner;
    edit.inputs = {{u"ending"_s, ending}, {u"winner"_s, winner}};
    BattleState after = s;
    RowChange change = trackerChange(s, kEndKey, e.toJson(), {});
    after.apply(change);
    edit.summary = describe(after, p);
    change.after.insert(u"label"_s, edit.summary);
    edit.changes << change;
    const Conditions c = conditions(s);
    const Status st = status(s, p);
    QString why;
    QString rule;
    if (ending == u"victory"_s) {
        why = st.reached.contains(winner)
                  ? tr("%1 reached the %2 VP needed to win").arg(winner).arg(c.vpToWin)
                  : tr("%1 won; the referee recorded the victory").arg(winner);
        rule = p.victoryRule;
    } else if (ending == u"time"_s) {
        if (c.turnLimit <= 0)
            why = tr("the referee called time: %1 won on time").arg(winner);
        else if (s.info.turn < c.turnLimit)
            why = tr("the referee called time on turn %1, before the turn limit %2: %3 won on time")
                      .arg(s.info.turn)
                      .arg(c.turnLimit)
                      .arg(winner);
        else
            why = tr("the time ran out (turn %1 of %2): %3 won on time")
                      .arg(s.info.turn)
                      .arg(c.turnLimit)
                      .arg(winner);
        rule = p.timeRule;
    } else {
        why = tr("the referee ended the battle");
    }
    edit.trace.append(QJsonObject{{u"text"_s, why}, {u"rule"_s, rule}});
    return edit;
}

} // namespace adj
