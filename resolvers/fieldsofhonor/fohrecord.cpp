// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohrecord.h"

#include "core/inputbuilders.h"
#include "model/battlestate.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

const QString kRule = u"Sequence of Play"_s;

QJsonArray idsJson(const QList<qint64> &ids)
{
    QJsonArray out;
    for (const qint64 id : ids)
        out.append(id);
    return out;
}

QList<qint64> idsFrom(const QJsonValue &v)
{
    QList<qint64> out;
    for (const QJsonValue &id : v.toArray())
        if (id.isDouble())
            out.append(id.toInteger());
    return out;
}

QJsonArray pairsJson(const QList<FohRecord::Pair> &pairs)
{
    QJsonArray out;
    for (const auto &[a, b] : pairs)
        out.append(QJsonArray{a, b});
    return out;
}

QList<FohRecord::Pair> pairsFrom(const QJsonValue &v)
{
    QList<FohRecord::Pair> out;
    for (const QJsonValue &p : v.toArray())
        if (p.toArray().size() == 2)
            out.append({p.toArray().at(0).toInteger(), p.toArray().at(1).toInteger()});
    return out;
}

} // namespace

QString FohRecord::trackerKey()
{
    return u"foh.turn"_s;
}

InputSpec FohRecord::input()
{
    // No tracker: FieldsOfHonor's fill reads it with the battle's turn and phase now.
    return inputs::stateInput(u"record"_s, {}, tr("This turn"),
                              tr("The hits taken, tests, melees and pursuits of this turn: the battle's."),
                              kRule);
}

QJsonObject FohRecord::fromBattle(const BattleState &battle)
{
    FohRecord r;
    if (const Tracker *t = battle.tracker(trackerKey());
        t && t->value.value(u"turn"_s).toInt() == battle.info.turn)
        r = fromJson(t->value);
    r.turn = battle.info.turn;
    r.phase = battle.info.phase;
    QJsonObject o = r.toJson();
    o.insert(u"phase"_s, r.phase);
    return o;
}

FohRecord FohRecord::fromJson(const QJsonObject &o)
{
    FohRecord r;
    r.turn = o.value(u"turn"_s).toInt();
    r.phase = o.value(u"phase"_s).toString();
    const QJsonObject hits = o.value(u"hits"_s).toObject();
    for (auto it = hits.constBegin(); it != hits.constEnd(); ++it)
        if (const qint64 id = it.key().toLongLong(); id > 0 && it.value().toInt() > 0)
            r.hits.insert(id, it.value().toInt());
    r.tested = idsFrom(o.value(u"tested"_s));
    r.melees = pairsFrom(o.value(u"melees"_s));
    r.pursuits = pairsFrom(o.value(u"pursuits"_s));
    r.rallied = idsFrom(o.value(u"rallied"_s));
    r.recovered = idsFrom(o.value(u"recovered"_s));
    return r;
}

QJsonObject FohRecord::toJson() const
{
    QJsonObject h;
    for (auto it = hits.constBegin(); it != hits.constEnd(); ++it)
        h.insert(QString::number(it.key()), it.value());
    return {{u"turn"_s, turn},
            {u"hits"_s, h},
            {u"tested"_s, idsJson(tested)},
            {u"melees"_s, pairsJson(melees)},
            {u"pursuits"_s, pairsJson(pursuits)},
            {u"rallied"_s, idsJson(rallied)},
            {u"recovered"_s, idsJson(recovered)}};
}

bool FohRecord::fought(qint64 a, qint64 b) const
{
    return melees.contains(Pair{a, b}) || melees.contains(Pair{b, a});
}

FohRecord FohRecord::withHits(qint64 unit, int more) const
{
    FohRecord r = *this;
    if (unit > 0 && more > 0)
        r.hits[unit] += more;
    return r;
}

QString FohRecord::label() const
{
    return tr("Turn %1: %n unit(s) took hits", nullptr, int(hits.size())).arg(turn) + u"; "_s +
           tr("%n melee(s)", nullptr, int(melees.size())) + u"; "_s +
           tr("%n Morale Phase test(s)", nullptr, int(tested.size()));
}

Effect FohRecord::effect() const
{
    return Effect::setTracker(trackerKey(), toJson(), label(), kRule);
}

} // namespace adj
