// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oiblrisk.h"

#include "model/battlestate.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

const QString OiblRisk::kTracker = u"oibl.risk"_s;

namespace {

const QString kRule = u"Risk to Generals"_s;

Effect keep(QJsonObject risk, const QJsonArray &owed)
{
    risk.insert(u"owed"_s, owed);
    return Effect::setTracker(
        OiblRisk::kTracker, risk,
        OiblRisk::tr("Turn %1: %n general(s) to roll for the risk", nullptr, int(owed.size()))
            .arg(risk.value(u"turn"_s).toInt()),
        kRule);
}

} // namespace

QJsonObject OiblRisk::thisTurn(const BattleState &battle)
{
    const Tracker *t = battle.tracker(kTracker);
    if (t && t->value.value(u"turn"_s).toInt() == battle.info.turn)
        return t->value;
    return {{u"turn"_s, battle.info.turn}, {u"owed"_s, QJsonArray()}};
}

QJsonObject OiblRisk::generalsWith(const BattleState &battle, const QJsonObject &inputs,
                                   const QStringList &keys)
{
    QJsonObject out;
    for (const QString &key : keys) {
        const QJsonValue v = inputs.value(key);
        if (!v.isDouble())
            continue;
        for (const Leader &l : battle.leadersWith(v.toInteger()))
            if (l.status != u"lost"_s) {
                out.insert(QString::number(v.toInteger()), double(l.id));
                break;
            }
    }
    return out;
}

void OiblRisk::afterMelee(const QJsonObject &generals, const QJsonObject &risk, Resolution &out)
{
    if (out.quiet() || generals.isEmpty() || !risk.value(u"turn"_s).isDouble())
        return;
    QJsonArray owed = risk.value(u"owed"_s).toArray();
    const qsizetype before = owed.size();
    const QJsonObject units = out.values().value(u"units"_s).toObject();
    for (auto it = units.constBegin(); it != units.constEnd(); ++it) {
        const QJsonObject u = it.value().toObject();
        const QJsonValue general = generals.value(QString::number(u.value(u"unit"_s).toInteger()));
        const int hits = u.value(u"casualties"_s).toInt();
        if (general.isDouble() && hits > 0 && !u.value(u"eliminated"_s).toBool())
            owed.append(
                QJsonObject{{u"general"_s, general}, {u"unit"_s, u.value(u"unit"_s)}, {u"hits"_s, hits}});
    }
    if (owed.size() == before)
        return;
    out.line(tr("a general is with a unit that lost figures: he rolls for his risk (general-risk)"), kRule);
    out.effect(keep(risk, owed));
}

void OiblRisk::rolled(const QJsonObject &risk, qint64 general, Resolution &out)
{
    if (out.quiet() || general <= 0)
        return;
    QJsonArray owed = risk.value(u"owed"_s).toArray();
    for (qsizetype i = 0; i < owed.size(); ++i)
        if (owed.at(i).toObject().value(u"general"_s).toInteger() == general) {
            owed.removeAt(i);
            out.effect(keep(risk, owed));
            return;
        }
}

QList<Owed> OiblRisk::owed(const BattleState &battle)
{
    QList<Owed> out;
    for (const QJsonValue &v : thisTurn(battle).value(u"owed"_s).toArray()) {
        const QJsonObject o = v.toObject();
        const auto general = battle.leaders.constFind(o.value(u"general"_s).toInteger());
        const auto unit = battle.units.constFind(o.value(u"unit"_s).toInteger());
        if (general == battle.leaders.cend() || general->status == u"lost"_s || unit == battle.units.cend())
            continue;
        out.append({u"general-risk"_s,
                    {{u"general"_s, double(general->id)}, {u"hits"_s, o.value(u"hits"_s).toInt()}},
                    tr("%1 is with %2, which lost %n figure(s): one d10 for each two hits", nullptr,
                       o.value(u"hits"_s).toInt())
                        .arg(general->name, unit->name),
                    kRule,
                    battle.sides.value(general->side).name});
    }
    return out;
}

} // namespace adj
