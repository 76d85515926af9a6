// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "victory.h"

#include "labels.h"
#include "victoryjson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

const QString kVictoryKey = u"battle.victory"_s;
constexpr int kMaxSides = 64;

using victoryjson::mapJson;
using victoryjson::orNull;

bool refused(QString *error, const QString &message)
{
    *error = message;
    return false;
}

// A whole number from `min` to `max`.
bool whole(const QJsonValue &v, int min, int max, int *out)
{
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d != int(d) || d < min || d > max)
        return false;
    *out = int(d);
    return true;
}

// The older form: {"vpToWin": N, "turnLimit": N}, one target for every side.
bool readOlderForm(const QJsonObject &o, const QString &where, Victory::Conditions *out, QString *error)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const bool vp = it.key() == u"vpToWin"_s;
        if (!vp && it.key() != u"turnLimit"_s)
            return refused(error,
                           Victory::tr("%1.%2: not a victory condition (sides, or vpToWin and turnLimit)")
                               .arg(where, it.key()));
        const int max = vp ? Victory::kMaxVp : Victory::kMaxTurns;
        if (!whole(it.value(), 0, max, vp ? &out->vpToWin : &out->turnLimit))
            return refused(
                error,
                Victory::tr("%1.%2: must be a whole number from 0 to %3").arg(where, it.key()).arg(max));
    }
    return true;
}

bool readTarget(const QJsonValue &v, const QString &where, Victory::Target *t, QString *error)
{
    if (!v.isObject())
        return refused(error,
                       Victory::tr("%1: a side's condition is an object {\"side\", \"vpToWin\", \"byTurn\"}")
                           .arg(where));
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != u"side"_s && it.key() != u"vpToWin"_s && it.key() != u"byTurn"_s)
            return refused(error, Victory::tr("%1.%2: not a side's victory condition (side, vpToWin, byTurn)")
                                      .arg(where, it.key()));
    t->side = o.value(u"side"_s).toString().trimmed();
    if (!o.value(u"side"_s).isString() || t->side.isEmpty())
        return refused(error, Victory::tr("%1.side: the side's name is missing").arg(where));
    if (!whole(o.value(u"vpToWin"_s), 1, Victory::kMaxVp, &t->vpToWin))
        return refused(error, Victory::tr("%1.vpToWin: the VP %2 must reach, a whole number from 1 to %3")
                                  .arg(where, t->side)
                                  .arg(Victory::kMaxVp));
    if (o.contains(u"byTurn"_s) && !whole(o.value(u"byTurn"_s), 0, Victory::kMaxTurns, &t->byTurn))
        return refused(error, Victory::tr("%1.byTurn: the turn by which %2 must reach its VP, a whole number "
                                          "from 0 (none) to %3")
                                  .arg(where, t->side)
                                  .arg(Victory::kMaxTurns));
    return true;
}

// What a set of side targets may not hold: a side twice, two sides bound by a turn.
bool checkTargets(const QList<Victory::Target> &targets, const QString &where, QString *error)
{
    if (targets.size() > kMaxSides)
        return refused(error, Victory::tr("%1: at most %2 sides").arg(where).arg(kMaxSides));
    for (int i = 0; i < targets.size(); ++i) {
        const Victory::Target &t = targets.at(i);
        for (int j = 0; j < i; ++j) {
            if (targets.at(j).side == t.side)
                return refused(error,
                               Victory::tr("%1[%2].side: %3 is named twice").arg(where).arg(i).arg(t.side));
            if (t.byTurn > 0 && targets.at(j).byTurn > 0)
                return refused(error, Victory::tr("%1[%2].byTurn: %3 is already bound by turn %4; one side "
                                                  "must reach its VP by a turn, the other wins on time when "
                                                  "it does not")
                                          .arg(where)
                                          .arg(i)
                                          .arg(targets.at(j).side)
                                          .arg(targets.at(j).byTurn));
        }
    }
    return true;
}

} // namespace

RowChange Victory::trackerChange(const BattleState &s, const QString &key, const QJsonObject &value,
                                 const QString &label)
{
    const Tracker *old = s.tracker(key);
    const Tracker t{old ? old->id : s.nextId(Table::Trackers), key, value, label, s.info.turn};
    return {Table::Trackers, t.id, old ? old->toRow() : QVariantMap(), t.toRow()};
}

int Victory::Conditions::target(const QString &side) const
{
    if (!perSide())
        return vpToWin;
    const Target *t = targetOf(side);
    return t ? t->vpToWin : 0;
}

const Victory::Target *Victory::Conditions::targetOf(const QString &side) const
{
    for (const Target &t : sides)
        if (t.side == side)
            return &t;
    return nullptr;
}

const Victory::Target *Victory::Conditions::timeBound() const
{
    for (const Target &t : sides)
        if (t.byTurn > 0)
            return &t;
    return nullptr;
}

int Victory::Conditions::lastTurn() const
{
    const Target *t = timeBound();
    return t ? t->byTurn : turnLimit;
}

QJsonObject Victory::Conditions::toJson() const
{
    if (!perSide())
        return {{u"vpToWin"_s, vpToWin}, {u"turnLimit"_s, turnLimit}};
    QJsonArray list;
    for (const Target &t : sides) {
        QJsonObject o{{u"side"_s, t.side}, {u"vpToWin"_s, t.vpToWin}};
        if (t.byTurn > 0)
            o.insert(u"byTurn"_s, t.byTurn);
        list.append(o);
    }
    return {{u"sides"_s, list}};
}

QString Victory::measure(const RuleSetProfile &p)
{
    if (!p.victoryCounter.isEmpty() && p.counterKinds.contains(p.victoryCounter))
        return p.victoryCounter;
    return p.counterKinds.contains(u"VP"_s) ? u"VP"_s : QString();
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
    QString ignored;
    if (const Tracker *t = s.tracker(kVictoryKey); t && !readConditions(t->value, {}, &c, &ignored))
        return {}; // the battle file is checked on open; a value no Adjutant wrote sets nothing
    return c;
}

bool Victory::timeUpAt(const BattleState &s, const RuleSetProfile &p, int turn)
{
    if (turn <= 0 || s.info.turn < turn)
        return false;
    if (s.info.turn > turn)
        return true;
    // The last turn: up at its check of victory (For Honor and Glory's step 5), else its last phase.
    int check = p.phaseIndex(u"victory"_s);
    if (check < 0)
        check = int(p.phases.size()) - 1;
    return check >= 0 && std::max(0, p.phaseIndex(s.info.phase)) >= check;
}

Victory::Status Victory::status(const BattleState &s, const RuleSetProfile &p)
{
    Status st;
    const Conditions c = conditions(s);
    const QMap<QString, int> vp = earned(s, p);
    for (auto it = vp.cbegin(); it != vp.cend(); ++it)
        if (const int need = c.target(it.key()); need > 0 && it.value() >= need)
            st.reached << it.key();
    const int last = c.lastTurn();
    st.timeUp = timeUpAt(s, p, last);
    st.lastTurn = last > 0 && !st.timeUp && s.info.turn == last;
    const Target *bound = c.timeBound();
    if (!bound)
        return st;
    st.bound = bound->side;
    if (st.timeUp && vp.contains(bound->side) && vp.value(bound->side) < bound->vpToWin) {
        st.timeLoser = bound->side;
        QStringList others = vp.keys();
        others.removeAll(bound->side);
        if (others.size() == 1)
            st.timeWinner = others.first();
    }
    return st;
}

QString Victory::conditionsText(const Conditions &c, const RuleSetProfile &p)
{
    const QString m = Labels::counter(measure(p));
    QStringList parts;
    if (c.perSide()) {
        for (const Target &t : c.sides) {
            if (t.byTurn <= 0)
                parts << tr("%1 %2 %3").arg(t.side).arg(t.vpToWin).arg(m);
            else if (p.timeRule.isEmpty())
                parts << tr("%1 %2 %3 by turn %4").arg(t.side).arg(t.vpToWin).arg(m).arg(t.byTurn);
            else
                parts << tr("%1 %2 %3 by turn %4 (%5)")
                             .arg(t.side)
                             .arg(t.vpToWin)
                             .arg(m)
                             .arg(t.byTurn)
                             .arg(p.timeRule);
        }
    } else {
        if (c.vpToWin > 0)
            parts << tr("%1 %2 to win").arg(c.vpToWin).arg(m);
        if (c.turnLimit > 0)
            parts << tr("turn limit %1").arg(c.turnLimit);
    }
    return parts.isEmpty() ? tr("Victory conditions: none")
                           : tr("Victory conditions: %1").arg(parts.join(u", "_s));
}

QString Victory::describe(const BattleState &s, const RuleSetProfile &p)
{
    const End e = end(s);
    const QString m = Labels::counter(measure(p));
    if (e.isEnded()) {
        QStringList vp;
        for (auto it = e.earned.cbegin(); it != e.earned.cend(); ++it)
            vp << tr("%1 %2 %3").arg(it.key()).arg(it.value()).arg(m);
        const QString how = e.ending == u"victory"_s ? tr("victory")
                            : e.ending == u"time"_s  ? tr("on time")
                            : e.called == u"time"_s  ? tr("the referee's call: time called before it was up")
                                                     : tr("the referee's call");
        return (e.winner.isEmpty()
                    ? tr("Battle ended on turn %1 (%2)").arg(e.turn).arg(how)
                    : tr("Battle ended on turn %1 (%2): %3 won").arg(e.turn).arg(how, e.winner)) +
               (vp.isEmpty() ? QString() : u" — "_s + vp.join(u", "_s));
    }
    const Conditions c = conditions(s);
    if (!c.isSet())
        return {};
    QString text = conditionsText(c, p);
    for (const Target &t : c.sides)
        if (!s.sides.isEmpty() && !s.sideByName(t.side))
            text += u" — "_s + tr("%1 is not a side of this battle").arg(t.side);
    const Status st = status(s, p);
    const QMap<QString, int> vp = earned(s, p);
    QStringList reached;
    for (const QString &side : st.reached)
        reached << tr("%1 reached %2 %3").arg(side).arg(c.target(side)).arg(m);
    if (!reached.isEmpty())
        text += u" — "_s + tr("met: %1").arg(reached.join(u", "_s));
    else if (!st.timeLoser.isEmpty())
        text +=
            u" — "_s + tr("met: the time is up (turn %1): %2 has %3 of the %4 %5 it needed; %6 wins on time")
                           .arg(c.lastTurn())
                           .arg(st.timeLoser)
                           .arg(vp.value(st.timeLoser))
                           .arg(c.target(st.timeLoser))
                           .arg(m, st.timeWinner.isEmpty() ? tr("the other side") : st.timeWinner);
    else if (st.timeUp)
        text += u" — "_s + tr("met: the time is up (turn limit %1)").arg(c.lastTurn());
    else if (st.lastTurn)
        text += u" — "_s + tr("this is the last turn");
    return text;
}

QJsonObject Victory::toJson(const BattleState &s, const RuleSetProfile &p)
{
    const Conditions c = conditions(s);
    const Status st = status(s, p);
    const End e = end(s);
    const QMap<QString, int> vp = earned(s, p);
    // Each side's condition: its own, or the older form's target for every side.
    QList<Target> targets = c.sides;
    if (!c.perSide() && c.vpToWin > 0)
        for (const Side &side : s.sides)
            targets.append({side.name, c.vpToWin, 0});
    QJsonArray sides;
    for (const Target &t : std::as_const(targets))
        sides.append(QJsonObject{{u"side"_s, t.side},
                                 {u"vpToWin"_s, t.vpToWin},
                                 {u"byTurn"_s, t.byTurn},
                                 {u"earned"_s, vp.value(t.side)},
                                 {u"reached"_s, st.reached.contains(t.side)}});
    return {{u"vpToWin"_s, c.vpToWin},
            {u"turnLimit"_s, c.lastTurn()},
            {u"sides"_s, sides},
            {u"measure"_s, measure(p)},
            {u"earned"_s, mapJson(vp)},
            {u"reached"_s, QJsonArray::fromStringList(st.reached)},
            {u"lastTurn"_s, st.lastTurn},
            {u"timeUp"_s, st.timeUp},
            {u"bound"_s, orNull(st.bound)},
            {u"timeLoser"_s, orNull(st.timeLoser)},
            {u"timeWinner"_s, orNull(st.timeWinner)},
            {u"met"_s, st.met()},
            {u"end"_s, e.isEnded() ? QJsonValue(e.toJson()) : QJsonValue()}};
}

bool Victory::readConditions(const QJsonValue &v, const QString &where, Conditions *out, QString *error)
{
    const QString at = where.isEmpty() ? u"victory"_s : where;
    if (!v.isObject())
        return refused(error,
                       tr("%1: the victory conditions are an object {\"sides\": [{\"side\", \"vpToWin\", "
                          "\"byTurn\"}]} or {\"vpToWin\": N, \"turnLimit\": N}")
                           .arg(at));
    const QJsonObject o = v.toObject();
    Conditions c;
    if (!o.contains(u"sides"_s)) {
        if (!readOlderForm(o, at, &c, error))
            return false;
        *out = c;
        return true;
    }
    if (o.size() != 1)
        return refused(error, tr("%1: give either sides (each side its own VP) or vpToWin and turnLimit (one "
                                 "target for every side), not both")
                                  .arg(at));
    const QJsonValue list = o.value(u"sides"_s);
    if (!list.isArray() || list.toArray().isEmpty())
        return refused(error, tr("%1.sides: a list of the sides' conditions, at least one").arg(at));
    const QJsonArray a = list.toArray();
    for (int i = 0; i < a.size(); ++i) {
        Target t;
        if (!readTarget(a.at(i), u"%1.sides[%2]"_s.arg(at).arg(i), &t, error))
            return false;
        c.sides << t;
    }
    if (!checkTargets(c.sides, at + u".sides"_s, error))
        return false;
    *out = c;
    return true;
}

bool Victory::validEnding(const QString &ending)
{
    return ending == u"victory"_s || ending == u"time"_s || ending == u"referee"_s;
}

bool Victory::withSide(const BattleState &s, const Conditions &old, const Target &t, bool setVp, bool setTurn,
                       Conditions *out, QString *error)
{
    Conditions c;
    if (old.perSide()) {
        c.sides = old.sides;
    } else {
        // The older form becomes one target a side; its turn limit goes to the side named now.
        for (const Side &side : s.sides)
            if (old.vpToWin > 0 || side.name == t.side)
                c.sides.append({side.name, old.vpToWin, side.name == t.side ? old.turnLimit : 0});
    }
    auto it = std::find_if(c.sides.begin(), c.sides.end(), [&](const Target &x) { return x.side == t.side; });
    if (it == c.sides.end())
        it = c.sides.insert(c.sides.end(), Target{t.side, 0, 0});
    if (setVp)
        it->vpToWin = t.vpToWin;
    if (setTurn)
        it->byTurn = t.byTurn;
    if (it->vpToWin == 0 && it->byTurn == 0)
        c.sides.erase(it); // taken away
    else if (it->vpToWin == 0)
        return refused(error,
                       tr("%1: a turn by which to reach its VP needs the VP (--vp-to-win)").arg(t.side));
    c.sides.removeIf([](const Target &x) { return x.vpToWin <= 0; });
    if (!checkTargets(c.sides, u"victory.sides"_s, error))
        return false;
    *out = c;
    return true;
}

Edit Victory::setConditions(const BattleState &s, const RuleSetProfile &p, const Conditions &c,
                            QString *error)
{
    if (c.vpToWin < 0 || c.vpToWin > kMaxVp || c.turnLimit < 0 || c.turnLimit > kMaxTurns ||
        (c.perSide() && (c.vpToWin != 0 || c.turnLimit != 0))) {
        *error = tr("victory conditions: VP to win must be 0 to %1 and the turn limit 0 to %2")
                     .arg(kMaxVp)
                     .arg(kMaxTurns);
        return {};
    }
    if (const End e = end(s); e.isEnded()) {
        *error = tr("the battle ended on turn %1; undo its end to change its victory conditions").arg(e.turn);
        return {};
    }
    QString why;
    if (!checkTargets(c.sides, u"victory.sides"_s, &why)) {
        *error = why;
        return {};
    }
    QStringList names;
    for (const Side &side : s.sides)
        names << side.name;
    for (const Target &t : c.sides)
        if (!names.isEmpty() && !names.contains(t.side)) {
            *error = tr("victory: there is no side called \"%1\" in this battle (its sides: %2)")
                         .arg(t.side, names.join(u", "_s));
            return {};
        }
    const QString label = conditionsText(c, p);
    if (s.tracker(kVictoryKey) && conditions(s) == c) {
        *error = tr("the victory conditions are already so (%1)").arg(label);
        return {};
    }
    Edit e;
    e.kind = u"victory.set"_s;
    e.summary = label;
    e.inputs = c.toJson();
    e.trace.append(QJsonObject{{u"text"_s, label}, {u"rule"_s, p.victoryRule}});
    if (const Target *bound = c.timeBound())
        e.trace.append(QJsonObject{
            {u"text"_s, tr("%1 must reach %2 %3 by turn %4; when it does not, the other side wins on time")
                            .arg(bound->side)
                            .arg(bound->vpToWin)
                            .arg(Labels::counter(measure(p)))
                            .arg(bound->byTurn)},
            {u"rule"_s, p.timeRule}});
    e.changes << trackerChange(s, kVictoryKey, c.toJson(), label);
    return e;
}

} // namespace adj
