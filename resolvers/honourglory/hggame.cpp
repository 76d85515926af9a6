// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hggame.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QJsonArray strings(const QStringList &l)
{
    return QJsonArray::fromStringList(l);
}

QStringList stringsOf(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &e : v.toArray())
        out.append(e.toString());
    return out;
}

} // namespace

QJsonObject HgTroop::toJson() const
{
    QJsonObject o{{u"name"_s, name}, {u"discardValue"_s, discardValue}};
    if (!counter.isEmpty())
        o.insert(u"counter"_s, counter);
    return o;
}

HgTroop HgTroop::fromJson(const QJsonObject &o)
{
    return {o.value(u"name"_s).toString(), o.value(u"discardValue"_s).toInt(-1),
            o.value(u"counter"_s).toString()};
}

QJsonObject HgStratagem::toJson() const
{
    return {{u"name"_s, name}, {u"cost"_s, cost}, {u"turned"_s, turned}};
}

HgStratagem HgStratagem::fromJson(const QJsonObject &o)
{
    return {o.value(u"name"_s).toString(), o.value(u"cost"_s).toInt(-1), o.value(u"turned"_s).toBool()};
}

int HgPlayer::troopCount() const
{
    int n = 0;
    for (const auto &c : columns)
        n += int(c.size());
    return n;
}

int HgPlayer::mpLeft() const
{
    if (!one)
        return mp;
    int n = 0;
    for (int v : mpStack)
        n += v;
    return n;
}

const HgTroop *HgPlayer::findTroop(const QString &troop, HgColumn *column, int prefer) const
{
    QList<int> order{0, 1, 2};
    if (prefer >= 0 && prefer < kHgColumns)
        order.move(prefer, 0);
    for (int c : order)
        for (const HgTroop &t : columns[size_t(c)])
            if (t.name == troop) {
                if (column)
                    *column = HgColumn(c);
                return &t;
            }
    return nullptr;
}

bool HgPlayer::takeTroop(const QString &troop, HgTroop *out, int prefer)
{
    HgColumn c;
    const HgTroop *t = findTroop(troop, &c, prefer);
    if (!t)
        return false;
    QList<HgTroop> &col = columns[size_t(c)];
    const qsizetype i = t - col.constData();
    if (out)
        *out = col.at(i);
    col.removeAt(i);
    return true;
}

QJsonObject HgPlayer::toJson() const
{
    QJsonObject cols;
    for (int c = 0; c < kHgColumns; ++c) {
        QJsonArray a;
        for (const HgTroop &t : columns[size_t(c)])
            a.append(t.toJson());
        cols.insert(hgColumnId(HgColumn(c)), a);
    }
    QJsonObject o{{u"name"_s, name},
                  {u"colour"_s, colour},
                  {u"role"_s, one ? u"one"_s : u"many"_s},
                  {u"armyCost"_s, armyCost},
                  {u"tacticsMl"_s, tacticsMl},
                  {u"columns"_s, cols},
                  {u"discardPile"_s, discardPile},
                  {u"damage"_s, damage},
                  {u"beaten"_s, beaten}};
    if (one) {
        QJsonArray stack;
        for (int v : mpStack)
            stack.append(v);
        o.insert(u"mpStack"_s, stack);
    } else {
        o.insert(u"mp"_s, mp);
        o.insert(u"glory"_s, glory);
        o.insert(u"terrain"_s, strings(terrain));
        o.insert(u"combatLevel"_s, combatLevel);
        o.insert(u"vetoesLeft"_s, vetoesLeft);
        if (!theftCounter.isEmpty())
            o.insert(u"theftCounter"_s, theftCounter);
    }
    return o;
}

HgPlayer HgPlayer::fromJson(const QJsonObject &o)
{
    HgPlayer p;
    p.name = o.value(u"name"_s).toString();
    p.colour = o.value(u"colour"_s).toString();
    p.one = o.value(u"role"_s).toString() == u"one"_s;
    p.armyCost = o.value(u"armyCost"_s).toInt(-1);
    p.tacticsMl = o.value(u"tacticsMl"_s).toInt(-1);
    const QJsonObject cols = o.value(u"columns"_s).toObject();
    for (int c = 0; c < kHgColumns; ++c)
        for (const QJsonValue &t : cols.value(hgColumnId(HgColumn(c))).toArray())
            p.columns[size_t(c)].append(HgTroop::fromJson(t.toObject()));
    p.discardPile = o.value(u"discardPile"_s).toInt();
    for (const QJsonValue &v : o.value(u"mpStack"_s).toArray())
        p.mpStack.append(v.toInt(-1));
    p.mp = o.value(u"mp"_s).toInt();
    p.damage = o.value(u"damage"_s).toInt();
    p.glory = o.value(u"glory"_s).toInt();
    p.beaten = o.value(u"beaten"_s).toBool();
    p.terrain = stringsOf(o.value(u"terrain"_s));
    p.combatLevel = o.value(u"combatLevel"_s).toString();
    p.vetoesLeft = o.value(u"vetoesLeft"_s).toInt();
    p.theftCounter = o.value(u"theftCounter"_s).toString();
    return p;
}

int HgGame::indexOf(const QString &name) const
{
    for (int i = 0; i < players.size(); ++i)
        if (players.at(i).name == name)
            return i;
    return -1;
}

const HgPlayer *HgGame::player(const QString &name) const
{
    const int i = indexOf(name);
    return i < 0 ? nullptr : &players.at(i);
}

QStringList HgGame::many() const
{
    QStringList out;
    for (int i = 1; i < players.size(); ++i)
        out.append(players.at(i).name);
    return out;
}

QString HgGame::troopsRefusal(const HgPlayer &p) const
{
    for (const auto &col : p.columns)
        for (const HgTroop &tr_ : col) {
            if (tr_.name.trimmed().isEmpty())
                return tr("%1: a Troop Card has no name").arg(p.name);
            if (tr_.discardValue < 0)
                return tr("%1: Troop Card %2 has a negative Discard Value").arg(p.name, tr_.name);
            if (!tr_.counter.isEmpty() && (tr_.counter == p.name || indexOf(tr_.counter) < 1))
                return tr("%1: Troop Card %2 carries the counter of \"%3\", who is not another player of "
                          "The Many")
                    .arg(p.name, tr_.name, tr_.counter);
        }
    return {};
}

QString HgGame::oneRefusal(const HgPlayer &p, const HgTable &t) const
{
    const int n = opponents();
    if (p.mpStack.size() != n)
        return tr("The One has %1 MP counters; he has one per opponent (%2)").arg(p.mpStack.size()).arg(n);
    for (int v : p.mpStack)
        if (v < 0 || v > t.mpPerCounter)
            return tr("The One's MP counter reads %1; each runs from %2 down to 0")
                .arg(v)
                .arg(t.mpPerCounter);
    return {};
}

QString HgGame::manyRefusal(const HgPlayer &p, const HgTable &t, QStringList *colours) const
{
    if (p.colour.trimmed().isEmpty())
        return tr("%1 has no colour for his counters").arg(p.name);
    if (colours->contains(p.colour))
        return tr("%1: colour %2 is already taken; each of The Many has his own").arg(p.name, p.colour);
    colours->append(p.colour);
    if (p.mp < 0)
        return tr("%1: the MP counter cannot be negative").arg(p.name);
    if (p.glory < t.gloryMinimum)
        return tr("%1: Glory %2 is below %3").arg(p.name).arg(p.glory).arg(t.gloryMinimum);
    if (p.vetoesLeft < 0 || p.vetoesLeft > t.terrainVetoes)
        return tr("%1: %2 Terrain vetoes left; each player has %3")
            .arg(p.name)
            .arg(p.vetoesLeft)
            .arg(t.terrainVetoes);
    return {};
}

QString HgGame::playerRefusal(int i, const HgTable &t, QStringList *names, QStringList *colours) const
{
    const HgPlayer &p = players.at(i);
    if (p.name.trimmed().isEmpty())
        return tr("player %1 has no name").arg(i + 1);
    if (names->contains(p.name))
        return tr("two players are called \"%1\"").arg(p.name);
    names->append(p.name);
    if (i > 0 && p.one)
        return tr("%1: there is only one The One").arg(p.name);
    if (p.armyCost < 0 || p.armyCost > t.armyCost)
        return tr("%1: army cost %2; each player has an Army Cost of %3")
            .arg(p.name)
            .arg(p.armyCost)
            .arg(t.armyCost);
    if (p.tacticsMl < 0)
        return tr("%1: the Battle Master's Tactics ML cannot be negative").arg(p.name);
    if (p.damage < 0)
        return tr("%1: the Damage counter cannot be negative").arg(p.name);
    if (p.discardPile < 0)
        return tr("%1: the Discard Pile cannot hold a negative number of cards").arg(p.name);
    if (const QString e = troopsRefusal(p); !e.isEmpty())
        return e;
    return p.one ? oneRefusal(p, t) : manyRefusal(p, t, colours);
}

QString HgGame::theftCountersRefusal() const
{
    for (int i = 1; i < players.size(); ++i) {
        const QString &c = players.at(i).theftCounter;
        if (!c.isEmpty() && (c == players.at(i).name || indexOf(c) < 1))
            return tr("%1: the counter on his Battle Master belongs to \"%2\", who is not another player of "
                      "The Many")
                .arg(players.at(i).name, c);
        for (int j = 1; j < i; ++j)
            if (!c.isEmpty() && players.at(j).theftCounter == c)
                return tr("%1's counter is on two Battle Masters: one at a time").arg(c);
    }
    return {};
}

QString HgGame::tallyRefusal(const HgTable &t) const
{
    auto manyOnly = [&](const QStringList &keys, const QString &what) -> QString {
        for (const QString &k : keys)
            if (indexOf(k) < 1)
                return tr("%1 names \"%2\", who is not one of The Many").arg(what, k);
        return {};
    };
    for (const QString &e : {manyOnly(shaken, tr("a Shaken marker")),
                             manyOnly(standardUsed.keys(), tr("the Standard Cards used")),
                             manyOnly(stratagems.keys(), tr("the Stratagem Cards")),
                             manyOnly(conflict.keys(), tr("the Unit Conflict Cards")),
                             manyOnly(conflictOwed, tr("a Duration won by The One"))})
        if (!e.isEmpty())
            return e;
    for (auto it = stratagems.cbegin(); it != stratagems.cend(); ++it) {
        int cost = 0;
        for (const HgStratagem &s : it.value()) {
            if (s.cost < 0 || s.name.isEmpty())
                return tr("a Stratagem Card opposite %1 has no name or a negative cost").arg(it.key());
            if (!s.turned)
                cost += s.cost; // the face-down selection is what the Tactics ML budgets
        }
        if (cost > one().tacticsMl)
            return tr("the Stratagem Cards opposite %1 cost %2, over The One's Tactics ML %3")
                .arg(it.key())
                .arg(cost)
                .arg(one().tacticsMl);
    }
    for (const HgSwap &s : swapsOwed)
        if (indexOf(s.by) < 0 || indexOf(s.owner) < 1)
            return tr("a column swap names a player not in the game, or The One's Unit");
    return {};
}

QString HgGame::check(const HgTable &t) const
{
    const int n = opponents();
    if (players.isEmpty() || !players.first().one)
        return tr("the first player must be The One");
    if (n < t.minOpponents || n > t.maxOpponents)
        return tr("%1 players of The Many: the game needs %2 to %3 against The One")
            .arg(n)
            .arg(t.minOpponents)
            .arg(t.maxOpponents);
    QStringList names, colours;
    for (int i = 0; i < players.size(); ++i)
        if (const QString e = playerRefusal(i, t, &names, &colours); !e.isEmpty())
            return e;
    if (const QString e = theftCountersRefusal(); !e.isEmpty())
        return e;
    if (duration < 1 || round < 1 || round > t.rounds + 1)
        return tr("duration %1, round %2: a Duration has rounds 1 to %3")
            .arg(duration)
            .arg(round)
            .arg(t.rounds);
    return tallyRefusal(t);
}

QJsonObject HgGame::toJson() const
{
    QJsonArray ps;
    for (const HgPlayer &p : players)
        ps.append(p.toJson());
    QJsonObject std_, strat, conf;
    for (auto it = standardUsed.cbegin(); it != standardUsed.cend(); ++it)
        std_.insert(it.key(), strings(it.value()));
    for (auto it = stratagems.cbegin(); it != stratagems.cend(); ++it) {
        QJsonArray a;
        for (const HgStratagem &s : it.value())
            a.append(s.toJson());
        strat.insert(it.key(), a);
    }
    for (auto it = conflict.cbegin(); it != conflict.cend(); ++it)
        conf.insert(it.key(), it.value());
    QJsonArray swaps;
    for (const HgSwap &s : swapsOwed)
        swaps.append(QJsonObject{{u"by"_s, s.by}, {u"owner"_s, s.owner}});
    QJsonObject o{{u"ruleset"_s, u"honour-glory"_s},
                  {u"players"_s, ps},
                  {u"duration"_s, duration},
                  {u"round"_s, round},
                  {u"shaken"_s, strings(shaken)},
                  {u"standardUsed"_s, std_},
                  {u"stratagems"_s, strat},
                  {u"conflict"_s, conf},
                  {u"conflictOwed"_s, strings(conflictOwed)},
                  {u"swapsOwed"_s, swaps},
                  {u"over"_s, over}};
    if (over) {
        o.insert(u"winners"_s, strings(winners));
        o.insert(u"result"_s, result);
    }
    return o;
}

HgGame HgGame::fromJson(const QJsonObject &o, const HgTable &t, QString *error)
{
    HgGame g;
    for (const QJsonValue &v : o.value(u"players"_s).toArray()) {
        const QJsonObject po = v.toObject();
        const QJsonObject cols = po.value(u"columns"_s).toObject();
        for (auto it = cols.constBegin(); it != cols.constEnd(); ++it) {
            HgColumn c;
            if (!hgColumnFromId(it.key(), &c)) {
                if (error)
                    *error = tr("%1: a Unit has three columns (left, centre, right), not \"%2\"")
                                 .arg(po.value(u"name"_s).toString(), it.key());
                return {};
            }
        }
        g.players.append(HgPlayer::fromJson(po));
    }
    g.duration = o.value(u"duration"_s).toInt(1);
    g.round = o.value(u"round"_s).toInt(1);
    g.shaken = stringsOf(o.value(u"shaken"_s));
    const QJsonObject std_ = o.value(u"standardUsed"_s).toObject();
    for (auto it = std_.constBegin(); it != std_.constEnd(); ++it)
        g.standardUsed.insert(it.key(), stringsOf(it.value()));
    const QJsonObject strat = o.value(u"stratagems"_s).toObject();
    for (auto it = strat.constBegin(); it != strat.constEnd(); ++it)
        for (const QJsonValue &s : it.value().toArray())
            g.stratagems[it.key()].append(HgStratagem::fromJson(s.toObject()));
    const QJsonObject conf = o.value(u"conflict"_s).toObject();
    for (auto it = conf.constBegin(); it != conf.constEnd(); ++it)
        g.conflict.insert(it.key(), it.value().toString());
    g.conflictOwed = stringsOf(o.value(u"conflictOwed"_s));
    for (const QJsonValue &v : o.value(u"swapsOwed"_s).toArray())
        g.swapsOwed.append(
            {v.toObject().value(u"by"_s).toString(), v.toObject().value(u"owner"_s).toString()});
    g.over = o.value(u"over"_s).toBool();
    g.winners = stringsOf(o.value(u"winners"_s));
    g.result = o.value(u"result"_s).toString();
    const QString e = g.check(t);
    if (!e.isEmpty()) {
        if (error)
            *error = e;
        return {};
    }
    return g;
}

} // namespace adj
